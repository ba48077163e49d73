import Testing

@testable import CableCore

@Suite("AmpacityTable: lookups, columns, derating and lower bounds")
struct AmpacityTableTests {
    struct LookupCase: Sendable, CustomTestStringConvertible {
        let size: ConductorSize
        let insulation: InsulationRating
        /// The tabulated value, read off AmpacityTable+Data.swift for the column the rating reads.
        let amperes: Double
        let note: String
        var testDescription: String { "\(size.label) \(insulation.label): \(note)" }
    }

    static let lookupCases: [LookupCase] = [
        // AWG columns 60/75/80/90/105/125/200
        LookupCase(size: .awg(10), insulation: .c60, amperes: 40, note: "60 °C column"),
        LookupCase(size: .awg(10), insulation: .c70, amperes: 40, note: "70 reads 60"),
        LookupCase(size: .awg(10), insulation: .c75, amperes: 40, note: "75 °C column"),
        LookupCase(size: .awg(10), insulation: .c80, amperes: 50, note: "80 °C column"),
        LookupCase(size: .awg(10), insulation: .c85, amperes: 50, note: "85 reads 80"),
        LookupCase(size: .awg(10), insulation: .c90, amperes: 55, note: "90 °C column"),
        LookupCase(size: .awg(10), insulation: .c105, amperes: 60, note: "105 °C column"),
        LookupCase(size: .awg(10), insulation: .c125, amperes: 70, note: "125 °C column"),
        LookupCase(size: .awg(10), insulation: .c200, amperes: 70, note: "200 °C column"),
        LookupCase(size: .awg(18), insulation: .c105, amperes: 20, note: "smallest rated AWG"),
        LookupCase(size: .awg(3), insulation: .c105, amperes: 180, note: "odd gauge the table lists"),
        LookupCase(size: .awg(-3), insulation: .c105, amperes: 445, note: "4/0"),
        LookupCase(size: .awg(-3), insulation: .c200, amperes: 510, note: "4/0 at 200 °C"),
        LookupCase(size: .kcmil(250), insulation: .c80, amperes: 405, note: "kcmil 80 reads 75 value"),
        LookupCase(size: .kcmil(250), insulation: .c105, amperes: 455, note: "kcmil above 90 reads 90 value"),
        LookupCase(size: .kcmil(500), insulation: .c60, amperes: 515, note: "largest kcmil"),
        // Metric columns 60/70/85/105
        LookupCase(size: .metric(2.5), insulation: .c60, amperes: 17, note: "60 °C column"),
        LookupCase(size: .metric(2.5), insulation: .c70, amperes: 25, note: "70 °C column"),
        LookupCase(size: .metric(2.5), insulation: .c75, amperes: 25, note: "75 reads 70"),
        LookupCase(size: .metric(2.5), insulation: .c80, amperes: 25, note: "80 reads 70"),
        LookupCase(size: .metric(2.5), insulation: .c85, amperes: 30, note: "85 °C column"),
        LookupCase(size: .metric(2.5), insulation: .c90, amperes: 30, note: "90 reads 85"),
        LookupCase(size: .metric(2.5), insulation: .c105, amperes: 35, note: "105 °C column"),
        // The metric table stops at 105 °C: higher ratings read the 105 °C column.
        LookupCase(size: .metric(2.5), insulation: .c125, amperes: 35, note: "125 reads 105"),
        LookupCase(size: .metric(2.5), insulation: .c200, amperes: 35, note: "200 reads 105"),
        LookupCase(size: .metric(0.75), insulation: .c105, amperes: 16, note: "smallest rated metric"),
        LookupCase(size: .metric(150), insulation: .c105, amperes: 475, note: "largest rated metric"),
    ]

    @Test(arguments: lookupCases)
    func baseAmpacity_readsHighestColumnNotAboveRating(_ testCase: LookupCase) throws {
        let table = AmpacityTable.forSize(testCase.size)
        let base = try #require(table.baseAmpacity(of: testCase.size, insulation: testCase.insulation))
        #expect(base.amperes == testCase.amperes)
        let rating = try #require(
            table.rating(of: testCase.size, conditions: InstallationConditions(insulation: testCase.insulation)))
        #expect(rating.current.amperes == testCase.amperes)
        #expect(!rating.isLowerBound)
    }

    @Test func columnIndex_picksLastColumnAtOrBelowRating() {
        #expect(AmpacityTable.awg.columnIndex(for: .c60) == 0)
        #expect(AmpacityTable.awg.columnIndex(for: .c70) == 0)
        #expect(AmpacityTable.awg.columnIndex(for: .c85) == 2)
        #expect(AmpacityTable.awg.columnIndex(for: .c200) == 6)
        #expect(AmpacityTable.metric.columnIndex(for: .c75) == 1)
        #expect(AmpacityTable.metric.columnIndex(for: .c90) == 2)
        #expect(AmpacityTable.metric.columnIndex(for: .c105) == 3)
        #expect(AmpacityTable.metric.columnIndex(for: .c200) == 3)
    }

    @Test func defaultConditions_are105CNoEngineRoomNotBundled() {
        let conditions = InstallationConditions()
        #expect(conditions.insulation == .c105)
        #expect(!conditions.engineRoom)
        #expect(conditions.bundledConductors == 1)
    }

    struct BundlingCase: Sendable, CustomTestStringConvertible {
        let conductors: Int
        let factor: Double
        var testDescription: String { "\(conductors) conductors → \(factor)" }
    }

    static let bundlingCases: [BundlingCase] = [
        BundlingCase(conductors: 1, factor: 1.0),
        BundlingCase(conductors: 2, factor: 1.0),
        BundlingCase(conductors: 3, factor: 0.70),
        BundlingCase(conductors: 4, factor: 0.60),
        BundlingCase(conductors: 6, factor: 0.60),
        BundlingCase(conductors: 7, factor: 0.50),
        BundlingCase(conductors: 24, factor: 0.50),
        BundlingCase(conductors: 25, factor: 0.40),
        BundlingCase(conductors: 1000, factor: 0.40),
    ]

    @Test(arguments: bundlingCases)
    func bundlingFactor_followsTable6Bands(_ testCase: BundlingCase) {
        #expect(InstallationConditions.bundlingFactor(conductors: testCase.conductors) == testCase.factor)
    }

    struct DeratingCase: Sendable, CustomTestStringConvertible {
        let name: String
        let size: ConductorSize
        let conditions: InstallationConditions
        let factor: Double
        let amperes: Double
        var testDescription: String { name }
    }

    static let deratingCases: [DeratingCase] = [
        // 10 AWG 105 °C = 60 A; engine room 0.85 → 51 A
        DeratingCase(
            name: "10 AWG 105C engine room: 60 × 0.85 = 51 A", size: .awg(10),
            conditions: InstallationConditions(insulation: .c105, engineRoom: true), factor: 0.85, amperes: 51),
        // 10 AWG 85 °C reads 80 °C: 50 A × 0.79 = 39.5 A
        DeratingCase(
            name: "10 AWG 85C engine room reads 80C factor: 50 × 0.79 = 39.5 A", size: .awg(10),
            conditions: InstallationConditions(insulation: .c85, engineRoom: true), factor: 0.79, amperes: 39.5),
        // 10 AWG 70 °C reads 60 °C: 40 A × 0.58 = 23.2 A
        DeratingCase(
            name: "10 AWG 70C engine room reads 60C factor: 40 × 0.58 = 23.2 A", size: .awg(10),
            conditions: InstallationConditions(insulation: .c70, engineRoom: true), factor: 0.58, amperes: 23.2),
        // 10 AWG 200 °C engine room factor 1.00: 70 A
        DeratingCase(
            name: "10 AWG 200C engine room: factor 1, 70 A", size: .awg(10),
            conditions: InstallationConditions(insulation: .c200, engineRoom: true), factor: 1.0, amperes: 70),
        // 2.5 mm² 90 °C reads 85 °C: 30 A × 0.82 = 24.6 A
        DeratingCase(
            name: "2.5 mm² 90C engine room reads 85C factor: 30 × 0.82 = 24.6 A", size: .metric(2.5),
            conditions: InstallationConditions(insulation: .c90, engineRoom: true), factor: 0.82, amperes: 24.6),
        // 6 mm² 105 °C, engine room and 4 bundled: 60 × 0.85 × 0.6 = 30.6 A
        DeratingCase(
            name: "6 mm² 105C engine room, 4 bundled: 60 × 0.85 × 0.6 = 30.6 A", size: .metric(6),
            conditions: InstallationConditions(insulation: .c105, engineRoom: true, bundledConductors: 4),
            factor: 0.51, amperes: 30.6),
        // 4 AWG 105 °C, 3 bundled, not in engine room: 160 × 0.7 = 112 A
        DeratingCase(
            name: "4 AWG 105C 3 bundled: 160 × 0.7 = 112 A", size: .awg(4),
            conditions: InstallationConditions(insulation: .c105, bundledConductors: 3), factor: 0.7, amperes: 112),
        // 2.5 mm² 200 °C in the metric table reads 105 °C: 35 A × 0.85 = 29.75 A
        DeratingCase(
            name: "2.5 mm² 200C engine room reads the 105C column and factor: 35 × 0.85 = 29.75 A",
            size: .metric(2.5), conditions: InstallationConditions(insulation: .c200, engineRoom: true),
            factor: 0.85, amperes: 29.75),
        // 2 bundled (one circuit's pair) is not derated: 35 A
        DeratingCase(
            name: "2.5 mm² 105C as a pair: not derated, 35 A", size: .metric(2.5),
            conditions: InstallationConditions(insulation: .c105, bundledConductors: 2), factor: 1.0, amperes: 35),
    ]

    @Test(arguments: deratingCases)
    func rating_appliesEngineRoomAndBundlingFactors(_ testCase: DeratingCase) throws {
        let table = AmpacityTable.forSize(testCase.size)
        expectClose(table.deratingFactor(for: testCase.conditions), testCase.factor, relative: 1e-12)
        let rating = try #require(table.rating(of: testCase.size, conditions: testCase.conditions))
        expectClose(rating.current.amperes, testCase.amperes, relative: 1e-12)
        #expect(!rating.isLowerBound)
        let ampacity = try #require(table.ampacity(of: testCase.size, conditions: testCase.conditions))
        #expect(ampacity == rating.current)
    }

    struct LowerBoundCase: Sendable, CustomTestStringConvertible {
        let size: ConductorSize
        let conditions: InstallationConditions
        let amperes: Double
        let note: String
        var testDescription: String { "\(size.label): \(note)" }
    }

    static let lowerBoundCases: [LowerBoundCase] = [
        LowerBoundCase(size: .metric(185), conditions: InstallationConditions(), amperes: 475, note: "credited with 150 mm²"),
        LowerBoundCase(size: .metric(240), conditions: InstallationConditions(), amperes: 475, note: "credited with 150 mm²"),
        LowerBoundCase(
            size: .metric(300), conditions: InstallationConditions(insulation: .c60), amperes: 220,
            note: "credited with 150 mm² at 60 °C"),
        // 475 × 0.85 = 403.75 A
        LowerBoundCase(
            size: .metric(240), conditions: InstallationConditions(engineRoom: true), amperes: 403.75,
            note: "lower bound is derated too"),
        // 5 AWG (16.8 mm²) is not listed: 6 AWG's 120 A at 105 °C
        LowerBoundCase(size: .awg(5), conditions: InstallationConditions(), amperes: 120, note: "credited with 6 AWG"),
        // 11 AWG is not listed: 12 AWG's 45 A at 105 °C
        LowerBoundCase(size: .awg(11), conditions: InstallationConditions(), amperes: 45, note: "credited with 12 AWG"),
        // 200 kcmil (101.3 mm²) lies between 3/0 (85.0) and 4/0 (107.2): 3/0's 385 A
        LowerBoundCase(size: .kcmil(200), conditions: InstallationConditions(), amperes: 385, note: "credited with 3/0"),
        // 750 kcmil is not listed: 500 kcmil's 700 A
        LowerBoundCase(size: .kcmil(750), conditions: InstallationConditions(), amperes: 700, note: "credited with 500 kcmil"),
    ]

    @Test(arguments: lowerBoundCases)
    func rating_unlistedLargerSize_getsLargestSmallerRatedValueAsLowerBound(_ testCase: LowerBoundCase) throws {
        let table = AmpacityTable.forSize(testCase.size)
        #expect(table.baseAmpacity(of: testCase.size, insulation: testCase.conditions.insulation) == nil)
        let rating = try #require(table.rating(of: testCase.size, conditions: testCase.conditions))
        expectClose(rating.current.amperes, testCase.amperes, relative: 1e-12)
        #expect(rating.isLowerBound)
    }

    @Test(arguments: [ConductorSize.metric(0.5), .awg(20), .awg(22), .awg(24), .awg(19), .metric(0.25)])
    func rating_sizeSmallerThanEveryRatedSize_isNil(_ size: ConductorSize) {
        let table = AmpacityTable.forSize(size)
        #expect(table.rating(of: size, conditions: InstallationConditions()) == nil)
        #expect(table.ampacity(of: size, conditions: InstallationConditions(insulation: .c200)) == nil)
    }

    @Test func forSeries_picksTableOfTheSizesSeries() {
        #expect(AmpacityTable.forSeries(.metric).columns == [60, 70, 85, 105])
        #expect(AmpacityTable.forSeries(.awg).columns == [60, 75, 80, 90, 105, 125, 200])
        #expect(AmpacityTable.forSize(.kcmil(300)).columns == AmpacityTable.awg.columns)
        #expect(AmpacityTable.forSize(.metric(6)).source.contains("ISO 10133"))
        #expect(AmpacityTable.forSize(.awg(6)).source.contains("33 CFR 183.425"))
        #expect(AmpacityTable.metric.engineRoomFactors == [0.58, 0.75, 0.82, 0.85])
        #expect(AmpacityTable.awg.engineRoomFactors == [0.58, 0.75, 0.79, 0.82, 0.85, 0.89, 1.00])
    }

    @Test func insulationRating_labelsAndOrder() {
        #expect(InsulationRating.c105.label == "105C")
        #expect(InsulationRating.c105.degreesCelsius == 105)
        #expect(InsulationRating.c90 < InsulationRating.c105)
        #expect(InsulationRating.allCases.map(\.rawValue) == [60, 70, 75, 80, 85, 90, 105, 125, 200])
    }

    /// Sizing reads a whole series' ratings in one pass; each must be what the one-size lookup
    /// gives, for every series, column, engine-room setting, bundle size and material, and for
    /// sizes in any order (the pass starts over when the area falls).
    @Test func ratingsOfSeries_equalOneSizeLookups_underEveryCondition() {
        var compared = 0
        for series in WireSeries.allCases {
            let table = AmpacityTable.forSeries(series)
            let mixed = series.sizes.reversed() + [.metric(16), .awg(3), .kcmil(250), .metric(0.5)]
            for sizes in [series.sizes, Array(mixed)] {
                for insulation in InsulationRating.allCases {
                    for engineRoom in [false, true] {
                        for bundled in [1, 3, 5, 9] {
                            for material in [ConductorMaterial.copper, .aluminium] {
                                let conditions = InstallationConditions(
                                    insulation: insulation, engineRoom: engineRoom, bundledConductors: bundled)
                                let together = table.ratings(of: sizes, conditions: conditions, material: material)
                                let oneByOne = sizes.map {
                                    table.rating(of: $0, conditions: conditions, material: material)
                                }
                                #expect(together == oneByOne, "\(series) \(insulation) \(engineRoom) \(bundled) \(material)")
                                compared += sizes.count
                            }
                        }
                    }
                }
            }
        }
        #expect(compared > 10_000)
    }
}
