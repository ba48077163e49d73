import CableCore

/// `cable config get|set|unset|list|path`: the config file's settings (``Preferences``).
enum ConfigCommand: Command {
    enum Action: String, CaseIterable {
        case get, set, unset, list, path
    }

    static let spec = CommandSpec(
        name: "config",
        abstract: "Show or change your preferences: units, standard, language, drop limits, catalogues.",
        usage: "cable config get KEY | set KEY VALUE | unset KEY | list [--json] | path",
        discussion: """
            Keys: units (metric|imperial), standard (default|abyc), lang (\(Preferences.languages.joined(separator: "|"))), \
            maxDropPercent and criticalMaxDropPercent (the drop limits for ordinary and critical circuits, %), \
            catalog (device catalogue files, comma-separated; relative paths are stored absolute). \
            Settings are taken in this order: an option on the command line, the system file's own value, \
            the environment (CABLE_UNITS, CABLE_STANDARD, CABLE_MAX_DROP, CABLE_CRITICAL_MAX_DROP), this file, \
            then the built-in default. The file is CABLE_CONFIG, else $XDG_CONFIG_HOME/cable/config.json, \
            else ~/.config/cable/config.json. 'set' validates the value and writes the file atomically, \
            creating its folder (mode 0700) if needed. An invalid config file stops every command that \
            reads it (exit 65) until 'cable config set' or 'unset' repairs it. With --dry-run, 'set' and \
            'unset' print the change as a unified diff and write nothing.
            """,
        options: [Options.json.spec, Options.dryRun.spec],
        examples: [
            "cable config set units imperial", "cable config set maxDropPercent 3", "cable config get units",
            "cable config list --json", "cable config unset standard", "cable config path",
        ],
        arguments: ["ACTION", "KEY", "VALUE"])

    /// ACTION; KEY after `get`, `set` and `unset`; after `set KEY`, the key's closed set
    /// (``Preferences/Key/valueHelp``: `metric|imperial`).
    static func completion(ofArgument index: Int, after given: [String]) -> CompletionWords {
        let action = given.first.flatMap(Action.init(rawValue:))
        switch index {
        case 0: return .words(Action.allCases.map(\.rawValue))
        case 1 where [.get, .set, .unset].contains(action): return .words(Preferences.Key.allCases.map(\.rawValue))
        case 2 where action == .set:
            return given.count > 1
                ? Preferences.Key(rawValue: given[1]).map { CompletionWords.forValue($0.valueHelp) } ?? .none : .none
        default: return .none
        }
    }

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let action = try self.action(arguments)
        let environment = arguments.environment
        if SystemEdit.isDryRun(arguments), action != .set, action != .unset {
            throw .usage(.option(.dryRunWithoutEdit), command: spec.name)
        }
        switch action {
        case .path:
            return CommandOutput(stdout: EchoedText.escapingAll(try requirePath(environment)) + "\n")
        case .list:
            let path = ConfigFile.path(environment)
            let preferences = try ConfigFile.preferences(environment)
            if arguments.isSet(Options.json) {
                return CommandOutput(stdout: ConfigJSON(path: path, preferences: preferences).indentedText)
            }
            return CommandOutput(stdout: ConfigText.list(preferences, in: arguments.language))
        case .get:
            return try get(arguments)
        case .set:
            return try set(arguments)
        case .unset:
            let key = try self.key(arguments.parsed.positionals[1])
            let path = try requirePath(environment)
            var removed = false
            let diff = try ConfigEdit.perform(path: path, environment: environment, dryRun: SystemEdit.isDryRun(arguments)) {
                document in removed = document.unset(key)
            }
            return SystemEdit.output(
                diff: diff, path: path,
                confirmation: (removed
                    ? arguments.language.tr(
                        "removed {key} from {file}", ["key": key.rawValue, "file": EchoedText.escapingAll(path)])
                    : arguments.language.tr(
                        "{key} was not set in {file}", ["key": key.rawValue, "file": EchoedText.escapingAll(path)])) + "\n",
                changed: removed ? "\(EchoedText.escapingAll(path)) was changed" : nil, in: arguments.language)
        }
    }

    /// The action named first, checked against the count of arguments it takes and `--json`.
    static func action(_ arguments: Arguments) throws(CLIError) -> Action {
        guard let text = arguments.parsed.positionals.first else {
            throw .usage(.name(.missingConfigAction), command: spec.name)
        }
        guard let action = Action(rawValue: text) else {
            let names = Action.allCases.map(\.rawValue)
            let suggestion = Suggestion.closest(to: text, among: names)
            throw .usage(.name(.unknownConfigAction(text, suggestion: suggestion, actions: names)), command: spec.name)
        }
        let count = [Action.set: 3, .get: 2, .unset: 2][action] ?? 1
        guard arguments.parsed.positionals.count == count else {
            let takes = ["set": "KEY VALUE", "get": "KEY", "unset": "KEY"][action.rawValue]
            throw .usage(.name(.configArguments(action: action.rawValue, takes: takes)), command: spec.name)
        }
        if arguments.isSet(Options.json), action != .list {
            throw .usage(.name(.configJSONOnlyForList), command: spec.name)
        }
        return action
    }

    /// `config get KEY`: the setting's value, or exit 1 when it is not set.
    static func get(_ arguments: Arguments) throws(CLIError) -> CommandOutput {
        let environment = arguments.environment
        let key = try self.key(arguments.parsed.positionals[1])
        guard let value = try ConfigFile.preferences(environment).text(of: key) else {
            var output = CommandOutput(status: .checkFailed)
            output.stderr =
                arguments.language.tr(
                    "{key} is not set in {file}",
                    [
                        "key": key.rawValue,
                        "file": ConfigFile.path(environment).map(EchoedText.escapingAll)
                            ?? arguments.language.tr("the config file"),
                    ]) + "\n"
            return output
        }
        return CommandOutput(stdout: value + "\n")
    }

    /// `config set KEY VALUE`: the value checked, then written into the config file.
    static func set(_ arguments: Arguments) throws(CLIError) -> CommandOutput {
        let environment = arguments.environment
        let key = try self.key(arguments.parsed.positionals[1])
        var value: Preferences
        do {
            // A drop limit is a number typed in the run's language, like --max-drop.
            let typed = arguments.parsed.positionals[2]
            let numbers: NumberInput = [.maxDropPercent, .criticalMaxDropPercent].contains(key) ? .one : .none
            value = try Preferences.parse(
                key, arguments.numberText(typed, numbers: numbers, field: key.rawValue), field: key.rawValue)
        } catch {
            throw .invalidValue(error)
        }
        if key == .catalog { value = try ConfigEdit.absoluteCatalog(value) }
        let path = try requirePath(environment)
        let diff = try ConfigEdit.perform(path: path, environment: environment, dryRun: SystemEdit.isDryRun(arguments)) {
            document in document.set(key, from: value)
        }
        return SystemEdit.output(
            diff: diff, path: path,
            confirmation: arguments.language.tr(
                "set {key} to {value} in {file}",
                ["key": key.rawValue, "value": value.text(of: key) ?? "", "file": EchoedText.escapingAll(path)])
                + "\n",
            changed: "\(EchoedText.escapingAll(path)) was changed", in: arguments.language)
    }

    /// A setting's name; a usage error listing the keys (with the closest one) otherwise. A
    /// kebab or snake spelling (`max-drop`, `max_drop_percent`) is only a hint: it is refused
    /// with the key it spells (``Suggestion/closestIgnoringSeparators(to:among:)``).
    static func key(_ text: String) throws(CLIError) -> Preferences.Key {
        if let key = Preferences.Key(rawValue: text) { return key }
        let names = Preferences.Key.allCases.map(\.rawValue)
        let suggestion = Suggestion.closestIgnoringSeparators(to: text, among: names)
        throw .usage(.name(.unknownConfigKey(text, suggestion: suggestion, keys: names)), command: spec.name)
    }

    static func requirePath(_ environment: Environment) throws(CLIError) -> String {
        guard let path = ConfigFile.path(environment) else {
            throw .cannotCreate(.noConfigPlace)
        }
        return path
    }
}
