import CableCore

/// Writes JSON straight into a byte buffer, for records written millions of times (batch) and
/// the same records written once (`size --json`): one writer, two layouts. Keys are written in
/// the order the caller gives them, so callers give them sorted (a test checks `size --json`).
/// Numbers use ``JSONNumber``: full precision, integral values without a fraction.
struct JSONEmitter: ~Copyable {
    var bytes: ByteBuffer
    let pretty: Bool
    /// How many containers are open (the indentation of the pretty layout).
    private var depth = 0
    /// The next member or element needs a comma before it: its container has one already.
    /// Cleared by a key (its value follows directly) and by opening a container.
    private var needsComma = false
    /// A key was written and its value not yet (the pretty layout starts an element of an
    /// array on a new line, a value after its key not).
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
    /// Inlined, so the compact layout (batch) writes a key as a few stores of a known length.
    @inline(__always)
    mutating func key(_ name: StaticString) {
        guard !pretty else { return prettyKey(name) }
        let comma = needsComma
        needsComma = false
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

    @inline(__always)
    mutating func number(_ value: Double) {
        prepareValue()
        bytes.append(upTo: JSONNumber.maximumLength) { JSONNumber.write(value, to: $0) }
    }

    @inline(__always)
    mutating func integer(_ value: Int) {
        prepareValue()
        bytes.append(upTo: JSONNumber.maximumLength) { JSONNumber.write(value, to: $0) }
    }

    @inline(__always)
    mutating func bool(_ value: Bool) {
        prepareValue()
        bytes.append(value ? "true" : "false")
    }

    @inline(__always)
    mutating func null() {
        prepareValue()
        bytes.append("null")
    }

    mutating func string(_ value: String) {
        prepareValue()
        var plain = value
        // Labels and names rarely need escaping: copy them whole, quotes and all, in one write;
        // otherwise use the one escaper.
        let copied = plain.withUTF8 { utf8 in
            guard !JSONWriter.needsEscaping(utf8) else { return false }
            bytes.append(upTo: utf8.count + 2) { target in
                target[0] = UInt8(ascii: "\"")
                if let start = utf8.baseAddress { (target + 1).update(from: start, count: utf8.count) }
                target[utf8.count + 1] = UInt8(ascii: "\"")
                return utf8.count + 2
            }
            return true
        }
        if !copied {
            var escaped: [UInt8] = []
            JSONWriter.appendQuoted(value, to: &escaped)
            bytes.append(escaped)
        }
    }

    /// Writes one value given as its compact JSON text (a cached fragment).
    mutating func fragment(_ json: UnsafeRawBufferPointer) {
        prepareValue()
        bytes.append(json)
    }

    /// Writes an optional, or `null`.
    @inline(__always)
    mutating func optional<T>(_ value: T?, _ write: (inout JSONEmitter, T) -> Void) {
        if let value { write(&self, value) } else { null() }
    }

    // MARK: - Layout

    /// Before a value: its comma, if its container has a member already (after a key there is
    /// none to write); the pretty layout also starts an array element on a new line.
    @inline(__always)
    private mutating func prepareValue() {
        if pretty {
            prettyPrepareValue()
        } else if needsComma {
            bytes.append(UInt8(ascii: ","))
        }
        needsComma = depth > 0
    }

    private mutating func prettyPrepareValue() {
        if valuePending {
            valuePending = false
        } else if depth > 0 {
            if needsComma { bytes.append(UInt8(ascii: ",")) }
            newline(depth)
        }
    }

    private mutating func prettyKey(_ name: StaticString) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = false
        valuePending = true
        if depth > 0 { newline(depth) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(name)
        bytes.append("\": ")
    }

    private mutating func beginContainer(_ byte: UInt8) {
        prepareValue()
        bytes.append(byte)
        depth += 1
        needsComma = false
    }

    private mutating func endContainer(_ byte: UInt8) {
        guard depth > 0 else { return }
        let hadMembers = needsComma
        depth -= 1
        if pretty, hadMembers { newline(depth) }
        bytes.append(byte)
        needsComma = depth > 0
    }

    private mutating func newline(_ depth: Int) {
        bytes.append(0x0A)
        for _ in 0..<depth * 2 { bytes.append(UInt8(ascii: " ")) }
    }
}
