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
/// Room is made once a line, not once a piece: the caller reserves room for its whole document
/// with ``reserve(upTo:)`` — a bound it states from what the document holds (batch:
/// `SizeJSON.maximumBatchBytes`, the error record's bound) — and the pieces then write into it
/// without checking room each (a compare and a branch for each of some 80 pieces, about 640
/// instructions a batch row). Invariant: the pieces of a line ask, in all, for no more room than
/// was reserved, each asking for the most it can write (a number ``NumberText/maximumLength``,
/// an integer 20, a string six bytes a byte and its quotes, and a comma and its key around
/// them). Every build counts what each piece asks for against the reservation, and a piece
/// beyond it takes the checked path (``JSONWriter``'s room check) instead of writing past the
/// room — a bound that understated a line costs speed, never memory safety or a trap; debug
/// builds also assert, so every test and CLI run of a debug build checks the bound; `CompactJSONWriterTests` write the longest records batch makes with the bound as
/// their reservation.
@usableFromInline
package struct CompactJSONWriter: ~Copyable {
    /// The buffer (and, in debug builds, the containers checked).
    @usableFromInline var output: JSONWriter
    /// No comma before the next piece: the innermost container is still empty, a key was just
    /// written, or nothing is written on this line yet.
    @usableFromInline var noComma = true
    /// The room reserved for this line and not yet asked for by a piece; below zero once a
    /// piece asked for more, after which every piece of the line checks room.
    @usableFromInline package var reservationLeft = 0

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

    /// Makes room for a line of at most `maximum` bytes, its line feed included: the pieces
    /// written until ``endLine()`` write into it without a room check of their own.
    @inlinable @inline(always)
    package mutating func reserve(upTo maximum: Int) {
        if output.storage.count &- output.count < maximum { output.grow(room: maximum) }
        reservationLeft = maximum
    }

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

    /// The cursor of a piece of at most `maximum` bytes, in the room ``reserve(upTo:)`` made
    /// for the line; a piece the reservation does not cover takes ``JSONWriter``'s room check
    /// (see the type's comment), and debug builds assert that none does.
    @inlinable @inline(always)
    mutating func piece(upTo maximum: Int) -> JSONWriter.Cursor {
        reservationLeft &-= maximum
        guard reservationLeft >= 0 else {
            assertionFailure("a piece of up to \(maximum) bytes beyond the room reserved for its line")
            return output.reserve(maximum)
        }
        return JSONWriter.Cursor(at: output.storage.baseAddress.unsafelyUnwrapped + output.count, room: maximum)
    }
}
