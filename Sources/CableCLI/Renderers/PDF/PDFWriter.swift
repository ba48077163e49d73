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
        var output: [UInt8] = []
        var offsets: [Int] = []
        func append(_ text: String) { output.append(contentsOf: text.utf8) }
        func object(_ number: Int, _ body: String) {
            assert(number == offsets.count + 1, "PDF objects must be written in order")  // fixed by this code, not by input
            offsets.append(output.count)
            append("\(number) 0 obj\n\(body)\nendobj\n")
        }

        append("%PDF-1.4\n")
        let kids = pages.indices.map { "\(Self.firstPageObject + 2 * $0) 0 R" }.joined(separator: " ")
        object(Self.catalogObject, "<< /Type /Catalog /Pages \(Self.pageTreeObject) 0 R >>")
        object(Self.pageTreeObject, "<< /Type /Pages /Kids [\(kids)] /Count \(pages.count) >>")
        let fonts: [PDFFont] = [.regular, .bold]
        for (index, font) in fonts.enumerated() {
            object(Self.regularFontObject + index, Self.fontDictionary(font, parts: Self.fontPartsObject + 5 * index))
        }
        object(
            Self.infoObject,
            "<< /Title \(PDFText.textString(title)) /Producer \(PDFText.textString(producer)) /Creator \(PDFText.textString(producer)) >>"
        )
        for (index, font) in fonts.enumerated() {
            let first = Self.fontPartsObject + 5 * index
            for (offset, body) in Self.fontParts(font.face, first: first).enumerated() { object(first + offset, body) }
        }
        for (index, page) in pages.enumerated() {
            let pageObject = Self.firstPageObject + 2 * index
            let resources =
                "<< /Font << /\(PDFFont.regular.resourceName) \(Self.regularFontObject) 0 R "
                + "/\(PDFFont.bold.resourceName) \(Self.boldFontObject) 0 R >> /ProcSet [/PDF /Text] >>"
            object(
                pageObject,
                "<< /Type /Page /Parent \(Self.pageTreeObject) 0 R "
                    + "/MediaBox [0 0 \(Self.number(page.width)) \(Self.number(page.height))] "
                    + "/Resources \(resources) /Contents \(pageObject + 1) 0 R >>")
            object(pageObject + 1, "<< /Length \(page.content.utf8.count) >>\nstream\n\(page.content)\nendstream")
        }

        let crossReference = output.count
        append("xref\n0 \(offsets.count + 1)\n")
        append("0000000000 65535 f \n")
        for offset in offsets {
            let digits = String(offset)
            append(String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n \n")
        }
        append("trailer\n<< /Size \(offsets.count + 1) /Root \(Self.catalogObject) 0 R /Info \(Self.infoObject) 0 R >>\n")
        append("startxref\n\(crossReference)\n%%EOF\n")
        return output
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
}
