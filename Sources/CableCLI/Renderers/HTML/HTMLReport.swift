import CableCore
import CableText

/// `cable report --format html`: one self-contained, printable page — inline CSS, the wiring
/// diagram as inline SVG, no scripts, no external assets. The tables are the text report's rows.
///
/// It reads on a phone as on a desktop: a viewport, each table in a box that scrolls sideways
/// when the table is wider than the screen (the page itself never does), headers that wrap, and
/// no line break between a number and its unit (number columns do not wrap; elsewhere the space
/// between a number and its unit is a no-break space, see ``UnitBinding``). `HTMLLayoutTests` measure it in
/// headless Chromium at 390 and 1280 px.
enum HTMLReport {
    static func render(
        _ report: SystemReport, bom: BillOfMaterials, display: Display, catalog: [CatalogReference] = []
    ) -> String {
        var html = ""
        write(report, bom: bom, display: display, catalog: catalog, to: &html)
        return html
    }

    /// The page written to `output` as it is made: the tables a row at a time and the diagram
    /// an item at a time, so a large system's page (100 MB for 100,000 loads) is never held.
    static func write(
        _ report: SystemReport, bom: BillOfMaterials, display: Display, catalog: [CatalogReference] = [],
        to html: inout some TextOutputStream
    ) {
        let system = report.system
        html.write(head(report, display: display))
        html.write(summary(report, in: display.language))
        tables(report, display: display, catalog: catalog, to: &html)
        html.write(warnings(report, display: display))
        let materials = BomText(bom: bom, system: system.name, units: display.units, language: display.language)
        html.write("<h2>\(escape(display.language.tr("Bill of materials")))</h2>\n<p>\(escape(materials.caption))</p>\n")
        table(header: BomText.header(in: display.language), rows: materials.rows, numbers: [2], to: &html)

        html.write("<figure>\n<h2>\(escape(display.language.tr("Wiring diagram")))</h2>\n<div class=\"scroll\">\n")
        SVGRenderer.write(
            WiringDiagram.Plan(report, display: display),
            title: display.language.tr("{system} — wiring diagram", ["system": system.name]),
            declaration: false, to: &html)
        html.write("</div>\n</figure>\n</body>\n</html>\n")
    }

    /// The page's head, with its style sheet, and the title and subtitle.
    static func head(_ report: SystemReport, display: Display) -> String {
        let system = report.system
        let method =
            system.standard == .abyc || system.defaults.conductor.model == .real
            ? Display.resistanceModel(system, series: report.series, in: display.language)
            : display.language.tr("conductor resistivity")
        let subtitle = display.language.tr(
            "{voltage} DC system · sized by {method} · lengths are one-way runs, drop is over the round trip · {units}",
            [
                "voltage": display.language.compound(Display.volts(system.nominalVoltage, in: display.language)),
                "method": method,
                "units": display.units == .metric ? display.language.tr("metric") : display.language.tr("AWG and feet"),
            ])
        return """
            <!DOCTYPE html>
            <html lang="\(display.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(display.language.tr("{system} — electrical system report", ["system": system.name])))</title>
            <style>
            @page { size: A4 portrait; margin: 15mm; }
            body { font-family: Helvetica, Arial, sans-serif; font-size: 10pt; color: #111; max-width: 190mm; margin: 0 auto; padding: 10mm 12px; }
            h1 { font-size: 18pt; margin: 0 0 2pt; }
            h2 { font-size: 12pt; margin: 16pt 0 6pt; border-bottom: 0.5pt solid #999; padding-bottom: 2pt; }
            .subtitle { color: #555; margin: 0 0 10pt; }
            table { border-collapse: collapse; width: 100%; font-size: 8.5pt; }
            th, td { text-align: left; padding: 2pt 3pt; border-bottom: 0.5pt solid #ddd; vertical-align: top; }
            th { background: #eee; }
            td.number, th.number { text-align: right; }
            td.number { white-space: nowrap; }
            .scroll { overflow-x: auto; max-width: 100%; }
            thead { display: table-header-group; }
            tr { page-break-inside: avoid; }
            dl.figures { display: grid; grid-template-columns: max-content auto; gap: 2pt 12pt; margin: 0; }
            dl.figures dt { color: #555; }
            dl.figures dd { margin: 0; }
            ul.warnings li { color: #a00; }
            figure { margin: 0; page-break-before: always; }
            figure svg { width: 100%; height: auto; }
            @media (max-width: 600px) {
              body { padding: 12px 10px; }
              dl.figures { grid-template-columns: 1fr; gap: 0; }
              dl.figures dd { margin: 0 0 6pt; }
              figure .scroll svg { min-width: 480px; }
            }
            @media screen and (min-width: 800px) { body { max-width: 270mm; } }
            @media print { .scroll { overflow: visible; } }
            </style>
            </head>
            <body>
            <h1>\(escape(system.name))</h1>
            <p class="subtitle">\(escape(subtitle))</p>

            """
    }

    /// The energy budget, the protection figures and the verdict.
    static func summary(_ report: SystemReport, in language: Language) -> String {
        var html = "<h2>\(escape(language.tr("Summary")))</h2>\n<dl class=\"figures\">\n"
        for (label, value) in ReportText.energyRows(report, in: language) + ReportText.protectionRows(report, in: language) {
            html += "<dt>\(escape(label))</dt><dd>\(escape(UnitBinding.noBreak(value)))</dd>\n"
        }
        let count = report.violations.count
        let verdict =
            count == 0
            ? language.tr("all rules met")
            : count == 1 ? language.tr("1 rule violation") : language.tr("{count} rule violations", ["count": String(count)])
        html += "<dt>\(escape(language.tr("Circuits")))</dt><dd>\(report.circuits.count), \(escape(verdict))</dd>\n"
        html += "</dl>\n"
        return html
    }

    /// The circuits, inverters, AC loads and catalogue entries, each in a table.
    static func tables(
        _ report: SystemReport, display: Display, catalog: [CatalogReference], to html: inout some TextOutputStream
    ) {
        html.write("<h2>\(escape(display.language.tr("Circuits")))</h2>\n")
        let columns = ReportText.circuitColumns(withPath: false, in: display.language)
        table(
            header: columns.header, rows: report.circuits.lazy.map { ReportText.circuitRow($0, display: display) },
            numbers: columns.numberColumns, to: &html)
        if ReportText.hasPaths(report) {
            html.write(
                "<h2>\(escape(display.language.tr("Path drop")))</h2>\n<p>\(escape(ReportText.pathNote(in: display.language)))</p>\n"
            )
            table(
                header: ReportText.pathHeader(in: display.language), rows: ReportText.pathRows(report, in: display.language),
                numbers: [1], to: &html)
        }
        if !report.inverters.isEmpty {
            html.write(
                "<h2>\(escape(display.language.tr("Inverters")))</h2>\n<p>\(escape(ReportText.inverterCaption(in: display.language)))</p>\n"
            )
            table(
                header: ReportText.inverterHeader(in: display.language),
                rows: ReportText.inverterRows(report, in: display.language),
                numbers: ReportText.inverterNumberColumns, to: &html)
        }
        if !report.acLoads.isEmpty {
            html.write(
                "<h2>\(escape(display.language.tr("AC loads")))</h2>\n<p>\(escape(ReportText.acLoadCaption(in: display.language)))</p>\n"
            )
            table(
                header: ReportText.acLoadHeader(in: display.language), rows: ReportText.acLoadRows(report, in: display.language),
                numbers: ReportText.acLoadNumberColumns,
                to: &html)
        }
        if !report.arrays.isEmpty {
            html.write(
                "<h2>\(escape(display.language.tr("PV arrays")))</h2>\n<p>\(escape(ReportText.arrayCaption(in: display.language)))</p>\n"
            )
            table(
                header: ReportText.arrayHeader(in: display.language),
                rows: ReportText.arrayRows(report, units: display.units, in: display.language),
                numbers: ReportText.arrayNumberColumns,
                to: &html)
        }
        if !catalog.isEmpty {
            html.write(
                "<h2>\(escape(display.language.tr("Catalogue entries")))</h2>\n<p>\(escape(ReportCatalogText.caption(in: display.language)))</p>\n"
            )
            table(
                header: ReportCatalogText.header(in: display.language),
                rows: ReportCatalogText.tableRows(catalog, in: display.language), numbers: [], to: &html)
        }
    }

    /// The warnings, and the rule violations they do not already state.
    static func warnings(_ report: SystemReport, display: Display) -> String {
        var html = "<h2>\(escape(display.language.tr("Warnings")))</h2>\n"
        // Rule violations the warnings do not already state, as `cable check` finds them.
        let violations = report.violationsBeyondWarnings
        if report.warnings.isEmpty && violations.isEmpty {
            html += "<p>\(escape(display.language.tr("None.")))</p>\n"
        } else {
            html += "<ul class=\"warnings\">\n"
            for warning in report.warnings { html += "<li>\(escape(WarningText.message(warning, display: display)))</li>\n" }
            for violation in violations {
                html +=
                    "<li>\(escape(CheckText.subject(violation, in: display.language))): \(escape(violation.rule.rawValue)): "
                    + "\(escape(ViolationText.message(violation, display: display)))</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }

    /// A table in a box that scrolls sideways when it is wider than the page. `numbers` are set
    /// flush right and never wrap; in every cell a number keeps its unit (``UnitBinding/noBreak(_:)``).
    static func table(header: [String], rows: [[String]], numbers: Set<Int>) -> String {
        var html = ""
        table(header: header, rows: rows, numbers: numbers, to: &html)
        return html
    }

    /// The same table written to `html` a row at a time; `rows` may be made as they are read.
    static func table(
        header: [String], rows: some Sequence<[String]>, numbers: Set<Int>, to html: inout some TextOutputStream
    ) {
        // Each row is made as bytes and written as one piece: a 20,000-load report writes
        // 220,000 cells, and appending their pieces to a byte array costs a fraction of
        // interpolating and joining them as strings.
        var line: [UInt8] = []
        func add(_ text: String) {
            var text = text
            text.withUTF8 { line += $0 }
        }
        func cell(_ tag: String, _ text: String, _ column: Int) {
            add("<")
            add(tag)
            add(numbers.contains(column) ? " class=\"number\">" : ">")
            add(escape(tag == "td" ? UnitBinding.noBreak(text) : text))
            add("</")
            add(tag)
            add(">")
        }
        add("<div class=\"scroll\"><table>\n<thead><tr>")
        for (column, text) in header.enumerated() { cell("th", text, column) }
        add("</tr></thead>\n<tbody>\n")
        html.write(String(decoding: line, as: UTF8.self))
        for row in rows {
            line.removeAll(keepingCapacity: true)
            add("<tr>")
            for (column, text) in row.enumerated() { cell("td", text, column) }
            add("</tr>\n")
            html.write(String(decoding: line, as: UTF8.self))
        }
        html.write("</tbody>\n</table></div>\n")
    }

    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
