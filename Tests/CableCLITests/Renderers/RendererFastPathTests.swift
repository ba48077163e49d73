import CableCore
import CableText
import Foundation
import Testing

@testable import CableCLI

/// The renderers' fast paths (issue #36: the 20,000-load report in every format under a second)
/// against the plain code they stand in for, on every cell and name of the fixture systems'
/// reports in every language and on generated text that takes each path's edges.
@Suite("Renderer fast paths give what the plain code gives")
struct RendererFastPathTests {
    static let systems = ["Fixtures/systems/van.json", "Fixtures/systems/sailboat.json", "Fixtures/systems/cabin.json"]

    static func report(_ path: String) throws -> SystemReport {
        let url = PackagePaths.root.appendingPathComponent(path)
        return try SystemAnalyzer.analyze(try SystemFile.decode(Array(try Data(contentsOf: url))))
    }

    /// Every circuit table row of the fixture reports, in every language and both unit systems.
    static func reportRows() throws -> [[String]] {
        var rows: [[String]] = []
        for path in systems {
            let report = try report(path)
            for language in Language.allCases {
                for units in [UnitSystem.metric, .imperial] {
                    rows += ReportText.circuitRows(report, display: Display(units: units, language: language), withPath: false)
                    rows += ReportText.energyRows(report, in: language).map { [$0.0, $0.1] }
                }
            }
        }
        return rows
    }

    /// Cells at the edges: numbers before units and before words, non-ASCII numerals, Greek and
    /// combining marks, units after a slash, a comma or a bracket, spaces at the ends.
    static let edgeCells = [
        "1 A", "2.5 mm²", "3 mΩ/m", "½ A", "x² A", "2 kW, 3 h", "(4 V)", "5 Ah;", "6 %", "7  A", " 8 A ", "9 AWG",
        "10 h/day", "11 Wh/Tag", "12 °C", "13 ft", "14 m)", "15 A\u{00A0}x", "16 e\u{0301} A", "17 Ω", "٣ A", "1\u{0301} A",
        "Pump 2 kW", "no number", "", " ", "3", "3 ", "Ζ 4 A", "4 ΑΒΓ", "5 \u{2014} 6 W", "e\u{0301} 7 V", "8\u{FE0F} A",
        // The signs walked by scalar (`UnitBinding.isStandalone`), and the same signs with a mark.
        "≤ 2 %", "≥ 3 A", "≈ 4 W", "− 5 V", "6 — 7 A", "≤ \u{0301}8 %", "9 ≤\u{0338} A", "10 \u{2264}\u{0338} A", "≤ 11 A/m",
        "12 /A", "13 //", "14 A//B", "15 /", "16 Ω", "17 \u{2126}", "18\r\n A", "19 A\r\n20 V", "2 mm²/3 A",
        // Units before a colon or a full stop, a sign before a number, a sign with a mark (issue #35).
        "hat 15 A, über der Untergrenze von 4,17 A: der Anlaufstrom", "15 A.", "≤ 177,8 mm", "283 µΩ", "≥ 3", "≈ x 4",
        "≤\u{0338} 5 A", "≥ \u{0665} V", "1\u{202F}000 W", "x ≤ 2 % ≥ 1 %",
    ]

    /// The byte walk (`UnitBinding.forEachBindingSpace`) and `noBreak` against the character walk,
    /// on every cell, on each cell inside a longer text (a `Substring` not at its string's start,
    /// as `wrap` walks a paragraph), and on random text of numerals, units, signs, word ends and
    /// scalars of one, two and three bytes.
    @Test func unitBinding_byteWalk_isTheCharacterWalk() throws {
        var random = SystemRandomNumberGenerator()
        let pieces = [
            "1", "7", "½", "²", "٣", " ", " ", " ", "\u{00A0}", "A", "W", "h", "Wh", "mm²", "µΩ", "kcmil", "/", ",", ".", ":",
            ")", "-", "≤", "≥", "≈", "—", "−", "é", "e\u{0301}", "Ω", "\u{2126}", "x", "\n",
        ]
        let generated = (0..<3000).map { _ in
            (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        for cell in try Self.reportRows().flatMap({ $0 }) + Self.edgeCells + generated {
            let reference = UnitBinding.bindingSpacesByCharacter(in: cell[...])
            #expect(UnitBinding.bindingSpaces(in: cell[...]) == reference, "\(cell.debugDescription)")
            var expected = cell
            for space in reference.reversed() { expected.replaceSubrange(space...space, with: "\u{00A0}") }
            #expect(UnitBinding.noBreak(cell) == expected, "\(cell.debugDescription)")
            let framed = "≤ 1 é " + cell + " 2 A"
            let inner = framed[framed.index(framed.startIndex, offsetBy: 6)..<framed.index(framed.endIndex, offsetBy: -4)]
            #expect(
                UnitBinding.bindingSpaces(in: inner) == UnitBinding.bindingSpacesByCharacter(in: inner),
                "\(cell.debugDescription)")
        }
    }

    /// `wrappedLineCount` counts in font units the lines `wrap` makes, on every cell of the
    /// fixture reports and on text that takes each of wrap's branches (words, hyphen pieces,
    /// characters; spaces at the ends and doubled; text outside the fast path), at widths from
    /// under one character to a few words.
    @Test func wrappedLineCount_isTheCountOfTheWrappedLines() throws {
        var random = SystemRandomNumberGenerator()
        let generated = (0..<200).map { _ in
            String((0..<Int.random(in: 0...40, using: &random)).map { _ in "ab-  WiÄ-ŋ.1A".randomElement(using: &random)! })
        }
        let texts =
            try Self.reportRows().flatMap { $0 } + Self.edgeCells + generated + [
                "MAXI-Flachsicherung 30 A", "-a- b--c -", "a-b-c-d-e-f-g-h", "  two  spaces  ", "x-", "-x", "Ā ǅ ʰ ˿ wide",
                String(repeating: "Ladegeräteingang ", count: 5), "tab\tx y", "line\nbreak words", "≤ 2 % of 3 A",
            ]
        for text in texts {
            for width in [0.5, 3, 8, 15, 24, 40, 70, 130] {
                for font in [PDFFont.regular, .bold] {
                    #expect(
                        PDFDocumentBuilder.wrappedLineCount(text, width: width, size: 7.5, font: font)
                            == PDFDocumentBuilder.wrap(text, width: width, size: 7.5, font: font).count,
                        "\(text.debugDescription) at \(width) pt")
                }
            }
        }
    }

    /// `PDFText.codes` (its fast path for text of standalone scalars with glyphs, such as
    /// "≤ 2 %") equals the character loop `codesByCharacter`, on every cell, the edge cells, every
    /// scalar below U+0400 and the signs alone and between letters, and random text of signs,
    /// Greek, combining marks, line breaks and scalars without a glyph.
    @Test func pdfTextCodes_fastPath_isTheCharacterLoop() throws {
        var random = SystemRandomNumberGenerator()
        let signs = ["\u{2014}", "\u{2212}", "\u{2248}", "\u{2264}", "\u{2265}", "\u{2126}", "\u{2013}", "€", "\u{2192}"]
        let scalars = (0..<0x400).compactMap { Unicode.Scalar(UInt32($0)) }.map { String(Character($0)) } + signs
        let pieces =
            signs + ["a", " ", "7", "Ω", "é", "e\u{0301}", "\u{0338}", "\r\n", "\n", "\t", "\u{85}", "\u{AD}", "\u{1F600}"]
        let generated = (0..<2000).map { _ in
            (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        let texts =
            try Self.reportRows().flatMap { $0 } + Self.edgeCells + scalars + scalars.map { "a\($0)z" } + generated + [
                "Ā ǅ ʰ ˿", "\u{7F} \u{A0}", "tab\tx", "a\u{85}b", "≤ 2 %", "≤\u{0338} 2", "— x —",
            ]
        for text in texts {
            let fast = PDFText.codes(text)
            let reference = PDFText.codesByCharacter(text)
            #expect(fast.codes == reference.codes, "\(text.debugDescription)")
            #expect(fast.unshowable == reference.unshowable, "\(text.debugDescription)")
            // What `PDFContent.text` writes from the scalars without asking for the codes.
            if PDFText.isPlain(text) {
                #expect(fast.codes == text.unicodeScalars.map(\.value) && fast.unshowable.isEmpty, "\(text.debugDescription)")
            }
        }
    }

    /// `PDFText.appendPlainLiteral` (one walk over the UTF-8 bytes, what `PDFContent.text` writes)
    /// takes exactly the texts `isPlain` takes, writes `literal` of them after what was there and
    /// leaves the bytes as they were for any other text: every scalar below U+0400 alone and
    /// between ASCII letters, and every text of the fixture reports.
    @Test func pdfPlainLiteral_isPlainAndItsLiteral() throws {
        let scalars = (0..<0x400).compactMap { Unicode.Scalar(UInt32($0)) }.map { String(Character($0)) }
        let texts =
            try Self.reportRows().flatMap { $0 } + Self.edgeCells + scalars + scalars.map { "a\($0)z" } + [
                "Ā ǅ ʰ ˿", "\u{7F} \u{A0}", "tab\tx", "a\u{85}b", "e\u{0301}", "Ë\u{0308}", "\u{2FF}\u{300}", "ÿ€",
            ]
        for text in texts {
            var bytes = Array("q ".utf8)
            let plain = PDFText.appendPlainLiteral(text, to: &bytes)
            #expect(plain == PDFText.isPlain(text), "\(text.debugDescription)")
            let expected = "q " + (plain ? PDFText.literal(text) : "")
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(text.debugDescription)")
        }
    }

    /// `PDFWriter.appendNumber` writes the bytes of `PDFWriter.number`: a million coordinates
    /// of a page and beyond it at random, each step of a thousandth around the halves, and the
    /// edges (minus zero, a negative that rounds to zero, 10¹² and over, not finite).
    @Test func pdfNumberBytes_areTheNumbersText() {
        var random = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 0.0015, 1e-9, -1e-9, 0.25, 841.89, 595.28, 999.9995, 1e12 - 1,
            1e12 - 0.0005, 1e12, -1e12, 1e15, .infinity, -.infinity, .nan, .ulpOfOne, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude, 123_456_789.123_456, -42.42,
        ]
        for step in -3000...3000 { values.append(Double(step) / 2000) }
        for _ in 0..<1_000_000 {
            let magnitude = [1.0, 1000, 1e6, 1e13].randomElement(using: &random)!
            values.append(Double.random(in: -magnitude...magnitude, using: &random))
        }
        var failures = 0
        for value in values {
            var bytes: [UInt8] = []
            PDFWriter.appendNumber(value, to: &bytes)
            if String(decoding: bytes, as: UTF8.self) != PDFWriter.number(value) {
                failures += 1
                if failures <= 5 {
                    Issue.record("\(value): \(String(decoding: bytes, as: UTF8.self)) != \(PDFWriter.number(value))")
                }
            }
        }
        #expect(failures == 0)
    }

    /// `NumberBytes.append` writes the bytes of `NumberText.decimal` at the places and roundings
    /// the renderers use (the SVG's two places to even, the PDF's three away from zero) and at
    /// the ends of the range of places: random values of every size, each step around the halves,
    /// and the edges (minus zero, negatives that round to zero, 9 × 10¹⁵ once scaled, not finite).
    @Test func numberBytes_areTheDecimalText() {
        var random = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.015, 0.0015, 1e-9, -1e-9, 0.125, 2.675, 595.28, 841.89, 9e13, 9e13 - 0.01,
            9e15, 9e15 - 1, 9.1e15, 1e300, .infinity, -.infinity, .nan, .ulpOfOne, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 123_456_789.123_456, -42.42,
        ]
        for step in -3000...3000 { values.append(Double(step) / 2000) }
        for _ in 0..<250_000 {
            let magnitude = [1.0, 1000, 1e6, 1e13, 1e16].randomElement(using: &random)!
            values.append(Double.random(in: -magnitude...magnitude, using: &random))
        }
        var failures = 0
        for value in values {
            for (places, rounding) in [
                (2, NumberText.Rounding.halfToEven), (3, .halfAwayFromZero), (0, .halfToEven), (15, .halfAwayFromZero),
            ] {
                var bytes: [UInt8] = []
                NumberBytes.append(value, places: places, rounding: rounding, to: &bytes)
                let expected = NumberText.decimal(value, places: places, rounding: rounding)
                if String(decoding: bytes, as: UTF8.self) != expected {
                    failures += 1
                    if failures <= 5 {
                        Issue.record("\(value), \(places): \(String(decoding: bytes, as: UTF8.self)) != \(expected)")
                    }
                }
            }
        }
        #expect(failures == 0)
    }

    /// The SVG writes each item from bytes (``NumberBytes``, attribute names from `StaticString`s);
    /// the reference below is the plain writer it replaced, every piece a `String`
    /// (`SVGRenderer.n`, interpolation), on items of every kind with random coordinates.
    @Test func svgItems_writtenAsBytes_areThePlainText() {
        var random = SystemRandomNumberGenerator()
        func coordinate() -> Double {
            [Double.random(in: -1000...1000, using: &random), Double(Int.random(in: -2000...2000, using: &random)) / 8, 0, -0.0]
                .randomElement(using: &random)!
        }
        var items: [Drawing.Item] = []
        for index in 0..<400 {
            let point = Drawing.Point(x: coordinate(), y: coordinate())
            let rect = Drawing.Rect(x: coordinate(), y: coordinate(), width: coordinate(), height: coordinate())
            let inner: [Drawing.Item] = [
                .rect(rect, fill: index % 3 == 0 ? nil : .red, stroke: index % 2 == 0 ? nil : .grey, lineWidth: coordinate()),
                .line([point, .init(x: coordinate(), y: coordinate())], stroke: .black, lineWidth: coordinate()),
                .text(
                    "Load <\(index)> & \"x\" 2 A", at: point, size: coordinate(), bold: index % 2 == 0,
                    anchor: [.start, .middle, .end][index % 3], colour: .grey),
            ]
            items += inner
            items.append(.group(id: "g-\(index) <&>", inner + [.group(id: "inner", inner)]))
        }
        let drawing = Drawing(width: 595, height: coordinate(), items: items)
        var reference = ""
        for item in items { Self.referenceSVG(item, to: &reference, indent: 1) }
        let svg = SVGRenderer.inline(drawing, title: "t")
        let body =
            svg.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).dropLast(2)
            .joined(separator: "\n") + "\n"
        #expect(body == reference)
    }

    /// The SVG item writer as it was: each piece a `String`.
    static func referenceSVG(_ item: Drawing.Item, to svg: inout String, indent: Int) {
        let n = SVGRenderer.n
        let pad = String(repeating: "  ", count: indent)
        switch item {
        case .rect(let rect, let fill, let stroke, let lineWidth):
            svg += "\(pad)<rect x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
            svg += " fill=\"\(fill?.hex ?? "none")\""
            if let stroke { svg += " stroke=\"\(stroke.hex)\" stroke-width=\"\(n(lineWidth))\"" }
            svg += "/>\n"
        case .line(let points, let stroke, let lineWidth):
            let joined = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            svg +=
                "\(pad)<polyline points=\"\(joined)\" fill=\"none\" stroke=\"\(stroke.hex)\" stroke-width=\"\(n(lineWidth))\"/>\n"
        case .text(let text, let point, let size, let bold, let anchor, let colour):
            svg += "\(pad)<text x=\"\(n(point.x))\" y=\"\(n(point.y))\" font-size=\"\(n(size))\""
            if bold { svg += " font-weight=\"bold\"" }
            if anchor != .start { svg += " text-anchor=\"\(anchor.rawValue)\"" }
            svg += " fill=\"\(colour.hex)\">\(SVGRenderer.escape(text))</text>\n"
        case .group(let id, let items):
            svg += "\(pad)<g id=\"\(SVGRenderer.escape(id))\">\n"
            for inner in items { referenceSVG(inner, to: &svg, indent: indent + 1) }
            svg += "\(pad)</g>\n"
        }
    }

    /// `columnLayout` measures each cell once; the reference below measures every cell at every
    /// size, as it did before.
    @Test func columnLayout_measuredOnce_isTheLayoutMeasuredAtEverySize() throws {
        var tables: [PDFTable] = []
        let rows = try Self.reportRows().filter { $0.count == ReportText.circuitColumns(withPath: false, in: .en).header.count }
        tables.append(
            PDFTable(
                header: ReportText.circuitColumns(withPath: false, in: .en).header, rows: rows,
                rightAligned: ReportText.circuitColumns(withPath: false, in: .en).numberColumns,
                flexible: [1, 8, 10]))
        // Long names and words make the flexible columns wrap, step the size down, and at the
        // end scale every column.
        for length in [20, 60, 120, 400] {
            let name = String(repeating: "Circuit cabin light ", count: length / 20)
            let word = String(repeating: "x", count: length)
            tables.append(
                PDFTable(
                    header: ReportText.circuitColumns(withPath: false, in: .en).header,
                    rows: rows.prefix(5).map { [$0[0], name] + $0[2...] },
                    rightAligned: ReportText.circuitColumns(withPath: false, in: .en).numberColumns, flexible: [1, 8, 10]))
            tables.append(
                PDFTable(header: ["Name", "Note"], rows: [[word, "a b c"], [name, word]], flexible: [0, 1]))
        }
        tables.append(PDFTable(header: ["Only a header"], rows: [], flexible: [0]))
        tables.append(PDFTable(header: ["A", "B"], rows: [[" ", ""], ["  two  spaces ", "tab\there"]], flexible: [0]))
        for table in tables {
            for available in [PDFDocumentBuilder.contentWidth, 300, 120] {
                let fast = PDFDocumentBuilder.columnLayout(table, available: available)
                let reference = Self.referenceColumnLayout(table, available: available)
                #expect(fast.size == reference.size)
                #expect(fast.widths == reference.widths)
            }
        }
    }

    /// The layout as it was before cells were measured once (every cell at every size).
    static func referenceColumnLayout(_ table: PDFTable, available: Double) -> (size: Double, widths: [Double]) {
        let padding = PDFDocumentBuilder.cellPadding
        let columns = table.header.indices
        func cells(_ column: Int) -> [String] { table.rows.map { column < $0.count ? $0[column] : "" } }
        // A header may wrap onto two lines (``PDFDocumentBuilder/twoLineUnits(_:font:)``) once the
        // table is too wide.
        func naturalWidths(_ size: Double, headerWraps: Bool = false) -> [Double] {
            columns.map { column in
                let whole = PDFFont.bold.width(PDFHyphenation.shown(table.header[column]), size: size)
                let twoLines = PDFFont.width(
                    units: PDFDocumentBuilder.twoLineUnits(table.header[column], font: .bold), size: size)
                let header = headerWraps ? min(whole, twoLines) : whole
                let body = cells(column).map { PDFFont.regular.width($0, size: size) }.max() ?? 0
                return max(header, body) + 2 * padding
            }
        }
        let natural = naturalWidths(table.fontSize)
        let total = natural.reduce(0, +)
        if total <= available {
            let flexibleTotal = table.flexible.reduce(0) { $0 + natural[$1] }
            guard flexibleTotal > 0 else { return (table.fontSize, natural) }
            let spare = available - total
            return (
                table.fontSize,
                columns.map { natural[$0] + (table.flexible.contains($0) ? spare * natural[$0] / flexibleTotal : 0) }
            )
        }
        // The flexible columns down to their longest words; failing that, every column down to
        // its widest piece (words cut after hyphens).
        func candidates(flexible: Set<Int>, pieces: Bool) -> [(size: Double, widths: [Double], lines: Int)] {
            var candidates: [(size: Double, widths: [Double], lines: Int)] = []
            var size = table.fontSize
            while size >= 6.5 - 0.001 {
                let natural = naturalWidths(size, headerWraps: true)
                let minimum = columns.map { column -> Double in
                    guard flexible.contains(column) else { return natural[column] }
                    func words(_ text: String) -> [String] {
                        text.split(separator: " ").flatMap { pieces ? PDFDocumentBuilder.hyphenPieces(String($0)) : [String($0)] }
                    }
                    let header = words(table.header[column]).map {
                        PDFFont.bold.width(PDFHyphenation.shown($0), size: size)
                    }
                    let body = cells(column).flatMap(words).map { PDFFont.regular.width($0, size: size) }
                    return (header + body).max().map { $0 + 2 * padding } ?? natural[column]
                }
                if minimum.reduce(0, +) <= available {
                    var widths = PDFDocumentBuilder.cappedWidths(
                        natural: natural, minimum: minimum, flexible: flexible, available: available)
                    // What is left sets wrapped headers whole, the nearest to whole first.
                    var spare = available - widths.reduce(0, +)
                    let whole = naturalWidths(size)
                    for column in columns.sorted(by: { whole[$0] - widths[$0] < whole[$1] - widths[$1] })
                    where widths[column] < whole[column] && whole[column] - widths[column] <= spare {
                        spare -= whole[column] - widths[column]
                        widths[column] = whole[column]
                    }
                    let lines = ([table.header] + table.rows).reduce(0) { count, row in
                        let heights = columns.map { column in
                            let text = column < row.count ? row[column] : ""
                            return PDFDocumentBuilder.wrap(text, width: widths[column] - 2 * padding, size: size, font: .regular)
                                .count
                        }
                        return count + (heights.max() ?? 1)
                    }
                    candidates.append((size, widths, lines))
                }
                size -= 0.5
            }
            return candidates
        }
        var found = candidates(flexible: table.flexible, pieces: false)
        if found.isEmpty { found = candidates(flexible: Set(columns), pieces: true) }
        if let fewest = found.map(\.lines).min(),
            let chosen = found.first(where: { Double($0.lines) <= Double(fewest) * 1.2 })
        {
            return (chosen.size, chosen.widths)
        }
        var size = table.fontSize
        while size - 0.5 >= 6.5 - 0.001 { size -= 0.5 }
        let smallest = naturalWidths(size)
        let smallestTotal = smallest.reduce(0, +)
        return (size, smallest.map { $0 * available / smallestTotal })
    }

    /// The wiring diagram's plan gives the drawing's items one at a time; `layout` collects them,
    /// and the HTML report's streamed SVG is the SVG of that drawing.
    @Test func diagramPlan_streamedSVG_isTheDrawingsSVG() throws {
        for path in Self.systems {
            let report = try Self.report(path)
            let display = Display(units: .metric, language: .en)
            var streamed = ""
            SVGRenderer.write(WiringDiagram.Plan(report, display: display), title: "t", declaration: false, to: &streamed)
            #expect(streamed == SVGRenderer.inline(WiringDiagram.layout(report, display: display), title: "t"))
            #expect(streamed.contains("<g id=\"circuit-\(report.circuits.filter { $0.kind != .battery }.count)\">"))
        }
    }
}
