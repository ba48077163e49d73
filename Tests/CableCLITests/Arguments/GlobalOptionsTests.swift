import Testing

@testable import CableCLI

/// The one pre-scan of `--lang`, `--json`/`--format json` and `--color` (``GlobalOptions``): the
/// cases the three scanners it replaced read, each with what they read.
struct GlobalOptionsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let json: Bool
        let colour: ColourMode
        var testDescription: String { arguments.joined(separator: " ") }

        init(_ arguments: [String], json: Bool = false, colour: ColourMode = .auto) {
            (self.arguments, self.json, self.colour) = (arguments, json, colour)
        }
    }

    static let cases: [Case] = [
        .init(["size", "--json"], json: true),
        .init(["size", "--format=JSON"], json: true),
        .init(["size", "-f", "Json"], json: true),
        .init(["size", "-fJSON"], json: true),
        .init(["size", "-f=json"], json: true),
        .init(["size", "--FORMAT=json"], json: true),  // the name in any case when written with its value
        .init(["size", "--FORMAT", "json"]),  // ... but not apart from it, as the parser reads names
        .init(["size", "-F", "json"]),
        .init(["size", "--format", "text"]),
        .init(["size", "--formatjson"]),
        .init(["size", "--json=1"]),
        .init(["size", "--", "--json"]),
        .init(["--json"]),  // the command's place: not read as an option
        .init(["--lang", "de", "size", "--json"], json: true),
        .init(["--lang", "de", "--json"]),
        .init(["size", "--format", "--lang", "de", "json"], json: true),  // read once --lang is out
        .init(["size", "--lang", "--json"], json: true),  // --lang unreadable: the line as given
        .init(["size", "--color", "always"], colour: .always),
        .init(["size", "--color=NEVER"], colour: .never),
        .init(["size", "--color", "sometimes"]),
        .init(["size", "--color", "always", "--color=never"], colour: .never),
        .init(["size", "--color", "always", "--color", "bogus"], colour: .always),
        .init(["size", "--color"]),
        .init(["size", "--COLOR=always"]),
        .init(["size", "--", "--color", "always"]),
        .init(["--color", "always"]),
        .init(["report", "van.json", "--json", "--color", "always"], json: true, colour: .always),
    ]

    @Test(arguments: cases)
    func scan_readsJSONAndColourAsTheParserWould(_ example: Case) {
        let options = GlobalOptions(example.arguments)
        #expect(options.json == example.json)
        #expect(options.colour == example.colour)
    }

    @Test func value_readsEachSpellingOfAnOption() {
        #expect(GlobalOptions.value(of: "--color", next: "never", long: "color") == .some("never"))
        #expect(GlobalOptions.value(of: "--color", next: nil, long: "color") == .some(nil))
        #expect(GlobalOptions.value(of: "--color=", next: "never", long: "color") == .some(""))
        #expect(GlobalOptions.value(of: "--colors", next: "never", long: "color") == nil)
        #expect(GlobalOptions.value(of: "-fcsv", next: "json", long: "format", short: "f") == .some("csv"))
        #expect(GlobalOptions.value(of: "-f=csv", next: "json", long: "format", short: "f") == .some("csv"))
        #expect(GlobalOptions.value(of: "-f", next: "json", long: "format", short: "f") == .some("json"))
        #expect(GlobalOptions.value(of: "-c", next: "json", long: "format", short: "f") == nil)
    }
}
