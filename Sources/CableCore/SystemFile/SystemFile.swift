/// The system file format (JSON, `schemaVersion` 1): decoding into a validated
/// ``ElectricalSystem``. Key names are a contract; see docs/guide.md, "System files" and "Format".
public enum SystemFile {
    /// The format version this decoder reads and `cable new` writes (`schemaVersion`).
    public static let schemaVersion = 1

    /// Key lists, from the field table (``SystemSchema``), in the order the format lists them.
    static let topKeys = SystemSchema.keyNames(of: .system)
    static let defaultsKeys = SystemSchema.keyNames(of: .defaults)
    static let loadKeys = SystemSchema.keyNames(of: .load)
    static let batteryKeys = SystemSchema.keyNames(of: .battery)
    static let arrangementKeys = SystemSchema.keyNames(of: .arrangement)
    static let chargerKeys = SystemSchema.keyNames(of: .charger)
    static let inverterKeys = SystemSchema.keyNames(of: .inverter)
    static let panelKeys = SystemSchema.keyNames(of: .panel)
    static let arrayKeys = SystemSchema.keyNames(of: .array)
    static let moduleKeys = SystemSchema.keyNames(of: .module)
    static let chargerInputKeys = SystemSchema.keyNames(of: .chargerInput)
    /// Key order of nested objects, by the key that holds them.
    static let nestedKeyOrder = [
        SystemSchema.arrangement.key: arrangementKeys, SystemSchema.module.key: moduleKeys,
        SystemSchema.chargerInput.key: chargerInputKeys,
    ]

    /// Reads and validates a system file.
    /// - Throws: ``SystemFileError`` with the JSON path (and position) of the first problem.
    public static func decode(_ bytes: [UInt8]) throws(SystemFileError) -> ElectricalSystem {
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        return try decode(root)
    }

    /// Reads and validates a parsed system file.
    ///
    /// Each object's members are read by the field table (``SystemSchema``: known keys, types,
    /// units, each field's own range, in file order) and the values handed to the model's
    /// initialisers, which hold the rules between fields and entities. An initialiser's error names
    /// its field by key (`capacityAh`, `loads[2].inverter`); it is given the object's JSON path and
    /// the member's position here.
    /// - Throws: ``SystemFileError`` with the JSON path (and position) of the first problem.
    public static func decode(_ root: JSONNode) throws(SystemFileError) -> ElectricalSystem {
        let top = try FieldReader(root, path: "", keys: topKeys)
        let version = try top.integer("schemaVersion", in: 0...Int.max)
        guard version == schemaVersion else {
            throw FieldReader.invalid(
                "schemaVersion", rule: .schemaVersion(schemaVersion), value: version.map { .text(String($0)) } ?? .nothing,
                at: top.node("schemaVersion")?.position ?? top.position)
        }
        let name = try nonEmptyName(top)
        let nominal = Voltage.volts(try top.number(SystemSchema.nominalVoltage, required: true) ?? 0)
        let standard = try top.choice("standard", SizingStandard.allCases.map { ($0.rawValue, $0) }) ?? .defaultMethod
        var defaults = SystemDefaults()
        if let node = top.node(SystemSchema.defaults.key) {
            defaults = try decodeDefaults(try FieldReader(node, path: SystemSchema.defaults.key, keys: defaultsKeys))
            // ABYC's copper-only rule, in file order (the system applies it again).
            _ = try top.build { () throws(ValidationError) in
                try ElectricalSystem(name: name, nominalVoltage: nominal, standard: standard, defaults: defaults)
            }
        }
        // A bare length or wire size in the file follows the file's own units, so the file means
        // the same to everyone who reads it, whatever their options or environment.
        let units = defaults.series.map(UnitSystem.init(series:)) ?? .metric
        var loads: [SystemLoad] = []
        for (index, node) in try top.array("loads").enumerated() {
            let reader = try FieldReader(node, path: "loads[\(index)]", keys: loadKeys)
            loads.append(try decodeLoad(reader, units: units))
        }
        var batteries: [BatteryBank] = []
        for (index, node) in try top.array("batteries").enumerated() {
            let reader = try FieldReader(node, path: "batteries[\(index)]", keys: batteryKeys)
            batteries.append(try decodeBattery(reader, nominalVoltage: nominal, units: units))
        }
        var chargers: [Charger] = []
        for (index, node) in try top.array("chargers").enumerated() {
            chargers.append(
                try decodeCharger(try FieldReader(node, path: "chargers[\(index)]", keys: chargerKeys), units: units))
        }
        var inverters: [Inverter] = []
        for (index, node) in try top.array("inverters").enumerated() {
            let reader = try FieldReader(node, path: "inverters[\(index)]", keys: inverterKeys)
            inverters.append(try decodeInverter(reader, units: units))
        }
        var panels: [DistributionPanel] = []
        for (index, node) in try top.array(SystemSchema.panels.key).enumerated() {
            let reader = try FieldReader(node, path: "panels[\(index)]", keys: panelKeys)
            panels.append(try decodePanel(reader, units: units))
        }
        var arrays: [SolarArray] = []
        for (index, node) in try top.array(SystemSchema.arrays.key).enumerated() {
            arrays.append(try decodeArray(try FieldReader(node, path: "arrays[\(index)]", keys: arrayKeys), units: units))
        }
        return try top.build { () throws(ValidationError) in
            try ElectricalSystem(
                name: name, nominalVoltage: nominal, standard: standard, defaults: defaults, loads: loads, batteries: batteries,
                chargers: chargers, inverters: inverters, panels: panels, arrays: arrays)
        }
    }

    // MARK: - Sections

    static func decodeDefaults(_ reader: FieldReader) throws(SystemFileError) -> SystemDefaults {
        let maxDrop = try reader.number(SystemSchema.defaultMaxDrop)
        let criticalMaxDrop = try reader.number(SystemSchema.criticalMaxDrop)
        let series = try reader.choice("units", [("metric", WireSeries.metric), ("imperial", WireSeries.awg)])
        let temperature = try reader.number(SystemSchema.conductorTemperature, units: series == .awg ? .imperial : .metric)
        let insulation = try insulation(reader, SystemSchema.defaultInsulation.key)
        let material = try reader.choice("material", ConductorMaterial.allCases.map { ($0.rawValue, $0) })
        let model = try reader.choice(SystemSchema.resistance.key, ResistanceModel.allCases.map { ($0.rawValue, $0) })
        let classNumber = try reader.integer(SystemSchema.conductorClass)
        let tinned = try reader.bool(SystemSchema.tinned.key)
        return try reader.build { () throws(ValidationError) in
            var conductorClass = ConductorClass.class5
            if let classNumber {
                guard let given = ConductorClass(rawValue: classNumber) else {
                    throw ValidationError(
                        field: SystemSchema.conductorClass.key, rule: .oneOf(["2", "5", "6"], suggestion: nil),
                        actual: String(classNumber))
                }
                conductorClass = given
            }
            return try SystemDefaults(
                maxDropPercent: maxDrop, criticalMaxDropPercent: criticalMaxDrop,
                conductorTemperature: temperature.map(Temperature.celsius), insulation: insulation ?? .c105,
                material: material ?? .copper, series: series,
                conductor: ConductorResistance(
                    model: model ?? .real, conductorClass: conductorClass, tinned: tinned ?? false))
        }
    }

    static func decodeLoad(_ reader: FieldReader, units: UnitSystem) throws(SystemFileError) -> SystemLoad {
        let name = try nonEmptyName(reader)
        let inverter = try reader.string(SystemSchema.inverter.key)
        if inverter != nil {
            // An AC load is not a DC circuit: a key that would size one is refused even when it
            // says what the default says (`"critical": false`).
            for field in SystemSchema.keys(of: .load) where field.isDCOnly && reader.node(field.key) != nil {
                throw .invalid(
                    SystemLoad.acLoadError(key: field.key).renamingField(reader.field), at: reader.node(field.key)?.position)
            }
        }
        let demand = try currentOrPower(reader, currentKey: SystemSchema.current.key)
        let length = try reader.number(SystemSchema.length, units: units)
        let voltage = try reader.number(SystemSchema.voltage)
        let quantity = try reader.integer(SystemSchema.quantity)
        let hours = try reader.number(SystemSchema.hoursPerDay)
        let critical = try reader.bool(SystemSchema.critical.key)
        let wire = try wire(reader, units: units)
        let fuse = try reader.number(SystemSchema.fuse)
        let maxDrop = try reader.number(SystemSchema.maxDrop)
        let installation = try installation(reader, units: units)
        let (surgeCurrent, surgePower) = try surgeFigures(reader)
        let surge = surgeCurrent.map { Circuit.Load.current(.amperes($0)) } ?? surgePower.map { .power(.watts($0)) }
        let surgeSeconds = try reader.number(SystemSchema.surgeSeconds)
        let catalogId = try reader.string(SystemSchema.catalogId.key)
        let feed = try reader.string(SystemSchema.feed.key)
        return try reader.build { () throws(ValidationError) in
            try SystemLoad(
                name: name, demand: demand, voltage: voltage.map(Voltage.volts), length: length.map(Length.meters),
                inverter: inverter.map(InverterReference.init), quantity: quantity ?? 1, hoursPerDay: hours,
                critical: critical ?? false, wire: wire, fuse: fuse.map(Current.amperes), maxDropPercent: maxDrop,
                installation: installation, catalogId: catalogId, feed: feed, surge: surge, surgeSeconds: surgeSeconds)
        }
    }

    /// `wire`: a wire size string; a bare number follows the file's units.
    static func wire(_ reader: FieldReader, units: UnitSystem) throws(SystemFileError) -> ConductorSize? {
        guard let node = reader.node(SystemSchema.wire.key) else { return nil }
        guard case .string(let text, _) = node else {
            throw FieldReader.invalid(
                reader.field("wire"), rule: .wireSizeString,
                value: FieldReader.describe(node), at: node.position)
        }
        do {
            return try ConductorSize.parse(text, field: reader.field("wire"), units: units)
        } catch {
            throw .invalid(error, at: node.position)
        }
    }

    /// A battery off the house bus has no main feed: its keys (``SystemField/isMainFeed``) are
    /// refused even when they say what the default says (`"engineRoom": false`), as an AC load's
    /// DC keys are; `length` with its value, as the model words it.
    static func refuseMainFeed(_ reader: FieldReader, length: Double?) throws(SystemFileError) {
        for field in SystemSchema.keys(of: .battery) where field.isMainFeed {
            guard let node = reader.node(field.key) else { continue }
            let value: ValidationError.Actual =
                field.key == SystemSchema.length.key ? length.map { .quantity(.init($0, "m")) } ?? .text("") : .text("")
            throw .invalid(
                BatteryBank.separateBusError(key: field.key, value: value).renamingField(reader.field), at: node.position)
        }
    }

    static func decodeBattery(_ reader: FieldReader, nominalVoltage: Voltage, units: UnitSystem) throws(SystemFileError)
        -> BatteryBank
    {
        let name = try nonEmptyName(reader)
        guard let chemistry = try reader.choice("chemistry", BatteryChemistry.allCases.map { ($0.rawValue, $0) }) else {
            throw FieldReader.invalid(reader.field("chemistry"), rule: .required, value: .nothing, at: reader.position)
        }
        let capacity = try reader.number(SystemSchema.capacity, required: true) ?? 0
        let voltage = Voltage.volts(try reader.number(SystemSchema.voltage, required: true) ?? 0)
        let count = try reader.integer(SystemSchema.count) ?? 1
        let bus = try reader.choice(SystemSchema.bus.key, BatteryBank.Bus.allCases.map { ($0.rawValue, $0) }) ?? .house
        let arrangement: BatteryBank.Arrangement
        if let node = reader.node(SystemSchema.arrangement.key) {
            let inner = try FieldReader(node, path: reader.field(SystemSchema.arrangement.key), keys: arrangementKeys)
            let series = try inner.integer(SystemSchema.series) ?? 1
            let parallel = try inner.integer(SystemSchema.parallel) ?? 1
            arrangement = try inner.build { () throws(ValidationError) in
                try BatteryBank.Arrangement(series: series, parallel: parallel)
            }
        } else if bus == .separate {
            // A battery off the house bus is not made up to the house voltage: all in parallel.
            arrangement = try reader.build { () throws(ValidationError) in
                try BatteryBank.Arrangement(series: 1, parallel: count)
            }
        } else {
            arrangement = try reader.build { () throws(ValidationError) in
                try BatteryBank.Arrangement.derived(
                    count: count, batteryVoltage: voltage, chemistry: chemistry, nominalVoltage: nominalVoltage)
            }
        }
        let usable = try reader.number(SystemSchema.usableFraction)
        let maxDischarge = try reader.number(SystemSchema.maxDischargeCurrent)
        let peukert = try reader.number(SystemSchema.peukertExponent)
        let length = try reader.number(SystemSchema.length, units: units)
        let maxDrop = try reader.number(SystemSchema.maxDrop)
        let installation = try installation(reader, units: units)
        let charge = try reader.number(SystemSchema.chargeVoltage)
        let shortCircuit = try reader.number(SystemSchema.shortCircuitCurrent)
        let cca = try reader.number(SystemSchema.coldCrankingAmps)
        if bus == .separate { try refuseMainFeed(reader, length: length) }
        return try reader.build { () throws(ValidationError) in
            try BatteryBank(
                name: name, chemistry: chemistry, capacityAh: capacity, voltage: voltage, count: count,
                arrangement: arrangement, usableFraction: usable, maxDischargeCurrent: maxDischarge.map(Current.amperes),
                peukertExponent: peukert, length: length.map(Length.meters), installation: installation,
                maxDropPercent: maxDrop, chargeVoltage: charge.map(Voltage.volts),
                shortCircuitCurrent: shortCircuit.map(Current.amperes), coldCrankingAmps: cca.map(Current.amperes),
                fuseType: installation.fuseType, bus: bus)
        }
    }

    static func decodeCharger(_ reader: FieldReader, units: UnitSystem) throws(SystemFileError) -> Charger {
        let name = try nonEmptyName(reader)
        guard let kind = try reader.choice("kind", Charger.Kind.allCases.map { ($0.rawValue, $0) }) else {
            throw FieldReader.invalid(reader.field("kind"), rule: .required, value: .nothing, at: reader.position)
        }
        let output = try currentOrPower(reader, currentKey: SystemSchema.outputCurrent.key)
        let voltage = try reader.number(SystemSchema.voltage)
        let efficiency = try reader.number(SystemSchema.efficiency)
        let hours = try reader.number(SystemSchema.hoursPerDay)
        let length = try reader.number(SystemSchema.length, units: units)
        let maxDrop = try reader.number(SystemSchema.maxDrop)
        let installation = try installation(
            reader, units: units, engineRoomByDefault: kind.runsThroughEngineRoomByDefault)
        let maxInputVoltage = try reader.number(SystemSchema.maxInputVoltage)
        let maxInputCurrent = try reader.number(SystemSchema.maxInputCurrent)
        let maxInputPower = try reader.number(SystemSchema.maxInputPower)
        var input: ChargerInput?
        if let node = reader.node(SystemSchema.chargerInput.key) {
            let inner = try FieldReader(node, path: reader.field(SystemSchema.chargerInput.key), keys: chargerInputKeys)
            input = try decodeChargerInput(inner, units: units)
        }
        let catalogId = try reader.string(SystemSchema.catalogId.key)
        let feed = try reader.string(SystemSchema.feed.key)
        return try reader.build { () throws(ValidationError) in
            try Charger(
                name: name, kind: kind, output: output, voltage: voltage.map(Voltage.volts), efficiency: efficiency ?? 1,
                hoursPerDay: hours ?? 0, length: length.map(Length.meters), installation: installation,
                maxDropPercent: maxDrop, catalogId: catalogId, feed: feed,
                maxInputVoltage: maxInputVoltage.map(Voltage.volts), maxInputCurrent: maxInputCurrent.map(Current.amperes),
                maxInputPower: maxInputPower.map(Power.watts), input: input)
        }
    }

    /// A DC-DC charger's `input`: its run from the source battery.
    static func decodeChargerInput(_ reader: FieldReader, units: UnitSystem) throws(SystemFileError) -> ChargerInput {
        let length = try reader.number(SystemSchema.length, units: units, required: true) ?? 0
        let voltage = try reader.number(SystemSchema.voltage)
        let efficiency = try reader.number(SystemSchema.inputEfficiency)
        let feed = try reader.string(SystemSchema.inputFeed.key)
        let wire = try wire(reader, units: units)
        let fuse = try reader.number(SystemSchema.inputFuse)
        // `insulation`, `fuseType`, `engineRoom`, `bundled`, `parallel`, `fuseDistance`, `sheathed`:
        // the same keys and readings as any circuit's.
        let installation = try installation(reader, units: units)
        return try reader.build { () throws(ValidationError) in
            try ChargerInput(
                length: .meters(length), voltage: voltage.map(Voltage.volts), feed: feed, efficiency: efficiency, wire: wire,
                fuse: fuse.map(Current.amperes), installation: installation)
        }
    }

    /// An entry of `arrays`: its module, strings and run to the controller.
    static func decodeArray(_ reader: FieldReader, units: UnitSystem) throws(SystemFileError) -> SolarArray {
        let name = try nonEmptyName(reader)
        guard let charger = try reader.string(SystemSchema.arrayCharger.key) else {
            throw FieldReader.invalid(
                reader.field(SystemSchema.arrayCharger.key), rule: .required, value: .nothing, at: reader.position)
        }
        guard let node = reader.node(SystemSchema.module.key) else {
            throw FieldReader.invalid(
                reader.field(SystemSchema.module.key), rule: .required, value: .nothing, at: reader.position)
        }
        let module = try decodeModule(try FieldReader(node, path: reader.field(SystemSchema.module.key), keys: moduleKeys))
        _ = try reader.required(SystemSchema.series.key)
        let series = try reader.integer(SystemSchema.series) ?? 1
        _ = try reader.required(SystemSchema.parallel.key)
        let parallel = try reader.integer(SystemSchema.parallel) ?? 1
        let length = try reader.number(SystemSchema.length, units: units, required: true) ?? 0
        let minTemperature = try reader.number(SystemSchema.minTemperature, units: units)
        let peakSunHours = try reader.number(SystemSchema.peakSunHours)
        let wire = try wire(reader, units: units)
        let insulation = try insulation(reader, SystemSchema.insulation.key)
        // The catalogue entry its module came from (`cable add array --from ID`): the BOM names it.
        let catalogId = try reader.string(SystemSchema.catalogId.key)
        return try reader.build { () throws(ValidationError) in
            try SolarArray(
                name: name, charger: charger, module: module, series: series, parallel: parallel, length: .meters(length),
                minTemperature: minTemperature.map(Temperature.celsius), peakSunHours: peakSunHours, wire: wire,
                insulation: insulation, catalogId: catalogId)
        }
    }

    /// An array's `module`: its data-sheet figures.
    static func decodeModule(_ reader: FieldReader) throws(SystemFileError) -> PVModule {
        let voc = try reader.number(SystemSchema.voc, required: true) ?? 0
        let isc = try reader.number(SystemSchema.isc, required: true) ?? 0
        let vmp = try reader.number(SystemSchema.vmp, required: true) ?? 0
        let imp = try reader.number(SystemSchema.imp, required: true) ?? 0
        let power = try reader.number(SystemSchema.power, required: true) ?? 0
        let coefficient = try reader.number(SystemSchema.vocTempCoefficient, required: true) ?? 0
        let maxSeriesFuse = try reader.number(SystemSchema.maxSeriesFuse)
        return try reader.build { () throws(ValidationError) in
            try PVModule(
                voc: .volts(voc), isc: .amperes(isc), vmp: .volts(vmp), imp: .amperes(imp), power: .watts(power),
                vocTempCoefficient: coefficient, maxSeriesFuse: maxSeriesFuse.map(Current.amperes))
        }
    }

    /// A load's or an inverter's `surgeCurrent` and `surgePower`, at most one of them: both given
    /// is refused at `surgePower`, naming `surgeCurrent` as the other key.
    static func surgeFigures(_ reader: FieldReader) throws(SystemFileError) -> (current: Double?, power: Double?) {
        let current = try reader.number(SystemSchema.surgeCurrent)
        let power = try reader.number(SystemSchema.surgePower)
        if current != nil, power != nil {
            throw .invalid(
                ValidationError(
                    field: reader.path,
                    rule: .currentKeyOrPowerNotBoth(
                        currentKey: SystemSchema.surgeCurrent.key, powerKey: SystemSchema.surgePower.key),
                    value: .both, kind: .conflict(other: reader.field(SystemSchema.surgeCurrent.key))),
                at: reader.node(SystemSchema.surgePower.key)?.position)
        }
        return (current, power)
    }

    static func decodeInverter(_ reader: FieldReader, units: UnitSystem) throws(SystemFileError) -> Inverter {
        let name = try nonEmptyName(reader)
        let power = try reader.number(SystemSchema.power, required: true) ?? 0
        let efficiency = try reader.number(SystemSchema.efficiency)
        let idle = try reader.number(SystemSchema.idlePower, checked: false)
        let cutoff = try reader.number(SystemSchema.cutoffVoltage)
        let (surgeCurrent, surge) = try surgeFigures(reader)
        let surgeSeconds = try reader.number(SystemSchema.surgeSeconds)
        let chargeCurrent = try reader.number(SystemSchema.chargeCurrent)
        let length = try reader.number(SystemSchema.length, units: units)
        let maxDrop = try reader.number(SystemSchema.maxDrop)
        let installation = try installation(reader, units: units)
        let catalogId = try reader.string(SystemSchema.catalogId.key)
        let feed = try reader.string(SystemSchema.feed.key)
        return try reader.build { () throws(ValidationError) in
            try Inverter(
                name: name, power: .watts(power), efficiency: efficiency, idlePower: .watts(idle ?? 0),
                cutoffVoltage: cutoff.map(Voltage.volts), surgePower: surge.map(Power.watts),
                dcSurgeCurrent: surgeCurrent.map(Current.amperes), surgeSeconds: surgeSeconds,
                length: length.map(Length.meters), installation: installation, maxDropPercent: maxDrop, catalogId: catalogId,
                feed: feed, chargeCurrent: chargeCurrent.map(Current.amperes))
        }
    }

    static func decodePanel(_ reader: FieldReader, units: UnitSystem) throws(SystemFileError) -> DistributionPanel {
        let name = try nonEmptyName(reader)
        let feed = try reader.string(SystemSchema.feed.key)
        let length = try reader.number(SystemSchema.length, units: units, required: true) ?? 0
        let wire = try wire(reader, units: units)
        let fuse = try reader.number(SystemSchema.fuse)
        let diversity = try reader.number(SystemSchema.diversity)
        let maxDrop = try reader.number(SystemSchema.maxDrop)
        let installation = try installation(reader, units: units)
        return try reader.build { () throws(ValidationError) in
            try DistributionPanel(
                name: name, feed: feed, length: .meters(length), wire: wire, fuse: fuse.map(Current.amperes),
                diversity: diversity ?? 1, maxDropPercent: maxDrop, installation: installation)
        }
    }

    // MARK: - Shared rules

    /// An insulation rating: `"105C"` or `105`.
    static func insulation(_ reader: FieldReader, _ key: String) throws(SystemFileError) -> InsulationRating? {
        guard let node = reader.node(key) else { return nil }
        let text: String
        switch node {
        case .string(let value, _): text = value
        case .number(_, let value, _): text = value
        default:
            throw FieldReader.invalid(
                reader.field(key), rule: .insulationRatingString, value: .jsonKind(node.kind),
                at: node.position)
        }
        do {
            return try QuantityParser.insulation(text, field: reader.field(key))
        } catch {
            throw .invalid(error, at: node.position)
        }
    }

    /// A circuit's own `engineRoom`, `bundled` (1 … 1000 conductors), `insulation`, `parallel`
    /// (1 … 4), `fuseDistance`, `sheathed` and `fuseType`.
    /// - Parameter engineRoomByDefault: what a missing `engineRoom` means (true for an
    ///   alternator charger: ``Charger/Kind/runsThroughEngineRoomByDefault``).
    static func installation(
        _ reader: FieldReader, units: UnitSystem, engineRoomByDefault: Bool = false
    ) throws(SystemFileError) -> CircuitInstallation {
        CircuitInstallation(
            insulation: try insulation(reader, "insulation"),
            engineRoom: try reader.bool("engineRoom") ?? engineRoomByDefault,
            bundledConductors: try reader.integer(SystemSchema.bundled) ?? 1,
            parallelConductors: try reader.integer(SystemSchema.parallelConductors),
            fuseDistance: try reader.number(SystemSchema.fuseDistance, units: units).map(Length.meters),
            sheathed: try reader.bool(SystemSchema.sheathed.key) ?? false, fuseType: try fuseType(reader))
    }

    /// `fuseType`: a family's name (``FuseType``'s raw values, ``SystemSchema/fuseType``).
    static func fuseType(_ reader: FieldReader) throws(SystemFileError) -> FuseType? {
        try reader.choice(SystemSchema.fuseType.key, FuseType.allCases.map { ($0.rawValue, $0) })
    }

    /// `name`: required, and a name as ``EntityName/validate(_:field:)`` reads one (checked
    /// here, in file order, and again by the initialiser).
    static func nonEmptyName(_ reader: FieldReader) throws(SystemFileError) -> String {
        guard let name = try reader.string("name") else {
            throw FieldReader.invalid(reader.field("name"), rule: .required, value: .nothing, at: reader.position)
        }
        try reader.check("name") { field throws(ValidationError) in try EntityName.validate(name, field: field) }
        return name
    }

    /// A quantity that must lie in `0 < value ≤ range.upperBound` (the catalogue's figures).
    static func positive(
        _ reader: FieldReader, _ key: String, _ parse: (String, String) throws(ValidationError) -> some PhysicalQuantityValue,
        _ range: ClosedRange<Double>, unit: String, required: Bool = false
    ) throws(SystemFileError) -> Double? {
        guard let value = try reader.quantity(key, { text, field throws(ValidationError) in try parse(text, field).siValue })
        else {
            if required { _ = try reader.required(key) }
            return nil
        }
        try reader.check(key) { field throws(ValidationError) in
            try Limits.requirePositive(value, in: range, field: field, unit: unit)
        }
        return value
    }

    /// A share in `0 < value ≤ 1`, as a number or a percentage string (`"80%"`).
    static func fraction(_ reader: FieldReader, _ key: String) throws(SystemFileError) -> Double? {
        guard let value = try reader.share(key) else { return nil }
        try reader.check(key) { field throws(ValidationError) in
            try Limits.requirePositive(value, in: 0...1, field: field, unit: "")
        }
        return value
    }

    static func hoursPerDay(_ reader: FieldReader) throws(SystemFileError) -> Double {
        guard let hours = try reader.quantity("hoursPerDay", QuantityParser.hours) else { return 0 }
        try reader.check("hoursPerDay") { field throws(ValidationError) in
            try Limits.requireWithin(hours, 0...24, field: field, unit: "h")
        }
        return hours
    }

    /// Exactly one of `currentKey` (A) and `power` (W).
    static func currentOrPower(_ reader: FieldReader, currentKey: String) throws(SystemFileError) -> Circuit.Load {
        let current = try positive(reader, currentKey, QuantityParser.current, Limits.current, unit: "A")
        let power = try positive(reader, "power", QuantityParser.power, Limits.power, unit: "W")
        switch (current, power) {
        case (let amperes?, nil): return .current(.amperes(amperes))
        case (nil, let watts?): return .power(.watts(watts))
        case (.some, .some):
            // The kind names the current's key (the other is always `power`), so an editor can word
            // both as its options (`--output-current`).
            throw .invalid(
                ValidationError(
                    field: reader.path, rule: .currentKeyOrPowerNotBoth(currentKey: currentKey), value: .both,
                    kind: .conflict(other: reader.field(currentKey))), at: reader.node("power")?.position)
        case (nil, nil):
            throw .invalid(
                ValidationError(
                    field: reader.path, rule: .currentKeyOrPower(currentKey: currentKey), value: .neither,
                    kind: .missingEither(alternative: reader.field(currentKey))), at: reader.position)
        }
    }
}
