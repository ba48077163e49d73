/// A fuse chosen for a circuit: a standard rating and a family that makes it.
public struct FuseRecommendation: Hashable, Sendable {
    public let rating: Current
    public let type: FuseType

    public init(rating: Current, type: FuseType) {
        self.rating = rating
        self.type = type
    }
}

/// Chooses standard fuse ratings.
public enum FuseSelector {
    /// Default ratio of fuse rating to continuous current (fuse ≥ 1.25 × load current, so
    /// a fuse is not run at more than 80 % of its rating).
    public static let defaultFactor = 1.25

    /// The smallest standard fuse whose rating is at least `minimum` and at most `maximum`.
    ///
    /// Ratings are compared with a relative tolerance of 1e-9 so that 1.25 × 20 A selects
    /// exactly 25 A. The smallest rating ≥ `minimum` that one of `types` makes is the only
    /// candidate: where it is above `maximum`, so is every larger rating. When several of
    /// `types` make it, the first of them is named. (Found in ``FuseCatalogue``.)
    /// - Parameters:
    ///   - minimum: the lowest acceptable rating (factor × continuous current).
    ///   - maximum: the highest acceptable rating (the conductor's derated ampacity), or nil
    ///     for no ceiling.
    ///   - types: the families to choose from, in preference order.
    /// - Returns: the recommendation, or nil when no standard rating lies in the range.
    public static func smallestFuse(
        atLeast minimum: Current, atMost maximum: Current?, types: [FuseType] = FuseType.allCases
    ) -> FuseRecommendation? {
        smallestFuse(atLeast: minimum, atMost: maximum, types: FuseTypeList(types))
    }

    /// ``smallestFuse(atLeast:atMost:types:)`` for families in a ``FuseTypeList``.
    static func smallestFuse(atLeast minimum: Current, atMost maximum: Current?, types: FuseTypeList) -> FuseRecommendation? {
        let catalogue = FuseCatalogue.all
        let wanted = types.set
        var index = catalogue.firstIndex(atLeast: minimum.amperes)
        while index < catalogue.entries.count, catalogue.entries[index].makers.isDisjoint(with: wanted) { index += 1 }
        guard index < catalogue.entries.count else { return nil }
        let entry = catalogue.entries[index]
        if let maximum, !Tolerance.isAtLeast(maximum.amperes, entry.amperes) { return nil }
        for type in types where entry.makers.contains(type) {
            return FuseRecommendation(rating: .amperes(entry.amperes), type: type)
        }
        return nil  // not reached: one of `types` makes the rating
    }
}
