import CableCore
import CableText

/// `cable report --format html`: one self-contained, printable page — inline CSS, the wiring
/// diagram as inline SVG, no scripts, no external assets. The tables are the text report's rows.
///
/// It reads on a phone as on a desktop: a viewport, each table in a box that scrolls sideways
/// when the table is wider than the screen (the page itself never does), headers that wrap, and
/// no line break between a number and its unit (number columns do not wrap; elsewhere the space
/// between a number and its unit is a no-break space, see ``bindUnits(_:)``). `HTMLLayoutTests` measure it in
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
            html += "<dt>\(escape(label))</dt><dd>\(escape(bindUnits(value)))</dd>\n"
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
                header: ReportText.arrayHeader(in: display.language), rows: ReportText.arrayRows(report, in: display.language),
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
                    "<li>\(escape(violation.circuit)): \(escape(violation.rule.rawValue)): "
                    + "\(escape(ViolationText.message(violation, display: display)))</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }

    /// A table in a box that scrolls sideways when it is wider than the page. `numbers` are set
    /// flush right and never wrap; in every cell a number keeps its unit (``bindUnits(_:)``).
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
            add(escape(tag == "td" ? bindUnits(text) : text))
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

    /// The units a number can carry in the report, in every language: a space between a digit
    /// and one of these becomes a no-break space.
    static let units: Set<String> = [
        "mm²", "AWG", "kcmil", "kWh", "Wh", "Ah", "kW", "kA", "mΩ", "Ω", "°C", "°F", "A", "V", "W", "m", "ft", "%", "h",
    ]

    /// Text with the space between a number and its unit made a no-break space (U+00A0), so
    /// "2,5 mm²", "30 A", "233.97 A" and "250 Wh/day" never break over two lines; in a name from
    /// the file too ("Inverter 2 kW"), where it changes nothing but the line breaking.
    static func bindUnits(_ text: String) -> String {
        // Most cells have no space after a number: returned as they are, without the walk over
        // characters below (a 20,000-load report binds a few hundred thousand cells). A space
        // after an ASCII digit or after any non-ASCII character (which may be a numeral) takes
        // the walk.
        var previous: UInt8 = 0
        var mayBind = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: " "), previous >= 0x80 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(previous) {
                mayBind = true
                break
            }
            previous = byte
        }
        guard mayBind else { return text }
        // Text of scalars that are each a character of their own (``isStandalone(_:)``: every
        // cell of an English, German, Spanish, French or Dutch report — "1.5 mm²", "10 mΩ",
        // "≤ 2 %") is walked by scalar, with the same tests as the character walk: the text is
        // copied only when a space binds, and no word is made but the unit after a number.
        guard text.unicodeScalars.allSatisfy(isStandalone) else { return bindUnitsByCharacter(text) }
        let scalars = text.unicodeScalars
        // The text up to the last space bound, that space a no-break one: empty until one is.
        var bound: [UInt8] = []
        var copied = scalars.startIndex
        var before: Unicode.Scalar?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == " ", let before, isNumeral(before) {
                let wordEnd = scalars[next...].firstIndex(where: endsWord) ?? scalars.endIndex
                // The word's first part between slashes ("Wh" of "Wh/day"), as the character
                // walk's `split` takes it (each scalar here being a character).
                let unit = scalars[next..<wordEnd].drop { $0 == "/" }.prefix { $0 != "/" }
                if units.contains(String(unit)) {
                    bound += text.utf8[copied..<index]
                    bound.append(0xC2)  // U+00A0 in UTF-8
                    bound.append(0xA0)
                    copied = next
                }
            }
            before = scalar
            index = next
        }
        guard !bound.isEmpty else { return text }
        bound += text.utf8[copied...]
        return String(decoding: bound, as: UTF8.self)
    }

    /// Whether `scalar` is always a character of its own in the text ``bindUnits(_:)`` walks by
    /// scalar: Latin, Latin-1 and Greek letters, digits and signs below U+0300, the Greek
    /// capitals and small letters, and the signs of a report's limits and figures (−, —, ≈, ≤,
    /// ≥). None of them is a combining mark, a joiner, a prefix or an emoji, so no two of them
    /// make one character — but carriage return and line feed, which are neither a space, a
    /// number nor a word's end, so the walks agree on them too.
    static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x391...0x3C9, 0x2014, 0x2212, 0x2248, 0x2264, 0x2265: true
        default: false
        }
    }

    /// `Character.isNumber` of a character of one scalar: the scalar's numeric type. Of the
    /// ASCII scalars only the digits have one, so those need no look-up in the Unicode tables.
    private static func isNumeral(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil
    }

    /// The scalars that end the word after a number: a space, a no-break space, `,`, `;` and `)`.
    private static func endsWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\u{00A0}", ",", ";", ")": true
        default: false
        }
    }

    /// ``bindUnits(_:)`` a character at a time, for text of any script.
    static func bindUnitsByCharacter(_ text: String) -> String {
        let characters = Array(text)
        var output = ""
        for (index, character) in characters.enumerated() {
            guard character == " ", index > 0, characters[index - 1].isNumber else {
                output.append(character)
                continue
            }
            let word = String(characters[(index + 1)...].prefix { !" \u{00A0},;)".contains($0) })
            let unit = word.split(separator: "/", maxSplits: 1).first.map(String.init) ?? word
            output.append(units.contains(unit) ? "\u{00A0}" : " ")
        }
        return output
    }

    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
