import CableText

/// Lays out a document on A4 portrait pages, top to bottom: a title, headings, paragraphs,
/// label/value lists, bullet lists, tables whose header repeats on every page they run onto,
/// and ``Drawing``s; then numbers the pages ("Page 3 of 5") and writes the PDF.
///
/// A page is finished when the next one starts. What then happens to it is the builder's
/// ``Mode``: kept until ``document()`` numbers them all (short documents, tests), counted and
/// dropped, or written at once to a ``PDFWriter/Stream``. The last two make a long report in
/// two passes over the same layout calls (``ReportPDF/write(_:bom:display:to:)``): the first
/// counts the pages — every footer and the page tree need the count — and the second writes
/// each page as it is finished, so memory holds one page, not the document. Layout never reads
/// what was drawn, so both passes cut the pages in the same places; the second reuses the
/// first's table layouts (``tableLayouts``) and measured drawings (``drawingBands``) rather than
/// making them again.
///
/// Works in points with y growing downwards from the top of the page, as ``Drawing`` does.
/// Text is measured with the embedded fonts' own advance widths (``PDFFont``), so columns and right-aligned
/// numbers line up exactly.
struct PDFDocumentBuilder {
    static let pageWidth = PDFWriter.a4Width
    static let pageHeight = PDFWriter.a4Height
    /// 15 mm side and top margins.
    static let margin = 42.5
    static let top = 42.5
    /// The lowest point content may reach; the footer sits below it.
    static let bottom = PDFWriter.a4Height - 56
    static let footerBaseline = PDFWriter.a4Height - 28
    static let contentWidth = pageWidth - 2 * margin
    /// The smallest text a drawing may print at: below it a tall drawing is split across pages
    /// rather than shrunk onto one. (The wiring diagram's smallest type, 9.4 pt on its 595-pt
    /// page, prints at 8.06 pt on the 510-pt text width.)
    static let minimumDrawingFontSize = 8.0
    /// The fewest rows a table shows on either side of a page break: a table starts on a new
    /// page unless its header and first three rows fit (all its rows, when it has fewer than
    /// six), and a break that would leave fewer than three rows for the last page moves rows from
    /// this page over, so none is left orphaned.
    static let minimumRowsTogether = 3

    static let bodySize = 9.0
    /// Horizontal padding each side of a table cell, and vertical padding above and below its text.
    static let cellPadding = 4.0
    static let cellVerticalPadding = 2.5

    /// What becomes of a finished page.
    enum Mode {
        /// Kept until ``document()``.
        case keep
        /// Counted and dropped; nothing is drawn.
        case count
        /// Given its footer and written to the stream, the document being `pageCount` pages.
        case stream(pageCount: Int)
    }

    /// Shown in every page's footer and as the document title.
    let title: String
    /// The language of the footer ("Page 3 of 5").
    let language: Language
    private let mode: Mode
    /// The page being laid out, and the finished ones kept (``Mode/keep``).
    private var page = PDFContent()
    private var kept: [PDFContent] = []
    private var stream: PDFWriter.Stream<TextSink>?
    private(set) var pageCount = 1
    /// The top of the free space on the current page.
    private(set) var y = top
    /// Characters the fonts could not show, of the pages written (``Mode/stream(pageCount:)``).
    private(set) var unshowable: [Character] = []
    /// Each table's font size and column widths, in the order laid out; a second pass is given
    /// the first's.
    private(set) var tableLayouts: [(size: Double, widths: [Double])] = []
    private var givenLayouts: [(size: Double, widths: [Double])] = []
    /// Each drawing's measured items, as first made, in the order laid out; a second pass is
    /// given the first's rather than making and measuring every item again.
    private(set) var drawingBands: [DrawingBands] = []
    private var givenBands: [DrawingBands] = []

    init(title: String, language: Language) {
        self.title = title
        self.language = language
        mode = .keep
    }

    /// The first pass: pages counted, nothing drawn.
    init(countingPagesOf title: String, language: Language) {
        self.title = title
        self.language = language
        mode = .count
    }

    /// The second pass: each page written to `output` when finished, with the count and the
    /// table layouts of the first pass (`first`).
    init(title: String, after first: PDFDocumentBuilder, to output: TextSink) {
        self.title = title
        language = first.language
        mode = .stream(pageCount: first.pageCount)
        givenLayouts = first.tableLayouts
        givenBands = first.drawingBands
        stream = PDFWriter.Stream(title: title, pageCount: first.pageCount, to: output)
    }

    private var remaining: Double { Self.bottom - y }
    private var atPageTop: Bool { y <= Self.top + 0.5 }

    /// Whether this is the page-counting pass (``Mode/count``), which draws nothing.
    private var isCounting: Bool {
        if case .count = mode { return true }
        return false
    }

    private mutating func draw(_ body: (inout PDFContent) -> Void) {
        if case .count = mode { return }
        body(&page)
    }

    mutating func startNewPage() {
        finishPage()
        page = PDFContent()
        pageCount += 1
        y = Self.top
    }

    /// Hands the current page on as the mode says.
    private mutating func finishPage() {
        switch mode {
        case .keep:
            kept.append(page)
        case .count:
            break
        case .stream(let total):
            Self.footer(on: &page, index: pageCount - 1, count: total, title: title, in: language)
            for character in page.unshowable where !unshowable.contains(character) { unshowable.append(character) }
            stream?.write(PDFWriter.Page(content: page.stream))
        }
    }

    /// Writes the last page and the end of the file (``Mode/stream(pageCount:)``).
    mutating func finish() {
        finishPage()
        page = PDFContent()
        stream?.finish()
        stream = nil
    }

    /// Starts a new page unless `height` fits below the current position (or the page is empty).
    mutating func keepTogether(_ height: Double) {
        if y + height > Self.bottom, !atPageTop { startNewPage() }
    }

    /// Vertical space, dropped at the top of a page.
    mutating func space(_ height: Double) {
        if !atPageTop { y = min(y + height, Self.bottom) }
    }

    // MARK: - Text blocks

    /// The document title in large bold type, an optional grey subtitle and a rule.
    mutating func title(_ text: String, subtitle: String? = nil) {
        let size = 18.0
        for line in Self.wrap(text, width: Self.contentWidth, size: size, font: .bold) {
            keepTogether(size * 1.25)
            let baseline = y + size * 0.9
            draw { $0.text(line, x: Self.margin, y: baseline, size: size, font: .bold) }
            y += size * 1.25
        }
        if let subtitle {
            y += 2
            paragraph(subtitle, size: 10.5, colour: .grey)
        }
        y += 4
        let ruleY = y
        draw {
            $0.polyline(
                [.init(x: Self.margin, y: ruleY), .init(x: Self.margin + Self.contentWidth, y: ruleY)], stroke: .grey,
                lineWidth: 0.75)
        }
        y += 12
    }

    /// A section heading, kept on one page with at least `keepWithNext` points of what follows.
    mutating func heading(_ text: String, keepWithNext: Double = 60) {
        let size = 12.5
        space(12)
        keepTogether(size * 1.3 + keepWithNext)
        for line in Self.wrap(text, width: Self.contentWidth, size: size, font: .bold) {
            let baseline = y + size * 0.9
            draw { $0.text(line, x: Self.margin, y: baseline, size: size, font: .bold) }
            y += size * 1.3
        }
        y += 4
    }

    /// Wrapped text; line breaks in `text` start new lines.
    mutating func paragraph(_ text: String, size: Double = bodySize, font: PDFFont = .regular, colour: PDFColour = .black) {
        let lineHeight = size * 1.3
        for line in Self.wrap(text, width: Self.contentWidth, size: size, font: font) {
            keepTogether(lineHeight)
            let baseline = y + size * 0.9
            draw { $0.text(line, x: Self.margin, y: baseline, size: size, font: font, colour: colour) }
            y += lineHeight
        }
        y += size * 0.5
    }

    /// Labels in grey with their values aligned in one column; values wrap within the column.
    mutating func keyValues(_ rows: [(String, String)], size: Double = bodySize) {
        let lineHeight = size * 1.35
        let labelWidth = min(rows.map { PDFFont.regular.width($0.0, size: size) }.max() ?? 0, Self.contentWidth / 3) + 14
        let valueWidth = Self.contentWidth - labelWidth
        for (label, value) in rows {
            let lines = Self.wrap(value, width: valueWidth, size: size, font: .regular)
            keepTogether(lineHeight * Double(min(lines.count, 3)))
            let baseline = y + size * 0.9
            draw { $0.text(label, x: Self.margin, y: baseline, size: size, colour: .grey) }
            for line in lines {
                keepTogether(lineHeight)
                let lineBaseline = y + size * 0.9
                draw { $0.text(line, x: Self.margin + labelWidth, y: lineBaseline, size: size) }
                y += lineHeight
            }
        }
        y += size * 0.5
    }

    /// A bullet list; each item wraps under its own first line.
    mutating func bullets(_ items: [String], size: Double = bodySize) {
        let lineHeight = size * 1.3
        let indent = 12.0
        for item in items {
            let lines = Self.wrap(item, width: Self.contentWidth - indent, size: size, font: .regular)
            keepTogether(lineHeight * Double(min(lines.count, 2)))
            let baseline = y + size * 0.9
            draw { $0.text("\u{2022}", x: Self.margin + 2, y: baseline, size: size) }
            for line in lines {
                keepTogether(lineHeight)
                let lineBaseline = y + size * 0.9
                draw { $0.text(line, x: Self.margin + indent, y: lineBaseline, size: size) }
                y += lineHeight
            }
            y += size * 0.25
        }
        y += size * 0.4
    }

    // MARK: - Tables

    /// The font size and column widths that fit a table on the page.
    ///
    /// At the table's font size, natural widths when they fit (the flexible columns share the
    /// spare width). Otherwise, at each size from there down to 6.5 pt, the flexible columns are
    /// capped at one common width (the widest give way first, none below its longest word) and
    /// the wrapped lines counted; the largest size within 20 % (or one line) of the fewest lines
    /// wins — a one-row table does not shrink below its size to save a header's second line (the
    /// German inverters table's "Abschalt-/spannung"). When
    /// the longest words of the other columns leave too little room at 6.5 pt, every column is
    /// capped the same way. Only when even every column's longest word does not fit at 6.5 pt
    /// does every column scale to fit (and words break).
    ///
    /// Every cell is measured once, in font units (``PDFFont/units(_:)``), and set at each size by
    /// ``PDFFont/width(units:size:)`` — the product ``PDFFont/width(_:size:)`` computes — so the
    /// widths, and the choice, are those of measuring every cell at every size.
    static func columnLayout(_ table: PDFTable, available: Double = contentWidth) -> (size: Double, widths: [Double]) {
        let columns = table.header.indices
        let (headerUnits, bodyUnits, oneLine) = measured(table)
        // A header that is too wide may wrap onto two lines, at a space, a hyphen or one of the
        // language's break points (``PDFHyphenation``), before the table's type shrinks for it.
        let headerPieceUnits = table.header.map { twoLineUnits($0, font: .bold) }
        func naturalWidths(_ size: Double, headerWraps: Bool = false) -> [Double] {
            columns.map { column in
                let header = PDFFont.width(
                    units: headerWraps ? min(headerUnits[column], headerPieceUnits[column]) : headerUnits[column], size: size)
                let body = table.rows.isEmpty ? 0 : PDFFont.width(units: bodyUnits[column], size: size)
                return max(header, body) + 2 * cellPadding
            }
        }
        let natural = naturalWidths(table.fontSize)
        let total = natural.reduce(0, +)
        if total <= available { return (table.fontSize, spread(natural, flexible: table.flexible, available: available)) }
        // At each size from the table's down to 6.5 pt, the widths that fit with the `flexible`
        // columns capped, none below its longest word (or piece), and the lines they take.
        func candidates(flexible: Set<Int>, pieces: Bool = false) -> [(size: Double, widths: [Double], lines: Int)] {
            let longestWord = columns.map { flexible.contains($0) ? widestWordUnits(table, $0, pieces: pieces) : nil }
            var candidates: [(size: Double, widths: [Double], lines: Int)] = []
            var size = table.fontSize
            while size >= 6.5 - 0.001 {
                let natural = naturalWidths(size, headerWraps: true)
                let minimum = columns.map { column -> Double in
                    guard flexible.contains(column) else { return natural[column] }
                    return longestWord[column].map { PDFFont.width(units: $0, size: size) + 2 * cellPadding }
                        ?? natural[column]
                }
                if minimum.reduce(0, +) <= available {
                    var widths = cappedWidths(natural: natural, minimum: minimum, flexible: flexible, available: available)
                    // Width left over sets wrapped headers whole again, the nearest to whole first.
                    var spare = available - widths.reduce(0, +)
                    let whole = naturalWidths(size)
                    for column in columns.sorted(by: { whole[$0] - widths[$0] < whole[$1] - widths[$1] })
                    where widths[column] < whole[column] && whole[column] - widths[column] <= spare {
                        spare -= whole[column] - widths[column]
                        widths[column] = whole[column]
                    }
                    candidates.append((size, widths, lineCount(table, oneLine: oneLine, widths: widths, size: size)))
                }
                size -= 0.5
            }
            return candidates
        }
        // The flexible columns give way first; when that is not enough, every column does, down
        // to its widest word cut after hyphens (a German circuit table: "Ladegeräteingang",
        // "MAXI-" / "Flachsicherung", "≤ 1,49 %" bound), so no word breaks between characters.
        var found = candidates(flexible: table.flexible)
        if found.isEmpty { found = candidates(flexible: Set(columns), pieces: true) }
        if let fewest = found.map(\.lines).min(),
            let chosen = found.first(where: { Double($0.lines) <= max(Double(fewest) * 1.2, Double(fewest + 1)) })
        {
            return (chosen.size, chosen.widths)
        }
        return scaledToFit(from: table.fontSize, available: available, naturalWidths: { naturalWidths($0) })
    }

    /// When even every column's longest word does not fit: the smallest size (the table's, less
    /// 0.5 pt steps down to 6.5 pt) with every column's natural width scaled to `available`.
    private static func scaledToFit(
        from fontSize: Double, available: Double, naturalWidths: (Double) -> [Double]
    ) -> (size: Double, widths: [Double]) {
        var smallestSize = fontSize
        while smallestSize - 0.5 >= 6.5 - 0.001 { smallestSize -= 0.5 }
        let smallest = naturalWidths(smallestSize)
        let smallestTotal = smallest.reduce(0, +)
        return (smallestSize, smallest.map { $0 * available / smallestTotal })
    }

    /// `natural` widths with the width left up to `available` shared by the `flexible` columns
    /// in proportion to their widths; `natural` as it is when no column is flexible.
    private static func spread(_ natural: [Double], flexible: Set<Int>, available: Double) -> [Double] {
        let flexibleTotal = flexible.reduce(0) { $0 + natural[$1] }
        guard flexibleTotal > 0 else { return natural }
        let spare = available - natural.reduce(0, +)
        return natural.indices.map { natural[$0] + (flexible.contains($0) ? spare * natural[$0] / flexibleTotal : 0) }
    }

    /// The widest word of `column` (header in bold, body in regular type), or with `pieces` the
    /// widest piece of a word cut after its hyphens; nil when the column has no word.
    private static func widestWordUnits(_ table: PDFTable, _ column: Int, pieces: Bool) -> Int? {
        func units(_ text: String, _ font: PDFFont) -> Int? {
            pieces ? widestPieceUnits(text, font: font) : font.longestWordUnits(text)
        }
        let header = pieces ? units(table.header[column], .bold) : units(PDFHyphenation.shown(table.header[column]), .bold)
        let body = table.rows.lazy.compactMap { units(cell($0, column), .regular) }.max()
        return [header, body].compactMap { $0 }.max()
    }

    /// A row's cell in `column`, empty past the row's end.
    private static func cell(_ row: [String], _ column: Int) -> String { column < row.count ? row[column] : "" }

    /// Each column's widest header and body text in font units (a width grows with its units),
    /// and each cell's units when ``wrap(_:width:size:font:)``'s fast path may keep it on one
    /// line (one-spaced, every scalar with a glyph), else -1: ``lineCount(_:oneLine:widths:size:)``
    /// asks wrap only for the others and for cells too wide.
    private static func measured(_ table: PDFTable) -> (header: [Int], body: [Int], oneLine: [[Int32]]) {
        let columns = table.header.indices
        let headerUnits = table.header.map { PDFFont.bold.units(PDFHyphenation.shown($0)) }
        var bodyUnits = [Int](repeating: 0, count: columns.count)
        var oneLine: [[Int32]] = []
        oneLine.reserveCapacity(table.rows.count + 1)
        for (index, row) in ([table.header] + table.rows).enumerated() {
            oneLine.append(
                columns.map { column in
                    let text = cell(row, column)
                    let plain = PDFFont.regular.plainUnits(text)
                    if index > 0 { bodyUnits[column] = max(bodyUnits[column], plain ?? PDFFont.regular.units(text)) }
                    guard let plain, plain <= Int32.max, isOneSpacedLine(text) else { return -1 }
                    return Int32(plain)
                })
        }
        return (headerUnits, bodyUnits, oneLine)
    }

    /// The lines the header and rows take at `size` in columns `widths` wide. Walks `oneLine`
    /// (the header's and each row's units, in that order) and looks a row up only for a cell
    /// that may wrap: it runs at up to seven sizes over every row.
    private static func lineCount(_ table: PDFTable, oneLine: [[Int32]], widths: [Double], size: Double) -> Int {
        let cellWidths = widths.map { $0 - 2 * cellPadding }
        var lines = 0
        for (index, units) in oneLine.enumerated() {
            var height = 1
            for column in cellWidths.indices {
                let width = cellWidths[column]
                if units[column] >= 0, PDFFont.width(units: Int(units[column]), size: size) <= width + 0.001 { continue }
                let row = index == 0 ? table.header : table.rows[index - 1]
                height = max(height, wrappedLineCount(cell(row, column), width: width, size: size, font: .regular))
            }
            lines += height
        }
        return lines
    }

    /// Natural widths with the flexible columns capped at the largest common width `cap` that
    /// fits `available` (each flexible column gets `min(natural, max(cap, minimum))`); what the
    /// caps leave over goes to the capped columns.
    static func cappedWidths(natural: [Double], minimum: [Double], flexible: Set<Int>, available: Double) -> [Double] {
        func widths(_ cap: Double) -> [Double] {
            natural.indices.map { flexible.contains($0) ? min(natural[$0], max(cap, minimum[$0])) : natural[$0] }
        }
        var low = 0.0
        var high = natural.max() ?? 0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if widths(middle).reduce(0, +) <= available { low = middle } else { high = middle }
        }
        var result = widths(low)
        let capped = result.indices.filter { flexible.contains($0) && result[$0] < natural[$0] }
        let spare = available - result.reduce(0, +)
        if !capped.isEmpty, spare > 0 {
            for column in capped { result[column] += spare / Double(capped.count) }
        }
        return result
    }

    /// A table whose header row repeats, under `continuedCaption`, on every page it runs onto.
    /// Rows are wrapped as the page they go on is filled (``RowWindow``): a table of 100,000
    /// rows never holds more than a page of wrapped rows.
    mutating func table(_ table: PDFTable) {
        let layout = givenLayouts.isEmpty ? Self.columnLayout(table) : givenLayouts.removeFirst()
        tableLayouts.append(layout)
        let grid = TableGrid(table, layout: layout)
        let headerLines = grid.lines(table.header, font: .bold)
        let count = table.rows.count
        var window = RowWindow(rows: table.rows, grid: grid, heightsOnly: isCounting)
        // A table too short to leave three rows each side of a break is kept whole.
        let together = count < 2 * Self.minimumRowsTogether ? count : Self.minimumRowsTogether
        keepTogether(grid.height(headerLines) + (0..<together).reduce(0) { $0 + window.row($1).height })
        drawHeader(headerLines, grid: grid, caption: nil)
        var index = 0
        while index < count {
            let end = rowsFitting(&window, from: index)
            for row in index..<end {
                let (lines, height) = window.row(row)
                drawRow(lines, height: height, grid: grid, font: .regular, shaded: false)
            }
            window.forget(before: end)
            index = end
            if index < count {
                startNewPage()
                drawHeader(headerLines, grid: grid, caption: table.continuedCaption)
            }
        }
        y += 8
    }

    /// The end of the rows from `index` that go on this page: as many as fit, but never fewer
    /// than three after a break (taken from this page), and at least one a page, even one taller
    /// than the page.
    private func rowsFitting(_ window: inout RowWindow, from index: Int) -> Int {
        let count = window.count
        var end = index
        var bottom = y
        while end < count, case let height = window.row(end).height, bottom + height <= Self.bottom {
            bottom += height
            end += 1
        }
        if end < count {
            end -= max(0, Self.minimumRowsTogether - (count - end))
        }
        return max(end, index + 1)
    }

    /// A table's rows wrapped into lines, from the first not yet drawn to the last looked at:
    /// rows are wrapped when first asked for and forgotten once drawn. With `heightsOnly` (the
    /// page-counting pass, which draws nothing) only each row's height is found
    /// (``TableGrid/height(of:font:)``), and its lines are left empty.
    private struct RowWindow {
        let rows: [[String]]
        let grid: TableGrid
        let heightsOnly: Bool
        /// The index of `wrapped`'s first row.
        private var start = 0
        private var wrapped: [(lines: [[String]], height: Double)] = []

        init(rows: [[String]], grid: TableGrid, heightsOnly: Bool) {
            self.rows = rows
            self.grid = grid
            self.heightsOnly = heightsOnly
        }

        var count: Int { rows.count }

        /// Row `index` (not before the first kept) wrapped, and its height.
        mutating func row(_ index: Int) -> (lines: [[String]], height: Double) {
            while start + wrapped.count <= index {
                let cells = rows[start + wrapped.count]
                if heightsOnly {
                    wrapped.append(([], grid.height(of: cells, font: .regular)))
                } else {
                    let lines = grid.lines(cells, font: .regular)
                    wrapped.append((lines, grid.height(lines)))
                }
            }
            return wrapped[index - start]
        }

        /// Forgets the rows before `index`.
        mutating func forget(before index: Int) {
            wrapped.removeFirst(min(max(index - start, 0), wrapped.count))
            start = max(start, index)
        }
    }

    /// A table's font size and column widths, and the lines each cell wraps into.
    private struct TableGrid {
        let size: Double
        let widths: [Double]
        let rightAligned: Set<Int>
        var lineHeight: Double { size * 1.2 }
        var totalWidth: Double { widths.reduce(0, +) }

        init(_ table: PDFTable, layout: (size: Double, widths: [Double])) {
            (size, widths) = layout
            rightAligned = table.rightAligned
        }

        func lines(_ cells: [String], font: PDFFont) -> [[String]] {
            widths.indices.map { column in
                let text = column < cells.count ? cells[column] : ""
                return PDFDocumentBuilder.wrap(
                    text, width: widths[column] - 2 * PDFDocumentBuilder.cellPadding, size: size, font: font)
            }
        }

        /// The height of a row whose cells wrapped into `lines`: its most lines (one when it has
        /// no cell). A loop rather than `map(\.count).max()`, whose key path was looked up for
        /// every cell of every row drawn.
        func height(_ lines: [[String]]) -> Double {
            var most = lines.isEmpty ? 1 : 0
            for cell in lines where cell.count > most { most = cell.count }
            return Double(most) * lineHeight + 2 * PDFDocumentBuilder.cellVerticalPadding
        }

        /// `height(lines(cells, font: font))` without making the lines: a cell that
        /// ``PDFDocumentBuilder/fitsOneLine(_:width:size:font:)`` takes one line, as `wrap`
        /// would give it, and only the others are wrapped.
        func height(of cells: [String], font: PDFFont) -> Double {
            var lines = 1
            for column in widths.indices {
                let text = column < cells.count ? cells[column] : ""
                let width = widths[column] - 2 * PDFDocumentBuilder.cellPadding
                if PDFDocumentBuilder.fitsOneLine(text, width: width, size: size, font: font) { continue }
                lines = max(lines, PDFDocumentBuilder.wrappedLineCount(text, width: width, size: size, font: font))
            }
            return Double(lines) * lineHeight + 2 * PDFDocumentBuilder.cellVerticalPadding
        }
    }

    /// The header row, shaded; on a continuation page under `caption`.
    private mutating func drawHeader(_ lines: [[String]], grid: TableGrid, caption: String?) {
        if let caption {
            let captionSize = 8.0
            let baseline = y + captionSize * 0.9
            draw { $0.text(caption, x: Self.margin, y: baseline, size: captionSize, colour: .grey) }
            y += captionSize * 1.6
        }
        drawRow(lines, height: grid.height(lines), grid: grid, font: .bold, shaded: true)
    }

    /// One row of wrapped cells, `rowHeight` high, and the rule under it.
    private mutating func drawRow(_ cells: [[String]], height rowHeight: Double, grid: TableGrid, font: PDFFont, shaded: Bool) {
        let size = grid.size
        let padding = Self.cellPadding
        // Counting pages draws nothing: only the height matters.
        if case .count = mode {
            y += rowHeight
            return
        }
        let top = y
        if shaded {
            draw { $0.rect(x: Self.margin, y: top, width: grid.totalWidth, height: rowHeight, fill: .shade, stroke: nil) }
        }
        var x = Self.margin
        for (column, cellLines) in cells.enumerated() {
            for (index, line) in cellLines.enumerated() {
                let baseline = top + Self.cellVerticalPadding + Double(index) * grid.lineHeight + size * 0.9
                let textX =
                    grid.rightAligned.contains(column)
                    ? x + grid.widths[column] - padding - font.width(line, size: size) : x + padding
                draw { $0.text(line, x: textX, y: baseline, size: size, font: font) }
            }
            x += grid.widths[column]
        }
        let ruleY = top + rowHeight
        draw {
            $0.polyline(
                [.init(x: Self.margin, y: ruleY), .init(x: Self.margin + grid.totalWidth, y: ruleY)],
                stroke: shaded ? .grey : .rule, lineWidth: shaded ? 0.6 : 0.4)
        }
        y += rowHeight
    }

    // MARK: - Drawings

    /// A drawing under an optional heading, scaled to the text width. When it is taller than
    /// the space left it starts a new page (heading and all); when taller than a page it is
    /// shrunk onto one page if its smallest text still prints at ``minimumDrawingFontSize`` or
    /// more, else split across pages at gaps between its rows (never through a text line or a
    /// circuit's group), each continuation under `continuedCaption`. Blank space below the
    /// last item is dropped.
    mutating func drawing(_ drawing: Drawing, heading: String? = nil, continuedCaption: String? = nil) {
        self.drawing(
            width: drawing.width, height: drawing.height, count: drawing.items.count, item: { drawing.items[$0] },
            heading: heading, continuedCaption: continuedCaption)
    }

    /// A wiring diagram, its items made by its plan as the pages reach them: the drawing is
    /// never held (``DrawingBands`` keeps each item's place and extent only).
    mutating func drawing(_ plan: WiringDiagram.Plan, heading: String? = nil, continuedCaption: String? = nil) {
        drawing(
            width: plan.width, height: plan.height, count: plan.itemCount, item: plan.item(at:), heading: heading,
            continuedCaption: continuedCaption)
    }

    /// A drawing of `width` × `height` whose `count` items `item` makes (the same item each time).
    private mutating func drawing(
        width drawingWidth: Double, height drawingHeight: Double, count: Int, item: @escaping (Int) -> Drawing.Item,
        heading: String?, continuedCaption: String?
    ) {
        var bands = givenBands.isEmpty ? DrawingBands(count: count, item: item) : givenBands.removeFirst()
        drawingBands.append(bands)
        guard drawingWidth > 0, drawingHeight > 0, let contentBottom = bands.bottom else { return }
        let height = min(drawingHeight, contentBottom + 6)
        let scale = Self.contentWidth / drawingWidth
        let headingHeight = heading == nil ? 0 : 12 + 12.5 * 1.3 + 4
        let pageSpace = Self.bottom - Self.top - headingHeight
        func begin(newPage: Bool) {
            if newPage { startNewPage() }
            if let heading { self.heading(heading, keepWithNext: 0) }
        }
        if height * scale + headingHeight + (atPageTop ? 0 : 12) <= remaining {
            begin(newPage: false)
            place(width: drawingWidth, bands: &bands, scale: scale, from: 0, to: height)
            return
        }
        if height * scale <= pageSpace {
            begin(newPage: true)
            place(width: drawingWidth, bands: &bands, scale: scale, from: 0, to: height)
            return
        }
        let fitScale = pageSpace / height
        if let smallest = bands.smallestTextSize, smallest * fitScale >= Self.minimumDrawingFontSize {
            begin(newPage: true)
            place(width: drawingWidth, bands: &bands, scale: fitScale, from: 0, to: height)
            return
        }
        var start = 0.0
        var first = true
        while start < height - 0.5 {
            if !first {
                startNewPage()
                if let continuedCaption {
                    let captionSize = 8.0
                    let baseline = y + captionSize * 0.9
                    draw { $0.text(continuedCaption, x: Self.margin, y: baseline, size: captionSize, colour: .grey) }
                    y += captionSize * 1.6
                }
            } else {
                begin(newPage: remaining < pageSpace * 0.4)
            }
            let limit = start + remaining / scale
            let end = limit >= height ? height : bands.cut(from: start, limit: limit)
            place(width: drawingWidth, bands: &bands, scale: scale, from: start, to: end)
            start = end
            first = false
        }
    }

    /// Draws the band `from`…`to` of a drawing (drawing units) at the current position,
    /// centred, clipped to the band.
    private mutating func place(
        width drawingWidth: Double, bands: inout DrawingBands, scale: Double, from start: Double, to end: Double
    ) {
        // Counting pages draws nothing: the band's items are not needed (the cuts ``DrawingBands``
        // gives do not depend on whether they were asked for).
        if case .count = mode {
            y += (end - start) * scale
            return
        }
        let originX = Self.margin + (Self.contentWidth - drawingWidth * scale) / 2
        let originY = y
        let items = bands.items(from: start, to: end)
        draw { content in
            content.saveState()
            content.clip(x: originX, y: originY, width: drawingWidth * scale, height: (end - start) * scale)
            let transform = DrawingTransform(originX: originX, originY: originY, scale: scale, top: start)
            for item in items { Self.render(item, transform, into: &content) }
            content.restoreState()
        }
        y += (end - start) * scale
    }

    private struct DrawingTransform {
        let originX: Double
        let originY: Double
        let scale: Double
        /// The drawing's y shown at `originY`.
        let top: Double

        func point(_ point: Drawing.Point) -> Drawing.Point {
            Drawing.Point(x: originX + point.x * scale, y: originY + (point.y - top) * scale)
        }
    }

    private static func render(_ item: Drawing.Item, _ transform: DrawingTransform, into content: inout PDFContent) {
        let scale = transform.scale
        switch item {
        case .rect(let rect, let fill, let stroke, let lineWidth):
            let corner = transform.point(Drawing.Point(x: rect.x, y: rect.y))
            content.rect(
                x: corner.x, y: corner.y, width: rect.width * scale, height: rect.height * scale,
                fill: fill.map(PDFColour.init), stroke: stroke.map(PDFColour.init), lineWidth: max(lineWidth * scale, 0.25))
        case .line(let points, let stroke, let lineWidth):
            content.polyline(points.map(transform.point), stroke: PDFColour(stroke), lineWidth: max(lineWidth * scale, 0.25))
        case .text(let text, let point, let size, let bold, let anchor, let colour):
            let font: PDFFont = bold ? .bold : .regular
            let printed = size * scale
            let at = transform.point(point)
            let width = font.width(text, size: printed)
            let x: Double
            switch anchor {
            case .start: x = at.x
            case .middle: x = at.x - width / 2
            case .end: x = at.x - width
            }
            content.text(text, x: x, y: at.y, size: printed, font: font, colour: PDFColour(colour))
        case .group(_, let items):
            for inner in items { render(inner, transform, into: &content) }
        }
    }

    static func smallestTextSize(_ items: [Drawing.Item]) -> Double? {
        items.compactMap { item -> Double? in
            switch item {
            case .text(_, _, let size, _, _, _): size
            case .group(_, let children): smallestTextSize(children)
            case .rect, .line: nil
            }
        }.min()
    }

    // MARK: - Output

    /// Wraps text to lines no wider than `width` at spaces, but never between a number and its
    /// unit (``UnitBinding``: such a pair is one word, broken at its space only when it is wider
    /// than a line by itself); a word longer than a line is broken after a hyphen, then between
    /// characters. Line breaks in `text` are kept.
    static func wrap(_ text: String, width: Double, size: Double, font: PDFFont) -> [String] {
        // A header with soft hyphens (``PDFHyphenation``): measured and drawn as shown, a break
        // at one drawn as "-".
        if text.unicodeScalars.contains(PDFHyphenation.softHyphen) {
            return wrapPieces(text, width: width, measure: { font.width(PDFHyphenation.shown($0), size: size) })
                .map(PDFHyphenation.shown)
        }
        // Fast path (nearly every table cell): one line that fits, its words one space apart,
        // each character measured by the plain sum. The loop below would put every word on
        // that line — each candidate is a prefix of it, and a plain width never shrinks as
        // text is added — and give it back unchanged; this measures it once instead of once a word.
        if fitsOneLine(text, width: width, size: size, font: font) { return [text] }
        return wrapPieces(text, width: width, measure: { font.width($0, size: size) })
    }

    /// ``wrap(_:width:size:font:)``'s lines, each text measured by `measure`.
    private static func wrapPieces(_ text: String, width: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for group in UnitBinding.words(paragraph) {
                // A number with its unit wider than a line by itself: its words, one at a time.
                let words = group.contains(" ") && measure(String(group)) > width + 0.001 ? group.split(separator: " ") : [group]
                for word in words.map(String.init) {
                    wrapWord(word, into: &lines, line: &line, width: width, measure: measure)
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// One word of ``wrapPieces(_:width:measure:)``: onto `line` when it fits there, else onto a
    /// new line, and when wider than a line, broken after hyphens and then between characters.
    private static func wrapWord(
        _ word: String, into lines: inout [String], line: inout String, width: Double, measure: (String) -> Double
    ) {
        let candidate = line.isEmpty ? word : line + " " + word
        if measure(candidate) <= width + 0.001 {
            line = candidate
            return
        }
        if !line.isEmpty { lines.append(line) }
        line = ""
        // A word wider than the line breaks after a hyphen ("MAXI-" / "Flachsicherung"),
        // and only a piece wider than the line between characters.
        for piece in hyphenPieces(word) {
            if measure(line + piece) <= width + 0.001 {
                line += piece
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            if measure(piece) <= width + 0.001 {
                line = piece
                continue
            }
            for character in piece {
                if !line.isEmpty, measure(line + String(character)) > width + 0.001 {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
    }

    /// `wrap(text, width: width, size: size, font: font).count`, counted without making the
    /// lines: choosing a table's font size counts every row's lines at up to seven sizes.
    ///
    /// Fast path, for text of scalars U+0020…U+02FF that all have glyphs (nearly every cell):
    /// there each scalar is a character of its own (nothing there combines), the text holds no
    /// line break, and a piece of it is as wide as the sum of its scalars' advances (the plain
    /// width, ``PDFFont/plainUnits(_:)``). So the loop of `wrap` — words at spaces but the ones that
    /// bind a number to its unit (``UnitBinding``, the same places found in the same text), pieces cut
    /// after hyphens, characters — is followed here in font units: each width compared is the
    /// same integer sum `wrap` measures, set at `size` by the same ``PDFFont/width(units:size:)``.
    /// Other text is wrapped. `RendererFastPathTests` compare the two on many texts and widths.
    static func wrappedLineCount(_ text: String, width: Double, size: Double, font: PDFFont) -> Int {
        if fitsOneLine(text, width: width, size: size, font: font) { return 1 }
        let advances = font.face.advances
        guard let scalars = plainScalars(text, advances: advances) else {
            return wrap(text, width: width, size: size, font: font).count
        }
        func fits(_ units: Int) -> Bool { PDFFont.width(units: units, size: size) <= width + 0.001 }
        func units(_ piece: ArraySlice<Int>) -> Int { piece.reduce(0) { $0 + Int(advances[$1]) } }
        let space = Int(advances[0x20])
        var lines = 0
        // The line being filled: its units, and whether it holds anything (a line of
        // zero-width text is not empty).
        var line = 0
        var lineIsEmpty = true
        func finishLine() {
            if !lineIsEmpty { lines += 1 }
            line = 0
            lineIsEmpty = true
        }
        func add(_ units: Int) {
            line = units
            lineIsEmpty = false
        }
        for word in words(of: text, scalars: scalars, fits: { fits(units($0)) }) {
            let wordUnits = units(word)
            let candidate = lineIsEmpty ? wordUnits : line + space + wordUnits
            if fits(candidate) {
                add(candidate)
                continue
            }
            finishLine()
            // The word's pieces, each ending after a hyphen that is not the piece's first character.
            var pieceStart = word.startIndex
            for index in word.indices where index == word.endIndex - 1 || (word[index] == 0x2D && index > pieceStart) {
                let piece = word[pieceStart...index]
                pieceStart = index + 1
                let pieceUnits = units(piece)
                if fits(line + pieceUnits) {
                    add(line + pieceUnits)
                    continue
                }
                finishLine()
                if fits(pieceUnits) {
                    add(pieceUnits)
                    continue
                }
                for scalar in piece {
                    let scalarUnits = Int(advances[scalar])
                    if !lineIsEmpty, !fits(line + scalarUnits) { finishLine() }
                    add(line + scalarUnits)
                }
            }
        }
        return lines + 1
    }

    /// The scalar values of `text` when each is one the font draws with a plain advance (from
    /// U+0020 below U+0300, no soft hyphen); nil for any other text, which is wrapped.
    private static func plainScalars(_ text: String, advances: [Int32]) -> [Int]? {
        var scalars: [Int] = []
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            guard value >= 0x20, value < 0x300, value != 0xAD, value < advances.count, advances[value] >= 0 else {
                return nil
            }
            scalars.append(value)
        }
        return scalars
    }

    /// `UnitBinding.words` over the scalars of `text`: split at its spaces but the binding ones
    /// (each scalar a character here, so a space's place among the scalars is its distance from
    /// the start); a number with its unit that does not `fit` a line by itself is split into its
    /// words, as `wrap` takes them.
    private static func words(
        of text: String, scalars: [Int], fits: (ArraySlice<Int>) -> Bool
    ) -> [ArraySlice<Int>] {
        let binding = UnitBinding.bindingSpaces(in: text[...])
        guard !binding.isEmpty else { return scalars.split(separator: 0x20) }
        let bound = Set(binding.map { text.unicodeScalars.distance(from: text.startIndex, to: $0) })
        var groups: [ArraySlice<Int>] = []
        var start = 0
        for (offset, value) in scalars.enumerated() where value == 0x20 && !bound.contains(offset) {
            if start < offset { groups.append(scalars[start..<offset]) }
            start = offset + 1
        }
        if start < scalars.count { groups.append(scalars[start...]) }
        return groups.flatMap { group in group.contains(0x20) && !fits(group) ? group.split(separator: 0x20) : [group] }
    }

    /// Whether ``wrap(_:width:size:font:)`` gives `text` back whole as one line by its fast path:
    /// one line that fits, its words one space apart, each character measured by the plain sum.
    static func fitsOneLine(_ text: String, width: Double, size: Double, font: PDFFont) -> Bool {
        guard let whole = font.plainWidth(text, size: size) else { return false }
        return whole <= width + 0.001 && isOneSpacedLine(text)
    }

    /// A word cut after each hyphen: "MAXI-Flachsicherung" → "MAXI-", "Flachsicherung"; and
    /// after each soft hyphen of a header word (``PDFHyphenation``); a word without one (or with
    /// one only at its end) is one piece.
    static func hyphenPieces(_ word: String) -> [String] {
        var pieces: [String] = []
        var piece = ""
        for character in word {
            piece.append(character)
            if character == "-" || character == "\u{AD}", piece.count > 1 {
                pieces.append(piece)
                piece = ""
            }
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }

    /// The widest piece of `text` in font units: its words cut after hyphens (``hyphenPieces(_:)``),
    /// what a column must hold so that no word breaks between characters.
    static func widestPieceUnits(_ text: String, font: PDFFont) -> Int? {
        text.split(separator: " ").flatMap { hyphenPieces(String($0)) }.map { font.units(PDFHyphenation.shown($0)) }.max()
    }

    /// The narrowest `text` can be set in two lines broken at a space or after a hyphen or a soft
    /// hyphen (drawn as "-"), in font units; its whole width when it has no such point.
    static func twoLineUnits(_ text: String, font: PDFFont) -> Int {
        // Each piece with what follows it: a space between words, nothing after a hyphen.
        let words = text.split(separator: " ")
        let pieces = words.enumerated().flatMap { index, word in
            let parts = hyphenPieces(String(word))
            return parts.enumerated().map { $0.element + ($0.offset == parts.count - 1 && index < words.count - 1 ? " " : "") }
        }
        var best = font.units(PDFHyphenation.shown(text))
        for split in pieces.indices.dropFirst() {
            var first = pieces[..<split].joined()
            if first.hasSuffix(" ") { first.removeLast() }
            let rest = pieces[split...].joined()
            best = min(
                best, max(font.units(PDFHyphenation.shown(first)), font.units(PDFHyphenation.shown(rest))))
        }
        return best
    }

    /// The finished file: every page gets a footer with the title and "Page N of M".
    func pdf() -> [UInt8] { document().bytes }

    /// Whether `text` is one line whose words ``wrap(_:width:size:font:)`` would join as they
    /// are: no line feed, no space at either end, never two spaces together.
    static func isOneSpacedLine(_ text: String) -> Bool {
        var previousWasSpace = true  // a leading space counts as a double one
        for byte in text.utf8 {
            if byte == 0x0A { return false }
            let isSpace = byte == 0x20
            if isSpace && previousWasSpace { return false }
            previousWasSpace = isSpace
        }
        return !previousWasSpace || text.isEmpty
    }

    /// The finished document with the characters its fonts could not show (``Mode/keep``).
    func document() -> PDFDocument {
        let pages = kept + [page]
        var unshowable: [Character] = []
        let finished = pages.enumerated().map { index, page -> PDFWriter.Page in
            var content = page
            Self.footer(on: &content, index: index, count: pages.count, title: title, in: language)
            for character in content.unshowable where !unshowable.contains(character) { unshowable.append(character) }
            return PDFWriter.Page(content: content.stream)
        }
        return PDFDocument(bytes: PDFWriter(title: title, pages: finished).bytes(), unshowable: unshowable)
    }

    /// The footer of page `index` (from 0) of `count`: a rule, the title and "Page N of M".
    private static func footer(on content: inout PDFContent, index: Int, count: Int, title: String, in language: Language) {
        let size = 7.5
        let ruleY = Self.footerBaseline - size * 1.6
        content.polyline(
            [.init(x: Self.margin, y: ruleY), .init(x: Self.margin + Self.contentWidth, y: ruleY)], stroke: .rule,
            lineWidth: 0.5)
        let pageLabel = language.tr("Page {page} of {count}", ["page": String(index + 1), "count": String(count)])
        let labelWidth = PDFFont.regular.width(pageLabel, size: size)
        let titleLine = Self.wrap(title, width: Self.contentWidth - labelWidth - 24, size: size, font: .regular).first ?? ""
        content.text(titleLine, x: Self.margin, y: Self.footerBaseline, size: size, colour: .grey)
        content.text(
            pageLabel, x: Self.margin + Self.contentWidth - labelWidth, y: Self.footerBaseline, size: size, colour: .grey)
    }
}
