import CableCore
import Foundation
import Testing

@testable import CableCLI

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
        // Either side of the inline integer path (below 10⁸) and of seven integer digits.
        .init(value: 99_999_999, text: "99999999"), .init(value: -100_000_000, text: "-100000000"),
        .init(value: 99_999_999.5, text: "99999999.5"), .init(value: 1_234_567.125, text: "1234567.125"),
        .init(value: 12_345_678.25, text: "12345678.25"),
        .init(value: .nan, text: "null"), .init(value: .leastNonzeroMagnitude, text: "5e-324"),
    ]

    @Test(arguments: numberCases)
    func number_isTheShortestRoundTripText(_ example: NumberCase) {
        #expect(JSONNumber.text(example.value) == example.text)
        #expect(JSONNumber.text(example.value) == Self.reference(example.value))
    }

    /// SplitMix64: a fixed-seed generator, so a failing value comes back on every run.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }

        /// Uniform in [0, 1), 53 random bits.
        mutating func unit() -> Double { Double(next() >> 11) / 9_007_199_254_740_992 }
    }

    /// Writes each value through `JSONNumber.write` into a buffer with guard bytes after
    /// ``JSONNumber/maximumLength`` and counts the values whose text is not ``reference(_:)``,
    /// does not read back as the value, or that wrote past the maximum. Records the first few.
    static func mismatches(_ values: [Double], sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var buffer = [UInt8](repeating: 0, count: JSONNumber.maximumLength + 8)
        var count = 0
        for value in values {
            let (text, guarded) = buffer.withUnsafeMutableBufferPointer { bytes -> (String, Bool) in
                guard let base = bytes.baseAddress else { return ("", false) }
                (base + JSONNumber.maximumLength).update(repeating: 0xA5, count: 8)
                let length = JSONNumber.write(value, to: base)
                let text = String(decoding: UnsafeBufferPointer(start: base, count: length), as: UTF8.self)
                return (text, bytes[JSONNumber.maximumLength...].allSatisfy { $0 == 0xA5 })
            }
            var problems: [String] = []
            if text != reference(value) { problems.append("\(text) != \(reference(value))") }
            if value.isFinite, Double(text) != value { problems.append("\(text) does not read back") }
            if !guarded { problems.append("wrote past the maximum length") }
            guard !problems.isEmpty else { continue }
            count += 1
            if count <= 5 {
                Issue.record("bits \(value.bitPattern): \(problems.joined(separator: "; "))", sourceLocation: sourceLocation)
            }
        }
        return count
    }

    @Test func number_matchesDescription_forManyValues() {
        var generator = SplitMix64(state: 1)
        var values: [Double] = []
        // Decimals as people type them and as sizing derives them, and arbitrary doubles.
        for _ in 0..<20_000 {
            let digits = Double(Int.random(in: 0...2_000_000, using: &generator))
            let decimals = Double([1, 10, 100, 1_000, 10_000, 100_000][Int.random(in: 0...5, using: &generator)])
            let typed = digits / decimals * (Bool.random(using: &generator) ? 1 : -1)
            let derived = typed * Double.random(in: 0.001...1_000, using: &generator)
            let arbitrary = Double(bitPattern: generator.next())
            values += [typed, derived, typed * 2, typed / 3, arbitrary]
        }
        #expect(Self.mismatches(values) == 0)
        #expect(values.count == 100_000)
    }

    /// The shortest-digits path covers non-integral values in [10⁻³, 10¹⁵): its edges, every
    /// power of two with its neighbours (where the interval below is half as wide), ties at
    /// half-integers, and random significands at every exponent in the range.
    @Test func number_matchesDescription_acrossTheShortestDigitsRange() {
        var generator = SplitMix64(state: 2)
        var values: [Double] = [
            0.001, 0.001.nextUp, 0.001.nextDown, 1e15.nextDown, 2.5, 0.5, 4503599627370495.5, 1e8.nextDown, 1e8.nextUp,
            1e7.nextDown, 1e7.nextUp, 1.nextDown, 1.nextUp,
        ]
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
        #expect(Self.mismatches(values) == 0)
        #expect(values.count > 200_000)
    }

    /// Uniform in bit pattern over [10⁻³, 10¹⁵) (every binade equally), and uniform in
    /// log-magnitude (every decade equally), half of them negative.
    @Test func number_matchesDescription_forRandomValuesAcrossTheRange() {
        var generator = SplitMix64(state: 3)
        let lowest = 1e-3.bitPattern
        let span = 1e15.bitPattern - lowest
        var values: [Double] = []
        for index in 0..<200_000 {
            let value = Double(bitPattern: lowest + generator.next() % span)
            values.append(index % 2 == 0 ? value : -value)
        }
        for index in 0..<100_000 {
            let value = pow(10, -3 + 18 * generator.unit())
            values.append(index % 2 == 0 ? value : -value)
        }
        #expect(Self.mismatches(values) == 0)
    }

    /// Powers of two (the narrower interval below) and of ten (where the digit count steps) a few
    /// ulps either side, and the range's edges: just above 10⁻³, just below 10¹⁵.
    @Test func number_matchesDescription_atPowersAndEdges() {
        var values: [Double] = []
        func around(_ center: Double, ulps: Int) {
            var up = center
            var down = center
            values += [center, -center]
            for _ in 0..<ulps {
                up = up.nextUp
                down = down.nextDown
                values += [up, down, -up, -down]
            }
        }
        for exponent in -11...50 { around(Double(sign: .plus, exponent: exponent, significand: 1), ulps: 8) }
        for exponent in -4...15 {
            // Through the text: the nearest double to 10ᵏ, as a literal would give.
            if let power = Double("1e\(exponent)") { around(power, ulps: 8) }
        }
        around(1e-3, ulps: 5_000)
        around(1e15, ulps: 5_000)
        #expect(Self.mismatches(values) == 0)
        #expect(values.count > 40_000)
    }

    /// Decimals of 1 to 17 significant digits at every scale in the range (as the nearest
    /// double to the text): up to 15 digits they read back as written; 16 and 17 need the
    /// candidates one decimal further.
    @Test func number_matchesDescription_forDecimalsOfEverySignificantDigitCount() {
        var generator = SplitMix64(state: 4)
        var values: [Double] = []
        for digitCount in 1...17 {
            var smallest: UInt64 = 1
            for _ in 1..<digitCount { smallest *= 10 }
            for _ in 0..<10_000 {
                let digits = UInt64.random(in: smallest..<(smallest * 10), using: &generator)
                // digits·10ᵉ in [10⁻³, 10¹⁵).
                let exponent = Int.random(in: (-2 - digitCount)...(15 - digitCount), using: &generator)
                if let value = Double("\(digits)e\(exponent)") { values += [value, -value] }
            }
        }
        #expect(Self.mismatches(values) == 0)
        #expect(values.count == 340_000)
    }

    /// Significands with many low zero bits: values with few binary places (halves, quarters,
    /// 1/1024ths), where the value scaled to the candidates' decimals can be a tie between two.
    @Test func number_matchesDescription_forFewBinaryPlaces() {
        var generator = SplitMix64(state: 5)
        var values: [Double] = []
        for _ in 0..<100_000 {
            let zeroBits = Int.random(in: 20...52, using: &generator)
            let significand = (UInt64.random(in: 0..<(1 << 52), using: &generator) >> zeroBits) << zeroBits
            let exponent = Int.random(in: -10...49, using: &generator)
            let inOneToTwo = Double(bitPattern: 0x3FF0_0000_0000_0000 | significand)
            let value = Double(sign: .plus, exponent: exponent, significand: inOneToTwo)
            values += [value, -value]
        }
        #expect(Self.mismatches(values) == 0)
    }

    /// The doc example on `shortestDecimal`: digits with the trailing zeros the writer drops.
    @Test func shortestDecimal_keepsTrailingZerosForTheWriter() {
        #expect(JSONNumber.shortestDecimal(0.0187).digits == 18_700_000_000_000_000)
        #expect(JSONNumber.shortestDecimal(0.0187).decimals == 18)
        #expect(JSONNumber.text(0.0187) == "0.0187")
    }

    /// Integers of every length through both writers: `Int`s against `String(_:)`, integral
    /// doubles below 10¹⁵ against ``reference(_:)``.
    @Test func integer_andIntegralNumber_matchString_atEveryLength() {
        var generator = SplitMix64(state: 6)
        var doubles: [Double] = []
        var wrong = 0
        for digitCount in 1...19 {
            var smallest = 1
            for _ in 1..<digitCount { smallest *= 10 }
            let largest = digitCount == 19 ? Int.max : smallest * 10 - 1
            for _ in 0..<2_000 {
                let value = Int.random(in: smallest...largest, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
                if JSONNumber.withText(value, { String(decoding: $0, as: UTF8.self) }) != String(value) { wrong += 1 }
                if digitCount <= 15 { doubles.append(Double(value)) }
            }
        }
        #expect(wrong == 0)
        #expect(Self.mismatches(doubles) == 0)
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
        var json = JSONEmitter()
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
        return pretty ? json.bytes.withUnsafeBytes(JSONIndentation.indented) : json.bytes.text
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

    /// An object with holes at its first member, inside an array and at its last member.
    static func templated() -> JSONTemplate {
        JSONTemplate { json in
            json.beginObject()
            json.key("a")
            json.hole()
            json.member("b", 1.25)
            json.key("c")
            json.beginArray()
            json.string("x")
            json.hole()
            json.hole()
            json.endArray()
            json.key("d")
            json.hole()
            json.endObject()
        }
    }

    /// The template used as a member value and as array elements gives the text the emitter
    /// writes for the same values, commas and all.
    @Test(arguments: [[1.5, 2, -0.25, 7], [3, 0.1, 1e21, -4]])
    func template_withValuesInItsHoles_writesWhatTheEmitterWrites(_ values: [Double]) {
        let template = Self.templated()
        #expect(template.holeCount == 4)
        func fill(_ json: inout JSONEmitter) {
            for (index, value) in values.enumerated() {
                template.writePiece(index, to: &json)
                json.number(value)
            }
            template.writePiece(values.count, to: &json)
        }
        func direct(_ json: inout JSONEmitter) {
            json.beginObject()
            json.member("a", values[0])
            json.member("b", 1.25)
            json.key("c")
            json.beginArray()
            json.string("x")
            json.number(values[1])
            json.number(values[2])
            json.endArray()
            json.member("d", values[3])
            json.endObject()
        }
        func document(_ value: (inout JSONEmitter) -> Void) -> String {
            var json = JSONEmitter()
            json.beginObject()
            json.key("first")
            value(&json)
            json.key("list")
            json.beginArray()
            value(&json)
            value(&json)
            json.endArray()
            json.member("last", true)
            json.endObject()
            return json.bytes.text
        }
        let expected = document(direct)
        #expect(expected.hasPrefix(#"{"first":{"a":"#))
        #expect(document(fill) == expected)
    }

    /// Cached values come back as they were rendered, whatever their fingerprints: distinct ones,
    /// all the same (every value in one probe chain), or shared by a few. Past the limit values are
    /// still written, rendered each time.
    @Test(arguments: [nil, 0, 1, 3])
    func fragmentCache_givesEachValueItsOwnText(fingerprintBits: Int?) {
        var cache = JSONFragmentCache<Int>()
        var renders = 0
        let values = Array(0..<100) + Array((0..<100).reversed())
        var json = JSONEmitter()
        json.beginArray()
        for value in values {
            // nil: each value its own; 0: one for all; else the low bits: a few values each
            let fingerprint = fingerprintBits.map { UInt64(value & (1 << $0 - 1)) } ?? UInt64(value)
            cache.write(value, fingerprint: fingerprint, to: &json) { json in
                renders += 1
                json.beginArray()
                json.integer(value)
                json.string("v\(value)")
                json.endArray()
            }
        }
        json.endArray()
        let expected = "[" + values.map { #"[\#($0),"v\#($0)"]"# }.joined(separator: ",") + "]"
        #expect(json.bytes.text == expected)
        let limit = JSONFragmentCache<Int>.limit
        #expect(renders == 200 - limit)
    }

    @Test func fragmentCache_membersGoIntoTheObjectBeingWritten() {
        var cache = JSONFragmentCache<String>()
        var json = JSONEmitter()
        json.beginArray()
        for name in ["a", "b", "a"] {
            json.beginObject()
            cache.writeMembers(name, to: &json) { json in
                json.member("x", 1)
                json.key("name")
                json.string(name)
            }
            json.member("y", 2)
            json.endObject()
            json.beginObject()
            json.member("first", true)
            cache.writeMembers(name, to: &json) { json in
                json.member("x", 1)
                json.key("name")
                json.string(name)
            }
            json.endObject()
        }
        json.endArray()
        let object = { (name: String) in #"{"x":1,"name":"\#(name)","y":2},{"first":true,"x":1,"name":"\#(name)"}"# }
        #expect(json.bytes.text == "[" + object("a") + "," + object("b") + "," + object("a") + "]")
    }

    @Test func template_withoutHoles_isOnePiece() {
        let template = JSONTemplate { json in
            json.beginArray()
            json.integer(1)
            json.endArray()
        }
        #expect(template.holeCount == 0)
        var json = JSONEmitter()
        json.beginArray()
        template.writePiece(0, to: &json)
        template.writePiece(0, to: &json)
        json.endArray()
        #expect(json.bytes.text == "[[1],[1]]")
    }

    @Test func indentation_laysOutMembersElementsAndEmptyContainers() {
        let compact = #"{"a":[1,{"b":null}],"c":{},"d":[],"e":"x"}"#
        let expected = """
            {
              "a": [
                1,
                {
                  "b": null
                }
              ],
              "c": {},
              "d": [],
              "e": "x"
            }
            """
        #expect(JSONIndentation.indented(Array(compact.utf8)) == expected)
    }

    @Test func indentation_copiesStringsWithStructuralCharactersAndEscapesAsTheyAre() {
        let compact = #"{"k,{:}":"v \" [,] : \\","n":"\\"}"#
        let expected = #"""
            {
              "k,{:}": "v \" [,] : \\",
              "n": "\\"
            }
            """#
        #expect(JSONIndentation.indented(Array(compact.utf8)) == expected)
        #expect(JSONIndentation.indented([UInt8]()) == "")
        #expect(JSONIndentation.indented(Array("42".utf8)) == "42")
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
