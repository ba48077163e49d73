import CableCore
import CableText

/// `cable check --format github`: GitHub Actions workflow commands, one `::error` per violation
/// and per file that could not be checked, so each shows as an annotation on the file in a
/// pull request, on the line of the entity's object (`line=`, `col=`: where its `{` is) or of
/// the problem that stopped the check (a syntax error's position, the member a validation
/// error is about): `::error file=systems/van.json,line=12,col=5,title=voltageDrop (Fridge)::Fridge: drop …`.
/// Without a known position (an unreadable file) the command has `file=` alone.
/// A file that passes gets a plain `ok:` log line (none with `--quiet`).
///
/// Escaping follows the runner's own (actions/toolkit `packages/core/src/command.ts`): in the
/// message `%` → `%25`, CR → `%0D`, LF → `%0A`; in a property also `:` → `%3A` and `,` → `%2C`.
/// So no input can end the command early or start another one. The plain `ok:` line is a log
/// line, not a command: its path is escaped as in text (``EchoedText/escapingAll(_:)``), so a
/// line feed in a file name is `\n` there and cannot start a line that reads `::`.
enum CheckAnnotations {
    /// One file's lines.
    static func render(_ file: CheckedFile, quiet: Bool, in language: Language) -> String {
        switch file.outcome {
        case .checked(let report, _) where report.isOK:
            return quiet
                ? ""
                : "ok: \(file.shownPath): \(report.circuits.count) "
                    + (report.circuits.count == 1 ? "circuit meets its rules\n" : "circuits meet their rules\n")
        case .checked(let report, let display):
            var text = ""
            for violation in report.violations {
                let subject = CheckText.subject(violation, in: display.language)
                text += command(
                    file: file.path, at: file.position(of: violation.circuit),
                    title: "\(violation.rule.rawValue) (\(subject))",
                    message: "\(subject): \(CheckText.message(violation, display: display))")
            }
            return text
        case .failed(let error):
            return command(
                file: file.path, at: file.position, title: "cable check: \(error.code)", message: error.text(in: language))
        }
    }

    /// One `::error` command.
    static func command(file: String, at position: JSONPosition? = nil, title: String, message: String) -> String {
        let location = position.map { ",line=\($0.line),col=\($0.column)" } ?? ""
        return "::error file=\(property(file))\(location),title=\(property(title))::\(data(message))\n"
    }

    /// A command's message, escaped.
    static func data(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A property value, escaped.
    static func property(_ text: String) -> String {
        data(text).replacingColonsAndCommas
    }
}

extension String {
    fileprivate var replacingColonsAndCommas: String {
        var result = ""
        for character in unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
