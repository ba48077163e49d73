import Foundation
import Testing

/// PV arrays and DC-DC input runs through the built binary: the sample van's and cabin's figures
/// in `report --json`, `check`, and `add|set|remove|list array`.
@Suite("Solar arrays and DC-DC inputs on the command line")
final class SolarSourceCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-solar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func report(_ fixture: String) throws -> [String: Any] {
        let (result, json) = try SystemCommandTests.json(["report", SystemCommandTests.fixture(fixture)])
        #expect(result.status == 0)
        return json
    }

    /// The van's roof array: four Renogy 100 W panels (Voc 24.3 V, Isc 5.21 A, −0.28 %/K) in
    /// parallel: cold Voc 24.3 × (1 + 0.0028 × 35) = 26.6814 V; 1.25 × 5.21 × 4 = 26.05 A;
    /// 1.5625 × 5.21 × 4 = 32.5625 A; string fuses 1.5625 × 5.21 = 8.14 A → 10 A (≤ 15 A).
    @Test func van_reportJSON_listsItsArrayAndItsRuns() throws {
        let json = try Self.report("examples/van.json")
        let arrays = try #require(json["arrays"] as? [[String: Any]])
        let array = try #require(arrays.first)
        #expect(array["name"] as? String == "Roof array")
        expectClose(array["vocColdVolts"] as? Double, 26.6814, tolerance: 1e-6)
        expectClose(array["maximumCurrentAmperes"] as? Double, 26.05, tolerance: 1e-6)
        expectClose(array["designCurrentAmperes"] as? Double, 32.5625, tolerance: 1e-6)
        #expect(array["stringFuseAmperes"] as? Double == 10)
        // 400 W × 5 h × 0.75.
        expectClose(array["dailyEnergyWattHours"] as? Double, 1500, tolerance: 1e-6)
        let circuits = try SystemCommandTests.circuits(json)
        let run = try #require(circuits.first { $0["kind"] as? String == "array" })
        expectClose(run["currentAmperes"] as? Double, 26.05, tolerance: 1e-6)
        expectClose(run["fuseMinimumAmperes"] as? Double, 32.5625, tolerance: 1e-6)
        // Orion-class input: 30 A × 14.2 V (LiFePO4 4 × 3.55 V) / (0.87 × 12.5 V) = 39.1724 A.
        let input = try #require(circuits.first { $0["kind"] as? String == "chargerInput" })
        #expect(input["name"] as? String == "DC-DC charger")
        expectClose(input["currentAmperes"] as? Double, 30 * 14.2 / (0.87 * 12.5), tolerance: 1e-6)
        expectClose(input["lengthMeters"] as? Double, 4, tolerance: 1e-6)
        #expect(input["fuse"] is [String: Any])
    }

    /// The cabin's ground array: 3 × CS6R-400MS in series × 2: 3 × 37 × 1.091 = 121.101 V, within
    /// the 150 V controller; no string fuses with two strings.
    @Test func cabin_reportJSON_coldVocAndNoStringFuse() throws {
        let json = try Self.report("examples/cabin.json")
        let array = try #require((json["arrays"] as? [[String: Any]])?.first)
        expectClose(array["vocColdVolts"] as? Double, 121.101, tolerance: 1e-6)
        #expect(array["stringFuseAmperes"] is NSNull)
        #expect(array["maxInputVoltageVolts"] as? Double == 150)
    }

    @Test func addSetListRemove_array() throws {
        let file = path("pv.json")
        #expect(try CableProcess.run(["new", file, "--name", "PV", "--voltage", "12V"]).status == 0)
        #expect(
            try CableProcess.run([
                "add", "charger", file, "--name", "MPPT", "--kind", "solar", "--output-current", "30A", "--length", "1m",
                "--max-input-voltage", "100V", "--max-input-current", "35A",
            ]).status == 0)
        let add = try CableProcess.run([
            "add", "array", file, "--name", "Roof", "--charger", "MPPT", "--voc", "24.3V", "--isc", "5.21A", "--vmp", "20.4V",
            "--imp", "4.91A", "--power", "100W", "--voc-temp-coefficient", "-0.28", "--series", "4", "--parallel", "1",
            "--length", "5m",
        ])
        #expect(add.stdout == "added PV array 'Roof' to \(file)\n")
        let check = try CableProcess.run(["check", file])
        #expect(check.status == 1)
        #expect(check.stdout.contains("Roof: pvVoltage: open-circuit voltage 106.73 V"))
        #expect(try CableProcess.run(["set", "array", file, "roof", "--series", "2", "--parallel", "2"]).status == 0)
        #expect(try CableProcess.run(["check", file]).status == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""module": { "voc": "24.3V""#) || text.contains(#""voc": "24.3V""#))
        #expect(try CableProcess.run(["list", file]).stdout.contains("PV array  Roof"))
        #expect(try CableProcess.run(["remove", "array", file, "Roof"]).status == 0)
        #expect(try CableProcess.run(["list", file, "--json"]).stdout.contains(#""arrays": []"#))
    }
}
