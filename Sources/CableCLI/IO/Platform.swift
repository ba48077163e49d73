#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library calls the executable needs, in one place. `cable` links no Foundation: its
/// ICU data and thousands of protocol conformances tripled the start-up time of a one-off
/// `cable size` (each first dynamic cast scans every conformance in the binary).
enum Platform {
    /// What a path names, following symbolic links.
    enum FileKind { case directory, other }

    /// The kind of file at `path`, or nil when nothing is there (or it cannot be examined).
    static func kind(of path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR ? .directory : .other
    }

    /// The C library's description of an `errno` value: "No such file or directory".
    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// The description of the current `errno`.
    static var lastError: String { describe(errno) }

    /// Writes all of `bytes` to `descriptor`, retrying after interruptions. Returns the `errno`
    /// of a failed write, or nil when everything was written.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Reads up to `buffer.count` bytes, retrying after interruptions: the count read (0 at the
    /// end), or the negated `errno`.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = cRead(descriptor, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR { continue }
            return count < 0 ? -Int(errno) : count
        }
    }

    /// The names in a directory (without `.` and `..`), or nil when it cannot be listed.
    static func directoryEntries(_ path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The values of the environment variables `names` that are set.
    static func environment(_ names: [String]) -> Environment {
        var environment = Environment()
        for name in names {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}

/// The C library's `read`, named apart from ``Platform/read(_:into:)``.
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
