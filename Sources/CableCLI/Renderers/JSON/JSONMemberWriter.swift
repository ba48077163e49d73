import CableCore

/// What a JSON document's `write` calls: the members and values of ``JSONWriter`` that the
/// records `cable size --json` and `cable batch` share (`SizeJSON`, `RunJSON`,
/// `CircuitInputJSON`). Those renderers are generic over it, so one description of each record
/// writes it in every layout through ``JSONWriter`` and batch's lines through
/// ``CompactJSONWriter``, each specialised with its pieces in line.
protocol JSONMemberWriter: ~Copyable {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// Starts a member whose value the next call writes.
    mutating func key(_ name: StaticString)
    mutating func member(_ name: StaticString, _ value: Double?)
    mutating func member(_ name: StaticString, _ value: Int?)
    mutating func member(_ name: StaticString, _ value: Bool?)
    mutating func member(_ name: StaticString, _ value: String?)
    mutating func member(_ name: StaticString, caseName value: StaticString?)
    mutating func member(_ name: StaticString, caseName value: StaticString)
    mutating func member(
        _ name: StaticString, unescapedUpTo maximum: Int, writing write: (UnsafeMutablePointer<UInt8>) -> Int)
    mutating func member(_ name: StaticString, numberText text: HeldNumberText)
    mutating func member(_ name: StaticString, unescaped text: HeldNumberText, followedBy suffix: StaticString)
    /// A member holding fuse families, by their JSON names.
    mutating func member(_ name: StaticString, fuseTypes types: UnsafeBufferPointer<FuseType>)
    mutating func number(_ value: Double)
    mutating func number(text: String)
    mutating func integer(_ value: Int)
    mutating func string(_ value: String)
    mutating func string(caseName value: StaticString)
    mutating func bool(_ value: Bool)
    mutating func null()
}

// The conformances are declared here, in the module of the renderers, not in CableCore: the
// witness table is then this module's, so the specialised renderers call the writers' pieces
// in line. Declared in CableCore, each member was a call to its witness (batch's record writing
// 13.3 k → 16.8 k instructions a row, docs/PERFORMANCE.md).
extension JSONWriter: JSONMemberWriter {
    /// The array as ``CompactJSONWriter``'s one piece writes it, a piece a name here (each
    /// layout places its elements).
    @inline(always)
    mutating func member(_ name: StaticString, fuseTypes types: UnsafeBufferPointer<FuseType>) {
        key(name)
        beginArray()
        for type in types { string(caseName: type.jsonName) }
        endArray()
    }
}
extension CompactJSONWriter: JSONMemberWriter {
    /// The array as one piece, each family's name one word (``FuseType/jsonNameWord``).
    @inline(always)
    mutating func member(_ name: StaticString, fuseTypes types: UnsafeBufferPointer<FuseType>) {
        member(name, nameWords: types) { $0.jsonNameWord }
    }
}
