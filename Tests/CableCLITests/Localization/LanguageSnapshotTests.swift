import CableText
import Foundation
import Testing

/// What people read in each language, compared with reviewed snapshot files in
/// `Tests/CableCLITests/Snapshots/<language>/<case>.txt`: stdout, then stderr, then the exit
/// status, of the built binary run with `--lang` from the package folder. After a deliberate
/// change, `CABLE_UPDATE_SNAPSHOTS=1 swift test --filter LanguageSnapshotTests` rewrites them;
/// review the diff before committing.
struct LanguageSnapshotTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "size", arguments: ["size", "--current", "20", "--length", "5", "--voltage", "12"]),
        Case(
            name: "size-no-fuse",
            arguments: ["size", "--current", "150", "--length", "0.5", "--voltage", "48", "--fuse-type", "blade"]),
        Case(
            name: "drop",
            arguments: ["drop", "--wire", "2.5mm2", "--current", "30", "--length", "10", "--voltage", "12", "--max-drop", "3"]),
        Case(name: "fuse", arguments: ["fuse", "--current", "40", "--wire", "8awg", "--voltage", "12"]),
        Case(name: "table", arguments: ["table", "--voltage", "12", "--currents", "5,10", "--lengths", "2,5.5"]),
        Case(name: "report", arguments: ["report", "Fixtures/systems/van.json"]),
        Case(name: "check-failures", arguments: ["check", "Fixtures/broken/failing-check.json"]),
        Case(name: "bom", arguments: ["bom", "Fixtures/systems/sailboat.json"]),
        // The examples `cable example` prints: a solar array with string fuses, a DC-DC charger's
        // input run (the van) and an array of two strings on its MPPT (the cabin), real resistance.
        Case(name: "report-example-van", arguments: ["report", "Fixtures/examples/van.json"]),
        Case(name: "check-example-van", arguments: ["check", "Fixtures/examples/van.json"]),
        Case(name: "bom-example-van", arguments: ["bom", "Fixtures/examples/van.json"]),
        Case(name: "report-example-cabin", arguments: ["report", "Fixtures/examples/cabin.json"]),
        Case(name: "error", arguments: ["size", "--current", "20", "--length", "-5", "--voltage", "12"]),
        Case(name: "usage-error", arguments: ["size", "--current", "20", "--lenght", "5"]),
        Case(name: "help", arguments: ["size", "--help"]),
    ]

    static let languages = ["en", "de", "es", "fr", "nl"]

    static var arguments: [(String, Case)] { languages.flatMap { language in cases.map { (language, $0) } } }

    @Test(arguments: arguments)
    func output_matchesTheReviewedSnapshot(_ language: String, _ example: Case) throws {
        let result = try CableProcess.run(example.arguments + ["--lang", language], in: PackagePaths.root)
        let actual = "\(result.stdout)--- stderr\n\(result.stderr)--- exit \(result.status)\n"
        let url = PackagePaths.root.appendingPathComponent("Tests/CableCLITests/Snapshots/\(language)/\(example.name).txt")
        if ProcessInfo.processInfo.environment["CABLE_UPDATE_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(language)/\(example.name).txt differs")
    }

    /// The environment selects the same language as --lang does.
    @Test func environment_selectsTheLanguageLikeTheFlag() throws {
        let arguments = ["size", "--current", "20", "--length", "5", "--voltage", "12"]
        let flag = try CableProcess.run(arguments + ["--lang", "de"])
        let environment = try CableProcess.run(arguments, environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"])
        #expect(environment.stdout == flag.stdout)
        #expect(
            flag.stdout.hasPrefix(
                "Leitung für 20 A bei 12 V über 5 m einfach (10 m hin und zurück), Kupfer Klasse 5 (IEC 60228) bei 33,7 °C, aus der Last geschätzt"
            ))
        let japanese = try CableProcess.run(arguments, environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.stdout.hasPrefix("Wire for 20 A at 12 V"))
        #expect(japanese.stderr.isEmpty)
    }

    @Test func unknownLanguageFlag_isAUsageError() throws {
        let result = try CableProcess.run(["size", "--lang", "xx", "--current", "20", "--length", "5", "--voltage", "12"])
        #expect(result.status == 64)
        #expect(
            result.stderr == "error: unknown language 'xx' for '--lang'; languages are en, de, es, fr, nl\nSee 'cable --help'.\n")
        #expect(result.stdout.isEmpty)
    }
}
