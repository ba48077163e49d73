import CableCore
import CableText

/// A system's warnings in words, in the run's language, as CableText words them (``Words``).
enum WarningText {
    static func message(_ warning: SystemWarning, display: Display) -> String {
        Words(display.language).text(warning, units: display.units)
    }
}
