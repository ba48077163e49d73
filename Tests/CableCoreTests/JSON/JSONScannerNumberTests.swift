import Testing

@testable import CableCore

/// The scanner's number fast path (`JSONScanner.exactValue`, Clinger's exact division) must read
/// every token as `Double(_:)` (strtod) does, to the bit: short tokens through the fast path and
/// longer ones (more than 15 significant digits, more than 22 decimals, an exponent) through the
/// fallback.
@Suite("JSONScanner: numbers read as Double(_:) reads them")
struct JSONScannerNumberTests {
    /// SplitMix64: the same tokens on every run.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// A JSON number: up to 19 digits, a point anywhere in them (or none), a sign, sometimes
    /// leading or trailing zeros and now and then an exponent.
    static func token(_ random: inout Generator) -> String {
        var digits = String(random.next() % [10, 1000, 1_000_000, 10_000_000_000_000_000_000][random.below(4)])
        if random.below(8) == 0 { digits += String(repeating: "0", count: random.below(12)) }
        var text = digits
        let point = random.below(digits.count + 8)
        if point < digits.count, point > 0 {
            text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        } else if point >= digits.count {
            text = "0." + String(repeating: "0", count: point - digits.count) + digits
        }
        if random.below(2) == 0 { text = "-" + text }
        if random.below(16) == 0 { text += "e" + String(random.below(40) - 20) }
        return text
    }

    static func scanned(_ token: String) -> Double? {
        let bytes = Array(token.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            return try? scanner.number().value
        }
    }

    @Test func numberTokens_readToTheBitAsDoubleReadsThem() {
        var random = Generator(state: 36)
        var fastPathTokens = 0
        for _ in 0..<1_000_000 {
            let token = Self.token(&random)
            // JSON allows no leading zero ("007"): the scanner refuses those, as it should.
            let integerPart = token.drop(while: { $0 == "-" }).prefix(while: \.isNumber)
            if integerPart.count > 1, integerPart.first == "0" { continue }
            guard let expected = Double(token) else { continue }
            let value = Self.scanned(token)
            if value?.bitPattern != expected.bitPattern {
                Issue.record("\(token): scanned \(String(describing: value)), Double(_:) reads \(expected)")
                return
            }
            if !token.contains("e"), token.filter(\.isNumber).drop(while: { $0 == "0" }).count <= 15 { fastPathTokens += 1 }
        }
        // Both paths ran: most tokens are short enough for the fast path, many are not.
        #expect(fastPathTokens > 300_000)
        #expect(fastPathTokens < 900_000)
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("35", 35), ("17.0", 17), ("0.05", 0.05), ("2.8", 2.8), ("-2.5", -2.5),
        ("123456789012345", 123_456_789_012_345), ("0.1", 0.1), ("1e3", 1000), ("9007199254740993", 9_007_199_254_740_992),
    ])
    func knownTokens_readAsWritten(token: String, value: Double) {
        #expect(Self.scanned(token)?.bitPattern == value.bitPattern)
    }
}
