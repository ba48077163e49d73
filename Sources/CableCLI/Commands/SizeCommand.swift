import CableCore

/// `cable size`: the wire for a load.
enum SizeCommand: Command {
    /// The options that are the request's fields.
    static let requestOptions =
        Options.circuit + [
            Options.maxDrop, Options.critical, Options.standard, Options.fuseFactor, Options.fuseType, Options.chargeVoltage,
        ]

    static let spec = CommandSpec(
        name: "size",
        abstract: "Choose the wire size and fuse for a DC load.",
        usage: "cable size (--current <amps> | --power <watts>) --voltage <volts> --length <length> [options]",
        discussion: """
            Picks the smallest standard size that keeps the voltage drop within --max-drop over the \
            round trip (the one-way length doubled, unless --round-trip), whose ampacity carries the \
            current and that is no smaller than 16 AWG or 1 mm² (a separately run conductor), then \
            the first fuse family with a standard rating between --fuse-factor × the current and the \
            conductor's ceiling (its ampacity; 150 % of it with --standard abyc below 50 V), rated \
            for the voltage the circuit reaches charging. The wire is made larger only when no \
            standard rating lies in between. Exits 1 when no standard size or no fuse can meet the \
            requirement.
            """,
        options: requestOptions.map(\.spec) + [
            Options.units.spec, Options.textOrJSON.spec, Options.json.spec, Options.output.spec, Options.wide.spec,
        ],
        examples: [
            "cable size --current 20 --length 5 --voltage 12",
            "cable size --power 240W --voltage 12V --length 16ft --max-drop 3 --units imperial",
            "cable size --current 150A --voltage 24 --length 2m --insulation 90C --engine-room --json",
            "cable size -c 20 -l 5 -v 12 -f json -o fridge.json",
        ])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let units = try arguments.units()
        let format = try arguments.outputFormat(Options.textOrJSON, default: .text)
        let request = try arguments.validatedAgainstDropLimits(requestOptions, units: units) {
            fields, dropLimits throws(ValidationError) in
            try SizingRequest(fields, dropLimits: dropLimits)
        }
        let display = Display(units: units, language: arguments.language)
        let result: SizingResult
        do {
            result = try Sizer.size(request.circuit, options: request.options)
        } catch {
            throw .requirementFailed(
                .noSize(error, circuit: request.circuit, maxDropPercent: request.options.maxDropPercent, units: display.units))
        }
        var output = CommandOutput(status: result.fuse == nil ? .checkFailed : .ok)
        if result.fuse == nil {
            output.stderr =
                arguments.language.tr("check failed: {problem}", ["problem": SizeText.noFuse(result, in: arguments.language)])
                + "\n"
        }
        output.stdout =
            format == .json
            ? SizeJSON(result: result).indentedText : SizeText.render(result, display: display, width: try arguments.textWidth())
        return try OutputFile.deliver(output, arguments: arguments)
    }
}
