import CableCore

/// A JSON document built by renderers: written with sorted keys, explicit nulls and numbers at
/// full precision (the shortest text that reads back to the same `Double`).
indirect enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null

    /// An optional mapped to a value or `null`.
    static func optional<T>(_ value: T?, _ transform: (T) -> JSONValue) -> JSONValue {
        value.map(transform) ?? .null
    }

    /// The document as text: two-space indented (``JSONIndentation``), or one line when `pretty`
    /// is false.
    func serialized(pretty: Bool = true) -> String {
        var bytes: [UInt8] = []
        write(into: &bytes)
        return pretty ? JSONIndentation.indented(bytes) : String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the document's compact UTF-8 bytes to `bytes` (what batch output streams through).
    func write(into output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value): JSONNumber.appendInteger(value, to: &output)
        case .number(let value): JSONNumber.append(value, to: &output)
        case .string(let value): JSONWriter.appendQuoted(value, to: &output)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                item.write(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (offset, key) in members.keys.sorted().enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                JSONWriter.appendQuoted(key, to: &output)
                output.append(UInt8(ascii: ":"))
                members[key]?.write(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}
