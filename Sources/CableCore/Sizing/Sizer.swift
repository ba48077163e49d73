/// What decided the recommended size.
public enum LimitingFactor: String, Sendable {
    /// The largest of the requirements was keeping the drop within its limit.
    case voltageDrop
    /// The conductor had to be larger to carry the current (or a fitting fuse).
    case ampacity
}

/// Options for choosing a conductor size.
public struct SizingOptions: Hashable, Sendable {
    /// Largest acceptable drop as a percentage of the supply voltage; default 5 %.
    public var maxDropPercent: Double
    /// The series to choose from.
    public var series: WireSeries
    /// Fuse rating ≥ factor × current; default 1.25.
    public var fuseFactor: Double
    /// Fuse families to choose from, in preference order (each once: one named again is left
    /// out).
    public var fuseTypes: [FuseType] {
        get { Array(fuseTypeList) }
        set { fuseTypeList = FuseTypeList(newValue) }
    }
    /// ``fuseTypes`` in one word.
    private(set) var fuseTypeList: FuseTypeList

    public static let defaultMaxDropPercent = 5.0
    /// Drop limit for critical circuits (ABYC E-11: panel feeds, bilge pumps, navigation lights,
    /// electronics).
    public static let criticalMaxDropPercent = 3.0
    /// ABYC E-11's limit for other circuits (cabin lights, fans).
    public static let abycMaxDropPercent = 10.0

    /// `fuseTypes` keeps each family once, where it is first named.
    /// - Throws: ``ValidationError`` for `maxDrop` outside 0 < d ≤ 50 % or `fuseFactor`
    ///   outside 1 … 3, or an empty `fuseTypes`.
    public init(
        maxDropPercent: Double = SizingOptions.defaultMaxDropPercent,
        series: WireSeries = .metric,
        fuseFactor: Double = FuseSelector.defaultFactor,
        fuseTypes: [FuseType] = FuseType.allCases
    ) throws(ValidationError) {
        try self.init(
            maxDropPercent: maxDropPercent, series: series, fuseFactor: fuseFactor, fuseTypes: FuseTypeList(fuseTypes))
    }

    /// ``init(maxDropPercent:series:fuseFactor:fuseTypes:)`` with the families as a list.
    init(maxDropPercent: Double, series: WireSeries, fuseFactor: Double, fuseTypes: FuseTypeList) throws(ValidationError) {
        try Limits.requirePositive(maxDropPercent, in: Limits.maxDropPercent, field: "maxDrop", unit: "%")
        try Limits.requireWithin(fuseFactor, Limits.fuseFactor, field: "fuseFactor", unit: "")
        guard !fuseTypes.isEmpty else {
            throw ValidationError(field: "fuseType", rule: "must name at least one fuse type", actual: "none")
        }
        self.maxDropPercent = maxDropPercent
        self.series = series
        self.fuseFactor = fuseFactor
        fuseTypeList = fuseTypes
    }
}

/// Why no standard size could be recommended.
public enum SizingError: Error, Equatable, Sendable {
    /// Even the largest size in the series drops more than allowed.
    case dropTooLarge(required: Area, largest: RunAnalysis)
    /// No size in the series is rated for the current.
    case currentTooLarge(current: Current, largest: RunAnalysis)
}

/// The recommendation for one circuit.
public struct SizingResult: Hashable, Sendable {
    public let circuit: Circuit
    public let options: SizingOptions
    /// Cross-section needed for the drop limit alone.
    public let requiredArea: Area
    /// The recommended size and its figures.
    public let recommended: RunAnalysis
    public let limitedBy: LimitingFactor
    /// The fuse; nil when no standard rating between factor × current and the conductor's
    /// ampacity exists in the catalogue (see `fuseMinimum`).
    public let fuse: FuseRecommendation?
    /// The lowest acceptable fuse rating, factor × current.
    public let fuseMinimum: Current
    /// When the conductor was made larger than drop and ampacity needed so that a standard
    /// fuse fits under its ampacity: the size it would otherwise have been.
    public let upsizedForFuseFrom: ConductorSize?
    /// The next smaller standard size, for context; nil when the recommendation is the
    /// smallest of the series.
    public let nextSmaller: RunAnalysis?
}

/// Chooses conductor sizes.
public enum Sizer {
    /// The smallest size of `series` whose sizing area meets the drop limit and, when
    /// `requireAmpacity`, whose derated ampacity carries the current; nil when none does.
    /// This is how published drop tables are made (they are drop-only).
    public static func smallestSize(
        for circuit: Circuit, maxDropPercent: Double, series: WireSeries, requireAmpacity: Bool
    ) -> ConductorSize? {
        let required = circuit.requiredArea(maxDropPercent: maxDropPercent).squareMillimeters
        return series.sizes.first { size in
            Tolerance.isAtLeast(circuit.sizingArea(of: size).squareMillimeters, required)
                && (!requireAmpacity || circuit.analyze(size).carries(circuit.current))
        }
    }

    /// Recommends the smallest standard size that meets the drop limit and carries the current,
    /// with a fuse that protects it.
    ///
    /// 1. Drop: the smallest size with area ≥ ``Circuit/requiredArea(maxDropPercent:)``.
    /// 2. Ampacity: the smallest size whose derated allowable current ≥ the load current.
    /// 3. The larger of the two; `limitedBy` says which (drop wins a tie).
    /// 4. Fuse: the smallest standard rating ≥ factor × current and ≤ the conductor's derated
    ///    ampacity; if none fits, larger sizes are tried until one does.
    /// - Throws: ``SizingError`` when no size in the series meets the drop limit or carries
    ///   the current.
    public static func size(_ circuit: Circuit, options: SizingOptions) throws(SizingError) -> SizingResult {
        // The series' areas and base ratings come from tables built once; a rating is derated
        // only for the sizes looked at (batch sizes millions of circuits).
        try SeriesTable.with(options.series, standard: circuit.standard) { series throws(SizingError) in
            try size(circuit, options: options, from: series)
        }
    }

    @inline(__always)
    private static func size(
        _ circuit: Circuit, options: SizingOptions, from series: SeriesTable
    ) throws(SizingError) -> SizingResult {
        let ratings = series.ratings(under: circuit.conditions, material: circuit.material)
        // The table's arrays are read through `series` (no copies of them to retain and release).
        func analysis(_ index: Int) -> RunAnalysis {
            circuit.analyze(series.sizes[index], sizingArea: series.sizingAreas[index], ampacity: series.rating(index, ratings))
        }
        let sizeCount = series.sizes.count

        let required = circuit.requiredArea(maxDropPercent: options.maxDropPercent)
        var dropIndex = 0
        while dropIndex < sizeCount, !Tolerance.isAtLeast(series.sizingAreas[dropIndex], required.squareMillimeters) {
            dropIndex += 1
        }
        guard dropIndex < sizeCount else { throw .dropTooLarge(required: required, largest: analysis(sizeCount - 1)) }

        let current = circuit.current
        var ampacityIndex = 0
        while ampacityIndex < sizeCount, !carries(series.rating(ampacityIndex, ratings), current.amperes) {
            ampacityIndex += 1
        }
        guard ampacityIndex < sizeCount else {
            throw .currentTooLarge(current: current, largest: analysis(sizeCount - 1))
        }
        let chosenIndex = max(dropIndex, ampacityIndex)
        let limitedBy: LimitingFactor = ampacityIndex > dropIndex ? .ampacity : .voltageDrop

        // The fuse is the smallest standard rating ≥ factor × current, provided it fits under the
        // conductor's ampacity: smallestFuse never offers a larger rating in its place. So the
        // conductor is the first size from the chosen one whose ampacity reaches that rating (a
        // size the tables do not rate sets no ceiling, as smallestFuse(atMost: nil)).
        let fuseMinimum = current * options.fuseFactor
        var fuse = FuseSelector.smallestFuse(atLeast: fuseMinimum, atMost: nil, types: options.fuseTypeList)
        var fuseIndex = chosenIndex
        if let rating = fuse?.rating.amperes {
            while fuseIndex < sizeCount, let ampacity = series.rating(fuseIndex, ratings), !carries(ampacity, rating) {
                fuseIndex += 1
            }
            if fuseIndex == sizeCount { fuse = nil }
        }
        // No fuse fits under any size: keep the size drop and ampacity chose, report no fuse.
        let finalIndex = fuse == nil ? chosenIndex : fuseIndex

        return SizingResult(
            circuit: circuit,
            options: options,
            requiredArea: required,
            recommended: analysis(finalIndex),
            limitedBy: finalIndex > chosenIndex ? .ampacity : limitedBy,
            fuse: fuse,
            fuseMinimum: fuseMinimum,
            upsizedForFuseFrom: finalIndex > chosenIndex ? series.sizes[chosenIndex] : nil,
            nextSmaller: finalIndex > 0 ? analysis(finalIndex - 1) : nil)
    }

    /// Whether a rating carries a current (nil, an unrated size, carries nothing), as
    /// ``RunAnalysis/carries(_:)``.
    private static func carries(_ rating: AmpacityRating?, _ amperes: Double) -> Bool {
        rating.map { Tolerance.isAtLeast($0.current.amperes, amperes) } ?? false
    }
}
