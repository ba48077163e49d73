import Testing

@testable import CableCore

/// What ``Sizer`` reads for a whole series — every size's counted area and its derated rating,
/// rated in one pass (``AmpacityTable/ratings(of:conditions:material:)``) — against what the
/// one-size functions give, and against a straightforward computation of the ratings written
/// here from the cited tables' columns and factors: equal to the bit, for every size of every
/// series under every condition.
@Suite("Series ratings and areas: one pass over a series equals the one-size lookups")
struct SeriesRatingTests {
    static let standards = SizingStandard.allCases
    static let bundles = [1, 2, 3, 4, 6, 7, 24, 25, 1000]

    /// Every size either ampacity table could list: the metric series, every nameable AWG gauge
    /// (the AWG table lists 3 AWG, which no series holds) and the kcmil sizes.
    static let everySize: [ConductorSize] =
        WireSeries.metric.sizes + (-3...24).map { ConductorSize.awg($0) } + WireSeries.kcmilSizes.map { ConductorSize.kcmil($0) }

    /// The columns (°C) and engine-room factors of the cited tables, as AmpacityTable+Data.swift
    /// documents them.
    static func columns(of series: WireSeries) -> (celsius: [Int], engineRoom: [Double]) {
        switch series {
        case .metric: ([60, 70, 85, 105], [0.58, 0.75, 0.82, 0.85])
        case .awg, .marine: ([60, 75, 80, 90, 105, 125, 200], [0.58, 0.75, 0.79, 0.82, 0.85, 0.89, 1.00])
        }
    }

    /// 33 CFR 183.425 Table 6 bands.
    static func bundling(_ conductors: Int) -> Double {
        if conductors <= 2 { return 1.0 }
        if conductors == 3 { return 0.70 }
        if conductors <= 6 { return 0.60 }
        if conductors <= 24 { return 0.50 }
        return 0.40
    }

    /// A size's rating worked out the straightforward way: its own tabulated value, or the best
    /// value of a smaller size of the same kind (metric, or AWG and kcmil) when that is larger
    /// or the size has none; × engine room × bundling × material, in that order.
    static func expectedRating(
        of size: ConductorSize, series: WireSeries, insulation: InsulationRating, engineRoom: Bool, bundled: Int,
        material: ConductorMaterial
    ) -> AmpacityRating? {
        let table = AmpacityTable.forSeries(series)
        let isMetric = { (size: ConductorSize) -> Bool in
            if case .metric = size.designation { return true }
            return false
        }
        let own = table.baseAmpacity(of: size, insulation: insulation)?.amperes
        let smaller = everySize.filter { isMetric($0) == isMetric(size) && $0.area < size.area }
            .compactMap { table.baseAmpacity(of: $0, insulation: insulation)?.amperes }.max()
        let base: Double
        let isLowerBound: Bool
        switch (own, smaller) {
        case (nil, nil): return nil
        case (let own?, let smaller?) where smaller > own: (base, isLowerBound) = (smaller, true)
        case (let own?, _): (base, isLowerBound) = (own, false)
        case (nil, let smaller?): (base, isLowerBound) = (smaller, true)
        }
        let (celsius, engineFactors) = columns(of: series)
        guard let column = celsius.lastIndex(where: { $0 <= insulation.rawValue }) else { return nil }
        let engine = engineRoom ? engineFactors[column] : 1
        let materialFactor = material == .aluminium ? 0.78 : 1
        return AmpacityRating(current: .amperes(base * (engine * bundling(bundled) * materialFactor)), isLowerBound: isLowerBound)
    }

    @Test(arguments: WireSeries.allCases, standards)
    func sizingAreas_areTheSAEMinimumUnderABYCElseNominal(_ series: WireSeries, _ standard: SizingStandard) throws {
        let circuit = try Circuit(
            load: .current(.amperes(10)), supplyVoltage: .volts(12), length: .meters(1), standard: standard, conductor: .nominal)
        for size in series.sizes {
            let area = circuit.sizingArea(of: size).squareMillimeters
            // The SAE minimum under ABYC where it lists the size, else the nominal area.
            var expected = size.area.squareMillimeters
            if standard == .abyc, case .awg(let n) = size.designation, let cmil = SizingStandard.saeMinimumCircularMils[n] {
                expected = cmil * Area.squareMillimetersPerCircularMil
            }
            #expect(area == expected, "\(size.label)")
        }
    }

    @Test func sizingAreas_spotValues() {
        // 10 AWG: nominal 5.261 mm²; SAE 9343 cmil × 5.0670748e-4 = 4.7341 mm².
        expectClose(SizingStandard.defaultMethod.countedArea(of: .awg(10)).squareMillimeters, 5.261154954510373, relative: 1e-12)
        expectClose(SizingStandard.abyc.countedArea(of: .awg(10)).squareMillimeters, 4.734167, relative: 1e-6)
        // 20 AWG is not in ABYC's table: its nominal area under both methods.
        expectClose(SizingStandard.abyc.countedArea(of: .awg(20)).squareMillimeters, 0.5176192419280384, relative: 1e-12)
        #expect(SizingStandard.abyc.countedArea(of: .metric(300)).squareMillimeters == 300)
    }

    /// The envelope, derated, under every condition: equal to the straightforward computation
    /// and to ``AmpacityTable/rating(of:conditions:material:)``, bit for bit.
    @Test(arguments: WireSeries.allCases)
    func ratings_equalStraightforwardComputationUnderEveryCondition(_ series: WireSeries) {
        let table = AmpacityTable.forSeries(series)
        var compared = 0
        var rated = 0
        for _ in Self.standards {
            for insulation in InsulationRating.allCases {
                for engineRoom in [false, true] {
                    for bundled in Self.bundles {
                        for material in ConductorMaterial.allCases {
                            let conditions = InstallationConditions(
                                insulation: insulation, engineRoom: engineRoom, bundledConductors: bundled)
                            let ratings = table.ratings(of: series.sizes, conditions: conditions, material: material)
                            for (index, size) in series.sizes.enumerated() {
                                let expected = Self.expectedRating(
                                    of: size, series: series, insulation: insulation, engineRoom: engineRoom,
                                    bundled: bundled, material: material)
                                let label = "\(size.label) \(insulation.label) \(engineRoom) \(bundled) \(material)"
                                #expect(ratings[index] == expected, "\(label)")
                                #expect(
                                    ratings[index] == table.rating(of: size, conditions: conditions, material: material),
                                    "\(label)")
                                compared += 1
                                if expected != nil { rated += 1 }
                            }
                        }
                    }
                }
            }
        }
        #expect(compared == 2 * 9 * 2 * Self.bundles.count * 2 * series.sizes.count)
        #expect(rated > compared / 2)
    }

    /// ``Sizer``'s ratings, read from the series' base ratings (``Sizer/SeriesRatings``,
    /// ``AmpacityTable/SeriesBase``), against ``Circuit/ampacity(of:)`` (which rates the one size
    /// with a pass over the table): every size of every series under every condition, material
    /// and count of parallel conductors. A base table made for the wrong series or column, a
    /// column start off by a size, or a factor applied otherwise than the pass applies it
    /// differs here.
    @Test(arguments: WireSeries.allCases)
    func seriesRatings_equalOneSizeRatings(_ series: WireSeries) throws {
        let sizes = series.sizes
        #expect(AmpacityTable.SeriesBase.of(series).sizeCount == sizes.count)
        var compared = 0
        for insulation in InsulationRating.allCases {
            for engineRoom in [false, true] {
                for bundled in Self.bundles {
                    for material in ConductorMaterial.allCases {
                        for parallel in 1...Circuit.maxParallelConductors {
                            let circuit = try Circuit(
                                load: .current(.amperes(10)), supplyVoltage: .volts(12), length: .meters(1),
                                material: material,
                                conditions: InstallationConditions(
                                    insulation: insulation, engineRoom: engineRoom, bundledConductors: bundled),
                                parallelConductors: parallel)
                            let ratings = Sizer.SeriesRatings(series, for: circuit)
                            for index in sizes.indices {
                                let rating = ratings(index)
                                #expect(
                                    rating == circuit.ampacity(of: sizes[index]),
                                    "\(sizes[index].label) \(insulation) \(engineRoom) \(bundled) \(material) ×\(parallel)")
                                // The current read without making the rating: the same double, NaN for none.
                                let amperes = ratings.amperes(index)
                                if let rating {
                                    #expect(amperes.bitPattern == rating.current.amperes.bitPattern, "\(sizes[index].label)")
                                } else {
                                    #expect(amperes.isNaN, "\(sizes[index].label)")
                                }
                                compared += 1
                            }
                            // The ratings never fall as the sizes grow, the sizes not rated
                            // first: what `Sizer`'s ampacity search, started above the smallest
                            // size, relies on.
                            for index in sizes.indices.dropFirst() {
                                let (below, here) = (ratings.amperes(index - 1), ratings.amperes(index))
                                #expect(
                                    below.isNaN || here >= below,
                                    "\(sizes[index].label) \(insulation) \(engineRoom) \(bundled) \(material) ×\(parallel)")
                            }
                        }
                    }
                }
            }
        }
        #expect(compared == 9 * 2 * Self.bundles.count * 2 * 4 * sizes.count)
        // The ratings compared are real ones: 10 mm² at 105 °C alone is 90 A (ISO 10133 Table 1).
        if series == .metric {
            let circuit = try Circuit(load: .current(.amperes(10)), supplyVoltage: .volts(12), length: .meters(1))
            #expect(circuit.ampacity(of: .metric(10))?.current.amperes == 90)
            let index = try #require(sizes.firstIndex(of: .metric(10)))
            #expect(Sizer.SeriesRatings(series, for: circuit)(index)?.current.amperes == 90)
        }
    }

    /// What sizing reads of a series without walking it (``Sizer/SeriesTable``, made once a series):
    /// its sizes, each size's area as each method counts it (to the bit), and where its minimum
    /// size is. An area read from the other method's list, a list off by a size or the wrong
    /// minimum differs here.
    @Test(arguments: WireSeries.allCases)
    func seriesTable_equalsTheSeriesAndTheCountedAreas(_ series: WireSeries) {
        let table = Sizer.SeriesTable.of(series)
        #expect(table.sizes == series.sizes)
        #expect(table.lastIndex == series.sizes.count - 1)
        #expect(table.sizes[table.minimumIndex] == series.minimumSize)
        for standard in Self.standards {
            for (index, size) in series.sizes.enumerated() {
                #expect(
                    table.countedArea(at: index, standard: standard).bitPattern
                        == standard.countedArea(of: size).squareMillimeters.bitPattern, "\(size.label) \(standard)")
            }
        }
        // The two methods' areas differ where ABYC counts the SAE minimum: 10 AWG is 5.261 mm²
        // nominal, 9 343 cmil (4.734 mm²) under ABYC.
        if series == .marine, let index = series.sizes.firstIndex(of: .awg(10)) {
            #expect(abs(table.countedArea(at: index, standard: .defaultMethod) - 5.261) < 0.001)
            #expect(abs(table.countedArea(at: index, standard: .abyc) - 4.734) < 0.001)
        }
        // The minimum is 1 mm² and 16 AWG (ISO 10133 7.7; 33 CFR 183.425(e)).
        #expect(table.sizes[table.minimumIndex] == (series == .metric ? .metric(1) : .awg(16)))
    }

    /// A pass given sizes out of ascending order starts over and still rates each as the one-size
    /// lookup does (``AmpacityTable/ratings(of:conditions:material:)`` on a shuffled list).
    @Test(arguments: WireSeries.allCases)
    func ratings_ofSizesOutOfOrder_equalOneSizeRatings(_ series: WireSeries) {
        let table = AmpacityTable.forSeries(series)
        let sizes = series.sizes.reversed() + series.sizes + series.sizes.reversed()
        for insulation in InsulationRating.allCases {
            let conditions = InstallationConditions(insulation: insulation, engineRoom: true, bundledConductors: 4)
            let ratings = table.ratings(of: sizes, conditions: conditions)
            for (index, size) in sizes.enumerated() {
                #expect(ratings[index] == table.rating(of: size, conditions: conditions), "\(size.label) \(insulation)")
            }
        }
    }

    struct SpotCase: Sendable, CustomTestStringConvertible {
        let name: String
        let series: WireSeries
        let size: ConductorSize
        let conditions: InstallationConditions
        let material: ConductorMaterial
        let amperes: Double?
        let isLowerBound: Bool
        var testDescription: String { name }
    }

    static let spotCases: [SpotCase] = [
        SpotCase(
            name: "240 mm² 105C engine room, 4 bundled, aluminium: 150 mm²'s 475 × 0.85 × 0.6 × 0.78 = 188.955 A",
            series: .metric, size: .metric(240),
            conditions: InstallationConditions(insulation: .c105, engineRoom: true, bundledConductors: 4),
            material: .aluminium, amperes: 188.955, isLowerBound: true),
        SpotCase(
            name: "250 kcmil 200C: 4/0's 510 A beats its own 455 A", series: .awg, size: .kcmil(250),
            conditions: InstallationConditions(insulation: .c200), material: .copper, amperes: 510, isLowerBound: true),
        SpotCase(
            name: "18 AWG 60C engine room: 10 × 0.58 = 5.8 A", series: .marine, size: .awg(18),
            conditions: InstallationConditions(insulation: .c60, engineRoom: true), material: .copper, amperes: 5.8,
            isLowerBound: false),
        SpotCase(
            name: "2.5 mm² 90C reads 85C, 3 bundled: 30 × 0.7 = 21 A", series: .metric, size: .metric(2.5),
            conditions: InstallationConditions(insulation: .c90, bundledConductors: 3), material: .copper, amperes: 21,
            isLowerBound: false),
        SpotCase(
            name: "0.5 mm² is not rated", series: .metric, size: .metric(0.5), conditions: InstallationConditions(),
            material: .copper, amperes: nil, isLowerBound: false),
        SpotCase(
            name: "20 AWG is not rated", series: .awg, size: .awg(20), conditions: InstallationConditions(insulation: .c200),
            material: .copper, amperes: nil, isLowerBound: false),
    ]

    @Test(arguments: spotCases)
    func ratings_spotValues(_ testCase: SpotCase) throws {
        let sizes = testCase.series.sizes
        let index = try #require(sizes.firstIndex(of: testCase.size))
        let rating = AmpacityTable.forSeries(testCase.series).ratings(
            of: sizes, conditions: testCase.conditions, material: testCase.material)[index]
        guard let amperes = testCase.amperes else {
            #expect(rating == nil)
            return
        }
        let actual = try #require(rating)
        expectClose(actual.current.amperes, amperes, relative: 1e-12)
        #expect(actual.isLowerBound == testCase.isLowerBound)
    }
}
