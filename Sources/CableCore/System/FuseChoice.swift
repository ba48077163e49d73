/// A fuse rating, either chosen by `cable` (with a family) or named by the file.
public struct FuseChoice: Hashable, Sendable {
    /// The fuse's rating.
    public let rating: Current
    /// The family that makes the rating; nil for a rating the file named.
    public let type: FuseType?
    /// Whether the file named the rating (checked, not chosen).
    public let fromFile: Bool
}
