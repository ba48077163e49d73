import Testing

@testable import CableCore

/// The ABYC E-11 sizing method in the engine, against values worked out by hand.
///
/// CM = K × I × L / E, K = 10.75 Ω·cmil/ft, L the round-trip length in feet, E = V × limit / 100;
/// the size is the smallest marine AWG whose SAE J1127 minimum area is ≥ CM, and the drop it
/// reports is K × I × L / CM_SAE. One circular mil is π/4 × 0.0254² = 5.0670748e-4 mm².
@Suite("ABYC E-11: the marine sizing method")
struct ABYCTests {
    /// The SAE J1127 minimum areas as the issue lists them, by AWG label.
    static let saeTable: [(gauge: Int, circularMils: Double)] = [
        (18, 1537), (16, 2336), (14, 3702), (12, 5833), (10, 9343), (8, 14810), (6, 24538), (4, 37360), (2, 62450),
        (1, 77790), (0, 98980), (-1, 125_100), (-2, 158_600), (-3, 205_500),
    ]

    // MARK: - Constants and areas

    @Test func saeTable_listsTheFourteenMarineSizesWithTheirMinimumAreas() {
        #expect(SizingStandard.saeMinimumCircularMils.count == 14)
        for entry in Self.saeTable {
            #expect(SizingStandard.saeMinimumCircularMils[entry.gauge] == entry.circularMils, "gauge \(entry.gauge)")
        }
    }

    @Test func marineSeries_isEighteenTo4_0WithoutOddGaugesBelowOne() {
        #expect(WireSeries.marine.sizes == Self.saeTable.map { ConductorSize.awg($0.gauge) })
    }

    @Test(arguments: 0..<14)
    func sizingArea_underABYC_isTheSAEMinimum(_ index: Int) throws {
        let entry = Self.saeTable[index]
        let area = try #require(SizingStandard.abyc.sizingArea(of: .awg(entry.gauge)))
        expectClose(area.circularMils, entry.circularMils, relative: 1e-12)
        expectClose(area.squareMillimeters, entry.circularMils * 5.067074790974977e-4, relative: 1e-12)
        // Below the nominal AWG area (up to about 10 %), never above it.
        #expect(area.squareMillimeters < ConductorSize.awg(entry.gauge).area.squareMillimeters)
    }

    @Test(arguments: [ConductorSize.metric(6), .metric(2.5), .awg(20), .awg(3), .awg(24), .kcmil(250)])
    func sizingArea_underABYC_isNilForASizeTheTableDoesNotList(_ size: ConductorSize) {
        #expect(SizingStandard.abyc.sizingArea(of: size) == nil)
    }

    @Test func sizingArea_byDefault_isTheNominalArea() {
        // 10 AWG: d = 0.127 × 92^(26/39) = 2.5882 mm, A = 5.2612 mm² (10383 cmil).
        expectClose(SizingStandard.defaultMethod.sizingArea(of: .awg(10))?.squareMillimeters ?? 0, 5.261154954510373)
        #expect(SizingStandard.defaultMethod.sizingArea(of: .metric(6)) == .squareMillimeters(6))
    }

    /// The doc comment's figure: 10.75 × 5.0670748e-4 / 0.3048 = 0.0178711 Ω·mm²/m, 5.12 % above
    /// copper's 0.017 at 20 °C.
    @Test func abycResistivity_isKInOhmSquareMillimetresPerMetre() {
        #expect(SizingStandard.abycK == 10.75)
        expectClose(SizingStandard.abycResistivity, 0.017871080709639435, relative: 1e-12)
        expectClose(SizingStandard.abycResistivity / 0.017, 1.0512400417434962, relative: 1e-12)
    }

    @Test func circuitResistivity_underABYC_ignoresTheConductorTemperature() throws {
        let hot = try Circuit(
            load: .current(.amperes(10)), supplyVoltage: .volts(12), length: .feet(10),
            conductorTemperature: .celsius(60), standard: .abyc, conductor: .nominal)
        expectClose(hot.resistivity, 0.017871080709639435, relative: 1e-12)
        let plain = try Circuit(load: .current(.amperes(10)), supplyVoltage: .volts(12), length: .feet(10), conductor: .nominal)
        expectClose(plain.resistivity, 0.017, relative: 1e-12)
    }

    // MARK: - Required area and drop

    struct FormulaCase: Sendable, CustomTestStringConvertible {
        let amperes: Double
        let volts: Double
        let feet: Double
        let roundTrip: Bool
        let percent: Double
        /// K × I × L_round-trip / E.
        let circularMils: Double
        let size: ConductorSize
        /// K × I × L / CM_SAE of `size`.
        let dropVolts: Double
        var testDescription: String {
            "\(amperes) A \(volts) V \(feet) ft\(roundTrip ? " round trip" : "") \(percent) %: \(circularMils) cmil → \(size)"
        }
    }

    static let formulaCases: [FormulaCase] = [
        // 20 A, 15 ft one-way (30 ft), 12 V 10 % (1.2 V): 10.75 × 20 × 30 / 1.2 = 5375 → 12 AWG
        // (5833); drop 6450 / 5833 = 1.1057775 V.
        FormulaCase(
            amperes: 20, volts: 12, feet: 15, roundTrip: false, percent: 10, circularMils: 5375, size: .awg(12),
            dropVolts: 1.105777472998457),
        // Same at 3 % (0.36 V): 17916.67 → 6 AWG (24538); 6450 / 24538 = 0.2628576 V.
        FormulaCase(
            amperes: 20, volts: 12, feet: 15, roundTrip: false, percent: 3, circularMils: 17916.666666666668,
            size: .awg(6), dropVolts: 0.2628576086070584),
        // 15 ft as the whole path: 2687.5 → 14 AWG (3702); 3225 / 3702 = 0.8711507 V.
        FormulaCase(
            amperes: 20, volts: 12, feet: 15, roundTrip: true, percent: 10, circularMils: 2687.5, size: .awg(14),
            dropVolts: 0.8711507293354943),
        // 80 A, 15 ft one-way (30 ft), 24 V 3 % (0.72 V): 10.75 × 80 × 30 / 0.72 = 35833.33 → 4 AWG
        // (37360); 25800 / 37360 = 0.6905782 V. 4 AWG carries 160 A, a 100 A fuse fits.
        FormulaCase(
            amperes: 80, volts: 24, feet: 15, roundTrip: false, percent: 3, circularMils: 35833.333333333336,
            size: .awg(4), dropVolts: 0.6905781584582441),
        // 5 A, 40 ft round trip, 32 V 10 % (3.2 V): 10.75 × 5 × 40 / 3.2 = 671.875 → 18 AWG
        // (1537); 2150 / 1537 = 1.3988289 V.
        FormulaCase(
            amperes: 5, volts: 32, feet: 40, roundTrip: true, percent: 10, circularMils: 671.875, size: .awg(18),
            dropVolts: 1.3988288874430709),
    ]

    @Test(arguments: formulaCases)
    func abycCircuit_requiredAreaAndDrop_matchKILOverE(_ testCase: FormulaCase) throws {
        let circuit = try Circuit(
            load: .current(.amperes(testCase.amperes)), supplyVoltage: .volts(testCase.volts), length: .feet(testCase.feet),
            lengthIsRoundTrip: testCase.roundTrip, standard: .abyc, conductor: .nominal)
        expectClose(circuit.requiredArea(maxDropPercent: testCase.percent).circularMils, testCase.circularMils, relative: 1e-12)
        let size = Sizer.smallestSize(for: circuit, maxDropPercent: testCase.percent, series: .marine, requireAmpacity: false)
        #expect(size == testCase.size)
        let run = circuit.analyze(testCase.size)
        expectClose(run.voltageDrop.volts, testCase.dropVolts, relative: 1e-12)
        expectClose(run.voltageDropPercent, 100 * testCase.dropVolts / testCase.volts, relative: 1e-12)
        expectClose(run.powerLoss.watts, testCase.dropVolts * testCase.amperes, relative: 1e-12)
        let options = try SizingOptions(maxDropPercent: testCase.percent, series: .marine)
        let result = try Sizer.size(circuit, options: options)
        // The drop table's 18 AWG is below the 16 AWG a separately run conductor needs
        // (33 CFR 183.425(e)): `size` recommends 16 AWG.
        let recommended = testCase.size.area < ConductorSize.awg(16).area ? ConductorSize.awg(16) : testCase.size
        #expect(result.recommended.size == recommended)
        #expect(result.limitedBy == (recommended == testCase.size ? .voltageDrop : .minimumSize))
    }

    // MARK: - Ampacity and failure

    /// 32 A, 20 ft one-way (40 ft), 12 V 10 %: CM = 10.75 × 32 × 40 / 1.2 = 11466.7 → 8 AWG by
    /// drop. 60 °C insulation: 8 AWG carries 55 A, a 40 A fuse (≥ 1.25 × 32) fits. In an engine
    /// room (× 0.58) 8 AWG carries 31.9 A < 32 A, 6 AWG 80 × 0.58 = 46.4 A with the 40 A fuse.
    @Test func abycSize_engineRoom_isLimitedByAmpacity() throws {
        func result(engineRoom: Bool) throws -> SizingResult {
            let circuit = try Circuit(
                load: .current(.amperes(32)), supplyVoltage: .volts(12), length: .feet(20),
                conditions: InstallationConditions(insulation: .c60, engineRoom: engineRoom), standard: .abyc, conductor: .nominal
            )
            return try Sizer.size(circuit, options: SizingOptions(maxDropPercent: 10, series: .marine))
        }
        let open = try result(engineRoom: false)
        #expect(open.recommended.size == .awg(8))
        #expect(open.limitedBy == .voltageDrop)
        expectClose(open.recommended.ampacity?.current.amperes ?? 0, 55)
        let engine = try result(engineRoom: true)
        #expect(engine.recommended.size == .awg(6))
        #expect(engine.limitedBy == .ampacity)
        #expect(engine.upsizedForFuseFrom == nil)
        expectClose(engine.recommended.ampacity?.current.amperes ?? 0, 46.4, relative: 1e-12)
        #expect(engine.fuse?.rating.amperes == 40)
        // 10.75 × 32 × 40 / 24538 = 0.5607629 V.
        expectClose(engine.recommended.voltageDrop.volts, 0.5607628983617247, relative: 1e-12)
        #expect(engine.nextSmaller?.size == .awg(8))
    }

    /// 100 A, 100 ft one-way (200 ft), 12 V 3 %: CM = 10.75 × 100 × 200 / 0.36 = 597222 cmil,
    /// nearly three times 4/0's 205500; 4/0 would drop 10.75 × 100 × 200 / 205500 = 1.04623 V
    /// (8.72 %).
    @Test func abycSize_beyond4_0_throwsDropTooLargeWith4_0AsTheLargest() throws {
        let circuit = try Circuit(
            load: .current(.amperes(100)), supplyVoltage: .volts(12), length: .feet(100), standard: .abyc, conductor: .nominal)
        let options = try SizingOptions(maxDropPercent: 3, series: .marine)
        // One conductor (two in parallel do it: `ParallelConductorTests`).
        let error = #expect(throws: SizingError.self) { try Sizer.size(circuit, options: options, parallel: false) }
        guard case .dropTooLarge(let required, let largest) = error else {
            Issue.record("expected dropTooLarge, got \(String(describing: error))")
            return
        }
        expectClose(required.circularMils, 597222.2222222222, relative: 1e-12)
        #expect(largest.size == .awg(-3))
        expectClose(largest.voltageDrop.volts, 1.0462287104622872, relative: 1e-12)
        expectClose(largest.voltageDropPercent, 8.718572587185726, relative: 1e-12)
        #expect(Sizer.smallestSize(for: circuit, maxDropPercent: 3, series: .marine, requireAmpacity: false) == nil)
    }

    // MARK: - Default method against ABYC

    /// 20 A, 28 ft one-way (56 ft = 17.0688 m), 12 V at 10 % (1.2 V), AWG.
    ///
    /// Default: A = 0.017 × 17.0688 × 20 / 1.2 = 4.83616 mm²; 12 AWG is 3.3088 mm² (short), 10 AWG
    /// 5.2612 mm² fits → 10 AWG, drop 0.017 × 17.0688 × 20 / 5.26115 = 1.10306 V.
    /// ABYC: CM = 10.75 × 20 × 56 / 1.2 = 10033.3 cmil, above 10 AWG's SAE 9343 → 8 AWG (14810),
    /// drop 12040 / 14810 = 0.812964 V. One step apart.
    @Test func defaultAndABYC_sameRun_differByOneAWGStep() throws {
        func circuit(_ standard: SizingStandard) throws -> Circuit {
            try Circuit(
                load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .feet(28), standard: standard,
                conductor: .nominal)
        }
        let plain = try circuit(.defaultMethod)
        let marine = try circuit(.abyc)
        expectClose(plain.requiredArea(maxDropPercent: 10).squareMillimeters, 4.83616, relative: 1e-12)
        expectClose(marine.requiredArea(maxDropPercent: 10).circularMils, 10033.333333333334, relative: 1e-12)
        #expect(Sizer.smallestSize(for: plain, maxDropPercent: 10, series: .awg, requireAmpacity: false) == .awg(10))
        #expect(Sizer.smallestSize(for: marine, maxDropPercent: 10, series: .marine, requireAmpacity: false) == .awg(8))
        let plainResult = try Sizer.size(plain, options: SizingOptions(maxDropPercent: 10, series: .awg))
        let marineResult = try Sizer.size(marine, options: SizingOptions(maxDropPercent: 10, series: .marine))
        #expect(plainResult.recommended.size == .awg(10))
        #expect(marineResult.recommended.size == .awg(8))
        expectClose(plainResult.recommended.voltageDrop.volts, 1.1030642606382024, relative: 1e-12)
        expectClose(marineResult.recommended.voltageDrop.volts, 0.812964213369345, relative: 1e-12)
    }

    /// docs/guide.md's example (Marine mode): 16 A, 10 ft one-way (20 ft), 12 V at 3 % (0.36 V). Default needs
    /// 0.017 × 6.096 × 16 / 0.36 = 4.60587 mm² → 10 AWG (5.2612); ABYC needs 10.75 × 16 × 20 / 0.36
    /// = 9555.6 cmil, above 10 AWG's 9343 → 8 AWG.
    @Test func defaultAndABYC_readmeExample_differByOneAWGStep() throws {
        let plain = try Circuit(load: .current(.amperes(16)), supplyVoltage: .volts(12), length: .feet(10), conductor: .nominal)
        let marine = try Circuit(
            load: .current(.amperes(16)), supplyVoltage: .volts(12), length: .feet(10), standard: .abyc, conductor: .nominal)
        expectClose(plain.requiredArea(maxDropPercent: 3).squareMillimeters, 4.605866666666667, relative: 1e-12)
        expectClose(marine.requiredArea(maxDropPercent: 3).circularMils, 9555.555555555557, relative: 1e-12)
        #expect(Sizer.smallestSize(for: plain, maxDropPercent: 3, series: .awg, requireAmpacity: false) == .awg(10))
        #expect(Sizer.smallestSize(for: marine, maxDropPercent: 3, series: .marine, requireAmpacity: false) == .awg(8))
    }

    // MARK: - System files

    static func decode(_ json: String) throws -> ElectricalSystem {
        try SystemFile.decode(Array(json.utf8))
    }

    /// Two 10 A loads 20 ft one-way (40 ft) on 12 V under ABYC. Ordinary, 10 % (1.2 V):
    /// CM = 10.75 × 10 × 40 / 1.2 = 3583.3 → 14 AWG (3702), drop 4300 / 3702 = 1.161534 V.
    /// Critical, 3 % (0.36 V): 11944.4 → 8 AWG (14810), drop 4300 / 14810 = 0.290344 V.
    static let boat = """
        {
          "schemaVersion": 1,
          "name": "Boat",
          "nominalVoltage": 12,
          "standard": "abyc",
          "defaults": { "units": "metric" },
          "loads": [
            { "name": "Cabin lights", "current": "10A", "length": "20ft" },
            { "name": "Bilge pump", "current": "10A", "length": "20ft", "critical": true }
          ]
        }
        """

    @Test func systemFile_abyc_ordinaryLoadsGet10PercentAndCriticalLoads3Percent() throws {
        let system = try Self.decode(Self.boat)
        #expect(system.standard == .abyc)
        let report = try SystemAnalyzer.analyze(system)
        #expect(report.series == .marine)
        #expect(report.circuits.count == 2)
        let lights = report.circuits[0]
        let bilge = report.circuits[1]
        #expect(lights.maxDropPercent == 10)
        #expect(bilge.maxDropPercent == 3)
        #expect(lights.circuit.standard == .abyc)
        #expect(lights.analysis?.size == .awg(14))
        #expect(bilge.analysis?.size == .awg(8))
        expectClose(lights.analysis?.voltageDrop.volts ?? 0, 1.161534305780659, relative: 1e-12)
        expectClose(bilge.analysis?.voltageDrop.volts ?? 0, 0.29034436191762325, relative: 1e-12)
        #expect(report.violations.isEmpty)
    }

    @Test func systemFile_abyc_seriesIsMarineWhateverUnitsAreAsked() throws {
        let system = try Self.decode(Self.boat)
        for units in UnitSystem.allCases {
            let report = try SystemAnalyzer.analyze(system, units: units)
            #expect(report.series == .marine)
            #expect(report.circuits.allSatisfy { $0.analysis.map { WireSeries.marine.contains($0.size) } ?? false })
        }
    }

    /// The same file under the default method: ordinary loads get 5 %, and `defaults.units`
    /// metric chooses mm².
    @Test func systemFile_default_ordinaryLoadsGet5PercentInMetric() throws {
        let system = try Self.decode(Self.boat.replacingOccurrences(of: "\"abyc\"", with: "\"default\""))
        let report = try SystemAnalyzer.analyze(system)
        #expect(report.series == .metric)
        #expect(report.circuits.map(\.maxDropPercent) == [5, 3])
    }

    struct RefusedCase: Sendable, CustomTestStringConvertible {
        let name: String
        let defaults: String
        let load: String
        let field: String
        var testDescription: String { name }
    }

    static let refusedCases: [RefusedCase] = [
        RefusedCase(
            name: "aluminium in defaults", defaults: #"{ "material": "aluminium" }"#,
            load: #"{ "name": "A", "current": 10, "length": "5m" }"#, field: "defaults.material"),
        RefusedCase(
            name: "conductor temperature in defaults", defaults: #"{ "conductorTemperature": "40C" }"#,
            load: #"{ "name": "A", "current": 10, "length": "5m" }"#, field: "defaults.conductorTemperature"),
        RefusedCase(
            name: "a metric wire", defaults: "{}", load: #"{ "name": "A", "current": 10, "length": "5m", "wire": "6mm2" }"#,
            field: "loads[0].wire"),
        RefusedCase(
            name: "3 AWG, not tabulated by ABYC", defaults: "{}",
            load: #"{ "name": "A", "current": 10, "length": "5m", "wire": "3awg" }"#, field: "loads[0].wire"),
        RefusedCase(
            name: "a kcmil wire", defaults: "{}",
            load: #"{ "name": "A", "current": 10, "length": "5m", "wire": "250kcmil" }"#, field: "loads[0].wire"),
    ]

    static func file(standard: String, defaults: String, load: String) -> String {
        """
        { "schemaVersion": 1, "name": "Boat", "nominalVoltage": 12, "standard": "\(standard)",
          "defaults": \(defaults), "loads": [ \(load) ] }
        """
    }

    /// Copper is ABYC's metal: naming it is accepted, as on the command line and in batch lines.
    @Test func systemFile_abyc_acceptsCopperNamedExplicitly() throws {
        let system = try Self.decode(
            Self.file(
                standard: "abyc", defaults: #"{ "material": "copper" }"#, load: #"{ "name": "A", "current": 10, "length": "5m" }"#
            ))
        #expect(system.defaults.material == .copper)
        #expect(system.standard == .abyc)
    }

    @Test(arguments: refusedCases)
    func systemFile_abyc_refusesMaterialTemperatureAndNonMarineWire(_ testCase: RefusedCase) throws {
        let error = #expect(throws: SystemFileError.self) {
            try Self.decode(Self.file(standard: "abyc", defaults: testCase.defaults, load: testCase.load))
        }
        guard case .invalid(let validation, _) = error else {
            Issue.record("expected an invalid-value error, got \(String(describing: error))")
            return
        }
        #expect(validation.field == testCase.field)
        // Under the default method the same file is fine.
        _ = try Self.decode(Self.file(standard: "default", defaults: testCase.defaults, load: testCase.load))
    }

    @Test func systemFile_abyc_acceptsAMarineWireAndChecksItAt10Percent() throws {
        // 10 A, 10 m one-way = 32.808 ft (65.617 ft round trip), 14 AWG: drop = 10.75 × 10 × 65.617 /
        // 3702 = 1.90540 V = 15.88 % of 12 V, over the 10 % limit.
        let system = try Self.decode(
            Self.file(
                standard: "abyc", defaults: "{}", load: #"{ "name": "A", "current": 10, "length": "10m", "wire": "14awg" }"#))
        let report = try SystemAnalyzer.analyze(system)
        let run = try #require(report.circuits.first?.analysis)
        expectClose(run.voltageDrop.volts, 1.9054040449157794, relative: 1e-12)
        expectClose(run.voltageDropPercent, 15.87836704096483, relative: 1e-12)
        #expect(report.violations.map(\.rule) == [.voltageDrop])
        #expect(report.violations.first?.limit == 10)
    }
}
