import CableCore
import Foundation
import Testing

@testable import CableCLI

/// The JSON writer's numbers and layouts, against independent references: `Double.description`
/// and Foundation's JSON parser; text edits and platform calls.
@Suite("Output primitives: numbers, the JSON writer, text edits, platform calls")
struct OutputPrimitiveTests {
    /// What a JSON number must read: integral values below 10¹⁵ without a fraction, everything
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
        // Either side of eight and seven integer digits.
        .init(value: 99_999_999, text: "99999999"), .init(value: -100_000_000, text: "-100000000"),
        .init(value: 99_999_999.5, text: "99999999.5"), .init(value: 1_234_567.125, text: "1234567.125"),
        .init(value: 12_345_678.25, text: "12345678.25"),
        .init(value: .nan, text: "null"), .init(value: .leastNonzeroMagnitude, text: "5e-324"),
    ]

    @Test(arguments: numberCases)
    func number_isTheShortestRoundTripText(_ example: NumberCase) {
        var json = JSONWriter(layout: .compact)
        json.number(example.value)
        #expect(json.text == example.text)
        #expect(json.text == Self.reference(example.value))
        if example.value.isFinite { #expect(NumberText.shortest(example.value) == example.text) }
    }

    /// Writes `depth` nested arrays, each holding a number and (but the innermost) the next.
    static func nested(depth: Int, pretty: Bool) -> String {
        var json = JSONWriter(layout: pretty ? .indented : .compact)
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
        return json.text
    }

    @Test(arguments: [1, 3, 63, 64, 65, 200], [false, true])
    func writer_nestingAtAnyDepth_isValidJSON(depth: Int, pretty: Bool) throws {
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

    @Test func writer_compactAndIndented_holdTheSameDocument() throws {
        let compact = Self.nested(depth: 70, pretty: false)
        let pretty = Self.nested(depth: 70, pretty: true)
        #expect(!compact.contains("\n"))
        #expect(pretty.contains("\n  \"after\": \"quote"))
        let a = try JSONSerialization.jsonObject(with: Data(compact.utf8)) as? NSDictionary
        let b = try JSONSerialization.jsonObject(with: Data(pretty.utf8)) as? NSDictionary
        #expect(a == b)
    }

    @Test func indented_laysOutMembersElementsAndEmptyContainers() {
        var json = JSONWriter(layout: .indented, sortedKeys: true)
        json.beginObject()
        json.key("a")
        json.beginArray()
        json.integer(1)
        json.beginObject()
        json.key("b")
        json.null()
        json.endObject()
        json.endArray()
        json.key("c")
        json.beginObject()
        json.endObject()
        json.key("d")
        json.beginArray()
        json.endArray()
        json.key("e")
        json.string("x")
        json.endObject()
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
        #expect(json.text == expected)
    }

    @Test func strings_escapeQuotesBackslashesAndControlCharacters() {
        var json = JSONWriter(layout: .indented)
        json.beginObject()
        json.key("k,{:}")
        json.string("v \" [,] : \\")
        json.key("n")
        json.string("\u{1B}[2J\t\r")
        json.endObject()
        let expected = #"""
            {
              "k,{:}": "v \" [,] : \\",
              "n": "\u001b[2J\t\r"
            }
            """#
        #expect(json.text == expected)
    }

    @Test func inline_putsSpacesAfterSeparatorsAndInsideObjectBraces() {
        var json = JSONWriter(layout: .inline)
        json.beginObject()
        json.key("name")
        json.string("Fridge")
        json.key("list")
        json.beginArray()
        json.integer(1)
        json.integer(2)
        json.endArray()
        json.key("empty")
        json.beginObject()
        json.endObject()
        json.endObject()
        #expect(json.text == #"{ "name": "Fridge", "list": [1, 2], "empty": {} }"#)
    }

    @Test func textEdits() {
        #expect("ab".padded(to: 5) == "ab   ")
        #expect("abcdef".padded(to: 3) == "abcdef")
        #expect(" \t a b \n".trimmingWhitespace == "a b")
        #expect("   ".trimmingWhitespace == "")
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
        // Only variables CLI.environmentVariables lists may be read (a debug check): LINES is one,
        // read only for a terminal's height, so setting it here changes no other test.
        let lines = getenv("LINES").map { String(cString: $0) }
        setenv("LINES", "24", 1)
        defer { if let lines { setenv("LINES", lines, 1) } else { unsetenv("LINES") } }
        #expect(Environment.process["LINES"] == "24")
        #expect(Environment.process["CABLE_FAULT_PAUSE_FILE"] == nil)
        setenv("LINES", "40", 1)  // read when asked for, not copied at start
        #expect(Environment.process["LINES"] == "40")
        #expect(Environment(["HOME": "/x"])["HOME"] == "/x")
        #expect((["HOME": "/x"] as Environment)["PATH"] == nil)
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
            #expect(
                Display.number(value, decimals: decimals, in: .en) == reference(value, decimals: decimals, trimming: true),
                "\(value)")
            #expect(
                Display.fixed(value, decimals: decimals, in: .en) == reference(value, decimals: decimals, trimming: false),
                "\(value)")
        }
        for value in [0.0, -0.0, 1, 10, 100, 0.5, 0.05, 8.999_999_999_999_99e14, 123_456_789_012_345.6] {
            for decimals in 0...3 {
                #expect(
                    Display.number(value, decimals: decimals, in: .en) == reference(value, decimals: decimals, trimming: true),
                    "\(value)")
                #expect(
                    Display.fixed(value, decimals: decimals, in: .en) == reference(value, decimals: decimals, trimming: false),
                    "\(value)")
            }
        }
    }
}
