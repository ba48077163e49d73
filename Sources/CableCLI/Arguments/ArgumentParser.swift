import CableCore

/// Splits arguments by a command's option table.
///
/// `--name value` and `--name=value`; `--` ends options; `-h`/`--help` anywhere asks for help.
/// A value may start with `-` when a digit or `.` follows (`--length -3` reaches validation
/// and is refused there with its rule). Options may be given once.
enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandSpec) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            if argument == "--" {
                for rest in arguments[index...] { try parsed.addPositional(rest, for: command) }
                break
            }
            if argument == "-h" || argument == "--help" {
                parsed.helpRequested = true
                continue
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                try parsed.addPositional(argument, for: command)
                continue
            }
            // A one-letter alias: `-o FILE` is `--output FILE`.
            if !argument.hasPrefix("--"), argument.count == 2, let letter = argument.last,
                let option = command.option(short: letter)
            {
                argument = "--" + option.name
            }
            guard argument.hasPrefix("--") else {
                throw .usage(
                    tr(
                        "unknown option {option}; options are spelled with two dashes, e.g. {example}",
                        ["option": EchoedText.quoted(argument), "example": "--" + (command.options.first?.name ?? "help")]),
                    command: command.name)
            }
            let body = argument.dropFirst(2)
            let name: String
            var inlineValue: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inlineValue = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            guard let option = command.option(named: name) else {
                throw .usage(unknownOptionMessage("--\(name)", command: command), command: command.name)
            }
            guard !parsed.has(name) else {
                throw .usage(tr("option '{option}' given more than once", ["option": "--" + name]), command: command.name)
            }
            if option.isFlag {
                if inlineValue != nil {
                    throw .usage(tr("option '{option}' takes no value", ["option": "--" + name]), command: command.name)
                }
                parsed.addFlag(name)
                continue
            }
            if let inlineValue {
                parsed.addValue(inlineValue, for: name)
                continue
            }
            guard index < arguments.count, looksLikeValue(arguments[index]) else {
                throw .usage(
                    tr("option '{option}' needs a value {value}", ["option": "--" + name, "value": option.valueName ?? ""]),
                    command: command.name)
            }
            parsed.addValue(arguments[index], for: name)
            index += 1
        }
        return parsed
    }

    /// An argument is taken as a value unless it looks like an option: `-3` and `-.5` are
    /// values, `--json` and `-h` are not.
    static func looksLikeValue(_ argument: String) -> Bool {
        guard argument.hasPrefix("-") else { return true }
        let rest = argument.dropFirst()
        guard let first = rest.first else { return true }
        return first.isNumber || first == "."
    }

    static func unknownOptionMessage(_ option: String, command: CommandSpec) -> String {
        let names = command.options.map { "--\($0.name)" } + ["--help"]
        if let suggestion = Suggestion.closest(to: option, among: names) {
            return tr(
                "unknown option {option}. Did you mean '{suggestion}'?",
                ["option": EchoedText.quoted(option), "suggestion": suggestion])
        }
        return tr("unknown option {option} for '{command}'", ["option": EchoedText.quoted(option), "command": command.name])
    }
}
