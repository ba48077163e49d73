/// JSON numbers as `cable` writes them: the shortest text that reads back to the same `Double`
/// (what `Double.description` gives), integral values without a fraction (`20`, not `20.0`),
/// non-finite values as `null`. Written straight into the output: batch output writes 30-odd
/// numbers a row, millions of rows.
enum JSONNumber {
    /// The most bytes ``write(_:to:)-(Double,_)`` writes (`-2.2250738585072014e-308` is 24).
    static let maximumLength = 32

    /// Writes the text of `value` at `target`, which has room for ``maximumLength`` bytes, and
    /// returns how many bytes it wrote. The bytes after those (within ``maximumLength``) may be
    /// overwritten too: digits are stored eight at a time.
    static func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = value.magnitude
        if magnitude < 1e8 {  // false for NaN too
            // Below 2⁵², adding 2⁵² rounds to an integer held in the low bits of the significand;
            // less 2⁵² again, that is the value exactly when the value is integral.
            let rounded = magnitude + 0x1p52
            if rounded - 0x1p52 == magnitude {
                // Integral values below 10⁸, most of what `cable` writes: inline, no frame.
                // -0 is written as 0.
                let whole = rounded.bitPattern & (1 << 52 - 1)
                let sign = whole != 0 && value < 0 ? 1 : 0
                target[0] = UInt8(ascii: "-")
                return sign + writeShort(whole, to: target + sign)
            }
            if magnitude >= 1e-3 { return writeFraction(value, to: target) }
        }
        return writeOther(value, to: target)
    }

    /// Writes a value in [10⁻³, 10¹⁵) that is not integral, with its sign.
    @inline(never)
    private static func writeFraction(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let shortest = shortestDecimal(value.magnitude)
        let sign = value < 0 ? 1 : 0
        target[0] = UInt8(ascii: "-")
        return sign + writeDecimal(shortest.digits, decimals: shortest.decimals, to: target + sign)
    }

    /// ``write(_:to:)-(Double,_)`` for the values the fast paths leave.
    @inline(never)
    private static func writeOther(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = value.magnitude
        if magnitude < 1e15 {  // false for NaN too
            // The conversions truncate exactly below 2⁵³.
            let whole = Int64(magnitude)
            if Double(whole) == magnitude {
                let sign = whole != 0 && value < 0 ? 1 : 0
                target[0] = UInt8(ascii: "-")
                return sign + writeInteger(UInt64(bitPattern: whole), to: target + sign)
            }
            if magnitude >= 1e-3 { return writeFraction(value, to: target) }
        }
        guard value.isFinite else { return copy("null", to: target) }
        return writeDescription(value, to: target)
    }

    /// Writes `value.description`: very small and very large values in its exponent form
    /// ("1e-05", "1e+16"). Kept out of line, away from the fast paths' registers.
    @inline(never)
    private static func writeDescription(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var text = value.description
        return text.withUTF8 { utf8 in
            guard let start = utf8.baseAddress else { return 0 }
            target.update(from: start, count: min(utf8.count, maximumLength))
            return min(utf8.count, maximumLength)
        }
    }

    /// Writes the text of `value` at `target`, which has room for ``maximumLength`` bytes, and
    /// returns how many bytes it wrote (the bytes after those may be overwritten too).
    static func write(_ value: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let sign = value < 0 ? 1 : 0
        target[0] = UInt8(ascii: "-")
        return sign + writeInteger(UInt64(value.magnitude), to: target + sign)
    }

    /// Calls `body` with the UTF-8 text of `value`.
    static func withText<R>(_ value: Double, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        withScratch({ write(value, to: $0) }, body)
    }

    /// Calls `body` with the UTF-8 text of `value`.
    static func withText<R>(_ value: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        withScratch({ write(value, to: $0) }, body)
    }

    static func append(_ value: Double, to bytes: inout [UInt8]) { withText(value) { bytes.append(contentsOf: $0) } }
    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) { withText(value) { bytes.append(contentsOf: $0) } }

    /// The text as a String (for tables and CSV cells that show the JSON form).
    static func text(_ value: Double) -> String { withText(value) { String(decoding: $0, as: UTF8.self) } }

    // MARK: - Shortest digits

    /// The shortest decimal that reads back as `magnitude`, a non-integral value in [10⁻³, 10¹⁵), as
    /// an integer over 10^decimals (`0.0187` comes back as 18 700 000 000 000 000 over 10¹⁸: the
    /// trailing zeros are dropped when it is written).
    ///
    /// `magnitude` is m·2⁻ᵗ, m the 53-bit significand, 3 ≤ t ≤ 62 in this range. Every real number
    /// strictly closer to it than to its neighbours reads back as it: the interval
    /// (2m ± 1)·2^−(t+1), both ends too when m is even, but where m = 2⁵² a lower half half as
    /// wide (the neighbour below is closer).
    ///
    /// A decimal with k decimals reads back as `magnitude` when some integer lies in
    /// interval · 10ᵏ (a candidate at k); one at k gives one at k + 1, times 10. Everything is
    /// decided at one k, K = ⌊t·log₁₀2⌋ + 1, so that 10^(K−1) < 2ᵗ < 10ᴷ:
    /// - The interval is at most 2⁻ᵗ wide, so at K − 1 (less than 1 wide scaled) it holds at most
    ///   one candidate, and at K at most one multiple of 10. If there is one, every shorter
    ///   candidate is it with zeros dropped, so it is the shortest: the unique one.
    /// - Otherwise the shortest has K decimals: the interval scaled by 10ᴷ is wider than 1
    ///   (2⁻ᵗ·10ᴷ > 1). Of the candidates (fewer than ten: 2⁻ᵗ·10ᴷ < 10), the one nearest
    ///   m·2⁻ᵗ·10ᴷ is taken — what `description` prints (tests compare the two on over a million
    ///   values). It lies inside: it is at most ½ away, and each half of the interval is more.
    ///
    /// Where m = 2⁵² the value is 2⁵²⁻ᵗ (t ≥ 53: it would be an integer otherwise), a decimal of
    /// t − 52 ≤ 10 < K decimals. Scaled by 10ᴷ it is itself a multiple of 10, and the only one
    /// within 5 below the interval's top: it is found as the multiple of 10, whether the lower
    /// half is taken as half as wide or not. So the interval is taken symmetric throughout.
    ///
    /// No end of the interval is ever a candidate: (2m ± 1)·2^−(t+1)·10ᴷ = (2m ± 1)·5ᴷ/2^(t+1−K),
    /// an odd number over a power of two (K < t + 1); whether the ends count never matters. The
    /// scaled value itself, m·5ᴷ·2^(K−t), can be halfway between two integers (m with t − K − 1
    /// trailing zero bits, as in 762 974 386 323 067.25): the even one is taken, as `description`
    /// does.
    ///
    /// The candidates are integers around `magnitude`·10ᴷ in (4.5·10¹⁵, 9.1·10¹⁶): 16 or 17
    /// digits, as 2⁻ᵗ·10ᴷ is in (1, 10). Scaling by 10ᴷ·2^−(t+1) is multiplying by 10ᴷ·2^(60−t) =
    /// 5ᴷ·2^(K+60−t), a whole number (K + 60 − t is 17…58) below 10·2⁶⁰ < 2⁶⁴, then dividing by
    /// 2⁶¹: a fixed shift. The products are below 2⁵⁴·10·2⁶⁰ < 2¹¹⁸.
    @inline(__always)
    static func shortestDecimal(_ magnitude: Double) -> (digits: UInt64, decimals: Int) {
        let significand = magnitude.significandBitPattern | (1 << 52)
        let exponent = 1_075 &- Int(magnitude.exponentBitPattern)  // t
        // ⌊t·log₁₀2⌋ + 1 (78 913/2¹⁸ is log₁₀2 closely enough for every t below 1 100).
        let decimals = (exponent &* 78_913) >> 18 &+ 1
        let multiplier = powerOfFive(decimals) &<< UInt64(truncatingIfNeeded: decimals &+ 60 &- exponent)
        let doubled = significand << 1
        // The ends are never integers (above): the first candidate is one past the floor.
        let first = wholePart((doubled &- 1).multipliedFullWidth(by: multiplier), fractionBits: 61) &+ 1
        let last = wholePart((doubled &+ 1).multipliedFullWidth(by: multiplier), fractionBits: 61)
        let tens = last / 10 &* 10
        // Nearest, half to even: the bit below the point, and whether any bit below that is set.
        let product = doubled.multipliedFullWidth(by: multiplier)
        let twice = wholePart(product, fractionBits: 60)
        let inexact = (product.low & (1 << 60 - 1) &+ (1 << 60 - 1)) >> 60  // 1 when any is set
        let nearest = twice >> 1 &+ (twice & 1 & (inexact | twice >> 1))
        // Which of the two is the answer depends on the digits: a branch on it would often be
        // mispredicted, so both are worked out and one is taken by a mask (all ones when
        // tens < first; both are below 2⁵⁷, so the difference's sign says which).
        let useNearest = UInt64(bitPattern: Int64(bitPattern: tens &- first) >> 63)
        return (nearest & useNearest | tens & ~useNearest, decimals)
    }

    /// ⌊product / 2^fractionBits⌋ for a constant 1…63 and a quotient that fits in 64 bits.
    @inline(__always)
    private static func wholePart(_ product: (high: UInt64, low: UInt64), fractionBits: UInt64) -> UInt64 {
        product.high &<< (64 &- fractionBits) | product.low &>> fractionBits
    }

    /// 5ᵏ for k = 1…19 (a switch compiles to a load from a constant table: no array, no trap).
    @inline(__always)
    private static func powerOfFive(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 1: 5
        case 2: 25
        case 3: 125
        case 4: 625
        case 5: 3_125
        case 6: 15_625
        case 7: 78_125
        case 8: 390_625
        case 9: 1_953_125
        case 10: 9_765_625
        case 11: 48_828_125
        case 12: 244_140_625
        case 13: 1_220_703_125
        case 14: 6_103_515_625
        case 15: 30_517_578_125
        case 16: 152_587_890_625
        case 17: 762_939_453_125
        case 18: 3_814_697_265_625
        default: 19_073_486_328_125
        }
    }

    // MARK: - Writing digits
    //
    // Digits are made eight at a time in one 64-bit word (``digitBytes(_:)``) and stored with
    // one unaligned 8-byte store; a shorter piece is the word shifted, and what a store writes past
    // the text is overwritten by the next store or lies beyond the returned length. Every store
    // ends within ``maximumLength`` bytes (the longest reach is noted at each).

    private static let hundredMillion: UInt64 = 100_000_000
    private static let tenQuadrillion: UInt64 = 10_000_000_000_000_000  // 10¹⁶

    /// Writes `value` in decimal, no leading zeros, and returns the length (1…20). Stores reach 20
    /// bytes at most (8 for values below 10⁸).
    @inline(__always)
    private static func writeInteger(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        value < hundredMillion ? writeShort(value, to: target) : writeLong(value, to: target)
    }

    /// ``writeInteger(_:to:)`` from 10⁸ on: out of line, so the usual short case inlines small.
    @inline(never)
    private static func writeLong(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if value < tenQuadrillion {
            let high = value / hundredMillion
            let length = writeShort(high, to: target)
            store(ascii(digitBytes(value - high * hundredMillion)), at: target + length)
            return length + 8
        }
        let top = value / tenQuadrillion  // at most 1 844
        let rest = value - top * tenQuadrillion
        let middle = rest / hundredMillion
        let length = writeShort(top, to: target)
        store(ascii(digitBytes(middle)), at: target + length)
        store(ascii(digitBytes(rest - middle * hundredMillion)), at: target + length + 8)
        return length + 16
    }

    /// Writes `digits` / 10^decimals without trailing zeros ("0.0187", "43.75") and returns the
    /// length; `digits` and `decimals` are what ``shortestDecimal(_:)`` returns: 16 or 17 digits,
    /// 1…19 decimals, not an integer. Stores reach 24 bytes.
    ///
    /// Sixteen digits are taken as seventeen with one more zero (and one more decimal), so the
    /// text is always the same 17 digits: the first alone and two words of eight, `middle` and
    /// `last`. Below 1 they follow "0." and at most two zeros (the value is at least 10⁻³).
    /// Otherwise the point goes after the integer digits: up to seven of them (values below 10⁷)
    /// by building the text's three words in registers, more by moving bytes one by one.
    @inline(__always)
    private static func writeDecimal(_ digits: UInt64, decimals: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let isShort = digits < tenQuadrillion
        let digits = isShort ? digits &* 10 : digits
        let decimals = isShort ? decimals &+ 1 : decimals
        let leadingNine = UInt32(truncatingIfNeeded: digits / hundredMillion)  // digits < 2⁵³·10 < 10¹⁷
        let first = leadingNine / 100_000_000  // 1…9
        let firstByte = UInt64(UInt8(ascii: "0")) | UInt64(first)
        let middleDigits = digitBytes(UInt64(leadingNine &- first &* 100_000_000))
        let lastDigits = digitBytes(digits &- UInt64(leadingNine) &* hundredMillion)
        // The text ends at the last non-zero digit, one of the decimals (the value is not integral).
        let length = 18 &- trailingZeros(middleDigits, lastDigits)  // with the point
        let middle = ascii(middleDigits)
        let last = ascii(lastDigits)
        let integerCount = 17 &- decimals
        guard integerCount > 0 else {
            let start = 2 &- integerCount
            store(0x3030_3030_3030_3030, at: target + 2)
            target[start] = UInt8(truncatingIfNeeded: firstByte)
            store(middle, at: target + start + 1)
            store(last, at: target + start + 9)
            target[0] = UInt8(ascii: "0")
            target[1] = UInt8(ascii: ".")
            return length &+ 1 &- integerCount
        }
        let head = firstByte | middle << 8  // the first eight digits
        if integerCount <= 7 {
            // The first word: the integer digits, the point, and the rest of `head` one byte up;
            // the digits after it one byte up too. No shift reaches 64 bits.
            let integerMask: UInt64 = 1 &<< UInt64(8 &* integerCount) &- 1
            let point = UInt64(UInt8(ascii: ".")) &<< UInt64(8 &* integerCount)
            store(head & integerMask | point | head << 8 & ~(integerMask << 8 | 0xFF), at: target)
            store(middle >> 48 | last << 16, at: target + 8)
            store(last >> 48, at: target + 16)
        } else {
            store(head, at: target)
            store(middle >> 56 | last << 8, at: target + 8)
            store(last >> 56, at: target + 16)
            var index = 17
            while index > integerCount {
                target[index] = target[index - 1]
                index -= 1
            }
            target[integerCount] = UInt8(ascii: ".")
        }
        return length
    }

    /// Writes `value` (below 10⁸) without leading zeros and returns the length; the store reaches
    /// 8 bytes.
    @inline(__always)
    private static func writeShort(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = digitBytes(value)
        // The leading zeros are the low zero bytes; 0 itself is written as "0".
        let length = max(8 - digits.trailingZeroBitCount / 8, 1)
        store(ascii(digits) &>> UInt64(truncatingIfNeeded: 64 &- 8 &* length), at: target)
        return length
    }

    /// The eight decimal digits of `value` (below 10⁸), zero-padded, one a byte, the first digit
    /// in the lowest byte (first in memory once stored little-endian); digit values, not ASCII.
    ///
    /// Two 4-digit halves go in 32-bit lanes, then four 2-digit quarters in 16-bit lanes, then
    /// eight digits in bytes. Each step divides every lane at once by a multiply and a shift that
    /// equal the division for every value a lane can hold (⌊x·10 486 / 2²⁰⌋ = ⌊x / 100⌋ for
    /// x < 10⁴, ⌊x·103 / 2¹⁰⌋ = ⌊x / 10⌋ for x < 100; no product overflows its lane or the word);
    /// the mask drops the bits the lane above shifted down, and each lane's remainder moves to
    /// the upper half of its lane, after its quotient.
    @inline(__always)
    private static func digitBytes(_ value: UInt64) -> UInt64 {
        let narrow = UInt32(truncatingIfNeeded: value)
        let firstHalf = narrow / 10_000
        let halves = UInt64(firstHalf) | UInt64(narrow &- firstHalf &* 10_000) << 32
        let hundreds = (halves &* 10_486) >> 20 & 0x0000_007F_0000_007F
        let quarters = hundreds | (halves &- hundreds &* 100) << 16
        let tens = (quarters &* 103) >> 10 & 0x000F_000F_000F_000F
        return tens | (quarters &- tens &* 10) << 8
    }

    /// The zero digits at the end of the sixteen in `high` and `low` (from ``digitBytes(_:)``):
    /// the last digit is the highest byte. Without a branch: whether `low` is all zeros depends
    /// on the value, so a branch on it would often be mispredicted.
    @inline(__always)
    private static func trailingZeros(_ high: UInt64, _ low: UInt64) -> Int {
        let lowZeros = low.leadingZeroBitCount / 8  // 8 when all are zeros
        return lowZeros &+ (lowZeros == 8 ? high.leadingZeroBitCount / 8 : 0)
    }

    /// Digit values (0–9 a byte) as ASCII digits.
    @inline(__always)
    private static func ascii(_ digits: UInt64) -> UInt64 { digits | 0x3030_3030_3030_3030 }

    /// Stores the eight bytes of `word`, lowest first, at `target` (any alignment).
    @inline(__always)
    private static func store(_ word: UInt64, at target: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(target).storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    private static func copy(_ text: StaticString, to target: UnsafeMutablePointer<UInt8>) -> Int {
        target.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return text.utf8CodeUnitCount
    }

    /// Room for ``maximumLength`` bytes on the stack.
    private static func withScratch<R>(
        _ write: (UnsafeMutablePointer<UInt8>) -> Int, _ body: (UnsafeRawBufferPointer) -> R
    ) -> R {
        var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &storage) { buffer in
            let start = buffer.bindMemory(to: UInt8.self)
            guard let base = start.baseAddress else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
            return body(UnsafeRawBufferPointer(start: base, count: write(base)))
        }
    }
}
