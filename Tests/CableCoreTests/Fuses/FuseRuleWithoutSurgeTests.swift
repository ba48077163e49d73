import Testing

@testable import CableCore

/// A rule made without surges holds none (surge36), and the drop search's first size by counted
/// area, read with the method picked once, against the scan it replaces.
@Suite("A rule without surges, and the drop search's first size")
struct FuseRuleWithoutSurgeTests {
    /// A rule without surges holds none, and equals one given an empty list; one surge, or a
    /// surge and further ones, are kept in that order (the branch's own first).
    @Test func rule_surges_noneOneAndMany() throws {
        let plain = try FuseRule()
        #expect(plain.surges.isEmpty)
        #expect(try FuseRule(surges: []) == plain)
        #expect(try FuseRule(surge: nil, surges: []).hashValue == plain.hashValue)
        let start = Surge(current: .amperes(60), seconds: 2)
        let kick = Surge(current: .amperes(120), seconds: 0.1)
        #expect(try FuseRule(surge: start).surges == [start])
        #expect(try FuseRule(surges: [start]) == FuseRule(surge: start))
        #expect(try FuseRule(surge: start, surges: [kick]).surges == [start, kick])
        #expect(try FuseRule(surges: [kick, start]).surges == [kick, start])
        #expect(try FuseRule(surge: start) != plain)
        // Without a surge nothing is asked of any family.
        #expect(plain.surgeDemand(of: .blade) == nil)
        #expect(plain.surgeDemand(forRating: .amperes(20)) == nil)
        #expect(plain.lowestSurgeDemand() == nil)
    }

    /// The drop search's first size by counted area (``Sizer/SeriesTable/firstIndex(countingAtLeast:standard:)``)
    /// equals the scan over ``Sizer/SeriesTable/countedArea(at:standard:)`` at every size's area,
    /// its neighbours, below the smallest and above the largest.
    @Test(arguments: WireSeries.allCases)
    func firstIndexCountingAtLeast_equalsTheScan(_ series: WireSeries) {
        let table = Sizer.SeriesTable.of(series)
        for standard in [SizingStandard.defaultMethod, .abyc] {
            var bounds: [Double] = [0, -1, .infinity, .nan, 1e9]
            for index in table.sizes.indices {
                let area = table.countedArea(at: index, standard: standard)
                bounds += [area, area.nextUp, area.nextDown, Tolerance.leastAtLeast(area), area * 1.5]
            }
            for bound in bounds {
                let scanned = table.sizes.indices.first { table.countedArea(at: $0, standard: standard) >= bound }
                #expect(table.firstIndex(countingAtLeast: bound, standard: standard) == scanned, "\(series) \(standard) \(bound)")
            }
        }
    }
}
