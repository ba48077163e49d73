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
        Self.width(units: units(text), size: size)
    }

    /// The advance of text in font units (1/1000 em): ``width(_:size:)`` is
    /// ``width(units:size:)`` of it, so text measured once can be set at any size.
    func units(_ text: String) -> Int {
        plainUnits(text) ?? units(codes: PDFText.codes(text).codes)
    }

    /// The units of the widest of `text`'s words (split at spaces, as the wrapping splits it);
    /// nil when it has none. Text of scalars below U+0300 with glyphs (no scalar there joins a
    /// space into a larger character, so every space splits) is summed as it is read, without a
    /// `String` for each word.
    func longestWordUnits(_ text: String) -> Int? {
        let advances = face.advances
        var longest: Int?
        var word = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            if value == 0x20 {
                if inWord { longest = max(longest ?? word, word) }
                word = 0
                inWord = false
            } else if value < 0x300, value < advances.count, advances[value] >= 0 {
                word += Int(advances[value])
                inWord = true
            } else if value == 0x09 || value == 0x0A {
                word += Int(advances[0x20])
                inWord = true
            } else {
                return text.split(separator: " ").map { units(String($0)) }.max()
            }
        }
        if inWord { longest = max(longest ?? word, word) }
        return longest
    }

    /// `units` font units at `size` points.
    static func width(units: Int, size: Double) -> Double { Double(units) * size / 1000 }

    /// The width when every scalar of `text` has a glyph, so each is its own code (no
    /// precomposition, no '?') and the width is the sum of the advances, without building the
    /// codes; nil otherwise. Such a width never shrinks as text is added to the end.
    func plainWidth(_ text: String, size: Double) -> Double? {
        plainUnits(text).map { Self.width(units: $0, size: size) }
    }

    /// ``plainWidth(_:size:)`` in font units.
    func plainUnits(_ text: String) -> Int? {
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
        return units
    }

    func width(codes: [UInt32], size: Double) -> Double {
        Self.width(units: units(codes: codes), size: size)
    }

    func units(codes: [UInt32]) -> Int {
        let advances = face.advances
        var units = 0
        for code in codes where code < advances.count { units += Int(max(advances[Int(code)], 0)) }
        return units
    }
}
