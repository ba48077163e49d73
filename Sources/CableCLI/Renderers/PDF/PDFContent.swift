/// One page's content stream, built with top-left coordinates (y grows downwards, as in
/// ``Drawing``); each call converts to PDF's bottom-left coordinates.
struct PDFContent {
    let pageHeight: Double
    /// Round caps and joins for the whole page: wires meet cleanly at bends.
    private(set) var stream = "1 J 1 j\n"
    /// Characters of the text drawn that the embedded fonts cannot show (written as `?`), in
    /// the order first met: the command reports them on stderr.
    private(set) var unshowable: [Character] = []

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
        let (codes, missing) = PDFText.codes(text)
        guard !codes.isEmpty else { return }
        for character in missing where !unshowable.contains(character) { unshowable.append(character) }
        // Appended piece by piece (a large report sets a few hundred thousand texts): the line
        // `BT /F1 8 Tf 0 0 0 rg 42.5 800 Td <0041> Tj ET` without the strings joining it.
        stream += "BT /"
        stream += font.resourceName
        stream += " "
        stream += Self.n(size)
        stream += " Tf "
        stream += colour.operands
        stream += " rg "
        stream += Self.n(x)
        stream += " "
        stream += flipped(y)
        stream += " Td "
        stream += PDFText.literal(codes)
        stream += " Tj ET\n"
    }

    private func colour(_ colour: PDFColour) -> String { colour.operands }
}
