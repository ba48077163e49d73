/// A family of DC fuses with its standard ratings.
///
/// Families are listed smallest and cheapest first; a rating is reported with the first
/// family that makes it, so 20 A is a blade fuse and 300 A a MEGA/ANL.
public enum FuseType: String, CaseIterable, Sendable {
    /// ATO/ATC automotive blade fuses (ISO 8820-3 type C), 32 V.
    case blade
    /// MAXI blade fuses (ISO 8820-3 type E), 32 V.
    case maxi
    /// MIDI bolt-down strip fuses, 32 V.
    case midi
    /// MEGA/ANL bolt-down strip fuses, 32 V.
    case megaAnl
    /// Class T current-limiting fuses (UL 248-15), high interrupting capacity for lithium banks.
    case classT

    /// The family's name for people.
    public var displayName: String {
        switch self {
        case .blade: "ATO/ATC blade"
        case .maxi: "MAXI blade"
        case .midi: "MIDI"
        case .megaAnl: "MEGA/ANL"
        case .classT: "Class T"
        }
    }

    /// Standard ratings in amperes, ascending (common catalogue values).
    public var ratings: [Double] {
        switch self {
        case .blade: [1, 2, 3, 4, 5, 7.5, 10, 15, 20, 25, 30, 35, 40]
        case .maxi: [20, 30, 40, 50, 60, 70, 80, 100, 120]
        case .midi: [30, 40, 50, 60, 70, 80, 100, 125, 150, 175, 200]
        case .megaAnl: [40, 50, 60, 80, 100, 125, 150, 175, 200, 225, 250, 300, 350, 400, 500]
        case .classT: [100, 110, 125, 150, 175, 200, 225, 250, 300, 350, 400, 450, 500, 600]
        }
    }
}
