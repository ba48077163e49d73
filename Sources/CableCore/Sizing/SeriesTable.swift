/// A wire series as a sizing method counts it, worked out once: the area each size counts as,
/// and each size's ratings before derating in every column of its ampacity table.
///
/// ``Sizer/size(_:options:)`` then sizes a circuit with a comparison or a multiplication per
/// size it looks at, instead of recomputing AWG areas and rating the whole series in a fresh
/// array for every circuit: batch sizes millions. The values are those the general functions
/// give, to the bit: an area is ``Circuit/sizingArea(of:)``'s, and a rating is the
/// ``AmpacityTable/baseRatings(of:column:)`` × ``AmpacityTable/ratingFactor(for:material:column:)``,
/// exactly as ``AmpacityTable/ratings(of:conditions:material:)`` computes it.
///
/// One table per series and method, built on first use: a one-off run builds only the one it
/// sizes with.
final class SeriesTable: Sendable {
    /// The series' sizes, smallest first (``WireSeries/sizes``).
    let sizes: [ConductorSize]
    /// The area in mm² each size counts as under the method, by index into ``sizes``.
    let sizingAreas: [Double]
    /// The table that rates the sizes (``AmpacityTable/forSeries(_:)``).
    private let table: AmpacityTable
    /// The base ratings of every size in every column of ``table``, a column's after the
    /// previous one's: size `index` in `column` is at `column × sizes.count + index`. (One flat
    /// array of the type the one-size lookups use too: an array of arrays would cost a one-off
    /// run the runtime's instantiation of another generic type.)
    private let baseRatings: [AmpacityRating?]

    private init(_ series: WireSeries, _ standard: SizingStandard) {
        let sizes = series.sizes
        let table = AmpacityTable.forSeries(series)
        self.sizes = sizes
        sizingAreas = sizes.map { standard.countedArea(of: $0).squareMillimeters }
        self.table = table
        var baseRatings: [AmpacityRating?] = []
        baseRatings.reserveCapacity(table.columns.count * sizes.count)
        for column in table.columns.indices {
            baseRatings += table.baseRatings(of: sizes, column: column)
        }
        self.baseRatings = baseRatings
    }

    /// The sizes' derated ratings under a circuit's conditions and material, each worked out
    /// when read.
    func ratings(under conditions: InstallationConditions, material: ConductorMaterial) -> Ratings {
        let column = table.columnIndex(for: conditions.insulation)
        return Ratings(
            start: column.map { $0 * sizes.count },
            factor: table.ratingFactor(for: conditions, material: material, column: column))
    }

    /// Which column of the base ratings one set of conditions reads, and the factor that
    /// derates it (``rating(_:_:)`` reads a size's rating with them).
    struct Ratings {
        /// Where the column the insulation reads starts in ``SeriesTable/baseRatings``; nil when
        /// it reads none.
        let start: Int?
        let factor: Double
    }

    /// The rating of the size at `index` in the series under `ratings`' conditions: base rating
    /// × factor (nil for a size the tables do not rate).
    func rating(_ index: Int, _ ratings: Ratings) -> AmpacityRating? {
        guard let start = ratings.start else { return nil }
        return baseRatings[start + index]?.derated(by: ratings.factor)
    }

    /// The table for sizing from a series by a method.
    static func of(_ series: WireSeries, standard: SizingStandard) -> SeriesTable { with(series, standard: standard) { $0 } }

    /// Calls `body` with the table for sizing from a series by a method. (Lent, not returned: a
    /// returned table is retained and released again, atomically, for every circuit sized.)
    @inline(__always)
    static func with<Result, Failure: Error>(
        _ series: WireSeries, standard: SizingStandard, _ body: (SeriesTable) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        switch (standard, series) {
        case (.defaultMethod, .metric): try body(metric)
        case (.defaultMethod, .awg): try body(awg)
        case (.defaultMethod, .marine): try body(marine)
        case (.abyc, .metric): try body(abycMetric)
        case (.abyc, .awg): try body(abycAWG)
        case (.abyc, .marine): try body(abycMarine)
        }
    }

    private static let metric = SeriesTable(.metric, .defaultMethod)
    private static let awg = SeriesTable(.awg, .defaultMethod)
    private static let marine = SeriesTable(.marine, .defaultMethod)
    private static let abycMetric = SeriesTable(.metric, .abyc)
    private static let abycAWG = SeriesTable(.awg, .abyc)
    private static let abycMarine = SeriesTable(.marine, .abyc)
}
