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

    /// The bytes as a String when they are valid UTF-8, else nil (`String(validating:)` needs
    /// macOS 15; this works on every platform the package builds on).
    static func validUTF8<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> String? where Bytes.Index == Int {
        firstInvalidUTF8(bytes) == bytes.count ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// The offset of the first byte in `bytes` that does not belong to a valid UTF-8 sequence
    /// (the count when all are valid).
    static func firstInvalidUTF8<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Int where Bytes.Index == Int {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let count: Int
            var minimum: UInt32
            var value: UInt32
            switch lead {
            case 0x00..<0x80: index += 1; continue
            case 0xC2...0xDF: count = 2; minimum = 0x80; value = UInt32(lead & 0x1F)
            case 0xE0...0xEF: count = 3; minimum = 0x800; value = UInt32(lead & 0x0F)
            case 0xF0...0xF4: count = 4; minimum = 0x10000; value = UInt32(lead & 0x07)
            default: return index - bytes.startIndex
            }
            guard index + count <= bytes.endIndex else { return index - bytes.startIndex }
            for next in bytes[(index + 1)..<(index + count)] {
                guard next & 0xC0 == 0x80 else { return index - bytes.startIndex }
                value = value << 6 | UInt32(next & 0x3F)
            }
            guard value >= minimum, Unicode.Scalar(value) != nil else { return index - bytes.startIndex }
            index += count
        }
        return bytes.count
    }

    static func text(_ bytes: [UInt8], column: Int) throws(SyntaxError) -> String {
        guard let text = validUTF8(bytes[...]) else {
            throw SyntaxError(column: column, message: "invalid UTF-8")
        }
        return text.trimmingWhitespace
    }
}
