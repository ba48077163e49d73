/// Everything `cable report`, `check` and `bom` show about a system: every circuit sized or
/// checked, the energy budget, warnings and rule violations. A value; renderers only format it.
public struct SystemReport: Hashable, Sendable {
    /// The system analysed.
    public let system: ElectricalSystem
    /// The series circuits were chosen from.
    public let series: WireSeries
    /// Every DC circuit: loads, chargers, the banks' main feeds and the inverters' DC feeds.
    public let circuits: [CircuitReport]
    /// Every inverter: its DC currents and what it draws from the bank.
    public let inverters: [InverterReport]
    /// The AC loads, which are not DC circuits: what they draw through their inverters.
    public let acLoads: [ACLoadReport]
    /// Every PV array: its cold open-circuit voltage, currents and string fuses.
    public let arrays: [ArrayReport]
    /// The energy budget: daily consumption, peak and surge current, autonomy.
    public let totals: EnergyTotals
    /// What the main feed carries: the larger of the loads' peak and the chargers' total output
    /// (``SystemAnalyzer/analyze(_:units:)``), whether or not a bank's feed has a length.
    public let mainFeedCurrent: Current
    /// What a person should look at that breaks no rule (``SystemWarning``).
    public let warnings: [SystemWarning]
    /// The rules broken (``Violation``); none when the system passes.
    public let violations: [Violation]

    /// Whether the system breaks no rule: what `cable check` exits 0 for.
    public var isOK: Bool { violations.isEmpty }

    /// The violations the warnings do not already state (``Violation/Rule/isStatedByWarnings``):
    /// what a document lists after the warnings, so each problem is named once.
    public var violationsBeyondWarnings: [Violation] { violations.filter { !$0.isStatedByWarnings } }
}
