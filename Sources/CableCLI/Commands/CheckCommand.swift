import CableCore

/// `cable check FILE`: exit 0 when every rule holds, 1 with one line per violation otherwise.
enum CheckCommand: Command {
    static let name = "check"
    static let spec = CommandSpec(
        name: name,
        abstract: "Check a system file's circuits against drop, ampacity and fuse rules (for CI).",
        usage: "cable check FILE [--units metric|imperial] [--json]",
        discussion: """
            Exits 0 when every circuit meets its drop limit and ampacity, every fuse is at least the \
            load current and at most the conductor's ampacity, and the batteries can supply the peak \
            current. Otherwise exits 1 and prints one line per violation on stdout: circuit, rule, \
            actual value and limit.
            """,
        options: [CommonOptions.units, CommonOptions.json],
        examples: ["cable check van.json", "cable check boat.json --json | jq '.violations[].rule'"],
        arguments: ["FILE"])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let (path, system) = try options.systemFile()
        let report = try SystemCommands.analyze(system, units: try options.units(for: system), path: path)
        let status: ExitCode = report.isOK ? .ok : .checkFailed
        if options.flag("json") {
            let violations: [JSONValue] = report.violations.map { violation in
                .object([
                    "circuit": .string(violation.circuit),
                    "rule": .string(violation.rule),
                    "message": .string(violation.message),
                    "actual": .optional(violation.actual, JSONValue.number),
                    "limit": .optional(violation.limit, JSONValue.number),
                    "unit": .string(violation.unit),
                ])
            }
            let document: JSONValue = .object([
                "schemaVersion": JSONFields.schemaVersion,
                "ok": .bool(report.isOK),
                "violations": .array(violations),
            ])
            return CommandOutput(stdout: document.serialized() + "\n", status: status)
        }
        guard !report.isOK else {
            return CommandOutput(
                stdout: "ok: \(InputFile.displayName(path)): \(report.circuits.count) circuits meet their drop, ampacity "
                    + "and fuse rules\(report.totals.maxDischargeCurrent == nil ? "" : "; the batteries supply the \(Display.amps(report.totals.peakCurrent)) peak")\n"
            )
        }
        let lines = report.violations.map { violation in
            var line = "FAIL \(violation.circuit): \(violation.rule): \(violation.message)"
            if let actual = violation.actual, let limit = violation.limit {
                let unit = violation.unit == "%" ? " %" : " \(violation.unit)"
                line += " (actual \(Display.number(actual))\(unit), limit \(Display.number(limit))\(unit))"
            }
            return line + "\n"
        }
        return CommandOutput(
            stdout: lines.joined(),
            stderr:
                "\(report.violations.count) violation\(report.violations.count == 1 ? "" : "s") in \(InputFile.displayName(path))\n",
            status: status)
    }
}
