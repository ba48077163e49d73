/// An electrical resistance, stored in ohms.
public struct Resistance: PhysicalQuantity {
    /// The resistance in ohms (Ω).
    public let ohms: Double

    /// Creates a resistance of `ohms` Ω.
    public init(ohms: Double) { self.ohms = ohms }
    public init(siValue: Double) { self.ohms = siValue }
    public var siValue: Double { ohms }

    /// A resistance of `value` Ω: `.ohms(0.05)`.
    public static func ohms(_ value: Double) -> Resistance { Resistance(ohms: value) }
}
