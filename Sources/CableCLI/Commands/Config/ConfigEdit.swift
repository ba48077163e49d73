import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A read-modify-write of the config file, as `add`/`set` edit a system file: under the lock,
/// validated as a whole (an edit that leaves any setting invalid writes nothing), written
/// atomically through ``FileReplacement`` and refused if another program changed the file
/// meanwhile. Only its JSON syntax must be right to start with, so `set` or `unset` can repair a
/// bad value.
enum ConfigEdit {
    /// - Parameter dryRun: compute the change and write nothing (no folder made either).
    /// - Returns: with `dryRun`, the change as a unified diff (``UnifiedDiff``); nil otherwise.
    @discardableResult
    static func perform(
        path: String, environment: Environment, dryRun: Bool = false, _ edit: (inout PreferencesDocument) -> Void
    ) throws(CLIError) -> String? {
        if Platform.kind(of: path) == nil {
            // No file: an edit that changes nothing (`unset` of a key never set) makes none, nor
            // its folder.
            var document = PreferencesDocument()
            let empty = document.text
            edit(&document)
            if document.text == empty { return dryRun ? "" : nil }
        }
        if dryRun, Platform.kind(of: SystemFileStore.directoryOf(path)) == nil {
            // No folder, so no file: the change is the whole new file, and no folder is made.
            var document = PreferencesDocument()
            edit(&document)
            try validate(document, path: path)
            return UnifiedDiff.text(old: "", new: document.text, oldLabel: "/dev/null", newLabel: EchoedText.escapingAll(path))
        }
        if !dryRun { try createFolder(of: path) }
        guard case .file(let target, let existing) = try OutputPath.resolve(path) else {
            throw .cannotCreate(.configNotRegular(path))
        }
        return try SystemFileStore.withLock(target) { () throws(CLIError) -> String? in
            var snapshot: FileSnapshot?
            if existing != nil || Platform.kind(of: target) != nil { snapshot = try FileSnapshot.read(target, name: path) }
            var document =
                try snapshot.map { snapshot throws(CLIError) in try read(snapshot.bytes, path: path) }
                ?? PreferencesDocument()
            edit(&document)
            try validate(document, path: path)
            if dryRun {
                let old = snapshot.map { String(decoding: $0.bytes, as: UTF8.self) }
                let name = EchoedText.escapingAll(path)
                return UnifiedDiff.text(
                    old: old ?? "", new: document.text, oldLabel: old == nil ? "/dev/null" : name, newLabel: name)
            }
            try FileReplacement.write(
                Array(document.text.utf8), to: target, name: path, expecting: snapshot, environment: environment)
            return nil
        }
    }

    private static func read(_ bytes: [UInt8], path: String) throws(CLIError) -> PreferencesDocument {
        do {
            return try PreferencesDocument(bytes: bytes)
        } catch {
            throw .badData(.configFile(path: path, error, advice: .fixInEditor))
        }
    }

    private static func validate(_ document: PreferencesDocument, path: String) throws(CLIError) {
        do {
            _ = try document.validated()
        } catch {
            throw .badData(.configFile(path: path, error, advice: .notChanged))
        }
    }

    /// Creates the config file's missing folders, each with mode 0700 (the XDG Base Directory
    /// specification's rule for folders it creates).
    static func createFolder(of path: String) throws(CLIError) {
        let folder = SystemFileStore.directoryOf(path)
        guard Platform.kind(of: folder) == nil else { return }
        var made = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            made += "/" + part
            if Platform.kind(of: made) == nil, mkdir(made, 0o700) != 0, errno != EEXIST {
                throw Platform.writeFailure(
                    errno, .createConfigFolder(made))
            }
        }
    }

    /// The catalogue paths with relative ones made absolute from the working folder, so they
    /// name the same files wherever `cable` runs later.
    static func absoluteCatalog(_ preferences: Preferences) throws(CLIError) -> Preferences {
        guard let paths = preferences.catalog, paths.contains(where: { !$0.hasPrefix("/") }) else { return preferences }
        guard let folder = Platform.currentDirectory() else {
            throw .cannotCreate(.noWorkingFolder(reason: Platform.lastError))
        }
        do {
            return try Preferences(catalog: paths.map { $0.hasPrefix("/") ? $0 : SystemFileStore.join(folder, $0) })
        } catch {
            throw .invalidValue(error)
        }
    }
}
