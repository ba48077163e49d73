import Foundation
import Testing

/// Invalid system files through the built binary: one `error: <file>:<line>:<col>: <path>: <rule>,
/// got <value>` line on stderr, nothing on stdout, and the documented exit status (65 bad data,
/// 66 no input, 64 usage). Every line and column below was counted by hand in the file.
@Suite("System files: errors from the command line")
struct SystemFileErrorTests {
    static func broken(_ name: String) -> String {
        PackagePaths.root.appendingPathComponent("Fixtures/broken").appendingPathComponent(name).path
    }

    static let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path

    /// Runs `cable` with `input` on standard input through a pipe. The input is kept below the
    /// pipe's buffer so writing it cannot block; the commands run here read to the end of input.
    static func run(_ arguments: [String], stdin input: [UInt8]) throws -> ProcessResult {
        let binary = try #require(CableProcess.executable, "the cable binary was not found beside the test bundle")
        #expect(input.count < 32 * 1024, "keep piped input below the pipe buffer")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-stdin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let pipe = Pipe()
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin"]
        process.standardInput = pipe
        process.standardOutput = out
        process.standardError = err
        try process.run()
        try pipe.fileHandleForWriting.write(contentsOf: Data(input))
        try pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ProcessResult(
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Writes `bytes` to a temporary file, runs `cable <command> <file>`, and removes the file.
    static func run(_ command: String, bytes: [UInt8], _ body: (String, ProcessResult) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-bytes-\(UUID().uuidString).json")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.path, try CableProcess.run([command, url.path]))
    }

    // MARK: - Fixtures/broken

    struct BrokenCase: CustomTestStringConvertible, Sendable {
        let file: String
        /// The message after `error: <path>:`.
        let message: String
        var testDescription: String { file }
    }

    static let brokenCases: [BrokenCase] = [
        // Line 4 starts `  "nominalVoltage"` where a comma was due after line 3's value.
        BrokenCase(file: "malformed.json", message: #"4:3: unexpected '"', expected ',' or '}'"#),
        BrokenCase(file: "duplicate-key.json", message: #"5:3: duplicate key "nominalVoltage""#),
        // `    { "name": "Fridge", "power": "60W", "lenght": "4m" }`: "4m" starts at column 51.
        BrokenCase(file: "unknown-key.json", message: "6:51: loads[0].lenght: unknown key. Did you mean 'length'?"),
        // `    { "name": "Lights", "power": "3W", "length": 2, "quantity": "many" }`: "many" at column 65.
        BrokenCase(
            file: "wrong-type.json", message: "6:65: loads[0].quantity: must be a whole number from 1 to 1000, got 'many'"),
        // `    { "name": "C", "power": 10, "length": -3 }`: -3 at column 43.
        BrokenCase(file: "negative-length.json", message: "8:43: loads[2].length: must be > 0 m, got -3 m"),
        // `    { "name": "Bank", "chemistry": "lifepo", …`: "lifepo" at column 36.
        BrokenCase(
            file: "bad-chemistry.json",
            message:
                "6:36: batteries[0].chemistry: must be one of floodedLeadAcid, agm, gel, lifepo4, liIon (did you mean 'lifepo4'?), got 'lifepo'"
        ),
        // `    { "name": "Heater", "current": 1e309, "length": 2 }`: 1e309 at column 36.
        BrokenCase(file: "infinite-current.json", message: "6:36: loads[0].current: must be a finite number, got 1e309"),
        // `  "defaults": { "material": "aluminium" },`: "aluminium" at column 29.
        BrokenCase(
            file: "abyc-material.json",
            message:
                "6:29: defaults.material: must be copper with standard abyc (ABYC E-11 sizes copper, K = 10.75 Ω·cmil/ft), "
                + "got 'aluminium'"),
    ]

    @Test(arguments: brokenCases)
    func report_brokenFixture_printsOneErrorLineAndExits65(_ testCase: BrokenCase) throws {
        let path = Self.broken(testCase.file)
        let result = try CableProcess.run(["report", path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: \(path):\(testCase.message)\n")
    }

    @Test(arguments: ["check", "bom"])
    func otherCommands_brokenFixture_failTheSameWay(_ command: String) throws {
        let path = Self.broken("unknown-key.json")
        let result = try CableProcess.run([command, path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: \(path):6:51: loads[0].lenght: unknown key. Did you mean 'length'?\n")
    }

    @Test func duplicateNames_ignoringCase_areRefused() throws {
        let path = Self.broken("duplicate-names.json")
        let result = try CableProcess.run(["check", path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        // `    { "name": "pump", "current": 3, "length": 4 }`: the second name at column 15.
        #expect(result.stderr == "error: \(path):7:15: loads[1].name: must be unique (also used by loads[0]), got 'pump'\n")
    }

    /// 3 × 5000 A = 15 kA passes the decoder (each value is in range) but not the engine. Like
    /// every other data error it must name the file (it once printed `error: loads[0].current: …`).
    @Test func quantityTimesCurrentAboveTheLimit_namesTheFileAndTheEntry() throws {
        let path = Self.broken("current-over-limit.json")
        let result = try CableProcess.run(["report", path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: \(path): loads[0]: quantity × current must be ≤ 10000 A, got 3 × 5000 A\n")
    }

    // MARK: - Bytes that are not a system file

    struct BytesCase: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let message: String
        var testDescription: String { name }
    }

    static let head = Array(#"{"schemaVersion": 1, "name": "#.utf8)

    @Test(arguments: [
        BytesCase(
            name: "UTF-8 byte-order mark", bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8),
            message: "1:1: the file starts with a UTF-8 byte-order mark; save it without one"),
        BytesCase(
            name: "UTF-16", bytes: [0xFF, 0xFE] + Array("{}".utf8).flatMap { [$0, 0] },
            message: "1:1: the file is UTF-16; save it as UTF-8"),
        // {"schemaVersion": 1, "name": "  — the name's opening quote is column 30, the bad byte 31.
        BytesCase(name: "invalid UTF-8", bytes: head + [0x22, 0xC3, 0x28, 0x22, 0x7D], message: "1:31: invalid UTF-8 sequence"),
        BytesCase(
            name: "lone surrogate", bytes: head + Array(#""\uD83D"}"#.utf8), message: "1:37: lone UTF-16 surrogate in \\u escape"),
        BytesCase(
            name: "control character", bytes: head + [0x22, 0x41, 0x09, 0x22, 0x7D],
            message: "1:32: control character (byte 0x9) inside a string; escape it"),
        BytesCase(
            name: "trailing garbage", bytes: Array(#"{"schemaVersion": 1} x"#.utf8),
            message: "1:22: unexpected 'x' after the JSON value"),
        BytesCase(name: "empty file", bytes: [], message: "1:1: unexpected end of file, expected a value"),
        BytesCase(
            name: "100000 open brackets", bytes: [UInt8](repeating: UInt8(ascii: "["), count: 100_000),
            message: "1:65: nesting deeper than 64 levels"),
        BytesCase(
            name: "top-level array", bytes: Array("\n\n  [1, 2]".utf8), message: "3:3: file: must be an object, got an array"),
    ])
    func report_unreadableBytes_areDataErrorsWithPosition(_ testCase: BytesCase) throws {
        try Self.run("report", bytes: testCase.bytes) { path, result in
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "error: \(path):\(testCase.message)\n")
        }
    }

    // MARK: - Missing input and usage

    @Test(arguments: ["report", "check", "bom"])
    func missingFile_exits66(_ command: String) throws {
        let path = Self.broken("no-such-file.json")
        let result = try CableProcess.run([command, path])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: cannot read '\(path)': no such file\n")
    }

    /// `check` searches a folder instead (CheckCITests); the others take one file.
    @Test func directory_exits66() throws {
        let path = PackagePaths.root.appendingPathComponent("Fixtures").path
        let result = try CableProcess.run(["report", path])
        #expect(result.status == 66)
        #expect(result.stderr == "error: cannot read '\(path)': it is a directory\n")
    }

    @Test(arguments: ["report", "check", "bom"])
    func missingFileArgument_isAUsageError(_ command: String) throws {
        let result = try CableProcess.run([command])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        let what = command == "check" ? "a system file or a folder of them" : "a system file"
        #expect(result.stderr == "error: missing FILE (\(what), or - for standard input)\nSee 'cable \(command) --help'.\n")
    }

    // MARK: - Standard input

    @Test func dash_readsTheSystemFromStandardInput() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.van)))
        let piped = try Self.run(["report", "-"], stdin: bytes)
        let fromFile = try CableProcess.run(["report", Self.van])
        #expect(piped.status == 0)
        #expect(piped.stderr.isEmpty)
        #expect(piped.stdout == fromFile.stdout)
        #expect(piped.stdout.hasPrefix("Camper van — 12 V system\n"))
        let check = try Self.run(["check", "-"], stdin: bytes)
        #expect(check.status == 0)
        // 11 circuits: five loads, the inverter, three chargers, the fuse block's feeder and the bank's run;
        // peak 238.95 A (2000 W / (0.9 × 9.3 V)) + 22.33 A at the fuse block = 261.28 A.
        #expect(
            check.stdout
                == "ok: <stdin>: 11 circuits meet their drop, ampacity and fuse rules with nominal resistance, copper at 20 °C; "
                + "the batteries supply the 261.28 A peak\n")
    }

    @Test func dash_errorsNameStandardInput() throws {
        let malformed = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.broken("malformed.json"))))
        let result = try Self.run(["check", "-"], stdin: malformed)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: <stdin>:4:3: unexpected '\"', expected ',' or '}'\n")
        let failing = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.broken("failing-check.json"))))
        let check = try Self.run(["check", "-"], stdin: failing)
        #expect(check.status == 1)
        #expect(check.stderr == "6 violations in <stdin>\n")
    }

    @Test func dash_withEmptyInput_isADataError() throws {
        // CableProcess.run gives the child /dev/null as standard input.
        let result = try CableProcess.run(["bom", "-"])
        #expect(result.status == 65)
        #expect(result.stderr == "error: <stdin>:1:1: unexpected end of file, expected a value\n")
    }

    @Test func example_pipedIntoReport_givesTheVanReport() throws {
        let example = try CableProcess.run(["example"])
        let piped = try Self.run(["report", "-"], stdin: Array(example.stdout.utf8))
        let fromFile = try CableProcess.run([
            "report", PackagePaths.root.appendingPathComponent("Fixtures/examples/van.json").path,
        ])
        #expect(piped.status == 0)
        // The sample is sized with real resistance (Fixtures/systems/van.json asks for nominal).
        #expect(piped.stdout.hasPrefix("Camper van — 12 V system\n"))
        #expect(piped.stdout.contains("Resistance model: real resistance, class 5 copper (IEC 60228) at its load temperature"))
    }
}
