/// How `cable catalog search TEXT` matches: the text is split into words, and an entry matches
/// when every word is found (as a part of a word) in its id, its name in any language, its
/// category's words or its tags' words (``CatalogVocabulary``). Case and accents are ignored:
/// `kuhlbox`, `Kühlbox` and `KÜHLBOX` are one word; `ß` is `ss`, `œ` is `oe`.
public enum CatalogSearch {
    /// The words of a query, folded.
    public static func words(of query: String) -> [String] {
        fold(query).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
    }

    static func matches(_ entry: CatalogEntry, words: [String]) -> Bool {
        let haystack = text(of: entry)
        return words.allSatisfy { haystack.contains($0) }
    }

    /// Everything an entry is found by, folded, separated by `|`.
    static func text(of entry: CatalogEntry) -> String {
        var parts = [entry.id, entry.name, entry.category.rawValue, entry.category.displayName, entry.kind.rawValue]
        parts += entry.names.values
        parts += CatalogVocabulary.words(for: entry.category)
        for tag in entry.tags { parts += CatalogVocabulary.words(forTag: tag) }
        if let kind = entry.chargerKind { parts.append(kind.rawValue) }
        return fold(parts.joined(separator: "|"))
    }

    /// Lowercased, without accents: `Kühlschrank` → `kuhlschrank`, `Réfrigérateur` →
    /// `refrigerateur`, `Straße` → `strasse`.
    public static func fold(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.lowercased() {
            if character.isASCII {
                result.append(character)
            } else if let plain = accents[character] {
                result.append(contentsOf: plain)
            } else if let base = character.unicodeScalars.first, character.unicodeScalars.count > 1, base.isASCII {
                // A letter followed by combining marks (decomposed text): keep the letter.
                result.unicodeScalars.append(base)
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static let accents: [Character: String] = [
        "à": "a", "á": "a", "â": "a", "ã": "a", "ä": "a", "å": "a", "æ": "ae", "ç": "c", "è": "e", "é": "e", "ê": "e",
        "ë": "e", "ì": "i", "í": "i", "î": "i", "ï": "i", "ñ": "n", "ò": "o", "ó": "o", "ô": "o", "õ": "o", "ö": "o",
        "ø": "o", "œ": "oe", "ß": "ss", "ù": "u", "ú": "u", "û": "u", "ü": "u", "ý": "y", "ÿ": "y", "–": "-", "—": "-",
    ]
}
