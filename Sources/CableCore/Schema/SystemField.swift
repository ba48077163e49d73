/// One key of a system file, described once: where it may appear, what value it takes (a
/// quantity with its unit and range, a whole number, a choice, …), its default, and the
/// `add`/`set` (or `new`/`set system`) option that writes it.
///
/// The field table (``SystemSchema``) lists every key. The file decoder (``SystemFile``), the
/// model's initialisers (ranges), the editor's options, their completions and
/// `Fixtures/system.schema.json` (``SystemSchema/json()``) all read it, so a new key is added in
/// one place.
public struct SystemField: Sendable {
    /// The objects of a system file a key may belong to.
    public enum Owner: String, CaseIterable, Sendable {
        /// The top level of the file.
        case system
        /// The `defaults` object.
        case defaults
        /// An entry of `loads`.
        case load
        /// An entry of `batteries`.
        case battery
        /// A battery's `arrangement` object.
        case arrangement
        /// An entry of `chargers`.
        case charger
        /// An entry of `inverters`.
        case inverter
        /// An entry of `panels`: a distribution panel, fuse block or bus bar and its feeder.
        case panel
        /// An entry of `arrays` (a PV array on its controller).
        case array
        /// An array's `module` object.
        case module
        /// A DC-DC charger's `input` object (the run from its source battery).
        case chargerInput
    }

    /// The value a key takes.
    public enum Value: Sendable {
        /// A physical quantity: a JSON number in `unit` (the SI unit: m, A, V, W, Ah, h, °C, %)
        /// or a string with a unit (`"4m"`, `"60W"`). `positive`: 0 < value ≤ the range's upper
        /// bound, with the lower bound as the smallest accepted value; else lower ≤ value ≤ upper.
        case quantity(unit: String, range: ClosedRange<Double>, positive: Bool)
        /// A share: 0.8, `"0.8"` or `"80%"`, within `range` (0 < share ≤ 1 at most).
        case fraction(range: ClosedRange<Double>)
        /// A plain number within `range` (no unit).
        case number(range: ClosedRange<Double>)
        /// A whole number within `range`.
        case integer(range: ClosedRange<Int>)
        /// `true` or `false`.
        case bool
        /// A name: 1 to 200 characters, not only invisible ones, no control characters
        /// (``EntityName``).
        case name
        /// One of a closed set of names.
        case choice([String])
        /// A standard wire size: `"6mm2"`, `"10awg"`, `"2/0"`.
        case wireSize
        /// An insulation rating: `"105C"` or `105`.
        case insulation
        /// A catalogue id (``CatalogFile/isValidID(_:)``).
        case catalogId
        /// The name of another entity of the file (an AC load's inverter).
        case reference(Owner)
        /// A nested object whose keys are listed under `owner`.
        case object(Owner)
        /// A list of entities of `owner`.
        case list(Owner)
        /// Any string (`$schema`).
        case string
        /// The constant `schemaVersion`.
        case version
    }

    /// The option of `add`/`set` (entities) or `new`/`set system` (the system) that writes the key.
    public struct Option: Sendable {
        /// Long name without dashes: `hours-per-day`.
        public let name: String
        /// Placeholder of the value (`<hours>`); nil for a flag (`--critical`, `--no-critical`).
        public let valueName: String?
        /// The help line.
        public let help: String
        /// A one-letter alias, if any.
        public let short: Character?

        /// An option taking a value.
        public init(_ name: String, _ valueName: String?, _ help: String, short: Character? = nil) {
            self.name = name
            self.valueName = valueName
            self.help = help
            self.short = short
        }
    }

    /// The key in the file: `hoursPerDay`.
    public let key: String
    /// The objects it may appear in.
    public let owners: Set<Owner>
    /// What it takes.
    public let value: Value
    /// The objects that must have it (`name` of every entity, a battery's `capacityAh`).
    public let requiredBy: Set<Owner>
    /// The default when absent, as documentation (`"1"`, `"105C"`); nil when none applies.
    public let defaultText: String?
    /// A load key that sizes a DC circuit, which an AC load (one naming its inverter) cannot have.
    public let isDCOnly: Bool
    /// A battery key that describes its main feed — the run to the bus, its fuse and how it is
    /// installed — which a battery off the house bus (`bus` separate, ``BatteryBank/Bus/separate``)
    /// has not: there it is refused, as ``isDCOnly`` keys are on an AC load.
    public let isMainFeed: Bool
    /// The editing option that writes it; nil for keys no option writes (`catalogId`).
    public let option: Option?
    /// What it means, for the JSON Schema.
    public let summary: String

    /// A field of the table.
    public init(
        _ key: String, _ owners: Set<Owner>, _ value: Value, required requiredBy: Set<Owner> = [],
        default defaultText: String? = nil, dcOnly: Bool = false, mainFeed: Bool = false, option: Option? = nil,
        summary: String = ""
    ) {
        self.key = key
        self.owners = owners
        self.value = value
        self.requiredBy = requiredBy
        self.defaultText = defaultText
        self.isDCOnly = dcOnly
        self.isMainFeed = mainFeed
        self.option = option
        self.summary = summary
    }

    /// The range of a quantity, fraction, number or whole number field (as Doubles); nil for others.
    public var range: ClosedRange<Double>? {
        switch value {
        case .quantity(_, let range, _), .fraction(let range), .number(let range): range
        case .integer(let range): Double(range.lowerBound)...Double(range.upperBound)
        default: nil
        }
    }

    /// The range of a whole-number field; the full `Int` range for others.
    public var integerRange: ClosedRange<Int> {
        if case .integer(let range) = value { return range }
        return Int.min...Int.max
    }

    /// The unit of a quantity field (`"V"`); empty for others.
    public var unit: String {
        if case .quantity(let unit, _, _) = value { return unit }
        return ""
    }

    /// Checks a value of this quantity, fraction or number field: `0 < value ≤ upper` (and at
    /// least the lower bound) for a positive quantity or a fraction, else `lower ≤ value ≤ upper`.
    /// - Parameters:
    ///   - value: the value, in the field's unit (``unit``) for a quantity.
    ///   - field: the name the error gives (the key, or a path).
    public func check(_ value: Double, field: String? = nil) throws(ValidationError) {
        let field = field ?? key
        switch self.value {
        case .quantity(let unit, let range, true): try Limits.requirePositive(value, in: range, field: field, unit: unit)
        case .quantity(let unit, let range, false): try Limits.requireWithin(value, range, field: field, unit: unit)
        case .fraction(let range):
            try Limits.requirePositive(value, in: 0...1, field: field, unit: "")
            if range != 0...1 { try Limits.requireWithin(value, range, field: field, unit: "") }
        case .number(let range): try Limits.requireWithin(value, range, field: field, unit: "")
        case .integer(let range):
            guard let whole = Int(exactly: value), range.contains(whole) else {
                throw ValidationError(
                    field: field, rule: .wholeNumber(from: range.lowerBound, to: range.upperBound),
                    value: .quantity(.init(value, "")))
            }
        default: break
        }
    }

    /// Checks a whole number of this field against its range.
    public func check(_ value: Int, field: String? = nil) throws(ValidationError) {
        let range = integerRange
        guard range.contains(value) else {
            throw ValidationError(
                field: field ?? key, rule: .wholeNumber(from: range.lowerBound, to: range.upperBound),
                actual: String(value))
        }
    }

    /// Checks an optional value (nothing to check when nil).
    func check(_ value: Double?, field: String? = nil) throws(ValidationError) {
        if let value { try check(value, field: field) }
    }

    /// Checks a name of this name or reference field (``EntityName/validate(_:field:)``); a
    /// reference's target (that it names an entity of the file) is the system's rule, not the
    /// field's. Nothing to check when nil or for other fields.
    public func check(_ name: String?, field: String? = nil) throws(ValidationError) {
        guard let name else { return }
        switch value {
        case .name, .reference: try EntityName.validate(name, field: field ?? key)
        default: break
        }
    }
}
