import CableText

/// Text for people in a language passed in: `language.tr("Recommended")`, with the language
/// taken from the renderer's ``Display`` (`display.language`) or a `language` parameter, never
/// from a global or a task-local (there is none).
///
/// The English text is the key (gettext's msgid). A sentence with values names them as
/// placeholders the translator may move: `language.tr("over the {limit} limit", ["limit":
/// percent])`. English costs no lookup; another language looks its table up, built the first
/// time that language is used (CableText's catalogue). Text missing from the catalogue stays
/// English. Every literal given to `tr` must be in every `po` file: `LocalizationTests` scans
/// the sources.
extension Language {
    /// `english` in this language (the message catalogue's key).
    func tr(_ english: String) -> String {
        translate(english)
    }

    /// `english` in this language with each `{name}` replaced by its value.
    func tr(_ english: String, _ values: KeyValuePairs<String, String>) -> String {
        Language.fill(translate(english), values)
    }

    /// Clauses of one sentence joined as this language joins them with a semicolon: `a; b` in
    /// English, `a ; b` in French (a narrow no-break space before the semicolon).
    func clauses(_ parts: [String]) -> String {
        guard var text = parts.first else { return "" }
        for part in parts.dropFirst() { text = tr("{first}; {next}", ["first": text, "next": part]) }
        return text
    }
}
