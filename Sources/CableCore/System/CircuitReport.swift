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

        /// Whether the circuit carries charge into the bank: a charger's output run (shore,
        /// solar, alternator, DC-DC, generator, and the charging side of an inverter/charger
        /// entered as a charger; an inverter with a `chargeCurrent` is sized the same way,
        /// ``Inverter/isCharger``), and a PV array's run to its controller. Such a circuit takes
        /// the critical drop limit (3 %, or the file's `criticalMaxDropPercent`) unless it names
        /// its own `maxDropPercent`: every volt lost on an output run is lost from the charge
        /// voltage, so the charger ends its bulk stage early and the bank is charged more slowly
        /// and less fully (Victron Energy, *Wiring Unlimited*, 2.8 "The negative effects of cable
        /// voltage drop"; ABYC E-11 and ISO 13297 hold critical circuits to 3 %); on a PV run the
        /// loss is harvest lost every sunny hour. A DC-DC charger's input run is not one: the
        /// converter holds its output voltage whatever its input loses, and the input current is
        /// already taken at the lowest input voltage it works from; it takes the system's limit
        /// like a load. See docs/method.md, "Charging circuits".
        public var isCharging: Bool { self == .charger || self == .array }

        /// A distribution panel's feeder (``DistributionPanel``).
        case panel

        /// A PV array's run to its controller (``SolarArray``).
        case array
        /// A DC-DC charger's run from its source battery (``ChargerInput``).
        case chargerInput

        /// Whether the circuit starts at the house bus (a branch, or a bank's main feed): not a
        /// PV array's run (from the array to its controller) nor a DC-DC charger's input (from
        /// its source battery), whose fuses sit in-line at the controller or the source.
        public var startsAtTheBus: Bool { self != .array && self != .chargerInput }

        /// Whether the circuit's conductor starts at a battery terminal, where a sheathed
        /// conductor may run 72 in to its fuse (``FusePlacement``): a bank's main feed, and a
        /// DC-DC charger's input run, whose fuse sits on its source battery (the first device on
        /// that battery, as a main fuse is).
        public var startsAtBatteryTerminal: Bool { self == .battery || self == .chargerInput }
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
    /// The fuse: chosen by `cable`, or named by the file; nil when none fits, or when the
    /// circuit needs none (``fuseNotRequired``).
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
    /// The interrupting rating its fuse needs (``FaultLevel/requiredInterruptRating``); nil
    /// without a battery bank.
    public let requiredInterruptRating: Current?
    /// How far along the conductor its fuse may be from the source (7, 40 or 72 in); nil when
    /// the circuit has no fuse.
    public let fusePlacement: FusePlacement?
    /// The conductor length from the source terminal to the fuse, as the file gives it
    /// (`fuseDistance`); nil when not given.
    public let fuseDistance: Length?

    /// Equal conductors in parallel per pole: the file's `parallel`, or what sizing chose.
    public var parallelConductors: Int { circuit.parallelConductors }

    /// What the circuit hangs from: the panel or bank named as the file writes it; nil for a
    /// bank's own run and in a system without a bank.
    public private(set) var feed: String? = nil
    /// The segments from the bank's terminals to the circuit's end, this circuit's own last:
    /// the bank's run (when it has a length), each feeder, the circuit (``PathDrop``).
    public private(set) var path: [PathSegment] = []
    /// The limit the whole path is held to, %: the device's own drop limit (for a feeder, the
    /// tightest limit of the paths through it). A circuit off the bank's paths (a PV array's
    /// run, a DC-DC charger's input from a battery outside the file) is its own path: its own
    /// limit, ``maxDropPercent``, as ``pathDropPercent`` is its own drop.
    public var pathMaxDropPercent: Double { placedPathMaxDropPercent ?? maxDropPercent }
    /// The path's limit ``placed(feed:path:pathMaxDropPercent:)`` gave; nil off a path.
    private(set) var placedPathMaxDropPercent: Double? = nil

    /// The sum of every segment's drop, each at its own design current, %; nil when a segment
    /// has no conductor.
    public var pathDropPercent: Double? {
        var total = 0.0
        for segment in path {
            guard let drop = segment.dropPercent else { return nil }
            total += drop
        }
        return path.isEmpty ? analysis?.voltageDropPercent : total
    }

    /// The report with where it hangs from and its path.
    func placed(feed: String?, path: [PathSegment], pathMaxDropPercent: Double) -> CircuitReport {
        var report = self
        report.feed = feed
        report.path = path
        report.placedPathMaxDropPercent = pathMaxDropPercent
        return report
    }

    /// The conductor resistance, out and back, between the banks' terminals and the circuit's
    /// origin, where its fuse sits (``FaultLevel/upstreamResistance``): zero for a bank's main
    /// feed (its fuse is on the terminals), the banks' main feed runs for a circuit from the bus.
    public let upstreamResistance: Resistance
    /// The current a short at the circuit's origin draws from the banks, which its fuse must
    /// interrupt (``ShortCircuitEstimate/faultCurrent(through:nominal:)``); nil without a battery
    /// bank.
    public let faultCurrent: Current?
    /// The circuit's surge or inrush (a load's `surgeCurrent`/`surgePower` × quantity, an
    /// inverter's surge power at its cut-off) with its duration; nil without one, or without a
    /// duration (then it does not set the fuse floor).
    public var surge: Surge? = nil
    /// The smallest rating of the chosen family (the first usable one when none is chosen) that
    /// carries ``surge`` for its duration (``FuseRule``); nil without a surge.
    public var surgeFuseMinimum: Current? = nil
    /// The family ``surgeFuseMinimum`` is read from (``FuseSelection/surgeFamily``: the chosen
    /// family, else the first usable one); nil without a surge.
    public var surgeFuseFamily: FuseType? = nil
    /// The circuit's surge current when the file gives it without a duration (`surgeSeconds`):
    /// shown, but not checked against the fuse (``SystemWarning/surgeWithoutDuration(kind:name:surge:)``);
    /// nil when there is no surge or it has a duration (then ``surge``).
    public var surgeWithoutDuration: Current? = nil

    /// The circuit's surge current, with or without a duration; nil without a surge.
    public var surgeCurrent: Current? { surge?.current ?? surgeWithoutDuration }

    /// Whether the conductor was made larger (``upsizedForFuseFrom``) for a fuse the surge, not
    /// factor × current, set (``fuseSetBySurge``).
    public var upsizedForSurge: Bool { upsizedForFuseFrom != nil && fuseSetBySurge }

    /// The rule by which the circuit needs no overcurrent device (a PV array's run, NEC
    /// 690.9(A)); nil for every circuit that takes a fuse. With it, ``fuse`` is nil, no `noFuse`
    /// violation is raised and the bill of materials lists no fuse or holder for the circuit.
    public var fuseNotRequired: FuseExemption? = nil

    /// The rules the fuse family the file names for the circuit (`fuseType`) breaks where its
    /// fuse sits: rated below the voltage the circuit reaches (`fuseVoltageRating`) or below the
    /// fault current there (`fuseInterruptRating`) — the violations `check` lists for it, so a
    /// report and a bill that show the part say what `check` fails; empty when the family is
    /// rated for both, or the file names none.
    public var fuseFamilyViolations: [Violation] = []

    /// For a house bank's main feed with other house banks on the bus: the fault current they
    /// drive back through its main fuse into a short on its terminals (a lug, the post, a
    /// shorted cell), Σ V / (R_bank,j + R_feed,j) over the others in series with its own feed
    /// (``SystemAnalyzer/backfeed(into:_:feeds:)``). When it asks more than the bank's own fault
    /// level, it sets ``faultCurrent`` and ``requiredInterruptRating``; nil for every other
    /// circuit and for a bank alone on the bus.
    public var backfeedCurrent: Current? = nil

    /// Whether ``backfeedCurrent``, not the bank's own fault level, set its main fuse's
    /// interrupting rating (it asks a higher rating).
    public var backfeedSetsInterruptRating = false

    /// ``fuseFamilyViolations`` as figures, for the fuse cell and the bill's fuse line; nil when
    /// the fuse's family is rated where it sits.
    public var fuseShortfall: FuseShortfall? { FuseShortfall(fuseFamilyViolations) }

    /// Whether the surge, not factor × current, set the fuse: its minimum is above the floor.
    public var fuseSetBySurge: Bool {
        surgeFuseMinimum.map { !Tolerance.isAtMost($0.amperes, fuseMinimum.amperes) } ?? false
    }
}
