/// A command as the dispatcher holds it.
struct CommandEntry: Sendable {
    let command: any Command.Type

    init(_ command: any Command.Type) { self.command = command }

    var name: String { command.name }
    var spec: CommandSpec { command.spec }
    func completion(ofArgument index: Int, after given: [String]) -> CompletionWords {
        command.completion(ofArgument: index, after: given)
    }
    func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        try command.run(arguments, stdout: &stdout)
    }
}
