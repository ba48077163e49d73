import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads input files (or standard input for `-`) with the exit codes the conventions give:
/// missing or unreadable 66, failing part-way 74, too large 65.
enum InputFile {
    /// System files are small; anything larger is surely not one.
    static let maximumBytes = 16 << 20

    /// The name used in messages: the path, or `<stdin>`.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Refuses (exit 66) a path that does not exist or is a directory, with the reason; `name`
    /// is the path as the user gave it.
    static func requireReadableFile(_ path: String, name: String? = nil) throws(CLIError) {
        switch Platform.kind(of: path) {
        case nil: throw .noInput(tr("cannot read '{file}': no such file", ["file": name ?? path]))
        case .directory: throw .noInput(tr("cannot read '{file}': it is a directory", ["file": name ?? path]))
        case .other: return
        }
    }

    /// Runs `body` with a descriptor open for reading `path` (standard input for `-`), closed
    /// afterwards. A missing, unreadable or directory path is refused with exit 66. `flags` are
    /// added to `O_RDONLY` (an edit opens with `O_NONBLOCK`, so a FIFO cannot stall it); `name`
    /// is the path as the user gave it, for messages.
    static func withDescriptor<R>(
        _ path: String, flags: Int32 = 0, name: String? = nil, _ body: (Int32) throws(CLIError) -> R
    ) throws(CLIError) -> R {
        guard path != "-" else { return try body(0) }
        try requireReadableFile(path, name: name)
        let descriptor = open(path, O_RDONLY | flags)
        guard descriptor >= 0 else {
            throw .noInput(tr("cannot read '{file}': {reason}", ["file": name ?? path, "reason": Platform.lastError]))
        }
        defer { close(descriptor) }
        return try body(descriptor)
    }

    static func read(_ path: String) throws(CLIError) -> [UInt8] {
        try withDescriptor(path) { descriptor throws(CLIError) in try readAll(descriptor, path: path) }
    }

    /// Reads `descriptor` to its end (at most ``maximumBytes``).
    static func readAll(_ descriptor: Int32, path: String) throws(CLIError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Platform.read(descriptor, into: $0) }
            if count < 0 {
                throw .ioError(
                    tr("cannot read '{file}': {reason}", ["file": displayName(path), "reason": Platform.describe(Int32(-count))]))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > maximumBytes {
                throw .badData(
                    tr(
                        "{file}: larger than {size} MiB; not a system file",
                        ["file": displayName(path), "size": String(maximumBytes >> 20)]))
            }
        }
    }

    /// Reads and validates a system file named by the command's FILE argument.
    static func system(_ path: String) throws(CLIError) -> ElectricalSystem {
        try system(bytes: try read(path), path: path)
    }

    /// Validates a system file already read from `path`.
    static func system(bytes: [UInt8], path: String) throws(CLIError) -> ElectricalSystem {
        do {
            return try SystemFile.decode(bytes)
        } catch {
            throw .badData(ValidationText.text(error, file: displayName(path)))
        }
    }
}
