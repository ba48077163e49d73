import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock and the path arithmetic every file write shares.
///
/// Every read-modify-write, and every write of a report, holds an exclusive `flock` on the
/// file's directory, so concurrent `cable add` processes on one file run one after another and
/// no change is lost; ``FileReplacement`` writes under it. Temporary files a killed writer left
/// behind are removed by the next write.
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
