/// An electrical resistance, stored in ohms.
public struct Resistance: PhysicalQuantity {
    public let ohms: Double

    public init(ohms: Double) { self.ohms = ohms }
    public init(siValue: Double) { self.ohms = siValue }
    public var siValue: Double { ohms }

    public static func ohms(_ value: Double) -> Resistance { Resistance(ohms: value) }
}
