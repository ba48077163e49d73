/// Readers for one line of batch input: a flat JSON object (NDJSON) or a CSV record.
///
/// Both are small hand-written scanners over UTF-8 bytes: batch input is streamed a line at a
/// time, millions of lines long, and Foundation's decoders cost far more than the sizing itself.
/// Every malformed line is an error for that line, never a trap.
public enum BatchLine {
    /// Why a line could not be read.
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        public let column: Int
        public let message: String
        public var description: String { "column \(column): \(message)" }
    }

    /// Reads `{"key": value, …}` with values that are numbers, strings, `true`, `false` or
    /// `null` (null = absent). Nested objects and arrays are refused; duplicate keys are refused
    /// by ``SizingRequest``.
    public static func parseJSONObject(_ line: ArraySlice<UInt8>) throws(SyntaxError) -> [(
        key: String, value: SizingRequest.Value
    )] {
        var fields: [(key: String, value: SizingRequest.Value)] = []
        try line.withUnsafeBufferPointer { line throws(SyntaxError) in try parseJSONObject(line, into: &fields) }
        return fields
    }

    /// Reads `{"key": value, …}` from bytes, as ``parseJSONObject(_:)`` does.
    static func parseJSONObject(
        _ line: UnsafeBufferPointer<UInt8>, into fields: inout [(key: String, value: SizingRequest.Value)]
    ) throws(SyntaxError) {
        try forEachMember(of: line) { name, value in
            switch name {
            case .ascii(let bytes): fields.append((String(decoding: bytes, as: UTF8.self), value))
            case .text(let text): fields.append((text, value))
            }
        }
    }

    /// Reads `{"key": value, …}` as ``parseJSONObject(_:)`` does, straight into request fields
    /// (emptied first): the batch path, which matches plain keys by their bytes.
    public static func parseJSONObject(
        _ line: UnsafeBufferPointer<UInt8>, into fields: inout SizingRequest.Fields
    ) throws(SyntaxError) {
        fields.removeAll()
        try forEachMember(of: line) { name, value in
            switch name {
            case .ascii(let bytes): fields.set(utf8: bytes, value)
            case .text(let text): fields.set(text, value)
            }
        }
    }

    /// A member's name as read: plain ASCII bytes of the line (no escapes, nothing to
    /// validate), or decoded text.
    enum MemberName {
        case ascii(UnsafeBufferPointer<UInt8>)
        case text(String)
    }

    /// Reads a flat JSON object and calls `member` for each member whose value is not `null`,
    /// in order.
    static func forEachMember(
        of line: UnsafeBufferPointer<UInt8>, _ member: (MemberName, SizingRequest.Value) -> Void
    ) throws(SyntaxError) {
        var scanner = Scanner(bytes: line)
        scanner.skipSpaces()
        try scanner.expect(UInt8(ascii: "{"), "expected '{' to start a JSON object")
        scanner.skipSpaces()
        if scanner.peek == UInt8(ascii: "}") {
            scanner.advance()
        } else {
            while true {
                scanner.skipSpaces()
                guard scanner.peek == UInt8(ascii: "\"") else { throw scanner.error("expected a key in double quotes") }
                let name = try scanner.memberName()
                scanner.skipSpaces()
                try scanner.expect(UInt8(ascii: ":"), "expected ':' after the key")
                scanner.skipSpaces()
                if scanner.atNumber {
                    member(name, .number(try scanner.number()))  // the usual value, straight to the caller
                } else if let value = try scanner.value() {
                    member(name, value)
                }
                scanner.skipSpaces()
                if scanner.peek == UInt8(ascii: ",") {
                    scanner.advance()
                    continue
                }
                try scanner.expect(UInt8(ascii: "}"), "expected ',' or '}'")
                break
            }
        }
        scanner.skipSpaces()
        guard scanner.atEnd else { throw scanner.error("unexpected text after the object") }
    }

    /// Splits a CSV record (RFC 4180: fields separated by commas, double quotes around fields
    /// that hold commas or quotes, quotes doubled inside). Line breaks inside quotes are not
    /// supported: one record per line.
    public static func splitCSV<Bytes: RandomAccessCollection<UInt8>>(_ line: Bytes) throws(SyntaxError) -> [String]
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

    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        var atEnd: Bool { index >= bytes.endIndex }
        var peek: UInt8? { atEnd ? nil : bytes[index] }
        mutating func advance() { index += 1 }

        /// An error at `position` (a byte index into the line; the current one by default),
        /// reported as a 1-based column. (Messages are static: nothing is made until one is
        /// thrown.)
        func error(_ message: StaticString, at position: Int? = nil) -> SyntaxError {
            SyntaxError(column: (position ?? index) - bytes.startIndex + 1, message: message.description)
        }

        mutating func skipSpaces() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0D { advance() }
        }

        mutating func expect(_ byte: UInt8, _ message: StaticString) throws(SyntaxError) {
            guard peek == byte else { throw error(message) }
            advance()
        }

        /// Whether a number starts here (a minus sign or a digit).
        var atNumber: Bool {
            guard let byte = peek else { return false }
            return byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10
        }

        /// A value; nil for `null`.
        mutating func value() throws(SyntaxError) -> SizingRequest.Value? {
            if atNumber { return .number(try number()) }
            guard let byte = peek else { throw error("expected a value") }
            switch byte {
            case UInt8(ascii: "\""): return .text(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return nil
            case UInt8(ascii: "{"), UInt8(ascii: "["): throw error("nested objects and arrays are not request values")
            default: throw error("expected a value")
            }
        }

        mutating func literal(_ word: StaticString) throws(SyntaxError) {
            let start = index
            for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
                guard peek == byte else {
                    index = start
                    throw error("invalid literal")
                }
                advance()
            }
        }

        /// A JSON number, read without allocating for the common plain forms.
        mutating func number() throws(SyntaxError) -> Double {
            let start = index
            if peek == UInt8(ascii: "-") { advance() }
            let digitsStart = index
            // The digits as one integer; it wraps past 19 digits, but is only used up to 15.
            var mantissa: UInt64 = 0
            readDigits(into: &mantissa)
            let integerDigits = index &- digitsStart
            guard integerDigits > 0 else { throw error("invalid number") }
            if integerDigits > 1, bytes[digitsStart] == UInt8(ascii: "0") {
                throw error("invalid number: leading zero", at: digitsStart)
            }
            var fractionDigits = 0
            if peek == UInt8(ascii: ".") {
                advance()
                let fractionStart = index
                readDigits(into: &mantissa)
                fractionDigits = index &- fractionStart
                guard fractionDigits > 0 else { throw error("invalid number: no digit after '.'") }
            }
            let digits = integerDigits &+ fractionDigits
            var hasExponent = false
            if let byte = peek, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                hasExponent = true
                advance()
                if let sign = peek, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { advance() }
                var exponentDigits = 0
                while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    exponentDigits += 1
                    advance()
                }
                guard exponentDigits > 0 else { throw error("invalid number: no digit in the exponent") }
            }
            let negative = bytes[start] == UInt8(ascii: "-")
            // Exact fast path: up to 15 significant digits and a short fraction are exactly
            // representable, and one correctly rounded division gives the correctly rounded result.
            if !hasExponent, digits <= 15, fractionDigits <= 22 {
                let whole = Double(mantissa)
                let value = fractionDigits == 0 ? whole : whole / Self.powerOfTen(fractionDigits)
                return negative ? -value : value
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw error("invalid number") }
            return value
        }

        /// Reads the digits from here on into `mantissa` (times ten and plus each, wrapping).
        @inline(__always)
        private mutating func readDigits(into mantissa: inout UInt64) {
            var position = index
            while position < bytes.endIndex {
                let digit = bytes[position] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                position &+= 1
            }
            index = position
        }

        /// 10ᵏ for k = 0…22, all exact doubles (a switch compiles to a constant table: no array,
        /// no lazy initialisation on every number).
        @inline(__always)
        static func powerOfTen(_ exponent: Int) -> Double {
            switch exponent {
            case 0: 1e0
            case 1: 1e1
            case 2: 1e2
            case 3: 1e3
            case 4: 1e4
            case 5: 1e5
            case 6: 1e6
            case 7: 1e7
            case 8: 1e8
            case 9: 1e9
            case 10: 1e10
            case 11: 1e11
            case 12: 1e12
            case 13: 1e13
            case 14: 1e14
            case 15: 1e15
            case 16: 1e16
            case 17: 1e17
            case 18: 1e18
            case 19: 1e19
            case 20: 1e20
            case 21: 1e21
            default: 1e22
            }
        }

        /// A member name: its bytes when they are plain ASCII up to the closing quote (the
        /// usual key), else the decoded string (escapes, UTF-8, and their errors).
        mutating func memberName() throws(SyntaxError) -> MemberName {
            let start = index + 1
            var end = start
            // Eight bytes at a time while eight remain, then byte by byte.
            if let base = bytes.baseAddress {
                while end &+ 8 <= bytes.endIndex {
                    let stop = Self.firstNonPlain(
                        UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)))
                    end &+= stop
                    guard stop == 8 else { break }
                }
            }
            while end < bytes.endIndex {
                let byte = bytes[end]
                // Printable ASCII (0x20…0x7F), neither the closing quote nor an escape.
                guard byte &- 0x20 < 0x60, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                end += 1
            }
            guard end < bytes.endIndex, bytes[end] == UInt8(ascii: "\"") else { return .text(try string()) }
            index = end + 1
            return .ascii(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }

        /// How many of the eight bytes of `word` (the first in the lowest byte) come before the
        /// first that is not plain in a name: a quote, a backslash, a control character or a
        /// non-ASCII byte; 8 when all are plain.
        ///
        /// Bytewise tests without a loop: for a byte b, (b − 1) & ~b has its top bit set exactly
        /// when b is 0, and (b − 0x20) & ~b when b is below 0x20, so XOR with the quote and the
        /// backslash finds those. A borrow only carries upward from a byte that matched, so the
        /// lowest flagged byte is the first that does not belong to the name.
        @inline(__always)
        static func firstNonPlain(_ word: UInt64) -> Int {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            let flags =
                (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (word &- ones &* 0x20) & ~word | word
            return (flags & high).trailingZeroBitCount / 8
        }

        /// A JSON string with escapes; errors point at the offending byte or escape.
        mutating func string() throws(SyntaxError) -> String {
            advance()
            let start = index
            while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { advance() }
            if peek == UInt8(ascii: "\"") {
                let text = try utf8(bytes[start..<index])
                advance()
                return text
            }
            var buffer = Array(bytes[start..<index])
            // Where each unescaped run of `buffer` began in the line, for UTF-8 error columns.
            var runs: [(offset: Int, position: Int)] = [(0, start)]
            while true {
                guard let byte = peek else { throw error("unterminated string") }
                let position = index
                advance()
                switch byte {
                case UInt8(ascii: "\""):
                    return try utf8(buffer, runs: runs)
                case UInt8(ascii: "\\"):
                    guard let escape = peek else { throw error("unterminated escape", at: position) }
                    advance()
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                    case UInt8(ascii: "n"): buffer.append(0x0A)
                    case UInt8(ascii: "t"): buffer.append(0x09)
                    case UInt8(ascii: "r"): buffer.append(0x0D)
                    case UInt8(ascii: "b"): buffer.append(0x08)
                    case UInt8(ascii: "f"): buffer.append(0x0C)
                    case UInt8(ascii: "u"):
                        var code = try hex4(escapeAt: position)
                        if (0xD800..<0xDC00).contains(code) {
                            // A character beyond the BMP is written as a UTF-16 surrogate pair.
                            guard peek == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "u")
                            else {
                                throw error("\\u escape of a lone surrogate", at: position)
                            }
                            index += 2
                            let low = try hex4(escapeAt: position)
                            guard (0xDC00..<0xE000).contains(low) else {
                                throw error("\\u escape of a lone surrogate", at: position)
                            }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else {
                            throw error("\\u escape of a lone surrogate", at: position)
                        }
                        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default:
                        throw error("invalid escape", at: position)
                    }
                    runs.append((buffer.count, index))
                case 0..<0x20:
                    throw error("control character in a string", at: position)
                default:
                    buffer.append(byte)
                }
            }
        }

        /// Four hex digits of a `\u` escape that starts at `escapeAt`.
        mutating func hex4(escapeAt position: Int) throws(SyntaxError) -> UInt32 {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard let hex = peek, let digit = Self.hexValue(hex) else { throw error("invalid \\u escape", at: position) }
                code = code << 4 | digit
                advance()
            }
            return code
        }

        /// Decodes raw string bytes, pointing an error at the first byte that is not UTF-8.
        func utf8(_ raw: Slice<UnsafeBufferPointer<UInt8>>) throws(SyntaxError) -> String {
            if let text = BatchLine.validUTF8(raw) { return text }
            throw error("invalid UTF-8", at: raw.startIndex + BatchLine.firstInvalidUTF8(raw))
        }

        /// Decodes an unescaped buffer; `runs` maps buffer offsets back to line positions.
        func utf8(_ buffer: [UInt8], runs: [(offset: Int, position: Int)]) throws(SyntaxError) -> String {
            if let text = BatchLine.validUTF8(buffer[...]) { return text }
            let offset = BatchLine.firstInvalidUTF8(buffer[...])
            let run = runs.last { $0.offset <= offset } ?? (0, bytes.startIndex)
            throw error("invalid UTF-8", at: run.position + offset - run.offset)
        }

        static func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
    }
}
