/// Chooses conductor sizes.
public enum Sizer {
    /// The smallest size of `series` whose sizing area meets the drop limit and, when
    /// `requireAmpacity`, whose derated ampacity carries the current; nil when none does.
    /// This is how published drop tables are made (they are drop-only, and list sizes below the
    /// minimum for a separately run conductor).
    public static func smallestSize(
        for circuit: Circuit, maxDropPercent: Double, series: WireSeries, requireAmpacity: Bool
    ) -> ConductorSize? {
        let required = circuit.requiredArea(maxDropPercent: maxDropPercent).squareMillimeters
        return series.sizes.first { size in
            guard circuit.resistanceVariesBySize else {
                return Tolerance.isAtLeast(circuit.sizingArea(of: size).squareMillimeters, required)
                    && (!requireAmpacity || circuit.analyze(size).carries(circuit.current))
            }
            let run = circuit.analyze(size)
            return Tolerance.isAtMost(run.voltageDropPercent, maxDropPercent)
                && (!requireAmpacity || run.carries(circuit.current))
        }
    }

    /// Recommends the smallest standard size that meets the drop limit, carries the current and
    /// is no smaller than the series' minimum, with a fuse that protects it.
    ///
    /// 1. Drop: the smallest size with area ≥ ``Circuit/requiredArea(maxDropPercent:)``; when
    ///    the resistance varies by size (``Circuit/resistanceVariesBySize``: the real model) the
    ///    smallest whose own drop, at its own resistance and temperature, is within the limit.
    ///    The required area reported is then the one a conductor with the resistance per area of
    ///    that size needs (``Circuit/requiredArea(maxDropPercent:resistanceLike:)``).
    /// 2. Ampacity: the smallest size whose derated allowable current ≥ the load current.
    /// 3. Minimum: ``WireSeries/minimumSize`` (16 AWG, 1 mm²).
    /// 4. The largest of the three; `limitedBy` says which (drop wins a tie, then ampacity).
    /// 5. Fuse: ``FuseRule/select(current:ampacity:standard:voltage:conductor:)`` — at least the floor
    ///    (factor × current), at most the standard's ceiling for the conductor, rated for the
    ///    circuit's charging voltage, of a family whose holders take the conductor. When no standard rating lies between floor and ceiling,
    ///    the first larger size whose ceiling admits one is taken instead (`upsizedForFuseFrom`);
    ///    when none does, or no family qualifies at all, the size stays and `fuseProblem` says
    ///    why.
    ///
    /// **Parallel conductors.** When no single conductor of the series meets the drop limit or
    /// carries the current, and `parallel` allows it, the circuit is sized again with 2, 3 and
    /// then 4 equal conductors in parallel (``Circuit/parallelConductors``: each conductor's
    /// resistance shared, the set's ampacity n × one conductor's derated for the larger bundle),
    /// and the first count that has a size is the answer (its ``SizingResult/circuit`` says how
    /// many). A circuit that already names a count is sized with that count only.
    /// - Parameter parallel: whether more conductors in parallel may be tried (a circuit with
    ///   one conductor only); true by default.
    /// - Throws: ``SizingError`` when no size in the series meets the drop limit or carries
    ///   the current — the error for the circuit as given, when parallel conductors do not help either.
    public static func size(_ circuit: Circuit, options: SizingOptions, parallel: Bool = true) throws(SizingError)
        -> SizingResult
    {
        do {
            return try sizeSingle(circuit, options: options)
        } catch {
            guard parallel, circuit.parallelConductors == 1 else { throw error }
            for count in 2...Circuit.maxParallelConductors {
                guard let wider = try? circuit.withParallelConductors(count) else { break }
                if let result = try? sizeSingle(wider, options: options) { return result }
            }
            throw error
        }
    }

    /// ``size(_:options:parallel:)`` with the circuit's own number of conductors.
    private static func sizeSingle(_ circuit: Circuit, options: SizingOptions) throws(SizingError) -> SizingResult {
        // Every size's derated rating, in one pass over the table.
        let sizes = Candidates(
            circuit: circuit, sizes: options.series.sizes,
            ratings: circuit.ampacities(of: options.series.sizes, table: AmpacityTable.forSeries(options.series)))
        let (dropIndex, required) = try sizes.smallestWithinDrop(options.maxDropPercent)
        let current = circuit.current
        guard let ampacityIndex = sizes.sizes.indices.first(where: { sizes.carries($0, current.amperes) }) else {
            throw .currentTooLarge(current: current, largest: sizes.analysis(sizes.last))
        }
        let minimumIndex = sizes.sizes.firstIndex(of: options.series.minimumSize) ?? 0
        let chosenIndex = max(dropIndex, ampacityIndex, minimumIndex)
        let (finalIndex, fuse) = sizes.fused(from: chosenIndex, rule: options.fuseRule)

        let limitedBy: LimitingFactor
        if finalIndex > chosenIndex || (ampacityIndex > dropIndex && ampacityIndex >= minimumIndex) {
            limitedBy = .ampacity
        } else if minimumIndex > dropIndex {
            limitedBy = .minimumSize
        } else {
            limitedBy = .voltageDrop
        }
        return SizingResult(
            circuit: circuit,
            options: options,
            requiredArea: required,
            recommended: sizes.analysis(finalIndex),
            limitedBy: limitedBy,
            fuseSelection: fuse,
            upsizedForFuseFrom: finalIndex > chosenIndex ? sizes.sizes[chosenIndex] : nil,
            nextSmaller: finalIndex > 0 ? sizes.analysis(finalIndex - 1) : nil)
    }

    /// The sizes of a series for one circuit, with each size's derated rating: what
    /// ``sizeSingle(_:options:)`` looks its steps up in, by index into `sizes`.
    private struct Candidates {
        let circuit: Circuit
        let sizes: [ConductorSize]
        let ratings: [AmpacityRating?]

        /// The index of the largest size.
        var last: Int { sizes.count - 1 }

        /// The run of the size at `index`, at its rating.
        func analysis(_ index: Int) -> RunAnalysis {
            circuit.analyze(
                sizes[index], sizingArea: circuit.sizingArea(of: sizes[index]).squareMillimeters, ampacity: ratings[index])
        }

        /// Whether the size at `index` carries `amperes` (a size the tables do not rate does not).
        func carries(_ index: Int, _ amperes: Double) -> Bool {
            ratings[index].map { Tolerance.isAtLeast($0.current.amperes, amperes) } ?? false
        }

        /// Step 1: the smallest size within the drop limit and the required area reported.
        func smallestWithinDrop(_ maxDrop: Double) throws(SizingError) -> (index: Int, required: Area) {
            if circuit.resistanceVariesBySize {
                // Resistance per size: check each size's own drop, a linear scan.
                guard let index = sizes.indices.first(where: { Tolerance.isAtMost(analysis($0).voltageDropPercent, maxDrop) })
                else {
                    let largest = analysis(last)
                    throw .dropTooLarge(
                        required: circuit.requiredArea(maxDropPercent: maxDrop, resistanceLike: largest), largest: largest)
                }
                return (index, circuit.requiredArea(maxDropPercent: maxDrop, resistanceLike: analysis(index)))
            }
            let required = circuit.requiredArea(maxDropPercent: maxDrop)
            guard
                let index = sizes.firstIndex(where: {
                    Tolerance.isAtLeast(circuit.sizingArea(of: $0).squareMillimeters, required.squareMillimeters)
                })
            else { throw .dropTooLarge(required: required, largest: analysis(last)) }
            return (index, required)
        }

        /// Step 5: the fuse for the size at `chosen`, or for the first larger size whose
        /// ceiling admits a rating when none lies between the chosen size's floor and ceiling.
        func fused(from chosen: Int, rule: FuseRule) -> (index: Int, fuse: FuseSelection) {
            let current = circuit.current
            func selection(_ index: Int) -> FuseSelection {
                // A size the tables do not rate sets no ceiling.
                rule.select(
                    current: current, ampacity: ratings[index]?.current, standard: circuit.standard,
                    voltage: circuit.supplyVoltage, conductor: sizes[index])
            }
            let fuse = selection(chosen)
            if fuse.problem == .noRatingUnderCeiling,
                let fitting = (chosen...last).lazy.map({ ($0, selection($0)) }).first(where: { $0.1.fuse != nil })
            {
                return fitting
            }
            return (chosen, fuse)
        }
    }
}
