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

    static let rows: [Row] = [
        // Van: Fridge 5 A over 4 m needs 1.889 mm² → 2.5 mm²; the inverter is upsized to 50 mm² for a
        // 225 A fuse; the bank feed carries the 189 A peak at 2 % on 50 mm² with a 250 A Class T.
        Row(
            file: van, kind: "load", name: "Fridge", amperes: 5, meters: 4, label: "2.5 mm²", area: 2.5, awg: nil,
            dropPercent: 2.266666666666667, lossWatts: 1.36, fuse: 7.5, fuseType: "blade", limitedBy: "voltageDrop"),
        Row(
            file: van, kind: "load", name: "Diesel heater", amperes: 40.0 / 12, meters: 2, label: "1 mm²", area: 1, awg: nil,
            dropPercent: 1.888888888888889, lossWatts: 0.7555555555555558, fuse: 5, fuseType: "blade", limitedBy: "voltageDrop"),
        Row(
            file: van, kind: "load", name: "Inverter 2 kW", amperes: 2000.0 / 12, meters: 1.5, label: "50 mm²", area: 50,
            awg: nil,
            dropPercent: 1.4166666666666667, lossWatts: 28.333333333333332, fuse: 225, fuseType: "mega", limitedBy: "ampacity"),
        Row(
            file: van, kind: "charger", name: "Solar MPPT", amperes: 30, meters: 5, label: "16 mm²", area: 16, awg: nil,
            dropPercent: 2.6562500000000004, lossWatts: 9.5625, fuse: 40, fuseType: "blade", limitedBy: "voltageDrop"),
        Row(
            file: van, kind: "battery", name: "House bank", amperes: 189, meters: 1, label: "50 mm²", area: 50, awg: nil,
            dropPercent: 1.0710000000000002, lossWatts: 24.290280000000003, fuse: 250, fuseType: "classT", limitedBy: "ampacity"),
        // Sailboat (AWG, feet): windlass 80 A over 40 ft at 10 % → 4 AWG; the plotter's 0.83 A would fit
        // 20 AWG, but a separately run conductor is at least 16 AWG; the cabin lights' 16 AWG and 5 A
        // fuse are given; the bank feed carries the chargers' 105 A (above the 97.125 A peak) and its
        // 440 Ah AGM needs 5 kA: a 150 A ANL, not a MIDI.
        Row(
            file: sailboat, kind: "load", name: "Anchor windlass", amperes: 80, meters: 12.192, label: "4 AWG",
            area: 21.15063942544283, awg: "4", dropPercent: 6.53294669823473, lossWatts: 125.4325766061068, fuse: 100,
            fuseType: "maxi", limitedBy: "voltageDrop"),
        Row(
            file: sailboat, kind: "load", name: "Chart plotter", amperes: 20.0 / 24, meters: 4.572, label: "16 AWG",
            area: 1.3086957277552627, awg: "16", dropPercent: 0.4124335309979234, lossWatts: 0.08248670619958469, fuse: 2,
            fuseType: "blade", limitedBy: "minimumSize"),
        Row(
            file: sailboat, kind: "load", name: "Cabin lights", amperes: 1.25, meters: 6.096, label: "16 AWG",
            area: 1.3086957277552627, awg: "16", dropPercent: 0.8248670619958468, lossWatts: 0.24746011859875403, fuse: 5,
            fuseType: nil, limitedBy: nil),
        Row(
            file: sailboat, kind: "charger", name: "Alternator", amperes: 60, meters: 2.4384, label: "8 AWG",
            area: 8.365564060081022,
            awg: "8", dropPercent: 2.477585474349863, lossWatts: 35.677230830638024, fuse: 80, fuseType: "maxi",
            limitedBy: "ampacity"),
        Row(
            file: sailboat, kind: "battery", name: "House bank", amperes: 105, meters: 1.8288, label: "4 AWG",
            area: 21.15063942544283, awg: "4", dropPercent: 1.2861738812149623, lossWatts: 32.41158180661705, fuse: 150,
            fuseType: "anl", limitedBy: "ampacity"),
        // Cabin (48 V, 30 °C, 90 °C insulation reads the 85 °C column); its LiFePO4 bank charges to
        // 58.4 V, so every fuse is a Class T; the bank feed carries the chargers' 143.33 A.
        Row(
            file: cabin, kind: "load", name: "Inverter 5 kW", amperes: 5000.0 / 48, meters: 2, label: "35 mm²", area: 35,
            awg: nil,
            dropPercent: 0.4381969246031745, lossWatts: 21.909846230158728, fuse: 150, fuseType: "classT", limitedBy: "ampacity"),
        Row(
            file: cabin, kind: "load", name: "Well pump", amperes: 750.0 / 48, meters: 40, label: "16 mm²", area: 16, awg: nil,
            dropPercent: 2.875667317708333, lossWatts: 21.567504882812496, fuse: 20, fuseType: "classT",
            limitedBy: "voltageDrop"),
        Row(
            file: cabin, kind: "load", name: "Router and modem", amperes: 15.0 / 48, meters: 10, label: "1 mm²", area: 1,
            awg: nil, dropPercent: 0.23005338541666662, lossWatts: 0.0345080078125, fuse: 1, fuseType: "classT",
            limitedBy: "minimumSize"),
        Row(
            file: cabin, kind: "charger", name: "Solar array", amperes: 4000.0 / 48, meters: 15, label: "35 mm²", area: 35,
            awg: nil,
            dropPercent: 2.6291815476190474, lossWatts: 105.16726190476187, fuse: 110, fuseType: "classT",
            limitedBy: "voltageDrop"),
        Row(
            file: cabin, kind: "battery", name: "Server-rack bank", amperes: 430.0 / 3, meters: 1.5, label: "50 mm²", area: 50,
            awg: nil, dropPercent: 0.31655345833333326, lossWatts: 21.778877933333334, fuse: 200, fuseType: "classT",
            limitedBy: "ampacity"),
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

    /// Totals as worked out by hand: peak = Σ I; daily = Σ V·I·h; charge = Σ V·I·eff·h;
    /// usable = nominal × usable fraction (no Peukert loss: I_avg < I₂₀ in all three);
    /// autonomy = usable / daily; recharge = usable / (Σ V·I·eff × charge efficiency).
    struct Totals: CustomTestStringConvertible, Sendable {
        let file: String
        let name: String
        let nominalVoltage: Double
        let series: String
        let peak: Double
        let daily: Double
        let charge: Double
        let nominal: Double
        let usable: Double
        let recharge: Double
        let warnings: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        Totals(
            file: van, name: "Camper van", nominalVoltage: 12, series: "metric", peak: 189, daily: 1717, charge: 1890,
            nominal: 2560,
            usable: 2048, recharge: 2048 / (930 * 0.98), warnings: []),
        Totals(
            file: sailboat, name: "Sailboat 38 ft", nominalVoltage: 24, series: "awg", peak: 97.125, daily: 1478.4, charge: 2880,
            nominal: 10560, usable: 5280, recharge: 5280 / (2448 * 0.9), warnings: []),
        Totals(
            file: cabin, name: "Off-grid cabin", nominalVoltage: 48, series: "metric", peak: 5825.0 / 48, daily: 16410,
            charge: 16000,
            nominal: 28672, usable: 22937.6, recharge: 22937.6 / (6080 * 0.98),
            warnings: ["daily charge 16000 Wh is less than daily consumption 16410 Wh: the bank runs down"]),
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
        expectClose(totals["dailyEnergyWattHours"] as? Double, expected.daily, tolerance: 1e-9)
        expectClose(totals["dailyChargeWattHours"] as? Double, expected.charge, tolerance: 1e-9)
        expectClose(totals["bankNominalEnergyWattHours"] as? Double, expected.nominal, tolerance: 1e-9)
        expectClose(totals["usableEnergyWattHours"] as? Double, expected.usable, tolerance: 1e-9)
        expectClose(totals["autonomyDays"] as? Double, expected.usable / expected.daily, tolerance: 1e-12)
        expectClose(totals["rechargeHours"] as? Double, expected.recharge, tolerance: 1e-12)
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
            #expect(["load", "charger", "battery"].contains(circuit["kind"] as? String))
            let conductor = try #require(circuit["conductor"] as? [String: Any])
            #expect(Set(conductor.keys).isSuperset(of: ["label", "areaSquareMillimeters", "awg"]))
        }
        let totals = try #require(json["totals"] as? [String: Any])
        #expect(
            Set(totals.keys).isSuperset(of: [
                "peakCurrentAmperes", "dailyEnergyWattHours", "dailyChargeWattHours", "bankNominalEnergyWattHours",
                "usableEnergyWattHours", "autonomyDays", "rechargeHours",
            ]))
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
                "load", "Fridge", "5 A", "4 m", "2.5 mm²", "2.27 %", "≤ 3 %", "1.36 W", "7.5 A ATO/ATC blade", "voltage drop",
            ])
        #expect(
            try Self.cells(of: "Diesel heater", in: result.stdout) == [
                "load", "Diesel heater", "3.33 A", "2 m", "1 mm²", "1.89 %", "≤ 2 %", "0.76 W", "5 A ATO/ATC blade",
                "voltage drop",
            ])
        #expect(
            try Self.cells(of: "Inverter 2 kW", in: result.stdout) == [
                "load", "Inverter 2 kW", "166.67 A", "1.5 m", "50 mm²", "1.42 %", "≤ 3 %", "28.33 W", "225 A MEGA",
                "ampacity (to fit a fuse)",
            ])
        #expect(
            try Self.cells(of: "House bank", in: result.stdout) == [
                "battery", "House bank", "189 A", "1 m", "50 mm²", "1.07 %", "≤ 2 %", "24.29 W", "250 A Class T",
                "ampacity (to fit a fuse)",
            ])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("  Peak current       189 A (all loads at once)"))
        #expect(lines.contains("  Daily consumption  1717 Wh (143.1 Ah at 12 V)"))
        #expect(lines.contains("  Daily charge       1890 Wh"))
        #expect(lines.contains("  Bank energy        2560 Wh nominal, 2048 Wh usable (LiFePO4)"))
        // 2048 / 1717 = 1.1928 days; 2048 / 911.4 = 2.247 h.
        #expect(lines.contains("  Autonomy           1.19 days"))
        #expect(lines.contains("  Recharge           2.2 h from usable-empty, all chargers on"))
        #expect(!result.stdout.contains("Warnings"))
    }

    @Test func reportText_sailboat_showsFeetAWGAndTheGivenWire() throws {
        let result = try CableProcess.run(["report", Self.sailboat])
        #expect(result.status == 0)
        #expect(
            try Self.cells(of: "Anchor windlass", in: result.stdout) == [
                "load", "Anchor windlass", "80 A", "40 ft", "4 AWG", "6.53 %", "≤ 10 %", "125.43 W", "100 A MAXI blade",
                "voltage drop",
            ])
        #expect(
            try Self.cells(of: "Cabin lights", in: result.stdout) == [
                "load", "Cabin lights", "1.25 A", "20 ft", "16 AWG", "0.82 %", "≤ 10 %", "0.25 W", "5 A (given)", "given wire",
            ])
    }

    @Test func reportText_cabin_listsTheWarning() throws {
        let result = try CableProcess.run(["report", Self.cabin])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasSuffix(
                "\nWarnings\n  - daily charge 16000 Wh is less than daily consumption 16410 Wh: the bank runs down\n"))
    }

    // MARK: - check

    @Test(arguments: [(van, 10, "189 A"), (sailboat, 11, "97.12 A"), (cabin, 7, "121.35 A")])
    func check_sampleSystems_pass(_ file: String, _ circuits: Int, _ peak: String) throws {
        let result = try CableProcess.run(["check", file])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout
                == "ok: \(file): \(circuits) circuits meet their drop, ampacity and fuse rules; the batteries supply the \(peak) peak\n"
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
                FAIL Long thin run: voltageDrop: drop 11.33 % exceeds the 5 % limit (actual 11.33 %, limit 5 %)
                FAIL Overloaded wire: ampacity: 40 A exceeds the 35 A ampacity of 2.5 mm² (actual 40 A, limit 35 A)
                FAIL Overloaded wire: fuseBelowCurrent: fuse 40 A is below 50 A, 1.25 × the 40 A load current (actual 40 A, limit 50 A)
                FAIL Overloaded wire: fuseAboveAmpacity: fuse 40 A exceeds the conductor's 35 A ampacity (actual 40 A, limit 35 A)
                FAIL Small fuse: fuseBelowCurrent: fuse 15 A is below 25 A, 1.25 × the 20 A load current (actual 15 A, limit 25 A)
                FAIL Small AGM: bankPeakCurrent: peak current 320 A exceeds the batteries' 50 A maximum continuous discharge (actual 320 A, limit 50 A)

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

    @Test func check_noFuseFits_isAViolation() throws {
        // 30 A on the given 2.5 mm² (35 A): a fuse must be ≥ 37.5 A and ≤ 35 A.
        let file = Self.fixture("broken/no-fuse.json")
        let result = try CableProcess.run(["check", file])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "FAIL Inverter feed: noFuse: no standard fuse of at least 37.5 A and at most the conductor's 35 A ampacity "
                + "(actual 37.5 A, limit 35 A)\n")
        #expect(result.stderr == "1 violation in \(file)\n")
    }

    @Test func check_noStandardSize_printsNoValues() throws {
        // 100 A over 100 m needs 566.67 mm²; 300 mm² drops 9.44 %. 600 A is above every metric rating (475 A).
        // The same words as `cable size` gives for these circuits.
        let file = Self.fixture("broken/no-standard-size.json")
        let result = try CableProcess.run(["check", file])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                FAIL Long feeder: noStandardSize: no standard size keeps the drop within 5 % over 100 m one-way (200 m round trip): \
                it needs 566.67 mm²; the largest, 300 mm², drops 9.44 %. Use parallel conductors, a shorter run or a higher voltage.
                FAIL Welder: noStandardSize: no standard size is rated for 600 A (largest: 300 mm², ≥ 475 A with 105C insulation, \
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
        // Runs: 1 mm² 2 m; 1.5 mm² 6 + 3; 2.5 mm² 4 + 3 + 1; 4 mm² 1; 16 mm² 5; 50 mm² 1.5 + 1; × 1.1.
        let result = try CableProcess.run(["bom", Self.van])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                Bill of materials: Camper van
                Cable: red (+) and black (−) runs of each circuit's one-way length, plus 10 % spare; lengths in metres.

                Category     Item                                      Quantity
                cable        1 mm² red                                    2.2 m
                cable        1 mm² black                                  2.2 m
                cable        1.5 mm² red                                  9.9 m
                cable        1.5 mm² black                                9.9 m
                cable        2.5 mm² red                                  8.8 m
                cable        2.5 mm² black                                8.8 m
                cable        4 mm² red                                    1.1 m
                cable        4 mm² black                                  1.1 m
                cable        16 mm² red                                   5.5 m
                cable        16 mm² black                                 5.5 m
                cable        50 mm² red                                   2.8 m
                cable        50 mm² black                                 2.8 m
                fuse         3 A ATO/ATC blade                            1 pcs
                fuse         5 A ATO/ATC blade                            1 pcs
                fuse         7.5 A ATO/ATC blade                          2 pcs
                fuse         10 A ATO/ATC blade                           1 pcs
                fuse         35 A ATO/ATC blade                           1 pcs
                fuse         40 A ATO/ATC blade                           2 pcs
                fuse         225 A MEGA                                   1 pcs
                fuse         250 A Class T                                1 pcs
                fuse holder  ATO/ATC blade holder                         8 pcs
                fuse holder  Class T holder                               1 pcs
                fuse holder  MEGA holder                                  1 pcs
                terminal     ring terminal 1 mm²                          4 pcs
                terminal     ring terminal 1.5 mm²                        8 pcs
                terminal     ring terminal 2.5 mm²                       12 pcs
                terminal     ring terminal 4 mm²                          4 pcs
                terminal     ring terminal 16 mm²                         4 pcs
                terminal     ring terminal 50 mm²                         8 pcs
                battery      House bank: LiFePO4 200 Ah 12.8 V (1S1P)     1 pcs
                charger      Solar MPPT: solar, 30 A                      1 pcs
                charger      DC-DC charger: dcdc, 30 A                    1 pcs
                charger      Shore charger: shore, 25 A                   1 pcs

                """)
    }

    @Test func bomCSV_van_quotesItemsWithCommas() throws {
        let result = try CableProcess.run(["bom", Self.van, "--format", "csv"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                category,item,quantity,unit
                cable,1 mm² red,2.2,m
                cable,1 mm² black,2.2,m
                cable,1.5 mm² red,9.9,m
                cable,1.5 mm² black,9.9,m
                cable,2.5 mm² red,8.8,m
                cable,2.5 mm² black,8.8,m
                cable,4 mm² red,1.1,m
                cable,4 mm² black,1.1,m
                cable,16 mm² red,5.5,m
                cable,16 mm² black,5.5,m
                cable,50 mm² red,2.8,m
                cable,50 mm² black,2.8,m
                fuse,3 A ATO/ATC blade,1,pcs
                fuse,5 A ATO/ATC blade,1,pcs
                fuse,7.5 A ATO/ATC blade,2,pcs
                fuse,10 A ATO/ATC blade,1,pcs
                fuse,35 A ATO/ATC blade,1,pcs
                fuse,40 A ATO/ATC blade,2,pcs
                fuse,225 A MEGA,1,pcs
                fuse,250 A Class T,1,pcs
                fuseHolder,ATO/ATC blade holder,8,pcs
                fuseHolder,Class T holder,1,pcs
                fuseHolder,MEGA holder,1,pcs
                ringTerminal,ring terminal 1 mm²,4,pcs
                ringTerminal,ring terminal 1.5 mm²,8,pcs
                ringTerminal,ring terminal 2.5 mm²,12,pcs
                ringTerminal,ring terminal 4 mm²,4,pcs
                ringTerminal,ring terminal 16 mm²,4,pcs
                ringTerminal,ring terminal 50 mm²,8,pcs
                battery,House bank: LiFePO4 200 Ah 12.8 V (1S1P),1,pcs
                charger,"Solar MPPT: solar, 30 A",1,pcs
                charger,"DC-DC charger: dcdc, 30 A",1,pcs
                charger,"Shore charger: shore, 25 A",1,pcs

                """)
    }

    @Test func bomMarkdown_van_isATable() throws {
        let result = try CableProcess.run(["bom", Self.van, "--format", "markdown"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                # Bill of materials: Camper van

                Cable includes 10 % spare.

                | Category | Item | Quantity |
                |---|---|---:|
                | cable | 1 mm² red | 2.2 m |
                | cable | 1 mm² black | 2.2 m |
                | cable | 1.5 mm² red | 9.9 m |
                | cable | 1.5 mm² black | 9.9 m |
                | cable | 2.5 mm² red | 8.8 m |
                | cable | 2.5 mm² black | 8.8 m |
                | cable | 4 mm² red | 1.1 m |
                | cable | 4 mm² black | 1.1 m |
                | cable | 16 mm² red | 5.5 m |
                | cable | 16 mm² black | 5.5 m |
                | cable | 50 mm² red | 2.8 m |
                | cable | 50 mm² black | 2.8 m |
                | fuse | 3 A ATO/ATC blade | 1 pcs |
                | fuse | 5 A ATO/ATC blade | 1 pcs |
                | fuse | 7.5 A ATO/ATC blade | 2 pcs |
                | fuse | 10 A ATO/ATC blade | 1 pcs |
                | fuse | 35 A ATO/ATC blade | 1 pcs |
                | fuse | 40 A ATO/ATC blade | 2 pcs |
                | fuse | 225 A MEGA | 1 pcs |
                | fuse | 250 A Class T | 1 pcs |
                | fuse holder | ATO/ATC blade holder | 8 pcs |
                | fuse holder | Class T holder | 1 pcs |
                | fuse holder | MEGA holder | 1 pcs |
                | terminal | ring terminal 1 mm² | 4 pcs |
                | terminal | ring terminal 1.5 mm² | 8 pcs |
                | terminal | ring terminal 2.5 mm² | 12 pcs |
                | terminal | ring terminal 4 mm² | 4 pcs |
                | terminal | ring terminal 16 mm² | 4 pcs |
                | terminal | ring terminal 50 mm² | 8 pcs |
                | battery | House bank: LiFePO4 200 Ah 12.8 V (1S1P) | 1 pcs |
                | charger | Solar MPPT: solar, 30 A | 1 pcs |
                | charger | DC-DC charger: dcdc, 30 A | 1 pcs |
                | charger | Shore charger: shore, 25 A | 1 pcs |

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
        #expect(lines.count == 33)
        let meters: [Double] = [2, 9, 8, 1, 5, 2.5]
        for (index, run) in meters.enumerated() {
            for (offset, colour) in ["red", "black"].enumerated() {
                let line = lines[2 * index + offset]
                #expect(line["category"] as? String == "cable")
                #expect(line["colour"] as? String == colour)
                #expect(line["unit"] as? String == "m")
                expectClose(line["quantity"] as? Double, run * 1.1, tolerance: 1e-12)
            }
        }
        #expect((lines[0]["conductor"] as? [String: Any])?["label"] as? String == "1 mm²")
        #expect(lines[0]["item"] as? String == "1 mm² red")
        let fuse = lines[12]
        #expect(fuse["category"] as? String == "fuse")
        #expect(fuse["item"] as? String == "3 A ATO/ATC blade")
        #expect(fuse["conductor"] is NSNull && fuse["colour"] is NSNull)
        #expect(fuse["unit"] as? String == "pcs")
        let battery = lines[29]
        #expect(battery["category"] as? String == "battery")
        #expect(battery["item"] as? String == "House bank: LiFePO4 200 Ah 12.8 V (1S1P)")
        #expect(battery["quantity"] as? Double == 1)
    }

    @Test func bomCSV_spareTwentyPercent_scalesTheCable() throws {
        // × 1.2: 2.4, 10.8, 9.6, 1.2, 6, 3 m.
        let result = try CableProcess.run(["bom", Self.van, "--format", "csv", "--spare", "20%"])
        #expect(result.status == 0)
        let cable = result.stdout.split(separator: "\n").filter { $0.hasPrefix("cable,") && $0.contains(" red,") }
        #expect(
            cable == [
                "cable,1 mm² red,2.4,m", "cable,1.5 mm² red,10.8,m", "cable,2.5 mm² red,9.6,m", "cable,4 mm² red,1.2,m",
                "cable,16 mm² red,6,m", "cable,50 mm² red,3,m",
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
        #expect(csv.stdout == "category,item,quantity,unit\ncharger,\"Shore \"\"dock\"\" | pier: shore, 30 A\",1,pcs\n")
        let markdown = try CableProcess.run(["bom", url.path, "--format", "markdown"])
        #expect(
            markdown.stdout == """
                # Bill of materials: Dock

                Cable includes 10 % spare.

                | Category | Item | Quantity |
                |---|---|---:|
                | charger | Shore "dock" \\| pier: shore, 30 A | 1 pcs |

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
                category,item,quantity,unit
                charger,"'=HYPERLINK(""x""): shore, 30 A",1,pcs
                charger,"'+1+1: shore, 30 A",1,pcs
                charger,"'@SUM(A1): shore, 30 A",1,pcs
                charger,"'-2+3: shore, 30 A",1,pcs
                charger,"'-3.5: shore, 30 A",1,pcs

                """)
    }

    // MARK: - example

    @Test func example_printsExactlyTheVanFixture() throws {
        let result = try CableProcess.run(["example"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let fixture = try Data(contentsOf: URL(fileURLWithPath: Self.van))
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
        // Sailboat in metric: windlass 80 A, 13.82 mm² → 16 mm², 8.636 %; navigation lights 0.75 mm² by drop,
        // 1 mm² as a separately run conductor.
        let (_, json) = try Self.json(["report", Self.sailboat, "--units", "metric"], environment: ["CABLE_UNITS": "imperial"])
        #expect(Self.series(json) == "metric")
        let windlass = try Self.circuit("Anchor windlass", in: json)
        #expect((windlass["conductor"] as? [String: Any])?["label"] as? String == "16 mm²")
        expectClose(windlass["voltageDropPercent"] as? Double, 8.636, tolerance: 1e-9)
        #expect(try Self.label("Navigation lights", in: json) == "1 mm²")
        let text = try CableProcess.run(["report", Self.sailboat, "--units", "metric"])
        #expect(try Self.cells(of: "Anchor windlass", in: text.stdout)[3] == "12.19 m")
    }

    @Test func units_environmentApplies_whenTheFileIsSilent() throws {
        // The cabin names no units. In AWG (90 °C insulation, 30 °C): the inverter's 104.17 A needs
        // 4 AWG (135 A) then 2 AWG (180 A) for a 150 A fuse: 0.456 %; the well pump 15.34 mm² → 4 AWG, 2.175 %.
        let (_, json) = try Self.json(["report", Self.cabin], environment: ["CABLE_UNITS": "imperial"])
        #expect(Self.series(json) == "awg")
        let inverter = try Self.circuit("Inverter 5 kW", in: json)
        #expect((inverter["conductor"] as? [String: Any])?["label"] as? String == "2 AWG")
        expectClose(inverter["voltageDropPercent"] as? Double, 0.4560366344850973, tolerance: 1e-9)
        let pump = try Self.circuit("Well pump", in: json)
        #expect((pump["conductor"] as? [String: Any])?["label"] as? String == "4 AWG")
        expectClose(pump["voltageDropPercent"] as? Double, 2.1753799569759344, tolerance: 1e-9)
        // And the flag still wins over the environment.
        let (_, metric) = try Self.json(["report", Self.cabin, "--units", "metric"], environment: ["CABLE_UNITS": "imperial"])
        #expect(Self.series(metric) == "metric")
        #expect(try Self.label("Inverter 5 kW", in: metric) == "35 mm²")
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
