import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files `cable check FILE|DIR...` checks: each FILE as given, and each DIR searched.
///
/// A directory is searched recursively for `*.json` files (any case of the extension), in
/// byte order of their names at each level, so the order is the same on every machine.
/// Entries whose name starts with `.` (hidden files and folders: `.git`, `.build`) are passed
/// over. Symbolic links are followed, but a folder already searched — found again through a
/// link, even one that loops back to a parent — is not searched twice, so a loop ends.
/// Whether a JSON file found this way is a system file is decided by its shape
/// (``SystemFile/isMeantAsSystemFile(_:)``) when it is read; a FILE named on the command line
/// is always checked.
enum SystemFileFinder {
    /// One file to check, or a path that could not be searched.
    struct Candidate: Equatable {
        /// The path, as given or as found under a given folder (`systems/van.json`).
        let path: String
        /// Named on the command line, rather than found in a folder.
        var isExplicit: Bool { path == root }
        /// The path given on the command line that led to it: itself, or the folder searched.
        let root: String
        /// Why the path cannot be checked at all (a folder that cannot be listed, or holds no
        /// JSON files); nil when it is a file to read.
        let problem: CLIError?
    }

    /// The candidates for the given paths, in order: each FILE where it stands, each DIR's
    /// files in sorted order.
    static func candidates(_ paths: [String]) -> [Candidate] {
        var result: [Candidate] = []
        var searched: Set<[UInt64]> = []
        for path in paths {
            guard path != "-", Platform.kind(of: path) == .directory else {
                result.append(Candidate(path: path, root: path, problem: nil))
                continue
            }
            if isSearched(path, searched) { continue }  // the same folder given twice
            var found: [Candidate] = []
            search(path, root: path, into: &found, searched: &searched)
            if found.isEmpty { found.append(Candidate(path: path, root: path, problem: noSystemFiles(path))) }
            result += found
        }
        return result
    }

    private static func isSearched(_ folder: String, _ searched: Set<[UInt64]>) -> Bool {
        var info = stat()
        return stat(folder, &info) == 0 && searched.contains([UInt64(info.st_dev), UInt64(info.st_ino)])
    }

    /// The error for a folder in which no system file was found.
    static func noSystemFiles(_ folder: String) -> CLIError {
        .noInput(tr("no system files in '{folder}'", ["folder": EchoedText.escaped(folder)]))
    }

    /// Adds the JSON files under `folder`, depth first in sorted order.
    private static func search(
        _ folder: String, root: String, into found: inout [Candidate], searched: inout Set<[UInt64]>
    ) {
        var info = stat()
        guard stat(folder, &info) == 0, searched.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
        guard let names = Platform.directoryEntries(folder) else {
            found.append(
                Candidate(
                    path: folder, root: root,
                    problem: .noInput(
                        tr(
                            "cannot list '{folder}': {reason}",
                            ["folder": EchoedText.escaped(folder), "reason": Platform.lastError]))))
            return
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) where !name.hasPrefix(".") {
            let path = base + name
            if Platform.kind(of: path) == .directory {
                search(path, root: root, into: &found, searched: &searched)
            } else if name.lowercased().hasSuffix(".json") {
                found.append(Candidate(path: path, root: root, problem: nil))
            }
        }
    }
}
