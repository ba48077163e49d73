import Foundation
import Testing

/// `parallel`, `fuseDistance` and `sheathed` end to end on the built binary (issue #33 items 3
/// and 4), ρ = 0.017 Ω·mm²/m (the nominal resistance model: `"resistance": "nominal"`,
/// `--resistance nominal`).
@Suite("Parallel conductors and fuse placement on the command line")
struct ParallelAndFusePlacementCommandTests {
    static let system = #"""
        {
          "schemaVersion": 1,
          "name": "Parallel and fuses",
          "nominalVoltage": "12V",
          "defaults": { "resistance": "nominal" },
          "loads": [
            { "name": "Pump", "current": "10A", "length": "3m", "fuseDistance": "10in" },
            { "name": "Lights", "current": "5A", "length": "3m", "fuseDistance": "10in", "sheathed": true },
            { "name": "Feed", "current": "280A", "length": "5m", "wire": "70mm2", "parallel": 2, "fuseDistance": "5in" }
          ]
        }
        """#

    func withFile(_ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-33b-\(UUID().uuidString).json")
        try Data(Self.system.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.path)
    }

    /// Only the pump's fuse, 10 in (254 mm) from the bus, is beyond its 7 in (177.8 mm) limit.
    @Test func check_failsTheUnsheathedFuseTenInchesAway() throws {
        try withFile { path in
            let result = try CableProcess.run(["check", path])
            #expect(result.status == 1)
            #expect(
                result.stdout
                    == "FAIL \(path): Pump: fusePlacement: fuse 254 mm from its source along the conductor exceeds the 177.8 mm limit (actual 254 mm, limit 177.8 mm)\n"
            )
            #expect(result.stderr == "1 violation in \(path)\n")
        }
    }

    /// The feed's named 2 × 70 mm² at 280 A: R = 0.017 × 10 / 140 Ω, ampacity 2 × 330 × 0.60 = 396 A
    /// (a 350 A fuse fits: floor 1.25 × 280 = 350 A).
    @Test func reportJSON_givesTheParallelSetsFigures_andEveryFusesLimit() throws {
        try withFile { path in
            let result = try CableProcess.run(["report", path, "--json"])
            #expect(result.status == 0)
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let circuits = try #require(json["circuits"] as? [[String: Any]])
            let feed = try #require(circuits.first { $0["name"] as? String == "Feed" })
            #expect(feed["parallelConductors"] as? Int == 2)
            let ampacity = try #require(feed["ampacityAmperes"] as? Double)
            #expect(abs(ampacity - 396) < 1e-9)
            let drop = try #require(feed["voltageDropVolts"] as? Double)
            #expect(abs(drop - 280 * 0.017 * 10 / 140) < 1e-9)
            let limits = circuits.compactMap { $0["fuseDistanceLimitMeters"] as? Double }
            #expect(limits.count == 3)
            #expect(limits.map { ($0 / 0.0254).rounded() } == [7, 40, 7])
        }
    }

    /// The text report shows the set and the fuse's distance against its limit.
    @Test func reportText_showsTwoBy70_andTheFuseWithin() throws {
        try withFile { path in
            let result = try CableProcess.run(["report", path])
            #expect(result.status == 0)
            let feed = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("load  Feed") })
            #expect(feed.contains("2 × 70 mm²"))
            #expect(feed.contains("127 mm ≤ 177.8 mm"))
        }
    }

    /// The bill of materials counts both conductors of each pole: 2 × 5 m × 1.1 = 11 m red.
    @Test func bom_countsEveryConductor() throws {
        try withFile { path in
            let result = try CableProcess.run(["bom", path, "--format", "csv"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("70 mm² red,11,m"))
        }
    }

    /// A 12 V 3000 VA inverter 12 m from the bus at 3 % had no answer; now 2 × 185 mm² (nominal
    /// model: 0.017 × 24 × 317.46 / 0.36 / 2 = 179.9 mm² each, `ParallelConductorTests`).
    @Test func size_inverter3000VA_gets2By185() throws {
        let result = try CableProcess.run([
            "size", "-c", "317.46", "-l", "12", "-v", "12", "--max-drop", "3", "--resistance", "nominal",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Recommended    2 × 185 mm²  — limited by voltage drop"))
        let json = try CableProcess.run([
            "size", "-c", "317.46", "-l", "12", "-v", "12", "--max-drop", "3", "--resistance", "nominal", "--json",
        ])
        #expect(json.stdout.contains("\"parallelConductors\": 2"))
    }

    /// `parallel` is 1 to 4.
    @Test func parallelFive_isRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-33b-\(UUID().uuidString).json")
        try Data(Self.system.replacingOccurrences(of: "\"parallel\": 2", with: "\"parallel\": 5").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CableProcess.run(["check", url.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("loads[2].parallel"))
    }
}
