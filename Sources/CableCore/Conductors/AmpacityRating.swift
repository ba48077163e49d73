/// The allowable current of a conductor under its installation conditions.
public struct AmpacityRating: Hashable, Sendable {
    /// Derated allowable current.
    public let current: Current
    /// True when the table does not list the size and the value is that of the largest
    /// smaller size it lists (a conservative bound).
    public let isLowerBound: Bool

    /// A base rating derated: its current × `factor`. Every derated rating is this one
    /// multiplication, so a series' ratings and one size's agree to the bit.
    func derated(by factor: Double) -> AmpacityRating {
        AmpacityRating(current: .amperes(current.amperes * factor), isLowerBound: isLowerBound)
    }
}
