/// How a conductor size is chosen for a circuit: the drop limit, the series to choose from and
/// the fuse rule. Validated on creation; immutable.
public struct SizingOptions: Hashable, Sendable {
    /// Largest acceptable drop as a percentage of the supply voltage (``DropLimits``).
    public let maxDropPercent: Double
    /// The series to choose from.
    public let series: WireSeries
    /// What the fuse must be: floor, families, voltage and interrupting ratings (``FuseRule``).
    public let fuseRule: FuseRule

    /// Fuse rating ≥ factor × current; default 1.25.
    public var fuseFactor: Double { fuseRule.factor }
    /// Fuse families to choose from, in preference order, each once.
    public var fuseTypes: [FuseType] { fuseRule.types }

    /// - Parameters:
    ///   - maxDropPercent: 0 < d ≤ 50 %; default 5 % (``DropLimits/defaultPercent``).
    ///   - series: the series sizes are chosen from; default IEC 60228 metric.
    ///   - fuseFactor: 1 … 3; default 1.25.
    ///   - fuseTypes: at least one family; one named again is left out (its first naming sets
    ///     its place in the order).
    ///   - chargeVoltage: the highest voltage the circuit sees, which the fuse must be rated
    ///     for; nil for not checked.
    ///   - minimumInterruptRating: the interrupting rating the fuse needs (a battery's main
    ///     fuse); nil for not checked.
    /// - Throws: ``ValidationError`` for `maxDrop`, `fuseFactor`, an empty `fuseType` or
    ///   `chargeVoltage`.
    public init(
        maxDropPercent: Double = DropLimits.defaultPercent,
        series: WireSeries = .metric,
        fuseFactor: Double = FuseSelector.defaultFactor,
        fuseTypes: [FuseType] = FuseType.allCases,
        chargeVoltage: Voltage? = nil,
        minimumInterruptRating: Current? = nil
    ) throws(ValidationError) {
        try Limits.requirePositive(maxDropPercent, in: Limits.maxDropPercent, field: "maxDrop", unit: "%")
        self.maxDropPercent = maxDropPercent
        self.series = series
        fuseRule = try FuseRule(
            factor: fuseFactor, types: fuseTypes, maximumVoltage: chargeVoltage, minimumInterruptRating: minimumInterruptRating)
    }
}
