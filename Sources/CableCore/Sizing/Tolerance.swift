/// Comparisons that treat values within a relative 1e-9 as equal, so that a result landing
/// exactly on a limit (25 A = 1.25 × 20 A, a drop of exactly 3 %) counts as meeting it despite
/// binary rounding.
package enum Tolerance {
    package static let relative = 1e-9

    /// `value ≥ limit`, allowing for rounding.
    package static func isAtLeast(_ value: Double, _ limit: Double) -> Bool {
        value >= limit - relative * Swift.max(abs(value), abs(limit))
    }

    /// `value ≤ limit`, allowing for rounding.
    package static func isAtMost(_ value: Double, _ limit: Double) -> Bool { isAtLeast(limit, value) }
}
