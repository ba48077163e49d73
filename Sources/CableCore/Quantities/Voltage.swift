/// An electric potential difference, stored in volts.
public struct Voltage: PhysicalQuantity {
    /// The potential difference in volts (V).
    public let volts: Double

    /// Creates a voltage of `volts` V.
    public init(volts: Double) { self.volts = volts }
    public init(siValue: Double) { self.volts = siValue }
    public var siValue: Double { volts }

    /// A voltage of `value` V: `.volts(12)`.
    public static func volts(_ value: Double) -> Voltage { Voltage(volts: value) }

    /// Electric power: voltage × current.
    public static func * (voltage: Voltage, current: Current) -> Power {
        Power(watts: voltage.volts * current.amperes)
    }
}

extension Voltage {
    /// How far a battery bank's or a device's voltage may be from a system's nominal voltage and
    /// still belong on it: 25 % (a 12.8 V LiFePO4 bank or a 12 V device on a 12 V system, not on
    /// 24 V). The one tolerance a system file's banks and the catalogue's devices are held to.
    public static let nominalTolerance = 0.25

    /// Whether this voltage is within ``nominalTolerance`` of `nominal`.
    public func isNominally(_ nominal: Voltage) -> Bool {
        abs(volts - nominal.volts) <= Self.nominalTolerance * nominal.volts
    }

    /// The nominal class this voltage belongs to: the nearest of ``InputSource/nominalClasses``
    /// (12, 24, 36, 48 V) it is within ``nominalTolerance`` of (12.8 V → 12 V, 25.6 V → 24 V,
    /// 38.4 V → 36 V, 51.2 V → 48 V; at an exact midpoint the lower class), else the voltage
    /// itself — ``InputSource/nearestClasses(around:)``'s first. A bus written as its LiFePO4
    /// bank's 12.8 V is the same 12 V class, and carries the same 12 V devices, as one written 12 V.
    public var nominalClass: Voltage {
        InputSource.nearestClasses(around: self).first ?? self
    }
}
