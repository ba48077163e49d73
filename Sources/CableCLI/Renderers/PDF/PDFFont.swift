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
        width(codes: PDFText.codes(text).codes, size: size)
    }

    func width(codes: [UInt32], size: Double) -> Double {
        let face = self.face
        let units = codes.reduce(0) { $0 + (face.width(of: $1) ?? 0) }
        return Double(units) * size / 1000
    }
}
