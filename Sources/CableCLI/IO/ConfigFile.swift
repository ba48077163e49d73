import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the config file is and how it is read: the I/O half of ``PreferencesDocument``.
///
/// The path, by the XDG Base Directory specification: `CABLE_CONFIG` when set (and not empty),
/// else `$XDG_CONFIG_HOME/cable/config.json` when that variable holds an absolute path, else
/// `$HOME/.config/cable/config.json` when HOME is absolute; none otherwise (then no config applies).
/// A missing file is no config; an unreadable one is an error (66), an invalid one too (65),
/// naming the path and the key.
enum ConfigFile {
    /// The environment variables the path is found with.
    static let environmentVariables = ["CABLE_CONFIG", "XDG_CONFIG_HOME", "HOME"]

    /// The config file's path in `environment`, or nil when there is none.
    static func path(_ environment: Environment) -> String? {
        if let path = environment["CABLE_CONFIG"], !path.isEmpty { return path }
        // The specification: a relative (or empty) XDG_CONFIG_HOME is invalid and is ignored.
        if let folder = environment["XDG_CONFIG_HOME"], folder.hasPrefix("/") {
            return SystemFileStore.join(folder, "cable/config.json")
        }
        // The same rule for HOME: a relative one would put the config relative to the working folder.
        if let home = environment["HOME"], home.hasPrefix("/") {
            return SystemFileStore.join(home, ".config/cable/config.json")
        }
        return nil
    }

    /// The config file's bytes, or nil when there is no file. Only a missing file is no file: a
    /// loop of links or a folder that may not be searched is an error naming it. Read as
    /// ``InputFile/readRegular(_:)`` reads: a FIFO or device there is refused, not waited on.
    static func bytes(at path: String) throws(CLIError) -> [UInt8]? {
        var info = stat()
        if stat(path, &info) != 0, errno == ENOENT || errno == ENOTDIR { return nil }
        do {
            return try InputFile.readRegular(path)
        } catch .noInput(let reason) {
            throw .noInput(.configFile(reason))
        }
    }

    /// The preferences the config file holds: none when there is no file.
    static func preferences(_ environment: Environment) throws(CLIError) -> Preferences {
        guard let path = path(environment), let bytes = try bytes(at: path) else { return .none }
        do {
            return try PreferencesDocument.decode(bytes)
        } catch {
            // `config file /home/me/.config/cable/config.json: 2:12: units: must be metric or imperial, got 'furlongs'`.
            throw .badData(.configFile(path: path, error, advice: nil))
        }
    }

    /// The config file read once per run, when a setting first falls through to it.
    /// (A flag beside the settings, not a `Preferences?`: copying that optional went through its
    /// metadata, made at the first use in every run.)
    final class Cache {
        private var loaded = Preferences.none
        private var isLoaded = false

        func preferences(_ environment: Environment) throws(CLIError) -> Preferences {
            if isLoaded { return loaded }
            loaded = try ConfigFile.preferences(environment)
            isLoaded = true
            return loaded
        }
    }
}
