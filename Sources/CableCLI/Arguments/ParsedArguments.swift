import CableCore

/// The options given to a subcommand, by long name, before their values are interpreted.
struct ParsedArguments: Equatable {
    /// Options that take a value, and their values, in the order given. (A list: a command is
    /// given a handful, and a `[String: String]`'s first use cost about 35 000 instructions at
    /// start-up, its generic metadata and hashing.)
    private(set) var values: [Value] = []
    /// Flags given. (Lists too, for the same reason: a `Set<String>` cost its metadata and the
    /// hashing seed, three `getrandom` calls, at every start-up.)
    private(set) var flags: [String] = []
    /// Flags given in their `--no-` form (`--no-critical` records `critical`).
    private(set) var negatedFlags: [String] = []
    /// Notes for stderr that parsing made, such as a deprecated spelling read.
    var notes: [String] = []
    var positionals: [String] = []
    var helpRequested = false

    /// An option's value, by the option's long name.
    struct Value: Equatable {
        let name: String
        let text: String
    }

    /// The value given for the option `name`, or nil.
    func value(_ name: String) -> String? { values.first { $0.name == name }?.text }
    func flag(_ name: String) -> Bool { flags.contains(name) }
    func negated(_ name: String) -> Bool { negatedFlags.contains(name) }
    func has(_ name: String) -> Bool { value(name) != nil || flags.contains(name) || negatedFlags.contains(name) }

    /// Records an option's value. The parser refuses an option given twice before it gets here.
    mutating func addValue(_ text: String, for name: String) { values.append(Value(name: name, text: text)) }
    mutating func addFlag(_ name: String) { if !flags.contains(name) { flags.append(name) } }
    mutating func addNegatedFlag(_ name: String) { if !negatedFlags.contains(name) { negatedFlags.append(name) } }

    /// Takes a positional argument, refusing more than the command has.
    mutating func addPositional(_ argument: String, for command: CommandSpec) throws(CLIError) {
        guard positionals.count < command.arguments.count || (command.repeatsLastArgument && !command.arguments.isEmpty) else {
            if command.arguments.isEmpty {
                let example = command.options.first.map { "--" + $0.name }
                throw .usage(.argument(.onlyOptions(argument, command: command.name, example: example)), command: command.name)
            }
            throw .usage(
                .argument(.unexpected(argument, command: command.name, arguments: command.arguments)), command: command.name)
        }
        positionals.append(argument)
    }
}
