/// The translations, one table per language, keyed by the English text.
///
/// The tables are generated from the gettext PO files in `Localization/po/` (which translators
/// edit with any PO editor) by `Scripts/generate-messages.py` into `Catalogue+Generated.swift`.
///
/// Fast path: nothing is built at start. Each table is a static array of `StaticString` pairs
/// (trivial elements, which the optimiser lays out as constant data: no initialiser runs, no
/// dictionary is hashed) sorted by the English text's UTF-8 bytes, and ``translation(of:in:)``
/// binary-searches it (about ten comparisons for a thousand texts). Invariants: the generator
/// sorts by UTF-8 bytes and keeps the first of a repeated English text; no text is a single
/// character (a one-scalar `StaticString` has no UTF-8 pointer; the generator refuses one).
/// `LocalizationTests` checks both. Safe to change: the search, as long as it compares bytes in
/// the order the generator sorts.
package enum Catalogue {
    /// A language's table: (English, translation) pairs sorted by the English text's UTF-8 bytes.
    package typealias Pairs = [(english: StaticString, translation: StaticString)]

    /// `english` in `language`, or nil when the catalogue has no translation (and in English).
    package static func translation(of english: String, in language: Language) -> String? {
        switch language {
        case .en: nil
        case .de: search(de, english)
        case .es: search(es, english)
        case .fr: search(fr, english)
        case .nl: search(nl, english)
        }
    }

    /// A language's pairs in the generated (UTF-8 byte) order.
    package static func pairs(for language: Language) -> Pairs {
        switch language {
        case .en: []
        case .de: de
        case .es: es
        case .fr: fr
        case .nl: nl
        }
    }

    /// A language's translations as a dictionary, for tests (a run never builds one).
    package static func table(for language: Language) -> [String: String] {
        var table: [String: String] = [:]
        for pair in pairs(for: language) {
            table[pair.english.description] = pair.translation.description
        }
        return table
    }

    /// The translation of `english` in `pairs` (sorted by the English text's UTF-8 bytes).
    static func search(_ pairs: Pairs, _ english: String) -> String? {
        var key = english
        let found: Int? = key.withUTF8 { key in
            var low = 0
            var high = pairs.count
            while low < high {
                let middle = (low + high) / 2
                let order = pairs[middle].english.withUTF8Buffer { compare($0, key) }
                if order < 0 {
                    low = middle + 1
                } else if order > 0 {
                    high = middle
                } else {
                    return middle
                }
            }
            return nil
        }
        return found.map { pairs[$0].translation.description }
    }

    /// Negative, zero or positive as `left` sorts before, with or after `right`, byte by byte
    /// (a prefix first).
    @inline(__always)
    static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let count = min(left.count, right.count)
        var index = 0
        while index < count {
            let difference = Int(left[index]) - Int(right[index])
            if difference != 0 { return difference }
            index += 1
        }
        return left.count - right.count
    }
}
