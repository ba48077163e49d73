import Testing

@testable import CableCore

@Suite("Quantities: units, conversions and the operators physics allows")
struct QuantityTests {
    @Test func length_feet_convertsAtExactlyPoint3048MetersPerFoot() {
        // 16 ft × 0.3048 m/ft = 4.8768 m
        expectClose(Length.feet(16).meters, 4.8768)
        // 3.048 m / 0.3048 = 10 ft
        expectClose(Length.meters(3.048).feet, 10)
    }

    @Test func area_circularMils_convertsWithPiOver4Times0254Squared() {
        // 1 cmil = π/4 · 0.0254² mm² = 5.067074790974977e-4 mm²
        expectClose(Area.squareMillimetersPerCircularMil, 5.067074790974977e-4, relative: 1e-12)
        // 250 kcmil = 126.67686977437442 mm² (published: 126.7 mm²)
        expectClose(Area.circularMils(250_000).squareMillimeters, 126.67686977437442, relative: 1e-12)
        expectClose(Area.circularMils(250_000).squareMillimeters, 126.7, relative: 1e-3)
        expectClose(Area.squareMillimeters(126.67686977437442).circularMils, 250_000, relative: 1e-12)
    }

    @Test func temperature_fahrenheitAndKelvin_convertToCelsius() {
        // (140 − 32) · 5/9 = 60 °C; −40 °F = −40 °C; 293.15 K = 20 °C
        expectClose(Temperature.fahrenheit(140).degreesCelsius, 60)
        expectClose(Temperature.fahrenheit(-40).degreesCelsius, -40)
        expectClose(Temperature.kelvin(293.15).degreesCelsius, 20, relative: 1e-12)
        expectClose(Temperature.celsius(100).degreesFahrenheit, 212)
    }

    @Test func current_timesResistance_isVoltage() {
        // Ohm's law: 10 A × 0.06 Ω = 0.6 V
        let drop: Voltage = Current.amperes(10) * Resistance.ohms(0.06)
        expectClose(drop.volts, 0.6)
    }

    @Test func voltage_timesCurrent_isPower() {
        // 12 V × 20 A = 240 W
        let power: Power = Voltage.volts(12) * Current.amperes(20)
        expectClose(power.watts, 240)
    }

    @Test func power_dividedByVoltage_isCurrent() {
        // 1200 W / 24 V = 50 A
        let current: Current = Power.watts(1200) / Voltage.volts(24)
        expectClose(current.amperes, 50)
    }

    @Test func likeQuantities_addSubtractScaleAndCompare() {
        let a = Length.meters(3)
        let b = Length.meters(1.5)
        expectClose((a + b).meters, 4.5)
        expectClose((a - b).meters, 1.5)
        expectClose((a * 2).meters, 6)
        expectClose((2 * a).meters, 6)
        expectClose((a / 4).meters, 0.75)
        // ratio of like quantities is a plain number
        expectClose(a / b, 2)
        #expect(b < a)
        #expect(Length.zero.meters == 0)
        #expect(Voltage.volts(12) == Voltage(siValue: 12))
    }

    @Test func siValue_isTheStoredUnit() {
        #expect(Length.feet(1).siValue == 0.3048)
        #expect(Area.squareMillimeters(2.5).siValue == 2.5)
        #expect(Current.amperes(7).siValue == 7)
        #expect(Temperature.celsius(60).siValue == 60)
        #expect(Power(siValue: 5).watts == 5)
        #expect(Resistance(siValue: 0.1).ohms == 0.1)
    }
}
