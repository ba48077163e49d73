import CableCore
import CableText

/// A ``ValidationError`` in the run's language: `--length: muss > 0 m sein, erhalten: -5 m`.
///
/// CableCore words its rules in English (`must be > 0 m`). The common kinds — a fixed rule, or a
/// bound followed by a quantity — are translated here; any other rule stays English inside the
/// translated frame. English is `description` itself, byte for byte.
enum ValidationText {
    static func text(_ error: ValidationError) -> String {
        let english = Words.english.text(error)
        guard Language.current != .en else { return english }
        let field = EchoedText.escaped(error.field)
        let englishRule = Words.english.text(error.rule)
        let rule = self.rule(englishRule)
        guard !error.actual.isEmpty else { return "\(field): \(rule)" }
        let prefix = "\(field): \(englishRule), got "
        let shown = english.hasPrefix(prefix) ? String(english.dropFirst(prefix.count)) : EchoedText.escaped(error.actual)
        return tr("{field}: {rule}, got {value}", ["field": field, "rule": rule, "value": shown])
    }

    /// A rule in the run's language, when it is one of the kinds below; else as CableCore wrote it.
    static func rule(_ rule: String) -> String {
        switch rule {
        case "is required": return tr("is required")
        case "must be a finite number": return tr("must be a finite number")
        case "must be true or false": return tr("must be true or false")
        case "must be a number or a string with a unit": return tr("must be a number or a string with a unit")
        case "must be copper or aluminium": return tr("must be copper or aluminium")
        case "must be metric or imperial": return tr("must be metric or imperial")
        case "must be default or abyc": return tr("must be default or abyc")
        case "must be ndjson or csv": return tr("must be ndjson or csv")
        case "must be a plain decimal number (use '.' for decimals)":
            return tr("must be a plain decimal number (use '.' for decimals)")
        default: break
        }
        let language = Language.current
        if let value = after("must be between ", in: rule), let and = value.firstRange(of: " and ") {
            return tr(
                "must be between {low} and {high}",
                [
                    "low": language.decimalsIn(String(value[..<and.lowerBound])),
                    "high": language.decimalsIn(String(value[and.upperBound...])),
                ])
        }
        if let value = after("must be ≤ ", in: rule) {
            return tr("must be ≤ {limit}", ["limit": language.decimalsIn(value)])
        }
        if let value = after("must be ≥ ", in: rule) {
            return tr("must be ≥ {limit}", ["limit": language.decimalsIn(value)])
        }
        if let value = after("must be > ", in: rule) {
            return tr("must be > {limit}", ["limit": language.decimalsIn(value)])
        }
        if let value = after("must be one of ", in: rule) {
            return tr("must be one of {list}", ["list": value])
        }
        return rule
    }

    /// The rest of `text` after `prefix`, when it starts with it and the rest is one value
    /// (no further words of a sentence).
    private static func after(_ prefix: String, in text: String) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        let rest = String(text.dropFirst(prefix.count))
        return rest.contains("(") ? nil : rest
    }
}

extension ValidationText {
    /// A system file's error in the run's language: `8:43: loads[2].length: muss > 0 m sein, …`.
    /// Syntax errors stay as CableCore words them.
    static func text(_ error: SystemFileError) -> String {
        switch error {
        case .invalid(let invalid, let position): (position.map { "\($0): " } ?? "") + text(invalid)
        default: Words.english.text(error)
        }
    }

    /// A file's error after its name: `system.json:8:43: loads[2].length: …`, or
    /// `system.json: name: …` when the error has no position.
    static func text(_ error: SystemFileError, file: String) -> String {
        let text = text(error)
        return "\(file):\(text.first?.isNumber == true ? "" : " ")\(text)"
    }
}
