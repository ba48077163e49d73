/// A length, stored in metres.
public struct Length: PhysicalQuantity {
    public let meters: Double

    public init(meters: Double) { self.meters = meters }
    public init(siValue: Double) { self.meters = siValue }
    public var siValue: Double { meters }

    /// Metres in one international foot (exact by definition).
    public static let metersPerFoot = 0.3048

    public static func meters(_ value: Double) -> Length { Length(meters: value) }
    public static func feet(_ value: Double) -> Length { Length(meters: value * metersPerFoot) }

    public var feet: Double { meters / Length.metersPerFoot }
}
