import CableCore

/// The words for CableCore's typed values in one language: errors, violations, warnings, fuse
/// problems and bill-of-materials parts, as the command line shows them.
///
/// One shape for every value: `Words(language).text(value)` —
/// `Words(.de).text(error)` gives `--current: muss mit einer Zahl beginnen, erhalten: 'abc'`.
/// An app importing CableCore and CableText shows the same sentences as `cable`. English is
/// the catalogue's key; a text the catalogue lacks stays English (`LocalizationTests` fails on
/// one).
public struct Words: Sendable {
    /// The language the words are in.
    public let language: Language

    /// Words in English.
    public static let english = Words(.en)

    /// The words of `language`.
    public init(_ language: Language) {
        self.language = language
    }

    /// `english` in this language with each `{name}` replaced by its value. Every literal given
    /// to `tr` is a key of the message catalogue (`Scripts/generate-messages.py --extract`).
    func tr(_ english: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Language.fill(language.translate(english), values)
    }

    /// `one` or `other` as the language's plural rule picks for `count`, filled with `values`
    /// and the count as `{count}`.
    func plural(
        _ count: Double, one: String, other: String, _ values: KeyValuePairs<String, String> = [:]
    ) -> String {
        let template = language.translate(language.plural(count) == .one ? one : other)
        return Language.fill(Language.fill(template, ["count": number(count)]), values)
    }

    /// A number as this language writes it: `1234.5` → `1.234,5` in German.
    func number(_ value: Double) -> String {
        language.number(Limits.format(value, ""))
    }

    /// A quantity as a rule states it: `0 m`, `10000 A`, `50 %` (full precision; a computed
    /// value past 12 significant digits to 2 decimals), the number as the language writes it.
    func quantity(_ quantity: ValidationError.Quantity) -> String {
        let number = language.number(Limits.format(quantity.value, ""))
        return quantity.unit.isEmpty ? number : "\(number) \(quantity.unit)"
    }

    /// Names joined by commas: `a, b, c`.
    func commas(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }

    /// Alternatives: `a, b or c`.
    public func alternatives(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return tr("{list} or {last}", ["list": commas(Array(names.dropLast())), "last": last])
    }
}
