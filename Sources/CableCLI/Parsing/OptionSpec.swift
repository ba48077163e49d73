/// One option of a subcommand: the single table that drives parsing, help and suggestions.
struct OptionSpec: Equatable, Sendable {
    /// Long name without dashes: `max-drop`.
    let name: String
    /// Placeholder for the value, nil for a flag: `<percent>`.
    let valueName: String?
    let help: String
    /// The default shown in help, if any.
    let defaultText: String?
    /// A one-letter alias used with a single dash (`o` for `-o`), if any.
    var shortName: Character? = nil

    static func value(
        _ name: String, _ valueName: String, _ help: String, default defaultText: String? = nil, short: Character? = nil
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, defaultText: defaultText, shortName: short)
    }

    /// `--output FILE` / `-o FILE`, for commands that write files.
    static let output = OptionSpec.value(
        "output", "<file>", "Write to this file (atomically) instead of standard output; - for standard output.", short: "o")

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, defaultText: nil)
    }

    var isFlag: Bool { valueName == nil }

    /// The engine's key for this option: `max-drop` → `maxDrop`. Engine errors name fields by
    /// key; the CLI maps them back to the option the user typed.
    var key: String {
        let parts = name.split(separator: "-")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.withCapitalFirst }.joined()
    }
}

/// A subcommand: its name, help text, options and examples.
struct CommandSpec: Sendable {
    let name: String
    let abstract: String
    let usage: String
    let discussion: String
    let options: [OptionSpec]
    let examples: [String]
    /// Names of positional arguments, in order (`FILE`); all required.
    var arguments: [String] = []

    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
    func option(short: Character) -> OptionSpec? { options.first { $0.shortName == short } }
    func option(forKey key: String) -> OptionSpec? { options.first { $0.key == key } }
}
