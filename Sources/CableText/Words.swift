import CableCore

/// The words for CableCore's typed values: errors, violations, warnings, fuse problems and
/// bill-of-materials parts, as the command line shows them.
///
/// One shape for every value: `Words(language).text(value)`. An app importing CableCore and
/// CableText shows the same sentences as `cable`.
public struct Words: Sendable {
    /// Words in English.
    public static let english = Words()

    /// The words of the language.
    public init() {}

    /// `english` with each `{name}` replaced by its value (the message catalogue's key).
    func tr(_ english: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Template.fill(english, values)
    }

    /// A quantity as a rule states it: `0 m`, `10000 A`, `50 %` (full precision; a computed
    /// value past 12 significant digits to 2 decimals).
    func quantity(_ quantity: ValidationError.Quantity) -> String {
        Limits.format(quantity.value, quantity.unit)
    }

    /// Names joined by commas: `a, b, c`.
    func commas(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }

    /// Alternatives: `a, b or c`.
    func alternatives(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return tr("{list} or {last}", ["list": commas(Array(names.dropLast())), "last": last])
    }
}
