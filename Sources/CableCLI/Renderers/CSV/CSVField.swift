import CableCore

/// CSV as `cable` writes it: RFC 4180, and safe to open in a spreadsheet or print on a
/// terminal. Every CSV writer (`batch --output csv`, `bom --format csv`, `table --format csv`)
/// writes its cells through ``escaped(_:)``, the one place these rules live:
///
/// 1. **Formulas** (OWASP, "CSV Injection"): a cell whose text starts with `=`, `+`, `-`, `@`,
///    tab or carriage return gets a single quote in front, inside double quotes (`"'=1+1"`),
///    so a spreadsheet shows it as text instead of evaluating it — unless the whole cell is a
///    plain number (``isPlainNumber(_:)``: `-3.5`, `+2`, `1e-05`), which stays a number.
///    ``isFormula(_:)`` decides.
/// 2. **Control characters** (C0, DEL, C1, bidirectional overrides) are escaped as `EchoedText` says (`\n`,
///    `\u001b`): a cell may echo input (batch's `error` column), and must not drive a terminal.
///    So a cell never holds a line break and every record is one line.
/// 3. **Quoting**: a cell holding the separator or a double quote, or neutralised by rule 1, is
///    put in double quotes, its quotes doubled.
///
/// A ``Dialect`` says the separator and the decimal mark: `,` and `.` (RFC 4180), or `;` and `,`
/// as spreadsheets write CSV where the decimal mark is a comma (`batch` answers a `;` input so).
enum CSVField {
    /// The separator and the decimal mark of a CSV text.
    struct Dialect: Equatable, Sendable {
        /// The field separator.
        let separator: UInt8
        /// Whether numbers are written with a decimal comma.
        let decimalComma: Bool

        /// `,`-separated, decimal point.
        static let standard = Dialect(separator: UInt8(ascii: ","), decimalComma: false)
        /// `;`-separated, decimal comma.
        static let semicolon = Dialect(separator: UInt8(ascii: ";"), decimalComma: true)

        /// A number as written in this dialect: `2.5` or `2,5`, every digit kept.
        func number(_ text: String) -> String {
            decimalComma ? text.replacing(".", with: ",") : text
        }
    }

    /// The cell as written: neutralised, escaped and quoted as the rules above say.
    static func escaped(_ field: String) -> String { escaped(field, dialect: .standard) }

    /// The cell as written in `dialect`.
    static func escaped(_ field: String, dialect: Dialect) -> String {
        let formula = isFormula(field, dialect: dialect)
        guard formula || needsWork(field, dialect: dialect) else { return field }
        var text = EchoedText.escapingAll(field)
        if formula { text = "'" + text }
        guard formula || text.utf8.contains(where: { $0 == dialect.separator || $0 == UInt8(ascii: "\"") }) else {
            return text
        }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }

    /// Whether a spreadsheet could read the cell as a formula: it starts with `=`, `+`, `-`, `@`,
    /// tab or carriage return and is not a plain number (in the dialect's decimal mark).
    static func isFormula(_ field: String, dialect: Dialect = .standard) -> Bool {
        switch field.utf8.first {
        case UInt8(ascii: "="), UInt8(ascii: "@"), 0x09, 0x0D: true
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            !isPlainNumber(dialect.decimalComma ? field.replacing(",", with: ".") : field)
        default: false
        }
    }

    /// Whether the whole text is a decimal number in ASCII: an optional sign, digits with an
    /// optional fraction (or a fraction alone), an optional exponent. `-3.5`, `+2`, `.5`,
    /// `1e-05`; not `-2+3`, `1,5`, `- 3` or `-inf`.
    static func isPlainNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// Whether the cell needs escaping or quoting: it holds the separator, a quote or a control
    /// character.
    private static func needsWork(_ field: String, dialect: Dialect) -> Bool {
        field.utf8.contains { $0 == dialect.separator || $0 == UInt8(ascii: "\"") } || EchoedText.mayHoldUnsafe(field)
    }

    /// One record: the fields escaped, separated by commas, ended by a line feed.
    static func record(_ fields: [String]) -> String { record(fields, dialect: .standard) }

    /// One record: the fields escaped, separated by the dialect's separator, ended by a line feed.
    static func record(_ fields: [String], dialect: Dialect) -> String {
        fields.map { escaped($0, dialect: dialect) }.joined(separator: String(UnicodeScalar(dialect.separator))) + "\n"
    }
}
