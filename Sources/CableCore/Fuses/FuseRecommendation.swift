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
    /// exactly 25 A.
    /// - Parameters:
    ///   - minimum: the lowest acceptable rating (factor × continuous current).
    ///   - maximum: the highest acceptable rating (the conductor's derated ampacity), or nil
    ///     for no ceiling.
    ///   - types: the families to choose from, in preference order.
    /// - Returns: the recommendation, or nil when no standard rating lies in the range.
    public static func smallestFuse(
        atLeast minimum: Current, atMost maximum: Current?, types: [FuseType] = FuseType.allCases
    ) -> FuseRecommendation? {
        var best: FuseRecommendation?
        for type in types {
            guard let rating = type.ratings.first(where: { Tolerance.isAtLeast($0, minimum.amperes) }) else {
                continue
            }
            if let maximum, !Tolerance.isAtLeast(maximum.amperes, rating) { continue }
            if best.map({ rating < $0.rating.amperes }) ?? true {
                best = FuseRecommendation(rating: .amperes(rating), type: type)
            }
        }
        return best
    }
}
