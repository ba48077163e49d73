/// A battery switch of a standard continuous rating, for the bill of materials.
///
/// ABYC E-11 11.6.1.2.1 asks for a battery switch in the positive conductor from each battery or
/// bank of more than 800 CCA (100 Ah where CCA is not known); `cable` lists one for every bank,
/// rated for the main feed it carries (the larger of the loads' and the chargers' totals,
/// ``SystemReport/mainFeedCurrent``) and for the highest voltage the system reaches charging.
///
/// The series are Blue Sea Systems' single-circuit ON-OFF switches (2023 catalogue; continuous
/// ratings to UL 1107):
///
/// | switch | continuous | voltage (DC) | studs |
/// |---|---|---|---|
/// | m-Series 6006 | 300 A | 48 V | 3/8" (M10) |
/// | e-Series 9004e | 350 A | 48 V | 3/8" (M10) |
/// | HD-Series 3000 | 600 A | 32 V | 1/2" (M12) |
public struct BatterySwitch: Hashable, Sendable {
    /// The maker's name for the series.
    public let series: String
    /// The UL 1107 continuous rating.
    public let continuous: Current
    /// The highest voltage it is rated to operate at.
    public let maximumVoltage: Voltage
    /// The stud size of its terminals, which its ring terminals must fit.
    public let stud: StudSize

    /// The switches `cable` chooses from, smallest first (the table above).
    public static let catalogue: [BatterySwitch] = [
        BatterySwitch(series: "Blue Sea m-Series", continuous: .amperes(300), maximumVoltage: .volts(48), stud: .m10),
        BatterySwitch(series: "Blue Sea e-Series", continuous: .amperes(350), maximumVoltage: .volts(48), stud: .m10),
        BatterySwitch(series: "Blue Sea HD-Series", continuous: .amperes(600), maximumVoltage: .volts(32), stud: .m12),
    ]

    /// The smallest switch of ``catalogue`` whose continuous rating ≥ `current` and whose voltage
    /// rating ≥ `voltage`; nil when none is.
    public static func choose(current: Current, voltage: Voltage) -> BatterySwitch? {
        catalogue.first { candidate in
            Tolerance.isAtLeast(candidate.continuous.amperes, current.amperes)
                && Tolerance.isAtLeast(candidate.maximumVoltage.volts, voltage.volts)
        }
    }
}
