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
        guard value.isFinite else { return copy("null", to: target) }
        let magnitude = value.magnitude
        if magnitude < 1e15 {
            // Integral values: the conversions truncate exactly below 2⁵³ (and cost no call to
            // the C library's round(), which `rounded()` is without SSE4.1). -0 is written as 0.
            let whole = Int64(magnitude)
            if Double(whole) == magnitude {
                let sign = whole != 0 && value < 0 ? 1 : 0
                target[0] = UInt8(ascii: "-")
                return sign + writeInteger(UInt64(bitPattern: whole), to: target + sign)
            }
            if magnitude >= 1e-3, let shortest = shortestDecimal(magnitude) {
                let sign = value < 0 ? 1 : 0
                target[0] = UInt8(ascii: "-")
                return sign + writeDecimal(shortest.digits, decimals: shortest.decimals, to: target + sign)
            }
        }
        // Very small and very large values: `description`'s exponent form ("1e-05", "1e+16").
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
    /// an integer over 10^decimals (`0.0187` may come back as 18 700 000 000 000 000 over 10¹⁸: the
    /// trailing zeros are dropped when it is written). `nil` is never returned for such a value (a
    /// test checks); it stands for "no answer here", which `description` then gives.
    ///
    /// `magnitude` is m·2⁻ᵗ, m the 53-bit significand, 3 ≤ t ≤ 62 in this range. Every real number
    /// strictly closer to it than to its neighbours reads back as it: the interval m·2⁻ᵗ ± ½·2⁻ᵗ,
    /// whose lower half is ¼·2⁻ᵗ when m = 2⁵² (the neighbour below is closer). Scaled by 4 it is
    /// [4m − 2 (or − 1), 4m + 2] · 2^−(t+2): integers over a power of two.
    ///
    /// A decimal with k decimals reads back as `magnitude` when some integer lies in
    /// interval · 10ᵏ (a candidate at k); one at k gives one at k + 1, times 10. Everything is
    /// decided at one k, K = ⌊t·log₁₀2⌋ + 1, so that 10^(K−1) < 2ᵗ < 10ᴷ:
    /// - The interval is at most 2⁻ᵗ wide, so at K − 1 (less than 1 wide scaled) it holds at most
    ///   one candidate, and at K at most one multiple of 10. If there is one, every shorter
    ///   candidate is it with zeros dropped, so it is the shortest: the unique one.
    /// - Otherwise the shortest has K decimals: the interval scaled by 10ᴷ is wider than 1
    ///   (2⁻ᵗ·10ᴷ > 1; and where m = 2⁵², `magnitude` is 2⁵²⁻ᵗ, exact with t − 52 ≤ 10 < K
    ///   decimals). Of the (up to three) candidates, the one nearest m·2⁻ᵗ·10ᴷ is taken — what
    ///   `description` prints (a test compares the two on hundreds of thousands of values).
    ///
    /// No endpoint is ever exactly a candidate: (4m ± 2)·2^−(t+2)·10ᴷ = (2m ± 1)·5ᴷ·2^(K−t−1) and
    /// (4m − 1)·2^−(t+2)·10ᴷ are odd numbers over 2^(t+1−K) or 2^(t+2−K), and K < t. So whether an
    /// endpoint counts (for an even m it does) never matters. The scaled value itself,
    /// m·5ᴷ·2^(K−t), can be halfway between two integers (m with t − K − 1 trailing zero bits, as
    /// in 762 974 386 323 067.25): the even one is taken, as `description` does.
    ///
    /// The candidates are first…last, integers around `magnitude`·10ᴷ in (4.5·10¹⁵, 9.1·10¹⁶):
    /// 2⁵²·2⁻ᵗ·10ᴷ > 2⁵²/10 and 2⁵³·2⁻ᵗ·10ᴷ < 2⁵³·10. The products (< 2⁵⁵·10¹⁹) fit in 128 bits.
    static func shortestDecimal(_ magnitude: Double) -> (digits: UInt64, decimals: Int)? {
        let significand = magnitude.significandBitPattern | (1 << 52)
        let exponent = 1_075 - Int(magnitude.exponentBitPattern)  // t
        // ⌊t·log₁₀2⌋ + 1 (78 913/2¹⁸ is log₁₀2 closely enough for every t below 1 100).
        let decimals = (exponent &* 78_913) >> 18 + 1
        let scale = powerOfTen(decimals)
        let shift = exponent + 2  // 5…64: from the scaling by 4
        let center = significand << 2
        let below: UInt64 = magnitude.significandBitPattern == 0 ? 1 : 2
        // The endpoints are never integers (above): the first candidate is one past the floor.
        let first = scaledDown((center - below).multipliedFullWidth(by: scale), shift: shift) + 1
        let last = scaledDown((center + 2).multipliedFullWidth(by: scale), shift: shift)
        guard first <= last else { return nil }
        let tens = last / 10 * 10
        if tens >= first { return (tens, decimals) }
        // Nearest, half to even: the bit below the point and whether any bit below that is set.
        let product = center.multipliedFullWidth(by: scale)
        let doubled = scaledDown(product, shift: shift - 1)
        let belowHalf = product.low & ((1 &<< UInt64(shift - 1)) &- 1)  // shift − 1 is 4…63
        let roundUp = doubled & 1 & (belowHalf != 0 ? 1 : doubled >> 1)
        let nearest = doubled >> 1 + roundUp
        // Only the short lower half where m = 2⁵² can leave the nearest integer outside.
        return (min(max(nearest, first), last), decimals)
    }

    /// ⌊product / 2^shift⌋, for shift 1…64 and a quotient that fits in 64 bits.
    @inline(__always)
    private static func scaledDown(_ product: (high: UInt64, low: UInt64), shift: Int) -> UInt64 {
        // The low word shifts in two steps: one shift by 64 would be taken modulo 64.
        return product.high &<< UInt64(64 &- shift) | (product.low &>> 1) &>> UInt64(shift &- 1)
    }

    /// 10ᵏ for k = 0…19 (a switch compiles to a constant table: no array, no bounds check).
    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
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

    /// Writes `value` in decimal, no leading zeros, and returns the length (1…20). Stores reach 16
    /// bytes past the start for values of 16 digits and more, fewer below.
    @inline(__always)
    private static func writeInteger(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if value < hundredMillion { return writeShort(value, to: target) }
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
    /// 1…19 decimals, not an integer. Stores reach 21 bytes.
    ///
    /// The digits are made as one (the first, 0 when there are 16) and two words of eight.
    /// Below 1 they follow "0." and zeros. Otherwise they are stored one place to the right of
    /// their place in the text, and the integer digits move one place left to open the point:
    /// up to seven of them (values below 10⁷) in one 8-byte store built in a register, more
    /// one by one.
    @inline(__always)
    private static func writeDecimal(_ digits: UInt64, decimals: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let first = digits / tenQuadrillion  // 0…9: digits < 2⁵³·10 < 10¹⁷
        let rest = digits &- first &* tenQuadrillion
        let middle = rest / hundredMillion
        let firstByte = UInt8(ascii: "0") | UInt8(truncatingIfNeeded: first)
        let middleDigits = digitBytes(middle)
        let lastDigits = digitBytes(rest &- middle &* hundredMillion)
        // The text ends at the last non-zero digit, one of the decimals (the value is not integral).
        let trailing = trailingZeros(middleDigits, lastDigits)
        let count = first == 0 ? 16 : 17
        let integerCount = count - decimals
        guard integerCount > 0 else {
            // "0.", then the decimals: the zero-padded 17 digits end at the last one, and the one
            // or two before them (from 18 decimals) are zeros. At 16 decimals the first of the 17,
            // a zero, falls on the point, which is written after it.
            let start = decimals &- 15  // 2 + decimals − 17
            store(0x3030_3030_3030_3030, at: target + 2)
            target[start] = firstByte
            store(ascii(middleDigits), at: target + start + 1)
            store(ascii(lastDigits), at: target + start + 9)
            target[0] = UInt8(ascii: "0")
            target[1] = UInt8(ascii: ".")
            return start + 17 - trailing
        }
        // The digits one place right (digit i at target + 1 + i): a leading zero goes to target[0],
        // which the integer digits overwrite.
        let shifted = target + count - 16
        shifted[0] = firstByte
        store(ascii(middleDigits), at: shifted + 1)
        store(ascii(lastDigits), at: shifted + 9)
        if integerCount <= 7 {
            // The text's first eight bytes: the integer digits, the point, then what is already
            // stored from target + integerCount + 1 on (each byte of the leading eight digits one
            // place up). No shift reaches 64 bits.
            let leading = count == 17 ? UInt64(firstByte) | ascii(middleDigits) << 8 : ascii(middleDigits)
            let integerMask: UInt64 = 1 &<< UInt64(8 * integerCount) &- 1
            let head = leading & integerMask | UInt64(UInt8(ascii: ".")) &<< UInt64(8 * integerCount)
            store(head | leading << 8 & ~(integerMask << 8 | 0xFF), at: target)
        } else {
            for index in 0..<integerCount { target[index] = target[index + 1] }
            target[integerCount] = UInt8(ascii: ".")
        }
        return count + 1 - trailing
    }

    /// Writes `value` (below 10⁸) without leading zeros and returns the length; the store reaches
    /// 8 bytes.
    @inline(__always)
    private static func writeShort(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = digitBytes(value)
        // The leading zeros are the low zero bytes; 0 itself is written as "0".
        let length = max(8 - digits.trailingZeroBitCount / 8, 1)
        store(ascii(digits) >> (64 - 8 * length), at: target)
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
    /// the last digit is the highest byte.
    @inline(__always)
    private static func trailingZeros(_ high: UInt64, _ low: UInt64) -> Int {
        low != 0 ? low.leadingZeroBitCount / 8 : 8 + high.leadingZeroBitCount / 8
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
