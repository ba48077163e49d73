import CableCore

extension Words {
    /// A number to at most `decimals` decimals, trailing zeros removed, as the language writes
    /// it: 4.7233 → `4.72`, `4,72` in German.
    public func number(_ value: Double, decimals: Int) -> String {
        language.number(NumberText.decimal(value, places: decimals))
    }

    /// A current to 2 decimals: `20 A`.
    public func amps(_ current: Current) -> String { "\(number(current.amperes, decimals: 2)) A" }
    /// A voltage to 2 decimals: `12 V`.
    public func volts(_ voltage: Voltage) -> String { "\(number(voltage.volts, decimals: 2)) V" }
    /// A percentage to 2 decimals: `3 %`.
    public func percent(_ value: Double) -> String { "\(number(value, decimals: 2)) %" }

    /// A length in `units`: `5 m`, `16.4 ft`.
    public func length(_ length: Length, units: UnitSystem) -> String {
        switch units {
        case .metric: "\(number(length.meters, decimals: 2)) m"
        case .imperial: "\(number(length.feet, decimals: 1)) ft"
        }
    }

    /// A conductor size: `6 mm²`; AWG and kcmil also give the area: `10 AWG (5.26 mm²)`.
    public func conductor(_ size: ConductorSize) -> String {
        if case .metric = size.designation { return language.decimalsIn(size.label) }
        return "\(size.label) (\(number(size.area.squareMillimeters, decimals: 2)) mm²)"
    }

    /// Conductors in parallel: `2 × 70 mm²`; one conductor is ``conductor(_:)``.
    public func conductor(_ size: ConductorSize, parallel count: Int) -> String {
        count > 1 ? "\(count) × " + conductor(size) : conductor(size)
    }

    /// A size label with the conductors in parallel: `2 × 2/0`, `70 mm²` (a table cell).
    public func conductorLabel(_ size: ConductorSize, parallel count: Int) -> String {
        (count > 1 ? "\(count) × " : "") + language.decimalsIn(size.label)
    }

    /// A cross-section in `units`: `6 mm²`, or `10383 cmil (5.26 mm²)`.
    public func area(_ area: Area, units: UnitSystem) -> String {
        switch units {
        case .metric: "\(number(area.squareMillimeters, decimals: 2)) mm²"
        case .imperial:
            "\(number(area.circularMils, decimals: 0)) cmil (\(number(area.squareMillimeters, decimals: 2)) mm²)"
        }
    }

    /// An ampacity: `40 A`, `≥ 120 A` for a table's lower bound, `not rated` without one.
    public func ampacity(_ rating: AmpacityRating?) -> String {
        guard let rating else { return tr("not rated") }
        return (rating.isLowerBound ? "≥ " : "") + amps(rating.current)
    }

    /// A circuit's run: `5 m one-way (10 m round trip)` or `10 m round trip (as given)`.
    public func run(_ circuit: Circuit, units: UnitSystem) -> String {
        circuit.lengthIsRoundTrip
            ? tr("{length} round trip (as given)", ["length": length(circuit.conductorLength, units: units)])
            : tr(
                "{length} one-way ({roundTrip} round trip)",
                [
                    "length": length(circuit.length, units: units),
                    "roundTrip": length(circuit.conductorLength, units: units),
                ])
    }

    /// Installation conditions: `105 °C insulation, outside engine spaces`. The rating is written
    /// with the degree sign, as every temperature people read (`20 °C`); `105C` is only how it
    /// may be typed.
    public func conditions(_ conditions: InstallationConditions) -> String {
        var text = tr("{rating} insulation", ["rating": "\(conditions.insulation.degreesCelsius) °C"]) + ", "
        text += conditions.engineRoom ? tr("engine room") : tr("outside engine spaces")
        if conditions.bundledConductors > 1 {
            text += ", " + tr("bundled with {count} conductors", ["count": String(conditions.bundledConductors)])
        }
        return text
    }
}
