import CableCore

/// Writes compact JSON straight into a byte buffer, for records written millions of times (batch)
/// and the same records written once (`size --json`, laid out by ``JSONIndentation``). Keys are
/// written in the order the caller gives them, so callers give them sorted (a test checks
/// `size --json`). Numbers use ``JSONNumber``: full precision, integral values without a fraction.
struct JSONEmitter: ~Copyable {
    var bytes: ByteBuffer
    /// How many containers are open.
    private var depth = 0
    /// The next member or element needs a comma before it: its container has one already.
    /// Cleared by a key (its value follows directly) and by opening a container.
    private var needsComma = false
    /// Where the holes ``hole()`` marked are: the byte offsets a hole's value goes at.
    private(set) var holes: [Int] = []

    init(capacity: Int = 4096) {
        bytes = ByteBuffer(capacity: capacity)
    }

    mutating func beginObject() { beginContainer(UInt8(ascii: "{")) }
    mutating func endObject() { endContainer(UInt8(ascii: "}")) }
    mutating func beginArray() { beginContainer(UInt8(ascii: "[")) }
    mutating func endArray() { endContainer(UInt8(ascii: "]")) }

    /// Starts a member of the current object. Keys are plain ASCII literals: nothing to escape.
    /// Inlined, so a key is a few stores of a known length.
    @inline(__always)
    mutating func key(_ name: StaticString) {
        let comma = needsComma
        needsComma = false
        bytes.append(upTo: name.utf8CodeUnitCount + 4) { Self.writeKey(name, comma: comma, at: $0) }
    }

    /// A member whose value is a number: its key and value for one capacity check.
    @inline(__always)
    mutating func member(_ name: StaticString, _ value: Double) {
        member(name, upTo: JSONNumber.maximumLength) { JSONNumber.write(value, to: $0) }
    }

    /// A member whose value is an integer: its key and value for one capacity check.
    @inline(__always)
    mutating func member(_ name: StaticString, _ value: Int) {
        member(name, upTo: JSONNumber.maximumLength) { JSONNumber.write(value, to: $0) }
    }

    /// A member whose value, at most `maximum` bytes, `write` writes at the pointer it is given
    /// (returning the length): key and value for one capacity check.
    @inline(__always)
    private mutating func member(
        _ name: StaticString, upTo maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int
    ) {
        let comma = needsComma
        needsComma = true
        bytes.append(upTo: name.utf8CodeUnitCount + 4 + maximum) { target in
            let length = Self.writeKey(name, comma: comma, at: target)
            return length &+ write(target + length)
        }
    }

    /// A member whose value is `true` or `false`.
    @inline(__always)
    mutating func member(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Writes `"name":`, after a comma when `comma`, and returns the length.
    @inline(__always)
    private static func writeKey(_ name: StaticString, comma: Bool, at target: UnsafeMutablePointer<UInt8>) -> Int {
        let length = name.utf8CodeUnitCount
        let offset = comma ? 1 : 0
        target[0] = UInt8(ascii: ",")
        target[offset] = UInt8(ascii: "\"")
        UnsafeMutableRawPointer(target + offset + 1).copyMemory(from: name.utf8Start, byteCount: length)
        target[offset + 1 + length] = UInt8(ascii: "\"")
        target[offset + 2 + length] = UInt8(ascii: ":")
        return offset + 3 + length
    }

    @inline(__always)
    mutating func number(_ value: Double) { scalar(upTo: JSONNumber.maximumLength) { JSONNumber.write(value, to: $0) } }

    @inline(__always)
    mutating func integer(_ value: Int) { scalar(upTo: JSONNumber.maximumLength) { JSONNumber.write(value, to: $0) } }

    @inline(__always)
    mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    @inline(__always)
    mutating func null() { literal("null") }

    mutating func string(_ value: String) {
        writeComma()
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

    /// Writes one value, or members of the object being written, given as JSON text (a cached
    /// fragment).
    mutating func fragment(_ json: UnsafeRawBufferPointer) {
        writeComma()
        bytes.append(json)
    }

    /// Marks where a value goes that is written later, at each use of a ``JSONTemplate``: a
    /// value, as far as commas go, but no bytes.
    mutating func hole() {
        writeComma()
        holes.append(bytes.count)
    }

    /// Writes a piece of a ``JSONTemplate`` as it is: the first starts a value (after a comma if
    /// one is due); each piece but the last ends where a hole's value goes, and the last ends
    /// the template's value. The pieces between hold their own commas.
    @inline(__always)
    mutating func templatePiece(_ text: UnsafeRawBufferPointer, isFirst: Bool, isLast: Bool) {
        if isFirst { writeComma() }
        bytes.append(text)
        needsComma = isLast && depth > 0
    }

    /// Writes an optional, or `null`.
    @inline(__always)
    mutating func optional<T>(_ value: T?, _ write: (inout JSONEmitter, T) -> Void) {
        if let value { write(&self, value) } else { null() }
    }

    // MARK: - Layout

    /// Before a value: whether it needs a comma (1) or not (0): its container has a member or
    /// element already, and no key was just written. Every value in a container leaves the next
    /// one needing a comma.
    @inline(__always)
    private mutating func valueComma() -> Int {
        let comma = needsComma ? 1 : 0
        needsComma = depth > 0
        return comma
    }

    /// Before a value written on its own: its comma, if it needs one.
    private mutating func writeComma() {
        if valueComma() == 1 { bytes.append(UInt8(ascii: ",")) }
    }

    /// A value of at most `maximum` bytes that `write` writes at the pointer it is given (returning
    /// the length), after its comma, for one capacity check.
    @inline(__always)
    private mutating func scalar(upTo maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        let comma = valueComma()
        bytes.append(upTo: maximum + 1) { target in
            target[0] = UInt8(ascii: ",")
            return comma + write(target + comma)
        }
    }

    /// A value written as a literal (`true`, `false`, `null`).
    @inline(__always)
    private mutating func literal(_ text: StaticString) {
        scalar(upTo: text.utf8CodeUnitCount) { target in
            target.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
            return text.utf8CodeUnitCount
        }
    }

    private mutating func beginContainer(_ byte: UInt8) {
        writeComma()
        bytes.append(byte)
        depth += 1
        needsComma = false
    }

    private mutating func endContainer(_ byte: UInt8) {
        guard depth > 0 else { return }
        depth -= 1
        bytes.append(byte)
        needsComma = depth > 0
    }
}
