/// A fuse chosen for a current, optionally protecting a conductor (`cable fuse`).
public struct FuseSizingResult: Hashable, Sendable {
    /// The current the fuse protects.
    public let current: Current
    /// The conductor and its rating when one was given.
    public let conductor: ConductorSize?
    /// The conductor's derated ampacity when a conductor was given.
    public let conductorAmpacity: AmpacityRating?
    /// The rule it was chosen by: floor, families, voltage.
    public let rule: FuseRule
    /// What the rule found: floor, ceiling (with a conductor), the fuse or why none.
    public let selection: FuseSelection
    /// The sizing method, which sets the ceiling.
    public let standard: SizingStandard
    /// The circuit's nominal voltage, when given.
    public let voltage: Voltage?
    /// The installation the conductor's ampacity is derated for.
    public let conditions: InstallationConditions

    /// factor × current: the lowest acceptable rating.
    public var minimum: Current { selection.floor }
    /// The smallest standard fuse in range, or nil when none is.
    public var fuse: FuseRecommendation? { selection.fuse }
    /// The factor the floor is taken with: floor = factor × current.
    public var factor: Double { rule.factor }
    /// The fuse families considered.
    public var types: [FuseType] { rule.types }
}
