/// A strict RFC 8259 JSON document reader: a system file's bytes into a ``JSONNode`` tree with
/// the position of every value, on the tokens of ``JSONScanner``.
///
/// Limits keep hostile input cheap: nesting deeper than `maximumDepth` (default 64) is refused
/// before it can exhaust the stack; invalid UTF-8, a byte-order mark, control characters in
/// strings, lone surrogates and duplicate keys are errors, not guesses. Positions are line and
/// column, the column counted in Unicode scalars.
public struct JSONReader {
    public static let defaultMaximumDepth = 64

    private var scanner: JSONScanner
    private let maximumDepth: Int
    /// Where a column was last counted, so positions along one long line cost linear time in
    /// total rather than quadratic.
    private var columnMark = (offset: 0, column: 1)

    private init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        scanner = JSONScanner(bytes)
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON document; only white space may follow it.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONNode {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) in
                var reader = JSONReader(buffer, maximumDepth: maximumDepth)
                return try reader.document()
            }
        }
        return try result.get()
    }

    public static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8), maximumDepth: maximumDepth)
    }

    private mutating func document() throws(JSONSyntaxError) -> JSONNode {
        let bytes = scanner.bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw error("the file starts with a UTF-8 byte-order mark; save it without one")
        }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw error("the file is UTF-16; save it as UTF-8")
        }
        scanner.skipWhitespace()
        let value = try value(depth: 0)
        scanner.skipWhitespace()
        guard scanner.atEnd else { throw error("unexpected \(describeCurrent()) after the JSON value") }
        return value
    }

    // MARK: - Values

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard let byte = scanner.peek else { throw error("unexpected end of file, expected a value") }
        let start = position()
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1, start: start)
        case UInt8(ascii: "["): return try array(depth: depth + 1, start: start)
        case UInt8(ascii: "\""), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            do {
                return try scalar(byte, start: start)
            } catch {
                throw self.error(error)
            }
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    /// The string, literal or number that starts with `byte`.
    private mutating func scalar(_ byte: UInt8, start: JSONPosition) throws(JSONScanner.Failure) -> JSONNode {
        switch byte {
        case UInt8(ascii: "\""): return .string(try scanner.string(), start)
        case UInt8(ascii: "t"): try scanner.literal("true"); return .bool(true, start)
        case UInt8(ascii: "f"): try scanner.literal("false"); return .bool(false, start)
        case UInt8(ascii: "n"): try scanner.literal("null"); return .null(start)
        default:
            let number = try scanner.number()
            let text = String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[number.text]), as: UTF8.self)
            return .number(number.value, text, start)
        }
    }

    private mutating func object(depth: Int, start: JSONPosition) throws(JSONSyntaxError) -> JSONNode {
        guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        scanner.advance()
        var members: [(key: String, value: JSONNode)] = []
        var seen: Set<String> = []
        scanner.skipWhitespace()
        if scanner.peek == UInt8(ascii: "}") {
            scanner.advance()
            return .object(members, start)
        }
        while true {
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a member name in double quotes")
            }
            let keyPosition = position()
            let key: String
            do {
                key = try scanner.string()
            } catch {
                throw self.error(error)
            }
            guard seen.insert(key).inserted else {
                throw JSONSyntaxError(position: keyPosition, message: "duplicate key \"\(key)\"")
            }
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), expected ':' after the member name")
            }
            scanner.advance()
            scanner.skipWhitespace()
            members.append((key, try value(depth: depth)))
            scanner.skipWhitespace()
            switch scanner.peek {
            case nil: throw error("unexpected end of file, expected ',' or '}'")
            case UInt8(ascii: ","): scanner.advance()
            case UInt8(ascii: "}"):
                scanner.advance()
                return .object(members, start)
            default: throw error("unexpected \(describeCurrent()), expected ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int, start: JSONPosition) throws(JSONSyntaxError) -> JSONNode {
        guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        scanner.advance()
        var items: [JSONNode] = []
        scanner.skipWhitespace()
        if scanner.peek == UInt8(ascii: "]") {
            scanner.advance()
            return .array(items, start)
        }
        while true {
            scanner.skipWhitespace()
            items.append(try value(depth: depth))
            scanner.skipWhitespace()
            switch scanner.peek {
            case nil: throw error("unexpected end of file, expected ',' or ']'")
            case UInt8(ascii: ","): scanner.advance()
            case UInt8(ascii: "]"):
                scanner.advance()
                return .array(items, start)
            default: throw error("unexpected \(describeCurrent()), expected ',' or ']'")
            }
        }
    }

    // MARK: - Positions and errors

    /// The line and column of a byte offset on the scanner's current line (the next byte by
    /// default). Columns count scalars: UTF-8 continuation bytes (10xxxxxx) are skipped.
    private mutating func position(at offset: Int? = nil) -> JSONPosition {
        let offset = offset ?? scanner.index
        let lineStart = scanner.lineStart
        var (index, column) =
            columnMark.offset >= lineStart && columnMark.offset <= offset ? columnMark : (lineStart, 1)
        while index < offset && index < scanner.bytes.count {
            if scanner.bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        columnMark = (index, column)
        return JSONPosition(line: scanner.line, column: column)
    }

    private mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position(), message: message)
    }

    /// A malformed token, worded as the system-file reader always has.
    private mutating func error(_ failure: JSONScanner.Failure) -> JSONSyntaxError {
        let message: String
        var offset = failure.offset
        switch failure.kind {
        case .endOfString: message = "unexpected end of file inside a string"
        case .controlCharacter(let byte): message = "control character (\(Self.hex(byte))) inside a string; escape it"
        case .endOfEscape: message = "unexpected end of file in an escape"
        case .invalidEscape(let byte):
            let shown = byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : Self.hex(byte)
            message = "invalid escape '\\\(shown)' in a string"
        case .endOfUnicodeEscape: message = "unexpected end of file in a \\u escape"
        case .invalidHexDigit: message = "invalid hex digit in a \\u escape"
        case .loneSurrogate: message = "lone UTF-16 surrogate in \\u escape"
        case .invalidSurrogatePair: message = "invalid UTF-16 surrogate pair in \\u escape"
        case .invalidUTF8(.invalidByte(let byte)): message = "invalid UTF-8 \(Self.hex(byte))"
        case .invalidUTF8(.truncated): message = "truncated UTF-8 sequence"
        case .invalidUTF8(.invalidSequence): message = "invalid UTF-8 sequence"
        case .noIntegerDigit: message = "invalid number: expected a digit"
        case .leadingZero:
            message = "invalid number: leading zeros are not allowed"
            offset = failure.tokenStart
        case .noFractionDigit: message = "invalid number: expected a digit after '.'"
        case .noExponentDigit: message = "invalid number: expected a digit in the exponent"
        case .invalidLiteral(let expected): message = "invalid literal, expected '\(expected)'"
        }
        return JSONSyntaxError(position: position(at: offset), message: message)
    }

    /// "byte 0x1F".
    private static func hex(_ byte: UInt8) -> String { "byte 0x\(String(byte, radix: 16, uppercase: true))" }

    /// The next byte for messages: `'x'` when printable ASCII, else its value.
    private func describeCurrent() -> String {
        guard let byte = scanner.peek else { return "end of file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return Self.hex(byte)
    }
}
