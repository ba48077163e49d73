import CableCore

/// `cable fuse`: the fuse for a current, optionally protecting a given wire.
enum FuseCommand: Command {
    static let requestOptions = [
        Options.current, Options.power, Options.voltage, Options.insulation, Options.engineRoom, Options.bundled,
        Options.fuseFactor, Options.fuseType, Options.standard, Options.chargeVoltage,
    ]

    static let spec = CommandSpec(
        name: "fuse",
        abstract: "Choose a standard fuse for a current, optionally protecting a given wire.",
        usage: "cable fuse (--current <amps> | --power <watts> --voltage <volts>) [--wire <size>] [options]",
        discussion: """
            The first fuse family, in --fuse-type order, with a standard rating of at least \
            --fuse-factor × the current (1.25 by default) that, when --wire is given, does not \
            exceed the wire's ceiling: its derated ampacity, or with --standard abyc 150 % of it \
            below 50 V. With --voltage, only families rated for the voltage the circuit reaches \
            charging (--charge-voltage, else 1.29 × --voltage) are chosen. Exits 1 when no standard \
            fuse fits.
            """,
        options: [Options.current.spec, Options.power.spec, Options.voltage.spec, Options.chargeVoltage.spec, Options.wire.spec]
            + [Options.insulation, Options.engineRoom, Options.bundled, Options.standard, Options.fuseFactor, Options.fuseType]
            .map(\.spec)
            + [Options.units.spec, Options.textOrJSON.spec, Options.json.spec, Options.output.spec, Options.wide.spec],
        examples: [
            "cable fuse --current 20",
            "cable fuse --current 40A --wire 8awg --fuse-type midi,mega",
            "cable fuse --current 100 --wire 6awg --standard abyc --voltage 24",
            "cable fuse --power 2000W --voltage 12 --wire 35mm2 --json",
        ])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let format = try arguments.outputFormat(Options.textOrJSON, default: .text)
        // Units only say what a bare --wire means: without one, none is read (nor CABLE_UNITS or the config).
        let wire = arguments.has(Options.wire.spec) ? try arguments.value(Options.wire, units: try arguments.units()) : nil
        let standard = try arguments.preference(.standard).standard
        let result = try arguments.validated(requestOptions, standard: standard) { fields throws(ValidationError) in
            try FuseSelector.recommend(fields, conductor: wire)
        }
        guard result.fuse != nil else { throw .requirementFailed(.noFuse(result)) }
        let text =
            format == .json
            ? FuseJSON(result: result).indentedText
            : FuseText.render(result, in: arguments.language, width: try arguments.textWidth())
        return try OutputFile.deliver(text: text, arguments: arguments)
    }
}
