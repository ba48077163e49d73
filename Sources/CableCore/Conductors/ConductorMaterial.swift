/// The metal a conductor is made of, with its resistivity and temperature coefficient.
public enum ConductorMaterial: String, CaseIterable, Sendable {
    /// Copper: ρ20 = 0.017 Ω·mm²/m, α = 0.00393/K.
    case copper
    /// Aluminium: ρ20 = 0.0282 Ω·mm²/m (IEC 60889), α = 0.00403/K.
    case aluminium

    /// Resistivity at 20 °C in Ω·mm²/m.
    ///
    /// Copper uses 0.017 Ω·mm²/m, the value the mobile app this tool replaces uses (annealed
    /// copper per IEC 60028 is 0.017241; 0.017 is the customary rounded figure in DC sizing
    /// guides). Aluminium uses 0.0282 Ω·mm²/m (IEC 60889 hard-drawn aluminium: 0.028264).
    public var resistivityAt20C: Double {
        switch self {
        case .copper: 0.017
        case .aluminium: 0.0282
        }
    }

    /// Linear temperature coefficient of resistance α at 20 °C, per kelvin
    /// (copper 0.00393/K, aluminium 0.00403/K).
    public var temperatureCoefficient: Double {
        switch self {
        case .copper: 0.00393
        case .aluminium: 0.00403
        }
    }

    /// Resistivity at a conductor temperature, in Ω·mm²/m.
    ///
    /// ρ(T) = ρ20 · (1 + α · (T − 20 °C)). The linear model is accurate to about 1 % for
    /// copper and aluminium between −50 °C and 200 °C, the range the sizing inputs accept.
    /// - Parameter temperature: the conductor temperature (not the ambient one).
    public func resistivity(at temperature: Temperature) -> Double {
        resistivityAt20C * (1 + temperatureCoefficient * (temperature.degreesCelsius - 20))
    }

    /// The resistance of `length` of one conductor of `size` at a temperature: R = ρ(T) · L / A.
    public func resistance(of size: ConductorSize, length: Length, at temperature: Temperature) -> Resistance {
        .ohms(resistivity(at: temperature) * length.meters / size.area.squareMillimeters)
    }

    /// The share of a copper conductor's allowable current that the same size carries.
    ///
    /// The cited ampacity tables are for copper. At the same cross-section and temperature rise
    /// the heat I²R must match, so the current scales as √(ρCu / ρAl) = √(0.017 / 0.0282) ≈ 0.78;
    /// NEC Table 310.16 gives aluminium 78–84 % of copper for the same size. 0.78 is used.
    public var ampacityFactor: Double {
        switch self {
        case .copper: 1
        case .aluminium: 0.78
        }
    }

    /// Name for people: "copper", "aluminium".
    public var displayName: String { rawValue }
}
