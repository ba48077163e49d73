import Foundation
import Testing

/// `--standard abyc` on `size` and `drop`, run on the built binary and checked by hand.
///
/// CM = K × I × L / E, K = 10.75 Ω·cmil/ft, L the round-trip length in feet (one-way doubled
/// unless --round-trip), E = V × limit / 100 with the limit 10 %, 3 % with --critical, or
/// --max-drop. The drop reported is K × I × L / CM_SAE of the chosen size (SAE J1127 minimum
/// areas: 14: 3702, 12: 5833, 10: 9343, 8: 14810, 6: 24538, 4/0: 205500 cmil). One circular mil
/// is 5.067074790974977e-4 mm².
struct ABYCCommandTests {
    static let twentyAmps = [
        "size", "--resistance", "nominal", "--standard", "abyc", "--current", "20", "--length", "15ft", "--voltage", "12",
    ]

    /// 20 A, 15 ft one-way (30 ft = 9.144 m), 12 V at ABYC's ordinary 10 % (1.2 V):
    /// CM = 10.75 × 20 × 30 / 1.2 = 5375 → 12 AWG (5833); drop 6450 / 5833 = 1.1057775 V
    /// (9.2148 %); 12 AWG carries 45 A, fuse ≥ 25 A → 25 A.
    @Test func sizeABYC_ordinaryCircuit_uses10PercentAndSAEAreas() throws {
        let (result, json) = try CableProcess.json(Self.twentyAmps)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let conductor = try #require(json["conductor"] as? [String: Any])
        #expect(conductor["awg"] as? String == "12")
        #expect(conductor["label"] as? String == "12 AWG")
        #expect(json["limitedBy"] as? String == "voltageDrop")
        expectClose(json["voltageDropVolts"] as? Double, 1.105777472998457, tolerance: 1e-12)
        expectClose(json["voltageDropPercent"] as? Double, 9.214812274987143, tolerance: 1e-11)
        expectClose(json["requiredAreaSquareMillimeters"] as? Double, 5375 * 5.067074790974977e-4, tolerance: 1e-12)
        #expect((json["fuse"] as? [String: Any])?["ratingAmperes"] as? Double == 25)
        let input = try #require(json["input"] as? [String: Any])
        #expect(input["maxDropPercent"] as? Double == 10)
        #expect(input["series"] as? String == "marine")
        #expect(input["lengthIsRoundTrip"] as? Bool == false)
        expectClose(input["conductorLengthMeters"] as? Double, 9.144, tolerance: 1e-12)
        // 14 AWG would drop 6450 / 3702 = 1.7423 V.
        let smaller = try #require(json["nextSmaller"] as? [String: Any])
        #expect((smaller["conductor"] as? [String: Any])?["awg"] as? String == "14")
        expectClose(smaller["voltageDropVolts"] as? Double, 1.7423014586709886, tolerance: 1e-12)
    }

    @Test func sizeABYC_text_namesTheMethodAndCircularMils() throws {
        let result = try CableProcess.run(Self.twentyAmps + ["--units", "imperial"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "Wire for 20 A at 12 V over 15 ft one-way (30 ft round trip), copper by ABYC E-11 (K = 10.75 Ω·cmil/ft, SAE J1127 areas)"
        )
        #expect(lines.contains("  Recommended    12 AWG (3.31 mm²)  — limited by voltage drop"))
        #expect(lines.contains("  Required area  5375 cmil (2.72 mm²) for ≤ 10 % drop"))
        #expect(lines.contains("  Voltage drop   1.11 V (9.21 %) over the 30 ft round trip; load sees 10.89 V"))
    }

    /// The same run at 3 % (0.36 V): CM = 17916.7 → 6 AWG (24538); drop 6450 / 24538 = 0.2628576 V.
    @Test(arguments: [["--critical"], ["--max-drop", "3"], ["--max-drop", "3%", "--critical"]])
    func sizeABYC_critical_uses3Percent(_ extra: [String]) throws {
        let (result, json) = try CableProcess.json(Self.twentyAmps + extra)
        #expect(result.status == 0)
        #expect((json["conductor"] as? [String: Any])?["awg"] as? String == "6")
        #expect(json["limitedBy"] as? String == "voltageDrop")
        expectClose(json["voltageDropVolts"] as? Double, 0.2628576086070584, tolerance: 1e-12)
        expectClose(json["requiredAreaSquareMillimeters"] as? Double, 6450 / 0.36 * 5.067074790974977e-4, tolerance: 1e-12)
        #expect((json["input"] as? [String: Any])?["maxDropPercent"] as? Double == 3)
    }

    /// 15 ft as the whole path: CM = 10.75 × 20 × 15 / 1.2 = 2687.5 → 14 AWG (3702); drop
    /// 3225 / 3702 = 0.8711507 V; 14 AWG carries 35 A, above the 25 A fuse.
    @Test func sizeABYC_roundTrip_usesTheLengthAsTheWholePath() throws {
        let (result, json) = try CableProcess.json(Self.twentyAmps + ["--round-trip"])
        #expect(result.status == 0)
        #expect((json["conductor"] as? [String: Any])?["awg"] as? String == "14")
        expectClose(json["voltageDropVolts"] as? Double, 0.8711507293354943, tolerance: 1e-12)
        let input = try #require(json["input"] as? [String: Any])
        #expect(input["lengthIsRoundTrip"] as? Bool == true)
        expectClose(input["conductorLengthMeters"] as? Double, 4.572, tolerance: 1e-12)
    }

    /// 32 A, 20 ft one-way (40 ft), 12 V 10 %, 60 °C insulation: CM = 11466.7 → 8 AWG by drop,
    /// rated 55 A with a 40 A fuse. In an engine room 8 AWG carries 55 × 0.58 = 31.9 A < 32 A, so
    /// 6 AWG (80 × 0.58 = 46.4 A, 40 A fuse fits), drop 13760 / 24538 = 0.5607629 V.
    @Test func sizeABYC_engineRoom_isLimitedByAmpacity() throws {
        let base = [
            "size", "--resistance", "nominal", "--standard", "abyc", "--current", "32", "--length", "20ft", "--voltage", "12",
            "--insulation", "60C",
        ]
        let (_, open) = try CableProcess.json(base)
        #expect((open["conductor"] as? [String: Any])?["awg"] as? String == "8")
        #expect(open["limitedBy"] as? String == "voltageDrop")
        expectClose(open["voltageDropVolts"] as? Double, 13760 / 14810, tolerance: 1e-12)

        let (result, engine) = try CableProcess.json(base + ["--engine-room"])
        #expect(result.status == 0)
        #expect((engine["conductor"] as? [String: Any])?["awg"] as? String == "6")
        #expect(engine["limitedBy"] as? String == "ampacity")
        #expect(engine["upsizedForFuseFrom"] is NSNull)
        expectClose(engine["ampacityAmperes"] as? Double, 46.4, tolerance: 1e-12)
        expectClose(engine["voltageDropVolts"] as? Double, 0.5607628983617247, tolerance: 1e-12)
        #expect((engine["fuse"] as? [String: Any])?["ratingAmperes"] as? Double == 40)
        let text = try CableProcess.run(base + ["--engine-room", "--units", "imperial"])
        #expect(text.stdout.contains("  Recommended    6 AWG (13.3 mm²)  — limited by ampacity"))
        #expect(text.stdout.contains("ampacity 31.9 A — ampacity below 32 A"))
    }

    /// 12 V at 4.3 % (0.516 V), 10 A: 22.4232 ft one-way is 44.8464 ft round trip, CM =
    /// 10.75 × 10 × 44.8464 / 0.516 = 9343 exactly, 10 AWG's SAE area: 10 AWG, dropping exactly
    /// the allowance. 22.4235 ft is 9343.1 cmil: 8 AWG.
    @Test func sizeABYC_requirementOnAnSAEArea_choosesThatSize() throws {
        let base = [
            "size", "--resistance", "nominal", "--standard", "abyc", "--current", "10", "--voltage", "12", "--max-drop", "4.3",
        ]
        let (result, json) = try CableProcess.json(base + ["--length", "22.4232ft"])
        #expect(result.status == 0)
        #expect((json["conductor"] as? [String: Any])?["awg"] as? String == "10")
        #expect(json["limitedBy"] as? String == "voltageDrop")
        expectClose(json["voltageDropVolts"] as? Double, 0.516, tolerance: 1e-12)
        expectClose(json["voltageDropPercent"] as? Double, 4.3, tolerance: 1e-11)
        let (_, above) = try CableProcess.json(base + ["--length", "22.4235ft"])
        #expect((above["conductor"] as? [String: Any])?["awg"] as? String == "8")
    }

    /// 100 A, 100 ft one-way (200 ft), 12 V 3 %: CM = 10.75 × 100 × 200 / 0.36 = 597222 cmil
    /// (302.62 mm²); 4/0 (205500) would drop 21500 / 205500 = 1.0462 V = 8.72 %.
    /// 100 A over 100 ft at 3 % needs 597222 cmil: three 4/0 in parallel (199074 cmil each) do it.
    @Test func sizeABYC_beyond4_0_takesThreeInParallel() throws {
        let result = try CableProcess.run([
            "size", "--resistance", "nominal", "--standard", "abyc", "--current", "100", "--length", "100ft", "--voltage", "12",
            "--critical", "--units",
            "imperial",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Recommended    3 × 4/0 AWG (107.22 mm²)  — limited by voltage drop"))
    }

    /// 100 A over 200 ft at 3 % needs 1194444 cmil, more than four 4/0: the one-conductor error.
    @Test func sizeABYC_beyondFour4_0_exits1SuggestingParallelConductors() throws {
        let result = try CableProcess.run([
            "size", "--standard", "abyc", "--current", "100", "--length", "200ft", "--voltage", "12", "--critical", "--units",
            "imperial",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "error: no standard size keeps the drop within 3 % over 200 ft one-way (400 ft round trip): it needs "
                + "1194444 cmil (605.23 mm²); the largest, 4/0 AWG (107.22 mm²), drops 17.44 %. "
                + "Use parallel conductors, a shorter run or a higher voltage.\n")
    }

    /// 20 A, 28 ft one-way (56 ft = 17.0688 m), 12 V at 10 %, AWG. Default: A = 0.017 × 17.0688 ×
    /// 20 / 1.2 = 4.83616 mm² ≤ 10 AWG's nominal 5.26115 → 10 AWG, drop 5.803392 / 5.26115 =
    /// 1.10306 V. ABYC: CM = 10.75 × 20 × 56 / 1.2 = 10033.3 > 9343 → 8 AWG, drop 12040 / 14810 =
    /// 0.812964 V.
    @Test func size_defaultAndABYC_differByOneStep() throws {
        let base = [
            "size", "--resistance", "nominal", "--current", "20", "--length", "28ft", "--voltage", "12", "--max-drop", "10",
            "--units", "imperial",
        ]
        let (_, plain) = try CableProcess.json(base)
        #expect((plain["conductor"] as? [String: Any])?["awg"] as? String == "10")
        expectClose(plain["requiredAreaSquareMillimeters"] as? Double, 4.83616, tolerance: 1e-12)
        expectClose(plain["voltageDropVolts"] as? Double, 1.1030642606382024, tolerance: 1e-12)
        let (_, marine) = try CableProcess.json(base + ["--standard", "abyc"])
        #expect((marine["conductor"] as? [String: Any])?["awg"] as? String == "8")
        expectClose(marine["requiredAreaSquareMillimeters"] as? Double, 12040 / 1.2 * 5.067074790974977e-4, tolerance: 1e-12)
        expectClose(marine["voltageDropVolts"] as? Double, 0.812964213369345, tolerance: 1e-12)
    }

    // MARK: - drop

    static let dropBase = [
        "drop", "--resistance", "nominal", "--standard", "abyc", "--current", "20", "--length", "15ft", "--voltage", "12",
    ]

    /// 12 AWG over 30 ft at 20 A: 6450 / 5833 = 1.10578 V, 9.21 % of 12 V: within ABYC's 10 %.
    @Test func dropABYC_withinTheDefault10Percent_passes() throws {
        let (result, json) = try CableProcess.json(Self.dropBase + ["--wire", "12awg"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(json["ok"] as? Bool == true)
        expectClose(json["voltageDropVolts"] as? Double, 1.105777472998457, tolerance: 1e-12)
        #expect((json["input"] as? [String: Any])?["maxDropPercent"] as? Double == 10)
    }

    /// 14 AWG: 6450 / 3702 = 1.74230 V = 14.52 % > 10 %: exit 1.
    @Test func dropABYC_overTheDefault10Percent_exits1() throws {
        let result = try CableProcess.run(Self.dropBase + ["--wire", "14awg"])
        #expect(result.status == 1)
        #expect(result.stderr == "check failed: drop 14.52 % exceeds the 10 % limit\n")
        #expect(result.stdout.contains("Voltage drop  1.74 V (14.52 %) — limit 10 %"))
        let (_, json) = try CableProcess.json(Self.dropBase + ["--wire", "14awg"])
        expectClose(json["voltageDropVolts"] as? Double, 1.7423014586709886, tolerance: 1e-12)
        expectClose(json["voltageDropPercent"] as? Double, 14.519178822258239, tolerance: 1e-11)
        #expect(json["ok"] as? Bool == false)
    }

    /// Without --standard abyc the default method's 5 % applies (#35: `drop` always judges):
    /// 14 AWG's default drop (0.017 × 9.144 × 20 / 2.0811 = 1.494 V, 12.45 %) fails it.
    @Test func dropDefault_withoutALimit_failsTheDefault5Percent() throws {
        let result = try CableProcess.run(
            Array(Self.dropBase.filter { $0 != "--standard" && $0 != "abyc" }) + ["--wire", "14awg"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("— limit 5 % (default; --max-drop sets another)\n"))
    }

    /// --critical under ABYC: 12 AWG's 9.21 % is over 3 %.
    @Test func dropABYC_critical_uses3Percent() throws {
        let result = try CableProcess.run(Self.dropBase + ["--wire", "12awg", "--critical"])
        #expect(result.status == 1)
        #expect(result.stderr == "check failed: drop 9.21 % exceeds the 3 % limit\n")
    }

    /// 4/0 over 20 ft at 100 A: 21500 / 205500 = 0.104623 V.
    @Test func dropABYC_4_0_isAMarineSize() throws {
        let (result, json) = try CableProcess.json([
            "drop", "--resistance", "nominal", "--standard", "abyc", "--wire", "4/0", "--current", "100", "--length", "10ft",
            "--voltage", "12",
        ])
        #expect(result.status == 0)
        expectClose(json["voltageDropVolts"] as? Double, 21500 / 205500, tolerance: 1e-12)
    }

    @Test(arguments: [("6mm2", "6 mm²"), ("20awg", "20 AWG"), ("3awg", "3 AWG"), ("250kcmil", "250 kcmil")])
    func dropABYC_nonMarineWire_exits65(wire: String, label: String) throws {
        let result = try CableProcess.run(Self.dropBase + ["--wire", wire])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: --wire: must be a marine AWG size ABYC E-11 tabulates (18 to 4/0), got '\(label)'\n")
    }

    // MARK: - ABYC's copper-only rule

    struct RefusalCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let sizeRun = ["--standard", "abyc", "--current", "10", "--length", "10ft", "--voltage", "12"]

    static let material = "must be copper with standard abyc (ABYC E-11 sizes copper, K = 10.75 Ω·cmil/ft)"
    static let temperature = "cannot be set with standard abyc (ABYC E-11 uses a fixed K = 10.75 Ω·cmil/ft)"

    /// One rule, worded once, exit 65 on every command (and in batch lines and files).
    static let refusalCases: [RefusalCase] = [
        RefusalCase(
            arguments: ["size"] + sizeRun + ["--material", "aluminium"],
            message: "error: --material: \(material), got 'aluminium'\n"),
        RefusalCase(
            arguments: ["size"] + sizeRun + ["--temperature", "40C"],
            message: "error: --conductor-temperature: \(temperature), got 40 °C\n"
        ),
        RefusalCase(
            arguments: ["drop", "--resistance", "nominal", "--wire", "10awg"] + sizeRun + ["--material", "al"],
            message: "error: --material: \(material), got 'aluminium'\n"),
        RefusalCase(
            arguments: ["drop", "--resistance", "nominal", "--wire", "10awg"] + sizeRun + ["--temperature", "20"],
            message: "error: --conductor-temperature: \(temperature), got 20 °C\n"),
        RefusalCase(
            arguments: ["table", "--resistance", "nominal", "--voltage", "12", "--standard", "abyc", "--material", "aluminum"],
            message: "error: --material: \(material), got 'aluminium'\n"),
        RefusalCase(
            arguments: ["table", "--resistance", "nominal", "--voltage", "12", "--standard", "abyc", "--temperature", "60C"],
            message: "error: --conductor-temperature: \(temperature), got 60 °C\n"),
    ]

    @Test(arguments: refusalCases)
    func abyc_materialOrTemperature_isRefusedWithOneRule(_ testCase: RefusalCase) throws {
        let result = try CableProcess.run(testCase.arguments)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == testCase.message)
    }

    @Test func sizeABYC_copperNamedExplicitly_isAccepted() throws {
        let result = try CableProcess.run(["size"] + Self.sizeRun + ["--material", "copper"])
        #expect(result.status == 0)
    }

    @Test func standard_unknownName_exits65ListingTheChoices() throws {
        let result = try CableProcess.run([
            "size", "--resistance", "nominal", "--standard", "marine", "--current", "10", "--length", "3", "--voltage", "12",
        ])
        #expect(result.status == 65)
        #expect(result.stderr == "error: --standard: must be default or abyc, got 'marine'\n")
    }
}
