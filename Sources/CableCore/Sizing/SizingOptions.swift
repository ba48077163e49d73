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

    /// The options a circuit is sized with under `standard`: the one place the request path
    /// (``SizingRequest``, from fields or typed values) and Swift callers get the drop limit
    /// (the circuit's own, else critical or ordinary by the standard: ``DropLimits``), the wire
    /// series (``SizingStandard/series(for:)``: marine AWG under ABYC) and the charge voltage the
    /// fuse must be rated for (``SizingRequest/chargeVoltage(_:nominal:)``).
    /// - Parameters:
    ///   - standard: the method whose drop limits and series apply (``SizingStandard``).
    ///   - units: the unit system the series is taken from (marine AWG under ABYC whatever it is).
    ///   - nominal: the circuit's nominal voltage, for the default charge voltage.
    ///   - critical: whether the circuit takes the critical drop limit rather than the ordinary one.
    ///   - maxDropPercent: the circuit's own drop limit, %; nil for the standard's.
    ///   - dropLimits: the critical and ordinary limits to use when the circuit has none of its own.
    ///   - fuseFactor: 1 … 3; default 1.25.
    ///   - fuseTypes: the fuse families to choose from, in preference order.
    ///   - minimumInterruptRating: the interrupting rating the fuse needs (a battery's main
    ///     fuse); nil for not checked.
    ///   - surge: the circuit's surge the fuse must carry (``FuseRule``); nil for none.
    ///   - surges: further surges it must carry, each for its own duration (a feeder's).
    ///   - chargeVoltage: `.default` for the highest charge voltage of any chemistry on
    ///     `nominal` (12 V → 15.48 V), `.given(V)` (at least `nominal`), or `.unchecked` (a fuse
    ///     family a system file names is judged instead).
    /// - Throws: ``ValidationError`` naming the key of a value out of its range.
    public init(
        for standard: SizingStandard, units: UnitSystem, nominal: Voltage, critical: Bool = false,
        maxDropPercent: Double? = nil, dropLimits: DropLimits = DropLimits(), fuseFactor: Double = FuseSelector.defaultFactor,
        fuseTypes: [FuseType] = FuseType.defaultFamilies, chargeVoltage: ChargeVoltage = .default,
        minimumInterruptRating: Current? = nil, surge: Surge? = nil, surges: borrowing [Surge] = []
    ) throws(ValidationError) {
        let charge: Voltage?
        switch chargeVoltage {
        case .default: charge = try SizingRequest.chargeVoltage(nil, nominal: nominal)
        case .given(let voltage): charge = try SizingRequest.chargeVoltage(voltage, nominal: nominal)
        case .unchecked: charge = nil
        }
        try self.init(
            maxDropPercent: dropLimits.limit(own: maxDropPercent, critical: critical, standard: standard),
            series: standard.series(for: units), fuseFactor: fuseFactor, fuseTypes: fuseTypes, chargeVoltage: charge,
            minimumInterruptRating: minimumInterruptRating, surge: surge, surges: surges)
    }

    /// The options of a request that gives no option key: its drop limit from `dropLimits` (not
    /// critical), the series of `standard` and `units`, and the fuse rule of every default family
    /// at the factor 1.25 rated for the highest charge voltage of `nominal`
    /// (``FuseRule/init(defaultFamiliesRatedFor:)``). The same options as
    /// ``init(for:units:nominal:critical:maxDropPercent:dropLimits:fuseFactor:fuseTypes:chargeVoltage:minimumInterruptRating:surge:surges:)``
    /// with those defaults (`SizingRequestDefaultsTests` compare them), made without the checks
    /// the defaults pass.
    /// - Parameter nominal: the circuit's voltage, checked (0.1 … 1500 V).
    /// - Throws: ``ValidationError`` for `maxDrop`: a limit of `dropLimits` out of range.
    init(requestDefaultsFor standard: SizingStandard, units: UnitSystem, nominal: Voltage, dropLimits: DropLimits)
        throws(ValidationError)
    {
        let maxDropPercent = dropLimits.ordinary(for: standard)
        try Limits.requirePositive(maxDropPercent, in: Limits.maxDropPercent, field: "maxDrop", unit: "%")
        self.maxDropPercent = maxDropPercent
        series = standard.series(for: units)
        fuseRule = FuseRule(defaultFamiliesRatedFor: BatteryChemistry.highestChargeVoltage(nominal: nominal))
    }

    /// Which charge voltage a circuit's fuse must be rated for.
    public enum ChargeVoltage: Hashable, Sendable {
        /// The highest charge voltage of any chemistry on the circuit's voltage
        /// (``BatteryChemistry/highestChargeVoltage(nominal:)``).
        case `default`
        /// This voltage, at least the circuit's.
        case given(Voltage)
        /// Not checked: a fuse family named by a system file is judged instead.
        case unchecked
    }

    /// Options given directly (the drop limit and series as they are, not by a standard).
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
    ///   - surge: the circuit's surge the fuse must carry (``FuseRule``); nil for none.
    ///   - surges: further surges it must carry, each for its own duration (a feeder's).
    /// - Throws: ``ValidationError`` for `maxDrop`, `fuseFactor`, an empty `fuseType` or
    ///   `chargeVoltage`.
    public init(
        maxDropPercent: Double = DropLimits.defaultPercent,
        series: WireSeries = .metric,
        fuseFactor: Double = FuseSelector.defaultFactor,
        fuseTypes: [FuseType] = FuseType.defaultFamilies,
        chargeVoltage: Voltage? = nil,
        minimumInterruptRating: Current? = nil,
        surge: Surge? = nil,
        surges: borrowing [Surge] = []
    ) throws(ValidationError) {
        try Limits.requirePositive(maxDropPercent, in: Limits.maxDropPercent, field: "maxDrop", unit: "%")
        self.maxDropPercent = maxDropPercent
        self.series = series
        fuseRule = try FuseRule(
            factor: fuseFactor, types: fuseTypes, maximumVoltage: chargeVoltage, minimumInterruptRating: minimumInterruptRating,
            surge: surge, surges: surges)
    }
}
