import CableCore
import CableText

/// The kinds as the command line takes them, derived from ``EntityKind`` so that a new kind
/// reaches every usage line and message that lists them. (The help abstracts name the kinds in
/// prose with each language's articles; `EditHelpTests` checks that they name every kind.)
extension EntityKind {
    /// `load|battery|charger|inverter|panel|array`: KIND in a usage line.
    static let usageChoices = allCases.map(\.rawValue).joined(separator: "|")

    /// `load, battery, charger, inverter, panel or array`: the names as typed, joined the way
    /// `language` joins alternatives.
    static func alternatives(in language: Language) -> String {
        Words(language).alternatives(allCases.map(\.rawValue))
    }
}
