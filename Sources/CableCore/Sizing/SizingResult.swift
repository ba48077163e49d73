/// The recommendation for one circuit.
public struct SizingResult: Hashable, Sendable {
    public let circuit: Circuit
    public let options: SizingOptions
    /// Cross-section needed for the drop limit alone.
    public let requiredArea: Area
    /// The recommended size and its figures.
    public let recommended: RunAnalysis
    public let limitedBy: LimitingFactor
    /// The fuse; nil when no standard rating between factor × current and the conductor's
    /// ampacity exists in the catalogue (see `fuseMinimum`).
    public let fuse: FuseRecommendation?
    /// The lowest acceptable fuse rating, factor × current.
    public let fuseMinimum: Current
    /// When the conductor was made larger than drop and ampacity needed so that a standard
    /// fuse fits under its ampacity: the size it would otherwise have been.
    public let upsizedForFuseFrom: ConductorSize?
    /// The next smaller standard size, for context; nil when the recommendation is the
    /// smallest of the series.
    public let nextSmaller: RunAnalysis?

    /// Why the next smaller size was not chosen: the first requirement it fails, in the order
    /// they are checked.
    public enum Shortfall: Hashable, Sendable {
        /// Its drop is over the limit.
        case dropOverLimit
        /// Its ampacity does not carry the current (or it is not rated at all).
        case ampacityBelowCurrent
        /// No standard fuse of at least ``SizingResult/fuseMinimum`` fits under its ampacity.
        case noFuseFits
    }

    /// Why ``nextSmaller`` was not chosen; nil when there is none.
    public var nextSmallerShortfall: Shortfall? {
        guard let smaller = nextSmaller else { return nil }
        if !Tolerance.isAtMost(smaller.voltageDropPercent, options.maxDropPercent) { return .dropOverLimit }
        if !smaller.carries(circuit.current) { return .ampacityBelowCurrent }
        return .noFuseFits
    }
}
