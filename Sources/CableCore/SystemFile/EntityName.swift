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
/// - in lower case;
/// and Swift's `String` equality and hashing then apply canonical equivalence (NFC = NFD).
/// Compatibility forms (full-width letters, ligatures) stay distinct: the standard library has
/// no NFKC.
public enum EntityName {
    /// The key two names are compared by.
    public static func comparisonKey(_ name: String) -> String {
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
            key.append(scalar)
        }
        return String(key).lowercased()
    }

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
    /// overrides (``EchoedText/isUnsafe(_:)``), and 1 to 200 characters, not only spaces or
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
