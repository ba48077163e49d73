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
    /// 4. Fuse: the smallest standard rating ≥ factor × current
    ///    (``FuseSelector/smallestFuse(atLeast:atMost:types:)``) that is also ≤ the conductor's
    ///    derated ampacity; when the chosen size's ampacity is below it, the first larger size
    ///    whose ampacity reaches it is taken instead (`upsizedForFuseFrom`). When no size's
    ///    does, the size stays and no fuse is named.
    /// - Throws: ``SizingError`` when no size in the series meets the drop limit or carries
    ///   the current.
    public static func size(_ circuit: Circuit, options: SizingOptions) throws(SizingError) -> SizingResult {
        let sizes = options.series.sizes
        // Every size's derated rating, in one pass over the table.
        let ratings = AmpacityTable.forSeries(options.series).ratings(
            of: sizes, conditions: circuit.conditions, material: circuit.material)
        func analysis(_ index: Int) -> RunAnalysis {
            circuit.analyze(
                sizes[index], sizingArea: circuit.sizingArea(of: sizes[index]).squareMillimeters, ampacity: ratings[index])
        }
        func carries(_ index: Int, _ amperes: Double) -> Bool {
            ratings[index].map { Tolerance.isAtLeast($0.current.amperes, amperes) } ?? false
        }
        let last = sizes.count - 1

        let required = circuit.requiredArea(maxDropPercent: options.maxDropPercent)
        guard
            let dropIndex = sizes.firstIndex(where: {
                Tolerance.isAtLeast(circuit.sizingArea(of: $0).squareMillimeters, required.squareMillimeters)
            })
        else { throw .dropTooLarge(required: required, largest: analysis(last)) }
        let current = circuit.current
        guard let ampacityIndex = sizes.indices.first(where: { carries($0, current.amperes) }) else {
            throw .currentTooLarge(current: current, largest: analysis(last))
        }
        let chosenIndex = max(dropIndex, ampacityIndex)

        let fuseMinimum = current * options.fuseFactor
        var fuse = FuseSelector.smallestFuse(atLeast: fuseMinimum, atMost: nil, types: options.fuseTypes)
        var finalIndex = chosenIndex
        if let rating = fuse?.rating.amperes {
            // A size the tables do not rate sets no ceiling (smallestFuse(atMost: nil) above).
            if let fitting = (chosenIndex...last).first(where: { ratings[$0] == nil || carries($0, rating) }) {
                finalIndex = fitting
            } else {
                fuse = nil
            }
        }

        return SizingResult(
            circuit: circuit,
            options: options,
            requiredArea: required,
            recommended: analysis(finalIndex),
            limitedBy: finalIndex > chosenIndex || ampacityIndex > dropIndex ? .ampacity : .voltageDrop,
            fuse: fuse,
            fuseMinimum: fuseMinimum,
            upsizedForFuseFrom: finalIndex > chosenIndex ? sizes[chosenIndex] : nil,
            nextSmaller: finalIndex > 0 ? analysis(finalIndex - 1) : nil)
    }
}
