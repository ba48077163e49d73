/// `--color auto|always|never`, which every command takes: when text for people is coloured.
///
/// `auto` (the default) colours a stream only when it is a terminal, `NO_COLOR` is unset or
/// empty (https://no-color.org) and `TERM` is not `dumb`; `always` colours even with `NO_COLOR`
/// or into a pipe; `never` never does. Machine output (JSON, CSV, NDJSON, GitHub annotations,
/// JUnit XML, PDF) carries no marks, so it is never coloured whatever the mode. The mode asked for
/// is read from the raw command line by ``GlobalOptions``, because an error in parsing it is
/// coloured too; the option parser refuses a value that is not a mode.
enum ColourMode: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether a stream that is (or is not) a terminal is coloured in this mode.
    func colours(terminal isTerminal: Bool, environment: Environment) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return isTerminal && !noColour && environment["TERM"] != "dumb"
        }
    }
}
