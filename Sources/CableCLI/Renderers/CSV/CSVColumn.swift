/// A column of a CSV `cable` writes: its header name, what a cell holds and its unit. Each CSV
/// writer takes its header from its list of these (`batch --output csv`, `bom --format csv`;
/// `table --format csv` names its columns by length and current), and docs/json.md's column
/// tables are generated from the same lists (``SchemaReference``).
struct CSVColumn: Sendable {
    let name: String
    /// `number`, `integer`, `string`, or `string|number|boolean` (a batch label).
    let type: String
    /// The unit of a number; nil for text.
    let unit: String?
    let description: String

    init(_ name: String, _ type: String, unit: String? = nil, _ description: String) {
        self.name = name
        self.type = type
        self.unit = unit
        self.description = description
    }

    /// The header record: the names, comma-separated, and a line feed.
    static func header(_ columns: [CSVColumn], dialect: CSVField.Dialect = .standard) -> String {
        CSVField.record(columns.map(\.name), dialect: dialect)
    }
}
