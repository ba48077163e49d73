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

    /// The name used in messages: the path, escaped (``EchoedText/escapingAll(_:)``: a line feed
    /// is `\n`), or `<stdin>`.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : EchoedText.escapingAll(path) }

    /// Refuses (exit 66) a path that does not exist or is a directory, with the true reason
    /// (a loop of links, a missing permission); `name` is the path as the user gave it.
    static func requireReadableFile(_ path: String, name: String? = nil) throws(CLIError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw openError(name ?? displayName(path), errno) }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw .noInput(.notRegular(name ?? displayName(path), .directory))
        }
    }

    /// The error for a path that cannot be opened or examined, naming the true reason: missing,
    /// a loop of symbolic links, no permission, or the C library's words. `name` is shown as it
    /// is escaped.
    static func openError(_ name: String, _ code: Int32) -> CLIError {
        switch code {
        case ENOENT, ENOTDIR: return .noInput(.noSuchFile(name))
        case ELOOP: return .noInput(.linkLoop(name))
        case EACCES, EPERM: return .noInput(.permissionDenied(name))
        default: return .noInput(.system(name, reason: OSReason(code: code)))
        }
    }

    /// The error for a path that is not a regular file, by its kind (exit 66: not read).
    static func kindError(_ name: String, mode: mode_t) -> CLIError {
        switch mode & S_IFMT {
        case S_IFDIR: return .noInput(.notRegular(name, .directory))
        case S_IFIFO: return .noInput(.notRegular(name, .fifo))
        case S_IFCHR: return .noInput(.notRegular(name, .characterDevice))
        case S_IFBLK: return .noInput(.notRegular(name, .blockDevice))
        case S_IFSOCK: return .noInput(.notRegular(name, .socket))
        default: return .noInput(.notRegular(name, .other))
        }
    }

    /// nil when the open `descriptor` is a regular file, else the error naming its kind. A
    /// regular file opened `O_NONBLOCK` is made blocking again (reads of regular files never
    /// block; this only keeps later calls ordinary).
    static func requireRegular(_ descriptor: Int32, path: String) -> CLIError? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return openError(path, errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { return kindError(path, mode: info.st_mode) }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0, flags & O_NONBLOCK != 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return nil
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
        guard descriptor >= 0 else { throw openError(name ?? displayName(path), errno) }
        defer { close(descriptor) }
        return try body(descriptor)
    }

    /// Reads a FILE the user named (a pipe such as `<(cable example)` included: reading it is
    /// what was asked).
    static func read(_ path: String) throws(CLIError) -> [UInt8] {
        try withDescriptor(path) { descriptor throws(CLIError) in try readAll(descriptor, path: path) }
    }

    /// Reads a file cable finds or is pointed at by a setting (a catalogue in the catalogue
    /// folder or the config's list, the config file itself): opened `O_NONBLOCK | O_NOCTTY`
    /// and read only when `fstat` says it is a regular file, so a FIFO or a device planted there
    /// cannot stall or feed the run. A larger file than `maximumBytes` is refused as too large.
    static func readRegular(_ path: String) throws(CLIError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw openError(path, errno) }
        defer { close(descriptor) }
        if let problem = requireRegular(descriptor, path: path) { throw problem }
        return try readAll(descriptor, path: path, tooLarge: true)
    }

    /// Reads `descriptor` to its end (at most ``maximumBytes``); beyond, a system file is "not a
    /// system file" and any other file (`tooLarge`) is named too large.
    static func readAll(_ descriptor: Int32, path: String, tooLarge: Bool = false) throws(CLIError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Platform.read(descriptor, into: $0) }
            if count < 0 {
                throw .ioError(.readFailed(displayName(path), reason: OSReason(code: Int32(-count))))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > maximumBytes {
                throw .badData(.tooLarge(file: displayName(path), mebibytes: maximumBytes >> 20, systemFile: !tooLarge))
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
            throw systemError(error, path: path)
        }
    }

    /// Why the system file at `path` could not be read, as the error every command gives.
    static func systemError(_ error: SystemFileError, path: String) -> CLIError {
        .badData(.fileContent(file: displayName(path), error))
    }
}
