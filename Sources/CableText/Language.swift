import CableCore

/// The languages cable speaks: the one list. Everything a person reads — tables, reports, help,
/// errors, warnings and documents — is in one of them; machine output (JSON, NDJSON, CSV, exit
/// codes) never depends on it.
///
/// English is the message catalogue's key: it costs no table and no lookup. Each language has
/// its number format (``number(_:)``) and its plural rule (``plural(_:)``).
public enum Language: String, CaseIterable, Sendable {
    /// English: the catalogue's key; numbers as Swift writes them (`1234.5`).
    case en
    /// German.
    case de
    /// Spanish.
    case es
    /// French.
    case fr
    /// Dutch.
    case nl

    /// The codes, for messages: `en, de, es, fr, nl`.
    public static var codes: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The CLDR plural category of a count in this language (Unicode CLDR, *Language Plural
    /// Rules*, cardinal): English, German, Dutch and Spanish say "one" for exactly 1; French for
    /// 0 ≤ n < 2 (0 and 1, and 1.5). Every other number is "other".
    public func plural(_ count: Double) -> Plural {
        switch self {
        case .fr: (0 <= count && count < 2) ? .one : .other
        case .en, .de, .es, .nl: count == 1 ? .one : .other
        }
    }

    /// A CLDR plural category; the five languages need two.
    public enum Plural: Sendable {
        /// The singular form: 1 (French: 0 and 1).
        case one
        /// Every other count.
        case other
    }

    /// `english` in this language; English itself when the catalogue has no translation.
    package func translate(_ english: String) -> String {
        guard self != .en else { return english }
        return Catalogue.translation(of: english, in: self) ?? english
    }

    /// A number as this language writes it, from the text `NumberText` made (`-1234.5`):
    /// English unchanged (no grouping, as cable always printed: "1000", never "1,000", so a
    /// comma in English output is never a thousands separator); German, Spanish, French and
    /// Dutch with a decimal comma and thousands grouped by a narrow no-break space (U+202F):
    /// "1 234,5". A space, not a point, because a point before three digits reads as a decimal
    /// point to a reader of English and of every machine format, so "1.000" could not be read
    /// back (issue #35; ``numberGrammar``). The narrow one because it is the SI Brochure's and
    /// ISO 80000-1's thin space, DIN 1333's and the RAE's group space, and the French "espace
    /// fine insécable"; no-break, so a number never wraps; it is one column wide in a terminal
    /// and the PDF's DejaVu Sans subset holds it. Groups of three start at four digits, except
    /// in Spanish, which leaves four-digit numbers whole (RAE, *Ortografía de la lengua
    /// española* 2010, §4.2.2.1.1). Sources: DIN 1333 and DIN 5008; Taalunie, *Taaladvies:
    /// punt en komma in getallen* (a space is correct too); EU Interinstitutional Style Guide
    /// §7.2 (decimal comma by language); Imprimerie nationale, *Lexique des règles
    /// typographiques* (espace fine insécable).
    public func number(_ text: String) -> String {
        guard self != .en else { return text }
        let negative = text.hasPrefix("-")
        let unsigned = negative ? text.dropFirst() : text[...]
        let point = unsigned.firstIndex(of: ".")
        let integer = unsigned[..<(point ?? unsigned.endIndex)]
        let fraction = point.map { unsigned[unsigned.index(after: $0)...] }
        let separator = "\u{202F}"
        let groupsFrom = self == .es ? 5 : 4
        var grouped = ""
        if integer.count >= groupsFrom, integer.allSatisfy({ ("0"..."9").contains($0) }) {
            for (offset, digit) in integer.enumerated() {
                if offset > 0, (integer.count - offset) % 3 == 0 { grouped += separator }
                grouped.append(digit)
            }
        } else {
            grouped = String(integer)
        }
        return (negative ? "-" : "") + grouped + (fraction.map { "," + $0 } ?? "")
    }

    /// How a number typed on the command line is read while this language is the run's: the
    /// grammar ``number(_:)`` writes, so that what is printed reads back as the same value.
    /// English reads as it always did; the decimal-comma languages read `1,5` as 1.5, accept
    /// the grouping space and refuse `1.000` as ambiguous (``NumberGrammar``).
    package var numberGrammar: NumberGrammar { self == .en ? .pointOrComma : .decimalComma }

    /// A quantity as the first part of a compound noun (`12 V` in "12 V system"): German joins
    /// number, unit and noun with hyphens — "12-V-Anlage" (Duden, *Bindestrich*, K 26:
    /// Durchkopplung), so the catalogue's "{voltage}-Anlage" needs `12-V`; the other languages
    /// keep the quantity as it is.
    public func compound(_ quantity: String) -> String {
        self == .de ? quantity.split(separator: " ").joined(separator: "-") : quantity
    }

    /// A decimal written inside a fixed label (`2.5 mm²`): only the point becomes a comma.
    public func decimalsIn(_ label: String) -> String {
        guard self != .en, label.contains(".") else { return label }
        var text = ""
        var previous: Character = " "
        let characters = Array(label)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            text.append(character == "." && previous.isNumber && next.isNumber ? "," : character)
            previous = character
        }
        return text
    }

    /// `template` with each `{name}` of `values` replaced; other braces are left as they are.
    ///
    /// Every run that prints a result comes here (about 30 times for `cable size`), so it works on
    /// the UTF-8 bytes: it finds the ASCII braces, matches a name byte for byte, and writes the
    /// filled text once into a string made at its length (``forEachPiece(of:_:_:)`` twice: to
    /// count, then to copy). Walking `Character`s and appending `Substring`s cost a third of
    /// `size`'s start-up, and then making a `String` of every name and run and appending it half
    /// of what was left (measured with callgrind). Braces are ASCII, so every piece cut at one is
    /// whole UTF-8.
    package static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var template = template
        return template.withUTF8 { bytes in
            var length = 0
            forEachPiece(of: bytes, values) { length += $0.count }
            return String(unsafeUninitializedCapacity: length) { text in
                var written = 0
                forEachPiece(of: bytes, values) { piece in
                    _ = UnsafeMutableBufferPointer(rebasing: text[written...]).initialize(fromContentsOf: piece)
                    written += piece.count
                }
                return written
            }
        }
    }

    /// The pieces of ``fill(_:_:)``'s text in order: the runs of `template` between the
    /// placeholders found and the values put in their place.
    private static func forEachPiece(
        of template: UnsafeBufferPointer<UInt8>, _ values: KeyValuePairs<String, String>,
        _ piece: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var copied = 0
        var searchFrom = 0
        while let start = template[searchFrom...].firstIndex(of: UInt8(ascii: "{")) {
            let nameStart = start + 1
            guard let end = template[nameStart...].firstIndex(of: UInt8(ascii: "}")) else { break }
            let name = UnsafeBufferPointer(rebasing: template[nameStart..<end])
            guard let found = values.firstIndex(where: { isName($0.key, name) }) else {
                searchFrom = nameStart
                continue
            }
            piece(UnsafeBufferPointer(rebasing: template[copied..<start]))
            var value = values[found].value
            value.withUTF8(piece)
            copied = end + 1
            searchFrom = copied
        }
        piece(UnsafeBufferPointer(rebasing: template[copied...]))
    }

    /// Whether `key` is the placeholder name `name`: compared in the key's own UTF-8 storage
    /// (walking `key.utf8` byte by byte was 22 000 instructions of `size`'s start-up, callgrind).
    private static func isName(_ key: String, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.utf8.count == name.count else { return false }
        var key = key
        return key.withUTF8 { $0.elementsEqual(name) }
    }
}
