import Foundation
import Testing

/// PV arrays and DC-DC input runs through the built binary: the sample van's and cabin's figures
/// in `report --json`, `check`, and `add|set|remove|list array`.
@Suite("Solar arrays and DC-DC inputs on the command line")
final class SolarSourceCommandTests: TemporaryFolderSuite, ExampleFolder {
    init() throws { try super.init(named: "cable-solar") }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func report(_ fixture: String) throws -> [String: Any] {
        let (result, json) = try SystemCommandTests.json(["report", SystemCommandTests.fixture(fixture)])
        #expect(result.status == 0)
        return json
    }

    /// The van's roof array: four Renogy 100 W panels (Voc 24.3 V, Isc 5.21 A, −0.28 %/K) in
    /// parallel: cold Voc 24.3 × (1 + 0.0028 × 35) = 26.6814 V; 1.25 × 5.21 × 4 = 26.05 A;
    /// 1.5625 × 5.21 × 4 = 32.5625 A; string fuses 1.5625 × 5.21 = 8.14 A → 10 A (≤ 15 A). The run's
    /// drop is taken at Imp × 4 = 4.91 × 4 = 19.64 A, held to the van's critical 2 %.
    @Test func van_reportJSON_listsItsArrayAndItsRuns() throws {
        let json = try Self.report("examples/van.json")
        let arrays = try #require(json["arrays"] as? [[String: Any]])
        let array = try #require(arrays.first)
        #expect(array["name"] as? String == "Roof array")
        expectClose(array["vocColdVolts"] as? Double, 26.6814, tolerance: 1e-6)
        expectClose(array["maximumCurrentAmperes"] as? Double, 26.05, tolerance: 1e-6)
        expectClose(array["designCurrentAmperes"] as? Double, 32.5625, tolerance: 1e-6)
        #expect(array["stringFuseAmperes"] as? Double == 10)
        // 400 W × 5 h × 0.75.
        expectClose(array["dailyEnergyWattHours"] as? Double, 1500, tolerance: 1e-6)
        let circuits = try SystemCommandTests.circuits(json)
        let run = try #require(circuits.first { $0["kind"] as? String == "array" })
        expectClose(run["currentAmperes"] as? Double, 19.64, tolerance: 1e-6)
        expectClose(run["maxDropPercent"] as? Double, 2, tolerance: 1e-9)
        expectClose(run["fuseMinimumAmperes"] as? Double, 32.5625, tolerance: 1e-6)
        // Orion-class input: 30 A × 14.2 V (LiFePO4 4 × 3.55 V) / (0.87 × 12.5 V) = 39.1724 A.
        let input = try #require(circuits.first { $0["kind"] as? String == "chargerInput" })
        #expect(input["name"] as? String == "DC-DC charger")
        expectClose(input["currentAmperes"] as? Double, 30 * 14.2 / (0.87 * 12.5), tolerance: 1e-6)
        expectClose(input["lengthMeters"] as? Double, 4, tolerance: 1e-6)
        #expect(input["fuse"] is [String: Any])
    }

    /// The cabin's ground array: 3 × CS6R-400MS in series × 2: 3 × 37 × 1.091 = 121.101 V, within
    /// the 150 V controller; no string fuses with two strings.
    @Test func cabin_reportJSON_coldVocAndNoStringFuse() throws {
        let json = try Self.report("examples/cabin.json")
        let array = try #require((json["arrays"] as? [[String: Any]])?.first)
        expectClose(array["vocColdVolts"] as? Double, 121.101, tolerance: 1e-6)
        #expect(array["stringFuseAmperes"] is NSNull)
        #expect(array["maxInputVoltageVolts"] as? Double == 150)
    }

    @Test func addSetListRemove_array() throws {
        let file = path("pv.json")
        #expect(try CableProcess.run(["new", file, "--name", "PV", "--voltage", "12V"]).status == 0)
        #expect(
            try CableProcess.run([
                "add", "charger", file, "--name", "MPPT", "--kind", "solar", "--output-current", "30A", "--length", "1m",
                "--max-input-voltage", "100V", "--max-input-current", "35A",
            ]).status == 0)
        let add = try CableProcess.run([
            "add", "array", file, "--name", "Roof", "--charger", "MPPT", "--voc", "24.3V", "--isc", "5.21A", "--vmp", "20.4V",
            "--imp", "4.91A", "--power", "100W", "--voc-temp-coefficient", "-0.28", "--series", "4", "--parallel", "1",
            "--length", "5m",
        ])
        #expect(add.stderr == "added PV array 'Roof' to \(file)\n")
        let check = try CableProcess.run(["check", file])
        #expect(check.status == 1)
        #expect(check.stdout.contains("Roof: pvVoltage: open-circuit voltage 106.73 V"))
        #expect(try CableProcess.run(["set", "array", file, "roof", "--series", "2", "--parallel", "2"]).status == 0)
        #expect(try CableProcess.run(["check", file]).status == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""module": { "voc": "24.3V""#) || text.contains(#""voc": "24.3V""#))
        #expect(try CableProcess.run(["list", file]).stdout.contains("PV array  Roof"))
        #expect(try CableProcess.run(["remove", "array", file, "Roof"]).status == 0)
        #expect(try CableProcess.run(["list", file, "--json"]).stdout.contains(#""arrays": []"#))
    }

    /// The `input` object of the charger `name` in the system file at `path`, its members as text.
    static func input(of name: String, in path: String) throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let chargers = try #require(root["chargers"] as? [[String: Any]])
        let charger = try #require(chargers.first { $0["name"] as? String == name })
        let input = try #require(charger["input"] as? [String: Any])
        return input.mapValues { "\($0)" }
    }

    /// A file with a 12 V LiFePO4 bank, a solar controller (Victron 100/30: 100 V, 35 A) and a
    /// DC-DC charger, for the editing tests below.
    func solarFile() throws -> String {
        let file = path("edit.json")
        #expect(try CableProcess.run(["new", file, "--name", "PV", "--voltage", "12V"]).status == 0)
        #expect(
            try CableProcess.run([
                "add", "battery", file, "--name", "House", "--chemistry", "lifepo4", "--capacity", "200Ah", "--voltage",
                "12.8V", "--length", "1m",
            ]).status == 0)
        #expect(
            try CableProcess.run([
                "add", "charger", file, "--from", "victron-smartsolar-mppt-100-30", "--name", "MPPT", "--length", "1m",
            ]).status == 0)
        return file
    }

    /// The van's roof array (4 strings of Renogy 100 W, Isc 5.21 A) with a 9 A maximum series
    /// fuse: 1.5625 × 5.21 = 8.14 A is within it, but the gPV ratings go 8 A, 10 A, so no string
    /// fuse fits: `check` says that (not "above the maximum"), in English and in German, and the
    /// "(actual …, limit …)" after it rounds as the message does.
    @Test func van_stringFuseWithoutARatingBelowTheMaximum_isNamedAsSuch() throws {
        let file = try van("van.json")
        #expect(try CableProcess.run(["set", "array", file, "Roof array", "--max-series-fuse", "9A"]).status == 0)
        let check = try CableProcess.run(["check", file])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "Roof array: pvStringFuse: no standard string fuse rating between 8.14 A (1.56 × Isc) and the module's 9 A "
                    + "maximum series fuse (actual 8.14 A, limit 9 A)"), "\(check.stdout)")
        let german = try CableProcess.run(["check", file, "--lang", "de"])
        #expect(german.status == 1)
        #expect(
            german.stdout.contains(
                "kein Normwert einer Strangsicherung zwischen 8,14 A (1,56 × Isc) und der maximalen Reihensicherung des "
                    + "Moduls von 9 A"), "\(german.stdout)")
    }

    /// Three strings of a catalogue module whose data sheet's maximum series fuse is not in the
    /// catalogue (SunPower SPR-E19-235, Isc 6.18 A): the string fuse comes from 1.5625 × 6.18 =
    /// 9.66 A alone (10 A), `check` passes, and `report` warns that it was not checked.
    @Test func stringFusesWithoutAMaximum_areWarnedAboutInTheReport() throws {
        let file = try solarFile()
        let add = try CableProcess.run([
            "add", "array", file, "--from", "sunpower-spr-e19-235", "--name", "Roof", "--charger", "MPPT", "--series", "1",
            "--parallel", "3", "--length", "5m",
        ])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(try CableProcess.run(["check", file]).status == 0)
        let report = try CableProcess.run(["report", file])
        #expect(report.status == 0)
        #expect(
            report.stdout.contains(
                "no maximum series fuse given for the module of array 'Roof': its string fuses were chosen from 1.56 × Isc "
                    + "alone (set module.maxSeriesFuse from the data sheet)"), "\(report.stdout)")
    }

    /// `add array --from ID` fills the module from the catalogue: SunPower SPR-E19-235, CEC list
    /// Voc 48.4 V, Isc 6.18 A, β −0.12294 V/K = −0.254 %/K. Two in series at −10 °C:
    /// 2 × 48.4 × (1 + 0.00254 × 35) = 105.41 V > 100 V (pvVoltage); one in series 52.70 V passes.
    @Test func addArrayFromACatalogueModule_writesTheModulesFigures() throws {
        let file = try solarFile()
        let add = try CableProcess.run([
            "add", "array", file, "--from", "sunpower-spr-e19-235", "--name", "Roof", "--charger", "MPPT", "--series", "2",
            "--parallel", "1", "--length", "5m",
        ])
        #expect(add.status == 0, "\(add.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""voc": "48.4V""#))
        #expect(text.contains(#""vocTempCoefficient": -0.254"#))
        #expect(text.contains(#""catalogId": "sunpower-spr-e19-235""#))
        let check = try CableProcess.run(["check", file])
        #expect(check.status == 1)
        #expect(check.stdout.contains("Roof: pvVoltage: open-circuit voltage 105.41 V"), "\(check.stdout)")
        #expect(try CableProcess.run(["set", "array", file, "Roof", "--series", "1"]).status == 0)
        #expect(try CableProcess.run(["check", file]).status == 0)
        // A module is not a charger: the entry names the command to use.
        let wrong = try CableProcess.run([
            "add", "charger", file, "--from", "sunpower-spr-e19-235", "--name", "X", "--length", "1m",
        ])
        #expect(wrong.status == 65)
        #expect(wrong.stderr.contains("use 'cable add array'"), "\(wrong.stderr)")
    }

    /// Renaming the controller renames the array's `charger`; removing a controller an array
    /// names is refused and leaves the file as it was.
    @Test func renamingAController_followsInTheArray_andRemovingItIsRefused() throws {
        let file = try solarFile()
        #expect(
            try CableProcess.run([
                "add", "array", file, "--from", "neo-solar-power-d6p120a1f", "--name", "Roof", "--charger", "MPPT",
                "--series", "1", "--parallel", "2", "--length", "4m",
            ]).status == 0)
        #expect(try CableProcess.run(["set", "charger", file, "mppt", "--name", "Solar 100/30"]).status == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""charger": "Solar 100/30""#))
        #expect(try CableProcess.run(["check", file]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let remove = try CableProcess.run(["remove", "charger", file, "Solar 100/30"])
        #expect(remove.status == 65)
        #expect(
            remove.stderr.contains("array 'Roof' --charger: must name one of the file's chargers with a solar input"),
            "\(remove.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    /// `--input-length`, `--input-voltage`, `--input-efficiency` and `--input-feed` write the
    /// DC-DC charger's `input`; renaming the bank it names renames `input.feed`; `--unset
    /// input-voltage` removes one. Orion 12/12-30 from the catalogue (30 A) without an efficiency:
    /// the input's default 0.87 (its data sheet), at 12.5 V 30 × 14.2 / (0.87 × 12.5) = 39.17 A;
    /// with `--input-efficiency 0.9`, 426 / (0.9 × 12.5) = 37.87 A.
    @Test func dcdcInputOptions_writeTheInputObject() throws {
        let file = try solarFile()
        let add = try CableProcess.run([
            "add", "charger", file, "--from", "victron-orion-tr-smart-12-12-30", "--name", "Orion", "--length", "1m",
            "--input-length", "4m", "--input-voltage", "12.5V",
        ])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(try Self.input(of: "Orion", in: file) == ["length": "4m", "voltage": "12.5V"])
        func inputCurrent() throws -> Double? {
            let json = try SystemCommandTests.json(["report", file]).1
            let input = try #require(try SystemCommandTests.circuits(json).first { $0["kind"] as? String == "chargerInput" })
            return input["currentAmperes"] as? Double
        }
        expectClose(try inputCurrent(), 30 * 14.2 / (0.87 * 12.5), tolerance: 1e-6)
        #expect(try CableProcess.run(["set", "charger", file, "Orion", "--input-efficiency", "0.9"]).status == 0)
        #expect(try Self.input(of: "Orion", in: file) == ["length": "4m", "voltage": "12.5V", "efficiency": "0.9"])
        expectClose(try inputCurrent(), 30 * 14.2 / (0.9 * 12.5), tolerance: 1e-6)
        let zero = try CableProcess.run(["set", "charger", file, "Orion", "--input-efficiency", "0"])
        #expect(zero.status == 64 || zero.status == 65, "\(zero.stderr)")
        #expect(try CableProcess.run(["set", "charger", file, "Orion", "--unset", "input-efficiency"]).status == 0)
        // The charger charges House (the first bank): its input draws from a second bank, which
        // then charges nothing — House is refused as its input's feed.
        let own = try CableProcess.run(["set", "charger", file, "Orion", "--input-feed", "House"])
        #expect(own.status == 65)
        #expect(
            own.stderr.contains("not changed: --input-feed: must name another bank than 'House', the one the charger charges"))
        // A start battery off the house bus is a source it may draw from (rev34d F7: a second
        // house-bus bank is not, being on the bus the charger charges).
        #expect(
            try CableProcess.run([
                "add", "battery", file, "--name", "Start", "--chemistry", "agm", "--capacity", "90Ah", "--voltage", "12V",
                "--bus", "separate",
            ]).status == 0)
        #expect(try CableProcess.run(["set", "charger", file, "Orion", "--input-feed", "Start"]).status == 0)
        #expect(try CableProcess.run(["set", "battery", file, "Start", "--name", "Service bank"]).status == 0)
        #expect(try Self.input(of: "Orion", in: file) == ["length": "4m", "voltage": "12.5V", "feed": "Service bank"])
        #expect(try CableProcess.run(["set", "charger", file, "Orion", "--unset", "input-voltage"]).status == 0)
        #expect(try Self.input(of: "Orion", in: file) == ["length": "4m", "feed": "Service bank"])
        let wrongKind = try CableProcess.run(["set", "battery", file, "Service bank", "--input-length", "2m"])
        #expect(wrongKind.status == 64)
    }

    /// The cabin's controller (50 A PV input) with a second array: its 2 × CS6R-400MS strings
    /// (1.25 × 13.85 × 2 = 34.625 A) and 2 strings of a 12.28 A module (1.25 × 12.28 × 2 = 30.7 A)
    /// add to 65.325 A at the controller: `check` fails with one pvCurrent line naming both
    /// arrays, though each alone is within 50 A (and the cabin alone raises none).
    @Test func check_twoArraysOnOneController_failsPvCurrent() throws {
        let file = path("cabin.json")
        try FileManager.default.copyItem(atPath: SystemCommandTests.fixture("examples/cabin.json"), toPath: file)
        let before = try CableProcess.run(["check", file])
        #expect(!before.stdout.contains("pvCurrent"), "\(before.stdout)")
        let add = try CableProcess.run([
            "add", "array", file, "--name", "Shed array", "--charger", "Solar MPPT", "--voc", "45.6V", "--isc", "12.28A",
            "--vmp", "38.1V", "--imp", "11.55A", "--power", "440W", "--voc-temp-coefficient", "-0.27", "--series", "2",
            "--parallel", "2", "--length", "10m",
        ])
        #expect(add.status == 0, "\(add.stderr)")
        let check = try CableProcess.run(["check", file])
        #expect(check.status == 1)
        let lines = check.stdout.split(separator: "\n").filter { $0.contains("pvCurrent") }
        #expect(lines.count == 1, "\(check.stdout)")
        #expect(
            lines.first?.contains(
                "Ground array, Shed array: pvCurrent: array current 65.33 A (1.25 × Isc × strings) exceeds the controller's 50 A PV input limit"
            ) == true, "\(check.stdout)")
    }

    /// The array → controller run takes no overcurrent device (NEC 690.9(A)): the cabin's report
    /// says so where the fuse would be, in English and German; `report --json` writes `fuse` null
    /// and `fuseNotRequired` "nec690_9A" (null on every other circuit); `check` raises no noFuse
    /// for it (its cold Voc, 121.1 V, found no fuse family before).
    @Test func cabin_arrayRun_fuseNotRequired() throws {
        let cabin = SystemCommandTests.fixture("examples/cabin.json")
        let text = try CableProcess.run(["report", cabin])
        #expect(text.status == 0 || text.status == 1)
        let row = text.stdout.split(separator: "\n").first { $0.contains("Ground array") && $0.contains("PV array") }
        #expect(row?.contains("not required (NEC 690.9(A))") == true, "\(text.stdout)")
        let german = try CableProcess.run(["report", cabin, "--lang", "de"])
        #expect(german.stdout.contains("nicht erforderlich (NEC 690.9(A))"), "\(german.stdout)")
        let json = try Self.report("examples/cabin.json")
        let circuits = try SystemCommandTests.circuits(json)
        let run = try #require(circuits.first { $0["kind"] as? String == "array" })
        #expect(run["fuse"] is NSNull)
        #expect(run["fuseNotRequired"] as? String == "nec690_9A")
        #expect(circuits.filter { $0["kind"] as? String != "array" }.allSatisfy { $0["fuseNotRequired"] is NSNull })
        let check = try CableProcess.run(["check", cabin])
        #expect(!check.stdout.contains("Ground array: noFuse"), "\(check.stdout)")
    }
}

extension SolarSourceCommandTests {
    /// `list` of the sample van: the solar charger's use comes from its array (the report counts
    /// 400 W × 5 h × 0.75 = 1500 Wh/day from it, not its hours a day), and the DC-DC charger's
    /// 4 m input run is listed beside its 1 m output.
    @Test func vanList_solarChargerFromItsArray_andTheDCDCInputRun() throws {
        let result = try CableProcess.run(["list", SystemCommandTests.fixture("examples/van.json")])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let solar = try #require(lines.first { $0.hasPrefix("charger   Solar MPPT") })
        #expect(solar.hasSuffix("from Roof array"))
        #expect(!solar.contains("h/day"))
        let dcdc = try #require(lines.first { $0.hasPrefix("charger   DC-DC charger") })
        #expect(dcdc.contains("1 m, input 4 m"))
        #expect(dcdc.hasSuffix("1.5 h/day"))
    }

    /// The array's coldest temperature (the default −10 °C) with a minus sign, as the rest of the
    /// output writes negatives.
    @Test func vanReport_coldestTemperatureWithAMinusSign() throws {
        let result = try CableProcess.run(["report", SystemCommandTests.fixture("examples/van.json")])
        #expect(result.stdout.contains("26.68 V at −10 °C"))
        #expect(!result.stdout.contains("at -10"))
    }
}

extension SolarSourceCommandTests {
    /// The sample van with its solar charger's limits removed: an unknown limit is not a pass.
    /// `check` exits 1 with both figures unchecked (cold Voc 26.6814 V, 1.25 × 5.21 × 4 = 26.05 A),
    /// and `report` says so in its warnings.
    @Test func vanWithoutControllerLimits_checkFails_reportWarns() throws {
        let van = try String(contentsOfFile: SystemCommandTests.fixture("examples/van.json"), encoding: .utf8)
        let stripped = van.replacingOccurrences(of: #", "maxInputVoltage": "100V", "maxInputCurrent": "35A""#, with: "")
        #expect(stripped != van)
        let file = path("van.json")
        try stripped.write(toFile: file, atomically: true, encoding: .utf8)
        let check = try CableProcess.run(["check", file])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "Roof array: pvVoltage: open-circuit voltage 26.68 V at the coldest ambient is unchecked: the controller "
                    + "gives no maxInputVoltage (set it from its data sheet)\n"), "\(check.stdout)")
        #expect(
            check.stdout.contains(
                "Roof array: pvCurrent: array current 26.05 A (1.25 × Isc × strings) is unchecked: the controller gives no "
                    + "maxInputCurrent or maxInputPower (set one from its data sheet)\n"), "\(check.stdout)")
        let report = try CableProcess.run(["report", file])
        #expect(report.status == 0)
        #expect(
            report.stdout.contains(
                "charger 'Solar MPPT' gives no maxInputVoltage or maxInputCurrent: its arrays' 26.68 V cold "
                    + "open-circuit voltage and 26.05 A (1.25 × Isc × strings) are unchecked against it (set both from its "
                    + "data sheet)"), "\(report.stdout)")
    }

    /// Under imperial units the coldest ambient is shown in °F: −10 °C × 9/5 + 32 = 14 °F (the
    /// file still gives it in °C).
    @Test func vanReport_imperial_coldestTemperatureInFahrenheit() throws {
        let result = try CableProcess.run([
            "report", SystemCommandTests.fixture("examples/van.json"), "--units", "imperial",
        ])
        #expect(result.stdout.contains("26.68 V at 14 °F"), "\(result.stdout)")
        #expect(!result.stdout.contains("at −10 °C"))
    }
}
