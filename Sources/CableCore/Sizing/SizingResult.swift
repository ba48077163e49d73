/// The recommendation for one circuit.
public struct SizingResult: Hashable, Sendable {
    /// The circuit sized.
    public let circuit: Circuit
    /// The options it was sized with: drop limit, series, fuse rule.
    public let options: SizingOptions
    /// Cross-section needed for the drop limit alone.
    public let requiredArea: Area
    /// The recommended size and its figures.
    public let recommended: RunAnalysis
    /// What decided the size: the drop limit, the ampacity or the series' minimum size.
    public let limitedBy: LimitingFactor
    /// The fuse rule applied to the recommended size: floor, ceiling, the fuse or why none.
    public let fuseSelection: FuseSelection
    /// When the conductor was made larger than drop, ampacity and the minimum needed so that a
    /// standard fuse fits under its ceiling: the size it would otherwise have been.
    public let upsizedForFuseFrom: ConductorSize?
    /// The next smaller standard size, for context; nil when the recommendation is the
    /// smallest of the series.
    public let nextSmaller: RunAnalysis?

    /// The fuse; nil when none qualifies (``fuseProblem`` says why). A result without a fuse is
    /// an unmet requirement: `size` and `batch` exit 1.
    public var fuse: FuseRecommendation? { fuseSelection.fuse }
    /// The lowest acceptable fuse rating, factor × current.
    public var fuseMinimum: Current { fuseSelection.floor }
    /// The largest acceptable fuse rating for the recommended size and the rule that set it;
    /// nil when the size is not rated.
    public var fuseCeiling: FuseCeiling? { fuseSelection.ceiling }
    /// Why no fuse was chosen; nil when one was.
    public var fuseProblem: FuseProblem? { fuseSelection.problem }
    /// The smallest size the series allows (``WireSeries/minimumSize``).
    public var minimumSize: ConductorSize { options.series.minimumSize }

    /// Why the next smaller size was not chosen: the first requirement it fails, in the order
    /// they are checked.
    public enum Shortfall: Hashable, Sendable {
        /// Its drop is over the limit.
        case dropOverLimit
        /// Its ampacity does not carry the current (or it is not rated at all).
        case ampacityBelowCurrent
        /// It is below the series' minimum size for a separately run conductor.
        case belowMinimumSize
        /// No standard fuse between the floor and its ceiling.
        case noFuseFits
    }

    /// Why ``nextSmaller`` was not chosen; nil when there is none.
    public var nextSmallerShortfall: Shortfall? {
        guard let smaller = nextSmaller else { return nil }
        if !Tolerance.isAtMost(smaller.voltageDropPercent, options.maxDropPercent) { return .dropOverLimit }
        if !smaller.carries(circuit.current) { return .ampacityBelowCurrent }
        if smaller.size.area < minimumSize.area { return .belowMinimumSize }
        return .noFuseFits
    }
}
