/// Input shown back to the user in a message: made harmless and short.
///
/// A value or key read from a file or the command line can hold anything. Printed raw, an
/// escape sequence in it would drive the user's terminal (change colours, move the cursor,
/// rewrite the title, or hide the rest of the line), a line break would forge a line of output,
/// and a 10 MB key would flood the screen. Every message that quotes input goes through here:
///
/// - control characters — C0 (U+0000–U+001F), DEL, C1 (U+0080–U+009F; U+009B is a terminal's
///   CSI) — the line and paragraph separators U+2028/U+2029 and the bidirectional overrides
///   and isolates (U+202A–U+202E, U+2066–U+2069, which reorder what a reader sees) are written
///   as `\u001b`, the JSON spelling;
/// - text longer than ``limit`` characters is cut there and ends with `… (N characters)`.
public enum EchoedText {
    /// The most characters of input a message shows.
    public static let limit = 80

    /// `text` safe to print: unsafe characters escaped, cut to `limit` characters.
    public static func escaped(_ text: String, limit: Int = limit) -> String {
        var count = 0
        var needsWork = false
        for scalar in text.unicodeScalars {
            count += 1
            if count > limit || isUnsafe(scalar) {
                needsWork = true
                break
            }
        }
        guard needsWork else { return text }
        var result = ""
        var shown = 0
        for character in text {
            if shown == limit {
                result += "… (\(text.count) characters)"
                break
            }
            for scalar in character.unicodeScalars {
                if isUnsafe(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
            }
            shown += 1
        }
        return result
    }

    /// `text` escaped and cut as ``escaped(_:limit:)``, in single quotes: `'--lenght'`.
    public static func quoted(_ text: String) -> String { "'\(escaped(text))'" }

    /// A whole message or report with every unsafe character but the line feed and the tab
    /// escaped: the last guard before text reaches standard error or a human reader's standard
    /// output. Text without one (nearly all) is returned as it is after one pass over its bytes.
    public static func printable(_ text: String) -> String {
        var clean = true
        var previous: UInt8 = 0
        for byte in text.utf8 {
            // C0 and DEL; C1 is C2 80–C2 9F in UTF-8; U+2028–U+202E and U+2066–U+2069 start E2 80
            // or E2 81: look at those closely.
            if (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || (previous == 0xC2 && byte < 0xA0)
                || (previous == 0xE2 && (byte == 0x80 || byte == 0x81))
            {
                clean = false
                break
            }
            previous = byte
        }
        if clean { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar), scalar != "\n", scalar != "\t" {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether a character must not reach a terminal as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `\u001b`: four lower-case hex digits, as JSON writes a control character.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
