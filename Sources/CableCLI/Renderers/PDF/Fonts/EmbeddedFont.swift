/// A TrueType face the PDFs embed: a subset of DejaVu Sans (regular and bold), made by
/// `Scripts/generate-pdf-fonts.py` and committed with its licence (DejaVu-LICENSE.txt, which
/// permits embedding and subsetting).
///
/// The PDF shows it as a Type 0 font over a CIDFontType2 with the Identity-H encoding. Its
/// character codes (CIDs) are the Unicode scalars themselves, two bytes each, so both faces
/// encode a text alike and a content stream reads `<00460075007300650020003200350020004100>`;
/// `cidToGIDMap` maps each CID to its glyph, and a ToUnicode CMap (identity over the covered
/// scalars) lets text extraction (`pdftotext`, copy and paste, search) read the text back.
///
/// A class, not a struct: every character of every text is measured, and handing a struct of
/// a dozen references around copied (retained and released) each of them per character.
final class EmbeddedFont: Sendable {
    /// The subset's PostScript name with its six-letter subset tag, `CABLER+DejaVuSans`.
    let baseFont: String
    /// Ascent, descent (negative) and cap height in 1/1000 em.
    let ascent: Int
    let descent: Int
    let capHeight: Int
    /// xMin, yMin, xMax, yMax over all glyphs, in 1/1000 em.
    let boundingBox: [Int]
    let stemV: Int
    /// The uncompressed size of the TrueType file (`/Length1`).
    let fontFileLength: Int
    /// The TrueType file, zlib-compressed and in ASCII85 with its `~>` end mark:
    /// `/Filter [/ASCII85Decode /FlateDecode]`.
    let fontFile: String
    /// The CIDToGIDMap stream (two bytes per CID from 0), uncompressed size and ASCII85 of zlib.
    let cidToGIDMapLength: Int
    let cidToGIDMap: String
    /// Advance widths in 1/1000 em (from the face's `hmtx`) indexed by scalar, −1 where the
    /// subset has no glyph: a plain array, as every character of every text is measured.
    let advances: [Int32]
    /// Every character the subset shows, keyed by `Character`, whose equality is canonical:
    /// "e" + U+0301 finds é.
    let composed: [Character: Unicode.Scalar]

    init(
        baseFont: String, ascent: Int, descent: Int, capHeight: Int, boundingBox: [Int], stemV: Int, fontFileLength: Int,
        characters: String, cidToGIDMapLength: Int, cidToGIDMap: String, fontFile: String
    ) {
        self.baseFont = baseFont
        self.ascent = ascent
        self.descent = descent
        self.capHeight = capHeight
        self.boundingBox = boundingBox
        self.stemV = stemV
        self.fontFileLength = fontFileLength
        self.cidToGIDMapLength = cidToGIDMapLength
        self.cidToGIDMap = cidToGIDMap
        self.fontFile = fontFile
        var widths: [UInt32: Int32] = [:]
        // "20:318 21:401 …": a scalar in hex and its advance width.
        for entry in characters.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = entry.split(separator: ":")
            guard parts.count == 2, let scalar = UInt32(parts[0], radix: 16), let width = Int32(parts[1]) else {
                preconditionFailure("malformed glyph entry '\(entry)' in the generated font table")  // generated, not input
            }
            widths[scalar] = width
        }
        var advances = [Int32](repeating: -1, count: Int(widths.keys.max() ?? 0) + 1)
        for (scalar, width) in widths { advances[Int(scalar)] = width }
        self.advances = advances
        composed = Dictionary(
            widths.keys.compactMap { Unicode.Scalar($0).map { (Character($0), $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The advance of `scalar` in 1/1000 em; nil when the subset has no glyph for it.
    func width(of scalar: UInt32) -> Int? {
        scalar < advances.count && advances[Int(scalar)] >= 0 ? Int(advances[Int(scalar)]) : nil
    }

    /// The scalars the subset covers, ascending.
    var scalars: [UInt32] { advances.indices.filter { advances[$0] >= 0 }.map(UInt32.init) }

    /// Runs of consecutive scalars, for the `/W` array and the ToUnicode CMap.
    var ranges: [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for scalar in scalars {
            if let last = result.last, last.upperBound + 1 == scalar {
                result[result.count - 1] = last.lowerBound...scalar
            } else {
                result.append(scalar...scalar)
            }
        }
        return result
    }
}
