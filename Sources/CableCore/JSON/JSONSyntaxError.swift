/// Malformed JSON, with where it went wrong.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let position: JSONPosition
    public let message: String
    /// `3:14: expected ',' or '}' after an object member`.
    public var description: String { "\(position): \(message)" }
}
