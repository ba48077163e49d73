import CableText
import Testing

@testable import CableCore

/// rev34f F7: a solar charger's `hoursPerDay`/`efficiency` beside arrays are warned about (the
/// arrays give its charge), and the coefficient warning shows the figure as typed.
@Suite("Solar charger: unused hoursPerDay/efficiency, the coefficient as typed")
struct SolarFiguresUnusedTests {
    /// ArrayChargeTests' 24 V bank and 50 A MPPT with two Renogy 100 W modules in series (it charges),
    /// the MPPT given `hoursPerDay` and `efficiency` as a pre-#34 file would.
    static func system(hoursPerDay: Double, efficiency: Double, arrays: Bool = true) throws -> ElectricalSystem {
        let base = try ArrayChargeTests.system(module: try ArrayChargeTests.renogy100(), series: 2, parallel: 1)
        var draft = SystemDraft(name: "PV", nominalVoltage: .volts(24))
        draft.batteries = base.batteries
        draft.chargers = [
            try Charger(
                name: "MPPT", kind: .solar, output: .current(.amperes(50)), efficiency: efficiency, hoursPerDay: hoursPerDay,
                maxInputVoltage: .volts(150), maxInputCurrent: .amperes(60))
        ]
        draft.arrays = arrays ? base.arrays : []
        return try draft.build()
    }

    /// Given beside an array: warned, and the daily charge is the array's alone — 2 × 100 W × 4 h ×
    /// 0.75 = 600 Wh (method.md *PV arrays*), not 50 A × 24 V × 10 h × 0.5 = 6000 Wh.
    @Test func hoursAndEfficiency_besideAnArray_areWarnedAbout() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(hoursPerDay: 10, efficiency: 0.5))
        #expect(report.warnings.contains(.solarFiguresUnused(charger: "MPPT")))
        expectClose(report.totals.dailyChargeWattHours, 600)
        #expect(
            Words.english.text(SystemWarning.solarFiguresUnused(charger: "MPPT"), units: .metric)
                == "solar charger 'MPPT': hoursPerDay and efficiency are not used, its arrays give its daily charge "
                + "(set the arrays' peakSunHours instead)")
    }

    /// Defaults (0 h, η 1) beside an array, or the figures without an array: no warning.
    @Test(arguments: [(0.0, 1.0, true), (5.0, 0.75, false)])
    func noWarning_whenTheFiguresAreUsedOrAbsent(_ hours: Double, _ efficiency: Double, _ arrays: Bool) throws {
        let report = try SystemAnalyzer.analyze(try Self.system(hoursPerDay: hours, efficiency: efficiency, arrays: arrays))
        #expect(!report.warnings.contains(.solarFiguresUnused(charger: "MPPT")))
    }

    /// F7b: −0.0028 (a fraction per K typed as %/K) is shown as typed, not rounded to 0.
    @Test func coefficientWarning_showsTheTypedFigure() {
        let text = Words.english.text(
            SystemWarning.moduleCoefficientImplausible(array: "Roof", coefficient: -0.0028), units: .metric)
        #expect(text.contains(" -0.0028 %/K is outside"), "\(text)")
        let german = Words(.de).text(
            SystemWarning.moduleCoefficientImplausible(array: "Roof", coefficient: -0.0028), units: .metric)
        #expect(german.contains("-0,0028"), "\(german)")
    }
}
