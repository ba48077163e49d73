import Foundation
import Testing

/// Runs of the built binary for each command, checked against hand-computed physics.
struct CommandTests {
    // 20 A, 12 V, 5 m one-way copper at 20 °C: path 10 m, ρ·L = 0.17 Ω·mm².
    // Required area 0.17 × 20 / 0.6 V = 5.6667 mm² → 6 mm²; R = 0.17/6 = 0.028333 Ω;
    // drop 0.56667 V = 4.7222 %; loss 20² × R = 11.333 W; fuse ≥ 25 A ≤ 60 A → 25 A blade.
    static let mainCommand = ["size", "--resistance", "nominal", "--current", "20", "--length", "5", "--voltage", "12"]

    @Test func size_mainCommand_printsSizeReasonsAndFuse() throws {
        let result = try CableProcess.run(Self.mainCommand)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Wire for 20 A at 12 V over 5 m one-way (10 m round trip), copper at 20 °C")
        #expect(lines.contains("  Recommended    6 mm²  — limited by voltage drop"))
        #expect(lines.contains("  Required area  5.67 mm² for ≤ 5 % drop"))
        #expect(lines.contains("  Voltage drop   0.57 V (4.72 %) over the 10 m round trip; load sees 11.43 V"))
        #expect(lines.contains("  Power loss     11.33 W (4.72 % of 240 W)"))
        #expect(lines.contains("  Fuse           25 A ATO/ATC blade (≥ 25 A, ≤ 60 A ampacity)"))
        #expect(lines.contains("  Next smaller   4 mm²: 0.85 V (7.08 %) drop, ampacity 45 A — over the 5 % limit"))
    }

    @Test func size_json_hasContractKeysAtFullPrecision() throws {
        let (result, json) = try CableProcess.json(Self.mainCommand)
        #expect(result.status == 0)
        #expect(json["schemaVersion"] as? Int == 1)
        let conductor = try #require(json["conductor"] as? [String: Any])
        #expect(conductor["label"] as? String == "6 mm²")
        #expect(conductor["areaSquareMillimeters"] as? Double == 6)
        #expect(conductor["awg"] is NSNull)
        expectClose(json["requiredAreaSquareMillimeters"] as? Double, 0.17 * 20 / 0.6, tolerance: 1e-12)
        expectClose(json["voltageDropVolts"] as? Double, 0.17 / 6 * 20, tolerance: 1e-12)
        expectClose(json["voltageDropPercent"] as? Double, 0.17 / 6 * 20 / 12 * 100, tolerance: 1e-12)
        expectClose(json["loadVoltageVolts"] as? Double, 12 - 0.17 / 6 * 20, tolerance: 1e-12)
        expectClose(json["powerLossWatts"] as? Double, 400 * 0.17 / 6, tolerance: 1e-12)
        #expect(json["limitedBy"] as? String == "voltageDrop")
        let fuse = try #require(json["fuse"] as? [String: Any])
        #expect(fuse["ratingAmperes"] as? Double == 25)
        #expect(fuse["type"] as? String == "blade")
        let input = try #require(json["input"] as? [String: Any])
        #expect(input["currentAmperes"] as? Double == 20)
        #expect(input["lengthMeters"] as? Double == 5)
        #expect(input["conductorLengthMeters"] as? Double == 10)
        #expect(input["lengthIsRoundTrip"] as? Bool == false)
        #expect(input["powerWatts"] is NSNull)
        // Full precision: not rounded to display digits.
        #expect(result.stdout.contains("\"voltageDropVolts\": 0.566666666666"))
    }

    @Test func size_roundTripFlag_usesTheLengthAsTheWholePath() throws {
        let (_, json) = try CableProcess.json([
            "size", "--resistance", "nominal", "--current", "20", "--length", "10", "--voltage", "12", "--round-trip",
        ])
        let input = try #require(json["input"] as? [String: Any])
        #expect(input["conductorLengthMeters"] as? Double == 10)
        #expect(input["lengthIsRoundTrip"] as? Bool == true)
        expectClose(json["voltageDropVolts"] as? Double, 0.17 / 6 * 20, tolerance: 1e-12)
        let text = try CableProcess.run([
            "size", "--resistance", "nominal", "--current", "20", "--length", "10", "--voltage", "12", "--round-trip",
        ])
        #expect(text.stdout.hasPrefix("Wire for 20 A at 12 V over 10 m round trip (as given), copper at 20 °C"))
    }

    @Test func size_powerInput_equalsTheCurrentItDraws() throws {
        let (_, json) = try CableProcess.json([
            "size", "--resistance", "nominal", "--power", "240W", "--voltage", "12V", "--length", "5m",
        ])
        let input = try #require(json["input"] as? [String: Any])
        #expect(input["currentAmperes"] as? Double == 20)
        #expect(input["powerWatts"] as? Double == 240)
        #expect((json["conductor"] as? [String: Any])?["label"] as? String == "6 mm²")
    }

    // 16 ft = 4.8768 m one-way, path 9.7536 m; 3 % of 12 V = 0.36 V.
    // Required 0.017 × 9.7536 × 20 / 0.36 = 9.2117 mm²: 8 AWG (8.366) is short, 6 AWG (13.30) fits.
    // Drop on 6 AWG: 20 × 0.017 × 9.7536 / 13.3018 = 0.24931 V = 2.0776 %.
    @Test func size_imperial_choosesAWGAndShowsFeet() throws {
        let arguments = [
            "size", "--resistance", "nominal", "--current", "20", "--length", "16ft", "--voltage", "12", "--max-drop", "3",
            "--units", "imperial",
        ]
        let result = try CableProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Wire for 20 A at 12 V over 16 ft one-way (32 ft round trip), copper at 20 °C"))
        #expect(result.stdout.contains("  Recommended    6 AWG (13.3 mm²)  — limited by voltage drop"))
        #expect(result.stdout.contains("  Voltage drop   0.25 V (2.08 %) over the 32 ft round trip; load sees 11.75 V"))
        let (_, json) = try CableProcess.json(arguments)
        let conductor = try #require(json["conductor"] as? [String: Any])
        #expect(conductor["awg"] as? String == "6")
        expectClose(json["voltageDropVolts"] as? Double, 0.24930701145758657, tolerance: 1e-9)
        expectClose(json["requiredAreaSquareMillimeters"] as? Double, 9.211733333333335, tolerance: 1e-9)
    }

    /// CABLE_UNITS=imperial: the bare `--length 5` is 5 ft (10 ft = 3.048 m round trip): A =
    /// 0.017 × 3.048 × 20 / 0.6 = 1.73 mm² → 14 AWG (2.08 mm²); `5m` stays 5 m (16.4 ft).
    @Test func size_unitsFromEnvironment_andFlagOverridesIt() throws {
        let imperial = try CableProcess.run(Self.mainCommand, environment: ["CABLE_UNITS": "imperial"])
        #expect(imperial.stdout.contains("  Recommended    14 AWG (2.08 mm²)"))
        #expect(imperial.stdout.contains("over 5 ft one-way (10 ft round trip)"))
        let explicit = try CableProcess.run(
            ["size", "--resistance", "nominal", "--current", "20", "--length", "5m", "--voltage", "12"],
            environment: ["CABLE_UNITS": "imperial"])
        #expect(explicit.stdout.contains("16.4 ft one-way"))
        let metric = try CableProcess.run(Self.mainCommand + ["--units", "metric"], environment: ["CABLE_UNITS": "imperial"])
        #expect(metric.stdout.contains("  Recommended    6 mm²"))
    }

    // 100 A over 0.5 m at 12 V: drop needs 0.017 × 1 × 100 / 0.6 = 2.83 mm² → 4 mm², but 105 °C
    // ampacity needs 16 mm² (130 A; 10 mm² is 90 A). Fuse ≥ 125 A ≤ 130 A → 125 A MIDI.
    @Test func size_shortHeavyRun_isLimitedByAmpacity() throws {
        let result = try CableProcess.run([
            "size", "--resistance", "nominal", "--current", "100", "--length", "0.5", "--voltage", "12",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  Recommended    16 mm²  — limited by ampacity"))
        #expect(result.stdout.contains("  Fuse           125 A MIDI (≥ 125 A, ≤ 130 A ampacity)"))
        #expect(result.stdout.contains("  Next smaller   10 mm²: "))
        #expect(result.stdout.contains("ampacity below 100 A"))
    }

    @Test func size_impossibleRun_exits1WithSuggestions() throws {
        let result = try CableProcess.run([
            "size", "--resistance", "nominal", "--current", "400", "--length", "100", "--voltage", "12",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "error: no standard size keeps the drop within 5 % over 100 m one-way (200 m round trip): it needs 2266.67 mm²"))
        #expect(result.stderr.contains("Use parallel conductors, a shorter run or a higher voltage."))
    }

    @Test func drop_givenWire_reportsDropAndLoss() throws {
        let result = try CableProcess.run([
            "drop", "--resistance", "nominal", "--wire", "6mm2", "--current", "20", "--length", "5", "--voltage", "12",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("  Resistance    28.3 mΩ (round trip)"))
        #expect(result.stdout.contains("  Voltage drop  0.57 V (4.72 %)"))
        #expect(result.stdout.contains("  Load voltage  11.43 V"))
        #expect(result.stdout.contains("  Result        ok"))
    }

    // Aluminium at 60 °C: ρ = 0.0282 × (1 + 0.00403 × 40) = 0.03274584; 10 AWG (5.26115 mm²),
    // 25 ft one-way = 15.24 m path: R = 0.0948524 Ω; 15 A → 1.42279 V = 11.857 %.
    @Test func drop_aluminiumHot_matchesHandComputation() throws {
        let (result, json) = try CableProcess.json([
            "drop", "--resistance", "nominal", "--wire", "10 AWG", "--current", "15A", "--length", "25ft",
            "--voltage", "12", "--material", "aluminium", "--temperature", "60C", "--max-drop", "12",
        ])
        #expect(result.status == 0)
        let r = 0.03274584 * 15.24 / 5.261154954510373
        expectClose(json["resistanceOhms"] as? Double, r, tolerance: 1e-12)
        expectClose(json["voltageDropPercent"] as? Double, 15 * r / 12 * 100, tolerance: 1e-9)
        #expect((json["conductor"] as? [String: Any])?["awg"] as? String == "10")
    }

    @Test func drop_overAmpacity_exits1AndSaysWhy() throws {
        let result = try CableProcess.run([
            "drop", "--resistance", "nominal", "--wire", "1.5mm2", "--current", "30", "--length", "1", "--voltage", "12",
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "check failed: 1.5 mm² is rated 25 A (105 °C insulation, outside engine spaces), below the 30 A current\n"
                // R = 0.017 × 2 / 1.5 = 0.02267 Ω: 0.68 V, 5.67 %, over the default 5 % (#35)
                + "check failed: drop 5.67 % exceeds the 5 % limit\n")
        #expect(result.stdout.contains("FAILED"))
    }

    // 0.5 mm² over 200 m of path: R = 0.017 × 200 / 0.5 = 6.8 Ω; 10 A → 68 V, more than 12 V.
    @Test func drop_unratedWireAndDropAboveSupply_exits1WithBothProblems() throws {
        let result = try CableProcess.run([
            "drop", "--resistance", "nominal", "--wire", "0.5mm2", "--current", "10", "--length", "100", "--voltage", "12",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("  Voltage drop  68 V (566.67 %)"))
        #expect(
            result.stderr == """
                check failed: 0.5 mm² is not rated to carry current by the cited tables
                check failed: the drop (68 V) is not less than the supply voltage: this wire cannot deliver 10 A
                check failed: drop 566.67 % exceeds the 5 % limit

                """)
    }

    @Test func drop_overMaxDrop_exits1() throws {
        let (result, json) = try CableProcess.json([
            "drop", "--resistance", "nominal", "--wire", "6mm2", "--current", "20", "--length", "5", "--voltage", "12",
            "--max-drop", "3",
        ])
        #expect(result.status == 1)
        #expect(json["ok"] as? Bool == false)
        #expect(result.stderr == "check failed: drop 4.72 % exceeds the 3 % limit\n")
    }

    @Test func fuse_withWire_staysUnderItsAmpacity() throws {
        let result = try CableProcess.run(["fuse", "--current", "40", "--wire", "8awg"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  Fuse        50 A MAXI blade"))
        #expect(result.stdout.contains("  At most     80 A, ampacity of 8 AWG (8.37 mm²)"))
        // MEGA starts at 40 A, so 50 A; Class T is made at 50 A too.
        let classT = try CableProcess.run(["fuse", "--current", "40", "--wire", "8awg", "--fuse-type", "classT"])
        #expect(classT.status == 0)
        #expect(classT.stdout.contains("  Fuse        50 A Class T"))
        // MIDI's 50 A is there, but a 32 V MIDI cannot protect a 48 V circuit (1.29 × 48 = 61.92 V).
        let midi = try CableProcess.run(["fuse", "--current", "40", "--wire", "8awg", "--fuse-type", "midi", "--voltage", "48"])
        #expect(midi.status == 1)
        #expect(midi.stderr.hasPrefix("error: no fuse family among MIDI is rated for the 61.92 V the circuit reaches"))
    }

    @Test func fuse_noRatingFitsTheWire_exits1() throws {
        let result = try CableProcess.run(["fuse", "--current", "100", "--wire", "10awg"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "error: no standard fuse of at least 125 A and at most 60 A (the ampacity of 10 AWG (5.26 mm²)); use a larger wire\n"
        )
    }

    @Test func fuse_classTOnly_picksTheSmallestClassT() throws {
        let (result, json) = try CableProcess.json(["fuse", "--current", "100", "--fuse-type", "classT"])
        #expect(result.status == 0)
        let fuse = try #require(json["fuse"] as? [String: Any])
        #expect(fuse["ratingAmperes"] as? Double == 125)
        #expect(fuse["type"] as? String == "classT")
    }

    @Test func wires_imperial_listsResistancePer1000ft() throws {
        let result = try CableProcess.run(["wires", "--resistance", "nominal", "--units", "imperial"])
        #expect(result.status == 0)
        let row = result.stdout.split(separator: "\n").first { $0.hasPrefix("10 AWG ") }
        // ρ/A × 304.8 m = 0.017 / 5.26115 × 304.8 = 0.98488 Ω per 1000 ft.
        #expect(row.map { $0.contains("0.9849") && $0.hasSuffix("60 A") } == true)
    }

    @Test func wires_json_listsTheMetricSeries() throws {
        let (result, json) = try CableProcess.json(["wires", "--resistance", "nominal"])
        #expect(result.status == 0)
        let wires = try #require(json["wires"] as? [[String: Any]])
        #expect(wires.count == 19)
        #expect(wires.first?["label"] as? String == "0.5 mm²")
        #expect(wires.first?["ampacityAmperes"] is NSNull)
        let six = try #require(wires.first { $0["label"] as? String == "6 mm²" })
        #expect(six["ampacityAmperes"] as? Double == 60)
        expectClose(six["resistanceOhmsPerKilometer"] as? Double, 0.017 / 6 * 1000, tolerance: 1e-12)
    }

    @Test func help_andVersion_goToStdout() throws {
        let help = try CableProcess.run(["help", "size"])
        #expect(help.status == 0)
        #expect(
            help.stdout.contains(
                "Usage: cable size (--current <amps> | --power <watts>) --voltage <volts> --length <length> [options]"))
        #expect(help.stdout.contains("cable size --current 20 --length 5 --voltage 12"))
        #expect(try CableProcess.run(["size", "--resistance", "nominal", "--help"]).stdout == help.stdout)
        #expect(try CableProcess.run(["drop", "--resistance", "nominal", "--wire", "x", "-h"]).status == 0)
        let version = try CableProcess.run(["--version"])
        #expect(version.stdout == "cable 0.1.0\n")
        #expect(version.status == 0)
    }
}
