/// A fuse chosen for a circuit: a standard rating and a family that makes it.
public struct FuseRecommendation: Hashable, Sendable {
    /// The fuse's standard rating.
    public let rating: Current
    /// The fuse family that makes the rating.
    public let type: FuseType

    /// Creates a recommendation of a `rating` fuse of family `type`.
    public init(rating: Current, type: FuseType) {
        self.rating = rating
        self.type = type
    }
}
