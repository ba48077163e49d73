import CableCore

/// Finds and reads the user's catalogues and lays them over the built-in one
/// (``DeviceCatalog``). In order, each later one replacing entries of the same id:
///
/// 1. the built-in catalogue;
/// 2. `$XDG_DATA_HOME/cable/catalog/*.json` (default `$HOME/.local/share/cable/catalog`), in
///    name order — a missing folder is no error;
/// 3. `extraPaths` (the configuration file's `catalog` list, when there is one);
/// 4. `--catalog FILE`.
///
/// A named file that is missing is refused (66); a bad entry is refused naming the file and the
/// JSON path (65).
enum CatalogFiles {
    /// The variables the catalogue folder is found by.
    static let environmentVariables = ["XDG_DATA_HOME", "HOME"]

    /// The folder of the user's catalogues, or nil when neither variable gives one. A relative
    /// `XDG_DATA_HOME` is ignored, as the XDG Base Directory specification says.
    static func userDirectory(_ environment: Environment) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/cable/catalog" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.local/share/cable/catalog" }
        return nil
    }

    /// The `*.json` files of the user's catalogue folder, in name order.
    static func userFiles(_ environment: Environment) -> [String] {
        guard let directory = userDirectory(environment), let names = Platform.directoryEntries(directory) else { return [] }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { directory + "/" + $0 }
    }

    /// The built-in catalogue with the user's laid over it.
    static func load(
        environment: Environment, extraPaths: [String] = [], option: String? = nil
    ) throws(CLIError) -> DeviceCatalog {
        var catalog: DeviceCatalog
        do {
            catalog = try DeviceCatalog.builtIn()
        } catch {
            throw .badData(.builtInCatalogue(error))
        }
        for path in userFiles(environment) + extraPaths {
            catalog = catalog.merging(try read(path, regularOnly: true), origin: path)
        }
        if let option { catalog = catalog.merging(try read(option), origin: option) }
        return catalog
    }

    /// One catalogue file's entries. A file cable finds itself (the folder, the config's list) is
    /// read only when it is a regular file (``InputFile/readRegular(_:)``); `--catalog FILE` is
    /// read as the user names it (a pipe too).
    static func read(_ path: String, regularOnly: Bool = false) throws(CLIError) -> [CatalogEntry] {
        let bytes = try regularOnly ? InputFile.readRegular(path) : InputFile.read(path)
        do {
            return try CatalogFile.decode(bytes)
        } catch {
            throw .badData(.fileContent(file: InputFile.displayName(path), error))
        }
    }
}
