import Foundation
import Testing

@testable import CableCore

/// `NumberText.write(_:to:)`, the one number formatter, against `description` (Swift's shortest
/// round-trip text) on values spread over every magnitude (``ShortestDigitsTests`` tests the
/// digits themselves on many more).
@Suite("NumberText: shortest round-trip text without making a String")
struct NumberTextTests {
    /// The rule: integral values below 10¹⁵ as integers (−0 as 0), everything else as `description`.
    static func reference(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return value == 0 ? "0" : String(Int(value)) }
        return value.description
    }

    /// Values of every bit pattern and everyday magnitudes (10⁻⁶ … 10⁶) of both signs, from a
    /// fixed-seed generator, plus the 10¹⁵ boundary and the extremes.
    static var values: [Double] {
        var random = SizerReferenceTests.Generator(state: 0x5EED)
        var values: [Double] = [
            0, -0.0, 1e15 - 1, 1e15, -1e15, 1e15 + 0.5, 999_999_999_999_999.9, .leastNonzeroMagnitude,
            -.leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0.1 + 0.2, 1.0 / 3,
            // The integer test's edges (wr36g: `magnitude + 2⁵²` rounds to an integer): halves,
            // which round to even, the doubles next to integers, the largest below 10¹⁵.
            0.5, -0.5, 1.5, 2.5, 0.49999999999999994, 1.0000000000000002, 0.9999999999999999, -7, 999_999_999_999_999,
            999_999_999_999_999.5, 562_949_953_421_311.5, 1e15.nextDown, 1e15.nextUp, 4_503_599_627_370_495.5, 0x1p52,
            0x1p52 + 1, 0x1p53, 1e-300, -5e-324,
        ]
        for _ in 0..<20_000 {
            let value = Double(bitPattern: random.next())
            if value.isFinite { values.append(value) }
            let sign: Double = Bool.random(using: &random) ? -1 : 1
            values.append(
                sign * Double.random(in: 1..<10, using: &random) * pow(10, Double(Int.random(in: -6...6, using: &random))))
            values.append(sign * Double(Int.random(in: 0..<1_000_000, using: &random)) / 8)
        }
        return values
    }

    @Test func write_matchesTheReferenceOnEveryValue() {
        var mismatches: [String] = []
        for value in Self.values {
            let text = NumberText.shortest(value)
            if text != Self.reference(value) { mismatches.append("\(value.bitPattern): \(text)") }
            if let parsed = Double(text), parsed != value, !(parsed == 0 && value == 0) {
                mismatches.append("\(text) reads back as \(parsed)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// A negative integer: its minus, then its digits as `writeDigits` writes them (below 100 in
    /// line, from 100 on by `writeIntegerDigits`, which takes only those: nm37), at every length
    /// and both sides of each branch (10, 100, 10⁴, 10⁸); −0 as `0`.
    @Test(arguments: [
        (-1.0, "-1"), (-9.0, "-9"), (-10.0, "-10"), (-99.0, "-99"), (-100.0, "-100"), (-999.0, "-999"),
        (-1000.0, "-1000"), (-9999.0, "-9999"), (-10_000.0, "-10000"), (-43_699.0, "-43699"),
        (-99_999_999.0, "-99999999"), (-100_000_000.0, "-100000000"), (-999_999_999_999_999.0, "-999999999999999"),
        (-0.0, "0"),
    ])
    func negativeIntegers_areWrittenWithTheirMinus(value: Double, text: String) {
        #expect(NumberText.shortest(value) == text)
        #expect(NumberText.shortest(-value) == (value == 0 ? "0" : String(text.dropFirst())))
    }

    /// `NumberText.integer` (the in-line test of `write` and of a JSON number member) against the
    /// plain rule: a non-negative integral finite value below 10¹⁵ (not −0) as `UInt64`, else nil.
    @Test func integer_isTheValueOfExactlyTheNonNegativeIntegersBelow1e15() {
        func plain(_ value: Double) -> UInt64? {
            guard value.isFinite, value.sign == .plus, value < 1e15, value == value.rounded() else { return nil }
            return UInt64(value)
        }
        let edges: [Double] = [
            0, -0.0, 1, -1, 0.5, 2.5, 1e15, 1e15.nextDown, 999_999_999_999_999, 999_999_999_999_999.5, .infinity,
            -.infinity, .nan, -.nan, .leastNonzeroMagnitude, 0x1p52, 0x1p52 - 1, 0x1p51 + 0.5,
        ]
        var mismatches: [String] = []
        for value in edges + Self.values where NumberText.integer(value) != plain(value) {
            mismatches.append("\(value.bitPattern)")
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(NumberText.integer(42) == 42)
        #expect(NumberText.integer(999_999_999_999_999) == 999_999_999_999_999)
    }

    @Test func longestTexts_fitTheMaximumLength() {
        for value in [-2.2250738585072014e-308, -1.7976931348623157e308, -4.9406564584124654e-324, -123_456_789.123_456_78] {
            #expect(NumberText.shortest(value).utf8.count <= NumberText.maximumLength)
            #expect(NumberText.shortest(value) == value.description)
        }
    }

    @Test func writeDigits_writesEveryLength() {
        var value: UInt64 = 0
        for length in 1...20 {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
                guard let base = buffer.baseAddress else { return }
                let count = NumberText.writeDigits(value, to: base)
                #expect(count == length)
                #expect(String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) == String(value))
            }
            value = value == 0 ? 12 : value &* 10 &+ 9
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            guard let base = buffer.baseAddress else { return }
            #expect(NumberText.writeDigits(.max, to: base) == 20)
        }
    }

    /// The digit count comes from the bit length and one comparison with a power of ten
    /// (`ShortestDigits.digitCount`): every power of ten, its neighbours and every power of two
    /// against `String`.
    @Test func writeDigits_atEveryPowerOfTenAndTwo_matchesString() {
        var values: [UInt64] = [0, 1, 2, .max, .max - 1]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        for shift in 0..<64 { values += [1 << shift, (1 << shift) - 1] }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            guard let base = buffer.baseAddress else { return }
            for value in values {
                let count = NumberText.writeDigits(value, to: base)
                #expect(String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) == String(value))
            }
        }
    }

    /// Every integer below 10⁵ (the one-byte, pair, three- and four-digit paths and the start of
    /// the eight-digit word) and every 97th up to 10⁸ against `String`, and that the word path
    /// (10⁴ ≤ value < 10⁸) stores no byte past the eight it may: a sentinel at byte 8 stays.
    @Test func writeDigits_belowOneHundredMillion_matchesString_andStoresAtMostEightBytes() {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            guard let base = buffer.baseAddress else { return }
            var mismatches: [UInt64] = []
            for value in Array(UInt64(0)..<100_000) + Array(stride(from: UInt64(100_000), to: 100_000_000, by: 97) + [99_999_999])
            {
                base[8] = 0xFF
                let count = NumberText.writeDigits(value, to: base)
                let text = String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
                if text != String(value) || base[8] != 0xFF { mismatches.append(value) }
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        }
    }
}
