import CableCore

/// What a batch row is called: its `id` and `name` keys (NDJSON) or columns (CSV), passed
/// through unchanged to its record — NDJSON `id`/`name` members, CSV `id`/`name` cells — so
/// results can be matched by name, not only by line number. A number is kept as the token it
/// was written as (`1.10` stays `1.10`, a 23-digit id keeps every digit, `1e400` is `1e400` in
/// both formats), never read into a `Double` and written back. They are not request fields:
/// `SizingRequest` never sees them.
struct BatchLabels {
    enum Key: String, CaseIterable, Sendable {
        case id, name
    }

    /// A label's value: a JSON number's token as written, a string, or a flag.
    enum Value: Equatable {
        case number(String)
        case text(String)
        case bool(Bool)
    }

    private(set) var id: Value?
    private(set) var name: Value?
    /// A label given twice in one row: the row's error.
    private(set) var repeated: Key?

    var isEmpty: Bool { id == nil && name == nil && repeated == nil }

    /// Sets the label `key`; the first one given twice becomes ``repeated``.
    mutating func set(_ key: Key, _ value: Value) {
        switch key {
        case .id:
            if id != nil, repeated == nil { repeated = .id }
            id = id ?? value
        case .name:
            if name != nil, repeated == nil { repeated = .name }
            name = name ?? value
        }
    }

    /// The labels as members of a JSON record, each in its sorted place: `write` is called with
    /// `id` before and `name` after the members that sort between them.
    @inline(always)
    static func write<Writer: JSONMemberWriter & ~Copyable>(_ value: Value?, as key: Key, to json: inout Writer) {
        guard let value else { return }
        switch key {
        case .id: json.key("id")
        case .name: json.key("name")
        }
        switch value {
        case .number(let token): json.number(text: token)
        case .text(let text): json.string(text)
        case .bool(let flag): json.bool(flag)
        }
    }

    /// A label as a CSV cell: text and a number's token as given, a flag as true/false.
    static func cell(_ value: Value?) -> String {
        switch value {
        case .number(let token): token
        case .text(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case nil: ""
        }
    }
}
