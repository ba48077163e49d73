/// A request to size one circuit, given as named fields — `cable size`'s long options in camel
/// case — and validated into a ``Circuit`` and ``SizingOptions``.
///
/// The one validator of requests: `cable size`, `drop` and `table` build their fields from their
/// options, and `cable batch` from each line, so every front end applies the same rules and
/// defaults and reports the same first problem. Fields are read in this order: `units` (a bare
/// `length` is metres, or feet under imperial units), the load (`current` or `power`),
/// `voltage`, `length`, the conductor (``Settings``: `temperature`, `material`, `insulation`,
/// `engineRoom`, `bundled`, `standard` — with ABYC's copper-only rule —, `roundTrip`, `resistance`,
/// `conductorClass` and `tinned`), the
/// circuit's ranges, then `critical`, `maxDrop`, `fuseFactor`, `fuseType` and `chargeVoltage`. Errors name the field by its key; front ends rename it
/// (`--max-drop`).
public struct SizingRequest: Sendable {
    /// A field's value: a number in the field's default unit, a text (with a unit, or a name),
    /// or a boolean.
    public enum Value: Equatable, Sendable {
        /// A bare number, in the field's default unit (`20` for `current` is 20 A).
        case number(Double)
        /// A text: a number with a unit (`5m`, `16ft`, `240W`) or a name (`copper`, `abyc`).
        case text(String)
        /// A flag's value (`critical`, `engineRoom`, `roundTrip`).
        case bool(Bool)
    }

    /// A request's key: `cable size`'s long option in camel case.
    public enum Key: String, CaseIterable, Sendable {
        /// The load current, A (`--current`).
        case current
        /// The load power, W (`--power`); the current is P / V.
        case power
        /// The supply voltage, V (`--voltage`).
        case voltage
        /// The run's length, one way unless ``roundTrip`` (`--length`); metres, feet under imperial units.
        case length
        /// The length given is the round trip, out and back (`--round-trip`).
        case roundTrip
        /// The conductor material, `copper` or `aluminium` (`--material`).
        case material
        /// The conductor temperature, °C (`--conductor-temperature`; `temperature` and
        /// `--temperature` are still read as its alias, ``init(named:)``); when not given,
        /// estimated from the load under the real resistance model and 20 °C under the nominal one.
        case conductorTemperature
        /// The resistance model, `real` or `nominal` (`--resistance`); real when not given.
        case resistance
        /// The IEC 60228 conductor class, 2, 5 or 6 (`--conductor-class`); 5 when not given.
        case conductorClass
        /// The strands are tinned (metal-coated) (`--tinned`).
        case tinned
        /// The insulation's temperature rating (`--insulation`); 105 °C when not given.
        case insulation
        /// The run passes through an engine room (`--engine-room`).
        case engineRoom
        /// Current-carrying conductors bundled along the run (`--bundled`).
        case bundled
        /// The voltage-drop limit, % (`--max-drop`); ``DropLimits`` when not given.
        case maxDrop
        /// The circuit is critical: 3 % drop limit unless ``maxDrop`` is given (`--critical`).
        case critical
        /// The sizing method, `default` or `abyc` (`--standard`).
        case standard
        /// The fuse floor factor: floor = factor × current (`--fuse-factor`).
        case fuseFactor
        /// The fuse families to choose from (`--fuse-type`).
        case fuseType
        /// `metric` or `imperial` (`--units`).
        case units
        /// The highest voltage the circuit reaches, V, which the fuse must be rated for
        /// (`--charge-voltage`).
        case chargeVoltage

        /// The key a name gives: its own (``rawValue``) or a former name still read as an alias
        /// (``aliases``: `temperature`, ``conductorTemperature``'s name before #33's contract named
        /// it), so batch rows and command lines written before keep working.
        public init?(named name: String) {
            if let key = Key(rawValue: name) {
                self = key
            } else if let key = Key.allCases.first(where: { $0.aliases.contains(name) }) {
                self = key
            } else {
                return nil
            }
        }

        /// The former names the key is still read by: `temperature` for ``conductorTemperature``.
        public var aliases: [String] { self == .conductorTemperature ? ["temperature"] : [] }
    }

    /// Every key's name.
    public static let keys = Key.allCases.map(\.rawValue)

    /// The conductor and how it is laid: what a circuit needs besides its load, voltage and length.
    public struct Settings: Hashable, Sendable {
        /// The conductor material; copper unless given.
        public let material: ConductorMaterial
        /// The conductor temperature given; 20 °C unless given (see ``givenTemperature``).
        public var temperature: Temperature { givenTemperature ?? .celsius(20) }
        /// The conductor temperature given, nil when none was (estimated from the load under
        /// the real resistance model).
        public let givenTemperature: Temperature?
        /// The resistance model, conductor class and coating.
        public let conductor: ConductorResistance
        /// Insulation rating, engine room and bundling.
        public let conditions: InstallationConditions
        /// The sizing method: the default one or ABYC E-11.
        public let standard: SizingStandard
        /// Whether the length given is the round trip rather than the one-way run.
        public let lengthIsRoundTrip: Bool

        /// Validated settings.
        /// - Parameters:
        ///   - material: the conductor material; copper by default.
        ///   - conditions: insulation rating, engine room and bundling.
        ///   - standard: the sizing method; ``SizingStandard/defaultMethod`` by default.
        ///   - lengthIsRoundTrip: the length given is the round trip.
        ///   - temperature: the conductor temperature, −50 … 200 °C; nil for none given.
        ///   - conductor: the resistance model, class and coating; class 5 plain copper, real.
        /// - Throws: ``ValidationError`` for ABYC's copper-only rule
        ///   (``SizingStandard/checkConductor(material:temperature:)``), `temperature` out of
        ///   range or `bundled` conductors (``InstallationConditions/validate()``).
        public init(
            material: ConductorMaterial = .copper, temperature: Temperature? = nil,
            conditions: InstallationConditions = InstallationConditions(), standard: SizingStandard = .defaultMethod,
            lengthIsRoundTrip: Bool = false, conductor: ConductorResistance = .default
        ) throws(ValidationError) {
            try conditions.validate()
            try standard.checkConductor(material: material, temperature: temperature)
            if let temperature {
                try Limits.requireWithin(
                    temperature.degreesCelsius, Limits.temperature, field: Key.conductorTemperature.rawValue, unit: "°C")
            }
            self.init(
                checked: material, temperature: temperature, conditions: conditions, standard: standard,
                lengthIsRoundTrip: lengthIsRoundTrip, conductor: conductor)
        }

        /// The default settings with `conductor`: copper, no temperature given, a lone 105 °C
        /// conductor outside engine spaces, the default method, a one-way length — what a request
        /// that gives no conductor key but `resistance` gets. They pass every check of
        /// ``init(material:temperature:conditions:standard:lengthIsRoundTrip:conductor:)``, so
        /// none is made (`SizingRequestDefaultsTests` compare them with that initialiser's).
        init(defaultsWith conductor: ConductorResistance) {
            self.init(
                checked: .copper, temperature: nil, conditions: InstallationConditions(), standard: .defaultMethod,
                lengthIsRoundTrip: false, conductor: conductor)
        }

        /// Settings whose checks were made.
        private init(
            checked material: ConductorMaterial, temperature: Temperature?, conditions: InstallationConditions,
            standard: SizingStandard, lengthIsRoundTrip: Bool, conductor: ConductorResistance
        ) {
            self.material = material
            self.givenTemperature = temperature
            self.conductor = conductor
            self.conditions = conditions
            self.standard = standard
            self.lengthIsRoundTrip = lengthIsRoundTrip
        }
    }

    /// The validated circuit.
    public let circuit: Circuit
    /// The validated sizing options: drop limit, series, fuse rule and charge voltage.
    public let options: SizingOptions
    /// The unit system of the request: the series sizes come from and how a bare length is read.
    public let units: UnitSystem

    /// The request asked for imperial units (AWG series, feet).
    public var imperial: Bool { units == .imperial }

    /// Validates the fields in order; see ``init(_:dropLimits:)``.
    public init(_ fields: [(key: String, value: Value)]) throws(ValidationError) {
        try self.init(Fields(fields))
    }

    /// Validates the fields. `dropLimits` are the limits a circuit is held to when `maxDrop` is
    /// not given (a person's preferences; the built-in ones by default).
    /// The fields are borrowed (an initialiser otherwise takes its arguments owned, so every
    /// caller copied them — batch its one list, for every line).
    /// - Throws: ``ValidationError`` naming the key: an unknown or repeated key (with a
    ///   suggestion), a missing `voltage` or `length` (kind `.missing`), neither or both of
    ///   `current` and `power`, or any value out of its range.
    public init(_ fields: borrowing Fields, dropLimits: DropLimits = DropLimits()) throws(ValidationError) {
        try fields.requireKnownKeys()
        units = try Self.units(fields)
        circuit = try Self.circuit(fields, units: units)
        options = try Self.options(fields, for: circuit, units: units, dropLimits: dropLimits)
    }

    /// Validates the fields, as ``init(_:dropLimits:)`` does with the built-in drop limits, and
    /// sizes the circuit they describe (``Sizer/size(_:options:parallel:read:)``): what `cable
    /// batch` sizes a line with. The circuit and options are made where they are sized rather
    /// than in a request (an initialiser's typed-throws result is made aside and copied out,
    /// ~53 instructions a batch row, and the caller took it apart again to size it, ~70).
    /// - Parameter read: is handed the result where it is made.
    /// - Throws: ``Failure/invalid(_:)`` with the ``ValidationError`` ``init(_:dropLimits:)``
    ///   throws, or ``Failure/unsizable(_:circuit:units:maxDropPercent:)`` with the
    ///   ``SizingError`` `Sizer.size` throws; `read` is not called then.
    package static func size(_ fields: borrowing Fields, read: (borrowing SizingResult) -> Void) throws(Failure) {
        let units: UnitSystem
        let circuit: Circuit
        let options: SizingOptions
        do {
            try fields.requireKnownKeys()
            units = try Self.units(fields)
            circuit = try Self.circuit(fields, units: units)
            options = try Self.options(fields, for: circuit, units: units, dropLimits: DropLimits())
        } catch {
            throw .invalid(error)
        }
        let maxDropPercent = options.maxDropPercent
        do {
            // Moved, not copied: passed as it was, the options were copied (their fuse families
            // retained) and the original destroyed after the call (~130 instructions a row).
            try Sizer.size(circuit, options: consume options, read: read)
        } catch {
            throw .unsizable(error, circuit: circuit, units: units, maxDropPercent: maxDropPercent)
        }
    }

    /// Why ``size(_:read:)`` sized no circuit. (Thrown, it costs a sized row nothing; handed
    /// back in an optional, it was made empty and copied for every row, ~90 instructions.)
    package enum Failure: Error {
        /// The fields are not a valid request.
        case invalid(ValidationError)
        /// The request is valid but no conductor meets it; with what the message names.
        case unsizable(SizingError, circuit: Circuit, units: UnitSystem, maxDropPercent: Double)
    }

    /// The sizing options the fields give for `circuit`, under the request's `units`: `critical`,
    /// `maxDrop`, `fuseFactor`, `fuseType` and `chargeVoltage`, read in that order.
    @inline(__always)
    private static func options(
        _ fields: borrowing Fields, for circuit: Circuit, units: UnitSystem, dropLimits: DropLimits
    ) throws(ValidationError) -> SizingOptions {
        // No option key given (most batch rows): the options' defaults, made without reading the
        // five keys (see `SizingOptions.init(requestDefaultsFor:units:nominal:dropLimits:)`).
        guard fields.givesAny(of: Key.optionKeys) else {
            return try SizingOptions(
                requestDefaultsFor: circuit.standard, units: units, nominal: circuit.supplyVoltage, dropLimits: dropLimits)
        }
        let critical = try fields.flag(.critical)
        let maxDrop = try fields.number(.maxDrop, QuantityParser.percent)
        let fuseFactor = try fields.number(.fuseFactor, QuantityParser.number) ?? FuseSelector.defaultFactor
        let fuseTypes = try fields.named(.fuseType, QuantityParser.fuseTypes) ?? FuseRule.allFamilies
        let charge = try fields.quantity(.chargeVoltage, QuantityParser.voltage)
        return try SizingOptions(
            for: circuit.standard, units: units, nominal: circuit.supplyVoltage, critical: critical, maxDropPercent: maxDrop,
            dropLimits: dropLimits, fuseFactor: fuseFactor, fuseTypes: fuseTypes,
            chargeVoltage: charge.map(SizingOptions.ChargeVoltage.given) ?? .default)
    }

    /// The highest voltage a circuit reaches, which its fuse must be rated for: the one given,
    /// at least the circuit's voltage; else the voltage × the highest charge ratio of any
    /// chemistry (``BatteryChemistry/highestChargeVoltage(nominal:)``: 12 V → 15.48 V).
    /// - Throws: ``ValidationError`` for `chargeVoltage` below `nominal` or out of range.
    public static func chargeVoltage(_ given: Voltage?, nominal: Voltage) throws(ValidationError) -> Voltage {
        guard let given else { return BatteryChemistry.highestChargeVoltage(nominal: nominal) }
        try Limits.requirePositive(given.volts, in: Limits.voltage, field: Key.chargeVoltage.rawValue, unit: "V")
        guard Tolerance.isAtLeast(given.volts, nominal.volts) else {
            throw ValidationError(
                field: Key.chargeVoltage.rawValue,
                rule: .atLeastCircuitVoltage(.init(nominal.volts, "V")),
                value: .quantity(.init(given.volts, "V")))
        }
        return given
    }

    /// A request from values already read (a system file's circuit): the same rules and
    /// defaults as the fields get.
    /// - Parameters:
    ///   - load: the current or power, in range (``Limits``).
    ///   - voltage: the supply voltage.
    ///   - length: the run's length, one way unless the settings say round trip.
    ///   - settings: the conductor and how it is laid.
    ///   - units: the unit system, which picks the series.
    ///   - critical: a critical circuit (3 % unless `maxDropPercent` is given).
    ///   - maxDropPercent: the circuit's own limit; else `dropLimits` give one by `critical` and
    ///     the standard.
    ///   - dropLimits: the limits that apply when the circuit names none.
    ///   - fuseFactor: the fuse floor factor, 1 … 3.
    ///   - fuseTypes: the fuse families to choose from.
    ///   - chargeVoltage: the highest voltage the circuit reaches, at least `voltage`
    ///     (``chargeVoltage(_:nominal:)``); nil for not checked (a fuse family the file names is
    ///     checked instead).
    ///   - minimumInterruptRating: the interrupting rating its fuse needs (a battery's main fuse).
    ///   - parallelConductors: equal conductors in parallel per pole, 1 … 4 (a file's `parallel`).
    ///   - surge: the circuit's surge, which its fuse must carry (``FuseRule``); nil for none.
    ///   - surges: further surges it must carry, each for its own duration (a feeder's).
    /// - Throws: ``ValidationError`` naming the key of a value out of its range.
    public init(
        load: Circuit.Load, voltage: Voltage, length: Length, settings: Settings, units: UnitSystem, critical: Bool = false,
        maxDropPercent: Double? = nil, dropLimits: DropLimits = DropLimits(), fuseFactor: Double = FuseSelector.defaultFactor,
        fuseTypes: [FuseType] = FuseType.defaultFamilies, chargeVoltage: Voltage? = nil, minimumInterruptRating: Current? = nil,
        parallelConductors: Int = 1,
        surge: Surge? = nil, surges: [Surge] = []
    ) throws(ValidationError) {
        circuit = try Circuit(
            load: load, supplyVoltage: voltage, length: length, lengthIsRoundTrip: settings.lengthIsRoundTrip,
            material: settings.material, conductorTemperature: settings.givenTemperature, conditions: settings.conditions,
            standard: settings.standard, conductor: settings.conductor, parallelConductors: parallelConductors)
        self.units = units
        options = try SizingOptions(
            for: settings.standard, units: units, nominal: voltage, critical: critical, maxDropPercent: maxDropPercent,
            dropLimits: dropLimits, fuseFactor: fuseFactor, fuseTypes: fuseTypes,
            chargeVoltage: chargeVoltage.map(SizingOptions.ChargeVoltage.given) ?? .unchecked,
            minimumInterruptRating: minimumInterruptRating, surge: surge, surges: surges)
    }

    /// The circuit the fields describe: load, voltage, length and ``Settings``, validated. What
    /// `cable drop` checks a wire on.
    public static func circuit(_ fields: Fields) throws(ValidationError) -> Circuit {
        try fields.requireKnownKeys()
        return try circuit(fields, units: try units(fields))
    }

    /// The request's unit system: its `units` field, else metric. It is read before any other
    /// field because a bare length means metres or feet by it
    /// (`QuantityParser.length(_:field:units:)`, `QuantityParser.bareLength(_:units:)`).
    /// Front ends resolve the unit system in force (an option, a file, the environment) and
    /// pass it in this field.
    @inline(__always)  // where it is read: a call of ~19 instructions a request
    public static func units(_ fields: Fields) throws(ValidationError) -> UnitSystem {
        try fields.named(.units, UnitSystem.parse) ?? .metric
    }

    private static func circuit(_ fields: Fields, units: UnitSystem) throws(ValidationError) -> Circuit {
        let load = try load(fields)
        guard let voltage = try fields.quantity(.voltage, QuantityParser.voltage) else { throw missing(.voltage) }
        let length = try fields.quantity(
            .length, { text, field throws(ValidationError) in try QuantityParser.length(text, field: field, units: units) },
            bare: { QuantityParser.bareLength($0, units: units) })
        guard let length else { throw missing(.length) }
        let settings = try settings(knownKeys: fields, units: units)
        return try Circuit(load: load, supplyVoltage: voltage, length: length, settings: settings)
    }

    /// The conductor settings the fields give, with their defaults: copper at 20 °C, 105 °C
    /// insulation outside engine spaces, not bundled, the default method, a one-way length.
    /// What `cable table` sizes its grid with.
    /// - Throws: ``ValidationError`` for a value out of its range, or ABYC's copper-only rule
    ///   (``SizingStandard/checkConductor(material:temperature:)``).
    public static func settings(_ fields: Fields) throws(ValidationError) -> Settings {
        try fields.requireKnownKeys()
        return try settings(knownKeys: fields, units: try units(fields))
    }

    /// ``settings(_:)`` of fields whose keys were checked already (a request's circuit: asked
    /// again, ~20 instructions a batch row), under the request's `units`: a bare temperature is
    /// °C, and refused under imperial units (``QuantityParser/bareTemperature(_:written:field:units:)``).
    private static func settings(knownKeys fields: Fields, units: UnitSystem) throws(ValidationError) -> Settings {
        // No conductor key given but `resistance` (most batch rows): the defaults, with no check
        // to make (``Settings/init(defaultsWith:)``), instead of nine keys asked for and checked.
        guard fields.givesAny(of: Key.conductorKeysButResistance) else {
            return Settings(
                defaultsWith: ConductorResistance(
                    model: try fields.named(.resistance, QuantityParser.resistanceModel) ?? .real))
        }
        let temperature = try fields.quantity(
            .conductorTemperature,
            { text, field throws(ValidationError) in try QuantityParser.temperature(text, field: field, units: units) },
            bare: { degrees throws(ValidationError) in
                try QuantityParser.bareTemperature(
                    degrees, written: Limits.format(degrees, ""), field: Key.conductorTemperature.rawValue, units: units)
            })
        let material = try fields.named(.material, QuantityParser.material) ?? .copper
        let conditions = InstallationConditions(
            insulation: try fields.named(.insulation, QuantityParser.insulation) ?? .c105,
            engineRoom: try fields.flag(.engineRoom),
            bundledConductors: try fields.named(.bundled, QuantityParser.bundledConductors) ?? 1)
        return try Settings(
            material: material, temperature: temperature, conditions: conditions,
            standard: try fields.named(.standard, QuantityParser.standard) ?? .defaultMethod,
            lengthIsRoundTrip: try fields.flag(.roundTrip),
            conductor: ConductorResistance(
                model: try fields.named(.resistance, QuantityParser.resistanceModel) ?? .real,
                conductorClass: try fields.named(.conductorClass, QuantityParser.conductorClass) ?? .class5,
                tinned: try fields.flag(.tinned)))
    }

    /// Exactly one of `current` and `power`.
    @inline(__always)  // where it is read: a call of ~28 instructions a request
    static func load(_ fields: Fields) throws(ValidationError) -> Circuit.Load {
        let current = try fields.quantity(.current, QuantityParser.current)
        let power = try fields.quantity(.power, QuantityParser.power)
        switch (current, power) {
        case (let current?, nil): return .current(current)
        case (nil, let power?): return .power(power)
        case (.some, .some):
            throw ValidationError(
                field: Key.current.rawValue, rule: .currentOrPowerNotBoth, actual: "",
                kind: .conflict(other: Key.power.rawValue))
        case (nil, nil):
            throw ValidationError(
                field: Key.current.rawValue, rule: .loadMissing, actual: "",
                kind: .missingEither(alternative: Key.power.rawValue))
        }
    }

    static func missing(_ key: Key) -> ValidationError {
        ValidationError(field: key.rawValue, rule: .required, actual: "", kind: .missing)
    }
}

extension SizingRequest.Key {
    /// The keys of a request's conductor settings (``SizingRequest/Settings``) but `resistance`,
    /// as a mask of ``bit``s: a request that gives none of them takes the settings' defaults at
    /// once. A key read by `SizingRequest.settings` must be in it (or be `resistance`), or it would
    /// be ignored where none of the others is given: `SizingRequestDefaultsTests` give every key
    /// alone and check that it changes the request.
    @inline(__always)
    static var conductorKeysButResistance: UInt32 {
        conductorTemperature.bit | material.bit | insulation.bit | engineRoom.bit | bundled.bit | standard.bit
            | roundTrip.bit | conductorClass.bit | tinned.bit
    }

    /// The keys of a request's sizing options (``SizingOptions``), as a mask of ``bit``s: a
    /// request that gives none of them takes the options' defaults at once. The same rule and
    /// test as ``conductorKeysButResistance``.
    @inline(__always)
    static var optionKeys: UInt32 { critical.bit | maxDrop.bit | fuseFactor.bit | fuseType.bit | chargeVoltage.bit }
}

extension Circuit {
    /// A circuit of `settings`, which were checked when they were made (every ``SizingRequest/Settings``
    /// is: the conditions, the temperature, ABYC's conductor rule): only the load, the voltage and
    /// the length are checked, as ``init(load:supplyVoltage:length:lengthIsRoundTrip:material:conductorTemperature:conditions:standard:conductor:parallelConductors:)``
    /// checks them, in its order (its other checks cannot fail for such settings). One conductor
    /// per pole.
    /// - Throws: ``ValidationError`` for `current`, `power`, `voltage` or `length`.
    @inline(__always)  // the circuit made in place (a call copied the settings in and the circuit out)
    init(load: Load, supplyVoltage: Voltage, length: Length, settings: SizingRequest.Settings) throws(ValidationError) {
        // A current checked here, in line, as ``Load/current(at:)`` checks it (the call ~48
        // instructions a batch row); a power by the call (its draw is worked out there).
        if case .current(let current) = load {
            try Limits.requirePositive(current.amperes, in: Limits.current, field: "current", unit: "A")
            try Limits.requirePositive(supplyVoltage.volts, in: Limits.voltage, field: "voltage", unit: "V")
        } else {
            _ = try load.current(at: supplyVoltage)
        }
        try Limits.requirePositive(length.meters, in: Limits.length, field: "length", unit: "m")
        self.load = load
        self.supplyVoltage = supplyVoltage
        self.length = length
        lengthIsRoundTrip = settings.lengthIsRoundTrip
        material = settings.material
        givenConductorTemperature = settings.givenTemperature
        conditions = settings.conditions
        standard = settings.standard
        conductor = settings.conductor
        parallelConductors = 1
    }
}
