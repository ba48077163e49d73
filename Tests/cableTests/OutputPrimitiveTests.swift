import CableCore
import Foundation
import Testing

@testable import cable

/// The JSON number writer, the byte buffer and the emitter's layout, against independent
/// references: `Double.description` and Foundation's JSON parser.
@Suite("Output primitives: numbers, byte buffer, JSON emitter, text edits, platform calls")
struct OutputPrimitiveTests {
    /// What `JSONNumber` must print: integral values below 10¹⁵ without a fraction, everything
    /// else exactly as `description` (the shortest text that reads back to the same value).
    static func reference(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return value == 0 ? "0" : String(Int(value)) }
        return value.description
    }

    struct NumberCase: CustomTestStringConvertible, Sendable {
        let value: Double
        let text: String
        var testDescription: String { text }
    }

    static let numberCases: [NumberCase] = [
        .init(value: 20, text: "20"), .init(value: -0.0, text: "0"), .init(value: -5, text: "-5"),
        .init(value: 5.5, text: "5.5"), .init(value: 0.374, text: "0.374"), .init(value: 11.626, text: "11.626"),
        .init(value: 0.0187, text: "0.0187"), .init(value: -0.5, text: "-0.5"), .init(value: 0.001, text: "0.001"),
        .init(value: 0.1 + 0.2, text: "0.30000000000000004"), .init(value: 1.0 / 3, text: "0.3333333333333333"),
        .init(value: 0.0001, text: "0.0001"), .init(value: 1e15, text: "1000000000000000.0"), .init(value: 1e17, text: "1e+17"),
        .init(value: 999_999_999_999_999, text: "999999999999999"),
        .init(value: 123_456_789_012.5, text: "123456789012.5"), .init(value: .infinity, text: "null"),
        .init(value: .nan, text: "null"), .init(value: .leastNonzeroMagnitude, text: "5e-324"),
    ]

    @Test(arguments: numberCases)
    func number_isTheShortestRoundTripText(_ example: NumberCase) {
        #expect(JSONNumber.text(example.value) == example.text)
        #expect(JSONNumber.text(example.value) == Self.reference(example.value))
    }

    @Test func number_matchesDescription_forManyValues() {
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        // Decimals as people type them and as sizing derives them, and arbitrary doubles.
        for _ in 0..<20_000 {
            let digits = Double(Int.random(in: 0...2_000_000, using: &generator))
            let decimals = Double([1, 10, 100, 1_000, 10_000, 100_000][Int.random(in: 0...5, using: &generator)])
            let typed = digits / decimals * (Bool.random(using: &generator) ? 1 : -1)
            let derived = typed * Double.random(in: 0.001...1_000, using: &generator)
            let arbitrary = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
            for value in [typed, derived, typed * 2, typed / 3, arbitrary] {
                #expect(JSONNumber.text(value) == Self.reference(value), "bits \(value.bitPattern)")
                checked += 1
            }
        }
        #expect(checked == 100_000)
    }

    /// The shortest-digits path covers non-integral values in [10⁻³, 10¹⁵): its edges, every
    /// power of two with its neighbours (where the interval below is half as wide), ties at
    /// half-integers, and random significands at every exponent in the range.
    @Test func number_matchesDescription_acrossTheShortestDigitsRange() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0.001, 0.001.nextUp, 0.001.nextDown, 1e15.nextDown, 2.5, 0.5, 4503599627370495.5]
        for exponent in -1_074...1_023 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            values += [power, power.nextUp, power.nextDown, -power.nextUp]
        }
        for _ in 0..<50_000 {
            let exponent = Int.random(in: -11...50, using: &generator)
            let significand = Double(bitPattern: 0x3FF0_0000_0000_0000 | UInt64.random(in: 0..<(1 << 52), using: &generator))
            let value = Double(sign: .plus, exponent: exponent, significand: significand)
            let half = Double(Int.random(in: 1...1_000_000, using: &generator)) + 0.5
            values += [value, -value, half, half / 1_024]
        }
        var mismatches = 0
        for value in values where JSONNumber.text(value) != Self.reference(value) {
            mismatches += 1
            if mismatches <= 5 { Issue.record("bits \(value.bitPattern): \(JSONNumber.text(value)) != \(Self.reference(value))") }
        }
        #expect(mismatches == 0)
        #expect(values.count > 200_000)
    }

    @Test func number_writeReportsItsLength_withinTheMaximum() {
        var bytes = [UInt8](repeating: 0xFF, count: JSONNumber.maximumLength + 1)
        for value in [-2.2250738585072014e-308, -1.7976931348623157e308, -0.0012345678901234567, -123456789012.34567] {
            let length = bytes.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { JSONNumber.write(value, to: $0) } ?? 0
            }
            #expect(length <= JSONNumber.maximumLength)
            #expect(String(decoding: bytes[..<length], as: UTF8.self) == value.description)
            #expect(bytes[JSONNumber.maximumLength] == 0xFF)
        }
    }

    @Test func integer_writesSignAndDigits() {
        #expect(JSONNumber.withText(0) { String(decoding: $0, as: UTF8.self) } == "0")
        #expect(JSONNumber.withText(-42) { String(decoding: $0, as: UTF8.self) } == "-42")
        #expect(JSONNumber.withText(Int.min) { String(decoding: $0, as: UTF8.self) } == String(Int.min))
        #expect(JSONNumber.withText(Int.max) { String(decoding: $0, as: UTF8.self) } == String(Int.max))
    }

    @Test func byteBuffer_growsPastItsCapacityAndKeepsEveryByte() {
        var buffer = ByteBuffer(capacity: 1)
        var expected: [UInt8] = []
        for index in 0..<10_000 {
            let byte = UInt8(truncatingIfNeeded: index)
            buffer.append(byte)
            expected.append(byte)
            if index % 97 == 0 {
                buffer.append("chunk-\(index)")
                expected.append(contentsOf: "chunk-\(index)".utf8)
            }
        }
        buffer.append(upTo: 8) { target in
            target[0] = 0x41
            target[1] = 0x42
            return 2
        }
        expected.append(contentsOf: [0x41, 0x42])
        let count = buffer.count
        let bytes = buffer.withUnsafeBytes { Array($0) }
        #expect(count == expected.count)
        #expect(bytes == expected)
        buffer.removeAll()
        let emptied = buffer.isEmpty
        #expect(emptied)
    }

    /// Writes `depth` nested arrays, each holding a number and (but the innermost) the next.
    static func nested(depth: Int, pretty: Bool) -> String {
        var json = JSONEmitter(pretty: pretty)
        json.beginObject()
        json.key("top")
        for level in 0..<depth {
            json.beginArray()
            json.integer(level)
        }
        for _ in 0..<depth { json.endArray() }
        json.key("after")
        json.string("quote \" and\nnewline")
        json.endObject()
        return json.bytes.text
    }

    @Test(arguments: [1, 3, 63, 64, 65, 200], [false, true])
    func emitter_nestingAtAnyDepth_isValidJSON(depth: Int, pretty: Bool) throws {
        let text = Self.nested(depth: depth, pretty: pretty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["after"] as? String == "quote \" and\nnewline")
        var level = object["top"] as? [Any]
        var seen = 0
        while let array = level {
            #expect(array.first as? Int == seen)
            seen += 1
            level = array.count > 1 ? array[1] as? [Any] : nil
        }
        #expect(seen == depth)
    }

    @Test func emitter_compactAndPretty_holdTheSameDocument() throws {
        let compact = Self.nested(depth: 70, pretty: false)
        let pretty = Self.nested(depth: 70, pretty: true)
        #expect(!compact.contains("\n"))
        #expect(pretty.contains("\n  \"after\": \"quote"))
        let a = try JSONSerialization.jsonObject(with: Data(compact.utf8)) as? NSDictionary
        let b = try JSONSerialization.jsonObject(with: Data(pretty.utf8)) as? NSDictionary
        #expect(a == b)
    }

    @Test func textEdits() {
        #expect("ab".padded(to: 5) == "ab   ")
        #expect("abcdef".padded(to: 3) == "abcdef")
        #expect(" \t a b \n".trimmed == "a b")
        #expect("   ".trimmed == "")
        #expect("a b  \n".trimmedAtEnd == "a b")
        #expect("drop".withCapitalFirst == "Drop")
        #expect("".withCapitalFirst == "")
        #expect(["a", "b", "c"].joined(separator: ", ") == "a, b, c")
        #expect([String]().joined(separator: ",") == "")
        #expect(["é"].joined() == "é")
    }

    @Test func platform_kindEntriesAndEnvironment() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-platform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("one.json"))
        try Data("y".utf8).write(to: folder.appendingPathComponent(".hidden"))
        #expect(Platform.kind(of: folder.path) == .directory)
        #expect(Platform.kind(of: folder.appendingPathComponent("one.json").path) == .other)
        #expect(Platform.kind(of: folder.appendingPathComponent("missing").path) == nil)
        #expect(Platform.directoryEntries(folder.path)?.sorted() == [".hidden", "one.json"])
        #expect(Platform.directoryEntries(folder.appendingPathComponent("missing").path) == nil)
        #expect(Platform.describe(ENOENT) == "No such file or directory")
        setenv("CABLE_PLATFORM_TEST", "imperial", 1)
        defer { unsetenv("CABLE_PLATFORM_TEST") }
        #expect(Platform.environment(["CABLE_PLATFORM_TEST", "CABLE_NOT_SET_ANYWHERE"]) == ["CABLE_PLATFORM_TEST": "imperial"])
    }

    @Test func environment_setReplaceRemoveAndCompareInAnyOrder() {
        var environment: Environment = ["CABLE_UNITS": "imperial"]
        #expect(environment["CABLE_UNITS"] == "imperial")
        #expect(environment["CABLE_FAULT_INJECT"] == nil)
        environment["CABLE_FAULT_INJECT"] = "before-rename"
        environment["CABLE_UNITS"] = "metric"
        #expect(environment["CABLE_UNITS"] == "metric")
        #expect(environment == ["CABLE_FAULT_INJECT": "before-rename", "CABLE_UNITS": "metric"])
        #expect(environment != ["CABLE_UNITS": "metric"])
        environment["CABLE_FAULT_INJECT"] = nil
        #expect(environment == ["CABLE_UNITS": "metric"])
        #expect(environment != ["CABLE_UNITS": "imperial"])
        #expect(Environment() == [:])
    }

    /// `Display.number` and `Display.fixed` against a plain string-built reference: scale, round
    /// half to even, place the point, drop trailing zeros (for `number`), sign unless all zero.
    /// Values beyond 15 significant digits at that many decimals print as `String(value)`.
    @Test func display_fixedDecimals_matchAStringBuiltReference() {
        func reference(_ value: Double, decimals: Int, trimming: Bool) -> String {
            var factor = 1.0
            for _ in 0..<decimals { factor *= 10 }
            let scaled = (abs(value) * factor).rounded(.toNearestOrEven)
            guard scaled < 9e15 else { return String(value) }  // beyond 15 digits: as Swift prints it
            var digits = String(UInt64(scaled))
            while digits.count <= decimals { digits = "0" + digits }
            var text = decimals > 0 ? digits.dropLast(decimals) + "." + digits.suffix(decimals) : digits
            if trimming, decimals > 0 {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return value < 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "-" + text : text
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let exponent = Double.random(in: -8...14, using: &generator)
            let value =
                (Bool.random(using: &generator) ? -1 : 1) * Double.random(in: 1..<10, using: &generator) * pow(10, exponent)
            let decimals = Int.random(in: 0...6, using: &generator)
            #expect(Display.number(value, decimals: decimals) == reference(value, decimals: decimals, trimming: true), "\(value)")
            #expect(Display.fixed(value, decimals: decimals) == reference(value, decimals: decimals, trimming: false), "\(value)")
        }
        for value in [0.0, -0.0, 1, 10, 100, 0.5, 0.05, 8.999_999_999_999_99e14, 123_456_789_012_345.6] {
            for decimals in 0...3 {
                #expect(
                    Display.number(value, decimals: decimals) == reference(value, decimals: decimals, trimming: true), "\(value)")
                #expect(
                    Display.fixed(value, decimals: decimals) == reference(value, decimals: decimals, trimming: false), "\(value)")
            }
        }
    }
}
