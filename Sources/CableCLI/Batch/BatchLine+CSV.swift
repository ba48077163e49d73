import CableCore

extension BatchLine {
    /// Splits a CSV record (RFC 4180: fields separated by commas, double quotes around fields
    /// that hold commas or quotes, quotes doubled inside). Line breaks inside quotes are not
    /// supported: one record per line.
    static func splitCSV<Bytes: RandomAccessCollection<UInt8>>(_ line: Bytes) throws(SyntaxError) -> [String]
    where Bytes.Index == Int {
        var fields: [String] = []
        var field: [UInt8] = []
        var index = line.startIndex
        var quoted = false
        var wasQuoted = false
        while index < line.endIndex {
            let byte = line[index]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < line.endIndex, line[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(byte)
                }
            } else if byte == UInt8(ascii: ",") {
                fields.append(try text(field, column: index - line.startIndex + 1))
                field.removeAll(keepingCapacity: true)
                wasQuoted = false
            } else if byte == UInt8(ascii: "\""), field.isEmpty, !wasQuoted {
                quoted = true
                wasQuoted = true
            } else if byte == UInt8(ascii: "\"") {
                throw SyntaxError(column: index - line.startIndex + 1, message: "a quote inside an unquoted field")
            } else {
                field.append(byte)
            }
            index += 1
        }
        guard !quoted else { throw SyntaxError(column: line.count, message: "unterminated quoted field") }
        fields.append(try text(field, column: line.count))
        return fields
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

    static func text(_ bytes: [UInt8], column: Int) throws(SyntaxError) -> String {
        guard let text = validUTF8(bytes) else {
            throw SyntaxError(column: column, message: "invalid UTF-8")
        }
        return text.trimmingWhitespace
    }
}
