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
    /// ``maximumLength`` bytes, and returns how many it wrote: integral values digit by digit,
    /// the rest as ``ShortestDigits`` writes them — `description`'s text, the shortest
    /// round-trip digits.
    ///
    /// `@inlinable`, so that a JSON member puts this choice in line and calls the writer it
    /// chooses: one call a number, not this function's (through a thunk the optimiser made for
    /// other modules) and then the writer's.
    ///
    /// The integer test is made without converting to `Int64` and back (its range and NaN
    /// checks, then `UInt64(magnitude)`'s, about 20 instructions a number member, 43 a batch
    /// row): below 10¹⁵ < 2⁵², `magnitude + 2⁵²` is in [2⁵², 2⁵³), where the doubles are the
    /// integers, so it is `magnitude` rounded to an integer plus 2⁵²; `magnitude` is an integer
    /// when taking 2⁵² off again (exact) gives it back, and then the integer is the difference
    /// of the two bit patterns (they count up by one from 2⁵²). NaN fails `< 1e15`. Checked
    /// against the conversion by `NumberTextTests` and `Scripts/check-shortest-digits.sh`.
    @inlinable @inline(always)
    package static func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = value.magnitude
        if magnitude < 1e15 {
            let shifted = magnitude + 0x1p52
            if shifted - 0x1p52 == magnitude {
                // −0 is not below 0: it is written as 0.
                let sign = value < 0 ? 1 : 0
                target[0] = UInt8(ascii: "-")  // kept only for a negative value
                let integer = shifted.bitPattern &- (0x1p52 as Double).bitPattern
                return sign &+ writeDigits(integer, to: target + sign)
            }
        }
        return ShortestDigits.write(value, to: target)
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

/// ``NumberText/writeDigits(_:to:)``: the body, a free function so that a call from another module
/// goes straight to it.
@usableFromInline
package func writeIntegerDigits(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
    if value < 10 {
        target[0] = UInt8(ascii: "0") | UInt8(truncatingIfNeeded: value)
        return 1
    }
    let text = UnsafeMutableRawPointer(target)
    if value < 100 {
        ShortestDigits.storePair(value, at: text)
        return 2
    }
    if value < 10_000 {
        let high = value / 100
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
