/// A temperature, stored in degrees Celsius (the unit every table this tool cites uses).
public struct Temperature: PhysicalQuantity {
    public let degreesCelsius: Double

    public init(degreesCelsius: Double) { self.degreesCelsius = degreesCelsius }
    public init(siValue: Double) { self.degreesCelsius = siValue }
    public var siValue: Double { degreesCelsius }

    public static func celsius(_ value: Double) -> Temperature { Temperature(degreesCelsius: value) }
    public static func fahrenheit(_ value: Double) -> Temperature {
        Temperature(degreesCelsius: (value - 32) * 5 / 9)
    }
    public static func kelvin(_ value: Double) -> Temperature {
        Temperature(degreesCelsius: value - 273.15)
    }

    public var degreesFahrenheit: Double { degreesCelsius * 9 / 5 + 32 }
}
