import CableCore
import Foundation
import Testing

@testable import CableCLI

/// The two line readers of `cable batch`: a flat JSON object and an RFC 4180 CSV record.
/// Every expected value and column below was worked out by hand from the input text
/// (columns count bytes from 1).
@Suite("BatchLine: one line of batch input")
struct BatchLineTests {
    /// A parsed field as a comparable value.
    struct Field: Equatable, CustomStringConvertible {
        let key: String
        let value: SizingRequest.Value
        init(_ key: String, _ value: SizingRequest.Value) {
            self.key = key
            self.value = value
        }
        var description: String { "\(key)=\(value)" }
    }

    static func json(_ bytes: [UInt8]) throws(BatchLine.SyntaxError) -> [Field] {
        try BatchLine.parseJSONObject(bytes[...]).map { Field($0.key, $0.value) }
    }

    static func json(_ text: String) throws(BatchLine.SyntaxError) -> [Field] { try json(Array(text.utf8)) }

    /// The cells of the first CSV record in `text` (none for no record), or its error.
    static func csv(_ text: String) throws(BatchLine.SyntaxError) -> [String] {
        try csv(Array(text.utf8))
    }

    static func csv(_ bytes: [UInt8]) throws(BatchLine.SyntaxError) -> [String] {
        switch BatchLine.csvRecords(bytes).first?.content {
        case .cells(let cells): return cells
        case .malformed(let error): throw error
        case .tooLong, nil: return []
        }
    }

    /// The error a reader throws, or nil when it reads the line.
    static func syntaxError(_ body: () throws(BatchLine.SyntaxError) -> Void) -> BatchLine.SyntaxError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    // MARK: - JSON: values

    struct JSONCase: Sendable, CustomTestStringConvertible {
        let line: String
        let fields: [(String, SizingRequest.Value)]
        init(_ line: String, _ fields: [(String, SizingRequest.Value)]) {
            self.line = line
            self.fields = fields
        }
        var testDescription: String { line }
    }

    static let jsonCases: [JSONCase] = [
        JSONCase(#"{"current": 20}"#, [("current", .number(20))]),
        JSONCase(#"{}"#, []),
        JSONCase(#"{ }"#, []),
        // plain decimals, the common fast path
        JSONCase(#"{"a": 0}"#, [("a", .number(0))]),
        JSONCase(#"{"a": 0.5}"#, [("a", .number(0.5))]),
        JSONCase(#"{"a": 12.25}"#, [("a", .number(12.25))]),
        JSONCase(#"{"a": -3}"#, [("a", .number(-3))]),
        // 0.1 and 0.3 are not exact in binary: the reader must round as Double("0.1") does
        JSONCase(#"{"a": 0.1}"#, [("a", .number(0.1))]),
        JSONCase(#"{"a": 0.3}"#, [("a", .number(0.3))]),
        JSONCase(#"{"a": 4.8768}"#, [("a", .number(4.8768))]),
        // exponents, either case, either sign
        JSONCase(#"{"a": 1e3}"#, [("a", .number(1000))]),
        JSONCase(#"{"a": 1E3}"#, [("a", .number(1000))]),
        JSONCase(#"{"a": 2.5e+2}"#, [("a", .number(250))]),
        JSONCase(#"{"a": 5e-1}"#, [("a", .number(0.5))]),
        JSONCase(#"{"a": -1.5E-3}"#, [("a", .number(-0.0015))]),
        JSONCase(#"{"a": 0e0}"#, [("a", .number(0))]),
        // more digits than a UInt64 holds: read by the slow path
        JSONCase(#"{"a": 12345678901234567890}"#, [("a", .number(1.2345678901234567890e19))]),
        JSONCase(#"{"a": 0.12345678901234567}"#, [("a", .number(0.12345678901234567))]),
        // Either side of the 15-digit exact path, and digits enough to wrap a 64-bit integer.
        JSONCase(#"{"a": 999999999999999}"#, [("a", .number(999_999_999_999_999))]),
        JSONCase(#"{"a": 0.000000000000001}"#, [("a", .number(1e-15))]),
        JSONCase(#"{"a": 1.00000000000000000000000000001}"#, [("a", .number(1))]),
        JSONCase(#"{"a": 1.7976931348623157e308}"#, [("a", .number(1.7976931348623157e308))]),
        // literals; null means absent
        JSONCase(#"{"a": true, "b": false}"#, [("a", .bool(true)), ("b", .bool(false))]),
        JSONCase(#"{"a": null}"#, []),
        JSONCase(#"{"a": null, "b": 1, "c": null}"#, [("b", .number(1))]),
        // strings: plain, escapes, \u, raw UTF-8
        JSONCase(#"{"length": "16ft"}"#, [("length", .text("16ft"))]),
        JSONCase(#"{"a": ""}"#, [("a", .text(""))]),
        JSONCase(#"{"a": "q\"b\\c\/d"}"#, [("a", .text(#"q"b\c/d"#))]),
        JSONCase(#"{"a": "\n\t\r\b\f"}"#, [("a", .text("\n\t\r\u{8}\u{C}"))]),
        JSONCase(#"{"a": "\u0041\u00e9\u20AC"}"#, [("a", .text("Aé€"))]),
        JSONCase(#"{"a": "x\u0000y"}"#, [("a", .text("x\u{0}y"))]),
        JSONCase(#"{"temperature": "60°C"}"#, [("temperature", .text("60°C"))]),
        JSONCase(#"{"a": "é\"x"}"#, [("a", .text("é\"x"))]),
        JSONCase(#"{"a\u0062": 1}"#, [("ab", .number(1))]),
        // An escaped key and value, then plain ones, then escaped again: each member reads its
        // own text (the decoded bytes are kept only from the first escape on).
        JSONCase(
            #"{"a\u0062": "x\u0041", "c": "y", "d": "z\u0042", "e": 1, "f\u0067": "w"}"#,
            [("ab", .text("xA")), ("c", .text("y")), ("d", .text("zB")), ("e", .number(1)), ("fg", .text("w"))]),
        // keys are matched on their decoded bytes: a request key or a label written with an escape
        JSONCase(#"{"cur\u0072ent": 1, "\u0069d": 2}"#, [("current", .number(1)), ("id", .number(2))]),
        // Names are scanned eight bytes at a time: what ends a plain name at each position of a
        // word, and names longer than a word.
        JSONCase(
            #"{"temperature": 1, "abcdefghijklmnopq": 2}"#, [("temperature", .number(1)), ("abcdefghijklmnopq", .number(2))]),
        JSONCase(#"{"abcdefgh\u0069": 1}"#, [("abcdefghi", .number(1))]),
        JSONCase(#"{"abcdefg\"h": 1}"#, [("abcdefg\"h", .number(1))]),
        JSONCase(#"{"abcdefghé": 1}"#, [("abcdefghé", .number(1))]),
        JSONCase(#"{"aé": 1, "abcdefghijklmé": 2}"#, [("aé", .number(1)), ("abcdefghijklmé", .number(2))]),
        JSONCase("{\"abc\u{7F}defgh\": 1}", [("abc\u{7F}defgh", .number(1))]),
        // whitespace: spaces, tabs and a carriage return anywhere between tokens
        JSONCase("  {\t\"a\" :\t1 , \"b\":\"x\"  }\t ", [("a", .number(1)), ("b", .text("x"))]),
        JSONCase("{\"a\":1}\r", [("a", .number(1))]),
        // fields keep their order, and repeated keys reach SizingRequest (which refuses them)
        JSONCase(
            #"{"voltage": 12, "current": 20, "voltage": 24}"#,
            [("voltage", .number(12)), ("current", .number(20)), ("voltage", .number(24))]),
    ]

    @Test(arguments: jsonCases)
    func parseJSONObject_readsFlatObjects(_ testCase: JSONCase) throws {
        let fields = try Self.json(testCase.line)
        #expect(fields == testCase.fields.map { Field($0.0, $0.1) })
    }

    @Test func parseJSONObject_negativeZero_keepsItsSign() throws {
        let fields = try Self.json(#"{"a": -0}"#)
        guard case .number(let value) = try #require(fields.first).value else {
            Issue.record("expected a number, got \(fields)")
            return
        }
        #expect(value == 0)
        #expect(value.sign == .minus)
    }

    @Test func parseJSONObject_hugeExponent_isInfiniteNotATrap() throws {
        // Refused later as "must be a finite number"; the reader itself must not trap.
        #expect(try Self.json(#"{"a": 1e400}"#) == [Field("a", .number(.infinity))])
    }

    /// The reader works on a slice of a larger buffer (the batch chunk), so indices do not
    /// start at 0; columns still count from the slice's first byte.
    @Test func parseJSONObject_sliceOfALargerBuffer_readsAndCountsColumnsFromTheSlice() throws {
        let buffer = Array("xxxxx{\"current\": 20}\n{\"a\" 1}\n".utf8)
        let first = buffer[5..<20]
        let fields = try BatchLine.parseJSONObject(first).map { Field($0.key, $0.value) }
        #expect(fields == [Field("current", .number(20))])
        let second = buffer[21..<28]
        let error = Self.syntaxError { () throws(BatchLine.SyntaxError) in _ = try BatchLine.parseJSONObject(second) }
        #expect(error == BatchLine.SyntaxError(column: 6, message: "expected ':' after the key"))
    }

    /// `cable batch` reads every line into one field list: a line must leave nothing behind
    /// for the next, neither a field nor a key problem (a repeated key).
    @Test func parseJSONObject_intoAListUsedBefore_keepsNothingOfTheLineBefore() throws {
        var fields = SizingRequest.Fields()
        var labels = BatchLabels()
        func read(_ line: String) throws(BatchLine.SyntaxError) {
            let bytes = Array(line.utf8)
            try bytes.withUnsafeBufferPointer { line throws(BatchLine.SyntaxError) in
                try BatchLine.parseJSONObject(line, into: &fields, labels: &labels)
            }
        }
        try read(#"{"current": 20, "voltage": 12, "current": 30}"#)
        #expect(fields.keyProblem != nil)
        #expect(fields[.current] == .number(20))
        #expect(fields[.voltage] == .number(12))
        try read(#"{"length": 5, "current": 7}"#)
        #expect(fields.keyProblem == nil)
        #expect(fields[.voltage] == nil)
        #expect(fields[.length] == .number(5))
        #expect(fields[.current] == .number(7))
    }

    // MARK: - JSON: errors

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        let column: Int
        let message: String
        init(_ line: String, column: Int, _ message: String) {
            self.bytes = Array(line.utf8)
            self.column = column
            self.message = message
        }
        init(bytes: [UInt8], column: Int, _ message: String) {
            self.bytes = bytes
            self.column = column
            self.message = message
        }
        var testDescription: String { String(decoding: bytes, as: UTF8.self) }
    }

    static let jsonErrorCases: [ErrorCase] = [
        ErrorCase("", column: 1, "expected '{' to start a JSON object"),
        ErrorCase("current=20", column: 1, "expected '{' to start a JSON object"),
        ErrorCase("[1, 2]", column: 1, "expected '{' to start a JSON object"),
        ErrorCase("  x", column: 3, "expected '{' to start a JSON object"),
        // `{"a": 1} x`: the object closes at column 8, then a space, then x at column 10
        ErrorCase(#"{"a": 1} x"#, column: 10, "unexpected text after the object"),
        ErrorCase(#"{"a": 1}{}"#, column: 9, "unexpected text after the object"),
        // `{"a": 1,}`: a trailing comma, then '}' at column 9 where a key was due
        ErrorCase(#"{"a": 1,}"#, column: 9, "expected a key in double quotes"),
        ErrorCase(#"{a: 1}"#, column: 2, "expected a key in double quotes"),
        ErrorCase(#"{'a': 1}"#, column: 2, "expected a key in double quotes"),
        ErrorCase(#"{"a" 1}"#, column: 6, "expected ':' after the key"),
        // `{"a": 1 "b": 2}`: the second key starts at column 9 where ',' or '}' was due
        ErrorCase(#"{"a": 1 "b": 2}"#, column: 9, "expected ',' or '}'"),
        ErrorCase(#"{"a": 1"#, column: 8, "expected ',' or '}'"),
        ErrorCase(#"{"a": }"#, column: 7, "expected a value"),
        ErrorCase(#"{"a":"#, column: 6, "expected a value"),
        ErrorCase(#"{"a": .5}"#, column: 7, "expected a value"),
        ErrorCase(#"{"a": +1}"#, column: 7, "expected a value"),
        ErrorCase(#"{"a": NaN}"#, column: 7, "expected a value"),
        // nested values start at column 7
        ErrorCase(#"{"a": {"b": 1}}"#, column: 7, "nested objects and arrays are not request values"),
        ErrorCase(#"{"a": [1]}"#, column: 7, "nested objects and arrays are not request values"),
        ErrorCase(#"{"a": tru}"#, column: 7, "invalid literal"),
        ErrorCase(#"{"a": nul}"#, column: 7, "invalid literal"),
        ErrorCase(#"{"a": True}"#, column: 7, "expected a value"),
        // number errors: the column of the character where a digit was due
        ErrorCase(#"{"a": -}"#, column: 8, "invalid number"),
        ErrorCase(#"{"a": 1.}"#, column: 9, "invalid number: no digit after '.'"),
        ErrorCase(#"{"a": 1e}"#, column: 9, "invalid number: no digit in the exponent"),
        ErrorCase(#"{"a": 1e+}"#, column: 10, "invalid number: no digit in the exponent"),
        ErrorCase(#"{"a": 1.5.2}"#, column: 10, "expected ',' or '}'"),
        // strings: the line ends inside one (8 bytes, so column 9)
        ErrorCase(#"{"a": "x"#, column: 9, "unterminated string"),
        // escapes: the error points at the backslash that starts the escape
        ErrorCase(#"{"a": "x\"#, column: 9, "unterminated escape"),
        ErrorCase(#"{"a": "\u00"}"#, column: 8, "invalid \\u escape"),
        ErrorCase(#"{"a": "\u00zz"}"#, column: 8, "invalid \\u escape"),
        // a control character in a name, within the first word and past it
        ErrorCase(bytes: Array(#"{"abc"#.utf8) + [0x01] + Array(#"defgh": 1}"#.utf8), column: 6, "control character in a string"),
        ErrorCase(
            bytes: Array(#"{"abcdefghij"#.utf8) + [0x1F] + Array(#"": 1}"#.utf8), column: 13, "control character in a string"),
        ErrorCase(bytes: Array(#"{"abcdefghij"#.utf8) + [0xFF] + Array(#"": 1}"#.utf8), column: 13, "invalid UTF-8"),
        // invalid UTF-8 outside a string: 0xFF at column 2 where a key was due
        ErrorCase(bytes: [0x7B, 0xFF, 0x7D], column: 2, "expected a key in double quotes"),
        // a NUL byte between tokens: `{"a": 1,` then NUL at column 9
        ErrorCase(
            bytes: Array(#"{"a": 1,"#.utf8) + [0x00] + Array(#""b": 2}"#.utf8), column: 9, "expected a key in double quotes"),
    ]

    @Test(arguments: jsonErrorCases)
    func parseJSONObject_malformed_throwsWithColumn(_ testCase: ErrorCase) {
        let error = Self.syntaxError { () throws(BatchLine.SyntaxError) in _ = try Self.json(testCase.bytes) }
        #expect(error == BatchLine.SyntaxError(column: testCase.column, message: testCase.message))
    }

    @Test func syntaxError_description_namesTheColumn() {
        #expect(BatchLine.SyntaxError(column: 7, message: "expected a value").description == "column 7: expected a value")
    }

    /// Errors found inside a token should point into it, as the column of the offending byte or
    /// of the escape or number that holds it. These read `{"a": ` (columns 1–6) and a string or
    /// number from column 7.
    struct TokenErrorCase: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        /// The columns of the offending text.
        let columns: ClosedRange<Int>
        let message: String
        var testDescription: String { "\(message) at \(columns)" }
    }

    static let tokenErrorCases: [TokenErrorCase] = [
        // `{"a": "x<TAB>y"}`: the raw tab is at column 9
        TokenErrorCase(bytes: Array("{\"a\": \"x\ty\"}".utf8), columns: 9...9, message: "control character in a string"),
        // `{"a": "<FF>"}`: the invalid byte is at column 8
        TokenErrorCase(bytes: Array(#"{"a": ""#.utf8) + [0xFF] + Array(#""}"#.utf8), columns: 8...8, message: "invalid UTF-8"),
        // `{"a": "\q"}`: the escape `\q` spans columns 8–9
        TokenErrorCase(bytes: Array(#"{"a": "\q"}"#.utf8), columns: 8...9, message: "invalid escape"),
        // `{"a": "\uD800"}`: the escape spans columns 8–13
        TokenErrorCase(
            bytes: Array(#"{"a": "\uD800"}"#.utf8), columns: 8...13, message: "\\u escape of a lone surrogate"),
        // `{"a": 01}`: the number spans columns 7–8
        TokenErrorCase(bytes: Array(#"{"a": 01}"#.utf8), columns: 7...8, message: "invalid number: leading zero"),
    ]

    // Regression, once a bug: these columns point one past the offending text (tab at 9 reported at 10, 0xFF at 8
    // reported at 9, `\q` reported at 10, `\uD800` at 14, `01` at 9).
    @Test(arguments: tokenErrorCases)
    func parseJSONObject_errorInsideAToken_columnPointsIntoTheToken(_ testCase: TokenErrorCase) throws {
        let error = try #require(Self.syntaxError { () throws(BatchLine.SyntaxError) in _ = try Self.json(testCase.bytes) })
        #expect(error.message == testCase.message)
        #expect(testCase.columns.contains(error.column), "column \(error.column) is outside \(testCase.columns)")
    }

    // Regression, once a bug: RFC 8259 §7 writes a character outside the Basic Multilingual Plane as a UTF-16
    // surrogate pair; the reader refuses the pair as "\u escape of a lone surrogate".
    @Test func parseJSONObject_surrogatePair_decodesToOneCharacter() throws {
        #expect(try Self.json(#"{"a": "\ud83d\ude00"}"#) == [Field("a", .text("😀"))])
    }

    @Test func parseJSONObject_loneSurrogate_isRefused() {
        let error = Self.syntaxError { () throws(BatchLine.SyntaxError) in _ = try Self.json(#"{"a": "\udc00x"}"#) }
        #expect(error?.message == "\\u escape of a lone surrogate")
    }

    // MARK: - CSV

    struct CSVCase: Sendable, CustomTestStringConvertible {
        let line: String
        let fields: [String]
        init(_ line: String, _ fields: [String]) {
            self.line = line
            self.fields = fields
        }
        var testDescription: String { EchoedText.escapingAll(line) }
    }

    static let csvCases: [CSVCase] = [
        CSVCase("current,voltage,length", ["current", "voltage", "length"]),
        CSVCase("20,12,5m", ["20", "12", "5m"]),
        CSVCase("a", ["a"]),
        CSVCase(",", ["", ""]),
        CSVCase("a,,c", ["a", "", "c"]),
        CSVCase("a,b,", ["a", "b", ""]),
        // a blank line is no record
        CSVCase("", []), CSVCase(" \t", []), CSVCase("\r", []),
        // RFC 4180: quotes around fields holding commas or quotes, quotes doubled inside
        CSVCase(#""blade,maxi",12"#, ["blade,maxi", "12"]),
        CSVCase(#"x,"say ""hi""""#, ["x", #"say "hi""#]),
        CSVCase(#""""#, [""]),
        CSVCase(#""""""#, ["\""]),
        CSVCase(#""a","b""#, ["a", "b"]),
        CSVCase(#""","""#, ["", ""]),
        CSVCase(#""5 m, one way",x"#, ["5 m, one way", "x"]),
        // text after a closing quote is kept
        CSVCase(#""a"b,c"#, ["ab", "c"]),
        // and line breaks, LF or CRLF, kept as they are
        CSVCase("a,\"b\nc\",d", ["a", "b\nc", "d"]),
        CSVCase("a,\"b\r\nc\"\r\n", ["a", "b\r\nc"]),
        CSVCase("\"say \"\"hi\"\",\nthere\",1", ["say \"hi\",\nthere", "1"]),
        CSVCase("\"a\n\n\r\nb\",1", ["a\n\n\r\nb", "1"]),
        CSVCase("\"\n\"", [""]),  // then trimmed, as every cell
        // a CR before the line feed ends the record; one elsewhere is kept
        CSVCase("a,b\r\n", ["a", "b"]), CSVCase("a\rb", ["a\rb"]),
        // white space around unquoted fields is dropped
        CSVCase(" 20 , 12 ,\t5m ", ["20", "12", "5m"]),
        // UTF-8 passes through
        CSVCase("60°C,aluminium", ["60°C", "aluminium"]),
    ]

    @Test(arguments: csvCases)
    func csvRecord_readsRFC4180Fields(_ testCase: CSVCase) throws {
        #expect(try Self.csv(testCase.line) == testCase.fields)
    }

    static let csvErrorCases: [ErrorCase] = [
        // `"a`: the quoted field opened at column 1 is still open at the end of the input
        ErrorCase(#""a"#, column: 1, "unterminated quoted field"),
        ErrorCase(#"x,"a,b"#, column: 3, "unterminated quoted field"),
        // `a"b`: the quote at column 2 is inside an unquoted field
        ErrorCase(#"a"b,c"#, column: 2, "a quote inside an unquoted field"),
        // `x,"a""`: the doubled quote is a quote inside the field, which is still open
        ErrorCase(#"x,"a"""#, column: 3, "unterminated quoted field"),
        // `"a" "b"`: after the closing quote, the space starts the field's text
        ErrorCase(#""a" "b""#, column: 5, "a quote inside an unquoted field"),
        // `20,<C3 28>,5`: the field ends at the comma at column 6
        ErrorCase(bytes: Array("20,".utf8) + [0xC3, 0x28] + Array(",5".utf8), column: 6, "invalid UTF-8"),
        // `20,12,5<FF>`: the last field ends at column 8
        ErrorCase(bytes: Array("20,12,5".utf8) + [0xFF], column: 8, "invalid UTF-8"),
    ]

    @Test(arguments: csvErrorCases)
    func csvRecord_malformed_isAnErrorWithItsColumn(_ testCase: ErrorCase) {
        let error = Self.syntaxError { () throws(BatchLine.SyntaxError) in _ = try Self.csv(testCase.bytes) }
        #expect(error == BatchLine.SyntaxError(column: testCase.column, message: testCase.message))
    }

    /// Records of a whole input: each named by its first line.
    struct CSVInput: Sendable, CustomTestStringConvertible {
        let name: String
        let input: String
        let maximumBytes: Int
        let records: [CSVRecordReader.Record]
        init(_ name: String, _ input: String, maximumBytes: Int = .max, _ records: [CSVRecordReader.Record]) {
            self.name = name
            self.input = input
            self.maximumBytes = maximumBytes
            self.records = records
        }
        var testDescription: String { name }
    }

    static func cells(_ line: Int, _ cells: [String]) -> CSVRecordReader.Record { .init(line: line, content: .cells(cells)) }

    static func malformed(_ line: Int, at errorLine: Int? = nil, column: Int, _ message: String) -> CSVRecordReader.Record {
        .init(line: line, content: .malformed(.init(line: errorLine, column: column, message: message)))
    }

    static let csvInputs: [CSVInput] = [
        CSVInput("one record a line", "a,b\nc,d\n", [cells(1, ["a", "b"]), cells(2, ["c", "d"])]),
        CSVInput("no final line feed", "a,b\nc,d", [cells(1, ["a", "b"]), cells(2, ["c", "d"])]),
        CSVInput(
            "a quoted line feed joins lines", "a,\"b\nc\",d\ne,f,g\n",
            [cells(1, ["a", "b\nc", "d"]), cells(3, ["e", "f", "g"])]),
        CSVInput(
            "a quoted CRLF joins lines", "a,\"b\r\nc\"\r\nx\r\n", [cells(1, ["a", "b\r\nc"]), cells(3, ["x"])]),
        CSVInput(
            "a quoted blank line is part of the field", "\"a\n\n   \nb\",1\n2,3\n",
            [cells(1, ["a\n\n   \nb", "1"]), cells(5, ["2", "3"])]),
        CSVInput("blank lines between records are skipped", "a\n\n \r\nb\n", [cells(1, ["a"]), cells(4, ["b"])]),
        CSVInput(
            "unterminated at the end: an error at its opening quote", "a,b\n\"c,d\ne,f\n",
            [cells(1, ["a", "b"]), malformed(2, column: 1, "unterminated quoted field")]),
        // `b","c` on line 2: the second field opens at its column 4
        CSVInput(
            "unterminated, opened on a later line", "\"a\nb\",\"c\nd",
            [malformed(1, at: 2, column: 4, "unterminated quoted field")]),
        // `b"x"y,1` on line 2: the quote at column 4 is inside the field `bx`; the record ends there
        CSVInput(
            "an error on a later line names it and ends the record there", "\"a\nb\"x\"y,1\n2\n",
            [malformed(1, at: 2, column: 4, "a quote inside an unquoted field"), cells(3, ["2"])]),
        CSVInput(
            "an error on the first line ends the record at its end", "a\"b,\"c\nd\n",
            [malformed(1, column: 2, "a quote inside an unquoted field"), cells(2, ["d"])]),
        // 8 + 1 + 6 bytes: over 10, refused at its end, and the next record read
        CSVInput(
            "a record over the limit", "\"0123456\n789\",x\nnext\n", maximumBytes: 10,
            [.init(line: 1, content: .tooLong), cells(3, ["next"])]),
        CSVInput(
            "a record over the limit still inside quotes at the end", "a\n\"0123456\n789,x\n", maximumBytes: 10,
            [cells(1, ["a"]), .init(line: 2, content: .tooLong)]),
        CSVInput("a record of exactly the limit", "0123,56789\n", maximumBytes: 10, [cells(1, ["0123", "56789"])]),
    ]

    @Test(arguments: csvInputs)
    func csvRecords_ofAWholeInput(_ testCase: CSVInput) {
        #expect(BatchLine.csvRecords(Array(testCase.input.utf8), maximumBytes: testCase.maximumBytes) == testCase.records)
    }

    @Test func csvRecords_sliceOfALargerBuffer_readsOnlyTheSlice() throws {
        let buffer = Array("skip\n\"a,b\",c\nnext".utf8)
        #expect(BatchLine.csvRecords(buffer[5..<12]) == [Self.cells(1, ["a,b", "c"])])
    }

    @Test func syntaxError_onALaterLineOfARecord_namesTheLine() {
        #expect(BatchLine.SyntaxError(column: 3, message: "m").description == "column 3: m")
        #expect(BatchLine.SyntaxError(line: 7, column: 3, message: "m").description == "line 7, column 3: m")
    }

    // MARK: - CSV header

    static let keyList =
        // #33 added the resistance, conductorClass and tinned keys after temperature.
        "current, power, voltage, length, roundTrip, material, conductorTemperature, resistance, conductorClass, tinned, insulation, "
        + "engineRoom, bundled, maxDrop, "
        + "critical, standard, fuseFactor, fuseType, units, chargeVoltage, id, name"

    struct HeaderCase: Sendable, CustomTestStringConvertible {
        let cells: [String]
        /// The error, or nil when the cells are a header.
        let error: String?
        var testDescription: String { EchoedText.escapingAll(cells.joined(separator: ",")) }
    }

    static let headerCases: [HeaderCase] = [
        .init(cells: ["current", "voltage", "length"], error: nil),
        .init(cells: SizingRequest.keys, error: nil),
        // a first line of data
        .init(
            cells: ["20", "12", "5"],
            error: "'20' is not a column name. CSV input starts with a header naming its columns: \(keyList)"),
        // the first cell that is not a column name, with the closest one when it is near
        .init(
            cells: ["current", "voltage", "lenght", "colour"],
            error:
                "'lenght' is not a column name. Did you mean 'length'? CSV input starts with a header naming its columns: \(keyList)"
        ),
        .init(
            cells: ["current", "Voltage"],
            error:
                "'Voltage' is not a column name. Did you mean 'voltage'? CSV input starts with a header naming its columns: \(keyList)"
        ),
        .init(
            cells: ["current", "voltage", "length", ""],
            error: "an empty cell is not a column name. CSV input starts with a header naming its columns: \(keyList)"),
        .init(
            cells: ["\u{1B}[2J"],
            error: #"'\u001b[2J' is not a column name. CSV input starts with a header naming its columns: "# + keyList),
        .init(cells: ["current", "voltage", "current"], error: "column 'current' is named twice"),
    ]

    @Test(arguments: headerCases)
    func csvHeader_everyCellMustNameAKeyOnce(_ testCase: HeaderCase) {
        do {
            let keys = try BatchLine.csvHeader(testCase.cells)
            #expect(testCase.error == nil)
            #expect(keys.map(\.rawValue) == testCase.cells)
        } catch {
            #expect(error.description == testCase.error)
        }
    }

    // MARK: - Fuzz inputs

    /// The batchline fuzz target's seeds and the inputs that once crashed it, in
    /// Fixtures/fuzz/batchline/ and Fixtures/fuzz/crashers/batchline/.
    static func fuzzInputs() -> [String] {
        let fuzz = PackagePaths.root.appendingPathComponent("Fixtures/fuzz")
        return ["batchline", "crashers/batchline"].flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: fuzz.appendingPathComponent(folder).path)) ?? []
            return names.sorted().map { "\(folder)/\($0)" }
        }
    }

    /// Each input through the same calls as Fuzz/batchline.swift: a value or a typed error,
    /// never a trap.
    @Test(arguments: fuzzInputs())
    func batchLineFuzzInput_isSizedOrRefused(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/fuzz/\(path)")))
        func size(_ fields: [(key: String, value: SizingRequest.Value)]) {
            guard let request = try? SizingRequest(fields) else { return }
            _ = String(describing: try? Sizer.size(request.circuit, options: request.options))
        }
        if let fields = try? BatchLine.parseJSONObject(bytes[...]) { size(fields) }
        let records = BatchLine.csvRecords(bytes, maximumBytes: 1 << 10)
        guard case .cells(let cells)? = records.first?.content, let header = try? BatchLine.csvHeader(cells) else { return }
        for record in records.dropFirst() {
            guard case .cells(let cells) = record.content, cells.count == header.count else { continue }
            size(zip(header, cells).compactMap { key, cell in cell.isEmpty ? nil : (key.rawValue, .text(cell)) })
        }
    }

    // MARK: - Lines to requests

    /// Parses a line and validates its request.
    static func request(line: String) throws -> SizingRequest {
        let bytes = Array(line.utf8)
        let fields = try bytes.withUnsafeBufferPointer { line throws(BatchLine.SyntaxError) in
            try BatchLine.parseJSONObject(line)
        }
        return try SizingRequest(fields)
    }

    @Test func consecutiveLines_shareNothing() throws {
        let first = try Self.request(
            line: #"{"power": 240, "voltage": 24, "length": 3, "material": "aluminium", "critical": true}"#)
        #expect(first.circuit.material == .aluminium)
        #expect(first.options.maxDropPercent == 3)
        let second = try Self.request(line: #"{"current": 20, "voltage": 12, "length": 5}"#)
        #expect(second.circuit.load == .current(.amperes(20)))
        #expect(second.circuit.material == .copper)
        #expect(second.options.maxDropPercent == 5)
    }

    @Test func keyWithAnEscape_isMatchedByItsDecodedName() throws {
        let request = try Self.request(line: #"{"current": 20, "voltage": 12, "length": 5}"#)
        #expect(request.circuit.current.amperes == 20)
        #expect(request.circuit.length.meters == 5)
    }

    @Test func unknownAndRepeatedKeys_areReportedInLineOrderAfterTheLineIsRead() throws {
        // The first problem counts: the unknown key before the repeated one.
        let unknownFirst = #"{"current": 20, "lenght": 5, "current": 3, "voltage": 12}"#
        #expect(throws: ValidationError(field: "lenght", rule: .unknownKey(suggestion: "length", known: []), actual: "")) {
            _ = try Self.request(line: unknownFirst)
        }
        #expect(throws: ValidationError(field: "current", rule: .givenTwice, actual: "")) {
            _ = try Self.request(line: #"{"current": 20, "current": 3, "lenght": 5}"#)
        }
        // A syntax error later on the line is reported, not the unknown key before it.
        #expect(throws: BatchLine.SyntaxError(column: 29, message: "expected ',' or '}'")) {
            _ = try Self.request(line: #"{"lenght": 5, "voltage": 12 "length": 5}"#)
        }
        // A null value is absent: its key is neither checked nor counted.
        let request = try Self.request(
            line: #"{"current": 20, "voltage": 12, "length": 5, "colour": null, "current": null}"#)
        #expect(request.circuit.current.amperes == 20)
    }
}
