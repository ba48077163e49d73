import CableCore

/// Readers for one record of batch input: a flat JSON object (NDJSON, one a line) or a CSV
/// record (``CSVRecordReader``, which may span lines). Every malformed record is an error for
/// that record, never a trap.
enum BatchLine {
    /// Why a line could not be read: a 1-based column (in bytes) and what is wrong there; in a
    /// CSV record that spans lines, the line too when it is not the record's first.
    struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        let line: Int?
        let column: Int
        let message: String

        init(line: Int? = nil, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }

        var description: String {
            guard let line else { return "column \(column): \(message)" }
            return "line \(line), column \(column): \(message)"
        }
    }

    /// Reads `{"key": value, …}` whose values are numbers, strings, `true`, `false` or `null`
    /// (null = absent) into request fields, and its `id` and `name` into `labels`. Nested
    /// objects and arrays are refused; unknown and repeated keys are the fields' problem,
    /// reported when they are validated. `fields` is emptied first (its storage kept, so a batch
    /// reads every line into one list).
    static func parseJSONObject(
        _ line: UnsafeBufferPointer<UInt8>, into fields: inout SizingRequest.Fields, labels: inout BatchLabels
    ) throws(SyntaxError) {
        // The fields are set in CableCore (`SizingRequest.read(flatObject:into:other:)`); only
        // the members that are no request key come back here: the labels, or an unknown name.
        do {
            try SizingRequest.read(flatObject: line, into: &fields) { name, value, text in
                guard let label = MemberKey.label(utf8: name) else { return false }
                switch value {
                case .number:
                    labels.set(label, .number(String(decoding: UnsafeBufferPointer(rebasing: line[text]), as: UTF8.self)))
                case .text(let text): labels.set(label, .text(text))
                case .bool(let flag): labels.set(label, .bool(flag))
                }
                return true
            }
        } catch {
            throw syntaxError(error)
        }
    }

    /// The request fields of a line, its labels dropped (the fuzz target, tests).
    static func parseJSONObject(_ line: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> SizingRequest.Fields {
        var fields = SizingRequest.Fields()
        var labels = BatchLabels()
        try parseJSONObject(line, into: &fields, labels: &labels)
        return fields
    }

    /// ``parseJSONObject(_:)-(UnsafeBufferPointer<UInt8>)`` as the list of members read.
    static func parseJSONObject(_ line: ArraySlice<UInt8>) throws(SyntaxError) -> [(key: String, value: SizingRequest.Value)] {
        var members: [(key: String, value: SizingRequest.Value)] = []
        try line.withUnsafeBufferPointer { bytes throws(SyntaxError) in
            try forEachMember(of: bytes) { key, value, _ in members.append((key.name, value)) }
        }
        return members
    }

    /// A member's key, told from its bytes as it is read (no `String` made for a known one): a
    /// request field, a label, or a name neither knows (the fields word it when validated).
    enum MemberKey {
        case field(SizingRequest.Key)
        case label(BatchLabels.Key)
        case unknown(String)

        init(utf8 name: UnsafeBufferPointer<UInt8>) {
            if let key = SizingRequest.Key(utf8: name) {
                self = .field(key)
            } else if let label = Self.label(utf8: name) {
                self = .label(label)
            } else {
                self = .unknown(String(decoding: name, as: UTF8.self))
            }
        }

        /// The label `name` is (`id`, `name`), nil for none.
        static func label(utf8 name: UnsafeBufferPointer<UInt8>) -> BatchLabels.Key? {
            if name.elementsEqual("id".utf8) { return .id }
            if name.elementsEqual("name".utf8) { return .name }
            return nil
        }

        /// The key as written.
        var name: String {
            switch self {
            case .field(let key): key.rawValue
            case .label(let label): label.rawValue
            case .unknown(let name): name
            }
        }
    }

    /// Reads a flat object (``SizingRequest/forEachMember(ofFlatObject:_:)``, on ``JSONScanner``'s
    /// tokens) and calls `member` for each member whose value is not `null`, in order, with the
    /// value's bytes as written (a number's token, kept verbatim by ``BatchLabels``).
    private static func forEachMember(
        of line: UnsafeBufferPointer<UInt8>, _ member: (MemberKey, SizingRequest.Value, UnsafeBufferPointer<UInt8>) -> Void
    ) throws(SyntaxError) {
        do {
            try SizingRequest.forEachMember(ofFlatObject: line) { key, value, text in
                member(MemberKey(utf8: key), value, UnsafeBufferPointer(rebasing: line[text]))
            }
        } catch {
            throw syntaxError(error)
        }
    }

    /// A flat object's problem worded as batch errors always have been: at the column (1-based,
    /// in bytes) of the offending byte, or of the escape or literal that holds it.
    private static func syntaxError(_ failure: SizingRequest.FlatObjectFailure) -> SyntaxError {
        let (message, offset): (String, Int)
        switch failure {
        case .token(let error): return syntaxError(error)
        case .expectedObject(let at): (message, offset) = ("expected '{' to start a JSON object", at)
        case .expectedKey(let at): (message, offset) = ("expected a key in double quotes", at)
        case .expectedColon(let at): (message, offset) = ("expected ':' after the key", at)
        case .expectedCommaOrEnd(let at): (message, offset) = ("expected ',' or '}'", at)
        case .trailingText(let at): (message, offset) = ("unexpected text after the object", at)
        case .nestedValue(let at): (message, offset) = ("nested objects and arrays are not request values", at)
        case .expectedValue(let at): (message, offset) = ("expected a value", at)
        }
        return SyntaxError(column: offset + 1, message: message)
    }

    /// A malformed token worded as batch errors always have been: at the column of the offending
    /// byte, or of the escape or literal that holds it.
    private static func syntaxError(_ error: JSONScanner.Failure) -> SyntaxError {
        let (message, offset): (String, Int)
        switch error.kind {
        case .endOfString: (message, offset) = ("unterminated string", error.offset)
        case .controlCharacter: (message, offset) = ("control character in a string", error.offset)
        case .endOfEscape: (message, offset) = ("unterminated escape", error.escapeStart ?? error.offset)
        case .invalidEscape: (message, offset) = ("invalid escape", error.escapeStart ?? error.offset)
        case .endOfUnicodeEscape, .invalidHexDigit:
            (message, offset) = ("invalid \\u escape", error.escapeStart ?? error.offset)
        case .loneSurrogate, .invalidSurrogatePair:
            (message, offset) = ("\\u escape of a lone surrogate", error.escapeStart ?? error.offset)
        case .invalidUTF8: (message, offset) = ("invalid UTF-8", error.offset)
        case .noIntegerDigit: (message, offset) = ("invalid number", error.offset)
        case .leadingZero: (message, offset) = ("invalid number: leading zero", error.offset)
        case .noFractionDigit: (message, offset) = ("invalid number: no digit after '.'", error.offset)
        case .noExponentDigit: (message, offset) = ("invalid number: no digit in the exponent", error.offset)
        case .invalidLiteral: (message, offset) = ("invalid literal", error.tokenStart)
        }
        return SyntaxError(column: offset + 1, message: message)
    }
}
