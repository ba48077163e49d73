import Testing

@testable import CableCore

/// ``ShortestDigits``, the shortest round-trip formatter, must write exactly what `description`
/// writes. Here on 300,000 values a run (random bit patterns, random subnormals, short decimals)
/// and the edge cases; `Scripts/check-shortest-digits.sh` (CI) checks over ten million,
/// optimised.
@Suite("ShortestDigits: description's text, to the byte")
struct ShortestDigitsTests {
    static func text(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.maximumLength) { buffer in
            guard let base = buffer.baseAddress else { return "" }
            let count = ShortestDigits.write(value, to: base)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    static func mismatches(_ values: some Sequence<Double>) -> [String] {
        var found: [String] = []
        for value in values where value.isFinite && found.count < 5 {
            let text = text(value)
            if text != value.description { found.append("\(value.bitPattern): \(text), description \(value.description)") }
        }
        return found
    }

    @Test func randomValues_matchDescription() {
        var random = JSONScannerNumberTests.Generator(state: 0x5407)
        var values: [Double] = []
        for _ in 0..<100_000 {
            let bits = random.next()
            values.append(Double(bitPattern: bits))
            values.append(Double(bitPattern: bits & 0x000F_FFFF_FFFF_FFFF))  // subnormal
            values.append(Double(bits % 1_000_000) / [1, 10, 100, 1000, 10000, 100_000, 1e6][Int(bits >> 61) % 7])
        }
        #expect(Self.mismatches(values).isEmpty, "\(Self.mismatches(values))")
    }

    @Test func powersOfTenAndTwo_andTheirNeighbours_matchDescription() {
        var values: [Double] = []
        for exponent in -323...308 {
            guard let power = Double("1e\(exponent)") else { continue }
            values += [power, power.nextUp, power.nextDown, -power]
        }
        for exponent in -1074...1023 { values.append(Double(sign: .plus, exponent: exponent, significand: 1)) }
        #expect(Self.mismatches(values).isEmpty, "\(Self.mismatches(values))")
    }

    @Test func edges_matchDescription() {
        var values: [Double] = [0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 0.1, 0.3]
        for bits in UInt64(1)...2000 { values.append(Double(bitPattern: bits)) }  // the smallest subnormals
        for offset in -2000...2000 { values += [0x1p53 + Double(offset), 1e15 + Double(offset) / 4, 1e16 + Double(offset)] }
        #expect(Self.mismatches(values).isEmpty, "\(Self.mismatches(values))")
    }

    /// Every digit count 1…17 (so every count of trailing zeros in the seventeen digits `write`
    /// splits into words, 16…0) at every power of ten from 10⁻⁸ to 10¹⁸: the point before, in and
    /// after the digits, each of the eight places in either word, and both sides of the layout
    /// boundaries (10⁻⁵/10⁻⁴, 2⁵³), of both signs and with each digit 1…9 first and last.
    @Test func everyDigitCount_atEveryPointPlace_matchesDescription() {
        var random = JSONScannerNumberTests.Generator(state: 0x3617)
        var values: [Double] = []
        for count in 1...17 {
            for point in -8...18 {
                for _ in 0..<9 {
                    var digits = String(1 + random.below(9))
                    for place in 1..<count { digits += String(place == count - 1 ? 1 + random.below(9) : random.below(10)) }
                    let text = String(digits.prefix(1)) + "." + digits.dropFirst() + "e\(point)"
                    guard let value = Double(text) else { continue }
                    values += [value, -value, value.nextUp, value.nextDown]
                }
            }
        }
        #expect(values.count == 17 * 27 * 9 * 4)
        #expect(Self.mismatches(values).isEmpty, "\(Self.mismatches(values))")
    }

    /// Dragonbox's interval ends (`ShortestDigits.nearest`): a short decimal exactly halfway
    /// between two doubles, M = m · 10^j = (2c + 1) · 2^(q−1) (odd m, m · 5^j in [2⁵³, 2⁵⁴),
    /// q = j + 1), is in the interval of c · 2^q only when c is even and in that of (c + 1) · 2^q
    /// only when c + 1 is: 10²³ is halfway between 99999999999999991611392 (c = 5960464477539062,
    /// even: written `1e+23`) and 100000000000000008388608 (odd: its shortest is 17 digits).
    @Test(arguments: [
        (1e23, "1e+23"), (1e23.nextUp, "1.0000000000000001e+23"), (1e23.nextDown, "9.999999999999997e+22"),
        (0x1p53 - 1, "9007199254740991.0"), (0x1p54 + 4, "1.8014398509481988e+16"),
    ])
    func halfwayDecimals_areWrittenAsDescriptionWritesThem(value: Double, text: String) {
        #expect(Self.text(value) == text)
        #expect(Self.text(value) == value.description)
    }

    /// Every such halfway decimal's two doubles (and theirs next) for each j = 1…23, 200 values of
    /// m each, and the doubles next to every power of two (where the interval changes width).
    @Test func halfwayDecimals_andPowersOfTwosNeighbours_matchDescription() {
        var values: [Double] = []
        for j in 1...23 {
            let five = (0..<j).reduce(UInt64(1)) { product, _ in product * 5 }
            let low = ((UInt64(1) << 53) + five - 1) / five | 1
            for m in stride(from: low, to: (UInt64(1) << 54) / five + 1, by: 2).prefix(200) where m * five < 1 << 54 {
                let value = Double(sign: .plus, exponent: j + 1, significand: Double((m * five - 1) / 2))
                values += [value, value.nextUp, value.nextUp.nextUp, value.nextDown, -value]
            }
        }
        for exponent in -1074...1023 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            values += [power.nextUp, power.nextUp.nextUp, power.nextDown]
        }
        #expect(values.count > 10_000)
        #expect(Self.mismatches(values).isEmpty, "\(Self.mismatches(values))")
    }

    /// `writeSeventeen`'s usual case (`nearestUsually`, the first product only) against Dragonbox
    /// in full (`nearest`, the plain code): the same digits and exponent whenever it answers, on
    /// batch-like long numbers (quotients by 3, 7, 9, 11, 12 and 60: 44.62833333333333), random
    /// normal values and the halfway decimals' doubles and their neighbours, where it must hand
    /// on (an interval's end or a tie) — and it answers nearly all the first, so the fast path is
    /// the one taken.
    @Test func usualDragonboxCase_givesTheFullMethodsDigits() {
        var random = JSONScannerNumberTests.Generator(state: 0x3737)
        var values: [Double] = []
        for _ in 0..<50_000 {
            let bits = random.next()
            values.append(Double(bits % 10_000_000) / 1000 / [3, 7, 9, 11, 12, 60][Int(bits >> 61) % 6])
            values.append(Double(bitPattern: bits & 0x7FFF_FFFF_FFFF_FFFF))
        }
        for j in 1...23 {
            let five = (0..<j).reduce(UInt64(1)) { product, _ in product * 5 }
            let low = ((UInt64(1) << 53) + five - 1) / five | 1
            for m in stride(from: low, to: (UInt64(1) << 54) / five + 1, by: 2).prefix(200) where m * five < 1 << 54 {
                let value = Double(sign: .plus, exponent: j + 1, significand: Double((m * five - 1) / 2))
                values += [value, value.nextUp, value.nextDown]
            }
        }
        var answered = 0
        var handedOn = 0
        var differ: [Double] = []
        for value in values where value.isNormal && value.significandBitPattern != 0 {
            let q = Int(value.exponentBitPattern) - 1075
            let c = value.significandBitPattern | 1 << 52
            guard let usual = ShortestDigits.nearestUsually(q: q, c: c) else {
                handedOn += 1
                continue
            }
            answered += 1
            if usual != ShortestDigits.nearest(q: q, c: c) { differ.append(value) }
        }
        #expect(differ.isEmpty, "\(differ.prefix(5))")
        #expect(answered > 95_000)
        #expect(handedOn > 100)
        #expect(Self.mismatches(values).isEmpty, "\(Self.mismatches(values))")
    }

    /// `DigitWords.digits(of:)` (the four-digit table) against the digits made one by one: every
    /// table entry n as the high half (n · 10⁴ + 9 999 − n) and as the low half (the reverse),
    /// and the edges 0, 10⁴ − 1, 10⁴, 10⁸ − 1. Byte i must be the i-th digit (0…9), first lowest.
    @Test func digitWords_matchThePlainDigits() {
        func plain(_ value: UInt32) -> UInt64 {
            var word: UInt64 = 0
            var rest = value
            for byte in (0..<8).reversed() {
                word |= UInt64(rest % 10) << (8 * UInt64(byte))
                rest /= 10
            }
            return word
        }
        var values: [UInt32] = [0, 9_999, 10_000, 99_999_999, 12_345_678]
        for n in UInt32(0)..<10_000 {
            values += [n * 10_000 + 9_999 - n, (9_999 - n) * 10_000 + n]
        }
        let wrong = values.filter { ShortestDigits.DigitWords.digits(of: $0) != plain($0) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        // Hand-computed: 12 345 678 → bytes 1, 2, … 8 from the lowest.
        #expect(ShortestDigits.DigitWords.digits(of: 12_345_678) == 0x0807_0605_0403_0201)
    }

    /// The short-decimal fast path (a value that is the double nearest n / 10⁸, n < 10¹⁵) at its
    /// edges: the largest and smallest n, values whose scaled and truncated n is wrong, the
    /// doubles next to short decimals, and integers, which go through Schubfach.
    @Test(arguments: [
        (9_999_999.999_999_99, "9999999.99999999"), (10_000_000.5, "10000000.5"), (1e-8, "1e-08"),
        (1.5e-8, "1.5e-08"), (5e-9, "5e-09"), (0.1 + 0.2, "0.30000000000000004"), (45.977, "45.977"),
        (45.977.nextUp, "45.977000000000004"), (45.977.nextDown, "45.97699999999999"),
        (61.92, "61.92"), (0.057800000000000004, "0.057800000000000004"), (123_456_789_012_345.0, "123456789012345.0"),
        (1e15, "1000000000000000.0"), (4_503_599_627_370_497, "4503599627370497.0"),
    ])
    func shortDecimals_andTheirNeighbours_areWrittenAsDescriptionWritesThem(value: Double, text: String) {
        #expect(Self.text(value) == text)
        #expect(Self.text(value) == value.description)
    }

    /// The plain short path (n · 10⁻⁸ for 10⁴ ≤ n < 10¹⁵: the integer part, the point, the
    /// decimals without trailing zeros) at its edges: 10⁻⁴ (below it the exponential layout, from
    /// Schubfach's path), integer parts of 0, 1, 2, 3 and 7 digits, eight decimals and none
    /// (`45.0`), every count of trailing zeros, and the doubles next to them.
    @Test(arguments: [
        (0.0001, "0.0001"), (0.00009999, "9.999e-05"), (0.00010001, "0.00010001"), (0.5, "0.5"),
        (0.12345678, "0.12345678"), (1.0, "1.0"), (9.0, "9.0"), (10.0, "10.0"), (45.0, "45.0"), (99.5, "99.5"),
        (100.25, "100.25"), (999.99999999, "999.99999999"), (1234567.5, "1234567.5"), (9_999_999.0, "9999999.0"),
        (4.1, "4.1"), (4.12, "4.12"), (4.123, "4.123"), (4.1234, "4.1234"), (4.12345, "4.12345"),
        (4.123456, "4.123456"), (4.1234567, "4.1234567"), (4.12345678, "4.12345678"), (70.805, "70.805"),
        // At most four decimals (two pairs from the table) and just past four (the eight-digit word).
        (0.0012, "0.0012"), (0.001, "0.001"), (12.0001, "12.0001"), (99.9999, "99.9999"), (100.0005, "100.0005"),
        (1234567.0625, "1234567.0625"), (4.1000, "4.1"), (4.00001, "4.00001"), (4.10001, "4.10001"), (0.00011, "0.00011"),
    ])
    func plainShortDecimals_andTheirNeighbours_areWrittenAsDescriptionWritesThem(value: Double, text: String) {
        #expect(Self.text(value) == text)
        #expect(Self.text(-value) == "-" + text)
        #expect(Self.text(value.nextUp) == value.nextUp.description)
        #expect(Self.text(value.nextDown) == value.nextDown.description)
    }

    /// The texts whose layout `write` chooses by the point's place, to the byte.
    @Test(arguments: [
        (0.000123, "0.000123"), (0.00012345678901234567, "0.00012345678901234567"), (0.1, "0.1"),
        (1.5, "1.5"), (12345678.5, "12345678.5"), (123456789.5, "123456789.5"),
        (1234567.8901234567, "1234567.8901234567"), (12345678.901234567, "12345678.901234567"),
        (123456789.01234567, "123456789.01234567"), (123456789012345.6, "123456789012345.6"),
        (1.2345678901234567, "1.2345678901234567"), (9007199254740992, "9007199254740992.0"),
        (9007199254740994, "9.007199254740994e+15"), (1e15 + 0.5, "1000000000000000.5"),
        (100000000000000.02, "100000000000000.02"), (1.5e-5, "1.5e-05"), (1.2345678901234568e-300, "1.2345678901234568e-300"),
    ])
    func layoutPlaces_areWrittenAsDescriptionWritesThem(value: Double, text: String) {
        #expect(Self.text(value) == text)
        #expect(Self.text(value) == value.description)
    }

    @Test(arguments: [
        (4.2145833333333345, "4.2145833333333345"), (5e-324, "5e-324"), (1e-05, "1e-05"), (0.0001, "0.0001"),
        (9.999e15, "9.999e+15"), (4.35e15, "4350000000000000.0"), (1.7976931348623157e308, "1.7976931348623157e+308"),
        (-2.2250738585072014e-308, "-2.2250738585072014e-308"), (100.5, "100.5"), (1e22, "1e+22"),
    ])
    func knownValues_areWrittenAsDescriptionWritesThem(value: Double, text: String) {
        #expect(Self.text(value) == text)
    }
}
