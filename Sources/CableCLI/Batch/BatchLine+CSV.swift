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

    /// The request keys a CSV header names, in order. Every cell must name a request field
    /// (``SizingRequest/Key``, the same names as NDJSON keys), each once: a first line that is
    /// data, or a column that is misspelt, would otherwise make every row a wrong request. The
    /// error names the first cell that is not a key (control characters escaped), the closest
    /// key when one is near (``Suggestion/closest(to:among:)``) and every key.
    static func csvHeader(_ cells: [String]) throws(HeaderError) -> [SizingRequest.Key] {
        var keys: [SizingRequest.Key] = []
        for cell in cells {
            guard let key = SizingRequest.Key(rawValue: cell) else {
                let name = cell.isEmpty ? "an empty cell" : "'\(EchoedText.escaped(cell))'"
                let hint = Suggestion.closest(to: cell, among: SizingRequest.keys).map { " Did you mean '\($0)'?" } ?? ""
                throw HeaderError(
                    description: "\(name) is not a column name.\(hint) CSV input starts with a header naming its columns: "
                        + SizingRequest.keys.joined(separator: ", "))
            }
            guard !keys.contains(key) else { throw HeaderError(description: "column '\(cell)' is named twice") }
            keys.append(key)
        }
        return keys
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
