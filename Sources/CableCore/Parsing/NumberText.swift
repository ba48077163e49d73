/// The one number formatter: every number `cable` writes as text goes through here — in JSON,
/// CSV, messages, tables, documents and drawings. Independent of locale; no Foundation.
@usableFromInline
package enum NumberText {
    /// The shortest text that reads back as `value` (what `description` gives), with integral
    /// values below 10¹⁵ written as integers (`20`, not `20.0`) and −0 as `0`. Infinities and NaN
    /// give `inf`, `-inf` and `nan` (JSON writes them as `null` instead).
    package static func shortest(_ value: Double) -> String { shortestFollowed(value, by: "") }

    /// ``shortest(_:)`` followed by `suffix` (at most 16 bytes) in the same string: `"6 mm²"`
    /// made once, not joined.
    package static func shortestFollowed(_ value: Double, by suffix: StaticString) -> String {
        guard value.isFinite else { return value.description + suffix.description }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength + 16) { buffer in
            guard let base = buffer.baseAddress else { return value.description + suffix.description }
            var count = write(value, to: base)
            suffix.withUTF8Buffer { utf8 in
                for byte in utf8.prefix(16) {
                    base[count] = byte
                    count += 1
                }
            }
            return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        }
    }

    /// The most bytes ``write(_:to:)`` writes (`-2.2250738585072014e-308` is 24).
    @usableFromInline package static let maximumLength = 32

    /// Writes ``shortest(_:)``'s text of a finite `value` at `target`, which has room for
    /// ``maximumLength`` bytes, and returns how many it wrote: a non-negative integer below 10¹⁵
    /// (``integer(_:)``) digit by digit, in line; any other value by
    /// ``writeNumberOtherwise(_:at:)``, one call — `description`'s text, the shortest
    /// round-trip digits (``ShortestDigits``).
    ///
    /// `@inlinable`, so that a JSON member puts this choice in line and calls the writer it
    /// chooses: one call a number, not this function's (through a thunk the optimiser made for
    /// other modules) and then the writer's.
    @inlinable @inline(always)
    package static func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if let integer = integer(value) { return writeDigits(integer, to: target) }
        return target.distance(to: writeNumberOtherwise(value, at: target))
    }

    /// `value` as an integer when it is one, not negative and below 10¹⁵ (+0 is 0; −0 is not
    /// taken: it has the sign bit): what ``write(_:to:)`` writes digit by digit. Else nil.
    ///
    /// Fast path (a batch row writes some twenty such numbers): one unsigned comparison of the bit
    /// pattern with 10¹⁵'s takes the positive finite values below it — a double's bits ascend with
    /// its value from +0 to +∞, and a negative value's sign bit (and NaN's exponent) puts its bits
    /// above — so no separate finiteness, sign or range test. Then, without converting to `Int64`
    /// and back (range and NaN checks): below 10¹⁵ < 2⁵², `value + 2⁵²` is in [2⁵², 2⁵³), where
    /// the doubles are the integers, so it is `value` rounded to an integer plus 2⁵²; `value` is
    /// an integer when taking 2⁵² off again (exact) gives its bits back, and then the integer is
    /// the difference of the two bit patterns (they count up by one from 2⁵²). Invariant: nil for
    /// every negative, non-integral, non-finite or too large value. Checked against the
    /// conversion by `NumberTextTests` and `Scripts/check-shortest-digits.sh`. Safe to change:
    /// the bound, if kept at most 2⁵² (and ``writeNumberOtherwise(_:at:)``'s equal).
    @inlinable @inline(always)
    package static func integer(_ value: Double) -> UInt64? {
        guard value.bitPattern < (1e15 as Double).bitPattern else { return nil }
        let shifted = value + 0x1p52
        guard (shifted - 0x1p52).bitPattern == value.bitPattern else { return nil }
        return shifted.bitPattern &- (0x1p52 as Double).bitPattern
    }

    /// Writes `value` in decimal without leading zeros at `target`, which has room for 20 bytes,
    /// and returns the length (1…20).
    ///
    /// Most integers a batch record holds are below 10⁴ (counts, lengths, ratings, powers, the
    /// line number): those are stored at once as their digit pairs, without counting digits or a
    /// loop. Below 10⁸ (interrupt ratings) the eight digits are made as one word without a loop,
    /// its leading zeros (the zero low bytes) shifted off, and the word stored whole: eight bytes
    /// are stored, the ones after the digits are scratch.
    ///
    /// In line: an integer below 100 (most of a batch record's 25: counts, ratings, lengths,
    /// temperatures) is stored where it is written, one digit or a pair from the table, with no
    /// call; a larger one is a call of ``writeIntegerDigits(_:to:)``, the body as a free function
    /// (no thunk for a call from another module; see ``ShortestDigits/write(_:to:)``).
    @inlinable @inline(__always)
    package static func writeDigits(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 10 {
            target[0] = UInt8(ascii: "0") | UInt8(truncatingIfNeeded: value)
            return 1
        }
        if value < 100 {
            ShortestDigits.storePair(value, at: UnsafeMutableRawPointer(target))
            return 2
        }
        return writeIntegerDigits(value, to: target)
    }

    /// How a value halfway between two results is rounded.
    package enum Rounding: Sendable {
        /// To the even last digit: tables and text for people. The halfway test is made on the
        /// value × 10^places as a `Double`, not on the exact binary value as C's `printf` does,
        /// so `0.015` to two places is `0.02` (printf: `0.01`).
        case halfToEven
        /// Away from zero: PDF coordinates and the figures in check messages.
        case halfAwayFromZero
    }

    /// `value` rounded to `places` decimals (0…15), written plainly: `4.7233` → `4.72`. With
    /// `trimmingZeros` trailing zeros after the point go, and the point with them (`5.00` → `5`);
    /// without, there are always `places` decimals (`34.0000`). −0 and values that round to zero
    /// are written without a sign. Values too large for this (9 × 10¹⁵ and more once scaled) and
    /// non-finite ones are written as `description`.
    package static func decimal(
        _ value: Double, places: Int, trimmingZeros: Bool = true, rounding: Rounding = .halfToEven
    ) -> String {
        let places = min(max(places, 0), 15)
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let scaled = (abs(value) * factor).rounded(rounding == .halfToEven ? .toNearestOrEven : .toNearestOrAwayFromZero)
        guard value.isFinite, scaled < 9e15 else { return String(value) }
        // Made in one small buffer, without arrays (a PDF report formats numbers by the hundred
        // thousand): the scaled value's digits, zero-padded to one more than `places`, in the
        // first 32 bytes (472 → "472", 5 → "005"); the text from byte 32 on ("4.72", "0.05").
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            let digits = buffer.baseAddress.unsafelyUnwrapped
            let end = 32
            var start = end
            var rest = UInt64(scaled)
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0 || end - start <= places
            let point = end - places
            var last = end
            if trimmingZeros {
                while last > point, digits[last - 1] == UInt8(ascii: "0") { last -= 1 }
            }
            var count = 32
            if value < 0, scaled != 0 {
                digits[count] = UInt8(ascii: "-")
                count += 1
            }
            for index in start..<last {
                if index == point {
                    digits[count] = UInt8(ascii: ".")
                    count += 1
                }
                digits[count] = digits[index]
                count += 1
            }
            return String(decoding: UnsafeBufferPointer(start: digits + 32, count: count - 32), as: UTF8.self)
        }
    }
}

/// ``NumberText/write(_:to:)`` of a finite `value` that is not a ``NumberText/integer(_:)``: a
/// negative value (its minus, then the magnitude's text; −0 as `0`), and a positive one that is
/// not an integer or is 10¹⁵ or more, as ``ShortestDigits`` writes it. Returns the end. Out of
/// line, a free function, so that a call from another module goes straight to it (no thunk).
@usableFromInline
package func writeNumberOtherwise(_ value: Double, at target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    guard value.bitPattern &>> 63 != 0 else { return ShortestDigits.writePositive(value, at: target) }
    let magnitude = value.magnitude
    if let integer = NumberText.integer(magnitude) {
        guard integer != 0 else {
            target[0] = UInt8(ascii: "0")
            return target + 1
        }
        target[0] = UInt8(ascii: "-")
        return target + (1 &+ NumberText.writeDigits(integer, to: target + 1))
    }
    target[0] = UInt8(ascii: "-")
    return ShortestDigits.writePositive(magnitude, at: target + 1)
}

/// ``NumberText/writeDigits(_:to:)``'s out-of-line part, for `value` ≥ 100 (below, every caller
/// writes in line: ``NumberText/writeDigits(_:to:)``), so that a call spends no tests on one and
/// two digits. A free function so that a call from another module goes straight to it.
@usableFromInline
package func writeIntegerDigits(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
    assert(value >= 100, "an integer below 100 is written in line")
    let text = UnsafeMutableRawPointer(target)
    if value < 10_000 {
        let high = (value &* 5243) &>> 19  // value / 100: exact below 43 699, one product and a shift
        let low = value &- high &* 100
        if high < 10 {
            target[0] = UInt8(ascii: "0") | UInt8(truncatingIfNeeded: high)
            ShortestDigits.storePair(low, at: text + 1)
            return 3
        }
        ShortestDigits.storePair(high, at: text)
        ShortestDigits.storePair(low, at: text + 2)
        return 4
    }
    if value < 100_000_000 {
        let digits = ShortestDigits.DigitWords.digits(of: UInt32(truncatingIfNeeded: value))
        let shift = digits.trailingZeroBitCount & 0x38  // value ≥ 10⁴: at most 32
        text.storeBytes(of: ((digits | 0x3030_3030_3030_3030) &>> UInt64(shift)).littleEndian, as: UInt64.self)
        return 8 &- shift &>> 3
    }
    let count = ShortestDigits.digitCount(value)
    ShortestDigits.putDigits(value, count: count, at: target)
    return count
}
