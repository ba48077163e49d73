import CablePlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a regular file so that nothing about it is lost: what reports (`-o`) and edits
/// (`add`, `set`, `remove`, `new`) go through. Call it holding ``SystemFileStore/withLock(_:_:)``
/// on the path.
///
/// - A new file, or one with a single link, is replaced atomically: the bytes go to a temporary
///   file in the same folder, which takes the original's owner, group, permission bits and
///   extended attributes, is flushed to disk (`fsync`) and renamed over the original; the folder
///   is flushed too. A writer killed at any point leaves the old file or the new one. When the
///   owner or an attribute cannot be kept (another user's file edited without root), nothing is
///   written and the reason is given (exit 73).
/// - A file with more than one hard link is written in place, so every name keeps seeing it:
///   the same inode, truncated to the new length after the write and flushed. This gives up
///   atomicity against a crash in the middle of the write (a reader holding the lock never sees
///   it half-written); README says so.
/// - With `expecting`, the file must still be the one read (same device, inode, link count and
///   bytes) when it is replaced; otherwise ``CLIError/conflict(_:)`` is thrown and nothing is
///   written, so a change another program made meanwhile is never overwritten. Where the system
///   can swap two files atomically (Linux `renameat2(RENAME_EXCHANGE)`, macOS
///   `renamex_np(RENAME_SWAP)`), the new file is swapped in and the file swapped out is checked:
///   a save that lands between the check and the swap is swapped back, not lost. Elsewhere the
///   check comes just before the rename. A change written *after* the swap is the other
///   program's to make: it overwrites `cable`'s edit, as any two editors do.
enum FileReplacement {
    /// Replaces (or creates) the regular file at `path` with `bytes`. `name` is the path as the
    /// user gave it, for messages.
    static func write(
        _ bytes: [UInt8], to path: String, name: String, expecting snapshot: FileSnapshot? = nil, environment: Environment
    ) throws(CLIError) {
        let existing = try existingFile(at: path, name: name)
        if let snapshot {
            guard let existing, existing.device == snapshot.identity.device, existing.inode == snapshot.identity.inode else {
                throw .conflict(.replaced(name))
            }
        }
        if let existing {
            try requireWritable(existing, name: name)
            if existing.links > 1 {
                try writeInPlace(bytes, to: path, name: name, identity: existing, expecting: snapshot)
                return
            }
        }
        try replace(path, with: bytes, name: name, existing: existing, expecting: snapshot, environment: environment)
    }

    /// What is at `path` now: nil when nothing is, its identity when it is a regular file; any
    /// other kind of node, or a failed look, is an error.
    private static func existingFile(at path: String, name: String) throws(CLIError) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { throw Platform.writeFailure(errno, .write(name)) }
            return nil
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .conflict(.noLongerRegular(name))
        }
        return FileIdentity(info)
    }

    /// A file its owner made read-only is not ours to replace, even where the folder allows it.
    private static func requireWritable(_ existing: FileIdentity, name: String) throws(CLIError) {
        guard existing.mode & 0o200 != 0 else {
            throw .cannotCreate(.readOnly(name))
        }
    }

    /// Replaces (or creates) the regular file at `path` with what `content` writes to the
    /// descriptor it is given — a temporary file in the same folder, renamed over `path` once
    /// `content` returns — so output too large to hold (`batch -o`) streams through memory. A
    /// file with more than one hard link is refused (its other names would keep the old
    /// content), as is a read-only one; on any error the old file stays as it was.
    static func stream(
        to path: String, name: String, environment: Environment, _ content: (Int32) throws(CLIError) -> Void
    ) throws(CLIError) {
        let existing = try existingFile(at: path, name: name)
        if let existing {
            try requireWritable(existing, name: name)
            guard existing.links == 1 else {
                throw .cannotCreate(.otherHardLinks(name))
            }
        }
        try replace(path, name: name, existing: existing, expecting: nil, environment: environment, content)
    }

    private static func replace(
        _ path: String, with bytes: [UInt8], name: String, existing: FileIdentity?, expecting snapshot: FileSnapshot?,
        environment: Environment
    ) throws(CLIError) {
        try replace(path, name: name, existing: existing, expecting: snapshot, environment: environment) {
            descriptor throws(CLIError) in
            if let code = bytes.withUnsafeBytes({ Platform.writeAll(descriptor, $0) }) {
                throw Platform.writeFailure(code, .write(name))
            }
        }
    }

    private static func replace(
        _ path: String, name: String, existing: FileIdentity?, expecting snapshot: FileSnapshot?, environment: Environment,
        _ content: (Int32) throws(CLIError) -> Void
    ) throws(CLIError) {
        let directory = SystemFileStore.directoryOf(path)
        let base = SystemFileStore.baseName(path)
        SystemFileStore.removeStaleTemporaries(of: base, in: directory)
        let temporary = SystemFileStore.join(
            directory, "\(SystemFileStore.temporaryPrefix(of: base))\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw Platform.writeFailure(errno, .write(name)) }
        var renamed = false
        defer {
            close(descriptor)
            if !renamed { unlink(temporary) }
        }
        try content(descriptor)
        try keepIdentity(of: path, existing: existing, on: descriptor, name: name)
        guard fsync(descriptor) == 0 else { throw Platform.writeFailure(errno, .write(name)) }
        if let snapshot, !snapshot.isCurrent(at: path) {
            throw .conflict(.changed(name))
        }
        // After the check, so the tests' pause lands in the window the swap guards.
        try FaultInjection.beforeRename(environment)
        if let snapshot {
            if cable_exchange(temporary, path) == 0 {
                // The swapped-out file, now at `temporary`, must be the one read.
                guard snapshot.isCurrent(at: temporary) else {
                    guard cable_exchange(temporary, path) == 0 else {
                        // Cannot swap back: keep the other program's version under a name no
                        // later write removes as a stale temporary.
                        var kept = "\(path).cable-conflict-\(getpid())"
                        if rename(temporary, kept) != 0 { kept = temporary }
                        renamed = true
                        // Not a conflict to retry: the edit is in place, the other version beside it.
                        throw .ioError(.notSwappedBack(name, kept: kept))
                    }
                    throw .conflict(.changed(name))
                }
                renamed = true
                unlink(temporary)
                syncFolder(directory)
                return
            }
        }
        guard rename(temporary, path) == 0 else {
            throw Platform.writeFailure(errno, .replace(name))
        }
        renamed = true
        syncFolder(directory)
    }

    /// Flushes a folder's entries to disk, so a rename survives a power cut.
    private static func syncFolder(_ directory: String) {
        let descriptor = open(directory, O_RDONLY)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
    }

    /// Gives the temporary file the original's owner, group, permission bits and extended
    /// attributes; a new file gets the permissions the umask allows.
    private static func keepIdentity(
        of path: String, existing: FileIdentity?, on descriptor: Int32, name: String
    ) throws(CLIError) {
        guard let existing else {
            let mask = umask(0)
            umask(mask)
            guard fchmod(descriptor, 0o666 & ~mask) == 0 else {
                throw Platform.writeFailure(errno, .write(name))
            }
            return
        }
        var created = stat()
        guard fstat(descriptor, &created) == 0 else {
            throw Platform.writeFailure(errno, .write(name))
        }
        if created.st_uid != existing.owner || created.st_gid != existing.group {
            guard fchown(descriptor, existing.owner, existing.group) == 0 else {
                throw .cannotCreate(
                    .ownerNotKept(name, owner: existing.owner, group: existing.group, reason: Platform.lastError))
            }
        }
        // After the owner: changing it clears the set-id bits.
        guard fchmod(descriptor, existing.mode) == 0 else {
            throw Platform.writeFailure(errno, .write(name))
        }
        if let problem = Platform.copyExtendedAttributes(from: path, to: descriptor) {
            throw .cannotCreate(.attributesNotKept(name, problem: problem))
        }
    }

    /// Rewrites a hard-linked file in place: same inode, so every link sees the new content.
    /// The space a longer content needs is reserved first, and should the write still fail the
    /// old content is put back, so a full disk does not leave the file torn.
    private static func writeInPlace(
        _ bytes: [UInt8], to path: String, name: String, identity: FileIdentity, expecting snapshot: FileSnapshot?
    ) throws(CLIError) {
        let descriptor = open(path, O_RDWR | O_NOFOLLOW | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { throw Platform.writeFailure(errno, .write(name)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, identity.isSameFile(as: info) else {
            throw .conflict(.replaced(name))
        }
        if let snapshot, !snapshot.isCurrent(at: path) {
            throw .conflict(.changed(name))
        }
        let old: [UInt8]
        do {
            old = try InputFile.readAll(descriptor, path: path)
        } catch {
            throw .ioError(.unreadableBeforeWrite(name))
        }
        if bytes.count > old.count {
            let code = posix_fallocate(descriptor, off_t(old.count), off_t(bytes.count - old.count))
            if code != 0, code != EOPNOTSUPP, code != EINVAL {
                throw Platform.writeFailure(code, .write(name))
            }
        }
        if let code = write(bytes, at: descriptor) {
            _ = write(old, at: descriptor)
            throw Platform.writeFailure(code, .write(name))
        }
        guard fsync(descriptor) == 0 else { throw Platform.writeFailure(errno, .write(name)) }
    }

    /// Writes `bytes` from the start of the file and cuts it there; the `errno` of a failure.
    private static func write(_ bytes: [UInt8], at descriptor: Int32) -> Int32? {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return errno }
        if let code = bytes.withUnsafeBytes({ Platform.writeAll(descriptor, $0) }) { return code }
        return ftruncate(descriptor, off_t(bytes.count)) == 0 ? nil : errno
    }
}

/// A file as an edit read it: which file (device and inode) and its bytes, so the edit can tell
/// whether anyone changed it before the new version goes in.
struct FileSnapshot {
    let identity: FileIdentity
    let bytes: [UInt8]

    /// Reads the regular file at `path` (exit 66 when missing or not a regular file, 65 when too
    /// large). Opened without blocking, so a FIFO put in the file's place does not stall `cable`
    /// while it holds the lock.
    static func read(_ path: String, name: String) throws(CLIError) -> FileSnapshot {
        try InputFile.withDescriptor(path, flags: O_NONBLOCK | O_NOCTTY, name: name) { descriptor throws(CLIError) in
            var info = stat()
            guard fstat(descriptor, &info) == 0 else {
                throw .ioError(.readFailed(name, reason: Platform.lastError))
            }
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw .noInput(.notEditable(name))
            }
            return FileSnapshot(identity: FileIdentity(info), bytes: try InputFile.readAll(descriptor, path: path))
        }
    }

    /// Whether `path` is still this file, with as many links and these bytes.
    func isCurrent(at path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, identity.isSameFile(as: info), UInt64(info.st_nlink) == identity.links,
            Int(info.st_size) == bytes.count
        else { return false }
        guard let current = try? InputFile.readAll(descriptor, path: path) else { return false }
        return current == bytes
    }
}
