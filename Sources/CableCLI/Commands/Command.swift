/// A subcommand: its option table, and what it does with the parsed options — read them, call
/// CableCore, hand the result to a renderer.
protocol Command: SendableMetatype {
    static var spec: CommandSpec { get }
    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput
}

extension Command {
    /// The subcommand's name, as typed: `size`.
    static var name: String { spec.name }
}
