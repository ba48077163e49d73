import Foundation
import Testing

/// rev34e F16 through the built binary: an array on a DC-DC charger's solar input (the guide's
/// example, docs/guide.md "A DC-DC charger with a solar (MPPT) input as well") in `add array`,
/// `check`, `report` (text and JSON), `bom` and `diagram`, and the refusal when the charger has no
/// solar input.
@Suite("DC-DC charger with a solar input on the command line")
final class DCDCSolarInputCommandTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-dcdc-pv") }

    /// A 12 V van with a 100 Ah LiFePO4 bank, the Redarc BCDC1225D from the catalogue (25 A, its
    /// solar input 32 V) and the guide's array on it: two Philadelphia Solar PS-M36S-95 in
    /// parallel (Voc 22.4 V, Isc 5.37 A, −0.328 %/K) at −10 °C.
    func vanWithArray() throws -> String {
        let file = folder.appendingPathComponent("van.json").path
        let steps: [[String]] = [
            ["new", file, "--name", "Van", "--voltage", "12V"],
            [
                "add", "battery", file, "--name", "House", "--chemistry", "lifepo4", "--capacity", "100Ah", "--voltage",
                "12.8V", "--length", "1m",
            ],
            ["add", "charger", file, "--from", "redarc-bcdc1225d", "--name", "BCDC", "--length", "1m", "--input-length", "3m"],
            [
                "add", "array", file, "--name", "Roof", "--charger", "BCDC", "--from", "philadelphia-solar-ps-m36s-95",
                "--series", "1", "--parallel", "2", "--length", "3m", "--min-temperature", "-10C",
            ],
        ]
        for step in steps {
            let result = try CableProcess.run(step)
            #expect(result.status == 0, "\(step): \(result.stderr)")
        }
        return file
    }

    /// Cold Voc 22.4 × (1 + 0.00328 × 35) = 24.97152 V against the BCDC's 32 V; 1.5625 × 5.37 × 2
    /// = 16.78125 A for the run, a circuit of kind array; the day's charge, undriven,
    /// 190 W × 4 h × 0.75 = 570 Wh.
    @Test func addArray_onTheBCDC_isInReportJSON() throws {
        let file = try vanWithArray()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""maxInputVoltage": "32V""#))
        let (result, json) = try SystemCommandTests.json(["report", file])
        #expect(result.status == 0)
        let arrays = try #require(json["arrays"] as? [[String: Any]])
        let roof = try #require(arrays.first)
        #expect(roof["name"] as? String == "Roof")
        #expect(roof["charger"] as? String == "BCDC")
        expectClose(roof["vocColdVolts"] as? Double, 24.97152, tolerance: 1e-6)
        #expect(roof["maxInputVoltageVolts"] as? Double == 32)
        expectClose(roof["designCurrentAmperes"] as? Double, 16.78125, tolerance: 1e-6)
        let circuits = try SystemCommandTests.circuits(json)
        #expect(circuits.contains { $0["kind"] as? String == "array" && $0["name"] as? String == "Roof" })
        #expect(circuits.contains { $0["kind"] as? String == "chargerInput" && $0["name"] as? String == "BCDC" })
        let totals = try #require(json["totals"] as? [String: Any])
        expectClose(totals["dailyChargeWattHours"] as? Double, 570, tolerance: 1e-6)
    }

    /// `check`: the BCDC gives no PV current limit (none sourced), so pvCurrent is unchecked
    /// (13.43 A = 1.25 × 5.37 × 2), exit 1; two in series, 2 × 24.97152 = 49.94 V, break pvVoltage
    /// against 32 V.
    @Test func check_judgesTheArrayAgainstTheBCDCsSolarInput() throws {
        let file = try vanWithArray()
        let first = try CableProcess.run(["check", file])
        #expect(first.status == 1)
        #expect(first.stdout.contains("Roof: pvCurrent: array current 13.43 A"), "\(first.stdout)")
        #expect(!first.stdout.contains("pvVoltage"))
        #expect(try CableProcess.run(["set", "array", file, "Roof", "--series", "2"]).status == 0)
        let second = try CableProcess.run(["check", file])
        #expect(second.status == 1)
        #expect(
            second.stdout.contains(
                "Roof: pvVoltage: open-circuit voltage 49.94 V at the coldest ambient exceeds the controller's 32 V PV input "
                    + "limit"), "\(second.stdout)")
    }

    /// Driven 1 h a day: 25 A × 12 V × 1 h = 300 Wh from the alternator, and the array for the
    /// 4 − 1 = 3 peak-sun hours left, 190 × 3 × 0.75 = 427.5 Wh; the report says why.
    @Test func report_countsTheArrayForTheSunHoursTheDriveLeaves() throws {
        let file = try vanWithArray()
        #expect(try CableProcess.run(["set", "charger", file, "BCDC", "--hours-per-day", "1"]).status == 0)
        let text = try CableProcess.run(["report", file])
        #expect(text.status == 0)
        #expect(
            text.stdout.contains(
                "428 Wh/day (of 570: for 1 h a day the unit charges at its rated output from its other input)"),
            "\(text.stdout)")
        let (_, json) = try SystemCommandTests.json(["report", file])
        let totals = try #require(json["totals"] as? [String: Any])
        expectClose(totals["dailyChargeWattHours"] as? Double, 727.5, tolerance: 1e-6)
    }

    /// The bill lists the array's PV cable and connectors, the diagram draws it into the charger.
    @Test func bomAndDiagram_showTheArray() throws {
        let file = try vanWithArray()
        let bom = try CableProcess.run(["bom", file])
        #expect(bom.status == 0)
        #expect(bom.stdout.contains("PV cable red (EN 50618 / UL 4703), rated for the 24.97 V cold Voc"), "\(bom.stdout)")
        #expect(bom.stdout.contains("Roof: PV module 95 W (1S2P)"))
        let diagram = try CableProcess.run(["diagram", file])
        #expect(diagram.status == 0)
        #expect(diagram.stdout.contains("Roof"))
    }

    /// The Renogy DCC50S from the catalogue carries no PV limit: an array naming it is refused
    /// (exit 65, the file unchanged) with the chargers it may name; with its limits given (here
    /// the 25 V / 660 W the brief quotes, as a user would from the label) it is accepted.
    @Test func addArray_onADCDCChargerWithoutASolarInput_isRefusedUntilItHasOne() throws {
        let file = try vanWithArray()
        #expect(
            try CableProcess.run([
                "add", "charger", file, "--from", "renogy-dcc50s", "--name", "DCC", "--length", "1m", "--input-length", "3m",
            ]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let arguments = [
            "add", "array", file, "--name", "Side", "--charger", "DCC", "--from", "philadelphia-solar-ps-m36s-95", "--series",
            "1", "--parallel", "1", "--length", "3m", "--min-temperature", "-10C",
        ]
        let refused = try CableProcess.run(arguments)
        #expect(refused.status == 65)
        #expect(
            refused.stderr.contains(
                "--charger: must name one of the file's chargers with a solar input ('BCDC'): a solar charger, or a DC-DC "
                    + "charger that gives maxInputVoltage, maxInputCurrent or maxInputPower, got 'DCC'"), "\(refused.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
        #expect(
            try CableProcess.run(["set", "charger", file, "DCC", "--max-input-voltage", "25V", "--max-input-power", "660W"])
                .status == 0)
        #expect(try CableProcess.run(arguments).status == 0)
        let (_, json) = try SystemCommandTests.json(["report", file])
        let arrays = try #require(json["arrays"] as? [[String: Any]])
        let side = try #require(arrays.first { $0["name"] as? String == "Side" })
        #expect(side["charger"] as? String == "DCC")
        #expect(side["maxInputVoltageVolts"] as? Double == 25)
    }
}
