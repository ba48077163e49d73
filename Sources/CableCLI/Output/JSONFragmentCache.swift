/// The compact JSON of values that recur from record to record, written once and copied after:
/// a batch writes the same few dozen conductors and fuses millions of times, and a conductor's
/// object (with its label built as text) costs far more to write than to copy.
///
/// At most ``limit`` values are kept, so memory stays bounded whatever the input; values past
/// that are written each time. A value is found by its *fingerprint*, a number the caller
/// derives from it cheaply (equal values, equal fingerprints): it picks where the search starts
/// in a small open-addressing table, and values whose fingerprints differ are rarely compared.
/// Any fingerprint is correct (a constant one makes the search a scan of every value kept); a
/// good one makes it one comparison.
struct JSONFragmentCache<Key: Equatable>: ~Copyable {
    static var limit: Int { 64 }

    private var keys: [Key] = []
    /// Where each key's fragment ends in `storage`; it starts where the previous one ends.
    private var ends: [Int] = []
    /// The fragments one after another.
    private var storage = ByteBuffer(capacity: 256)
    /// For each slot, the index in `keys` plus one, or 0 when empty. Twice ``limit`` slots (a
    /// power of two), so some always stay empty and every search ends.
    private var slots = [UInt16](repeating: 0, count: Self.slotCount)
    private static var slotCount: Int { 2 * limit }

    init() {}

    /// Writes the value `key` stands for: its cached fragment, or what `render` writes (which
    /// is then cached). `render` writes exactly one value.
    mutating func write(
        _ key: Key, fingerprint: UInt64 = 0, to json: inout JSONEmitter, _ render: (inout JSONEmitter) -> Void
    ) {
        write(key, fingerprint: fingerprint, members: false, to: &json, render)
    }

    /// Writes the members `key` stands for (in the object `json` is writing): their cached text,
    /// or what `render` writes (which is then cached). `render` writes one or more members of
    /// one object.
    mutating func writeMembers(
        _ key: Key, fingerprint: UInt64 = 0, to json: inout JSONEmitter, _ render: (inout JSONEmitter) -> Void
    ) {
        write(key, fingerprint: fingerprint, members: true, to: &json, render)
    }

    @inline(__always)
    private mutating func write(
        _ key: Key, fingerprint: UInt64, members: Bool, to json: inout JSONEmitter, _ render: (inout JSONEmitter) -> Void
    ) {
        let mask = Self.slotCount - 1
        // The fingerprint's bits mixed (Fibonacci hashing): its top bits pick the first slot.
        let shift = UInt64(64 - Self.slotCount.trailingZeroBitCount)
        var slot = Int(truncatingIfNeeded: (fingerprint &* 0x9E37_79B9_7F4A_7C15) >> shift) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if keys[index] == key {
                let start = index == 0 ? 0 : ends[index - 1]
                storage.withUnsafeBytes { json.fragment(UnsafeRawBufferPointer(rebasing: $0[start..<ends[index]])) }
                return
            }
            slot = (slot + 1) & mask
        }
        var fresh = JSONEmitter(capacity: 256)
        // Members are rendered inside an object, whose opening brace is then left out.
        if members { fresh.beginObject() }
        render(&fresh)
        fresh.bytes.withUnsafeBytes { rendered in
            let bytes = members ? UnsafeRawBufferPointer(rebasing: rendered.dropFirst()) : rendered
            json.fragment(bytes)
            if keys.count < Self.limit {
                storage.append(bytes)
                keys.append(key)
                ends.append(storage.count)
                slots[slot] = UInt16(keys.count)
            }
        }
    }
}

extension JSONFragmentCache where Key: RawRepresentable, Key.RawValue == String {
    /// Writes a name from a closed set (an enum case) as its raw value, a JSON string.
    mutating func writeName(_ key: Key, to json: inout JSONEmitter) {
        write(key, to: &json) { json in json.string(key.rawValue) }
    }
}
