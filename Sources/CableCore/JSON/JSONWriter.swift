/// The one JSON writer: every JSON text `cable` makes — `--json` documents, batch records and
/// system files — is written here, so there is one rule for escaping, one for numbers (see
/// ``NumberText``) and one for each layout.
///
/// Values are written one after another, as a stream: open a container, give each member's key
/// and then its value, close it. The writer puts in the commas, colons and white space of its
/// ``Layout``. With `sortedKeys` (every `cable` output document) debug builds check that each
/// object's keys come in ascending order, so a misplaced key fails the tests.
package struct JSONWriter {
    package enum Layout: Sendable {
        /// No white space at all: batch records, one per line.
        case compact
        /// Each member and element on its own line, indented two spaces a level, `"key": value`;
        /// empty containers as `{}` and `[]`.
        case indented
        /// One line, a space after each `,` and `:` and inside an object's braces:
        /// `{ "name": "Fridge", "power": "60W" }`, `[1, 2]`.
        case inline
    }

    package private(set) var bytes: [UInt8] = []
    private let layout: Layout
    private let sortedKeys: Bool
    /// The open containers, innermost last.
    private var open: [Container] = []
    /// A key was just written: the next value is its member's.
    private var afterKey = false

    private struct Container {
        let isObject: Bool
        var count = 0
        #if DEBUG
            var lastKey: String?
        #endif
    }

    package init(layout: Layout, sortedKeys: Bool = false) {
        self.layout = layout
        self.sortedKeys = sortedKeys
    }

    /// The text written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Empties the writer for the next document, keeping its storage (batch writes a record a
    /// line and sends the bytes on in large blocks).
    package mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        afterKey = false
    }

    // MARK: - Containers

    package mutating func beginObject() { begin(isObject: true) }
    package mutating func endObject() { end(UInt8(ascii: "}")) }
    package mutating func beginArray() { begin(isObject: false) }
    package mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Starts a member of the current object: its key, then (by the next call) its value.
    package mutating func key(_ name: String) {
        guard !open.isEmpty, open[open.count - 1].isObject else {
            assertionFailure("a key outside an object")
            return
        }
        #if DEBUG
            if sortedKeys, let last = open[open.count - 1].lastKey {
                assert(last < name, "key '\(name)' after '\(last)': keys must be written in order")
            }
            open[open.count - 1].lastKey = name
        #endif
        separate()
        Self.appendQuoted(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if layout != .compact { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    // MARK: - Values

    package mutating func string(_ value: String) {
        beforeValue()
        Self.appendQuoted(value, to: &bytes)
    }

    /// A number at full precision (``NumberText/shortest(_:)``); `null` when not finite.
    package mutating func number(_ value: Double) {
        beforeValue()
        bytes.append(contentsOf: (value.isFinite ? NumberText.shortest(value) : "null").utf8)
    }

    package mutating func integer(_ value: Int) {
        beforeValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A number exactly as it was written in a file (`3`, `2.50`, `1e3`).
    package mutating func number(text: String) {
        beforeValue()
        bytes.append(contentsOf: text.utf8)
    }

    package mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func null() {
        beforeValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// A value already written as JSON text (by another writer): copied as it is.
    package mutating func value(json: [UInt8]) {
        beforeValue()
        bytes.append(contentsOf: json)
    }

    /// `value`, or `null` when it is nil.
    package mutating func optional<T>(_ value: T?, _ write: (inout JSONWriter, T) -> Void) {
        if let value { write(&self, value) } else { null() }
    }

    // MARK: - Layout

    private mutating func begin(isObject: Bool) {
        beforeValue()
        bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        open.append(Container(isObject: isObject))
    }

    private mutating func end(_ byte: UInt8) {
        guard let container = open.popLast() else {
            assertionFailure("a container closed that was not open")
            return
        }
        if container.count > 0 {
            switch layout {
            case .compact: break
            case .indented: newline()
            case .inline: if container.isObject { bytes.append(UInt8(ascii: " ")) }
            }
        }
        bytes.append(byte)
    }

    /// Before a value: nothing after a key; in an array, the element's separator.
    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
        } else if !open.isEmpty {
            separate()
        }
    }

    /// Before a member or an element: a comma after the container's first, then the layout's
    /// white space.
    private mutating func separate() {
        let index = open.count - 1
        let first = open[index].count == 0
        open[index].count += 1
        if !first { bytes.append(UInt8(ascii: ",")) }
        switch layout {
        case .compact: break
        case .indented: newline()
        case .inline: if !first || open[index].isObject { bytes.append(UInt8(ascii: " ")) }
        }
    }

    private mutating func newline() {
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: open.count * 2))
    }

    // MARK: - Strings

    /// Appends `value` as a JSON string literal: `"` and `\` escaped with a backslash, line feed,
    /// carriage return and tab as `\n` `\r` `\t`, other control characters as `\u00XX`, the rest
    /// as UTF-8. The one escaping rule for all JSON `cable` writes.
    package static func appendQuoted(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
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
        output.append(UInt8(ascii: "\""))
    }
}
