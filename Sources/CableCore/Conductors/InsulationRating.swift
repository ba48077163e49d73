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
