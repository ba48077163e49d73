/// A table for ``PDFDocumentBuilder/table(_:)``.
struct PDFTable {
    var header: [String]
    var rows: [[String]]
    /// Columns set flush right (numbers with units).
    var rightAligned: Set<Int> = []
    /// Columns that take the spare width, and wrap their text at spaces when the table is too
    /// wide for the page (names, descriptions). The others keep their natural width.
    var flexible: Set<Int> = []
    /// Shown above the repeated header on each continuation page: "Circuits (continued)".
    var continuedCaption: String?
    /// The largest font size; the table steps down to 6.5 pt before it wraps cells.
    var fontSize = 8.0
}
