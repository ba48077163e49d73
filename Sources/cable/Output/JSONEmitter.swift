/// Writes JSON straight into a byte buffer, for records written millions of times (batch) and
/// the same records written once (`size --json`): one writer, two layouts. Keys are written in
/// the order the caller gives them, so callers give them sorted (a test checks `size --json`).
/// Numbers use ``JSONValue/format(_:)``: full precision, integral values without a fraction.
struct JSONEmitter {
    var bytes: [UInt8] = []
    let pretty: Bool
    /// For each open container: whether it has a member yet.
    private var open: [Bool] = []

    init(pretty: Bool, capacity: Int = 4096) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() { beginContainer(UInt8(ascii: "{")) }
    mutating func endObject() { endContainer(UInt8(ascii: "}")) }
    mutating func beginArray() { beginContainer(UInt8(ascii: "[")) }
    mutating func endArray() { endContainer(UInt8(ascii: "]")) }

    /// Starts a member of the current object.
    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(0x20) }
        valuePending = true
    }

    mutating func number(_ value: Double) { scalar(JSONValue.format(value)) }
    mutating func integer(_ value: Int) { scalar(String(value)) }
    mutating func bool(_ value: Bool) { scalar(value ? "true" : "false") }
    mutating func null() { scalar("null") }
    mutating func string(_ value: String) {
        prepareValue()
        JSONValue.string(value).write(into: &bytes)
    }

    /// Writes an optional, or `null`.
    mutating func optional<T>(_ value: T?, _ write: (inout JSONEmitter, T) -> Void) {
        if let value { write(&self, value) } else { null() }
    }

    // MARK: - Layout

    private var valuePending = false

    private mutating func scalar(_ text: String) {
        prepareValue()
        bytes.append(contentsOf: text.utf8)
    }

    /// A value inside an array needs its separator; after a key it follows directly.
    private mutating func prepareValue() {
        if valuePending {
            valuePending = false
        } else if !open.isEmpty {
            separate()
        }
    }

    private mutating func separate() {
        if let hasMembers = open.last {
            if hasMembers { bytes.append(UInt8(ascii: ",")) }
            open[open.count - 1] = true
            if pretty { newline(open.count) }
        }
    }

    private mutating func beginContainer(_ byte: UInt8) {
        prepareValue()
        bytes.append(byte)
        open.append(false)
    }

    private mutating func endContainer(_ byte: UInt8) {
        let hadMembers = open.popLast() ?? false
        if pretty, hadMembers { newline(open.count) }
        bytes.append(byte)
    }

    private mutating func newline(_ depth: Int) {
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }
}
