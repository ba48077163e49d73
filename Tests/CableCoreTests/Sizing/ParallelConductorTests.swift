import Testing

@testable import CableCore

/// Parallel conductors (issue #33 item 3), against hand computation with the nominal resistance
/// model's ρ = 0.017 Ω·mm²/m at 20 °C on nominal areas (`conductor: .nominal`; the default real
/// model reads IEC 60228 class 5 at an estimated temperature) and the ISO 10133 metric
/// ampacities at 105 °C.
@Suite("Parallel conductors: resistance / n, ampacity n × one derated for the bundle")
struct ParallelConductorTests {
    /// Mastervolt CombiMaster 12 V/3500 W (installation manual, 4.5.1 DC wiring): 2 × AWG 2/0
    /// (2 × 70 mm²) for a 3–5 m run. At the inverter's DC current by `cable`'s rule,
    /// 3500 / (0.9 × 10.5) = 370.37 A, over 5 m:
    /// R = 0.017 × 10 / 70 / 2 = 1.2143 mΩ; ΔV = 0.4497 V = 3.75 % (within 5 %);
    /// ampacity = 2 × 330 A × 0.60 (a bundle of 4, 33 CFR 183.425 Table 6) = 396 A ≥ 370.37 A.
    /// One 70 mm² (330 A) could not carry it.
    @Test func makersTwoBy70_forA12V3500WInverter_carriesItWithinTheDropLimit() throws {
        let current = 3500 / (0.9 * 10.5)
        let single = try Circuit(
            load: .current(.amperes(current)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        let pair = try single.withParallelConductors(2)
        let run = pair.analyze(.metric(70))
        expectClose(pair.resistance(of: .metric(70)).ohms, 0.017 * 10 / 70 / 2)
        expectClose(run.resistance.ohms, 0.017 * 10 / 140)
        expectClose(run.voltageDropPercent, 100 * current * 0.017 * 10 / 140 / 12)
        #expect(run.voltageDropPercent < 5)
        expectClose(try #require(run.ampacity).current.amperes, 2 * 330 * 0.60)
        #expect(run.carries(.amperes(current)))
        #expect(!single.analyze(.metric(70)).carries(.amperes(current)))
        #expect(pair.ampacityConditions.bundledConductors == 4)
    }

    /// A 12 V 3000 VA inverter 12 m from the bus at 3 %: I = 3000 / (0.9 × 10.5) = 317.46 A;
    /// one conductor needs 0.017 × 24 × 317.46 / 0.36 = 359.8 mm², more than 300 mm² (no answer
    /// before). Two need 179.9 mm² each: 2 × 185 mm², R = 0.017 × 24 / 185 / 2 = 1.1027 mΩ,
    /// drop 0.3501 V = 2.92 %, ampacity 2 × 475 A (150 mm²'s, credited) × 0.60 = 570 A.
    @Test func inverter3000VA_at12V_over12m_getsTwoBy185() throws {
        let current = 3000 / (0.9 * 10.5)
        let circuit = try Circuit(
            load: .current(.amperes(current)), supplyVoltage: .volts(12), length: .meters(12), conductor: .nominal)
        let options = try SizingOptions(maxDropPercent: 3)
        #expect(throws: SizingError.self) { try Sizer.size(circuit, options: options, parallel: false) }
        let result = try Sizer.size(circuit, options: options)
        #expect(result.circuit.parallelConductors == 2)
        #expect(result.recommended.size == .metric(185))
        #expect(result.limitedBy == .voltageDrop)
        expectClose(result.requiredArea.squareMillimeters, 0.017 * 24 * current / 0.36 / 2)
        expectClose(result.recommended.voltageDropPercent, 100 * current * 0.017 * 24 / 185 / 2 / 12)
        expectClose(try #require(result.recommended.ampacity).current.amperes, 2 * 475 * 0.60)
        #expect(result.fuse?.rating == .amperes(400))
    }

    /// 600 A: 2 × 300 mm² carry 2 × 475 × 0.60 = 570 A (too little); three conductors are a
    /// bundle of 6 (0.60): 3 × 95 mm² = 3 × 390 × 0.60 = 702 A, 3 × 70 mm² only 594 A.
    @Test func current600A_needsThreeConductors_eachTheSmallestThatCarriesItsShare() throws {
        let circuit = try Circuit(load: .current(.amperes(600)), supplyVoltage: .volts(12), length: .meters(2))
        let result = try Sizer.size(circuit, options: SizingOptions())
        #expect(result.circuit.parallelConductors == 3)
        #expect(result.recommended.size == .metric(95))
        #expect(result.limitedBy == .ampacity)
        expectClose(try #require(result.recommended.ampacity).current.amperes, 3 * 390 * 0.60)
    }

    /// A circuit that one conductor serves is never split: 20 A over 5 m at 3 % needs
    /// 0.017 × 10 × 20 / 0.36 = 9.44 mm², one 10 mm² conductor, exactly as before.
    @Test func oneConductorThatFits_isKept() throws {
        let circuit = try Circuit(
            load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        let result = try Sizer.size(circuit, options: SizingOptions(maxDropPercent: 3))
        #expect(result.circuit.parallelConductors == 1)
        #expect(result.recommended.size == .metric(10))
    }

    /// Beyond four conductors there is no answer: the error is the one-conductor circuit's
    /// (3000 A over 2 m at 5 %: one conductor would need 0.017 × 4 × 3000 / 0.6 = 340 mm²).
    @Test func beyondFourConductors_throwsTheSingleConductorError() throws {
        let circuit = try Circuit(
            load: .current(.amperes(3000)), supplyVoltage: .volts(12), length: .meters(2), conductor: .nominal)
        #expect(throws: SizingError.self) { try Sizer.size(circuit, options: SizingOptions()) }
        let options = try SizingOptions()
        let error = Result { () throws(SizingError) -> SizingResult in try Sizer.size(circuit, options: options) }
        guard case .failure(.dropTooLarge(let required, let largest)) = error else {
            Issue.record("expected dropTooLarge")
            return
        }
        expectClose(required.squareMillimeters, 340)
        #expect(largest.size == .metric(300))
    }

    /// `parallel` is 1 … 4.
    @Test(arguments: [0, 5])
    func parallelOutOfRange_isRefused(count: Int) throws {
        #expect(throws: ValidationError.self) {
            try Circuit(
                load: .current(.amperes(10)), supplyVoltage: .volts(12), length: .meters(1), parallelConductors: count)
        }
    }

    /// A user's own bundle is grown by the extra conductors: 5 bundled + 2 more = 7 (0.50).
    @Test func bundledCircuit_growsItsBundleByTheExtraPair() throws {
        let circuit = try Circuit(
            load: .current(.amperes(10)), supplyVoltage: .volts(12), length: .meters(1),
            conditions: InstallationConditions(bundledConductors: 5), parallelConductors: 2)
        #expect(circuit.ampacityConditions.bundledConductors == 7)
        expectClose(try #require(circuit.ampacity(of: .metric(10))).current.amperes, 2 * 90 * 0.50)
    }
}
