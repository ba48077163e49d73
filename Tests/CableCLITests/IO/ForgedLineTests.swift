import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// No file name or echoed string can forge a line (issue #31): a path holding a line feed and
/// `::add-mask::x` once printed a GitHub Actions workflow command of its own. For each
/// dangerous character and every output format and message that names a path or a user
/// string, the run's stdout, stderr and written files hold no line starting with `::` but
/// cable's own `::error file=` commands, no raw dangerous character, and the JSON, XML and CSV
/// parse.
@Suite("Forged lines: file names and echoed strings with dangerous characters")
final class ForgedLineTests {
    let folder: URL

    /// Line feed, carriage return, ESC, the line and paragraph separators, a bidi override and
    /// isolate, the two noncharacters XML forbids, BEL, NEL and CSI (C1), a bidi mark.
    static let dangerous: [Character] = [
        "\n", "\r", "\u{1B}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{FFFE}", "\u{FFFF}", "\u{07}",
        "\u{85}", "\u{9B}", "\u{200F}", "\u{7F}",
    ]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-forged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// `a<c>::add-mask::x<c>b`: a name that would put `::add-mask::x` at the start of a line.
    static func evil(_ character: Character) -> String { "a\(character)::add-mask::x\(character)b" }

    func copy(_ fixture: String, to name: String) throws {
        try FileManager.default.copyItem(
            atPath: PackagePaths.root.appendingPathComponent(fixture).path, toPath: folder.appendingPathComponent(name).path)
    }

    /// Every line of `text` that starts with `::` is one of cable's own `::error file=` commands.
    static func forgedLines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter {
            $0.hasPrefix("::") && !$0.hasPrefix("::error file=")
        }
    }

    /// The dangerous characters (but the line feed, which separates lines) found raw in `text`.
    static func rawDangerous(_ text: String) -> [Character] {
        dangerous.filter { character in
            character != "\n" && character.unicodeScalars.allSatisfy { text.unicodeScalars.contains($0) }
        }
    }

    func expectClean(_ result: ProcessResult, _ context: String) {
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            #expect(Self.forgedLines(text).isEmpty, "\(context): \(stream) forges \(Self.forgedLines(text))")
            #expect(Self.rawDangerous(text).isEmpty, "\(context): \(stream) holds \(Self.rawDangerous(text))")
        }
    }

    static func parsesAsXML(_ text: String) -> Bool { (try? XMLDocument(data: Data(text.utf8))) != nil }

    static func parsesAsJSON(_ text: String) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil
    }

    /// A CSV document whose every line closes its quotes: no record runs across lines.
    static func csvLinesAreWhole(_ text: String) -> Bool {
        text.split(separator: "\n").allSatisfy { $0.filter { $0 == "\"" }.count.isMultiple(of: 2) && !$0.contains("\r") }
    }

    @Test(arguments: dangerous)
    func checkFolder_everyFormat_forgesNoLine(_ character: Character) throws {
        let name = Self.evil(character)
        let tree = folder.appendingPathComponent("d")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try copy("Fixtures/systems/van.json", to: "d/\(name)-ok.json")
        try copy("Fixtures/broken/failing-check.json", to: "d/\(name)-fail.json")
        try copy("Fixtures/broken/wrong-type.json", to: "d/\(name)-bad.json")
        for format in ["text", "github", "junit", "json"] {
            let result = try CableProcess.run(["check", "d", "--format", format], in: folder)
            #expect(result.status == 65, "\(format)")
            expectClean(result, "check --format \(format)")
            if format == "junit" { #expect(Self.parsesAsXML(result.stdout), "\(result.stdout)") }
            if format == "json" { #expect(Self.parsesAsJSON(result.stdout)) }
            if format == "github" {
                // The annotation's file property keeps the path, with the runner's own escapes.
                let escaped = character == "\n" ? "%0A" : character == "\r" ? "%0D" : nil
                if let escaped { #expect(result.stdout.contains("file=d/a\(escaped)%3A%3Aadd-mask%3A%3Ax\(escaped)b-fail.json")) }
            }
        }
        // A FILE named on its own, missing and present.
        for arguments in [["check", "d/\(name)-ok.json"], ["check", "\(name).json"], ["check", "\(name).json", "--json"]] {
            let result = try CableProcess.run(arguments, in: folder)
            expectClean(result, arguments.joined(separator: " "))
        }
    }

    @Test(arguments: dangerous)
    func writtenAndEditedFiles_confirmationsForgeNoLine(_ character: Character) throws {
        let name = Self.evil(character)
        try copy("Fixtures/systems/van.json", to: "van.json")
        var runs: [[String]] = [
            ["report", "van.json", "-o", "\(name).html"], ["report", "van.json", "-o", "\(name).pdf"],
            ["diagram", "van.json", "-o", "\(name).svg"], ["bom", "van.json", "-o", "\(name).csv"],
            ["new", "\(name).json", "--name", "N", "--voltage", "12"],
            ["add", "load", "\(name).json", "--name", "L", "--current", "2", "--length", "3"],
            ["set", "load", "\(name).json", "L", "--length", "4"], ["remove", "load", "\(name).json", "L"],
            ["add", "load", "van.json", "--name", "Fridge", "--current", "2", "--length", "3"],
            ["add", "load", "van.json", "--name", name, "--current", "2", "--length", "3"],
            ["report", "\(name).missing.json"], ["report", "van.json", "-o", "nofolder\(name)/r.html"],
        ]
        runs.append(["size", "--current", "20", "--length", name])
        for arguments in runs {
            let result = try CableProcess.run(arguments, in: folder)
            expectClean(result, arguments.joined(separator: " "))
        }
        let batch = try CableProcess.shell(
            "printf '{\"id\":\"x\",\"current\":5,\"length\":2,\"voltage\":12}\\n' | \"$CABLE\" batch -o \"$N\"", in: folder,
            environment: ["N": "\(name).ndjson"])
        #expect(batch.status == 0)
        expectClean(batch, "batch -o")
        let config = try CableProcess.run(
            ["config", "set", "units", "imperial"], environment: ["CABLE_CONFIG": folder.appendingPathComponent(name).path],
            in: folder)
        expectClean(config, "config set")
        // The written HTML and SVG are well-formed XML wherever they come from.
        let svg = try String(contentsOf: folder.appendingPathComponent("\(name).svg"), encoding: .utf8)
        #expect(Self.parsesAsXML(svg))
    }

    @Test(arguments: dangerous)
    func batchLabels_inCSVAndNDJSON_stayWholeRecords(_ character: Character) throws {
        let label = Self.evil(character)
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: [
                "id": label, "name": label, "current": 5, "length": 2, "voltage": 12,
            ]),
            as: UTF8.self)
        try Data((json + "\n").utf8).write(to: folder.appendingPathComponent("in.ndjson"))
        for format in ["ndjson", "csv"] {
            let result = try CableProcess.run(["batch", "in.ndjson", "--format", format], in: folder)
            #expect(result.status == 0)
            expectClean(result, "batch --format \(format)")
            if format == "csv" { #expect(Self.csvLinesAreWhole(result.stdout)) }
            if format == "ndjson" { #expect(result.stdout.split(separator: "\n").allSatisfy { Self.parsesAsJSON(String($0)) }) }
        }
    }
}
