import CableCore
import Testing

@testable import CableCLI

/// `report` writes its JSON, HTML and PDF while it makes them, so memory holds a piece of the
/// document rather than the whole (a 100,000-load PDF is 170 MB). These tests hold that without
/// timing anything: a counting sink records the pieces it is given, and the pieces must be
/// small, many, and add up to the very bytes of the document made whole.
@Suite("Streamed reports: written in bounded pieces, byte for byte the whole document")
struct StreamedReportTests {
    /// Records every piece written to it: how many, the largest, and the text (to compare).
    struct PieceCounter: TextOutputStream {
        var text = ""
        var pieces = 0
        var largest = 0

        mutating func write(_ string: String) {
            pieces += 1
            largest = max(largest, string.utf8.count)
            text += string
        }
    }

    static let report = Result { try LargeSystemTests.report() }
    static let display = LargeSystemTests.display

    @Test func reportJSON_goesOutInPiecesOfAbout64KiB_andIsTheIndentedDocument() throws {
        let report = try Self.report.get()
        let document = ReportJSON(report: report, display: Self.display)
        var sink = PieceCounter()
        document.writeIndented(to: &sink)
        let whole = document.indentedText
        #expect(sink.text == whole)
        // A piece is drained once it reaches 64 KiB, at the end of a record (a circuit is ~1.2 KB).
        #expect(sink.largest <= (1 << 16) + 4096, "largest piece \(sink.largest) bytes")
        #expect(whole.utf8.count > 10 * (1 << 16), "the document is \(whole.utf8.count) bytes")
        #expect(sink.pieces >= whole.utf8.count / ((1 << 16) + 4096))
    }

    @Test func reportJSON_smallPieces_drainAfterEveryRecord() throws {
        let report = try Self.report.get()
        let document = ReportJSON(report: report, display: Self.display)
        var sink = PieceCounter()
        document.writeIndented(to: &sink, pieceBytes: 1)
        #expect(sink.text == document.indentedText)
        // One piece a circuit, the head before the first and the tail after the last.
        #expect(sink.pieces == report.circuits.count + report.inverters.count + report.acLoads.count + 1)
        #expect(sink.largest < 4096)
    }

    @Test func reportHTML_goesOutARowOrADiagramItemAtATime_andIsThePage() throws {
        let report = try Self.report.get()
        let bom = try BillOfMaterials.make(from: report)
        var sink = PieceCounter()
        HTMLReport.write(report, bom: bom, display: Self.display, to: &sink)
        let whole = HTMLReport.render(report, bom: bom, display: Self.display)
        #expect(sink.text == whole)
        // The largest pieces are the head with its style sheet and the summary; a row or a
        // circuit's group in the diagram is well under that.
        #expect(sink.largest <= 8192, "largest piece \(sink.largest) bytes")
        #expect(sink.pieces > 2 * report.circuits.count)
    }

    @Test func reportPDF_writesEachPageAsItIsLaidOut_andIsTheWholeFile() throws {
        let report = try Self.report.get()
        let bom = try BillOfMaterials.make(from: report)
        var sink = PieceCounter()
        var unshowable: [Character] = []
        TextSink.writing(to: &sink, printable: false) {
            unshowable = ReportPDF.write(report, bom: bom, display: Self.display, to: $0)
        }
        let whole = ReportPDF.document(report, bom: bom, display: Self.display)
        #expect(Array(sink.text.utf8) == whole.bytes)
        #expect(unshowable == whole.unshowable)
        let pageCount = try PDFTests.checkStructure(PDFFile(whole.bytes))
        #expect(pageCount > 50)
        // The largest piece is an embedded font file or one page's content, never the document.
        #expect(sink.largest < whole.bytes.count / 10, "largest piece \(sink.largest) of \(whole.bytes.count) bytes")
    }

    /// What a sink has been given so far, readable while it is still being written to.
    final class Received {
        var text = ""
    }

    struct Forwarding: TextOutputStream {
        let received: Received
        mutating func write(_ string: String) { received.text += string }
    }

    @Test func pdfBuilder_streamed_hasWrittenEveryFinishedPage_beforeTheDocumentEnds() throws {
        let rows = (1...2000).map { ["Circuit \($0)", "\($0 % 7) A", "note \($0)"] }
        let table = PDFTable(header: ["Name", "Current", "Note"], rows: rows, rightAligned: [1], flexible: [2])
        var counting = PDFDocumentBuilder(countingPagesOf: "Pages", language: .en)
        counting.table(table)
        #expect(counting.pageCount > 20)
        let received = Received()
        var sink = Forwarding(received: received)
        var pagesBeforeTheEnd = 0
        var pagesLaidOut = 0
        TextSink.writing(to: &sink, printable: false) { output in
            var document = PDFDocumentBuilder(title: "Pages", after: counting, to: output)
            document.table(table)
            pagesLaidOut = document.pageCount
            pagesBeforeTheEnd = received.text.components(separatedBy: "/Type /Page ").count - 1
            document.finish()
        }
        #expect(pagesLaidOut == counting.pageCount)
        // Every page but the one still open went out while the table was laid out.
        #expect(pagesBeforeTheEnd == counting.pageCount - 1)
        var kept = PDFDocumentBuilder(title: "Pages", language: .en)
        kept.table(table)
        #expect(Array(received.text.utf8) == kept.pdf())
    }
}
