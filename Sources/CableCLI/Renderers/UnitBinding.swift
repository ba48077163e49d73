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
/// report) is walked by scalar rather than by character. Invariant: both give what
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
        guard mayBind(text) else { return }
        guard text.unicodeScalars.allSatisfy(isStandalone) else {
            for space in bindingSpacesByCharacter(in: text) { body(space) }
            return
        }
        // Each scalar is a character here: the same tests as the character walk, made on scalars.
        let scalars = text.unicodeScalars
        var before: Unicode.Scalar?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == " ", let before {
                if isNumeral(before) {
                    let wordEnd = scalars[next...].firstIndex(where: endsWord) ?? scalars.endIndex
                    // The word's first part between slashes ("Wh" of "Wh/day"), as the character
                    // walk's `split` takes it.
                    let unit = scalars[next..<wordEnd].drop { $0 == "/" }.prefix { $0 != "/" }
                    if units.contains(String(unit)) { body(index) }
                } else if isSign(before), next < scalars.endIndex, isNumeral(scalars[next]) {
                    body(index)
                }
            }
            before = scalar
            index = next
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
        var copied = text.startIndex
        forEachBindingSpace(in: text[...]) { space in
            bound += text.utf8[copied..<space]
            bound.append(0xC2)  // U+00A0 in UTF-8
            bound.append(0xA0)
            copied = text.utf8.index(after: space)
        }
        guard !bound.isEmpty else { return text }
        bound += text.utf8[copied...]
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

    /// ``wordEnds`` of a character of one scalar.
    private static func endsWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\u{00A0}", ",", ";", ":", ".", "!", "?", ")", "-": true
        default: false
        }
    }
}
