import CableCore
import CableText

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
        guard CommandLine.argc > 0 else {
            // On Linux the Swift runtime reads the command line from /proc/self/cmdline; without
            // /proc it has none, not even the program's name, so no command can be known.
            standardError.write(
                Language.en.tr(
                    "error: cable cannot see its command line: the Swift runtime reads it from /proc/self/cmdline, "
                        + "and /proc is not mounted; mount /proc (in the container or chroot) and run it again") + "\n")
            standardError.flush()
            return ExitCode.software.rawValue
        }
        if let position = Platform.firstArgumentNotUTF8() {
            // Swift would read it with U+FFFD in place of the bad bytes: a file name so changed
            // names another file, which cable might replace.
            // Worded in the language the run would speak (`--lang`, the locale, the config file).
            let environment = Environment.process
            let message = CLIError.usage(.commandLine(.notUTF8(position: position)), command: nil)
                .message(in: language(arguments: arguments, environment: environment))
            standardError.write(EchoedText.printable(message) + "\n")
            standardError.flush()
            return ExitCode.usage.rawValue
        }
        let environment = Environment.process
        let status = run(
            arguments: arguments, environment: environment, terminal: Terminal.detect(environment: environment),
            stdout: &standardOutput, stderr: &standardError)
        standardError.flush()
        return status
    }

    /// The environment variables `cable` reads: the settings' (`CABLE_UNITS`, `CABLE_STANDARD`,
    /// `CABLE_MAX_DROP`, `CABLE_CRITICAL_MAX_DROP`: ``Preferences/Key/environmentVariable``),
    /// where the config file is (`CABLE_CONFIG`, `XDG_CONFIG_HOME`, `HOME`: ``ConfigFile``), the
    /// language (`LC_ALL`, `LC_MESSAGES`, `LANG`: ``Language``), `NO_COLOR` and `TERM`
    /// (``ColourMode``), `COLUMNS` (``Terminal``), `CABLE_PAGER`, `PAGER`, `CI` and `LINES`
    /// (``Pager``), where the user's catalogues are
    /// (`XDG_DATA_HOME`, `HOME`: ``CatalogFiles``), and `CABLE_FAULT_INJECT` and
    /// `CABLE_FAULT_PAUSE_FILE` (tests interrupt a file write with them: ``FaultInjection``), and
    /// `PATH` (where `diagram -o x.png` finds `rsvg-convert`: ``ExternalProgram``).
    /// ``Environment`` reads each with `getenv` when asked, and only these (checked in debug builds).
    static let environmentVariables =
        Preferences.Key.allCases.compactMap(\.environmentVariable) + ConfigFile.environmentVariables + [
            "NO_COLOR", "TERM", "COLUMNS", "CABLE_FAULT_INJECT", "CABLE_FAULT_PAUSE_FILE", "PATH",
        ] + Language.environmentVariables + CatalogFiles.environmentVariables + Pager.environmentVariables

    static let commands: [CommandEntry] = [
        CommandEntry(SizeCommand.self), CommandEntry(DropCommand.self),
        CommandEntry(FuseCommand.self), CommandEntry(WiresCommand.self), CommandEntry(TableCommand.self),
        CommandEntry(ReportCommand.self),
        CommandEntry(CheckCommand.self), CommandEntry(BomCommand.self), CommandEntry(ExampleCommand.self),
        CommandEntry(NewCommand.self), CommandEntry(AddCommand.self), CommandEntry(SetCommand.self),
        CommandEntry(RemoveCommand.self), CommandEntry(ListCommand.self), CommandEntry(BatchCommand.self),
        CommandEntry(DiagramCommand.self), CommandEntry(CatalogCommand.self), CommandEntry(ConfigCommand.self),
        CommandEntry(SchemaCommand.self), CommandEntry(CompletionsCommand.self), CommandEntry(ManCommand.self),
    ]

    /// The command `name` names, found by a switch over the names rather than by a search of
    /// ``commands``: the search made the `[CommandEntry]` (its metadata on first use, at every
    /// start-up) and read the name from each command's table before the
    /// one asked for, building those tables (`drop` built `size`'s first). The two lists are
    /// kept the same by CommandLookupTests' `commandNamed_findsEveryCommandByItsName`.
    static func command(named name: String) -> CommandEntry? {
        let command: any Command.Type
        switch name {
        case "size": command = SizeCommand.self
        case "drop": command = DropCommand.self
        case "fuse": command = FuseCommand.self
        case "wires": command = WiresCommand.self
        case "table": command = TableCommand.self
        case "report": command = ReportCommand.self
        case "check": command = CheckCommand.self
        case "bom": command = BomCommand.self
        case "example": command = ExampleCommand.self
        case "new": command = NewCommand.self
        case "add": command = AddCommand.self
        case "set": command = SetCommand.self
        case "remove": command = RemoveCommand.self
        case "list": command = ListCommand.self
        case "batch": command = BatchCommand.self
        case "diagram": command = DiagramCommand.self
        case "catalog": command = CatalogCommand.self
        case "config": command = ConfigCommand.self
        case "schema": command = SchemaCommand.self
        case "completions": command = CompletionsCommand.self
        case "man": command = ManCommand.self
        default: return nil
        }
        return CommandEntry(command)
    }

    /// Runs `cable` with the arguments after the program name and returns the exit status.
    ///
    /// The run speaks the language ``Language/resolve(flag:environment:configured:)`` picks
    /// (passed on in ``Arguments/language`` and to the help texts), except when its result is JSON: then the
    /// error object on stdout and the diagnostic on stderr are the same English sentence.
    /// `terminal` says which streams are terminals (tests fake one; ``Terminal/none`` by default).
    static func run(
        arguments: [String],
        environment: Environment,
        terminal: Terminal = .none,
        stdout: inout some ResultStream,
        stderr: inout some TextOutputStream
    ) -> Int32 {
        if arguments.first == ShellCompletion.commandName {
            return complete(Array(arguments.dropFirst()), environment: environment, stdout: &stdout)
        }
        var language = defaultLanguage(environment: environment)
        let options = GlobalOptions(arguments)
        var failure = options.languageFailure
        do {
            if options.language != nil { language = try Language.resolve(flag: options.language, environment: environment) }
        } catch {
            failure = error
        }
        if options.json { language = .en }
        return run(
            options: options, failure: failure, language: language, environment: environment, terminal: terminal,
            stdout: &stdout, stderr: &stderr)
    }

    /// `cable __complete WORD…` (``ShellCompletion``), which the completion scripts call: read
    /// before anything else, so that `--lang` among the words is only read, never taken out.
    /// The descriptions speak the line's `--lang`, else the run's default language. Always 0.
    private static func complete(_ words: [String], environment: Environment, stdout: inout some ResultStream) -> Int32 {
        let flag = GlobalOptions(words).language
        let language =
            flag.flatMap { try? Language.resolve(flag: $0, environment: environment) }
            ?? defaultLanguage(environment: environment)
        let reply = ShellCompletion.text(ShellCompletion.reply(to: words, environment: environment, in: language))
        stdout.write(reply)
        stdout.flush()
        return ExitCode.ok.rawValue
    }

    /// The language of a run without `--lang`: the locale's, else the config file's, else English.
    private static func defaultLanguage(environment: Environment) -> Language {
        // The config file's `lang` is read only when no locale variable names a language; a broken
        // config does not stop the language being chosen (the command that reads it reports it).
        let configured = { (try? ConfigFile.preferences(environment))?.lang }
        return (try? Language.resolve(flag: nil, environment: environment, configured: configured())) ?? .en
    }

    /// The language `run` would speak for `arguments`, for a failure found before it: `--lang`
    /// when it is valid, else the default; English when the result is JSON.
    private static func language(arguments: [String], environment: Environment) -> Language {
        let options = GlobalOptions(arguments)
        if options.json { return .en }
        guard let flag = options.language else { return defaultLanguage(environment: environment) }
        return (try? Language.resolve(flag: flag, environment: environment)) ?? defaultLanguage(environment: environment)
    }

    private static func run(
        options: GlobalOptions,
        failure: CLIError?,
        language: Language,
        environment: Environment,
        terminal: Terminal,
        stdout: inout some ResultStream,
        stderr: inout some TextOutputStream
    ) -> Int32 {
        var output: CommandOutput
        do throws(CLIError) {
            if let failure { throw failure }
            output = try dispatch(
                options.arguments, language: language, environment: environment, terminal: terminal, stdout: &stdout)
        } catch {
            output = CommandOutput(stderr: error.message(in: language) + "\n", status: error.exitCode)
            output.stderrStyles = [StyledText.Span(range: 0..<language.tr("error").utf8.count, style: .failure)]
            if options.json { output.stdout = ErrorJSON(error: error).indentedText }
        }
        // The last guard against input driving the terminal: see EchoedText.printable. Colour is
        // added after it, from the spans the command marked (StyledText), never from the text.
        let colourStdout = options.colour.colours(terminal: terminal.stdoutIsTerminal, environment: environment)
        let colourStderr = options.colour.colours(terminal: terminal.stderrIsTerminal, environment: environment)
        let text = colourStdout ? StyledText.coloured(output.stdout, spans: output.styles) : EchoedText.printable(output.stdout)
        stdout.flush()  // what a command streamed goes first
        let pager = Pager.command(
            for: text, terminal: terminal, environment: environment, json: options.json, noPager: options.noPager)
        if !(pager.map { Pager.page(text, through: $0) } ?? false) { stdout.write(text) }
        stdout.flush()
        if let reason = stdout.failureDescription {
            let failure =
                output.changed.map {
                    language.tr(
                        "cannot write the output: {reason}; {changed} all the same",
                        ["reason": reason.text(in: language), "changed": $0])
                } ?? language.tr("cannot write the output: {reason}", ["reason": reason.text(in: language)])
            stderr.write(EchoedText.printable(language.tr("error: {message}", ["message": failure]) + "\n"))
            return ExitCode.ioError.rawValue
        }
        stderr.write(
            colourStderr ? StyledText.coloured(output.stderr, spans: output.stderrStyles) : EchoedText.printable(output.stderr))
        return output.status.rawValue
    }

    /// Runs the command `arguments` name, speaking `language` to people.
    static func dispatch(
        _ arguments: [String], language: Language, environment: Environment, terminal: Terminal = .none,
        stdout: inout some ResultStream
    ) throws(CLIError) -> CommandOutput {
        guard let first = arguments.first else {
            return CommandOutput(stderr: Help.general(in: language), status: .usage)
        }
        switch first {
        case "-h", "--help":
            return CommandOutput(stdout: Help.general(in: language))
        case "--version":
            return CommandOutput(stdout: "cable \(version)\n")
        case "help":
            guard arguments.count > 1 else { return CommandOutput(stdout: Help.general(in: language)) }
            guard arguments.count == 2 else {
                throw .usage(.commandLine(.helpTakesOneCommand), command: nil)
            }
            return CommandOutput(stdout: Help.command(try lookup(arguments[1]).spec, in: language))
        default:
            break
        }
        let command = try lookup(first)
        let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec, in: language)
        if parsed.helpRequested {
            return CommandOutput(stdout: Help.command(command.spec, in: language))
        }
        let commandArguments = Arguments(
            parsed: parsed, command: command.spec, environment: environment, language: language, terminal: terminal)
        _ = try commandArguments.value(Options.color)  // refused here when it is not a mode (GlobalOptions reads it raw)
        var output = try command.run(commandArguments, stdout: &stdout)
        guard !parsed.notes.isEmpty else { return output }  // most runs: nothing to move the spans for
        let notes = parsed.notes.reduce(into: "") { $0 += $1 }  // not joined(): see Options.format
        output.stderr = notes + output.stderr
        output.stderrStyles = output.stderrStyles.map { span in
            StyledText.Span(
                range: (span.range.lowerBound + notes.utf8.count)..<(span.range.upperBound + notes.utf8.count), style: span.style)
        }
        return output
    }

    static func lookup(_ name: String) throws(CLIError) -> CommandEntry {
        if let command = command(named: name) { return command }
        let names = commands.map(\.name)
        if name.hasPrefix("-") { throw .usage(.commandLine(.optionBeforeCommand(name)), command: nil) }
        let suggestion = Suggestion.closest(to: name, among: names + ["help"])
        throw .usage(.commandLine(.unknownCommand(name, suggestion: suggestion, commands: names)), command: nil)
    }
}
