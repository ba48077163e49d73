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
/// - Objects: 1 catalog, 2 page tree, 3 Helvetica, 4 Helvetica-Bold (both standard Type 1
///   fonts with `/WinAnsiEncoding`, not embedded), 5 document information, then a page
///   object and its content stream for each page.
/// - Content streams are not compressed and every string is written with octal escapes for
///   bytes outside printable ASCII, so the whole file is 7-bit ASCII: it can pass through a
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
    static let firstPageObject = 6

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
        object(Self.regularFontObject, Self.fontDictionary(PDFFont.regular))
        object(Self.boldFontObject, Self.fontDictionary(PDFFont.bold))
        object(
            Self.infoObject,
            "<< /Title \(PDFText.textString(title)) /Producer \(PDFText.textString(producer)) /Creator \(PDFText.textString(producer)) >>"
        )
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

    /// A standard font, not embedded. The widths are optional for the standard 14 fonts but
    /// make viewers that substitute another face (poppler with DejaVu Sans, say) keep
    /// Helvetica's advances, so right-aligned columns stay aligned everywhere.
    static func fontDictionary(_ font: PDFFont) -> String {
        let widths = (font == .regular ? PDFFont.helveticaWidths : PDFFont.helveticaBoldWidths).map(String.init)
        return "<< /Type /Font /Subtype /Type1 /BaseFont /\(font.baseFont) /Encoding /WinAnsiEncoding "
            + "/FirstChar 32 /LastChar 255 /Widths [\(widths.joined(separator: " "))] >>"
    }

    /// A number for a content stream: at most three decimals, no exponent, no trailing zeros,
    /// independent of locale (`12.5`, `-0.35`, `595.28`).
    static func number(_ value: Double) -> String {
        let scaled = (value * 1000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "0" }
        let thousandths = Int(scaled)
        let magnitude = abs(thousandths)
        var text = String(magnitude / 1000)
        let fraction = magnitude % 1000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return thousandths < 0 ? "-" + text : text
    }
}
