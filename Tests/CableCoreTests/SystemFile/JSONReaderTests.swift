import Testing

@testable import CableCore

/// The strict JSON reader: what it accepts, what it refuses, and where it says the problem is.
/// Every expected line:column below was counted by hand (columns count Unicode scalars).
@Suite("JSONReader: strict RFC 8259 parsing with positions")
struct JSONReaderTests {
    /// A document the reader must refuse, with the position and message it must report.
    struct SyntaxCase: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
            self.init(name, bytes: Array(text.utf8), line, column, message)
        }

        init(_ name: String, bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
            self.name = name
            self.bytes = bytes
            self.line = line
            self.column = column
            self.message = message
        }
    }

    static let structureCases: [SyntaxCase] = [
        SyntaxCase("empty input", "", 1, 1, "unexpected end of file, expected a value"),
        SyntaxCase("only white space", " \n\t ", 2, 3, "unexpected end of file, expected a value"),
        SyntaxCase("trailing garbage", "{} x", 1, 4, "unexpected 'x' after the JSON value"),
        SyntaxCase("extra closing brace", "{}}", 1, 3, "unexpected '}' after the JSON value"),
        SyntaxCase("two documents", "[1] [2]", 1, 5, "unexpected '[' after the JSON value"),
        SyntaxCase("NUL after the value", bytes: [0x7B, 0x7D, 0x00], 1, 3, "unexpected byte 0x0 after the JSON value"),
        SyntaxCase("literal followed by letters", "truex", 1, 5, "unexpected 'x' after the JSON value"),
        SyntaxCase("missing colon", #"{"a" 1}"#, 1, 6, "unexpected '1', expected ':' after the member name"),
        SyntaxCase("trailing comma in object", #"{"a":1,}"#, 1, 8, "unexpected '}', expected a member name in double quotes"),
        SyntaxCase("unquoted key", "{a:1}", 1, 2, "unexpected 'a', expected a member name in double quotes"),
        SyntaxCase("single-quoted key", "{'a':1}", 1, 2, "unexpected ''', expected a member name in double quotes"),
        SyntaxCase("missing comma between members", #"{"a":1 "b":2}"#, 1, 8, "unexpected '\"', expected ',' or '}'"),
        SyntaxCase("object cut short after a value", #"{"a":1"#, 1, 7, "unexpected end of file, expected ',' or '}'"),
        SyntaxCase(
            "object cut short after the brace", "{", 1, 2, "unexpected end of file, expected a member name in double quotes"),
        SyntaxCase("trailing comma in array", "[1,]", 1, 4, "unexpected ']', expected a value"),
        SyntaxCase("missing comma in array", "[1 2]", 1, 4, "unexpected '2', expected ',' or ']'"),
        SyntaxCase("array cut short", "[1", 1, 3, "unexpected end of file, expected ',' or ']'"),
        SyntaxCase("truncated true", "tru", 1, 4, "invalid literal, expected 'true'"),
        SyntaxCase("misspelt false", "falsy", 1, 5, "invalid literal, expected 'false'"),
        SyntaxCase("truncated null", "nul", 1, 4, "invalid literal, expected 'null'"),
        SyntaxCase("NaN", "NaN", 1, 1, "unexpected 'N', expected a value"),
        SyntaxCase("control byte where a value belongs", bytes: [0x01], 1, 1, "unexpected byte 0x1, expected a value"),
        SyntaxCase(
            "form feed is not JSON white space", bytes: [0x0C, 0x7B, 0x7D], 1, 1, "unexpected byte 0xC, expected a value"),
    ]

    static let numberCases: [SyntaxCase] = [
        SyntaxCase("leading plus", "+1", 1, 1, "unexpected '+', expected a value"),
        SyntaxCase("leading point", ".5", 1, 1, "unexpected '.', expected a value"),
        SyntaxCase("leading zero", "01", 1, 1, "invalid number: leading zeros are not allowed"),
        SyntaxCase("negative leading zero", #"{"a": -01}"#, 1, 7, "invalid number: leading zeros are not allowed"),
        SyntaxCase("lone minus", #"{"a": -}"#, 1, 8, "invalid number: expected a digit"),
        SyntaxCase("point without digits", "1.", 1, 3, "invalid number: expected a digit after '.'"),
        SyntaxCase("exponent without digits", "1e", 1, 3, "invalid number: expected a digit in the exponent"),
        SyntaxCase("signed exponent without digits", "1e+", 1, 4, "invalid number: expected a digit in the exponent"),
        SyntaxCase("hexadecimal", "0x10", 1, 2, "unexpected 'x' after the JSON value"),
    ]

    static let stringCases: [SyntaxCase] = [
        SyntaxCase("unterminated string", #""abc"#, 1, 5, "unexpected end of file inside a string"),
        SyntaxCase("raw tab in a string", "\"a\tb\"", 1, 3, "control character (byte 0x9) inside a string; escape it"),
        SyntaxCase("raw newline in a string", "\"a\nb\"", 1, 3, "control character (byte 0xA) inside a string; escape it"),
        SyntaxCase(
            "raw NUL in a string", bytes: [0x22, 0x00, 0x22], 1, 2, "control character (byte 0x0) inside a string; escape it"),
        SyntaxCase("unknown escape", #""\x""#, 1, 3, "invalid escape '\\x' in a string"),
        SyntaxCase("backslash at end of file", #""\"#, 1, 3, "unexpected end of file in an escape"),
        SyntaxCase("short \\u escape", #""\u12""#, 1, 6, "invalid hex digit in a \\u escape"),
        SyntaxCase("\\u escape cut off", #""\u12"#, 1, 6, "unexpected end of file in a \\u escape"),
        SyntaxCase("lone high surrogate", #""\uD800""#, 1, 8, "lone UTF-16 surrogate in \\u escape"),
        SyntaxCase("lone high surrogate at end of file", #""\uD800"#, 1, 8, "lone UTF-16 surrogate in \\u escape"),
        SyntaxCase("high surrogate before another escape", #""\uD800\n""#, 1, 8, "lone UTF-16 surrogate in \\u escape"),
        SyntaxCase("lone low surrogate", #""\uDC00""#, 1, 8, "lone UTF-16 surrogate in \\u escape"),
        SyntaxCase(
            "high surrogate with a non-surrogate", #""\uD800\u0041""#, 1, 14, "invalid UTF-16 surrogate pair in \\u escape"),
        SyntaxCase("two high surrogates", #""\uD800\uD800""#, 1, 14, "invalid UTF-16 surrogate pair in \\u escape"),
    ]

    static let encodingCases: [SyntaxCase] = [
        SyntaxCase(
            "UTF-8 byte-order mark", bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], 1, 1,
            "the file starts with a UTF-8 byte-order mark; save it without one"),
        SyntaxCase(
            "UTF-16 little-endian", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], 1, 1, "the file is UTF-16; save it as UTF-8"),
        SyntaxCase(
            "UTF-16 big-endian", bytes: [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], 1, 1, "the file is UTF-16; save it as UTF-8"),
        SyntaxCase(
            "UTF-16 without a byte-order mark", bytes: [0x7B, 0x00, 0x7D, 0x00], 1, 2,
            "unexpected byte 0x0, expected a member name in double quotes"),
        SyntaxCase("0xFF in a string", bytes: [0x22, 0xFF, 0x22], 1, 2, "invalid UTF-8 byte 0xFF"),
        SyntaxCase("stray continuation byte", bytes: [0x22, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0x80"),
        SyntaxCase("overlong two-byte NUL", bytes: [0x22, 0xC0, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xC0"),
        SyntaxCase("overlong three-byte form", bytes: [0x22, 0xE0, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8 sequence"),
        SyntaxCase("UTF-8-encoded surrogate", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "invalid UTF-8 sequence"),
        SyntaxCase("above U+10FFFF", bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8 sequence"),
        SyntaxCase("lead byte 0xF5", bytes: [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xF5"),
        SyntaxCase("bad continuation byte", bytes: [0x22, 0xE2, 0x28, 0xA1, 0x22], 1, 2, "invalid UTF-8 sequence"),
        SyntaxCase("sequence cut off by end of file", bytes: [0x22, 0xE2, 0x82], 1, 2, "truncated UTF-8 sequence"),
        SyntaxCase("0xFF outside a string", bytes: [0xFF], 1, 1, "unexpected byte 0xFF, expected a value"),
    ]

    static let positionCases: [SyntaxCase] = [
        SyntaxCase("third line", "{\n  \"a\": 1,\n  \"b\": x\n}", 3, 8, "unexpected 'x', expected a value"),
        SyntaxCase("CRLF line ends", "{\r\n  \"a\": 1,\r\n  \"b\": x\r\n}", 3, 8, "unexpected 'x', expected a value"),
        // { " é 😀 " : ␠ x — é is 2 bytes and 😀 4, but each is one column.
        SyntaxCase("columns count scalars, not bytes", "{\"é😀\": x}", 1, 8, "unexpected 'x', expected a value"),
        SyntaxCase("tab counts as one column", "[\t\tx]", 1, 4, "unexpected 'x', expected a value"),
        SyntaxCase("duplicate key", #"{"a":1,"a":2}"#, 1, 8, "duplicate key \"a\""),
        SyntaxCase("duplicate key in a nested object", #"{"a":{"b":1,"b":2}}"#, 1, 13, "duplicate key \"b\""),
        // The same key spelt with an escape is still the same key.
        SyntaxCase("duplicate key spelt with an escape", #"{"a":1,"\u0061":2}"#, 1, 8, "duplicate key \"a\""),
        SyntaxCase("duplicate key on a later line", "{\n  \"x\": 1,\n  \"y\": 2,\n  \"x\": 3\n}", 4, 3, "duplicate key \"x\""),
    ]

    @Test(arguments: structureCases + numberCases + stringCases + encodingCases + positionCases)
    func parse_malformedInput_isRefusedWithLineAndColumn(_ testCase: SyntaxCase) {
        let expected = WordedSyntax(
            position: JSONPosition(line: testCase.line, column: testCase.column), message: testCase.message)
        expectThrows(expected) {
            try JSONReader.parse(testCase.bytes)
        }
    }

    // MARK: nesting limits

    @Test func parse_oneHundredThousandOpenBrackets_isAnErrorNotACrash() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        // Depth 65 is refused where its bracket stands: byte 64, column 65.
        expectThrows(WordedSyntax(position: JSONPosition(line: 1, column: 65), message: "nesting deeper than 64 levels")) {
            try JSONReader.parse(bytes)
        }
    }

    @Test func parse_oneHundredThousandNestedObjects_isAnErrorNotACrash() {
        let text = String(repeating: #"{"a":"#, count: 100_000)
        // Each level is 5 bytes; the 65th '{' is byte 64 × 5 = 320, column 321.
        expectThrows(WordedSyntax(position: JSONPosition(line: 1, column: 321), message: "nesting deeper than 64 levels")) {
            try JSONReader.parse(text)
        }
    }

    @Test func parse_sixtyFourLevels_isAccepted_sixtyFiveIsNot() throws {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        var node = try JSONReader.parse(deepest)
        var depth = 1
        while case .array(let items, _) = node, let first = items.first {
            node = first
            depth += 1
        }
        #expect(depth == 64)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        expectThrows(WordedSyntax(position: JSONPosition(line: 1, column: 65), message: "nesting deeper than 64 levels")) {
            try JSONReader.parse(tooDeep)
        }
    }

    @Test func parse_customMaximumDepth_isHonoured() throws {
        expectThrows(WordedSyntax(position: JSONPosition(line: 1, column: 3), message: "nesting deeper than 2 levels")) {
            try JSONReader.parse("[[[1]]]", maximumDepth: 2)
        }
        _ = try JSONReader.parse("[[1]]", maximumDepth: 2)
    }

    // MARK: what is accepted

    @Test func parse_nestedDocument_recordsEveryValuesPosition() throws {
        let text = "{\n  \"a\": [1, {\"b\": true}],\n  \"c\": \"x\"\n}"
        let root = try JSONReader.parse(text)
        guard case .object(let members, let rootPosition) = root else {
            Issue.record("expected an object, got \(root)")
            return
        }
        #expect(rootPosition == JSONPosition(line: 1, column: 1))
        #expect(members.map(\.key) == ["a", "c"])
        guard case .array(let items, let arrayPosition) = members[0].value else {
            Issue.record("expected an array, got \(members[0].value)")
            return
        }
        #expect(arrayPosition == JSONPosition(line: 2, column: 8))
        #expect(items[0].position == JSONPosition(line: 2, column: 9))
        #expect(items[1].position == JSONPosition(line: 2, column: 12))
        guard case .object(let inner, _) = items[1] else {
            Issue.record("expected an object, got \(items[1])")
            return
        }
        #expect(inner[0].value.position == JSONPosition(line: 2, column: 18))
        #expect(inner[0].value == .bool(true, JSONPosition(line: 2, column: 18)))
        #expect(members[1].value.position == JSONPosition(line: 3, column: 8))
        #expect(members[1].value == .string("x", JSONPosition(line: 3, column: 8)))
    }

    @Test func parse_objectMembers_keepFileOrder() throws {
        let root = try JSONReader.parse(#"{"zeta": 1, "alpha": 2, "mid": 3}"#)
        guard case .object(let members, _) = root else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["zeta", "alpha", "mid"])
    }

    @Test func parse_escapes_decodeToTheirCharacters() throws {
        let root = try JSONReader.parse(#""\"\\\/\b\f\n\r\t\u00e9\u20AC""#)
        #expect(root == .string("\"\\/\u{08}\u{0C}\n\r\té€", JSONPosition(line: 1, column: 1)))
    }

    @Test func parse_surrogatePairAndRawUTF8_giveTheSameScalars() throws {
        let escaped = try JSONReader.parse(#""\uD83D\uDE00 caf\u00E9""#)
        let raw = try JSONReader.parse("\"😀 café\"")
        #expect(escaped == .string("😀 café", JSONPosition(line: 1, column: 1)))
        #expect(raw == escaped)
    }

    @Test func parse_whitespaceAroundTheValue_isAllowed() throws {
        #expect(try JSONReader.parse(" \t\r\n{}\n ") == .object([], JSONPosition(line: 2, column: 1)))
    }

    @Test func parse_negativeZero_keepsItsSignAndText() throws {
        let node = try JSONReader.parse("-0")
        guard case .number(let value, let text, _) = node else {
            Issue.record("expected a number, got \(node)")
            return
        }
        #expect(value == 0)
        #expect(value.sign == .minus)
        #expect(text == "-0")
    }

    @Test func parse_overflowingNumber_isReadAsInfinityWithItsTextKept() throws {
        // The reader keeps the text so the decoder can refuse 1e309 by name rather than use ∞.
        let node = try JSONReader.parse("1e309")
        guard case .number(let value, let text, _) = node else {
            Issue.record("expected a number, got \(node)")
            return
        }
        #expect(value == .infinity)
        #expect(text == "1e309")
    }

    @Test(arguments: [
        ("0", 0.0), ("-1.5e-3", -0.0015), ("1E+2", 100), ("2.5", 2.5), ("12345678901234567890", 12_345_678_901_234_567_890.0),
        ("1e-400", 0),
    ])
    func parse_validNumbers_readAsDoubles(_ text: String, _ expected: Double) throws {
        #expect(try JSONReader.parse(text) == .number(expected, text, JSONPosition(line: 1, column: 1)))
    }

    @Test func nodeEquality_ignoresPositionsButNotOrder() throws {
        let a = try JSONReader.parse(#"{"x": [1, "y", null, false]}"#)
        let b = try JSONReader.parse("\n\n  {  \"x\" :[ 1 ,\"y\",null,false ] }")
        let reordered = try JSONReader.parse(#"{"x": ["y", 1, null, false]}"#)
        #expect(a == b)
        #expect(a != reordered)
    }

    @Test(arguments: [
        ("{}", JSONNode.Kind.object), ("[]", .array), ("\"s\"", .string), ("1", .number), ("true", .boolean),
        ("null", .null),
    ])
    func kind_namesTheKindOfValue(_ text: String, _ expected: JSONNode.Kind) throws {
        #expect(try JSONReader.parse(text).kind == expected)
    }

    @Test func syntaxError_description_isLineColonColumnThenMessage() {
        let error = JSONSyntaxError(
            position: JSONPosition(line: 3, column: 14), problem: .unexpected(.character("x"), expected: .commaOrBrace))
        #expect(error.description == "3:14: unexpected 'x', expected ',' or '}'")
    }

    // MARK: - Cost

    /// Every value records its column. Counting each one from the start of its line made a
    /// document on one line (minified JSON, `jq -c`) cost O(n²): 10 000 numbers (20 kB) took
    /// about 5 s in a debug build, 40 000 about 75 s. The reader promises that hostile input stays
    /// cheap, and files up to 16 MiB are read.
    /// Positions along one long line stay exact. (Its speed is a benchmark's business, not a
    /// unit test's: this only checks the values.)
    @Test func parse_longSingleLine_givesExactPositions() throws {
        let text = "[" + String(repeating: "0,", count: 10_000) + "0]"
        guard case .array(let items, _) = try JSONReader.parse(text) else {
            Issue.record("expected an array")
            return
        }
        #expect(items.count == 10_001)
        #expect(items[1].position == JSONPosition(line: 1, column: 4))
        #expect(items.last?.position == JSONPosition(line: 1, column: 20_002))
    }
}
