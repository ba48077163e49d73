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

        var name: String {
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
        // One slot per key, found by a short scan of the names: no hashing, a few comparisons of
        // small strings per field.
        var values = [Value?](repeating: nil, count: Self.keys.count)
        for field in fields {
            guard let index = Self.keys.firstIndex(of: field.key) else {
                let hint = Suggestion.closest(to: field.key, among: Self.keys).map { ". Did you mean '\($0)'?" } ?? ""
                throw ValidationError(field: field.key, rule: "unknown key\(hint)", actual: "")
            }
            guard values[index] == nil else {
                throw ValidationError(field: field.key, rule: "given more than once", actual: "")
            }
            values[index] = field.value
        }

        func text(_ key: Key) -> String? {
            switch values[key.rawValue] {
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
            switch values[key.rawValue] {
            case .number(let number): return number
            case .text(let text): return try parse(text, key.name)
            case .bool:
                throw ValidationError(field: key.name, rule: "must be a number or a string with a unit", actual: "a boolean")
            case nil: return nil
            }
        }
        func flag(_ key: Key) throws(ValidationError) -> Bool {
            switch values[key.rawValue] {
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
            fuseTypes: try named(.fuseType, QuantityParser.fuseTypes) ?? FuseType.allCases)
    }
}
