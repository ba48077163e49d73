/// Temperature rating of a conductor's insulation, the column of an allowable-current table.
public enum InsulationRating: Int, CaseIterable, Sendable, Comparable {
    /// Insulation rated 60 °C.
    case c60 = 60
    /// Insulation rated 70 °C.
    case c70 = 70
    /// Insulation rated 75 °C.
    case c75 = 75
    /// Insulation rated 80 °C.
    case c80 = 80
    /// Insulation rated 85 °C.
    case c85 = 85
    /// Insulation rated 90 °C.
    case c90 = 90
    /// Insulation rated 105 °C, common marine and automotive wire (the default).
    case c105 = 105
    /// Insulation rated 125 °C.
    case c125 = 125
    /// Insulation rated 200 °C.
    case c200 = 200

    /// The rating in °C.
    public var degreesCelsius: Int { rawValue }

    /// The rating written as people write it: "105C".
    public var label: String { "\(rawValue)C" }

    public static func < (lhs: InsulationRating, rhs: InsulationRating) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
