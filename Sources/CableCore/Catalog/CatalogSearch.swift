/// How `cable catalog search TEXT` matches: the text is split into words, and an entry matches
/// when every word is found (as a part of a word) in its id, its name in any language, its
/// category's words or its tags' words (``CatalogVocabulary``). Case and accents are ignored:
/// `kuhlbox`, `Kühlbox` and `KÜHLBOX` are one word; `ß` is `ss`, `œ` is `oe`.
///
/// One search folds each category's and tag's words once (`categoryText`, `tagText`), not
/// once per entry.
public struct CatalogSearch {
    let words: [String]
    private var categoryText: [CatalogCategory: String] = [:]
    private var tagText: [String: String] = [:]

    init(words: [String]) { self.words = words }

    /// Whether every word is found in the entry's id, names, category or tags.
    mutating func matches(_ entry: CatalogEntry) -> Bool {
        var remaining = words
        func drop(in text: String) {
            remaining.removeAll { text.contains($0) }
        }
        drop(
            in: Self.fold(
                ([entry.id, entry.name, entry.kind.rawValue, entry.chargerKind?.rawValue ?? ""] + entry.names.values).joined(
                    separator: "|")))
        if remaining.isEmpty { return true }
        let category =
            categoryText[entry.category]
            ?? Self.fold(
                ([entry.category.rawValue, entry.category.displayName] + CatalogVocabulary.words(for: entry.category)).joined(
                    separator: "|"))
        categoryText[entry.category] = category
        drop(in: category)
        for tag in entry.tags where !remaining.isEmpty {
            let text = tagText[tag] ?? Self.fold(CatalogVocabulary.words(forTag: tag).joined(separator: "|"))
            tagText[tag] = text
            drop(in: text)
        }
        return remaining.isEmpty
    }

    /// The words of a query, folded.
    public static func words(of query: String) -> [String] {
        fold(query).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
    }

    /// Lowercased, without accents: `Kühlschrank` → `kuhlschrank`, `Réfrigérateur` →
    /// `refrigerateur`, `Straße` → `strasse`.
    public static func fold(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let value = scalar.value
                result.append((0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
            } else if (0x300...0x36F).contains(scalar.value) {
                continue  // a combining accent (decomposed text): keep only its letter
            } else {
                let lowered = scalar.properties.lowercaseMapping.unicodeScalars
                if let first = lowered.first, lowered.count == 1, let plain = accents[Character(first)] {
                    result.append(contentsOf: plain.unicodeScalars)
                } else {
                    result.append(contentsOf: lowered)
                }
            }
        }
        return String(result)
    }

    private static let accents: [Character: String] = [
        "à": "a", "á": "a", "â": "a", "ã": "a", "ä": "a", "å": "a", "æ": "ae", "ç": "c", "è": "e", "é": "e", "ê": "e",
        "ë": "e", "ì": "i", "í": "i", "î": "i", "ï": "i", "ñ": "n", "ò": "o", "ó": "o", "ô": "o", "õ": "o", "ö": "o",
        "ø": "o", "œ": "oe", "ß": "ss", "ù": "u", "ú": "u", "û": "u", "ü": "u", "ý": "y", "ÿ": "y", "–": "-", "—": "-",
    ]
}
