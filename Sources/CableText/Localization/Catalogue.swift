/// The translations, one table per language, keyed by the English text.
///
/// The tables are generated from the gettext PO files in `Localization/po/` (which translators
/// edit with any PO editor) by `Scripts/generate-messages.py` into `Catalogue+Generated.swift`.
/// Each is a lazily made constant: a run in English never builds one, a run in German builds
/// only the German one, once.
package enum Catalogue {
    package static func table(for language: Language) -> [String: String] {
        switch language {
        case .en: [:]
        case .de: de
        case .es: es
        case .fr: fr
        case .nl: nl
        }
    }

    /// A table from the generated pairs; a repeated English text keeps its first translation.
    static func table(_ pairs: [(String, String)]) -> [String: String] {
        Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }
}
