import CableCore
import CableText

/// Why no standard size fits a circuit, in the run's language, as CableText words it.
enum SizingErrorText {
    static func message(_ error: SizingError, circuit: Circuit, maxDropPercent: Double, display: Display) -> String {
        Words(display.language).text(error, circuit: circuit, maxDropPercent: maxDropPercent, units: display.units)
    }
}
