/// The two faces the documents use: DejaVu Sans and DejaVu Sans Bold, embedded as subsets
/// (``EmbeddedFont``), measured with their own advance widths.
enum PDFFont: Equatable {
    case regular, bold

    var face: EmbeddedFont { self == .regular ? .dejaVuSans : .dejaVuSansBold }
    var resourceName: String { self == .regular ? "F1" : "F2" }

    /// Height of capitals above the baseline, in em (DejaVu Sans: the top of "H", 1493/2048).
    static let capHeight = Double(EmbeddedFont.dejaVuSans.capHeight) / 1000
    /// Depth of descenders below the baseline, in em (DejaVu Sans `hhea` descent, 483/2048).
    static let descender = Double(-EmbeddedFont.dejaVuSans.descent) / 1000

    /// The advance of text set in this font at `size` points, from the face's `hmtx` widths of
    /// the codes ``PDFText/codes(_:)`` gives it (kerning is not applied, in the file or here).
    func width(_ text: String, size: Double) -> Double {
        plainWidth(text, size: size) ?? width(codes: PDFText.codes(text).codes, size: size)
    }

    /// The width when every scalar of `text` has a glyph, so each is its own code (no
    /// precomposition, no '?') and the width is the sum of the advances, without building the
    /// codes; nil otherwise. Such a width never shrinks as text is added to the end.
    func plainWidth(_ text: String, size: Double) -> Double? {
        let advances = face.advances
        var units = 0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            if value < advances.count, advances[value] >= 0 {
                units += Int(advances[value])
            } else if value == 0x09 || value == 0x0A {
                units += Int(advances[0x20])
            } else {
                return nil
            }
        }
        return Double(units) * size / 1000
    }

    func width(codes: [UInt32], size: Double) -> Double {
        let advances = face.advances
        var units = 0
        for code in codes where code < advances.count { units += Int(max(advances[Int(code)], 0)) }
        return Double(units) * size / 1000
    }
}
