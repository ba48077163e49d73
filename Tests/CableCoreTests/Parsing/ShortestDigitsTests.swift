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

    @Test(arguments: [
        (4.2145833333333345, "4.2145833333333345"), (5e-324, "5e-324"), (1e-05, "1e-05"), (0.0001, "0.0001"),
        (9.999e15, "9.999e+15"), (4.35e15, "4350000000000000.0"), (1.7976931348623157e308, "1.7976931348623157e+308"),
        (-2.2250738585072014e-308, "-2.2250738585072014e-308"), (100.5, "100.5"), (1e22, "1e+22"),
    ])
    func knownValues_areWrittenAsDescriptionWritesThem(value: Double, text: String) {
        #expect(Self.text(value) == text)
    }
}
