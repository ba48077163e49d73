/// Input shown back to the user in a message, a report or a CSV cell: made harmless, and short
/// where it is quoted.
///
/// A value or key read from a file or the command line can hold anything. Printed raw, an
/// escape sequence in it would drive the user's terminal (change colours, move the cursor,
/// rewrite the title, or hide the rest of the line), a line break would forge a line of output
/// or a CSV record, and a 10 MB key would flood the screen. So, everywhere input is shown:
///
/// - control characters — C0 (U+0000–U+001F), DEL, C1 (U+0080–U+009F; U+009B is a terminal's
///   CSI) — the line and paragraph separators U+2028/U+2029, the bidirectional overrides,
///   isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C, which reorder
///   what a reader sees), the interlinear annotation controls U+FFF9–U+FFFB and the
///   noncharacters (U+FDD0–U+FDEF and the last two of every plane, U+FFFE and U+FFFF among them,
///   which XML 1.0 does not allow) are written as JSON writes them: `\t`, `\n`, `\r`, otherwise
///   `\u001b` (lower-case hex digits, at least four). A backslash is left as it is: the escape is
///   for reading, not for reversing;
///
/// This is the one escaping rule for everything echoed: every path and every string from input
/// in every line written — text, GitHub annotations (which add the workflow commands' own
/// `%0A`/`%0D`/`%25` for the line breaks this leaves), JUnit, HTML and SVG (whose XML escaper
/// adds `&amp;` and the like), CSV cells, PDF text — passes through ``escapingAll(_:)``,
/// ``escaped(_:limit:)`` or ``printable(_:)``, so no input can start a line of its own.
/// - input quoted in a message is cut at ``limit`` characters and ends `… (N characters)`.
package enum EchoedText {
    /// The most characters of input a message shows.
    package static let limit = 80

    /// `text` safe to print: unsafe characters escaped, cut to `limit` characters.
    package static func escaped(_ text: String, limit: Int = limit) -> String {
        var count = 0
        var short = true
        for _ in text.unicodeScalars {
            count += 1
            if count > limit {
                short = false
                break
            }
        }
        if short { return escapingAll(text) }
        var shown = 0
        var head = ""
        for character in text {
            guard shown < limit else { break }
            head.append(character)
            shown += 1
        }
        guard shown == limit, head.count < text.count else { return escapingAll(text) }
        return escapingAll(head) + "… (\(text.count) characters)"
    }

    /// `text` escaped and cut as ``escaped(_:limit:)``, in single quotes: `'--lenght'`.
    package static func quoted(_ text: String) -> String { "'\(escaped(text))'" }

    /// `text` with every unsafe character escaped, line breaks and tabs included, and nothing
    /// cut: what a CSV cell holds.
    package static func escapingAll(_ text: String) -> String { escaping(text, keepingLayout: false) }

    /// A whole message or report with every unsafe character but the line feed and the tab
    /// escaped: the last guard before text reaches standard error or a human reader's standard
    /// output.
    package static func printable(_ text: String) -> String { escaping(text, keepingLayout: true) }

    /// Whether a character must not reach a terminal as it is.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x200E, 0x200F, 0x061C, 0xFFF9...0xFFFB, 0xFDD0...0xFDEF: true
        default: scalar.value & 0xFFFE == 0xFFFE
        }
    }

    /// Whether `text` holds an unsafe character (the line feed and tab aside when
    /// `keepingLayout`). One pass over the bytes (``unsafeLength(_:at:keepingLayout:)``).
    package static func mayHoldUnsafe(_ text: String, keepingLayout: Bool = false) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                if unsafeLength(bytes, at: index, keepingLayout: keepingLayout) > 0 { return true }
                index += 1
            }
            return false
        } ?? text.unicodeScalars.contains { isUnsafe($0) && !(keepingLayout && ($0 == "\n" || $0 == "\t")) }
    }

    /// The length in bytes of the unsafe character starting at `index` of UTF-8 `bytes`, or 0.
    /// In UTF-8, C0 and DEL are single bytes and every other byte below 0xC2 is ASCII or a
    /// continuation byte, so text that is ASCII pays one comparison a byte; a lead byte of a
    /// longer character has its scalar decoded and asked ``isUnsafe(_:)``. A continuation byte
    /// never starts a character, so a match is always a whole character.
    static func unsafeLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, keepingLayout: Bool) -> Int {
        let byte = bytes[index]
        if byte < 0x20 { return keepingLayout && (byte == 0x0A || byte == 0x09) ? 0 : 1 }
        if byte == 0x7F { return 1 }
        guard byte >= 0xC2 else { return 0 }
        let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else { return 0 }
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return 0 }
        return isUnsafe(scalar) ? length : 0
    }

    /// Copies the safe bytes and writes each unsafe character's escape.
    private static func escaping(_ text: String, keepingLayout: Bool) -> String {
        guard mayHoldUnsafe(text, keepingLayout: keepingLayout) else { return text }
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            var index = 0
            while index < bytes.count {
                let length = unsafeLength(bytes, at: index, keepingLayout: keepingLayout)
                guard length > 0 else {
                    result.append(bytes[index])
                    index += 1
                    continue
                }
                // The scalar's value from its one to four bytes (the forms unsafeLength matches).
                var value = UInt32(bytes[index]) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<max(1, length) { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                if let scalar = Unicode.Scalar(value) { result.append(contentsOf: escape(scalar).utf8) }
                index += length
            }
            return String(decoding: result, as: UTF8.self)
        } ?? text
    }

    /// `\n`, `\t`, `\r`, or `\u001b`: as JSON writes a control character.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default:
            let digits = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
