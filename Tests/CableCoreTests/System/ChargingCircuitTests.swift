import Testing

@testable import CableCore

/// Charging circuits take the critical drop limit (issue #33 item 2), ρ = 0.017 Ω·mm²/m.
@Suite("Charging circuits: the critical drop limit unless their own")
struct ChargingCircuitTests {
    /// A 30 A charger 5 m from the bus on 12 V: at 3 % it needs 0.017 × 10 × 30 / 0.36 = 14.17 mm²
    /// (16 mm², 2.66 %); the ordinary 5 % would have allowed 10 mm² (8.5 mm² needed).
    @Test(arguments: Charger.Kind.allCases)
    func charger_takesTheCriticalLimit(kind: Charger.Kind) throws {
        var draft = ChargerDraft(name: "Charger", kind: kind, output: .current(.amperes(30)))
        draft.length = .meters(5)
        let report = try SystemAnalyzer.analyze(SystemAnalyzerTests.system(chargers: [try draft.build()]))
        let circuit = try SystemAnalyzerTests.circuit("Charger", in: report)
        #expect(circuit.maxDropPercent == 3)
        #expect(circuit.critical)
        #expect(circuit.analysis?.size == .metric(16))
        expectClose(try #require(circuit.analysis).voltageDropPercent, 100 * 30 * 0.017 * 10 / 16 / 12)
    }

    /// The file's critical limit applies (2 %), and a charger's own limit wins (5 % → 10 mm²).
    @Test func filesCriticalLimit_andChargersOwn() throws {
        var strict = ChargerDraft(name: "Solar", kind: .solar, output: .current(.amperes(30)))
        strict.length = .meters(5)
        var own = ChargerDraft(name: "Shore", kind: .shore, output: .current(.amperes(30)))
        own.length = .meters(5)
        own.maxDropPercent = 5
        let system = try SystemAnalyzerTests.system(chargers: [try strict.build(), try own.build()]) {
            $0.defaults.criticalMaxDropPercent = 2
        }
        let report = try SystemAnalyzer.analyze(system)
        // 2 %: 0.017 × 10 × 30 / 0.24 = 21.25 mm² → 25 mm².
        #expect(try SystemAnalyzerTests.circuit("Solar", in: report).analysis?.size == .metric(25))
        #expect(try SystemAnalyzerTests.circuit("Shore", in: report).maxDropPercent == 5)
        #expect(try SystemAnalyzerTests.circuit("Shore", in: report).analysis?.size == .metric(10))
    }
}
