import CableCore

/// What a batch row is called: its `id` and `name` keys (NDJSON) or columns (CSV), passed
/// through unchanged to its record — NDJSON `id`/`name` members, CSV `id`/`name` cells — so
/// results can be matched by name, not only by line number. They are not request fields:
/// `SizingRequest` never sees them.
struct BatchLabels {
    enum Key: String, CaseIterable, Sendable {
        case id, name
    }

    private(set) var id: SizingRequest.Value?
    private(set) var name: SizingRequest.Value?
    /// A label given twice in one row: the row's error.
    private(set) var repeated: Key?

    var isEmpty: Bool { id == nil && name == nil && repeated == nil }

    /// Sets the label `key`; the first one given twice becomes ``repeated``.
    mutating func set(_ key: Key, _ value: SizingRequest.Value) {
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
    static func write(_ value: SizingRequest.Value?, as key: Key, to json: inout JSONWriter) {
        guard let value else { return }
        switch (key, value) {
        case (.id, .number(let number)): json.member("id", number)
        case (.id, .text(let text)): json.member("id", text)
        case (.id, .bool(let flag)): json.member("id", flag)
        case (.name, .number(let number)): json.member("name", number)
        case (.name, .text(let text)): json.member("name", text)
        case (.name, .bool(let flag)): json.member("name", flag)
        }
    }

    /// A label as a CSV cell: text as given, a number at full precision, a flag as true/false.
    static func cell(_ value: SizingRequest.Value?) -> String {
        switch value {
        case .number(let number): NumberText.shortest(number)
        case .text(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case nil: ""
        }
    }
}
