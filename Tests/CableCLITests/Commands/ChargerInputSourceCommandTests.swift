import Foundation
import Testing

/// rev34c's findings 1, 2 and 4 through the built binary: a 12/24 V charger added `--from` the
/// catalogue draws at 12 V, the van's start battery off the house bus (`--bus separate`), and
/// `check` naming a violation on the input run as the input, in every format.
@Suite("DC-DC input at its source's voltage, a start battery off the house bus, check naming the input")
final class ChargerInputSourceCommandTests: TemporaryFolderSuite, ExampleFolder {
    init() throws { try super.init(named: "cable-source") }

    static func input(_ json: [String: Any]) throws -> [String: Any] {
        try #require(try SystemCommandTests.circuits(json).first { $0["kind"] as? String == "chargerInput" })
    }

    /// rev34c 1: the Orion-Tr Smart 12/24-15 (input 8–17 V, 12 V nominal: Victron's isolated
    /// manual, 8. Specifications) on a 24 V LiFePO4 house (8 × 3.55 = 28.4 V charge): `add --from`
    /// writes `input.voltage` 12 V, and the input draws 15 × 28.4 / (0.87 × 12) = 40.80 A, not
    /// the 20.40 A the 24 V house figure gave.
    @Test func orion12to24_fromTheCatalogue_drawsAt12V() throws {
        let path = try write(
            "cabin24.json",
            """
            {
              "schemaVersion": 1,
              "name": "Cabin 24",
              "nominalVoltage": "24V",
              "batteries": [ { "name": "House", "chemistry": "lifepo4", "capacityAh": "200Ah", "voltage": "25.6V", "length": "1m" } ]
            }
            """)
        let added = try CableProcess.run([
            "add", "charger", path, "--from", "victron-orion-tr-smart-12-24-15", "--name", "Orion", "--length", "1m",
            "--input-length", "4m",
        ])
        #expect(added.status == 0)
        #expect(added.stderr.contains("added charger 'Orion' to "))
        let file = try String(contentsOfFile: path, encoding: .utf8)
        #expect(file.contains("\"voltage\": \"12V\""))
        let (result, json) = try SystemCommandTests.json(["report", path])
        #expect(result.status == 0)
        let input = try Self.input(json)
        expectClose(input["currentAmperes"] as? Double, 15 * 28.4 / (0.87 * 12), tolerance: 1e-9)
        #expect(input["voltageVolts"] as? Double == 12)
        // The fuse is rated for a 12 V source (12 × 1.29), and is above the floor 1.25 × 40.80 = 51.01 A.
        expectClose(input["chargeVoltageVolts"] as? Double, 15.48, tolerance: 1e-9)
        let fuse = try #require(input["fuse"] as? [String: Any])
        #expect((fuse["ratingAmperes"] as? Double ?? 0) >= 51.01)
        let text = try CableProcess.run(["report", path])
        #expect(text.stdout.contains("charger input  Orion  "))
        #expect(text.stdout.contains(" 40.8 A "))
        #expect(!text.stdout.contains("input voltage is not given"))
    }

    /// rev34c 1: a 48/12 V charger on the van (`--input-voltage 42V`): 30 × 14.2 / (0.87 × 42) =
    /// 11.66 A as before, but its fuse must be rated for the 48 V source, 48 × 1.29 = 61.92 V:
    /// not the 32 V blade main's binary chose.
    @Test func fortyEightToTwelve_fuseRatedForTheSource() throws {
        let path = try van("v48.json")
        #expect(try CableProcess.run(["set", "charger", path, "DC-DC charger", "--input-voltage", "42V"]).status == 0)
        let (_, json) = try SystemCommandTests.json(["report", path])
        let input = try Self.input(json)
        expectClose(input["currentAmperes"] as? Double, 30 * 14.2 / (0.87 * 42), tolerance: 1e-9)
        // The drop's reference is the source's nominal 48 V (42 V is its lowest input voltage).
        #expect(input["voltageVolts"] as? Double == 48)
        expectClose(input["chargeVoltageVolts"] as? Double, 61.92, tolerance: 1e-9)
        let fuse = try #require(input["fuse"] as? [String: Any])
        #expect((fuse["voltageRatingVolts"] as? Double ?? 0) >= 61.92)
        #expect(fuse["type"] as? String != "blade")
    }

    /// rev34c 2: the van plus its start battery off the house bus, named in `input.feed`. The
    /// house bank's energy stays 12.8 V × 280 Ah = 3584 Wh (LiFePO4 alone), no main feed is sized
    /// for the start battery, the input fuse must interrupt its ABYC E-11 row (800 CCA → 3000 A),
    /// and a `length` on it is refused.
    @Test func vanStartBatteryOffTheHouseBus() throws {
        let path = try van("v2.json")
        let refused = try CableProcess.run([
            "add", "battery", path, "--name", "Start battery", "--chemistry", "agm", "--capacity", "70Ah",
            "--cold-cranking-amps", "800A", "--voltage", "12V", "--length", "0.5m", "--bus", "separate",
        ])
        #expect(refused.status == 65)
        #expect(
            refused.stderr.contains(
                "--length: a battery off the house bus (bus separate) has no main feed in this file: its run is the DC-DC "
                    + "charger's input (input.length), got 0.5 m"))
        #expect(
            try CableProcess.run([
                "add", "battery", path, "--name", "Start battery", "--chemistry", "agm", "--capacity", "70Ah",
                "--cold-cranking-amps", "800A", "--voltage", "12V", "--bus", "separate",
            ]).status == 0)
        #expect(
            try CableProcess.run(["set", "charger", path, "DC-DC charger", "--input-feed", "Start battery"]).status == 0)
        let (result, json) = try SystemCommandTests.json(["report", path])
        #expect(result.status == 0)
        let totals = try #require(json["totals"] as? [String: Any])
        expectClose(totals["bankNominalEnergyWattHours"] as? Double, 12.8 * 280, tolerance: 1e-9)
        let circuits = try SystemCommandTests.circuits(json)
        #expect(!circuits.contains { $0["kind"] as? String == "battery" && $0["name"] as? String == "Start battery" })
        let input = try Self.input(json)
        #expect(input["feed"] as? String == "Start battery")
        #expect(input["requiredInterruptRatingAmperes"] as? Double == 3_000)
        let banks = try #require(json["batteries"] as? [[String: Any]])
        #expect(banks.map { $0["bus"] as? String } == ["house", "separate"])
        let text = try CableProcess.run(["report", path])
        #expect(text.stdout.contains("3584 Wh nominal"))
        #expect(text.stdout.contains("(LiFePO4)\n"))
        #expect(!text.stdout.contains("draws from a battery outside this file"))
    }

    /// rev34c 4: an installed 4 mm² input with a 30 A fuse fails; every format names the input.
    /// The fuse floor: 1.25 × 30 × 14.2 / (0.87 × 12.5) = 1.25 × 39.17 = 48.97 A.
    @Test func checkNamesTheInputRun_inEveryFormat() throws {
        let path = try van("v15.json")
        #expect(
            try CableProcess.run(["set", "charger", path, "DC-DC charger", "--input-wire", "4mm2", "--input-fuse", "30A"])
                .status == 0)
        let text = try CableProcess.run(["check", path])
        #expect(text.status == 1)
        #expect(text.stdout.contains("FAIL \(path): DC-DC charger (input): voltageDrop: drop "))
        #expect(
            text.stdout.contains(
                "FAIL \(path): DC-DC charger (input): fuseBelowCurrent: fuse 30 A is below 48.97 A, 1.25 × the 39.17 A "
                    + "load current (actual 30 A, limit 48.97 A)\n"))
        let (_, json) = try SystemCommandTests.json(["check", path])
        let violations = try #require(json["violations"] as? [[String: Any]])
        #expect(violations.count == 2)
        #expect(violations.allSatisfy { $0["circuit"] as? String == "DC-DC charger" && $0["kind"] as? String == "chargerInput" })
        let github = try CableProcess.run(["check", path, "--format", "github"])
        #expect(github.stdout.contains(",title=fuseBelowCurrent (DC-DC charger (input))::DC-DC charger (input): fuse 30 A"))
        let junit = try CableProcess.run(["check", path, "--format", "junit"])
        // The failures sit in the input's case; the output run's case passes.
        #expect(junit.stdout.contains(" name=\"chargerInput DC-DC charger\">"))
        #expect(junit.stdout.contains(" name=\"charger DC-DC charger\"/>"))
        for (language, word) in [("de", "Eingang"), ("es", "entrada"), ("fr", "entrée"), ("nl", "ingang")] {
            let worded = try CableProcess.run(["check", path, "--lang", language])
            #expect(worded.stdout.contains(": DC-DC charger (\(word)): fuseBelowCurrent: "), "\(language)")
        }
    }
}
