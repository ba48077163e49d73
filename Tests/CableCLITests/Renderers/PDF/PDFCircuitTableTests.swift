import CableCore
import CableText
import Foundation
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

/// Long header words break at the language's hyphenation points (its catalogue's list, as soft
/// hyphens the PDF layout honours) and a too-wide header wraps onto two lines before the table's
/// type shrinks: the German inverter table stays at 8 pt ("Abschalt-" / "spannung"), where it
/// was set smaller before with every header on one line.
@Suite("PDF table headers hyphenate")
struct PDFHyphenationTests {
    @Test func headerWords_getSoftHyphens_atTheLanguagesPoints() {
        #expect(
            PDFHyphenation.hyphenated(["Abschaltspannung", "AC-Nennleistung", "Name"], in: .de)
                == ["Ab\u{AD}schalt\u{AD}span\u{AD}nung", "AC-Nenn\u{AD}leis\u{AD}tung", "Name"])
        #expect(PDFHyphenation.hyphenated(["Uitschakelspanning"], in: .nl) == ["Uit\u{AD}scha\u{AD}kel\u{AD}span\u{AD}ning"])
        #expect(PDFHyphenation.hyphenated(["Cut-off", "Efficiency"], in: .en) == ["Cut-off", "Efficiency"])
        #expect(PDFHyphenation.shown("Ab\u{AD}schalt\u{AD}") == "Abschalt-")
        #expect(PDFHyphenation.shown("Ab\u{AD}schalt\u{AD}span\u{AD}nung") == "Abschaltspannung")
    }

    @Test func wrap_breaksAtASoftHyphen_andDrawsItAsAHyphen() {
        let word = "Ab\u{AD}schalt\u{AD}span\u{AD}nung"
        let whole = PDFFont.bold.width("Abschaltspannung", size: 8)
        #expect(PDFDocumentBuilder.wrap(word, width: whole + 1, size: 8, font: .bold) == ["Abschaltspannung"])
        // Two lines as wide as the wider of "Abschalt-" and "spannung".
        let half = max(PDFFont.bold.width("Abschalt-", size: 8), PDFFont.bold.width("spannung", size: 8))
        #expect(PDFDocumentBuilder.wrap(word, width: half + 0.5, size: 8, font: .bold) == ["Abschalt-", "spannung"])
    }

    @Test func germanInverterTable_staysAt8pt_withTwoLineHeaders() {
        let header = ReportText.inverterHeader(in: .de)
        let table = PDFTable(
            header: PDFHyphenation.hyphenated(header, in: .de),
            rows: [["Inverter 2 kW", "2 000 W", "4 000 W", "90 %", "9,3 V", "238,95 A", "477,9 A", "1 065 W", "614 Wh/Tag"]],
            rightAligned: Set(1...8), flexible: [0])
        let (size, widths) = PDFDocumentBuilder.columnLayout(table)
        #expect(size == 8)
        #expect(widths.reduce(0, +) <= PDFDocumentBuilder.contentWidth + 0.01)
        let lines = table.header.indices.map { column in
            PDFDocumentBuilder.wrap(
                table.header[column], width: widths[column] - 2 * PDFDocumentBuilder.cellPadding, size: size, font: .bold)
        }
        #expect(lines.allSatisfy { $0.count <= 2 }, "\(lines)")
        #expect(lines.joined().allSatisfy { !$0.unicodeScalars.contains("\u{AD}") })
        #expect(lines.contains(["Abschalt-", "spannung"]), "\(lines)")
    }

    /// The inverters table keeps the tables' 8 pt in every language with the cabin's inverter
    /// (its widest cells: "93 % (90 %)", "3 792 Wh/Tag"): the surge current's header (de
    /// "Stoßstrom", es "Corriente de pico", fr "Courant de crête", nl "Stootstroom") breaks at
    /// its language's listed point as the other headers do. Stop 49 kept de "Anlaufstrom" there
    /// because "Stoßstrom", not in the German list, took the table below 8 pt.
    @Test(arguments: Language.allCases)
    func inverterTable_keepsEightPoints(_ language: Language) throws {
        let url = PackagePaths.root.appendingPathComponent("Fixtures/examples/cabin.json")
        let report = try SystemAnalyzer.analyze(try SystemFile.decode(Array(try Data(contentsOf: url))))
        let table = PDFTable(
            header: PDFHyphenation.hyphenated(ReportText.inverterHeader(in: language), in: language),
            rows: ReportText.inverterRows(report, in: language), rightAligned: ReportText.inverterNumberColumns,
            flexible: [0])
        let (size, widths) = PDFDocumentBuilder.columnLayout(table)
        #expect(size == 8, "\(language): \(size) pt")
        #expect(widths.reduce(0, +) <= PDFDocumentBuilder.contentWidth + 0.01)
    }
}
