/// A power, stored in watts.
public struct Power: PhysicalQuantity {
    /// The power in watts (W).
    public let watts: Double

    /// Creates a power of `watts` W.
    public init(watts: Double) { self.watts = watts }
    public init(siValue: Double) { self.watts = siValue }
    public var siValue: Double { watts }

    /// A power of `value` W: `.watts(240)`.
    public static func watts(_ value: Double) -> Power { Power(watts: value) }

    /// The current a load of this power draws at a voltage: I = P / V.
    public static func / (power: Power, voltage: Voltage) -> Current {
        Current(amperes: power.watts / voltage.volts)
    }
}
