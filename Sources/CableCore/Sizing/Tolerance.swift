/// Comparisons that treat values within a relative 1e-9 as equal, so that a result landing
/// exactly on a limit (25 A = 1.25 × 20 A, a drop of exactly 3 %) counts as meeting it despite
/// binary rounding.
package enum Tolerance {
    package static let relative = 1e-9

    /// `value ≥ limit`, allowing for rounding.
    package static func isAtLeast(_ value: Double, _ limit: Double) -> Bool {
        value >= limit - relative * Swift.max(abs(value), abs(limit))
    }

    /// The least value ``isAtLeast(_:_:)`` accepts for a `limit` ≥ 0: for every value,
    /// `value >= leastAtLeast(limit)` is `isAtLeast(value, limit)` (a value above the limit passes
    /// both; one at or below it is no larger in magnitude, so the tolerance is the limit's, as
    /// here — or, negative beyond −limit, fails both). A scan over many values against one limit
    /// (a fuse family's ratings against the floor) then makes one comparison a value.
    /// `ToleranceTests` compare both forms on the ratings, floors and voltages fuse selection
    /// compares and on values one ulp and one tolerance either side of each limit.
    package static func leastAtLeast(_ limit: Double) -> Double {
        assert(!(limit < 0), "leastAtLeast is for limits ≥ 0")
        return limit - relative * abs(limit)
    }

    /// `value ≤ limit`, allowing for rounding.
    package static func isAtMost(_ value: Double, _ limit: Double) -> Bool { isAtLeast(limit, value) }
}
