/// Where results go as a command makes them (`batch` streams; the others return their text in a
/// ``CommandOutput``): standard output in a run, a string in tests.
protocol ResultStream: TextOutputStream {
    /// The reader went away or a write failed: there is no point in producing more.
    var isBroken: Bool { get }
    /// Writes UTF-8 text given as bytes.
    mutating func write(utf8: [UInt8])
    /// Writes UTF-8 text given as bytes in place (batch's NDJSON block, sent from the writer's
    /// own buffer without a copy into an array).
    mutating func write(utf8: UnsafeBufferPointer<UInt8>)
    /// Sends what is buffered.
    mutating func flush()
    /// Why a write failed (not counting a reader that closed the pipe), or nil.
    var failureDescription: OSReason? { get }
}

extension String: ResultStream {
    var isBroken: Bool { false }
    mutating func flush() {}
    var failureDescription: OSReason? { nil }
    mutating func write(utf8: [UInt8]) { write(String(decoding: utf8, as: UTF8.self)) }
    mutating func write(utf8: UnsafeBufferPointer<UInt8>) { write(String(decoding: utf8, as: UTF8.self)) }
}
