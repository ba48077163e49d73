import CableCore

/// Writes JSON straight into a byte buffer, for records written millions of times (batch) and
/// the same records written once (`size --json`): one writer, two layouts. Keys are written in
/// the order the caller gives them, so callers give them sorted (a test checks `size --json`).
/// Numbers use ``JSONNumber``: full precision, integral values without a fraction.
struct JSONEmitter: ~Copyable {
    var bytes: ByteBuffer
    let pretty: Bool
    /// How many containers are open.
    private var depth = 0
    /// Bit d is set when the container at depth d (1…63) has a member yet; deeper containers,
    /// which no record has, keep theirs in `deeper`.
    private var hasMembers: UInt64 = 0
    private var deeper: [Bool] = []
    /// A key was written and its value not yet.
    private var valuePending = false

    init(pretty: Bool, capacity: Int = 4096) {
        self.pretty = pretty
        bytes = ByteBuffer(capacity: capacity)
    }

    mutating func beginObject() { beginContainer(UInt8(ascii: "{")) }
    mutating func endObject() { endContainer(UInt8(ascii: "}")) }
    mutating func beginArray() { beginContainer(UInt8(ascii: "[")) }
    mutating func endArray() { endContainer(UInt8(ascii: "]")) }

    /// Starts a member of the current object. Keys are plain ASCII literals: nothing to escape.
    mutating func key(_ name: StaticString) {
        valuePending = true
        if pretty || depth >= 64 {
            separate()
            bytes.append(UInt8(ascii: "\""))
            bytes.append(name)
            bytes.append("\": ")
            return
        }
        // Compact layout, the batch case: separator, quoted name and colon in one write.
        let bit: UInt64 = 1 << UInt64(depth)
        let comma = depth > 0 && hasMembers & bit != 0
        if depth > 0 { hasMembers |= bit }
        let length = name.utf8CodeUnitCount
        bytes.append(upTo: length + 4) { target in
            var offset = 0
            if comma {
                target[0] = UInt8(ascii: ",")
                offset = 1
            }
            target[offset] = UInt8(ascii: "\"")
            (target + offset + 1).update(from: name.utf8Start, count: length)
            target[offset + 1 + length] = UInt8(ascii: "\"")
            target[offset + 2 + length] = UInt8(ascii: ":")
            return offset + 3 + length
        }
    }

    mutating func number(_ value: Double) {
        prepareValue()
        bytes.append(upTo: JSONNumber.maximumLength) { JSONNumber.write(value, to: $0) }
    }

    mutating func integer(_ value: Int) {
        prepareValue()
        bytes.append(upTo: JSONNumber.maximumLength) { JSONNumber.write(value, to: $0) }
    }

    mutating func bool(_ value: Bool) {
        prepareValue()
        bytes.append(value ? "true" : "false")
    }

    mutating func null() {
        prepareValue()
        bytes.append("null")
    }

    mutating func string(_ value: String) {
        prepareValue()
        var plain = value
        // Labels and names rarely need escaping: copy them whole; otherwise use the one escaper.
        let copied = plain.withUTF8 { utf8 in
            guard !JSONWriter.needsEscaping(utf8) else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if !copied {
            var escaped: [UInt8] = []
            JSONWriter.appendQuoted(value, to: &escaped)
            bytes.append(escaped)
        }
    }

    /// Writes an optional, or `null`.
    mutating func optional<T>(_ value: T?, _ write: (inout JSONEmitter, T) -> Void) {
        if let value { write(&self, value) } else { null() }
    }

    // MARK: - Layout

    /// A value inside an array needs its separator; after a key it follows directly.
    private mutating func prepareValue() {
        if valuePending {
            valuePending = false
        } else if depth > 0 {
            separate()
        }
    }

    private mutating func separate() {
        guard depth > 0 else { return }
        if depth < 64 {
            let bit: UInt64 = 1 << UInt64(depth)
            if hasMembers & bit != 0 { bytes.append(UInt8(ascii: ",")) }
            hasMembers |= bit
        } else {
            if deeper[depth - 64] { bytes.append(UInt8(ascii: ",")) }
            deeper[depth - 64] = true
        }
        if pretty { newline(depth) }
    }

    private mutating func beginContainer(_ byte: UInt8) {
        prepareValue()
        bytes.append(byte)
        depth += 1
        if depth < 64 { hasMembers &= ~(1 << UInt64(depth)) } else { deeper.append(false) }
    }

    private mutating func endContainer(_ byte: UInt8) {
        guard depth > 0 else { return }
        let hadMembers = depth < 64 ? hasMembers & (1 << UInt64(depth)) != 0 : deeper.removeLast()
        depth -= 1
        if pretty, hadMembers { newline(depth) }
        bytes.append(byte)
    }

    private mutating func newline(_ depth: Int) {
        bytes.append(0x0A)
        for _ in 0..<depth * 2 { bytes.append(UInt8(ascii: " ")) }
    }
}
