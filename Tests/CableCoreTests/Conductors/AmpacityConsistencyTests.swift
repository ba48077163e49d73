import Testing

@testable import CableCore

/// The metric ampacity table (ISO 10133) and the AWG table (33 CFR 183.425 / NEC) come from
/// different sources; a metric size must never be rated above the smallest AWG/kcmil size that is
/// at least as large, at the same insulation rating.
struct AmpacityConsistencyTests {
    @Test(arguments: [InsulationRating.c60, .c90, .c105, .c125, .c200])
    func metricRating_neverExceedsTheNextLargerAWGRating(_ insulation: InsulationRating) throws {
        let conditions = InstallationConditions(insulation: insulation)
        let awgSizes =
            (Array(stride(from: 18, through: -3, by: -1)).map(ConductorSize.awg)
                + WireSeries.kcmilSizes.map(ConductorSize.kcmil))
        for size in WireSeries.metric.sizes {
            guard let metric = AmpacityTable.metric.rating(of: size, conditions: conditions), !metric.isLowerBound else {
                continue
            }
            let tabulated = awgSizes.filter { AmpacityTable.awg.rating(of: $0, conditions: conditions)?.isLowerBound == false }
            let larger = try #require(tabulated.first { $0.area >= size.area })
            let awg = try #require(AmpacityTable.awg.rating(of: larger, conditions: conditions))
            #expect(
                metric.current <= awg.current,
                "\(size.label) \(metric.current.amperes) A > \(larger.label) \(awg.current.amperes) A at \(insulation.label)")
        }
    }

    /// Within a series, a larger conductor is never rated below a smaller one, at any insulation
    /// rating, in or out of an engine room — also where the 33 CFR and NEC tables meet
    /// (4/0 at 200 °C is 510 A; 250 kcmil is tabulated only to 90 °C).
    @Test(arguments: WireSeries.allCases)
    func ratings_neverFallAsTheSizeGrows(_ series: WireSeries) {
        for insulation in InsulationRating.allCases {
            for engineRoom in [false, true] {
                let conditions = InstallationConditions(insulation: insulation, engineRoom: engineRoom)
                let table = AmpacityTable.forSeries(series)
                let ratings = series.sizes.compactMap { table.rating(of: $0, conditions: conditions)?.current.amperes }
                #expect(
                    zip(ratings, ratings.dropFirst()).allSatisfy { $0 <= $1 },
                    "\(series) \(insulation.label) engine room \(engineRoom): \(ratings)")
            }
        }
    }

    @Test func kcmilAt200C_isCreditedWith4_0sRating() {
        let conditions = InstallationConditions(insulation: .c200)
        let rating = AmpacityTable.awg.rating(of: .kcmil(250), conditions: conditions)
        #expect(rating == AmpacityRating(current: .amperes(510), isLowerBound: true))
    }
}
