/// JSON numbers as `cable` writes them: the shortest text that reads back to the same `Double`
/// (what `Double.description` gives), integral values without a fraction (`20`, not `20.0`),
/// non-finite values as `null`. Written straight into the output: batch output writes 30-odd
/// numbers a row, millions of rows.
enum JSONNumber {
    /// The most bytes ``write(_:to:)-(Double,_)`` writes (`-2.2250738585072014e-308` is 24).
    static let maximumLength = 32

    /// Writes the text of `value` at `target`, which has room for ``maximumLength`` bytes, and
    /// returns how many bytes it wrote.
    static func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else { return copy("null", to: target) }
        let magnitude = value.magnitude
        // -0 is written as 0.
        let negative = value < 0
        if magnitude < 1e15 {
            // Integral values: the conversions truncate exactly below 2⁵³ (and cost no call to
            // the C library's round(), which `rounded()` is without SSE4.1).
            let whole = Int64(magnitude)
            if Double(whole) == magnitude {
                return writeDecimal(UInt64(whole), decimals: 0, negative: negative, to: target)
            }
            if magnitude >= 1e-3 {
                let shortest = shortestDecimal(magnitude)
                return writeDecimal(shortest.digits, decimals: shortest.decimals, negative: negative, to: target)
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
    /// returns how many bytes it wrote.
    static func write(_ value: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        writeDecimal(UInt64(value.magnitude), decimals: 0, negative: value < 0, to: target)
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

    /// The shortest decimal that reads back as `magnitude`, a non-integral value in [10⁻³, 10¹⁵):
    /// its digits as an integer and the number of decimals (`0.0187` is 187 and 4; never 0
    /// decimals, since an integer that read back as a non-integral value would be a `Double` of
    /// its own).
    ///
    /// `magnitude` is m·2^q (m the 53-bit significand, −62 ≤ q ≤ −3 in this range). Every real
    /// number strictly closer to it than to its neighbours reads back as it: the interval
    /// m·2^q ± ½·2^q, whose lower half is ¼·2^q when m = 2⁵² (the neighbour below is closer),
    /// endpoints included when m is even (a tie reads back as the even significand). Scaled by 4
    /// it is [4m − 2 (or − 1), 4m + 2] · 2^(q−2), all integers over a power of two.
    ///
    /// A decimal with k decimals reads back as `magnitude` when some integer n lies in
    /// interval · 10ᵏ; if one does at k, n·10 does at k + 1, so the fewest decimals is found by
    /// bisection. The interval is at least ¾·2^q wide, so at the k where 10ᵏ ≥ 2^−q (k ≤ 19)
    /// it holds an integer for certain. Of the integers there, the one nearest m·2^q·10ᵏ is
    /// taken, the even one on a tie — what `description` prints (a test compares the two on
    /// hundreds of thousands of values). Every product (< 2⁵⁵ · 10¹⁹) fits in 128 bits, and
    /// every scaled value up to that k below 2⁶⁰.
    private static func shortestDecimal(_ magnitude: Double) -> (digits: UInt64, decimals: Int) {
        let significand = magnitude.significandBitPattern | (1 << 52)
        let shift = 54 + 1_023 - Int(magnitude.exponentBitPattern)  // 2 − q: from the scaling by 4
        let center = significand << 2
        let low = center - (magnitude.significandBitPattern == 0 ? 1 : 2)
        let high = center + 2
        let inclusive = significand & 1 == 0

        // The integers in interval · 10ᵏ: first … last (none when first > last).
        func candidates(_ decimals: Int) -> (first: UInt64, last: UInt64) {
            let scale = powerOfTen(decimals)
            let lower = scaled(low, by: scale, shift: shift)
            let upper = scaled(high, by: scale, shift: shift)
            let first = inclusive && lower.exact ? lower.quotient : lower.quotient + 1
            // upper.quotient > 0: high · 10ᵏ ≥ 2⁵⁴ > 2^shift.
            let last = !inclusive && upper.exact ? upper.quotient - 1 : upper.quotient
            return (first, last)
        }

        // Fewest decimals. Full-length values (most results) need `surely` or one fewer: step
        // down twice first, then bisect what is left.
        var surely = ((shift - 2) &* 78_913) >> 18  // ⌊−q · log₁₀2⌋, then at most one step up
        if powerOfTen(surely) &>> UInt64(shift - 2) == 0 { surely += 1 }
        var none = -1
        var found: (first: UInt64, last: UInt64)?
        for _ in 0..<2 where surely - none > 1 {
            let range = candidates(surely - 1)
            if range.first > range.last {
                none = surely - 1
            } else {
                surely -= 1
                found = range
            }
        }
        while surely - none > 1 {
            let middle = (none + surely) / 2
            let range = candidates(middle)
            if range.first <= range.last {
                surely = middle
                found = range
            } else {
                none = middle
            }
        }

        let range = found ?? candidates(surely)
        let nearest = scaled(center, by: powerOfTen(surely), shift: shift)
        var digits = nearest.quotient
        // Round the exact m·2^q·10ᵏ to the nearest integer, half to even.
        let half: UInt64 = 1 &<< UInt64(shift - 1)
        if nearest.remainder > half || (nearest.remainder == half && digits & 1 == 1) { digits += 1 }
        digits = min(max(digits, range.first), range.last)
        return (digits, surely)
    }

    /// ⌊value · scale / 2^shift⌋, the remainder, and whether it is zero; shift is 5…64 and the
    /// quotient fits in 64 bits.
    @inline(__always)
    private static func scaled(_ value: UInt64, by scale: UInt64, shift: Int)
        -> (quotient: UInt64, remainder: UInt64, exact: Bool)
    {
        let product = value.multipliedFullWidth(by: scale)
        if shift == 64 { return (product.high, product.low, product.low == 0) }
        let mask: UInt64 = (1 &<< UInt64(shift)) &- 1
        let quotient = product.high &<< UInt64(64 - shift) | product.low &>> UInt64(shift)
        let remainder = product.low & mask
        return (quotient, remainder, remainder == 0)
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

    /// Writes `digits` with `decimals` of them after the point ("0.0187", "-5") and returns the
    /// length.
    @inline(__always)
    private static func writeDecimal(
        _ digits: UInt64, decimals: Int, negative: Bool, to target: UnsafeMutablePointer<UInt8>
    ) -> Int {
        // Digits in `digits`: ⌊log₁₀⌋ from the bit length (1233/4096 ≈ log₁₀2), then a compare.
        var digitCount = ((64 - digits.leadingZeroBitCount) &* 1_233) >> 12
        if digits >= powerOfTen(digitCount) { digitCount += 1 }
        digitCount = max(digitCount, decimals + 1)  // leading zeros: "0.0187"
        let sign = negative && digits != 0 ? 1 : 0
        if sign == 1 { target[0] = UInt8(ascii: "-") }
        guard decimals > 0 else {
            writeDigits(digits, count: digitCount, endingAt: target + sign + digitCount)
            return sign + digitCount
        }
        // All digits in one pass (no division by a variable power of ten), one place to the
        // right; then the integer digits (usually one or two) move left to open the point.
        let end = sign + digitCount + 1
        writeDigits(digits, count: digitCount, endingAt: target + end)
        let point = sign + digitCount - decimals
        for index in sign..<point { target[index] = target[index + 1] }
        target[point] = UInt8(ascii: ".")
        return end
    }

    /// Writes the last `count` decimal digits of `value` (zero-padded) ending just before `end`,
    /// two at a time (one 64-bit division per pair).
    @inline(__always)
    private static func writeDigits(_ value: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
        var rest = value
        var position = end
        var left = count
        while left >= 2 {
            let pair = UInt8(truncatingIfNeeded: rest % 100)
            rest /= 100
            position -= 2
            position[0] = UInt8(ascii: "0") &+ pair / 10
            position[1] = UInt8(ascii: "0") &+ pair % 10
            left -= 2
        }
        if left == 1 {
            position -= 1
            position[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        }
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
