/// Chooses standard fuse ratings.
public enum FuseSelector {
    /// Default ratio of fuse rating to continuous current (fuse ≥ 1.25 × load current, so
    /// a fuse is not run at more than 80 % of its rating).
    public static let defaultFactor = 1.25

    /// The smallest standard fuse whose rating is at least `minimum` and at most `maximum`.
    ///
    /// Ratings are compared with a relative tolerance of 1e-9 so that 1.25 × 20 A selects
    /// exactly 25 A. The smallest rating ≥ `minimum` that one of `types` makes is the only
    /// candidate: where it is above `maximum`, so is every larger rating. When several of
    /// `types` make it, the first of them is named.
    /// - Parameters:
    ///   - minimum: the lowest acceptable rating (factor × continuous current).
    ///   - maximum: the highest acceptable rating (the conductor's derated ampacity), or nil
    ///     for no ceiling.
    ///   - types: the families to choose from, in preference order.
    /// - Returns: the recommendation, or nil when no standard rating lies in the range.
    public static func smallestFuse(
        atLeast minimum: Current, atMost maximum: Current?, types: [FuseType] = FuseType.allCases
    ) -> FuseRecommendation? {
        var best: FuseRecommendation?
        for type in types {
            guard let rating = type.ratings.first(where: { Tolerance.isAtLeast($0, minimum.amperes) }) else { continue }
            if let best, best.rating.amperes <= rating { continue }
            best = FuseRecommendation(rating: .amperes(rating), type: type)
        }
        guard let best else { return nil }
        if let maximum, !Tolerance.isAtLeast(maximum.amperes, best.rating.amperes) { return nil }
        return best
    }

    /// Chooses a fuse for a continuous current, protecting `conductor` when given.
    ///
    /// - Parameters:
    ///   - current: continuous current, 0 < I ≤ 10 kA.
    ///   - factor: rating ≥ factor × current, 1 … 3 (default 1.25).
    ///   - conductor: the wire to protect; the rating must not exceed its derated ampacity.
    ///   - conditions: installation conditions that derate the conductor.
    ///   - types: fuse families allowed.
    /// - Throws: ``ValidationError`` for `current` or `fuseFactor` out of range, or a
    ///   conductor the cited tables do not rate (`wire`).
    public static func recommend(
        current: Current,
        factor: Double = defaultFactor,
        conductor: ConductorSize? = nil,
        conditions: InstallationConditions = InstallationConditions(),
        types: [FuseType] = FuseType.allCases
    ) throws(ValidationError) -> FuseSizingResult {
        try Limits.requirePositive(current.amperes, in: Limits.current, field: "current", unit: "A")
        try Limits.requireWithin(factor, Limits.fuseFactor, field: "fuseFactor", unit: "")
        try conditions.validate()
        var rating: AmpacityRating?
        if let conductor {
            rating = AmpacityTable.forSize(conductor).rating(of: conductor, conditions: conditions)
            if rating == nil {
                throw ValidationError(
                    field: "wire", rule: "must be a size with a rated ampacity (18 AWG or 0.75 mm² and up)",
                    actual: conductor.label)
            }
        }
        let minimum = current * factor
        return FuseSizingResult(
            current: current,
            minimum: minimum,
            conductor: conductor,
            conductorAmpacity: rating,
            fuse: smallestFuse(atLeast: minimum, atMost: rating?.current, types: types),
            factor: factor, types: types, conditions: conditions)
    }

    /// The fuse `cable fuse` chooses, from a request's fields: the load (`current`, or `power`
    /// with the `voltage` it is drawn at — needed for nothing else), `insulation`,
    /// `engineRoom`, `bundled`, `fuseFactor` and `fuseType`, protecting `conductor` when given.
    /// - Throws: ``ValidationError`` naming the key.
    public static func recommend(_ fields: SizingRequest.Fields, conductor: ConductorSize?) throws(ValidationError)
        -> FuseSizingResult
    {
        if let problem = fields.keyProblem { throw problem }
        let current: Current
        switch try SizingRequest.load(fields) {
        case .current(let amperes):
            current = amperes
        case .power(let power):
            guard let voltage = try fields.quantity(.voltage, QuantityParser.voltage) else {
                throw SizingRequest.missing(.voltage)
            }
            current = try Circuit.Load.power(power).current(at: voltage)
        }
        let factor = try fields.number(.fuseFactor, QuantityParser.number) ?? defaultFactor
        let conditions = InstallationConditions(
            insulation: try fields.named(.insulation, QuantityParser.insulation) ?? .c105,
            engineRoom: try fields.flag(.engineRoom),
            bundledConductors: try fields.named(.bundled, QuantityParser.bundledConductors) ?? 1)
        let types = try fields.named(.fuseType, QuantityParser.fuseTypes) ?? FuseType.allCases
        return try recommend(current: current, factor: factor, conductor: conductor, conditions: conditions, types: types)
    }
}
