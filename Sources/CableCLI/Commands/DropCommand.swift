import CableCore

/// `cable drop`: drop and loss for a given wire.
enum DropCommand: Command {
    /// `--max-drop` as `drop` takes it: the limit to fail on; without it, the one `size` sizes to.
    static let maxDrop = RequestOption(
        .maxDrop, "<percent>",
        "Fail (exit 1) when the drop exceeds this: 3, 3%. Without it, the limit size uses: 5 %, 3 % with --critical, 10 % with --standard abyc, or the configured one."
    )
    static let requestOptions = Options.circuit + [maxDrop, Options.critical, Options.standard]

    static let spec = CommandSpec(
        name: "drop",
        abstract: "Voltage drop, power loss and ampacity of a given wire.",
        usage: "cable drop --wire <size> (--current <amps> | --power <watts>) --voltage <volts> --length <length> [options]",
        discussion: """
            Computes the round-trip resistance, voltage drop, voltage at the load and power loss for \
            the wire, and checks that its ampacity carries the current and its drop keeps within the \
            limit (--max-drop, else the one size uses, which the output names). Exits 1 when the \
            current exceeds the ampacity or the drop exceeds the limit.
            """,
        options: [Options.wire.spec] + requestOptions.map(\.spec) + [
            Options.units.spec, Options.textOrJSON.spec, Options.json.spec, Options.output.spec, Options.wide.spec,
        ],
        examples: [
            "cable drop --wire 6mm2 --current 20 --length 5 --voltage 12",
            "cable drop --wire 10awg --power 300W --voltage 12 --length 25ft --max-drop 3 --units imperial",
        ])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let units = try arguments.units()
        let format = try arguments.outputFormat(Options.textOrJSON, default: .text)
        let wire = try arguments.required(Options.wire, units: units)
        let check = try arguments.validatedAgainstDropLimits(requestOptions, units: units) {
            fields, dropLimits throws(ValidationError) in
            try DropCheck(wire: wire, fields: fields, dropLimits: dropLimits)
        }
        let display = Display(units: units, language: arguments.language)
        let problems = DropText.problems(check, display: display)
        var output = CommandOutput(status: check.isOK ? .ok : .checkFailed)
        output.stderr = problems.map { arguments.language.tr("check failed: {problem}", ["problem": $0]) + "\n" }.joined()
        if format == .json {
            output.stdout = DropJSON(check: check, problems: problems).indentedText
        } else {
            let text = DropText.styled(check, problems: problems, display: display, width: try arguments.textWidth())
            (output.stdout, output.styles) = (text.text, text.spans)
        }
        return try OutputFile.deliver(output, arguments: arguments)
    }
}
