/// The one JSON writer: every JSON text `cable` makes — `--json` documents, batch records and
/// system files — is written here, so there is one rule for escaping, one for numbers (see
/// ``NumberText``) and one for each layout.
///
/// Values are written one after another, as a stream: open a container, give each member (its
/// key and value, ``member(_:_:)-(_,Double?)``, or a ``key(_:)`` and then any value), close it.
/// The writer puts in the commas, colons and white space of its ``Layout``. With `sortedKeys`
/// (every `cable` output document) debug builds check that each object's keys come in ascending
/// order, so a misplaced key fails the tests.
///
/// Fast path (batch writes a ~1.4 KB record of some 60 members for every input line):
/// - Each piece — a member with the separator before it, a value, a bracket — is one
///   ``write(upTo:_:)`` that makes room once and puts its bytes through a pointer, rather than
///   an array append (a uniqueness and a capacity check) per byte. Invariant: a piece never
///   writes more than the `maximum` it asks room for; each caller computes that bound from what
///   it writes (an escaped string is at most six bytes a byte and its quotes, a number
///   ``NumberText/maximumLength``). Debug builds check it on every piece.
/// - The writer owns its buffer (allocated, grown and freed here), so it is `~Copyable`: a copy
///   would share the buffer.
///
/// `JSONWriterPieceTests` read every kind of member in every layout back with Foundation's
/// parser, on strings holding every escape and far beyond the first buffer; `NumberTextTests`
/// compare numbers with `description`. Safe to change: anything, keeping each bound at least
/// what its piece writes. Measured on batch (docs/PERFORMANCE.md): writing pieces rather than
/// bytes took about a quarter off its time; the owned buffer 6 % of its instructions.
package struct JSONWriter: ~Copyable {
    package enum Layout: Sendable {
        /// No white space at all: batch records, one per line.
        case compact
        /// Each member and element on its own line, indented two spaces a level, `"key": value`;
        /// empty containers as `{}` and `[]`.
        case indented
        /// One line, a space after each `,` and `:` and inside an object's braces:
        /// `{ "name": "Fridge", "power": "60W" }`, `[1, 2]`.
        case inline
    }

    /// The output is `storage[..<count]`; the storage runs on past it as room to write in.
    private var storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1024)
    private var count = 0
    private let layout: Layout
    private let sortedKeys: Bool
    /// The innermost open container (kept apart from the others: every member and element
    /// updates it), and the ones around it, outermost first.
    private var current: Container?
    private var outer: [Container] = []
    /// A key was just written: the next value is its member's.
    private var afterKey = false

    private struct Container {
        let isObject: Bool
        var count = 0
        #if DEBUG
            var lastKey: String?
        #endif
    }

    package init(layout: Layout, sortedKeys: Bool = false) {
        self.layout = layout
        self.sortedKeys = sortedKeys
    }

    deinit { storage.deallocate() }

    /// Calls `body` with the text written so far, as bytes.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: storage[..<count]))
    }

    /// The text written so far.
    package var text: String { String(decoding: UnsafeBufferPointer(rebasing: storage[..<count]), as: UTF8.self) }

    /// How many bytes are written and not yet taken by ``drain(_:)``.
    package var byteCount: Int { count }

    /// Hands the bytes written so far to `body` and forgets them, keeping the open containers:
    /// a long document (`report --json` of a large system) goes out in pieces while it is
    /// written, so the buffer holds a piece, not the document. Called between pieces, the bytes
    /// end at a piece's end, so they are whole UTF-8 characters.
    package mutating func drain(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        body(UnsafeBufferPointer(rebasing: storage[..<count]))
        count = 0
    }

    /// Empties the writer for the next document, keeping its storage (batch writes a record a
    /// line and sends the bytes on in large blocks).
    package mutating func removeAll() {
        count = 0
        current = nil
        outer.removeAll(keepingCapacity: true)
        afterKey = false
    }

    // MARK: - Containers

    package mutating func beginObject() { begin(UInt8(ascii: "{"), isObject: true) }
    package mutating func endObject() { end(UInt8(ascii: "}")) }
    package mutating func beginArray() { begin(UInt8(ascii: "["), isObject: false) }
    package mutating func endArray() { end(UInt8(ascii: "]")) }

    private mutating func begin(_ bracket: UInt8, isObject: Bool) {
        let separator = valueSeparator()
        write(upTo: separator.length + 1) { output in
            output.put(separator)
            output.put(bracket)
        }
        if let current { outer.append(current) }
        current = Container(isObject: isObject)
    }

    private mutating func end(_ bracket: UInt8) {
        guard let container = current else {
            assertionFailure("a container closed that was not open")
            return
        }
        current = outer.popLast()
        var separator = Separator()
        if container.count > 0 {
            switch layout {
            case .compact: break
            case .indented: separator.indent = depth
            case .inline: separator.space = container.isObject
            }
        }
        write(upTo: separator.length + 1) { output in
            output.put(separator)
            output.put(bracket)
        }
    }

    /// How many containers are open.
    private var depth: Int { outer.count + (current == nil ? 0 : 1) }

    // MARK: - Members

    /// A member whose value is a number, or `null` when `value` is nil or not finite.
    package mutating func member(_ name: StaticString, _ value: Double?) {
        guard let value, value.isFinite else { return member(name, literal: "null") }
        member(name, upTo: NumberText.maximumLength) { $0.put(number: value) }
    }

    /// A member whose value is an integer, or `null` when `value` is nil.
    package mutating func member(_ name: StaticString, _ value: Int?) {
        guard let value else { return member(name, literal: "null") }
        member(name, upTo: 20) { $0.putDigits(value) }
    }

    /// A member whose value is `true` or `false`, or `null` when `value` is nil.
    package mutating func member(_ name: StaticString, _ value: Bool?) {
        member(name, literal: value.map { $0 ? "true" : "false" } ?? "null")
    }

    /// A member whose value is a string, or `null` when `value` is nil.
    package mutating func member(_ name: StaticString, _ value: String?) {
        guard var value else { return member(name, literal: "null") }
        value.withUTF8 { utf8 in member(name, upTo: Self.quotedLength(utf8)) { $0.putQuoted(utf8) } }
    }

    /// Starts a member whose value the next call writes (an object, an array, any value). The
    /// key is written in the code (every output document's): ASCII with nothing to escape.
    package mutating func key(_ name: StaticString) {
        member(name, upTo: 0) { _ in }
        afterKey = true
    }

    /// Starts a member, as ``key(_:)``, whose key was read from a file and may need escaping.
    package mutating func key(escaping name: String) {
        let separator = keySeparator(name)
        let spaced = layout != .compact
        var name = name
        name.withUTF8 { utf8 in
            write(upTo: separator.length + Self.quotedLength(utf8) + 2) { output in
                output.put(separator)
                output.putQuoted(utf8)
                output.putColon(spaced: spaced)
            }
        }
        afterKey = true
    }

    private mutating func member(_ name: StaticString, literal: StaticString) {
        literal.withUTF8Buffer { utf8 in member(name, upTo: utf8.count) { $0.put(utf8) } }
    }

    /// One member in one piece: the separator, the key (copied as it is), and what `value` puts,
    /// at most `maximum` bytes.
    private mutating func member(_ name: StaticString, upTo maximum: Int, _ value: (inout Cursor) -> Void) {
        let separator = keySeparator(name.description)
        let spaced = layout != .compact
        name.withUTF8Buffer { utf8 in
            write(upTo: separator.length + utf8.count + 4 + maximum) { output in
                output.put(separator)
                output.put(UInt8(ascii: "\""))
                output.put(utf8)
                output.put(UInt8(ascii: "\""))
                output.putColon(spaced: spaced)
                value(&output)
            }
        }
    }

    /// The separator before a key (and, in debug builds, the check that keys ascend). `name` is
    /// only read by that check.
    private mutating func keySeparator(_ name: @autoclosure () -> String) -> Separator {
        guard current?.isObject == true else {
            assertionFailure("a key outside an object")
            return Separator()
        }
        #if DEBUG
            let name = name()
            if sortedKeys, let last = current?.lastKey {
                assert(last < name, "key '\(name)' after '\(last)': keys must be written in order")
            }
            current?.lastKey = name
        #endif
        return nextSeparator()
    }

    // MARK: - Values

    /// A number at full precision, as ``NumberText/shortest(_:)`` writes it; `null` when not
    /// finite.
    package mutating func number(_ value: Double) {
        guard value.isFinite else { return literal("null") }
        self.value(upTo: NumberText.maximumLength) { $0.put(number: value) }
    }

    /// An integer: what `String(value)` gives, without making one.
    package mutating func integer(_ value: Int) {
        self.value(upTo: 20) { $0.putDigits(value) }
    }

    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in self.value(upTo: Self.quotedLength(utf8)) { $0.putQuoted(utf8) } }
    }

    package mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    package mutating func null() { literal("null") }

    /// A number exactly as it was written in a file (`3`, `2.50`, `1e3`).
    package mutating func number(text: String) {
        var text = text
        text.withUTF8 { raw($0) }
    }

    /// A value already written as JSON text (by another writer): copied as it is.
    package mutating func value(json: [UInt8]) {
        json.withUnsafeBufferPointer { raw($0) }
    }

    /// `value`, or `null` when it is nil.
    package mutating func optional<T>(_ value: T?, _ write: (inout JSONWriter, T) -> Void) {
        if let value { write(&self, value) } else { null() }
    }

    private mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { raw($0) }
    }

    /// A value whose text is `utf8` as it is.
    private mutating func raw(_ utf8: UnsafeBufferPointer<UInt8>) {
        value(upTo: utf8.count) { $0.put(utf8) }
    }

    /// One value in one piece: its separator and what `body` puts, at most `maximum` bytes.
    private mutating func value(upTo maximum: Int, _ body: (inout Cursor) -> Void) {
        let separator = valueSeparator()
        write(upTo: separator.length + maximum) { output in
            output.put(separator)
            body(&output)
        }
    }

    // MARK: - Separators

    /// What goes before a member or an element: a comma after the container's first, then the
    /// layout's white space (a line break and indent, or a space).
    fileprivate struct Separator {
        var comma = false
        /// A line break and this many levels of indent.
        var indent: Int?
        var space = false

        var length: Int { (comma ? 1 : 0) + (indent.map { 1 + 2 * $0 } ?? 0) + (space ? 1 : 0) }
    }

    /// Before a value: nothing after a key; in a container, the element's separator.
    private mutating func valueSeparator() -> Separator {
        if afterKey {
            afterKey = false
            return Separator()
        }
        return nextSeparator()
    }

    /// The separator before the next member or element of the innermost container, counting it.
    private mutating func nextSeparator() -> Separator {
        guard var container = current else { return Separator() }
        let first = container.count == 0
        container.count += 1
        current = container
        var separator = Separator(comma: !first)
        switch layout {
        case .compact: break
        case .indented: separator.indent = depth
        case .inline: separator.space = !first || container.isObject
        }
        return separator
    }

    // MARK: - Writing

    /// Appends one piece of at most `maximum` bytes, which `body` puts through the cursor it is
    /// given (see the type's comment).
    private mutating func write(upTo maximum: Int, _ body: (inout Cursor) -> Void) {
        if storage.count - count < maximum {
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 2 * storage.count + maximum)
            _ = larger.initialize(from: storage[..<count])
            storage.deallocate()
            storage = larger
        }
        guard let base = storage.baseAddress else { return }
        var cursor = Cursor(at: base + count)
        body(&cursor)
        let written = (base + count).distance(to: cursor.next)
        assert(written <= maximum, "a piece of \(written) bytes asked room for \(maximum)")
        count += written
    }

    /// Where the next byte of a piece goes.
    fileprivate struct Cursor {
        private(set) var next: UnsafeMutablePointer<UInt8>

        init(at start: UnsafeMutablePointer<UInt8>) { next = start }

        mutating func put(_ byte: UInt8) {
            next.initialize(to: byte)
            next += 1
        }

        mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            next.update(from: source, count: bytes.count)
            next += bytes.count
        }

        mutating func put(_ separator: Separator) {
            if separator.comma { put(UInt8(ascii: ",")) }
            if let indent = separator.indent {
                put(0x0A)
                for _ in 0..<(2 * indent) { put(UInt8(ascii: " ")) }
            }
            if separator.space { put(UInt8(ascii: " ")) }
        }

        mutating func putColon(spaced: Bool) {
            put(UInt8(ascii: ":"))
            if spaced { put(UInt8(ascii: " ")) }
        }

        /// A finite number's ``NumberText/write(_:to:)`` text, at most ``NumberText/maximumLength`` bytes.
        mutating func put(number value: Double) {
            next += NumberText.write(value, to: next)
        }

        /// `value` in decimal, at most 20 bytes.
        mutating func putDigits(_ value: Int) {
            if value < 0 { put(UInt8(ascii: "-")) }
            next += NumberText.writeDigits(UInt64(value.magnitude), to: next)
        }

        /// `utf8` as a JSON string literal (see ``JSONWriter/quotedLength(_:)``).
        mutating func putQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
            put(UInt8(ascii: "\""))
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                // Printable ASCII but the quote and the backslash, nearly every byte written: as
                // it is, without the checks below (callgrind: 2.9k instructions a batch row).
                if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                    put(byte)
                    index += 1
                    continue
                }
                // A character EchoedText names unsafe (C1, separators, bidi controls,
                // noncharacters) is written `\uXXXX` (a surrogate pair above U+FFFF): at most
                // six bytes for each of its two to four, within the budget.
                if byte >= 0xC2, case let length = EchoedText.unsafeLength(utf8, at: index, keepingLayout: false), length > 0 {
                    var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                    for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
                    if value > 0xFFFF {
                        putUnicodeEscape(0xD800 + ((value - 0x10000) >> 10))
                        putUnicodeEscape(0xDC00 + ((value - 0x10000) & 0x3FF))
                    } else {
                        putUnicodeEscape(value)
                    }
                    index += length
                    continue
                }
                putEscaped(byte)
                index += 1
            }
            put(UInt8(ascii: "\""))
        }

        /// `\u` and four lower-case hex digits.
        private mutating func putUnicodeEscape(_ value: UInt32) {
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            put(UInt8(ascii: "\\"))
            put(UInt8(ascii: "u"))
            for shift in [12, 8, 4, 0] { put(hex[Int(value >> UInt32(shift) & 0xF)]) }
        }

        private mutating func putEscaped(_ byte: UInt8) {
            guard JSONWriter.needsEscape(byte) else { return put(byte) }
            put(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): put(byte)
            case 0x0A: put(UInt8(ascii: "n"))
            case 0x0D: put(UInt8(ascii: "r"))
            case 0x09: put(UInt8(ascii: "t"))
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                for digit in [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                {
                    put(digit)
                }
            }
        }
    }

    // MARK: - Strings

    /// The escaping rule for all JSON `cable` writes: `"` and `\` get a backslash, line feed,
    /// carriage return and tab are `\n` `\r` `\t`, other control characters and DEL `\u00XX`, the other
    /// characters ``EchoedText`` names unsafe `\uXXXX` (so JSON on a terminal or in a log
    /// carries no raw C1, separator, direction control or noncharacter), the rest is UTF-8 as it
    /// is.
    fileprivate static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The most bytes `utf8` takes as a string literal: six a byte (`\u001b`) and the quotes.
    fileprivate static func quotedLength(_ utf8: UnsafeBufferPointer<UInt8>) -> Int { 6 * utf8.count + 2 }
}
