/// One page's content stream, built with top-left coordinates (y grows downwards, as in
/// ``Drawing``); each call converts to PDF's bottom-left coordinates.
struct PDFContent {
    let pageHeight: Double
    /// The content stream's bytes (ASCII), round caps and joins for the whole page first: wires
    /// meet cleanly at bends. Kept as bytes and made a `String` once, when the page is done
    /// (``stream``): a large report writes a few million operators and numbers, and each
    /// appended to a byte array costs a fraction of the same appended to a `String`.
    private var bytes: [UInt8] = Array("1 J 1 j\n".utf8)
    /// Characters of the text drawn that the embedded fonts cannot show (written as `?`), in
    /// the order first met: the command reports them on stderr.
    private(set) var unshowable: [Character] = []

    init(pageHeight: Double = PDFWriter.a4Height) {
        self.pageHeight = pageHeight
    }

    /// The content stream: PDF operators, ASCII only.
    var stream: String { String(decoding: bytes, as: UTF8.self) }

    /// Operators and separators, written in the code: their bytes without a `String` made of them,
    /// a byte at a time (each is a few bytes: appending them one by one costs less than copying
    /// them as a buffer, and a page writes hundreds of thousands).
    private mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { buffer in
            for byte in buffer { bytes.append(byte) }
        }
    }
    private mutating func append(text: String) {
        var text = text
        text.withUTF8 { bytes += $0 }
    }
    /// A coordinate or size (``PDFWriter/number(_:)``, written by ``PDFWriter/appendNumber(_:to:)``).
    private mutating func append(_ value: Double) { PDFWriter.appendNumber(value, to: &bytes) }
    /// A y coordinate, from the top of the page to PDF's from the bottom.
    private mutating func append(flipped y: Double) { append(pageHeight - y) }

    mutating func saveState() { append("q\n") }
    mutating func restoreState() { append("Q\n") }

    /// Clips everything drawn until the matching ``restoreState()`` to a rectangle.
    mutating func clip(x: Double, y: Double, width: Double, height: Double) {
        box(x: x, y: y, width: width, height: height)
        append("re W n\n")
    }

    /// `x y width height ` of a rectangle, its corner flipped to PDF's bottom left.
    private mutating func box(x: Double, y: Double, width: Double, height: Double) {
        append(x)
        append(" ")
        append(flipped: y + height)
        append(" ")
        append(width)
        append(" ")
        append(height)
        append(" ")
    }

    /// A rectangle, filled and/or stroked.
    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: PDFColour?, stroke: PDFColour?, lineWidth: Double = 0.5
    ) {
        guard fill != nil || stroke != nil else { return }
        if let fill {
            append(text: fill.operands)
            append(" rg ")
        }
        if let stroke {
            append(text: stroke.operands)
            append(" RG ")
            append(lineWidth)
            append(" w ")
        }
        box(x: x, y: y, width: width, height: height)
        append("re ")
        switch (fill, stroke) {
        case (.some, .some): append("B\n")
        case (.some, nil): append("f\n")
        default: append("S\n")
        }
    }

    /// An open polyline with round joins and caps.
    mutating func polyline(_ points: [Drawing.Point], stroke: PDFColour, lineWidth: Double) {
        guard let first = points.first, points.count > 1 else { return }
        append(text: stroke.operands)
        append(" RG ")
        append(lineWidth)
        append(" w ")
        append(first.x)
        append(" ")
        append(flipped: first.y)
        append(" m")
        for point in points.dropFirst() {
            append(" ")
            append(point.x)
            append(" ")
            append(flipped: point.y)
            append(" l")
        }
        append(" S\n")
    }

    /// One line of text with its baseline starting at (x, y):
    /// `BT /F1 8 Tf 0 0 0 rg 42.5 800 Td <0041> Tj ET`.
    mutating func text(_ text: String, x: Double, y: Double, size: Double, font: PDFFont = .regular, colour: PDFColour = .black) {
        // Every character gives at least one code, so only empty text has none.
        guard !text.isEmpty else { return }
        append("BT /")
        append(text: font.resourceName)
        append(" ")
        append(size)
        append(" Tf ")
        append(text: colour.operands)
        append(" rg ")
        append(x)
        append(" ")
        append(flipped: y)
        append(" Td ")
        // Plain text (nearly all) is written from its bytes, without an array of its codes.
        if !PDFText.appendPlainLiteral(text, to: &bytes) {
            let found = PDFText.codes(text)
            for character in found.unshowable where !unshowable.contains(character) { unshowable.append(character) }
            PDFText.appendLiteral(found.codes, to: &bytes)
        }
        append(" Tj ET\n")
    }
}
