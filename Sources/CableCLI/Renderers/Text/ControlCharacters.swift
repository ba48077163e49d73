/// Control characters in text that echoes input, so a message or a CSV cell cannot drive the
/// terminal or program it is shown in.
///
/// The controls are Unicode's Cc: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
/// Each is written as JSON writes it: tab, line feed and carriage return as `\t` `\n` `\r`, the
/// others as `\u00XX` (lowercase hex, `\u001b` for ESC). A backslash is left as it is, so the
/// escape is for reading, not for reversing: `\u001b` in the result may also be those six
/// characters in the input.
enum ControlCharacters {
    /// Whether `scalar` is a control character (Unicode Cc).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `text` holds a control character. Reads UTF-8 bytes: a C1 control is 0xC2 then
    /// 0x80–0x9F, and no other character's encoding holds that pair.
    static func occur(in text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80) { return true }
            previous = byte
        }
        return false
    }

    /// `text` with every control character escaped.
    static func escaped(_ text: String) -> String {
        guard occur(in: text) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default:
                let hex = Array("0123456789abcdef")
                result += "\\u00"
                result.append(hex[Int(scalar.value >> 4)])
                result.append(hex[Int(scalar.value & 0xF)])
            }
        }
        return result
    }
}
