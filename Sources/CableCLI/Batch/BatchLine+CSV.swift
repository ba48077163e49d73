import CableCore

extension BatchLine {
    /// Every CSV record in `bytes`, read as a whole input the way `cable batch --format csv`
    /// reads it (lines split at line feeds, each handed to a ``CSVRecordReader``): for tests and
    /// the fuzz target.
    static func csvRecords(_ bytes: some Collection<UInt8>, maximumBytes: Int = .max) -> [CSVRecordReader.Record] {
        var reader = CSVRecordReader(maximumBytes: maximumBytes)
        var records: [CSVRecordReader.Record] = []
        let lines = Array(bytes).split(separator: 0x0A, omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() where offset < lines.count - 1 || !line.isEmpty {
            let record = line.withUnsafeBufferPointer { reader.read($0, number: offset + 1) }
            if let record { records.append(record) }
        }
        if let record = reader.finish() { records.append(record) }
        return records
    }

    /// Why the first record of CSV input is not a header: a sentence to follow "line N: ".
    struct HeaderError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// A column of CSV input: a request field, or a label passed through (``BatchLabels``).
    enum Column: Equatable, Sendable {
        case field(SizingRequest.Key)
        case label(BatchLabels.Key)

        /// The column a header cell names, if any (a request key by its name or alias:
        /// `temperature` is `conductorTemperature`).
        init?(_ name: String) {
            if let key = SizingRequest.Key(named: name) {
                self = .field(key)
            } else if let label = BatchLabels.Key(rawValue: name) {
                self = .label(label)
            } else {
                return nil
            }
        }

        /// The name a header gives the column.
        var rawValue: String {
            switch self {
            case .field(let key): key.rawValue
            case .label(let label): label.rawValue
            }
        }

        /// Every column name: the request keys, then `id` and `name`.
        static let names = SizingRequest.keys + BatchLabels.Key.allCases.map(\.rawValue)
    }

    /// The columns a CSV header names, in order. Every cell must name a request field
    /// (``SizingRequest/Key``, the same names as NDJSON keys) or a label (`id`, `name`), each
    /// once: a first line that is data, or a column that is misspelt, would otherwise make every
    /// row a wrong request. The error names the first cell that is not a column (control
    /// characters escaped), the closest name when one is near
    /// (``Suggestion/closest(to:among:)``) and every name.
    static func csvHeader(_ cells: [String]) throws(HeaderError) -> [Column] {
        var columns: [Column] = []
        for cell in cells {
            guard let column = Column(cell) else {
                let name = cell.isEmpty ? "an empty cell" : EchoedText.quoted(cell)
                let hint = Suggestion.closest(to: cell, among: Column.names).map { " Did you mean '\($0)'?" } ?? ""
                throw HeaderError(
                    description: "\(name) is not a column name.\(hint) CSV input starts with a header naming its columns: "
                        + Column.names.joined(separator: ", "))
            }
            guard !columns.contains(column) else {
                throw HeaderError(description: "column \(EchoedText.quoted(cell)) is named twice")
            }
            columns.append(column)
        }
        return columns
    }

    /// The field separator of CSV input, from its header line: `;` when the line holds one (as
    /// spreadsheets write CSV where the decimal mark is a comma), else `,`. Column names hold
    /// neither, so the header tells them apart.
    static func csvSeparator(header line: some Collection<UInt8>) -> UInt8 {
        line.contains(UInt8(ascii: ";")) ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }

    /// Whether input whose format was not given is CSV, from its first line that is not blank
    /// (a byte-order mark already removed): not a JSON object (`{`), and at least one cell,
    /// split at the separator ``csvSeparator(header:)`` finds and trimmed of spaces and quotes,
    /// names a column. Then it is read as CSV, so a header with a misspelt column is refused
    /// with a suggestion; anything else is read as NDJSON, line by line.
    static func looksLikeCSVHeader(_ line: some Collection<UInt8>) -> Bool {
        guard let first = line.first(where: { $0 != 0x20 && $0 != 0x09 }), first != UInt8(ascii: "{") else { return false }
        let separator = csvSeparator(header: line)
        let quotesAndSpaces: Set<UInt8> = [0x20, 0x09, 0x0D, UInt8(ascii: "\"")]
        return Array(line).split(separator: separator, omittingEmptySubsequences: false).contains { cell in
            let trimmed = cell.drop { quotesAndSpaces.contains($0) }.reversed().drop { quotesAndSpaces.contains($0) }.reversed()
            return Column(String(decoding: Array(trimmed), as: UTF8.self)) != nil
        }
    }

    /// A CSV cell from its bytes: trimmed of white space, or nil when the bytes are not valid
    /// UTF-8.
    static func text(_ bytes: [UInt8]) -> String? {
        validUTF8(bytes)?.trimmingWhitespace
    }

    /// The bytes as a String when they are valid UTF-8 (``JSONScanner/utf8SequenceLength(in:at:)``),
    /// else nil.
    static func validUTF8(_ bytes: [UInt8]) -> String? {
        let valid = bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                guard let length = try? JSONScanner.utf8SequenceLength(in: buffer, at: index) else { return false }
                index += length
            }
            return true
        }
        return valid ? String(decoding: bytes, as: UTF8.self) : nil
    }
}
