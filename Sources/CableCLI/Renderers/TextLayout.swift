import CableCore

/// Aligned text layouts.
enum TextLayout {
    /// Label/value lines with the values in one column.
    static func keyValues(_ rows: [(String, String)], indent: Int = 2) -> String {
        var width = 0
        var bytes = 0
        for (label, value) in rows {
            width = max(width, label.count)
            bytes += label.utf8.count + value.utf8.count
        }
        // One string grown once; padding is cut from a run of spaces, not built per line.
        var text = ""
        text.reserveCapacity(bytes + rows.count * (indent + width + 3))
        for (label, value) in rows {
            text.append(contentsOf: spaces(indent))
            text += label
            text.append(contentsOf: spaces(width + 2 - label.count))
            text += value
            text += "\n"
        }
        return text
    }

    /// `count` spaces (as many as fit in a line: labels are short). Cut from the run by bytes, as
    /// a space is one: cutting by `Character`s stepped over them one by one (about 7 000
    /// instructions for `size`'s rows).
    private static func spaces(_ count: Int) -> Substring {
        let run = "                                                                                "
        return run.utf8.count >= count
            ? Substring(run.utf8.prefix(max(count, 0))) : Substring(String(repeating: " ", count: count))
    }

    /// A table with a header row; columns in `rightAligned` are right-aligned.
    static func table(header: [String], rows: [[String]], rightAligned: Set<Int>) -> String {
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmedAtEnd
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
