import CableCore
import Foundation
import Testing

@testable import CableCLI

/// The documents for a system of 2 000 loads: each circuit appears once in each place it belongs,
/// in order, and the pages hold as many rows as the page arithmetic says. Correctness at scale
/// only; speed is measured by `Scripts/bench.sh` (its "scaling" section), never asserted here.
@Suite("Large systems: every circuit once, pages filled as the layout says")
struct LargeSystemTests {
    static let loadCount = 2000

    /// A valid system file with `count` loads, shaped like `Scripts/bench/system.py`'s: varied
    /// names, powers and currents, quantities, lengths and hours, some critical, some with a wire
    /// and fuse given; one LiFePO4 bank (no main feed: it would carry every load at once, more
    /// than any standard size does), three chargers. Names have no
    /// parentheses, so each is one plain literal in a PDF.
    static func systemFile(loads count: Int) -> [UInt8] {
        let kinds = ["Light", "Pump", "Fan", "Socket", "Heater", "Radio", "Sensor", "Router"]
        let lengths = ["0.5m", "1m", "1.5m", "2m", "3m", "4m", "6m"]
        var loads: [String] = []
        for index in 0..<count {
            var fields = [#""name": "\#(kinds[index % kinds.count]) \#(index + 1)""#]
            fields.append(index % 2 == 0 ? #""power": "\#(1 + index % 5)W""# : #""current": "0.\#(1 + index % 3)A""#)
            if index % 7 == 0 { fields.append(#""quantity": \#(2 + index % 3)"#) }
            fields.append(#""length": "\#(index % 13 == 5 ? "2m" : lengths[index % lengths.count])""#)
            fields.append(#""hoursPerDay": \#(index % 9)"#)
            if index % 11 == 0 { fields.append(#""critical": true"#) }
            // 6 A: a rating Class T fuses are made in, so the fuse can interrupt the bank's fault current.
            if index % 13 == 5 { fields.append(#""wire": "1.5mm2", "fuse": "6A""#) }
            loads.append("    {" + fields.joined(separator: ", ") + "}")
        }
        let text = """
            {
              "schemaVersion": 1,
              "name": "Generated system",
              "nominalVoltage": "12V",
              "defaults": { "maxDropPercent": 3, "criticalMaxDropPercent": 2 },
              "loads": [
            \(loads.joined(separator: ",\n"))
              ],
              "batteries": [
                { "name": "House bank", "chemistry": "lifepo4", "capacityAh": 200, "voltage": "12.8V", "count": 4,
                  "arrangement": { "series": 1, "parallel": 4 } }
              ],
              "chargers": [
                { "name": "Solar MPPT", "kind": "solar", "outputCurrent": "30A", "efficiency": 0.75, "hoursPerDay": 5, "length": "5m" },
                { "name": "DC-DC charger", "kind": "dcdc", "outputCurrent": "30A", "hoursPerDay": 1.5, "length": "1m" },
                { "name": "Shore charger", "kind": "shore", "outputCurrent": "25A", "length": "1m" }
              ]
            }
            """
        return Array(text.utf8)
    }

    static let display = Display(units: .metric, language: .en)

    static func report() throws -> SystemReport {
        try SystemAnalyzer.analyze(try SystemFile.decode(systemFile(loads: loadCount)))
    }

    @Test func generatedSystem_passesItsChecks() throws {
        let report = try Self.report()
        #expect(report.system.loads.count == Self.loadCount)
        #expect(report.circuits.count == Self.loadCount + 3)
        #expect(report.violations.isEmpty, "\(report.violations.count) violations")
    }

    // MARK: - PDF

    /// A page's text lines in order: the font resource (`F1` regular, `F2` bold) and the literal.
    static func textLines(_ stream: String) throws -> [(font: String, literal: String)] {
        let expression = try NSRegularExpression(pattern: #"BT /(F\d) [0-9.]+ Tf [^\n]*? Td (\(.*\)) Tj ET"#)
        let range = NSRange(stream.startIndex..., in: stream)
        return expression.matches(in: stream, range: range).compactMap { match in
            guard let font = Range(match.range(at: 1), in: stream), let literal = Range(match.range(at: 2), in: stream) else {
                return nil
            }
            return (String(stream[font]), String(stream[literal]))
        }
    }

    @Test func reportPDF_listsEveryCircuitOnceInTheTableAndTheDiagram_andFillsEachPage() throws {
        let report = try Self.report()
        let bom = try BillOfMaterials.make(from: report)
        let pdf = PDFFile(ReportPDF.render(report, bom: bom, display: Self.display))
        let pageCount = try PDFTests.checkStructure(pdf)
        let pages = try pdf.streams().map(Self.textLines)
        #expect(pages.count == pageCount)

        let names = report.circuits.map(\.name)
        let literals = Set(names.map { PDFFile.literal($0) })
        let continuedTable = PDFFile.literal("Circuits (continued)")
        let continuedDiagram = PDFFile.literal("Wiring diagram (continued)")
        // The table sets names in the regular face, the diagram's boxes in bold.
        var tableRows: [[String]] = []
        var diagramRows: [[String]] = []
        var tableContinued: [Bool] = []
        var diagramContinued: [Bool] = []
        for page in pages {
            tableRows.append(page.filter { $0.font == "F1" && literals.contains($0.literal) }.map(\.literal))
            diagramRows.append(page.filter { $0.font == "F2" && literals.contains($0.literal) }.map(\.literal))
            tableContinued.append(page.contains { $0.literal == continuedTable })
            diagramContinued.append(page.contains { $0.literal == continuedDiagram })
        }
        // Each circuit is one table row and one box in the diagram, in order.
        #expect(tableRows.flatMap { $0 } == names.map { PDFFile.literal($0) })
        #expect(diagramRows.flatMap { $0 } == names.map { PDFFile.literal($0) })

        // The circuits table: a continuation page holds the caption, the header row and then
        // as many rows as fit above the bottom margin.
        let table = PDFTable(
            header: ReportText.circuitColumns(withPath: false, in: .en).header,
            rows: ReportText.circuitRows(report, display: Self.display),
            rightAligned: ReportText.circuitColumns(withPath: false, in: .en).numberColumns, flexible: [1, 8, 10])
        let (size, widths) = PDFDocumentBuilder.columnLayout(table)
        let lineHeight = size * 1.2
        // A row is as tall as its most wrapped flexible cell ("ampacity (to fit a fuse)" may take
        // two lines); the header row likewise.
        func lines(_ row: [String], font: PDFFont) -> Int {
            [1, 8, 10].map { column in
                PDFDocumentBuilder.wrap(
                    row[column], width: widths[column] - 2 * PDFDocumentBuilder.cellPadding, size: size, font: font
                ).count
            }.max() ?? 1
        }
        let heights = table.rows.map {
            Double(lines($0, font: .regular)) * lineHeight + 2 * PDFDocumentBuilder.cellVerticalPadding
        }
        let headerHeight = Double(lines(table.header, font: .bold)) * lineHeight + 2 * PDFDocumentBuilder.cellVerticalPadding
        let captionHeight = 8.0 * 1.6
        let room = PDFDocumentBuilder.bottom - PDFDocumentBuilder.top - captionHeight - headerHeight
        // Continuation pages filled with as many rows as fit after the first page's, leaving never
        // fewer than three for the next page (`PDFDocumentBuilder.minimumRowsTogether`).
        let first = try #require(tableRows.firstIndex { !$0.isEmpty })
        var expectedCounts: [Int] = []
        var index = tableRows[first].count
        while index < heights.count {
            var used = 0.0
            var end = index
            while end < heights.count, used + heights[end] <= room + 1e-9 {
                used += heights[end]
                end += 1
            }
            let left = heights.count - end
            if left > 0, left < 3 { end -= 3 - left }
            end = max(end, index + 1)
            expectedCounts.append(end - index)
            index = end
        }
        #expect(tableRows.flatMap { $0 }.count == names.count)
        #expect(Array(tableRows[(first + 1)...].map(\.count).filter { $0 > 0 }) == expectedCounts)
        #expect(tableContinued.filter { $0 }.count == expectedCounts.count)

        // The diagram: a continuation page shows a band of the page's height (less the caption)
        // at the diagram's scale, cut between rows, so it holds as many whole rows as the band
        // has row pitches.
        let scale = PDFDocumentBuilder.contentWidth / WiringDiagram.width
        let band = (PDFDocumentBuilder.bottom - PDFDocumentBuilder.top - captionHeight) / scale
        try Self.expectFilled(
            rows: diagramRows.map(\.count), continued: diagramContinued,
            perPage: Int(band / WiringDiagram.pitch(report, display: Self.display)),
            total: names.count, what: "diagram")
    }

    /// A split part of the document (the table or the diagram): every continuation page but the
    /// last holds `perPage` rows, and there are as many as the rows left after the first page need.
    static func expectFilled(
        rows: [Int], continued: [Bool], perPage: Int, total: Int, what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let first = try #require(rows.firstIndex { $0 > 0 }, "no \(what) rows", sourceLocation: sourceLocation)
        let continuations = rows.indices.filter { continued[$0] }
        #expect(continuations == Array(first + 1..<first + 1 + continuations.count), sourceLocation: sourceLocation)
        let leftAfterFirst = total - rows[first]
        #expect(
            continuations.count == (leftAfterFirst + perPage - 1) / perPage,
            "\(what): \(continuations.count) continuation pages for \(leftAfterFirst) rows at \(perPage) a page",
            sourceLocation: sourceLocation)
        for page in continuations.dropLast() {
            #expect(rows[page] == perPage, "\(what) page \(page + 1) holds \(rows[page]) rows", sourceLocation: sourceLocation)
        }
    }

    // MARK: - HTML and SVG

    @Test func reportHTML_listsEveryCircuitOnce_andDrawsEveryRowWithItsOwnDetails() throws {
        let report = try Self.report()
        let html = HTMLReport.render(report, bom: try BillOfMaterials.make(from: report), display: Self.display)
        // The circuits table: one row per circuit, in order, its name in the second cell.
        let start = try #require(html.firstRange(of: "<h2>Circuits</h2>")).upperBound
        let end = try #require(html[start...].firstRange(of: "</table>")).lowerBound
        let tableNames = html[start..<end].components(separatedBy: "<tr><td>").dropFirst().map { row in
            row.components(separatedBy: "<td>").dropFirst().first?.components(separatedBy: "</td>").first ?? ""
        }
        #expect(tableNames == report.circuits.map(\.name))
        let system = report.system
        let rows = report.circuits.filter { $0.kind != .battery }
        // One group per row, in order, each naming its circuit and, for loads, their own quantity
        // and criticality (looked up by name for each row).
        let groups = html.components(separatedBy: "<g id=\"circuit-").dropFirst()
        #expect(groups.count == rows.count)
        for (index, (group, circuit)) in zip(groups, rows).enumerated() {
            #expect(group.hasPrefix("\(index + 1)\">"))
            #expect(group.contains(">\(circuit.name)</text>"), "row \(index + 1) is not \(circuit.name)")
            if index < system.loads.count {
                let load = system.loads[index]
                #expect(group.contains("\(load.quantity) pcs") == (load.quantity > 1), "\(load.name): quantity")
                #expect(group.contains("critical") == load.critical, "\(load.name): critical")
            } else {
                let kind = WiringDiagram.chargerKind(system.chargers[index - system.loads.count].kind, in: .en)
                #expect(group.contains("charger · \(kind)"))
            }
        }
    }

    @Test func bom_countsEveryCircuitsTerminalsAndFuses() throws {
        let report = try Self.report()
        let bom = try BillOfMaterials.make(from: report)
        let terminals = bom.lines.filter { $0.category == .ringTerminal }.map(\.quantity).reduce(0, +)
        let fuses = bom.lines.filter { $0.category == .fuse }.map(\.quantity).reduce(0, +)
        #expect(terminals == Double(4 * report.circuits.count))
        #expect(fuses == Double(report.circuits.count))
    }
}
