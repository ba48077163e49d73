import Testing

@testable import CableCore

/// rev34e F16: a DC-DC charger with a solar (MPPT) input takes arrays, judged by the same rules
/// as a solar charger's (docs/method.md, *Arrays on a DC-DC charger's solar input*).
@Suite("DC-DC charger with a solar input: its arrays' limits and the day's charge")
struct DCDCSolarInputTests {
    /// Philadelphia Solar PS-M36S-95, as the built-in catalogue carries it (CEC module list):
    /// Voc 22.4 V, Isc 5.37 A, Vmp 18.8 V, Imp 5.05 A, 95 W, Voc coefficient −0.328 %/K.
    static func philadelphia95() throws -> PVModule {
        try PVModule(
            voc: .volts(22.4), isc: .amperes(5.37), vmp: .volts(18.8), imp: .amperes(5.05), power: .watts(95),
            vocTempCoefficient: -0.328)
    }

    /// A 12 V system with one 50 A DC-DC charger (DCC50S class) driven `hours` a day, its PV input
    /// rated 25 V / 660 W (the figures the brief gives for the DCC50S; not sourced here, so the
    /// catalogue leaves them out), and one array of the module, 1 in series × 2 unless told.
    static func system(series: Int = 1, hours: Double = 1, maxVolts: Double? = 25) throws -> ElectricalSystem {
        var draft = SystemDraft(name: "Van", nominalVoltage: .volts(12))
        draft.chargers = [
            try Charger(
                name: "DCC", kind: .dcdc, output: .current(.amperes(50)), hoursPerDay: hours,
                maxInputVoltage: maxVolts.map(Voltage.volts), maxInputPower: .watts(660))
        ]
        draft.arrays = [
            try SolarArray(
                name: "Roof", charger: "dcc", module: try Self.philadelphia95(), series: series, parallel: 2,
                length: .meters(3), minTemperature: .celsius(-10))
        ]
        return try draft.build()
    }

    /// A DC-DC charger has a solar input when it gives a PV limit, a solar charger always, any
    /// other charger never.
    @Test func solarInput_isHadByASolarCharger_andADCDCChargerGivingALimit() throws {
        #expect(try Charger(name: "A", kind: .solar, output: .current(.amperes(10))).solarInput != nil)
        #expect(try Charger(name: "B", kind: .dcdc, output: .current(.amperes(10))).solarInput == nil)
        let dcdc = try Charger(name: "C", kind: .dcdc, output: .current(.amperes(10)), maxInputVoltage: .volts(32))
        #expect(dcdc.solarInput == SolarInput(maxVoltage: .volts(32)))
        #expect(dcdc.maxInputVoltage == .volts(32))
        let shore = try Charger(name: "D", kind: .shore, output: .current(.amperes(10)), maxInputVoltage: .volts(32))
        #expect(shore.solarInput == nil)
    }

    /// NEC 690.7(A)(1): 22.4 × (1 + (−0.328 / 100) × (−10 − 25)) = 22.4 × 1.1148 = 24.97152 V,
    /// within the 25 V PV input: no pvVoltage; the 660 W limit (190 W) leaves no pvCurrent.
    @Test func coldVoc_oneInSeries_isWithinThe25VInput() throws {
        let report = try SystemAnalyzer.analyze(try Self.system())
        let array = try #require(report.arrays.first)
        expectClose(array.coldOpenCircuitVoltage.volts, 24.97152, relative: 1e-9)
        #expect(array.charger == "DCC")
        #expect(array.maxInputVoltage == .volts(25))
        #expect(report.violations.allSatisfy { $0.rule != .pvVoltage && $0.rule != .pvCurrent })
        // 1.5625 × 5.37 × 2 = 16.78 A: the run's design current, a circuit of kind array.
        expectClose(array.designCurrent.amperes, 16.78125, relative: 1e-9)
        #expect(report.circuits.contains { $0.kind == .array && $0.name == "Roof" })
    }

    /// Two in series: 2 × 24.97152 = 49.94304 V, above the 25 V input (pvVoltage, limit 25 V).
    @Test func coldVoc_twoInSeries_breaksPvVoltage() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(series: 2))
        let violation = try #require(report.violations.first { $0.rule == .pvVoltage })
        expectClose(try #require(violation.actual), 49.94304, relative: 1e-9)
        #expect(violation.limit == 25)
        #expect(violation.circuit == "Roof")
    }

    /// The day's charge: the alternator part 50 A × 12 V × 1 h = 600 Wh, plus the array for the
    /// 4 − 1 = 3 peak-sun hours the drive leaves: 190 W × 3 h × 0.75 = 427.5 Wh; 1027.5 Wh in all
    /// (the array alone, undriven: 190 × 4 × 0.75 = 570 Wh).
    @Test func dailyCharge_isTheDrivePlusTheArrayForTheSunHoursLeft() throws {
        let report = try SystemAnalyzer.analyze(try Self.system())
        let array = try #require(report.arrays.first)
        expectClose(array.dailyEnergyWattHours, 570, relative: 1e-9)
        expectClose(array.dailyChargeWattHours, 427.5, relative: 1e-9)
        #expect(array.hoursOnOtherInput == 1)
        #expect(array.isClipped)
        expectClose(report.totals.dailyChargeWattHours, 1027.5, relative: 1e-9)
        // Never driven: the array's full 570 Wh, not clipped.
        let parked = try SystemAnalyzer.analyze(try Self.system(hours: 0))
        expectClose(parked.totals.dailyChargeWattHours, 570, relative: 1e-9)
        #expect(!(try #require(parked.arrays.first)).isClipped)
        // Driven past the peak-sun hours (6 h > 4 h): the array adds nothing, 600 × 6 = 3600 Wh.
        let long = try SystemAnalyzer.analyze(try Self.system(hours: 6))
        expectClose(long.totals.dailyChargeWattHours, 3600, relative: 1e-9)
    }

    /// A DC-DC charger giving no PV limit has no solar input: an array naming it is refused, and
    /// the refusal names both kinds an array may name.
    @Test func array_onADCDCChargerWithoutASolarInput_isRefused() throws {
        var draft = SystemDraft(name: "Van", nominalVoltage: .volts(12))
        draft.chargers = [try Charger(name: "DCC", kind: .dcdc, output: .current(.amperes(50)))]
        draft.arrays = [
            try SolarArray(
                name: "Roof", charger: "DCC", module: try Self.philadelphia95(), series: 1, parallel: 2, length: .meters(3))
        ]
        expectThrows(
            Worded(
                field: "arrays[0].charger",
                rule: "must name one of the file's chargers with a solar input (it has none): a solar charger, or a DC-DC "
                    + "charger that gives maxInputVoltage, maxInputCurrent or maxInputPower",
                actual: "'DCC'")
        ) {
            _ = try draft.build()
        }
    }
}
