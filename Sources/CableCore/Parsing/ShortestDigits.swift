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
package enum ShortestDigits {
    /// Writes `description`'s text of a finite `value` at `target` (room for 32 bytes) and returns
    /// how many bytes it wrote (at most 24).
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
        // Trailing zeros off, eight, four, two and one at a time (a short decimal like 43.75
        // comes as 17 digits, 13 of them zeros).
        func strip(_ zeros: Int, _ power: UInt64) {
            while digits % power == 0 {
                digits /= power
                exponent += zeros
            }
        }
        strip(8, 100_000_000)
        strip(4, 10_000)
        strip(2, 100)
        strip(1, 10)
        let large = value.magnitude > 0x1p53
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            // The digits, written from the right end of `buffer`, then laid out around the point.
            let end = buffer.baseAddress.unsafelyUnwrapped + 20
            var first = end
            repeat {
                let (rest, digit) = digits.quotientAndRemainder(dividingBy: 10)
                first -= 1
                first.initialize(to: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digit))
                digits = rest
            } while digits > 0
            let count = first.distance(to: end)
            return target.distance(to: layOut(first, count: count, exponent: exponent + count - 1, large: large, at: next))
        }
    }

    /// Puts `count` digits whose first is at 10^`exponent` at `next`, as `description` does:
    /// exponential below 10⁻⁴ and above 2⁵³ (`1e-05`, `9.999e+15`), else plain with at least one
    /// digit after the point (`0.0001`, `45.977`, `4350000000000000.0`).
    private static func layOut(
        _ digits: UnsafePointer<UInt8>, count: Int, exponent: Int, large: Bool, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var next = start
        func put(_ byte: UInt8) {
            next.initialize(to: byte)
            next += 1
        }
        if exponent < -4 || large {
            put(digits[0])
            if count > 1 {
                put(UInt8(ascii: "."))
                for index in 1..<count { put(digits[index]) }
            }
            put(UInt8(ascii: "e"))
            put(exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            let magnitude = exponent.magnitude
            if magnitude >= 100 { put(UInt8(ascii: "0") + UInt8(magnitude / 100)) }
            put(UInt8(ascii: "0") + UInt8(magnitude / 10 % 10))
            put(UInt8(ascii: "0") + UInt8(magnitude % 10))
        } else if exponent < 0 {
            put(UInt8(ascii: "0"))
            put(UInt8(ascii: "."))
            for _ in 0..<(-exponent - 1) { put(UInt8(ascii: "0")) }
            for index in 0..<count { put(digits[index]) }
        } else if exponent + 1 < count {
            for index in 0...exponent { put(digits[index]) }
            put(UInt8(ascii: "."))
            for index in (exponent + 1)..<count { put(digits[index]) }
        } else {
            for index in 0..<count { put(digits[index]) }
            for _ in 0..<(exponent + 1 - count) { put(UInt8(ascii: "0")) }
            put(UInt8(ascii: "."))
            put(UInt8(ascii: "0"))
        }
        return next
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
    private static func roundedToOdd(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
        let x1 = g0.multipliedFullWidth(by: cp).high
        let (y1, y0) = g1.multipliedFullWidth(by: cp)
        let z = (y0 >> 1) + x1
        let vbp = y1 + (z >> 63)
        return vbp | ((z & (1 << 63 - 1)) + (1 << 63 - 1)) >> 63
    }
}
