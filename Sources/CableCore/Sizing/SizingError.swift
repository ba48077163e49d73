/// Why no standard size could be recommended.
public enum SizingError: Error, Hashable, Sendable {
    /// Even the largest size in the series drops more than allowed.
    case dropTooLarge(required: Area, largest: RunAnalysis)
    /// No size in the series is rated for the current.
    case currentTooLarge(current: Current, largest: RunAnalysis)
}
