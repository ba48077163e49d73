/// Text as the PDF needs it: the character codes of the embedded fonts (a code is the Unicode
/// scalar, see ``EmbeddedFont``), written as hex strings so the file stays ASCII.
enum PDFText {
    /// The codes of `text` and the characters the fonts lack: every character the subset covers
    /// as its scalar (a decomposed "e" + U+0301 as the precomposed é), tabs and line breaks as
    /// spaces, anything else as `?`, listed in `unshowable` in the order first met (a `?` typed
    /// as such is not one).
    static func codes(_ text: String) -> (codes: [UInt32], unshowable: [Character]) {
        let advances = EmbeddedFont.dejaVuSans.advances
        var codes: [UInt32] = []
        codes.reserveCapacity(text.unicodeScalars.count)
        // Fast path (nearly all text): scalars from the space on that are each a character of
        // their own (``UnitBinding/isStandalone(_:)``: below U+0300, Greek letters, the dashes
        // and the signs ≈ ≤ ≥ of a report's limits), each with a glyph. No two such scalars make
        // one character and none is a line break or a tab, so the loop by character would give
        // each scalar as its own code. `RendererFastPathTests` compare the two.
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard value >= 0x20, value != 0x85, UnitBinding.isStandalone(scalar), value < advances.count,
                advances[Int(value)] >= 0
            else { return codesByCharacter(text) }
            codes.append(value)
        }
        return (codes, [])
    }

    /// ``codes(_:)`` a character at a time, for text of any script.
    static func codesByCharacter(_ text: String) -> (codes: [UInt32], unshowable: [Character]) {
        let face = EmbeddedFont.dejaVuSans
        let advances = face.advances
        func covered(_ value: UInt32) -> Bool { value < advances.count && advances[Int(value)] >= 0 }
        var codes: [UInt32] = []
        var unshowable: [Character] = []
        for character in text {
            if character.isNewline || character == "\t" {
                codes.append(0x20)
                continue
            }
            let scalars = character.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first {
                switch scalar.value {
                case let value where covered(value): codes.append(value)
                default:
                    codes.append(0x3F)
                    if !unshowable.contains(character) { unshowable.append(character) }
                }
            } else if let scalar = face.composed[character] {
                codes.append(scalar.value)
            } else if scalars.allSatisfy({ covered($0.value) }) {
                codes += scalars.map(\.value)
            } else {
                codes.append(0x3F)
                if !unshowable.contains(character) { unshowable.append(character) }
            }
        }
        return (codes, unshowable)
    }

    /// Whether every scalar of `text` is its own code (scalars from the space to U+02FF, each
    /// with a glyph: within ``codes(_:)``'s fast path), so its codes are its scalars and none is
    /// unshowable, found without making them. The plain test ``appendPlainLiteral(_:to:)``
    /// is checked against.
    static func isPlain(_ text: String) -> Bool {
        let advances = EmbeddedFont.dejaVuSans.advances
        return text.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            return value >= 0x20 && value < 0x300 && value != 0x85 && value < advances.count && advances[Int(value)] >= 0
        }
    }

    /// Appends ``literal(_:)-(String)`` of `text` to `bytes` and returns true when `text` is
    /// plain (``isPlain(_:)``); otherwise leaves `bytes` as they were and returns false.
    ///
    /// Fast path (nearly every text of a report): one walk over the UTF-8 bytes instead of
    /// ``isPlain(_:)``'s walk over the scalars and another to write them. Invariant: a plain
    /// scalar (U+0020–U+02FF) is one byte below 0x80 or two bytes led by 0xC2–0xCB, so any other
    /// lead byte ends the walk as not plain, and each scalar decoded is tested as ``isPlain(_:)``
    /// tests it. `RendererFastPathTests` compare it with ``isPlain(_:)`` and ``literal(_:)-(String)``
    /// on every scalar below U+0400 and every text of the fixture reports. Safe to change: the
    /// test of a scalar, here and in ``isPlain(_:)`` alike.
    static func appendPlainLiteral(_ text: String, to bytes: inout [UInt8]) -> Bool {
        let advances = EmbeddedFont.dejaVuSans.advances
        let mark = bytes.count
        bytes.append(UInt8(ascii: "<"))
        var lead: UInt32 = 0
        for byte in text.utf8 {
            let value: UInt32
            if lead != 0 {
                value = (lead & 0x1F) << 6 | UInt32(byte & 0x3F)
                lead = 0
            } else if byte < 0x80 {
                value = UInt32(byte)
            } else if byte >= 0xC2, byte <= 0xCB {
                lead = UInt32(byte)
                continue
            } else {
                bytes.removeSubrange(mark...)
                return false
            }
            guard value >= 0x20, value != 0x85, value < advances.count, advances[Int(value)] >= 0 else {
                bytes.removeSubrange(mark...)
                return false
            }
            bytes.append(hexDigits[Int(value >> 12)])
            bytes.append(hexDigits[Int((value >> 8) & 0xF)])
            bytes.append(hexDigits[Int((value >> 4) & 0xF)])
            bytes.append(hexDigits[Int(value & 0xF)])
        }
        bytes.append(UInt8(ascii: ">"))
        return true
    }

    /// The characters of `text` the fonts cannot show (printed as `?`).
    static func unshowable(in text: String) -> [Character] { codes(text).unshowable }

    /// A PDF hex string of two-byte codes, `<0041>`: how text appears in a content stream.
    static func literal(_ codes: [UInt32]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 + 4 * codes.count)
        appendLiteral(codes, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``literal(_:)-([UInt32])`` appended to the bytes of a content stream.
    static func appendLiteral(_ codes: some Sequence<UInt32>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "<"))
        for code in codes {
            let value = Int(code & 0xFFFF)
            bytes.append(hexDigits[value >> 12])
            bytes.append(hexDigits[(value >> 8) & 0xF])
            bytes.append(hexDigits[(value >> 4) & 0xF])
            bytes.append(hexDigits[value & 0xF])
        }
        bytes.append(UInt8(ascii: ">"))
    }

    /// "0123456789ABCDEF" as bytes: a content stream writes four of them for every character.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// `literal(codes(text).codes)`.
    static func literal(_ text: String) -> String { literal(codes(text).codes) }

    /// Four upper-case hex digits.
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A text string for the document information dictionary: UTF-16BE with a byte-order mark,
    /// written in hex, so any title survives exactly and the file stays ASCII.
    static func textString(_ text: String) -> String {
        var hex = "<FEFF"
        for unit in text.utf16 { hex += hex4(UInt32(unit)) }
        return hex + ">"
    }
}
