import CableText
import Foundation
import Testing

/// Machine output never depends on the language: JSON, NDJSON and CSV on stdout and the exit
/// code are byte for byte the same under every locale and every `--lang`.
struct LanguageInvarianceTests {
    static let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path
    static let boat = PackagePaths.root.appendingPathComponent("Fixtures/systems/sailboat.json").path
    static let requests = PackagePaths.root.appendingPathComponent("Fixtures/batch/requests.ndjson").path
    static let circuits = PackagePaths.root.appendingPathComponent("Fixtures/batch/circuits.csv").path

    static let commandLines: [[String]] = [
        ["size", "--current", "20", "--length", "5", "--voltage", "12", "--json"],
        ["size", "--current", "1234.5", "--length", "2", "--voltage", "12", "--json"],
        ["size", "--power", "240W", "--voltage", "12", "--length", "16ft", "--units", "imperial", "--json"],
        ["drop", "--wire", "2.5mm2", "--current", "30", "--length", "10", "--voltage", "12", "--max-drop", "3", "--json"],
        ["fuse", "--current", "40", "--wire", "8awg", "--json"],
        ["wires", "--json"],
        ["table", "--format", "csv", "--voltage", "12"],
        ["table", "--format", "json", "--voltage", "24", "--units", "imperial"],
        ["report", van, "--json"],
        ["report", boat, "--format", "json"],
        ["check", van, "--json"],
        ["check", boat, "--json"],
        ["bom", van, "--format", "csv"],
        ["bom", boat, "--format", "json"],
        ["list", van, "--json"],
        ["batch", requests],
        ["batch", circuits, "--format", "csv", "--output", "csv"],
        ["size", "--current", "20", "--length", "-5", "--voltage", "12", "--json"],
        ["size", "--current", "20", "--lenght", "5", "--json"],
        ["check", "/nonexistent/van.json", "--json"],
    ]

    static let languages: [(environment: [String: String], flag: [String])] = [
        (["LANG": "de_DE.UTF-8"], []),
        (["LC_ALL": "fr_FR.UTF-8"], []),
        (["LC_MESSAGES": "es_ES.UTF-8"], []),
        ([:], ["--lang", "nl"]),
        (["LANG": "de_DE.UTF-8"], ["--lang=fr"]),
    ]

    @Test(arguments: commandLines)
    func machineOutput_isTheSameInEveryLanguage(_ arguments: [String]) throws {
        let english = try CableProcess.run(arguments)
        #expect(!english.stdout.isEmpty)
        for language in Self.languages {
            let other = try CableProcess.run(arguments + language.flag, environment: language.environment)
            #expect(other.stdout == english.stdout, "stdout differs under \(language)")
            #expect(other.status == english.status, "exit code differs under \(language)")
        }
    }

    /// A JSON or CSV file `-o` names (its format taken from the extension, without `--json`) is
    /// the same in every language too.
    @Test(arguments: [["report", "x.json"]])
    func machineFiles_areTheSameInEveryLanguage(_ command: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-lang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(command[1])
        // A system with warnings and problems: their sentences are in the JSON.
        let system = PackagePaths.root.appendingPathComponent("Fixtures/broken/failing-check.json").path
        let english = try CableProcess.run([command[0], system, "-o", file.path])
        let englishBytes = try Data(contentsOf: file)
        #expect(String(decoding: englishBytes, as: UTF8.self).contains("exceeds"))
        let german = try CableProcess.run([command[0], system, "-o", file.path, "--lang", "de"])
        #expect(german.status == english.status)
        #expect(try Data(contentsOf: file) == englishBytes)
        #expect(german.stdout.isEmpty)
        #expect(german.stderr.hasSuffix("\(file.path) geschrieben\n"))
    }

    /// Batch records of requests that fail or cannot be met carry their message in English.
    @Test func batchRecordsWithMessages_areTheSameInEveryLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-lang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = [
            #"{"current": 9000, "voltage": 12, "length": "50m"}"#,
            #"{"current": 150, "voltage": 48, "length": "0.5m", "fuseType": "blade"}"#,
            #"{"current": 20, "voltage": 12, "length": "-5m"}"#,
        ]
        let file = folder.appendingPathComponent("bad.ndjson")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        for format in ["ndjson", "csv"] {
            let english = try CableProcess.run(["batch", file.path, "--format", format])
            #expect(english.stdout.contains("no standard size keeps the drop within 5 %"))
            let german = try CableProcess.run(["batch", file.path, "--format", format, "--lang", "de"])
            #expect(german.stdout == english.stdout)
            #expect(german.status == english.status)
            #expect(german.stderr == "fehlerhaft: 1, nicht erfüllt: 2, Anfragen: 3\n")
        }
    }

    /// The human table does change, so the test above would notice a language reaching stdout.
    @Test func humanOutput_changesWithTheLanguage() throws {
        let arguments = ["size", "--current", "20", "--length", "5", "--voltage", "12", "--resistance", "nominal"]
        let english = try CableProcess.run(arguments)
        let german = try CableProcess.run(arguments, environment: ["LANG": "de_DE.UTF-8"])
        #expect(english.stdout.contains("Voltage drop   0.57 V (4.72 %)"))
        #expect(german.stdout.contains("0,57 V (4,72 %) über 10 m hin und zurück"))
        #expect(german.status == english.status)
    }
}
