import CableCore

/// `cable diagram FILE [-o out.svg]`: the wiring diagram as SVG.
enum DiagramCommand: Command {
    static let spec = CommandSpec(
        name: "diagram",
        abstract: "Draw a system's wiring diagram as SVG.",
        usage: "cable diagram FILE [-o out.svg] [--units metric|imperial]",
        discussion: """
            Writes a schematic: the battery banks with their arrangement, main fuse and switch, the \
            positive (red) and negative (black) bus bars, and every DC load, inverter and charger as a labelled box \
            with its fuse, conductor size and one-way length. The same file always gives the same bytes. \
            Without -o the SVG goes to standard output.
            """,
        options: [Options.output.spec, Options.units.spec],
        examples: ["cable diagram van.json -o van.svg", "cable diagram boat.json --units imperial > boat.svg"],
        arguments: ["FILE"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        // One form: `-o` may not name another (`-o van.pdf` would be an SVG in a .pdf file).
        _ = try OutputFormat.resolve(
            explicit: nil, output: arguments.text(of: Options.output.spec), default: "svg",
            named: { $0 == "svg" || $0 == "text" ? $0 : nil }, formats: ["svg"], command: spec.name)
        let (_, report, display) = try arguments.analyzedSystem()
        let drawing = WiringDiagram.layout(report, display: display)
        let svg = SVGRenderer.render(drawing, title: "\(report.system.name) — wiring diagram")
        return try OutputFile.deliver(text: svg, arguments: arguments)
    }
}
