import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files `cable check DIR` checks, found by a walk that cannot hang, leave the tree or
/// lose a file.
///
/// A directory is searched recursively for `*.json` files (any case of the extension), in
/// byte order of their names at each level, so the order is the same on every machine.
/// Entries whose name starts with `.` (hidden files and folders: `.git`, `.build`) are passed
/// over. The rules (docs/SECURITY.md):
///
/// - The walk holds a descriptor per level and opens each entry relative to its folder
///   (`openat`, `fdopendir`), so depth is not limited by PATH_MAX, and a name is used as its
///   bytes: a name that is not UTF-8 is opened as it is and shown with `\xff`-style escapes.
/// - Every candidate is opened `O_NONBLOCK | O_NOCTTY` (and `O_NOFOLLOW` unless it is a link
///   being followed) and `fstat`ed before a byte is read; only a regular file is read. A FIFO,
///   device or socket named `*.json` is reported by its kind as not checked (66), never opened
///   for reading in a way that can block.
/// - A symbolic link is followed only when its target lies inside the folder given (its real
///   path under the folder's real path), as `grep -r` keeps to the tree; a link out of it is
///   reported as not followed (66). A link back to a folder on the way down is reported as a
///   loop (66); a folder reached twice by other links is searched once.
enum SystemFileFinder {
    /// What the walk found: a regular `*.json` file, open for reading, or an entry it could not
    /// check.
    enum Found {
        /// An open regular file (closed by the walk after the visit) and its shown path.
        case file(path: String, descriptor: Int32)
        /// An entry that is not checked, and why.
        case problem(path: String, CLIError)
    }

    /// The error for a folder in which no system file was found.
    static func noSystemFiles(_ folder: String) -> CLIError {
        .noInput(.noSystemFiles(folder: folder))
    }

    /// The folders searched in a run, so a folder given twice, or inside one given before, is
    /// searched once.
    typealias Searched = Set<FolderID>

    /// A folder by its device and inode.
    struct FolderID: Hashable {
        let device: UInt64
        let inode: UInt64
        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Walks the folder `root`, calling `visit` for each file and problem in order; false when
    /// the folder was searched already in this run (nothing is visited).
    @discardableResult
    static func walk(_ root: String, searched: inout Searched, _ visit: (Found) -> Void) -> Bool {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            visit(.problem(path: root, listError(root, errno)))
            return true
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, searched.contains(FolderID(info)) {
            close(descriptor)
            return false
        }
        return withoutActuallyEscaping(visit) { visit in
            var walker = Walker(realRoot: realPath(Array(root.utf8)), visit: visit, searched: searched)
            walker.search(descriptor, path: root, raw: Array(root.utf8))
            searched = walker.searched
            return true
        }
    }

    /// The walk's state: the root's real path, the folders searched and those on the way down.
    /// The walk is a loop over a stack of open folders, not a recursion, so depth costs no
    /// call stack; each level holds one descriptor (the soft limit on open files is raised to
    /// the hard one for it; a folder beyond even that is reported, not passed over).
    private struct Walker {
        let realRoot: [UInt8]?
        let visit: (Found) -> Void
        var searched: Searched

        /// One open folder on the way down: its sorted names and the next one to look at.
        struct Level {
            let descriptor: Int32
            let id: FolderID
            let names: [[UInt8]]
            var next = 0
            let base: String
            let rawBase: [UInt8]
        }
        var stack: [Level] = []

        /// Searches the open folder `descriptor` (closed here), shown as `path`, and all below it.
        mutating func search(_ descriptor: Int32, path: String, raw: [UInt8]) {
            Walker.raiseOpenFileLimit()
            enter(descriptor, path: path, raw: raw)
            while let top = stack.indices.last {
                guard stack[top].next < stack[top].names.count else {
                    close(stack[top].descriptor)
                    stack.removeLast()
                    continue
                }
                let name = stack[top].names[stack[top].next]
                stack[top].next += 1
                guard name.first != UInt8(ascii: ".") else { continue }
                let level = stack[top]
                entry(name, in: level.descriptor, path: level.base + SystemFileFinder.shown(name), raw: level.rawBase + name)
            }
        }

        /// Lists the open folder `descriptor` and pushes it, unless it was searched before (then
        /// it is closed).
        mutating func enter(_ descriptor: Int32, path: String, raw: [UInt8]) {
            var info = stat()
            guard fstat(descriptor, &info) == 0, searched.insert(FolderID(info)).inserted else {
                close(descriptor)
                return
            }
            guard let names = entries(descriptor) else {
                visit(.problem(path: path, listError(path, errno)))
                close(descriptor)
                return
            }
            stack.append(
                Level(
                    descriptor: descriptor, id: FolderID(info), names: names, base: path.hasSuffix("/") ? path : path + "/",
                    rawBase: raw.last == UInt8(ascii: "/") ? raw : raw + [UInt8(ascii: "/")]))
        }

        /// Raises the soft limit on open files to the hard limit: a walk holds one per level.
        static func raiseOpenFileLimit() {
            #if canImport(Glibc)
                let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
            #else
                let resource = RLIMIT_NOFILE
            #endif
            var limit = rlimit()
            guard getrlimit(resource, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(resource, &limit)
        }

        /// Looks at one entry of the open folder `folder`.
        mutating func entry(_ name: [UInt8], in folder: Int32, path: String, raw: [UInt8]) {
            var info = stat()
            guard fstatat(folder, name.cString, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                if isJSON(name) { visit(.problem(path: path, InputFile.openError(path, errno))) }
                return
            }
            var followed = false
            if info.st_mode & S_IFMT == S_IFLNK {
                guard let target = linkTarget(name, in: folder, path: path, raw: raw) else { return }
                info = target
                followed = true
            }
            let follow = followed ? 0 : O_NOFOLLOW
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                let descriptor = openat(folder, name.cString, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_NOCTTY | follow)
                guard descriptor >= 0 else {
                    visit(.problem(path: path, listError(path, errno)))
                    return
                }
                enter(descriptor, path: path, raw: raw)
            case S_IFREG where isJSON(name):
                let descriptor = openat(folder, name.cString, O_RDONLY | O_NONBLOCK | O_NOCTTY | follow)
                guard descriptor >= 0 else {
                    visit(.problem(path: path, InputFile.openError(path, errno)))
                    return
                }
                defer { close(descriptor) }
                // Checked again on the open file: the entry may have been swapped since the stat.
                if let problem = InputFile.requireRegular(descriptor, path: path) {
                    visit(.problem(path: path, problem))
                    return
                }
                visit(.file(path: path, descriptor: descriptor))
            default:
                if isJSON(name) { visit(.problem(path: path, InputFile.kindError(path, mode: info.st_mode))) }
            }
        }

        /// What the symbolic link `name` leads to, when it is to be followed: a folder, or a JSON file,
        /// inside the root and not a folder above it (a loop). Nil otherwise, the problem visited.
        mutating func linkTarget(_ name: [UInt8], in folder: Int32, path: String, raw: [UInt8]) -> stat? {
            // Where the link leads, without opening it: a stat has no side effects.
            var target = stat()
            guard fstatat(folder, name.cString, &target, 0) == 0 else {
                if isJSON(name) || errno == ELOOP { visit(.problem(path: path, InputFile.openError(path, errno))) }
                return nil
            }
            let isFolder = target.st_mode & S_IFMT == S_IFDIR
            guard isFolder || isJSON(name) else { return nil }
            guard let realRoot, let real = realPath(raw),
                real == realRoot
                    || real.starts(with: realRoot == [UInt8(ascii: "/")] ? realRoot : realRoot + [UInt8(ascii: "/")])
            else {
                visit(
                    .problem(
                        path: path,
                        .noInput(.linkOutOfFolder(path))))
                return nil
            }
            if isFolder, stack.contains(where: { $0.id == FolderID(target) }) {
                visit(
                    .problem(
                        path: path,
                        .noInput(.linkBackToFolder(path))))
                return nil
            }
            return target
        }

        /// The names in the open folder, sorted by their bytes; nil when it cannot be listed.
        func entries(_ descriptor: Int32) -> [[UInt8]]? {
            let copy = dup(descriptor)
            guard copy >= 0, let directory = fdopendir(copy) else { return nil }
            defer { closedir(directory) }
            var names: [[UInt8]] = []
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                        Array(
                            UnsafeBufferPointer(
                                start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))))
                    }
                }
                if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
            }
            return names.sorted { $0.lexicographicallyPrecedes($1) }
        }

        func isJSON(_ name: [UInt8]) -> Bool {
            guard name.count >= 5 else { return false }
            return String(decoding: name.suffix(5), as: UTF8.self).lowercased() == ".json"
        }
    }

    /// A name's bytes for a message: UTF-8 as it is, any other byte as `\xff`.
    static func shown(_ name: [UInt8]) -> String {
        if let text = String(validating: name, as: UTF8.self) { return text }
        var result = ""
        var index = 0
        while index < name.count {
            let byte = name[index]
            let length =
                byte < 0x80
                ? 1 : byte >= 0xC2 && byte < 0xE0 ? 2 : byte >= 0xE0 && byte < 0xF0 ? 3 : byte >= 0xF0 && byte < 0xF5 ? 4 : 0
            if length > 0, index + length <= name.count,
                let piece = String(validating: name[index..<index + length], as: UTF8.self)
            {
                result += piece
                index += length
            } else {
                let digits = String(byte, radix: 16)
                result += "\\x" + (digits.count < 2 ? "0" : "") + digits
                index += 1
            }
        }
        return result
    }

    /// The real path of `path` (links resolved), or nil when it has none or it is too long.
    static func realPath(_ path: [UInt8]) -> [UInt8]? {
        guard let resolved = realpath(path.cString, nil) else { return nil }
        defer { free(resolved) }
        return Array(
            UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
    }

    /// A folder that cannot be listed, with the true reason.
    static func listError(_ path: String, _ code: Int32) -> CLIError {
        .noInput(.cannotList(folder: path, reason: OSReason(code: code)))
    }
}

extension Array where Element == UInt8 {
    /// The bytes with a terminating NUL, for a C call.
    fileprivate var cString: [CChar] { map { CChar(bitPattern: $0) } + [0] }
}
