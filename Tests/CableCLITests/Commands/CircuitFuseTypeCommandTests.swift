import Foundation
import Testing

/// A circuit names its protection family in the file (`fuseType` on a load, charger, DC-DC
/// input, inverter or panel): `report`, `check`, `bom` and the edits, on the built binary. The
/// figures are worked out by hand in CircuitFuseTypeDecodeTests (CableCoreTests) and
/// DCBreakerFamilyTests.
@Suite("fuseType on a circuit: a DIN-rail breaker in the file")
struct CircuitFuseTypeCommandTests {
    /// A 48 V rack (LiFePO4 16S, 56.8 V charging) feeding a 10 A pump that names `dcMcb` and
    /// a 3 A light that names nothing.
    static func cabin(pump current: String = "10A", family: String = "dcMcb") -> String {
        #"""
        {
          "schemaVersion": 1,
          "name": "DIN-rail cabin",
          "nominalVoltage": 48,
          "loads": [
            { "name": "Pump", "current": "\#(current)", "length": "1m", "fuseType": "\#(family)" },
            { "name": "Lights", "current": "3A", "length": "5m" }
          ],
          "batteries": [
            { "name": "Rack", "chemistry": "lifepo4", "capacityAh": 100, "voltage": 51.2, "length": "1m" }
          ]
        }
        """#
    }

    static func write(_ text: String) throws -> (folder: URL, file: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-fusetype-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("cabin.json")
        try Data(text.utf8).write(to: file)
        return (folder, file)
    }

    /// 10 A → floor 12.5 A → a 13 A DC MCB (110 V DC, 20 kA ≥ the bus's 1116 A), on the 1 mm²
    /// minimum: in report text and JSON, check passes, and the bill lists the breaker, no holder
    /// for it, an insulated ferrule for its box terminal and 3 + 4 + 4 = 11 ring terminals and
    /// pieces of heat-shrink (the pump's source end takes the ferrule).
    @Test func cabin_10ALoadNamingDCMCB_takesA13ABreakerEverywhere() throws {
        let (folder, file) = try Self.write(Self.cabin())
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try CableProcess.run(["report", file.path])
        #expect(report.status == 0)
        #expect(report.stderr.isEmpty)
        #expect(report.stdout.contains("load     Pump       10 A     1 m  1 mm²       0.9 %  ≤ 3.77 %  4.34 W  13 A DC MCB "))
        let (_, json) = try CableProcess.json(["report", file.path])
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let pump = try #require(circuits.first { $0["name"] as? String == "Pump" })
        let fuse = try #require(pump["fuse"] as? [String: Any])
        #expect(fuse["type"] as? String == "dcMcb")
        #expect(fuse["ratingAmperes"] as? Double == 13)
        #expect(fuse["voltageRatingVolts"] as? Double == 110)
        #expect(pump["fuseMinimumAmperes"] as? Double == 12.5)
        let check = try CableProcess.run(["check", file.path])
        #expect(check.status == 0)
        #expect(check.stdout.hasPrefix("ok: "))
        let bom = try CableProcess.run(["bom", file.path])
        #expect(bom.status == 0)
        #expect(
            bom.stdout.contains("fuse         13 A DC MCB, for up to 10 A; polarised: its + (line) terminal to the side a fault"))
        #expect(!bom.stdout.contains("DC MCB fuse holder"))
        // The column is as wide as the longest item (the switch line since rev34e F8), so match the line's ends.
        #expect(
            bom.stdout.split(separator: "\n").contains {
                $0.hasPrefix("ferrule      insulated bootlace ferrule 1 mm² (DIN 46228-4), for the DC MCB's box terminal ")
                    && $0.hasSuffix(" 1 pc")
            })
        #expect(bom.stdout.contains("terminal     ring terminal 1 mm², stud size not given "))
        #expect(bom.stdout.contains("11 pcs\nferrule"))
        let (_, bomJSON) = try CableProcess.json(["bom", file.path])
        let lines = try #require(bomJSON["lines"] as? [[String: Any]])
        let ferrule = try #require(lines.first { $0["category"] as? String == "ferrule" })
        #expect(ferrule["quantity"] as? Double == 1)
        #expect((ferrule["conductor"] as? [String: Any])?["label"] as? String == "1 mm²")
        #expect(lines.first { $0["category"] as? String == "ringTerminal" }?["quantity"] as? Double == 11)
        #expect(lines.first { $0["category"] as? String == "heatShrink" }?["quantity"] as? Double == 11)
        let german = try CableProcess.run(["bom", file.path, "--lang", "de"])
        #expect(
            german.stdout.contains("isolierte Aderendhülse 1 mm² (DIN 46228-4) für die Rahmenklemme (DC-Leitungsschutzschalter)"))
        // The diagram draws the breaker as a contact arc (a polyline), not a fuse's box.
        let svg = try CableProcess.run(["diagram", file.path])
        #expect(svg.status == 0)
        #expect(svg.stdout.contains("13 A DC MCB"))
    }

    /// 200 A naming `dcMcb`: 35 mm² is the smallest conductor, the C60's terminals take 16 mm²,
    /// and no rating reaches 250 A: `check` fails with `noFuse` and the reason `size --fuse-type
    /// dcMcb` gives for the same circuit.
    @Test func cabin_200ALoadNamingDCMCB_isRefusedWithTheReason() throws {
        let (folder, file) = try Self.write(Self.cabin(pump: "200A"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try CableProcess.run(["check", file.path])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "FAIL \(file.path): Pump: noFuse: no fuse family allowed has a holder that takes the 35 mm² conductor (largest 16 mm²) (actual 35 mm², limit 16 mm²)\n"
            ))
        let report = try CableProcess.run(["report", file.path])
        #expect(report.stdout.contains("load     Pump      200 A     1 m  35 mm²"))
        #expect(report.stdout.contains("none"))
        let size = try CableProcess.run(
            ["size", "-c", "200", "-v", "48", "-l", "1", "--fuse-type", "dcMcb", "--charge-voltage", "56.8"])
        #expect(size.stdout.contains("no fuse family has a holder that takes the conductor (DC MCB up to 16 mm²)"))
    }

    /// A name that is not a family: exit 65, the JSON path and the nearest name.
    @Test func cabin_badFamily_isADataErrorNamingThePath() throws {
        let (folder, file) = try Self.write(Self.cabin(family: "dcmbc"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try CableProcess.run(["check", file.path])
        #expect(check.status == 65)
        #expect(check.stdout.isEmpty)
        #expect(
            check.stderr
                == "error: \(file.path):6:69: loads[0].fuseType: must be one of blade, maxi, midi, mega, anl, blade58, midi58, mega58, breaker, classT, dcMcb (did you mean 'dcMcb'?), got 'dcmbc'\n"
        )
    }

    /// `set load --fuse-type` writes the key; the thermal breaker (48 V DC) on a 56.8 V circuit
    /// then fails `fuseVoltageRating`; `add panel` with a wrong name changes nothing (65).
    @Test func edits_setAndAddTakeFuseType() throws {
        let (folder, file) = try Self.write(Self.cabin())
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = try CableProcess.run(["set", "load", file.path, "Lights", "--fuse-type", "breaker"])
        #expect(set.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(#""fuseType": "breaker""#))
        let check = try CableProcess.run(["check", file.path])
        #expect(check.status == 1)
        #expect(
            check.stdout
                == "FAIL \(file.path): Lights: fuseVoltageRating: a DC thermal breaker is rated 48 V DC, below the 56.8 V the circuit reaches charging (actual 48 V, limit 56.8 V)\n"
        )
        let before = try String(contentsOf: file, encoding: .utf8)
        let add = try CableProcess.run(["add", "panel", file.path, "--name", "Board", "--length", "2m", "--fuse-type", "nope"])
        #expect(add.status == 65)
        #expect(add.stderr.contains("--fuse-type: must be one of blade, maxi"))
        #expect(try String(contentsOf: file, encoding: .utf8) == before)
    }

    /// docs/guide.md: the 48 V cabin without the example 500 A short-circuit figure (the bank
    /// estimated at 120 A/Ah × 400 Ah = 48 kA), its four panel loads naming `dcMcb`: 20 kA
    /// breakers of 1.25 × 1.25 A → 2 A, 1.25 × 5 A → 10 A, 1.25 × 0.42 A → 1 A and
    /// 1.25 × 0.31 A → 0.5 A pass `check`; the bill has a ferrule per breaker (three on 1 mm²,
    /// one on the pump's 2.5 mm²).
    @Test func cabin48WithDINRailBranches_passesWithoutTheExampleShortCircuitFigure() throws {
        let fixture = PackagePaths.root.appendingPathComponent("Fixtures/variants/cabin-48v-dcmcb.json").path
        let check = try CableProcess.run(["check", fixture])
        #expect(check.status == 0)
        #expect(check.stderr.isEmpty)
        let report = try CableProcess.run(["report", fixture])
        for line in [
            "load      LED lighting         1.25 A    15 m  1 mm²      1.58 %  ≤ 2.29 %   0.95 W  2 A DC MCB ",
            "load      Water pump              5 A    10 m  2.5 mm²    1.73 %  ≤ 2.29 %   4.15 W  10 A DC MCB ",
            "load      Ventilation fan      0.42 A     6 m  1 mm²      0.21 %  ≤ 2.29 %   0.04 W  1 A DC MCB ",
            "load      Router               0.31 A     8 m  1 mm²      0.21 %  ≤ 2.29 %   0.03 W  0.5 A DC MCB ",
        ] {
            #expect(report.stdout.contains(line), "\(line)")
        }
        let (_, bom) = try CableProcess.json(["bom", fixture])
        let ferrules = try #require(bom["lines"] as? [[String: Any]]).filter { $0["category"] as? String == "ferrule" }
        #expect(ferrules.map { $0["quantity"] as? Double } == [3, 1])
        #expect(ferrules.map { ($0["conductor"] as? [String: Any])?["label"] as? String } == ["1 mm²", "2.5 mm²"])
    }
}
