/// Where and how a conductor is installed: what derates its allowable current.
public struct InstallationConditions: Hashable, Sendable {
    /// Insulation temperature rating; 105 °C is common marine and automotive wire.
    public let insulation: InsulationRating
    /// Run through an engine room or other hot space (ambient up to 50 °C in ABYC/33 CFR).
    public let engineRoom: Bool
    /// Current-carrying conductors bundled together along the run (1 = not bundled); see
    /// ``validate()``.
    public let bundledConductors: Int

    /// Creates installation conditions; the defaults are a lone 105 °C conductor outside an engine
    /// room, which no table derates.
    /// - Parameters:
    ///   - insulation: The insulation's temperature rating; default 105 °C.
    ///   - engineRoom: Whether the run passes through an engine room (ambient up to 50 °C).
    ///   - bundledConductors: Current-carrying conductors bundled along the run, 1 … 1000; checked by
    ///     ``validate()``.
    public init(insulation: InsulationRating = .c105, engineRoom: Bool = false, bundledConductors: Int = 1) {
        self.insulation = insulation
        self.engineRoom = engineRoom
        self.bundledConductors = bundledConductors
    }

    /// Checks the conditions: 1 to 1000 bundled conductors (``Limits/bundledConductors``). What
    /// takes conditions — a ``Circuit``, `recommend(current:factor:conductor:conditions:types:)`
    /// — calls it.
    /// - Throws: ``ValidationError`` for `bundled`.
    public func validate() throws(ValidationError) {
        guard Limits.bundledConductors.contains(bundledConductors) else {
            throw ValidationError(
                field: "bundled", rule: .conductorsBetween(1, 1000), actual: String(bundledConductors))
        }
    }

    /// Derating factor for conductors bundled together.
    ///
    /// 33 CFR 183.425 Table 6 (also ABYC E-11 and ISO 10133): up to 2 conductors 1.0,
    /// 3 conductors 0.70, 4–6 0.60, 7–24 0.50, 25 or more 0.40. A DC circuit's own positive
    /// and negative together count as 2, so a single circuit run as a pair is not derated.
    public static func bundlingFactor(conductors: Int) -> Double {
        switch conductors {
        case ...2: 1.0
        case 3: 0.70
        case 4...6: 0.60
        case 7...24: 0.50
        default: 0.40
        }
    }
}
