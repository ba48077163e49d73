import Testing

@testable import CableCore

@Suite("Sizer: fuse upsizing, errors and result fields")
struct SizerTests {
    private func circuit(
        amperes: Double, volts: Double, meters: Double,
        conditions: InstallationConditions = InstallationConditions()
    ) throws -> Circuit {
        try Circuit(
            load: .current(.amperes(amperes)), supplyVoltage: .volts(volts), length: .meters(meters),
            conditions: conditions, conductor: .nominal)
    }

    // MARK: upsizing for a fuse

    @Test func sizing_threeBundled20A_isUpsizedFrom2Point5To4ForA25AFuse() throws {
        // Drop: 0.017 · 2 · 20 / 1.2 = 0.567 mm² → 0.75 mm².
        // Ampacity × 0.7 (3 bundled): 1.5 → 17.5 A, 2.5 → 24.5 A ≥ 20 A → 2.5 mm².
        // Fuse ≥ 1.25 · 20 = 25 A but ≤ 24.5 A: none. 4 mm² → 45 · 0.7 = 31.5 A → blade 25 A.
        let result = try Sizer.size(
            circuit(amperes: 20, volts: 24, meters: 1, conditions: InstallationConditions(bundledConductors: 3)),
            options: SizingOptions())
        #expect(result.recommended.size == .metric(4))
        #expect(result.upsizedForFuseFrom == .metric(2.5))
        #expect(result.limitedBy == .ampacity)
        #expect(result.fuse == FuseRecommendation(rating: .amperes(25), type: .blade))
        expectClose(try #require(result.recommended.ampacity).current.amperes, 31.5)
        // R = 0.017 · 2 / 4 = 0.0085 Ω → ΔV = 0.17 V = 0.70833 % of 24 V
        expectClose(result.recommended.voltageDrop.volts, 0.17)
        expectClose(result.recommended.voltageDropPercent, 100 * 0.17 / 24)
        #expect(result.nextSmaller?.size == .metric(2.5))
    }

    @Test func sizing_awgEngineRoom60C40A_isUpsizedFrom6To4AWGForA50AFuse() throws {
        // Drop: 0.017 · 2 · 40 / 0.6 = 2.27 mm² → 12 AWG (3.31 mm²).
        // 60 °C engine room × 0.58: 8 AWG 55 → 31.9 A, 6 AWG 80 → 46.4 A ≥ 40 A → 6 AWG.
        // Fuse ≥ 50 A, ≤ 46.4 A: none. 4 AWG 105 · 0.58 = 60.9 A → 50 A; 4 AWG (21.15 mm²) is beyond
        // a MAXI holder's 16 mm², so MIDI.
        let conditions = InstallationConditions(insulation: .c60, engineRoom: true)
        let result = try Sizer.size(
            circuit(amperes: 40, volts: 12, meters: 1, conditions: conditions),
            options: SizingOptions(series: .awg))
        #expect(result.recommended.size == .awg(4))
        #expect(result.upsizedForFuseFrom == .awg(6))
        #expect(result.limitedBy == .ampacity)
        #expect(result.fuse == FuseRecommendation(rating: .amperes(50), type: .midi))
        expectClose(try #require(result.recommended.ampacity).current.amperes, 60.9)
    }

    @Test func sizing_dropLimitedTieThenNoFuse_isUpsizedAndBecomesAmpacityLimited() throws {
        // L = 2.5 · 0.6 / (0.017 · 2 · 30) → exactly 2.5 mm² for 30 A at 12 V, 5 %.
        // 2.5 mm² carries 35 A ≥ 30 A: a tie, drop-limited. Fuse ≥ 37.5 A → 40 A > 35 A.
        // 4 mm² (45 A) takes blade 40 A. ΔV = 0.6 · 2.5 / 4 = 0.375 V.
        let result = try Sizer.size(
            circuit(amperes: 30, volts: 12, meters: 2.5 * 0.6 / (0.017 * 2 * 30)), options: SizingOptions())
        #expect(result.recommended.size == .metric(4))
        #expect(result.upsizedForFuseFrom == .metric(2.5))
        #expect(result.limitedBy == .ampacity)
        #expect(result.fuse == FuseRecommendation(rating: .amperes(40), type: .blade))
        expectClose(result.recommended.voltageDrop.volts, 0.375, relative: 1e-12)
        expectClose(result.fuseMinimum.amperes, 37.5)
    }

    @Test func sizing_sameTieWithFuseFactor1_keeps2Point5LimitedByDrop() throws {
        // Fuse ≥ 1.0 · 30 = 30 A → blade 30 A ≤ 35 A: no upsizing.
        let result = try Sizer.size(
            circuit(amperes: 30, volts: 12, meters: 2.5 * 0.6 / (0.017 * 2 * 30)),
            options: SizingOptions(fuseFactor: 1.0))
        #expect(result.recommended.size == .metric(2.5))
        #expect(result.upsizedForFuseFrom == nil)
        #expect(result.limitedBy == .voltageDrop)
        #expect(result.fuse == FuseRecommendation(rating: .amperes(30), type: .blade))
        expectClose(result.recommended.voltageDrop.volts, 0.6, relative: 1e-12)
        expectClose(result.recommended.voltageDropPercent, 5, relative: 1e-12)
    }

    @Test func sizing_classTOnly20A_takesClassT25A_withoutUpsizing() throws {
        // 1.5 mm² carries 25 A; Class T is made at every NEC 240.6 rating, 25 A among them:
        // 1.25 × 20 A = 25 A ≤ 25 A fits with no upsizing.
        let result = try Sizer.size(
            circuit(amperes: 20, volts: 12, meters: 1), options: SizingOptions(fuseTypes: [.classT]))
        #expect(result.recommended.size == .metric(1.5))
        #expect(result.upsizedForFuseFrom == nil)
        #expect(result.fuse == FuseRecommendation(rating: .amperes(25), type: .classT))
    }

    @Test func sizing_megaOnly20A_isUpsizedUntilConductorCarries40A() throws {
        // 1.5 mm² carries 25 A; the smallest MEGA is 40 A: 4 mm² (45 A) is the first to take it.
        let result = try Sizer.size(
            circuit(amperes: 20, volts: 12, meters: 1), options: SizingOptions(fuseTypes: [.mega]))
        #expect(result.recommended.size == .metric(4))
        #expect(result.upsizedForFuseFrom == .metric(1.5))
        #expect(result.limitedBy == .ampacity)
        #expect(result.fuse == FuseRecommendation(rating: .amperes(40), type: .mega))
        #expect(result.nextSmaller?.size == .metric(2.5))
        #expect(result.nextSmallerShortfall == .noFuseFits)
    }

    @Test func sizing_bladeOnly40A_hasNoFuseAndKeepsAmpacitySize() throws {
        // Drop: 0.017 · 2 · 40 / 0.6 = 2.27 → 2.5 mm²; ampacity: 4 mm² (45 A).
        // Fuse ≥ 50 A: blade stops at 40 A, so no size helps; keep 4 mm², no fuse.
        let result = try Sizer.size(
            circuit(amperes: 40, volts: 12, meters: 1), options: SizingOptions(fuseTypes: [.blade]))
        #expect(result.recommended.size == .metric(4))
        #expect(result.upsizedForFuseFrom == nil)
        #expect(result.limitedBy == .ampacity)
        #expect(result.fuse == nil)
        expectClose(result.fuseMinimum.amperes, 50)
    }

    // MARK: result fields

    @Test func sizing_result_carriesCircuitOptionsRequiredAreaAndNextSmaller() throws {
        // 10 A, 24 V, 10 m: A = 0.017 · 20 · 10 / 1.2 = 2.8333 mm² → 4 mm²; next smaller 2.5 mm².
        let circuit = try circuit(amperes: 10, volts: 24, meters: 10)
        let options = try SizingOptions()
        let result = try Sizer.size(circuit, options: options)
        #expect(result.circuit == circuit)
        #expect(result.options == options)
        expectClose(result.requiredArea.squareMillimeters, 0.017 * 20 * 10 / 1.2)
        #expect(result.recommended.size == .metric(4))
        let smaller = try #require(result.nextSmaller)
        #expect(smaller.size == .metric(2.5))
        // 2.5 mm² would drop 0.017 · 20 / 2.5 · 10 = 1.36 V = 5.667 % > 5 %
        expectClose(smaller.voltageDrop.volts, 1.36)
        #expect(smaller.voltageDropPercent > 5)
    }

    @Test func sizing_longRun_isLimitedByVoltageDrop() throws {
        // 5 A, 12 V, 30 m: A = 0.017 · 60 · 5 / 0.6 = 8.5 mm² → 10 mm² (0.75 mm² would carry 5 A)
        let result = try Sizer.size(circuit(amperes: 5, volts: 12, meters: 30), options: SizingOptions())
        #expect(result.recommended.size == .metric(10))
        #expect(result.limitedBy == .voltageDrop)
    }

    @Test func sizing_shortHeavyRun_isLimitedByAmpacity() throws {
        // 100 A, 12 V, 0.5 m: A = 2.83 mm², but 16 mm² (130 A) is the first to carry 100 A
        let result = try Sizer.size(circuit(amperes: 100, volts: 12, meters: 0.5), options: SizingOptions())
        #expect(result.recommended.size == .metric(16))
        #expect(result.limitedBy == .ampacity)
    }

    @Test func sizing_neverGoesBelowTheMinimumForASeparatelyRunConductor() throws {
        // 0.1 A over 0.1 m needs almost no copper: 0.75 mm² and 18 AWG would carry it, but a
        // separately run conductor must be at least 1 mm² (ISO 10133 7.7) or 16 AWG
        // (33 CFR 183.425(e)); the next smaller size fails on that and nothing else.
        let tiny = try circuit(amperes: 0.1, volts: 12, meters: 0.1)
        for (series, minimum, below) in [
            (WireSeries.metric, ConductorSize.metric(1), ConductorSize.metric(0.75)), (.awg, .awg(16), .awg(18)),
            (.marine, .awg(16), .awg(18)),
        ] {
            let result = try Sizer.size(tiny, options: SizingOptions(series: series))
            #expect(result.recommended.size == minimum)
            #expect(result.limitedBy == .minimumSize)
            #expect(result.minimumSize == minimum)
            #expect(result.nextSmaller?.size == below)
            #expect(result.nextSmallerShortfall == .belowMinimumSize)
        }
    }

    // MARK: errors

    @Test func sizing_veryLongMetricRun_throwsDropTooLarge() throws {
        // A = 0.017 · 200 · 100 / 0.6 = 566.67 mm² > 300 mm²;
        // 300 mm² would drop 100 · 0.017 · 200 / 300 = 1.1333 V.
        let error = #expect(throws: SizingError.self) {
            try Sizer.size(circuit(amperes: 100, volts: 12, meters: 100), options: SizingOptions(), parallel: false)
        }
        guard case .dropTooLarge(let required, let largest) = error else {
            Issue.record("expected dropTooLarge, got \(String(describing: error))")
            return
        }
        expectClose(required.squareMillimeters, 0.017 * 200 * 100 / 0.6)
        #expect(largest.size == .metric(300))
        expectClose(largest.voltageDrop.volts, 100 * 0.017 * 200 / 300)
    }

    @Test func sizing_veryLongAWGRun_throwsDropTooLargeBeyond500kcmil() throws {
        // A = 0.017 · 40 · 150 / 0.36 = 283.33 mm² > 500 kcmil (253.35 mm²)
        let error = #expect(throws: SizingError.self) {
            try Sizer.size(
                circuit(amperes: 150, volts: 12, meters: 20),
                options: SizingOptions(maxDropPercent: 3, series: .awg), parallel: false)
        }
        guard case .dropTooLarge(let required, let largest) = error else {
            Issue.record("expected dropTooLarge, got \(String(describing: error))")
            return
        }
        expectClose(required.squareMillimeters, 0.017 * 40 * 150 / 0.36)
        #expect(largest.size == .kcmil(500))
    }

    @Test func sizing_1000AMetric_throwsCurrentTooLarge() throws {
        // Drop needs only 0.017 · 1 · 1000 / 2.4 = 7.08 mm², but the best metric rating is 475 A.
        let error = #expect(throws: SizingError.self) {
            try Sizer.size(circuit(amperes: 1000, volts: 48, meters: 0.5), options: SizingOptions())
        }
        guard case .currentTooLarge(let current, let largest) = error else {
            Issue.record("expected currentTooLarge, got \(String(describing: error))")
            return
        }
        #expect(current.amperes == 1000)
        #expect(largest.size == .metric(300))
        #expect(largest.ampacity == AmpacityRating(current: .amperes(475), isLowerBound: true))
    }

    @Test func sizing_800AAWG_throwsCurrentTooLargeAbove500kcmilsRating() throws {
        // 500 kcmil at 105 °C: 700 A < 800 A
        let error = #expect(throws: SizingError.self) {
            try Sizer.size(circuit(amperes: 800, volts: 48, meters: 0.5), options: SizingOptions(series: .awg), parallel: false)
        }
        guard case .currentTooLarge(let current, let largest) = error else {
            Issue.record("expected currentTooLarge, got \(String(describing: error))")
            return
        }
        #expect(current.amperes == 800)
        #expect(largest.size == .kcmil(500))
    }

    @Test func sizing_200AWith25Bundled_throwsCurrentTooLargeAfterDerating() throws {
        // 25 bundled: factor 0.4, best metric 475 · 0.4 = 190 A < 200 A
        let error = #expect(throws: SizingError.self) {
            try Sizer.size(
                circuit(amperes: 200, volts: 12, meters: 0.5, conditions: InstallationConditions(bundledConductors: 25)),
                options: SizingOptions(), parallel: false)
        }
        guard case .currentTooLarge(let current, _) = error else {
            Issue.record("expected currentTooLarge, got \(String(describing: error))")
            return
        }
        #expect(current.amperes == 200)
    }

    @Test func sizing_bothTooLongAndTooHeavy_reportsDropFirst() throws {
        let error = #expect(throws: SizingError.self) {
            try Sizer.size(circuit(amperes: 1000, volts: 12, meters: 100), options: SizingOptions())
        }
        guard case .dropTooLarge = error else {
            Issue.record("expected dropTooLarge, got \(String(describing: error))")
            return
        }
    }
}
