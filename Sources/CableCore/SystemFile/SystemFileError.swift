/// Why a system file could not be read.
public enum SystemFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not valid JSON.
    case syntax(JSONSyntaxError)
    /// A value breaks a rule; the error's field is the JSON path (`loads[2].length`).
    case invalid(ValidationError, at: JSONPosition?)

    /// `12:17: loads[2].length: must be > 0 m, got -3 m`.
    public var description: String {
        switch self {
        case .syntax(let error): return error.description
        case .invalid(let error, let position): return (position.map { "\($0): " } ?? "") + error.description
        }
    }
}
