/// A 1-based line and column (in Unicode scalars) in the source text.
public struct JSONPosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column in Unicode scalars, from 1.
    public let column: Int
    public var description: String { "\(line):\(column)" }
}
