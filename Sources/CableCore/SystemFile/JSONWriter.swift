/// Writes a ``JSONNode`` tree back to text in the one layout `cable` uses for system files, so
/// that every write of the same content gives the same bytes and `git diff` shows only changes.
///
/// Layout: two-space indentation; members in their existing order; numbers exactly as they were
/// written; an object inside an array on one line when it fits in 160 characters (a list of
/// loads reads as a table; small nested objects such as an `arrangement` stay inline with it),
/// otherwise one member per line; arrays of scalars on one line; a trailing newline.
public enum JSONWriter {
    public static func write(_ node: JSONNode) -> String {
        var output = ""
        write(node, to: &output, indent: 0, inArray: false)
        output += "\n"
        return output
    }

    private static func write(_ node: JSONNode, to output: inout String, indent: Int, inArray: Bool) {
        switch node {
        case .object(let members, _):
            if members.isEmpty {
                output += "{}"
            } else if inArray, let line = inline(node), line.count + indent * 2 <= 160 {
                output += line
            } else {
                output += "{\n"
                for (offset, member) in members.enumerated() {
                    output += String(repeating: "  ", count: indent + 1)
                    writeString(member.key, to: &output)
                    output += ": "
                    write(member.value, to: &output, indent: indent + 1, inArray: false)
                    output += offset < members.count - 1 ? ",\n" : "\n"
                }
                output += String(repeating: "  ", count: indent) + "}"
            }
        case .array(let items, _):
            if items.isEmpty {
                output += "[]"
            } else if let line = inline(node), line.count + indent * 2 <= 160, !items.contains(where: \.isContainer) {
                output += line
            } else {
                output += "[\n"
                for (offset, item) in items.enumerated() {
                    output += String(repeating: "  ", count: indent + 1)
                    write(item, to: &output, indent: indent + 1, inArray: true)
                    output += offset < items.count - 1 ? ",\n" : "\n"
                }
                output += String(repeating: "  ", count: indent) + "]"
            }
        default:
            output += scalar(node) ?? ""
        }
    }

    /// The one-line form of a container holding only scalars, or nil.
    private static func inline(_ node: JSONNode) -> String? {
        switch node {
        case .object(let members, _):
            var parts: [String] = []
            for member in members {
                guard let value = scalar(member.value) ?? inline(member.value) else { return nil }
                var key = ""
                writeString(member.key, to: &key)
                parts.append("\(key): \(value)")
            }
            return "{ " + parts.joined(separator: ", ") + " }"
        case .array(let items, _):
            var parts: [String] = []
            for item in items {
                guard let value = scalar(item) else { return nil }
                parts.append(value)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        default:
            return scalar(node)
        }
    }

    private static func scalar(_ node: JSONNode) -> String? {
        switch node {
        case .string(let value, _):
            var text = ""
            writeString(value, to: &text)
            return text
        case .number(_, let text, _): return text
        case .bool(let value, _): return value ? "true" : "false"
        case .null: return "null"
        case .object, .array: return nil
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        var bytes: [UInt8] = []
        appendQuoted(value, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// Whether UTF-8 text holds a byte ``appendQuoted(_:to:)`` escapes: a quote, a backslash
    /// or a control character. Inlinable: the executable checks every string it writes.
    @inlinable
    public static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }

    /// Appends `value` as a JSON string literal: quotes, `\"` `\\` `\n` `\r` `\t` escaped,
    /// other control characters as `\u00XX`, everything else as UTF-8. The one escaping rule for
    /// every JSON `cable` writes.
    public static func appendQuoted(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var value = value
        let plain = value.withUTF8 { utf8 in
            // Most strings need no escape: copy them whole.
            guard !needsEscaping(utf8) else { return false }
            output.append(contentsOf: utf8)
            return true
        }
        if !plain {
            for byte in value.utf8 {
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
                case 0x0A: output.append(contentsOf: "\\n".utf8)
                case 0x0D: output.append(contentsOf: "\\r".utf8)
                case 0x09: output.append(contentsOf: "\\t".utf8)
                case 0..<0x20:
                    let hex = String(byte, radix: 16)
                    output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                default: output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension JSONNode {
    var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}
