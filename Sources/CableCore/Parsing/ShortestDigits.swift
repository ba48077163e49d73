/// The shortest decimal that reads back as a double, written as Swift's `description` writes it:
/// `0.1`, `45.977`, `1e-05`, `1.8014398509481984e+16`, `5e-324`.
///
/// Fast path: batch writes some thirty numbers a record, and the standard library's formatter
/// (`Double.write(to:)`, a 128-bit Grisu variant behind a generic stream) was the largest cost of
/// writing one (callgrind: about 450 instructions a number). This is Schubfach (Raffaello
/// Giulietti, "The Schubfach way to render doubles", 2020; the algorithm of Java 19's
/// `Double.toString`): the value c · 2^q is scaled by a 126-bit approximation g(k) of 10^-k
/// (``scaledPowersOfTen``, made by `Scripts/generate-powers-of-ten.py`) so that its rounding
/// interval is known to the last bit with 64-bit arithmetic; of the decimals inside the interval
/// it takes the one with fewest digits, and of those the closest (an exact tie: the even one).
/// That is the digit string `description` writes, and ``write(_:to:)`` lays it out by
/// `description`'s rules.
///
/// One change from the paper: Java writes at least two digits, so it tries one digit fewer only
/// when it has three or more (`s ≥ 100`); here two are enough (`s ≥ 10`), which only the smallest
/// subnormals reach (`5e-324`, not `4.9e-324`).
///
/// Invariant: the text equals `description` for every finite double. Checked by
/// `ShortestDigitsTests` (a million values and the edge cases, every `swift test`) and by
/// `Scripts/check-shortest-digits.sh` (ten million random bit patterns, every power of ten,
/// subnormals and integers near 2⁵³, optimised; run by CI). Safe to change: nothing in the
/// arithmetic without running that script.
@usableFromInline
package enum ShortestDigits {
    /// Writes `description`'s text of a finite `value` at `target` (room for 32 bytes) and returns
    /// how many bytes it wrote (at most 24).
    ///
    /// The digits are put straight where they go, two at a time (``putDigits(_:count:at:)``), and
    /// the layout moves at most the few digits before the point: no scratch buffer, no copy of
    /// every digit (callgrind: about 510 instructions a batch number before, see
    /// docs/PERFORMANCE.md).
    @usableFromInline
    package static func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var next = target
        if value.sign == .minus {
            next.initialize(to: UInt8(ascii: "-"))
            next += 1
        }
        guard value != 0 else {
            next[0] = UInt8(ascii: "0")
            next[1] = UInt8(ascii: ".")
            next[2] = UInt8(ascii: "0")
            return target.distance(to: next + 3)
        }
        var (digits, exponent) = decimal(of: value.magnitude)
        // Trailing zeros off (a short decimal like 43.75 comes as 17 digits, 13 of them zeros);
        // one test for the digits that end in no zero. After the first, at most 16 more: eight,
        // four and two taken off once each if they are there, the rest one at a time (each a
        // divisibility test, a multiplication and a comparison, and a division when it holds).
        if digits % 10 == 0 {
            digits /= 10
            exponent &+= 1
            if digits % 100_000_000 == 0 {
                digits /= 100_000_000
                exponent &+= 8
            }
            if digits % 10_000 == 0 {
                digits /= 10_000
                exponent &+= 4
            }
            if digits % 100 == 0 {
                digits /= 100
                exponent &+= 2
            }
            while digits % 10 == 0 {
                digits /= 10
                exponent &+= 1
            }
        }
        let count = digitCount(digits)
        // The power of ten of the first digit. As `description`: exponential below 10⁻⁴ and
        // above 2⁵³ (`1e-05`, `9.999e+15`), else plain with at least one digit after the point
        // (`0.0001`, `45.977`, `4350000000000000.0`).
        let point = exponent + count - 1
        if point < -4 || value.magnitude > 0x1p53 {
            next = writeExponential(digits, count: count, point: point, at: next)
        } else {
            next = writePlain(digits, count: count, point: point, at: next)
        }
        return target.distance(to: next)
    }

    /// `d.ddde±XX` at `next`: the digits one place on, the first moved back before the point;
    /// returns the end.
    @inline(__always)
    private static func writeExponential(
        _ digits: UInt64, count: Int, point: Int, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var next = start
        putDigits(digits, count: count, at: next + 1)
        next[0] = next[1]
        if count > 1 {
            next[1] = UInt8(ascii: ".")
            next += count + 1
        } else {
            next += 1
        }
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
        next += 2
        return next
    }

    /// `0.000ddd`, `ddd.ddd` or `ddd000.0` at `next`; returns the end.
    @inline(__always)
    private static func writePlain(
        _ digits: UInt64, count: Int, point: Int, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var next = start
        if point < 0 {
            // 0.000ddd
            next[0] = UInt8(ascii: "0")
            next[1] = UInt8(ascii: ".")
            next += 2
            for _ in 0..<(-point - 1) {
                next[0] = UInt8(ascii: "0")
                next += 1
            }
            putDigits(digits, count: count, at: next)
            next += count
        } else if point + 1 < count {
            // ddd.ddd: the digits one place on, those before the point moved back over it.
            putDigits(digits, count: count, at: next + 1)
            for index in 0...point { next[index] = next[index + 1] }
            next[point + 1] = UInt8(ascii: ".")
            next += count + 1
        } else {
            // ddd000.0
            putDigits(digits, count: count, at: next)
            next += count
            for _ in 0..<(point + 1 - count) {
                next[0] = UInt8(ascii: "0")
                next += 1
            }
            next[0] = UInt8(ascii: ".")
            next[1] = UInt8(ascii: "0")
            next += 2
        }
        return next
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

    /// "00", "01" … "99": the two digits of every number below 100, at twice its offset.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// The shortest decimal d · 10^e in the rounding interval of a positive finite `value` (the
    /// closest when several are as short), possibly with trailing zeros in d.
    static func decimal(of value: Double) -> (digits: UInt64, exponent: Int) {
        let fraction = value.significandBitPattern
        let biased = Int(value.exponentBitPattern)
        guard biased > 0 else { return decimal(q: -1074, c: fraction) }  // subnormal
        let c = fraction | 1 << 52
        let q = biased - 1075
        // An integer below 2⁵³: its digits as they are.
        if q <= 0, q >= -52, c & (1 << UInt64(-q) - 1) == 0 { return (c >> UInt64(-q), 0) }
        return decimal(q: q, c: c)
    }

    /// Schubfach for c · 2^q (see the type's comment; the names are the paper's).
    private static func decimal(q: Int, c: UInt64) -> (digits: UInt64, exponent: Int) {
        let out: UInt64 = c & 1
        let cb = c << 2
        let cbr = cb + 2
        let cbl: UInt64
        let k: Int
        if c != 1 << 52 || q == -1074 {
            cbl = cb - 2
            k = (q * 661_971_961_083) >> 41  // ⌊q · log10 2⌋
        } else {
            // At a power of two the interval below is half as wide.
            cbl = cb - 1
            k = (q * 661_971_961_083 - 274_743_187_321) >> 41  // ⌊q · log10 2 + log10 ¾⌋
        }
        let h = q + ((-k * 913_124_641_741) >> 38) + 2  // 1 … 4; ⌊-k · log2 10⌋
        let index = 2 * (k + 324)
        let g1 = scaledPowersOfTen[index]
        let g0 = scaledPowersOfTen[index + 1]
        let vb = roundedToOdd(g1, g0, cb << UInt64(h))
        let vbl = roundedToOdd(g1, g0, cbl << UInt64(h))
        let vbr = roundedToOdd(g1, g0, cbr << UInt64(h))
        let s = vb >> 2
        if s >= 10 {
            // One digit fewer: the multiples of ten around s.
            let sp10 = 10 * (s / 10)
            let tp10 = sp10 + 10
            let upin = vbl + out <= sp10 << 2
            let wpin = (tp10 << 2) + out <= vbr
            if upin != wpin { return (upin ? sp10 : tp10, k) }
        }
        let t = s + 1
        let uin = vbl + out <= s << 2
        let win = (t << 2) + out <= vbr
        if uin != win { return (uin ? s : t, k) }
        // Both in the interval: the closer, the even one at a tie.
        let middle = (s + t) << 1
        return (vb < middle || (vb == middle && s & 1 == 0) ? s : t, k)
    }

    /// g · cp / 2^127 (g = g1 · 2^63 + g0), rounded to odd: the last bit set when any bit
    /// below it is.
    @inline(__always)  // three calls a number: about 25 instructions of calls (callgrind)
    private static func roundedToOdd(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
        let x1 = g0.multipliedFullWidth(by: cp).high
        let (y1, y0) = g1.multipliedFullWidth(by: cp)
        let z = (y0 >> 1) + x1
        let vbp = y1 + (z >> 63)
        return vbp | ((z & (1 << 63 - 1)) + (1 << 63 - 1)) >> 63
    }
}
