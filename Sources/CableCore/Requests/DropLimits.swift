/// The voltage-drop limits a circuit is held to when it names none itself: the one place these
/// defaults live, for `size`, `drop`, `table`, `batch` and system files.
///
/// - Ordinary circuits: 5 % (a common design figure for DC runs); under ABYC E-11, 10 %, its
///   limit for non-critical circuits such as cabin lighting and fans.
/// - Critical circuits: 3 %, ABYC E-11's limit for panel feeds, bilge pumps, navigation lights
///   and electronics; the same under the default method.
///
/// A system file's `defaults` may replace either (``SystemDefaults``).
public struct DropLimits: Hashable, Sendable {
    /// The ordinary limit when nothing replaces it, by method.
    public static let defaultPercent = 5.0
    /// ABYC E-11's limit for non-critical circuits, %.
    public static let abycPercent = 10.0
    /// The critical limit when nothing replaces it.
    public static let criticalPercent = 3.0

    /// The ordinary limit, %; nil for the method's default.
    public let ordinaryPercent: Double?
    /// The limit for circuits marked critical, %.
    public let criticalPercent: Double

    /// - Parameters:
    ///   - ordinary: the ordinary limit, %; nil for the method's (5 %, or 10 % under ABYC).
    ///   - critical: the critical limit, %; 3 % unless given.
    public init(ordinary: Double? = nil, critical: Double = DropLimits.criticalPercent) {
        ordinaryPercent = ordinary
        criticalPercent = critical
    }

    /// The limit for ordinary circuits sized by `standard`.
    public func ordinary(for standard: SizingStandard) -> Double {
        ordinaryPercent ?? (standard == .abyc ? Self.abycPercent : Self.defaultPercent)
    }

    /// The limit for a circuit: its own when it has one, else the critical or the ordinary one.
    public func limit(own: Double? = nil, critical: Bool, standard: SizingStandard) -> Double {
        own ?? (critical ? criticalPercent : ordinary(for: standard))
    }

    /// Where a circuit's limit comes from (``basis(own:critical:)``): what `cable drop` says
    /// beside the limit it judged a wire by.
    public enum Basis: String, CaseIterable, Sendable {
        /// The circuit's own limit (`--max-drop`, a file's `maxDropPercent`).
        case own
        /// The critical limit: the circuit is critical (3 %, or the one the preferences give).
        case critical
        /// The ordinary limit a person's preferences give (`CABLE_MAX_DROP`, the config file,
        /// a file's `defaults.maxDropPercent`).
        case preference
        /// The method's built-in ordinary limit: 5 %, or 10 % under ABYC E-11.
        case methodDefault
    }

    /// Where ``limit(own:critical:standard:)`` takes the limit from for these arguments.
    public func basis(own: Double?, critical: Bool) -> Basis {
        if own != nil { return .own }
        if critical { return .critical }
        return ordinaryPercent == nil ? .methodDefault : .preference
    }
}
