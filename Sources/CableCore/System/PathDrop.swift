#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One segment of a circuit's path from the bank's terminals: the bank's run, a feeder or the
/// circuit itself, with its drop at its own design current.
public struct PathSegment: Hashable, Sendable {
    /// What the segment is: `battery` (the bank's run), `panel` (a feeder) or the circuit's kind.
    public let kind: CircuitReport.Kind
    /// The bank's, panel's or circuit's name.
    public let name: String
    /// Its drop, % of its supply voltage; nil when no conductor could be chosen.
    public let dropPercent: Double?
    /// Its conductor's resistance out and back (``Circuit/resistance(of:)``); nil without one.
    public let resistance: Resistance?

    /// A segment.
    public init(kind: CircuitReport.Kind, name: String, dropPercent: Double?, resistance: Resistance?) {
        self.kind = kind
        self.name = name
        self.dropPercent = dropPercent
        self.resistance = resistance
    }

    /// The segment a sized circuit makes.
    init(_ report: CircuitReport) {
        self.init(
            kind: report.kind, name: report.name, dropPercent: report.analysis?.voltageDropPercent,
            resistance: report.analysis.map { report.circuit.resistance(of: $0.size) })
    }
}

/// The cumulative drop along a path and how the budget is split between its segments.
///
/// Blue Sea Systems, *Circuit Protection and Wire Sizing*: "Voltage drop along a circuit path is
/// cumulative … Segment 1 + Segment 2 = 3 %". A device's limit (3 % critical, 10 %/5 %
/// ordinary) therefore holds for the sum of the bank's run, every feeder and its branch, each at
/// its own design current.
///
/// **The split.** For one path of segments with lengths Lᵢ and currents Iᵢ and a drop budget
/// ΔV, copper volume Σ Aᵢ·Lᵢ with Aᵢ = ρ·2Lᵢ·Iᵢ / ΔVᵢ is smallest when ΔVᵢ ∝ Lᵢ·√Iᵢ (Lagrange:
/// ∂/∂ΔVᵢ of Σ 2ρLᵢ²Iᵢ/ΔVᵢ + λ·ΣΔVᵢ = 0). `cable` sizes from the bank down: an upstream segment
/// (the bank's run, then each feeder, parents first) gets, for every path through it, that
/// weight's share of what the path has left after the segments above it —
/// (limit − drop above) × wᵤ / (wᵤ + Σ w below on the path), w = L·√I — and the smallest of those
/// (and of its own `maxDropPercent`). Each branch then gets exactly what its path has left:
/// its limit minus the actual drop above it, so a size rounded up upstream leaves more to the
/// branch. Every share is below what its path has left, so a branch always has a positive
/// budget. One pass over the panels and one over the circuits: linear in the file.
public enum PathDrop {
    /// The weight of a segment in the split: L·√I (one-way metres, amperes).
    static func weight(length: Length, current: Current) -> Double { length.meters * sqrt(current.amperes) }

    /// The share of `remaining` an upstream segment of weight `own` takes on a path whose
    /// segments below it weigh `below`.
    static func share(remaining: Double, own: Double, below: Double) -> Double {
        own + below > 0 ? remaining * own / (own + below) : remaining
    }

    /// The conductor resistance (out and back) between the bank's terminals and a circuit's
    /// origin, where its fuse sits: the bank's run and every feeder above it, each from
    /// ``Circuit/resistance(of:)``; zero for a bank's own run or a circuit wired from a bank
    /// without a run. What limits the fault current at the circuit's fuse.
    public static func upstreamResistance(of circuit: CircuitReport) -> Resistance {
        upstreamResistance(circuit.path.dropLast())
    }

    /// The conductor resistance out and back from the bank's terminals to the end of `segments`
    /// (a circuit's upstream segments: the bank's run and the feeders above it), each from
    /// ``Circuit/resistance(of:)``: what limits the fault current where the circuit's fuse sits.
    public static func upstreamResistance(_ segments: some Sequence<PathSegment>) -> Resistance {
        Resistance(ohms: segments.reduce(0) { $0 + ($1.resistance?.ohms ?? 0) })
    }
}
