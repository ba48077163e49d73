/// A conductor cross-section, stored in square millimetres.
public struct Area: PhysicalQuantity {
    public let squareMillimeters: Double

    public init(squareMillimeters: Double) { self.squareMillimeters = squareMillimeters }
    public init(siValue: Double) { self.squareMillimeters = siValue }
    public var siValue: Double { squareMillimeters }

    /// Square millimetres in one circular mil: the area of a circle 0.001 in (0.0254 mm) across,
    /// π/4 × 0.0254² mm².
    public static let squareMillimetersPerCircularMil = Double.pi / 4 * 0.0254 * 0.0254

    public static func squareMillimeters(_ value: Double) -> Area { Area(squareMillimeters: value) }
    public static func circularMils(_ value: Double) -> Area {
        Area(squareMillimeters: value * squareMillimetersPerCircularMil)
    }

    public var circularMils: Double { squareMillimeters / Area.squareMillimetersPerCircularMil }
}
