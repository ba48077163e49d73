/// How far along its conductor a circuit's fuse may be from the source of power: the rule
/// `check` applies to a circuit's `fuseDistance` (rule id `fusePlacement`) and `report` states
/// for every fused circuit.
///
/// - **7 in (177.8 mm)**: the fuse at the source, or where that is impractical within 7 in of it
///   measured along the conductor — 33 CFR 183.455(b)(1); ABYC E-11's overcurrent-protection
///   location rule (11.10.1 in recent editions).
/// - **40 in (1016 mm)**: the conductor is contained throughout its whole length between the
///   source and the fuse in a sheath or enclosure such as a conduit, junction box, control box or
///   enclosed panel — 33 CFR 183.455(b)(2); ABYC E-11's exception for a conductor connected to a
///   source other than a battery terminal.
/// - **72 in (1829 mm)**: such a sheathed conductor connected directly to a battery terminal —
///   ABYC E-11's exception for battery conductors (in `cable`'s star wiring, a bank's main feed).
///
/// ABYC's further exceptions — cranking-motor conductors, and conductors from self-limiting
/// alternators with integral regulators — are not modelled: a file has no starting circuit, and
/// an alternator's run is treated as any other circuit. The source of a load's, charger's or
/// inverter's conductor is the bus it connects to; a bank's main feed starts at the battery
/// terminal. Check the edition of ABYC E-11 you work to (its section numbers move).
public struct FusePlacement: Hashable, Sendable {
    /// Which limit applies.
    public enum Rule: String, CaseIterable, Sendable {
        /// 7 in: the conductor is not sheathed.
        case unsheathed
        /// 40 in: sheathed, from a source other than a battery terminal.
        case sheathed
        /// 72 in: sheathed, straight from a battery terminal.
        case sheathedFromBattery
    }

    /// Which limit applies.
    public let rule: Rule

    /// The limit for a circuit: 72 in for a sheathed main feed from a battery terminal, 40 in
    /// for another sheathed conductor, else 7 in.
    /// - Parameters:
    ///   - kind: what the circuit feeds; only a bank's main feed starts at a battery terminal.
    ///   - sheathed: the conductor up to the fuse is contained throughout in a sheath or enclosure.
    public init(kind: CircuitReport.Kind, sheathed: Bool) {
        rule = sheathed ? (kind == .battery ? .sheathedFromBattery : .sheathed) : .unsheathed
    }

    /// The longest conductor allowed between the source terminal and the fuse.
    public var limit: Length {
        switch rule {
        case .unsheathed: .inches(7)
        case .sheathed: .inches(40)
        case .sheathedFromBattery: .inches(72)
        }
    }

    /// Whether a fuse `distance` along the conductor from the source is within the limit
    /// (a distance landing exactly on it is).
    public func allows(_ distance: Length) -> Bool {
        Tolerance.isAtMost(distance.meters, limit.meters)
    }
}
