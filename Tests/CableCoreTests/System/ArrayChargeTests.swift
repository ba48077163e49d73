import Testing

@testable import CableCore

/// An array's voltage against the battery it charges, its strings against its controller's other
/// arrays, its module's figures against each other, and its run at the PV cable's rating
/// (docs/method.md, *PV arrays*), against hand computation.
@Suite("PV arrays: too low to charge, mismatched strings, module figures, PV cable rating")
struct ArrayChargeTests {
    /// A 24 V LiFePO4 bank (2 × 12.8 V, charged to 2 × 14.2 = 28.4 V) with one 50 A MPPT.
    static func system(module: PVModule, series: Int, parallel: Int, extra: [SolarArray] = []) throws -> ElectricalSystem {
        var draft = SystemDraft(name: "PV", nominalVoltage: .volts(24))
        draft.batteries = [
            try BatteryBank(
                name: "Bank", chemistry: .lifepo4, capacityAh: 200, voltage: .volts(12.8), count: 2,
                arrangement: .init(series: 2, parallel: 1))
        ]
        draft.chargers = [
            try Charger(
                name: "MPPT", kind: .solar, output: .current(.amperes(50)), maxInputVoltage: .volts(150),
                maxInputCurrent: .amperes(60))
        ]
        draft.arrays =
            [
                try SolarArray(
                    name: "Array", charger: "MPPT", module: module, series: series, parallel: parallel,
                    length: .meters(10), minTemperature: .celsius(-10))
            ] + extra
        return try draft.build()
    }

    /// Renogy RNG-100D-SS: Voc 24.3 V, Isc 5.21 A, Vmp 20.4 V, Imp 4.91 A, 100 W, −0.28 %/K.
    static func renogy100() throws -> PVModule {
        try PVModule(
            voc: .volts(24.3), isc: .amperes(5.21), vmp: .volts(20.4), imp: .amperes(4.91), power: .watts(100),
            vocTempCoefficient: -0.28, maxSeriesFuse: .amperes(15))
    }

    /// Four "12 V" modules in parallel on a bank charged to 28.4 V (F19 of the fourth #34 review):
    /// Voc 24.3 V < 28.4 + 5 = 33.4 V (Victron MPPT manuals: Vbat + 5 V to start): the controller
    /// never starts — one pvVoltage violation, no daily charge (1200 Wh before), and a warning.
    @Test func twelveVoltModulesInParallel_onA24VBank_chargeNothing() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(module: try Self.renogy100(), series: 1, parallel: 4))
        let array = try #require(report.arrays.first)
        #expect(!array.charges)
        #expect(array.dailyChargeWattHours == 0)
        expectClose(report.totals.dailyChargeWattHours, 0)
        let start = try #require(report.violations.first { $0.detail == .pvBelowStartVoltage })
        #expect(start.rule == .pvVoltage)
        expectClose(try #require(start.actual), 24.3)
        expectClose(try #require(start.limit), 33.4)
        #expect(
            report.warnings.contains(
                .arrayBelowStartVoltage(array: "Array", openCircuit: .volts(24.3), chargeVoltage: .volts(28.4))))
    }

    /// Two in series: Voc 48.6 V ≥ 33.4 V, Vmp,hot = 2 × 20.4 × (1 − 0.0028 × 45) = 35.6592 V ≥
    /// 29.4 V: it charges, 2 × 2 modules × 100 W × 4 h × 0.75 = 1200 Wh a day (within the 50 A ×
    /// 24 V output), with no violation and no warning about its voltage.
    @Test func twoInSeries_onA24VBank_charges() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(module: try Self.renogy100(), series: 2, parallel: 2))
        let array = try #require(report.arrays.first)
        #expect(array.charges)
        expectClose(array.array.hotOperatingVoltage.volts, 35.6592)
        expectClose(report.totals.dailyChargeWattHours, 1200)
        #expect(report.violations.allSatisfy { $0.rule != .pvVoltage })
        #expect(!report.warnings.contains { if case .arrayBelowChargeVoltageWhenHot = $0 { true } else { false } })
    }

    /// One 60-cell CS6R-400MS (Voc 37.0 V, Vmp 30.8 V, −0.26 %/K) on the 28.4 V bank: it starts
    /// (37.0 ≥ 33.4 V), but with 70 °C cells Vmp = 30.8 × (1 − 0.0026 × 45) = 27.1964 V < 29.4 V:
    /// the budget keeps its charge, and the report warns that summer heat takes some of it.
    @Test func oneSixtyCellModule_onA24VBank_isWarnedAboutWhenHot() throws {
        let module = try PVModule(
            voc: .volts(37.0), isc: .amperes(13.85), vmp: .volts(30.8), imp: .amperes(12.99), power: .watts(400),
            vocTempCoefficient: -0.26, maxSeriesFuse: .amperes(25))
        let report = try SystemAnalyzer.analyze(try Self.system(module: module, series: 1, parallel: 1))
        let array = try #require(report.arrays.first)
        #expect(array.charges)
        expectClose(array.array.hotOperatingVoltage.volts, 27.1964)
        // 400 W × 4 h × 0.75.
        expectClose(report.totals.dailyChargeWattHours, 1200)
        #expect(report.violations.allSatisfy { $0.detail != .pvBelowStartVoltage })
        #expect(
            report.warnings.contains(
                .arrayBelowChargeVoltageWhenHot(
                    array: "Array", hotOperating: array.array.hotOperatingVoltage, chargeVoltage: .volts(28.4))))
    }

    /// Three Trina TSM-400DE09 in series (3 × 34.2 = 102.6 V) and two (68.4 V) on one MPPT: 68.4 V
    /// is 33 % below 102.6 V, more than 5 %: warned, naming both arrays. Two equal arrays: none.
    @Test func stringsOfDifferentLength_onOneController_areWarnedAbout() throws {
        let trina = try PVModule(
            voc: .volts(41.2), isc: .amperes(12.28), vmp: .volts(34.2), imp: .amperes(11.7), power: .watts(400),
            vocTempCoefficient: -0.266, maxSeriesFuse: .amperes(25))
        let short = try SolarArray(
            name: "A2", charger: "MPPT", module: trina, series: 2, parallel: 1, length: .meters(10),
            minTemperature: .celsius(-10))
        let report = try SystemAnalyzer.analyze(try Self.system(module: trina, series: 3, parallel: 1, extra: [short]))
        let mismatch = report.warnings.compactMap { warning -> (String, [String], Voltage, Voltage)? in
            if case .stringsMismatched(let charger, let arrays, let low, let high) = warning {
                (charger, arrays, low, high)
            } else {
                nil
            }
        }
        let found = try #require(mismatch.first)
        #expect(found.0 == "MPPT")
        #expect(found.1 == ["Array", "A2"])
        expectClose(found.2.volts, 68.4)
        expectClose(found.3.volts, 102.6)
        let same = try SolarArray(
            name: "A2", charger: "MPPT", module: trina, series: 3, parallel: 1, length: .meters(10),
            minTemperature: .celsius(-10))
        let matched = try SystemAnalyzer.analyze(try Self.system(module: trina, series: 3, parallel: 1, extra: [same]))
        #expect(!matched.warnings.contains { if case .stringsMismatched = $0 { true } else { false } })
    }

    /// 22 V / 5 A / 18 V / 4.5 A rated 200 W: Vmp × Imp = 81 W, 59.5 % off (F15); a coefficient of
    /// 0 or −1 %/K is outside −0.5…−0.2. The Renogy's 20.4 × 4.91 = 100.16 W is within 5 %.
    @Test func implausibleModuleFigures_areWarnedAbout() throws {
        let typo = try PVModule(
            voc: .volts(22), isc: .amperes(5), vmp: .volts(18), imp: .amperes(4.5), power: .watts(200),
            vocTempCoefficient: 0)
        expectClose(typo.maximumPower.watts, 81)
        let report = try SystemAnalyzer.analyze(try Self.system(module: typo, series: 2, parallel: 1))
        #expect(
            report.warnings.contains(.modulePowerMismatch(array: "Array", power: .watts(200), maximumPower: typo.maximumPower)))
        #expect(report.warnings.contains(.moduleCoefficientImplausible(array: "Array", coefficient: 0)))
        #expect(try Self.renogy100().powerMatches)
    }

    /// The coldest ambient not given: −10 °C assumed, and warned about (NEC 690.7(A)).
    @Test func minTemperatureNotGiven_isWarnedAbout() throws {
        var draft = SystemDraft(name: "PV", nominalVoltage: .volts(12))
        draft.chargers = [
            try Charger(
                name: "MPPT", kind: .solar, output: .current(.amperes(30)), maxInputVoltage: .volts(100),
                maxInputCurrent: .amperes(35))
        ]
        draft.arrays = [
            try SolarArray(
                name: "Roof", charger: "MPPT", module: try Self.renogy100(), series: 1, parallel: 4, length: .meters(5))
        ]
        let report = try SystemAnalyzer.analyze(try draft.build())
        #expect(report.warnings.contains(.minTemperatureAssumed(["Roof"])))
        // 24.3 × (1 + 0.0028 × 35) = 26.6814 V at the assumed −10 °C.
        expectClose(try #require(report.arrays.first).coldOpenCircuitVoltage.volts, 26.6814)
    }

    /// Five strings of the Renogy: 1.5625 × 5.21 × 5 = 40.703 A on a 1 m run. ISO 13297 rates
    /// 4 mm² 45 A at 105 °C but 40 A at 90 °C, the PV cable's rating (EN 50618, UL 4703), so
    /// the run is not 4 mm² (F17); given `insulation` 105 °C, the array's own figure rules.
    @Test func arrayRun_isJudgedAtThePVCablesNinetyDegrees() throws {
        var draft = SystemDraft(name: "PV", nominalVoltage: .volts(12))
        draft.chargers = [
            try Charger(
                name: "MPPT", kind: .solar, output: .current(.amperes(30)), maxInputVoltage: .volts(100),
                maxInputCurrent: .amperes(50))
        ]
        draft.arrays = [
            try SolarArray(
                name: "Roof", charger: "MPPT", module: try Self.renogy100(), series: 1, parallel: 5, length: .meters(1),
                minTemperature: .celsius(-10))
        ]
        let array = try draft.build().arrays[0]
        #expect(array.installation.insulation == .c90)
        let own = try SolarArray(
            name: "Roof", charger: "MPPT", module: try Self.renogy100(), series: 1, parallel: 5, length: .meters(1),
            insulation: .c105)
        #expect(own.installation.insulation == .c105)
        let report = try SystemAnalyzer.analyze(try draft.build())
        let run = try #require(report.circuits.first { $0.kind == .array })
        #expect(try #require(run.analysis?.size) == .metric(6))
    }
}
