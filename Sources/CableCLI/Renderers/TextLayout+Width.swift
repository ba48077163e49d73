import CableCore

/// Fitting text for people to a terminal's width (``Terminal/columns``). Used only when standard
/// output is a terminal: piped output and files keep the full layout, so they stay the same on
/// every machine.
extension TextLayout {
    /// A table no wider than `width` when that can be done by leaving out columns: while the
    /// table is too wide, the next column of `dropOrder` (least useful first) is left out.
    /// Columns not in `dropOrder` are always kept; if the table is still too wide without all of
    /// `dropOrder`, it is printed as it is then (the terminal wraps it).
    static func table(
        header: [String], rows: [[String]], rightAligned: Set<Int>, width: Int?, dropOrder: [Int]
    ) -> String {
        guard let width else { return table(header: header, rows: rows, rightAligned: rightAligned) }
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        var kept = Array(header.indices)
        func total() -> Int { kept.map { widths[$0] }.reduce(0, +) + 2 * max(kept.count - 1, 0) }
        var drops = dropOrder[...]
        while total() > width, let column = drops.popFirst() {
            kept.removeAll { $0 == column }
        }
        let aligned = Set(kept.enumerated().filter { rightAligned.contains($0.element) }.map(\.offset))
        return table(header: kept.map { header[$0] }, rows: rows.map { row in kept.map { row[$0] } }, rightAligned: aligned)
    }

    /// `text` broken at spaces into lines of at most `width` characters (a word longer than that
    /// stands alone), the lines after the first indented by `indent` spaces.
    static func wrapped(_ text: String, width: Int, indent: Int) -> String {
        guard text.count > width, width > indent + 10 else { return text }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let limit = lines.isEmpty ? width : width - indent
            if !line.isEmpty, line.count + 1 + word.count > limit {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(line)
        let pad = String(repeating: " ", count: indent)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : pad + $0.element }.joined(separator: "\n")
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
