/// The ranges the engine accepts. Beyond them the models (linear resistivity, the cited
/// tables) do not hold or the value is surely a typo.
public enum Limits {
    /// Each positive quantity's accepted range. Zero and below are refused as meaningless; the
    /// smallest positive values are bounded too, because 1e-300 V or A is a typo that would only
    /// turn into infinities and NaN further on.
    public static let current = 0.001...10_000  // A
    /// The accepted load power, W.
    public static let power = 0.001...1_000_000  // W
    /// The accepted supply voltage, V: the low-voltage DC range.
    public static let voltage = 0.1...1_500  // V: the low-voltage DC range
    /// The accepted run length, m.
    public static let length = 0.001...10_000  // m
    /// A drop limit below 0.1 % asks for a conductor no catalogue sells (1e-320 % once gave
    /// "within 0 %" and "needs inf mm²"); 0.1 % is already a 12 mV drop at 12 V.
    public static let maxDropPercent = 0.1...50  // %
    /// The accepted battery capacity, Ah.
    public static let capacity = 0.1...100_000  // Ah
    /// The accepted conductor temperature, °C: where ρ(T) = ρ20 · (1 + α · (T − 20 °C)) is linear
    /// within about 1 %.
    public static let temperature = -50.0...200  // °C, where ρ(T) is linear within ~1 %
    /// The accepted duration of a surge, s: from a millisecond's inrush to an hour.
    public static let surgeSeconds = 0.001...3_600  // s
    /// The accepted count of current-carrying conductors bundled along a run.
    public static let bundledConductors = 1...1_000
    /// The accepted fuse floor factor (floor = factor × load current).
    public static let fuseFactor = 1.0...3.0

    /// Checks `0 < value` and `value` within `range`: "must be > 0" below zero, "must be ≥ low"
    /// for a tiny positive value, "must be ≤ high" above.
    @inline(__always)
    public static func requirePositive(
        _ value: Double, in range: ClosedRange<Double>, field: String, unit: String
    ) throws(ValidationError) {
        // A value in range passes here, in line where it is checked (a call of ~50 instructions,
        // three a batch row); what is wrong with one that is not is worked out by the call.
        guard value.isFinite, value > 0, range.contains(value) else {
            return try positiveProblem(value, in: range, field: field, unit: unit)
        }
    }

    /// Why `value` fails ``requirePositive(_:in:field:unit:)``: the first of its checks it fails.
    private static func positiveProblem(
        _ value: Double, in range: ClosedRange<Double>, field: String, unit: String
    ) throws(ValidationError) {
        guard value.isFinite else {
            throw ValidationError(field: field, rule: .finiteNumber, value: .quantity(.init(value, unit)))
        }
        guard value > 0 else {
            throw ValidationError(field: field, rule: .greaterThan(.init(0, unit)), value: .quantity(.init(value, unit)))
        }
        guard value >= range.lowerBound else {
            throw ValidationError(
                field: field, rule: .atLeast(.init(range.lowerBound, unit)), value: .quantity(.init(value, unit)))
        }
        guard value <= range.upperBound else {
            throw ValidationError(
                field: field, rule: .atMost(.init(range.upperBound, unit)), value: .quantity(.init(value, unit)))
        }
    }

    /// Checks `low ≤ value ≤ high`.
    public static func requireWithin(
        _ value: Double, _ range: ClosedRange<Double>, field: String, unit: String
    ) throws(ValidationError) {
        guard value.isFinite, range.contains(value) else {
            throw ValidationError(
                field: field,
                rule: .between(.init(range.lowerBound, unit), .init(range.upperBound, unit)),
                value: .quantity(.init(value, unit)))
        }
    }

    /// `value` rounded to 2 decimals, halves away from zero: a computed figure an error shows
    /// (a sum of currents), which CableText then writes as the language writes numbers. `k / 100`
    /// is the double nearest the decimal, so it is written back with those digits.
    package static func rounded(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 9e13 else { return value }
        return (value * 100).rounded(.toNearestOrAwayFromZero) / 100
    }

    /// A number with its unit for messages: `-3 m`, `12 V`, `5 %` — at full precision, as a
    /// value typed is shown as typed; but a computed value whose shortest form runs past 12
    /// significant digits (a sum such as 12233.973544973544 A) is shown to 2 decimals.
    package static func format(_ value: Double, _ unit: String) -> String {
        var number = NumberText.shortest(value)
        if number.utf8.prefix(while: { $0 != UInt8(ascii: "e") }).filter({ $0 >= 0x30 && $0 <= 0x39 }).count > 12 {
            number = NumberText.decimal(value, places: 2)
        }
        return unit.isEmpty ? number : "\(number) \(unit)"
    }
}
