import Foundation
import Testing

/// What reaches the terminal from a hostile or careless input (issue #21): escape sequences are
/// shown escaped, never sent raw; long input is cut; names that read the same are one name.
@Suite("Input echo: escape sequences, long input, look-alike names")
final class InputEchoTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-echo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path,
            toPath: folder.appendingPathComponent("van.json").path)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    @Test(arguments: ["check", "report", "bom", "diagram"])
    func escapeSequenceInAFileKey_isShownEscaped(_ command: String) throws {
        try write("evil.json", "{\"schemaVersion\": 1, \"name\": \"x\", \"nominalVoltage\": 12, \"\\u001b]0;owned\\u0007\": 1}")
        let result = try CableProcess.run([command, "evil.json"], in: folder)
        #expect(result.status == 65)
        #expect(!result.stderr.utf8.contains(0x1B))
        #expect(!result.stderr.utf8.contains(0x07))
        #expect(result.stderr.hasPrefix("error: evil.json:1:81: \\u001b]0;owned\\u0007: unknown key"))
    }

    @Test func escapeSequenceInAValue_isShownEscaped() throws {
        try write("evil.json", "{\"schemaVersion\": 1, \"name\": \"x\", \"nominalVoltage\": \"12\\u001b[2JV\"}")
        let result = try CableProcess.run(["check", "evil.json"], in: folder)
        #expect(result.status == 65)
        #expect(!result.stderr.utf8.contains(0x1B))
        #expect(result.stderr.contains("'12\\u001b[2JV'"))
    }

    @Test func escapeSequenceInACommandLineName_isShownEscaped() throws {
        let result = try CableProcess.run(["set", "load", "van.json", "nope\u{1B}[2J", "--length", "3m"], in: folder)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "error: van.json: no load named 'nope\\u001b[2J' (existing: Fridge, LED lights, Water pump, Diesel heater, USB sockets)\n"
        )
    }

    @Test func tenMegabyteKey_isCutInTheMessage() throws {
        let key = String(repeating: "k", count: 10 << 20)
        try write("big.json", "{\"schemaVersion\": 1, \"name\": \"x\", \"nominalVoltage\": 12, \"\(key)\": 1}")
        let result = try CableProcess.run(["check", "big.json"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.utf8.count < 400)
        #expect(result.stderr.contains("… (10485760 characters): unknown key"))
    }

    @Test(arguments: [
        "fridge", "Fridge ", "Fridge\u{200B}", "FRIDGE\u{FEFF}", " fridge", "Fridg\u{435}", "W\u{430}ter pump",
        "U\u{405}\u{412} sockets",
    ])
    func lookAlikeName_isADuplicate(_ name: String) throws {
        let before = try Data(contentsOf: folder.appendingPathComponent("van.json"))
        let result = try CableProcess.run(
            ["add", "load", "van.json", "--name", name, "--power", "5W", "--length", "1m"], in: folder)
        #expect(result.status == 65)
        #expect(
            result.stderr.contains("already exists (names are compared ignoring case, invisible characters and extra spaces)"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("van.json")) == before)
    }

    @Test func decomposedAccent_findsThePrecomposedName() throws {
        #expect(
            try CableProcess.run(
                ["add", "load", "van.json", "--name", "Caf\u{E9}", "--power", "5W", "--length", "1m"], in: folder
            ).status == 0)
        let result = try CableProcess.run(["set", "load", "van.json", "Cafe\u{301}", "--length", "2m"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr == "updated load 'Caf\u{E9}' in van.json\n")
    }

    @Test func nameInAMarkdownBillOfMaterials_cannotInjectHTMLOrLinks() throws {
        let text = try String(contentsOf: folder.appendingPathComponent("van.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"Camper van\"", with: #""<img src=x> [click](http://e) *van* | x""#)
        try write("md.json", text)
        let result = try CableProcess.run(["bom", "md.json", "--format", "markdown"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"# Bill of materials: \<img src=x\> \[click\](http://e) \*van\* \| x"# + "\n"))
    }

    @Test func fileWithLookAlikeNames_isRefusedByCheck() throws {
        let text = try String(contentsOf: folder.appendingPathComponent("van.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"name\": \"Water pump\"", with: "\"name\": \"Fridge\\u200b\"")
        try write("twins.json", text)
        let result = try CableProcess.run(["check", "twins.json"], in: folder)
        #expect(result.status == 65)
        #expect(result.stderr.contains("loads[2].name: must be unique (also used by loads[0]), got 'Fridge\u{200B}'"))
    }
}
