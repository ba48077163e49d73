/// When two names of loads, batteries or chargers are the same name.
///
/// Names are compared as a person reads them, not as bytes: `"Café"` written precomposed and
/// with a combining accent, `"Café\u{200B}"` (a zero-width space), `"Fridge "` and `"fridge"`
/// are one name. The comparison key is the name
/// - without default-ignorable code points (Unicode's invisible characters: zero-width spaces
///   and joiners, soft hyphens, bidirectional marks, variation selectors, the byte-order mark)
///   and the blank "letters" that render as nothing (Hangul fillers U+115F, U+1160, U+3164,
///   U+FFA0; the empty braille pattern U+2800),
/// - with white space trimmed at both ends and each inner run of it made one space,
/// - with each Cyrillic and Greek letter that looks like a Latin one read as that Latin letter
///   (`latinLookAlike(_:)`: `Fridgе` with a Cyrillic е is `Fridge`), the cross-script part of
///   a Unicode TR39 skeleton,
/// - in lower case;
/// and Swift's `String` equality and hashing then apply canonical equivalence (NFC = NFD).
/// Compatibility forms (full-width letters, ligatures) stay distinct: the standard library has
/// no NFKC.
public enum EntityName {
    /// The key two names are compared by.
    public static func comparisonKey(_ name: String) -> String {
        // Fast path (most names): printable ASCII has no invisible character, no white space
        // but the space, no look-alike and only A–Z to lower, so the loop below comes to this
        // byte loop; a 20,000-load file's names took a tenth of its report's time there.
        if name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
            var key: [UInt8] = []
            key.reserveCapacity(name.utf8.count)
            var pendingSpace = false
            for byte in name.utf8 {
                if byte == 0x20 {
                    pendingSpace = !key.isEmpty
                    continue
                }
                if pendingSpace {
                    key.append(0x20)
                    pendingSpace = false
                }
                key.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
            }
            return String(decoding: key, as: UTF8.self)
        }
        var key = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in name.unicodeScalars where !isInvisible(scalar) {
            if scalar.properties.isWhitespace {
                pendingSpace = !key.isEmpty
                continue
            }
            if pendingSpace {
                key.append(" ")
                pendingSpace = false
            }
            key.append(latinLookAlike(scalar) ?? scalar)
        }
        return String(key).lowercased()
    }

    /// The Latin letter a Cyrillic or Greek letter (or the dotless ı) is drawn like, from Unicode
    /// Technical Standard #39's confusables.txt (https://www.unicode.org/Public/security/latest/confusables.txt):
    /// the entries whose skeleton is one Latin letter. Latin look-alikes among themselves (`l`,
    /// `I`, `1`) are left apart: "Pump 1" and "Pump l" are told apart by people who type them.
    static func latinLookAlike(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard (0x0131...0x052F).contains(scalar.value) else { return nil }
        return lookAlikes[scalar.value].flatMap(Unicode.Scalar.init)
    }

    /// confusables.txt, Cyrillic (U+0400–U+052F) and Greek (U+0370–U+03FF) rows mapping to a
    /// single Latin letter, with U+0131 (ı → i).
    private static let lookAlikes: [UInt32: UInt32] = [
        // Cyrillic capitals: А В Е К М Н О Р С Т Х У Ѕ І Ј Ԛ Ԝ Ү
        0x0410: 0x41, 0x0412: 0x42, 0x0415: 0x45, 0x041A: 0x4B, 0x041C: 0x4D, 0x041D: 0x48, 0x041E: 0x4F,
        0x0420: 0x50, 0x0421: 0x43, 0x0422: 0x54, 0x0425: 0x58, 0x0423: 0x59, 0x0405: 0x53, 0x0406: 0x49,
        0x0408: 0x4A, 0x051A: 0x51, 0x051C: 0x57, 0x04AE: 0x59,
        // Cyrillic small: а е о р с у х ѕ і ј һ ԁ ԛ ԝ ү ӏ
        0x0430: 0x61, 0x0435: 0x65, 0x043E: 0x6F, 0x0440: 0x70, 0x0441: 0x63, 0x0443: 0x79, 0x0445: 0x78,
        0x0455: 0x73, 0x0456: 0x69, 0x0458: 0x6A, 0x04BB: 0x68, 0x0501: 0x64, 0x051B: 0x71, 0x051D: 0x77,
        0x04AF: 0x79, 0x04CF: 0x6C,
        // Greek capitals: Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ
        0x0391: 0x41, 0x0392: 0x42, 0x0395: 0x45, 0x0396: 0x5A, 0x0397: 0x48, 0x0399: 0x49, 0x039A: 0x4B,
        0x039C: 0x4D, 0x039D: 0x4E, 0x039F: 0x4F, 0x03A1: 0x50, 0x03A4: 0x54, 0x03A5: 0x59, 0x03A7: 0x58,
        // Greek small: ο ν ι α ρ
        0x03BF: 0x6F, 0x03BD: 0x76, 0x03B9: 0x69, 0x03B1: 0x61, 0x03C1: 0x70,
        // Latin small dotless i
        0x0131: 0x69,
    ]

    /// Characters a reader cannot see, which do not make a name different.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800: true
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// Whether two names are the same name.
    public static func same(_ first: String, _ second: String) -> Bool { comparisonKey(first) == comparisonKey(second) }

    /// The rules a name of a system or of an entity obeys: no control characters or direction
    /// overrides (`EchoedText.isUnsafe(_:)`), and 1 to 200 characters, not only spaces or
    /// invisible ones.
    /// - Throws: ``ValidationError`` naming `field`.
    public static func validate(_ name: String, field: String) throws(ValidationError) {
        if name.unicodeScalars.contains(where: EchoedText.isUnsafe) {
            throw ValidationError(
                field: field, rule: .nameControlCharacters, actual: "'\(name)'")
        }
        guard !comparisonKey(name).isEmpty, name.count <= 200 else {
            throw ValidationError(
                field: field, rule: .nameLength(maximum: 200), actual: "'\(name)'")
        }
    }
}
