/// An allowable-current (ampacity) table: the continuous current a single conductor in free
/// air may carry, by size and insulation temperature rating, with engine-room factors.
///
/// An insulation rating reads the highest column not above it, so a 75 °C wire in a table
/// with 60/70/90 °C columns reads 70 °C: never more than the table allows.
public struct AmpacityTable: Sendable {
    /// Short citation, shown in output and docs/method.md.
    public let source: String
    /// Insulation temperature of each column, ascending, in °C.
    public let columns: [Int]
    /// Correction factor inside engine spaces for each column.
    public let engineRoomFactors: [Double]
    /// The rows smallest area first, with the area precomputed: the envelope of smaller sizes'
    /// ratings is a short scan. (A few dozen rows: a linear search beats hashing, and builds no
    /// dictionary on a one-off run's start-up.)
    private let ordered: [Row]

    /// A size's row: its values by column. (A struct, not a tuple: the runtime builds a tuple
    /// type's metadata on first use, a measurable part of a one-off run's start-up.)
    struct Row {
        let size: ConductorSize
        let squareMillimeters: Double
        /// Whether the size is metric (``WireSeries/of(_:)``), which series' best value it sets.
        let isMetric: Bool
        let values: [Double]

        init(_ size: ConductorSize, _ values: [Double]) {
            self.size = size
            self.squareMillimeters = size.area.squareMillimeters
            self.isMetric = WireSeries.of(size) == .metric
            self.values = values
        }
    }

    init(source: String, columns: [Int], engineRoomFactors: [Double], rows: [Row]) {
        self.source = source
        self.columns = columns
        self.engineRoomFactors = engineRoomFactors
        self.ordered = rows.sorted { $0.squareMillimeters < $1.squareMillimeters }
    }

    /// The column index an insulation rating reads, or nil when it is below every column.
    func columnIndex(for insulation: InsulationRating) -> Int? {
        columns.lastIndex(where: { $0 <= insulation.degreesCelsius })
    }

    /// The tabulated current for a size before derating, or nil when the table has no row for
    /// it (or no column at or below the insulation rating).
    public func baseAmpacity(of size: ConductorSize, insulation: InsulationRating) -> Current? {
        guard let column = columnIndex(for: insulation), let row = ordered.first(where: { $0.size == size })?.values else {
            return nil
        }
        return .amperes(row[column])
    }

    /// The combined derating factor for the conditions: engine room × bundling.
    public func deratingFactor(for conditions: InstallationConditions) -> Double {
        deratingFactor(for: conditions, column: columnIndex(for: conditions.insulation))
    }

    /// ``deratingFactor(for:)`` with the column the insulation reads already known.
    func deratingFactor(for conditions: InstallationConditions, column: Int?) -> Double {
        let engine: Double
        if conditions.engineRoom, let column {
            engine = engineRoomFactors[column]
        } else {
            engine = 1
        }
        return engine * InstallationConditions.bundlingFactor(conductors: conditions.bundledConductors)
    }

    /// What a base rating is multiplied by under the conditions: derating × the material's
    /// ``ConductorMaterial/ampacityFactor``. Every derated rating is base × this factor.
    func ratingFactor(for conditions: InstallationConditions, material: ConductorMaterial, column: Int?) -> Double {
        deratingFactor(for: conditions, column: column) * material.ampacityFactor
    }

    /// The allowable current for a size under the conditions: base ampacity × derating.
    ///
    /// A size the table has no row for, but which is larger than a size it rates, is credited
    /// with the largest smaller rated size's value: a larger conductor with the same insulation
    /// carries at least as much, so this is a safe lower bound (`isLowerBound`). Sizes
    /// smaller than every rated size (20–24 AWG, 0.5 mm²) get nil: they are never chosen
    /// to carry a current.
    /// Aluminium is rated at ``ConductorMaterial/ampacityFactor`` of the copper value.
    public func rating(
        of size: ConductorSize, conditions: InstallationConditions, material: ConductorMaterial = .copper
    ) -> AmpacityRating? {
        var pass = pass(conditions: conditions, material: material)
        return pass.rating(of: size)
    }

    /// The ratings of many sizes at once, each what ``rating(of:conditions:material:)`` gives
    /// it: a size's own row's value in the column the insulation reads, or the best smaller
    /// size's (then `isLowerBound`), × the `ratingFactor(for:material:column:)`; nil for a
    /// size smaller than every rated one.
    ///
    /// One ``Pass`` over the table when `sizes` ascend by area (a ``WireSeries``'s sizes do;
    /// otherwise the pass starts over where the area falls).
    public func ratings(
        of sizes: [ConductorSize], conditions: InstallationConditions, material: ConductorMaterial = .copper
    ) -> [AmpacityRating?] {
        var pass = self.pass(conditions: conditions, material: material)
        var ratings: [AmpacityRating?] = []
        ratings.reserveCapacity(sizes.count)
        for size in sizes { ratings.append(pass.rating(of: size)) }
        return ratings
    }

    /// The base (not yet derated) ratings of every size of a series in every column of its table
    /// (``forSeries(_:)``), worked out once a series, when sizing first asks: a sizing request
    /// reads its column and multiplies by its factor (``SeriesBase/rating(at:factor:)``), so nothing
    /// is walked or built for a request, nor for each size it looks at.
    ///
    /// Invariant: the base rating at `column × sizeCount + index` is what a ``Pass`` with factor
    /// 1 gives `sizes[index]` in `column`, so a size's rating read here and derated is the one-size
    /// lookup's (``rating(of:conditions:material:)``) to the bit (× 1 is exact; the factor is
    /// then applied as the pass applies it). Safe to change: the layout, as long as that holds —
    /// `SeriesRatingTests` compare every size of every series under every condition with
    /// ``Circuit/ampacity(of:)``.
    struct SeriesBase {
        /// The number of sizes of the series.
        let sizeCount: Int
        /// Column by column, each the series' sizes smallest first: the base value in amperes,
        /// NaN for a size smaller than every rated one (no rating). (Plain arrays of `Double` and
        /// `Bool`, not `[AmpacityRating?]`: an array of a new element type has its generic
        /// metadata made on first use, a measurable part of `cable size`'s start-up.)
        private let amperes: [Double]
        /// Whether the value is a smaller size's (``AmpacityRating/isLowerBound``), laid out as `amperes`.
        private let isLowerBound: [Bool]

        init(_ series: WireSeries) {
            let table = AmpacityTable.forSeries(series)
            let sizes = series.sizes
            var amperes: [Double] = []
            var isLowerBound: [Bool] = []
            amperes.reserveCapacity(table.columns.count * sizes.count)
            isLowerBound.reserveCapacity(table.columns.count * sizes.count)
            for column in table.columns.indices {
                var pass = Pass(rows: table.ordered, column: column, factor: 1)
                for size in sizes {
                    let rating = pass.rating(of: size)
                    amperes.append(rating?.current.amperes ?? .nan)
                    isLowerBound.append(rating?.isLowerBound ?? false)
                }
            }
            self.sizeCount = sizes.count
            self.amperes = amperes
            self.isLowerBound = isLowerBound
        }

        /// The base rating at `offset` (`column × sizeCount + index`) × `factor`: the size's
        /// derated rating, nil when it is not rated.
        func rating(at offset: Int, factor: Double) -> AmpacityRating? {
            let base = amperes[offset]
            guard !base.isNaN else { return nil }
            return AmpacityRating(current: .amperes(base), isLowerBound: isLowerBound[offset]).derated(by: factor)
        }

        /// The current of ``rating(at:factor:)`` without making the rating: the base value at
        /// `offset` × `factor`, amperes (the same multiplication); NaN for a size not rated.
        func amperes(at offset: Int, factor: Double) -> Double { amperes[offset] * factor }

        static let metric = SeriesBase(.metric)
        static let awg = SeriesBase(.awg)
        static let marine = SeriesBase(.marine)

        /// The base ratings of `series`' sizes (made on first use).
        static func of(_ series: WireSeries) -> SeriesBase {
            switch series {
            case .metric: metric
            case .awg: awg
            case .marine: marine
            }
        }
    }

    /// The column the insulation reads and the factor a base rating is multiplied by under
    /// `conditions` (``ratingFactor(for:material:column:)``); nil when the insulation is below
    /// every column (nothing rated). What ``pass(conditions:material:)`` rates with.
    func derating(conditions: InstallationConditions, material: ConductorMaterial) -> Derating? {
        guard let column = columnIndex(for: conditions.insulation) else { return nil }
        return Derating(column: column, factor: ratingFactor(for: conditions, material: material, column: column))
    }

    /// A column of the table and what its base values are multiplied by (``derating(conditions:material:)``).
    struct Derating {
        let column: Int
        let factor: Double
    }

    /// A pass over the table that rates sizes one at a time under `conditions`.
    func pass(conditions: InstallationConditions, material: ConductorMaterial) -> Pass {
        let derating = derating(conditions: conditions, material: material)
        return Pass(rows: ordered, column: derating?.column, factor: derating?.factor ?? 0)
    }

    /// Rates sizes one at a time, each as ``ratings(of:conditions:material:)`` rates it, walking
    /// the rows once when the sizes come in ascending order of area: a series' base ratings
    /// (``SeriesBase``, a pass with factor 1 a column) and a many-size ``ratings(of:conditions:material:)``
    /// rate their sizes from the smallest up, and nothing is built per size.
    ///
    /// Invariant: the rows below the size last rated are behind `next`, and `bestMetric` and
    /// `bestAWG` are the best values among them per series. A size smaller than the previous one
    /// starts the pass over, so any order gives the right ratings (only slower). Safe to change:
    /// anything, as long as every size's rating stays ``rating(of:conditions:material:)``'s —
    /// `SeriesRatingTests` compare every size of every series under every condition, and
    /// `SizerReferenceTests` the sizes sizing picks with the step-by-step method.
    struct Pass {
        private let rows: [Row]
        /// The column the insulation reads; nil when it is below every column (nothing rated).
        private let column: Int?
        /// What a base value is multiplied by (``ratingFactor(for:material:column:)``).
        private let factor: Double
        private var next = 0
        private var bestMetric: Double?
        private var bestAWG: Double?
        private var previousArea = -Double.infinity

        fileprivate init(rows: [Row], column: Int?, factor: Double) {
            self.rows = rows
            self.column = column
            self.factor = factor
        }

        /// The size's derated rating; nil for a size smaller than every rated one.
        mutating func rating(of size: ConductorSize) -> AmpacityRating? {
            guard let column else { return nil }
            let area = size.area.squareMillimeters
            if area < previousArea { (next, bestMetric, bestAWG) = (0, nil, nil) }  // not ascending: start over
            previousArea = area
            // The best value of a smaller size stands in for a missing row and keeps the ratings
            // from falling where two cited tables meet (4/0 at 200 °C: 510 A; 250 kcmil is
            // tabulated only to 90 °C: 455 A): a larger conductor with the same insulation carries
            // at least that much.
            while next < rows.count, rows[next].squareMillimeters < area {
                let value = rows[next].values[column]
                if rows[next].isMetric {
                    bestMetric = max(bestMetric ?? 0, value)
                } else {
                    bestAWG = max(bestAWG ?? 0, value)
                }
                next += 1
            }
            var own: Double?
            var index = next
            while index < rows.count, rows[index].squareMillimeters == area {
                if rows[index].size == size { own = rows[index].values[column] }
                index += 1
            }
            let smaller = WireSeries.of(size) == .metric ? bestMetric : bestAWG
            return AmpacityTable.baseRating(own: own, smaller: smaller)?.derated(by: factor)
        }
    }

    /// A size's base rating from its own row's value and the best smaller size's (see
    /// ``rating(of:conditions:material:)``).
    fileprivate static func baseRating(own: Double?, smaller: Double?) -> AmpacityRating? {
        switch (own, smaller) {
        case (let own?, let smaller?) where smaller > own:
            AmpacityRating(current: .amperes(smaller), isLowerBound: true)
        case (let own?, _):
            AmpacityRating(current: .amperes(own), isLowerBound: false)
        case (nil, let smaller?):
            AmpacityRating(current: .amperes(smaller), isLowerBound: true)
        case (nil, nil):
            nil
        }
    }

    /// The allowable current for a size under the conditions, as ``rating(of:conditions:material:)``.
    public func ampacity(
        of size: ConductorSize, conditions: InstallationConditions, material: ConductorMaterial = .copper
    ) -> Current? {
        rating(of: size, conditions: conditions, material: material)?.current
    }

    /// The table that rates sizes of a series.
    public static func forSeries(_ series: WireSeries) -> AmpacityTable {
        switch series {
        case .metric: metric
        case .awg, .marine: awg
        }
    }

    /// The table for a size's own series.
    public static func forSize(_ size: ConductorSize) -> AmpacityTable { forSeries(WireSeries.of(size)) }
}
