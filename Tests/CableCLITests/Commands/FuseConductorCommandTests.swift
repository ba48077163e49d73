import Foundation
import Testing

/// The fuse-family/conductor rule (FuseConductorTests in CableCoreTests) gives the same answer
/// through `size`, `fuse`, `batch`, `report` and `check`: 30 A at 12 V over 5 m at 3 % needs
/// 14.17 mm² → 16 mm² (130 A at 105 °C); the floor 1.25 × 30 = 37.5 A makes a 40 A fuse, which a
/// blade holder (up to 6 mm²) cannot take on 16 mm², so it is a 40 A MAXI.
@Suite("Fuse families refused for a conductor their holders cannot take, in every command")
struct FuseConductorCommandTests {
    static let sizeArguments = [
        "size", "--resistance", "nominal", "--current", "30", "--voltage", "12", "--length", "5", "--max-drop", "3",
    ]
    static let refusal =
        "no fuse family has a holder that takes the conductor (ATO/ATC blade up to 6 mm²); allow a family whose holders take it"

    @Test func size_40AOn16mm2_isMAXINotBlade() throws {
        let text = try CableProcess.run(Self.sizeArguments)
        #expect(text.status == 0)
        #expect(text.stdout.contains("  Recommended    16 mm²  — limited by voltage drop\n"))
        #expect(text.stdout.contains("  Fuse           40 A MAXI blade (≥ 37.5 A, ≤ 130 A ampacity)\n"))
        let (blade, json) = try CableProcess.json(Self.sizeArguments + ["--fuse-type", "blade"])
        #expect(blade.status == 1)
        #expect(json["fuse"] is NSNull)
        #expect(json["fuseProblem"] as? String == "noFamilyForConductor")
        #expect((json["conductor"] as? [String: Any])?["label"] as? String == "16 mm²")
        let bladeText = try CableProcess.run(Self.sizeArguments + ["--fuse-type", "blade"])
        #expect(bladeText.stderr == "check failed: \(Self.refusal)\n")
    }

    @Test func fuse_on16mm2_agreesWithSize() throws {
        let (result, json) = try CableProcess.json(["fuse", "--current", "30", "--voltage", "12", "--wire", "16mm2"])
        #expect(result.status == 0)
        let fuse = try #require(json["fuse"] as? [String: Any])
        #expect(fuse["type"] as? String == "maxi")
        #expect(fuse["ratingAmperes"] as? Double == 40)
        // On 6 mm² (60 A) the blade holder fits: 40 A blade.
        let (_, small) = try CableProcess.json(["fuse", "--current", "30", "--voltage", "12", "--wire", "6mm2"])
        #expect((small["fuse"] as? [String: Any])?["type"] as? String == "blade")
        let blade = try CableProcess.run([
            "fuse", "--current", "30", "--voltage", "12", "--wire", "16mm2", "--fuse-type", "blade",
        ])
        #expect(blade.status == 1)
        #expect(blade.stderr == "error: \(Self.refusal)\n")
    }

    @Test func batchReportAndCheck_agreeWithSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-fuse-conductor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let requests = folder.appendingPathComponent("requests.ndjson")
        try Data(
            (#"{"resistance": "nominal", "current": 30, "voltage": 12, "length": 5, "maxDrop": 3}"# + "\n"
                + #"{"resistance": "nominal", "current": 30, "voltage": 12, "length": 5, "maxDrop": 3, "fuseType": "blade"}"#
                + "\n").utf8
        ).write(to: requests)
        // nominal (rho = 0.017 at 20 °C), like size above: 14.17 mm² → 16 mm²
        let batch = try CableProcess.run(["batch", requests.path])
        #expect(batch.status == 1)
        let records = try batch.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect((records[0]["fuse"] as? [String: Any])?["type"] as? String == "maxi")
        #expect(records[1]["fuseProblem"] as? String == "noFamilyForConductor")

        // A system: a load on a named 16 mm² wire gets the MAXI; a bank whose file names blade
        // fuses for its main feed (30 A over 5 m, 35 mm² for its share of the path) has none.
        let system = folder.appendingPathComponent("system.json")
        try Data(
            #"""
            {
              "schemaVersion": 1,
              "name": "Blade main fuse on 16 mm²",
              "nominalVoltage": 12,
              "defaults": { "maxDropPercent": 3, "criticalMaxDropPercent": 3, "resistance": "nominal" },
              "loads": [ { "name": "Compressor", "current": "30A", "length": "5m", "wire": "16mm2" } ],
              "batteries": [
                { "name": "Bank", "chemistry": "agm", "capacityAh": 20, "voltage": 12, "count": 1, "length": "5m", "fuseType": "blade" }
              ]
            }
            """#.utf8
        ).write(to: system)
        let (report, json) = try CableProcess.json(["report", system.path])
        #expect(report.status == 0)
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let load = try #require(circuits.first { $0["name"] as? String == "Compressor" })
        #expect((load["fuse"] as? [String: Any])?["type"] as? String == "maxi")
        let check = try CableProcess.run(["check", system.path])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "FAIL \(system.path): Bank: noFuse: no fuse family allowed has a holder that takes the 35 mm² conductor (largest 6 mm²) "
                    + "(actual 35 mm², limit 6 mm²)\n"))
        // The named 16 mm² wire meets its own 3 %, but not with the bank's run above it (Blue Sea: the drop
        // along a path is cumulative); its fuse is fine.
        #expect(
            check.stdout.contains(
                "FAIL \(system.path): Compressor: pathVoltageDrop: drop along the path 3.87 % exceeds the 3 % limit "
                    + "(battery 'Bank' 1.21 %, load 'Compressor' 2.66 %) (actual 3.87 %, limit 3 %)\n"))
        #expect(!check.stdout.contains(": Compressor: fuse"))
    }
}
