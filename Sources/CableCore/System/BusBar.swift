/// A bus bar of a standard continuous rating, for the bill of materials.
///
/// The main positive and negative bus bars carry the main feed (``SystemReport/mainFeedCurrent``):
/// Blue Sea Systems' "Busbars for Battery Connections" sizes them by the system's total current —
/// BusBar 2301 up to 150 A, MaxiBus 2105/2106 up to 250 A, PowerBar 2104/2107 up to 600 A — and
/// rates a bus bar by the largest current through any section of it (Blue Sea, "How a BusBar
/// Should be Rated", after IEEE). Each circuit and each battery feed lands on a terminal of the bar;
/// ABYC E-11 allows at most four ring terminals on one stud.
public enum BusBar {
    /// Continuous ratings, ascending (Blue Sea BusBar, MaxiBus, PowerBar).
    public static let ratings: [Current] = [.amperes(150), .amperes(250), .amperes(600)]

    /// The smallest rating ≥ `current`; nil above the largest.
    public static func rating(for current: Current) -> Current? {
        ratings.first { Tolerance.isAtLeast($0.amperes, current.amperes) }
    }
}
