/// An electric potential difference, stored in volts.
public struct Voltage: PhysicalQuantity {
    public let volts: Double

    public init(volts: Double) { self.volts = volts }
    public init(siValue: Double) { self.volts = siValue }
    public var siValue: Double { volts }

    public static func volts(_ value: Double) -> Voltage { Voltage(volts: value) }

    /// Electric power: voltage × current.
    public static func * (voltage: Voltage, current: Current) -> Power {
        Power(watts: voltage.volts * current.amperes)
    }
}
