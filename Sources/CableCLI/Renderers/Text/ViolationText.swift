import CableCore
import CableText

/// A broken rule in words, in the run's language, as CableText words it (``Words``).
enum ViolationText {
    static func message(_ violation: Violation, display: Display) -> String {
        Words(display.language).text(violation, units: display.units)
    }
}
