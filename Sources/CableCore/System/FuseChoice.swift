/// A fuse rating, either chosen by `cable` (with a family) or named by the file.
public struct FuseChoice: Hashable, Sendable {
    public let rating: Current
    /// The family that makes the rating; nil for a rating the file named.
    public let type: FuseType?
    public let fromFile: Bool
}
