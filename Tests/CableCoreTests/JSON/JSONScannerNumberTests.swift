import Testing

@testable import CableCore

/// The scanner's number fast path (`JSONScanner.exactValue`, Clinger's exact multiplication or
/// division; at most 15 digits written, leading zeros counted) must read
/// every token as `Double(_:)` (strtod) does, to the bit: short tokens through the fast path and
/// longer ones (more than 15 significant digits, a scale — exponent less decimals — beyond ±22)
/// through the fallback.
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

    /// Integers (scale 0, read as their digits without a power of ten): 1 to 18 digits, either
    /// sign, some written with `e0`, `E+0`, `e-0`, or `.0e1` (a decimal the exponent cancels).
    @Test func integerTokens_readToTheBitAsDoubleReadsThem() {
        var random = Generator(state: 0x36E)
        for _ in 0..<300_000 {
            var token = String(random.next() % [10, 1000, 1_000_000, 10_000_000_000_000_000_000][random.below(4)])
            if token.count > 18 { token = String(token.prefix(18)) }
            switch random.below(6) {
            case 0: token += ["e0", "E+0", "e-0"][random.below(3)]
            case 1: token += ".0e1"
            default: break
            }
            if random.below(2) == 0 { token = "-" + token }
            guard let expected = Double(token) else { continue }
            if Self.scanned(token)?.bitPattern != expected.bitPattern {
                Issue.record("\(token): scanned \(String(describing: Self.scanned(token))), Double(_:) reads \(expected)")
                return
            }
        }
    }

    /// A JSON number with an exponent: 1 to 17 significant digits (leading and trailing zeros
    /// now and then), a point anywhere or none, and an exponent of −40 … 40 written `e`/`E`,
    /// signed or not — most within the fast path's reach (≤ 15 digits, |exponent − decimals| ≤
    /// 22), many just outside it.
    static func exponentToken(_ random: inout Generator) -> String {
        let digitCount = 1 + random.below(17)
        var digits = ""
        for _ in 0..<digitCount { digits.append(Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(random.below(10))))) }
        if random.below(8) == 0 { digits += String(repeating: "0", count: random.below(6)) }
        let point = random.below(digits.count + 1)
        var text: String
        if point == 0 || point == digits.count {
            text = String(digits.drop(while: { $0 == "0" }))
            if text.isEmpty { text = "0" }
        } else {
            let integer = String(digits.prefix(point).drop(while: { $0 == "0" }))
            text = (integer.isEmpty ? "0" : integer) + "." + String(digits.dropFirst(point))
        }
        if random.below(2) == 0 { text = "-" + text }
        let exponent = random.below(81) - 40
        let sign = exponent < 0 ? "-" : random.below(2) == 0 ? "+" : ""
        return text + (random.below(2) == 0 ? "e" : "E") + sign + String(abs(exponent))
    }

    @Test func exponentTokens_readToTheBitAsDoubleReadsThem() {
        var random = Generator(state: 3622)
        var fastPathTokens = 0
        for _ in 0..<1_000_000 {
            let token = Self.exponentToken(&random)
            guard let expected = Double(token) else {
                Issue.record("\(token): not a number to Double(_:)")
                return
            }
            let value = Self.scanned(token)
            if value?.bitPattern != expected.bitPattern {
                Issue.record("\(token): scanned \(String(describing: value)), Double(_:) reads \(expected)")
                return
            }
            let mantissa = token.prefix(while: { $0 != "e" && $0 != "E" })
            let decimals = mantissa.split(separator: ".").dropFirst().first?.count ?? 0
            let exponent = Int(token.drop(while: { $0 != "e" && $0 != "E" }).dropFirst())!
            let significant = mantissa.filter(\.isNumber).drop(while: { $0 == "0" }).count
            if significant <= 15, abs(exponent - decimals) <= 22 { fastPathTokens += 1 }
        }
        // Both paths ran.
        #expect(fastPathTokens > 300_000)
        #expect(fastPathTokens < 900_000)
    }

    /// The fast path's edges: 2⁵³ and its neighbours, 15 and 16 significant digits, 10²² (exact)
    /// and 10²³ (not), the smallest and largest scales it takes and the first it does not,
    /// zeros with signs and exponents, and exponents far outside any double.
    @Test(arguments: [
        "9007199254740992", "9007199254740993", "9007199254740991e0", "900719925474099.3e1", "999999999999999",
        "999999999999999e22", "999999999999999e23", "9999999999999999", "1e22", "1e23", "1E22", "1e-22", "1e-23",
        "123456789012345e-22", "123456789012345e-23", "0.000000000000000000001", "0.0000000000000000000001",
        "1.7976931348623157e308", "1.7976931348623159e308", "1e309", "-1e309", "4.9e-324", "2e-324", "1e-400",
        "0e0", "-0e0", "-0.0E+5", "0e999999999999", "1e999999999999", "1e-999999999999", "5e-1", "25E-2", "3.14159e+2",
        "1.000000000000000e5", "100000000000000000000000e-10", "0.1e1", "0.30000000000000004", "8.589973e9",
        "4.35679e-23", "2.2250738585072011e-308", "2.2250738585072014e-308",
        // Leading zeros count as digits written (15 take the fast path, 16 `Double(_:)`).
        "0.00000000000001", "0.000000000000001", "-0.00000000000009e3", "0.000000000000009e15",
        "100000000000000", "1000000000000000", "99999999999999.9", "999999999999999.9",
    ])
    func edgeTokens_readAsDoubleReadsThem(token: String) throws {
        let expected = try #require(Double(token))
        #expect(Self.scanned(token)?.bitPattern == expected.bitPattern, "\(token)")
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("35", 35), ("17.0", 17), ("0.05", 0.05), ("2.8", 2.8), ("-2.5", -2.5),
        ("123456789012345", 123_456_789_012_345), ("0.1", 0.1), ("1e3", 1000), ("9007199254740993", 9_007_199_254_740_992),
    ])
    func knownTokens_readAsWritten(token: String, value: Double) {
        #expect(Self.scanned(token)?.bitPattern == value.bitPattern)
    }

    /// What ``JSONScanner/shortNumber()`` reads of `token`: its value and where it ended, or nil
    /// (and where the index was left).
    static func short(_ token: String) -> (value: Double?, index: Int) {
        Array((token + ",").utf8).withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            let value = scanner.shortNumber()
            return (value, scanner.index)
        }
    }

    /// What ``JSONScanner/number()`` reads of `token`: its value and end, or nil for a refusal.
    static func full(_ token: String) -> (value: Double, end: Int)? {
        Array((token + ",").utf8).withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            guard let (value, text) = try? scanner.number() else { return nil }
            return (value, text.upperBound)
        }
    }

    /// The in-line fast path (``JSONScanner/shortNumber()``, Clinger 1990: at most 15 digits, no
    /// exponent, one exact division) reads a token to the bit as ``JSONScanner/number()`` does
    /// and ends where it ends — or takes nothing and leaves the index where it was, for
    /// `number()` to read or refuse. Its oracle is the full reader, on a million random tokens
    /// (with and without exponents, signs, leading and trailing zeros) and the same tokens
    /// broken (a leading zero, a point or exponent without digits, a lone sign).
    @Test func shortNumber_readsWhatNumberReads() {
        var random = Generator(state: 0x5137)
        var taken = 0
        for index in 0..<1_000_000 {
            var token = index % 3 == 0 ? Self.exponentToken(&random) : Self.token(&random)
            switch random.below(16) {
            case 0: token = "0" + token
            case 1: token += "."
            case 2: token = String(token.prefix(while: { $0 != "." })) + ".e5"
            case 3: token = "-"
            case 4: token = "-" + token
            default: break
            }
            let (value, end) = Self.short(token)
            guard let value else {
                if end != 0 { Issue.record("\(token): not taken, but the index moved to \(end)") }
                continue
            }
            taken += 1
            guard let full = Self.full(token), full.value.bitPattern == value.bitPattern, full.end == end else {
                Issue.record("\(token): short \(value) to \(end), full \(String(describing: Self.full(token)))")
                return
            }
        }
        #expect(taken > 300_000)
    }

    /// Where the fast path stops: 15 digits taken, 16 not; no exponent, no leading zero; `-0`
    /// and `0.0` keep their signs; a broken token is left for `number()` to refuse.
    @Test(arguments: [
        ("35", true), ("-0", true), ("0.0", true), ("-0.0", true), ("17.0", true), ("0.05", true),
        ("123456789012345", true), ("1234567890123456", false), ("12345678.9012345", true), ("12345678.90123456", false),
        ("0.00000000000001", true), ("0.000000000000001", false), ("1e3", false), ("1E3", false), ("1.5e-2", false),
        ("01", false), ("-01.5", false), ("00", false), ("1.", false), ("-", false), ("-.5", false), ("1.e3", false),
        ("99999999999999.9", true), ("999999999999999.9", false),
    ])
    func shortNumber_edges(token: String, taken: Bool) {
        let (value, end) = Self.short(token)
        #expect((value != nil) == taken, "\(token)")
        if let value {
            #expect(value.bitPattern == Self.full(token)?.value.bitPattern, "\(token)")
            #expect(end == token.utf8.count, "\(token)")
        } else {
            #expect(end == 0, "\(token)")
        }
    }
}
