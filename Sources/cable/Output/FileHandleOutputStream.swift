import Foundation

/// A buffered text stream onto a file handle; the buffer is written out when it grows past
/// 64 KiB and on `flush()`.
struct FileHandleOutputStream: TextOutputStream {
    private let handle: FileHandle
    private var buffer: [UInt8] = []

    init(_ handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        // A closed pipe (`cable … | head`) must not crash the tool: errors are dropped.
        try? handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
