/// The compact JSON of values that recur from record to record, written once and copied after:
/// a batch writes the same few dozen conductors and fuses millions of times, and a conductor's
/// object (with its label built as text) costs far more to write than to copy.
///
/// At most ``limit`` values are kept, so memory stays bounded whatever the input; values past
/// that are written each time.
struct JSONFragmentCache<Key: Equatable>: ~Copyable {
    static var limit: Int { 64 }

    private var keys: [Key] = []
    /// Where each key's fragment ends in `storage`; it starts where the previous one ends.
    private var ends: [Int] = []
    /// The fragments one after another.
    private var storage = ByteBuffer(capacity: 256)

    init() {}

    /// Writes the value `key` stands for: its cached fragment, or what `render` writes (which
    /// is then cached). `render` writes exactly one value.
    mutating func write(_ key: Key, to json: inout JSONEmitter, _ render: (inout JSONEmitter) -> Void) {
        if let index = keys.firstIndex(of: key) {
            let start = index == 0 ? 0 : ends[index - 1]
            storage.withUnsafeBytes { json.fragment(UnsafeRawBufferPointer(rebasing: $0[start..<ends[index]])) }
            return
        }
        var fresh = JSONEmitter(capacity: 256)
        render(&fresh)
        fresh.bytes.withUnsafeBytes { bytes in
            json.fragment(bytes)
            if keys.count < Self.limit {
                storage.append(bytes)
                keys.append(key)
                ends.append(storage.count)
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
