import Foundation
import Testing

/// Bare numbers follow the unit system in force (issue #23): feet and AWG under imperial, metres
/// and mm² under metric, from `--units`, a system file's `defaults.units`, `CABLE_UNITS` or a batch
/// row's `units`; a value with its unit (`5m`, `16ft`, `6mm2`, `10awg`) means what it says.
///
/// The worked case: 20 A at 12 V over 16 ft one-way = 32 ft = 9.7536 m of conductor, 5 % drop
/// (0.6 V): A = 0.017 × 9.7536 × 20 / 0.6 = 5.53 mm² (the default method's copper at 20 °C is
/// 0.0170 Ω·mm²/m) → 8 AWG (8.37 mm²; 10 AWG is 5.26 mm²). 16 read as metres would be
/// 52.5 ft and need 4 AWG.
@Suite("Units contract: bare numbers follow the unit system")
struct UnitsContractTests {
    static let sixteen = ["size", "--resistance", "nominal", "--current", "20", "--length", "16", "--voltage", "12"]
    /// 16 ft in metres (16 × 0.3048).
    static let sixteenFeet = 4.8768

    static func json(_ arguments: [String], environment: [String: String] = [:]) throws -> [String: Any] {
        let result = try CableProcess.run(arguments + ["--json"], environment: environment)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try #require(object, "stdout is not a JSON object: \(result.stdout)")
    }

    static func lengthMeters(_ json: [String: Any]) -> Double? { (json["input"] as? [String: Any])?["lengthMeters"] as? Double }
    static func awg(_ json: [String: Any]) -> String? { (json["conductor"] as? [String: Any])?["awg"] as? String }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-units-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func size_unitsImperial_bareLengthIsFeet() throws {
        let result = try CableProcess.run(Self.sixteen + ["--units", "imperial"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("Wire for 20 A at 12 V over 16 ft one-way (32 ft round trip), copper at 20 °C\n"))
        #expect(result.stdout.contains("  Recommended    8 AWG (8.37 mm²)  — limited by voltage drop"))
        let json = try Self.json(Self.sixteen + ["--units", "imperial"])
        expectClose(Self.lengthMeters(json), Self.sixteenFeet, tolerance: 1e-12)
        #expect(Self.awg(json) == "8")
    }

    @Test func size_cableUnitsImperial_bareLengthIsFeet() throws {
        let json = try Self.json(Self.sixteen, environment: ["CABLE_UNITS": "imperial"])
        expectClose(Self.lengthMeters(json), Self.sixteenFeet, tolerance: 1e-12)
        #expect(Self.awg(json) == "8")
        // --units outranks the environment: 16 m again
        let metric = try Self.json(Self.sixteen + ["--units", "metric"], environment: ["CABLE_UNITS": "imperial"])
        expectClose(Self.lengthMeters(metric), 16, tolerance: 1e-12)
    }

    @Test func size_metric_bareLengthIsMetres() throws {
        let json = try Self.json(Self.sixteen)
        expectClose(Self.lengthMeters(json), 16, tolerance: 1e-12)
    }

    /// A value with its unit means what it says under either system.
    @Test(arguments: [
        (["--length", "16ft", "--units", "metric"], 4.8768),
        (["--length", "5m", "--units", "imperial"], 5.0),
        (["--length", "500cm", "--units", "imperial"], 5.0),
    ])
    func size_explicitUnit_isUnaffected(_ options: [String], expected: Double) throws {
        let json = try Self.json(["size", "--resistance", "nominal", "--current", "20", "--voltage", "12"] + options)
        expectClose(Self.lengthMeters(json), expected, tolerance: 1e-12)
    }

    /// `--wire 10` is 10 AWG under imperial and 10 mm² under metric; `10awg` is AWG under both.
    /// 10 AWG carrying 20 A over 16 ft one-way: R = 0.017 × 9.7536 / 5.26 = 31.5 mΩ.
    @Test func drop_bareWire_followsTheUnitSystem() throws {
        let base = [
            "drop", "--resistance", "nominal", "--current", "20", "--length", "16", "--voltage", "12", "--max-drop", "10",
        ]
        let imperial = try CableProcess.run(base + ["--wire", "10", "--units", "imperial"])
        #expect(imperial.status == 0)
        #expect(imperial.stdout.hasPrefix("10 AWG (5.26 mm²) carrying 20 A at 12 V over 16 ft one-way (32 ft round trip)"))
        #expect(imperial.stdout.contains("Resistance    31.5 mΩ (round trip)"))
        let metric = try CableProcess.run(base + ["--wire", "10"])
        #expect(metric.stdout.hasPrefix("10 mm² carrying 20 A at 12 V over 16 m one-way (32 m round trip)"))
        let explicit = try CableProcess.run(base + ["--wire", "10awg"])
        #expect(explicit.stdout.hasPrefix("10 AWG (5.26 mm²) carrying 20 A at 12 V over 16 m one-way"))
    }

    /// `fuse` takes --units: `--wire 8` under imperial is 8 AWG, whose 105 °C ampacity (80 A) is
    /// the ceiling; 40 A × 1.25 = 50 A → 50 A MAXI.
    @Test func fuse_acceptsUnits_bareWireIsAWG() throws {
        let result = try CableProcess.run(["fuse", "--current", "40", "--wire", "8", "--units", "imperial"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("  At most     80 A, ampacity of 8 AWG (8.37 mm²)"))
        #expect(result.stdout.contains("  Fuse        50 A MAXI blade"))
    }

    /// A system file whose `defaults.units` is imperial reads its bare lengths (numbers and
    /// strings) and wire sizes as feet and AWG, whoever runs it.
    @Test func systemFile_imperialDefaults_bareValuesAreFeetAndAWG() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("boat.json")
        try Data(
            #"""
            {"schemaVersion": 1, "name": "B", "nominalVoltage": 12, "defaults": {"units": "imperial"},
             "loads": [{"name": "Pump", "current": 20, "length": 16}, {"name": "Light", "current": 2, "length": "16", "wire": "10"}]}
            """#.utf8
        ).write(to: file)
        for environment in [[:], ["CABLE_UNITS": "metric"]] {
            let report = try Self.json(["report", file.path], environment: environment)
            let circuits = try #require(report["circuits"] as? [[String: Any]])
            #expect(circuits.count == 2)
            for circuit in circuits { expectClose(circuit["lengthMeters"] as? Double, Self.sixteenFeet, tolerance: 1e-12) }
            #expect(Self.awg(circuits[0]) == "8")
            #expect(Self.awg(circuits[1]) == "10")
        }
        // --units metric changes what is shown, not what the file means
        let shown = try CableProcess.run(["list", file.path])
        #expect(shown.stdout.contains("16 ft"))
        let listedMetric = try CableProcess.run(["list", file.path, "--units", "metric"])
        #expect(listedMetric.status == 0)
        #expect(listedMetric.stdout.contains("4.88 m"))
        let metric = try CableProcess.run(["report", file.path, "--units", "metric"])
        #expect(metric.stdout.contains("4.88 m"))
    }

    /// `add --length 15` into an imperial file writes 15 (feet, by the file); into a file
    /// without units under imperial it writes "15ft", so the value keeps the meaning it was typed
    /// with; a length with its unit is written as typed.
    @Test func add_bareLength_keepsTheMeaningItWasTypedWith() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let imperial = folder.appendingPathComponent("imperial.json")
        try Data(
            #"{"schemaVersion": 1, "name": "B", "nominalVoltage": 12, "defaults": {"units": "imperial"}, "loads": []}"#.utf8
        ).write(to: imperial)
        let plain = folder.appendingPathComponent("plain.json")
        try Data(#"{"schemaVersion": 1, "name": "V", "nominalVoltage": 12, "loads": []}"#.utf8).write(to: plain)

        let added = try CableProcess.run(["add", "load", imperial.path, "--name", "Pump", "--current", "5", "--length", "15"])
        #expect(added.status == 0, "stderr: \(added.stderr)")
        #expect(added.stderr == "added load 'Pump' to \(imperial.path)\n")
        let imperialText = try String(contentsOf: imperial, encoding: .utf8)
        #expect(imperialText.contains(#"{ "name": "Pump", "current": 5, "length": 15 }"#))

        let viaEnvironment = try CableProcess.run(
            ["add", "load", plain.path, "--name", "Pump", "--current", "5", "--length", "15", "--wire", "10"],
            environment: ["CABLE_UNITS": "imperial"])
        #expect(viaEnvironment.status == 0, "stderr: \(viaEnvironment.stderr)")
        let viaFlag = try CableProcess.run(
            ["add", "load", plain.path, "--name", "Fan", "--current", "2", "--length", "4m", "--units", "imperial"])
        #expect(viaFlag.status == 0, "stderr: \(viaFlag.stderr)")
        let set = try CableProcess.run(["set", "load", plain.path, "fan", "--length", "20", "--units", "imperial"])
        #expect(set.status == 0, "stderr: \(set.stderr)")
        let plainText = try String(contentsOf: plain, encoding: .utf8)
        #expect(plainText.contains(#"{ "name": "Pump", "current": 5, "length": "15ft", "wire": "10awg" }"#))
        #expect(plainText.contains(#"{ "name": "Fan", "current": 2, "length": "20ft" }"#))

        // read back: 15 ft = 4.572 m in both files
        for file in [imperial, plain] {
            let report = try Self.json(["report", file.path])
            let circuits = try #require(report["circuits"] as? [[String: Any]])
            expectClose(circuits.first?["lengthMeters"] as? Double, 4.572, tolerance: 1e-12)
        }
    }

    /// `remove` types no values: it does not read CABLE_UNITS, so a bad one does not stop it;
    /// `add` reads it (a bare length needs it) and names it.
    @Test func remove_ignoresCableUnits_addReadsIt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("van.json")
        try Data(
            #"{"schemaVersion": 1, "name": "V", "nominalVoltage": 12, "loads": [{"name": "Pump", "current": 5, "length": 2}]}"#
                .utf8
        ).write(to: file)
        let add = try CableProcess.run(
            ["add", "load", file.path, "--name", "Fan", "--current", "2", "--length", "3"], environment: ["CABLE_UNITS": "feet"])
        #expect(add.status == 65)
        #expect(add.stderr == "error: CABLE_UNITS: must be metric or imperial, got 'feet'\n")
        let remove = try CableProcess.run(["remove", "load", file.path, "pump"], environment: ["CABLE_UNITS": "feet"])
        #expect(remove.status == 0, "stderr: \(remove.stderr)")
    }

    /// A batch row's bare length follows its own `units` key (metric without one); JSON stores SI.
    @Test func batch_rowUnits_bareLengthIsFeet() throws {
        let lines = [
            #"{"current": 20, "voltage": 12, "length": 16, "units": "imperial"}"#,
            #"{"current": 20, "voltage": 12, "length": "16", "units": "imperial"}"#,
            #"{"current": 20, "voltage": 12, "length": 16}"#,
            #"{"current": 20, "voltage": 12, "length": "5m", "units": "imperial"}"#,
        ]
        let run = try BatchRunner.run(lines: lines)
        #expect(run.status == 0)
        let records = try run.records()
        #expect(records.count == 4)
        let lengths = records.map { Self.lengthMeters($0) }
        expectClose(lengths[0], Self.sixteenFeet, tolerance: 1e-12)
        expectClose(lengths[1], Self.sixteenFeet, tolerance: 1e-12)
        expectClose(lengths[2], 16, tolerance: 1e-12)
        expectClose(lengths[3], 5, tolerance: 1e-12)
        #expect(Self.awg(records[0]) == "8")
    }

    /// Every option that reads a bare length or wire size says how in its help.
    @Test(arguments: [
        ["size", "--resistance", "nominal", "--help"], ["drop", "--resistance", "nominal", "--help"],
        ["table", "--resistance", "nominal", "--help"], ["add", "--help"], ["set", "--help"], ["fuse", "--help"],
    ])
    func help_saysWhatABareNumberMeans(_ arguments: [String]) throws {
        let result = try CableProcess.run(arguments)
        #expect(result.status == 0)
        let text = result.stdout.split(separator: "\n").joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("or feet with --units imperial") || text.contains("or AWG with --units imperial"))
        #expect(text.contains("--units"))
    }
}
