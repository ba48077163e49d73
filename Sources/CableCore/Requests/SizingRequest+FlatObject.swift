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
        var members = FlatMembers(bytes)
        var decoded = FlatMembers.Decoded()
        while let next = try members.next(decoding: &decoded) {
            let value = next.token.value(in: bytes, escaped: decoded.value)
            members.withName(of: next, decoded: decoded) { member($0, value, next.text) }
        }
    }

    /// Reads a flat object (``forEachMember(ofFlatObject:_:)``) into `fields`, emptied first
    /// (its storage kept: a batch reads every line into one list). A member whose key is a
    /// request key is set here; any other goes to `other` with its key's UTF-8, its value and
    /// its text's range, as `forEachMember` gives them, and when `other` does not take it (a
    /// front end's own key, such as batch's labels) it is set by its name (``Fields/set(_:_:)-(String,_)``:
    /// an alias, or the request's unknown-key problem).
    ///
    /// What `cable batch` reads a line with: each field is set in CableCore, with the key
    /// matched and the field stored in line, not by a closure across the module boundary (a
    /// call, the key's match and `Fields.set`, about 180 instructions a field); and a name of
    /// an enumeration-valued key is not made a `String` (``Key/name(spelledBy:)``). The members
    /// are read by ``FlatMembers``, an iterator put in line, so that the loop, the key's match
    /// and the store are one piece of code (a closure for each member, as it was, stayed a
    /// call: ~40 instructions a member).
    /// - Throws: ``FlatObjectFailure``, the first problem in reading order (the fields read
    ///   before it stay set).
    package static func read(
        flatObject bytes: UnsafeBufferPointer<UInt8>, into fields: inout Fields,
        other: (_ key: UnsafeBufferPointer<UInt8>, _ value: Value, _ text: Range<Int>) -> Bool
    ) throws(FlatObjectFailure) {
        fields.removeAll()
        try fields.storing { (store: inout Fields.Store) throws(FlatObjectFailure) in
            var members = FlatMembers(bytes)
            var decoded = FlatMembers.Decoded()
            while let next = try members.next(decoding: &decoded) {
                if !next.keyEscaped, let key = Key.matching(utf8: UnsafeBufferPointer(rebasing: bytes[next.name])) {
                    store.set(key, next.token.value(of: key, in: bytes, escaped: decoded.value))
                } else {
                    let escapedKey = next.keyEscaped ? decoded.key ?? [] : nil
                    storeOther(
                        name: next.name, token: next.token, text: next.text, escapedKey: escapedKey,
                        escaped: decoded.value, in: bytes, into: &store, other: other)
                }
            }
        }
    }

    /// A member whose key is no plain request key (an escaped key — its decoded UTF-8 is
    /// `escapedKey` —, a label, an alias, an unknown name): stored as
    /// ``read(flatObject:into:other:)`` says. (Handed copies, not the member reader, which the
    /// loop keeps in registers.)
    @inline(never)
    private static func storeOther(
        name keyRange: Range<Int>, token: FlatToken, text: Range<Int>, escapedKey: [UInt8]?, escaped: [UInt8]?,
        in bytes: UnsafeBufferPointer<UInt8>, into store: inout Fields.Store,
        other: (_ key: UnsafeBufferPointer<UInt8>, _ value: Value, _ text: Range<Int>) -> Bool
    ) {
        func storeNamed(_ name: UnsafeBufferPointer<UInt8>) {
            if let key = Key(utf8: name) {
                store.set(key, token.value(of: key, in: bytes, escaped: escaped))
            } else {
                let value = token.value(in: bytes, escaped: escaped)
                if !other(name, value, text) { store.set(String(decoding: name, as: UTF8.self), value) }
            }
        }
        guard let escapedKey else { return storeNamed(UnsafeBufferPointer(rebasing: bytes[keyRange])) }
        escapedKey.withUnsafeBufferPointer(storeNamed)
    }

    /// The members of a flat object (``forEachMember(ofFlatObject:_:)``), one by one, each value
    /// as its ``FlatToken``: a string not yet made a `String`, so that a reader that knows the
    /// key can do without one; a member whose value is `null` is passed over.
    ///
    /// An iterator rather than a function that calls a closure for each member, so that its
    /// reader's loop is one function: ``next()`` is put in line (`@inline(always)`), and the
    /// scanner it keeps is only ever handed to a call as a copy, so the optimiser can keep it
    /// in registers. Invariant: the members, their order, every failure
    /// and its offset are those of the plain reading of the grammar (`{`, then members `"key"
    /// : value` separated by `,`, then `}`, white space between any two tokens and after the
    /// object). `BatchLineTests` and `SizingRequestFlatObjectTests` read lines with every
    /// kind of value, white space everywhere, escapes in keys and values and every malformed
    /// piece, and check the fields, the labels and each error's column.
    private struct FlatMembers {
        /// A member read: its key (the bytes between the quotes, or, when `keyEscaped`, the
        /// decoded UTF-8 in ``Decoded/key``), its value and the range of the value's text.
        struct Member {
            let name: Range<Int>
            let keyEscaped: Bool
            let token: FlatToken
            let text: Range<Int>
        }

        /// The decoded UTF-8 of the last string value, and of the last key, that held an escape
        /// (rare): nil until one does, so a line without an escape makes and releases no array
        /// (two empty arrays were released a line, ~18 instructions each). Kept by the caller,
        /// not in the iterator: with these references in it, the iterator was destroyed by an
        /// outlined call handed its address, so the scanner was kept in memory and its index
        /// stored at every step (~30 instructions a line).
        struct Decoded {
            var value: [UInt8]?
            var key: [UInt8]?
        }

        private var scanner: JSONScanner
        /// Where the reading is: before the `{`, after a member's value, or past the end.
        private var state = State.start

        private enum State {
            case start, afterValue, done
        }

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            scanner = JSONScanner(bytes)
        }

        /// Hands `read` the member's key as UTF-8.
        func withName<T>(of member: Member, decoded: Decoded, _ read: (UnsafeBufferPointer<UInt8>) -> T) -> T {
            guard member.keyEscaped else { return read(UnsafeBufferPointer(rebasing: scanner.bytes[member.name])) }
            return (decoded.key ?? []).withUnsafeBufferPointer(read)
        }

        /// The next member whose value is not `null`; nil after the object's end (and the white
        /// space after it) was read.
        @inline(always)
        mutating func next(decoding decoded: inout Decoded) throws(FlatObjectFailure) -> Member? {
            switch state {
            case .start:
                scanner.skipWhitespace()
                guard scanner.peek == UInt8(ascii: "{") else { throw .expectedObject(offset: scanner.index) }
                scanner.advance()
                scanner.skipWhitespace()
                if scanner.peek == UInt8(ascii: "}") {
                    scanner.advance()
                    return try end()
                }
            case .afterValue:
                guard try anotherMember() else { return try end() }
            case .done: return nil
            }
            while true {
                if let member = try member(decoding: &decoded) {
                    state = .afterValue
                    return member
                }
                guard try anotherMember() else { return try end() }
            }
        }

        /// A member, which starts here (white space before its key); nil when its value is `null`.
        @inline(always)
        private mutating func member(decoding decoded: inout Decoded) throws(FlatObjectFailure) -> Member? {
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: "\"") else { throw .expectedKey(offset: scanner.index) }
            let name: Range<Int>
            let keyEscaped: Bool
            if let plain = scanner.plainString() {
                (name, keyEscaped) = (plain, false)
            } else {
                // A call on a copy of the scanner (so that it may stay in registers, see `token`).
                var copy = scanner
                (name, keyEscaped) = try escapedString(&copy, decodedInto: &decoded.key)
                scanner = copy
            }
            scanner.skipWhitespace()
            guard scanner.peek == UInt8(ascii: ":") else { throw .expectedColon(offset: scanner.index) }
            scanner.advance()
            scanner.skipWhitespace()
            let start = scanner.index
            guard let token = try token(&scanner, escaped: &decoded.value) else { return nil }
            return Member(name: name, keyEscaped: keyEscaped, token: token, text: start..<scanner.index)
        }

        /// After a member's value: true at a `,` (passed), false at the closing `}` (passed).
        @inline(always)
        private mutating func anotherMember() throws(FlatObjectFailure) -> Bool {
            scanner.skipWhitespace()
            if scanner.peek == UInt8(ascii: ",") {
                scanner.advance()
                return true
            }
            guard scanner.peek == UInt8(ascii: "}") else { throw .expectedCommaOrEnd(offset: scanner.index) }
            scanner.advance()
            return false
        }

        /// After the closing `}`: only white space may follow.
        @inline(always)
        private mutating func end() throws(FlatObjectFailure) -> Member? {
            state = .done
            scanner.skipWhitespace()
            guard scanner.atEnd else { throw .trailingText(offset: scanner.index) }
            return nil
        }
    }

    /// A member's value as read, before it is a ``Value``: a string is still its range in the
    /// input, or, when it holds an escape, its decoded UTF-8 is kept beside the token (so the
    /// token holds no reference and is copied and dropped for nothing).
    private enum FlatToken {
        case number(Double)
        case bool(Bool)
        /// A string without an escape: its text is these bytes of the input.
        case text(Range<Int>)
        /// A string with an escape: its text is the decoded UTF-8 kept beside the token.
        case escapedText

        /// The value: a string made a `String` (from `escaped` for ``escapedText``).
        func value(in bytes: UnsafeBufferPointer<UInt8>, escaped: [UInt8]?) -> Value {
            switch self {
            case .number(let number): .number(number)
            case .bool(let flag): .bool(flag)
            case .text(let range): .text(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
            case .escapedText: .text(String(decoding: escaped ?? [], as: UTF8.self))
            }
        }

        /// The value of `key`: a string that spells one of the key's names exactly is that name
        /// (``Key/name(spelledBy:)``, no `String` made from the bytes), any other as
        /// ``value(in:escaped:)``. (Its own switch, put in line: a number or flag handed to
        /// `value(in:escaped:)` was a call of ~20 instructions, three a batch row.)
        @inline(__always)
        func value(of key: Key, in bytes: UnsafeBufferPointer<UInt8>, escaped: [UInt8]?) -> Value {
            switch self {
            case .number(let number): return .number(number)
            case .bool(let flag): return .bool(flag)
            case .text(let range):
                let text = UnsafeBufferPointer(rebasing: bytes[range])
                if let name = key.name(spelledBy: text) { return .text(name) }
                return .text(String(decoding: text, as: UTF8.self))
            case .escapedText: return .text(String(decoding: escaped ?? [], as: UTF8.self))
            }
        }
    }

    /// A member's value, which starts here; nil for `null`. A string with an escape leaves its
    /// decoded UTF-8 in `escaped`. One switch on the value's first byte: a plain string
    /// (``JSONScanner/plainString()``) and a short number (``JSONScanner/shortNumber()``) are
    /// read in line, anything else by ``flatToken(_:escaped:)``, a call handed a copy of the
    /// scanner, never the scanner's address, so that the member loop can keep it (the index
    /// above all) in registers rather than store it at every step. (A call for every value,
    /// `JSONScanner.number()` one for every number, was ~100 instructions a number.)
    @inline(always)
    private static func token(_ scanner: inout JSONScanner, escaped: inout [UInt8]?) throws(FlatObjectFailure)
        -> FlatToken?
    {
        switch scanner.peek {
        case UInt8(ascii: "\"")?:
            if let text = scanner.plainString() { return .text(text) }
        case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
            if let number = scanner.shortNumber() { return .number(number) }
        default: break
        }
        var copy = scanner
        let value = try flatToken(&copy, escaped: &escaped)
        scanner = copy
        return value
    }

    /// A member's value, which starts here; nil for `null`. A string with an escape leaves its
    /// decoded UTF-8 in `escaped`. Every kind of value, read by the general readers (the slow
    /// path of ``token(_:escaped:)``).
    @inline(never)
    private static func flatToken(_ scanner: inout JSONScanner, escaped: inout [UInt8]?) throws(FlatObjectFailure)
        -> FlatToken?
    {
        switch scanner.peek {
        case UInt8(ascii: "\"")?:
            let (text, isEscaped) = try escapedString(&scanner, decodedInto: &escaped)
            return isEscaped ? .escapedText : .text(text)
        case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
            do {
                return .number(try scanner.number().value)
            } catch {
                throw .token(error)
            }
        case UInt8(ascii: "t")?, UInt8(ascii: "f")?, UInt8(ascii: "n")?: return try literalToken(&scanner)
        case UInt8(ascii: "{")?, UInt8(ascii: "[")?: throw .nestedValue(offset: scanner.index)
        default: throw .expectedValue(offset: scanner.index)
        }
    }

    /// A string that is not plain (``JSONScanner/plainString()``), whose opening quote is here:
    /// its text's range, and whether it held an escape — then its decoded UTF-8 is in `decoded`.
    private static func escapedString(
        _ scanner: inout JSONScanner, decodedInto decoded: inout [UInt8]?
    ) throws(FlatObjectFailure) -> (text: Range<Int>, escaped: Bool) {
        do {
            let (text, unescaped) = try scanner.stringToken()
            guard let unescaped else { return (text, false) }
            decoded = unescaped
            return (text, true)
        } catch {
            throw .token(error)
        }
    }

    /// `true`, `false` or `null` (nil), whose first letter is here.
    private static func literalToken(_ scanner: inout JSONScanner) throws(FlatObjectFailure) -> FlatToken? {
        do {
            switch scanner.peek {
            case UInt8(ascii: "t"):
                try scanner.literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try scanner.literal("false")
                return .bool(false)
            default:
                try scanner.literal("null")
                return nil
            }
        } catch {
            throw .token(error)
        }
    }
}
