#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered text stream onto a file descriptor (1 or 2); the buffer is written out when it
/// grows past 64 KiB and on `flush()`. A failed write is remembered, not thrown, so `main` can
/// turn it into exit 74 — except a closed pipe (`cable … | head`), which is the reader's choice.
struct FileHandleOutputStream: ResultStream {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// The `errno` of the first failed write other than a closed pipe.
    private(set) var failure: Int32?
    /// The reader closed the pipe.
    private(set) var closed = false

    var isBroken: Bool { closed || failure != nil }

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Text of 64 KiB or more (batch's blocks) goes out at once, after what is buffered, rather
    /// than through the buffer.
    mutating func write(utf8 bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write(utf8: $0) }
    }

    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 1 << 16 else {
            buffer.append(contentsOf: bytes)
            if buffer.count >= 1 << 16 { flush() }
            return
        }
        flush()
        send(UnsafeRawBufferPointer(bytes))
    }

    mutating func flush() {
        buffer.withUnsafeBytes { send($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private mutating func send(_ bytes: UnsafeRawBufferPointer) {
        if !isBroken, let code = Platform.writeAll(descriptor, bytes) {
            if code == EPIPE { closed = true } else { failure = code }
        }
    }

    var failureDescription: OSReason? { failure.map { OSReason(code: $0) } }
}
