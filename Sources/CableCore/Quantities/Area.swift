/// A conductor cross-section, stored in square millimetres.
public struct Area: PhysicalQuantity {
    /// The cross-section in square millimetres (mm²), the unit of the IEC 60228 size series.
    public let squareMillimeters: Double

    /// Creates an area of `squareMillimeters` mm².
    public init(squareMillimeters: Double) { self.squareMillimeters = squareMillimeters }
    public init(siValue: Double) { self.squareMillimeters = siValue }
    public var siValue: Double { squareMillimeters }

    /// Square millimetres in one circular mil: the area of a circle 0.001 in (0.0254 mm) across,
    /// π/4 × 0.0254² mm².
    public static let squareMillimetersPerCircularMil = Double.pi / 4 * 0.0254 * 0.0254

    /// An area of `value` mm²: `.squareMillimeters(6)`.
    public static func squareMillimeters(_ value: Double) -> Area { Area(squareMillimeters: value) }
    /// An area of `value` circular mils (the unit AWG tables give):
    /// `value` × π/4 × 0.0254² mm² (``squareMillimetersPerCircularMil``).
    public static func circularMils(_ value: Double) -> Area {
        Area(squareMillimeters: value * squareMillimetersPerCircularMil)
    }

    /// The area in circular mils: mm² / (π/4 × 0.0254²).
    public var circularMils: Double { squareMillimeters / Area.squareMillimetersPerCircularMil }
}
