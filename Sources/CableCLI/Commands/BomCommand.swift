import CableCore

/// `cable bom FILE`: the bill of materials.
enum BomCommand: Command {
    enum Format: String, CaseIterable, Sendable {
        case table, csv, json, markdown, pdf
    }

    static let format = Options.format(
        Format.self,
        help:
            "Output format; pdf needs -o FILE or redirected output. Without it, the one -o's extension names (.pdf, .csv, .json, .md, .txt).",
        default: "table")
    static let spare = Option(
        "spare", "<percent>", "Extra cable on top of the measured runs: 10, 10%.", default: "10%",
        numbers: .one, parse: QuantityParser.percent)

    static let spec = CommandSpec(
        name: "bom",
        abstract: "Bill of materials for a system file: cable, fuses and holders, switch, bus bars, terminals, equipment.",
        usage: "cable bom FILE [--format table|csv|json|markdown|pdf] [-o FILE] [--spare <percent>] [--units metric|imperial]",
        discussion: """
            Cable is listed by size and colour: red for the positive and black for the negative run, each \
            the one-way length plus the spare allowance. Blade fuses up to 30 A go in 6- or 12-way fuse \
            blocks, other fuses in a holder each; each bank gets a battery switch and the system a \
            positive and a negative bus bar, rated for the main feed. Each circuit takes four ring \
            terminals of its size (by stud where known) and a piece of heat-shrink for each. \
            --format pdf writes an A4 page to the file -o names; -o FILE also writes the other formats \
            to a file.
            """,
        options: [format.spec, Options.json.spec, Options.output.spec, spare.spec, Options.units.spec, Options.wide.spec],
        examples: [
            "cable bom van.json", "cable bom van.json --format csv --spare 15%", "cable bom boat.json --format markdown",
            "cable bom van.json --format pdf -o van-bom.pdf",
        ],
        arguments: ["FILE"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let format = try arguments.outputFormat(format, default: .table)
        if format == .pdf, OutputFile.refusesBinary(arguments) {
            throw .usage(.output(.binaryToTerminal(kind: "PDF")), command: spec.name)
        }
        let sparePercent = try arguments.value(spare) ?? BillOfMaterials.defaultSpareFraction * 100
        let (_, report, display) = try arguments.analyzedSystem()
        let bom: BillOfMaterials
        do {
            bom = try BillOfMaterials.make(from: report, spareFraction: sparePercent / 100)
        } catch {
            throw arguments.named(error)
        }
        let text = BomText(
            bom: bom, system: report.system.name, units: display.units,
            model: Display.resistanceModel(report.system, series: report.series, in: arguments.language),
            language: arguments.language)
        switch format {
        case .json:
            return try OutputFile.deliver(text: BomJSON(bom: bom, system: report.system.name).indentedText, arguments: arguments)
        case .csv: return try OutputFile.deliver(text: text.csv(), arguments: arguments)
        case .markdown: return try OutputFile.deliver(text: text.markdown(), arguments: arguments)
        case .table: return try OutputFile.deliver(text: text.table(width: arguments.textWidth()), arguments: arguments)
        case .pdf:
            let pdf = BomPDF.document(text, in: arguments.language)
            var output = try OutputFile.deliver(binary: pdf.bytes, kind: "PDF", arguments: arguments)
            if let warning = pdf.warning(in: arguments.language) { output.stderr = warning + "\n" + output.stderr }
            return output
        }
    }
}
