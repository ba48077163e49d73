/// A finite number's text (``NumberText/write(_:to:)``), written once and held to be copied more
/// than once: a metric conductor's area is its `areaSquareMillimeters` and the number in its
/// `label` (batch writes three conductors a row).
///
/// Fast path (wr36h): the text sits in 32 bytes that are all initialised — the text, then zeros
/// — so a writer copies it as ``byteCount`` bytes at once, a few fixed-size moves, and counts
/// only ``count`` of them, rather than copying `count` bytes with a dispatch on the length (a
/// two-byte area went byte by byte). Invariant: ``byteCount`` is ``NumberText/maximumLength``,
/// the most ``NumberText/write(_:to:)`` writes, and a piece that puts a held text has room for
/// all ``byteCount`` bytes where it goes (`JSONWriter.Cursor.put(_:)` asserts it in debug
/// builds); the bytes after ``count`` land in that room and what follows writes over them.
/// Safe to change: what holds the bytes, if it stays ``byteCount`` initialised bytes.
/// `HeldNumberTextTests` compare the held text with ``NumberText/write(_:to:)``'s, and
/// `ConductorJSONTests` the conductor objects with the plain writer's members.
@usableFromInline
package struct HeldNumberText {
    /// The bytes copied for a held text: ``NumberText/maximumLength``.
    @inlinable package static var byteCount: Int { 32 }

    /// The text and zeros after it.
    @usableFromInline var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// The text's length in bytes.
    @usableFromInline package let count: Int

    /// `value`'s text; `value` must be finite (``NumberText/write(_:to:)``).
    @inlinable @inline(always)
    package init(_ value: Double) {
        assert(MemoryLayout.size(ofValue: bytes) == Self.byteCount && Self.byteCount == NumberText.maximumLength)
        count = withUnsafeMutableBytes(of: &bytes) {
            NumberText.write(value, to: $0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The text's bytes.
    package var text: String {
        withUnsafeBytes(of: bytes) { String(decoding: $0.prefix(count), as: UTF8.self) }
    }
}
