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
/// - **No fuse required**: an alternator's output conductor no longer than 40 in (1016 mm),
///   connected to a source of power other than the battery (in `cable`'s star wiring, the bus)
///   and contained throughout in a sheath or enclosure — ABYC E-11's exception for "conductors
///   from self-limiting alternators with integral regulators" (quoted by Steve D'Antonio, who
///   helped amend the standard: "Overcurrent protection is not required in conductors from
///   self-limiting alternators with integral regulators if the conductor is less than 40 in
///   (102 cm), is connected to a source of power other than the battery, and is contained
///   throughout its entire distance in a sheath or enclosure"; PKYS's summary of E-11 11.10:
///   "Internally regulated self limiting alternators are exempt"). `cable` takes a charger of
///   kind `alternator` to be such a stock alternator; an externally regulated one is not
///   exempt — leave its run unsheathed in the file or give it a length over 40 in.
///
/// Not modelled: cranking-motor (starter) conductors, which ABYC E-11 exempts from this rule
/// and 33 CFR 183.425(g) from the conductor ampacity table — a file has no starting circuit (a
/// load draws a continuous current; a starter draws hundreds of amperes for seconds). The
/// source of a load's, charger's or inverter's conductor is the bus it connects to; a bank's
/// main feed and a DC-DC charger's input run (its fuse on the source battery) start at the
/// battery terminal. Check the edition of ABYC E-11 you work to (its
/// section numbers move).
public struct FusePlacement: Hashable, Sendable {
    /// Which limit applies.
    public enum Rule: String, CaseIterable, Sendable {
        /// 7 in: the conductor is not sheathed.
        case unsheathed
        /// 40 in: sheathed, from a source other than a battery terminal.
        case sheathed
        /// 72 in: sheathed, straight from a battery terminal.
        case sheathedFromBattery
        /// No fuse required: a self-limiting alternator's output conductor, sheathed and at most
        /// 40 in long (``limit`` is then the conductor's greatest length).
        case alternatorExempt
    }

    /// Which limit applies.
    public let rule: Rule

    /// The longest alternator output conductor ABYC E-11 lets go without a fuse: 40 in.
    public static let alternatorExemptLength = Length.inches(40)

    /// The limit for a circuit: none for a sheathed alternator output conductor of at most
    /// 40 in, 72 in for a sheathed main feed or DC-DC input from a battery terminal, 40 in for another sheathed
    /// conductor, else 7 in.
    /// - Parameters:
    ///   - kind: what the circuit feeds; a bank's main feed and a DC-DC charger's input run start
    ///     at a battery terminal (``CircuitReport/Kind/startsAtBatteryTerminal``).
    ///   - sheathed: the conductor up to the fuse is contained throughout in a sheath or enclosure.
    ///   - alternatorRun: an alternator's output conductor's (one-way) length; nil for any
    ///     other circuit.
    public init(kind: CircuitReport.Kind, sheathed: Bool, alternatorRun: Length? = nil) {
        if sheathed, let run = alternatorRun, Tolerance.isAtMost(run.meters, Self.alternatorExemptLength.meters) {
            rule = .alternatorExempt
        } else {
            rule = sheathed ? (kind.startsAtBatteryTerminal ? .sheathedFromBattery : .sheathed) : .unsheathed
        }
    }

    /// Whether the circuit needs a fuse at all: not under the alternator exception.
    public var requiresFuse: Bool { rule != .alternatorExempt }

    /// The longest conductor allowed between the source terminal and the fuse.
    public var limit: Length {
        switch rule {
        case .unsheathed: .inches(7)
        case .sheathed: .inches(40)
        case .sheathedFromBattery: .inches(72)
        case .alternatorExempt: Self.alternatorExemptLength
        }
    }

    /// Whether a fuse `distance` along the conductor from the source is within the limit
    /// (a distance landing exactly on it is).
    /// Under the alternator exception any distance is allowed: no fuse is required.
    public func allows(_ distance: Length) -> Bool {
        !requiresFuse || Tolerance.isAtMost(distance.meters, limit.meters)
    }
}
