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
}

extension FuseSelector {
    /// Chooses a fuse for a continuous current, protecting `conductor` when given.
    ///
    /// - Parameters:
    ///   - current: continuous current, 0 < I ≤ 10 kA.
    ///   - factor: rating ≥ factor × current, 1 … 3 (default 1.25).
    ///   - conductor: the wire to protect; the rating must not exceed its derated ampacity.
    ///   - conditions: installation conditions that derate the conductor.
    ///   - types: fuse families allowed.
    /// - Throws: ``ValidationError`` for `current` or `fuseFactor` out of range, or a
    ///   conductor the cited tables do not rate (`wire`).
    public static func recommend(
        current: Current,
        factor: Double = defaultFactor,
        conductor: ConductorSize? = nil,
        conditions: InstallationConditions = InstallationConditions(),
        types: [FuseType] = FuseType.allCases
    ) throws(ValidationError) -> FuseSizingResult {
        try Limits.requirePositive(current.amperes, in: Limits.current, field: "current", unit: "A")
        try Limits.requireWithin(factor, Limits.fuseFactor, field: "fuseFactor", unit: "")
        guard Limits.bundledConductors.contains(conditions.bundledConductors) else {
            throw ValidationError(
                field: "bundled", rule: "must be between 1 and 1000 conductors",
                actual: String(conditions.bundledConductors))
        }
        var rating: AmpacityRating?
        if let conductor {
            rating = AmpacityTable.forSize(conductor).rating(of: conductor, conditions: conditions)
            if rating == nil {
                throw ValidationError(
                    field: "wire", rule: "must be a size with a rated ampacity (18 AWG or 0.75 mm² and up)",
                    actual: conductor.label)
            }
        }
        let minimum = current * factor
        return FuseSizingResult(
            current: current,
            minimum: minimum,
            conductor: conductor,
            conductorAmpacity: rating,
            fuse: smallestFuse(atLeast: minimum, atMost: rating?.current, types: types))
    }
}
