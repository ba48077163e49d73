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

    /// Each key's slot (``SizingRequest/Key/slot``) is its place in `allCases`, below the
    /// twenty slots the fields make.
    @Test func keySlot_isItsPlaceInAllCases() {
        for (index, key) in SizingRequest.Key.allCases.enumerated() {
            #expect(key.slot == index, "\(key)")
        }
    }

    /// All twenty keys set at once each read back their own value (no two share a slot); after
    /// `removeAll` a line that gives fewer keys reads none of the values left from before.
    @Test func everyKeySetTogether_readsBackItsOwnValue() {
        var fields = SizingRequest.Fields()
        for (index, key) in SizingRequest.Key.allCases.enumerated() { fields.set(key, .number(Double(index))) }
        for (index, key) in SizingRequest.Key.allCases.enumerated() {
            #expect(fields[key] == .number(Double(index)), "\(key)")
        }
        fields.removeAll()
        fields.set(.voltage, .text("12V"))
        for key in SizingRequest.Key.allCases {
            #expect(fields[key] == (key == .voltage ? .text("12V") : nil), "\(key)")
        }
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

    /// ``SizingRequest/Key/name(spelledBy:)``, a fast path: every case of the four enumerations a
    /// batch line names reads back as its own `rawValue`; a name a byte shorter, longer or
    /// different, another letter case, or any key without such names gives nil (the text is then
    /// made a `String` and validated as before).
    @Test func enumerationNames_areTheirCasesRawValues() {
        let names: [(SizingRequest.Key, [String])] = [
            (.resistance, ResistanceModel.allCases.map(\.rawValue)),
            (.material, ConductorMaterial.allCases.map(\.rawValue)),
            (.standard, SizingStandard.allCases.map(\.rawValue)),
            (.units, UnitSystem.allCases.map(\.rawValue)),
        ]
        func name(_ key: SizingRequest.Key, _ text: String) -> String? {
            Array(text.utf8).withUnsafeBufferPointer { key.name(spelledBy: $0) }
        }
        for (key, rawValues) in names {
            for rawValue in rawValues {
                #expect(name(key, rawValue) == rawValue, "\(key) \(rawValue)")
                #expect(name(key, String(rawValue.dropLast())) == nil, "\(key) \(rawValue)")
                #expect(name(key, rawValue + "s") == nil, "\(key) \(rawValue)")
                #expect(name(key, rawValue.uppercased()) == nil, "\(key) \(rawValue)")
                for index in rawValue.utf8.indices {
                    var bytes = Array(rawValue.utf8)
                    bytes[rawValue.utf8.distance(from: rawValue.utf8.startIndex, to: index)] ^= 0x01
                    #expect(bytes.withUnsafeBufferPointer { key.name(spelledBy: $0) } == nil, "\(key) \(bytes)")
                }
                for other in SizingRequest.Key.allCases where !names.contains(where: { $0.0 == other }) {
                    #expect(name(other, rawValue) == nil, "\(other) \(rawValue)")
                }
            }
        }
        #expect(name(.resistance, "") == nil)
    }

    /// ``SizingRequest/read(flatObject:into:other:)`` sets the request keys and hands back only
    /// the others; a list read into before keeps nothing of the line before (the fields after
    /// ``count`` are stale and must never be read), and an alias or an unknown name `other` does
    /// not take is set by its name.
    @Test func readFlatObject_intoAListUsedBefore() throws {
        var fields = SizingRequest.Fields()
        var others: [String] = []
        func read(_ line: String) throws {
            try Array(line.utf8).withUnsafeBufferPointer { bytes in
                try SizingRequest.read(flatObject: bytes, into: &fields) { name, value, _ in
                    let name = String(decoding: name, as: UTF8.self)
                    others.append(name)
                    return name == "id"
                }
            }
        }
        try read(#"{"voltage": 12, "length": 5, "resistance": "nominal", "current": 20, "id": 1}"#)
        #expect(fields[.resistance] == .text("nominal"))
        #expect(fields[.current] == .number(20))
        #expect(others == ["id"])
        try read(#"{"current": 30, "resistance": "Nominal", "temperature": 40, "colour": "red"}"#)
        #expect(fields[.current] == .number(30))
        #expect(fields[.resistance] == .text("Nominal"))
        #expect(fields[.conductorTemperature] == .number(40))
        #expect(fields[.voltage] == nil)
        #expect(fields[.length] == nil)
        #expect(fields.keyProblem?.field == "colour")
        #expect(others == ["id", "temperature", "colour"])
        try read(#"{}"#)
        #expect(SizingRequest.Key.allCases.allSatisfy { fields[$0] == nil })
        #expect(fields.keyProblem == nil)
    }

    /// ``SizingRequest/Fields/storing(_:)``'s store (the slots made unique once) sets what
    /// ``SizingRequest/Fields/set(_:_:)-(String,_)`` and ``SizingRequest/Fields/set(_:_:)-(Key,_)``
    /// set: on 2 000 random lists of names (every key, aliases, unknown names, repeats) into a
    /// list used before and into a copy of it (which must not change), every key reads back the
    /// same value and the same key problem is kept.
    @Test func store_setsWhatSetSets() {
        let names = SizingRequest.keys + ["temperature", "colour", "lenght", "id"]
        var state: UInt64 = 51
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
        var stored = SizingRequest.Fields()
        for round in 0..<2_000 {
            let fields = (0..<next(8)).map { _ in
                let values: [SizingRequest.Value] = [.number(Double(next(100))), .text("t\(next(9))"), .bool(true)]
                return (name: names[next(names.count)], value: values[next(3)])
            }
            let copy = stored
            let before = SizingRequest.Key.allCases.map { copy[$0] }
            stored.removeAll()
            stored.storing { (store: inout SizingRequest.Fields.Store) in
                for (index, field) in fields.enumerated() {
                    if index % 2 == 0, let key = SizingRequest.Key(rawValue: field.name) {
                        store.set(key, field.value)
                    } else {
                        store.set(field.name, field.value)
                    }
                }
            }
            let expected = SizingRequest.Fields(fields.map { (key: $0.name, value: $0.value) })
            for key in SizingRequest.Key.allCases {
                #expect(stored[key] == expected[key], "round \(round): \(key)")
            }
            #expect(stored.keyProblem == expected.keyProblem, "round \(round)")
            #expect(SizingRequest.Key.allCases.map { copy[$0] } == before, "round \(round): the copy changed")
        }
    }
}
