/// A 1-based line and column (in Unicode scalars) in the source text.
public struct JSONPosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public var description: String { "\(line):\(column)" }
}
