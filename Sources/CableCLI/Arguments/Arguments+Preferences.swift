import CableCore

extension Arguments {
    /// The one order in which settings are taken, each setting on its own (``Preferences``):
    ///
    /// 1. the command-line option, when the command has one and it is given;
    /// 2. the system file's own value (`file`: its `defaults.units`);
    /// 3. the environment variable (`CABLE_UNITS`, `CABLE_STANDARD`, `CABLE_MAX_DROP`,
    ///    `CABLE_CRITICAL_MAX_DROP`), when set and not empty;
    /// 4. the config file (``ConfigFile``);
    /// 5. nothing: the built-in default applies (CableCore's: metric, the default method,
    ///    ``DropLimits``).
    ///
    /// A source is read only when those above it leave the setting open: a bad CABLE_UNITS or a
    /// broken config file is an error only for a run that needs it. An option that is a field of
    /// a sizing request (`--standard`, `--max-drop`) is read and validated with the request; here
    /// it only stops the search.
    func preference(_ key: Preferences.Key, file: Preferences = .none) throws(CLIError) -> Preferences {
        if let option = Self.option(for: key), command.takes(option), let text = parsed.value(option) {
            guard key == .units else { return .none }
            do {
                return try Preferences.parse(key, text, field: "--\(option)")
            } catch {
                throw .invalidValue(error)
            }
        }
        if file.has(key) { return file.only(key) }
        if let variable = key.environmentVariable, let text = environment[variable], !text.isEmpty {
            do {
                return try Preferences.parse(key, text, field: variable)
            } catch {
                throw .invalidValue(error)
            }
        }
        return try configuration.preferences(environment).only(key)
    }

    /// The settings `keys` resolved (``preference(_:file:)``), together.
    func preferences(_ keys: [Preferences.Key]) throws(CLIError) -> Preferences {
        var resolved = Preferences.none
        for key in keys { resolved = resolved.filling(from: try preference(key)) }
        return resolved
    }

    /// The command-line option that gives a setting, by name.
    static func option(for key: Preferences.Key) -> String? {
        switch key {
        case .units: Options.units.name
        case .standard: Options.standard.name
        case .maxDropPercent: Options.maxDrop.name
        case .lang, .criticalMaxDropPercent, .catalog: nil
        }
    }
}

extension Preferences.Key {
    /// The environment variable that sets it, if any: `CABLE_UNITS`, `CABLE_STANDARD`,
    /// `CABLE_MAX_DROP`, `CABLE_CRITICAL_MAX_DROP`. (The language comes from the locale's
    /// variables, the catalogue from the config file only.)
    var environmentVariable: String? {
        switch self {
        case .units: "CABLE_UNITS"
        case .standard: "CABLE_STANDARD"
        case .maxDropPercent: "CABLE_MAX_DROP"
        case .criticalMaxDropPercent: "CABLE_CRITICAL_MAX_DROP"
        case .lang, .catalog: nil
        }
    }
}
