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

    /// Keys and plain strings are copied eight bytes at a time with the last eight overlapping
    /// (`Cursor.put(_:count:)`), in four ways by length: below 4, 4 to 7, 8 to 64, longer. Every
    /// length that changes the way, and every string length from 0 to 130 with a byte to escape
    /// after the plain ones, compared with the bytes made one by one.
    /// A number member (`put(numberOrNull:)`: the integer test in line, the finiteness test on
    /// the other path only, and not for a value whose bits lie below 10¹⁵'s) against the plain
    /// rule: `null` for nil, infinities and NaN, else `NumberText.shortest`'s text — in
    /// ``JSONWriter`` and ``CompactJSONWriter``, for integers of every length and sign, −0,
    /// halves, short and long decimals, 10¹⁵ and the doubles beside it, NaNs of either sign and
    /// the extremes.
    @Test func numberMembers_writeTheShortestTextOrNull() {
        var values: [Double?] = [
            nil, .infinity, -.infinity, .nan, 0, -0.0, 7, -7, 42, 999, 20_000, 12_345_678, 999_999_999_999_999, 1e15,
            -1e15, 0.5, -0.5, 45.977, -61.92, 44.62833333333333, 1e-5, 1e23, .greatestFiniteMagnitude,
            .leastNonzeroMagnitude, -.leastNormalMagnitude, (1e15 as Double).nextDown, (1e15 as Double).nextUp,
            999_999_999_999_999.5, -999_999_999_999_999, -.nan, .signalingNaN, -.greatestFiniteMagnitude,
        ]
        values += NumberTextTests.values.prefix(2_000).map { $0 }
        var json = JSONWriter(layout: .compact)
        var compact = CompactJSONWriter()
        var expected = ""
        for value in values {
            json.beginObject()
            json.member("n", value)
            json.endObject()
            compact.beginObject()
            compact.member("n", value)
            compact.endObject()
            compact.endLine()
            let text = value.flatMap { $0.isFinite ? NumberText.shortest($0) : nil } ?? "null"
            expected += "{\"n\":\(text)}"
        }
        #expect(json.text == expected)
        #expect(compact.text == expected.replacingOccurrences(of: "}{", with: "}\n{") + "\n")
    }

    @Test func keysAndStringsOfEveryLength_areCopiedWhole() {
        var json = JSONWriter(layout: .compact, sortedKeys: true)
        json.beginObject()
        json.member("a", "a")
        json.member("abc", "abc")
        json.member("abcd", "abcd")
        json.member("abcdefg", "abcdefg")
        json.member("abcdefgh", "abcdefgh")
        json.member("abcdefghi", "abcdefghi")
        json.member("abcdefghijklmnop", "abcdefghijklmnop")
        json.member("abcdefghijklmnopq", "abcdefghijklmnopq")
        json.member("abcdefghijklmnopqrstuvwxyzABCD", "abcdefghijklmnopqrstuvwxyzABCD")
        json.member(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ab",
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ab")
        json.member(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abc",
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abc")
        json.endObject()
        #expect(
            json.text
                == "{\"a\":\"a\",\"abc\":\"abc\",\"abcd\":\"abcd\",\"abcdefg\":\"abcdefg\",\"abcdefgh\":\"abcdefgh\",\"abcdefghi\":\"abcdefghi\",\"abcdefghijklmnop\":\"abcdefghijklmnop\",\"abcdefghijklmnopq\":\"abcdefghijklmnopq\",\"abcdefghijklmnopqrstuvwxyzABCD\":\"abcdefghijklmnopqrstuvwxyzABCD\",\"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ab\":\"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ab\",\"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abc\":\"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abc\"}"
        )
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        for length in 0...130 {
            let plain = String(decoding: (0..<length).map { alphabet[$0 % alphabet.count] }, as: UTF8.self)
            for tail in ["", "\"", "é", "\u{85}x"] {
                var writer = JSONWriter(layout: .compact)
                writer.beginArray()
                writer.string(plain + tail)
                writer.endArray()
                let escaped = ["": "", "\"": "\\\"", "é": "é", "\u{85}x": "\\u0085x"][tail] ?? "?"
                #expect(writer.text == "[\"" + plain + escaped + "\"]", "length \(length)")
            }
        }
    }

    /// A value written straight into the record (a conductor's label) and a case name are
    /// quoted as they are, unscanned: the same bytes as the escaping path gives them, for every
    /// label of every series and a label that is not finite.
    @Test func unescapedMembers_writeWhatTheEscapingPathWrites() {
        let sizes = WireSeries.allCases.flatMap(\.sizes) + [.metric(.infinity), .metric(.nan), .kcmil(250), .awg(-3)]
        for size in sizes {
            var fast = JSONWriter(layout: .compact, sortedKeys: true)
            fast.beginObject()
            fast.member("label", unescapedUpTo: ConductorSize.labelMaximumLength, writing: size.writeLabel(to:))
            fast.member("series", caseName: "metric")
            fast.member("type", caseName: nil)
            fast.endObject()
            var escaping = JSONWriter(layout: .compact, sortedKeys: true)
            escaping.beginObject()
            escaping.member("label", size.label)
            escaping.member("series", "metric")
            escaping.member("type", nil as String?)
            escaping.endObject()
            #expect(fast.text == escaping.text, "\(size.label)")
            #expect(size.label.utf8.withContiguousStorageIfAvailable(JSONWriter.needsNoEscaping) == true)
        }
        #expect(JSONWriter.needsNoEscaping(of: "6 mm²") && JSONWriter.needsNoEscaping(of: "4/0 AWG"))
        for unsafe in ["\"", "\\", "\n", "\u{7F}", "a\u{85}", "\u{2028}", "\u{FFFE}"] {
            #expect(!JSONWriter.needsNoEscaping(of: unsafe), "\(unsafe.unicodeScalars.map(\.value))")
        }
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

    /// The first buffer's size (`capacity:`, batch asks for its block's) changes nothing but when
    /// the buffer grows: the smallest, the default and a large one write the same bytes, and a
    /// writer drained and filled again past its first buffer keeps every byte.
    @Test(arguments: [JSONWriter.Layout.compact, .indented, .inline])
    func firstBufferSize_changesNoByte(layout: JSONWriter.Layout) {
        func document(_ make: () -> JSONWriter) -> String {
            var json = make()
            var drained: [UInt8] = []
            for round in 0..<3 {
                json.beginArray()
                for index in 0..<(400 * round) {
                    json.beginObject()
                    json.member("a", Double(index) / 7)
                    json.member("b", index as Int?)
                    json.member("c", caseName: "name")
                    json.endObject()
                }
                json.endArray()
                json.endLine()
                json.drain { drained.append(contentsOf: $0) }
            }
            return String(decoding: drained, as: UTF8.self)
        }
        let reference = document { JSONWriter(layout: layout, sortedKeys: true) }
        // Three arrays of 0, 400 and 800 objects.
        #expect(reference.components(separatedBy: #""c""#).count - 1 == 1200)
        for capacity in [0, 64, 65, 4096, 1 << 20] {
            let text = document { JSONWriter(layout: layout, sortedKeys: true, capacity: capacity) }
            #expect(text == reference, "capacity \(capacity)")
        }
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

extension JSONWriter {
    static func needsNoEscaping(of text: String) -> Bool {
        var text = text
        return text.withUTF8 { needsNoEscaping($0) }
    }
}
