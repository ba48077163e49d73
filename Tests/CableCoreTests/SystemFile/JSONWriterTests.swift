import Foundation
import Testing

@testable import CableCore

/// The one layout `cable` writes system files in: two-space indentation, members in their
/// existing order, numbers as written, objects inside arrays on one line when they fit in 160
/// characters, arrays of scalars on one line, a trailing newline — the same bytes every time.
@Suite("JSONWriter: the stable layout of system files")
struct JSONWriterTests {
    struct LayoutCase: Sendable, CustomTestStringConvertible {
        let label: String
        let input: String
        let output: String
        var testDescription: String { label }
    }

    static let layoutCases: [LayoutCase] = [
        LayoutCase(label: "empty object", input: "{}", output: "{}\n"),
        LayoutCase(label: "empty array", input: " [ ] ", output: "[]\n"),
        LayoutCase(label: "scalar", input: "12.50", output: "12.50\n"),
        LayoutCase(
            label: "object: one member per line, existing order kept (not sorted)", input: #"{"b":1,"a":"x","c":null}"#,
            output: "{\n  \"b\": 1,\n  \"a\": \"x\",\n  \"c\": null\n}\n"),
        LayoutCase(
            label: "nested object outside an array: never on one line", input: #"{"defaults":{"maxDropPercent":3}}"#,
            output: "{\n  \"defaults\": {\n    \"maxDropPercent\": 3\n  }\n}\n"),
        LayoutCase(
            label: "array of scalars: one line", input: #"[1,"a",true,false,null]"#, output: "[1, \"a\", true, false, null]\n"),
        LayoutCase(
            label: "numbers exactly as written", input: "[1.50, 1e2, 1E-7, -0, 0.10, 12]",
            output: "[1.50, 1e2, 1E-7, -0, 0.10, 12]\n"),
        LayoutCase(
            label: "objects in an array: one line each",
            input: #"{"loads":[{"name":"A","power":"60W"},{"name":"B","current":2}]}"#,
            output: """
                {
                  "loads": [
                    { "name": "A", "power": "60W" },
                    { "name": "B", "current": 2 }
                  ]
                }

                """),
        LayoutCase(
            label: "empty lists inside an object", input: #"{"loads":[],"batteries":[],"x":{}}"#,
            output: "{\n  \"loads\": [],\n  \"batteries\": [],\n  \"x\": {}\n}\n"),
        LayoutCase(label: "array holding arrays: one item per line", input: "[[1,2],[3]]", output: "[\n  [1, 2],\n  [3]\n]\n"),
        LayoutCase(label: "array holding an empty object", input: "[{}]", output: "[\n  {}\n]\n"),
        LayoutCase(
            label: "object in an array holding a nested object or array: still one line when it fits",
            input: #"[{"name":"B","arrangement":{"series":2,"parallel":2},"tags":[1,2]}]"#,
            output: "[\n  { \"name\": \"B\", \"arrangement\": { \"series\": 2, \"parallel\": 2 }, \"tags\": [1, 2] }\n]\n"),
        LayoutCase(
            label: "escapes", input: #"["a\"b", "c\\d", "e\nf", "\t\r", "\u0001\u001f", "\b\f"]"#,
            output: #"["a\"b", "c\\d", "e\nf", "\t\r", "\u0001\u001f", "\u0008\u000c"]"# + "\n"),
        LayoutCase(
            label: "non-ASCII written as itself; \\/ and \\u escapes of printable characters unescaped",
            input: #"["é", "\u00e9", "\/", "😀", "\ud83d\ude00"]"#,
            output: "[\"é\", \"é\", \"/\", \"😀\", \"😀\"]\n"),
        // What EchoedText names unsafe stays escaped (issue #31): DEL, C1, separators, direction
        // controls, noncharacters (a surrogate pair above U+FFFF).
        LayoutCase(
            label: "DEL, C1, U+2028, U+202E, U+FFFE and U+10FFFF escaped",
            input: #"["\u007f", "\u0085", "\u2028", "\u202e", "\ufffe", "\udbff\udfff"]"#,
            output: #"["\u007f", "\u0085", "\u2028", "\u202e", "\ufffe", "\udbff\udfff"]"# + "\n"),
        LayoutCase(label: "escaped member names", input: #"{"a\"b":1}"#, output: "{\n  \"a\\\"b\": 1\n}\n"),
    ]

    @Test(arguments: layoutCases)
    func write_givesTheStableLayout(_ test: LayoutCase) throws {
        let node = try JSONReader.parse(test.input)
        let written = JSONWriter.write(node)
        #expect(written == test.output)
        // What is written reads back as the same value, and writes again the same bytes.
        let reread = try JSONReader.parse(written)
        #expect(reread == node)
        #expect(JSONWriter.write(reread) == written)
    }

    @Test(arguments: ["systems/cabin.json", "systems/sailboat.json", "systems/van.json", "systems-edit/van-no-defaults.json"])
    func write_fixture_givesItsBytesBack(path: String) throws {
        let bytes = try WriterFixtures.bytes(path)
        #expect(JSONWriter.write(try JSONReader.parse(bytes)) == String(decoding: bytes, as: UTF8.self))
    }

    @Test func write_otherLayouts_becomeTheOneLayout() throws {
        let compact =
            #"{"schemaVersion":1,"name":"Van","nominalVoltage":"12V","loads":[{"name":"Fridge","power":"60W","length":"4m"}]}"#
        let loose = """
            {
                "schemaVersion" : 1 ,
                "name" : "Van",
                "nominalVoltage" : "12V",
                "loads" : [
                    {
                        "name" : "Fridge",
                        "power" : "60W",
                        "length" : "4m"
                    }
                ]
            }
            """
        let expected = """
            {
              "schemaVersion": 1,
              "name": "Van",
              "nominalVoltage": "12V",
              "loads": [
                { "name": "Fridge", "power": "60W", "length": "4m" }
              ]
            }

            """
        #expect(JSONWriter.write(try JSONReader.parse(compact)) == expected)
        #expect(JSONWriter.write(try JSONReader.parse(loose)) == expected)
        #expect(
            JSONWriter.write(try JSONReader.parse(Array(loose.replacingOccurrences(of: "\n", with: "\r\n").utf8))) == expected)
    }

    @Test func write_ignoresPositions() throws {
        let parsed = try JSONReader.parse(#"{"loads":[{"name":"A","length":2}]}"#)
        let built = JSONNode.object(
            [
                (
                    "loads",
                    .array(
                        [.object([("name", .string("A", .none)), ("length", .number(2, "2", .none))], .none)], .none)
                )
            ], .none)
        #expect(JSONWriter.write(built) == JSONWriter.write(parsed))
    }

    // MARK: - The 160-character limit

    /// `{ "name": "xxx…" }` is 14 characters plus the name.
    static func entity(nameLength: Int) -> String { #"{"name":""# + String(repeating: "x", count: nameLength) + #""}"# }

    @Test func objectInATopLevelArray_onOneLineUpTo160CharactersWithItsIndent() throws {
        // Indent 2: the line may be 158 characters.
        let fits = JSONWriter.write(try JSONReader.parse("[" + Self.entity(nameLength: 144) + "]"))
        let lines = fits.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].count == 160)
        let over = JSONWriter.write(try JSONReader.parse("[" + Self.entity(nameLength: 145) + "]"))
        #expect(over == "[\n  {\n    \"name\": \"" + String(repeating: "x", count: 145) + "\"\n  }\n]\n")
    }

    @Test func objectInAListOfASystemFile_onOneLineUpTo160CharactersWithItsIndent() throws {
        // Indent 4 inside "loads": the line may be 156 characters.
        let fits = JSONWriter.write(try JSONReader.parse(#"{"loads":["# + Self.entity(nameLength: 142) + "]}"))
        #expect(fits.split(separator: "\n").map(\.count).max() == 160)
        let over = JSONWriter.write(try JSONReader.parse(#"{"loads":["# + Self.entity(nameLength: 143) + "]}"))
        #expect(over.split(separator: "\n").count == 7)
        #expect(over.contains("\n    {\n      \"name\": \"xxx"))
    }

    @Test func arrayOfScalars_tooLongForOneLine_takesOneItemPerLine() throws {
        let item = String(repeating: "y", count: 78)
        // ["…", "…"] is 2 + 80 + 2 + 80 = 164 characters.
        let written = JSONWriter.write(try JSONReader.parse("[\"\(item)\", \"\(item)\"]"))
        #expect(written == "[\n  \"\(item)\",\n  \"\(item)\"\n]\n")
        let short = JSONWriter.write(try JSONReader.parse("[\"\(item)\", \"\(item.dropLast(4))\"]"))
        #expect(short == "[\"\(item)\", \"\(item.dropLast(4))\"]\n")
    }
}

/// The fixture files, found from this file's path (Tests/CableCoreTests/SystemFile/).
private enum WriterFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
    }
}
