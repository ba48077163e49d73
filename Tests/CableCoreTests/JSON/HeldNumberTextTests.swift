import Testing

@testable import CableCore

/// `HeldNumberText` (a metric conductor's area, written once and copied into its
/// `areaSquareMillimeters` and its `label`) copies all its 32 bytes at once and keeps `count`:
/// a slip in the held bytes or the count would write a wrong or cut number only there. The
/// plain `NumberText.write` and `String` are the oracles.
@Suite("HeldNumberText: the text NumberText writes, copied whole")
struct HeldNumberTextTests {
    /// Areas of every series, and numbers of every length up to the longest text (24 bytes:
    /// `-1.2345678901234567e-300`), negative zero and powers of ten.
    static let values: [Double] = [
        0, -0.0, 0.5, 0.75, 1, 1.5, 2.5, 10, 16, 95, 120, 1000, 0.1 + 0.2, 1.0 / 3, 8.429166666666669,
        -1.2345678901234567e-300, 1e15, 1e16, 1e22, 123_456_789_012_345_680, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]

    @Test(arguments: values)
    func heldText_isNumberTextsText(value: Double) {
        let held = HeldNumberText(value)
        var bytes = [UInt8](repeating: 0, count: NumberText.maximumLength)
        let count = bytes.withUnsafeMutableBufferPointer { NumberText.write(value, to: $0.baseAddress!) }
        #expect(held.count == count)
        #expect(held.text == String(decoding: bytes.prefix(count), as: UTF8.self))
        #expect(HeldNumberText.byteCount == NumberText.maximumLength)
    }

    /// Through both writers, the members copy the held text and only it: the bytes after it
    /// (zeros in the held words, copied too) are written over by what follows.
    @Test(arguments: values)
    func members_writeTheTextAndNothingAfterIt(value: Double) {
        let held = HeldNumberText(value)
        let text = held.text
        var plain = JSONWriter(layout: .compact, sortedKeys: true, capacity: 8)
        var compact = CompactJSONWriter(sortedKeys: true, capacity: 8)
        plain.beginObject()
        plain.member("a", numberText: held)
        plain.member("b", unescaped: held, followedBy: ConductorSize.metricUnit)
        plain.member("c", true)
        plain.endObject()
        compact.beginObject()
        compact.member("a", numberText: held)
        compact.member("b", unescaped: held, followedBy: ConductorSize.metricUnit)
        compact.member("c", true)
        compact.endObject()
        let expected = "{\"a\":\(text),\"b\":\"\(text) mm²\",\"c\":true}"
        #expect(plain.text == expected)
        #expect(compact.text == expected)
    }
}
