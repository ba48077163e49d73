import CableCore

/// A plain decimal number appended to bytes being written (a PDF page's content stream, an SVG
/// element): ``NumberText/decimal(_:places:trimmingZeros:rounding:)``'s text with trailing zeros
/// trimmed, without a `String` made of it.
///
/// Fast path: a 20,000-load PDF or SVG writes hundreds of thousands of coordinates; making each
/// a `String` (a buffer, a UTF-8 validation, an allocation) and then copying it was a tenth of
/// the PDF's instructions. Invariant: the bytes are those of
/// `NumberText.decimal(value, places: places, rounding: rounding)` for every `Double` — the
/// same scaled value (`abs(value) × 10^places`, rounded as asked, as a `Double`), its integer
/// part, then the point and the fraction's digits without trailing zeros, a minus sign only
/// before a number that is not written `0`, and for what that cannot hold (not finite, 9 × 10¹⁵
/// and more once scaled) `NumberText`'s own text. `RendererFastPathTests` compare the two on a
/// quarter of a million values at each of four settings and on the edges. Safe to change:
/// nothing alone; a change to `NumberText.decimal` must be made here too.
enum NumberBytes {
    /// Inlined so that `places` and `rounding`, constants at each call, fold: the rounding
    /// otherwise goes through the generic `rounded(_:)` and the powers through a loop.
    @inline(__always)
    static func append(_ value: Double, places: Int, rounding: NumberText.Rounding, to bytes: inout [UInt8]) {
        let places = min(max(places, 0), 15)
        var factor = 1.0
        var power: UInt64 = 1
        for _ in 0..<places {
            factor *= 10
            power *= 10
        }
        let scaled: Double
        switch rounding {
        case .halfToEven: scaled = (abs(value) * factor).rounded(.toNearestOrEven)
        case .halfAwayFromZero: scaled = (abs(value) * factor).rounded(.toNearestOrAwayFromZero)
        }
        guard value.isFinite, scaled < 9e15 else {
            bytes += NumberText.decimal(value, places: places, rounding: rounding).utf8
            return
        }
        let integer = UInt64(scaled)
        if value < 0, integer != 0 { bytes.append(UInt8(ascii: "-")) }
        let whole = integer / power
        var digit: UInt64 = 1
        while digit <= whole / 10 { digit *= 10 }
        while digit > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: whole / digit % 10))
            digit /= 10
        }
        var fraction = integer % power
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var place = power / 10
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction / place))
            fraction %= place
            place /= 10
        }
    }
}
