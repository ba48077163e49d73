/// The one number formatter: every number `cable` writes as text goes through here — in JSON,
/// CSV, messages, tables, documents and drawings. Independent of locale; no Foundation.
package enum NumberText {
    /// The shortest text that reads back as `value` (what `description` gives), with integral
    /// values below 10¹⁵ written as integers (`20`, not `20.0`) and −0 as `0`. Infinities and NaN
    /// give `inf`, `-inf` and `nan` (JSON writes them as `null` instead).
    package static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value.description
    }

    /// How a value halfway between two results is rounded.
    package enum Rounding: Sendable {
        /// To the even last digit, as C's `printf` does: tables and text for people.
        case halfToEven
        /// Away from zero: PDF coordinates and the figures in check messages.
        case halfAwayFromZero
    }

    /// `value` rounded to `places` decimals (0…15), written plainly: `4.7233` → `4.72`. With
    /// `trimmingZeros` trailing zeros after the point go, and the point with them (`5.00` → `5`);
    /// without, there are always `places` decimals (`34.0000`). −0 and values that round to zero
    /// are written without a sign. Values too large for this (10¹⁵ and more once scaled) and
    /// non-finite ones are written as ``shortest(_:)`` would.
    package static func decimal(
        _ value: Double, places: Int, trimmingZeros: Bool = true, rounding: Rounding = .halfToEven
    ) -> String {
        let places = min(max(places, 0), 15)
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let scaled = (abs(value) * factor).rounded(rounding == .halfToEven ? .toNearestOrEven : .toNearestOrAwayFromZero)
        guard value.isFinite, scaled < 9e15 else { return String(value) }
        var digits = String(UInt64(scaled))
        if digits.count <= places { digits = String(repeating: "0", count: places + 1 - digits.count) + digits }
        let integer = digits.prefix(digits.count - places)
        var fraction = digits.suffix(places)
        if trimmingZeros {
            while fraction.last == "0" { fraction = fraction.dropLast() }
        }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return fraction.isEmpty ? sign + integer : sign + integer + "." + fraction
    }
}
