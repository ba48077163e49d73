/// An electric current, stored in amperes.
public struct Current: PhysicalQuantity {
    public let amperes: Double

    public init(amperes: Double) { self.amperes = amperes }
    public init(siValue: Double) { self.amperes = siValue }
    public var siValue: Double { amperes }

    public static func amperes(_ value: Double) -> Current { Current(amperes: value) }

    /// Ohm's law: the voltage across a resistance carrying this current.
    public static func * (current: Current, resistance: Resistance) -> Voltage {
        Voltage(volts: current.amperes * resistance.ohms)
    }
}
