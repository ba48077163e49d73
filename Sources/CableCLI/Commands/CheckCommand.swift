import CableCore

/// `cable check FILE`: exit 0 when every rule holds, 1 with one line per violation otherwise.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check a system file's circuits against drop, ampacity and fuse rules (for CI).",
        usage: "cable check FILE [--units metric|imperial] [--json]",
        discussion: """
            Exits 0 when every DC circuit (loads, inverter feeds, chargers, battery feeds) meets its drop \
            limit and derated ampacity, every fuse is at least the \
            load current and at most the conductor's ampacity, and the batteries can supply the peak \
            current. Otherwise exits 1 and prints one line per violation on stdout: circuit, rule, \
            actual value and limit.
            """,
        options: [Options.units.spec, Options.json.spec],
        examples: ["cable check van.json", "cable check boat.json --json | jq '.violations[].rule'"],
        arguments: ["FILE"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let (path, report, display) = try arguments.analyzedSystem()
        let status: ExitCode = report.isOK ? .ok : .checkFailed
        if arguments.isSet(Options.json) {
            return CommandOutput(stdout: CheckJSON(report: report, display: display).indentedText, status: status)
        }
        let text = CheckText.render(report, path: InputFile.displayName(path), display: display)
        return CommandOutput(stdout: text.stdout, stderr: text.stderr, status: status)
    }
}
