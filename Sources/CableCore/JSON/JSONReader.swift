/// A strict RFC 8259 JSON document reader: a system file's bytes into a ``JSONNode`` tree with
/// the position of every value, on the tokens of `JSONScanner`.
///
/// Limits keep hostile input cheap: nesting deeper than `maximumDepth` (default 64) is refused
/// before it can exhaust the stack; invalid UTF-8, a byte-order mark, control characters in
/// strings, lone surrogates and duplicate keys are errors, not guesses. Positions are line and
/// column, the column counted in Unicode scalars.
public struct JSONReader {
    /// The deepest nesting read when none is given: 64 arrays or objects.
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

    /// Parses one JSON document from text; only white space may follow it.
    /// - Throws: ``JSONSyntaxError`` with the position of the first error.
    public static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8), maximumDepth: maximumDepth)
    }

    private mutating func document() throws(JSONSyntaxError) -> JSONNode {
        let bytes = scanner.bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw error(.byteOrderMark)
        }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw error(.utf16)
        }
        scanner.skipWhitespace()
        let value = try value(depth: 0)
        scanner.skipWhitespace()
        guard scanner.atEnd else { throw error(.unexpected(current(), expected: .endAfterValue)) }
        return value
    }

    // MARK: - Values

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard let byte = scanner.peek else { throw error(.unexpected(.endOfFile, expected: .value)) }
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
        default: throw error(.unexpected(current(), expected: .value))
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
        guard depth <= maximumDepth else { throw error(.tooDeep(levels: maximumDepth)) }
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
                throw error(.unexpected(current(), expected: .memberName))
            }
            let keyPosition = position()
            let key: String
            do {
                key = try scanner.string()
            } catch {
                throw self.error(error)
            }
            guard seen.insert(key).inserted else {
                throw JSONSyntaxError(position: keyPosition, problem: .duplicateKey(key))
            }
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: ":") else {
                throw error(.unexpected(current(), expected: .colon))
            }
            scanner.advance()
            scanner.skipWhitespace()
            members.append((key, try value(depth: depth)))
            scanner.skipWhitespace()
            switch scanner.peek {
            case nil: throw error(.unexpected(.endOfFile, expected: .commaOrBrace))
            case UInt8(ascii: ","): scanner.advance()
            case UInt8(ascii: "}"):
                scanner.advance()
                return .object(members, start)
            default: throw error(.unexpected(current(), expected: .commaOrBrace))
            }
        }
    }

    private mutating func array(depth: Int, start: JSONPosition) throws(JSONSyntaxError) -> JSONNode {
        guard depth <= maximumDepth else { throw error(.tooDeep(levels: maximumDepth)) }
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
            case nil: throw error(.unexpected(.endOfFile, expected: .commaOrBracket))
            case UInt8(ascii: ","): scanner.advance()
            case UInt8(ascii: "]"):
                scanner.advance()
                return .array(items, start)
            default: throw error(.unexpected(current(), expected: .commaOrBracket))
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

    private mutating func error(_ problem: JSONSyntaxError.Problem) -> JSONSyntaxError {
        JSONSyntaxError(position: position(), problem: problem)
    }

    /// A malformed token, worded as the system-file reader always has.
    private mutating func error(_ failure: JSONScanner.Failure) -> JSONSyntaxError {
        let problem: JSONSyntaxError.Problem
        var offset = failure.offset
        switch failure.kind {
        case .endOfString: problem = .endOfString
        case .controlCharacter(let byte): problem = .controlCharacter(byte)
        case .endOfEscape: problem = .endOfEscape
        case .invalidEscape(let byte): problem = .invalidEscape(byte)
        case .endOfUnicodeEscape: problem = .endOfUnicodeEscape
        case .invalidHexDigit: problem = .invalidHexDigit
        case .loneSurrogate: problem = .loneSurrogate
        case .invalidSurrogatePair: problem = .invalidSurrogatePair
        case .invalidUTF8(.invalidByte(let byte)): problem = .invalidUTF8Byte(byte)
        case .invalidUTF8(.truncated): problem = .truncatedUTF8
        case .invalidUTF8(.invalidSequence): problem = .invalidUTF8Sequence
        case .noIntegerDigit: problem = .noIntegerDigit
        case .leadingZero:
            problem = .leadingZero
            offset = failure.tokenStart
        case .noFractionDigit: problem = .noFractionDigit
        case .noExponentDigit: problem = .noExponentDigit
        case .invalidLiteral(let expected): problem = .invalidLiteral(expected: expected)
        }
        return JSONSyntaxError(position: position(at: offset), problem: problem)
    }

    /// The next byte for messages: a printable ASCII character, else its value.
    private func current() -> JSONSyntaxError.Token {
        guard let byte = scanner.peek else { return .endOfFile }
        if byte >= 0x20 && byte < 0x7F { return .character(Character(Unicode.Scalar(byte))) }
        return .byte(byte)
    }
}
