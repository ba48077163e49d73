extension SizingRequest {
    /// Why a request written as a flat JSON object could not be read: a malformed token, or a
    /// token where the object's structure wants another, at a byte offset of the input. Front
    /// ends word it (`cable batch`: `BatchLine.SyntaxError`).
    package enum FlatObjectFailure: Error, Equatable {
        /// A malformed string, number or literal.
        case token(JSONScanner.Failure)
        /// No `{` where the object should start.
        case expectedObject(offset: Int)
        /// No `"` where a key should start.
        case expectedKey(offset: Int)
        /// No `:` after a key.
        case expectedColon(offset: Int)
        /// Neither `,` nor `}` after a member.
        case expectedCommaOrEnd(offset: Int)
        /// Something other than white space after the object.
        case trailingText(offset: Int)
        /// An object or array as a member's value.
        case nestedValue(offset: Int)
        /// No value where a member's value should start.
        case expectedValue(offset: Int)
    }

    /// Reads `{"key": value, …}` from `bytes` — values numbers, strings, `true`, `false` or
    /// `null` — and calls `member` for each member whose value is not `null`, in order, with the
    /// key's UTF-8 (decoded when it holds an escape), the value, and the range of the value's
    /// text in `bytes` (a number's token as written). White space is allowed wherever JSON
    /// allows it, and after the object.
    ///
    /// It lives in CableCore, beside ``JSONScanner``, so the scanner's small steps (peek, advance,
    /// white space) run in line here: called across the module boundary from `cable batch` they
    /// were about 600 instructions a line.
    /// - Throws: ``FlatObjectFailure``, the first problem in reading order.
    package static func forEachMember(
        ofFlatObject bytes: UnsafeBufferPointer<UInt8>,
        _ member: (_ key: UnsafeBufferPointer<UInt8>, _ value: Value, _ text: Range<Int>) -> Void
    ) throws(FlatObjectFailure) {
        var scanner = JSONScanner(bytes)
        scanner.skipWhitespace()
        guard scanner.peek == UInt8(ascii: "{") else { throw .expectedObject(offset: scanner.index) }
        scanner.advance()
        scanner.skipWhitespace()
        if scanner.peek == UInt8(ascii: "}") {
            scanner.advance()
        } else {
            while true {
                scanner.skipWhitespace()
                guard scanner.peek == UInt8(ascii: "\"") else { throw .expectedKey(offset: scanner.index) }
                let (name, decoded): (Range<Int>, [UInt8]?)
                do {
                    (name, decoded) = try scanner.stringToken()
                } catch {
                    throw .token(error)
                }
                scanner.skipWhitespace()
                guard scanner.peek == UInt8(ascii: ":") else { throw .expectedColon(offset: scanner.index) }
                scanner.advance()
                scanner.skipWhitespace()
                let start = scanner.index
                if let value = try flatValue(&scanner) {
                    if let decoded {
                        decoded.withUnsafeBufferPointer { member($0, value, start..<scanner.index) }
                    } else {
                        member(UnsafeBufferPointer(rebasing: bytes[name]), value, start..<scanner.index)
                    }
                }
                scanner.skipWhitespace()
                if scanner.peek == UInt8(ascii: ",") {
                    scanner.advance()
                    continue
                }
                guard scanner.peek == UInt8(ascii: "}") else { throw .expectedCommaOrEnd(offset: scanner.index) }
                scanner.advance()
                break
            }
        }
        scanner.skipWhitespace()
        guard scanner.atEnd else { throw .trailingText(offset: scanner.index) }
    }

    /// A member's value, which starts here; nil for `null`.
    private static func flatValue(_ scanner: inout JSONScanner) throws(FlatObjectFailure) -> Value? {
        switch scanner.peek {
        case UInt8(ascii: "{"), UInt8(ascii: "["): throw .nestedValue(offset: scanner.index)
        case UInt8(ascii: "\""), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): break
        case _ where scanner.atNumber: break
        default: throw .expectedValue(offset: scanner.index)
        }
        do {
            switch scanner.peek {
            case UInt8(ascii: "\""): return .text(try scanner.string())
            case UInt8(ascii: "t"):
                try scanner.literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try scanner.literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try scanner.literal("null")
                return nil
            default: return .number(try scanner.number().value)
            }
        } catch {
            throw .token(error)
        }
    }
}
