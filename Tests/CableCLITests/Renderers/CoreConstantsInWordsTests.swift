import CableCore
import Testing

@testable import CableCLI

/// Figures the words state that are CableCore's constants, taken from them, not written again.
@Suite("Words take the core's constants")
struct CoreConstantsInWordsTests {
    /// The PV arrays caption takes the charge's derating from the core (SolarArray.derating,
    /// 0.75), and the efficiency help the inverter's default and ceiling (0.9 and 0.9), so a
    /// changed constant changes the words (and a missing translation fails LocalizationTests).
    @Test func captionAndHelp_takeTheCoreConstants() {
        #expect(SolarArray.derating == 0.75)
        #expect(ReportText.arrayCaption(in: .en).contains("charge = power × peak-sun hours × 75 %, within"))
        #expect(ReportText.arrayCaption(in: .de).contains("Ladung = Leistung × Volllaststunden × 75 %, begrenzt"))
        #expect(Inverter.defaultEfficiency == 0.9 && Inverter.ratedPowerEfficiencyCeiling == 0.9)
        #expect(
            SystemSchema.efficiency.option?.help
                == "Charger: share of output reaching the bank (0.75); inverter: DC to AC (0.9; its feed's current takes at "
                + "most 0.9).")
        #expect(SystemSchema.efficiency.defaultText == "1 (charger), 0.9 (inverter)")
    }
}
