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
/// - Each piece — a member with the separator before it, a value, a bracket — makes room once
///   (``piece(upTo:)``), puts its bytes through the pointer of the `Cursor` it is given, and
///   counts them (``finish(_:)``), rather than an array append (a uniqueness and a capacity
///   check) per byte. No closure is made per piece, and the few steps of a piece are inlined
///   (`@inline(always)`) into each kind of member. Invariant: a piece never
///   writes more than the `maximum` it asks room for; each caller computes that bound from what
///   it writes (an escaped string is at most six bytes a byte and its quotes, a number
///   ``NumberText/maximumLength``). Debug builds check it on every piece.
/// - The writer owns its buffer (allocated, grown and freed here), so it is `~Copyable`: a copy
///   would share the buffer.
/// - Keys, literals and the plain ASCII run a string starts with are copied eight bytes at a
///   time, the last eight overlapping (`Cursor.put(_:count:)`), not through `memcpy`; a string
///   is read in place (`withContiguousStorageIfAvailable`), not copied to be read. Invariant: the
///   copy reads and writes only the `count` bytes it is given. `JSONWriterPieceTests` compare
///   keys of every length that changes the way and strings of every length up to 130.
///
/// - The container state is a depth and one flag (the innermost container is still empty), no
///   stack of containers: the kind of container a separator goes in is known from the call (a
///   key is in an object, a value not after a key in an array). Debug builds keep a stack for
///   their checks only.
/// - Enumeration names (``member(_:caseName:)``) and conductor labels
///   (``member(_:unescapedUpTo:writing:)``) are copied into the record as they are, without being
///   scanned for escapes. Invariant: their bytes need no escaping (``needsNoEscaping(_:)``),
///   checked in debug builds on every write; `JSONCaseNamesTests` and `JSONWriterPieceTests`
///   check every case name and every label against the escaping path.
///
/// - The pieces are `@inlinable` and `@inline(always)`: release builds put them in line in
///   CableCLI's renderers, where each key is a constant and its copy folds to a few stores (a
///   call into CableCore for each member, 60–95 instructions, was a third of writing a batch
///   record). The writer, its ``Layout`` and ``NumberText``'s two writers are
///   `@usableFromInline` for it — without that the compiler keeps a `package` type's
///   `@inlinable` members out of line (Swift 6.3 without `-package-cmo`, an unsafe flag) — and
///   the stored properties the pieces touch are `@usableFromInline` rather than `private`.
///   A number, integer, flag or case-name member is one piece whether its value is there or
///   `null` (one separator, key and room check in line, not two).
/// - `@inline(always)`, not `@inline(__always)`: the latter is a hint in Swift 6.3
///   (`heuristic_always_inline`), and the optimiser kept `member(_:caseName:)` a call in every
///   renderer ("not profitable", about 100 instructions a member), and the number member too
///   once ``NumberText/write(_:to:)`` was put in it. `@inline(always)` it must follow.
///
/// `JSONWriterPieceTests` read every kind of member in every layout back with Foundation's
/// parser, on strings holding every escape and far beyond the first buffer; `NumberTextTests`
/// compare numbers with `description`. Safe to change: anything, keeping each bound at least
/// what its piece writes. Measured on batch (docs/PERFORMANCE.md): writing pieces rather than
/// bytes took about a quarter off its time; the owned buffer 6 % of its instructions.
@usableFromInline
package struct JSONWriter: ~Copyable {
    @usableFromInline
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
    @usableFromInline var storage: UnsafeMutableBufferPointer<UInt8>
    @usableFromInline var count = 0
    @usableFromInline let layout: Layout
    @usableFromInline let sortedKeys: Bool
    /// How many containers are open.
    @usableFromInline var depth = 0
    /// The innermost open container has no member or element yet: no comma before the next.
    /// This and ``depth`` are all the container state the writer needs, with no stack: a key is
    /// always in an object and a value not after a key always in an array, so each caller knows
    /// the kind of the container it writes in (the inline layout's spacing depends on it).
    @usableFromInline var isFirst = true
    /// A key was just written: the next value is its member's.
    @usableFromInline var afterKey = false
    #if DEBUG
        /// The open containers, outermost first, for the checks of debug builds only: a key
        /// outside an object, keys out of order.
        @usableFromInline var open: [Container] = []

        @usableFromInline struct Container {
            @usableFromInline let isObject: Bool
            @usableFromInline var lastKey: String?

            @inlinable init(isObject: Bool) {
                self.isObject = isObject
                lastKey = nil
            }
        }
    #endif

    /// A writer whose buffer starts with room for `capacity` bytes (it grows as needed): batch
    /// asks for its output block's size, so the buffer is not grown and copied ten times on the
    /// way to it.
    package init(layout: Layout, sortedKeys: Bool = false, capacity: Int = 1024) {
        self.layout = layout
        self.sortedKeys = sortedKeys
        storage = .allocate(capacity: max(capacity, 64))
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
        depth = 0
        isFirst = true
        afterKey = false
        #if DEBUG
            open.removeAll(keepingCapacity: true)
        #endif
    }

    /// Ends a line after a whole document: batch writes its NDJSON records one after another
    /// into one writer, a line each, and sends them on in large blocks (``drain(_:)``).
    @inlinable @inline(always)
    package mutating func endLine() {
        assert(depth == 0, "a line ended inside a container")
        var output = piece(upTo: 1)
        output.put(0x0A)
        finish(output)
    }

    // MARK: - Containers

    @inlinable @inline(always) package mutating func beginObject() { begin(UInt8(ascii: "{"), isObject: true) }
    @inlinable @inline(always) package mutating func endObject() { end(UInt8(ascii: "}")) }
    @inlinable @inline(always) package mutating func beginArray() { begin(UInt8(ascii: "["), isObject: false) }
    @inlinable @inline(always) package mutating func endArray() { end(UInt8(ascii: "]")) }

    @inlinable @inline(always)
    mutating func begin(_ bracket: UInt8, isObject: Bool) {
        var output = piece(upTo: 1)
        putValueSeparator(&output)
        output.put(bracket)
        finish(output)
        depth += 1
        isFirst = true
        #if DEBUG
            noteOpened(isObject: isObject)
        #endif
    }

    @inlinable @inline(always)
    mutating func end(_ bracket: UInt8) {
        guard depth > 0 else {
            assertionFailure("a container closed that was not open")
            return
        }
        #if DEBUG
            noteClosed(isObject: bracket == UInt8(ascii: "}"))
        #endif
        depth -= 1
        var output = piece(upTo: 1)
        if !isFirst {
            switch layout {
            case .compact: break
            case .indented: output.putLineBreak(indent: depth)
            case .inline: if bracket == UInt8(ascii: "}") { output.put(UInt8(ascii: " ")) }
            }
        }
        output.put(bracket)
        finish(output)
        // The container was its parent's member or element: the parent is not empty.
        isFirst = false
    }

    // MARK: - Members

    // The members batch writes (numbers, flags, case names) are one piece whether the value is
    // there or `null`: one separator, key and room check in line where they are called, not
    // one for each (see the type's comment).

    /// A member whose value is a number, or `null` when `value` is nil or not finite.
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: Double?) {
        var output = startMember(name, upTo: NumberText.maximumLength)
        output.put(numberOrNull: value)
        finish(output)
    }

    /// A member whose value is an integer, or `null` when `value` is nil.
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: Int?) {
        var output = startMember(name, upTo: 20)
        output.put(integerOrNull: value)
        finish(output)
    }

    /// A member whose value is `true` or `false`, or `null` when `value` is nil.
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: Bool?) {
        var output = startMember(name, upTo: 5)
        output.put(boolOrNull: value)
        finish(output)
    }

    /// A member whose value is a string, or `null` when `value` is nil. The `null` is written in
    /// line (a conductor's `awg` is `null` for every metric size, three times a batch row); a
    /// string is escaped out of line.
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, _ value: String?) {
        if let value { member(name, escaping: value) } else { member(name, literal: "null") }
    }

    /// A member whose value is `value`, escaped.
    @usableFromInline
    mutating func member(_ name: StaticString, escaping value: String) {
        Self.withUTF8(value) { utf8 in
            var output = startMember(name, upTo: Self.quotedLength(utf8))
            output.putQuoted(utf8)
            finish(output)
        }
    }

    /// A member whose value is a name written in the code — an enumeration case's JSON name
    /// (`"voltageDrop"`, ``FuseType``'s `"classT"`): ASCII with nothing to escape, so it is copied
    /// as it is, without being scanned; `null` when `value` is nil. Debug builds check that it
    /// needs no escaping.
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, caseName value: StaticString?) {
        var output = startMember(name, upTo: (value?.utf8CodeUnitCount ?? 2) &+ 2)
        output.put(caseNameOrNull: value)
        finish(output)
    }

    /// ``member(_:caseName:)-(_,StaticString?)`` for a name that is always there.
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, caseName value: StaticString) {
        var output = startMember(name, upTo: value.utf8CodeUnitCount &+ 2)
        output.putPlainQuoted(value)
        finish(output)
    }

    /// A member whose value is a string of at most `maximum` bytes that `write` puts at the
    /// pointer it is given, returning their count: a value made straight into the record
    /// (``ConductorSize/writeLabel(to:)``) rather than as a `String` first. The bytes must need
    /// no escaping (``needsNoEscaping(_:)``: a label is digits, ASCII letters, spaces, `/`, `.`
    /// and `²`), so they are quoted as they are, not scanned; debug builds check it.
    @inlinable @inline(always)
    package mutating func member(
        _ name: StaticString, unescapedUpTo maximum: Int, writing write: (UnsafeMutablePointer<UInt8>) -> Int
    ) {
        var output = startMember(name, upTo: maximum &+ 2)
        output.putWrittenQuoted(upTo: maximum, write)
        finish(output)
    }

    /// A member whose value is `text`, a finite number's ``NumberText/write(_:to:)`` text
    /// written before, copied as it is: a number a record writes twice (a metric conductor's area,
    /// which its label repeats) is formatted once.
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, numberText text: HeldNumberText) {
        var output = startMember(name, upTo: HeldNumberText.byteCount)
        output.put(text)
        finish(output)
    }

    /// A member whose value is the string `text` followed by `suffix`, copied as they are,
    /// without being scanned: both must need no escaping (``needsNoEscaping(_:)``; checked in
    /// debug builds) — a metric conductor's label, its area's text and ``ConductorSize/metricUnit``.
    @inlinable @inline(always)
    package mutating func member(_ name: StaticString, unescaped text: HeldNumberText, followedBy suffix: StaticString) {
        var output = startMember(name, upTo: HeldNumberText.byteCount &+ suffix.utf8CodeUnitCount &+ 2)
        output.putPlainQuoted(text, followedBy: suffix)
        finish(output)
    }

    /// Starts a member whose value the next call writes (an object, an array, any value). The
    /// key is written in the code (every output document's): ASCII with nothing to escape.
    @inlinable @inline(always)
    package mutating func key(_ name: StaticString) {
        finish(startMember(name, upTo: 0))
        afterKey = true
    }

    /// Starts a member, as ``key(_:)``, whose key was read from a file and may need escaping.
    package mutating func key(escaping name: String) {
        var name = name
        name.withUTF8 { utf8 in
            var output = piece(upTo: Self.quotedLength(utf8) + 2)
            putKeySeparator(String(decoding: utf8, as: UTF8.self), &output)
            output.putQuoted(utf8)
            output.putColon(spaced: layout != .compact)
            finish(output)
        }
        afterKey = true
    }

    @inlinable @inline(always)
    mutating func member(_ name: StaticString, literal: StaticString) {
        var output = startMember(name, upTo: literal.utf8CodeUnitCount)
        output.put(literal)
        finish(output)
    }

    /// Starts a member's piece: puts the separator, the key (copied as it is) and the colon,
    /// with room for a value of at most `maximum` bytes after them.
    @inlinable @inline(always)
    mutating func startMember(_ name: StaticString, upTo maximum: Int) -> Cursor {
        var output = piece(upTo: name.utf8CodeUnitCount &+ 4 &+ maximum)
        putKeySeparator(name.description, &output)
        output.put(UInt8(ascii: "\""))
        output.put(name)
        output.put(UInt8(ascii: "\""))
        output.putColon(spaced: layout != .compact)
        return output
    }

    /// Puts the separator before a key (and, in debug builds, checks that it is in an object and
    /// that keys ascend). `name` is only read by that check.
    @inlinable @inline(always)
    mutating func putKeySeparator(_ name: @autoclosure () -> String, _ output: inout Cursor) {
        #if DEBUG
            checkKey(name())
        #endif
        putSeparator(inObject: true, &output)
    }

    #if DEBUG
        /// Debug builds: a key must be in an object and, with `sortedKeys`, after the one before it.
        /// (``CompactJSONWriter`` keeps its containers here too.)
        @usableFromInline
        mutating func checkKey(_ name: String) {
            assert(open.last?.isObject == true, "a key outside an object")
            if sortedKeys, let last = open.last?.lastKey {
                assert(last < name, "key '\(name)' after '\(last)': keys must be written in order")
            }
            if !open.isEmpty { open[open.count - 1].lastKey = name }
        }

        @usableFromInline
        mutating func noteOpened(isObject: Bool) { open.append(Container(isObject: isObject)) }

        @usableFromInline
        mutating func noteClosed(isObject: Bool) {
            assert(open.popLast()?.isObject == isObject, "a container closed with the wrong bracket")
        }

        /// How many containers are open (debug builds).
        @usableFromInline var openCount: Int { open.count }
    #endif

    // MARK: - Values

    /// A number at full precision, as ``NumberText/shortest(_:)`` writes it; `null` when not
    /// finite.
    @inlinable @inline(always)
    package mutating func number(_ value: Double) {
        guard value.isFinite else { return literal("null") }
        var output = startValue(upTo: NumberText.maximumLength)
        output.put(number: value)
        finish(output)
    }

    /// An integer: what `String(value)` gives, without making one.
    @inlinable @inline(always)
    package mutating func integer(_ value: Int) {
        var output = startValue(upTo: 20)
        output.putDigits(value)
        finish(output)
    }

    package mutating func string(_ value: String) {
        Self.withUTF8(value) { utf8 in
            var output = startValue(upTo: Self.quotedLength(utf8))
            output.putQuoted(utf8)
            finish(output)
        }
    }

    /// A name written in the code (see ``member(_:caseName:)``) as a string value.
    @inlinable @inline(always)
    package mutating func string(caseName value: StaticString) {
        var output = startValue(upTo: value.utf8CodeUnitCount &+ 2)
        output.putPlainQuoted(value)
        finish(output)
    }

    @inlinable @inline(always) package mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    @inlinable @inline(always) package mutating func null() { literal("null") }

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

    @inlinable @inline(always)
    mutating func literal(_ text: StaticString) {
        var output = startValue(upTo: text.utf8CodeUnitCount)
        output.put(text)
        finish(output)
    }

    /// A value whose text is `utf8` as it is.
    private mutating func raw(_ utf8: UnsafeBufferPointer<UInt8>) {
        var output = startValue(upTo: utf8.count)
        output.put(utf8)
        finish(output)
    }

    /// Starts a value's piece: puts its separator, with room for at most `maximum` bytes after it.
    @inlinable @inline(always)
    mutating func startValue(upTo maximum: Int) -> Cursor {
        var output = piece(upTo: maximum)
        putValueSeparator(&output)
        return output
    }

    // MARK: - Separators

    /// Before a value: nothing after a key; in an array, the element's separator.
    @inlinable @inline(always)
    mutating func putValueSeparator(_ output: inout Cursor) {
        if afterKey {
            afterKey = false
            return
        }
        putSeparator(inObject: false, &output)
    }

    /// Puts what goes before the next member (`inObject`) or element of the innermost container
    /// — a comma after its first, then the layout's white space (a line break and indent, or a
    /// space) — and notes that the container is no longer empty. Nothing outside a container.
    @inlinable @inline(always)
    mutating func putSeparator(inObject: Bool, _ output: inout Cursor) {
        guard depth > 0 else { return }
        let first = isFirst
        isFirst = false
        if !first { output.put(UInt8(ascii: ",")) }
        switch layout {
        case .compact: break
        case .indented: output.putLineBreak(indent: depth)
        case .inline: if !first || inObject { output.put(UInt8(ascii: " ")) }
        }
    }

    // MARK: - Writing

    /// Starts a piece: makes room for a separator and `maximum` bytes after it, and returns the
    /// cursor that puts them (see the type's comment). ``finish(_:)`` counts what it put.
    @inlinable @inline(always)
    mutating func piece(upTo maximum: Int) -> Cursor {
        // A separator is at most a comma, a line break and two spaces a level of indent. (Sums
        // of small lengths: they cannot overflow, so they are not checked for it.)
        reserve(maximum &+ (layout == .compact ? 1 : 2 &+ 2 &* (depth &+ 1)))
    }

    /// Makes room for `room` bytes after the output and returns the cursor that puts them.
    @inlinable @inline(always)
    mutating func reserve(_ room: Int) -> Cursor {
        if storage.count &- count < room { grow(room: room) }
        return Cursor(at: storage.baseAddress.unsafelyUnwrapped + count, room: room)
    }

    /// Moves the output into storage with at least `room` bytes free after it (rare: the
    /// buffer doubles), kept out of line so the pieces stay small.
    @usableFromInline
    mutating func grow(room: Int) {
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 2 * storage.count + room)
        _ = larger.initialize(from: storage[..<count])
        storage.deallocate()
        storage = larger
    }

    /// Ends a piece ``piece(upTo:)`` started: the bytes its cursor put are now written.
    @inlinable @inline(always)
    mutating func finish(_ output: Cursor) {
        let written = output.start.distance(to: output.next)
        assert(written <= output.room, "a piece of \(written) bytes asked room for \(output.room)")
        count &+= written
    }

    /// Where the next byte of a piece goes.
    @usableFromInline
    struct Cursor {
        @usableFromInline let start: UnsafeMutablePointer<UInt8>
        /// The most bytes the piece may put.
        @usableFromInline let room: Int
        @usableFromInline var next: UnsafeMutablePointer<UInt8>

        @inlinable @inline(always)
        init(at start: UnsafeMutablePointer<UInt8>, room: Int) {
            self.start = start
            self.room = room
            next = start
        }

        @inlinable @inline(always)
        mutating func put(_ byte: UInt8) {
            next.initialize(to: byte)
            next += 1
        }

        @inlinable @inline(always)
        mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            put(source, count: bytes.count)
        }

        /// A key or a literal: the bytes of a text written in the code, ASCII.
        @inlinable @inline(always)
        mutating func put(_ text: StaticString) {
            put(text.utf8Start, count: text.utf8CodeUnitCount)
        }

        /// Copies `count` bytes from `source`. Most are keys and short strings (3 to 30 bytes):
        /// copied eight bytes at a time, the last eight overlapping the ones before, in line
        /// rather than through `memcpy` (a call and a size dispatch each: about a tenth of
        /// batch's writing). It reads and writes only within the `count` bytes.
        @inlinable @inline(always)
        mutating func put(_ source: UnsafePointer<UInt8>, count: Int) {
            let from = UnsafeRawPointer(source)
            let to = UnsafeMutableRawPointer(next)
            if count >= 8, count <= 64 {
                var offset = 0
                while offset + 8 < count {
                    to.storeBytes(
                        of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                    offset += 8
                }
                to.storeBytes(
                    of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self)
            } else if count >= 4, count < 8 {
                to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
                to.storeBytes(
                    of: from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self), toByteOffset: count - 4, as: UInt32.self)
            } else if count < 4 {
                for index in 0..<count { next[index] = source[index] }
            } else {
                next.update(from: source, count: count)
            }
            next += count
        }

        /// A name written in the code, in quotes, copied without being scanned: its bytes need
        /// no escaping (checked in debug builds).
        @inlinable @inline(always)
        mutating func putPlainQuoted(_ text: StaticString) {
            assert(JSONWriter.needsNoEscaping(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)))
            put(UInt8(ascii: "\""))
            put(text)
            put(UInt8(ascii: "\""))
        }

        /// `text` and `suffix` in quotes, copied without being scanned: they must need no escaping
        /// (checked in debug builds).
        @inlinable @inline(always)
        mutating func putPlainQuoted(_ text: HeldNumberText, followedBy suffix: StaticString) {
            assert(JSONWriter.needsNoEscaping(UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)))
            put(UInt8(ascii: "\""))
            put(text)
            put(suffix)
            put(UInt8(ascii: "\""))
        }

        /// A held number's text: all ``HeldNumberText/byteCount`` bytes copied at once (fixed-size
        /// words, no loop or dispatch on the length), of which its `count` are kept — the rest
        /// lies in the piece's room and is written over by what follows. The piece must have room
        /// for ``HeldNumberText/byteCount`` bytes here, not only `count` (every caller asks so).
        @inlinable @inline(always)
        mutating func put(_ text: HeldNumberText) {
            assert(start.distance(to: next) &+ HeldNumberText.byteCount <= room, "a held number without its room")
            withUnsafeBytes(of: text.bytes) { held in
                UnsafeMutableRawPointer(next).copyMemory(
                    from: held.baseAddress.unsafelyUnwrapped, byteCount: HeldNumberText.byteCount)
            }
            next += text.count
        }

        /// The bytes `write` puts here (at most `maximum`), as they are: they must need no
        /// escaping (checked in debug builds).
        @inlinable @inline(always)
        mutating func putWritten(upTo maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
            let count = write(next)
            assert(count <= maximum, "a value of \(count) bytes asked room for \(maximum)")
            assert(JSONWriter.needsNoEscaping(UnsafeBufferPointer(start: next, count: count)), "a value that needs escaping")
            next += count
        }

        /// `value` in quotes: ``putWritten(upTo:_:)`` between quotes.
        @inlinable @inline(always)
        mutating func putWrittenQuoted(upTo maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
            put(UInt8(ascii: "\""))
            putWritten(upTo: maximum, write)
            put(UInt8(ascii: "\""))
        }

        /// A finite number, or `null` (nil, infinite or NaN): at most ``NumberText/maximumLength`` bytes.
        @inlinable @inline(always)
        mutating func put(numberOrNull value: Double?) {
            guard let value else { return put("null") }
            // ``NumberText/write(_:to:)`` with the finiteness test on its other path only: an
            // integer it writes in line is finite, and so is a value whose bits lie below 10¹⁵'s
            // (positive and below it: ``NumberText/integer(_:)``'s first test, which the
            // optimiser then shares), so a fraction (most of batch's numbers that are not
            // integers) goes to the call without the test (wr37). Whatever bound `integer`
            // takes, each value goes where ``NumberText/write(_:to:)`` sends it.
            if let integer = NumberText.integer(value) {
                next += NumberText.writeDigits(integer, to: next)
            } else if value.bitPattern < (1e15 as Double).bitPattern || value.isFinite {
                next = writeNumberOtherwise(value, at: next)
            } else {
                put("null")
            }
        }

        /// An integer or `null`: at most 20 bytes.
        @inlinable @inline(always)
        mutating func put(integerOrNull value: Int?) {
            if let value { putDigits(value) } else { put("null") }
        }

        /// `true`, `false` or `null`: at most 5 bytes.
        @inlinable @inline(always)
        mutating func put(boolOrNull value: Bool?) {
            switch value {
            case true?: put("true")
            case false?: put("false")
            case nil: put("null")
            }
        }

        /// A name written in the code in quotes (``putPlainQuoted(_:)``), or `null`.
        @inlinable @inline(always)
        mutating func put(caseNameOrNull value: StaticString?) {
            if let value { putPlainQuoted(value) } else { put("null") }
        }

        /// A line break and `indent` levels of two spaces.
        @inlinable
        mutating func putLineBreak(indent: Int) {
            put(0x0A)
            for _ in 0..<(2 * indent) { put(UInt8(ascii: " ")) }
        }

        @inlinable @inline(always)
        mutating func putColon(spaced: Bool) {
            put(UInt8(ascii: ":"))
            if spaced { put(UInt8(ascii: " ")) }
        }

        /// A finite number's ``NumberText/write(_:to:)`` text, at most ``NumberText/maximumLength`` bytes.
        @inlinable @inline(always)
        mutating func put(number value: Double) {
            next += NumberText.write(value, to: next)
        }

        /// `value` in decimal, at most 20 bytes.
        @inlinable @inline(always)
        mutating func putDigits(_ value: Int) {
            if value < 0 { put(UInt8(ascii: "-")) }
            next += NumberText.writeDigits(UInt64(value.magnitude), to: next)
        }

        /// `utf8` as a JSON string literal (see ``JSONWriter/quotedLength(_:)``).
        @usableFromInline
        mutating func putQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
            put(UInt8(ascii: "\""))
            // The printable ASCII bytes it starts with (nearly every string: names of cases,
            // labels) are copied at once; the rest byte by byte.
            var index = 0
            while index < utf8.count, JSONWriter.isPlain(utf8[index]) { index += 1 }
            if let base = utf8.baseAddress { put(base, count: index) }
            while index < utf8.count {
                let byte = utf8[index]
                // Printable ASCII but the quote and the backslash, nearly every byte written: as
                // it is, without the checks below (callgrind: 2.9k instructions a batch row).
                if JSONWriter.isPlain(byte) {
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

    /// Printable ASCII but the quote and the backslash: written as it is.
    @inline(__always)
    fileprivate static func isPlain(_ byte: UInt8) -> Bool {
        byte &- 0x20 < 0x5F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Whether `utf8` is written in a string literal as it is: no byte to escape and no
    /// character ``EchoedText`` names unsafe. What ``member(_:caseName:)`` and
    /// ``member(_:unescapedUpTo:writing:)`` require of the bytes they copy without scanning.
    @usableFromInline
    package static func needsNoEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if needsEscape(byte) || (byte >= 0xC2 && EchoedText.unsafeLength(utf8, at: index, keepingLayout: false) > 0) {
                return false
            }
            index += 1
        }
        return true
    }

    /// Calls `body` with `text`'s UTF-8 bytes, without copying a native string.
    @inline(__always)
    static func withUTF8(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if text.utf8.withContiguousStorageIfAvailable(body) != nil { return }
        var text = text
        text.withUTF8(body)
    }

    /// The escaping rule for all JSON `cable` writes: `"` and `\` get a backslash, line feed,
    /// carriage return and tab are `\n` `\r` `\t`, other control characters and DEL `\u00XX`, the other
    /// characters ``EchoedText`` names unsafe `\uXXXX` (so JSON on a terminal or in a log
    /// carries no raw C1, separator, direction control or noncharacter), the rest is UTF-8 as it
    /// is.
    fileprivate static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The most bytes `utf8` takes as a string literal: six a byte (`\u001b`) and the quotes.
    static func quotedLength(_ utf8: UnsafeBufferPointer<UInt8>) -> Int { 6 * utf8.count + 2 }
}
