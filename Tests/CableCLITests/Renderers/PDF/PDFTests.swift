import Foundation
import Testing

@testable import CableCLI

/// A PDF file read back for checks: its cross-reference table, page tree and content streams.
/// Independent of the writer, so the tests check the file, not the code that made it.
struct PDFFile {
    let bytes: [UInt8]
    let text: String

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// Every match of a regular expression's first capture group.
    func captures(_ pattern: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The offset `startxref` gives.
    func crossReferenceOffset() throws -> Int {
        let value = try #require(try captures("startxref\n(\\d+)\n%%EOF\n$").last)
        return try #require(Int(value))
    }

    /// The in-use entries of the cross-reference table: object number → byte offset.
    func crossReference() throws -> [Int: Int] {
        let start = try crossReferenceOffset()
        let lines = String(decoding: bytes[start...], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 2)
        #expect(lines[0] == "xref")
        let subsection = lines[1].split(separator: " ")
        #expect(subsection.first == "0")
        let count = try #require(subsection.last.flatMap { Int($0) })
        try #require(lines.count > count + 2)
        var entries: [Int: Int] = [:]
        for number in 0..<count {
            let entry = lines[2 + number]
            // 20 bytes per entry with the line feed: "nnnnnnnnnn ggggg n \n".
            #expect(entry.utf8.count == 19, "xref entry \(number) is not 20 bytes: '\(entry)'")
            let fields = entry.split(separator: " ")
            if fields.count == 3, fields[2] == "n" { entries[number] = Int(fields[0]) }
        }
        #expect(lines[2 + count] == "trailer")
        return entries
    }

    /// The page content streams, checked against their `/Length`, with each text string (a hex
    /// string of two-byte Unicode codes, as the embedded Type 0 fonts take them) written back as
    /// a readable literal: `<00460072> Tj` reads `(Fr) Tj`, `(` `)` `\\` escaped with a
    /// backslash, other characters as they are (see ``literal(_:)``). The ToUnicode CMaps are
    /// streams without a filter too; they are left out.
    func streams() throws -> [String] {
        let expression = try NSRegularExpression(pattern: "<< /Length (\\d+) >>\nstream\n")
        let nsText = text as NSString
        let bodies = expression.matches(in: text, range: NSRange(location: 0, length: nsText.length)).map { match in
            let length = Int(nsText.substring(with: match.range(at: 1))) ?? -1
            let start = match.range.location + match.range.length
            let body = nsText.substring(with: NSRange(location: start, length: max(0, min(length, nsText.length - start))))
            let after = nsText.substring(with: NSRange(location: start + length, length: min(10, nsText.length - start - length)))
            #expect(after == "\nendstream", "stream /Length \(length) does not end at endstream")
            return body
        }
        return try bodies.filter { !$0.hasPrefix("/CIDInit") }.map(Self.decodeText)
    }

    /// Every page's content, decoded as ``streams()`` does.
    func content() throws -> String { try streams().joined(separator: "\n") }

    /// Every text string shown, in drawing order, joined by spaces: a cell wrapped over two lines
    /// reads as one.
    func shownText() throws -> String {
        let expression = try NSRegularExpression(pattern: "<([0-9A-F]*)> Tj")
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { hex in
                let digits = Array(text[hex])
                var shown = ""
                for index in stride(from: 0, to: digits.count - 3, by: 4) {
                    shown.unicodeScalars.append(
                        Unicode.Scalar(UInt32(String(digits[index..<index + 4]), radix: 16) ?? 0x3F) ?? "?")
                }
                return shown
            }
        }.joined(separator: " ")
    }

    /// A content stream with its `<hex> Tj` strings as `(text) Tj`.
    static func decodeText(_ stream: String) throws -> String {
        let expression = try NSRegularExpression(pattern: "<([0-9A-F]*)> Tj")
        var output = ""
        var last = stream.startIndex
        for match in expression.matches(in: stream, range: NSRange(stream.startIndex..., in: stream)) {
            guard let whole = Range(match.range, in: stream), let hex = Range(match.range(at: 1), in: stream) else { continue }
            output += stream[last..<whole.lowerBound]
            let digits = Array(stream[hex])
            var text = ""
            for index in stride(from: 0, to: digits.count - 3, by: 4) {
                let code = UInt32(String(digits[index..<index + 4]), radix: 16) ?? 0x3F
                text.unicodeScalars.append(Unicode.Scalar(code) ?? "?")
            }
            output += literal(text) + " Tj"
            last = whole.upperBound
        }
        return output + stream[last...]
    }

    /// How ``streams()`` shows a text: `(` `)` and `\\` escaped with a backslash.
    static func literal(_ text: String) -> String {
        var output = "("
        for character in text {
            if character == "(" || character == ")" || character == "\\" { output += "\\" }
            output.append(character)
        }
        return output + ")"
    }

    /// `/Count` of the page tree.
    func pageCount() throws -> Int {
        let count = try #require(try captures("/Type /Pages /Kids \\[[^\\]]*\\] /Count (\\d+)").first)
        return try #require(Int(count))
    }

    /// The page objects (`/Type /Page `, not `/Pages`).
    func pageObjects() throws -> Int {
        try captures("(/Type /Page )").count
    }
}

@Suite("PDF output: writer, escaping, layout and the report and bom commands")
struct PDFTests {
    static let van = SystemCommandTests.fixture("systems/van.json")
    static let sailboat = SystemCommandTests.fixture("systems/sailboat.json")

    /// A fresh temporary folder, removed when the test ends.
    final class TemporaryFolder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-pdf-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// Runs `cable` to write a PDF into `folder` and reads it back.
    static func makePDF(_ arguments: [String], in folder: TemporaryFolder, name: String = "out.pdf") throws -> (
        ProcessResult, PDFFile
    ) {
        let path = folder.path(name)
        let result = try CableProcess.run(arguments + ["-o", path])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: path), "no PDF at \(path): \(result.stderr)")
        return (result, PDFFile([UInt8](data)))
    }

    /// Checks what every PDF we write must satisfy; returns its page count.
    @discardableResult
    static func checkStructure(_ pdf: PDFFile, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        #expect(pdf.text.hasPrefix("%PDF-1.4\n"), sourceLocation: sourceLocation)
        #expect(pdf.text.hasSuffix("%%EOF\n"), sourceLocation: sourceLocation)
        #expect(pdf.bytes.allSatisfy { $0 < 0x80 }, "the file is not 7-bit ASCII", sourceLocation: sourceLocation)
        let entries = try pdf.crossReference()
        #expect(!entries.isEmpty, sourceLocation: sourceLocation)
        for (number, offset) in entries {
            let prefix = Array("\(number) 0 obj".utf8)
            let found = Array(pdf.bytes[offset..<min(offset + prefix.count, pdf.bytes.count)])
            #expect(
                found == prefix, "xref offset \(offset) of object \(number) does not point at '\(number) 0 obj'",
                sourceLocation: sourceLocation)
        }
        #expect(try pdf.captures("(\\d+) 0 obj").count == entries.count, sourceLocation: sourceLocation)
        let count = try pdf.pageCount()
        #expect(try pdf.pageObjects() == count, sourceLocation: sourceLocation)
        #expect(try pdf.streams().count == count, sourceLocation: sourceLocation)
        for page in 1...count {
            #expect(
                try pdf.content().contains("(Page \(page) of \(count)) Tj"), "no page number \(page) of \(count)",
                sourceLocation: sourceLocation)
        }
        return count
    }

    // MARK: - Escaping and encoding (no CableCore, no process)

    struct EncodeCase: CustomTestStringConvertible, Sendable {
        let text: String
        let literal: String
        var testDescription: String { text }
    }

    /// Text strings are the Unicode scalars in four hex digits each (CID = scalar, Identity-H).
    static let encodeCases: [EncodeCase] = [
        EncodeCase(text: "Fridge", literal: "<004600720069006400670065>"),
        EncodeCase(text: "(a)\\", literal: "<002800610029005C>"),
        EncodeCase(text: "6 mm²", literal: "<00360020006D006D00B2>"),
        EncodeCase(text: "≤ 3 %", literal: "<22640020003300200025>"),
        EncodeCase(text: "10 Ω → −", literal: "<00310030002003A90020219200202212>"),
        EncodeCase(text: "Café", literal: "<00430061006600E9>"),
        EncodeCase(text: "Cafe\u{301}", literal: "<00430061006600E9>"),
        EncodeCase(text: "œ ł ñ", literal: "<015300200142002000F1>"),
        EncodeCase(text: "tab\tand\nbreak", literal: "<00740061006200200061006E006400200062007200650061006B>"),
        EncodeCase(text: "solar ☀", literal: "<0073006F006C006100720020003F>"),
    ]

    @Test(arguments: encodeCases)
    func encoding_text_isItsScalarsInHex_andUnknownCharactersAreQuestionMarks(_ testCase: EncodeCase) {
        let literal = PDFText.literal(testCase.text)
        #expect(literal == testCase.literal)
        #expect(literal.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
    }

    @Test func encoding_reportsWhatTheFontsLack_once() {
        #expect(PDFText.unshowable(in: "☀ Ж ☀ λ ≤ ?") == ["☀", "Ж"])
        // Every letter of the five languages and every symbol the messages use is in the subset.
        let letters = "äöüßÄÖÜéèêëàâçîïôûùœŒÿñáíóúü¿¡«»ĳ€ł≤≥−Ω→·—–…²³°×±√∞≈“”„‘’"
        #expect(PDFText.unshowable(in: letters).isEmpty)
    }

    @Test func infoText_isUTF16BigEndianHex() {
        #expect(PDFText.textString("A²") == "<FEFF004100B2>")
        #expect(PDFText.textString("Ω") == "<FEFF03A9>")
    }

    @Test(arguments: [
        (0.0, "0"), (12.5, "12.5"), (-0.35, "-0.35"), (595.28, "595.28"), (1.0 / 3, "0.333"), (-0.0001, "0"),
        (841.89, "841.89"), (100, "100"), (.infinity, "0"), (0.25, "0.25"),
    ])
    func numbers_inContentStreams_haveAtMostThreeDecimals(_ value: Double, _ expected: String) {
        #expect(PDFWriter.number(value) == expected)
    }

    /// DejaVu Sans (unitsPerEm 2048) `hmtx` advances: A 1401, m 1995, ² 821, ≤ 1716, Ω 1565;
    /// bold A 1585. In 1/1000 em: 684, 974, 401, 838, 764; bold 774 (fontTools, DejaVu 2.37).
    @Test func fontMetrics_areTheEmbeddedFacesAdvanceWidths() {
        #expect(PDFFont.regular.width("A", size: 1000) == 684)
        #expect(PDFFont.bold.width("A", size: 1000) == 774)
        #expect(abs(PDFFont.regular.width("mm²", size: 10) - (974 + 974 + 401) / 100.0) < 1e-9)
        #expect(PDFFont.regular.width("≤", size: 1000) == 838)
        #expect(PDFFont.regular.width("Ω", size: 1000) == 764)
        // A character the fonts lack is measured as the '?' it prints as.
        #expect(PDFFont.regular.width("☀", size: 1) == PDFFont.regular.width("?", size: 1))
    }

    @Test func wrap_longText_breaksAtSpacesAndSplitsLongWords() {
        let lines = PDFDocumentBuilder.wrap("7.5 A ATO/ATC blade", width: 40, size: 8, font: .regular)
        #expect(lines.joined(separator: " ") == "7.5 A ATO/ATC blade")
        #expect(lines.allSatisfy { PDFFont.regular.width($0, size: 8) <= 40 })
        let word = PDFDocumentBuilder.wrap(String(repeating: "W", count: 30), width: 50, size: 10, font: .regular)
        #expect(word.count > 1)
        #expect(word.joined() == String(repeating: "W", count: 30))
    }

    @Test func writer_minimalDocument_hasExactOffsetsAndIsDeterministic() throws {
        let page = PDFWriter.Page(content: "BT /F1 12 Tf 72 720 Td (Hello) Tj ET")
        let writer = PDFWriter(title: "Test — ²", pages: [page, page])
        let pdf = PDFFile(writer.bytes())
        #expect(try Self.checkStructureWithoutFooters(pdf) == 2)
        #expect(writer.bytes() == writer.bytes())
        #expect(
            pdf.text.contains(
                "<< /Type /Font /Subtype /Type0 /BaseFont /CABLER+DejaVuSans /Encoding /Identity-H /DescendantFonts [6 0 R] "
                    + "/ToUnicode 10 0 R >>"))
        #expect(pdf.text.contains("/BaseFont /CABLEB+DejaVuSans-Bold /Encoding /Identity-H /DescendantFonts [11 0 R]"))
        // The widths of codes 32… (space, !, ") are DejaVu Sans's: 651, 821, 942 of 2048 → 318, 401, 460.
        #expect(pdf.text.contains("/W [32 [318 401 460 "))
        #expect(pdf.text.contains("/FontFile2 8 0 R"))
        #expect(pdf.text.contains("/Length1 \(EmbeddedFont.dejaVuSans.fontFileLength) /Filter [/ASCII85Decode /FlateDecode]"))
        #expect(pdf.text.contains("<0020> <007E> <0020>\n"))
        #expect(!pdf.text.contains("/CreationDate") && !pdf.text.contains("/ID"))
    }

    static func checkStructureWithoutFooters(_ pdf: PDFFile) throws -> Int {
        let entries = try pdf.crossReference()
        for (number, offset) in entries {
            #expect(Array(pdf.bytes[offset..<offset + "\(number) 0 obj".utf8.count]) == Array("\(number) 0 obj".utf8))
        }
        let count = try pdf.pageCount()
        #expect(try pdf.pageObjects() == count)
        #expect(try pdf.streams().count == count)
        return count
    }

    @Test func builder_tallDrawing_isSplitAtGapsBetweenRows() throws {
        // 60 rows 30 pt apart with 7 pt text: too tall for one page even shrunk to 5 pt text.
        var items: [Drawing.Item] = []
        for row in 0..<60 {
            let y = 20 + Double(row) * 30
            items.append(
                .group(
                    id: "row-\(row)",
                    [
                        .rect(.init(x: 300, y: y, width: 200, height: 20), fill: .lightGrey, stroke: .black, lineWidth: 0.75),
                        .text("Row \(row)", at: .init(x: 306, y: y + 13), size: 7, bold: false, anchor: .start, colour: .black),
                    ]))
        }
        items.append(.line([.init(x: 200, y: 10), .init(x: 200, y: 1820)], stroke: .red, lineWidth: 4))
        var builder = PDFDocumentBuilder(title: "Split", language: .en)
        builder.drawing(
            Drawing(width: 595, height: 1830, items: items), heading: "Diagram", continuedCaption: "Diagram (continued)")
        #expect(builder.pageCount >= 3)
        let pdf = PDFFile(builder.pdf())
        try Self.checkStructure(pdf)
        for row in 0..<60 {
            // Each row is drawn once, whole, on one page: never cut between pages.
            #expect(try pdf.content().components(separatedBy: "(Row \(row)) Tj").count == 2, "row \(row) drawn other than once")
        }
        let streams = try pdf.streams()
        for stream in streams.dropFirst() { #expect(stream.contains("(Diagram \\(continued\\)) Tj")) }
    }

    @Test func builder_cut_fallsInTheLowestGapAndNeverSplitsAGroup() {
        let items: [Drawing.Item] = [0.0, 50, 95].enumerated().map { index, top in
            .group(id: "\(index)", [.rect(.init(x: 0, y: top, width: 10, height: 40), fill: nil, stroke: .black, lineWidth: 1)])
        }
        // A bus bar down the whole drawing may be cut.
        let bus: Drawing.Item = .line([.init(x: 20, y: 0), .init(x: 20, y: 300)], stroke: .red, lineWidth: 4)
        var bands = DrawingBands(items + [bus])
        let cut = bands.cut(from: 0, limit: 120)
        #expect(cut > 90.5 && cut < 94.5)
    }

    @Test func builder_wideTable_fitsThePageAndWrapsOnlyFlexibleColumns() {
        let table = PDFTable(
            header: ReportText.circuitColumns(withPath: false, in: .en).header,
            rows: [
                [
                    "load", "Circuit 07 — cabin light strip with a long name", "8 A", "8 m", "2.5 mm²", "3.63 %", "≤ 5 %",
                    "6.96 W", "10 A ATO/ATC blade", "≤ 177.8 mm", "ampacity (to fit a fuse)",
                ]
            ],
            rightAligned: ReportText.circuitColumns(withPath: false, in: .en).numberColumns, flexible: [1, 8, 10])
        let (size, widths) = PDFDocumentBuilder.columnLayout(table)
        #expect(widths.reduce(0, +) <= PDFDocumentBuilder.contentWidth + 0.01)
        #expect(size >= 6.5)
        for column in 0..<widths.count where ![1, 8, 10].contains(column) {
            let lines = PDFDocumentBuilder.wrap(
                table.rows[0][column], width: widths[column] - 2 * PDFDocumentBuilder.cellPadding, size: size, font: .regular)
            #expect(lines.count == 1, "column \(column) wrapped")
        }
    }

    // MARK: - cable report --format pdf

    @Test func report_van_isAValidPDFWithEveryCircuitAndSection() throws {
        let folder = try TemporaryFolder()
        let (result, pdf) = try Self.makePDF(["report", Self.van, "--format", "pdf"], in: folder)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "wrote \(folder.path("out.pdf"))\n")
        let pages = try Self.checkStructure(pdf)
        #expect(pages >= 2)
        let (_, json) = try CableProcess.json(["report", Self.van])
        let names = try #require(json["circuits"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names.count == 11)
        let content = try pdf.streams().joined(separator: "\n")
        for name in names {
            #expect(content.contains(PDFFile.literal(name) + " Tj"), "circuit '\(name)' is not in the PDF")
        }
        // The fridge behind the fuse block: its branch gets 3 % − 0.62 % (bank run) − 0.59 % (feeder)
        // = 1.79 %; its path 0.62 + 0.59 + 1.42 = 2.63 % of 3 %.
        for text in [
            "Camper van", "12 V nominal", "Circuits", "Energy budget", "Warnings", "Bill of materials", "Wiring diagram",
            "Kind", "Limited by", "Inverters", "AC loads", "Path drop", "2.63 % ≤ 3 %", "Coffee maker",
        ] {
            #expect(content.contains("(\(text)) Tj"), "'\(text)' is not in the PDF")
        }
        // The circuit table binds a number to its unit and "≤" to its number with no-break spaces.
        for text in ["4\u{00A0}mm²", "≤\u{00A0}1.79\u{00A0}%"] {
            #expect(content.contains(PDFFile.literal(text) + " Tj"), "'\(text)' is not in the PDF")
        }
        // In a narrow column, over two lines.
        #expect(try pdf.shownText().contains("ampacity (to fit a fuse)"))
        // The diagram is vectors: filled rectangles and stroked polylines.
        #expect(content.contains(" re B") || content.contains(" re f"))
        #expect(content.contains(" l S"))
    }

    @Test func report_twoRuns_areByteIdentical() throws {
        let folder = try TemporaryFolder()
        let (_, first) = try Self.makePDF(["report", Self.sailboat, "--format", "pdf"], in: folder, name: "a.pdf")
        let (_, second) = try Self.makePDF(["report", Self.sailboat, "--format", "pdf"], in: folder, name: "b.pdf")
        #expect(first.bytes == second.bytes)
        try Self.checkStructure(first)
    }

    @Test func report_dashOutput_writesThePDFToStandardOutput() throws {
        let folder = try TemporaryFolder()
        let (_, file) = try Self.makePDF(["report", Self.van, "--format", "pdf"], in: folder)
        let result = try CableProcess.run(["report", Self.van, "--format", "pdf", "-o", "-"])
        #expect(result.status == 0)
        #expect(Array(result.stdout.utf8) == file.bytes)
    }

    /// Standard output redirected (here to a file, as `> r.pdf` does): the PDF goes there. On a
    /// terminal it is refused (CheckCITests fakes one).
    @Test(arguments: [
        ["report", "--format", "pdf"], ["bom", "--format", "pdf"], ["report", "--format=pdf", "--units", "imperial"],
    ])
    func pdf_withoutOutput_goesToRedirectedStandardOutput(_ arguments: [String]) throws {
        let result = try CableProcess.run([arguments[0], Self.van] + arguments.dropFirst())
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("%PDF-1.4\n"))
        #expect(result.stdout.hasSuffix("%%EOF\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test func pdf_toAFolderThatDoesNotExist_exits73WithTheReason() throws {
        let folder = try TemporaryFolder()
        let target = folder.path("missing/report.pdf")
        let result = try CableProcess.run(["report", Self.van, "--format", "pdf", "-o", target])
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("cannot create '\(target)'"))
        #expect(result.stderr.contains("no such file or folder"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func pdf_ontoAFolder_exits73() throws {
        let folder = try TemporaryFolder()
        let result = try CableProcess.run(["bom", Self.van, "--format", "pdf", "--output", folder.url.path])
        #expect(result.status == 73)
        #expect(result.stderr.contains("is a directory"))
    }

    @Test func pdf_overAnExistingFile_replacesItAtomically() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("report.pdf")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let result = try CableProcess.run(["report", Self.van, "--format", "pdf", "--output=\(path)"])
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["report.pdf"])
        #expect(FileManager.default.contents(atPath: path)?.prefix(8) == Data("%PDF-1.4".utf8))
    }

    @Test func report_fortyLoads_runsOverSeveralPagesWithTheHeaderRepeated() throws {
        let folder = try TemporaryFolder()
        let loads = (1...40).map { index in
            #"{ "name": "Load \#(index)", "current": "\#(index % 12 + 1)A", "length": "\#(index % 9 + 1)m", "hoursPerDay": 1 }"#
        }
        let system = """
            { "schemaVersion": 1, "name": "Forty loads", "nominalVoltage": "24V",
              "loads": [\(loads.joined(separator: ",\n"))],
              "batteries": [{ "name": "Bank", "chemistry": "lifepo4", "capacityAh": 280, "voltage": "25.6V", "count": 1, "length": "1m" }] }
            """
        let input = folder.path("forty.json")
        try Data(system.utf8).write(to: URL(fileURLWithPath: input))
        let (_, pdf) = try Self.makePDF(["report", input, "--format", "pdf"], in: folder)
        let pages = try Self.checkStructure(pdf)
        #expect(pages >= 3)
        let streams = try pdf.streams()
        let headerPages = streams.filter { $0.contains("(Kind) Tj") && $0.contains("(Conductor) Tj") }
        #expect(headerPages.count >= 2, "the circuit table's header is not repeated")
        #expect(streams.filter { $0.contains("(Circuits \\(continued\\)) Tj") }.count == headerPages.count - 1)
        for index in 1...40 {
            #expect(streams.contains { $0.contains("(Load \(index)) Tj") }, "Load \(index) is missing")
        }
    }

    // MARK: - cable bom --format pdf

    @Test func bom_pdf_hasTheTitleAndEveryLine() throws {
        let folder = try TemporaryFolder()
        let (_, pdf) = try Self.makePDF(["bom", Self.van, "--format", "pdf"], in: folder)
        try Self.checkStructure(pdf)
        let content = try pdf.streams().joined(separator: "\n")
        #expect(content.contains("(Bill of materials: Camper van) Tj"))
        let json = try CableProcess.run(["bom", Self.van, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let items = try #require(object?["lines"] as? [[String: Any]]).compactMap { $0["item"] as? String }
        #expect(items.count > 20)
        // An item too long for its column wraps: its lines follow each other.
        let shown = try pdf.shownText()
        // The JSON keeps a charger's kind as its id; people read it in words.
        let worded = items.map { $0.replacing(": shore,", with: ": shore power,").replacing(": dcdc,", with: ": DC-DC,") }
        for item in worded {
            #expect(shown.contains(item), "BOM item '\(item)' is not in the PDF")
        }
    }

    @Test func textFormats_withOutput_writeTheSameTextToTheFile() throws {
        let folder = try TemporaryFolder()
        for arguments in [["report", Self.van], ["report", Self.van, "--json"], ["bom", Self.van, "--format", "csv"]] {
            let path = folder.path("out.txt")
            let written = try CableProcess.run(arguments + ["-o", path])
            let printed = try CableProcess.run(arguments)
            #expect(written.status == 0 && written.stdout.isEmpty && written.stderr == "wrote \(path)\n")
            #expect(String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self) == printed.stdout)
        }
    }

    @Test func report_jsonFlagWithAnotherFormat_isAUsageError() throws {
        let result = try CableProcess.run(["report", Self.van, "--json", "--format", "pdf", "-o", "-"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --json is --format json: give one of them, not --json with --format pdf\n"))
    }
}

/// Page breaks in tables and the wiring diagram's type size in the PDF.
struct PDFPaginationTests {
    /// How many rows of a one-line table each page shows, for a table of `count` rows placed
    /// below `lead` lines of text.
    static func rowsPerPage(count: Int, lead: Int) throws -> [Int] {
        var builder = PDFDocumentBuilder(title: "Rows", language: .en)
        for line in 0..<lead { builder.paragraph("Lead \(line)") }
        builder.table(PDFTable(header: ["Item", "Quantity"], rows: (1...count).map { ["Row \($0)", "1 pcs"] }))
        let pdf = PDFFile(builder.pdf())
        return try pdf.streams().map { page in
            (1...count).filter { page.contains("(Row \($0)) Tj") }.count
        }
    }

    /// Every split of a table leaves three rows or more on each side, wherever on the page the
    /// table starts and however long it is: no orphaned last-page rows (the van's bill of
    /// materials once left two alone), and a table of fewer than six rows is never split.
    @Test(arguments: [0, 20, 45, 60, 70])
    func table_neverLeavesFewerThanThreeRowsOnEitherSideOfABreak(_ lead: Int) throws {
        for count in 1...130 {
            let pages = try Self.rowsPerPage(count: count, lead: lead).filter { $0 > 0 }
            #expect(pages.reduce(0, +) == count, "\(count) rows after \(lead) lines: \(pages)")
            if pages.count > 1 {
                #expect(pages.allSatisfy { $0 >= 3 }, "\(count) rows after \(lead) lines split as \(pages)")
            }
            if count < 6 { #expect(pages.count == 1, "\(count) rows after \(lead) lines split as \(pages)") }
        }
    }

    /// A case worked by hand: 8.0 pt rows are 8 × 1.2 + 2 × 2.5 = 14.6 pt; a page holds rows from
    /// 42.5 to 785.89 pt. Placed so that all but two rows would fit, the table moves one more
    /// row over, so the last page shows three.
    @Test func table_movesRowsOverSoTheLastPageShowsThree() throws {
        let pages = try Self.rowsPerPage(count: 52, lead: 0).filter { $0 > 0 }
        // 785.89 − 42.5 = 743.39 pt; header 14.6 pt; (743.39 − 14.6) / 14.6 = 49.9 → 49 rows fit.
        // 52 rows would leave 3: no change. 50 rows would leave 1: 47 and 3.
        #expect(pages == [49, 3])
        #expect(try Self.rowsPerPage(count: 50, lead: 0).filter { $0 > 0 } == [47, 3])
        #expect(try Self.rowsPerPage(count: 51, lead: 0).filter { $0 > 0 } == [48, 3])
    }

    /// The wiring diagram's text prints at 8 pt or more (its labels are 9.4 pt on a 595-pt
    /// drawing scaled onto the 510.28-pt text width: 9.4 × 510.28 / 595 = 8.06 pt).
    @Test(arguments: ["Fixtures/systems/van.json", "Fixtures/systems/sailboat.json", "Fixtures/layout/forty-circuits.json"])
    func diagram_printsAtEightPointsOrMore(_ path: String) throws {
        let report = try DiagramTests.report(path)
        var builder = PDFDocumentBuilder(title: "Diagram", language: .en)
        builder.drawing(WiringDiagram.layout(report, display: Display(units: .metric, language: .en)))
        let pdf = PDFFile(builder.pdf())
        // "BT /F1 9.4 Tf r g b rg x y Td <…> Tj ET"; the footer (7.5 pt) has its baseline at y = 28.
        let lines = try pdf.content().split(separator: "\n").map { $0.split(separator: " ") }
        let sizes = lines.filter { $0.count > 10 && $0[0] == "BT" && $0[9] != "28" }.compactMap { Double($0[2]) }
        #expect(sizes.count > 20)
        #expect((sizes.min() ?? 0) >= 8, "smallest: \(sizes.min() ?? 0) pt")
    }
}
