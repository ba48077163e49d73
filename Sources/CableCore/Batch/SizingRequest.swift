/// One sizing request given as named fields — the `cable size` options in camelCase — as batch
/// lines carry them. Validated into a circuit and sizing options exactly as `cable size` does.
public struct SizingRequest: Sendable {
    /// A field's value: a number in the field's default unit, a text (with a unit, or a name),
    /// or a boolean.
    public enum Value: Equatable, Sendable {
        case number(Double)
        case text(String)
        case bool(Bool)
    }

    /// The keys a request may hold: `cable size`'s long options in camelCase.
    public static let keys = Key.allCases.map(\.name)

    /// A request key; its raw value is its position in ``keys``.
    enum Key: Int, CaseIterable {
        case current, power, voltage, length, roundTrip, material, temperature, insulation, engineRoom, bundled
        case maxDrop, critical, standard, fuseFactor, fuseType, units

        var name: String { spelling.description }

        /// The name as static UTF-8, what a line's bytes are compared with.
        var spelling: StaticString {
            switch self {
            case .current: "current"
            case .power: "power"
            case .voltage: "voltage"
            case .length: "length"
            case .roundTrip: "roundTrip"
            case .material: "material"
            case .temperature: "temperature"
            case .insulation: "insulation"
            case .engineRoom: "engineRoom"
            case .bundled: "bundled"
            case .maxDrop: "maxDrop"
            case .critical: "critical"
            case .standard: "standard"
            case .fuseFactor: "fuseFactor"
            case .fuseType: "fuseType"
            case .units: "units"
            }
        }

        /// The key whose name is these bytes: a scan of the sixteen spellings that compares the
        /// length first, then the whole name as two overlapping words (``ends(_:count:)``). No
        /// table to build, nothing retained. Names outside 4…16 bytes are no key (a test checks
        /// that every spelling is within).
        init?(utf8 name: UnsafeBufferPointer<UInt8>) {
            guard let bytes = name.baseAddress, Self.comparableLengths.contains(name.count) else { return nil }
            let words = Self.ends(UnsafeRawPointer(bytes), count: name.count)
            var raw = 0
            while let key = Key(rawValue: raw) {
                let spelling = key.spelling
                if spelling.utf8CodeUnitCount == name.count,
                    Self.ends(UnsafeRawPointer(spelling.utf8Start), count: name.count) == words
                {
                    self = key
                    return
                }
                raw += 1
            }
            return nil
        }

        /// The lengths ``ends(_:count:)`` reads whole.
        static let comparableLengths = 4...16

        /// The first and last half or more of `count` (4…16) bytes, as two words that overlap
        /// in the middle: the first and last four bytes up to eight, eight for longer names.
        /// Between them, every byte.
        @inline(__always)
        private static func ends(_ start: UnsafeRawPointer, count: Int) -> (UInt64, UInt64) {
            if count >= 8 {
                return (start.loadUnaligned(as: UInt64.self), (start + (count - 8)).loadUnaligned(as: UInt64.self))
            }
            return (
                UInt64(start.loadUnaligned(as: UInt32.self)), UInt64((start + (count - 4)).loadUnaligned(as: UInt32.self))
            )
        }
    }

    /// A request's fields by key, one slot per key, filled as a line is read. A batch reuses
    /// one from line to line (``removeAll()``): reading a line's keys allocates nothing.
    ///
    /// Numbers, the usual values, are kept apart from texts: setting or clearing one copies no
    /// enum that might hold a `String`, and emptying the fields is clearing one word.
    public struct Fields: Sendable {
        /// What each slot holds, four bits a key (``Kind``), key 0 in the lowest bits.
        private var kinds: UInt64 = 0
        private var numbers = [Double](repeating: 0, count: Key.allCases.count)
        /// Texts by slot; a slot's text counts only where its kind says text.
        private var texts = [String](repeating: "", count: Key.allCases.count)
        /// The first unknown or repeated key. It is thrown when the request is validated, so a
        /// syntax error further along the line, found while reading it, is reported first.
        var keyProblem: ValidationError?

        private enum Kind: UInt64 {
            case empty, number, text, no, yes
        }

        public init() {}

        /// The fields in order; a later problem (an unknown or repeated key) is kept for
        /// ``SizingRequest/init(_:)-(Fields)`` to throw.
        public init(_ fields: [(key: String, value: Value)]) {
            for field in fields { set(field.key, field.value) }
        }

        /// Empties every slot, keeping the storage.
        public mutating func removeAll() {
            kinds = 0
            keyProblem = nil
        }

        /// The value given for `key`, nil if none.
        subscript(key: Key) -> Value? {
            switch kind(key) {
            case .empty: nil
            case .number: .number(numbers[key.rawValue])
            case .text: .text(texts[key.rawValue])
            case .no: .bool(false)
            case .yes: .bool(true)
            }
        }

        /// Sets the field `name`; an unknown name or one set before is remembered as the
        /// request's problem (the first one counts).
        public mutating func set(_ name: String, _ value: Value) {
            var name = name
            name.withUTF8 { set(utf8: $0, value) }
        }

        /// Sets the field named by UTF-8 bytes (a key as it appears in a line, without escapes):
        /// matched against the key spellings byte for byte, no `String` made unless it is unknown.
        @inline(__always)
        mutating func set(utf8 name: UnsafeBufferPointer<UInt8>, _ value: Value) {
            guard let key = Key(utf8: name) else { return noteUnknownKey(name) }
            switch value {
            case .number(let number): set(key, number: number)
            case .text(let text): set(key, text: text)
            case .bool(let flag): set(key, flag: flag)
            }
        }

        @inline(__always)
        private mutating func set(_ key: Key, number: Double) {
            guard claim(key, as: .number) else { return }
            numbers[key.rawValue] = number
        }

        private mutating func set(_ key: Key, text: String) {
            guard claim(key, as: .text) else { return }
            texts[key.rawValue] = text
        }

        private mutating func set(_ key: Key, flag: Bool) {
            _ = claim(key, as: flag ? .yes : .no)
        }

        private func kind(_ key: Key) -> Kind {
            Kind(rawValue: kinds >> UInt64(4 * key.rawValue) & 0xF) ?? .empty
        }

        /// Marks the slot of `key` as holding a `kind`; false (and the problem noted) when it
        /// already holds a value.
        @inline(__always)
        private mutating func claim(_ key: Key, as kind: Kind) -> Bool {
            let shift = UInt64(4 * key.rawValue)
            guard kinds >> shift & 0xF == 0 else {
                noteProblem(ValidationError(field: key.name, rule: "given more than once", actual: ""))
                return false
            }
            kinds |= kind.rawValue << shift
            return true
        }

        @inline(never)
        private mutating func noteUnknownKey(_ name: UnsafeBufferPointer<UInt8>) {
            let text = String(decoding: name, as: UTF8.self)
            let hint = Suggestion.closest(to: text, among: SizingRequest.keys).map { ". Did you mean '\($0)'?" } ?? ""
            noteProblem(ValidationError(field: text, rule: "unknown key\(hint)", actual: ""))
        }

        private mutating func noteProblem(_ problem: ValidationError) {
            if keyProblem == nil { keyProblem = problem }
        }
    }

    public let circuit: Circuit
    public let options: SizingOptions
    /// The request asked for imperial units (AWG series, feet).
    public let imperial: Bool

    /// Validates the fields.
    /// - Throws: ``ValidationError`` naming the key: an unknown key (with a suggestion), a
    ///   missing `voltage` or `length`, neither or both of `current` and `power`, or any value
    ///   `cable size` would refuse.
    public init(_ fields: [(key: String, value: Value)]) throws(ValidationError) {
        try self.init(Fields(fields))
    }

    /// Validates the fields, as ``init(_:)-([(key:String,value:Value)])``.
    public init(_ fields: borrowing Fields) throws(ValidationError) {
        if let problem = fields.keyProblem { throw problem }

        func text(_ key: Key) -> String? {
            switch fields[key] {
            case .text(let text): text
            case .number(let number): Limits.format(number, "")
            case .bool(let flag): flag ? "true" : "false"
            case nil: nil
            }
        }
        /// Numbers are taken in the default unit; texts are parsed with their unit.
        func quantity(_ key: Key, _ parse: (String, String) throws(ValidationError) -> Double) throws(ValidationError)
            -> Double?
        {
            switch fields[key] {
            case .number(let number): return number
            case .text(let text): return try parse(text, key.name)
            case .bool:
                throw ValidationError(field: key.name, rule: "must be a number or a string with a unit", actual: "a boolean")
            case nil: return nil
            }
        }
        func flag(_ key: Key) throws(ValidationError) -> Bool {
            switch fields[key] {
            case .bool(let flag): return flag
            case .text(let text): return try QuantityParser.boolean(text, field: key.name)
            case .number(let number) where number == 0 || number == 1: return number == 1
            case .number(let number):
                throw ValidationError(field: key.name, rule: "must be true or false", actual: Limits.format(number, ""))
            case nil: return false
            }
        }
        func named<T>(_ key: Key, _ parse: (String, String) throws(ValidationError) -> T) throws(ValidationError) -> T? {
            guard let text = text(key) else { return nil }
            return try parse(text, key.name)
        }

        let current = try quantity(.current) { text, field throws(ValidationError) in
            try QuantityParser.current(text, field: field).amperes
        }
        let power = try quantity(.power) { text, field throws(ValidationError) in
            try QuantityParser.power(text, field: field).watts
        }
        let load: Circuit.Load
        switch (current, power) {
        case (let amperes?, nil): load = .current(.amperes(amperes))
        case (nil, let watts?): load = .power(.watts(watts))
        case (.some, .some): throw ValidationError(field: "current", rule: "give current or power, not both", actual: "")
        case (nil, nil):
            throw ValidationError(field: "current", rule: "missing the load: give current (A) or power (W)", actual: "")
        }
        guard
            let voltage = try quantity(
                .voltage, { text, field throws(ValidationError) in try QuantityParser.voltage(text, field: field).volts })
        else { throw ValidationError(field: "voltage", rule: "is required", actual: "") }
        guard
            let length = try quantity(
                .length, { text, field throws(ValidationError) in try QuantityParser.length(text, field: field).meters })
        else { throw ValidationError(field: "length", rule: "is required", actual: "") }
        let standard = try named(.standard, QuantityParser.standard) ?? .defaultMethod
        let material = try named(.material, QuantityParser.material) ?? .copper
        let temperature = try quantity(.temperature) { text, field throws(ValidationError) in
            try QuantityParser.temperature(text, field: field).degreesCelsius
        }
        if standard == .abyc, material != .copper || temperature != nil {
            throw ValidationError(
                field: "standard", rule: "abyc sizes copper with a fixed K = 10.75; drop material and temperature", actual: "")
        }
        let conditions = InstallationConditions(
            insulation: try named(.insulation, QuantityParser.insulation) ?? .c105,
            engineRoom: try flag(.engineRoom),
            bundledConductors: try named(.bundled, QuantityParser.bundledConductors) ?? 1)
        circuit = try Circuit(
            load: load, supplyVoltage: .volts(voltage), length: .meters(length), lengthIsRoundTrip: try flag(.roundTrip),
            material: material, conductorTemperature: .celsius(temperature ?? 20), conditions: conditions, standard: standard)

        let units = try named(.units) { text, field throws(ValidationError) in
            switch text.lowercased() {
            case "metric": return false
            case "imperial": return true
            default: throw ValidationError(field: field, rule: "must be metric or imperial", actual: QuantityParser.quoted(text))
            }
        }
        imperial = units ?? false
        let critical = try flag(.critical)
        let maxDrop =
            try quantity(.maxDrop, QuantityParser.percent)
            ?? (critical
                ? SizingOptions.criticalMaxDropPercent
                : standard == .abyc ? SizingOptions.abycMaxDropPercent : SizingOptions.defaultMaxDropPercent)
        options = try SizingOptions(
            maxDropPercent: maxDrop,
            series: standard == .abyc ? .marine : imperial ? .awg : .metric,
            fuseFactor: try quantity(.fuseFactor, QuantityParser.number) ?? FuseSelector.defaultFactor,
            fuseTypes: try named(.fuseType, QuantityParser.fuseTypes).map(FuseTypeList.init) ?? .all)
    }
}
