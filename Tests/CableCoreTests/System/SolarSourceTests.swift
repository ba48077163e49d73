import Testing

@testable import CableCore

/// PV arrays (NEC 690.7, 690.8, 690.9) and DC-DC chargers' input runs, against hand computation.
@Suite("Solar arrays and DC-DC inputs: cold Voc, PV currents, string fuses, input current")
struct SolarSourceTests {
    /// Canadian Solar CS6R-400MS (HiKu6 Mono) data sheet: Voc 37.0 V, Isc 13.85 A, Vmp 30.8 V,
    /// Imp 12.99 A, 400 W, Voc coefficient −0.26 %/°C, maximum series fuse 25 A.
    static func canadianSolar400() throws -> PVModule {
        try PVModule(
            voc: .volts(37.0), isc: .amperes(13.85), vmp: .volts(30.8), imp: .amperes(12.99), power: .watts(400),
            vocTempCoefficient: -0.26, maxSeriesFuse: .amperes(25))
    }

    /// Renogy RNG-100D-SS (G3) data sheet: Voc 24.3 V, Isc 5.21 A, Vmp 20.4 V, Imp 4.91 A, 100 W,
    /// Voc coefficient −0.28 %/°C; 36 cells (a "12 V panel").
    static func renogy100() throws -> PVModule {
        try PVModule(
            voc: .volts(24.3), isc: .amperes(5.21), vmp: .volts(20.4), imp: .amperes(4.91), power: .watts(100),
            vocTempCoefficient: -0.28, maxSeriesFuse: .amperes(15))
    }

    static func system(
        module: PVModule, series: Int, parallel: Int, minTemperature: Double? = nil, maxVolts: Double = 150,
        maxAmperes: Double = 50
    ) throws -> ElectricalSystem {
        var draft = SystemDraft(name: "PV", nominalVoltage: .volts(24))
        draft.chargers = [
            try Charger(
                name: "MPPT", kind: .solar, output: .current(.amperes(70)), maxInputVoltage: .volts(maxVolts),
                maxInputCurrent: .amperes(maxAmperes))
        ]
        draft.arrays = [
            try SolarArray(
                name: "Array", charger: "mppt", module: module, series: series, parallel: parallel, length: .meters(10),
                minTemperature: minTemperature.map(Temperature.celsius))
        ]
        return try draft.build()
    }

    // MARK: - NEC 690.7: cold open-circuit voltage

    /// NEC 690.7(A)(1) with the maker's coefficient: 3 × 37.0 V × (1 + (−0.26 / 100) × (−10 − 25))
    /// = 111 × 1.091 = 121.101 V, below a 150 V controller's limit.
    @Test func coldVoc_threeCS6R400InSeriesAtMinus10_is121V() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(module: try Self.canadianSolar400(), series: 3, parallel: 2))
        let array = try #require(report.arrays.first)
        expectClose(array.coldOpenCircuitVoltage.volts, 121.101, relative: 1e-9)
        #expect(report.violations.allSatisfy { $0.rule != .pvVoltage })
    }

    /// The same string at −40 °C: 111 × (1 + 0.0026 × 65) = 129.759 V; four in series at −40 °C,
    /// 4 × 37 × 1.169 = 173.012 V, is over a 150 V controller's limit (rule pvVoltage).
    @Test func coldVoc_fourInSeriesAtMinus40_breaksPvVoltage() throws {
        let report = try SystemAnalyzer.analyze(
            try Self.system(module: try Self.canadianSolar400(), series: 4, parallel: 1, minTemperature: -40))
        let violation = try #require(report.violations.first { $0.rule == .pvVoltage })
        expectClose(try #require(violation.actual), 173.012, relative: 1e-9)
        #expect(violation.limit == 150)
        #expect(violation.unit == .volts)
    }

    /// Victron's string-sizing example (BlueSolar MPPT 100/15 manual, 3.2 "PV configuration":
    /// a 12 V battery takes at most 144 cells, 4 × 12 V panels, in series on a 100 V controller,
    /// and "at low temperatures the open circuit voltage of a 144 cell solar array may exceed
    /// 100V"): four 36-cell Renogy 100 W panels give 4 × 24.3 = 97.2 V at 25 °C (within) and
    /// 97.2 × (1 + 0.0028 × 35) = 106.7256 V at −10 °C (over).
    @Test func victronExample_144CellsExceed100VWhenCold() throws {
        let warm = try SystemAnalyzer.analyze(
            try Self.system(module: try Self.renogy100(), series: 4, parallel: 1, minTemperature: 25, maxVolts: 100))
        expectClose(try #require(warm.arrays.first).coldOpenCircuitVoltage.volts, 97.2, relative: 1e-9)
        #expect(warm.violations.allSatisfy { $0.rule != .pvVoltage })
        let cold = try SystemAnalyzer.analyze(
            try Self.system(module: try Self.renogy100(), series: 4, parallel: 1, maxVolts: 100))
        let violation = try #require(cold.violations.first { $0.rule == .pvVoltage })
        expectClose(try #require(violation.actual), 106.7256, relative: 1e-9)
    }

    // MARK: - NEC 690.8: currents

    /// NEC 690.8(A)(1)(a): 1.25 × 13.85 A × 2 = 34.625 A, the maximum current;
    /// 690.8(B)(1): × 1.25 = 43.28125 A, what its conductor's ampacity must carry. The run's drop
    /// is computed at the STC operating current, Imp × 2 = 12.99 × 2 = 25.98 A (as PVsyst counts
    /// wiring loss; docs/method.md, PV arrays), held to the critical 3 % (a charging circuit).
    /// NEC 690.9(A): no overcurrent device on the run (the controller is no source into the
    /// array), so no fuse, no noFuse at 121.1 V, and the exemption stated.
    @Test func currents_twoStrings_runCarries156PercentOfIsc_withoutAFuse() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(module: try Self.canadianSolar400(), series: 3, parallel: 2))
        let array = try #require(report.arrays.first)
        expectClose(array.maximumCurrent.amperes, 34.625)
        expectClose(array.designCurrent.amperes, 43.28125)
        let circuit = try #require(report.circuits.first { $0.kind == .array })
        expectClose(circuit.circuit.current.amperes, 25.98)
        #expect(circuit.maxDropPercent == 3)
        #expect(circuit.critical)
        #expect(circuit.fuse == nil)
        #expect(circuit.fuseNotRequired == .pvCircuitAmpacity)
        #expect(circuit.problem == nil)
        #expect(circuit.fusePlacement == nil)
        #expect(try #require(circuit.analysis?.ampacity?.current.amperes) >= 43.28125)
        #expect(report.violations.allSatisfy { $0.rule != .noFuse })
        #expect(array.stringFuse == nil)
        // Every other circuit takes a fuse as before.
        #expect(report.circuits.filter { $0.kind != .array }.allSatisfy { $0.fuseNotRequired == nil })
    }

    /// The run's conductor is the smallest that carries 1.56 × Isc × parallel when drop alone
    /// would take a smaller one: 1 m of 3 × CS6R-400MS × 2 (34.625 A at 92.4 V) drops little, so
    /// ampacity sets it; the next smaller size in the series does not carry 43.28 A.
    @Test func arrayRun_shortRun_isSetByAmpacityAt156PercentOfIsc() throws {
        var draft = SystemDraft(name: "PV", nominalVoltage: .volts(24))
        draft.chargers = [try Charger(name: "MPPT", kind: .solar, output: .current(.amperes(70)))]
        draft.arrays = [
            try SolarArray(
                name: "Array", charger: "MPPT", module: try Self.canadianSolar400(), series: 3, parallel: 2,
                length: .meters(1))
        ]
        let report = try SystemAnalyzer.analyze(try draft.build())
        let circuit = try #require(report.circuits.first { $0.kind == .array })
        let analysis = try #require(circuit.analysis)
        #expect(circuit.limitedBy == .ampacity)
        #expect(try #require(analysis.ampacity).current.amperes >= 43.28125)
        let sizes = WireSeries.metric.sizes
        let index = try #require(sizes.firstIndex(of: analysis.size))
        #expect(index > 0)
        #expect(!circuit.circuit.analyze(sizes[index - 1]).carries(.amperes(43.28125)))
    }

    /// Three strings: 1.25 × 13.85 × 3 = 51.9375 A, over a 50 A controller input (rule pvCurrent).
    @Test func currents_threeStringsOnA50AController_breakPvCurrent() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(module: try Self.canadianSolar400(), series: 2, parallel: 3))
        let violation = try #require(report.violations.first { $0.rule == .pvCurrent })
        expectClose(try #require(violation.actual), 51.9375)
        #expect(violation.limit == 50)
    }

    /// Two arrays on one controller share its PV input: the cabin's 2 × CS6R-400MS strings
    /// (1.25 × 13.85 × 2 = 34.625 A) and 2 strings of a 12.28 A module (1.25 × 12.28 × 2 = 30.7 A)
    /// make 65.325 A, above the 50 A limit — each alone is within it. One pvCurrent violation,
    /// naming both arrays. Four strings at the controller: string fuses for both arrays, each
    /// for its own module (1.5625 × 13.85 = 21.64 → 25 A; 1.5625 × 12.28 = 19.19 → 20 A).
    @Test func currents_twoArraysOnOneController_areSummed() throws {
        let shed = try PVModule(
            voc: .volts(45.6), isc: .amperes(12.28), vmp: .volts(38.1), imp: .amperes(11.55), power: .watts(440),
            vocTempCoefficient: -0.27, maxSeriesFuse: .amperes(25))
        var draft = SystemDraft(name: "PV", nominalVoltage: .volts(24))
        draft.chargers = [
            try Charger(
                name: "MPPT", kind: .solar, output: .current(.amperes(70)), maxInputVoltage: .volts(150),
                maxInputCurrent: .amperes(50))
        ]
        draft.arrays = [
            try SolarArray(
                name: "Ground", charger: "MPPT", module: try Self.canadianSolar400(), series: 3, parallel: 2,
                length: .meters(15)),
            try SolarArray(name: "Shed", charger: "MPPT", module: shed, series: 2, parallel: 2, length: .meters(10)),
        ]
        let report = try SystemAnalyzer.analyze(try draft.build())
        let violations = report.violations.filter { $0.rule == .pvCurrent }
        #expect(violations.count == 1)
        let violation = try #require(violations.first)
        expectClose(try #require(violation.actual), 65.325)
        #expect(violation.limit == 50)
        #expect(violation.circuit == "Ground, Shed")
        #expect(report.arrays.map(\.controllerStrings) == [4, 4])
        expectClose(try #require(report.arrays.first).controllerCurrent.amperes, 65.325)
        #expect(report.arrays.map(\.stringFuse) == [.amperes(25), .amperes(20)])
        // Each alone passes: the same arrays on separate 50 A controllers raise nothing.
        #expect(try #require(report.arrays.first).maximumCurrent.amperes < 50)
        #expect(report.arrays[1].maximumCurrent.amperes < 50)
    }

    // MARK: - NEC 690.9: string fuses

    /// Three strings need a fuse each: ≥ 1.5625 × 13.85 = 21.64 A → 25 A gPV, within the module's
    /// 25 A maximum series fuse.
    @Test func stringFuse_threeStrings_is25A() throws {
        let report = try SystemAnalyzer.analyze(
            try Self.system(module: try Self.canadianSolar400(), series: 2, parallel: 3, maxAmperes: 60))
        #expect(try #require(report.arrays.first).stringFuse == .amperes(25))
        #expect(report.violations.allSatisfy { $0.rule != .pvStringFuse })
    }

    /// With a 20 A maximum series fuse no rating fits between 21.64 A and 20 A (rule pvStringFuse).
    @Test func stringFuse_belowFloor_breaksPvStringFuse() throws {
        let module = try PVModule(
            voc: .volts(37.0), isc: .amperes(13.85), vmp: .volts(30.8), imp: .amperes(12.99), power: .watts(400),
            vocTempCoefficient: -0.26, maxSeriesFuse: .amperes(20))
        let report = try SystemAnalyzer.analyze(try Self.system(module: module, series: 2, parallel: 3, maxAmperes: 60))
        let violation = try #require(report.violations.first { $0.rule == .pvStringFuse })
        expectClose(try #require(violation.actual), 21.640625)
        #expect(violation.limit == 20)
        #expect(try #require(report.arrays.first).stringFuse == nil)
    }

    /// 1.5625 × 5.21 A = 8.140625 A is below a 9 A maximum series fuse, but the gPV ratings go
    /// 8 A, 10 A: none lies between, and the violation says so rather than "above the maximum".
    @Test func stringFuse_noRatingBetweenFloorAndMaximum_saysSo() throws {
        let module = try PVModule(
            voc: .volts(24.3), isc: .amperes(5.21), vmp: .volts(20.4), imp: .amperes(4.91), power: .watts(100),
            vocTempCoefficient: -0.28, maxSeriesFuse: .amperes(9))
        let report = try SystemAnalyzer.analyze(try Self.system(module: module, series: 1, parallel: 3, maxAmperes: 60))
        let violation = try #require(report.violations.first { $0.rule == .pvStringFuse })
        expectClose(try #require(violation.actual), 8.140625)
        #expect(violation.limit == 9)
        #expect(violation.detail == .noStringFuseRatingBetween)
        // Above the maximum (21.64 A over 20 A) is the other case, without the detail.
        let above = try PVModule(
            voc: .volts(37.0), isc: .amperes(13.85), vmp: .volts(30.8), imp: .amperes(12.99), power: .watts(400),
            vocTempCoefficient: -0.26, maxSeriesFuse: .amperes(20))
        let high = try SystemAnalyzer.analyze(try Self.system(module: above, series: 2, parallel: 3, maxAmperes: 60))
        #expect(try #require(high.violations.first { $0.rule == .pvStringFuse }).detail == nil)
    }

    /// Three strings of a module without `maxSeriesFuse`: the fuse is chosen from 1.5625 × 13.85 =
    /// 21.64 A alone (25 A), and the report warns that it was not checked against the module's
    /// limit; with two strings (no string fuses) there is nothing to warn about.
    @Test func stringFuse_withoutMaxSeriesFuse_isWarnedAbout() throws {
        let module = try PVModule(
            voc: .volts(37.0), isc: .amperes(13.85), vmp: .volts(30.8), imp: .amperes(12.99), power: .watts(400),
            vocTempCoefficient: -0.26)
        let three = try SystemAnalyzer.analyze(try Self.system(module: module, series: 2, parallel: 3, maxAmperes: 60))
        #expect(try #require(three.arrays.first).stringFuse == .amperes(25))
        #expect(three.warnings.contains(.stringFusesUnchecked(["Array"])))
        #expect(three.violations.allSatisfy { $0.rule != .pvStringFuse })
        let two = try SystemAnalyzer.analyze(try Self.system(module: module, series: 2, parallel: 2))
        #expect(!two.warnings.contains { if case .stringFusesUnchecked = $0 { true } else { false } })
    }

    // MARK: - A controller without limits; PV parts' voltage classes

    /// A solar charger without `maxInputVoltage`/`maxInputCurrent`: an unknown limit is not a
    /// pass. 3 × CS6R-400MS × 2 strings: cold Voc 3 × 37.0 × (1 + 0.0026 × 35) = 121.101 V
    /// (NEC 690.7(A)(1)), current 1.25 × 13.85 × 2 = 34.625 A (NEC 690.8(A)(1)(a)), each a
    /// violation without a limit, and one warning naming the charger and both figures.
    @Test func controllerWithoutLimits_failsWithoutALimit_andIsWarnedAbout() throws {
        var draft = SystemDraft(name: "PV", nominalVoltage: .volts(24))
        draft.chargers = [try Charger(name: "MPPT", kind: .solar, output: .current(.amperes(70)))]
        draft.arrays = [
            try SolarArray(
                name: "Array", charger: "MPPT", module: try Self.canadianSolar400(), series: 3, parallel: 2,
                length: .meters(10))
        ]
        let report = try SystemAnalyzer.analyze(try draft.build())
        let voltage = try #require(report.violations.first { $0.rule == .pvVoltage })
        expectClose(try #require(voltage.actual), 121.101)
        #expect(voltage.limit == nil)
        #expect(voltage.detail == .controllerLimitUnknown)
        let current = try #require(report.violations.first { $0.rule == .pvCurrent })
        expectClose(try #require(current.actual), 34.625)
        #expect(current.limit == nil)
        #expect(current.detail == .controllerLimitUnknown)
        #expect(!report.isOK)
        let warning = try #require(
            report.warnings.first { if case .controllerLimitsUnknown = $0 { true } else { false } })
        guard case .controllerLimitsUnknown(let charger, let cold?, let amperes?) = warning else {
            Issue.record("both figures expected: \(warning)")
            return
        }
        #expect(charger == "MPPT")
        expectClose(cold.volts, 121.101)
        expectClose(amperes.amperes, 34.625)
        // The documents list the warning, not the violation as well.
        #expect(report.violationsBeyondWarnings.allSatisfy { $0.detail != .controllerLimitUnknown })
        // With both limits given (150 V, 50 A) neither the violations nor the warning.
        let limited = try SystemAnalyzer.analyze(try Self.system(module: try Self.canadianSolar400(), series: 3, parallel: 2))
        #expect(limited.violations.allSatisfy { $0.detail != .controllerLimitUnknown })
        #expect(!limited.warnings.contains { if case .controllerLimitsUnknown = $0 { true } else { false } })
    }

    /// The reviewer's string (issue #34): 45 Renogy 100 W modules in series at −10 °C,
    /// 45 × 24.3 × (1 + 0.0028 × 35) = 45 × 26.6814 = 1200.663 V, four strings: string fuses of
    /// 1.5625 × 5.21 = 8.14 → 10 A, but a 1000 V DC gPV fuse would be below the string's voltage;
    /// the 1500 V DC class takes it (IEC 60269-6 rates PV fuse-links up to 1500 V DC). One module
    /// in series (26.68 V) keeps the 1000 V class.
    @Test func stringFuseVoltage_followsTheColdVoc() throws {
        let long = try SystemAnalyzer.analyze(
            try Self.system(module: try Self.renogy100(), series: 45, parallel: 4, maxVolts: 1500, maxAmperes: 60))
        let array = try #require(long.arrays.first)
        expectClose(array.coldOpenCircuitVoltage.volts, 1200.663)
        #expect(array.stringFuse == .amperes(10))
        #expect(array.stringFuseVoltage == .volts(1500))
        #expect(long.violations.allSatisfy { $0.rule != .pvVoltage })
        let short = try SystemAnalyzer.analyze(
            try Self.system(module: try Self.renogy100(), series: 1, parallel: 4, maxAmperes: 60))
        #expect(try #require(short.arrays.first).stringFuseVoltage == .volts(1000))
        // Two strings need no string fuse, so no voltage class either.
        let two = try SystemAnalyzer.analyze(try Self.system(module: try Self.renogy100(), series: 45, parallel: 2))
        #expect(try #require(two.arrays.first).stringFuseVoltage == nil)
    }

    /// 57 in series: 57 × 26.6814 = 1520.84 V, above the 1500 V DC every PV cable (EN 50618),
    /// connector (IEC 62852) and gPV fuse is made for: `pvVoltage` with that limit, and no string
    /// fuse is chosen. (A controller's `maxInputVoltage` is at most 1500 V, so only one without
    /// limits gets here.)
    @Test func coldVocAbove1500V_breaksPvVoltage_andGetsNoStringFuse() throws {
        var draft = SystemDraft(name: "PV", nominalVoltage: .volts(24))
        draft.chargers = [try Charger(name: "MPPT", kind: .solar, output: .current(.amperes(70)))]
        draft.arrays = [
            try SolarArray(
                name: "Array", charger: "MPPT", module: try Self.renogy100(), series: 57, parallel: 3, length: .meters(10))
        ]
        let report = try SystemAnalyzer.analyze(try draft.build())
        let violation = try #require(report.violations.first { $0.detail == .pvPartsVoltage })
        #expect(violation.rule == .pvVoltage)
        expectClose(try #require(violation.actual), 1520.8398)
        #expect(violation.limit == 1500)
        #expect(try #require(report.arrays.first).stringFuse == nil)
    }

    // MARK: - Daily charge from the array

    /// 6 × 400 W × 4 h × 0.75 = 7200 Wh a day; a 70 A controller at 24 V delivers at most
    /// 1680 W of the array's 1800 W, so the day's charge is 7200 × 1680 / 1800 = 6720 Wh.
    @Test func dailyCharge_followsTheArray_clippedByTheController() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(module: try Self.canadianSolar400(), series: 3, parallel: 2))
        let array = try #require(report.arrays.first)
        expectClose(array.dailyEnergyWattHours, 7200)
        expectClose(report.totals.dailyChargeWattHours, 6720)
        // What the report's array table shows: the figure the budget uses, and that it is clipped.
        expectClose(array.dailyChargeWattHours, 6720)
        #expect(array.isClipped)
    }

    // MARK: - Model rules

    @Test func array_mustNameASolarCharger() throws {
        var draft = SystemDraft(name: "PV", nominalVoltage: .volts(12))
        draft.chargers = [try Charger(name: "Shore", kind: .shore, output: .current(.amperes(20)))]
        draft.arrays = [
            try SolarArray(name: "A", charger: "Shore", module: try Self.renogy100(), series: 1, parallel: 1, length: .meters(3))
        ]
        expectThrows(
            Worded(
                field: "arrays[0].charger",
                rule: "must name one of the file's chargers with a solar input (it has none): a solar charger, or a DC-DC "
                    + "charger that gives maxInputVoltage, maxInputCurrent or maxInputPower",
                actual: "'Shore'")
        ) {
            _ = try draft.build()
        }
    }

    @Test func module_vmpAboveVoc_isRefused() {
        expectThrows(Worded(field: "vmp", rule: "must be ≤ 20 V", actual: "24 V")) {
            _ = try PVModule(
                voc: .volts(20), isc: .amperes(5), vmp: .volts(24), imp: .amperes(4), power: .watts(100),
                vocTempCoefficient: -0.3)
        }
    }

    @Test func input_onAShoreCharger_isRefused() {
        expectThrows(Worded(field: "input", rule: "applies to a DC-DC charger only (kind dcdc)", actual: "shore")) {
            _ = try Charger(
                name: "C", kind: .shore, output: .current(.amperes(20)), input: try ChargerInput(length: .meters(3)))
        }
    }

    // MARK: - DC-DC input

    /// Victron Orion-Tr Smart 12/12-30 (data sheet: 30 A output, efficiency 87 %, the input's
    /// default) charging at 14.2 V: 30 × 14.2 / (0.87 × 12.5) = 39.17 A from 12.5 V,
    /// 30 × 14.2 / (0.87 × 13.5) = 36.27 A from 13.5 V (the issue's 36–39 A). The charger's own
    /// efficiency (the budget's share, default 1) does not enter.
    @Test(arguments: [(12.5, 426 / (0.87 * 12.5)), (13.5, 426 / (0.87 * 13.5))])
    func orion12_12_30_inputCurrent(volts: Double, expected: Double) throws {
        let charger = try Charger(
            name: "Orion", kind: .dcdc, output: .current(.amperes(30)), voltage: .volts(14.2),
            input: try ChargerInput(length: .meters(4), voltage: .volts(volts)))
        // The bank charges at 14.2 V (4 × 3.55 V LiFePO4): the charger delivers its 30 A at
        // max(voltage, charge voltage) = 14.2 V (rev34d F1).
        let current = charger.inputCurrent(nominalVoltage: .volts(12), chargeVoltage: .volts(14.2), sourceVoltage: .volts(12))
        expectClose(current.amperes, expected)
        expectClose(current.amperes, volts == 12.5 ? 39.172 : 36.271, relative: 1e-4)
    }

    /// The input run is a circuit of kind chargerInput, sized at the source's 12 V for that
    /// current and fused at the source (floor 1.25 × 39.17 = 48.97 A).
    @Test func orionInput_isSizedAndFusedAsACircuit() throws {
        var draft = SystemDraft(name: "Van", nominalVoltage: .volts(12))
        draft.chargers = [
            try Charger(
                name: "Orion", kind: .dcdc, output: .current(.amperes(30)), voltage: .volts(14.2), length: .meters(1),
                input: try ChargerInput(length: .meters(4), voltage: .volts(12.5), efficiency: 0.87))
        ]
        let report = try SystemAnalyzer.analyze(try draft.build())
        let input = try #require(report.circuits.first { $0.kind == .chargerInput })
        #expect(input.name == "Orion")
        expectClose(input.circuit.current.amperes, 426 / (0.87 * 12.5))
        expectClose(input.circuit.supplyVoltage.volts, 12)
        expectClose(input.fuseMinimum.amperes, 1.25 * 426 / (0.87 * 12.5))
        #expect(try #require(input.fuse).rating.amperes >= input.fuseMinimum.amperes)
        #expect(report.circuits.contains { $0.kind == .charger && $0.name == "Orion" })
    }

    /// The input's own efficiency sets the input current; the charger's sets the budget alone.
    /// Orion 12/12-30 at 14.2 V from 12.5 V with `input.efficiency` 0.9: 426 / (0.9 × 12.5) =
    /// 37.87 A; a charger `efficiency` of 0.5 leaves it there and halves the daily charge
    /// (30 A × 14.2 V × 0.5 × 1.5 h = 319.5 Wh).
    @Test func inputEfficiency_setsTheInputCurrent_chargerEfficiencyTheBudget() throws {
        func report(input: Double?, charger: Double) throws -> SystemReport {
            var draft = SystemDraft(name: "Van", nominalVoltage: .volts(12))
            draft.chargers = [
                try Charger(
                    name: "Orion", kind: .dcdc, output: .current(.amperes(30)), voltage: .volts(14.2), efficiency: charger,
                    hoursPerDay: 1.5, input: try ChargerInput(length: .meters(4), voltage: .volts(12.5), efficiency: input))
            ]
            return try SystemAnalyzer.analyze(try draft.build())
        }
        let own = try report(input: 0.9, charger: 0.5)
        let input = try #require(own.circuits.first { $0.kind == .chargerInput })
        expectClose(input.circuit.current.amperes, 426 / (0.9 * 12.5))
        expectClose(own.totals.dailyChargeWattHours, 30 * 14.2 * 0.5 * 1.5)
        // Without input.efficiency: 0.87; the charger's 1 leaves the budget at 639 Wh.
        let defaults = try report(input: nil, charger: 1)
        expectClose(
            try #require(defaults.circuits.first { $0.kind == .chargerInput }).circuit.current.amperes, 426 / (0.87 * 12.5))
        expectClose(defaults.totals.dailyChargeWattHours, 30 * 14.2 * 1.5)
    }

    @Test func inputEfficiency_outsideZeroToOne_isRefused() {
        expectThrows(Worded(field: "efficiency", rule: "must be > 0", actual: "0")) {
            _ = try ChargerInput(length: .meters(3), efficiency: 0)
        }
    }
}
