/// One circuit of a system: a DC load, a charger, an inverter's DC feed or a battery bank's
/// main feed.
public struct CircuitReport: Hashable, Sendable {
    /// What the circuit feeds.
    public enum Kind: String, CaseIterable, Sendable {
        /// A DC load's feed.
        case load
        /// A charger's output to the bank.
        case charger
        /// A battery bank's main feed.
        case battery
        /// An inverter's DC feed.
        case inverter
        /// A PV array's run to its controller (``SolarArray``).
        case array
        /// A DC-DC charger's run from its source battery (``ChargerInput``).
        case chargerInput

        /// Whether the circuit starts at the house bus (a branch, or a bank's main feed): not a
        /// PV array's run (from the array to its controller) nor a DC-DC charger's input (from
        /// its source battery), whose fuses sit in-line at the controller or the source.
        public var startsAtTheBus: Bool { self != .array && self != .chargerInput }
    }

    /// What the circuit feeds.
    public let kind: Kind
    /// The name of the load, charger, bank or inverter, as the file writes it.
    public let name: String
    /// The circuit as sized: current, voltage, length, material, conditions.
    public let circuit: Circuit
    /// The drop limit the circuit was held to, %.
    public let maxDropPercent: Double
    /// Whether the circuit is critical (3 % limit unless the file names one).
    public let critical: Bool
    /// The conductor's figures; nil when no standard size could meet the requirement.
    public let analysis: RunAnalysis?
    /// True when the file named the wire (it was checked, not chosen).
    public let wireFromFile: Bool
    /// What decided the size; nil when the file named the wire or no size fits.
    public let limitedBy: LimitingFactor?
    /// The fuse: chosen by `cable`, or named by the file; nil when none fits.
    public let fuse: FuseChoice?
    /// When `cable` made the conductor larger than drop and current needed so that a standard
    /// fuse fits under its ampacity: the size it would otherwise have been.
    public let upsizedForFuseFrom: ConductorSize?
    /// Why no size or fuse could be chosen, when that happened: the `noStandardSize` or `noFuse`
    /// violation.
    public let problem: Violation?
    /// The fuse floor, factor × current.
    public let fuseMinimum: Current
    /// The conductor's fuse ceiling and the rule that set it; nil without a rated conductor.
    public let fuseCeiling: FuseCeiling?
    /// The highest voltage the circuit reaches, which its fuse must be rated for.
    public let chargeVoltage: Voltage
    /// The interrupting rating its fuse needs: a battery's main fuse; nil for other circuits.
    public let requiredInterruptRating: Current?
}
