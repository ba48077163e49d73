import CableCore

/// `cable wires`: the standard series with area, resistance and ampacity.
enum WiresCommand: Command {
    static let requestOptions = [
        Options.material, Options.conductorTemperature, Options.resistance, Options.conductorClass, Options.tinned,
        Options.insulation,
        Options.engineRoom, Options.bundled,
    ]

    static let spec = CommandSpec(
        name: "wires",
        abstract: "List the standard wire sizes with area, resistance and ampacity.",
        usage: "cable wires [--units metric|imperial] [options]",
        discussion: """
            Metric lists the IEC 60228 series (0.5–300 mm²) with resistance per km; imperial lists \
            AWG 24–4/0 and 250–500 kcmil with resistance per 1000 ft. Ampacity is derated for the \
            given installation conditions; "not rated" sizes are never chosen to carry a current.
            """,
        options: requestOptions.map(\.spec) + [
            Options.units.spec, Options.textOrJSON.spec, Options.json.spec, Options.output.spec, Options.wide.spec,
        ],
        examples: ["cable wires", "cable wires --units imperial --insulation 90C --engine-room"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let units = try arguments.units()
        let format = try arguments.outputFormat(Options.textOrJSON, default: .text)
        let table = try arguments.validated(requestOptions, units: units) { fields throws(ValidationError) in
            try WireTable(fields)
        }
        let text =
            format == .json
            ? WiresJSON(table: table).indentedText
            : WiresText.render(table, units: units, width: try arguments.textWidth(), in: arguments.language)
        return try OutputFile.deliver(text: text, arguments: arguments)
    }
}
