/// Everything `cable report`, `check` and `bom` show about a system: every circuit sized or
/// checked, the energy budget, warnings and rule violations. A value; renderers only format it.
public struct SystemReport: Hashable, Sendable {
    public let system: ElectricalSystem
    /// The series circuits were chosen from.
    public let series: WireSeries
    public let circuits: [CircuitReport]
    /// Every inverter: its DC currents and what it draws from the bank.
    public let inverters: [InverterReport]
    /// The AC loads, which are not DC circuits: what they draw through their inverters.
    public let acLoads: [ACLoadReport]
    public let totals: EnergyTotals
    /// What the main feed carries: the larger of the loads' peak and the chargers' total output
    /// (``SystemAnalyzer/analyze(_:units:)``), whether or not a bank's feed has a length.
    public let mainFeedCurrent: Current
    public let warnings: [SystemWarning]
    public let violations: [Violation]

    public var isOK: Bool { violations.isEmpty }

    /// The violations the warnings do not already state (``Violation/Rule/isStatedByWarnings``):
    /// what a document lists after the warnings, so each problem is named once.
    public var violationsBeyondWarnings: [Violation] { violations.filter { !$0.rule.isStatedByWarnings } }
}
