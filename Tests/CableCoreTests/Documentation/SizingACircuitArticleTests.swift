import CableCore
import Testing

/// The code of the DocC article "Sizing a circuit" (Sources/CableCore/CableCore.docc/
/// SizingACircuit.md), repeated here because DocC does not compile its examples. Change both
/// together.
///
/// By hand, 20 A at 12 V over 5 m one way (10 m of conductor), copper at 20 °C
/// (ρ = 0.017 Ω·mm²/m), 5 % drop limit (0.6 V):
/// A = ρ · L · I / ΔV = 0.017 × 10 × 20 / 0.6 = 5.667 mm², so 6 mm² (IEC 60228);
/// R = 0.017 × 10 / 6 = 0.028333 Ω, ΔV = 20 × R = 0.56667 V = 4.7222 % of 12 V,
/// P_loss = I² · R = 11.333 W.
@Suite("DocC article: Sizing a circuit")
struct SizingACircuitArticleTests {
    @Test func sizing_20A_12V_5m_is6mm2_limitedByVoltageDrop() throws {
        let circuit = try Circuit(
            load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        let result = try Sizer.size(circuit, options: SizingOptions())

        #expect(result.recommended.size == .metric(6))
        #expect(result.limitedBy == .voltageDrop)
        expectClose(result.requiredArea.squareMillimeters, 0.017 * 10 * 20 / 0.6)
        expectClose(result.recommended.voltageDrop.volts, 0.017 * 10 / 6 * 20)
        expectClose(result.recommended.voltageDropPercent, 100 * (0.017 * 10 / 6 * 20) / 12)
        expectClose(result.recommended.powerLoss.watts, 20 * 20 * 0.017 * 10 / 6)
    }

    /// The article's second example: the same run, critical (3 % limit, 0.36 V):
    /// A = 0.017 × 10 × 20 / 0.36 = 9.444 mm², so 10 mm².
    @Test func sizing_criticalLimit3Percent_is10mm2() throws {
        let circuit = try Circuit(
            load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        let result = try Sizer.size(circuit, options: SizingOptions(maxDropPercent: DropLimits.criticalPercent))

        #expect(result.recommended.size == .metric(10))
        expectClose(result.requiredArea.squareMillimeters, 0.017 * 10 * 20 / 0.36)
    }

    /// A power load: 240 W at 12 V draws I = P / V = 20 A, so the same 6 mm².
    @Test func sizing_240W_at12V_drawsTwentyAmps() throws {
        let circuit = try Circuit(load: .power(.watts(240)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        let result = try Sizer.size(circuit, options: SizingOptions())

        expectClose(circuit.current.amperes, 20)
        #expect(result.recommended.size == .metric(6))
    }
}

/// The article's "Real resistance" example: class 5's 6 mm² at θ = 30 + 75 · (20/60)² = 38.33 °C
/// has 3.30 × (1 + 0.00393 × 18.33) = 3.538 Ω/km > 3.00 allowed; 10 mm² is chosen.
@Suite("DocC article: Sizing a circuit, real resistance")
struct SizingACircuitRealArticleTests {
    @Test func sizing_realClass5_20A_12V_5m_is10mm2() throws {
        let real = try Circuit(load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(5))
        let result = try Sizer.size(real, options: SizingOptions())
        #expect(result.recommended.size == .metric(10))
        let six = try #require(result.nextSmaller)
        expectClose(six.conductorTemperature.degreesCelsius, 30 + 75.0 / 9, relative: 1e-12)
        expectClose(six.resistance.ohms, 3.30 * (1 + 0.00393 * (10 + 75.0 / 9)) * 0.010, relative: 1e-12)
    }
}
