/// A JSON value read from text, with the position of every value so errors can point at it.
///
/// Objects keep their members in file order (a writer can keep hand-written order) and
/// duplicate keys are refused: a repeated key would silently hide one of the values.
public indirect enum JSONNode: Equatable, Sendable {
    case object([(key: String, value: JSONNode)], JSONPosition)
    case array([JSONNode], JSONPosition)
    case string(String, JSONPosition)
    /// A number with its text as written (so `1e309` can be refused rather than read as ∞).
    case number(Double, String, JSONPosition)
    case bool(Bool, JSONPosition)
    case null(JSONPosition)

    public var position: JSONPosition {
        switch self {
        case .object(_, let p), .array(_, let p), .string(_, let p), .number(_, _, let p), .bool(_, let p), .null(let p): p
        }
    }

    /// The type's name for messages: "an object", "a string".
    public var typeDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a, _), .object(let b, _)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a, _), .array(let b, _)): a == b
        case (.string(let a, _), .string(let b, _)): a == b
        case (.number(let a, _, _), .number(let b, _, _)): a == b
        case (.bool(let a, _), .bool(let b, _)): a == b
        case (.null, .null): true
        default: false
        }
    }
}

/// A 1-based line and column (in Unicode scalars) in the source text.
public struct JSONPosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public var description: String { "\(line):\(column)" }
}

/// Malformed JSON, with where it went wrong.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let position: JSONPosition
    public let message: String
    /// `3:14: expected ',' or '}' after an object member`.
    public var description: String { "\(position): \(message)" }
}

/// A strict RFC 8259 JSON reader over UTF-8 bytes.
///
/// Limits keep hostile input cheap: nesting deeper than `maximumDepth` (default 64) is refused
/// before it can exhaust the stack, and invalid UTF-8, a byte-order mark, control characters in
/// strings and lone surrogates are errors, not guesses.
public struct JSONReader {
    public static let defaultMaximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private let maximumDepth: Int

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON document; only white space may follow it.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw reader.error("the file starts with a UTF-8 byte-order mark; save it without one")
        }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw reader.error("the file is UTF-16; save it as UTF-8")
        }
        reader.skipWhitespace()
        let value = try reader.parseValue(depth: 0)
        reader.skipWhitespace()
        if reader.index < bytes.count {
            throw reader.error("unexpected \(reader.describeCurrent()) after the JSON value")
        }
        return value
    }

    public static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8), maximumDepth: maximumDepth)
    }

    /// Where the column count was last taken, so positions along one long line cost linear time
    /// in total rather than quadratic.
    private var columnMark = (index: 0, column: 1)

    private var position: JSONPosition {
        mutating get {
            // Column counts scalars, not bytes: continuation bytes (10xxxxxx) are not counted.
            var (i, column) = columnMark.index >= lineStart && columnMark.index <= index ? columnMark : (lineStart, 1)
            while i < index && i < bytes.count {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            columnMark = (i, column)
            return JSONPosition(line: line, column: column)
        }
    }

    private mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        let start = position
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1, start: start)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1, start: start)
        case UInt8(ascii: "\""): return .string(try parseString(), start)
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true, start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false, start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null(start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber(start: start)
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                throw error("invalid literal, expected '\(literal)'")
            }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int, start: JSONPosition) throws(JSONSyntaxError) -> JSONNode {
        guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        index += 1
        var members: [(key: String, value: JSONNode)] = []
        var seen: Set<String> = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members, start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a member name in double quotes")
            }
            let keyPosition = position
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw JSONSyntaxError(position: keyPosition, message: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), expected ':' after the member name")
            }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members, start)
            }
            throw error("unexpected \(describeCurrent()), expected ',' or '}'")
        }
    }

    private mutating func parseArray(depth: Int, start: JSONPosition) throws(JSONSyntaxError) -> JSONNode {
        guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items, start)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items, start)
            }
            throw error("unexpected \(describeCurrent()), expected ',' or ']'")
        }
    }

    private mutating func parseNumber(start: JSONPosition) throws(JSONSyntaxError) -> JSONNode {
        let begin = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("invalid number: expected a digit") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw JSONSyntaxError(position: start, message: "invalid number: leading zeros are not allowed")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number: expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number: expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        guard let value = Double(text) else { throw JSONSyntaxError(position: start, message: "invalid number \(text)") }
        return .number(value, text, start)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        while true {
            guard index < bytes.count else { throw error("unexpected end of file inside a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                index += 1
                scalars.append(try parseEscape())
            case 0x00..<0x20:
                throw error("control character (byte 0x\(String(byte, radix: 16, uppercase: true))) inside a string; escape it")
            case 0x00..<0x80:
                scalars.append(Unicode.Scalar(byte))
                index += 1
            default:
                scalars.append(try parseUTF8Scalar())
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unexpected end of file in an escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("lone UTF-16 surrogate in \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid UTF-16 surrogate pair in \\u escape") }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("lone UTF-16 surrogate in \\u escape") }
            return scalar
        default:
            index -= 1
            let shown =
                byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "byte 0x\(String(byte, radix: 16, uppercase: true))"
            throw error("invalid escape '\\\(shown)' in a string")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unexpected end of file in a \\u escape") }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in a \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Decodes one multi-byte UTF-8 sequence, refusing overlong forms, surrogates and bytes
    /// that are not UTF-8.
    private mutating func parseUTF8Scalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        let lead = bytes[index]
        let count: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: count = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: count = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: count = 4; value = UInt32(lead & 0x07)
        default: throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))")
        }
        guard index + count <= bytes.count else { throw error("truncated UTF-8 sequence") }
        for offset in 1..<count {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { throw error("invalid UTF-8 sequence") }
            value = value << 6 | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = count == 2 ? 0x80 : count == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw error("invalid UTF-8 sequence") }
        index += count
        return scalar
    }
}
