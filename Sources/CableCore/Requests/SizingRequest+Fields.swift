extension SizingRequest {
    /// A request's fields by key, as a front end read them: a batch line's members, or a
    /// command's options. An unknown key or one given twice is kept as the request's problem and
    /// thrown when it is validated, so a syntax error further along a line is reported first.
    public struct Fields: Sendable {
        /// The fields given, in order, each key once. (A request has a handful: a short list
        /// scanned by key is cheaper to build and free than a slot for every key.)
        private var given: [Field] = []
        /// The keys in ``given``, a bit each (``Key/bit``): a request asks for every key it knows
        /// (twenty) and a line gives a handful, so most look-ups end here without a scan.
        private var present: UInt32 = 0

        private struct Field: Sendable {
            let key: Key
            let value: Value
        }
        /// The first unknown or repeated key, worded by ``keyProblem`` when it is asked for: kept
        /// small, so that emptying the list for every batch line clears a few bytes, not a
        /// ``ValidationError``.
        private var problem: KeyProblem?

        private enum KeyProblem: Sendable {
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

        /// No fields.
        public init() {}

        /// The fields in order.
        public init(_ fields: [(key: String, value: Value)]) {
            for field in fields { set(field.key, field.value) }
        }

        /// Forgets every field and the key problem, keeping the list's storage (a batch reads
        /// every line into one list).
        public mutating func removeAll() {
            // Field by field from the end: `removeAll(keepingCapacity:)` replaces a subrange, about
            // 300 instructions for a line's four fields.
            while !given.isEmpty { given.removeLast() }
            present = 0
            problem = nil
        }

        /// The value given for `key`, nil if none.
        public subscript(key: Key) -> Value? {
            // The mask's test put in line where a field is read (validation asks for all twenty
            // keys, of which a line gives a handful): it was a call of ~30 instructions each.
            @inline(__always) get {
                guard present & key.bit != 0 else { return nil }
                return given(key)
            }
        }

        /// The value given for `key`, which is in the list.
        private func given(_ key: Key) -> Value? {
            // By index: reads each field's key in place, copying only the value returned.
            given.withUnsafeBufferPointer { fields in
                for index in fields.indices where fields[index].key == key { return fields[index].value }
                return nil
            }
        }

        /// Sets the field named `name` (a key's name or alias, ``Key/init(named:)``); an unknown
        /// name (with the closest key, when one is near) or one set before (under either name)
        /// becomes the request's problem, the first one counting.
        public mutating func set(_ name: String, _ value: Value) {
            guard let key = Key(named: name) else { return note(.unknown(name: name)) }
            set(key, value)
        }

        /// Sets the field `key`; one set before becomes the request's problem.
        public mutating func set(_ key: Key, _ value: Value) {
            guard present & key.bit == 0 else {
                return note(.givenTwice(key))
            }
            present |= key.bit
            // Room for every key at once: the list grows once, not at its 2nd, 3rd and 5th field.
            if given.capacity == 0 { given.reserveCapacity(Key.allCases.count) }
            given.append(Field(key: key, value: value))
        }

        private mutating func note(_ problem: KeyProblem) {
            if self.problem == nil { self.problem = problem }
        }

        // MARK: - Reading values

        /// A quantity: a number in the key's default unit (`bare` reads it; the SI unit unless
        /// given), or a text with a unit that `parse` reads.
        func quantity<Q: PhysicalQuantity>(
            _ key: Key, _ parse: (String, String) throws(ValidationError) -> Q, bare: ((Double) -> Q)? = nil
        ) throws(ValidationError) -> Q? {
            switch self[key] {
            case .number(let number): return bare?(number) ?? Q(siValue: number)
            case .text(let text): return try parse(text, key.rawValue)
            case .bool:
                throw ValidationError(field: key.rawValue, rule: .numberOrUnitString, value: .jsonKind(.boolean))
            case nil: return nil
            }
        }

        /// A plain number, or a text `parse` reads (a percentage, a factor).
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
        func named<T>(_ key: Key, _ parse: (String, String) throws(ValidationError) -> T) throws(ValidationError) -> T? {
            let text: String
            switch self[key] {
            case .text(let value): text = value
            case .number(let number): text = Limits.format(number, "")
            case .bool(let flag): text = flag ? "true" : "false"
            case nil: return nil
            }
            return try parse(text, key.rawValue)
        }

        /// A flag: `true`/`false`, their words (`yes`, `no`) or 1 and 0; false when absent.
        func flag(_ key: Key) throws(ValidationError) -> Bool {
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
    /// place in `allCases` and that no two keys share one.
    var bit: UInt32 {
        assert(MemoryLayout<Self>.size == 1 && Self.allCases.count <= 32)
        return 1 << UInt32(unsafeBitCast(self, to: UInt8.self))
    }

    /// The key whose name is `name`'s UTF-8, nil for none. What a batch line's keys are read
    /// with, without a `String` each.
    ///
    /// Fast path: the name's length and first byte pick the one key it can be (no two keys
    /// share both), and only that key's name is compared, byte for byte. Invariant: every key is
    /// listed under its own name's length and first letter; one that is not would be an unknown
    /// key in a batch line. `SizingRequestTests` read every key's name back
    /// (`everyKeyName_fillsItsOwnSlot`) and check that a name a byte longer, shorter or
    /// different is no key (`nearMissNames_areUnknownKeys`). (It compared the name with the
    /// twenty names in turn: ~120 instructions a key.)
    public init?(utf8 name: UnsafeBufferPointer<UInt8>) {
        guard let first = name.first else { return nil }
        let key: Self
        switch (name.count, first) {
        case (5, UInt8(ascii: "p")): key = .power
        case (5, UInt8(ascii: "u")): key = .units
        case (6, UInt8(ascii: "l")): key = .length
        case (6, UInt8(ascii: "t")): key = .tinned
        case (7, UInt8(ascii: "b")): key = .bundled
        case (7, UInt8(ascii: "c")): key = .current
        case (7, UInt8(ascii: "m")): key = .maxDrop
        case (7, UInt8(ascii: "v")): key = .voltage
        case (8, UInt8(ascii: "c")): key = .critical
        case (8, UInt8(ascii: "f")): key = .fuseType
        case (8, UInt8(ascii: "m")): key = .material
        case (8, UInt8(ascii: "s")): key = .standard
        case (9, UInt8(ascii: "r")): key = .roundTrip
        case (10, UInt8(ascii: "e")): key = .engineRoom
        case (10, UInt8(ascii: "f")): key = .fuseFactor
        case (10, UInt8(ascii: "i")): key = .insulation
        case (10, UInt8(ascii: "r")): key = .resistance
        case (13, UInt8(ascii: "c")): key = .chargeVoltage
        case (14, UInt8(ascii: "c")): key = .conductorClass
        case (20, UInt8(ascii: "c")): key = .conductorTemperature
        default: return nil
        }
        guard Self.equal(Self.names[Int(unsafeBitCast(key, to: UInt8.self))], name) else { return nil }
        self = key
    }

    /// Every key's name as UTF-8, in the order of `allCases` (a key's stored case number, as
    /// ``bit`` reads it, is its place here).
    private static let names = allCases.map { Array($0.rawValue.utf8) }

    /// Same length and bytes. (A plain loop: the generic `elementsEqual` cost ~200 instructions
    /// a comparison, most of a batch line's key reading.)
    private static func equal(_ bytes: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == name.count else { return false }
        for index in 0..<name.count where bytes[index] != name[index] { return false }
        return true
    }
}
