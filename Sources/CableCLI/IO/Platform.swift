import CablePlatform

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

    /// The current `errno` as a reason (``OSReason``: worded in the user's language when common).
    static var lastError: OSReason { OSReason(code: errno) }

    /// The error for a failed call on the way to writing `context` ("cannot write 'r.pdf'"):
    /// exit 74 when the storage failed or is full — no space for blocks or for inodes, a quota,
    /// a device error, a reader that went away (EPIPE) — and 73 when the output cannot be made at all (permissions, a read-only
    /// file system, a missing folder).
    static func writeFailure(_ code: Int32, _ step: CLIError.OutputProblem.Step) -> CLIError {
        let problem = CLIError.OutputProblem.failed(step, reason: OSReason(code: code))
        switch code {
        case ENOSPC, EDQUOT, EIO, EFBIG, EPIPE: return .ioError(problem)
        default: return .cannotCreate(problem)
        }
    }

    /// What the symbolic link at `path` contains, or nil (with `errno`) when it cannot be read.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

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

    /// Gives the open file `destination` exactly the extended attributes of the file at
    /// `source` (ACLs and SELinux labels are among them on Linux): copies each one, and removes
    /// what the new file got that the original lacks (a folder's default ACL is inherited by a
    /// new file: it would widen who may read it). Returns nil, or what could not be done. A file
    /// system without extended attributes has none to keep.
    static func copyExtendedAttributes(from source: String, to destination: Int32) -> CLIError.AttributeProblem? {
        guard let wanted = attributeNames(of: source) else {
            if errno == ENOTSUP { return nil }
            return .cannotList(reason: lastError)
        }
        for name in wanted {
            if let problem = copyExtendedAttribute(name, from: source, to: destination) { return problem }
        }
        // The SELinux label is the system's to choose for the new file, not ours to remove.
        for name in attributeNames(of: destination) ?? [] where !wanted.contains(name) && name != "security.selinux" {
            guard cable_fremovexattr(destination, name) == 0 || errno == ENODATA else {
                return .cannotDrop(name, reason: lastError)
            }
        }
        return nil
    }

    /// The extended attribute names of the file at `path` (not following a final link), or nil
    /// with `errno`.
    private static func attributeNames(of path: String) -> [String]? {
        names { buffer, size in cable_llistxattr(path, buffer, size) }
    }

    /// The extended attribute names of an open file, or nil with `errno`.
    private static func attributeNames(of descriptor: Int32) -> [String]? {
        names { buffer, size in cable_flistxattr(descriptor, buffer, size) }
    }

    private static func names(_ list: (UnsafeMutablePointer<CChar>?, Int) -> Int) -> [String]? {
        let size = list(nil, 0)
        guard size >= 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: size + 1)
        let length = buffer.withUnsafeMutableBufferPointer { list($0.baseAddress, $0.count) }
        guard length >= 0 else { return nil }
        return buffer[..<length].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    }

    /// Copies one extended attribute; skips it when the destination already holds the same
    /// value (a new file's SELinux label is usually the folder's, as the original's is).
    private static func copyExtendedAttribute(
        _ name: String, from source: String, to destination: Int32
    ) -> CLIError.AttributeProblem? {
        let size = cable_lgetxattr(source, name, nil, 0)
        guard size >= 0 else { return .cannotRead(name, reason: lastError) }
        var wanted = [UInt8](repeating: 0, count: size)
        let read = cable_lgetxattr(source, name, &wanted, size)
        guard read >= 0 else { return .cannotRead(name, reason: lastError) }
        wanted.removeLast(size - read)
        var present = [UInt8](repeating: 0, count: read)
        if cable_fgetxattr(destination, name, &present, read) == read, present == wanted { return nil }
        guard cable_fsetxattr(destination, name, wanted, wanted.count) == 0 else {
            return .cannotKeep(name, reason: lastError)
        }
        return nil
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

    /// The position (1 for the first after the program name) of the first command-line argument
    /// that is not valid UTF-8, or nil when all are.
    static func firstArgumentNotUTF8() -> Int? {
        for index in 1..<max(1, Int(CommandLine.argc)) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            if String(validatingCString: argument) == nil { return index }
        }
        return nil
    }

    /// The working folder, or nil (with `errno`) when it cannot be found.
    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

}

/// The C library's `read`, named apart from ``Platform/read(_:into:)``.
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
