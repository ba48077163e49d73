import CableCore

/// `cable diagram FILE [-o out.svg]`: the wiring diagram as SVG.
enum DiagramCommand: Command {
    static let name = "diagram"
    static let spec = CommandSpec(
        name: name,
        abstract: "Draw a system's wiring diagram as SVG.",
        usage: "cable diagram FILE [-o out.svg] [--units metric|imperial]",
        discussion: """
            Writes a schematic: the battery banks with their arrangement, main fuse and switch, the \
            positive (red) and negative (black) bus bars, and every load and charger as a labelled box \
            with its fuse, conductor size and one-way length. The same file always gives the same bytes. \
            Without -o the SVG goes to standard output.
            """,
        options: [
            OptionSpec.output,
            CommonOptions.units,
        ],
        examples: ["cable diagram van.json -o van.svg", "cable diagram boat.json --units imperial > boat.svg"],
        arguments: ["FILE"])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let (path, system) = try options.systemFile()
        let units = try options.units(for: system)
        let report = try SystemCommands.analyze(system, units: units, path: path)
        let drawing = WiringDiagram.layout(report, display: Display(units: units))
        let svg = SVGRenderer.render(drawing, title: "\(system.name) — wiring diagram")
        return try OutputFile.deliver(text: svg, options: options)
    }
}
