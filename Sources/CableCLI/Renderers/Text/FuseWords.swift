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

    /// The chosen family's interrupting rating where no fault current was checked (`size`,
    /// `fuse`), and what to do when it is limited (``FuseType/hasLimitedInterruptRating``):
    /// "1 kA, not checked against a fault current: at a battery bank (tens of kA) use Class T …".
    static func interruptRow(_ type: FuseType, in language: Language) -> (String, String) {
        let rating = Display.number(type.interruptRating.amperes / 1000, in: language) + " kA"
        let text =
            type.hasLimitedInterruptRating
            ? language.tr(
                "{rating}, not checked against a fault current: at a battery bank (tens of kA) use Class T, or size the circuit in a system file, which checks it",
                ["rating": rating])
            : language.tr("{rating}, not checked against a fault current (a system file checks it)", ["rating": rating])
        return (language.tr("Interrupts"), text)
    }
}
