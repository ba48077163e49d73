import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a PDF 1.4 file from pages of finished content streams.
///
/// The file is deliberately plain, so it is small, deterministic and easy to check:
/// - Objects: 1 catalog, 2 page tree, 3 DejaVu Sans, 4 DejaVu Sans Bold (Type 0 fonts, Identity-H),
///   5 document information, 6–10 and 11–15 each face's CIDFontType2, font descriptor, embedded
///   TrueType subset (FontFile2), CIDToGIDMap and ToUnicode CMap (``EmbeddedFont``), then a page
///   object and its content stream for each page.
/// - Content streams are not compressed and text is written as hex strings of two-byte codes;
///   the font files and CID maps are stored deflated and in ASCII85 (made once by
///   `Scripts/generate-pdf-fonts.py`), so the whole file is 7-bit ASCII: it can pass through a
///   text pipe (`-o -`) unchanged and tests can read the text in it. (The "binary comment"
///   after the header is only advised for files that hold binary data, which this one does not.)
/// - No creation date and no `/ID`: the same pages always give the same bytes.
/// - The cross-reference table holds the exact byte offset of every object.
struct PDFWriter {
    /// A4 portrait in points: 210 × 297 mm at 72 points per inch.
    static let a4Width = 595.28
    static let a4Height = 841.89

    struct Page: Equatable {
        var width: Double = PDFWriter.a4Width
        var height: Double = PDFWriter.a4Height
        /// The content stream: PDF operators, ASCII only.
        var content: String
    }

    /// The document title shown by viewers (document information `/Title`).
    var title: String
    var pages: [Page]
    var producer = "cable \(CLI.version)"

    /// Object numbers of the fixed objects; pages follow from `firstPageObject`.
    static let catalogObject = 1
    static let pageTreeObject = 2
    static let regularFontObject = 3
    static let boldFontObject = 4
    static let infoObject = 5
    /// The five objects behind each face: CIDFont, descriptor, font file, CIDToGIDMap, ToUnicode.
    static let fontPartsObject = 6
    static let firstPageObject = 16

    /// The complete file.
    func bytes() -> [UInt8] {
        var file = Stream(title: title, pageCount: pages.count, producer: producer, to: "")
        for page in pages { file.write(page) }
        file.finish()
        return Array(file.output.utf8)
    }

    /// The file written to `output` as it is made: everything before the first page when made,
    /// then each page as ``write(_:)`` is given it, then the cross-reference table, which needs
    /// only the offsets counted on the way. Only the page count must be known at the start (the
    /// page tree lists every page), so a long report need never hold its pages
    /// (``PDFDocumentBuilder``'s streamed pass). The bytes are those of ``PDFWriter/bytes()``.
    struct Stream<Output: TextOutputStream> {
        private(set) var output: Output
        let pageCount: Int
        /// Bytes written so far: the next object's offset.
        private var length = 0
        private var offsets: [Int] = []
        private var pagesWritten = 0

        init(title: String, pageCount: Int, producer: String = "cable \(CLI.version)", to output: Output) {
            self.output = output
            self.pageCount = pageCount
            append("%PDF-1.4\n")
            let kids = (0..<pageCount).map { "\(PDFWriter.firstPageObject + 2 * $0) 0 R" }.joined(separator: " ")
            object(PDFWriter.catalogObject, "<< /Type /Catalog /Pages \(PDFWriter.pageTreeObject) 0 R >>")
            object(PDFWriter.pageTreeObject, "<< /Type /Pages /Kids [\(kids)] /Count \(pageCount) >>")
            let fonts: [PDFFont] = [.regular, .bold]
            for (index, font) in fonts.enumerated() {
                object(
                    PDFWriter.regularFontObject + index,
                    PDFWriter.fontDictionary(font, parts: PDFWriter.fontPartsObject + 5 * index))
            }
            object(
                PDFWriter.infoObject,
                "<< /Title \(PDFText.textString(title)) /Producer \(PDFText.textString(producer)) "
                    + "/Creator \(PDFText.textString(producer)) >>"
            )
            for (index, font) in fonts.enumerated() {
                let first = PDFWriter.fontPartsObject + 5 * index
                for (offset, body) in PDFWriter.fontParts(font.face, first: first).enumerated() {
                    object(first + offset, body)
                }
            }
        }

        private mutating func append(_ text: String) {
            length += text.utf8.count
            output.write(text)
        }

        private mutating func object(_ number: Int, _ body: String) {
            beginObject(number)
            append(body)
            append("\nendobj\n")
        }

        /// Notes object `number`'s offset and writes its first line; its body and `endobj` follow.
        private mutating func beginObject(_ number: Int) {
            assert(number == offsets.count + 1, "PDF objects must be written in order")  // fixed by this code, not by input
            offsets.append(length)
            append("\(number) 0 obj\n")
        }

        /// The next page: its page object and content stream.
        mutating func write(_ page: Page) {
            assert(pagesWritten < pageCount, "more pages than the page tree lists")  // the two passes agree by construction
            let pageObject = PDFWriter.firstPageObject + 2 * pagesWritten
            pagesWritten += 1
            let resources =
                "<< /Font << /\(PDFFont.regular.resourceName) \(PDFWriter.regularFontObject) 0 R "
                + "/\(PDFFont.bold.resourceName) \(PDFWriter.boldFontObject) 0 R >> /ProcSet [/PDF /Text] >>"
            object(
                pageObject,
                "<< /Type /Page /Parent \(PDFWriter.pageTreeObject) 0 R "
                    + "/MediaBox [0 0 \(PDFWriter.number(page.width)) \(PDFWriter.number(page.height))] "
                    + "/Resources \(resources) /Contents \(pageObject + 1) 0 R >>")
            // The content stream is written as it is, not copied into the object's text first.
            beginObject(pageObject + 1)
            append("<< /Length \(page.content.utf8.count) >>\nstream\n")
            append(page.content)
            append("\nendstream\nendobj\n")
        }

        /// The cross-reference table and the trailer, after the last page.
        mutating func finish() {
            assert(pagesWritten == pageCount, "fewer pages than the page tree lists")
            let crossReference = length
            append("xref\n0 \(offsets.count + 1)\n")
            append("0000000000 65535 f \n")
            for offset in offsets {
                let digits = String(offset)
                append(String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n \n")
            }
            append(
                "trailer\n<< /Size \(offsets.count + 1) /Root \(PDFWriter.catalogObject) 0 R /Info \(PDFWriter.infoObject) 0 R >>\n"
            )
            append("startxref\n\(crossReference)\n%%EOF\n")
        }
    }

    /// A Type 0 font over the face's CIDFont (object `parts`), codes two bytes each (Identity-H).
    static func fontDictionary(_ font: PDFFont, parts: Int) -> String {
        "<< /Type /Font /Subtype /Type0 /BaseFont /\(font.face.baseFont) /Encoding /Identity-H "
            + "/DescendantFonts [\(parts) 0 R] /ToUnicode \(parts + 4) 0 R >>"
    }

    /// The bodies of objects `first`…`first + 4`: the CIDFontType2 with the advance widths of
    /// every code (`/W`, so a viewer spaces the text exactly as it was measured), its font
    /// descriptor, the TrueType subset, the CIDToGIDMap and the ToUnicode CMap.
    static func fontParts(_ face: EmbeddedFont, first: Int) -> [String] {
        let ranges = face.ranges
        let widths = ranges.map { range in
            "\(range.lowerBound) [" + range.map { String(face.width(of: $0) ?? 0) }.joined(separator: " ") + "]"
        }
        let cidFont =
            "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /\(face.baseFont) "
            + "/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
            + "/FontDescriptor \(first + 1) 0 R /CIDToGIDMap \(first + 3) 0 R /DW 0\n/W [\(widths.joined(separator: "\n"))] >>"
        let box = face.boundingBox.map(String.init).joined(separator: " ")
        let descriptor =
            "<< /Type /FontDescriptor /FontName /\(face.baseFont) /Flags 32 /FontBBox [\(box)] /ItalicAngle 0 "
            + "/Ascent \(face.ascent) /Descent \(face.descent) /CapHeight \(face.capHeight) /StemV \(face.stemV) "
            + "/FontFile2 \(first + 2) 0 R >>"
        let fontFile = stream(face.fontFile, dictionary: "/Length1 \(face.fontFileLength) /Filter [/ASCII85Decode /FlateDecode]")
        let cidMap = stream(face.cidToGIDMap, dictionary: "/Filter [/ASCII85Decode /FlateDecode]")
        return [cidFont, descriptor, fontFile, cidMap, stream(toUnicode(ranges), dictionary: "")]
    }

    /// A stream object's body with its `/Length`.
    static func stream(_ content: String, dictionary: String) -> String {
        "<< /Length \(content.utf8.count)\(dictionary.isEmpty ? "" : " " + dictionary) >>\nstream\n\(content)\nendstream"
    }

    /// A ToUnicode CMap mapping each covered code to the same scalar, in ranges that differ only
    /// in their last byte, at most 100 to a block (PDF 32000-1, 9.10.3).
    static func toUnicode(_ ranges: [ClosedRange<UInt32>]) -> String {
        var pieces: [ClosedRange<UInt32>] = []
        for range in ranges {
            var low = range.lowerBound
            while low <= range.upperBound {
                let high = min(range.upperBound, low | 0xFF)
                pieces.append(low...high)
                low = high + 1
            }
        }
        var cmap = """
            /CIDInit /ProcSet findresource begin
            12 dict begin
            begincmap
            /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
            /CMapName /Adobe-Identity-UCS def
            /CMapType 2 def
            1 begincodespacerange
            <0000> <FFFF>
            endcodespacerange

            """
        var start = 0
        while start < pieces.count {
            let block = pieces[start..<min(start + 100, pieces.count)]
            cmap += "\(block.count) beginbfrange\n"
            for piece in block {
                let low = PDFText.hex4(piece.lowerBound)
                cmap += "<\(low)> <\(PDFText.hex4(piece.upperBound))> <\(low)>\n"
            }
            cmap += "endbfrange\n"
            start += 100
        }
        return cmap + "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend"
    }

    /// A number for a content stream: at most three decimals, no exponent, no trailing zeros,
    /// independent of locale (`12.5`, `-0.35`, `595.28`); halves round away from zero, as
    /// `Double.rounded()` does. ``NumberText/decimal(_:places:trimmingZeros:rounding:)`` writes
    /// it; what a PDF cannot hold (not finite, 10¹² and more) is written `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value * 1000).rounded() < 1e15 else { return "0" }
        return NumberText.decimal(value, places: 3, rounding: .halfAwayFromZero)
    }

    /// ``number(_:)``'s bytes appended to a content stream, without a `String` made of them: the
    /// same guard, then ``NumberBytes`` (three places, halves away from zero), whose bytes are
    /// `NumberText.decimal`'s. `RendererFastPathTests` compare the two on a million values and on
    /// the edges (halves, −0.0004, 10¹² − 1, not finite). Safe to change: nothing alone; a change
    /// to ``number(_:)`` must be made here too.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite, abs(value * 1000).rounded() < 1e15 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        NumberBytes.append(value, places: 3, rounding: .halfAwayFromZero, to: &bytes)
    }
}
