import CableCore
import CableText

/// `cable diagram FILE [-o out.svg|out.png]`: the wiring diagram as SVG, or as PNG drawn from the
/// SVG by `rsvg-convert` (librsvg) when it is installed (``ExternalProgram``); without it a `.png`
/// is refused (73) with the install hint, so SVG bytes never land in a .png file.
enum DiagramCommand: Command {
    static let spec = CommandSpec(
        name: "diagram",
        abstract: "Draw a system's wiring diagram as SVG.",
        usage: "cable diagram FILE [-o out.svg|out.png] [--units metric|imperial]",
        discussion: """
            Writes a schematic: the battery banks with their arrangement, main fuse and switch, the \
            positive (red) and negative (black) bus bars, and every DC load, inverter, charger, panel and PV array as a labelled box \
            with its fuse, conductor size and one-way length. The same file always gives the same bytes. \
            Without -o the SVG goes to standard output. -o NAME.png writes a PNG drawn from the SVG by \
            rsvg-convert (Debian and Ubuntu: librsvg2-bin; macOS: brew install librsvg), and is refused \
            (exit 73) when that is not installed.
            """,
        options: [Options.output.spec, Options.units.spec],
        examples: [
            "cable diagram van.json -o van.svg", "cable diagram boat.json --units imperial > boat.svg",
            "cable diagram van.json -o van.png",
        ],
        arguments: ["FILE"])

    /// The program that draws a PNG from the SVG.
    static let converter = "rsvg-convert"

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let output = arguments.text(of: Options.output.spec)
        var converterPath: String?
        if let output, OutputFormat.fileExtension(output) == "png" {
            // Found before any work, so a missing converter is said at once.
            guard let path = ExternalProgram.find(converter, environment: arguments.environment) else {
                throw .cannotCreate(.converterMissing(output, program: converter))
            }
            converterPath = path
        } else {
            // One form: `-o` may not name another (`-o van.pdf` would be an SVG in a .pdf file).
            _ = try OutputFormat.resolve(
                explicit: nil, output: output, default: "svg", named: { $0 == "svg" || $0 == "text" ? $0 : nil },
                formats: ["svg"], command: spec.name)
        }
        let (_, report, display) = try arguments.analyzedSystem()
        let drawing = WiringDiagram.layout(report, display: display)
        let svg = SVGRenderer.render(drawing, title: "\(report.system.name) — wiring diagram")
        guard let converterPath, let output else { return try OutputFile.deliver(text: svg, arguments: arguments) }
        return try OutputFile.write(
            try png(svg, converter: converterPath, file: output, in: arguments.language), to: output, arguments: arguments)
    }

    /// The SVG drawn as PNG by the converter, on a white ground; its failure is an output error (73).
    static func png(
        _ svg: String, converter path: String, file: String, in language: Language
    ) throws(CLIError) -> [UInt8] {
        let run = ExternalProgram.run(
            path, arguments: ["--format", "png", "--background-color", "white"], input: Array(svg.utf8))
        switch run {
        case .failure(let error):
            throw .cannotCreate(.converterFailed(file, program: converter, reason: OSReason(code: error.code)))
        case .success(let outcome):
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard outcome.status == 0, outcome.output.starts(with: signature) else {
                let said = String(decoding: outcome.errors, as: UTF8.self).split(separator: "\n").first.map(String.init)
                let reason = said ?? language.tr("exit status {status}", ["status": outcome.status.map(String.init) ?? "?"])
                throw .cannotCreate(.converterFailed(file, program: converter, reason: OSReason(text: reason)))
            }
            return outcome.output
        }
    }
}
