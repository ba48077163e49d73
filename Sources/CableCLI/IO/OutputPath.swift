import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path `cable` is to write leads to, decided before anything is written, and so how it
/// is written:
///
/// - a regular file, or nothing yet: replaced atomically (``FileReplacement``), keeping the
///   file's owner, group, mode and extended attributes;
/// - a FIFO, a character device (`/dev/null`, a terminal) or a Unix socket: opened and written
///   in place, never replaced;
/// - one of this process's descriptors (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
///   `/proc/self/fd/N`): written to that descriptor;
/// - a directory or a block device: refused.
///
/// Symbolic links are followed one at a time — in the folders of the path and in its last
/// component — by the rule of Linux's `fs.protected_symlinks`, whether or not the kernel
/// enforces it: a link in a sticky, world-writable folder (`/tmp`) is followed only when it
/// belongs to the user running `cable` or to the folder's owner, so a link planted in `/tmp`
/// cannot send a root run's output over a file elsewhere.
enum OutputPath: Equatable {
    /// A regular file (`existing` describes it) or no file yet at `path`.
    case file(path: String, existing: FileIdentity?)
    /// A FIFO, character device or socket at `path`.
    case node(path: String, kind: NodeKind)
    /// A descriptor this process already has open.
    case descriptor(Int32)

    enum NodeKind: Equatable { case fifo, characterDevice, socket }

    /// The most symbolic links followed, as the kernel's `MAXSYMLINKS`.
    static let maximumLinks = 40

    /// Where `given` leads. `given` is how the user wrote the path, for messages.
    /// - Throws: ``CLIError/cannotCreate(_:)`` for a directory, a block device, a missing
    ///   folder, a link the protected-symlinks rule forbids, or too many links.
    static func resolve(_ given: String) throws(CLIError) -> OutputPath {
        var path = given
        var links = 0
        while true {
            // Before the folders too: on Linux /dev/fd and /proc/self are themselves links.
            if let descriptor = descriptorNumber(path) { return try descriptorTarget(descriptor, given: given) }
            path = try checkingFolders(of: path, given: given, links: &links)
            if let descriptor = descriptorNumber(path) { return try descriptorTarget(descriptor, given: given) }
            var info = stat()
            guard lstat(path, &info) == 0 else {
                let code = errno
                guard code == ENOENT else { throw Platform.writeFailure(code, .write(given)) }
                try requireFolder(of: path, given: given)
                return .file(path: path, existing: nil)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                links += 1
                guard links <= maximumLinks else {
                    throw .cannotCreate(.tooManyLinks(given, maximum: maximumLinks))
                }
                try requireFollowable(link: path, owner: info.st_uid, given: given)
                guard let target = Platform.linkTarget(path) else {
                    throw Platform.writeFailure(
                        errno, .writeThroughLink(given, link: path))
                }
                let folder = SystemFileStore.directoryOf(path)
                path = target.hasPrefix("/") || folder == "." ? target : SystemFileStore.join(folder, target)
            case S_IFREG:
                try requireProtectedWritable(path, owner: info.st_uid, kind: "regular file", given: given)
                return .file(path: path, existing: FileIdentity(info))
            case S_IFDIR: throw .cannotCreate(.isDirectory(given))
            case S_IFIFO:
                try requireProtectedWritable(path, owner: info.st_uid, kind: "FIFO", given: given)
                return .node(path: path, kind: .fifo)
            case S_IFCHR: return .node(path: path, kind: .characterDevice)
            case S_IFSOCK: return .node(path: path, kind: .socket)
            default:
                throw .cannotCreate(.isBlockDevice(given))
            }
        }
    }

    /// A descriptor as an output: any but standard input.
    private static func descriptorTarget(_ descriptor: Int32, given: String) throws(CLIError) -> OutputPath {
        guard descriptor != 0 else { throw .cannotCreate(.isStandardInput(given)) }
        return .descriptor(descriptor)
    }

    /// The descriptor a path names directly: `/dev/stdout` 1, `/dev/stderr` 2, `/dev/stdin` 0,
    /// `/dev/fd/N`, `/proc/self/fd/N`, `/proc/thread-self/fd/N` and `/proc/PID/fd/N` (this
    /// process's id) N. (On Linux `/dev/stdout` is a link to
    /// `/proc/self/fd/1`, whose own target, `pipe:[…]`, is not a path: the descriptor is.)
    static func descriptorNumber(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/"]
        where path.hasPrefix(prefix) {
            let digits = path.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int32(digits)
        }
        return nil
    }

    /// `path` with the links in its folders replaced by their targets, each checked by the
    /// protected-symlinks rule; `path` itself when its folders hold no link. The last component
    /// is kept as it is (``resolve(_:)`` follows it).
    private static func checkingFolders(of path: String, given: String, links: inout Int) throws(CLIError) -> String {
        var pending = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let last = pending.popLast() else { return path }
        var absolute = path.hasPrefix("/")
        var resolved: [String] = []
        var followed = false
        while !pending.isEmpty {
            let name = pending.removeFirst()
            if name == "." { continue }
            if name == ".." {
                if let previous = resolved.last, previous != ".." {
                    resolved.removeLast()
                } else if !absolute {
                    resolved.append("..")
                }
                continue
            }
            let candidate = (absolute ? "/" : "") + (resolved + [name]).joined(separator: "/")
            var info = stat()
            guard lstat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
                resolved.append(name)
                continue
            }
            links += 1
            guard links <= maximumLinks else {
                throw .cannotCreate(.tooManyLinks(given, maximum: maximumLinks))
            }
            try requireFollowable(link: candidate, owner: info.st_uid, given: given)
            guard let target = Platform.linkTarget(candidate) else { return path }
            followed = true
            pending = target.split(separator: "/", omittingEmptySubsequences: true).map(String.init) + pending
            if target.hasPrefix("/") {
                absolute = true
                resolved = []
            }
        }
        guard followed else { return path }
        let folder = (absolute ? "/" : "") + resolved.joined(separator: "/")
        return folder.isEmpty ? last : SystemFileStore.join(folder, last)
    }

    /// Refuses a link the protected-symlinks rule would not follow.
    private static func requireFollowable(link: String, owner: uid_t, given: String) throws(CLIError) {
        let folder = SystemFileStore.directoryOf(link)
        var info = stat()
        guard stat(folder, &info) == 0 else { return }
        let sticky = info.st_mode & S_ISVTX != 0
        let worldWritable = info.st_mode & S_IWOTH != 0
        guard sticky, worldWritable, owner != geteuid(), owner != info.st_uid else { return }
        throw .cannotCreate(.foreignLink(link, owner: owner, folder: folder))
    }

    /// Refuses an existing regular file or FIFO that Linux's `fs.protected_regular` and
    /// `fs.protected_fifos` at level 2 would not let an `O_CREAT` open write, whether or not the
    /// kernel enforces them (and though a replacement by rename would slip past the kernel): in
    /// a sticky folder that is world- or group-writable (`/tmp`, a shared drop folder), a file
    /// owned by neither the user running `cable` nor the folder's owner was planted by someone
    /// else — writing it would hand them root's report, or block on their FIFO.
    private static func requireProtectedWritable(_ path: String, owner: uid_t, kind: String, given: String)
        throws(CLIError)
    {
        let folder = SystemFileStore.directoryOf(path)
        var info = stat()
        guard stat(folder, &info) == 0 else { return }
        let sticky = info.st_mode & S_ISVTX != 0
        let shared = info.st_mode & (S_IWOTH | S_IWGRP) != 0
        guard sticky, shared, owner != geteuid(), owner != info.st_uid else { return }
        if kind == "FIFO" {
            throw .cannotCreate(.foreignNode(given, isFIFO: true, owner: owner, folder: folder))
        }
        throw .cannotCreate(.foreignNode(given, isFIFO: false, owner: owner, folder: folder))
    }

    /// Refuses a path whose folder does not exist or is not a folder.
    private static func requireFolder(of path: String, given: String) throws(CLIError) {
        let folder = SystemFileStore.directoryOf(path)
        var info = stat()
        guard stat(folder, &info) == 0 else {
            throw Platform.writeFailure(errno, .create(given, folder: folder))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotCreate(.folderIsNotDirectory(given, folder: folder))
        }
    }
}

/// The facts about an existing file that a replacement keeps or checks: which file it is
/// (device and inode), its links, owner, group and permission bits.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    let links: UInt64
    let owner: uid_t
    let group: gid_t
    /// Permission bits, set-id and sticky bits included.
    let mode: mode_t

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        links = UInt64(info.st_nlink)
        owner = info.st_uid
        group = info.st_gid
        mode = info.st_mode & 0o7777
    }

    /// Whether `info` describes the same file (device and inode).
    func isSameFile(as info: stat) -> Bool { device == UInt64(info.st_dev) && inode == UInt64(info.st_ino) }
}
