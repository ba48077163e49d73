import Testing

@testable import CableCore

/// The request's field list and its key mask (``SizingRequest/Key/bit``, a fast path reading a
/// key's stored case number): every key must own the bit of its place in `allCases`, or a field
/// given would read as absent, or a key never given as repeated.
@Suite("SizingRequest.Fields: the key mask")
struct SizingRequestFieldsTests {
    /// Each key's bit is 1 << its place in `allCases`; all twenty differ.
    @Test func keyBit_isItsPlaceInAllCases() {
        var seen: UInt32 = 0
        for (index, key) in SizingRequest.Key.allCases.enumerated() {
            #expect(key.bit == 1 << UInt32(index), "\(key)")
            #expect(seen & key.bit == 0, "\(key) shares a bit")
            seen |= key.bit
        }
        #expect(seen.nonzeroBitCount == 20)
    }

    /// Every key set alone reads back its value and leaves every other key absent; set twice it
    /// is the repeated-key problem; `removeAll` forgets it.
    @Test func everyKey_readsBackAloneAndOnce() {
        var fields = SizingRequest.Fields()
        for key in SizingRequest.Key.allCases {
            fields.removeAll()
            fields.set(key, .number(7))
            for other in SizingRequest.Key.allCases {
                #expect(fields[other] == (other == key ? .number(7) : nil), "\(key) set, \(other) read")
            }
            #expect(fields.keyProblem == nil)
            fields.set(key, .number(8))
            #expect(fields.keyProblem == ValidationError(field: key.rawValue, rule: .givenTwice, actual: ""))
            #expect(fields[key] == .number(7))
        }
        fields.removeAll()
        #expect(SizingRequest.Key.allCases.allSatisfy { fields[$0] == nil })
        #expect(fields.keyProblem == nil)
    }

    /// The alias `temperature` and its key's own name are one field: the second is repeated.
    @Test func alias_andOwnName_areOneField() {
        var fields = SizingRequest.Fields([(key: "temperature", value: .number(40))])
        fields.set("conductorTemperature", .number(50))
        #expect(fields[.conductorTemperature] == .number(40))
        #expect(fields.keyProblem?.field == "conductorTemperature")
    }
}
