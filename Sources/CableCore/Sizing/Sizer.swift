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
    public static func size(_ circuit: Circuit, options: consuming SizingOptions, parallel: Bool = true)
        throws(SizingError) -> SizingResult
    {
        try sized(circuit, options: options, parallel: parallel) { sized, options, found in
            result(sized, options: options, choice: found)
        }
    }

    /// ``size(_:options:parallel:)``, the result handed to `read` where it is made rather than
    /// returned: what `cable batch` sizes each row with. (Returned, the public entry copied the
    /// ~450-byte result into the caller's, around the specialised body: ~100 instructions a row.)
    /// - Throws: ``SizingError`` as ``size(_:options:parallel:)`` does; `read` is not called then.
    public static func size(
        _ circuit: Circuit, options: consuming SizingOptions, parallel: Bool = true, read: (borrowing SizingResult) -> Void
    ) throws(SizingError) {
        try sized(circuit, options: options, parallel: parallel) { sized, options, found in
            read(result(sized, options: options, choice: found))
        }
    }

    /// The steps of ``size(_:options:parallel:)``, the result made by `make` from the circuit
    /// sized (as given, or with more conductors in parallel), the options and the search's choice.
    @inline(__always)
    private static func sized<Result>(
        _ circuit: Circuit, options: consuming SizingOptions, parallel: Bool,
        _ make: (Circuit, consuming SizingOptions, Choice) -> Result
    ) throws(SizingError) -> Result {
        // Only the small ``Choice`` passes through the search; the result is made once, from the
        // circuit's choice straight away (a choice passed back through the parallel conductors'
        // error handling with the circuit it was made for was copied twice more). `options` is
        // taken `consuming` and moved into the result: taken borrowed, the result retained what
        // it holds (the fuse families), the optimiser moved that retain into the public entry,
        // and the entry copied the whole result once more (an outlined copy and a 448-byte
        // `memcpy`, ~200 instructions a batch row; a caller that uses its options afterwards now
        // copies them instead, ~90).
        do {
            let found = try choice(circuit, options: options)
            return make(circuit, options, found)
        } catch {
            guard parallel, circuit.parallelConductors == 1 else { throw error }
            for count in 2...Circuit.maxParallelConductors {
                guard let wider = try? circuit.withParallelConductors(count) else { break }
                if let found = try? choice(wider, options: options) {
                    return make(wider, options, found)
                }
            }
            throw error
        }
    }

    /// The result of sizing `circuit` (as given, or with more conductors in parallel) with what
    /// the search over its series found. In line where the result is made (``size(_:options:parallel:read:)``),
    /// with the two analyses (``Circuit/analyze(_:sizingArea:ampacity:)``): the result is then
    /// made in place, not in a temporary copied out.
    @inline(__always)
    private static func result(_ circuit: Circuit, options: consuming SizingOptions, choice: Choice) -> SizingResult {
        let nextSmaller: RunAnalysis? =
            if let smaller = choice.smallerSize {
                circuit.analyze(smaller, sizingArea: choice.smallerArea, ampacity: choice.smallerRating)
            } else {
                nil
            }
        return SizingResult(
            circuit: circuit,
            options: options,
            requiredArea: choice.required,
            recommended: circuit.analyze(choice.size, sizingArea: choice.area, ampacity: choice.rating),
            limitedBy: choice.limitedBy,
            fuseSelection: choice.fuse,
            upsizedForFuseFrom: choice.upsizedFrom,
            nextSmaller: nextSmaller)
    }

    /// The size chosen with the circuit's own number of conductors.
    ///
    /// The sizes' ratings are read from the series' base ratings, made once a series
    /// (``SeriesRatings``): nothing is walked or built for a circuit.
    private static func choice(_ circuit: Circuit, options: SizingOptions) throws(SizingError) -> Choice {
        try choose(circuit, options: options)
    }

    /// What the search over a series' sizes found: the size recommended, the area it counts as
    /// (mm²) and its rating, the same of the next smaller size (none when the recommendation is
    /// the smallest), the area the drop limit asks for, what limited the size, the fuse and the
    /// size it was raised from for the fuse. (The sizes themselves, not their indices, so that
    /// the result is made without reading the series' table again: ~100 instructions a row.)
    private struct Choice {
        let size: ConductorSize
        let area: Double
        let rating: AmpacityRating?
        let smallerSize: ConductorSize?
        let smallerArea: Double
        let smallerRating: AmpacityRating?
        let required: Area
        let limitedBy: LimitingFactor
        let fuse: FuseSelection
        let upsizedFrom: ConductorSize?
    }

    /// The ratings of a series' sizes for one circuit (``Circuit/ampacity(of:)``): the series'
    /// base rating in the column the circuit's insulation reads (``AmpacityTable/SeriesBase``,
    /// made once a series), × the circuit's rating factor, × its parallel conductors — the same
    /// multiplications, in the same order, as the one-size lookup. Invariant: `self(index)` equals
    /// `circuit.ampacity(of: sizes[index])` to the bit. Safe to change: anything that keeps that;
    /// `SeriesRatingTests` ask for every size of every series under every condition, material
    /// and count of parallel conductors and compare with ``Circuit/ampacity(of:)``.
    ///
    /// The searches sizing makes over the sizes are in the extension below the type, on the
    /// ratings themselves, so nothing is copied into another value to search them. The circuit is
    /// not held (only its count of parallel conductors): the searches are handed it, borrowed
    /// (held, its ~90 bytes were copied in for every request, and again out to read it).
    struct SeriesRatings {
        /// The series' sizes, areas and base ratings (``SeriesTable``, made once a series).
        let table: SeriesTable
        /// The circuit's ``Circuit/parallelConductors``.
        private let parallelConductors: Int
        /// Where the circuit's column starts in the base ratings; nil when its insulation reads no column.
        private let columnStart: Int?
        /// What the column's base ratings are multiplied by for one conductor.
        private let factor: Double

        /// The ratings of `series`' sizes for `circuit`.
        init(_ series: WireSeries, for circuit: Circuit) {
            let table = SeriesTable.of(series)
            let derating = circuit.ampacityDerating(table: table.ampacityTable)
            self.table = table
            self.parallelConductors = circuit.parallelConductors
            self.columnStart = derating.map { $0.column * table.base.sizeCount }
            self.factor = derating?.factor ?? 0
        }

        /// The series' sizes, smallest first.
        var sizes: [ConductorSize] { table.sizes }

        /// The rating of `sizes[index]`; nil for a size the tables do not rate. (``Circuit/ampacity(ofOne:)``.)
        @inline(__always)
        func callAsFunction(_ index: Int) -> AmpacityRating? {
            guard let columnStart else { return nil }
            return Circuit.ampacity(
                ofOne: table.base.rating(at: columnStart + index, factor: factor), parallelConductors: parallelConductors)
        }

        /// The current of `self(index)`, NaN for a size not rated, without making the rating: the
        /// same multiplications in the same order (base × factor, then × the parallel conductors),
        /// so the same double. A NaN fails every comparison, as a size without a rating fails
        /// every test of its current. `SeriesRatingTests` compare it with `self(index)` everywhere.
        func amperes(_ index: Int) -> Double {
            guard let columnStart else { return .nan }
            let one = table.base.amperes(at: columnStart + index, factor: factor)
            return parallelConductors > 1 ? one * Double(parallelConductors) : one
        }
    }

    /// The steps of sizing one circuit over its series: the smallest size within the drop limit,
    /// the smallest that carries the current, the series' minimum, then a fuse, going up a size
    /// when no fuse fits under a size's ceiling. (The ratings are made here, not handed in: passed,
    /// they were copied, the series' table retained and released once more, ~45 instructions.)
    private static func choose(_ circuit: Circuit, options: SizingOptions) throws(SizingError) -> Choice {
        let candidates = SeriesRatings(options.series, for: circuit)
        let (dropIndex, required) = try candidates.smallestWithinDrop(options.maxDropPercent, circuit)
        let current = circuit.current
        let minimumIndex = candidates.table.minimumIndex
        // Below the larger of the drop's and the minimum's index the first size that carries the
        // current decides nothing but `limitedBy`, so the search starts there and says whether a
        // smaller size carries it too (``Sizer/SeriesRatings/smallestCarrying(_:from:)``).
        let start = max(dropIndex, minimumIndex)
        guard let carrying = candidates.smallestCarrying(current.amperes, from: start) else {
            throw .currentTooLarge(current: current, largest: candidates.analysis(candidates.last, circuit))
        }
        let ampacityIndex = carrying.index
        // max(drop, ampacity, minimum): the ampacity's index is at least `start`.
        let chosenIndex = ampacityIndex
        let (finalIndex, fuse) = candidates.fused(from: chosenIndex, rule: options.fuseRule, circuit)

        let limitedBy: LimitingFactor
        // The first size that carries the current is above the drop's and at least the minimum.
        let ampacityDecides = !carrying.carriedBelow && ampacityIndex > dropIndex && ampacityIndex >= minimumIndex
        if finalIndex > chosenIndex || ampacityDecides {
            limitedBy = .ampacity
        } else if minimumIndex > dropIndex {
            limitedBy = .minimumSize
        } else {
            limitedBy = .voltageDrop
        }
        let table = candidates.table
        let standard = circuit.standard
        let smaller = finalIndex - 1
        return Choice(
            size: table.sizes[finalIndex],
            area: table.countedArea(at: finalIndex, standard: standard),
            rating: candidates(finalIndex),
            smallerSize: smaller >= 0 ? table.sizes[smaller] : nil,
            smallerArea: smaller >= 0 ? table.countedArea(at: smaller, standard: standard) : 0,
            smallerRating: smaller >= 0 ? candidates(smaller) : nil,
            required: required,
            limitedBy: limitedBy,
            fuse: fuse,
            upsizedFrom: finalIndex > chosenIndex ? table.sizes[chosenIndex] : nil)
    }
}

/// The searches sizing makes over a series' sizes for one circuit, each from the smallest up,
/// with the sizes' ratings read as they ask (``Sizer/SeriesRatings``).
extension Sizer.SeriesRatings {
    fileprivate var last: Int { table.lastIndex }

    /// The run of `sizes[index]` in `circuit` (the circuit these are the ratings for): drop, loss
    /// and derated ampacity.
    fileprivate func analysis(_ index: Int, _ circuit: Circuit) -> RunAnalysis {
        circuit.analyze(
            table.sizes[index], sizingArea: table.countedArea(at: index, standard: circuit.standard), ampacity: self(index))
    }

    /// The smallest size from `start` up whose derated ampacity carries `amperes`, if any, and
    /// whether the size below `start` carries it too (then the first size that carries it is
    /// below `start`).
    ///
    /// Invariant: a series' ratings never fall as its sizes grow — the sizes not rated come
    /// first, and a size takes the best value of the smaller sizes when its own is lower
    /// (``AmpacityTable/rating(of:conditions:material:)``), all multiplied by the same factor —
    /// so the sizes that carry a current are all those from the first that does, and the first
    /// at or above `start` is the first of all unless the size below `start` carries it.
    /// `SeriesRatingTests` check that the ratings never fall for every series under every
    /// condition, and `SizerReferenceTests` compare whole results, `limitedBy` included, with
    /// the method step by step.
    fileprivate func smallestCarrying(_ amperes: Double, from start: Int) -> (index: Int, carriedBelow: Bool)? {
        // `Tolerance.isAtLeast(rating, amperes)`, one comparison a size (false for a size not
        // rated: its NaN compares false).
        let least = Tolerance.leastAtLeast(amperes)
        for index in start...last where self.amperes(index) >= least {
            return (index, index == start && start > 0 && self.amperes(start - 1) >= least)
        }
        return nil
    }

    /// The smallest size within `maxDrop` percent in `circuit` (the circuit these are the ratings
    /// for) and the area the limit asks for. When the resistance varies by size (real cable), each
    /// size's own drop is checked.
    fileprivate func smallestWithinDrop(_ maxDrop: Double, _ circuit: Circuit) throws(SizingError)
        -> (index: Int, required: Area)
    {
        if circuit.resistanceVariesBySize {
            for index in 0...last {
                let run = analysis(index, circuit)
                if Tolerance.isAtMost(run.voltageDropPercent, maxDrop) {
                    return (index, circuit.requiredArea(maxDropPercent: maxDrop, resistanceLike: run))
                }
            }
            let largest = analysis(last, circuit)
            throw .dropTooLarge(
                required: circuit.requiredArea(maxDropPercent: maxDrop, resistanceLike: largest), largest: largest)
        }
        let required = circuit.requiredArea(maxDropPercent: maxDrop)
        // `Tolerance.isAtLeast(area, required)`, one comparison a size.
        let least = Tolerance.leastAtLeast(required.squareMillimeters)
        if let index = table.firstIndex(countingAtLeast: least, standard: circuit.standard) { return (index, required) }
        throw .dropTooLarge(required: required, largest: analysis(last, circuit))
    }

    /// The fuse at `chosen`; when no rating fits under its ceiling, the first larger size
    /// whose ceiling admits one (else `chosen` with its problem). (Put in line in
    /// `Sizer.choose`: called, the rule was copied into a temporary for it and the ~80-byte
    /// selection copied out, ~40 instructions a batch row.)
    @inline(__always)
    fileprivate func fused(from chosen: Int, rule: FuseRule, _ circuit: Circuit) -> (index: Int, fuse: FuseSelection) {
        let current = circuit.current
        let fuse = selection(chosen, rule: rule, current: current, circuit)
        guard fuse.problem == .noRatingUnderCeiling else { return (chosen, fuse) }
        // From the next size up: `chosen`'s fuse is the one just found not to fit.
        for index in (chosen + 1)..<table.sizes.count {
            let fitting = selection(index, rule: rule, current: current, circuit)
            if fitting.fuse != nil { return (index, fitting) }
        }
        return (chosen, fuse)
    }

    // In line in `fused` (a call that copied the 64-byte selection into the caller's, ~25
    // instructions a batch row).
    @inline(__always)
    private func selection(_ index: Int, rule: FuseRule, current: Current, _ circuit: Circuit) -> FuseSelection {
        // A size the tables do not rate sets no ceiling. The holder takes the conductor by its
        // nominal area (the default method's counted area).
        let amperes = self.amperes(index)
        return rule.select(
            current: current, ampacity: amperes.isNaN ? nil : .amperes(amperes), standard: circuit.standard,
            voltage: circuit.supplyVoltage, conductorArea: table.countedArea(at: index, standard: .defaultMethod))
    }
}
