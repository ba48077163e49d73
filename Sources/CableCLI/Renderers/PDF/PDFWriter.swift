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

/// The two standard fonts the documents use, with their Adobe font metrics.
enum PDFFont: Equatable {
    case regular, bold

    var baseFont: String { self == .regular ? "Helvetica" : "Helvetica-Bold" }
    var resourceName: String { self == .regular ? "F1" : "F2" }

    /// Height of capitals above the baseline, in em (AFM `CapHeight` 718).
    static let capHeight = 0.718
    /// Depth of descenders below the baseline, in em (AFM `Descender` −207).
    static let descender = 0.207

    /// The advance of text set in this font at `size` points, from the AFM widths of its
    /// WinAnsi codes (kerning is not applied, in the file or here).
    func width(_ text: String, size: Double) -> Double {
        width(encoded: PDFText.winAnsi(text), size: size)
    }

    func width(encoded bytes: [UInt8], size: Double) -> Double {
        let table = self == .regular ? Self.helveticaWidths : Self.helveticaBoldWidths
        let units = bytes.reduce(0) { total, byte in
            total + (byte >= 32 ? table[Int(byte) - 32] : 0)
        }
        return Double(units) * size / 1000
    }

    /// Advance widths (1/1000 em) of WinAnsi codes 32…255 in Helvetica, from Adobe's AFM
    /// (Helvetica 003.001); 0 where WinAnsi has no character.
    static let helveticaWidths: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // 32
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 48
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // 64
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // 80
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // 96
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0,  // 112
        556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0,  // 128
        0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667,  // 144
        278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333,  // 160
        400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611,  // 176
        667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,  // 192
        722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,  // 208
        556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278,  // 224
        556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,  // 240
    ]

    /// Advance widths (1/1000 em) of WinAnsi codes 32…255 in Helvetica-Bold (AFM 003.001).
    static let helveticaBoldWidths: [Int] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,  // 32
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,  // 48
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,  // 64
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,  // 80
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,  // 96
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0,  // 112
        556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0,  // 128
        0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667,  // 144
        278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333,  // 160
        400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611,  // 176
        722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,  // 192
        722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,  // 208
        556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278,  // 224
        611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,  // 240
    ]
}

/// Text as the PDF needs it: WinAnsi bytes for the standard fonts, escaped string literals.
enum PDFText {
    /// Unicode characters WinAnsi places in 0x80…0x9F (0xA0…0xFF are Latin-1, as in Unicode).
    static let winAnsiHigh: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
        0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91,
        0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98,
        0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]

    /// Characters our text uses that WinAnsi lacks, spelled in ASCII.
    static let replacements: [UInt32: String] = [
        0x2264: "<=",  // ≤
        0x2265: ">=",  // ≥
        0x2212: "-",  // − minus
        0x2010: "-", 0x2011: "-",  // hyphen, non-breaking hyphen
        0x2012: "-",  // figure dash
        0x03A9: "Ohm", 0x2126: "Ohm",  // Ω (Greek capital omega, ohm sign)
        0x03BC: "\u{B5}",  // Greek mu → micro sign
        0x2192: "->", 0x2190: "<-", 0x2194: "<->",
        0x2248: "~", 0x2260: "!=", 0x221E: "inf",
        0x2032: "'", 0x2033: "\"",
        0x2009: " ", 0x200A: " ", 0x202F: " ", 0x2007: " ", 0x2002: " ", 0x2003: " ",
    ]

    /// The characters WinAnsi has precomposed, keyed by `Character`, whose equality and hashing
    /// are canonical: "e" + U+0301 finds é.
    static let composed: [Character: Unicode.Scalar] = Dictionary(
        uniqueKeysWithValues: (Array(0xC0...0xFF) + winAnsiHigh.keys.map(Int.init)).compactMap { value in
            Unicode.Scalar(UInt32(value)).map { (Character($0), $0) }
        })

    /// The WinAnsi bytes of `text`: printable ASCII as is; ², °, ×, ·, —, … and the rest of
    /// WinAnsi at their codes; ≤ ≥ − Ω and a few others as ASCII (`<=`, `>=`, `-`, `Ohm`);
    /// tabs and line breaks as spaces; anything else as `?`.
    static func winAnsi(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for character in text {
            if character.unicodeScalars.count > 1, let scalar = composed[character] {
                append(scalar, to: &bytes)
            } else {
                for scalar in character.unicodeScalars { append(scalar, to: &bytes) }
            }
        }
        return bytes
    }

    private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0x20...0x7E, 0xA0...0xFF:
            bytes.append(UInt8(value))
        case 0x09, 0x0A, 0x0D:
            bytes.append(0x20)
        default:
            if let code = winAnsiHigh[value] {
                bytes.append(code)
            } else if let replacement = replacements[value] {
                bytes.append(contentsOf: winAnsi(replacement))
            } else {
                bytes.append(UInt8(ascii: "?"))
            }
        }
    }

    /// A PDF string literal of WinAnsi bytes: `(`, `)` and `\` escaped with a backslash,
    /// bytes outside printable ASCII as three-digit octal escapes, so the literal is ASCII.
    static func literal(_ bytes: [UInt8]) -> String {
        var output = "("
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
                output += "\\" + String(UnicodeScalar(byte))
            case 0x20...0x7E:
                output.unicodeScalars.append(UnicodeScalar(byte))
            default:
                let octal = String(byte, radix: 8)
                output += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return output + ")"
    }

    /// `literal(winAnsi(text))`: how `text` appears in a content stream.
    static func literal(_ text: String) -> String { literal(winAnsi(text)) }

    /// A text string for the document information dictionary: UTF-16BE with a byte-order mark,
    /// written in hex, so any title survives exactly and the file stays ASCII.
    static func textString(_ text: String) -> String {
        var hex = "<FEFF"
        for unit in text.utf16 {
            let digits = String(unit, radix: 16, uppercase: true)
            hex += String(repeating: "0", count: 4 - digits.count) + digits
        }
        return hex + ">"
    }
}

/// An sRGB colour for content streams, 0…1 per component.
struct PDFColour: Equatable {
    var red: Double
    var green: Double
    var blue: Double

    init(_ red: Double, _ green: Double, _ blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    init(_ colour: Drawing.Colour) {
        let (red, green, blue) = colour.rgb
        self.init(red, green, blue)
    }

    static let black = PDFColour(0, 0, 0)
    static let grey = PDFColour(Drawing.Colour.grey)
    static let rule = PDFColour(0.78, 0.78, 0.78)
    static let shade = PDFColour(0.93, 0.93, 0.93)
}

/// One page's content stream, built with top-left coordinates (y grows downwards, as in
/// ``Drawing``); each call converts to PDF's bottom-left coordinates.
struct PDFContent {
    let pageHeight: Double
    /// Round caps and joins for the whole page: wires meet cleanly at bends.
    private(set) var stream = "1 J 1 j\n"

    init(pageHeight: Double = PDFWriter.a4Height) {
        self.pageHeight = pageHeight
    }

    private static func n(_ value: Double) -> String { PDFWriter.number(value) }
    private func flipped(_ y: Double) -> String { Self.n(pageHeight - y) }

    private mutating func emit(_ line: String) { stream += line + "\n" }

    mutating func saveState() { emit("q") }
    mutating func restoreState() { emit("Q") }

    /// Clips everything drawn until the matching ``restoreState()`` to a rectangle.
    mutating func clip(x: Double, y: Double, width: Double, height: Double) {
        emit("\(Self.n(x)) \(flipped(y + height)) \(Self.n(width)) \(Self.n(height)) re W n")
    }

    /// A rectangle, filled and/or stroked.
    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: PDFColour?, stroke: PDFColour?, lineWidth: Double = 0.5
    ) {
        guard fill != nil || stroke != nil else { return }
        var line = ""
        if let fill { line += "\(colour(fill)) rg " }
        if let stroke { line += "\(colour(stroke)) RG \(Self.n(lineWidth)) w " }
        line += "\(Self.n(x)) \(flipped(y + height)) \(Self.n(width)) \(Self.n(height)) re "
        switch (fill, stroke) {
        case (.some, .some): line += "B"
        case (.some, nil): line += "f"
        default: line += "S"
        }
        emit(line)
    }

    /// An open polyline with round joins and caps.
    mutating func polyline(_ points: [Drawing.Point], stroke: PDFColour, lineWidth: Double) {
        guard let first = points.first, points.count > 1 else { return }
        var line = "\(colour(stroke)) RG \(Self.n(lineWidth)) w \(Self.n(first.x)) \(flipped(first.y)) m"
        for point in points.dropFirst() { line += " \(Self.n(point.x)) \(flipped(point.y)) l" }
        emit(line + " S")
    }

    /// One line of text with its baseline starting at (x, y).
    mutating func text(_ text: String, x: Double, y: Double, size: Double, font: PDFFont = .regular, colour: PDFColour = .black) {
        let bytes = PDFText.winAnsi(text)
        guard !bytes.isEmpty else { return }
        emit(
            "BT /\(font.resourceName) \(Self.n(size)) Tf \(self.colour(colour)) rg "
                + "\(Self.n(x)) \(flipped(y)) Td \(PDFText.literal(bytes)) Tj ET")
    }

    private func colour(_ colour: PDFColour) -> String {
        "\(Self.n(colour.red)) \(Self.n(colour.green)) \(Self.n(colour.blue))"
    }
}
