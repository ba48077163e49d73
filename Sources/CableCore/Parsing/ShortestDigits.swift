/// The shortest decimal that reads back as a double, written as Swift's `description` writes it:
/// `0.1`, `45.977`, `1e-05`, `1.8014398509481984e+16`, `5e-324`.
///
/// Fast path: batch writes some thirty numbers a record, and the standard library's formatter
/// (`Double.write(to:)`, a 128-bit Grisu variant behind a generic stream) was the largest cost of
/// writing one (callgrind: about 450 instructions a number). Of the decimals inside a value's
/// rounding interval this takes the one with fewest digits, and of those the closest (an exact
/// tie: the even one): the digit string `description` writes, which ``write(_:to:)`` lays out
/// by `description`'s rules. Two exact methods find it, both from their papers:
///
/// - Dragonbox (Junekey Jeon, "Dragonbox: A New Floating-Point Binary-to-Decimal Conversion
///   Algorithm", 2020/2024), ``nearest(q:c:)``, for every normal value that is not a power of two
///   (all but 2 046 of them): one 64 × 128-bit product by ⌈10^κ · 2^r⌉ (128 bits,
///   ``roundedUpPowersOfTen``) gives the interval's upper end to the unit and whether it is
///   exact, its width is that power's top word shifted, and a second product is needed only
///   when the answer sits on an interval's end or a tie (the few cases where the first leaves it open).
/// - Schubfach (Raffaello Giulietti, "The Schubfach way to render doubles", 2020; the algorithm
///   of Java 19's `Double.toString`), ``decimal(q:c:)``, for powers of two (their interval is
///   half as wide below) and subnormals: the value c · 2^q is scaled by a 126-bit approximation
///   g(k) of 10^-k (``scaledPowersOfTen``) and its interval's ends and middle are three products
///   rounded to odd.
///
/// Both tables are made by `Scripts/generate-powers-of-ten.py` (exact rational arithmetic); they
/// are not interchangeable (Dragonbox's exactness tests need φ rounded up and 128 bits wide).
///
/// A short decimal — the double nearest n / 10⁸ for an integer n < 10¹⁵ (``shortDecimal(_:)``),
/// half of batch's numbers — skips both methods: at 10⁻⁴ or more it is written as its integer part
/// (below 100 stored at once) and its eight decimals as one word without their trailing zeros
/// (``writePlain(_:at:)``). Every other value (and a short decimal below 10⁻⁴) takes the path
/// kept out of line, ``writeSeventeen(_:at:)`` (its usual Dragonbox case there, the rare ones by
/// ``writeSeventeenInFull(_:at:)``), so the short one saves no registers for it: its digits
/// handled as seventeen (either method gives a normal value 16 or 17 digits, the ones it drops
/// as zeros), written as a first digit and two eight-digit words made without a loop
/// (``DigitWords``); the trailing zeros are counted from the words' top bytes, not divided off
/// one power of ten at a time.
///
/// One change from Schubfach's paper: Java writes at least two digits, so it tries one digit fewer only
/// when it has three or more (`s ≥ 100`); here two are enough (`s ≥ 10`), which only the smallest
/// subnormals reach (`5e-324`, not `4.9e-324`).
///
/// Invariant: the text equals `description` for every finite double. Checked by
/// `ShortestDigitsTests` (a million values and the edge cases, every `swift test`) and by
/// `Scripts/check-shortest-digits.sh` (ten million random bit patterns, every power of ten,
/// subnormals and integers near 2⁵³, optimised; run by CI), and for the layout by
/// `ShortestDigitsTests`' every digit count 1…17 at every place of the point, and for the plain
/// short path by its edges there (10⁻⁴, integer parts of 0 to 7 digits, every count of trailing
/// zeros) and the script's every n near each power of ten; for Dragonbox's interval ends by the
/// decimals that lie exactly halfway between two doubles (10²³ and every m · 10^j like it, both
/// neighbours, which take the end only when their c is even) and the doubles next to every power
/// of two (where the methods meet). Each of Dragonbox's branches, broken in turn, made the
/// script report hundreds of differences. Safe to change: nothing in the arithmetic, the tables
/// or the layout without running that script; which values take which method (both are exact
/// for every normal value but powers of two, where Dragonbox would need its own narrower case). The words are stored
/// little-endian (`littleEndian`), so the byte order holds on any machine.
@usableFromInline
package enum ShortestDigits {
    /// Writes `description`'s text of a finite `value` at `target` (room for 32 bytes) and returns
    /// how many bytes it wrote (at most 24).
    ///
    /// Straight-line code, no digit loop: a short decimal at 10⁻⁴ or more as ``writePlain(_:at:)``
    /// writes it; any other value's digits come as exactly 17 (``decimal(of:)``),
    /// are split once into a first digit and two eight-digit words (``DigitWords``), whose trailing
    /// zeros are counted from their top bytes, and the words are stored where the layout puts them;
    /// a point inside the digits is made by storing the word that holds it a second time, one byte
    /// on and shifted past the digits before the point. Every store stays within `target`'s first
    /// 26 bytes; bytes after the returned count are scratch.
    ///
    /// In line, a call of ``writeShortestDigits(_:to:)``, the body as a free function: a static
    /// function's unused metatype made the optimiser call it from other modules through a thunk
    /// (`push`, `mov`, `pop`, `jmp`, 4 instructions a number; batch calls it 17.6 times a row).
    @inlinable @inline(__always)
    package static func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        writeShortestDigits(value, to: target)
    }

    /// ``write(_:to:)``'s text of a positive finite `magnitude` (not zero) at `start`; returns
    /// the end. A short decimal (see ``shortDecimal(_:)``) at 10⁻⁴ or more is written plainly,
    /// its integer part and its eight decimals (one word), no Schubfach and no seventeen digits;
    /// the rest is out of line, so this path saves no registers for it. In line in its two
    /// callers, ``writeShortestDigits(_:to:)`` and ``writeNumberOtherwise(_:at:)`` (which knows
    /// the sign and that the value is not zero).
    @inline(__always)
    static func writePositive(_ magnitude: Double, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        if let n = shortDecimal(magnitude), n >= 10_000 { return writePlain(n, at: start) }
        return writeSeventeen(magnitude, at: start)
    }

    /// ``write(_:to:)``'s text of a positive finite `magnitude` that is not a short decimal at
    /// 10⁻⁴ or more, at `start`; returns the end. The usual case — a normal value, not a power of
    /// two, whose Dragonbox answer needs no second product (``nearestUsually(q:c:)``: all but
    /// about one in a hundred of batch's long numbers) — is written here; any other value is
    /// handed on, as a tail call, to ``writeSeventeenInFull(_:at:)``, which finds the digits by
    /// the full methods and lays them out the same way. (A short decimal below 10⁻⁴ comes here
    /// too: the methods give it the same digits, its only short decimal.)
    ///
    /// Fast path: what the rare cases need (the second product's factors, the parity, the shift)
    /// is not kept alive past the first product here, so the usual case keeps fewer registers
    /// (six saved and restored before, three now: 6 instructions a number fewer). Invariant:
    /// for every value it writes, its digits are ``nearest(q:c:)``'s (the same formulas, stopped
    /// where that one would go on).
    /// Checked by `Scripts/check-shortest-digits.sh` and `ShortestDigitsTests` (every value they
    /// try comes here first). Safe to change: which cases are handed on (any may be).
    @inline(never)
    fileprivate static func writeSeventeen(
        _ magnitude: Double, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let fraction = magnitude.significandBitPattern
        let biased = Int(magnitude.exponentBitPattern)
        guard biased > 0, fraction != 0,
            let (digits, exponent) = nearestUsually(q: biased &- 1075, c: fraction | 1 << 52)
        else { return writeSeventeenInFull(magnitude, at: start) }
        return layOut(normalised(digits, exponent), magnitude: magnitude, at: start)
    }

    /// ``writeSeventeen(_:at:)``'s text for any positive finite `magnitude`: its seventeen
    /// digits (``decimal(of:)``) laid out by `description`'s rules. Returns the end.
    @inline(never)
    private static func writeSeventeenInFull(
        _ magnitude: Double, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        layOut(decimal(of: magnitude), magnitude: magnitude, at: start)
    }

    /// Seventeen digits (10¹⁶ ≤ digits < 10¹⁷) whose first has the power of ten `point`, the
    /// text of `magnitude`, laid out at `start` by `description`'s rules; returns the end.
    @inline(__always)
    private static func layOut(
        _ decimal: (digits: UInt64, point: Int), magnitude: Double, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let point = decimal.point
        let words = DigitWords(decimal.digits)
        let count = words.count
        let text = UnsafeMutableRawPointer(start)
        // `point` is the power of ten of the first digit. As `description`: exponential below 10⁻⁴
        // and above 2⁵³ (`1e-05`, `9.999e+15`), else plain with at least one digit after the point
        // (`0.0001`, `45.977`, `4350000000000000.0`); plain means −4 ≤ `point` ≤ 15 (a point
        // above 15 is a value above 2⁵³). Tested as two branches, not one condition the
        // optimiser made into flags.
        if magnitude.bitPattern > (0x1p53 as Double).bitPattern {
            return writeExponential(words, point: point, at: start)
        }
        if point < -4 {
            return writeExponential(words, point: point, at: start)
        }
        if point < 0 {
            // 0.000ddd: "0." and three zeros (the digits overwrite those not needed).
            text.storeBytes(of: UInt64(0x3030_3030_3030_2E30).littleEndian, as: UInt64.self)
            words.store(at: text + (1 &- point))
            return start + (1 &- point &+ count)
        }
        if point &+ 1 >= count {
            // ddd000.0: the digits' own trailing zeros fill up to the point (`point` ≤ 15 < 17).
            words.store(at: text)
            text.storeBytes(of: UInt16(0x302E).littleEndian, toByteOffset: point &+ 1, as: UInt16.self)
            return start + (point &+ 3)
        }
        // ddd.ddd: the digits before the point, then those after it one byte on, then the point
        // between (the word that holds the point is stored twice: whole, then shifted past it).
        text.storeBytes(of: words.first, as: UInt8.self)
        text.storeBytes(of: words.middle.littleEndian, toByteOffset: 1, as: UInt64.self)
        if point < 8 {
            text.storeBytes(of: (words.middle &>> (8 &* UInt64(point))).littleEndian, toByteOffset: point &+ 2, as: UInt64.self)
            text.storeBytes(of: words.last.littleEndian, toByteOffset: 10, as: UInt64.self)
        } else {
            text.storeBytes(of: words.last.littleEndian, toByteOffset: 9, as: UInt64.self)
            text.storeBytes(
                of: (words.last &>> (8 &* UInt64(point &- 8))).littleEndian, toByteOffset: point &+ 2, as: UInt64.self)
        }
        start[point &+ 1] = UInt8(ascii: ".")
        return start + (count &+ 1)
    }

    /// n · 10⁻⁸ (10⁴ ≤ n < 10¹⁵) plainly at `start` — its integer part, the point and its eight
    /// decimals without their trailing zeros (at least one: `45.0`) — and returns the end. The
    /// decimals' leading zeros are the zeros after the point (`0.000123`); an integer part below
    /// 100 (nearly all) is stored at once, a longer one as a word without its leading zeros (its
    /// zero low bytes). Decimals that end by the fourth (a multiple of 10⁴ among the eight, two
    /// thirds of batch's short decimals) are two digit pairs from the table, not the eight-digit
    /// word (−10 instructions a number, dg36). Stores within `start`'s first 17 bytes.
    @inline(__always)
    fileprivate static func writePlain(_ n: UInt64, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let whole = n / 100_000_000  // < 10⁷
        let fraction = UInt32(truncatingIfNeeded: n &- whole &* 100_000_000)
        let text = UnsafeMutableRawPointer(start)
        let integerCount: Int
        // The integer part and the point: below 100 (nearly all) stored together.
        if whole < 10 {
            text.storeBytes(of: (0x2E30 | UInt16(truncatingIfNeeded: whole)).littleEndian, as: UInt16.self)
            integerCount = 1
        } else if whole < 100 {
            text.storeBytes(of: (pair(whole) | 0x2E_0000).littleEndian, as: UInt32.self)
            integerCount = 2
        } else {
            // The integer's leading zero digits are its word's zero low bytes.
            let integer = DigitWords.digits(of: UInt32(truncatingIfNeeded: whole))
            let shift = integer.trailingZeroBitCount & 0x38
            text.storeBytes(of: ((integer | 0x3030_3030_3030_3030) &>> UInt64(shift)).littleEndian, as: UInt64.self)
            integerCount = 8 &- shift &>> 3
            start[integerCount] = UInt8(ascii: ".")
        }
        let four = fraction / 10_000
        if four &* 10_000 == fraction {
            // At most four decimals (45.977, 61.92, 1.25: most short decimals): their two pairs
            // from the table as one word, the first digit in the lowest byte; its trailing zeros
            // are the top bytes that are "0" (four for none: keep one, `.0`).
            let high = four / 100
            let word = pair(UInt64(high)) | pair(UInt64(four &- high &* 100)) &<< 16
            text.storeBytes(of: word.littleEndian, toByteOffset: integerCount &+ 1, as: UInt32.self)
            // (The lowest bit set: never zero, so the highest byte that is not "0" is one
            // `bsr`, and `.0` keeps its digit.)
            let decimalCount = (32 &- ((word ^ 0x3030_3030) | 1).leadingZeroBitCount &+ 7) &>> 3
            return start + (integerCount &+ 1 &+ decimalCount)
        }
        let decimals = DigitWords.digits(of: fraction)
        // The decimals' trailing zeros are their zero top bytes (eight for none: keep one, `.0`,
        // by the lowest bit set).
        let decimalCount = (64 &- (decimals | 1).leadingZeroBitCount &+ 7) &>> 3
        text.storeBytes(
            of: (decimals | 0x3030_3030_3030_3030).littleEndian, toByteOffset: integerCount &+ 1, as: UInt64.self)
        return start + (integerCount &+ 1 &+ decimalCount)
    }

    /// `d.ddde±XX` at `start` (`ddd` only when there is more than one digit); returns the end.
    private static func writeExponential(
        _ words: DigitWords, point: Int, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        words.store(at: UnsafeMutableRawPointer(start + 1))
        start[0] = start[1]
        start[1] = UInt8(ascii: ".")
        var next = start + (words.count == 1 ? 1 : words.count &+ 1)
        next[0] = UInt8(ascii: "e")
        next[1] = point < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        let magnitude = point.magnitude
        next += 2
        if magnitude >= 100 {
            next[0] = UInt8(ascii: "0") + UInt8(magnitude / 100)
            next += 1
        }
        next[0] = UInt8(ascii: "0") + UInt8(magnitude / 10 % 10)
        next[1] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        return next + 2
    }

    /// Seventeen decimal digits (10¹⁶ ≤ digits < 10¹⁷) as text: the first as an ASCII byte, the
    /// next eight and the last eight as ASCII words (the first digit in the lowest byte, as
    /// little-endian memory holds them), and how many digits there are without the trailing zeros.
    struct DigitWords {
        let first: UInt8
        let middle: UInt64
        let last: UInt64
        let count: Int

        @inline(__always)
        init(_ digits: UInt64) {
            let high = digits / 100_000_000  // 10⁸ ≤ high < 10⁹
            let low = UInt32(truncatingIfNeeded: digits &- high &* 100_000_000)
            let leading = UInt32(truncatingIfNeeded: high) / 100_000_000
            let middle = Self.digits(of: UInt32(truncatingIfNeeded: high) &- leading &* 100_000_000)
            let last = Self.digits(of: low)
            // A digit 0…9 in each byte: the top bytes that are zero are the trailing zero digits.
            let zeros = low == 0 ? 8 &+ middle.leadingZeroBitCount &>> 3 : last.leadingZeroBitCount &>> 3
            first = UInt8(truncatingIfNeeded: leading) | 0x30
            self.middle = middle | 0x3030_3030_3030_3030
            self.last = last | 0x3030_3030_3030_3030
            count = 17 &- zeros
        }

        /// The eight decimal digits of `value` (< 10⁸), one a byte as numbers 0…9, the first in
        /// the lowest byte: its two four-digit halves (one division by 10⁴, a multiplication and a
        /// shift) each copied as one word from ``fourDigitText`` and the text's "0" bits cleared.
        ///
        /// Fast path (−18 instructions a long number, which has two such words; before it the
        /// halves were split into pairs and digits on all lanes at once, 18 instructions a word,
        /// 9 now): the table is 40 000 bytes, more than a core's first-level data cache (32 KB),
        /// so a random group may come from the second level; measured on the bench, see
        /// docs/PERFORMANCE.md (nm37, round 2). Invariant: byte i of the result is the i-th of
        /// the eight digits. Tested by `ShortestDigitsTests.digitWords_matchThePlainDigits` (every
        /// table entry in both halves, against the digits made one by one). Safe to change: the
        /// table's place and how it is read, never its text.
        @inline(__always)
        static func digits(of value: UInt32) -> UInt64 {
            let high = value / 10_000
            let low = value &- high &* 10_000
            let table = UnsafeRawPointer(fourDigitText.utf8Start)
            let first = table.loadUnaligned(fromByteOffset: 4 &* Int(truncatingIfNeeded: high), as: UInt32.self)
            let second = table.loadUnaligned(fromByteOffset: 4 &* Int(truncatingIfNeeded: low), as: UInt32.self)
            return (UInt64(UInt32(littleEndian: first)) | UInt64(UInt32(littleEndian: second)) &<< 32) & 0x0F0F_0F0F_0F0F_0F0F
        }

        /// Stores the seventeen digits at `text` (bytes 0…16).
        @inline(__always)
        func store(at text: UnsafeMutableRawPointer) {
            text.storeBytes(of: first, as: UInt8.self)
            text.storeBytes(of: middle.littleEndian, toByteOffset: 1, as: UInt64.self)
            text.storeBytes(of: last.littleEndian, toByteOffset: 9, as: UInt64.self)
        }
    }

    /// How many decimal digits `value` has (1 for 0): from its bit length, ⌊bits · log10 2⌋
    /// (1233 / 4096 ≈ 0.30103), then one comparison (Bit Twiddling Hacks, "integer log base 10").
    /// 0 is counted as 1: setting the last bit never carries a number past a power of ten ≥ 10.
    @inline(__always)
    package static func digitCount(_ value: UInt64) -> Int {
        let value = value | 1
        let estimate = ((UInt64.bitWidth - value.leadingZeroBitCount) * 1233) >> 12
        return value < powersOfTen[estimate] ? estimate : estimate + 1
    }

    /// 10⁰ … 10¹⁹, every power of ten a `UInt64` holds.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
        100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
        10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// Writes the `count` decimal digits of `value` (``digitCount(_:)``) at `target`, two at a
    /// time from the right, each pair copied from ``digitPairs`` (one division by 100 a pair,
    /// not a second by 10).
    @inline(__always)
    package static func putDigits(_ value: UInt64, count: Int, at target: UnsafeMutablePointer<UInt8>) {
        let pairs = UnsafeRawPointer(digitPairs.utf8Start)
        let to = UnsafeMutableRawPointer(target)
        var rest = value
        var end = count
        while end >= 2 {
            let (quotient, pair) = rest.quotientAndRemainder(dividingBy: 100)
            end -= 2
            to.storeBytes(
                of: pairs.loadUnaligned(fromByteOffset: 2 * Int(pair), as: UInt16.self), toByteOffset: end, as: UInt16.self)
            rest = quotient
        }
        if end == 1 { target[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest) }
    }

    /// The two digits of `value` (< 100) from ``digitPairs`` as a number whose low byte is the
    /// first (on any machine). (The offset made by `truncatingIfNeeded`: `Int(_:)`'s test that
    /// the value fits, a test and a branch a pair, cannot fail below 100.)
    @inline(__always)
    static func pair(_ value: UInt64) -> UInt32 {
        let offset = 2 &* Int(truncatingIfNeeded: value)
        let stored = UnsafeRawPointer(digitPairs.utf8Start).loadUnaligned(fromByteOffset: offset, as: UInt16.self)
        return UInt32(UInt16(littleEndian: stored))
    }

    /// Stores the two digits of `value` (< 100) at `target`, copied from ``digitPairs``.
    @inlinable @inline(__always)
    static func storePair(_ value: UInt64, at target: UnsafeMutableRawPointer) {
        let offset = 2 &* Int(truncatingIfNeeded: value)  // as in ``pair(_:)``
        let pair = UnsafeRawPointer(digitPairs.utf8Start).loadUnaligned(fromByteOffset: offset, as: UInt16.self)
        target.storeBytes(of: pair, as: UInt16.self)
    }

    /// "00", "01" … "99": the two digits of every number below 100, at twice its offset.
    @inlinable static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// n when a positive finite `value` is the double nearest n / 10⁸ for an integer n < 10¹⁵,
    /// else nil: then n · 10⁻⁸ is `description`'s decimal (half of batch's numbers: 45.977,
    /// 61.92, 1.25).
    ///
    /// Why: if `value` is the double nearest n / 10⁸ (checked by one exact division: n and 10⁸
    /// are doubles exactly, and IEEE division rounds correctly), then n · 10⁻⁸ is in its rounding
    /// interval and is the shortest decimal there, the only one that short: any two decimals of
    /// at most 15 significant digits read back as two different doubles (DBL_DIG, 15 for
    /// binary64; `value` ≥ 10⁻⁸ is normal). So n's digits are `description`'s, whichever way it
    /// breaks ties. How n is found (scaled and rounded) only decides how often the path is taken,
    /// never what it returns. Invariant tested by `ShortestDigitsTests` (every digit count at
    /// every power of ten) and `Scripts/check-shortest-digits.sh` (short decimals of every length
    /// among its values, and their neighbours).
    @inline(__always)
    static func shortDecimal(_ value: Double) -> UInt64? {
        let scaled = value * 1e8
        guard scaled < 1e15 else { return nil }
        // 2⁵² + n, n = `scaled` to the nearest integer: in [2⁵², 2⁵³) the doubles are the
        // integers, and their bits count up one by one (no conversion and its range checks).
        let shifted = scaled + 0x1p52
        guard (shifted - 0x1p52) / 1e8 == value else { return nil }
        return shifted.bitPattern &- (0x1p52 as Double).bitPattern
    }

    /// The shortest decimal in the rounding interval of a positive finite `value` that is not a
    /// ``shortDecimal(_:)`` (the closest when several are as short) as seventeen digits d
    /// (10¹⁶ ≤ d < 10¹⁷, padded with zeros) and the power of ten of the first:
    /// value ≈ d · 10^(point − 16), by Dragonbox (``nearest(q:c:)``), or for a power of two or a
    /// subnormal by Schubfach (``decimal(q:c:)``). Integers too (Java's shortcut for them cost
    /// every other number its test): the shortest decimal in an integer's interval below 2⁵³ is
    /// the integer, as `description` writes it.
    @inline(__always)
    static func decimal(of value: Double) -> (digits: UInt64, point: Int) {
        let fraction = value.significandBitPattern
        let biased = Int(value.exponentBitPattern)
        guard biased > 0 else { return padded(decimal(q: -1074, c: fraction)) }  // subnormal
        let c = fraction | 1 << 52
        let q = biased &- 1075
        // A normal value's digits are 16 or 17 (c ≥ 2⁵², and 10^k ≤ 2^q / (4/3) < 10^(k+1)).
        // A power of two (its interval below is half as wide) by Schubfach, the rest by Dragonbox.
        let (digits, exponent) = fraction == 0 ? decimal(q: q, c: c) : nearest(q: q, c: c)
        return normalised(digits, exponent)
    }

    /// digits · 10^exponent (10¹⁵ ≤ digits < 10¹⁷) as seventeen digits and the power of ten of
    /// the first, as ``decimal(of:)`` gives them.
    @inline(__always)
    private static func normalised(_ digits: UInt64, _ exponent: Int) -> (digits: UInt64, point: Int) {
        digits < 10_000_000_000_000_000 ? (digits &* 10, exponent &+ 15) : (digits, exponent &+ 16)
    }

    /// ``nearest(q:c:)``'s answer when its first product decides it, else nil (then the answer
    /// needs the exact second product, or c is odd and the upper end is exactly a multiple of
    /// 1000: about one value in a hundred). The same formulas as there, without what only those
    /// cases need, so that the factors, c's parity and β need not be kept for them.
    @inline(__always)
    static func nearestUsually(q: Int, c: UInt64) -> (digits: UInt64, exponent: Int)? {
        let exponent = (q &* 661_971_961_083) &>> 41  // ⌊q · log10 2⌋
        let kappa = 2 &- exponent
        let beta = q &+ (kappa &* 913_124_641_741) &>> 38  // q + ⌊κ' · log2 10⌋: 6 … 9
        // φ(κ')'s two words read from one address (not two indices the optimiser made apart).
        let (phiHigh, phiLow) = roundedUpPowersOfTen.withUnsafeBufferPointer { table in
            let entry = table.baseAddress.unsafelyUnwrapped + 2 &* (kappa &+ 292)
            return (entry[0], entry[1])
        }
        let u = ((c &<< 1) | 1) &<< UInt64(truncatingIfNeeded: beta)
        let product = u.multipliedFullWidth(by: phiHigh)
        let (below, carry) = product.low.addingReportingOverflow(u.multipliedFullWidth(by: phiLow).high)
        let z = product.high &+ (carry ? 1 : 0)
        let delta = UInt32(truncatingIfNeeded: phiHigh &>> UInt64(truncatingIfNeeded: 63 &- beta))  // 100 … 999
        let s = z / 1000
        let r = UInt32(truncatingIfNeeded: z &- s &* 1000)
        if r < delta {
            // s · 1000 in the interval, unless it is its upper end and c is odd.
            guard r != 0 || below != 0 || c & 1 == 0 else { return nil }
            return (s &* 10, exponent)
        }
        guard r != delta else { return nil }
        // The multiple of 100 nearest the value, unless the distance divides exactly.
        let distance = (r &- delta / 2 &+ 50) &* 656
        guard distance & 0xFFFF >= 656 else { return nil }
        return (s &* 10 &+ UInt64(distance &>> 16), exponent)
    }

    /// Dragonbox for c · 2^q, a normal value that is not a power of two (its interval is as wide
    /// below as above): the shortest decimal in the interval, the closest when several are as
    /// short, the even one at an exact tie — Schubfach's answer — as digits · 10^exponent with
    /// 10¹⁵ < digits < 10¹⁷ (padded with zeros). See the type's comment; names as the
    /// paper's where it has them.
    ///
    /// The value's upper bound z = (2c + 1) · 2^(q−1) is scaled by 10^κ' = 10^(2 − ⌊q log10 2⌋)
    /// (100 ≤ 2^q · 10^κ' < 1000, so z · 10^κ' has 18 or 19 digits) with one product of
    /// (2c + 1) · 2^β by φ(κ') (``roundedUpPowersOfTen``), whose high 64 bits are ⌊z · 10^κ'⌋ and
    /// whose low bits are zero exactly when that is an integer. The interval's width in the same
    /// units, δ = ⌊2^q · 10^κ'⌋ (100 … 999), is φ's high word shifted. If a multiple of 1000 lies
    /// in the interval (z · 10^κ' − r, r < δ, the ends by the rules of round-to-even) it is the
    /// only one and the shortest; else the answer is the multiple of 100 nearest the value itself
    /// (always inside: the interval is at least 100 wide around it), found from r and δ; only when
    /// that is a tie or an end (r = δ, or the distance divisible by 100) is a second, exact product
    /// needed (``fraction(_:_:_:beta:)``).
    @inline(__always)
    static func nearest(q: Int, c: UInt64) -> (digits: UInt64, exponent: Int) {
        let even = c & 1 == 0
        let exponent = (q &* 661_971_961_083) &>> 41  // ⌊q · log10 2⌋
        let kappa = 2 &- exponent  // κ': the scale 10^κ' (names the table entry)
        let beta = q &+ (kappa &* 913_124_641_741) &>> 38  // q + ⌊κ' · log2 10⌋: 6 … 9
        let index = 2 &* (kappa &+ 292)
        let phiHigh = roundedUpPowersOfTen[index]
        let phiLow = roundedUpPowersOfTen[index &+ 1]
        let twoC = c &<< 1
        // ⌊z · 10^κ'⌋ and whether it is exact: the top 128 bits of the 192-bit product.
        let u = (twoC | 1) &<< UInt64(truncatingIfNeeded: beta)
        let product = u.multipliedFullWidth(by: phiHigh)
        let (below, carry) = product.low.addingReportingOverflow(u.multipliedFullWidth(by: phiLow).high)
        let z = product.high &+ (carry ? 1 : 0)
        let zIsInteger = below == 0
        let delta = UInt32(truncatingIfNeeded: phiHigh &>> UInt64(truncatingIfNeeded: 63 &- beta))  // 100 … 999
        var s = z / 1000
        var r = UInt32(truncatingIfNeeded: z &- s &* 1000)
        // A multiple of 1000, s · 1000, in the interval: at most one (δ < 1000).
        if r < delta {
            // s · 1000 = z, the upper end: in the interval only for an even c.
            if r != 0 || !zIsInteger || even { return (s &* 10, exponent) }
            s &-= 1
            r = 1000
        } else if r == delta {
            // s · 1000 at the lower end's integer part: the fractions decide.
            let x = fraction(twoC &- 1, phiHigh, phiLow, beta: beta)
            if x.odd || (x.isInteger && even) { return (s &* 10, exponent) }
        }
        // None: the multiple of 100 nearest the value y = z − δ/2, rounded to even at a tie.
        s &*= 10
        var distance = r &- delta / 2 &+ 50  // ≤ 1000
        let approximateOdd = (distance ^ 50) & 1 != 0
        // distance / 100 and whether it divides exactly (exact for distance ≤ 1000).
        distance &*= 656
        let divisible = distance & 0xFFFF < 656
        s &+= UInt64(distance &>> 16)
        if divisible {
            // y is an integer multiple of 100 away or a half more: y's own parity decides.
            let y = fraction(twoC, phiHigh, phiLow, beta: beta)
            if y.odd != approximateOdd {
                s &-= 1
            } else if y.isInteger && s & 1 != 0 {
                s &-= 1
            }
        }
        return (s, exponent)
    }

    /// For w · 2^(q−1) · 10^κ' (w = 2c or 2c − 1): whether its integer part is odd and whether it
    /// is an integer, from the low 128 bits of w · φ(κ') (the integer part's last bit is bit
    /// 128 − β).
    @inline(__always)
    private static func fraction(_ w: UInt64, _ phiHigh: UInt64, _ phiLow: UInt64, beta: Int) -> (odd: Bool, isInteger: Bool) {
        let product = w.multipliedFullWidth(by: phiLow)
        let high = w &* phiHigh &+ product.high
        let point = UInt64(truncatingIfNeeded: 64 &- beta)
        let odd = (high &>> point) & 1 != 0
        let isInteger = (high &<< (64 &- point)) | (product.low &>> point) == 0
        return (odd, isInteger)
    }

    /// `digits` · 10^`exponent` (0 < digits < 10¹⁷) as ``decimal(of:)`` gives it.
    @inline(__always)
    private static func padded(_ decimal: (digits: UInt64, exponent: Int)) -> (digits: UInt64, point: Int) {
        let count = digitCount(decimal.digits)
        return (decimal.digits &* powersOfTen[17 &- count], decimal.exponent &+ count &- 1)
    }

    /// Schubfach for c · 2^q (see the type's comment; the names are the paper's). Wrapping
    /// arithmetic throughout: no value here comes near 2⁶⁴ (cb < 2⁵⁵, cp < 2⁵⁹, vb < 2⁶⁰), so
    /// the overflow checks the plain operators make could never fire.
    @inline(__always)
    private static func decimal(q: Int, c: UInt64) -> (digits: UInt64, exponent: Int) {
        let out: UInt64 = c & 1
        let cb = c &<< 2
        let cbr = cb &+ 2
        let cbl: UInt64
        let k: Int
        if c != 1 << 52 || q == -1074 {
            cbl = cb &- 2
            k = (q &* 661_971_961_083) &>> 41  // ⌊q · log10 2⌋
        } else {
            // At a power of two the interval below is half as wide.
            cbl = cb &- 1
            k = (q &* 661_971_961_083 &- 274_743_187_321) &>> 41  // ⌊q · log10 2 + log10 ¾⌋
        }
        let h = UInt64(truncatingIfNeeded: q &+ ((0 &- k) &* 913_124_641_741) &>> 38 &+ 2)  // 1 … 4; ⌊-k · log2 10⌋
        let index = 2 &* (k &+ 324)
        let g1 = scaledPowersOfTen[index]
        let g0 = scaledPowersOfTen[index &+ 1]
        let vb = roundedToOdd(g1, g0, cb &<< h)
        let vbl = roundedToOdd(g1, g0, cbl &<< h)
        let vbr = roundedToOdd(g1, g0, cbr &<< h)
        let s = vb &>> 2
        if s >= 10 {
            // One digit fewer: the multiples of ten around s.
            let sp10 = 10 &* (s / 10)
            let tp10 = sp10 &+ 10
            let upin = vbl &+ out <= sp10 &<< 2
            let wpin = (tp10 &<< 2) &+ out <= vbr
            if upin != wpin { return (upin ? sp10 : tp10, k) }
        }
        let t = s &+ 1
        let uin = vbl &+ out <= s &<< 2
        let win = (t &<< 2) &+ out <= vbr
        if uin != win { return (uin ? s : t, k) }
        // Both in the interval: the closer, the even one at a tie.
        let middle = (s &+ t) &<< 1
        return (vb < middle || (vb == middle && s & 1 == 0) ? s : t, k)
    }

    /// g · cp / 2^127 (g = g1 · 2^63 + g0), rounded to odd: the last bit set when any bit
    /// below it is.
    @inline(__always)  // three calls a number: about 25 instructions of calls (callgrind)
    private static func roundedToOdd(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
        let x1 = g0.multipliedFullWidth(by: cp).high
        let (y1, y0) = g1.multipliedFullWidth(by: cp)
        let z = (y0 &>> 1) &+ x1
        let vbp = y1 &+ (z &>> 63)
        return vbp | ((z & (1 << 63 - 1)) &+ (1 << 63 - 1)) &>> 63
    }
}

/// ``ShortestDigits/write(_:to:)``: the body, a free function so that a call from another module
/// goes straight to it (see there).
@usableFromInline
package func writeShortestDigits(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
    // The minus is always stored and kept only for a negative value: the text starts after it.
    target[0] = UInt8(ascii: "-")
    let start = target + Int(truncatingIfNeeded: value.bitPattern &>> 63)
    // A positive double's bits are ordered as its values: compared as integers, not floats.
    let magnitude = value.magnitude
    guard magnitude.bitPattern != 0 else {
        start[0] = UInt8(ascii: "0")
        start[1] = UInt8(ascii: ".")
        start[2] = UInt8(ascii: "0")
        return target.distance(to: start + 3)
    }
    return target.distance(to: ShortestDigits.writePositive(magnitude, at: start))
}
