/// A fuse chosen for a current, optionally under a conductor's ampacity.
public struct FuseSizingResult: Hashable, Sendable {
    public let current: Current
    /// factor × current: the lowest acceptable rating.
    public let minimum: Current
    /// The conductor and its rating when one was given: the highest acceptable rating.
    public let conductor: ConductorSize?
    public let conductorAmpacity: AmpacityRating?
    /// The smallest standard fuse in range, or nil when none is.
    public let fuse: FuseRecommendation?
    /// The rule it was chosen by: rating ≥ factor × current, from these families in this order,
    /// under these conditions.
    public let factor: Double
    public let types: [FuseType]
    public let conditions: InstallationConditions
}
