import CableCore
import CableText

/// A ``ValidationError`` or ``SystemFileError`` in the run's language, as CableText words it:
/// `--length: muss > 0 m sein, erhalten: -5 m`.
enum ValidationText {
    static func text(_ error: ValidationError) -> String {
        Words(Language.current).text(error)
    }

    /// A system file's error in the run's language: `8:43: loads[2].length: muss > 0 m sein, …`.
    static func text(_ error: SystemFileError) -> String {
        Words(Language.current).text(error)
    }

    /// A file's error after its name: `system.json:8:43: loads[2].length: …`, or
    /// `system.json: name: …` when the error has no position.
    static func text(_ error: SystemFileError, file: String) -> String {
        let text = text(error)
        return "\(file):\(text.first?.isNumber == true ? "" : " ")\(text)"
    }
}
