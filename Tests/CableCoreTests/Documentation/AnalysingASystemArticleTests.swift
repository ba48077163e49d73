import CableCore
import Testing

/// The code of the DocC article "Analysing a system" (Sources/CableCore/CableCore.docc/
/// AnalysingASystem.md), repeated here because DocC does not compile its examples. Change both
/// together.
///
/// Every model initialiser validates its fields and throws a `ValidationError` (hence each
/// `try`); `SystemAnalyzer.analyze(_:units:)` throws a `SystemFileError`.
///
/// By hand, the fridge: 5 A at 12 V over 4 m one way (8 m of conductor), copper at 20 °C
/// (ρ = 0.017 Ω·mm²/m), 5 % drop limit (0.6 V): A = 0.017 × 8 × 5 / 0.6 = 1.133 mm², so
/// 1.5 mm² (IEC 60228); R = 0.017 × 8 / 1.5 = 0.090667 Ω, ΔV = 5 × R = 0.45333 V = 3.7778 %.
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
        expectClose(analysis.voltageDrop.volts, 5 * 0.017 * 8 / 1.5)
        expectClose(analysis.voltageDropPercent, 100 * (5 * 0.017 * 8 / 1.5) / 12)
        #expect(report.violations.isEmpty)
        #expect(report.isOK)
    }
}
