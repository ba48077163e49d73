import Testing

@testable import CableCore

@Suite("ConductorMaterial: resistivity ρ(T) = ρ20 · (1 + α · (T − 20))")
struct ConductorMaterialTests {
    @Test func resistivityAt20C_isCopper0017AndAluminium00282() {
        #expect(ConductorMaterial.copper.resistivityAt20C == 0.017)
        #expect(ConductorMaterial.aluminium.resistivityAt20C == 0.0282)
        #expect(ConductorMaterial.copper.temperatureCoefficient == 0.00393)
        #expect(ConductorMaterial.aluminium.temperatureCoefficient == 0.00403)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let material: ConductorMaterial
        let celsius: Double
        let expected: Double
        var testDescription: String { "\(material) at \(celsius) °C" }
    }

    // Hand-computed:
    //   Cu 60 °C: 0.017 · (1 + 0.00393 · 40)  = 0.017 · 1.1572  = 0.0196724
    //   Cu 90 °C: 0.017 · (1 + 0.00393 · 70)  = 0.017 · 1.2751  = 0.0216767
    //   Cu −20 °C: 0.017 · (1 − 0.00393 · 40) = 0.017 · 0.8428  = 0.0143276
    //   Cu 200 °C: 0.017 · (1 + 0.00393 · 180) = 0.017 · 1.7074 = 0.0290258
    //   Al 60 °C: 0.0282 · (1 + 0.00403 · 40) = 0.0282 · 1.1612 = 0.03274584
    //   Al 90 °C: 0.0282 · (1 + 0.00403 · 70) = 0.0282 · 1.2821 = 0.03615522
    //   Al −50 °C: 0.0282 · (1 − 0.00403 · 70) = 0.0282 · 0.7179 = 0.02024478
    static let cases: [Case] = [
        Case(material: .copper, celsius: 20, expected: 0.017),
        Case(material: .copper, celsius: 60, expected: 0.0196724),
        Case(material: .copper, celsius: 90, expected: 0.0216767),
        Case(material: .copper, celsius: -20, expected: 0.0143276),
        Case(material: .copper, celsius: 200, expected: 0.0290258),
        Case(material: .aluminium, celsius: 20, expected: 0.0282),
        Case(material: .aluminium, celsius: 60, expected: 0.03274584),
        Case(material: .aluminium, celsius: 90, expected: 0.03615522),
        Case(material: .aluminium, celsius: -50, expected: 0.02024478),
    ]

    @Test(arguments: cases)
    func resistivity_atTemperature_followsLinearModel(_ testCase: Case) {
        expectClose(testCase.material.resistivity(at: .celsius(testCase.celsius)), testCase.expected, relative: 1e-12)
    }

    @Test func displayName_isTheRawName() {
        #expect(ConductorMaterial.copper.displayName == "copper")
        #expect(ConductorMaterial.aluminium.displayName == "aluminium")
    }
}

/// R = ρ(T) · L / A for one conductor, as `cable wires` lists it.
struct ConductorResistanceTests {
    @Test func copper6mm2_perKilometreAt20C_is2_833Ohm() {
        // 0.017 Ω·mm²/m × 1000 m / 6 mm² = 2.8333 Ω
        let resistance = ConductorMaterial.copper.resistance(of: .metric(6), length: .meters(1000), at: .celsius(20))
        #expect(abs(resistance.ohms - 0.017 * 1000 / 6) < 1e-12)
    }

    @Test func aluminium10AWG_per1000ftAt60C() {
        // ρ = 0.0282 × (1 + 0.00403 × 40) = 0.03274584; 304.8 m / 5.261155 mm² → 1.89706 Ω
        let resistance = ConductorMaterial.aluminium.resistance(of: .awg(10), length: .feet(1000), at: .celsius(60))
        #expect(abs(resistance.ohms - 0.03274584 * 304.8 / 5.261154954510373) < 1e-9)
    }
}
