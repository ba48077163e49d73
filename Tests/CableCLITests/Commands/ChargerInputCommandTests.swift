import Foundation
import Testing

/// A DC-DC charger's input fed from a bank of the file, and installed input and array runs,
/// through the built binary: `report --json`, `check`, the refusal of a self-feed, and the
/// `--input-wire`/`--input-fuse`/`--input-insulation` and array `--wire` options.
@Suite("DC-DC input from a bank of the file; installed input and array runs on the command line")
final class ChargerInputCommandTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-input") }

    /// Writes a system file with a house LiFePO4 bank, `extraBank` and the Orion's `input`.
    func file(_ name: String, extraBank: String, charger: String = "Orion", input: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        let text = """
            {
              "schemaVersion": 1,
              "name": "E",
              "nominalVoltage": "12V",
              "loads": [],
              "batteries": [
                { "name": "House", "chemistry": "lifepo4", "capacityAh": "200Ah", "voltage": "12.8V", "length": "1m" }\(extraBank)
              ],
              "chargers": [
                { "name": "\(charger)", "kind": "dcdc", "outputCurrent": "30A", "length": "1m", "input": \(input) }
              ]
            }
            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let start =
        ",\n    { \"name\": \"Start\", \"chemistry\": \"agm\", \"capacityAh\": \"90Ah\", \"voltage\": \"12V\", "
        + "\"coldCrankingAmps\": 800, \"bus\": \"separate\" }"
    static let aux =
        ",\n    { \"name\": \"Aux\", \"chemistry\": \"lifepo4\", \"capacityAh\": \"100Ah\", \"voltage\": \"12.8V\", "
        + "\"bus\": \"separate\" }"

    static func input(_ json: [String: Any]) throws -> [String: Any] {
        try #require(try SystemCommandTests.circuits(json).first { $0["kind"] as? String == "chargerInput" })
    }

    /// The reviewer's e.json: an 800 CCA start AGM feeds the Orion. ABYC E-11's main-device row
    /// (651–1 100 CCA → 3 000 A) is the fault level on its terminals; the input, 30 × 14.2 /
    /// (0.87 × 12) = 40.80 A (the house LiFePO4's 14.2 V: the start AGM is off the house bus),
    /// floor 51.0 A, takes a 60 A ANL (6 000 A), not the MAXI (1 000 A) main's binary chose; the
    /// start battery is a source only, so the house peak stays 0.
    @Test func reviewerE_startAGM800CCA_reportJSONNamesFeedAndFault() throws {
        let path = try file("e.json", extraBank: Self.start, input: "{ \"length\": \"4m\", \"feed\": \"Start\" }")
        let (result, json) = try SystemCommandTests.json(["report", path])
        #expect(result.status == 0)
        let input = try Self.input(json)
        #expect(input["feed"] as? String == "Start")
        #expect(input["faultCurrentAmperes"] as? Double == 3_000)
        #expect(input["requiredInterruptRatingAmperes"] as? Double == 3_000)
        let fuse = try #require(input["fuse"] as? [String: Any])
        #expect(fuse["type"] as? String == "anl")
        #expect(fuse["ratingAmperes"] as? Double == 60)
        #expect(fuse["interruptRatingAmperes"] as? Double == 6_000)
        let totals = try #require(json["totals"] as? [String: Any])
        #expect(totals["peakCurrentAmperes"] as? Double == 0)
        let text = try CableProcess.run(["report", path])
        // The Protection block's key column is as wide as its longest key (the input fuse's
        // voltage row: the start AGM charges at 6 × 2.45 = 14.7 V, the house bus at 14.2 V).
        #expect(text.stdout.contains("  Orion input fuse  "))
        // A separate battery has no main fuse: the input fuse is the one on its terminals.
        #expect(text.stdout.contains(" interrupts ≥ 3000 A: on Start's terminals\n"))
        #expect(text.stdout.contains("  Orion input fuse voltage  rated ≥ 14.7 V DC, the most its source battery reaches"))
        let german = try CableProcess.run(["report", path, "--lang", "de"])
        #expect(german.stdout.contains("  Eingangssicherung Orion "))
        #expect(german.stdout.contains(" Schaltvermögen ≥ "))
        #expect(german.stdout.contains(" A: an den Polen von Start\n"))
        #expect(try CableProcess.run(["check", path]).status == 0)
    }

    /// A 100 Ah LiFePO4 feed: 12 kA estimated (120 A/Ah), above 10 kA, so 20 kA (ABYC E-11): a
    /// 120 A fuse named by rating, which only MAXI (1 kA) and the breakers (3 kA) make, fails
    /// `fuseInterruptRating`; chosen, the fuse is a Class T.
    @Test func reviewerD_lithiumFeed_namedFuseBelow20kA_failsCheck() throws {
        let chosen = try file("d.json", extraBank: Self.aux, charger: "O2", input: "{ \"length\": \"5m\", \"feed\": \"Aux\" }")
        let (_, json) = try SystemCommandTests.json(["report", chosen])
        let input = try Self.input(json)
        #expect(input["faultCurrentAmperes"] as? Double == 12_000)
        #expect(input["requiredInterruptRatingAmperes"] as? Double == 20_000)
        #expect((input["fuse"] as? [String: Any])?["type"] as? String == "classT")
        let named = try file(
            "d2.json", extraBank: Self.aux, charger: "O2",
            input: "{ \"length\": \"5m\", \"feed\": \"Aux\", \"wire\": \"35mm2\", \"fuse\": \"120A\" }")
        let check = try CableProcess.run(["check", named])
        #expect(check.status == 1)
        #expect(
            check.stdout
                == "FAIL \(named): O2 (input): fuseInterruptRating: no 120 A fuse interrupts the 20000 A needed where it sits "
                + "(best 3000 A) (actual 3000 A, limit 20000 A)\n")
    }

    /// The reviewer's d.json: O2 charges House (no feed: the first bank) and names House as its
    /// input's feed — refused, naming the key, in English and German.
    @Test func reviewerD_feedIsTheChargedBank_isRefused() throws {
        let path = try file("self.json", extraBank: "", charger: "O2", input: "{ \"length\": \"5m\", \"feed\": \"House\" }")
        let result = try CableProcess.run(["report", path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasSuffix(
                ": chargers[0].input.feed: must name another bank than 'House', the one the charger charges: a DC-DC "
                    + "charger draws from a second battery, got 'House'\n"))
        let german = try CableProcess.run(["check", path, "--lang", "de"])
        #expect(german.status == 65)
        #expect(german.stderr.contains("muss eine andere Batteriebank als 'House' nennen, die das Ladegerät lädt"))
    }

    /// No feed (a start battery outside the file): the fault current is unknown, so null in
    /// JSON, and a warning says so; the peak stays 0.
    @Test func feedOutsideTheFile_faultNull_andWarned() throws {
        let path = try file("out.json", extraBank: "", input: "{ \"length\": \"4m\" }")
        let (_, json) = try SystemCommandTests.json(["report", path])
        let input = try Self.input(json)
        #expect(input["feed"] is NSNull)
        #expect(input["faultCurrentAmperes"] is NSNull)
        #expect(input["requiredInterruptRatingAmperes"] is NSNull)
        let warnings = try #require(json["warnings"] as? [String])
        #expect(
            warnings.contains(
                "DC-DC charger 'Orion' draws from a battery outside this file: the fault current at its input fuse is "
                    + "unknown and the fuse's interrupting rating is not checked (add that battery and name it in input.feed)"))
    }

    /// `--input-wire`, `--input-fuse`, `--input-insulation` write `input.*`; an installed 4 mm²
    /// with a 100 A fuse on the 40.80 A input fails like a load's (drop, ampacity, ceiling);
    /// 16 mm² with 60 A passes; `--wire` stays the charger's own run (not applicable).
    @Test func inputOptions_writeInputKeys_andCheckLikeALoad() throws {
        let path = try file("opts.json", extraBank: Self.start, input: "{ \"length\": \"4m\", \"feed\": \"Start\" }")
        let set = try CableProcess.run([
            "set", "charger", path, "orion", "--input-wire", "4mm2", "--input-fuse", "100A", "--input-insulation", "90C",
        ])
        #expect(set.status == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"wire\": \"4mm2\""))
        #expect(text.contains("\"fuse\": \"100A\""))
        #expect(text.contains("\"insulation\": \"90C\""))
        let check = try CableProcess.run(["check", path])
        #expect(check.status == 1)
        #expect(check.stdout.contains(": Orion (input): voltageDrop: "))
        #expect(check.stdout.contains(": Orion (input): ampacity: 40.8 A exceeds the 40 A ampacity of 4 mm²"))
        #expect(check.stdout.contains(": Orion (input): fuseAboveAmpacity: fuse 100 A exceeds the conductor's 40 A ampacity"))
        #expect(
            try CableProcess.run(["set", "charger", path, "orion", "--input-wire", "16mm2", "--input-fuse", "60A"]).status == 0)
        #expect(try CableProcess.run(["check", path]).status == 0)
        let wrong = try CableProcess.run(["set", "charger", path, "orion", "--wire", "16mm2"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.hasPrefix("error: --wire does not apply to a charger\n"))
    }

    /// An array's installed wire: 4 × Renogy 100 W in parallel must carry 1.5625 × 5.21 × 4 =
    /// 32.5625 A (NEC 690.8(B)(1)); 1.5 mm² fails `ampacity` at that current; `fuse` is no key
    /// of an array.
    @Test func arrayWire_checkedAt156PercentOfIsc_andNoFuseKey() throws {
        let path = folder.appendingPathComponent("pv.json").path
        #expect(try CableProcess.run(["new", path, "--name", "PV", "--voltage", "12V"]).status == 0)
        #expect(
            try CableProcess.run([
                "add", "charger", path, "--name", "MPPT", "--kind", "solar", "--output-current", "30A", "--length", "1m",
                "--max-input-voltage", "100V", "--max-input-current", "35A",
            ]).status == 0)
        #expect(
            try CableProcess.run([
                "add", "array", path, "--name", "Roof", "--charger", "MPPT", "--voc", "24.3V", "--isc", "5.21A", "--vmp",
                "20.4V", "--imp", "4.91A", "--power", "100W", "--voc-temp-coefficient", "-0.28", "--series", "1",
                "--parallel", "4", "--length", "5m", "--wire", "1.5mm2", "--insulation", "90C",
            ]).status == 0)
        let check = try CableProcess.run(["check", path])
        #expect(check.status == 1)
        #expect(check.stdout.contains(": Roof: ampacity: 32.56 A exceeds the "))
        #expect(try CableProcess.run(["set", "array", path, "roof", "--wire", "10mm2"]).status == 0)
        #expect(!(try CableProcess.run(["check", path]).stdout.contains("Roof: ampacity")))
        let fuse = try CableProcess.run(["set", "array", path, "roof", "--fuse", "20A"])
        #expect(fuse.status == 64)
    }

    /// An input option on a charger that is no DC-DC charger names the option typed, not every
    /// option of the input (the review's "--input-length and --input-voltage and … (131
    /// characters)").
    @Test func inputOptionOnAShoreCharger_namesTheOptionTyped() throws {
        let path = folder.appendingPathComponent("shore.json").path
        let example = try CableProcess.run(["example", "van"])
        try example.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CableProcess.run(["set", "charger", path, "Shore charger", "--input-length", "3m"])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "error: \(path): not changed: --input-length: applies to a DC-DC charger only (kind dcdc), got shore\n")
    }
}
