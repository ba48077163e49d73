#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits a byte stream, handed over in chunks, into numbered lines at line feeds. A line that
/// spans chunks is gathered; one longer than `maximumBytes` is handed over once as nil (its
/// number counted) and skipped to its end, so memory stays bounded by the longest line allowed.
struct LineSplitter {
    let maximumBytes: Int
    /// The start of a line whose end is in a later chunk.
    private var pending: [UInt8] = []
    private var lineNumber = 0
    /// Inside a line already reported as too long.
    private var skipping = false

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// Hands over each line that ends in `bytes`, with its number, until `line` returns false.
    /// (Put in line in the batch loop, so that `line` is too: called, the closure was reached
    /// through a context and a thunk, ~40 instructions a line.)
    @inline(__always)
    mutating func split(
        _ bytes: UnsafeBufferPointer<UInt8>, _ line: (UnsafeBufferPointer<UInt8>?, Int) -> Bool
    ) {
        var start = 0
        while start < bytes.count {
            guard let newline = Self.firstNewline(in: bytes, from: start) else {
                if !skipping {
                    pending.append(contentsOf: bytes[start...])
                    if pending.count > maximumBytes {
                        lineNumber += 1
                        pending.removeAll(keepingCapacity: false)
                        skipping = true
                        _ = line(nil, lineNumber)
                    }
                }
                return
            }
            let proceed: Bool
            if skipping {
                skipping = false
                proceed = true
            } else {
                lineNumber += 1
                if pending.isEmpty {
                    let text = UnsafeBufferPointer(rebasing: bytes[start..<newline])
                    proceed = line(text.count > maximumBytes ? nil : text, lineNumber)
                } else {
                    pending.append(contentsOf: bytes[start..<newline])
                    proceed =
                        pending.count > maximumBytes
                        ? line(nil, lineNumber) : pending.withUnsafeBufferPointer { line($0, lineNumber) }
                    pending.removeAll(keepingCapacity: true)
                }
            }
            start = newline + 1
            if !proceed { return }
        }
    }

    /// Hands over the last line when the stream ends without a line feed.
    mutating func finish(_ line: (UnsafeBufferPointer<UInt8>?, Int) -> Void) {
        guard !pending.isEmpty, !skipping else { return }
        lineNumber += 1
        pending.withUnsafeBufferPointer { line($0, lineNumber) }
        pending.removeAll()
    }

    /// The offset of the first line feed in `bytes` at or after `start`.
    private static func firstNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count, let found = memchr(base + start, 0x0A, bytes.count - start)
        else {
            return nil
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
