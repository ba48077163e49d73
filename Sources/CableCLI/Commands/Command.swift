import CableCore

/// What a command produced: text for stdout and stderr, and the exit status.
struct CommandOutput: Equatable {
    var stdout = ""
    var stderr = ""
    var status: ExitCode = .ok
}

/// Where results go as a command makes them (`batch` streams; the others return their text in a
/// ``CommandOutput``): standard output in a run, a string in tests.
protocol ResultStream: TextOutputStream {
    /// The reader went away or a write failed: there is no point in producing more.
    var isBroken: Bool { get }
    /// Writes UTF-8 text given as bytes.
    mutating func write(utf8: [UInt8])
}

extension String: ResultStream {
    var isBroken: Bool { false }
    mutating func write(utf8: [UInt8]) { write(String(decoding: utf8, as: UTF8.self)) }
}

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

/// A command as the dispatcher holds it.
struct CommandEntry: Sendable {
    let command: any Command.Type

    init(_ command: any Command.Type) { self.command = command }

    var name: String { command.name }
    var spec: CommandSpec { command.spec }
    func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        try command.run(arguments, stdout: &stdout)
    }
}
