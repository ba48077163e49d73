/// Temperature rating of a conductor's insulation, the column of an allowable-current table.
public enum InsulationRating: Int, CaseIterable, Sendable, Comparable {
    case c60 = 60
    case c70 = 70
    case c75 = 75
    case c80 = 80
    case c85 = 85
    case c90 = 90
    case c105 = 105
    case c125 = 125
    case c200 = 200

    /// The rating in °C.
    public var degreesCelsius: Int { rawValue }

    /// The rating written as people write it: "105C".
    public var label: String { "\(rawValue)C" }

    public static func < (lhs: InsulationRating, rhs: InsulationRating) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// Where and how a conductor is installed: what derates its allowable current.
public struct InstallationConditions: Hashable, Sendable {
    /// Insulation temperature rating; 105 °C is common marine and automotive wire.
    public var insulation: InsulationRating
    /// Run through an engine room or other hot space (ambient up to 50 °C in ABYC/33 CFR).
    public var engineRoom: Bool
    /// Current-carrying conductors bundled together along the run (1 = not bundled).
    public var bundledConductors: Int

    public init(insulation: InsulationRating = .c105, engineRoom: Bool = false, bundledConductors: Int = 1) {
        self.insulation = insulation
        self.engineRoom = engineRoom
        self.bundledConductors = bundledConductors
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
