extension Sizer {
    /// What sizing reads of a series, worked out once a series when sizing first asks: its sizes,
    /// each size's area as each method counts it, where its minimum size is, its ampacity table
    /// and its base ratings (``AmpacityTable/SeriesBase``). A request reads them in place.
    ///
    /// A class, so that a request holds one reference to all of it: as a struct its arrays were
    /// each retained and released by every request (with the series' `sizes`, the ampacity
    /// table's four and the base ratings' two, about 250 instructions a batch row).
    ///
    /// Invariants: `sizes` is `series.sizes`; ``countedArea(at:standard:)`` is
    /// `standard.countedArea(of: sizes[index]).squareMillimeters` to the bit; `minimumIndex` is
    /// the index of `series.minimumSize` in `sizes` (0 if it were missing). Safe to change: the
    /// layout, as long as those hold — `SeriesTableTests` compare every size of every series
    /// under both methods.
    final class SeriesTable: Sendable {
        /// The series' sizes, smallest first (``WireSeries/sizes``).
        let sizes: [ConductorSize]
        /// The index of the last size.
        let lastIndex: Int
        /// Where the series' ``WireSeries/minimumSize`` is in `sizes`.
        let minimumIndex: Int
        /// The table the series' sizes are rated by (``AmpacityTable/forSeries(_:)``).
        let ampacityTable: AmpacityTable
        /// The base ratings of every size in every column of `ampacityTable`.
        let base: AmpacityTable.SeriesBase
        /// Each size's area in mm² as the default method counts it (nominal).
        private let nominalAreas: [Double]
        /// Each size's area in mm² as ABYC counts it (its SAE J1127 minimum, else nominal).
        private let abycAreas: [Double]

        private init(_ series: WireSeries) {
            let sizes = series.sizes
            self.sizes = sizes
            lastIndex = sizes.count - 1
            minimumIndex = sizes.firstIndex(of: series.minimumSize) ?? 0
            ampacityTable = AmpacityTable.forSeries(series)
            base = AmpacityTable.SeriesBase.of(series)
            nominalAreas = sizes.map { SizingStandard.defaultMethod.countedArea(of: $0).squareMillimeters }
            abycAreas = sizes.map { SizingStandard.abyc.countedArea(of: $0).squareMillimeters }
        }

        /// The area `sizes[index]` counts as under `standard`, mm² (``SizingStandard/countedArea(of:)``).
        func countedArea(at index: Int, standard: SizingStandard) -> Double {
            switch standard {
            case .defaultMethod: nominalAreas[index]
            case .abyc: abycAreas[index]
            }
        }

        /// The first size whose area under `standard` is `>= least` mm² (``countedArea(at:standard:)``),
        /// nil when none is. The method is read once, not once a size (the drop search's loop:
        /// ~9 sizes a batch row). In line in the drop search (a call for one scan a row).
        @inline(__always)
        func firstIndex(countingAtLeast least: Double, standard: SizingStandard) -> Int? {
            switch standard {
            case .defaultMethod: nominalAreas.firstIndex { $0 >= least }
            case .abyc: abycAreas.firstIndex { $0 >= least }
            }
        }

        private static let metric = SeriesTable(.metric)
        private static let awg = SeriesTable(.awg)
        private static let marine = SeriesTable(.marine)

        /// The table of `series` (made on first use).
        static func of(_ series: WireSeries) -> SeriesTable {
            switch series {
            case .metric: metric
            case .awg: awg
            case .marine: marine
            }
        }
    }
}
