import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `cable` command line: dispatches to subcommands and maps every outcome to output and an
/// exit status. Streams are parameters so tests can capture them.
package enum CLI {
    static let version = "0.1.0"

    /// Runs `cable` as the process: the environment, standard output and standard error are the
    /// process's own. Returns the exit status.
    package static func runProcess(arguments: [String]) -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // a closed pipe is reported as EPIPE by write(), and ends output quietly
        var standardOutput = FileHandleOutputStream(descriptor: 1)
        var standardError = FileHandleOutputStream(descriptor: 2)
        if let position = Platform.firstArgumentNotUTF8() {
            // Swift would read it with U+FFFD in place of the bad bytes: a file name so changed
            // names another file, which cable might replace.
            standardError.write(
                "error: argument \(position) is not valid UTF-8; cable takes file names and values in UTF-8\n"
                    + "See 'cable --help'.\n")
            standardError.flush()
            return ExitCode.usage.rawValue
        }
        let status = run(
            arguments: arguments, environment: Platform.environment(environmentVariables), stdout: &standardOutput,
            stderr: &standardError)
        standardError.flush()
        return status
    }

    /// The environment variables `cable` reads: `CABLE_UNITS` (display units when no option or
    /// file says), `CABLE_FAULT_INJECT` and `CABLE_FAULT_PAUSE_FILE` (tests
    /// interrupt a file write with them: ``FaultInjection``), and `XDG_DATA_HOME` and `HOME`
    /// (where the user's catalogues are: ``CatalogFiles``).
    static let environmentVariables =
        ["CABLE_UNITS", "CABLE_FAULT_INJECT", "CABLE_FAULT_PAUSE_FILE"] + CatalogFiles.environmentVariables

    static let commands: [CommandEntry] = [
        CommandEntry(SizeCommand.self), CommandEntry(DropCommand.self),
        CommandEntry(FuseCommand.self), CommandEntry(WiresCommand.self), CommandEntry(TableCommand.self),
        CommandEntry(ReportCommand.self),
        CommandEntry(CheckCommand.self), CommandEntry(BomCommand.self), CommandEntry(ExampleCommand.self),
        CommandEntry(NewCommand.self), CommandEntry(AddCommand.self), CommandEntry(SetCommand.self),
        CommandEntry(RemoveCommand.self), CommandEntry(ListCommand.self), CommandEntry(BatchCommand.self),
        CommandEntry(DiagramCommand.self), CommandEntry(CatalogCommand.self),
    ]

    static func command(named name: String) -> CommandEntry? {
        commands.first { $0.name == name }
    }

    /// Runs `cable` with the arguments after the program name and returns the exit status.
    static func run(
        arguments: [String],
        environment: Environment,
        stdout: inout some ResultStream,
        stderr: inout some TextOutputStream
    ) -> Int32 {
        var output: CommandOutput
        do {
            output = try dispatch(arguments, environment: environment, stdout: &stdout)
        } catch {
            output = CommandOutput(stderr: error.message + "\n", status: error.exitCode)
            if ErrorJSON.isRequested(by: arguments) { output.stdout = ErrorJSON(error: error).indentedText }
        }
        // The last guard against input driving the terminal: see EchoedText.printable.
        stdout.write(EchoedText.printable(output.stdout))
        stdout.flush()
        if let reason = stdout.failureDescription {
            let changed = output.changed.map { "; \($0) all the same" } ?? ""
            stderr.write(EchoedText.printable("error: cannot write the output: \(reason)\(changed)\n"))
            return ExitCode.ioError.rawValue
        }
        stderr.write(EchoedText.printable(output.stderr))
        return output.status.rawValue
    }

    static func dispatch(
        _ arguments: [String], environment: Environment, stdout: inout some ResultStream
    ) throws(CLIError) -> CommandOutput {
        guard let first = arguments.first else {
            return CommandOutput(stderr: Help.general(), status: .usage)
        }
        switch first {
        case "-h", "--help":
            return CommandOutput(stdout: Help.general())
        case "--version":
            return CommandOutput(stdout: "cable \(version)\n")
        case "help":
            guard arguments.count > 1 else { return CommandOutput(stdout: Help.general()) }
            guard arguments.count == 2 else {
                throw .usage("'help' takes one command name", command: nil)
            }
            return CommandOutput(stdout: Help.command(try lookup(arguments[1]).spec))
        default:
            break
        }
        let command = try lookup(first)
        let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec)
        if parsed.helpRequested {
            return CommandOutput(stdout: Help.command(command.spec))
        }
        return try command.run(Arguments(parsed: parsed, command: command.spec, environment: environment), stdout: &stdout)
    }

    static func lookup(_ name: String) throws(CLIError) -> CommandEntry {
        if let command = command(named: name) { return command }
        let names = commands.map(\.name)
        if name.hasPrefix("-") {
            throw .usage(
                "unknown option \(EchoedText.quoted(name)); options go after a command: cable <command> [options]", command: nil)
        }
        if let suggestion = Suggestion.closest(to: name, among: names + ["help"]) {
            throw .usage("unknown command \(EchoedText.quoted(name)). Did you mean '\(suggestion)'?", command: nil)
        }
        throw .usage("unknown command \(EchoedText.quoted(name)); commands are \(names.joined(separator: ", "))", command: nil)
    }
}
