import CableCore
import CableText

/// Fitting text for people to a terminal's width (``Terminal/columns``). Used only when standard
/// output is a terminal and `--wide` is not given: piped output and files keep the full layout,
/// so they stay the same on every machine. Every human table goes through
/// ``table(header:rows:rightAligned:width:fit:in:)``, the one mechanism.
extension TextLayout {
    /// How a table may shrink to fit a width: which columns' cells may break at spaces (onto
    /// more lines of their row), and in which order columns are left out (least useful first).
    /// Columns in neither keep their width.
    struct Fit: Sendable {
        var wrapping: Set<Int> = []
        var dropOrder: [Int] = []
    }

    /// The narrowest a wrapping column is made: narrower, its cells would break into a word a line.
    static let narrowestWrappedColumn = 12

    /// A table no wider than `width` when that can be done: first the cells of `fit.wrapping`
    /// break at spaces and hyphens (down to their longest word or piece, at least
    /// ``narrowestWrappedColumn``), then
    /// the columns of `fit.dropOrder` are left out one by one until it fits. A line under the
    /// table names the columns left out and says `--wide` shows them. If the table is still too
    /// wide, it is printed as it is then (the terminal wraps it). Without a width (not a
    /// terminal, or `--wide`), the table is laid out whole as ``table(header:rows:rightAligned:)``.
    static func table(
        header: [String], rows: [[String]], rightAligned: Set<Int>, width: Int?, fit: Fit, in language: Language
    ) -> String {
        guard let width else { return table(header: header, rows: rows, rightAligned: rightAligned) }
        let full = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        let narrowest = header.indices.map { column in
            guard fit.wrapping.contains(column) else { return full[column] }
            // A word may break after its hyphens (``broken(_:width:indent:)``).
            let longestWord =
                ([header[column]] + rows.map { $0[column] })
                .flatMap { $0.split(separator: " ").flatMap(hyphenPieces) }.map(\.count).max() ?? 0
            return min(full[column], max(longestWord, narrowestWrappedColumn))
        }
        var kept = Array(header.indices)
        var widths = full
        // Shrinks the wrapping columns (the widest first) until the kept columns fit `width`.
        func shrink() -> Bool {
            widths = full
            var total = kept.map { widths[$0] }.reduce(0, +) + 2 * max(kept.count - 1, 0)
            while total > width {
                let candidates = kept.filter { widths[$0] > narrowest[$0] }
                guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { return false }
                widths[widest] -= 1
                total -= 1
            }
            return true
        }
        var drops = fit.dropOrder[...]
        var leftOut: [Int] = []
        while !shrink(), let column = drops.popFirst() {
            kept.removeAll { $0 == column }
            leftOut.append(column)
        }
        let table =
            widths == full && leftOut.isEmpty
            ? table(header: header, rows: rows, rightAligned: rightAligned)
            : wrappedTable(
                header: kept.map { header[$0] }, rows: rows.map { row in kept.map { row[$0] } },
                widths: kept.map { widths[$0] },
                rightAligned: Set(kept.enumerated().filter { rightAligned.contains($0.element) }.map(\.offset)))
        guard !leftOut.isEmpty else { return table }
        let names = leftOut.sorted().map { header[$0] }.joined(separator: ", ")
        return table
            + wrapped(
                language.tr(
                    "Left out to fit {width} columns: {columns}; --wide shows every column.",
                    [
                        "width": String(width), "columns": names,
                    ]), width: width, indent: 2) + "\n"
    }

    /// A table whose columns have the given widths: a cell longer than its column breaks at
    /// spaces onto more lines of its row (a word longer than the column stands alone).
    private static func wrappedTable(header: [String], rows: [[String]], widths: [Int], rightAligned: Set<Int>) -> String {
        func lines(_ cells: [String]) -> String {
            let split = cells.enumerated().map { column, cell in broken(cell, width: widths[column]) }
            let count = split.map(\.count).max() ?? 1
            return (0..<count).map { line in
                split.enumerated().map { column, parts in
                    let part = line < parts.count ? parts[line] : ""
                    let pad = String(repeating: " ", count: max(widths[column] - part.count, 0))
                    return rightAligned.contains(column) ? pad + part : part + pad
                }.joined(separator: "  ").trimmedAtEnd
            }.joined(separator: "\n")
        }
        return ([lines(header)] + rows.map(lines)).joined(separator: "\n") + "\n"
    }

    /// `text` broken at spaces into lines: the first of at most `width` characters, the others of
    /// at most `width - indent`. Never between a number and its unit (``UnitBinding``: "15 A" is
    /// one word, broken at its space only when longer than a line by itself); a word longer than
    /// a line breaks after its hyphens ("Hochleistungs-" / "Lichtmaschine", ``hyphenPieces(_:)``),
    /// and a piece still longer stands alone. The one word wrapper: table cells
    /// (``wrappedTable(header:rows:widths:rightAligned:)``) and lines of prose
    /// (``wrapped(_:width:indent:)``) both break here.
    static func broken(_ text: String, width: Int, indent: Int = 0) -> [String] {
        guard text.count > width else { return [text] }
        var lines: [String] = []
        var line = ""
        for group in UnitBinding.words(text[...], omittingEmpty: false) {
            let words =
                group.contains(" ") && group.count > (lines.isEmpty ? width : width - indent)
                ? group.split(separator: " ") : [group]
            for word in words {
                let pieces = word.count > width - indent ? hyphenPieces(word) : [word]
                for (index, piece) in pieces.enumerated() {
                    let limit = lines.isEmpty ? width : width - indent
                    // The first piece of a word follows a space; the others go on with their word.
                    let joint = index == 0 && !line.isEmpty ? " " : ""
                    if !line.isEmpty, line.count + joint.count + piece.count > limit {
                        lines.append(line)
                        line = String(piece)
                    } else {
                        line += joint + piece
                    }
                }
            }
        }
        lines.append(line)
        return lines
    }

    /// `word` in the pieces a line may break between: after each hyphen-minus that has a letter
    /// or digit on both sides ("Kompressor-" "Kühlschrank"; not a leading or doubled hyphen, a
    /// dash or a minus sign, which are other characters).
    static func hyphenPieces(_ word: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var start = word.startIndex
        var index = word.startIndex
        while index < word.endIndex {
            let next = word.index(after: index)
            if word[index] == "-", index > start, next < word.endIndex,
                isLetterOrDigit(word[word.index(before: index)]), isLetterOrDigit(word[next])
            {
                pieces.append(word[start..<next])
                start = next
            }
            index = next
        }
        pieces.append(word[start...])
        return pieces
    }

    private static func isLetterOrDigit(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    /// `text` broken at spaces into lines of at most `width` characters (a word longer than that
    /// stands alone), the lines after the first indented by `indent` spaces.
    static func wrapped(_ text: String, width: Int, indent: Int) -> String {
        guard text.count > width, width > indent + 10 else { return text }
        let pad = String(repeating: " ", count: indent)
        return broken(text, width: width, indent: indent).enumerated()
            .map { $0.offset == 0 ? $0.element : pad + $0.element }.joined(separator: "\n")
    }

    /// Each line of `text` wrapped to `width` as ``wrapped(_:width:indent:)`` does; `text` as it
    /// is without a width.
    static func wrappedLines(_ text: String, width: Int?, indent: Int = 2) -> String {
        guard let width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { wrapped(String($0), width: width, indent: indent) }.joined(separator: "\n")
    }

    /// Label/value lines as ``keyValues(_:indent:)`` lays them out, each value wrapped to `width`
    /// under its column.
    static func keyValues(_ rows: [(String, String)], indent: Int = 2, width: Int?) -> String {
        guard let width else { return keyValues(rows, indent: indent) }
        let column = indent + (rows.map(\.0.count).max() ?? 0) + 2
        let pad = "\n" + String(repeating: " ", count: column)
        return keyValues(
            rows.map { ($0.0, wrapped($0.1, width: width - column, indent: 0).split(separator: "\n").joined(separator: pad)) },
            indent: indent)
    }
}
