import CableCore
import CableText

/// `cable report --format html`: one self-contained, printable page — inline CSS, the wiring
/// diagram as inline SVG, no scripts, no external assets. The tables are the text report's rows.
enum HTMLReport {
    static func render(
        _ report: SystemReport, bom: BillOfMaterials, display: Display, catalog: [CatalogReference] = []
    ) -> String {
        let system = report.system
        let method =
            system.standard == .abyc ? tr("ABYC E-11 (K = 10.75 Ω·cmil/ft, SAE J1127 areas)") : tr("conductor resistivity")
        let subtitle = tr(
            "{voltage} DC system · sized by {method} · lengths are one-way runs, drop is over the round trip · {units}",
            [
                "voltage": Display.volts(system.nominalVoltage), "method": method,
                "units": display.units == .metric ? tr("metric") : tr("AWG and feet"),
            ])
        var html = """
            <!DOCTYPE html>
            <html lang="\(Language.current.rawValue)">
            <head>
            <meta charset="utf-8">
            <title>\(escape(tr("{system} — electrical system report", ["system": system.name])))</title>
            <style>
            @page { size: A4 portrait; margin: 15mm; }
            body { font-family: Helvetica, Arial, sans-serif; font-size: 10pt; color: #111; max-width: 190mm; margin: 0 auto; padding: 10mm 0; }
            h1 { font-size: 18pt; margin: 0 0 2pt; }
            h2 { font-size: 12pt; margin: 16pt 0 6pt; border-bottom: 0.5pt solid #999; padding-bottom: 2pt; }
            .subtitle { color: #555; margin: 0 0 10pt; }
            table { border-collapse: collapse; width: 100%; font-size: 8.5pt; }
            th, td { text-align: left; padding: 2pt 4pt; border-bottom: 0.5pt solid #ddd; vertical-align: top; }
            th { background: #eee; }
            td.number, th.number { text-align: right; white-space: nowrap; }
            thead { display: table-header-group; }
            tr { page-break-inside: avoid; }
            dl.figures { display: grid; grid-template-columns: max-content auto; gap: 2pt 12pt; margin: 0; }
            dl.figures dt { color: #555; }
            dl.figures dd { margin: 0; }
            ul.warnings li { color: #a00; }
            figure { margin: 0; page-break-before: always; }
            figure svg { width: 100%; height: auto; }
            </style>
            </head>
            <body>
            <h1>\(escape(system.name))</h1>
            <p class="subtitle">\(escape(subtitle))</p>

            """
        html += "<h2>\(escape(tr("Summary")))</h2>\n<dl class=\"figures\">\n"
        for (label, value) in ReportText.energyRows(report) + ReportText.protectionRows(report) {
            html += "<dt>\(escape(label))</dt><dd>\(escape(value))</dd>\n"
        }
        let count = report.violations.count
        let verdict =
            count == 0
            ? tr("all rules met")
            : count == 1 ? tr("1 rule violation") : tr("{count} rule violations", ["count": String(count)])
        html += "<dt>\(escape(tr("Circuits")))</dt><dd>\(report.circuits.count), \(escape(verdict))</dd>\n"
        html += "</dl>\n"

        html += "<h2>\(escape(tr("Circuits")))</h2>\n"
        html += table(
            header: ReportText.circuitHeader, rows: ReportText.circuitRows(report, display: display),
            numbers: ReportText.circuitNumberColumns)
        if !report.inverters.isEmpty {
            html += "<h2>\(escape(tr("Inverters")))</h2>\n<p>\(escape(ReportText.inverterCaption))</p>\n"
            html += table(
                header: ReportText.inverterHeader, rows: ReportText.inverterRows(report),
                numbers: ReportText.inverterNumberColumns)
        }
        if !report.acLoads.isEmpty {
            html += "<h2>\(escape(tr("AC loads")))</h2>\n<p>\(escape(ReportText.acLoadCaption))</p>\n"
            html += table(
                header: ReportText.acLoadHeader, rows: ReportText.acLoadRows(report), numbers: ReportText.acLoadNumberColumns)
        }

        if !catalog.isEmpty {
            html += "<h2>\(escape(tr("Catalogue entries")))</h2>\n<p>\(escape(ReportCatalogText.caption))</p>\n"
            html += table(header: ReportCatalogText.header, rows: ReportCatalogText.tableRows(catalog), numbers: [])
        }

        html += "<h2>\(escape(tr("Warnings")))</h2>\n"
        // Rule violations the warnings do not already state, as `cable check` finds them.
        let violations = report.violationsBeyondWarnings
        if report.warnings.isEmpty && violations.isEmpty {
            html += "<p>\(escape(tr("None.")))</p>\n"
        } else {
            html += "<ul class=\"warnings\">\n"
            for warning in report.warnings { html += "<li>\(escape(WarningText.message(warning, display: display)))</li>\n" }
            for violation in violations {
                html +=
                    "<li>\(escape(violation.circuit)): \(escape(violation.rule.rawValue)): "
                    + "\(escape(ViolationText.message(violation, display: display)))</li>\n"
            }
            html += "</ul>\n"
        }

        let materials = BomText(bom: bom, system: system.name, units: display.units)
        html += "<h2>\(escape(tr("Bill of materials")))</h2>\n<p>\(escape(materials.caption))</p>\n"
        html += table(header: BomText.header, rows: materials.rows, numbers: [2])

        html += "<figure>\n<h2>\(escape(tr("Wiring diagram")))</h2>\n"
        html += SVGRenderer.inline(
            WiringDiagram.layout(report, display: display), title: tr("{system} — wiring diagram", ["system": system.name]))
        html += "</figure>\n</body>\n</html>\n"
        return html
    }

    static func table(header: [String], rows: [[String]], numbers: Set<Int>) -> String {
        func cell(_ tag: String, _ text: String, _ column: Int) -> String {
            numbers.contains(column) ? "<\(tag) class=\"number\">\(escape(text))</\(tag)>" : "<\(tag)>\(escape(text))</\(tag)>"
        }
        var html = "<table>\n<thead><tr>"
        html += header.enumerated().map { cell("th", $0.element, $0.offset) }.joined()
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr>" + row.enumerated().map { cell("td", $0.element, $0.offset) }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    static func escape(_ text: String) -> String { SVGRenderer.escape(text) }
}
