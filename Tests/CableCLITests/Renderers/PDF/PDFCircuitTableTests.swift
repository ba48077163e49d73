import CableCore
import CableText
import Testing

@testable import CableCLI

/// The PDF circuit table in German, the widest language: at A4 width no word is broken between
/// characters ("Läng/e", "Spannungsf/all" before) and no number is parted from its unit
/// ("39,17 / A", "≤ 1,49 / %").
@Suite("PDF circuit table fits A4 without breaking words")
struct PDFCircuitTableTests {
    /// Rows as the van's German report has them (its widest cells).
    static let germanRows = [
        [
            "Ladegeräteingang", "DC-DC charger", "39,17 A", "4 m", "25 mm²", "2,15 %", "≤ 3 %", "10,1 W", "50 A MIDI",
            "≤ 177,8 mm", "Spannungsfall",
        ],
        [
            "PV-Generator", "Roof array", "26,05 A", "5 m", "10 mm²", "2,6 %", "≤ 3 %", "13,79 W", "40 A MAXI-Flachsicherung",
            "≤ 177,8 mm", "Spannungsfall",
        ],
        [
            "Wechselrichter", "Inverter 2 kW", "238,95 A", "1,5 m", "70 mm²", "1,94 %", "≤ 1,95 %", "55,62 W",
            "300 A Klasse T", "≤ 177,8 mm", "Spannungsfall",
        ],
        [
            "Verbraucher", "Diesel heater", "3,33 A", "2 m", "6 mm²", "0,38 %", "≤ 0,49 %", "0,15 W", "15 A Klasse T",
            "≤ 177,8 mm", "Spannungsfall",
        ],
    ]

    @Test func bound_keepsNumbersWithUnitsAndLimitsWithNumbers() {
        #expect(ReportPDF.bound("39,17 A") == "39,17\u{00A0}A")
        #expect(ReportPDF.bound("≤ 1,49 %") == "≤\u{00A0}1,49\u{00A0}%")
        #expect(ReportPDF.bound("≤ 177,8 mm") == "≤\u{00A0}177,8\u{00A0}mm")
        #expect(ReportPDF.bound("Diesel heater") == "Diesel heater")
        #expect(ReportPDF.bound("Pump mm") == "Pump mm")
        #expect(ReportPDF.bound("300 A Klasse T") == "300\u{00A0}A Klasse T")
    }

    @Test func germanCircuitTable_breaksLinesOnlyAtSpaces() {
        let columns = ReportText.circuitColumns(withPath: false, in: .de)
        let table = PDFTable(
            header: columns.header, rows: Self.germanRows.map { $0.map(ReportPDF.bound) },
            rightAligned: columns.numberColumns, flexible: [1, 8, 10])
        let (size, widths) = PDFDocumentBuilder.columnLayout(table)
        #expect(widths.reduce(0, +) <= PDFDocumentBuilder.contentWidth + 0.01)
        #expect(size >= 6.5)
        for (index, row) in ([table.header] + table.rows).enumerated() {
            for (column, cell) in row.enumerated() {
                let lines = PDFDocumentBuilder.wrap(
                    cell, width: widths[column] - 2 * PDFDocumentBuilder.cellPadding, size: size,
                    font: index == 0 ? .bold : .regular)
                // Lines broken at spaces (or after a hyphen) join back into the cell; a word
                // broken between characters would gain a space.
                let joined = lines.dropFirst().reduce(lines.first ?? "") { $0 + ($0.hasSuffix("-") ? "" : " ") + $1 }
                #expect(joined == cell, "column \(column): \(lines)")
            }
        }
    }
}
