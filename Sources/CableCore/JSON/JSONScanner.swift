/// The one JSON scanner: the tokens of RFC 8259 JSON read from UTF-8 bytes — white space,
/// strings (escapes decoded, UTF-8 checked), numbers (the strict grammar) and the literals
/// `true`, `false` and `null`.
///
/// Two readers are built on it: ``JSONReader`` reads whole documents (system files) into
/// ``JSONNode`` trees, and the batch line reader reads one flat object per line. Structure —
/// which token may follow which — is theirs; so is the wording of errors, because each keeps the
/// messages its users already see. A malformed token is a ``Failure`` that says what is wrong
/// and where, never a trap.
package struct JSONScanner {
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    package var index = 0
    /// The line the next byte is on (1-based), and the offset where that line starts: line feeds
    /// are only ever passed by ``skipWhitespace()`` (a string may not hold one).
    package private(set) var line = 1
    package private(set) var lineStart = 0

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    package var atEnd: Bool { index >= bytes.count }
    package var peek: UInt8? { atEnd ? nil : bytes[index] }
    package mutating func advance() { index += 1 }

    /// Skips spaces, tabs, carriage returns and line feeds.
    ///
    /// Put in line (the batch line reader skips white space six times a member): most calls
    /// meet a token at once, and one space before a token (`, "key"`, `: 35`, eight a batch row)
    /// is stepped over with a comparison; any longer run is skipped by a call,
    /// ``whitespaceRun(in:from:line:lineStart:)``, handed the scanner's fields and returning
    /// them (not the scanner's address, so that a reader may keep it in registers).
    @inline(always)
    package mutating func skipWhitespace() {
        // Every white space byte is at most a space: one comparison for a token.
        guard index < bytes.count, bytes[index] <= 0x20 else { return }
        if bytes[index] == 0x20 {
            index += 1
            guard index < bytes.count, bytes[index] <= 0x20 else { return }
        }
        (index, line, lineStart) = Self.whitespaceRun(in: bytes, from: index, line: line, lineStart: lineStart)
    }

    /// The end of the white space from `start` on, and the line and line start there.
    @inline(never)
    private static func whitespaceRun(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: Int, lineStart: Int
    ) -> (index: Int, line: Int, lineStart: Int) {
        var (index, line, lineStart) = (start, line, lineStart)
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return (index, line, lineStart)
            }
        }
        return (index, line, lineStart)
    }

    // MARK: - Failures

    /// A malformed token: what is wrong, and where (byte offsets into ``bytes``).
    package struct Failure: Error, Equatable {
        package enum Kind: Equatable {
            /// The input ends inside a string (`offset`: the end).
            case endOfString
            /// A raw control character in a string (`offset`: that byte).
            case controlCharacter(UInt8)
            /// The input ends right after a backslash (`offset`: the end).
            case endOfEscape
            /// A backslash followed by a letter that is no escape (`offset`: that byte).
            case invalidEscape(UInt8)
            /// The input ends inside `\uXXXX` (`offset`: the end).
            case endOfUnicodeEscape
            /// A `\u` escape with a byte that is no hex digit (`offset`: that byte).
            case invalidHexDigit
            /// A `\u` escape of half a UTF-16 surrogate pair (`offset`: just after it).
            case loneSurrogate
            /// A high surrogate followed by a `\u` escape that is not a low one (`offset`: just
            /// after the second escape).
            case invalidSurrogatePair
            /// Bytes that are not UTF-8 (`offset`: the first byte of the sequence).
            case invalidUTF8(UTF8Problem)
            /// A number without a digit where its integer part was due (`offset`: there).
            case noIntegerDigit
            /// A number with a zero before other integer digits (`offset`: that zero).
            case leadingZero
            /// A number with no digit after its point (`offset`: where one was due).
            case noFractionDigit
            /// A number with no digit in its exponent (`offset`: where one was due).
            case noExponentDigit
            /// A misspelt `true`, `false` or `null` (`offset`: the first byte that differs).
            case invalidLiteral(expected: String)
        }

        /// Why bytes are not UTF-8.
        package enum UTF8Problem: Error, Equatable {
            /// A byte that cannot start a sequence.
            case invalidByte(UInt8)
            /// A sequence cut short by the end of the input.
            case truncated
            /// A continuation byte missing, an overlong form, a surrogate or a value past U+10FFFF.
            case invalidSequence
        }

        package let kind: Kind
        package let offset: Int
        /// Where the token holding the problem starts: a string's opening quote, a number's first
        /// byte or a literal's first letter.
        package let tokenStart: Int
        /// Within a string, the backslash of the escape holding the problem (the first one of a
        /// surrogate pair).
        package let escapeStart: Int?
    }

    // MARK: - Literals

    /// Reads `word` (`true`, `false` or `null`), which starts here.
    package mutating func literal(_ word: String) throws(Failure) {
        let start = index
        for byte in word.utf8 {
            guard peek == byte else {
                throw Failure(kind: .invalidLiteral(expected: word), offset: index, tokenStart: start, escapeStart: nil)
            }
            advance()
        }
    }

    // MARK: - Numbers

    /// Reads a number that starts here (a minus sign or a digit): `-`? integer (`0`, or digits not starting
    /// with 0), then optionally `.` digits, then optionally `e`/`E`, a sign and digits. Returns its
    /// value (correctly rounded; `1e309` reads as infinity, for the caller to refuse) and the
    /// range of its text.
    ///
    /// The digits are read with a local cursor (``index`` set once, when the number ends or
    /// fails: stored at every digit, it was ~12 instructions a digit, ~130 a number); every
    /// digit, leading zeros too, goes into one integer, which wraps harmlessly past 19 digits
    /// because it is only used when there are at most 15 (``exactValue(_:digits:scale:)``).
    package mutating func number() throws(Failure) -> (value: Double, text: Range<Int>) {
        let start = index
        let end = bytes.count
        var at = index
        func fail(_ kind: Failure.Kind, at offset: Int) -> Failure {
            index = at
            return Failure(kind: kind, offset: offset, tokenStart: start, escapeStart: nil)
        }
        let negative = at < end && bytes[at] == UInt8(ascii: "-")
        if negative { at &+= 1 }
        var mantissa: UInt64 = 0
        let integerStart = at
        skipDigits(&at, into: &mantissa)
        let integerDigits = at &- integerStart
        guard integerDigits > 0 else { throw fail(.noIntegerDigit, at: at) }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw fail(.leadingZero, at: integerStart) }
        var fractionDigits = 0
        if at < end, bytes[at] == UInt8(ascii: ".") {
            at &+= 1
            let fractionStart = at
            skipDigits(&at, into: &mantissa)
            fractionDigits = at &- fractionStart
            guard fractionDigits > 0 else { throw fail(.noFractionDigit, at: at) }
        }
        var exponent = 0
        if at < end, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            at &+= 1
            let negativeExponent = at < end && bytes[at] == UInt8(ascii: "-")
            if negativeExponent || (at < end && bytes[at] == UInt8(ascii: "+")) { at &+= 1 }
            let exponentStart = at
            while at < end, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {
                // Capped: any exponent this large is far outside the fast path.
                exponent = min(exponent * 10 + Int(digit), 1_000_000)
                at &+= 1
            }
            guard at > exponentStart else { throw fail(.noExponentDigit, at: at) }
            if negativeExponent { exponent = -exponent }
        }
        index = at
        let digitCount = integerDigits &+ fractionDigits
        if let magnitude = Self.exactValue(mantissa, digits: digitCount, scale: exponent - fractionDigits) {
            return (negative ? -magnitude : magnitude, start..<at)
        }
        // The grammar above is a subset of what Double's parser takes: it cannot fail.
        let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)) ?? .nan
        return (value, start..<at)
    }

    /// Reads a short plain number that starts here (a minus sign or a digit) — `-`? integer
    /// (`0`, or digits not starting with 0), optionally `.` digits, at most 15 digits in all, no
    /// exponent — and returns its value, ``index`` just after it; nil for any other text, with
    /// ``index`` left where it was for ``number()`` to read (or refuse) it. Nearly every number
    /// a batch line holds (`35`, `48`, `17.0`) is read here, in line, without a call.
    ///
    /// Fast path of ``number()`` (Clinger, "How to read floating point numbers accurately", 1990):
    /// at most 15 digits make an integer m < 10¹⁵ < 2⁵³ and a power of ten 10^k (k ≤ 15, the
    /// decimals) below 2⁵³ too, both exact doubles, so m / 10^k is one correctly rounded
    /// division — the same double ``number()`` computes for these tokens (its
    /// ``exactValue(_:digits:scale:)`` with scale −k; the power of ten from its table there,
    /// built here digit by digit, is the same exact double). Invariant: a number taken here has
    /// the same value and end as ``number()`` gives; anything ``number()`` would refuse, and
    /// everything longer, with an exponent or a leading zero, is not taken (nothing is changed).
    /// Safe to change: what is taken may only shrink. `JSONScannerNumberTests` compare the two
    /// (value to the bit, end, or refusal) on a million random tokens and on the edges
    /// (15 and 16 digits, `-0`, `0.0`, leading zeros, a point or exponent without digits).
    @inline(always)
    package mutating func shortNumber() -> Double? {
        let end = bytes.count
        var at = index
        let negative = at < end && bytes[at] == UInt8(ascii: "-")
        if negative { at &+= 1 }
        var mantissa: UInt64 = 0
        let integerStart = at
        skipDigits(&at, into: &mantissa)
        let integerDigits = at &- integerStart
        // No digit, or a leading zero: `number()` refuses it.
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
        // 10^decimals, wrapping harmlessly past 19 decimals (then never used).
        var powerOfTen: UInt64 = 1
        var digits = integerDigits
        if at < end, bytes[at] == UInt8(ascii: ".") {
            at &+= 1
            let fractionStart = at
            while at < end, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                powerOfTen = powerOfTen &* 10
                at &+= 1
            }
            guard at > fractionStart else { return nil }
            digits &+= at &- fractionStart
        }
        guard digits <= 15 else { return nil }
        if at < end, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") { return nil }
        index = at
        // Both below 10¹⁵, so the signed conversions (one instruction; the unsigned one is six).
        let value = Double(Int64(bitPattern: mantissa))
        let magnitude = powerOfTen == 1 ? value : value / Double(Int64(bitPattern: powerOfTen))
        return negative ? -magnitude : magnitude
    }

    /// Steps `at` over ASCII digits, each appended to `mantissa` (× 10 + the digit, wrapping: a
    /// value of more than 19 digits is never used).
    @inline(__always)
    private func skipDigits(_ at: inout Int, into mantissa: inout UInt64) {
        let end = bytes.count
        while at < end, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            at &+= 1
        }
    }

    /// The value of `mantissa` (the number's `digits` digits, leading zeros included, as an
    /// integer) × 10^scale (the exponent less the digits after the point) when one
    /// multiplication or division gives it exactly rounded; nil for any other number, which
    /// `Double(_:)` reads. (`35`, `17.0`, `-2.5`, `1.5e3`: nearly every number a request holds.)
    ///
    /// Fast path (Clinger, "How to read floating point numbers accurately", 1990): at most 15
    /// digits make an integer m < 10¹⁵ < 2⁵³, and 10^k for k ≤ 22 is an exact double, so both
    /// are exact doubles and m × 10^k and m / 10^k are each one correctly rounded operation —
    /// the same double `Double(_:)` (strtod) reads. Leading zeros count as digits here (so
    /// `0.0000000000000001` takes `Double(_:)`, as a number of 16 significant digits does): the
    /// limit is on the digits written, which only shrinks the path. Safe to change: the limits
    /// may only shrink. `JSONScannerNumberTests` compare both on two million tokens, with and
    /// without exponents, and the edges (2⁵³, 10²², 10²³, 16 digits, −0, leading zeros).
    @inline(__always)
    private static func exactValue(_ mantissa: UInt64, digits: Int, scale: Int) -> Double? {
        guard digits <= 15 else { return nil }
        // Below 10¹⁵, so the signed conversion (one instruction; the unsigned one is six).
        let value = Double(Int64(bitPattern: mantissa))
        // An integer (two of a batch row's three numbers): the digits themselves, exact
        // (× 10⁰ would give the same double).
        if scale == 0 { return value }
        guard scale >= -22, scale <= 22 else { return nil }
        return scale < 0 ? value / exactPowersOfTen[-scale] : value * exactPowersOfTen[scale]
    }

    /// 10⁰ … 10²², every power of ten a double holds exactly.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
        1e21, 1e22,
    ]

    // MARK: - Strings

    /// Reads a string whose opening quote is here, through its closing quote, and returns its
    /// text: escapes decoded (a surrogate pair to its one character), every byte checked to be
    /// UTF-8, raw control characters refused. Problems are found in reading order.
    package mutating func string() throws(Failure) -> String {
        let (text, decoded) = try stringToken()
        guard let decoded else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[text]), as: UTF8.self) }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Reads a string as ``string()`` does and hands its text's UTF-8 to `read` without making a
    /// `String`: the bytes as they are in the input when the string has no escape, else the
    /// decoded ones.
    package mutating func string<T>(_ read: (UnsafeBufferPointer<UInt8>) -> T) throws(Failure) -> T {
        let (text, decoded) = try stringToken()
        guard let decoded else { return read(UnsafeBufferPointer(rebasing: bytes[text])) }
        return decoded.withUnsafeBufferPointer(read)
    }

    /// Reads a string whose opening quote is here when it is plain — printable ASCII up to its
    /// closing quote, no `\` — and returns its text's range (the bytes between the quotes),
    /// ``index`` just after it; nil for any other string, ``index`` left at its opening quote
    /// for ``stringToken()`` to read (and refuse) it. Nearly every key and value a batch line
    /// holds is plain.
    ///
    /// Fast path of ``stringToken()``: ``skipPlainASCII()`` stops at the first byte that is not
    /// printable ASCII or is `"` or `\`, and only when that byte is `"` is the string taken
    /// here. Invariant: for a string taken, ``stringToken()`` reads the same text range, no
    /// decoded bytes, and ends at the same ``index``; for one not taken, nothing is changed.
    /// Safe to change: what is taken may only shrink. `JSONScannerStringTests` compare the two
    /// on every byte value after plain runs of every length from 0 to 40 (at every place in a
    /// word), at the end of the input or followed by more. (The general reader, a call with its
    /// optional decoded array released after every member, was ~45 instructions a key.)
    @inline(always)
    package mutating func plainString() -> Range<Int>? {
        let quote = index
        index = quote &+ 1
        skipPlainASCII()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            index = quote
            return nil
        }
        let text = Range(uncheckedBounds: (quote &+ 1, index))
        index &+= 1
        return text
    }

    /// Reads a string as ``string()`` does, without making a `String` and without a generic
    /// parameter (so a caller in another module runs it specialised, as batch reads keys):
    /// `decoded` is nil when the string holds no escape — its text is then `bytes[text]`, the
    /// bytes between the quotes — else its decoded UTF-8 (and `text` the bytes it was read from).
    package mutating func stringToken() throws(Failure) -> (text: Range<Int>, decoded: [UInt8]?) {
        let quote = index
        advance()
        let textStart = index
        var runStart = index
        // Only made when the string holds an escape: most strings are copied in one piece.
        var decoded: [UInt8]?
        while true {
            skipPlainASCII()
            guard let byte = peek else {
                throw Failure(kind: .endOfString, offset: index, tokenStart: quote, escapeStart: nil)
            }
            switch byte {
            case UInt8(ascii: "\""):
                let text = textStart..<index
                let run = runStart..<index
                advance()
                guard var unescaped = decoded else { return (text, nil) }
                unescaped.append(contentsOf: bytes[run])
                return (text, unescaped)
            case UInt8(ascii: "\\"):
                var text = decoded ?? []
                text.append(contentsOf: bytes[runStart..<index])
                try escape(quote: quote, into: &text)
                decoded = text
                runStart = index
            case 0x00..<0x20:
                throw Failure(kind: .controlCharacter(byte), offset: index, tokenStart: quote, escapeStart: nil)
            case 0x20..<0x80:
                advance()
            default:
                try skipUTF8Sequence(quote: quote)
            }
        }
    }

    /// Steps over printable ASCII other than `"` and `\` — most of every string — so that only
    /// the bytes that end, escape or need checking in a string are read one by one.
    ///
    /// Fast path: eight bytes at a time while eight remain (``bytesToRead(in:)`` marks the ones
    /// that are not such bytes, and the first marked one is where the run ends), then byte by
    /// byte. Invariant: a byte is skipped only when it is in 0x20…0x7F and neither `"` nor `\`,
    /// and only bytes inside ``bytes`` are read. `JSONScannerStringTests` put every byte value
    /// after plain runs of every length from 0 to 40 (so at every place in a word), with and
    /// without bytes after the string, and check where the string ends or fails.
    @inline(always)
    private mutating func skipPlainASCII() {
        if let base = bytes.baseAddress {
            while bytes.count &- index >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let marks = Self.bytesToRead(in: word)
                guard marks == 0 else {
                    index &+= marks.trailingZeroBitCount / 8
                    return
                }
                index &+= 8
            }
        }
        while index < bytes.count, case let byte = bytes[index], byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""),
            byte != UInt8(ascii: "\\")
        {
            index += 1
        }
    }

    /// The high bit of each byte of `word` (little-endian: its first byte lowest) that is below
    /// 0x20, above 0x7F, `"` or `\` — exact up to and including the first such byte, which is
    /// all ``skipPlainASCII()`` reads: the tests for a zero byte and for a byte below n
    /// (Anderson, "Bit Twiddling Hacks") can mark a byte after a true one (a borrow carries
    /// upward), never one before it.
    @inline(__always)
    private static func bytesToRead(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let belowSpace = (word &- ones &* 0x20) & ~word & highs
        return (word & highs) | belowSpace | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
    }

    /// Decodes the escape whose backslash is here, appending its UTF-8.
    private mutating func escape(quote: Int, into text: inout [UInt8]) throws(Failure) {
        let backslash = index
        func fail(_ kind: Failure.Kind) -> Failure {
            Failure(kind: kind, offset: index, tokenStart: quote, escapeStart: backslash)
        }
        advance()
        guard let letter = peek else { throw fail(.endOfEscape) }
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            advance()
            var code = try hex4(quote: quote, backslash: backslash)
            if (0xD800..<0xDC00).contains(code) {
                // A character beyond the Basic Multilingual Plane is a UTF-16 surrogate pair.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fail(.loneSurrogate)
                }
                index += 2
                let low = try hex4(quote: quote, backslash: backslash)
                guard (0xDC00..<0xE000).contains(low) else { throw fail(.invalidSurrogatePair) }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw fail(.loneSurrogate) }
            text.append(contentsOf: String(Character(scalar)).utf8)
            return
        default:
            throw fail(.invalidEscape(letter))
        }
        advance()
    }

    /// Four hex digits of a `\u` escape, starting here.
    private mutating func hex4(quote: Int, backslash: Int) throws(Failure) -> UInt32 {
        func fail(_ kind: Failure.Kind) -> Failure {
            Failure(kind: kind, offset: index, tokenStart: quote, escapeStart: backslash)
        }
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek else { throw fail(.endOfUnicodeEscape) }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail(.invalidHexDigit)
            }
            code = code << 4 | digit
            advance()
        }
        return code
    }

    /// Steps over one multi-byte UTF-8 sequence that starts here (``utf8SequenceLength(in:at:)``).
    private mutating func skipUTF8Sequence(quote: Int) throws(Failure) {
        do {
            index += try Self.utf8SequenceLength(in: bytes, at: index)
        } catch {
            throw Failure(kind: .invalidUTF8(error), offset: index, tokenStart: quote, escapeStart: nil)
        }
    }

    /// The length of the UTF-8 sequence that starts at `index` (1 for ASCII): the one UTF-8 rule
    /// for everything `cable` reads. Refuses bytes that cannot start a sequence, sequences cut
    /// short, overlong forms, surrogates and values past U+10FFFF.
    package static func utf8SequenceLength(
        in bytes: UnsafeBufferPointer<UInt8>, at index: Int
    ) throws(Failure.UTF8Problem) -> Int {
        let lead = bytes[index]
        let count: Int
        var value: UInt32
        switch lead {
        case 0x00..<0x80: return 1
        case 0xC2...0xDF: count = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: count = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: count = 4; value = UInt32(lead & 0x07)
        default: throw .invalidByte(lead)
        }
        guard index + count <= bytes.count else { throw .truncated }
        for offset in 1..<count {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { throw .invalidSequence }
            value = value << 6 | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = count == 2 ? 0x80 : count == 3 ? 0x800 : 0x10000
        guard value >= minimum, Unicode.Scalar(value) != nil else { throw .invalidSequence }
        return count
    }
}
