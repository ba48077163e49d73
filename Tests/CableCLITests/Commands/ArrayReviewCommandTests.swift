import Foundation
import Testing

/// The fourth #34 review's PV findings through the built binary (F19, F16, F8, F10a, F10f, F21):
/// stdout, stderr and exit code of `report`, `check`, `bom` and `set array`.
@Suite("PV arrays after the fourth review, on the command line")
final class ArrayReviewCommandTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-pvreview") }

    /// `cable example NAME` written to a file of the folder.
    func example(_ name: String) throws -> String {
        let file = folder.appendingPathComponent("\(name).json").path
        let example = try CableProcess.run(["example", name])
        try example.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// F19: four "12 V" Renogy modules (Voc 24.3 V) in parallel on the 24 V LiFePO4 cabin (charge
    /// voltage 2 × 14.2 = 28.4 V): 24.3 V < 28.4 + 5 = 33.4 V, the Vbat + 5 V Victron's MPPT
    /// manuals ask for to start. `check` fails; the report counts 0 Wh (it counted 4 × 100 W × 4 h ×
    /// 0.75 = 1200 Wh) and says why.
    @Test func cabin_twelveVoltModulesInParallel_chargeNothing() throws {
        let file = try example("cabin")
        let set = try CableProcess.run([
            "set", "array", file, "Ground array", "--voc", "24.3V", "--isc", "5.21A", "--vmp", "20.4V", "--imp", "4.91A",
            "--power", "100W", "--voc-temp-coefficient", "-0.28", "--series", "1", "--parallel", "4",
        ])
        #expect(set.status == 0, "\(set.stderr)")
        let check = try CableProcess.run(["check", file])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "Ground array: pvVoltage: open-circuit voltage 24.3 V is below 33.4 V, the battery's charge voltage + 5 V "
                    + "an MPPT controller needs to start: the array charges nothing (actual 24.3 V, limit 33.4 V)"),
            "\(check.stdout)")
        let report = try CableProcess.run(["report", file])
        #expect(report.status == 0)
        #expect(report.stdout.contains("0 Wh/day (its voltage is too low to charge the battery)"), "\(report.stdout)")
        #expect(
            report.stdout.contains(
                "array 'Ground array' cannot charge the battery: its 24.3 V open-circuit voltage is below the 28.4 V "
                    + "charge voltage + 5 V an MPPT controller needs to start, so no daily charge is counted from it"),
            "\(report.stdout)")
        let (_, json) = try SystemCommandTests.json(["report", file])
        // The cabin's other charger (a generator) runs 0 h a day: the day's charge is 0.
        let totals = try #require(json["totals"] as? [String: Any])
        #expect(totals["dailyChargeWattHours"] as? Double == 0)
    }

    /// F16: the van's array gives no minTemperature: `26.68 V at −10 °C` and a warning saying it was assumed
    /// (24.3 × (1 + 0.0028 × 35) = 26.68 V).
    @Test func van_coldestAmbientAssumed_isSaid() throws {
        let report = try CableProcess.run(["report", SystemCommandTests.fixture("examples/van.json")])
        #expect(report.status == 0)
        #expect(report.stdout.contains("26.68 V at −10 °C"), "\(report.stdout)")
        #expect(
            report.stdout.contains(
                "no coldest ambient given for array 'Roof array': −10 °C assumed for its cold open-circuit voltage"),
            "\(report.stdout)")
        let german = try CableProcess.run(["report", SystemCommandTests.fixture("examples/van.json"), "--lang", "de"])
        #expect(german.stdout.contains("−10 °C angenommen"), "\(german.stdout)")
    }

    /// F8: a bare `--min-temperature` typed under imperial units is refused (it was read as °C while
    /// the report showed °F); with its unit it is taken: 14 °F = −10 °C gives the van's 26.68 V.
    @Test func bareTemperatureUnderImperial_isRefused() throws {
        let file = try example("van")
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let bare = try CableProcess.run(["set", "array", file, "Roof array", "--min-temperature", "14", "--units", "imperial"])
        #expect(bare.status == 65)
        #expect(bare.stdout.isEmpty)
        #expect(
            bare.stderr == "error: --min-temperature: needs a unit under imperial units: write e.g. 14F or -10C, got '14'\n",
            "\(bare.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == before)
        let given = try CableProcess.run(["set", "array", file, "Roof array", "--min-temperature", "14F", "--units", "imperial"])
        #expect(given.status == 0, "\(given.stderr)")
        let report = try CableProcess.run(["report", file, "--units", "imperial"])
        #expect(report.stdout.contains("26.68 V at 14 °F"), "\(report.stdout)")
        // In a file whose own units are imperial, a bare temperature is refused too.
        let text = before.replacingOccurrences(of: #""peakSunHours": 5"#, with: #""peakSunHours": 5, "minTemperature": 14"#)
            .replacingOccurrences(of: #""units": "metric""#, with: #""units": "imperial""#)
        let imperial = folder.appendingPathComponent("imperial.json").path
        try text.write(toFile: imperial, atomically: true, encoding: .utf8)
        let check = try CableProcess.run(["check", imperial])
        #expect(check.status == 65)
        #expect(check.stderr.contains("arrays[0].minTemperature: needs a unit under imperial units"), "\(check.stderr)")
    }

    /// F10a: 1000 modules in series (20 400 V at STC, 26 681 V cold) is no longer refused with a key
    /// arrays do not have (`arrays[0].voltage`): `check` fails it on pvVoltage against the 1500 V
    /// PV parts are made for.
    @Test func thousandInSeries_failsPvVoltage_notTheFile() throws {
        let file = try example("van")
        let set = try CableProcess.run(["set", "array", file, "Roof array", "--series", "1000", "--parallel", "1"])
        #expect(set.status == 0, "\(set.stderr)")
        let check = try CableProcess.run(["check", file])
        #expect(check.status == 1)
        #expect(!check.stderr.contains("voltage: must be"), "\(check.stderr)")
        #expect(check.stdout.contains("Roof array: pvVoltage: open-circuit voltage 26681.4 V"), "\(check.stdout)")
    }

    /// F21: an out-of-range `--parallel` on an array names `--parallel` (it said
    /// `--parallel-conductors`), `--series 0` names `--series`, and an unknown unit is echoed as
    /// typed.
    @Test func arrayOptionErrors_nameTheOptionTyped() throws {
        let file = try example("van")
        let parallel = try CableProcess.run(["set", "array", file, "Roof array", "--parallel", "1001"])
        #expect(parallel.status == 65)
        #expect(
            parallel.stderr == "error: \(file): not changed: --parallel: must be a whole number from 1 to 1000, got 1001\n",
            "\(parallel.stderr)")
        let series = try CableProcess.run(["set", "array", file, "Roof array", "--series", "0"])
        #expect(series.status == 65)
        #expect(
            series.stderr == "error: \(file): not changed: --series: must be a whole number from 1 to 1000, got 0\n",
            "\(series.stderr)")
        let unit = try CableProcess.run(["set", "array", file, "Roof array", "--max-series-fuse", "15V"])
        #expect(unit.status == 65)
        #expect(unit.stderr.contains("unknown current unit 'V' (use A, mA or kA), got '15V'"), "\(unit.stderr)")
    }

    /// F10f: the van's four strings take 10 A string fuses (1.5625 × 5.21 = 8.14 A → 10 A); the PV
    /// connector line is rated for the fuse's 10 A, not 8.14 A.
    @Test func van_pvConnectors_areRatedForTheStringFuse() throws {
        let bom = try CableProcess.run(["bom", SystemCommandTests.fixture("examples/van.json"), "--json"])
        #expect(bom.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bom.stdout.utf8)) as? [String: Any])
        let lines = try #require(object["lines"] as? [[String: Any]])
        let connector = try #require(lines.first { $0["category"] as? String == "pvConnector" })
        #expect(connector["currentAmperes"] as? Double == 10, "\(connector)")
    }
}
