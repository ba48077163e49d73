import Foundation
import Testing

@testable import CableCore

/// The writer's fast path — each member, value and bracket written as one piece through a
/// pointer into a buffer it owns — checked against Foundation's parser: every kind of member in
/// every layout, every byte that needs escaping, and documents far larger than the first buffer.
@Suite("JSONWriter: members and pieces read back by Foundation in every layout")
struct JSONWriterPieceTests {
    /// Every control character, a quote, a backslash, non-ASCII text and a four-byte character.
    static let awkward = String(decoding: (0..<0x20).map { UInt8($0) }, as: UTF8.self) + "\"\\/é😀 end"

    static func document(layout: JSONWriter.Layout, repeats: Int) -> String {
        var json = JSONWriter(layout: layout, sortedKeys: true)
        json.beginObject()
        // Sorts first: it starts with U+0000.
        json.key(escaping: awkward)
        json.string("escaped key")
        json.key("items")
        json.beginArray()
        for index in 0..<repeats {
            json.beginObject()
            json.member("bool", index % 2 == 0)
            json.member("double", 0.1 * Double(index) + 1.0 / 3)
            json.member("infinite", Double.infinity)
            json.member("integer", -index)
            json.member("missingBool", nil as Bool?)
            json.member("missingDouble", nil as Double?)
            json.member("missingInteger", nil as Int?)
            json.member("missingString", nil as String?)
            json.key("nested")
            json.beginArray()
            json.string(awkward)
            json.number(2.5)
            json.integer(index)
            json.bool(false)
            json.null()
            json.endArray()
            json.member("string", awkward)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.text
    }

    @Test(arguments: [JSONWriter.Layout.compact, .indented, .inline], [1, 200])
    func everyMember_readsBackAsWritten(layout: JSONWriter.Layout, repeats: Int) throws {
        let text = Self.document(layout: layout, repeats: repeats)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object[Self.awkward] as? String == "escaped key")
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.count == repeats)
        for (index, item) in items.enumerated() {
            #expect(item["bool"] as? Bool == (index % 2 == 0))
            // Within an ulp: Foundation's parser on Linux reads some 17-digit numbers one ulp low
            // (10.433333333333335). The text itself is exact: NumberTextTests.
            let double = 0.1 * Double(index) + 1.0 / 3
            #expect(abs((item["double"] as? Double ?? 0) - double) <= double.ulp)
            #expect(item["integer"] as? Int == -index)
            #expect(item["string"] as? String == Self.awkward)
            for key in ["infinite", "missingBool", "missingDouble", "missingInteger", "missingString"] {
                #expect(item[key] is NSNull, "\(key)")
            }
            let nested = try #require(item["nested"] as? [Any])
            #expect(nested.count == 5)
            #expect(nested[0] as? String == Self.awkward)
            #expect(nested[1] as? Double == 2.5)
            #expect(nested[2] as? Int == index)
        }
        // Control characters are escaped, so only the indented layout breaks lines.
        #expect(text.contains("\n") == (layout == .indented))
    }

    /// A string that escapes to six bytes a byte, far longer than the first buffer: the piece's
    /// bound must hold it whole.
    @Test func longEscapedString_growsTheBufferOnce() throws {
        let long = String(repeating: "\u{1}", count: 50_000)
        var json = JSONWriter(layout: .compact)
        json.beginArray()
        json.string(long)
        json.endArray()
        #expect(json.text.utf8.count == 50_000 * 6 + 4)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String])
        #expect(array == [long])
    }

    /// `removeAll()` starts the next document afresh: no comma carried over, the same bytes.
    @Test func removeAll_startsTheNextDocumentAfresh() {
        var json = JSONWriter(layout: .compact, sortedKeys: true)
        json.beginObject()
        json.member("a", 1 as Int?)
        json.endObject()
        let first = json.text
        json.removeAll()
        json.beginObject()
        json.member("a", 1 as Int?)
        json.endObject()
        #expect(first == #"{"a":1}"#)
        #expect(json.text == first)
    }
}
