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
    ///
    /// The sizes are rated from the smallest up, only as far as sizing looks, each once into a
    /// buffer on the stack (``SeriesRatings``): no array is made for a circuit.
    private static func sizeSingle(_ circuit: Circuit, options: SizingOptions) throws(SizingError) -> SizingResult {
        let sizes = options.series.sizes
        return try withUnsafeTemporaryAllocation(of: AmpacityRating?.self, capacity: sizes.count) {
            (buffer) throws(SizingError) -> SizingResult in
            var ratings = SeriesRatings(series: options.series, circuit: circuit, buffer: buffer)
            return try sizeSingle(circuit, options: options, sizes: sizes, ratings: &ratings)
        }
    }

    /// The ratings of a series' sizes (``Circuit/ampacity(of:)``), each rated when first asked
    /// for and kept: sizing asks for a few sizes, from the smallest up, and a size below one
    /// asked for again. Invariant: the sizes below `rated` are rated, in order, in `buffer`
    /// (room for every size), by one ``AmpacityTable/Pass`` walking up the series. Safe to
    /// change: how far ahead it rates. `SeriesRatingTests` ask for every size of every series in
    /// several orders under every condition and compare with ``Circuit/ampacity(of:)``.
    struct SeriesRatings {
        private let sizes: [ConductorSize]
        private let circuit: Circuit
        private var pass: AmpacityTable.Pass
        private let buffer: UnsafeMutableBufferPointer<AmpacityRating?>
        private var rated = 0

        /// Ratings of `series`' sizes for `circuit`, kept in `buffer`, which has room for every size.
        init(series: WireSeries, circuit: Circuit, buffer: UnsafeMutableBufferPointer<AmpacityRating?>) {
            precondition(buffer.count >= series.sizes.count)
            self.sizes = series.sizes
            self.circuit = circuit
            self.pass = circuit.ampacityPass(table: AmpacityTable.forSeries(series))
            self.buffer = buffer
        }

        /// The rating of `sizes[index]`, rating the sizes up to it first.
        mutating func callAsFunction(_ index: Int) -> AmpacityRating? {
            while rated <= index {
                buffer.initializeElement(at: rated, to: circuit.ampacity(of: sizes[rated], in: &pass))
                rated += 1
            }
            return buffer[index]
        }
    }

    private static func sizeSingle(
        _ circuit: Circuit, options: SizingOptions, sizes: [ConductorSize], ratings: inout SeriesRatings
    ) throws(SizingError) -> SizingResult {
        func analysis(_ index: Int) -> RunAnalysis {
            circuit.analyze(
                sizes[index], sizingArea: circuit.sizingArea(of: sizes[index]).squareMillimeters, ampacity: ratings(index))
        }
        func carries(_ index: Int, _ amperes: Double) -> Bool {
            ratings(index).map { Tolerance.isAtLeast($0.current.amperes, amperes) } ?? false
        }
        let last = sizes.count - 1

        let dropIndex: Int
        let required: Area
        if circuit.resistanceVariesBySize {
            // Resistance per size: check each size's own drop, a linear scan.
            let maxDrop = options.maxDropPercent
            var found: Int?
            for index in sizes.indices where Tolerance.isAtMost(analysis(index).voltageDropPercent, maxDrop) {
                found = index
                break
            }
            guard let index = found else {
                let largest = analysis(last)
                throw .dropTooLarge(
                    required: circuit.requiredArea(maxDropPercent: maxDrop, resistanceLike: largest), largest: largest)
            }
            dropIndex = index
            required = circuit.requiredArea(maxDropPercent: maxDrop, resistanceLike: analysis(index))
        } else {
            required = circuit.requiredArea(maxDropPercent: options.maxDropPercent)
            guard
                let index = sizes.firstIndex(where: {
                    Tolerance.isAtLeast(circuit.sizingArea(of: $0).squareMillimeters, required.squareMillimeters)
                })
            else { throw .dropTooLarge(required: required, largest: analysis(last)) }
            dropIndex = index
        }
        let current = circuit.current
        var foundAmpacity: Int?
        for index in sizes.indices where carries(index, current.amperes) {
            foundAmpacity = index
            break
        }
        guard let ampacityIndex = foundAmpacity else {
            throw .currentTooLarge(current: current, largest: analysis(last))
        }
        let minimumIndex = sizes.firstIndex(of: options.series.minimumSize) ?? 0
        let chosenIndex = max(dropIndex, ampacityIndex, minimumIndex)

        let rule = options.fuseRule
        func selection(_ index: Int) -> FuseSelection {
            // A size the tables do not rate sets no ceiling.
            rule.select(
                current: current, ampacity: ratings(index)?.current, standard: circuit.standard,
                voltage: circuit.supplyVoltage, conductor: sizes[index])
        }
        var finalIndex = chosenIndex
        var fuse = selection(chosenIndex)
        if fuse.problem == .noRatingUnderCeiling {
            for index in chosenIndex...last {
                let fitting = selection(index)
                if fitting.fuse != nil {
                    (finalIndex, fuse) = (index, fitting)
                    break
                }
            }
        }

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
            recommended: analysis(finalIndex),
            limitedBy: limitedBy,
            fuseSelection: fuse,
            upsizedForFuseFrom: finalIndex > chosenIndex ? sizes[chosenIndex] : nil,
            nextSmaller: finalIndex > 0 ? analysis(finalIndex - 1) : nil)
    }
}
