import CableCore

/// `cable size`: the wire for a load.
enum SizeCommand: Command {
    /// The options that are the request's fields.
    static let requestOptions =
        Options.circuit + [Options.maxDrop, Options.critical, Options.standard, Options.fuseFactor, Options.fuseType]

    static let spec = CommandSpec(
        name: "size",
        abstract: "Choose the wire size and fuse for a DC load.",
        usage: "cable size (--current <amps> | --power <watts>) --voltage <volts> --length <length> [options]",
        discussion: """
            Picks the smallest standard size that keeps the voltage drop within --max-drop over the \
            round trip (the one-way length doubled, unless --round-trip) and whose ampacity carries \
            the current, then the smallest standard fuse between 1.25 × the current and that ampacity. \
            Exits 1 when no standard size can meet the requirement.
            """,
        options: requestOptions.map(\.spec) + [Options.units.spec, Options.json.spec],
        examples: [
            "cable size --current 20 --length 5 --voltage 12",
            "cable size --power 240W --voltage 12V --length 16ft --max-drop 3 --units imperial",
            "cable size --current 150A --voltage 24 --length 2m --insulation 90C --engine-room --json",
        ])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let units = try arguments.units()
        let request = try arguments.validated(requestOptions, units: units) { fields throws(ValidationError) in
            try SizingRequest(fields)
        }
        let display = Display(units: units)
        let result: SizingResult
        do {
            result = try Sizer.size(request.circuit, options: request.options)
        } catch {
            throw .requirementFailed(
                SizingErrorText.message(
                    error, circuit: request.circuit, maxDropPercent: request.options.maxDropPercent, display: display))
        }
        if arguments.isSet(Options.json) { return CommandOutput(stdout: SizeJSON(result: result).indentedText) }
        return CommandOutput(stdout: SizeText.render(result, display: display))
    }
}
