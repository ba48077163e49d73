/// A length, stored in metres.
public struct Length: PhysicalQuantity {
    /// The length in metres (m).
    public let meters: Double

    /// Creates a length of `meters` m.
    public init(meters: Double) { self.meters = meters }
    public init(siValue: Double) { self.meters = siValue }
    public var siValue: Double { meters }

    /// Metres in one international foot (exact by definition).
    public static let metersPerFoot = 0.3048

    /// A length of `value` m: `.meters(5)`.
    public static func meters(_ value: Double) -> Length { Length(meters: value) }
    /// A length of `value` international feet: `value` × 0.3048 m (``metersPerFoot``).
    public static func feet(_ value: Double) -> Length { Length(meters: value * metersPerFoot) }

    /// The length in international feet: metres / 0.3048.
    public var feet: Double { meters / Length.metersPerFoot }

    /// A length of `value` inches: `value` × 0.0254 m (a twelfth of ``metersPerFoot``).
    public static func inches(_ value: Double) -> Length { Length(meters: value * 0.0254) }
    /// The length in inches: metres / 0.0254.
    public var inches: Double { meters / 0.0254 }
}
