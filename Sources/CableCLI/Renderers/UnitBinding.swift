/// Where a line of text for people must not break: the one rule, for every wrapper.
///
/// A space (U+0020) *binds* — no line break there — when
/// - the character before it is a number (`Character.isNumber`: a digit, "²", "½", another
///   script's numeral) and the word after it is one of ``units``: "15 A", "2,5 mm²", "≤ 177,8 mm",
///   "1 000 W" (the thousands space is a no-break one already), "250 Wh/day" (the word's part
///   before a `/`), "4,17 A: der", "12 V-systeem" (the word ends at a space, a no-break space,
///   `,` `;` `:` `.` `!` `?` `)` or `-`), and in a name from the file alike ("Inverter 2 kW"); or
/// - the character before it is a limit's sign (≤, ≥, ≈) and the one after it a number: "≤ 3 %".
///
/// Who follows it: HTML writes a binding space as a no-break space (``noBreak(_:)``, in
/// `HTMLReport` and the PDF's circuit table cells, whose columns are sized to hold such a value
/// whole); the PDF's ``PDFDocumentBuilder/wrap(_:width:size:font:)`` (and its counts
/// `wrappedLineCount` and `fitsOneLine`), the terminal's ``TextLayout/broken(_:width:indent:)``
/// and the diagram's `WiringDiagram.lines` keep writing a plain space but take the words of
/// ``words(_:omittingEmpty:)``, in which a number and its unit are one word. Only such a word
/// wider than a whole line by itself is broken at its spaces (as it was before the rule), never
/// between its characters.
///
/// Fast paths (a 20,000-load report binds a few hundred thousand cells): text without a space
/// after an ASCII digit or a non-ASCII character (which may be a numeral or a sign) has no
/// binding space and is not walked (``mayBind(_:)``); text of scalars that are each a character
/// of their own (``isStandalone(_:)``: every text of an English, German, Spanish, French or Dutch
/// report) is walked by its UTF-8 bytes rather than by character, its units compared as bytes
/// (`forEachBindingOffset(inStandalone:_:)`). Invariant: both give what
/// ``bindingSpacesByCharacter(in:)`` gives; `RendererFastPathTests` compare them on every cell of
/// the fixture reports in every language and on edge cases. Safe to change: the unit list, the
/// signs and the word ends, in both walks alike.
enum UnitBinding {
    /// The units a number can carry in a report, in every language.
    static let units: Set<String> = [
        "mm²", "AWG", "kcmil", "kWh", "Wh", "Ah", "kW", "kA", "mΩ", "µΩ", "Ω", "°C", "°F", "A", "V", "W", "m", "mm", "ft", "%",
        "h",
    ]

    /// The positions of the binding spaces of `text`, first to last (each the index of a U+0020).
    static func bindingSpaces(in text: Substring) -> [String.Index] {
        var spaces: [String.Index] = []
        forEachBindingSpace(in: text) { spaces.append($0) }
        return spaces
    }

    /// Calls `body` with the position of each binding space of `text`, first to last, without
    /// making an array of them (HTML binds every cell of a report).
    static func forEachBindingSpace(in text: Substring, _ body: (String.Index) -> Void) {
        forEachBindingOffset(in: text) { body(text.utf8.index(text.startIndex, offsetBy: $0)) }
    }

    /// Calls `body` with the UTF-8 offset from the start of `text` of each binding space, first
    /// to last: by bytes (``forEachBindingOffset(inStandalone:_:)``) when every scalar of `text`
    /// is ``isStandalone(_:)``, else by character.
    private static func forEachBindingOffset(in text: Substring, _ body: (Int) -> Void) {
        guard mayBind(text) else { return }
        var contiguous = text
        let walked = contiguous.withUTF8 { bytes in
            guard allStandalone(bytes) else { return false }
            forEachBindingOffset(inStandalone: bytes, body)
            return true
        }
        guard !walked else { return }
        for space in bindingSpacesByCharacter(in: text) { body(text.utf8.distance(from: text.startIndex, to: space)) }
    }

    /// The scalar that starts at byte `index` of valid UTF-8 (a `String`'s bytes), and its length
    /// in bytes: the lead byte's payload bits, then six from each continuation byte.
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = lead & (0x7F >> UInt32(length))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        // A String's bytes are valid UTF-8, so `value` is a scalar; U+FFFD only to have one.
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Whether every scalar of `bytes` is ``isStandalone(_:)``.
    private static func allStandalone(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let (scalar, length) = scalar(bytes, at: index)
            guard isStandalone(scalar) else { return false }
            index += length
        }
        return true
    }

    /// The binding spaces' byte offsets in `bytes`, the UTF-8 of text whose scalars are each a
    /// character of their own (``isStandalone(_:)``): the tests of the character walk, made on
    /// scalars decoded from the bytes.
    ///
    /// Fast path (a 20,000-load PDF or HTML report binds every cell of its circuit table: walking
    /// them as a `String`'s scalars, making each unit a `String` and hashing it, was a tenth of
    /// the PDF's instructions). Invariants: the word after a number ends at a byte of
    /// ``wordEnds`` (each ASCII, or U+00A0's lead byte 0xC2 followed by 0xA0 — a lead byte is
    /// never inside another scalar's bytes); its unit, between slashes, is compared by its bytes
    /// with ``units``' (for text of standalone scalars, byte equality is `String` equality: no
    /// scalar here combines or has a canonical equivalent among them). Safe to change: the unit
    /// list and the signs (both walks read them); a new word end must be added to ``endsWord(_:at:)``.
    private static func forEachBindingOffset(inStandalone bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        var before: Unicode.Scalar?
        var index = 0
        while index < bytes.count {
            let (scalar, length) = scalar(bytes, at: index)
            let next = index + length
            if scalar == " ", let before {
                // A sign is never a numeral: asked first, it spares the numeral's look-up.
                if isSign(before) {
                    if next < bytes.count, isNumeral(Self.scalar(bytes, at: next).scalar) { body(index) }
                } else if isNumeral(before) {
                    var end = next
                    while end < bytes.count, !endsWord(bytes, at: end) { end += 1 }
                    // The word's first part between slashes ("Wh" of "Wh/day"), as the character
                    // walk's `split` takes it.
                    var unitStart = next
                    while unitStart < end, bytes[unitStart] == UInt8(ascii: "/") { unitStart += 1 }
                    var unitEnd = unitStart
                    while unitEnd < end, bytes[unitEnd] != UInt8(ascii: "/") { unitEnd += 1 }
                    if isUnit(bytes[unitStart..<unitEnd]) { body(index) }
                }
            }
            before = scalar
            index = next
        }
    }

    /// ``units``' UTF-8 bytes, for ``isUnit(_:)``.
    private static let unitBytes: [[UInt8]] = units.map { Array($0.utf8) }

    /// Whether `word`'s bytes are one of ``units``.
    private static func isUnit(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        unitBytes.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

    /// ``wordEnds`` at byte `index`, a scalar's first byte.
    private static func endsWord(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "!"),
            UInt8(ascii: "?"), UInt8(ascii: ")"), UInt8(ascii: "-"):
            true
        case 0xC2: index + 1 < bytes.count && bytes[index + 1] == 0xA0  // U+00A0
        default: false
        }
    }

    /// ``bindingSpaces(in:)`` a character at a time, for text of any script.
    static func bindingSpacesByCharacter(in text: Substring) -> [String.Index] {
        var spaces: [String.Index] = []
        var before: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == " ", let before {
                let after = text[next...]
                if before.isNumber {
                    let word = after.prefix { !Self.wordEnds.contains($0) }
                    let unit = word.split(separator: "/", maxSplits: 1).first ?? word
                    if units.contains(String(unit)) { spaces.append(index) }
                } else if Self.signs.contains(before), let first = after.first, first.isNumber {
                    spaces.append(index)
                }
            }
            before = character
            index = next
        }
        return spaces
    }

    /// Whether `text` may hold a binding space: a space after an ASCII digit or after any
    /// non-ASCII character (every number, unit and sign but the ASCII digits is non-ASCII, so
    /// text without either has none).
    static func mayBind(_ text: Substring) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: " "), previous >= 0x80 || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(previous) {
                return true
            }
            previous = byte
        }
        return false
    }

    /// `text` with each binding space made a no-break space (U+00A0), for HTML: "30 A" never
    /// breaks over two lines. Text without one is given back as it is.
    static func noBreak(_ text: String) -> String {
        // The text up to the last space bound, that space a no-break one: empty until one is.
        var bound: [UInt8] = []
        var copied = 0
        var contiguous = text
        contiguous.withUTF8 { bytes in
            forEachBindingOffset(in: text[...]) { space in
                bound.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<space]))
                bound.append(0xC2)  // U+00A0 in UTF-8
                bound.append(0xA0)
                copied = space + 1
            }
            if !bound.isEmpty { bound.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...])) }
        }
        guard !bound.isEmpty else { return text }
        return String(decoding: bound, as: UTF8.self)
    }

    /// The words of `line` for a wrapper: `line.split(separator: " ")` but at binding spaces,
    /// so that a number and its unit are one word ("hat", "15 A,", "über"). Empty words (two
    /// spaces together, a space at an end) are kept when `omittingEmpty` is false, as `split`
    /// keeps them.
    static func words(_ line: Substring, omittingEmpty: Bool = true) -> [Substring] {
        let spaces = bindingSpaces(in: line)
        guard !spaces.isEmpty else { return line.split(separator: " ", omittingEmptySubsequences: omittingEmpty) }
        var words: [Substring] = []
        var bound = spaces[...]
        var start = line.startIndex
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if line[index] == " " {
                if bound.first == index {
                    bound.removeFirst()
                } else {
                    if !omittingEmpty || start < index { words.append(line[start..<index]) }
                    start = next
                }
            }
            index = next
        }
        if !omittingEmpty || start < line.endIndex { words.append(line[start...]) }
        return words
    }

    /// The characters that end the word after a number.
    private static let wordEnds: Set<Character> = [" ", "\u{00A0}", ",", ";", ":", ".", "!", "?", ")", "-"]

    /// The signs that keep the number after them.
    private static let signs: Set<Character> = ["≤", "≥", "≈"]

    /// Whether `scalar` is always a character of its own in the text ``bindingSpaces(in:)``
    /// walks by scalar: Latin, Latin-1 and Greek letters, digits and signs below U+0300, the Greek
    /// capitals and small letters, and the signs of a report's limits and figures (−, —, ≈, ≤,
    /// ≥). None of them is a combining mark, a joiner, a prefix or an emoji, so no two of them
    /// make one character — but carriage return and line feed, which are neither a space, a
    /// number, a sign nor a word's end, so the walks agree on them too.
    static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x391...0x3C9, 0x2014, 0x2212, 0x2248, 0x2264, 0x2265: true
        default: false
        }
    }

    /// `Character.isNumber` of a character of one scalar: the scalar's numeric type. Of the
    /// ASCII scalars only the digits have one, so those need no look-up in the Unicode tables.
    private static func isNumeral(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil
    }

    /// ``signs`` of a character of one scalar.
    private static func isSign(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "≤" || scalar == "≥" || scalar == "≈"
    }
}
