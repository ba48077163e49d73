import Foundation
import Testing

/// rev34e F15 and F6 on the built binary: the review's RV (a 190 W array on a Renogy Rover 20,
/// whose maker gives no PV current limit) passes `check` once the controller is given its
/// `--max-input-power`; above it, `report` warns that the array clips. An inverter takes
/// `--surge-current`, exclusive with `--surge-power`.
@Suite("Controllers rated by PV power; inverter surge current (CLI)")
final class ControllerPowerCommandTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-pvpower") }

    /// The review's commands (rev34e F15), `parallel` strings of two PS-M36S-95 modules.
    private func rv(parallel: Int) throws -> String {
        let file = folder.appendingPathComponent("rv.json").path
        let steps: [[String]] = [
            ["new", file, "--name", "RV", "--voltage", "12V"],
            [
                "add", "battery", file, "--name", "House", "--chemistry", "lifepo4", "--capacity", "100Ah", "--voltage",
                "12.8V", "--length", "1m",
            ],
            ["add", "charger", file, "--from", "renogy-rover-20", "--name", "Rover", "--length", "1m"],
            [
                "add", "array", file, "--name", "Roof", "--charger", "Rover", "--from", "philadelphia-solar-ps-m36s-95",
                "--series", "2", "--parallel", String(parallel), "--length", "4m", "--min-temperature", "-10C",
            ],
        ]
        for step in steps { #expect(try CableProcess.run(step).status == 0, "\(step)") }
        return file
    }

    /// Without a limit: `pvCurrent` fails with no limit (1.25 × 5.37 A = 6.71 A), as before.
    /// With `--max-input-power 260W`: exit 0, and the JSON array row carries the 260 W.
    @Test func check_passesWithMaxInputPower() throws {
        let file = try rv(parallel: 1)
        let before = try CableProcess.run(["check", file])
        #expect(before.status == 1)
        #expect(before.stdout.contains("pvCurrent: array current 6.71 A"))
        let set = try CableProcess.run(["set", "charger", file, "Rover", "--max-input-power", "260W"])
        #expect(set.status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"maxInputPower\": \"260W\""))
        let after = try CableProcess.run(["check", file])
        #expect(after.status == 0, "\(after.stdout)")
        #expect(!after.stdout.contains("pvCurrent"))
        let json = try CableProcess.run(["report", "--json", file])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let array = try #require((root["arrays"] as? [[String: Any]])?.first)
        #expect(array["maxInputPowerWatts"] as? Double == 260)
        #expect(array["maxInputCurrentAmperes"] is NSNull)
    }

    /// Four modules, 2 × 2: 380 W at STC above 260 W — a warning in the report (in English and
    /// German), `check` still passes.
    @Test func report_warnsAboveMaxInputPower() throws {
        let file = try rv(parallel: 2)
        #expect(try CableProcess.run(["set", "charger", file, "Rover", "--max-input-power", "260W"]).status == 0)
        #expect(try CableProcess.run(["check", file]).status == 0)
        let report = try CableProcess.run(["report", file])
        #expect(report.status == 0)
        #expect(
            report.stdout.contains(
                "charger 'Rover': its arrays' 380 W (STC) is above its 260 W maximum PV input power: it limits its "
                    + "output, so the arrays clip at their peak"))
        let german = try CableProcess.run(["report", file, "--lang", "de"])
        #expect(german.stdout.contains("maximalen PV-Eingangsleistung von 260 W"))
    }

    /// The van's inverter given its DC surge current: 2000 W at 9.3 V is 238.95 A continuous; a
    /// 400 A `surgeCurrent` is the surge (not 4000 / (0.9 × 9.3) = 477.9 A), and its surge power
    /// shown is 400 × 0.9 × 9.3 = 3348 W. Both surge options at once are refused; `set` giving one
    /// removes the other.
    @Test func inverter_takesSurgeCurrent() throws {
        let file = folder.appendingPathComponent("van.json").path
        let example = try CableProcess.run(["example", "van"])
        try example.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let set = try CableProcess.run(["set", "inverter", file, "Inverter 2 kW", "--surge-current", "400A"])
        #expect(set.status == 0, "\(set.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"surgeCurrent\": \"400A\"") && !text.contains("\"surgePower\": \"4000W\""))
        let json = try CableProcess.run(["report", "--json", file])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let inverter = try #require((root["inverters"] as? [[String: Any]])?.first)
        expectClose(inverter["surgeCurrentAmperes"] as? Double, 400, tolerance: 1e-9)
        expectClose(inverter["surgePowerWatts"] as? Double, 3348, tolerance: 1e-9)
        let both = try CableProcess.run([
            "add", "inverter", file, "--name", "Second", "--power", "500W", "--surge-power", "1000W", "--surge-current", "80A",
        ])
        #expect(both.status != 0)
        let low = try CableProcess.run(["set", "inverter", file, "Inverter 2 kW", "--surge-current", "100A"])
        #expect(low.status == 65)
        #expect(low.stderr.contains("surgeCurrent") || low.stderr.contains("--surge-current"), "\(low.stderr)")
    }
}

/// rev34e F16: a DC-DC charger entry with a solar input whose limits the catalogue lacks says how
/// to give them; the Redarc BCDC entries carry their 32 V (docs/guide.md, "A DC-DC charger with a
/// solar (MPPT) input as well").
@Suite("Catalogue: DC-DC chargers with a PV input")
struct DCDCSolarInputCatalogTests {
    @Test(arguments: ["renogy-dcc50s", "ctek-d250se"])
    func catalogShow_saysThePVInputLimitsAreToBeGiven(id: String) throws {
        let result = try CableProcess.run(["catalog", "show", id])
        #expect(result.status == 0)
        // The value column may wrap: compare with the white space collapsed.
        let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains(
                "PV input limits not in the catalogue: give them from the unit's data sheet (--max-input-voltage, "
                    + "--max-input-current or --max-input-power) and an array can name the charger"))
        #expect(!words.contains("not modelled"))
        let orion = try CableProcess.run(["catalog", "show", "victron-orion-tr-smart-12-12-30"])
        #expect(!orion.stdout.contains("PV input"))
    }

    /// Redarc BCDC series installation guide, Table 1.6.1: the solar input shuts down above 33.0 V
    /// and runs again below 32.0 V; the entries carry 32 V.
    @Test(arguments: ["redarc-bcdc1225d", "redarc-bcdc1240d", "redarc-bcdc1250d"])
    func catalogShow_redarcCarriesIts32VSolarInput(id: String) throws {
        let result = try CableProcess.run(["catalog", "show", id])
        #expect(result.status == 0)
        let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("PV input Voc ≤ 32 V"), "\(result.stdout)")
        #expect(!words.contains("limits not in the catalogue"))
    }
}
