import CableCore

/// The one XML escaper, for JUnit, SVG and HTML: text from input or from cable goes into
/// character data or a double-quoted attribute through it, so every document is well-formed
/// whatever a name or a path holds, and no input can start a line of its own in it.
///
/// - `&`, `<`, `>` and `"` are written as `&amp;`, `&lt;`, `&gt;`, `&quot;`; in an attribute
///   (`apostrophe`) `'` is `&apos;` too.
/// - Every character ``EchoedText`` names unsafe is written as its escape (`\n`, `\t`,
///   `\u001b`, `\ufffe`): C0 and C1 controls, DEL, the line and paragraph separators, the
///   direction controls and the noncharacters. That covers every character XML 1.0 forbids
///   (C0 but tab, line feed and carriage return; U+FFFE, U+FFFF; surrogates cannot occur in a
///   Swift string) and the ones it discourages (C1, noncharacters), so a line feed in a file
///   name is `\n` in a JUnit attribute as it is in text.
enum XMLText {
    static func escaped(_ value: String, apostrophe: Bool = false) -> String {
        // Most text (every number and unit of a report) has nothing to escape: given back as
        // it is, without being copied a scalar at a time — the loop below would copy it unchanged.
        let needsEscape = value.unicodeScalars.contains { scalar in
            switch scalar {
            case "&", "<", ">", "\"": true
            case "'": apostrophe
            default: EchoedText.isUnsafe(scalar)
            }
        }
        guard needsEscape else { return value }
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'" where apostrophe: result += "&apos;"
            default:
                if EchoedText.isUnsafe(scalar) {
                    result += EchoedText.escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
