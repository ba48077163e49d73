/// A subcommand: its option table, and what it does with the parsed options — read them, call
/// CableCore, hand the result to a renderer.
protocol Command: SendableMetatype {
    static var spec: CommandSpec { get }
    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput
    /// What a shell may offer for positional argument `index` (from 0), given the arguments
    /// before it (``ShellCompletion``). By default read from the argument's name in ``spec``
    /// (``CompletionWords/forArgument(_:)``); a command whose arguments depend on each other
    /// (`config set KEY VALUE`) says so itself.
    static func completion(ofArgument index: Int, after given: [String]) -> CompletionWords
}

extension Command {
    /// The subcommand's name, as typed: `size`.
    static var name: String { spec.name }

    static func completion(ofArgument index: Int, after given: [String]) -> CompletionWords {
        let names = spec.arguments
        if index < names.count { return CompletionWords.forArgument(names[index]) }
        return spec.repeatsLastArgument ? names.last.map(CompletionWords.forArgument) ?? .none : .none
    }
}
