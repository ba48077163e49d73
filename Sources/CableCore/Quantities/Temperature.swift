/// A temperature, stored in degrees Celsius (the unit every table this tool cites uses).
public struct Temperature: PhysicalQuantity {
    /// The temperature in degrees Celsius (°C).
    public let degreesCelsius: Double

    /// Creates a temperature of `degreesCelsius` °C.
    public init(degreesCelsius: Double) { self.degreesCelsius = degreesCelsius }
    public init(siValue: Double) { self.degreesCelsius = siValue }
    public var siValue: Double { degreesCelsius }

    /// A temperature of `value` °C: `.celsius(20)`.
    public static func celsius(_ value: Double) -> Temperature { Temperature(degreesCelsius: value) }
    /// A temperature of `value` °F: (`value` − 32) × 5/9 °C.
    public static func fahrenheit(_ value: Double) -> Temperature {
        Temperature(degreesCelsius: (value - 32) * 5 / 9)
    }
    /// A temperature of `value` K: `value` − 273.15 °C.
    public static func kelvin(_ value: Double) -> Temperature {
        Temperature(degreesCelsius: value - 273.15)
    }

    /// The temperature in degrees Fahrenheit: °C × 9/5 + 32.
    public var degreesFahrenheit: Double { degreesCelsius * 9 / 5 + 32 }
}
