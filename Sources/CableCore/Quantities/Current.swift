/// An electric current, stored in amperes.
public struct Current: PhysicalQuantity {
    /// The current in amperes (A).
    public let amperes: Double

    /// Creates a current of `amperes` A.
    public init(amperes: Double) { self.amperes = amperes }
    public init(siValue: Double) { self.amperes = siValue }
    public var siValue: Double { amperes }

    /// A current of `value` A: `.amperes(20)`.
    public static func amperes(_ value: Double) -> Current { Current(amperes: value) }

    /// Ohm's law: the voltage across a resistance carrying this current.
    public static func * (current: Current, resistance: Resistance) -> Voltage {
        Voltage(volts: current.amperes * resistance.ohms)
    }
}
