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

    /// The document as text: two-space indented, or one line when `pretty` is false.
    func serialized(pretty: Bool = true) -> String {
        var bytes: [UInt8] = []
        write(into: &bytes, pretty: pretty)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the document's UTF-8 bytes to `bytes` (what batch output streams through).
    func write(into bytes: inout [UInt8], pretty: Bool = false) {
        write(to: &bytes, pretty: pretty, indent: 0)
    }

    private func write(to output: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value): JSONNumber.appendInteger(value, to: &output)
        case .number(let value): JSONNumber.append(value, to: &output)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            guard !items.isEmpty else {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { Self.newline(&output, indent + 1) }
                item.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.newline(&output, indent) }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            for (offset, key) in members.keys.sorted().enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { Self.newline(&output, indent + 1) }
                Self.writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                if pretty { output.append(UInt8(ascii: " ")) }
                members[key]?.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.newline(&output, indent) }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ output: inout [UInt8], _ indent: Int) {
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private static func writeString(_ value: String, to output: inout [UInt8]) {
        JSONWriter.appendQuoted(value, to: &output)
    }
}
