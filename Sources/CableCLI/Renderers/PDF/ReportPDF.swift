import CableCore
import CableText

/// `cable report --format pdf`: the A4 report — summary, circuits, energy budget, warnings, bill
/// of materials and the wiring diagram.
enum ReportPDF {
    static func render(_ report: SystemReport, bom: BillOfMaterials, display: Display) -> [UInt8] {
        document(report, bom: bom, display: display).bytes
    }

    /// The report with the characters its fonts could not show, made whole in memory.
    static func document(_ report: SystemReport, bom: BillOfMaterials, display: Display) -> PDFDocument {
        var document = PDFDocumentBuilder(title: title(report, in: display.language), language: display.language)
        lay(
            report, bom: bom, display: display, diagram: WiringDiagram.Plan(report, display: display),
            circuitRows: circuitRows(report, display: display), into: &document)
        return document.document()
    }

    /// Writes the report to `output` a page at a time (``PDFDocumentBuilder``'s two passes: the
    /// pages counted, then each written as it is finished); the bytes are ``document(_:bom:display:)``'s.
    /// - Returns: the characters its fonts could not show.
    static func write(_ report: SystemReport, bom: BillOfMaterials, display: Display, to output: TextSink) -> [Character] {
        let diagram = WiringDiagram.Plan(report, display: display)
        // Made once for both passes, as the diagram's plan is.
        let rows = circuitRows(report, display: display)
        var counting = PDFDocumentBuilder(countingPagesOf: title(report, in: display.language), language: display.language)
        lay(report, bom: bom, display: display, diagram: diagram, circuitRows: rows, into: &counting)
        var document = PDFDocumentBuilder(title: title(report, in: display.language), after: counting, to: output)
        lay(report, bom: bom, display: display, diagram: diagram, circuitRows: rows, into: &document)
        assert(document.pageCount == counting.pageCount, "the two passes cut different pages")  // same calls, same layout
        document.finish()
        return document.unshowable
    }

    private static func title(_ report: SystemReport, in language: Language) -> String {
        language.tr("{system} — system report", ["system": report.system.name])
    }

    /// The report's content, laid out into `document`; `circuitRows` are ``circuitRows(_:display:)``'s.
    private static func lay(
        _ report: SystemReport, bom: BillOfMaterials, display: Display, diagram: WiringDiagram.Plan,
        circuitRows: [[String]], into document: inout PDFDocumentBuilder
    ) {
        let system = report.system
        document.title(
            system.name, subtitle: display.language.tr("System report: every circuit sized, energy budget, materials and wiring"))
        document.keyValues(summaryRows(report, in: display.language))
        circuitTables(report, rows: circuitRows, units: display.units, in: display.language, into: &document)
        document.heading(display.language.tr("Energy budget"))
        document.keyValues(ReportText.energyRows(report, in: display.language))
        document.heading(display.language.tr("Protection"))
        document.keyValues(ReportText.protectionRows(report, in: display.language))
        document.heading(display.language.tr("Warnings"), keepWithNext: 20)
        // Rule violations the warnings do not already state, as `cable check` finds them.
        let warnings =
            report.warnings.map { WarningText.message($0, display: display) }
            + report.violationsBeyondWarnings.map {
                "\(CheckText.subject($0, in: display.language)): \(ViolationText.message($0, display: display))"
            }
        if warnings.isEmpty {
            document.paragraph(display.language.tr("None."))
        } else {
            document.bullets(warnings)
        }
        document.heading(display.language.tr("Bill of materials"))
        let materials = BomText(bom: bom, system: system.name, units: display.units, language: display.language)
        document.paragraph(materials.caption, size: 8.5, colour: .grey)
        document.table(
            PDFTable(
                header: BomText.header(in: display.language), rows: materials.rows, rightAligned: [2], flexible: [1],
                continuedCaption: display.language.tr("Bill of materials (continued)")))
        document.drawing(
            diagram, heading: display.language.tr("Wiring diagram"),
            continuedCaption: display.language.tr("Wiring diagram (continued)"))
    }

    /// The system's figures at the top of the report: voltage, method, series, drop limits and
    /// the count of circuits of each kind.
    static func summaryRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        let system = report.system
        let defaults = system.defaults
        let method =
            system.standard == .abyc || defaults.conductor.model == .real
            ? Display.resistanceModel(system, series: report.series, in: language)
            : language.tr(
                "{material} at {temperature}, nominal areas",
                [
                    "material": CoreWords.material(defaults.material, in: language),
                    "temperature": Display.temperature(defaults.conductorTemperature, in: language),
                ])
        let kinds = Dictionary(grouping: report.circuits, by: \.kind)
        return [
            (language.tr("System"), system.name),
            (
                language.tr("Voltage"),
                language.tr("{voltage} nominal", ["voltage": Display.volts(system.nominalVoltage, in: language)])
            ),
            (language.tr("Method"), method),
            (language.tr("Wire series"), report.series == .metric ? language.tr("metric (mm²)") : "AWG"),
            (
                language.tr("Drop limits"),
                language.tr(
                    "{ordinary} ordinary, {critical} critical circuits",
                    [
                        "ordinary": Display.percent(defaults.ordinaryMaxDropPercent(for: system.standard), in: language),
                        "critical": Display.percent(defaults.criticalMaxDropPercent, in: language),
                    ])
            ),
            (
                language.tr("Circuits"),
                summaryKinds.filter { always.contains($0) || kinds[$0] != nil }.map { kind in
                    CoreWords.circuitCount(kind, kinds[kind]?.count ?? 0, in: language)
                }.joined(separator: ", ")
            ),
        ]
    }

    /// A titled table: its heading, a grey caption and the table.
    private static func section(
        _ title: String, caption: String, _ table: PDFTable, into document: inout PDFDocumentBuilder
    ) {
        document.heading(title)
        document.paragraph(caption, size: 8.5, colour: .grey)
        document.table(table)
    }

    /// A cell whose numbers keep their units and whose "≤" keeps its number ("39,17 A",
    /// "≤ 177,8 mm"): each binding space of ``UnitBinding`` written as a no-break space, as in
    /// HTML, so that the table's columns, sized to their widest word, hold such a value whole.
    static func bound(_ cell: String) -> String { UnitBinding.noBreak(cell) }

    /// The circuit table's rows, each cell ``bound(_:)``.
    static func circuitRows(_ report: SystemReport, display: Display) -> [[String]] {
        // The kind, the name and what limited the size hold no number with a unit to bind.
        ReportText.circuitRows(report, display: display, withPath: false).map { row in
            row.enumerated().map { [0, 1, 10].contains($0.offset) ? $0.element : bound($0.element) }
        }
    }

    /// The circuits (`rows`: ``circuitRows(_:display:)``), inverters and AC loads, each in a table.
    static func circuitTables(
        _ report: SystemReport, rows: [[String]], units: UnitSystem, in language: Language,
        into document: inout PDFDocumentBuilder
    ) {
        // Header words break at the language's points (``PDFHyphenation``).
        func header(_ cells: [String]) -> [String] { PDFHyphenation.hyphenated(cells, in: language) }
        document.heading(language.tr("Circuits"))
        document.paragraph(
            language.tr("Lengths are one-way runs; drop is over the round trip (out and back)."), size: 8.5, colour: .grey)
        let columns = ReportText.circuitColumns(withPath: false, in: language)
        document.table(
            PDFTable(
                header: header(columns.header), rows: rows,
                rightAligned: columns.numberColumns,
                flexible: [1, 8, 10], continuedCaption: language.tr("Circuits (continued)")))
        if ReportText.hasPaths(report) {
            section(
                language.tr("Path drop"), caption: ReportText.pathNote(in: language),
                PDFTable(
                    header: header(ReportText.pathHeader(in: language)), rows: ReportText.pathRows(report, in: language),
                    rightAligned: [1], flexible: [2],
                    continuedCaption: language.tr("Path drop (continued)")),
                into: &document)
        }
        if !report.inverters.isEmpty {
            section(
                language.tr("Inverters"), caption: ReportText.inverterCaption(in: language),
                PDFTable(
                    header: header(ReportText.inverterHeader(in: language)), rows: ReportText.inverterRows(report, in: language),
                    rightAligned: ReportText.inverterNumberColumns, flexible: [0],
                    continuedCaption: language.tr("Inverters (continued)")),
                into: &document)
        }
        if !report.acLoads.isEmpty {
            section(
                language.tr("AC loads"), caption: ReportText.acLoadCaption(in: language),
                PDFTable(
                    header: header(ReportText.acLoadHeader(in: language)), rows: ReportText.acLoadRows(report, in: language),
                    rightAligned: ReportText.acLoadNumberColumns, flexible: [0, 1],
                    continuedCaption: language.tr("AC loads (continued)")),
                into: &document)
        }
        if !report.arrays.isEmpty {
            section(
                language.tr("PV arrays"), caption: ReportText.arrayCaption(in: language),
                PDFTable(
                    header: header(ReportText.arrayHeader(in: language)),
                    rows: ReportText.arrayRows(report, units: units, in: language),
                    rightAligned: ReportText.arrayNumberColumns, flexible: [0, 1],
                    continuedCaption: language.tr("PV arrays (continued)")),
                into: &document)
        }
    }

    /// The order the summary counts circuits in; loads, chargers and battery feeds always
    /// (`0 chargers`), the other kinds when the system has them.
    private static let summaryKinds: [CircuitReport.Kind] = [
        .load, .inverter, .charger, .battery, .panel, .array, .chargerInput,
    ]
    private static let always: Set<CircuitReport.Kind> = [.load, .charger, .battery]
}
