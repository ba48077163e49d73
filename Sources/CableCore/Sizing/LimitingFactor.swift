/// What decided the recommended size.
public enum LimitingFactor: String, CaseIterable, Sendable {
    /// The largest of the requirements was keeping the drop within its limit.
    case voltageDrop
    /// The conductor had to be larger to carry the current (or a fitting fuse).
    case ampacity
    /// The smallest size the standards allow for a separately run conductor
    /// (``WireSeries/minimumSize``) was larger than drop and current needed.
    case minimumSize
}
