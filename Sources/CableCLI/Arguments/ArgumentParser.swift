import CableCore
import CableText

/// Splits arguments by a command's option table.
///
/// `--name value` and `--name=value`; a one-letter alias as `-c value`, `-c=value` or `-cvalue`
/// (as getopt reads it); `--no-name` for a negatable flag; `--` ends options; `-h`/`--help`
/// anywhere asks for help. A value may start with `-` when a digit or `.` follows (`--length -3`
/// reaches validation and is refused there with its rule). Options may be given once, and a
/// flag in one form only (`--critical` or `--no-critical`).
enum ArgumentParser {
    static func parse(
        _ arguments: [String], for command: CommandSpec, in language: Language
    ) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
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
            let (option, negated, inlineValue) = try split(argument, for: command)
            let name = option.name
            if parsed.has(name) {
                let bothForms = option.negatable && (negated != parsed.negated(name))
                throw .usage(
                    .option(bothForms ? .eitherNotBoth("--" + name, "--no-" + name) : .givenTwice("--" + name)),
                    command: command.name)
            }
            if option.isFlag {
                try addFlag(
                    option, negated: negated, inlineValue: inlineValue, arguments: arguments, index: &index, to: &parsed,
                    for: command, in: language)
                continue
            }
            if let inlineValue {
                parsed.addValue(inlineValue, for: name)
                continue
            }
            guard index < arguments.count, looksLikeValue(arguments[index]) else {
                throw .usage(.option(.needsValue("--" + name, valueName: option.valueName ?? "")), command: command.name)
            }
            parsed.addValue(arguments[index], for: name)
            index += 1
        }
        return parsed
    }

    /// A flag: `--name` or `--no-name`; or, deprecated, `--name true|false`, which takes the next
    /// argument (`index` moves past it). A value given to a flag is refused.
    private static func addFlag(
        _ option: OptionSpec, negated: Bool, inlineValue: String?, arguments: [String], index: inout Int,
        to parsed: inout ParsedArguments, for command: CommandSpec, in language: Language
    ) throws(CLIError) {
        let name = option.name
        let next = inlineValue ?? (index < arguments.count ? arguments[index] : nil)
        if !negated, option.takesLegacyBoolean, let next, let value = legacyBoolean(next) {
            // `--critical true`, as `add` and `set` took it before the flag.
            if inlineValue == nil { index += 1 }
            if value { parsed.addFlag(name) } else { parsed.addNegatedFlag(name) }
            parsed.notes.append(
                language.tr(
                    "warning: '{given}' is deprecated; write {flag}",
                    ["given": "--\(name) \(EchoedText.escaped(next))", "flag": "--\(value ? "" : "no-")\(name)"]) + "\n")
            return
        }
        if inlineValue != nil {
            let given = "--\(negated ? "no-" : "")\(name)"
            throw .usage(
                .option(option.negatable ? .flagTakesNoValue(given: given, name: name) : .takesNoValue(given)),
                command: command.name)
        }
        if negated { parsed.addNegatedFlag(name) } else { parsed.addFlag(name) }
    }

    /// The option an argument names, whether it is the `--no-` form, and a value written in the
    /// same argument (`--units=metric`, `-uimperial`, `-u=imperial`).
    static func split(_ argument: String, for command: CommandSpec) throws(CLIError) -> (
        option: OptionSpec, negated: Bool, inlineValue: String?
    ) {
        guard argument.hasPrefix("--") else { return try splitShort(argument, for: command) }
        let body = argument.dropFirst(2)
        let name: String
        var inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
            name = String(body[..<equals])
            inlineValue = String(body[body.index(after: equals)...])
        } else {
            name = String(body)
        }
        if let option = command.option(named: name) { return (option, false, inlineValue) }
        if name.hasPrefix("no-"), let option = command.option(named: String(name.dropFirst(3))), option.negatable {
            return (option, true, inlineValue)
        }
        throw .usage(.option(unknownOption("--\(name)", command: command)), command: command.name)
    }

    /// `-c 20`, `-c=20`, `-c20`.
    private static func splitShort(_ argument: String, for command: CommandSpec) throws(CLIError) -> (
        option: OptionSpec, negated: Bool, inlineValue: String?
    ) {
        let body = argument.dropFirst()
        // The first piece `split(separator: "=")` would give (it skips leading `=`), without the
        // array of pieces: a `[Substring]` was one more array type made at every start-up.
        let word = String(body.drop { $0 == "=" }.prefix { $0 != "=" })
        if word.count > 1, command.takes(word) {
            // `-length 5` is a long option missing a dash, not `-l ength`.
            throw .usage(.option(.singleDash(argument, long: "--" + word)), command: command.name)
        }
        guard let letter = body.first, let option = command.option(short: letter) else {
            throw .usage(.option(unknownShort(argument, command: command)), command: command.name)
        }
        let rest = body.dropFirst()
        if rest.isEmpty { return (option, false, nil) }
        return (option, false, String(rest.hasPrefix("=") ? rest.dropFirst() : rest))
    }

    /// `true`, `yes`, `false`, `no` (any case): a value a flag once took.
    static func legacyBoolean(_ text: String) -> Bool? {
        ["true": true, "yes": true, "false": false, "no": false][text.lowercased()]
    }

    /// An argument is taken as a value unless it looks like an option: `-3` and `-.5` are
    /// values, `--json` and `-h` are not.
    static func looksLikeValue(_ argument: String) -> Bool {
        guard argument.hasPrefix("-") else { return true }
        let rest = argument.dropFirst()
        guard let first = rest.first else { return true }
        return first.isNumber || first == "."
    }

    /// An unknown `--name`: the nearest of the command's options, when one is near.
    static func unknownOption(_ option: String, command: CommandSpec) -> CLIError.OptionProblem {
        let names =
            command.options.flatMap { $0.negatable ? ["--\($0.name)", "--no-\($0.name)"] : ["--\($0.name)"] } + ["--help"]
        if let suggestion = Suggestion.closest(to: option, among: names) { return .unknown(option, suggestion: suggestion) }
        return .unknownFor(option, command: command.name)
    }

    /// An unknown `-x`: the command's one-letter options, or how long options are spelled.
    static func unknownShort(_ argument: String, command: CommandSpec) -> CLIError.OptionProblem {
        let shorts = command.options.compactMap { option in option.shortName.map { "-\($0) (--\(option.name))" } }
        if !shorts.isEmpty { return .unknownShort(argument, command: command.name, shorts: shorts) }
        return .noShortOptions(argument, example: "--" + (command.options.first?.name ?? "help"))
    }
}
