import Foundation
import Testing

/// The fuse rule end to end: the issue's worked examples through `size`, `fuse`, `batch` and
/// `check`, with their exit codes. Figures worked out by hand in FuseRuleTests and
/// BankProtectionTests (CableCoreTests).
@Suite("Protection: fuse rule, voltage and interrupting ratings from the command line")
struct ProtectionCommandTests {
    static func fixture(_ name: String) -> String { PackagePaths.root.appendingPathComponent("Fixtures/\(name)").path }

    /// Blue Sea Systems' Circuit Wizard and ABYC E-11: 6 AWG with a 125 A fuse (ABYC allows up to
    /// 150 % of the 120 A ampacity, 180 A); the fuse is rated 32 V, above 1.29 × 24 = 30.96 V.
    @Test func size_abyc100A24V_is6AWGWith125AFuse() throws {
        let arguments = [
            "size", "--standard", "abyc", "--voltage", "24", "--current", "100", "--length", "10ft", "--round-trip", "--max-drop",
            "3",
        ]
        let text = try CableProcess.run(arguments)
        #expect(text.status == 0)
        #expect(text.stderr.isEmpty)
        #expect(text.stdout.contains("  Recommended    6 AWG (13.3 mm²)  — limited by voltage drop\n"))
        #expect(text.stdout.contains("  Fuse           125 A MIDI (≥ 125 A, ≤ 180 A: 150 % of the 120 A ampacity (ABYC E-11))\n"))
        #expect(text.stdout.contains("  Fuse voltage   rated 32 V DC, for the 30.96 V the circuit reaches charging\n"))
        let (result, json) = try CableProcess.json(arguments)
        #expect(result.status == 0)
        #expect((json["conductor"] as? [String: Any])?["label"] as? String == "6 AWG")
        #expect(json["fuseCeilingRule"] as? String == "abyc150Percent")
        #expect(json["fuseMaximumAmperes"] as? Double == 180)
        #expect(json["fuseMinimumAmperes"] as? Double == 125)
        #expect(json["fuseProblem"] is NSNull)
        let fuse = try #require(json["fuse"] as? [String: Any])
        #expect(fuse["ratingAmperes"] as? Double == 125)
        #expect(fuse["voltageRatingVolts"] as? Double == 32)
        #expect(fuse["interruptRatingAmperes"] as? Double == 2000)
        let input = try #require(json["input"] as? [String: Any])
        #expect(abs((input["chargeVoltageVolts"] as? Double ?? 0) - 30.96) < 1e-9)
    }

    /// The default method caps the fuse at the ampacity (ISO 13297 13.1.5): 250 A needs a 350 A
    /// fuse (≥ 312.5 A), which neither 50 mm² (270 A) nor 70 mm² (330 A) carries: 95 mm².
    @Test func size_250A_defaultMethod_is95mm2With350A() throws {
        let (result, json) = try CableProcess.json([
            "size", "--current", "250", "--voltage", "12", "--length", "0.5", "--max-drop", "3",
        ])
        #expect(result.status == 0)
        #expect((json["conductor"] as? [String: Any])?["label"] as? String == "95 mm²")
        #expect((json["upsizedForFuseFrom"] as? [String: Any])?["label"] as? String == "50 mm²")
        #expect((json["fuse"] as? [String: Any])?["type"] as? String == "mega")
        #expect(json["fuseCeilingRule"] as? String == "ampacity")
        #expect(json["fuseMaximumAmperes"] as? Double == 390)
    }

    /// A 48 V circuit reaches 61.92 V: no blade fuse, a Class T.
    @Test func size_48V_neverRecommendsABladeFuse() throws {
        let result = try CableProcess.run(["size", "--current", "15", "--voltage", "48", "--length", "5"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  Fuse           20 A Class T (≥ 18.75 A, ≤ 25 A ampacity)\n"))
        #expect(!result.stdout.contains("blade"))
        // With the charge voltage given as an 8S LiFePO4's 29.2 V, a 25.6 V circuit keeps its blade.
        let given = try CableProcess.run(
            ["size", "--current", "15", "--voltage", "25.6", "--charge-voltage", "29.2", "--length", "5"])
        #expect(given.stdout.contains("20 A ATO/ATC blade"))
        let bad = try CableProcess.run(["size", "--current", "15", "--voltage", "24", "--charge-voltage", "20", "--length", "5"])
        #expect(bad.status == 65)
        #expect(bad.stderr == "error: --charge-voltage: must be at least the circuit's voltage (24 V), got 20 V\n")
    }

    @Test func size_belowTheMinimum_isRaisedTo1mm2() throws {
        let result = try CableProcess.run(["size", "--current", "1", "--voltage", "12", "--length", "1"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  Recommended    1 mm²  — limited by the minimum size for a separately run conductor\n"))
        #expect(result.stdout.contains("below the 1 mm² minimum for a separately run conductor"))
        let (_, json) = try CableProcess.json(["size", "--current", "1", "--voltage", "12", "--length", "1"])
        #expect(json["limitedBy"] as? String == "minimumSize")
        #expect((json["minimumConductor"] as? [String: Any])?["label"] as? String == "1 mm²")
    }

    struct NoFuseCase: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let problem: String
        let message: String
        var testDescription: String { name }
    }

    static let noFuseCases: [NoFuseCase] = [
        // 500 A on 300 kcmil (505 A): 625 A is above every catalogue rating (600 A).
        NoFuseCase(
            name: "floor above every rating",
            arguments: ["--current", "500", "--voltage", "24", "--length", "1", "--units", "imperial"],
            problem: "noRatingAtFloor",
            message:
                "no standard fuse of at least 625 A among ATO/ATC blade, MAXI blade, MIDI, MEGA, ANL, ATO blade 58 V, "
                + "MIDI 58 V, MEGA 58 V, DC thermal breaker, Class T"),
        // Only blade fuses asked for on 48 V: none is rated for 61.92 V.
        NoFuseCase(
            name: "no family rated for the voltage",
            arguments: ["--current", "10", "--voltage", "48", "--length", "1", "--fuse-type", "blade"],
            problem: "noFamilyForVoltage",
            message:
                "no fuse family among ATO/ATC blade is rated for the 61.92 V the circuit reaches charging "
                + "(they are rated up to 32 V DC); allow one that is (classT, dcMcb) or, if it charges at less, give its charge voltage"
        ),
    ]

    /// No fuse can protect the wire: exit 1, the wire still shown, the reason on stderr.
    @Test(arguments: noFuseCases)
    func size_noFuse_exits1(_ testCase: NoFuseCase) throws {
        let text = try CableProcess.run(["size"] + testCase.arguments)
        #expect(text.status == 1)
        #expect(text.stdout.contains("  Fuse           none: \(testCase.message)\n"))
        #expect(text.stderr == "check failed: \(testCase.message)\n")
        let (json, object) = try CableProcess.json(["size"] + testCase.arguments)
        #expect(json.status == 1)
        #expect(object["fuse"] is NSNull)
        #expect(object["fuseProblem"] as? String == testCase.problem)
    }

    @Test func batch_noFuse_isUnmetWithItsRecord() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-protection-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("requests.ndjson")
        try Data(
            (#"{"current": 20, "voltage": 12, "length": 1}"# + "\n"
                + #"{"current": 10, "voltage": 48, "length": 1, "fuseType": "blade"}"# + "\n").utf8
        ).write(to: input)
        let result = try CableProcess.run(["batch", input.path])
        #expect(result.status == 1)
        #expect(result.stderr == "0 bad and 1 unmet of 2 requests\n")
        let records = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(records.count == 2)
        #expect(records[0]["fuseProblem"] is NSNull)
        #expect(records[1]["fuse"] is NSNull)
        #expect(records[1]["fuseProblem"] as? String == "noFamilyForVoltage")
        #expect((records[1]["conductor"] as? [String: Any])?["label"] as? String == "1 mm²")
        let csv = try CableProcess.run(["batch", input.path, "--format", "csv"])
        #expect(csv.status == 1)
        #expect(
            // error, id, name, then the conductor temperature column #33 added last
            csv.stdout.split(separator: "\n").last?.contains(
                ",\"no fuse family among ATO/ATC blade is rated for the 61.92 V the circuit reaches charging (they are rated up "
                    + "to 32 V DC); allow one that is (classT, dcMcb) or, if it charges at less, give its charge voltage\",,,"
            ) == true)
    }

    @Test func fuse_abycCeiling_takes125AOn6AWG() throws {
        let abyc = try CableProcess.run(["fuse", "--current", "100", "--wire", "6awg", "--standard", "abyc", "--voltage", "24"])
        #expect(abyc.status == 0)
        #expect(abyc.stdout.contains("  Fuse        125 A MIDI\n"))
        #expect(abyc.stdout.contains("  At most     180 A, 150 % (ABYC E-11) of the 120 A ampacity of 6 AWG (13.3 mm²)"))
        let (_, json) = try CableProcess.json([
            "fuse", "--current", "100", "--wire", "6awg", "--standard", "abyc", "--voltage", "24",
        ])
        #expect(json["ceilingRule"] as? String == "abyc150Percent")
        #expect(json["maximumAmperes"] as? Double == 180)
        #expect(json["ampacityAmperes"] as? Double == 120)
        let plain = try CableProcess.run(["fuse", "--current", "100", "--wire", "6awg", "--voltage", "24"])
        #expect(plain.status == 1)
        #expect(
            plain.stderr
                == "error: no standard fuse of at least 125 A and at most 120 A (the ampacity of 6 AWG (13.3 mm²)); use a larger wire\n"
        )
    }

    /// A main fuse family the file names is checked: an ANL on a 48 V LiFePO4 rack is rated 32 V
    /// (the bank charges to 16 × 3.55 = 56.8 V) and interrupts 6 kA (the bank needs a 20 kA device).
    @Test func check_namedMainFuse_failsOnVoltageAndInterruptRating() throws {
        let file = Self.fixture("broken/main-fuse.json")
        let result = try CableProcess.run(["check", file])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                FAIL \(file): Rack: fuseVoltageRating: ANL fuses are rated 32 V DC, below the 56.8 V the circuit reaches charging (actual 32 V, limit 56.8 V)
                FAIL \(file): Rack: fuseInterruptRating: ANL fuses interrupt 6000 A, below the bank's 20000 A fault current (actual 6000 A, limit 20000 A)

                """)
        #expect(result.stderr == "2 violations in \(file)\n")
        let (_, json) = try CableProcess.json(["report", file])
        let bank = try #require((json["batteries"] as? [[String: Any]])?.first)
        #expect(bank["fuseType"] as? String == "anl")
        #expect(bank["shortCircuitBasis"] as? String == "lithiumEstimate")
        #expect(bank["shortCircuitCurrentAmperes"] as? Double == 12000)
        #expect(bank["requiredInterruptRatingAmperes"] as? Double == 20000)
        #expect(abs((bank["chargeVoltageVolts"] as? Double ?? 0) - 56.8) < 1e-9)
    }

    /// The sailboat's AGM bank names no CCA: up to 14 CCA/Ah × 440 Ah = 6160 CCA, beyond ABYC E-11's
    /// 2200-CCA table, so 20 kA: a Class T, and the report asks for the CCA.
    @Test func report_sailboat_mainFuseIsAClassTForItsAGMBankWithoutACCA() throws {
        let (result, json) = try CableProcess.json(["report", Self.fixture("systems/sailboat.json")])
        #expect(result.status == 0)
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let bank = try #require(circuits.first { $0["kind"] as? String == "battery" })
        #expect((bank["fuse"] as? [String: Any])?["type"] as? String == "classT")
        #expect(bank["requiredInterruptRatingAmperes"] as? Double == 20000)
        #expect(bank["currentAmperes"] as? Double == 105)
        let text = try CableProcess.run(["report", Self.fixture("systems/sailboat.json")])
        #expect(
            text.stdout.contains(
                "  House bank main fuse  interrupts ≥ 20000 A (lead-acid beyond ABYC E-11's table, no maker's figure, "
                    + "up to 6160 CCA, estimated at 14 × Ah, the top of AGM's range: give coldCrankingAmps)\n"))
    }
}
