#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable byte buffer that writes through a raw pointer: what batch output and JSON records
/// are assembled in. It keeps where the next byte goes and where the room ends, so appending is
/// one comparison, the stores and an increment (an `Array` append checks uniqueness and capacity
/// through several calls); it is not copyable, so it owns its memory.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    /// Where the next byte goes.
    private var cursor: UnsafeMutablePointer<UInt8>
    /// One past the last byte of room.
    private var end: UnsafeMutablePointer<UInt8>

    init(capacity: Int = 4096) {
        base = .allocate(capacity: max(capacity, 64))
        cursor = base
        end = base + max(capacity, 64)
    }

    deinit { base.deallocate() }

    var count: Int { base.distance(to: cursor) }

    var isEmpty: Bool { cursor == base }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if cursor == end { grow(toHold: 1) }
        cursor.initialize(to: byte)
        cursor += 1
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if cursor.distance(to: end) < bytes.count { grow(toHold: bytes.count) }
        memcpy(cursor, source, bytes.count)
        cursor += bytes.count
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { append(UnsafeRawBufferPointer(bytes)) }

    mutating func append(_ bytes: [UInt8]) { bytes.withUnsafeBytes { append($0) } }

    mutating func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends up to `maximum` bytes that `body` writes at the pointer it is given, returning
    /// how many it wrote: several small pieces for one capacity check.
    @inline(__always)
    mutating func append(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if cursor.distance(to: end) < maximum { grow(toHold: maximum) }
        cursor += body(cursor)
    }

    mutating func removeAll() { cursor = base }

    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The bytes as text (they are UTF-8 by construction).
    var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    @inline(never)
    private mutating func grow(toHold extra: Int) {
        let count = self.count
        var newCapacity = base.distance(to: end) * 2
        while newCapacity - count < extra { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        cursor = newBase + count
        end = newBase + newCapacity
    }
}
