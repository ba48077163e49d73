import Testing

@testable import CableCore

@Suite("WireSeries: standard sizes and membership")
struct WireSeriesTests {
    @Test func metricSeries_isIEC60228From0Point5To300() {
        let expected: [Double] = [0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300]
        #expect(WireSeries.metric.sizes == expected.map { ConductorSize.metric($0) })
    }

    @Test func awgSeries_isEvenGaugesTo2Then1To4Over0ThenKcmil() {
        let expected: [ConductorSize] =
            [24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 1, 0, -1, -2, -3].map { ConductorSize.awg($0) }
            + [250, 300, 350, 400, 500].map { ConductorSize.kcmil($0) }
        #expect(WireSeries.awg.sizes == expected)
    }

    @Test(arguments: WireSeries.allCases)
    func series_isStrictlyAscendingByArea(_ series: WireSeries) {
        let areas = series.sizes.map(\.area.squareMillimeters)
        for (smaller, larger) in zip(areas, areas.dropFirst()) {
            #expect(smaller < larger)
        }
    }

    @Test func contains_acceptsMembersAndRefusesOthers() {
        #expect(WireSeries.metric.contains(.metric(2.5)))
        #expect(WireSeries.metric.contains(.metric(0.5)))
        #expect(!WireSeries.metric.contains(.metric(3)))
        #expect(!WireSeries.metric.contains(.metric(400)))
        #expect(!WireSeries.metric.contains(.awg(10)))
        #expect(WireSeries.awg.contains(.awg(10)))
        #expect(WireSeries.awg.contains(.awg(1)))
        #expect(WireSeries.awg.contains(.awg(-3)))
        #expect(WireSeries.awg.contains(.kcmil(500)))
        // odd gauges below 1 are not stocked
        #expect(!WireSeries.awg.contains(.awg(3)))
        #expect(!WireSeries.awg.contains(.awg(11)))
        #expect(!WireSeries.awg.contains(.kcmil(750)))
        #expect(!WireSeries.awg.contains(.metric(6)))
    }

    @Test func of_assignsKcmilToTheAWGSeries() {
        #expect(WireSeries.of(.metric(1)) == .metric)
        #expect(WireSeries.of(.awg(10)) == .awg)
        #expect(WireSeries.of(.kcmil(250)) == .awg)
    }
}
