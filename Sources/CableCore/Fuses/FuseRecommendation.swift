/// A fuse chosen for a circuit: a standard rating and a family that makes it.
public struct FuseRecommendation: Hashable, Sendable {
    public let rating: Current
    public let type: FuseType

    public init(rating: Current, type: FuseType) {
        self.rating = rating
        self.type = type
    }
}
