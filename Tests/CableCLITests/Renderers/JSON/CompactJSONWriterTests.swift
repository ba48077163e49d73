import CableCore
import Testing

@testable import CableCLI

/// `CompactJSONWriter` (batch's NDJSON records, the compact layout known statically) must write
/// the bytes `JSONWriter` writes in its compact layout for the same calls: its one `noComma`
/// flag replaces the writer's depth, "empty" and "after a key" states, so a slip there would put
/// a comma where none goes (or leave one out) without failing anything else. Compared here on
/// every kind of member and value, nested containers, several lines, a buffer that grows, and
/// on the sized records of batch requests with every option and labels.
@Suite("CompactJSONWriter: the same bytes as JSONWriter's compact layout")
struct CompactJSONWriterTests {
    /// Every call of `JSONMemberWriter`: members of each kind with and without a value, keys
    /// followed by each kind of value, empty and nested containers.
    static func document<Writer: JSONMemberWriter & ~Copyable>(_ index: Int, to json: inout Writer) {
        json.beginObject()
        json.key("aEmptyArray")
        json.beginArray()
        json.endArray()
        json.key("aEmptyObject")
        json.beginObject()
        json.endObject()
        json.member("bool", index % 2 == 0)
        json.member("caseName", caseName: "voltageDrop")
        json.member("caseNameMissing", caseName: nil as StaticString?)
        json.member("caseNameOptional", caseName: index % 2 == 0 ? "ampacity" : nil)
        json.member("double", 0.1 * Double(index) + 1.0 / 3)
        json.member("families", fuseTypes: Array(FuseType.allCases.prefix(index % 13)))
        json.member("infinite", Double.infinity)
        json.member("integer", -index)
        json.member("label", unescapedUpTo: ConductorSize.labelMaximumLength, writing: ConductorSize.awg(-2).writeLabel(to:))
        let held = HeldNumberText(Double(index) / 7)
        json.member("metricLabel", unescaped: held, followedBy: ConductorSize.metricUnit)
        json.member("metricNumber", numberText: held)
        json.member("missingBool", nil as Bool?)
        json.member("missingDouble", nil as Double?)
        json.member("missingInteger", nil as Int?)
        json.member("missingString", nil as String?)
        json.key("nested")
        json.beginArray()
        json.string("escaped \"\u{1B}\u{85} é")
        json.number(2.5)
        json.number(-.nan)
        json.number(text: "1.10")
        json.integer(index)
        json.bool(false)
        json.null()
        json.string(caseName: "classT")
        json.beginArray()
        json.beginObject()
        json.member("deep", 1e-7)
        json.endObject()
        json.beginObject()
        json.endObject()
        json.endArray()
        json.endArray()
        json.key("null")
        json.null()
        json.key("number")
        json.number(1e22)
        json.member("string", "tab\there")
        json.endObject()
    }

    @Test(arguments: [64, 1 << 16])
    func everyCall_writesJSONWritersCompactBytes(capacity: Int) {
        var expected = JSONWriter(layout: .compact, sortedKeys: true, capacity: capacity)
        var compact = CompactJSONWriter(sortedKeys: true, capacity: capacity)
        for index in 0..<300 {
            Self.document(index, to: &expected)
            expected.endLine()
            Self.document(index, to: &compact)
            compact.endLine()
        }
        #expect(compact.byteCount == expected.byteCount)
        #expect(compact.text == expected.text)
        // One document's start, by hand: the first member takes no comma, a key's value none.
        #expect(compact.text.hasPrefix(#"{"aEmptyArray":[],"aEmptyObject":{},"bool":true,"caseName":"voltageDrop","#))
        #expect(compact.text.contains(#","families":[],"#))
        #expect(compact.text.contains(#","families":["blade","maxi","midi"],"#))
        #expect(compact.text.contains(#","metricLabel":"0.14285714285714285 mm²","metricNumber":0.14285714285714285,"#))
        #expect(
            compact.text.contains(
                #""nested":["escaped \"\u001b\u0085 é",2.5,null,1.10,0,false,null,"classT",[{"deep":1e-07},{}]],"null":null,"#))
    }

    /// Batch's requests with every option, imperial sizes, a power load and labels: the NDJSON record written through `CompactJSONWriter`, as
    /// `BatchProcessor` writes it, equals `SizeJSON`'s record through `JSONWriter`'s compact layout.
    static let requests = [
        #"{"current": 35, "voltage": 48, "length": 17.0, "resistance": "nominal"}"#,
        #"{"current": 2, "voltage": 12, "length": 0.5}"#,
        #"{"power": 1200, "voltage": 24, "length": 6, "maxDrop": 2, "critical": true, "id": 7, "name": "pump \"A\"\t"}"#,
        #"{"current": 400, "voltage": 12, "length": 30, "units": "imperial", "fuseType": "classT,anl", "chargeVoltage": 14.4}"#,
        #"{"current": 60, "voltage": 24, "length": 12, "standard": "abyc", "engineRoom": true, "bundled": 4, "id": "x"}"#,
        #"{"current": 20, "voltage": 12, "length": 5, "conductorTemperature": 90, "insulation": 105, "tinned": true, "roundTrip": true, "name": false}"#,
        #"{"current": 300, "voltage": 12, "length": 8, "fuseFactor": 1.5, "conductorClass": 5, "material": "aluminium"}"#,
    ]

    @Test(arguments: requests)
    func sizedRecord_isJSONWritersCompactRecord(_ line: String) throws {
        var fields = SizingRequest.Fields()
        var labels = BatchLabels()
        let bytes = Array(line.utf8)
        try bytes.withUnsafeBufferPointer { line throws(BatchLine.SyntaxError) in
            try BatchLine.parseJSONObject(line, into: &fields, labels: &labels)
        }
        let request = try SizingRequest(fields)
        let result = try Sizer.size(request.circuit, options: request.options)
        var expected = JSONWriter(layout: .compact, sortedKeys: true)
        SizeJSON.write(result, line: 3, labels: labels, to: &expected)
        var compact = CompactJSONWriter(sortedKeys: true)
        SizeJSON.write(result, line: 3, labels: labels, to: &compact)
        compact.endLine()
        #expect(compact.text == expected.text + "\n")
        #expect(compact.text.hasPrefix(#"{"ampacityAmperes":"#))
        #expect(compact.text.contains(#","line":3,"#))
    }

    /// Batch's longest records: every nullable member set (a fuse, its ceiling, the next smaller
    /// size, the size upsized from, the charge voltage), AWG sizes (an `awg` label in each
    /// conductor), every fuse family, labels of hundreds of bytes that each take six to escape.
    static let longestRequests = [
        // SizerTests: 40 A in a 60 °C engine room, upsized from 6 to 4 AWG for a 50 A MIDI fuse.
        #"{"current": 40, "voltage": 12, "length": 1, "units": "imperial", "insulation": 60, "engineRoom": true, "#
            + #""chargeVoltage": 14.4, "fuseType": "blade,maxi,midi,mega,anl,blade58,midi58,mega58,breaker,classT", "#
            + #""id": ""# + String(repeating: #"\u0001"#, count: 300) + #"", "name": ""#
            + String(repeating: #"\u001f\""#, count: 200) + #""}"#,
        #"{"current": 400, "voltage": 48, "length": 30, "units": "imperial", "standard": "abyc", "chargeVoltage": 58, "#
            + #""id": 123456789012345678901234567890, "name": true}"#,
    ]

    /// A record longer than the buffer and than any record without labels — each label 100 KB
    /// that escape to six bytes a byte — is written whole: each label checks its room (and
    /// ``CompactJSONWriter/lineRoom`` more for the pieces after it) and the buffer, started at
    /// 64 bytes, grows under it. Debug builds also check that each piece
    /// wrote no more than the room it asked for.
    @Test(arguments: longestRequests.indices)
    func longestRecords_withLabelsOf100KB_areWrittenWhole(_ index: Int) throws {
        var fields = SizingRequest.Fields()
        var labels = BatchLabels()
        let bytes = Array(Self.longestRequests[index].utf8)
        try bytes.withUnsafeBufferPointer { line throws(BatchLine.SyntaxError) in
            try BatchLine.parseJSONObject(line, into: &fields, labels: &labels)
        }
        let request = try SizingRequest(fields)
        let result = try Sizer.size(request.circuit, options: request.options)
        #expect(result.fuse != nil && result.fuseCeiling != nil && result.nextSmaller != nil)
        #expect(index != 0 || result.upsizedForFuseFrom != nil)
        #expect(!labels.isEmpty)
        var huge = BatchLabels()
        huge.set(.id, .text(String(repeating: "\u{1}", count: 100_000)))
        huge.set(.name, .text(String(repeating: "\u{1F}\"", count: 50_000)))
        for labels in [labels, BatchLabels(), huge] {
            var compact = CompactJSONWriter(sortedKeys: true, capacity: 64)
            // Two records on two lines: the second starts where the first left the buffer.
            for _ in 0..<2 {
                SizeJSON.write(result, line: 123_456, labels: labels, to: &compact)
                compact.endLine()
            }
            var expected = JSONWriter(layout: .compact, sortedKeys: true)
            SizeJSON.write(result, line: 123_456, labels: labels, to: &expected)
            #expect(compact.text == expected.text + "\n" + expected.text + "\n")
            // The room the record's unchecked pieces ask for between two checks (a number's
            // 32 bytes each, whatever it writes, a metric conductor's held area too; the AWG
            // labels and the fuse families being checked) is within a quarter of `lineRoom`, the room
            // every line and checked piece leave free for them (debug builds count it).
            #if DEBUG
                #expect(compact.largestUncheckedRoom > 500)
                #expect(compact.largestUncheckedRoom <= CompactJSONWriter.lineRoom / 4)
            #endif
        }
        // The labels whole: 100 000 × `\u0001` and 50 000 × `\u001f\"`, between their quotes.
        var compact = CompactJSONWriter(sortedKeys: true, capacity: 64)
        SizeJSON.write(result, line: 1, labels: huge, to: &compact)
        let text = compact.text
        #expect(text.contains(#""id":""# + String(repeating: #"\u0001"#, count: 100_000) + #"","#))
        #expect(text.contains(#""name":""# + String(repeating: #"\u001f\""#, count: 50_000) + #"","#))
        #expect(compact.byteCount > 1_000_000)
    }

    /// Keys of every length from 1 to 40 bytes (`Cursor.putKey`: a word and a 4-byte word for a
    /// piece of 8 to 12 bytes with a name of up to 8, two wide words that overlap up to 30
    /// bytes, byte by byte otherwise), each byte a different letter so that a word put one
    /// byte off shows.
    static let keys: [StaticString] = [
        "a",
        "ab",
        "abc",
        "abcd",
        "abcde",
        "abcdef",
        "abcdefg",
        "abcdefgh",
        "abcdefghi",
        "abcdefghij",
        "abcdefghijk",
        "abcdefghijkl",
        "abcdefghijklm",
        "abcdefghijklmn",
        "abcdefghijklmno",
        "abcdefghijklmnop",
        "abcdefghijklmnopq",
        "abcdefghijklmnopqr",
        "abcdefghijklmnopqrs",
        "abcdefghijklmnopqrst",
        "abcdefghijklmnopqrstu",
        "abcdefghijklmnopqrstuv",
        "abcdefghijklmnopqrstuvw",
        "abcdefghijklmnopqrstuvwx",
        "abcdefghijklmnopqrstuvwxy",
        "abcdefghijklmnopqrstuvwxyz",
        "abcdefghijklmnopqrstuvwxyzA",
        "abcdefghijklmnopqrstuvwxyzAB",
        "abcdefghijklmnopqrstuvwxyzABC",
        "abcdefghijklmnopqrstuvwxyzABCD",
        "abcdefghijklmnopqrstuvwxyzABCDE",
        "abcdefghijklmnopqrstuvwxyzABCDEF",
        "abcdefghijklmnopqrstuvwxyzABCDEFG",
        "abcdefghijklmnopqrstuvwxyzABCDEFGH",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHI",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJK",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLM",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN",
    ]

    /// Each key with the comma before it (a second member) and without (an object's first):
    /// the bytes of `JSONWriter`'s compact layout, which puts a key byte by byte.
    @Test(arguments: keys.indices)
    func keyOfEveryLength_writesJSONWritersBytes(_ index: Int) {
        let key = Self.keys[index]
        var expected = JSONWriter(layout: .compact, capacity: 64)
        var compact = CompactJSONWriter(capacity: 64)
        for _ in 0..<2 {
            expected.beginObject()
            expected.member(key, 1 as Int?)
            expected.member("z", 2 as Int?)
            expected.member(key, 3.5 as Double?)
            expected.endObject()
            expected.endLine()
            compact.beginObject()
            compact.member(key, 1 as Int?)
            compact.member("z", 2 as Int?)
            compact.member(key, 3.5 as Double?)
            compact.endObject()
            compact.endLine()
        }
        #expect(compact.text == expected.text)
        // By hand: the key is its letters, then `":`, with `{"` or `,"` before it.
        let name = String(Self.keys[index].description)
        #expect(name.count == index + 1)
        let line = #"{""# + name + #"":1,"z":2,""# + name + #"":3.5}"# + "\n"
        #expect(compact.text == line + line)
    }
}
