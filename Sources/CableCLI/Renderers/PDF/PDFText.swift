/// Text as the PDF needs it: WinAnsi bytes for the standard fonts, escaped string literals.
enum PDFText {
    /// Unicode characters WinAnsi places in 0x80…0x9F (0xA0…0xFF are Latin-1, as in Unicode).
    static let winAnsiHigh: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
        0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91,
        0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98,
        0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]

    /// Characters our text uses that WinAnsi lacks, spelled in ASCII.
    static let replacements: [UInt32: String] = [
        0x2264: "<=",  // ≤
        0x2265: ">=",  // ≥
        0x2212: "-",  // − minus
        0x2010: "-", 0x2011: "-",  // hyphen, non-breaking hyphen
        0x2012: "-",  // figure dash
        0x03A9: "Ohm", 0x2126: "Ohm",  // Ω (Greek capital omega, ohm sign)
        0x03BC: "\u{B5}",  // Greek mu → micro sign
        0x2192: "->", 0x2190: "<-", 0x2194: "<->",
        0x2248: "~", 0x2260: "!=", 0x221E: "inf",
        0x2032: "'", 0x2033: "\"",
        0x2009: " ", 0x200A: " ", 0x202F: " ", 0x2007: " ", 0x2002: " ", 0x2003: " ",
    ]

    /// The characters WinAnsi has precomposed, keyed by `Character`, whose equality and hashing
    /// are canonical: "e" + U+0301 finds é.
    static let composed: [Character: Unicode.Scalar] = Dictionary(
        uniqueKeysWithValues: (Array(0xC0...0xFF) + winAnsiHigh.keys.map(Int.init)).compactMap { value in
            Unicode.Scalar(UInt32(value)).map { (Character($0), $0) }
        })

    /// The WinAnsi bytes of `text`: printable ASCII as is; ², °, ×, ·, —, … and the rest of
    /// WinAnsi at their codes; ≤ ≥ − Ω and a few others as ASCII (`<=`, `>=`, `-`, `Ohm`);
    /// tabs and line breaks as spaces; anything else as `?`.
    static func winAnsi(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for character in text {
            if character.unicodeScalars.count > 1, let scalar = composed[character] {
                append(scalar, to: &bytes)
            } else {
                for scalar in character.unicodeScalars { append(scalar, to: &bytes) }
            }
        }
        return bytes
    }

    /// The characters of `text` that ``winAnsi(_:)`` writes as `?` because WinAnsi has no code
    /// for them and no spelling in ``replacements`` (a `?` typed as such is not one).
    static func unshowable(in text: String) -> [Character] {
        text.filter { character in
            guard character != "?" else { return false }
            if character.unicodeScalars.count > 1, composed[character] != nil { return false }
            return winAnsi(String(character)).contains(UInt8(ascii: "?"))
        }.map { $0 }
    }

    private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0x20...0x7E, 0xA0...0xFF:
            bytes.append(UInt8(value))
        case 0x09, 0x0A, 0x0D:
            bytes.append(0x20)
        default:
            if let code = winAnsiHigh[value] {
                bytes.append(code)
            } else if let replacement = replacements[value] {
                bytes.append(contentsOf: winAnsi(replacement))
            } else {
                bytes.append(UInt8(ascii: "?"))
            }
        }
    }

    /// A PDF string literal of WinAnsi bytes: `(`, `)` and `\` escaped with a backslash,
    /// bytes outside printable ASCII as three-digit octal escapes, so the literal is ASCII.
    static func literal(_ bytes: [UInt8]) -> String {
        var output = "("
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
                output += "\\" + String(UnicodeScalar(byte))
            case 0x20...0x7E:
                output.unicodeScalars.append(UnicodeScalar(byte))
            default:
                let octal = String(byte, radix: 8)
                output += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return output + ")"
    }

    /// `literal(winAnsi(text))`: how `text` appears in a content stream.
    static func literal(_ text: String) -> String { literal(winAnsi(text)) }

    /// A text string for the document information dictionary: UTF-16BE with a byte-order mark,
    /// written in hex, so any title survives exactly and the file stays ASCII.
    static func textString(_ text: String) -> String {
        var hex = "<FEFF"
        for unit in text.utf16 {
            let digits = String(unit, radix: 16, uppercase: true)
            hex += String(repeating: "0", count: 4 - digits.count) + digits
        }
        return hex + ">"
    }
}
