/// ``JSONWriter``'s compact layout as a type of its own: batch's NDJSON records, a line each,
/// with the layout known where the record is written rather than read from the writer and
/// switched on in every piece.
///
/// Fast path (batch writes some 80 members a record): a member is its room check, an optional
/// comma, its key between quotes with the colon (constant bytes, a few stores once put in line)
/// and its value; no layout switch, no depth, no separate "after a key" state. The one flag,
/// ``noComma`` — the innermost container is empty or a key was just written — is set and read
/// in straight-line code in each record's `write`, where the optimiser knows it and drops the
/// test. Invariant: the bytes are ``JSONWriter``'s with ``JSONWriter/Layout/compact`` for the
/// same calls, the pieces being the same `Cursor`s (one escaping rule, one number rule);
/// `CompactJSONWriterTests` write every kind of member and value both ways and compare them, and
/// batch's records are compared with `cable size --json`'s and the Python reference's. Debug
/// builds check room, nesting and key order as ``JSONWriter`` does (in its debug state).
/// A value at the top level takes no comma only at the start or after ``endLine()``: one
/// document a line.
///
/// Room is checked once a piece, as ``JSONWriter`` checks it (``piece(upTo:)``: a compare and a
/// branch rarely taken, the buffer doubling when it is), not reserved once a line from a bound
/// stated for the line: a line of any length (labels of any size) is written whole, and no bound
/// has to be kept up to date when a member is added. Measured on batch (docs/PERFORMANCE.md,
/// write36f): 63 instructions a row fewer than the bound counted down a piece in every build.
@usableFromInline
package struct CompactJSONWriter: ~Copyable {
    /// The buffer (and, in debug builds, the containers checked).
    @usableFromInline var output: JSONWriter
    /// No comma before the next piece: the innermost container is still empty, a key was just
    /// written, or nothing is written on this line yet.
    @usableFromInline var noComma = true

    /// A writer whose buffer starts with room for `capacity` bytes (see ``JSONWriter``).
    package init(sortedKeys: Bool = false, capacity: Int = 1024) {
        output = JSONWriter(layout: .compact, sortedKeys: sortedKeys, capacity: capacity)
    }

    /// The text written so far.
    package var text: String { output.text }

    /// How many bytes are written and not yet taken by ``drain(_:)``.
    package var byteCount: Int { output.byteCount }

    /// Hands the bytes written so far to `body` and forgets them (``JSONWriter/drain(_:)``).
    package mutating func drain(_ body: (UnsafeBufferPointer<UInt8>) -> Void) { output.drain(body) }

    /// Ends a line after a whole document.
    @inlinable @inline(always)
    package mutating func endLine() {
        #if DEBUG
            assert(output.openCount == 0, "a line ended inside a container")
        #endif
        var cursor = piece(upTo: 1)
        cursor.put(0x0A)
        output.finish(cursor)
        noComma = true
    }

    // MARK: - Containers

    @inlinable @inline(always) package mutating func beginObject() { begin(UInt8(ascii: "{"), isObject: true) }
    @inlinable @inline(always) package mutating func endObject() { end(UInt8(ascii: "}"), isObject: true) }
    @inlinable @inline(always) package mutating func beginArray() { begin(UInt8(ascii: "["), isObject: false) }
    @inlinable @inline(always) package mutating func endArray() { end(UInt8(ascii: "]"), isObject: false) }

    @inlinable @inline(always)
    mutating func begin(_ bracket: UInt8, isObject: Bool) {
        var cursor = startValue(upTo: 1)
        cursor.put(bracket)
        output.finish(cursor)
        noComma = true
        #if DEBUG
            output.noteOpened(isObject: isObject)
        #endif
    }

    @inlinable @inline(always)
    mutating func end(_ bracket: UInt8, isObject: Bool) {
        #if DEBUG
            output.noteClosed(isObject: isObject)
        #endif
        var cursor = piece(upTo: 1)
        cursor.put(bracket)
        output.finish(cursor)
        noComma = false
    }

    // MARK: - Members

    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: Double?) {
        var cursor = startMember(name, upTo: NumberText.maximumLength)
        cursor.put(numberOrNull: value)
        output.finish(cursor)
    }

    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: Int?) {
        var cursor = startMember(name, upTo: 20)
        cursor.put(integerOrNull: value)
        output.finish(cursor)
    }

    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: Bool?) {
        var cursor = startMember(name, upTo: 5)
        cursor.put(boolOrNull: value)
        output.finish(cursor)
    }

    /// A string member, escaped out of line; `null` in line.
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: String?) {
        if let value {
            member(name, escaping: value)
        } else {
            var cursor = startMember(name, upTo: 4)
            cursor.put("null")
            output.finish(cursor)
        }
    }

    @usableFromInline
    mutating func member(_ name: StaticString, escaping value: String) {
        JSONWriter.withUTF8(value) { utf8 in
            var cursor = startMember(name, upTo: JSONWriter.quotedLength(utf8))
            cursor.putQuoted(utf8)
            output.finish(cursor)
        }
    }

    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, caseName value: StaticString?) {
        var cursor = startMember(name, upTo: (value?.utf8CodeUnitCount ?? 2) &+ 2)
        cursor.put(caseNameOrNull: value)
        output.finish(cursor)
    }

    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, caseName value: StaticString) {
        var cursor = startMember(name, upTo: value.utf8CodeUnitCount &+ 2)
        cursor.putPlainQuoted(value)
        output.finish(cursor)
    }

    @inlinable @inline(always)
    package mutating func member(
        _ name: StaticString, unescapedUpTo maximum: Int, writing write: (UnsafeMutablePointer<UInt8>) -> Int
    ) {
        var cursor = startMember(name, upTo: maximum &+ 2)
        cursor.putWrittenQuoted(upTo: maximum, write)
        output.finish(cursor)
    }

    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, numberText text: UnsafeBufferPointer<UInt8>) {
        var cursor = startMember(name, upTo: text.count)
        cursor.put(text)
        output.finish(cursor)
    }

    @inlinable @inline(always)
    package mutating func member(
        _ name: StaticString, unescaped text: UnsafeBufferPointer<UInt8>, followedBy suffix: StaticString
    ) {
        var cursor = startMember(name, upTo: text.count &+ suffix.utf8CodeUnitCount &+ 2)
        cursor.putPlainQuoted(text, followedBy: suffix)
        output.finish(cursor)
    }

    /// A member whose value is an array of names written in the code (``member(_:caseName:)``:
    /// copied as they are), as one piece: one room check for the whole array, rather than a
    /// piece (room, comma state, count) for each name — batch writes its fuse families, ten a
    /// row, so. Room is made for `longest` bytes a name, and a name is copied no further than
    /// that, so a `longest` below a name's length shortens the name (debug builds stop on it)
    /// but never writes past the room.
    @inlinable @inline(always)
    package mutating func member<Values: Collection>(
        _ name: StaticString, caseNames values: Values, longest: Int, _ caseName: (Values.Element) -> StaticString
    ) {
        var cursor = startMember(name, upTo: 2 &+ values.count &* (longest &+ 3))
        cursor.put(UInt8(ascii: "["))
        var first = true
        for value in values {
            let text = caseName(value)
            assert(text.utf8CodeUnitCount <= longest, "a name longer than the room made for it")
            if !first { cursor.put(UInt8(ascii: ",")) }
            first = false
            cursor.put(UInt8(ascii: "\""))
            cursor.put(text.utf8Start, count: min(text.utf8CodeUnitCount, longest))
            cursor.put(UInt8(ascii: "\""))
        }
        cursor.put(UInt8(ascii: "]"))
        output.finish(cursor)
    }

    @inlinable @inline(always)
    package mutating func key(_ name: StaticString) {
        output.finish(startMember(name, upTo: 0))
        noComma = true
    }

    /// Starts a member's piece: the comma unless it is its object's first, then `"name":`, with
    /// room for a value of at most `maximum` bytes after them.
    @inlinable @inline(always)
    mutating func startMember(_ name: StaticString, upTo maximum: Int) -> JSONWriter.Cursor {
        #if DEBUG
            output.checkKey(name.description)
        #endif
        var cursor = piece(upTo: name.utf8CodeUnitCount &+ 4 &+ maximum)
        if !noComma { cursor.put(UInt8(ascii: ",")) }
        noComma = false
        cursor.put(UInt8(ascii: "\""))
        cursor.put(name)
        cursor.put(UInt8(ascii: "\""))
        cursor.put(UInt8(ascii: ":"))
        return cursor
    }

    // MARK: - Values

    @inlinable @inline(always)
    package mutating func number(_ value: Double) {
        var cursor = startValue(upTo: NumberText.maximumLength)
        cursor.put(numberOrNull: value)
        output.finish(cursor)
    }

    @inlinable @inline(always)
    package mutating func integer(_ value: Int) {
        var cursor = startValue(upTo: 20)
        cursor.putDigits(value)
        output.finish(cursor)
    }

    package mutating func number(text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var cursor = startValue(upTo: utf8.count)
            cursor.put(utf8)
            output.finish(cursor)
        }
    }

    package mutating func string(_ value: String) {
        JSONWriter.withUTF8(value) { utf8 in
            var cursor = startValue(upTo: JSONWriter.quotedLength(utf8))
            cursor.putQuoted(utf8)
            output.finish(cursor)
        }
    }

    @inlinable @inline(always)
    package mutating func string(caseName value: StaticString) {
        var cursor = startValue(upTo: value.utf8CodeUnitCount &+ 2)
        cursor.putPlainQuoted(value)
        output.finish(cursor)
    }

    @inlinable @inline(always)
    package mutating func bool(_ value: Bool) {
        var cursor = startValue(upTo: 5)
        cursor.put(boolOrNull: value)
        output.finish(cursor)
    }

    @inlinable @inline(always)
    package mutating func null() {
        var cursor = startValue(upTo: 4)
        cursor.put("null")
        output.finish(cursor)
    }

    /// Starts a value's piece: the comma unless it follows a key or is its container's first,
    /// with room for at most `maximum` bytes after it.
    @inlinable @inline(always)
    mutating func startValue(upTo maximum: Int) -> JSONWriter.Cursor {
        var cursor = piece(upTo: maximum &+ 1)
        if !noComma { cursor.put(UInt8(ascii: ",")) }
        noComma = false
        return cursor
    }

    /// The cursor of a piece of at most `maximum` bytes: ``JSONWriter``'s room check (the buffer
    /// grows when the piece might not fit).
    @inlinable @inline(always)
    mutating func piece(upTo maximum: Int) -> JSONWriter.Cursor { output.reserve(maximum) }
}
