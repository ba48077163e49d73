/// The pretty layout of `cable`'s JSON output: every value is written compact (``JSONEmitter``,
/// ``JSONValue``) and laid out here, so there is one writer per document and one layout for all.
///
/// Layout: each member and element on its own line, indented two spaces a level; `": "` between
/// a key and its value; empty containers as `{}` and `[]`.
enum JSONIndentation {
    /// `compact` laid out with indentation. `compact` is JSON with no whitespace outside strings,
    /// as the writers above produce; strings are copied as they are, escapes and all.
    static func indented(_ compact: UnsafeRawBufferPointer) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(compact.count * 2)
        var depth = 0
        var index = 0
        while index < compact.count {
            let byte = compact[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                output.append(byte)
                // Through the closing quote; an escape's backslash takes the byte after it along.
                while index < compact.count {
                    let inner = compact[index]
                    output.append(inner)
                    index += 1
                    if inner == UInt8(ascii: "\\"), index < compact.count {
                        output.append(compact[index])
                        index += 1
                    } else if inner == UInt8(ascii: "\"") {
                        break
                    }
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                output.append(byte)
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if index < compact.count, compact[index] == close {
                    output.append(close)
                    index += 1
                } else {
                    depth += 1
                    newline(&output, depth)
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth = max(depth - 1, 0)
                newline(&output, depth)
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                newline(&output, depth)
            case UInt8(ascii: ":"):
                output.append(byte)
                output.append(UInt8(ascii: " "))
            default:
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func indented(_ compact: [UInt8]) -> String { compact.withUnsafeBytes { indented($0) } }

    private static func newline(_ output: inout [UInt8], _ depth: Int) {
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }
}
