/// ``JSONWriter``'s compact layout as a type of its own: batch's NDJSON records, a line each,
/// with the layout known where the record is written rather than read from the writer and
/// switched on in every piece.
///
/// Fast path (batch writes some 80 members a record): a member is its room check, an optional
/// comma, its key between quotes with the colon (constant bytes, a few stores once put in line)
/// and its value; no layout switch, no depth, no separate "after a key" state. The one flag,
/// ``noComma`` — the innermost container is empty or a key was just written — is set and read
/// in straight-line code in each record's `write`, where the optimiser knows it and drops the
/// test. The flag is cleared when a member's or a value's piece is finished (``finishPiece(_:)``),
/// after its value, so that it is known again after a number's call (wr36h). Invariant: the
/// bytes are ``JSONWriter``'s with ``JSONWriter/Layout/compact`` for the
/// same calls, the pieces being the same `Cursor`s (one escaping rule, one number rule);
/// `CompactJSONWriterTests` write every kind of member and value both ways and compare them, and
/// batch's records are compared with `cable size --json`'s and the Python reference's. Debug
/// builds check room, nesting and key order as ``JSONWriter`` does (in its debug state).
/// A value at the top level takes no comma only at the start or after ``endLine()``: one
/// document a line.
///
/// Room is checked once a line, not once a piece (wr36g): ``endLine()`` (and the initialiser)
/// make sure that ``lineRoom`` bytes are free after it, and a piece whose size is known in the
/// code — a key with a number, an integer, a flag, a name written in the code, `null`, a
/// bracket — is put there without a check (``piece(upTo:)``). A piece whose size depends on the
/// data — an escaped string (batch's labels and error messages, of any length), a label's
/// token, the fuse families' array (``member(_:nameWords:_:)``), a text handed in — checks its
/// room as ``JSONWriter`` does, for its own bytes *and* ``lineRoom`` more
/// (``checkedPiece(upTo:)``), so that the unchecked pieces after it fit again. Invariant: between two checks a line puts at most ``lineRoom``
/// bytes in unchecked pieces. It holds because the unchecked pieces of a line are a fixed list
/// in the code (batch's record: about 80 members of at most a 30-byte key and a 32-byte number,
/// under 6 KB, against 16 KiB), with no loop over data; debug builds count the room each
/// unchecked piece asks for since the last check and stop beyond ``lineRoom``, so a test that
/// writes a record through this writer (`CompactJSONWriterTests`, `ConductorJSONTests`)
/// fails if a record ever outgrows it. Safe to change: a member added to a record (it is
/// counted); not safe: an unchecked piece in a loop over data, or a piece of a size the data
/// decides — give those ``checkedPiece(upTo:)``. Measured on batch (docs/PERFORMANCE.md, wr36g).
@usableFromInline
package struct CompactJSONWriter: ~Copyable {
    /// The buffer (and, in debug builds, the containers checked). Its `count` is brought up to
    /// date only where the buffer is read or may move (see ``next``).
    @usableFromInline var output: JSONWriter
    /// Where the next byte goes: the end of what is written, in `output`'s storage (wr37). A
    /// piece puts its bytes from here and moves it on — no count, no piece's start kept to count
    /// its bytes by, so a number member is its key's stores, the number's call and the pointer
    /// it returns. Invariant: `output.storage`'s base + `output.count` ≤ `next`, and the bytes
    /// before `next` are the output; ``byteCount``, ``text``, ``drain(_:)`` and every checked
    /// piece (the buffer may move) set `output.count` from it first (``synchronise()``).
    @usableFromInline var next: UnsafeMutablePointer<UInt8>
    /// No comma before the next piece: the innermost container is still empty, a key was just
    /// written, or nothing is written on this line yet.
    @usableFromInline var noComma = true
    #if DEBUG
        /// Debug builds: the room the unchecked pieces asked for since the last check.
        @usableFromInline var uncheckedRoom = 0
        /// Debug builds: the most ``uncheckedRoom`` has been (tests compare it with ``lineRoom``).
        @usableFromInline package var largestUncheckedRoom = 0
    #endif

    /// The bytes a line may put in unchecked pieces between two checks of its room (see the
    /// type's comment): ``endLine()`` and every checked piece leave this much free after them.
    @inlinable package static var lineRoom: Int { 16 << 10 }

    /// A writer whose buffer starts with room for `capacity` bytes (see ``JSONWriter``), and at
    /// least ``lineRoom``: the first line's unchecked pieces.
    package init(sortedKeys: Bool = false, capacity: Int = 1024) {
        output = JSONWriter(layout: .compact, sortedKeys: sortedKeys, capacity: max(capacity, Self.lineRoom))
        next = output.storage.baseAddress.unsafelyUnwrapped
    }

    /// The text written so far.
    package var text: String { String(decoding: UnsafeBufferPointer(start: start, count: byteCount), as: UTF8.self) }

    /// How many bytes are written and not yet taken by ``drain(_:)`` (in line: batch asks every line).
    @inlinable @inline(always) package var byteCount: Int { start.distance(to: next) }

    /// Hands the bytes written so far to `body` and forgets them (``JSONWriter/drain(_:)``).
    package mutating func drain(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        synchronise()
        output.drain(body)
        next = start
    }

    /// The start of the buffer.
    @inlinable @inline(always) var start: UnsafeMutablePointer<UInt8> { output.storage.baseAddress.unsafelyUnwrapped }

    /// Sets `output.count` from ``next``: before the buffer is read, or grown (it may move).
    @inlinable @inline(always)
    mutating func synchronise() { output.count = start.distance(to: next) }

    /// Ends a line after a whole document, with ``lineRoom`` bytes free after it for the next.
    @inlinable @inline(always)
    package mutating func endLine() {
        #if DEBUG
            assert(output.openCount == 0, "a line ended inside a container")
        #endif
        var cursor = checkedPiece(upTo: 1)
        cursor.put(0x0A)
        next = cursor.next
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
        next = cursor.next
        noComma = true  // (startValue leaves the flag as it was)
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
        finishPiece(cursor)
    }

    // MARK: - Members

    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: Double?) {
        var cursor = startMember(name, upTo: NumberText.maximumLength)
        cursor.put(numberOrNull: value)
        finishPiece(cursor)
    }

    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: Int?) {
        var cursor = startMember(name, upTo: 20)
        cursor.put(integerOrNull: value)
        finishPiece(cursor)
    }

    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: Bool?) {
        var cursor = startMember(name, upTo: 5)
        cursor.put(boolOrNull: value)
        finishPiece(cursor)
    }

    /// A string member, escaped out of line; `null` in line.
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: String?) {
        if let value {
            member(name, escaping: value)
        } else {
            var cursor = startMember(name, upTo: 4)
            cursor.put("null")
            finishPiece(cursor)
        }
    }

    @usableFromInline
    mutating func member(_ name: StaticString, escaping value: String) {
        JSONWriter.withUTF8(value) { utf8 in
            var cursor = startCheckedMember(name, upTo: JSONWriter.quotedLength(utf8))
            cursor.putQuoted(utf8)
            finishPiece(cursor)
        }
    }

    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, caseName value: StaticString?) {
        var cursor = startMember(name, upTo: (value?.utf8CodeUnitCount ?? 2) &+ 2)
        cursor.put(caseNameOrNull: value)
        finishPiece(cursor)
    }

    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, caseName value: StaticString) {
        var cursor = startMember(name, upTo: value.utf8CodeUnitCount &+ 2)
        cursor.putPlainQuoted(value)
        finishPiece(cursor)
    }

    @inlinable @inline(always)
    package mutating func member(
        _ name: StaticString, unescapedUpTo maximum: Int, writing write: (UnsafeMutablePointer<UInt8>) -> Int
    ) {
        var cursor = startCheckedMember(name, upTo: maximum &+ 2)
        cursor.putWrittenQuoted(upTo: maximum, write)
        finishPiece(cursor)
    }

    /// A number's text written before (``HeldNumberText``): at most ``NumberText/maximumLength``
    /// bytes, a size the code fixes, so the piece is not checked (see the type's comment).
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, numberText text: HeldNumberText) {
        var cursor = startMember(name, upTo: HeldNumberText.byteCount)
        cursor.put(text)
        finishPiece(cursor)
    }

    /// `text` and `suffix` in quotes, copied as they are (a metric conductor's label): unchecked,
    /// as ``member(_:numberText:)``.
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, unescaped text: HeldNumberText, followedBy suffix: StaticString) {
        var cursor = startMember(name, upTo: HeldNumberText.byteCount &+ suffix.utf8CodeUnitCount &+ 2)
        cursor.putPlainQuoted(text, followedBy: suffix)
        finishPiece(cursor)
    }

    /// A member whose value is an array of names of one to eight bytes written in the code, each
    /// given as one word (`nameWord`): its bytes, the first the lowest, then zero bytes — batch's
    /// fuse families, ten a row (wr37). One piece for the array, one room check; a name is the
    /// bracket or a comma, a quote, its word stored whole and the closing quote after its last
    /// byte, which the word's highest non-zero byte tells — no copy of a length known only when
    /// it runs, no dispatch to each name's bytes. The zero bytes stored after a name lie in the
    /// piece's room (eleven bytes a name) and the next byte written goes over them. Invariant:
    /// each word is a name of one to eight bytes that need no escaping and no zero byte
    /// (debug builds check both); `CompactJSONWriterTests` compare the array with
    /// ``JSONWriter``'s, `JSONCaseNamesTests` each family's word with its name.
    @inlinable @inline(always)
    package mutating func member<Values: Collection>(
        _ name: StaticString, nameWords values: Values, _ nameWord: (Values.Element) -> UInt64
    ) {
        var cursor = startCheckedMember(name, upTo: 2 &+ values.count &* 11)
        // Each name after the bracket or a comma, which the name before leaves: no "first" flag.
        var separator = UInt8(ascii: "[")
        for value in values {
            let word = nameWord(value)
            // The bytes up to the highest that is not zero (1…8; the word is never zero).
            let count = (71 &- word.leadingZeroBitCount) &>> 3
            assert(word != 0, "an empty name")
            assert(
                withUnsafeBytes(of: word.littleEndian) { bytes in
                    let text = UnsafeRawBufferPointer(rebasing: bytes.prefix(count)).assumingMemoryBound(to: UInt8.self)
                    return !text.contains(0) && JSONWriter.needsNoEscaping(text)
                }, "a name with a zero byte or one to escape")
            cursor.put(separator)
            separator = UInt8(ascii: ",")
            cursor.put(UInt8(ascii: "\""))
            UnsafeMutableRawPointer(cursor.next).storeBytes(of: word.littleEndian, as: UInt64.self)
            cursor.next += count
            cursor.put(UInt8(ascii: "\""))
        }
        if separator == UInt8(ascii: "[") { cursor.put(separator) }  // an empty array
        cursor.put(UInt8(ascii: "]"))
        finishPiece(cursor)
    }

    @inlinable @inline(always)
    package mutating func key(_ name: StaticString) {
        next = startMember(name, upTo: 0).next
        noComma = true
    }

    /// Starts a member's piece: the comma unless it is its object's first, then `"name":`, with
    /// room for a value of at most `maximum` bytes after them — a size the code fixes (the piece
    /// is not checked, see the type's comment).
    @inlinable @inline(always)
    mutating func startMember(_ name: StaticString, upTo maximum: Int) -> JSONWriter.Cursor {
        startMember(name, at: piece(upTo: name.utf8CodeUnitCount &+ 4 &+ maximum))
    }

    /// ``startMember(_:upTo:)`` for a value whose size the data decides: its room checked.
    @inlinable @inline(always)
    mutating func startCheckedMember(_ name: StaticString, upTo maximum: Int) -> JSONWriter.Cursor {
        startMember(name, at: checkedPiece(upTo: name.utf8CodeUnitCount &+ 4 &+ maximum))
    }

    @inlinable @inline(always)
    mutating func startMember(_ name: StaticString, at piece: JSONWriter.Cursor) -> JSONWriter.Cursor {
        #if DEBUG
            output.checkKey(name.description)
        #endif
        var cursor = piece
        cursor.putKey(name, comma: !noComma)
        return cursor
    }

    // MARK: - Values

    @inlinable @inline(always)
    package mutating func number(_ value: Double) {
        var cursor = startValue(upTo: NumberText.maximumLength)
        cursor.put(numberOrNull: value)
        finishPiece(cursor)
    }

    @inlinable @inline(always)
    package mutating func integer(_ value: Int) {
        var cursor = startValue(upTo: 20)
        cursor.putDigits(value)
        finishPiece(cursor)
    }

    package mutating func number(text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var cursor = startCheckedValue(upTo: utf8.count)
            cursor.put(utf8)
            finishPiece(cursor)
        }
    }

    package mutating func string(_ value: String) {
        JSONWriter.withUTF8(value) { utf8 in
            var cursor = startCheckedValue(upTo: JSONWriter.quotedLength(utf8))
            cursor.putQuoted(utf8)
            finishPiece(cursor)
        }
    }

    @inlinable @inline(always)
    package mutating func string(caseName value: StaticString) {
        var cursor = startValue(upTo: value.utf8CodeUnitCount &+ 2)
        cursor.putPlainQuoted(value)
        finishPiece(cursor)
    }

    @inlinable @inline(always)
    package mutating func bool(_ value: Bool) {
        var cursor = startValue(upTo: 5)
        cursor.put(boolOrNull: value)
        finishPiece(cursor)
    }

    @inlinable @inline(always)
    package mutating func null() {
        var cursor = startValue(upTo: 4)
        cursor.put("null")
        finishPiece(cursor)
    }

    /// Starts a value's piece: the comma unless it follows a key or is its container's first,
    /// with room for at most `maximum` bytes after it.
    @inlinable @inline(always)
    mutating func startValue(upTo maximum: Int) -> JSONWriter.Cursor {
        var cursor = piece(upTo: maximum &+ 1)
        if !noComma { cursor.put(UInt8(ascii: ",")) }
        return cursor
    }

    /// ``startValue(upTo:)`` for a value whose size the data decides: its room checked.
    @inlinable @inline(always)
    mutating func startCheckedValue(upTo maximum: Int) -> JSONWriter.Cursor {
        var cursor = checkedPiece(upTo: maximum &+ 1)
        if !noComma { cursor.put(UInt8(ascii: ",")) }
        return cursor
    }

    /// Ends a member's or a value's piece: its bytes counted, and a comma before the next piece.
    /// The flag is stored here, after the value, not when the piece starts: a number's value is a
    /// call (`writeShortestDigits`), after which the optimiser must read the flag back from memory
    /// and test it; stored after the call, its value is known to the next piece, whose comma is
    /// then put without a test (wr36h). Nothing between a piece's start and this reads the flag.
    @inlinable @inline(always)
    mutating func finishPiece(_ cursor: JSONWriter.Cursor) {
        assert(cursor.start.distance(to: cursor.next) <= cursor.room, "a piece wrote more than its room")
        next = cursor.next
        noComma = false
    }

    /// The cursor of a piece of at most `maximum` bytes, a size the code fixes, put without a
    /// check in the room the last check left (see the type's comment; debug builds count it).
    @inlinable @inline(always)
    mutating func piece(upTo maximum: Int) -> JSONWriter.Cursor {
        #if DEBUG
            uncheckedRoom += maximum
            largestUncheckedRoom = max(largestUncheckedRoom, uncheckedRoom)
            assert(uncheckedRoom <= Self.lineRoom, "a line's unchecked pieces outgrew lineRoom")
            assert(output.storage.count - start.distance(to: next) >= maximum, "an unchecked piece without room")
        #endif
        return JSONWriter.Cursor(at: next, room: maximum)
    }

    /// The cursor of a piece of at most `maximum` bytes, a size the data decides:
    /// ``JSONWriter``'s room check (the buffer grows when the piece might not fit), for the
    /// piece and ``lineRoom`` more, the room of the unchecked pieces after it.
    @inlinable @inline(always)
    mutating func checkedPiece(upTo maximum: Int) -> JSONWriter.Cursor {
        #if DEBUG
            uncheckedRoom = 0
        #endif
        synchronise()
        return output.reserve(maximum &+ Self.lineRoom)
    }
}

extension JSONWriter.Cursor {
    /// A member's key with the bytes around it, `,"name":` (or `"name":` without `comma`), as two
    /// wide stores when the name has 8 to 28 bytes, 29 without the comma (batch's records: 54 of
    /// their 75 keys); a piece of 8 to 12 bytes as a word and a 4-byte word
    /// (``putShortKey(_:comma:length:)``, wr37b: 18 of a record's keys).
    ///
    /// Fast path (wr37): byte by byte the piece is a comma, a quote, the name in words that
    /// overlap, a quote and a colon — four to ten stores; here the whole piece is made as two
    /// words that overlap (up to 16 bytes) or two pairs of words (up to 32), the first led by
    /// the comma and quote shifted in, the last ended by the quote and colon. The name is a
    /// constant where a member is written, so each word is a constant and each store one
    /// instruction and its constant's (or, for a pair, a 16-byte constant's) load. Invariant:
    /// the words are read only from within the name (each needs at least 8 of its bytes, and
    /// the first pair's second word 16 less the lead), and written only within the piece's
    /// bytes; a piece of 17 bytes (two words cover 16, and that second word would read a byte
    /// past the name), pieces under 8 bytes and names longer than 28 (29) go byte by byte as
    /// before. `CompactJSONWriterTests` write a key of every length from 1 to 40 with and
    /// without the comma and compare the bytes. Safe to change: the lengths taken, within
    /// those bounds.
    @inlinable @inline(always)
    mutating func putKey(_ name: StaticString, comma: Bool) {
        let count = name.utf8CodeUnitCount
        let lead = comma ? 2 : 1
        let length = lead &+ count &+ 2
        if length >= 8, length <= 12, count <= 8 {
            putShortKey(name, comma: comma, length: length)
            return
        }
        guard count >= 8, length <= 16 || (length >= 18 && length <= 32) else {
            if comma { put(UInt8(ascii: ",")) }
            put(UInt8(ascii: "\""))
            put(name)
            put(UInt8(ascii: "\""))
            put(UInt8(ascii: ":"))
            return
        }
        let text = UnsafeRawPointer(name.utf8Start)
        let target = UnsafeMutableRawPointer(next)
        // The name's eight bytes from `offset`, the first the lowest.
        func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: text.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        // The piece's first eight bytes: `,"` or `"`, then the name's first six or seven.
        let head = word(0) << (8 &* UInt64(lead)) | (comma ? 0x222C : 0x22)
        // Its last eight: the name's last six, then `":`.
        let tail = word(count &- 8) >> 16 | 0x3A22 << 48
        if length <= 16 {
            target.storeBytes(of: head.littleEndian, as: UInt64.self)
            target.storeBytes(of: tail.littleEndian, toByteOffset: length &- 8, as: UInt64.self)
        } else {
            // Bytes 8…15 and the eight before the last eight: from within the name.
            let front = SIMD2(head.littleEndian, word(8 &- lead).littleEndian)
            let back = SIMD2(word(count &- 14).littleEndian, tail.littleEndian)
            target.storeBytes(of: front, as: SIMD2<UInt64>.self)
            target.storeBytes(of: back, toByteOffset: length &- 16, as: SIMD2<UInt64>.self)
        }
        next += length
    }

    /// A key's piece of 8 to 12 bytes, `,"name":` (or `"name":`), as one word and the four bytes
    /// that end it: names of four to eight bytes (five to eight without the comma; batch's records:
    /// `fuse`, `type` and `line` in 8 bytes, `kcmil`, `label`, `input`, `series`, `tinned`, and
    /// `material`, `standard` and `typeName`, before two words).
    ///
    /// Fast path (wr37b): byte by byte such a piece was three or four stores (a pair, the name's
    /// words, a pair); here it is a word — the comma and quote, then the name's first bytes —
    /// and, over its end, a 4-byte word — the name's last two bytes, the quote and the colon.
    /// The name is a constant where a member is written, so both are constants: three
    /// instructions (`movabs`, `mov`, `movl`). The name is read as two 4-byte words that overlap
    /// (at its start and at its end), so never past it. Invariant: 8 ≤ `length` ≤ 12 and the name
    /// of at most 8 bytes (two 4-byte words cover it), so the
    /// word and the 4-byte word lie within the piece and cover it (the name's bytes past the
    /// word's eighth are the 4-byte word's first two); the 4-byte word is stored after the
    /// word, over the word's bytes past the name. `CompactJSONWriterTests` write a key of every
    /// length from 1 to 40 with and without the comma and compare the bytes. Safe to change:
    /// the lengths taken, within those bounds.
    @inlinable @inline(always)
    mutating func putShortKey(_ name: StaticString, comma: Bool, length: Int) {
        let text = UnsafeRawPointer(name.utf8Start)
        let count = name.utf8CodeUnitCount
        let lead = comma ? 2 : 1
        let first = UInt64(UInt32(littleEndian: text.loadUnaligned(as: UInt32.self)))
        let last = UInt32(littleEndian: text.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
        // The name's bytes (four to eight), the first the lowest.
        let bytes = first | UInt64(last) << (8 &* UInt64(count &- 4))
        let head = bytes << (8 &* UInt64(lead)) | (comma ? 0x222C : 0x22)
        let tail = last >> 16 | 0x3A22 << 16
        let target = UnsafeMutableRawPointer(next)
        target.storeBytes(of: head.littleEndian, as: UInt64.self)
        target.storeBytes(of: tail.littleEndian, toByteOffset: length &- 4, as: UInt32.self)
        next += length
    }
}
