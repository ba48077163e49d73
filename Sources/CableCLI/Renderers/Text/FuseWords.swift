import CableCore
import CableText

/// The fuse rule in words, in the language given, as CableText words it (``Words``).
enum FuseWords {
    /// "≤ 60 A ampacity", "≤ 180 A: 150 % of the 120 A ampacity (ABYC E-11)".
    static func ceiling(_ ceiling: FuseCeiling, in language: Language) -> String { Words(language).text(ceiling) }

    /// The ceiling as the limit of a sentence: "the conductor's 35 A ampacity".
    static func limit(_ ceiling: FuseCeiling, in language: Language) -> String { Words(language).limit(of: ceiling) }

    /// Why no fuse qualifies.
    static func problem(_ problem: FuseProblem, floor: Current, ceiling: FuseCeiling?, rule: FuseRule, in language: Language)
        -> String
    {
        Words(language).text(problem, floor: floor, ceiling: ceiling, rule: rule)
    }

    /// "ATO/ATC blade, MAXI blade".
    static func families(_ types: [FuseType], in language: Language) -> String { Words(language).families(types) }
}
