extension SizingRequest {
    /// A request's fields by key, as a front end read them: a batch line's members, or a
    /// command's options. An unknown key or one given twice is kept as the request's problem and
    /// thrown when it is validated, so a syntax error further along a line is reported first.
    public struct Fields: Sendable {
        /// The value of each key, in the key's slot (``Key/slot``, its place in `allCases`), made
        /// for every key with the first field set. Only the slots of keys in ``present`` are this
        /// request's fields; the others hold a field of a line read before (or `false`), kept until
        /// it is overwritten so that emptying the fields is clearing ``present``; nothing reads
        /// them. (A list of the fields given, scanned by key, cost ~55 instructions a look-up of a
        /// key given, four a batch line; a slot is read at once.)
        private var values: [Value] = []
        /// The keys given, a bit each (``Key/bit``): a request asks for every key it knows
        /// (twenty) and a line gives a handful, so most look-ups end here.
        private var present: UInt32 = 0
        /// The first unknown or repeated key, worded by ``keyProblem`` when it is asked for: kept
        /// small, so that emptying the list for every batch line clears a few bytes, not a
        /// ``ValidationError``.
        private var problem: KeyProblem?

        fileprivate enum KeyProblem: Sendable {
            case unknown(name: String)
            case givenTwice(Key)
        }

        /// The first unknown key (with the closest key, when one is near) or repeated key (under
        /// either name).
        public var keyProblem: ValidationError? {
            switch problem {
            case .unknown(let name)?:
                let suggestion = Suggestion.closest(to: name, among: SizingRequest.keys)
                return ValidationError(field: name, rule: .unknownKey(suggestion: suggestion, known: []), actual: "")
            case .givenTwice(let key)?: return ValidationError(field: key.rawValue, rule: .givenTwice, actual: "")
            case nil: return nil
            }
        }

        /// Throws ``keyProblem``, if there is one. (Asked first by every validation: without a
        /// problem it tests one small optional, where `keyProblem` made an empty
        /// ``ValidationError`` optional, about 65 instructions. Put in line: a call of ~20.)
        @inline(__always)
        func requireKnownKeys() throws(ValidationError) {
            if problem != nil, let keyProblem { throw keyProblem }
        }

        /// No fields.
        public init() {}

        /// The fields in order.
        public init(_ fields: [(key: String, value: Value)]) {
            for field in fields { set(field.key, field.value) }
        }

        /// Forgets every field and the key problem, keeping the slots' storage (a batch reads
        /// every line into one).
        public mutating func removeAll() {
            // The values left in the slots are overwritten by the next ones (see `values`).
            present = 0
            problem = nil
        }

        /// The value given for `key`, nil if none.
        public subscript(key: Key) -> Value? {
            // The mask's test put in line where a field is read (validation asks for all twenty
            // keys, of which a line gives a handful): it was a call of ~30 instructions each.
            @inline(__always) get {
                guard present & key.bit != 0 else { return nil }
                return values[key.slot]
            }
        }

        /// Sets the field named `name` (a key's name or alias, ``Key/init(named:)``); an unknown
        /// name (with the closest key, when one is near) or one set before (under either name)
        /// becomes the request's problem, the first one counting.
        public mutating func set(_ name: String, _ value: Value) {
            guard let key = Key(named: name) else { return note(.unknown(name: name)) }
            set(key, value)
        }

        /// Sets the field `key`; one set before becomes the request's problem. (Put in line where a
        /// batch line's fields are read, `SizingRequest.read(flatObject:into:other:)`.)
        @inline(__always)
        public mutating func set(_ key: Key, _ value: Value) {
            guard present & key.bit == 0 else {
                return note(.givenTwice(key))
            }
            present |= key.bit
            // A slot for every key at once, with the first field.
            if values.isEmpty { values = Array(repeating: .bool(false), count: Key.allCases.count) }
            values[key.slot] = value
        }

        private mutating func note(_ problem: KeyProblem) {
            if self.problem == nil { self.problem = problem }
        }

        /// Runs `body` with a ``Store`` that sets fields as ``set(_:_:)-(Key,_)`` and
        /// ``set(_:_:)-(String,_)`` do, and keeps what it set (also when `body` throws). What a
        /// batch line's members are stored with (`SizingRequest.read(flatObject:into:other:)`).
        ///
        /// Fast path: the slots are made, and made unique (copied if shared), once for all the
        /// fields `body` sets, not once a field (`values[slot] = value` tested the array's
        /// uniqueness with a call and its bounds every time: ~25 instructions a field). Invariant:
        /// nothing but the store touches these fields while `body` runs — `storing` is a
        /// `mutating` access, so the compiler refuses (or, through an escaped reference, traps on)
        /// any other — and the store writes only inside the slots (a key's slot is below
        /// `Key.allCases.count`, the slots' count). Safe to change: what the store does with a
        /// field, as long as `set(_:_:)` does the same. `SizingRequestFieldsTests` set every key,
        /// repeated and unknown keys and aliases through both and compare the fields.
        @inline(__always)
        package mutating func storing<R, E: Error>(_ body: (inout Store) throws(E) -> R) throws(E) -> R {
            if values.isEmpty { values = Array(repeating: .bool(false), count: Key.allCases.count) }
            let (present, problem) = (self.present, self.problem)
            let (store, result) = values.withUnsafeMutableBufferPointer { slots -> (Store, Result<R, E>) in
                // Non-nil: the slots were made above, so the buffer is never empty.
                var store = Store(slots: slots.baseAddress.unsafelyUnwrapped, present: present, problem: problem)
                do throws(E) {
                    let result = try body(&store)
                    return (store, .success(result))
                } catch {
                    return (store, .failure(error))
                }
            }
            (self.present, self.problem) = (store.present, store.problem)
            return try result.get()
        }

        /// Sets fields as ``Fields`` does, into slots made unique once (``storing(_:)``); valid only
        /// while `storing`'s body runs.
        package struct Store {
            fileprivate let slots: UnsafeMutablePointer<Value>
            fileprivate var present: UInt32
            fileprivate var problem: KeyProblem?

            /// ``Fields/set(_:_:)-(Key,_)``: a key set before becomes the request's problem.
            @inline(__always)
            package mutating func set(_ key: Key, _ value: Value) {
                guard present & key.bit == 0 else { return note(.givenTwice(key)) }
                present |= key.bit
                slots[key.slot] = value
            }

            /// ``Fields/set(_:_:)-(String,_)``: an alias, else an unknown key becomes the request's problem.
            package mutating func set(_ name: String, _ value: Value) {
                guard let key = Key(named: name) else { return note(.unknown(name: name)) }
                set(key, value)
            }

            private mutating func note(_ problem: KeyProblem) {
                if self.problem == nil { self.problem = problem }
            }
        }

        // MARK: - Reading values
        //
        // The readers below are put in line where validation reads each key, so that a key not
        // given costs the mask's test (they were, by the optimiser's choice, until reading a
        // slot made them a little longer: then each was a call, ~40 instructions a key).

        /// Whether any key of `keys` (a mask of ``Key/bit``s) was given. What validation asks
        /// before a group of keys (the conductor's, the options'): a request that gives none of
        /// them takes their defaults at once instead of asking for each (a batch line gives a
        /// handful of the twenty).
        @inline(__always)
        func givesAny(of keys: UInt32) -> Bool { present & keys != 0 }

        /// A quantity: a number in the key's default unit (`bare` reads it, or refuses it as a
        /// bare temperature under imperial units; the SI unit unless given), or a text with a
        /// unit that `parse` reads.
        @inline(__always)
        func quantity<Q: PhysicalQuantity>(
            _ key: Key, _ parse: (String, String) throws(ValidationError) -> Q,
            bare: (Double) throws(ValidationError) -> Q = { Q(siValue: $0) }
        ) throws(ValidationError) -> Q? {
            // `bare` is not optional, so not escaping: a closure that captures (a length's unit
            // system) is never put on the heap, whether or not this is put in line (allocated and
            // freed, it was ~270 instructions a batch row).
            switch self[key] {
            case .number(let number): return try bare(number)
            case .text(let text): return try parse(text, key.rawValue)
            case .bool:
                throw ValidationError(field: key.rawValue, rule: .numberOrUnitString, value: .jsonKind(.boolean))
            case nil: return nil
            }
        }

        /// A plain number, or a text `parse` reads (a percentage, a factor).
        @inline(__always)
        func number(_ key: Key, _ parse: (String, String) throws(ValidationError) -> Double) throws(ValidationError) -> Double? {
            switch self[key] {
            case .number(let number): return number
            case .text(let text): return try parse(text, key.rawValue)
            case .bool:
                throw ValidationError(field: key.rawValue, rule: .numberOrUnitString, value: .jsonKind(.boolean))
            case nil: return nil
            }
        }

        /// A name, count or list read by `parse` from its text (a number or boolean as written).
        @inline(__always)
        func named<T>(_ key: Key, _ parse: (String, String) throws(ValidationError) -> T) throws(ValidationError) -> T? {
            guard present & key.bit != 0 else { return nil }
            // A text is parsed where it is stored, borrowed: copied out (through the subscript) its
            // string was retained and released around the parse, ~30 instructions a key given.
            switch values[key.slot] {
            case .text(let value): return try parse(value, key.rawValue)
            case .number(let number): return try parse(Limits.format(number, ""), key.rawValue)
            case .bool(let flag): return try parse(flag ? "true" : "false", key.rawValue)
            }
        }

        /// A flag: `true`/`false`, their words (`yes`, `no`) or 1 and 0; false when absent.
        @inline(__always)
        func flag(_ key: Key) throws(ValidationError) -> Bool {
            // Absent (four flags a request, seldom given): the mask's test in line, no call (a
            // call of ~21 instructions each).
            guard present & key.bit != 0 else { return false }
            return try givenFlag(key)
        }

        /// ``flag(_:)`` of a key that was given.
        private func givenFlag(_ key: Key) throws(ValidationError) -> Bool {
            switch self[key] {
            case .bool(let flag): return flag
            case .text(let text): return try QuantityParser.boolean(text, field: key.rawValue)
            case .number(let number) where number == 0 || number == 1: return number == 1
            case .number(let number):
                throw ValidationError(field: key.rawValue, rule: .trueOrFalse, actual: Limits.format(number, ""))
            case nil: return false
            }
        }
    }
}

extension SizingRequest.Key {
    /// The key's own bit in a mask of keys: 1 << its place in `allCases` (the declaration order).
    ///
    /// Fast path: a case-only enum is stored as its case's place in the declaration, one byte,
    /// so that byte is read rather than `allCases` searched (twenty comparisons a look-up). Invariant:
    /// at most 32 cases, no payload. `SizingRequestFieldsTests` check every key's bit against its
    /// place in `allCases` and that no two keys share one. (Put in line: called, it was ~10
    /// instructions a key, four times a batch line.)
    @inline(__always)
    var bit: UInt32 { 1 << UInt32(slot) }

    /// The key's place in `allCases` (the declaration order): its slot in ``SizingRequest/Fields``
    /// and the shift of its ``bit``. The same fast path and invariant as ``bit``; the tests
    /// check every key's slot too.
    @inline(__always)
    var slot: Int {
        assert(MemoryLayout<Self>.size == 1 && Self.allCases.count <= 32)
        return Int(unsafeBitCast(self, to: UInt8.self))
    }

    /// The key whose name is `name`'s UTF-8, nil for none. What a batch line's keys are read
    /// with, without a `String` each.
    ///
    /// Fast path: the name's length and first byte pick the one key it can be (no two keys
    /// share both), and only that key's name is compared, a word at a time, with its spelling
    /// beside it (a static string: no `String` or array to reach). Invariant: every key is
    /// listed under its own name's length and first letter (the last of a length's letters is
    /// the default) with its `rawValue` as its spelling; a key that is not would be an unknown
    /// key in a batch line. `SizingRequestTests` read every key's name back
    /// (`everyKeyName_fillsItsOwnSlot`) and check that a name a byte longer, shorter or
    /// different is no key (`nearMissNames_areUnknownKeys`: every byte of every name changed).
    /// (It compared the name with the twenty names in turn: ~120 instructions a key.)
    public init?(utf8 name: UnsafeBufferPointer<UInt8>) {
        guard let key = Self.matching(utf8: name) else { return nil }
        self = key
    }

    /// ``init(utf8:)``, put in line where a batch line's keys are matched
    /// (`SizingRequest.read(flatObject:into:other:)`; a call there was ~30 instructions a key).
    @inline(__always)
    package static func matching(utf8 name: UnsafeBufferPointer<UInt8>) -> Self? {
        guard let first = name.first else { return nil }
        let (key, spelling): (Self, StaticString)
        switch name.count {
        case 5: (key, spelling) = first == UInt8(ascii: "p") ? (.power, "power") : (.units, "units")
        case 6: (key, spelling) = first == UInt8(ascii: "l") ? (.length, "length") : (.tinned, "tinned")
        case 7:
            switch first {
            case UInt8(ascii: "b"): (key, spelling) = (.bundled, "bundled")
            case UInt8(ascii: "c"): (key, spelling) = (.current, "current")
            case UInt8(ascii: "m"): (key, spelling) = (.maxDrop, "maxDrop")
            default: (key, spelling) = (.voltage, "voltage")
            }
        case 8:
            switch first {
            case UInt8(ascii: "c"): (key, spelling) = (.critical, "critical")
            case UInt8(ascii: "f"): (key, spelling) = (.fuseType, "fuseType")
            case UInt8(ascii: "m"): (key, spelling) = (.material, "material")
            default: (key, spelling) = (.standard, "standard")
            }
        case 9: (key, spelling) = (.roundTrip, "roundTrip")
        case 10:
            switch first {
            case UInt8(ascii: "e"): (key, spelling) = (.engineRoom, "engineRoom")
            case UInt8(ascii: "f"): (key, spelling) = (.fuseFactor, "fuseFactor")
            case UInt8(ascii: "i"): (key, spelling) = (.insulation, "insulation")
            default: (key, spelling) = (.resistance, "resistance")
            }
        case 13: (key, spelling) = (.chargeVoltage, "chargeVoltage")
        case 14: (key, spelling) = (.conductorClass, "conductorClass")
        case 20: (key, spelling) = (.conductorTemperature, "conductorTemperature")
        default: return nil
        }
        // The one candidate, compared whole (its first byte too); the switch made the lengths equal.
        guard let bytes = name.baseAddress, Self.equal(UnsafeRawPointer(spelling.utf8Start), bytes, count: name.count) else {
            return nil
        }
        return key
    }

    /// The name `text` spells when it is exactly one of the names of this key's enumeration —
    /// `real` or `nominal` for ``resistance``, `copper` or `aluminium` for ``material``,
    /// `default` or `abyc` for ``standard``, `metric` or `imperial` for ``units`` — as that
    /// case's own `rawValue`; nil for any other text or key (the text is then made a `String`
    /// and read by validation as before: another case, an alias, other letter case).
    ///
    /// Fast path: what a batch line's value of such a key is read as, so that `"nominal"` is
    /// not made a `String` from its bytes (`String(decoding:)` checks them again: ~190
    /// instructions). Invariant: each name is compared with its own spelling beside it and
    /// gives the `rawValue` of the case it spells. `SizingRequestFieldsTests`
    /// (`enumerationNames_areTheirCasesRawValues`) read every case of the four enumerations
    /// back and check that every name a byte shorter, longer or different is not matched.
    func name(spelledBy text: UnsafeBufferPointer<UInt8>) -> String? {
        @inline(__always)
        func spells(_ spelling: StaticString) -> Bool {
            guard let bytes = text.baseAddress, text.count == spelling.utf8CodeUnitCount else { return false }
            return Self.equal(UnsafeRawPointer(spelling.utf8Start), bytes, count: text.count)
        }
        switch self {
        case .resistance:
            if spells("nominal") { return ResistanceModel.nominal.rawValue }
            if spells("real") { return ResistanceModel.real.rawValue }
        case .material:
            if spells("copper") { return ConductorMaterial.copper.rawValue }
            if spells("aluminium") { return ConductorMaterial.aluminium.rawValue }
        case .standard:
            if spells("default") { return SizingStandard.defaultMethod.rawValue }
            if spells("abyc") { return SizingStandard.abyc.rawValue }
        case .units:
            if spells("metric") { return UnitSystem.metric.rawValue }
            if spells("imperial") { return UnitSystem.imperial.rawValue }
        default: break
        }
        return nil
    }

    /// Whether the `count` bytes at `a` and at `b` are the same (`count` at least 4), compared
    /// as words: the first and last four bytes of a name shorter than eight (they overlap), else
    /// eight bytes at a time and the last eight. Reads only those bytes. (Byte by byte it was
    /// about eight instructions a byte, 60 a key. Put in line in ``init(utf8:)``: a call of ~16
    /// instructions a key.)
    @inline(__always)
    private static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        func word<T: FixedWidthInteger>(_ pointer: UnsafeRawPointer, at offset: Int, as type: T.Type) -> T {
            pointer.loadUnaligned(fromByteOffset: offset, as: type)
        }
        guard count >= 8 else {
            return word(a, at: 0, as: UInt32.self) == word(b, at: 0, as: UInt32.self)
                && word(a, at: count - 4, as: UInt32.self) == word(b, at: count - 4, as: UInt32.self)
        }
        var offset = 0
        while offset < count - 8 {
            guard word(a, at: offset, as: UInt64.self) == word(b, at: offset, as: UInt64.self) else { return false }
            offset += 8
        }
        return word(a, at: count - 8, as: UInt64.self) == word(b, at: count - 8, as: UInt64.self)
    }
}
