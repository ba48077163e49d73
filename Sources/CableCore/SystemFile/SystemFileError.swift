/// Why a system file could not be read;
/// CableText words it (`12:17: loads[2].length: must be > 0 m, got -3 m`).
public enum SystemFileError: Error, Equatable, Sendable {
    /// The text is not valid JSON.
    case syntax(JSONSyntaxError)
    /// A value breaks a rule; the error's field is the JSON path (`loads[2].length`).
    case invalid(ValidationError, at: JSONPosition?)
}
