import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes system files as safely as a database would.
///
/// - Every read-modify-write holds an exclusive `flock` on the file's directory, so concurrent
///   `cable add` processes on one file run one after another and no change is lost.
/// - A write goes to a temporary file in the same directory, is flushed to disk (`fsync`),
///   takes the original's permissions and is renamed over the original; the directory is
///   flushed too. A writer killed at any point leaves the old file or the new one, never a torn
///   one. Temporary files a killed writer left behind are removed by the next write.
enum SystemFileStore {
    static let temporaryMarker = ".cable-tmp-"

    /// Runs `body` holding the directory lock of `path`.
    static func withLock<T>(_ path: String, _ body: () throws(CLIError) -> T) throws(CLIError) -> T {
        let directory = directoryOf(path)
        let descriptor = open(directory, O_RDONLY)
        guard descriptor >= 0 else {
            throw .cannotCreate("cannot open directory '\(directory)': \(Platform.lastError)")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .ioError("cannot lock '\(directory)': \(Platform.lastError)")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Replaces (or creates) `path` with `text` atomically. Call while holding the lock.
    static func write(_ text: String, to path: String, environment: Environment) throws(CLIError) {
        try write(bytes: Array(text.utf8), to: path, environment: environment)
    }

    /// Replaces (or creates) `path` with `bytes` atomically. Call while holding the lock.
    static func write(bytes: [UInt8], to path: String, environment: Environment) throws(CLIError) {
        let directory = directoryOf(path)
        let base = baseName(path)
        removeStaleTemporaries(of: base, in: directory)
        // An existing file keeps its permissions; a new one gets what the umask allows.
        let mask = umask(0)
        umask(mask)
        var mode: mode_t = 0o666 & ~mask
        var info = stat()
        if stat(path, &info) == 0 {
            mode = info.st_mode & 0o7777
            // A file its owner made read-only is not ours to replace, even where the folder allows it.
            guard mode & 0o200 != 0 else { throw .cannotCreate("cannot write '\(path)': the file is read-only") }
        }
        let temporary = join(directory, ".\(base)\(temporaryMarker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw .cannotCreate("cannot write '\(path)': \(Platform.lastError)")
        }
        if let code = bytes.withUnsafeBytes({ Platform.writeAll(descriptor, $0) }) {
            close(descriptor)
            unlink(temporary)
            throw .ioError("cannot write '\(path)': \(Platform.describe(code))")
        }
        guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
            let reason = Platform.lastError
            close(descriptor)
            unlink(temporary)
            throw .ioError("cannot write '\(path)': \(reason)")
        }
        close(descriptor)
        if environment["CABLE_FAULT_INJECT"] == "before-rename" {
            // Test hook: die as a killed writer would, after writing and before renaming.
            _exit(137)
        }
        guard rename(temporary, path) == 0 else {
            let reason = Platform.lastError
            unlink(temporary)
            throw .cannotCreate("cannot replace '\(path)': \(reason)")
        }
        let directoryDescriptor = open(directory, O_RDONLY)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// The file a path names, through symbolic links, so an edit replaces the link's target
    /// rather than the link. A path that does not resolve is used as given.
    static func resolve(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder part of a path: `"."` for a bare name, `"/"` for a file in the root.
    /// (Plain string work: Foundation's NSString path methods trap on one-character names.)
    static func directoryOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The name part of a path.
    static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Under the lock no other writer is running, so any temporary of this file is a leftover.
    static func removeStaleTemporaries(of base: String, in directory: String) {
        guard let names = Platform.directoryEntries(directory) else { return }
        for name in names where name.hasPrefix(".\(base)\(temporaryMarker)") {
            unlink(join(directory, name))
        }
    }
}
