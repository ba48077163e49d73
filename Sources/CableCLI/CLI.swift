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
    /// process's own. Returns the exit status; a failed write to standard output is exit 74.
    package static func runProcess(arguments: [String]) -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // a closed pipe is reported as EPIPE by write(), and ends output quietly
        var standardOutput = FileHandleOutputStream(descriptor: 1)
        var standardError = FileHandleOutputStream(descriptor: 2)
        var status = run(
            arguments: arguments, environment: Platform.environment(environmentVariables), stdout: &standardOutput,
            stderr: &standardError)
        standardOutput.flush()
        if let reason = standardOutput.failureDescription {
            standardError.write("error: cannot write the output: \(reason)\n")
            status = ExitCode.ioError.rawValue
        }
        standardError.flush()
        return status
    }

    /// The environment variables `cable` reads: `CABLE_UNITS` (display units when no option or
    /// file says) and `CABLE_FAULT_INJECT` (tests interrupt a file write with it).
    static let environmentVariables = ["CABLE_UNITS", "CABLE_FAULT_INJECT"]

    static let commands: [CommandEntry] = [
        CommandEntry(SizeCommand.self), CommandEntry(DropCommand.self),
        CommandEntry(FuseCommand.self), CommandEntry(WiresCommand.self), CommandEntry(TableCommand.self),
        CommandEntry(ReportCommand.self),
        CommandEntry(CheckCommand.self), CommandEntry(BomCommand.self), CommandEntry(ExampleCommand.self),
        CommandEntry(NewCommand.self), CommandEntry(AddCommand.self), CommandEntry(SetCommand.self),
        CommandEntry(RemoveCommand.self), CommandEntry(ListCommand.self), CommandEntry(BatchCommand.self),
        CommandEntry(DiagramCommand.self),
    ]

    static func command(named name: String) -> CommandEntry? {
        commands.first { $0.name == name }
    }

    /// Runs `cable` with the arguments after the program name and returns the exit status.
    static func run(
        arguments: [String],
        environment: Environment,
        stdout: inout some TextOutputStream,
        stderr: inout some TextOutputStream
    ) -> Int32 {
        let output: CommandOutput
        do {
            output = try dispatch(arguments, environment: environment)
        } catch {
            stderr.write(error.message + "\n")
            return error.exitCode.rawValue
        }
        stdout.write(output.stdout)
        stderr.write(output.stderr)
        return output.status.rawValue
    }

    static func dispatch(_ arguments: [String], environment: Environment) throws(CLIError) -> CommandOutput {
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
        return try command.run(OptionValues(parsed: parsed, command: command.spec, environment: environment))
    }

    static func lookup(_ name: String) throws(CLIError) -> CommandEntry {
        if let command = command(named: name) { return command }
        let names = commands.map(\.name)
        if name.hasPrefix("-") {
            throw .usage("unknown option '\(name)'; options go after a command: cable <command> [options]", command: nil)
        }
        if let suggestion = Suggestion.closest(to: name, among: names + ["help"]) {
            throw .usage("unknown command '\(name)'. Did you mean '\(suggestion)'?", command: nil)
        }
        throw .usage("unknown command '\(name)'; commands are \(names.joined(separator: ", "))", command: nil)
    }
}

/// Help text, generated from the commands' option tables.
enum Help {
    static func general() -> String {
        let width = (CLI.commands.map(\.name.count).max() ?? 0) + 2
        let list = CLI.commands.map {
            "  " + $0.spec.name.padded(to: width) + $0.spec.abstract
        }
        return """
            cable \(CLI.version) — wire sizing for low-voltage DC systems

            Usage: cable <command> [options]

            Commands:
            \(list.joined(separator: "\n"))

              help <command>  Show a command's options and examples.

            Lengths are one-way cable runs unless --round-trip; the drop is computed over the
            round trip. Bare numbers take default units: metres, amperes, volts, watts, percent.
            Exit codes: 0 ok, 1 a check or requirement failed, 64 usage, 65 bad input, 66 no input.

            Examples:
              cable size --current 20 --length 5 --voltage 12
              cable drop --wire 10awg --current 15 --length 20ft --voltage 12 --units imperial
              cable fuse --current 40 --wire 8awg
              cable wires --units imperial
              cable example > van.json && cable report van.json && cable check van.json

            Options: -h, --help (on any command), --version

            """
    }

    static func command(_ spec: CommandSpec) -> String {
        let options = spec.options + [OptionSpec.flag("help", "Show this help.")]
        let left = options.map { option in
            (option.shortName.map { "-\($0), " } ?? "") + "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
        }
        let width = min((left.map(\.count).max() ?? 0) + 2, 34)
        var lines: [String] = []
        for (option, label) in zip(options, left) {
            var help = option.help
            if let defaultText = option.defaultText { help += " Default: \(defaultText)." }
            if label.count + 2 > width {
                lines.append("  " + label)
                lines.append("  " + String(repeating: " ", count: width) + help)
            } else {
                lines.append("  " + label.padded(to: width) + help)
            }
        }
        return """
            cable \(spec.name) — \(spec.abstract)

            Usage: \(spec.usage)

            \(wrap(spec.discussion, width: 88))

            Options:
            \(lines.joined(separator: "\n"))

            Examples:
            \(spec.examples.map { "  " + $0 }.joined(separator: "\n"))

            """
    }

    /// Breaks text into lines of at most `width` characters at spaces.
    static func wrap(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
