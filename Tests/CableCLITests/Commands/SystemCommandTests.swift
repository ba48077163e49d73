import Foundation
import Testing

/// `cable report`, `check`, `bom` and `example` run as the built binary on the sample systems,
/// with every number checked against hand computation (see the CableCore fixture tests for the
/// working: copper 0.017 Ω·mm²/m, drop over twice the one-way run, fuse ≥ 1.25 × I and ≤ ampacity).
@Suite("System commands: report, check, bom, example and units")
struct SystemCommandTests {
    static func fixture(_ path: String) -> String {
        PackagePaths.root.appendingPathComponent("Fixtures").appendingPathComponent(path).path
    }

    static let van = fixture("systems/van.json")
    static let sailboat = fixture("systems/sailboat.json")
    static let cabin = fixture("systems/cabin.json")

    /// Runs `cable … --json` with an environment and parses stdout as an object.
    static func json(_ arguments: [String], environment: [String: String] = [:]) throws -> (ProcessResult, [String: Any]) {
        let result = try CableProcess.run(arguments + ["--json"], environment: environment)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (result, try #require(object, "stdout is not a JSON object: \(result.stdout) \(result.stderr)"))
    }

    static func circuits(_ json: [String: Any]) throws -> [[String: Any]] {
        try #require(json["circuits"] as? [[String: Any]])
    }

    static func circuit(_ name: String, in json: [String: Any]) throws -> [String: Any] {
        try #require(try circuits(json).first { $0["name"] as? String == name }, "no circuit '\(name)'")
    }

    /// The cells of a text table row: columns are separated by at least two spaces.
    static func cells(of name: String, in text: String) throws -> [String] {
        let line = try #require(text.split(separator: "\n").first { $0.contains("  \(name)  ") }, "no row '\(name)'")
        return line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The cells of the first row that starts with `prefix` (a table's first column).
    static func cells(startingWith prefix: String, in text: String) throws -> [String] {
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(prefix) }, "no row '\(prefix)'")
        return line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    // MARK: - report --json

    /// One circuit of `report --json` as worked out by hand.
    struct Row: CustomTestStringConvertible, Sendable {
        let file: String
        let kind: String
        let name: String
        let amperes: Double
        let meters: Double
        let label: String
        let area: Double
        let awg: String?
        let dropPercent: Double
        let lossWatts: Double
        let fuse: Double
        let fuseType: String?
        let limitedBy: String?
        var testDescription: String { "\(URL(fileURLWithPath: file).lastPathComponent) \(name)" }
    }

    // Sizes under the path rule (each limit the segment's share of its path; PathDropTests works the
    // split by hand); currents and lengths as before.
    static let rows: [Row] = [
        // Van (SystemFixtureReportTests works each by hand): Fridge 5 A over 4 m at the 1.79 % its path
        // leaves needs 3.17 mm² → 4 mm², a 10 A Class T (3.86 kA behind the fuse block's feeder: of the
        // families that interrupt it, Class T makes the lowest rating above 6.25 A); the
        // heater's glow plug (12.5 A for 180 s) needs a 15 A fuse (ISO 8820-3: 110 % carried), a Class T
        // on 2.5 mm²; the inverter's feed carries 2000 / (0.9 · 9.3) = 238.95 A and is upsized to 70 mm²
        // for a 300 A fuse; solar 30 A over 5 m at the 2 % charging limit less the bank's 0.62 %: 35 mm²;
        // the bank feed carries the 261.28 A peak on 120 mm² with a 350 A Class T.
        Row(
            file: van, kind: "load", name: "Fridge", amperes: 5, meters: 4, label: "4 mm²", area: 4, awg: nil,
            dropPercent: 1.4166666666666667, lossWatts: 0.8500000000000001, fuse: 10, fuseType: "classT", limitedBy: "voltageDrop"
        ),
        Row(
            file: van, kind: "load", name: "Diesel heater", amperes: 40.0 / 12, meters: 2, label: "2.5 mm²", area: 2.5, awg: nil,
            dropPercent: 0.7555555555555555, lossWatts: 0.3022222222222223, fuse: 15, fuseType: "classT", limitedBy: "voltageDrop"
        ),
        Row(
            file: van, kind: "inverter", name: "Inverter 2 kW", amperes: 2000 / (0.9 * 9.3), meters: 1.5, label: "70 mm²",
            area: 70,
            awg: nil, dropPercent: 1.4507595152756443, lossWatts: 41.598839147688714, fuse: 300, fuseType: "classT",
            limitedBy: "ampacity"),
        Row(
            file: van, kind: "charger", name: "Solar MPPT", amperes: 30, meters: 5, label: "35 mm²", area: 35, awg: nil,
            // 18.7 kA at the bus: Class T.
            dropPercent: 1.2142857142857144, lossWatts: 4.371428571428572, fuse: 40, fuseType: "classT", limitedBy: "voltageDrop"),
        Row(
            file: van, kind: "battery", name: "House bank", amperes: 22 + 1.0 / 3 + 2000 / (0.9 * 9.3), meters: 1,
            label: "120 mm²", area: 120, awg: nil, dropPercent: 0.6169157374220098,
            lossWatts: 19.342674317423878, fuse: 350, fuseType: "classT", limitedBy: "voltageDrop"),
        // Sailboat (AWG, feet): windlass 80 A over 40 ft at 10 % → 4 AWG; the plotter's 0.83 A would fit
        // 20 AWG, but a separately run conductor is at least 16 AWG; the cabin lights' 16 AWG and 5 A
        // fuse are given; the alternator's run is in the engine room by default (6 AWG, not 8 AWG); the
        // bank feed carries the chargers' 105 A (above the 97.125 A peak) and its 440 Ah AGM names no CCA:
        // up to 14 × 440 = 6160 CCA, beyond ABYC's table, so 20 kA: a 150 A Class T.
        Row(
            file: sailboat, kind: "load", name: "Anchor windlass", amperes: 80, meters: 12.192, label: "4 AWG",
            // 100 A at the bus, where a short draws 3.1 kA: MIDI and MEGA (2 kA) are out, ANL (6 kA) first.
            area: 21.15063942544283, awg: "4", dropPercent: 6.53294669823473, lossWatts: 125.4325766061068, fuse: 100,
            fuseType: "anl", limitedBy: "voltageDrop"),
        Row(
            file: sailboat, kind: "load", name: "Chart plotter", amperes: 20.0 / 24, meters: 4.572, label: "16 AWG",
            area: 1.3086957277552627, awg: "16", dropPercent: 0.4124335309979234, lossWatts: 0.08248670619958469, fuse: 3,
            fuseType: "classT", limitedBy: "minimumSize"),
        Row(
            file: sailboat, kind: "load", name: "Cabin lights", amperes: 1.25, meters: 6.096, label: "16 AWG",
            area: 1.3086957277552627, awg: "16", dropPercent: 0.8248670619958468, lossWatts: 0.24746011859875405, fuse: 6,
            fuseType: nil, limitedBy: nil),
        Row(
            file: sailboat, kind: "charger", name: "Alternator", amperes: 60, meters: 2.4384, label: "6 AWG",
            area: 13.301767890969138,
            awg: "6", dropPercent: 1.558168821609916, lossWatts: 22.43763103118279, fuse: 80, fuseType: "anl",
            limitedBy: "voltageDrop"),
        Row(
            file: sailboat, kind: "battery", name: "House bank", amperes: 105, meters: 1.8288,
            label: "4 AWG", area: 21.15063942544283, awg: "4", dropPercent: 1.2861738812149623,
            lossWatts: 32.41158180661705, fuse: 150, fuseType: "classT", limitedBy: "voltageDrop"),
        // Cabin (48 V, 30 °C, 90 °C insulation reads the 85 °C column); its LiFePO4 bank charges to
        // 16 × 3.55 = 56.8 V; 27.7 kA at the bus leaves only the Class T (20 kA) for every fuse; the
        // inverter's feed carries 5000 / (0.9 · 37.2) = 149.34 A: floor 186.68 A → 200 A Class T,
        // above 35 mm²'s 185 A, so 50 mm² (230 A).
        Row(
            file: cabin, kind: "inverter", name: "Inverter 5 kW", amperes: 5000 / (0.9 * 37.2), meters: 2,
            label: "50 mm²", area: 50, awg: nil, dropPercent: 0.4397675228992432,
            lossWatts: 31.524553612848973, fuse: 200, fuseType: "classT", limitedBy: "ampacity"),
        Row(
            file: cabin, kind: "load", name: "Well pump", amperes: 750.0 / 48, meters: 40,
            label: "25 mm²", area: 25, awg: nil, dropPercent: 1.840427083333333,
            lossWatts: 13.803203124999998, fuse: 20, fuseType: "classT", limitedBy: "voltageDrop"),
        Row(
            file: cabin, kind: "load", name: "Router and modem", amperes: 15.0 / 48, meters: 10,
            label: "1 mm²", area: 1, awg: nil, dropPercent: 0.23005338541666662,
            lossWatts: 0.0345080078125, fuse: 1, fuseType: "classT", limitedBy: "minimumSize"),
        Row(
            file: cabin, kind: "charger", name: "Solar array", amperes: 4000.0 / 48, meters: 15,
            label: "35 mm²", area: 35, awg: nil, dropPercent: 2.629181547619047,
            lossWatts: 105.16726190476189, fuse: 110, fuseType: "classT", limitedBy: "voltageDrop"),
        Row(
            file: cabin, kind: "battery", name: "Server-rack bank", amperes: 825.0 / 48 + 5000 / (0.9 * 37.2), meters: 1.5,
            label: "50 mm²", area: 50, awg: nil, dropPercent: 0.3677844507681825, lossWatts: 29.39869847641331, fuse: 225,
            fuseType: "classT", limitedBy: "voltageDrop"),
    ]

    @Test(arguments: rows)
    func reportJSON_circuit_matchesHandComputation(_ row: Row) throws {
        let (result, json) = try Self.json(["report", row.file])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let circuit = try Self.circuit(row.name, in: json)
        #expect(circuit["kind"] as? String == row.kind)
        expectClose(circuit["currentAmperes"] as? Double, row.amperes, tolerance: 1e-9)
        expectClose(circuit["lengthMeters"] as? Double, row.meters, tolerance: 1e-9)
        let conductor = try #require(circuit["conductor"] as? [String: Any])
        #expect(conductor["label"] as? String == row.label)
        expectClose(conductor["areaSquareMillimeters"] as? Double, row.area, tolerance: 1e-9)
        if let awg = row.awg {
            #expect(conductor["awg"] as? String == awg)
        } else {
            #expect(conductor["awg"] is NSNull)
        }
        expectClose(circuit["voltageDropPercent"] as? Double, row.dropPercent, tolerance: 1e-9)
        expectClose(circuit["powerLossWatts"] as? Double, row.lossWatts, tolerance: 1e-9)
        let fuse = try #require(circuit["fuse"] as? [String: Any])
        expectClose(fuse["ratingAmperes"] as? Double, row.fuse, tolerance: 0)
        if let type = row.fuseType {
            #expect(fuse["type"] as? String == type)
            #expect(fuse["fromFile"] as? Bool == false)
        } else {
            #expect(fuse["type"] is NSNull)
            #expect(fuse["fromFile"] as? Bool == true)
        }
        if let limitedBy = row.limitedBy {
            #expect(circuit["limitedBy"] as? String == limitedBy)
        } else {
            #expect(circuit["limitedBy"] is NSNull)
        }
    }

    /// Totals as worked out by hand (CableCoreTests' SystemFixtureReportTests shows each step):
    /// peak = Σ DC I + Σ inverter P / (η · V_cutoff); daily = Σ V·I·h + Σ AC energy / η + idle · 24 h;
    /// charge = Σ V·I·eff·h, stored × the chemistry's charge efficiency; usable = nominal × usable
    /// fraction × the per-load Peukert factor; autonomy = usable / daily; recharge = bulk (+ absorption).
    struct Totals: CustomTestStringConvertible, Sendable {
        let file: String
        let name: String
        let nominalVoltage: Double
        let series: String
        let peak: Double
        let surge: Double
        let daily: Double
        let charge: Double
        let stored: Double
        let nominal: Double
        let usable: Double
        let recharge: Double
        let absorption: Double
        /// The warnings, in English.
        var warnings: [String] = []
        var testDescription: String { name }
    }

    @Test(arguments: [
        Totals(
            file: van, name: "Camper van", nominalVoltage: 12, series: "metric", peak: 22 + 1.0 / 3 + 2000 / 8.37,
            surge: 22 + 1.0 / 3 + 4000 / 8.37, daily: 1217 + 380 / 0.9 + 192, charge: 1890, stored: 1852.2, nominal: 3584,
            usable: 2824.753054186556, recharge: 3584 * 0.8 / 0.98 / 930, absorption: 0,
            // 4000 W / (0.9 × 9.3 V) = 477.9 A, given without surgeSeconds.
            warnings: [
                "inverter 'Inverter 2 kW': its 477.9 A surge was not checked against the fuse: a fuse's time-current "
                    + "characteristic needs the surge's duration (add surgeSeconds)"
            ]),
        Totals(
            file: sailboat, name: "Sailboat 38 ft", nominalVoltage: 24, series: "awg", peak: 97.125, surge: 97.125,
            daily: 1478.4, charge: 2880, stored: 2592, nominal: 10560, usable: 5152.553066486063,
            recharge: 10560 * 0.3 / 0.9 / 2448 + 8, absorption: 8),
        Totals(
            file: cabin, name: "Off-grid cabin", nominalVoltage: 48, series: "metric", peak: 825.0 / 48 + 5000 / (0.9 * 37.2),
            surge: 825.0 / 48 + 10000 / (0.9 * 37.2), daily: 1410 + 4500 / 0.93 + 720, charge: 16000, stored: 15680,
            nominal: 28672, usable: 22792.618165106964, recharge: 22937.6 / (6080 * 0.98), absorption: 0,
            // 10000 W / (0.9 × 37.2 V) = 298.69 A, given without surgeSeconds.
            warnings: [
                "inverter 'Inverter 5 kW': its 298.69 A surge was not checked against the fuse: a fuse's time-current "
                    + "characteristic needs the surge's duration (add surgeSeconds)"
            ]),
    ])
    func reportJSON_totals_matchHandComputation(_ expected: Totals) throws {
        let (result, json) = try Self.json(["report", expected.file])
        #expect(result.status == 0)
        #expect(json["schemaVersion"] as? Int == 1)
        let system = try #require(json["system"] as? [String: Any])
        #expect(system["name"] as? String == expected.name)
        #expect(system["nominalVoltage"] as? Double == expected.nominalVoltage)
        #expect(system["series"] as? String == expected.series)
        let totals = try #require(json["totals"] as? [String: Any])
        expectClose(totals["peakCurrentAmperes"] as? Double, expected.peak, tolerance: 1e-9)
        expectClose(totals["surgeCurrentAmperes"] as? Double, expected.surge, tolerance: 1e-9)
        expectClose(totals["dailyEnergyWattHours"] as? Double, expected.daily, tolerance: 1e-9)
        expectClose(totals["dailyChargeWattHours"] as? Double, expected.charge, tolerance: 1e-9)
        expectClose(totals["dailyChargeStoredWattHours"] as? Double, expected.stored, tolerance: 1e-9)
        expectClose(totals["bankNominalEnergyWattHours"] as? Double, expected.nominal, tolerance: 1e-9)
        expectClose(totals["usableEnergyWattHours"] as? Double, expected.usable, tolerance: 1e-8)
        expectClose(totals["autonomyDays"] as? Double, expected.usable / expected.daily, tolerance: 1e-9)
        expectClose(totals["rechargeHours"] as? Double, expected.recharge, tolerance: 1e-12)
        expectClose(totals["rechargeAbsorptionHours"] as? Double, expected.absorption, tolerance: 0)
        #expect(json["warnings"] as? [String] == expected.warnings)
    }

    @Test(arguments: [van, sailboat, cabin])
    func reportJSON_everyRecord_hasTheContractKeys(_ file: String) throws {
        let (_, json) = try Self.json(["report", file])
        #expect(Set(json.keys).isSuperset(of: ["schemaVersion", "system", "circuits", "totals", "warnings"]))
        let system = try #require(json["system"] as? [String: Any])
        #expect(Set(system.keys).isSuperset(of: ["name", "nominalVoltage"]))
        let circuitKeys: Set<String> = [
            "kind", "name", "currentAmperes", "lengthMeters", "conductor", "voltageDropPercent", "powerLossWatts", "fuse",
            "limitedBy",
        ]
        for circuit in try Self.circuits(json) {
            #expect(Set(circuit.keys).isSuperset(of: circuitKeys), "\(circuit["name"] ?? "?")")
            #expect(["load", "charger", "battery", "inverter", "panel"].contains(circuit["kind"] as? String))
            #expect(circuit["insulationCelsius"] is Int && circuit["engineRoom"] is Bool && circuit["bundledConductors"] is Int)
            let conductor = try #require(circuit["conductor"] as? [String: Any])
            #expect(Set(conductor.keys).isSuperset(of: ["label", "areaSquareMillimeters", "awg"]))
        }
        let totals = try #require(json["totals"] as? [String: Any])
        #expect(
            Set(totals.keys).isSuperset(of: [
                "peakCurrentAmperes", "dailyEnergyWattHours", "dailyChargeWattHours", "bankNominalEnergyWattHours",
                "usableEnergyWattHours", "autonomyDays", "rechargeHours", "surgeCurrentAmperes", "dailyChargeStoredWattHours",
                "rechargeAbsorptionHours",
            ]))
        #expect(json["inverters"] is [Any] && json["acLoads"] is [Any])
    }

    @Test func reportJSON_van_givesTheInverterAndItsACLoads() throws {
        let (_, json) = try Self.json(["report", Self.van])
        let inverters = try #require(json["inverters"] as? [[String: Any]])
        #expect(inverters.count == 1)
        let inverter = inverters[0]
        #expect(inverter["name"] as? String == "Inverter 2 kW")
        // 2000 W at 90 % from 9.3 V (0.775 × 12 V, Victron's default shutdown): 238.95 A; surge 4000 W:
        // 477.9 A; AC loads 1000 + 65 W; (250 + 130) / 0.9 + 8 · 24 = 614.22 Wh a day.
        expectClose(inverter["continuousCurrentAmperes"] as? Double, 2000 / 8.37, tolerance: 1e-12)
        expectClose(inverter["surgeCurrentAmperes"] as? Double, 4000 / 8.37, tolerance: 1e-12)
        expectClose(inverter["cutoffVoltageVolts"] as? Double, 9.3, tolerance: 1e-12)
        expectClose(inverter["efficiency"] as? Double, 0.9, tolerance: 0)
        expectClose(inverter["idlePowerWatts"] as? Double, 8, tolerance: 0)
        expectClose(inverter["powerWatts"] as? Double, 2000, tolerance: 0)
        expectClose(inverter["surgePowerWatts"] as? Double, 4000, tolerance: 0)
        expectClose(inverter["acLoadWatts"] as? Double, 1065, tolerance: 0)
        expectClose(inverter["dailyAcEnergyWattHours"] as? Double, 380, tolerance: 1e-12)
        expectClose(inverter["dailyEnergyWattHours"] as? Double, 380 / 0.9 + 192, tolerance: 1e-12)
        let loads = try #require(json["acLoads"] as? [[String: Any]])
        #expect(loads.map { $0["name"] as? String } == ["Coffee maker", "Laptop"])
        let coffee = loads[0]
        #expect(coffee["inverter"] as? String == "Inverter 2 kW")
        expectClose(coffee["powerWatts"] as? Double, 1000, tolerance: 0)
        expectClose(coffee["hoursPerDay"] as? Double, 0.25, tolerance: 0)
        expectClose(coffee["dailyAcEnergyWattHours"] as? Double, 250, tolerance: 0)
        expectClose(coffee["dailyEnergyWattHours"] as? Double, 250 / 0.9, tolerance: 1e-12)
        expectClose(coffee["bankCurrentAmperes"] as? Double, 1000 / 10.8, tolerance: 1e-12)
        // The AC loads are not circuits.
        #expect(try Self.circuits(json).allSatisfy { $0["name"] as? String != "Coffee maker" })
    }

    // MARK: - report (text)

    @Test func reportText_van_showsEachCircuitAndTheEnergyBudget() throws {
        let result = try CableProcess.run(["report", Self.van])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout.hasPrefix(
                "Camper van — 12 V system\nLengths are one-way runs; drop is over the round trip (out and back).\n"))
        #expect(
            try Self.cells(of: "Fridge", in: result.stdout) == [
                "load", "Fridge", "5 A", "4 m", "4 mm²", "1.42 %", "≤ 1.79 %", "0.85 W", "10 A Class T", "≤ 177.8 mm",
                "voltage drop",
                "2.63 % ≤ 3 %",
            ])
        #expect(
            try Self.cells(of: "Diesel heater", in: result.stdout) == [
                "load", "Diesel heater", "3.33 A", "2 m", "2.5 mm²", "0.76 %", "≤ 0.79 %", "0.3 W", "15 A Class T", "≤ 177.8 mm",
                "voltage drop", "1.97 % ≤ 2 %",
            ])
        #expect(
            try Self.cells(of: "Inverter 2 kW", in: result.stdout) == [
                "inverter", "Inverter 2 kW", "238.95 A", "1.5 m", "70 mm²", "1.45 %", "≤ 2.38 %", "41.6 W", "300 A Class T",
                "≤ 177.8 mm", "ampacity (to fit a fuse)", "2.07 % ≤ 3 %",
            ])
        #expect(
            try Self.cells(of: "House bank", in: result.stdout) == [
                "battery", "House bank", "261.28 A", "1 m", "120 mm²", "0.62 %", "≤ 0.77 %", "19.34 W", "350 A Class T",
                "≤ 177.8 mm", "voltage drop", "-",
            ])
        // The inverter's figures, and the AC loads, which are not DC circuits.
        #expect(
            try Self.cells(startingWith: "Inverter 2 kW ", in: result.stdout) == [
                "Inverter 2 kW", "2000 W", "4000 W", "90 %", "9.3 V", "238.95 A", "477.9 A", "1065 W", "614 Wh/day",
            ])
        #expect(
            try Self.cells(startingWith: "Coffee maker ", in: result.stdout) == [
                "Coffee maker", "Inverter 2 kW", "1000 W", "0.25 h/day", "250 Wh/day", "278 Wh/day",
            ])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("AC loads (fed by inverters; their wiring is AC and is not sized here)"))
        #expect(lines.contains("  Peak current       261.28 A (all loads at once, inverters at their continuous rating)"))
        #expect(lines.contains("  Surge current      500.23 A (for seconds, inverters at their surge rating)"))
        // 1217 + 422.22 + 192 = 1831.22 Wh = 152.60 Ah.
        #expect(lines.contains("  Daily consumption  1831 Wh (152.6 Ah at 12 V)"))
        #expect(lines.contains("  Daily charge       1890 Wh (1852 Wh stored at 98 % charge efficiency)"))
        #expect(lines.contains("  Bank energy        3584 Wh nominal, 2825 Wh usable (LiFePO4)"))
        // 2824.75 / 1831.22 = 1.5426 days; 3584 · 0.8 / 0.98 / 930 = 3.146 h.
        #expect(lines.contains("  Autonomy           1.54 days"))
        #expect(lines.contains("  Recharge           3.1 h from usable-empty, all chargers on"))
        // The one warning: the inverter's surge power without surgeSeconds (4000 / (0.9 × 9.3) A).
        #expect(
            result.stdout.hasSuffix(
                "Warnings\n  - inverter 'Inverter 2 kW': its 477.9 A surge was not checked against the fuse: a fuse's "
                    + "time-current characteristic needs the surge's duration (add surgeSeconds)\n"))
    }

    @Test func reportText_sailboat_showsFeetAWGAndTheGivenWire() throws {
        let result = try CableProcess.run(["report", Self.sailboat])
        #expect(result.status == 0)
        #expect(
            try Self.cells(of: "Anchor windlass", in: result.stdout) == [
                "load", "Anchor windlass", "80 A", "40 ft", "4 AWG", "6.53 %", "≤ 8.71 %", "125.43 W", "100 A ANL", "≤ 7 in",
                "voltage drop", "7.82 % ≤ 10 %",
            ])
        #expect(
            try Self.cells(of: "Cabin lights", in: result.stdout) == [
                "load", "Cabin lights", "1.25 A", "20 ft", "16 AWG", "0.82 %", "≤ 10 %", "0.25 W", "6 A (given)", "≤ 7 in",
                "given wire", "2.11 % ≤ 10 %",
            ])
    }

    @Test func reportText_sailboat_showsTheAbsorptionInTheRecharge() throws {
        let result = try CableProcess.run(["report", Self.sailboat])
        // 10560 · 0.3 / 0.9 / 2448 = 1.44 h of bulk + 8 h absorption.
        #expect(
            result.stdout.contains(
                "  Recharge           9.4 h from usable-empty, all chargers on (bulk to 80 %, then 8 h absorption)\n"))
        #expect(result.stdout.contains("  Daily charge       2880 Wh (2592 Wh stored at 90 % charge efficiency)\n"))
    }

    @Test func reportText_listsTheWarnings() throws {
        // 600 Wh used, 12 · 10 · 5 = 600 Wh charged but 510 Wh stored (flooded, 85 %); 2 × 1200 W on a 2 kW
        // inverter; the peak, 5 + 2000 / (0.9 · 9.3) = 243.95 A, is above 0.25 C of 400 Ah.
        let file = #"""
            {"schemaVersion": 1, "name": "T", "nominalVoltage": 12,
             "loads": [{"name": "Heater", "current": 5, "length": 1, "hoursPerDay": 10},
                       {"name": "Kettle", "power": "1200W", "quantity": 2, "inverter": "Inverter"}],
             "batteries": [{"name": "Bank", "chemistry": "floodedLeadAcid", "capacityAh": 400, "voltage": 12}],
             "chargers": [{"name": "Shore", "kind": "shore", "outputCurrent": 10, "hoursPerDay": 5}],
             "inverters": [{"name": "Inverter", "power": "2kW"}]}
            """#
        let result = try SystemFileErrorTests.run(["report", "-"], stdin: Array(file.utf8))
        #expect(result.status == 0)
        #expect(
            result.stdout.hasSuffix(
                "\nWarnings\n"
                    + "  - peak current 243.95 A exceeds the batteries' 100 A maximum continuous discharge\n"
                    + "  - AC loads on inverter 'Inverter' add up to 2400 W, above its 2000 W continuous rating: they cannot all run at once\n"
                    + "  - no hours per day given for load 'Kettle': taken as 0 h/day, so it counts nothing toward daily consumption (set hoursPerDay)\n"
                    + "  - daily charge 510 Wh is less than daily consumption 600 Wh: the bank runs down\n"))
    }

    // MARK: - check

    @Test(arguments: [
        (van, 11, "20 °C", "261.28 A"), (sailboat, 11, "20 °C", "97.12 A"), (cabin, 7, "30 °C", "166.53 A"),
    ])
    func check_sampleSystems_pass(_ file: String, _ circuits: Int, _ temperature: String, _ peak: String) throws {
        let result = try CableProcess.run(["check", file])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout
                == "ok: \(file): \(circuits) circuits meet their drop, ampacity and fuse rules with nominal resistance, "
                + "copper at \(temperature); the batteries supply the \(peak) peak\n"
        )
        let (jsonResult, json) = try Self.json(["check", file])
        #expect(jsonResult.status == 0)
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["ok"] as? Bool == true)
        #expect((json["violations"] as? [Any])?.isEmpty == true)
    }

    // Fixtures/broken/failing-check.json, 12 V, 5 %:
    // - 10 A on 2.5 mm² over 2 × 10 m: 1.36 V = 11.33 %;
    // - 40 A on 2.5 mm² (35 A) with a 40 A fuse: over the ampacity, and the fuse too;
    // - 20 A with a 15 A fuse: below the current;
    // - peak 10 + 40 + 20 + 3000/12 = 320 A from a 100 Ah AGM (0.5 C = 50 A).
    static let failingCheck = fixture("broken/failing-check.json")

    @Test func check_failingFile_printsOneLinePerViolationAndExitsOne() throws {
        let result = try CableProcess.run(["check", Self.failingCheck])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                FAIL \(Self.failingCheck): Long thin run: voltageDrop: drop 11.33 % exceeds the 5 % limit (actual 11.33 %, limit 5 %)
                FAIL \(Self.failingCheck): Overloaded wire: ampacity: 40 A exceeds the 35 A ampacity of 2.5 mm² (actual 40 A, limit 35 A)
                FAIL \(Self.failingCheck): Overloaded wire: fuseBelowCurrent: fuse 40 A is below 50 A, 1.25 × the 40 A load current (actual 40 A, limit 50 A)
                FAIL \(Self.failingCheck): Overloaded wire: fuseAboveAmpacity: fuse 40 A exceeds the conductor's 35 A ampacity (actual 40 A, limit 35 A)
                FAIL \(Self.failingCheck): Small fuse: fuseBelowCurrent: fuse 15 A is below 25 A, 1.25 × the 20 A load current (actual 15 A, limit 25 A)
                FAIL \(Self.failingCheck): Small AGM: bankPeakCurrent: peak current 320 A exceeds the batteries' 50 A maximum continuous discharge (actual 320 A, limit 50 A)

                """)
        #expect(result.stderr == "6 violations in \(Self.failingCheck)\n")
    }

    @Test func checkJSON_failingFile_listsEveryViolationWithValues() throws {
        let (result, json) = try Self.json(["check", Self.failingCheck])
        #expect(result.status == 1)
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["ok"] as? Bool == false)
        let violations = try #require(json["violations"] as? [[String: Any]])
        #expect(
            violations.map { $0["circuit"] as? String } == [
                "Long thin run", "Overloaded wire", "Overloaded wire", "Overloaded wire", "Small fuse", "Small AGM",
            ])
        #expect(
            violations.map { $0["rule"] as? String } == [
                "voltageDrop", "ampacity", "fuseBelowCurrent", "fuseAboveAmpacity", "fuseBelowCurrent", "bankPeakCurrent",
            ])
        #expect(violations.map { $0["unit"] as? String } == ["%", "A", "A", "A", "A", "A"])
        // The fuse floor is 1.25 × the load: 50 A for 40 A, 25 A for 20 A.
        let expected: [(Double, Double)] = [
            (0.017 * 20 * 10 / 2.5 / 12 * 100, 5), (40, 35), (40, 50), (40, 35), (15, 25), (320, 50),
        ]
        for (violation, (actual, limit)) in zip(violations, expected) {
            expectClose(violation["actual"] as? Double, actual, tolerance: 1e-9)
            expectClose(violation["limit"] as? Double, limit, tolerance: 0)
        }
        #expect(violations[0]["message"] as? String == "drop 11.33 % exceeds the 5 % limit")
    }

    @Test func check_circuitConditions_failAsDropDoesWithTheSameFlags() throws {
        // 20 A on 2.5 mm², 90C insulation (30 A) in an engine room (0.82) bundled with 3 (0.70): 17.22 A,
        // as `cable drop --engine-room --bundled 3 --insulation 90C` rates it. The 48 V bank is 16 cells of
        // 3.2 V (16S, 51.2 V), which a file may now give without an arrangement.
        let file = #"""
            {"schemaVersion": 1, "name": "Engine room", "nominalVoltage": 48,
             "loads": [{"name": "Pump", "current": 20, "length": 2, "wire": "2.5mm2", "engineRoom": true, "bundled": 3,
                        "insulation": "90C"}],
             "batteries": [{"name": "Rack", "chemistry": "lifepo4", "capacityAh": 100, "voltage": "3.2V", "count": 16}]}
            """#
        let result = try SystemFileErrorTests.run(["check", "-"], stdin: Array(file.utf8))
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                FAIL <stdin>: Pump: ampacity: 20 A exceeds the 17.22 A ampacity of 2.5 mm² (actual 20 A, limit 17.22 A)
                FAIL <stdin>: Pump: noFuse: no standard fuse of at least 25 A and at most the conductor's 17.22 A ampacity (actual 25 A, limit 17.22 A)

                """)
        let (_, drop) = try Self.json([
            "drop", "--wire", "2.5mm2", "--current", "20", "--voltage", "48", "--length", "2", "--engine-room", "--bundled", "3",
            "--insulation", "90C",
        ])
        expectClose(drop["ampacityAmperes"] as? Double, 30 * 0.82 * 0.7, tolerance: 1e-12)
        let list = try SystemFileErrorTests.run(["list", "-"], stdin: Array(file.utf8))
        #expect(list.stdout.contains("16 × 100 Ah 3.2 V LiFePO4  -       16S1P"))
    }

    @Test func check_noFuseFits_isAViolation() throws {
        // 30 A on the given 2.5 mm² (35 A): a fuse must be ≥ 37.5 A and ≤ 35 A.
        let file = Self.fixture("broken/no-fuse.json")
        let result = try CableProcess.run(["check", file])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "FAIL \(file): Inverter feed: noFuse: no standard fuse of at least 37.5 A and at most the conductor's 35 A ampacity "
                + "(actual 37.5 A, limit 35 A)\n")
        #expect(result.stderr == "1 violation in \(file)\n")
    }

    @Test func check_noStandardSize_printsNoValues() throws {
        // The file names no resistance model: real resistance, IEC 60228 class 5 at the conductor's
        // estimated temperature. 100 A over 100 m: 300 mm² (0.0641 Ω/km at 20 °C, about 33 °C here,
        // × 1.052) drops 100 × 0.2 km × 0.0674 Ω/km = 1.349 V = 11.24 %, so 300 × 11.24 / 5 = 674.57 mm²
        // would be needed (566.67 mm² at ρ = 0.017). 600 A is above every metric rating (475 A).
        // The same words as `cable size` gives for these circuits.
        let file = Self.fixture("broken/no-standard-size.json")
        let result = try CableProcess.run(["check", file])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                FAIL \(file): Long feeder: noStandardSize: no standard size keeps the drop within 5 % over 100 m one-way (200 m round trip): \
                it needs 674.57 mm²; the largest, 300 mm², drops 11.24 %. Use parallel conductors, a shorter run or a higher voltage.
                FAIL \(file): Welder: noStandardSize: no standard size is rated for 600 A (largest: 300 mm², ≥ 475 A with 105 °C insulation, \
                outside engine spaces). Use parallel conductors or a higher voltage.

                """)
        #expect(result.stderr == "2 violations in \(file)\n")
        let (_, json) = try Self.json(["check", file])
        let violations = try #require(json["violations"] as? [[String: Any]])
        #expect(violations.allSatisfy { $0["actual"] is NSNull && $0["limit"] is NSNull })
        // report still describes the file: the circuits without a size show none.
        let (report, reportJSON) = try Self.json(["report", file])
        #expect(report.status == 0)
        let feeder = try Self.circuit("Long feeder", in: reportJSON)
        #expect(feeder["conductor"] is NSNull)
        #expect(feeder["fuse"] is NSNull)
        let lamp = try Self.circuit("Lamp", in: reportJSON)
        #expect((lamp["conductor"] as? [String: Any])?["label"] as? String == "1 mm²")
    }

    // MARK: - bom

    @Test func bomTable_van_listsCableWithSpareAndEveryPart() throws {
        // Runs: 2.5 mm² 6 + 3 + 2; 4 mm² 4 + 3; 6 mm² 1 (shore); 10 mm² 1 (DC-DC); 16 mm² 1.5 (the
        // fuse block's feeder); 35 mm² 5 (solar: the chargers' runs at the 2 % critical limit); 70 mm²
        // 1.5; 120 mm² 1; × 1.1. The AC loads have no DC cable; the inverter is bought as one.
        let result = try CableProcess.run(["bom", Self.van])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                Bill of materials: Camper van
                Cable: red (+) and black (−) runs of each circuit's one-way length, plus 10 % spare; lengths in metres. Resistance model: nominal resistance, copper at 20 °C.

                Category     Item                                                                                                                                                 Quantity
                cable        2.5 mm² red                                                                                                                                            12.1 m
                cable        2.5 mm² black                                                                                                                                          12.1 m
                cable        4 mm² red                                                                                                                                               7.7 m
                cable        4 mm² black                                                                                                                                             7.7 m
                cable        6 mm² red                                                                                                                                               1.1 m
                cable        6 mm² black                                                                                                                                             1.1 m
                cable        10 mm² red                                                                                                                                              1.1 m
                cable        10 mm² black                                                                                                                                            1.1 m
                cable        16 mm² red                                                                                                                                              1.6 m
                cable        16 mm² black                                                                                                                                            1.6 m
                cable        35 mm² red                                                                                                                                              5.5 m
                cable        35 mm² black                                                                                                                                            5.5 m
                cable        70 mm² red                                                                                                                                              1.6 m
                cable        70 mm² black                                                                                                                                            1.6 m
                cable        120 mm² red                                                                                                                                             1.1 m
                cable        120 mm² black                                                                                                                                           1.1 m
                fuse         3 A Class T, for up to 2 A                                                                                                                               1 pc
                fuse         10 A Class T, for up to 7 A                                                                                                                             3 pcs
                fuse         15 A Class T, for up to 3.33 A; carries the 12.5 A surge for 180 s                                                                                       1 pc
                fuse         35 A Class T, for up to 25 A                                                                                                                             1 pc
                fuse         35 A Class T, for up to 22.33 A; carries the 31.5 A surge for 180 s                                                                                      1 pc
                fuse         40 A Class T, for up to 30 A                                                                                                                            2 pcs
                fuse         300 A Class T, for up to 238.95 A                                                                                                                        1 pc
                fuse         350 A Class T, for up to 261.28 A                                                                                                                        1 pc
                fuse holder  Class T fuse holder for 1–30 A fuses, for up to 7 A                                                                                                     5 pcs
                fuse holder  Class T fuse holder for 35–60 A fuses, for up to 30 A                                                                                                   4 pcs
                fuse holder  Class T fuse holder for 225–400 A fuses, 3/8" (M10) studs, for up to 261.28 A                                                                           2 pcs
                switch       battery switch, 350 A continuous, 48 V DC, 3/8" (M10) studs (Blue Sea e-Series), main feed 261.28 A; rated for the 350 A main fuse that protects it      1 pc
                bus bar      positive bus bar, 600 A, 6 connections, main feed 261.28 A                                                                                               1 pc
                bus bar      negative bus bar, 600 A, 6 connections, main feed 261.28 A                                                                                               1 pc
                bus bar      Fuse block: positive bus bar, 150 A, 6 connections, feeder 22.33 A                                                                                       1 pc
                bus bar      Fuse block: negative bus bar, 150 A, 6 connections, feeder 22.33 A                                                                                       1 pc
                terminal     ring terminal 2.5 mm², stud size not given                                                                                                             12 pcs
                terminal     ring terminal 4 mm², stud size not given                                                                                                                8 pcs
                terminal     ring terminal 6 mm², stud size not given                                                                                                                4 pcs
                terminal     ring terminal 10 mm², stud size not given                                                                                                               4 pcs
                terminal     ring terminal 16 mm², stud size not given                                                                                                               4 pcs
                terminal     ring terminal 35 mm², stud size not given                                                                                                               4 pcs
                terminal     ring terminal 70 mm², stud size not given                                                                                                               3 pcs
                terminal     ring terminal 70 mm², 3/8" (M10) stud                                                                                                                    1 pc
                terminal     ring terminal 120 mm², stud size not given                                                                                                              2 pcs
                terminal     ring terminal 120 mm², 3/8" (M10) stud                                                                                                                  2 pcs
                heat-shrink  heat-shrink for 2.5 mm², one per ring terminal                                                                                                         12 pcs
                heat-shrink  heat-shrink for 4 mm², one per ring terminal                                                                                                            8 pcs
                heat-shrink  heat-shrink for 6 mm², one per ring terminal                                                                                                            4 pcs
                heat-shrink  heat-shrink for 10 mm², one per ring terminal                                                                                                           4 pcs
                heat-shrink  heat-shrink for 16 mm², one per ring terminal                                                                                                           4 pcs
                heat-shrink  heat-shrink for 35 mm², one per ring terminal                                                                                                           4 pcs
                heat-shrink  heat-shrink for 70 mm², one per ring terminal                                                                                                           4 pcs
                heat-shrink  heat-shrink for 120 mm², one per ring terminal                                                                                                          4 pcs
                battery      House bank: LiFePO4 280 Ah 12.8 V (1S1P)                                                                                                                 1 pc
                charger      Solar MPPT: solar, 30 A                                                                                                                                  1 pc
                charger      DC-DC charger: DC-DC, 30 A                                                                                                                               1 pc
                charger      Shore charger: shore power, 25 A                                                                                                                         1 pc
                inverter     Inverter 2 kW: 2000 W continuous, 4000 W surge                                                                                                           1 pc

                """)
    }

    @Test func bomCSV_van_quotesItemsWithCommas() throws {
        let result = try CableProcess.run(["bom", Self.van, "--format", "csv"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                category,item,quantity,unit,ratingAmperes,currentAmperes,stud,connections
                cable,2.5 mm² red,12.1,m,,,,
                cable,2.5 mm² black,12.1,m,,,,
                cable,4 mm² red,7.7,m,,,,
                cable,4 mm² black,7.7,m,,,,
                cable,6 mm² red,1.1,m,,,,
                cable,6 mm² black,1.1,m,,,,
                cable,10 mm² red,1.1,m,,,,
                cable,10 mm² black,1.1,m,,,,
                cable,16 mm² red,1.6,m,,,,
                cable,16 mm² black,1.6,m,,,,
                cable,35 mm² red,5.5,m,,,,
                cable,35 mm² black,5.5,m,,,,
                cable,70 mm² red,1.6,m,,,,
                cable,70 mm² black,1.6,m,,,,
                cable,120 mm² red,1.1,m,,,,
                cable,120 mm² black,1.1,m,,,,
                fuse,"3 A Class T, for up to 2 A",1,pcs,3,2,,
                fuse,"10 A Class T, for up to 7 A",3,pcs,10,7,,
                fuse,"15 A Class T, for up to 3.33 A; carries the 12.5 A surge for 180 s",1,pcs,15,3.33,,
                fuse,"35 A Class T, for up to 25 A",1,pcs,35,25,,
                fuse,"35 A Class T, for up to 22.33 A; carries the 31.5 A surge for 180 s",1,pcs,35,22.33,,
                fuse,"40 A Class T, for up to 30 A",2,pcs,40,30,,
                fuse,"300 A Class T, for up to 238.95 A",1,pcs,300,238.95,,
                fuse,"350 A Class T, for up to 261.28 A",1,pcs,350,261.28,,
                fuseHolder,"Class T fuse holder for 1–30 A fuses, for up to 7 A",5,pcs,,7,,
                fuseHolder,"Class T fuse holder for 35–60 A fuses, for up to 30 A",4,pcs,,30,,
                fuseHolder,"Class T fuse holder for 225–400 A fuses, 3/8"" (M10) studs, for up to 261.28 A",2,pcs,,261.28,m10,
                batterySwitch,"battery switch, 350 A continuous, 48 V DC, 3/8"" (M10) studs (Blue Sea e-Series), main feed 261.28 A; rated for the 350 A main fuse that protects it",1,pcs,350,261.28,m10,
                busBar,"positive bus bar, 600 A, 6 connections, main feed 261.28 A",1,pcs,600,261.28,,6
                busBar,"negative bus bar, 600 A, 6 connections, main feed 261.28 A",1,pcs,600,261.28,,6
                busBar,"Fuse block: positive bus bar, 150 A, 6 connections, feeder 22.33 A",1,pcs,150,22.33,,6
                busBar,"Fuse block: negative bus bar, 150 A, 6 connections, feeder 22.33 A",1,pcs,150,22.33,,6
                ringTerminal,"ring terminal 2.5 mm², stud size not given",12,pcs,,,,
                ringTerminal,"ring terminal 4 mm², stud size not given",8,pcs,,,,
                ringTerminal,"ring terminal 6 mm², stud size not given",4,pcs,,,,
                ringTerminal,"ring terminal 10 mm², stud size not given",4,pcs,,,,
                ringTerminal,"ring terminal 16 mm², stud size not given",4,pcs,,,,
                ringTerminal,"ring terminal 35 mm², stud size not given",4,pcs,,,,
                ringTerminal,"ring terminal 70 mm², stud size not given",3,pcs,,,,
                ringTerminal,"ring terminal 70 mm², 3/8"" (M10) stud",1,pcs,,,m10,
                ringTerminal,"ring terminal 120 mm², stud size not given",2,pcs,,,,
                ringTerminal,"ring terminal 120 mm², 3/8"" (M10) stud",2,pcs,,,m10,
                heatShrink,"heat-shrink for 2.5 mm², one per ring terminal",12,pcs,,,,
                heatShrink,"heat-shrink for 4 mm², one per ring terminal",8,pcs,,,,
                heatShrink,"heat-shrink for 6 mm², one per ring terminal",4,pcs,,,,
                heatShrink,"heat-shrink for 10 mm², one per ring terminal",4,pcs,,,,
                heatShrink,"heat-shrink for 16 mm², one per ring terminal",4,pcs,,,,
                heatShrink,"heat-shrink for 35 mm², one per ring terminal",4,pcs,,,,
                heatShrink,"heat-shrink for 70 mm², one per ring terminal",4,pcs,,,,
                heatShrink,"heat-shrink for 120 mm², one per ring terminal",4,pcs,,,,
                battery,House bank: LiFePO4 280 Ah 12.8 V (1S1P),1,pcs,,,,
                charger,"Solar MPPT: solar, 30 A",1,pcs,,,,
                charger,"DC-DC charger: dcdc, 30 A",1,pcs,,,,
                charger,"Shore charger: shore, 25 A",1,pcs,,,,
                inverter,"Inverter 2 kW: 2000 W continuous, 4000 W surge",1,pcs,,,,

                """)
    }

    @Test func bomMarkdown_van_isATable() throws {
        let result = try CableProcess.run(["bom", Self.van, "--format", "markdown"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                # Bill of materials: Camper van

                Cable includes 10 % spare.

                Resistance model: nominal resistance, copper at 20 °C.

                | Category | Item | Quantity |
                |---|---|---:|
                | cable | 2.5 mm² red | 12.1 m |
                | cable | 2.5 mm² black | 12.1 m |
                | cable | 4 mm² red | 7.7 m |
                | cable | 4 mm² black | 7.7 m |
                | cable | 6 mm² red | 1.1 m |
                | cable | 6 mm² black | 1.1 m |
                | cable | 10 mm² red | 1.1 m |
                | cable | 10 mm² black | 1.1 m |
                | cable | 16 mm² red | 1.6 m |
                | cable | 16 mm² black | 1.6 m |
                | cable | 35 mm² red | 5.5 m |
                | cable | 35 mm² black | 5.5 m |
                | cable | 70 mm² red | 1.6 m |
                | cable | 70 mm² black | 1.6 m |
                | cable | 120 mm² red | 1.1 m |
                | cable | 120 mm² black | 1.1 m |
                | fuse | 3 A Class T, for up to 2 A | 1 pc |
                | fuse | 10 A Class T, for up to 7 A | 3 pcs |
                | fuse | 15 A Class T, for up to 3.33 A; carries the 12.5 A surge for 180 s | 1 pc |
                | fuse | 35 A Class T, for up to 25 A | 1 pc |
                | fuse | 35 A Class T, for up to 22.33 A; carries the 31.5 A surge for 180 s | 1 pc |
                | fuse | 40 A Class T, for up to 30 A | 2 pcs |
                | fuse | 300 A Class T, for up to 238.95 A | 1 pc |
                | fuse | 350 A Class T, for up to 261.28 A | 1 pc |
                | fuse holder | Class T fuse holder for 1–30 A fuses, for up to 7 A | 5 pcs |
                | fuse holder | Class T fuse holder for 35–60 A fuses, for up to 30 A | 4 pcs |
                | fuse holder | Class T fuse holder for 225–400 A fuses, 3/8" (M10) studs, for up to 261.28 A | 2 pcs |
                | switch | battery switch, 350 A continuous, 48 V DC, 3/8" (M10) studs (Blue Sea e-Series), main feed 261.28 A; rated for the 350 A main fuse that protects it | 1 pc |
                | bus bar | positive bus bar, 600 A, 6 connections, main feed 261.28 A | 1 pc |
                | bus bar | negative bus bar, 600 A, 6 connections, main feed 261.28 A | 1 pc |
                | bus bar | Fuse block: positive bus bar, 150 A, 6 connections, feeder 22.33 A | 1 pc |
                | bus bar | Fuse block: negative bus bar, 150 A, 6 connections, feeder 22.33 A | 1 pc |
                | terminal | ring terminal 2.5 mm², stud size not given | 12 pcs |
                | terminal | ring terminal 4 mm², stud size not given | 8 pcs |
                | terminal | ring terminal 6 mm², stud size not given | 4 pcs |
                | terminal | ring terminal 10 mm², stud size not given | 4 pcs |
                | terminal | ring terminal 16 mm², stud size not given | 4 pcs |
                | terminal | ring terminal 35 mm², stud size not given | 4 pcs |
                | terminal | ring terminal 70 mm², stud size not given | 3 pcs |
                | terminal | ring terminal 70 mm², 3/8" (M10) stud | 1 pc |
                | terminal | ring terminal 120 mm², stud size not given | 2 pcs |
                | terminal | ring terminal 120 mm², 3/8" (M10) stud | 2 pcs |
                | heat-shrink | heat-shrink for 2.5 mm², one per ring terminal | 12 pcs |
                | heat-shrink | heat-shrink for 4 mm², one per ring terminal | 8 pcs |
                | heat-shrink | heat-shrink for 6 mm², one per ring terminal | 4 pcs |
                | heat-shrink | heat-shrink for 10 mm², one per ring terminal | 4 pcs |
                | heat-shrink | heat-shrink for 16 mm², one per ring terminal | 4 pcs |
                | heat-shrink | heat-shrink for 35 mm², one per ring terminal | 4 pcs |
                | heat-shrink | heat-shrink for 70 mm², one per ring terminal | 4 pcs |
                | heat-shrink | heat-shrink for 120 mm², one per ring terminal | 4 pcs |
                | battery | House bank: LiFePO4 280 Ah 12.8 V (1S1P) | 1 pc |
                | charger | Solar MPPT: solar, 30 A | 1 pc |
                | charger | DC-DC charger: DC-DC, 30 A | 1 pc |
                | charger | Shore charger: shore power, 25 A | 1 pc |
                | inverter | Inverter 2 kW: 2000 W continuous, 4000 W surge | 1 pc |

                """)
    }

    @Test func bomJSON_van_givesFullPrecisionQuantities() throws {
        let result = try CableProcess.run(["bom", Self.van, "--format", "json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["system"] as? String == "Camper van")
        expectClose(json["spareFraction"] as? Double, 0.1, tolerance: 0)
        let lines = try #require(json["lines"] as? [[String: Any]])
        // 16 cable, 8 fuse, 2 holder, 1 switch, 4 bus bar (the bank's and the fuse block's), 10 terminal,
        // 8 heat-shrink, 5 equipment: the fuse block's branches see 3.86 kA through its feeder, past the
        // blade's 1 kA, so no blade block; each takes the lowest fuse that interrupts it, a Class T
        // (SystemFixtureReportTests). The feeder's 35 A (it carries the heater's surge) has a line of
        // its own, naming the surge, beside the shore charger's 35 A: 8 fuse lines; Class T holders by
        // body size (1–30 A, 35–60 A, 225–400 A): 3 holder lines.
        #expect(lines.count == 55)
        // One-way runs: 2.5 mm² LED 6 + USB 3 + heater 2; 4 mm² fridge 4 + pump 3; 6 mm² shore 1; 10 mm²
        // DC-DC 1; 16 mm² the feeder 1.5; 35 mm² solar 5; 70 mm² inverter 1.5; 120 mm² bank 1.
        let meters: [Double] = [11, 7, 1, 1, 1.5, 5, 1.5, 1]
        for (index, run) in meters.enumerated() {
            for (offset, colour) in ["red", "black"].enumerated() {
                let line = lines[2 * index + offset]
                #expect(line["category"] as? String == "cable")
                #expect(line["colour"] as? String == colour)
                #expect(line["unit"] as? String == "m")
                expectClose(line["quantity"] as? Double, run * 1.1, tolerance: 1e-12)
                #expect(line["ratingAmperes"] is NSNull && line["currentAmperes"] is NSNull)
            }
        }
        #expect((lines[0]["conductor"] as? [String: Any])?["label"] as? String == "2.5 mm²")
        #expect(lines[0]["item"] as? String == "2.5 mm² red")
        let fuse = lines[16]
        #expect(fuse["category"] as? String == "fuse")
        #expect(fuse["item"] as? String == "3 A Class T, for up to 2 A")
        #expect(fuse["conductor"] is NSNull && fuse["colour"] is NSNull && fuse["stud"] is NSNull)
        #expect(fuse["unit"] as? String == "pcs")
        #expect(fuse["ratingAmperes"] as? Double == 3)
        #expect(fuse["currentAmperes"] as? Double == 2)
        // The feed at full precision: 22 + 1/3 + 2000 / (0.9 × 9.3) A.
        let feed = 22 + 1.0 / 3 + 2000 / (0.9 * 9.3)
        // Class T holders below 110 A (stud size not given), by body size (UL 248-15 dimension
        // groups): five for the 1–30 A body (the 3, 10 and 15 A fuses), four for the 35–60 A body
        // (the 35 A feeder and charger, the two 40 A chargers), for up to the largest current (30 A).
        let holder = try #require(
            lines.first { $0["category"] as? String == "fuseHolder" && ($0["item"] as? String)?.contains("35–60") == true })
        #expect(holder["item"] as? String == "Class T fuse holder for 35–60 A fuses, for up to 30 A")
        #expect(holder["quantity"] as? Double == 4)
        #expect(holder["stud"] is NSNull)
        expectClose(holder["currentAmperes"] as? Double, 30, tolerance: 1e-12)
        let batterySwitch = try #require(lines.first { $0["category"] as? String == "batterySwitch" })
        #expect(batterySwitch["ratingAmperes"] as? Double == 350)
        #expect(batterySwitch["stud"] as? String == "m10")
        expectClose(batterySwitch["currentAmperes"] as? Double, feed, tolerance: 1e-12)
        let bars = lines.filter { $0["category"] as? String == "busBar" }
        #expect(bars.map { $0["ratingAmperes"] as? Double } == [600, 600, 150, 150])
        #expect(bars.map { $0["connections"] as? Int } == [6, 6, 6, 6])
        let terminal = try #require(lines.first { $0["category"] as? String == "ringTerminal" && $0["stud"] is String })
        #expect(terminal["item"] as? String == "ring terminal 70 mm², 3/8\" (M10) stud")
        #expect((terminal["conductor"] as? [String: Any])?["label"] as? String == "70 mm²")
        let battery = lines[50]
        #expect(battery["category"] as? String == "battery")
        #expect(battery["item"] as? String == "House bank: LiFePO4 280 Ah 12.8 V (1S1P)")
        #expect(battery["quantity"] as? Double == 1)
        let inverter = lines[54]
        #expect(inverter["category"] as? String == "inverter")
        #expect(inverter["item"] as? String == "Inverter 2 kW: 2000 W continuous, 4000 W surge")
    }

    /// The cabin's 48 V LiFePO4 rack charges to 16 × 3.55 = 56.8 V, above the 48 V of every switch in
    /// the list: the switch line has no rating, only the 225 A main fuse above its 166.53 A main feed
    /// that it must carry (rev34e F8: the fuse limits a sustained overload through it; BillOfMaterialsTests).
    @Test func bomCSV_cabin_switchAboveTheListHasNoRating() throws {
        let result = try CableProcess.run(["bom", Self.fixture("systems/cabin.json"), "--format", "csv"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("batterySwitch,") || $0.hasPrefix("busBar,") }
        #expect(
            lines == [
                "batterySwitch,battery switch for 225 A continuous at 56.8 V DC (none in cable's list); rated for the 225 A main fuse that protects it,1,pcs,,166.53,,",
                "busBar,\"positive bus bar, 250 A, 7 connections, main feed 166.53 A\",1,pcs,250,166.53,,7",
                "busBar,\"negative bus bar, 250 A, 7 connections, main feed 166.53 A\",1,pcs,250,166.53,,7",
            ])
    }

    @Test func bomCSV_spareTwentyPercent_scalesTheCable() throws {
        // × 1.2: 13.2, 8.4, 1.2, 1.2, 1.8, 6, 1.8, 1.2 m (the chargers' runs at the 2 % critical limit).
        let result = try CableProcess.run(["bom", Self.van, "--format", "csv", "--spare", "20%"])
        #expect(result.status == 0)
        let cable = result.stdout.split(separator: "\n").filter { $0.hasPrefix("cable,") && $0.contains(" red,") }
        #expect(
            cable == [
                "cable,2.5 mm² red,13.2,m,,,,", "cable,4 mm² red,8.4,m,,,,", "cable,6 mm² red,1.2,m,,,,",
                "cable,10 mm² red,1.2,m,,,,", "cable,16 mm² red,1.8,m,,,,", "cable,35 mm² red,6,m,,,,",
                "cable,70 mm² red,1.8,m,,,,", "cable,120 mm² red,1.2,m,,,,",
            ])
    }

    @Test(arguments: [
        (["--spare", "150"], "error: --spare: must be between 0 % and 100 %, got 150 %\n"),
        (["--format", "xml"], "error: --format: must be one of table, csv, json, markdown, pdf, got 'xml'\n"),
    ])
    func bom_badOption_exitsWithDataError(_ extra: [String], _ message: String) throws {
        let result = try CableProcess.run(["bom", Self.van] + extra)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
    }

    @Test func bom_itemsWithCommasQuotesAndBars_areEscapedForCSVAndMarkdown() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-dock-\(UUID().uuidString).json")
        let json = #"""
            {"schemaVersion": 1, "name": "Dock", "nominalVoltage": 12,
             "chargers": [{"name": "Shore \"dock\" | pier", "kind": "shore", "outputCurrent": 30}]}
            """#
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let csv = try CableProcess.run(["bom", url.path, "--format", "csv"])
        #expect(csv.status == 0)
        // RFC 4180: the field holds a comma and quotes, so it is quoted and its quotes doubled.
        #expect(
            csv.stdout
                == "category,item,quantity,unit,ratingAmperes,currentAmperes,stud,connections\n"
                + "charger,\"Shore \"\"dock\"\" | pier: shore, 30 A\",1,pcs,,,,\n")
        let markdown = try CableProcess.run(["bom", url.path, "--format", "markdown"])
        #expect(
            markdown.stdout == """
                # Bill of materials: Dock

                Cable includes 10 % spare.

                Resistance model: real resistance, class 5 copper (IEC 60228) at its load temperature (estimated).

                | Category | Item | Quantity |
                |---|---|---:|
                | charger | Shore "dock" \\| pier: shore power, 30 A | 1 pc |

                """)
    }

    // Spreadsheet formula injection (OWASP "CSV Injection"): names that a spreadsheet would run
    // as formulas start items with a single quote, inside quotes; `-3.5` as a name makes an
    // item `-3.5: …`, which is not a number either (CSVFieldTests keep a bare -3.5 a number).
    @Test func bom_csv_itemsThatLookLikeFormulas_areNeutralised() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-formula-\(UUID().uuidString).json")
        let names = [#"=HYPERLINK(\"x\")"#, "+1+1", "@SUM(A1)", "-2+3", "-3.5"]
        let chargers = names.map { #"{"name": "\#($0)", "kind": "shore", "outputCurrent": 30}"# }
        let json = #"{"schemaVersion": 1, "name": "Formulas", "nominalVoltage": 12, "chargers": ["#
        try Data((json + chargers.joined(separator: ", ") + "]}").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CableProcess.run(["bom", url.path, "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                category,item,quantity,unit,ratingAmperes,currentAmperes,stud,connections
                charger,"'=HYPERLINK(""x""): shore, 30 A",1,pcs,,,,
                charger,"'+1+1: shore, 30 A",1,pcs,,,,
                charger,"'@SUM(A1): shore, 30 A",1,pcs,,,,
                charger,"'-2+3: shore, 30 A",1,pcs,,,,
                charger,"'-3.5: shore, 30 A",1,pcs,,,,

                """)
    }

    // MARK: - example

    /// The sample van (Fixtures/examples/van.json) with its PV array and DC-DC input run; the
    /// regression fixture Fixtures/systems/van.json keeps the van as it was before them.
    @Test func example_printsExactlyTheVanFixture() throws {
        let result = try CableProcess.run(["example"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let fixture = try Data(contentsOf: URL(fileURLWithPath: Self.fixture("examples/van.json")))
        #expect(Data(result.stdout.utf8) == fixture)
    }

    // MARK: - units: --units > the file's defaults.units > CABLE_UNITS

    static func series(_ json: [String: Any]) -> String? { (json["system"] as? [String: Any])?["series"] as? String }

    static func label(_ name: String, in json: [String: Any]) throws -> String? {
        (try circuit(name, in: json)["conductor"] as? [String: Any])?["label"] as? String
    }

    @Test func units_fileOutranksTheEnvironment() throws {
        // The sailboat says imperial: CABLE_UNITS=metric does not change its wire series.
        let (_, json) = try Self.json(["report", Self.sailboat], environment: ["CABLE_UNITS": "metric"])
        #expect(Self.series(json) == "awg")
        #expect(try Self.label("Anchor windlass", in: json) == "4 AWG")
        // A bad CABLE_UNITS is not even read when the file decides.
        let van = try CableProcess.run(["report", Self.van], environment: ["CABLE_UNITS": "furlongs"])
        #expect(van.status == 0)
    }

    @Test func units_flagOutranksTheFile() throws {
        // Sailboat in metric: windlass 80 A, 13.82 mm² → 16 mm², 8.636 %; navigation lights 1.5 mm² (1 mm² drops
        // 2.25 %, more than its path leaves it after the bank's run).
        let (_, json) = try Self.json(["report", Self.sailboat, "--units", "metric"], environment: ["CABLE_UNITS": "imperial"])
        #expect(Self.series(json) == "metric")
        let windlass = try Self.circuit("Anchor windlass", in: json)
        #expect((windlass["conductor"] as? [String: Any])?["label"] as? String == "16 mm²")
        expectClose(windlass["voltageDropPercent"] as? Double, 8.636, tolerance: 1e-9)
        #expect(try Self.label("Navigation lights", in: json) == "1.5 mm²")
        let text = try CableProcess.run(["report", Self.sailboat, "--units", "metric"])
        #expect(try Self.cells(of: "Anchor windlass", in: text.stdout)[3] == "12.19 m")
    }

    @Test func units_environmentApplies_whenTheFileIsSilent() throws {
        // The cabin names no units. In AWG (90 °C insulation, 30 °C): the inverter's 149.34 A needs a 200 A
        // fuse, above 2 AWG's 180 A, so 1 AWG (42.41 mm²): 149.34 · 0.0176681 · 4 / 42.41 = 0.249 V = 0.5185 %;
        // the well pump 15.34 mm² → 4 AWG, 2.175 %.
        let (_, json) = try Self.json(["report", Self.cabin], environment: ["CABLE_UNITS": "imperial"])
        #expect(Self.series(json) == "awg")
        let inverter = try Self.circuit("Inverter 5 kW", in: json)
        #expect((inverter["conductor"] as? [String: Any])?["label"] as? String == "1 AWG")
        expectClose(inverter["voltageDropPercent"] as? Double, 0.5184996313428554, tolerance: 1e-9)
        let pump = try Self.circuit("Well pump", in: json)
        #expect((pump["conductor"] as? [String: Any])?["label"] as? String == "4 AWG")
        expectClose(pump["voltageDropPercent"] as? Double, 2.1753799569759344, tolerance: 1e-9)
        // And the flag still wins over the environment.
        let (_, metric) = try Self.json(["report", Self.cabin, "--units", "metric"], environment: ["CABLE_UNITS": "imperial"])
        #expect(Self.series(metric) == "metric")
        #expect(try Self.label("Inverter 5 kW", in: metric) == "50 mm²")
        // Without either, metric.
        let (_, plain) = try Self.json(["report", Self.cabin])
        #expect(Self.series(plain) == "metric")
    }

    @Test func units_invalidValues_areDataErrors() throws {
        let environment = try CableProcess.run(["report", Self.cabin], environment: ["CABLE_UNITS": "furlongs"])
        #expect(environment.status == 65)
        #expect(environment.stderr == "error: CABLE_UNITS: must be metric or imperial, got 'furlongs'\n")
        let flag = try CableProcess.run(["check", Self.van, "--units", "cubits"])
        #expect(flag.status == 65)
        #expect(flag.stderr == "error: --units: must be metric or imperial, got 'cubits'\n")
    }
}
