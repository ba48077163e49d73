/// A scalar physical quantity stored as one `Double` in a fixed SI unit.
///
/// Each conforming type names its unit in its stored property (`Length.meters`,
/// `Current.amperes`) and gets the arithmetic that keeps the unit: sums and differences of
/// like quantities, scaling by a plain number, and the ratio of two like quantities.
/// Cross-unit products (current × resistance → voltage) are defined on the types themselves.
public protocol PhysicalQuantity: Comparable, Hashable, Sendable {
    /// The value in the type's SI unit.
    var siValue: Double { get }
    /// Creates the quantity from a value in the type's SI unit.
    init(siValue: Double)
}

extension PhysicalQuantity {
    /// The quantity 0 in any unit.
    public static var zero: Self { Self(siValue: 0) }

    /// Orders by the value in the SI unit; exact (tests compare with an explicit tolerance).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.siValue < rhs.siValue }
    /// The sum of two like quantities (2 m + 3 m = 5 m).
    public static func + (lhs: Self, rhs: Self) -> Self { Self(siValue: lhs.siValue + rhs.siValue) }
    /// The difference of two like quantities.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(siValue: lhs.siValue - rhs.siValue) }
    /// The quantity scaled by a plain number (5 m × 2 = 10 m).
    public static func * (lhs: Self, rhs: Double) -> Self { Self(siValue: lhs.siValue * rhs) }
    /// The quantity scaled by a plain number (2 × 5 m = 10 m).
    public static func * (lhs: Double, rhs: Self) -> Self { Self(siValue: lhs * rhs.siValue) }
    /// The quantity divided by a plain number (10 m / 2 = 5 m).
    public static func / (lhs: Self, rhs: Double) -> Self { Self(siValue: lhs.siValue / rhs) }
    /// The dimensionless ratio of two like quantities.
    public static func / (lhs: Self, rhs: Self) -> Double { lhs.siValue / rhs.siValue }
}
