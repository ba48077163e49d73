import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The locks and the path arithmetic every file write shares.
///
/// Every read-modify-write, and every write of a report, holds two exclusive `flock`s: on the
/// file's folder (so concurrent `cable` writers of one path run one after another and no change
/// is lost) and on the file itself when it exists (so writers reaching one file through two
/// hard-linked names, or two mounts, exclude each other too). ``FileReplacement`` writes under
/// them. A lock another process holds is waited for up to ``lockTimeout``, then the write is
/// refused (74): anyone who can read a folder can lock it, and must not stall `cable` forever.
/// A folder `cable` may write but not read (mode 0733) cannot be locked; the file lock still
/// applies. Temporary files a killed writer left behind are removed by the next write.
enum SystemFileStore {
    static let temporaryMarker = ".cable-tmp-"
    /// How long a lock held by another process is waited for.
    static let lockTimeout: Duration = .seconds(10)

    /// Runs `body` holding the folder lock of `path`, and the file's own lock when it exists.
    static func withLock<T>(_ path: String, _ body: () throws(CLIError) -> T) throws(CLIError) -> T {
        let directory = directoryOf(path)
        let folder = open(directory, O_RDONLY | O_DIRECTORY)
        guard folder >= 0 || errno == EACCES else {
            throw Platform.writeFailure(errno, .openFolder(directory))
        }
        defer { if folder >= 0 { close(folder) } }
        if folder >= 0 { try lock(folder, name: directory) }
        defer { if folder >= 0 { flock(folder, LOCK_UN) } }
        // Non-blocking, so a FIFO put in the file's place does not stall the open.
        let file = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY)
        defer { if file >= 0 { close(file) } }
        var info = stat()
        if file >= 0, fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            try lock(file, name: path)
        }
        return try body()
    }

    /// Takes an exclusive `flock`, waiting up to ``lockTimeout`` for another holder.
    private static func lock(_ descriptor: Int32, name: String) throws(CLIError) {
        let clock = ContinuousClock()
        let deadline = clock.now + lockTimeout
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .ioError(.cannotLock(name, reason: Platform.lastError))
            }
            guard clock.now < deadline else {
                throw .ioError(.stillLocked(name, waited: "\(lockTimeout)"))
            }
            usleep(10_000)
        }
    }

    /// The start of the temporary files' names for the file `base`: `.van.json.cable-tmp-`.
    /// A long name is cut (at a character) so the temporary's name, with the process id and a
    /// random number after it, stays within the 255 bytes a file name may have.
    static func temporaryPrefix(of base: String) -> String {
        var kept = ""
        var bytes = 0
        for character in base {
            bytes += character.utf8.count
            guard bytes <= 200 else { break }
            kept.append(character)
        }
        return ".\(kept)\(temporaryMarker)"
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
        let prefix = temporaryPrefix(of: base)
        for name in names where name.hasPrefix(prefix) {
            unlink(join(directory, name))
        }
    }
}
