import CableCore

/// `cable report FILE`: every circuit sized, the energy budget and warnings.
enum ReportCommand: Command {
    enum Format: String, CaseIterable, Sendable {
        case table, json, html, pdf
    }

    static let format = Options.format(
        Format.self,
        help:
            "Output format; pdf needs -o FILE or redirected output. Without it, the one -o's extension names (.pdf, .html, .json, .txt).",
        default: "table")

    static let spec = CommandSpec(
        name: "report",
        abstract: "Size every circuit of a system file and show its energy budget.",
        usage: "cable report FILE [--format table|json|html|pdf] [-o FILE] [--units metric|imperial]",
        discussion: """
            Reads a system file (JSON; - reads standard input) and, for each DC load, inverter feed, \
            charger, battery main feed, panel feeder and PV array run, shows the current, one-way length, conductor, drop over the \
            round trip, loss, fuse and what limited the size; then the inverters and the AC loads they \
            feed (not DC circuits: their wiring is AC); then the totals: peak and surge current, daily \
            consumption and charge, bank energy, days of autonomy and hours to recharge, and warnings. \
            --format pdf writes an A4 report (summary, circuits, energy, warnings, bill of materials \
            and wiring diagram) to the file -o names; -o FILE also writes the other formats to a file.
            """,
        options: [
            format.spec, Options.output.spec, Options.units.spec, Options.json.spec, Options.catalog.spec, Options.wide.spec,
        ],
        examples: [
            "cable report van.json", "cable example | cable report - --units imperial", "cable report boat.json --json",
            "cable report van.json --format pdf -o van-report.pdf",
        ],
        arguments: ["FILE"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let format = try arguments.outputFormat(format, default: .table)
        if format == .pdf, OutputFile.refusesBinary(arguments) {
            throw .usage(.output(.binaryToTerminal(kind: "PDF")), command: spec.name)
        }
        let (_, report, display) = try arguments.analyzedSystem()
        let catalog = try catalogReferences(report.system, arguments: arguments)
        switch format {
        case .table:
            // Fitted to the terminal only when the table goes to one: files, pipes and --wide get it whole.
            let width = try arguments.textWidth()
            return try OutputFile.deliver(
                styled: ReportText.styled(report, display: display, width: width, catalog: catalog), arguments: arguments)
        case .json:
            let document = ReportJSON(report: report, display: display, catalog: catalog)
            return try OutputFile.stream(arguments: arguments, stdout: &stdout) { document.writeIndented(to: &$0) }
        case .html:
            let bom = try billOfMaterials(report, arguments: arguments)
            return try OutputFile.stream(arguments: arguments, stdout: &stdout) {
                HTMLReport.write(report, bom: bom, display: display, catalog: catalog, to: &$0)
            }
        case .pdf:
            let bom = try billOfMaterials(report, arguments: arguments)
            var unshowable: [Character] = []
            var output = try OutputFile.stream(arguments: arguments, stdout: &stdout, binary: "PDF") {
                unshowable = ReportPDF.write(report, bom: bom, display: display, to: $0)
            }
            if let warning = PDFDocument.warning(unshowable, in: arguments.language) {
                output.stderr = warning + "\n" + output.stderr
            }
            return output
        }
    }

    /// The catalogue entries the file records, with their sources; the catalogue is read only
    /// when the file records one (or --catalog is given, to check it).
    static func catalogReferences(_ system: ElectricalSystem, arguments: Arguments) throws(CLIError) -> [CatalogReference] {
        guard system.recordsCatalogEntries || arguments.has(Options.catalog.spec) else { return [] }
        return try arguments.catalog().references(in: system)
    }

    /// The bill of materials the documents include, with the default spare allowance.
    static func billOfMaterials(_ report: SystemReport, arguments: Arguments) throws(CLIError) -> BillOfMaterials {
        do {
            return try BillOfMaterials.make(from: report)
        } catch {
            throw arguments.named(error)
        }
    }
}
