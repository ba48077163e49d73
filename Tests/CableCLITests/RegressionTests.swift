import Foundation
import Testing

/// Problems found by review, each checked through the built binary.
struct RegressionTests {
    /// A scratch folder for one test, removed afterwards.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-regression-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func tinyBatteryVoltage_isRefusedNotATrap() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("c.json")
        try Data(
            #"{"schemaVersion":1,"name":"x","nominalVoltage":12,"batteries":[{"name":"b","chemistry":"agm","capacityAh":100,"voltage":1e-300}]}"#
                .utf8
        ).write(to: file)
        let result = try CableProcess.run(["report", file.path])
        #expect(result.status == 65)
        #expect(result.stderr.hasSuffix("batteries[0].voltage: must be ≥ 0.1 V, got 1e-300 V\n"))
    }

    @Test func tinyCurrent_isRefusedWithItsLowerBound() throws {
        let result = try CableProcess.run(["size", "--current", "1e-300", "--length", "5", "--voltage", "12"])
        #expect(result.status == 65)
        #expect(result.stderr == "error: --current: must be ≥ 0.001 A, got 1e-300 A\n")
    }

    // Aluminium carries 0.78 of copper's table value: 100 A needs 25 mm² (170 × 0.78 = 132.6 A),
    // where copper would take 16 mm² (130 A; 130 × 0.78 = 101.4 A would also carry 100 A, but
    // 101.4 < 125 A fuse, so the fuse moves it to 25 mm²).
    @Test func aluminium_isRatedBelowCopper() throws {
        let (_, json) = try CableProcess.json([
            "size", "--current", "100", "--length", "0.5", "--voltage", "12", "--material", "aluminium",
        ])
        #expect((json["conductor"] as? [String: Any])?["label"] as? String == "25 mm²")
        expectClose(json["ampacityAmperes"] as? Double, 170 * 0.78, tolerance: 1e-9)
        #expect((json["fuse"] as? [String: Any])?["ratingAmperes"] as? Double == 125)
    }

    @Test func writingToAFullDevice_exits74() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let binary = try #require(CableProcess.executable)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["example"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 74)
        #expect(stderr == "error: cannot write the output: no space left on the device\n")
    }

    @Test func editingThroughASymlink_changesTheTargetAndKeepsTheLink() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.json")
        let link = folder.appendingPathComponent("link.json")
        #expect(try CableProcess.run(["new", target.path, "--name", "T", "--voltage", "12V"]).status == 0)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(
            try CableProcess.run(["add", "load", link.path, "--name", "Pump", "--current", "5", "--length", "2"]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).contains(#"{ "name": "Pump", "current": 5, "length": 2 }"#))
    }

    @Test func controlCharactersInNames_areRefused() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.json")
        try Data(
            #"{"schemaVersion":1,"name":"x","nominalVoltage":12,"loads":[{"name":"line\nbreak","current":1,"length":1}]}"#.utf8
        )
        .write(to: file)
        let result = try CableProcess.run(["report", file.path])
        #expect(result.status == 65)
        #expect(
            result.stderr.hasSuffix(
                "loads[0].name: must not contain control characters (line breaks, tabs) or direction overrides, got 'line\\nbreak'\n"
            ))
    }

    @Test func fuseFromPower_namesPowerWhenTheCurrentIsOutOfRange() throws {
        let result = try CableProcess.run(["fuse", "--power", "1000kW", "--voltage", "1V"])
        #expect(result.status == 65)
        #expect(result.stderr == "error: --power: must draw at most 10000 A at the supply voltage, got 1000000 W at 1 V\n")
    }

    @Test func dropJSON_saysWhichMethodAndSeries() throws {
        let (_, json) = try CableProcess.json([
            "drop", "--wire", "4awg", "--current", "80", "--length", "40ft", "--voltage", "24", "--standard", "abyc",
        ])
        let input = try #require(json["input"] as? [String: Any])
        #expect(input["standard"] as? String == "abyc")
        #expect(input["series"] as? String == "awg")
    }

    // Van inverter feed: 211.64 A takes 50 mm² (270 A; 35 mm² carries 210 A), but the 300 A fuse
    // (≥ 264.55 A) needs 70 mm² (330 A): upsized to fit the fuse, and the report says so.
    @Test func reportJSON_saysWhenACircuitWasUpsizedForItsFuse() throws {
        let (_, json) = try CableProcess.json([
            "report", PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path,
        ])
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let inverter = try #require(circuits.first { $0["name"] as? String == "Inverter 2 kW" })
        #expect((inverter["upsizedForFuseFrom"] as? [String: Any])?["label"] as? String == "50 mm²")
        let fridge = try #require(circuits.first { $0["name"] as? String == "Fridge" })
        #expect(fridge["upsizedForFuseFrom"] is NSNull)
    }

    @Test func batchToAClosedPipe_endsQuietly() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let requests = folder.appendingPathComponent("requests.ndjson")
        try Data(String(repeating: #"{"current": 20, "voltage": 12, "length": 5}"# + "\n", count: 20_000).utf8).write(
            to: requests)
        let binary = try #require(CableProcess.executable)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["batch", requests.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try output.fileHandleForReading.close()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    @Test func systemFileOver16MiB_isRefusedWith65() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.json")
        try Data(repeating: 0x20, count: (16 << 20) + 10).write(to: file)
        let result = try CableProcess.run(["check", file.path])
        #expect(result.status == 65)
        #expect(result.stderr == "error: \(file.path): larger than 16 MiB; not a system file\n")
    }

    @Test func nulByteInASystemFile_isASyntaxErrorWithItsPosition() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("nul.json")
        try Data(Array(#"{"schemaVersion": 1,"#.utf8) + [0x0A, 0x00] + Array(#""name": "x"}"#.utf8)).write(to: file)
        let result = try CableProcess.run(["report", file.path])
        #expect(result.status == 65)
        #expect(result.stderr == "error: \(file.path):2:1: unexpected byte 0x0, expected a member name in double quotes\n")
    }

    /// A charger's power is turned into a current under the same rule as a load's.
    @Test func chargerPowerDrawingOverTheLimit_isRefusedNamingTheCharger() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("c.json")
        try Data(
            #"{"schemaVersion":1,"name":"x","nominalVoltage":12,"chargers":[{"name":"Big","kind":"solar","power":"100kW","voltage":"1V"}]}"#
                .utf8
        ).write(to: file)
        let result = try CableProcess.run(["report", file.path])
        #expect(result.status == 65)
        #expect(
            result.stderr.hasSuffix("chargers[0].power: must draw at most 10000 A at the supply voltage, got 100000 W at 1 V\n"))
    }
}

extension RegressionTests {
    /// A count of one is worded in the singular (the language's plural rule): `check`'s ok line in
    /// text and as a GitHub log line, and `batch`'s summary (review of stop 44: "1 circuits meet
    /// their rules", "of 1 requests").
    @Test func aCountOfOne_isWordedInTheSingular() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("one.json")
        try Data(
            #"{"schemaVersion":1,"name":"x","nominalVoltage":12,"loads":[{"name":"Lamp","current":2,"length":2}]}"#.utf8
        ).write(to: file)
        let text = try CableProcess.run(["check", file.path])
        #expect(text.status == 0)
        #expect(text.stdout.contains(": 1 circuit meets its drop, ampacity and fuse rules with real resistance"))
        let french = try CableProcess.run(["check", file.path, "--lang", "fr"])
        #expect(french.stdout.contains(" : 1 circuit respecte ses règles"))
        let github = try CableProcess.run(["check", file.path, "--format", "github"])
        #expect(github.stdout.hasSuffix(": 1 circuit meets its rules\n"))
        let batch = try CableProcess.shell(#"printf '{"current":-1}\n' | "$CABLE" batch"#, in: folder)
        #expect(batch.status == 65)
        #expect(batch.stderr == "1 bad and 0 unmet of 1 request\n")
    }
}
