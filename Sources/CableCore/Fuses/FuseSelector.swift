/// Chooses a fuse for a current alone or for a given conductor (`cable fuse`), by the one
/// ``FuseRule``.
public enum FuseSelector {
    /// Default ratio of fuse rating to continuous current (fuse ≥ 1.25 × load current, so
    /// a fuse is not run at more than 80 % of its rating).
    public static let defaultFactor = FuseRule.defaultFactor

    /// Chooses a fuse for a continuous current, protecting `conductor` when given.
    ///
    /// - Parameters:
    ///   - current: continuous current, 0 < I ≤ 10 kA.
    ///   - factor: rating ≥ factor × current, 1 … 3 (default 1.25).
    ///   - conductor: the wire to protect; the rating must not exceed its ceiling.
    ///   - conditions: installation conditions that derate the conductor.
    ///   - types: fuse families allowed.
    ///   - standard: the sizing method, which sets the ceiling (``FuseCeiling``).
    ///   - voltage: the circuit's nominal voltage; nil when not given (ABYC's ceiling then takes
    ///     the 50 V-and-above rule, and with no `chargeVoltage` the voltage rating is not checked).
    ///   - chargeVoltage: the highest voltage the circuit reaches; from `voltage` when nil
    ///     (``SizingRequest/chargeVoltage(_:nominal:)``).
    /// - Throws: ``ValidationError`` for `current`, `fuseFactor` or `chargeVoltage` out of
    ///   range, or a conductor the cited tables do not rate (`wire`).
    public static func recommend(
        current: Current,
        factor: Double = defaultFactor,
        conductor: ConductorSize? = nil,
        conditions: InstallationConditions = InstallationConditions(),
        types: [FuseType] = FuseType.defaultFamilies,
        standard: SizingStandard = .defaultMethod,
        voltage: Voltage? = nil,
        chargeVoltage: Voltage? = nil
    ) throws(ValidationError) -> FuseSizingResult {
        try Limits.requirePositive(current.amperes, in: Limits.current, field: "current", unit: "A")
        if let voltage { try Limits.requirePositive(voltage.volts, in: Limits.voltage, field: "voltage", unit: "V") }
        try conditions.validate()
        var maximumVoltage = chargeVoltage
        if let voltage { maximumVoltage = try SizingRequest.chargeVoltage(chargeVoltage, nominal: voltage) }
        let rule = try FuseRule(factor: factor, types: types, maximumVoltage: maximumVoltage)
        var rating: AmpacityRating?
        if let conductor {
            rating = AmpacityTable.forSize(conductor).rating(of: conductor, conditions: conditions)
            if rating == nil {
                throw ValidationError(
                    field: "wire", rule: .ratedWire,
                    actual: conductor.label)
            }
        }
        return FuseSizingResult(
            current: current, conductor: conductor, conductorAmpacity: rating, rule: rule,
            selection: rule.select(
                current: current, ampacity: rating?.current, standard: standard, voltage: voltage, conductor: conductor),
            standard: standard, voltage: voltage, conditions: conditions)
    }

    /// The fuse `cable fuse` chooses, from a request's fields: the load (`current`, or `power`
    /// with the `voltage` it is drawn at), `voltage` and `chargeVoltage` (the voltage the fuse
    /// must be rated for), `standard`, `insulation`, `engineRoom`, `bundled`, `fuseFactor` and
    /// `fuseType`, protecting `conductor` when given.
    /// - Throws: ``ValidationError`` naming the key.
    public static func recommend(_ fields: SizingRequest.Fields, conductor: ConductorSize?) throws(ValidationError)
        -> FuseSizingResult
    {
        if let problem = fields.keyProblem { throw problem }
        let current: Current
        let voltage = try fields.quantity(.voltage, QuantityParser.voltage)
        switch try SizingRequest.load(fields) {
        case .current(let amperes):
            current = amperes
        case .power(let power):
            guard let voltage else { throw SizingRequest.missing(.voltage) }
            current = try Circuit.Load.power(power).current(at: voltage)
        }
        let factor = try fields.number(.fuseFactor, QuantityParser.number) ?? defaultFactor
        let conditions = InstallationConditions(
            insulation: try fields.named(.insulation, QuantityParser.insulation) ?? .c105,
            engineRoom: try fields.flag(.engineRoom),
            bundledConductors: try fields.named(.bundled, QuantityParser.bundledConductors) ?? 1)
        let types = try fields.named(.fuseType, QuantityParser.fuseTypes) ?? FuseType.defaultFamilies
        let standard = try fields.named(.standard, QuantityParser.standard) ?? .defaultMethod
        let chargeVoltage = try fields.quantity(.chargeVoltage, QuantityParser.voltage)
        if voltage == nil, let chargeVoltage {
            try Limits.requirePositive(chargeVoltage.volts, in: Limits.voltage, field: "chargeVoltage", unit: "V")
        }
        return try recommend(
            current: current, factor: factor, conductor: conductor, conditions: conditions, types: types, standard: standard,
            voltage: voltage, chargeVoltage: chargeVoltage)
    }
}
