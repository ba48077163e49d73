import CableCore
import Testing

/// The code of the DocC article "Analysing a system" (Sources/CableCore/CableCore.docc/
/// AnalysingASystem.md), repeated here because DocC does not compile its examples. Change both
/// together.
///
/// Every model initialiser validates its fields and throws a `ValidationError` (hence each
/// `try`); `SystemAnalyzer.analyze(_:units:)` throws a `SystemFileError`.
///
/// By hand, the fridge: 5 A at 12 V over 4 m one way (8 m of conductor), class 5 copper (IEC
/// 60228: 1.5 mm² 13.3 Ω/km at 20 °C) at θ = 30 + 75 × (5/25)² = 33 °C, 5 % drop limit (0.6 V):
/// R = 13.3 × (1 + 0.00393 × 13) × 0.008 = 0.11184 Ω, ΔV = 5 × R = 0.5592 V = 4.66 %.
@Suite("DocC article: Analysing a system")
struct AnalysingASystemArticleTests {
    @Test func analysing_fridgeAndLithiumBank_sizesTheFridgeFeed() throws {
        let fridge = try SystemLoad(name: "Fridge", demand: .current(.amperes(5)), length: .meters(4))
        let house = try BatteryBank(
            name: "House", chemistry: .lifepo4, capacityAh: 200, voltage: .volts(12),
            arrangement: BatteryBank.Arrangement(series: 1, parallel: 1))
        let system = try ElectricalSystem(name: "Boat", nominalVoltage: .volts(12), loads: [fridge], batteries: [house])

        let report = try SystemAnalyzer.analyze(system)

        let circuit = try #require(report.circuits.first { $0.name == "Fridge" })
        let analysis = try #require(circuit.analysis)
        #expect(circuit.kind == .load)
        #expect(analysis.size == .metric(1.5))
        let ohms = 13.3 * (1 + 0.00393 * 13) * 0.008
        expectClose(analysis.voltageDrop.volts, 5 * ohms)
        expectClose(analysis.voltageDropPercent, 100 * 5 * ohms / 12)
        #expect(report.violations.isEmpty)
        #expect(report.isOK)
    }
}
