/// A JSON value read from text, with the position of every value so errors can point at it.
///
/// Objects keep their members in file order (a writer can keep hand-written order) and
/// duplicate keys are refused: a repeated key would silently hide one of the values.
public indirect enum JSONNode: Equatable, Sendable {
    /// An object: its members in file order, and where it starts.
    case object([(key: String, value: JSONNode)], JSONPosition)
    /// An array: its elements, and where it starts.
    case array([JSONNode], JSONPosition)
    /// A string, unescaped, and where it starts.
    case string(String, JSONPosition)
    /// A number with its text as written (so `1e309` can be refused rather than read as ∞).
    case number(Double, String, JSONPosition)
    /// `true` or `false`, and where it is.
    case bool(Bool, JSONPosition)
    /// `null`, and where it is.
    case null(JSONPosition)

    /// Where the value starts in the text.
    public var position: JSONPosition {
        switch self {
        case .object(_, let p), .array(_, let p), .string(_, let p), .number(_, _, let p), .bool(_, let p), .null(let p): p
        }
    }

    /// The kind of a JSON value, as an error names a value of the wrong kind: CableText words it
    /// (`a string`, `eine Zeichenkette`).
    public enum Kind: Equatable, Sendable {
        /// An object: `{…}`.
        case object
        /// An array: `[…]`.
        case array
        /// A string: `"…"`.
        case string
        /// A number.
        case number
        /// `true` or `false`.
        case boolean
        /// `null`.
        case null
    }

    /// The value's kind, for an error that names what was found instead (``Kind``).
    public var kind: Kind {
        switch self {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .boolean
        case .null: .null
        }
    }

    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a, _), .object(let b, _)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a, _), .array(let b, _)): a == b
        case (.string(let a, _), .string(let b, _)): a == b
        case (.number(let a, _, _), .number(let b, _, _)): a == b
        case (.bool(let a, _), .bool(let b, _)): a == b
        case (.null, .null): true
        default: false
        }
    }
}
