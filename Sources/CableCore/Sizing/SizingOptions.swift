/// How a conductor size is chosen for a circuit: the drop limit, the series to choose from and
/// the fuse rule. Validated on creation; immutable.
public struct SizingOptions: Hashable, Sendable {
    /// Largest acceptable drop as a percentage of the supply voltage (``DropLimits``).
    public let maxDropPercent: Double
    /// The series to choose from.
    public let series: WireSeries
    /// Fuse rating ≥ factor × current; default 1.25.
    public let fuseFactor: Double
    /// Fuse families to choose from, in preference order, each once.
    public let fuseTypes: [FuseType]

    /// - Parameters:
    ///   - maxDropPercent: 0 < d ≤ 50 %; default 5 % (``DropLimits/defaultPercent``).
    ///   - fuseFactor: 1 … 3; default 1.25.
    ///   - fuseTypes: at least one family; one named again is left out (its first naming sets
    ///     its place in the order).
    /// - Throws: ``ValidationError`` for `maxDrop`, `fuseFactor` or an empty `fuseType`.
    public init(
        maxDropPercent: Double = DropLimits.defaultPercent,
        series: WireSeries = .metric,
        fuseFactor: Double = FuseSelector.defaultFactor,
        fuseTypes: [FuseType] = FuseType.allCases
    ) throws(ValidationError) {
        try Limits.requirePositive(maxDropPercent, in: Limits.maxDropPercent, field: "maxDrop", unit: "%")
        try Limits.requireWithin(fuseFactor, Limits.fuseFactor, field: "fuseFactor", unit: "")
        var families: [FuseType] = []
        for type in fuseTypes where !families.contains(type) { families.append(type) }
        guard !families.isEmpty else {
            throw ValidationError(field: "fuseType", rule: "must name at least one fuse type", actual: "none")
        }
        self.maxDropPercent = maxDropPercent
        self.series = series
        self.fuseFactor = fuseFactor
        self.fuseTypes = families
    }
}
