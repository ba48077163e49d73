/// The system file format (JSON, `schemaVersion` 1): decoding into a validated
/// ``ElectricalSystem``. Key names are a contract; see docs/guide.md, "System files" and "Format".
public enum SystemFile {
    public static let schemaVersion = 1

    static let topKeys = [
        "$schema", "schemaVersion", "name", "nominalVoltage", "standard", "defaults", "loads", "batteries", "chargers",
        "inverters",
    ]
    static let defaultsKeys = [
        "maxDropPercent", "criticalMaxDropPercent", "conductorTemperature", "insulation", "material", "units",
    ]
    /// A circuit's own installation conditions, on loads, chargers, inverters and batteries.
    static let installationKeys = ["engineRoom", "bundled", "insulation"]
    static let loadKeys =
        [
            "name", "power", "current", "voltage", "length", "quantity", "hoursPerDay", "critical", "wire", "fuse",
            "maxDropPercent",
        ] + installationKeys + ["inverter", "catalogId"]
    /// Keys that size a DC circuit, which an AC load (one naming its inverter) cannot have.
    static let dcOnlyLoadKeys = ["critical", "wire", "fuse", "maxDropPercent"] + installationKeys
    static let batteryKeys =
        [
            "name", "chemistry", "capacityAh", "voltage", "count", "arrangement", "usableFraction", "maxDischargeCurrent",
            "peukertExponent", "length", "chargeVoltage", "shortCircuitCurrent", "coldCrankingAmps", "fuseType",
            "maxDropPercent",
        ] + installationKeys
    static let arrangementKeys = ["series", "parallel"]
    /// Key order of nested objects, by the key that holds them.
    static let nestedKeyOrder = ["arrangement": arrangementKeys]
    static let chargerKeys =
        ["name", "kind", "outputCurrent", "power", "voltage", "efficiency", "hoursPerDay", "length", "maxDropPercent"]
        + installationKeys + ["catalogId"]
    static let inverterKeys =
        ["name", "power", "efficiency", "idlePower", "cutoffVoltage", "surgePower", "length", "maxDropPercent"]
        + installationKeys + ["catalogId"]

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

    public static func decode(_ root: JSONNode) throws(SystemFileError) -> ElectricalSystem {
        let top = try FieldReader(root, path: "", keys: topKeys)
        let version = try top.integer("schemaVersion", in: 0...Int.max)
        guard version == schemaVersion else {
            throw FieldReader.invalid(
                "schemaVersion", rule: .schemaVersion(schemaVersion), actual: version.map(String.init) ?? "nothing",
                at: top.node("schemaVersion")?.position ?? top.position)
        }
        let name = try nonEmptyName(top)
        let nominal = try positive(top, "nominalVoltage", QuantityParser.voltage, Limits.voltage, unit: "V", required: true) ?? 0
        var system = ElectricalSystem(name: name, nominalVoltage: .volts(nominal))
        system.standard = try top.choice("standard", SizingStandard.allCases.map { ($0.rawValue, $0) }) ?? .defaultMethod
        if let node = top.node("defaults") {
            let reader = try FieldReader(node, path: "defaults", keys: defaultsKeys)
            system.defaults = try decodeDefaults(reader)
            // ABYC's copper-only rule, as every front end applies it; its fields named by key.
            let temperature = reader.node("conductorTemperature") == nil ? nil : system.defaults.conductorTemperature
            do {
                try system.standard.checkConductor(material: system.defaults.material, temperature: temperature)
            } catch {
                let key = error.field == "temperature" ? "conductorTemperature" : error.field
                throw .invalid(error.renamingField { _ in reader.field(key) }, at: reader.node(key)?.position)
            }
        }
        // A bare length or wire size in the file follows the file's own units, so the file means
        // the same to everyone who reads it, whatever their options or environment.
        let units = system.defaults.series.map(UnitSystem.init(series:)) ?? .metric
        var inverterNames: [(index: Int, reader: FieldReader)] = []
        for (index, node) in try top.array("loads").enumerated() {
            let reader = try FieldReader(node, path: "loads[\(index)]", keys: loadKeys)
            let load = try decodeLoad(reader, nominalVoltage: system.nominalVoltage, units: units)
            if load.inverter != nil { inverterNames.append((index, reader)) }
            if let wire = load.wire {
                do {
                    try system.standard.checkWire(wire)
                } catch {
                    throw .invalid(error.renamingField { _ in reader.field("wire") }, at: reader.node("wire")?.position)
                }
            }
            system.loads.append(load)
        }
        for (index, node) in try top.array("batteries").enumerated() {
            let reader = try FieldReader(node, path: "batteries[\(index)]", keys: batteryKeys)
            system.batteries.append(try decodeBattery(reader, nominalVoltage: system.nominalVoltage, units: units))
        }
        for (index, node) in try top.array("chargers").enumerated() {
            system.chargers.append(
                try decodeCharger(try FieldReader(node, path: "chargers[\(index)]", keys: chargerKeys), units: units))
        }
        for (index, node) in try top.array("inverters").enumerated() {
            let reader = try FieldReader(node, path: "inverters[\(index)]", keys: inverterKeys)
            system.inverters.append(try decodeInverter(reader, nominalVoltage: system.nominalVoltage, units: units))
        }
        try checkUniqueNames(system, root: root)
        let directory = InverterDirectory(system.inverters)
        for (index, reader) in inverterNames where directory.inverter(feeding: system.loads[index]) == nil {
            let names = system.inverters.map(\.name)
            throw FieldReader.invalid(
                reader.field("inverter"),
                rule: .inverterOfFile(names: names),
                actual: EchoedText.quoted(system.loads[index].inverter ?? ""), at: reader.node("inverter")?.position)
        }
        return system
    }

    // MARK: - Sections

    static func decodeDefaults(_ reader: FieldReader) throws(SystemFileError) -> SystemDefaults {
        var defaults = SystemDefaults()
        if let value = try positive(reader, "maxDropPercent", QuantityParser.percent, Limits.maxDropPercent, unit: "%") {
            defaults.maxDropPercent = value
        }
        if let value = try positive(reader, "criticalMaxDropPercent", QuantityParser.percent, Limits.maxDropPercent, unit: "%") {
            defaults.criticalMaxDropPercent = value
        }
        if let value = try reader.quantity(
            "conductorTemperature",
            { text, field throws(ValidationError) in
                try QuantityParser.temperature(text, field: field).degreesCelsius
            })
        {
            try reader.check("conductorTemperature") { field throws(ValidationError) in
                try Limits.requireWithin(value, Limits.temperature, field: field, unit: "°C")
            }
            defaults.conductorTemperature = .celsius(value)
        }
        if let rating = try insulation(reader, "insulation") { defaults.insulation = rating }
        if let material = try reader.choice("material", ConductorMaterial.allCases.map { ($0.rawValue, $0) }) {
            defaults.material = material
        }
        defaults.series = try reader.choice("units", [("metric", WireSeries.metric), ("imperial", WireSeries.awg)])
        return defaults
    }

    static func decodeLoad(_ reader: FieldReader, nominalVoltage: Voltage, units: UnitSystem) throws(SystemFileError)
        -> SystemLoad
    {
        let name = try nonEmptyName(reader)
        let inverter = try reader.string("inverter")
        if inverter != nil {
            // An AC load is not a DC circuit: keys that would size one would be silently ignored.
            for key in dcOnlyLoadKeys where reader.node(key) != nil {
                throw FieldReader.invalid(
                    reader.field(key),
                    rule: .dcOnlyOnACLoad,
                    actual: "", at: reader.node(key)?.position)
            }
            if reader.node("current") != nil, reader.node("voltage") == nil {
                throw FieldReader.invalid(
                    reader.field("voltage"), rule: .acVoltageRequired,
                    actual: "nothing", at: reader.position)
            }
        }
        let demand = try currentOrPower(reader, currentKey: "current")
        let length = try length(reader, units: units, required: inverter == nil)
        var load = SystemLoad(name: name, demand: demand, length: length)
        load.inverter = inverter
        load.voltage = try positive(reader, "voltage", QuantityParser.voltage, Limits.voltage, unit: "V").map(Voltage.volts)
        if inverter == nil, let voltage = load.voltage,
            let error = SystemAnalyzer.busVoltageError(voltage, nominal: nominalVoltage, field: reader.field("voltage"))
        {
            throw .invalid(error, at: reader.node("voltage")?.position)
        }
        load.quantity = try reader.integer("quantity", in: 1...1000) ?? 1
        load.hoursPerDay = try hoursPerDay(reader)
        load.hoursPerDayIsAssumed = reader.node("hoursPerDay") == nil
        load.critical = try reader.bool("critical") ?? false
        if let node = reader.node("wire") {
            guard case .string(let text, _) = node else {
                throw FieldReader.invalid(
                    reader.field("wire"), rule: .wireSizeString,
                    actual: FieldReader.describe(node), at: node.position)
            }
            do {
                load.wire = try ConductorSize.parse(text, field: reader.field("wire"), units: units)
            } catch {
                throw .invalid(error, at: node.position)
            }
        }
        load.fuse = try positive(reader, "fuse", QuantityParser.current, Limits.current, unit: "A").map(Current.amperes)
        load.maxDropPercent = try positive(reader, "maxDropPercent", QuantityParser.percent, Limits.maxDropPercent, unit: "%")
        load.installation = try installation(reader)
        load.catalogId = try catalogId(reader)
        return load
    }

    static func decodeBattery(_ reader: FieldReader, nominalVoltage: Voltage, units: UnitSystem) throws(SystemFileError)
        -> BatteryBank
    {
        let name = try nonEmptyName(reader)
        guard let chemistry = try reader.choice("chemistry", BatteryChemistry.allCases.map { ($0.rawValue, $0) }) else {
            throw FieldReader.invalid(reader.field("chemistry"), rule: .required, actual: "nothing", at: reader.position)
        }
        let capacity =
            try positive(reader, "capacityAh", QuantityParser.ampereHours, Limits.capacity, unit: "Ah", required: true) ?? 0
        let voltage = try positive(reader, "voltage", QuantityParser.voltage, Limits.voltage, unit: "V", required: true) ?? 0
        let count = try reader.integer("count", in: 1...1000) ?? 1
        let arrangement: BatteryBank.Arrangement
        if let node = reader.node("arrangement") {
            let inner = try FieldReader(node, path: reader.field("arrangement"), keys: arrangementKeys)
            let series = try inner.integer("series", in: 1...1000) ?? 1
            let parallel = try inner.integer("parallel", in: 1...1000) ?? 1
            guard series * parallel == count else {
                throw FieldReader.invalid(
                    inner.path, rule: .arrangementCount(count), actual: "\(series) × \(parallel)",
                    at: node.position)
            }
            arrangement = .init(series: series, parallel: parallel)
        } else {
            // The chemistry's bank voltage for the bus (51.2 V of LiFePO4 for 48 V) over one
            // battery's. Both voltages are validated (0.1 … 1500 V), so the ratio fits an Int.
            let target = chemistry.bankVoltage(forSystem: nominalVoltage).volts
            let series = Int(min(max((target / voltage).rounded(), 1), 15_000))
            guard count % series == 0 else {
                throw FieldReader.invalid(
                    reader.field("count"),
                    rule: .seriesMultiple(
                        series: series, voltage: .init(voltage, "V"), bank: .init(voltage * Double(series), "V")),
                    actual: String(count), at: reader.node("count")?.position ?? reader.position)
            }
            arrangement = .init(series: series, parallel: count / series)
        }
        let bankVoltage = voltage * Double(arrangement.series)
        guard Voltage.volts(bankVoltage).isNominally(nominalVoltage) else {
            throw FieldReader.invalid(
                reader.field("voltage"),
                rule: .bankVoltage(
                    series: arrangement.series, tolerance: .init(Voltage.nominalTolerance * 100, "%"),
                    nominal: .init(nominalVoltage.volts, "V")),
                actual: Limits.format(bankVoltage, "V"), at: reader.node("voltage")?.position)
        }
        var bank = BatteryBank(
            name: name, chemistry: chemistry, capacityAh: capacity, voltage: .volts(voltage), count: count,
            arrangement: arrangement)
        bank.usableFraction = try fraction(reader, "usableFraction")
        bank.maxDischargeCurrent =
            try positive(reader, "maxDischargeCurrent", QuantityParser.current, Limits.current, unit: "A").map(Current.amperes)
        if let exponent = try reader.quantity("peukertExponent", QuantityParser.number) {
            try reader.check("peukertExponent") { field throws(ValidationError) in
                try Limits.requireWithin(exponent, 1...2, field: field, unit: "")
            }
            bank.peukertExponent = exponent
        }
        bank.length = try length(reader, units: units)
        bank.maxDropPercent = try positive(reader, "maxDropPercent", QuantityParser.percent, Limits.maxDropPercent, unit: "%")
        bank.installation = try installation(reader)
        try decodeProtection(reader, into: &bank)
        return bank
    }

    /// A bank's protection keys: `chargeVoltage` (at least the bank's voltage),
    /// `shortCircuitCurrent` and `coldCrankingAmps` (per battery, up to 1 MA and 100 kA) and
    /// `fuseType` (one family).
    static func decodeProtection(_ reader: FieldReader, into bank: inout BatteryBank) throws(SystemFileError) {
        if let charge = try positive(reader, "chargeVoltage", QuantityParser.voltage, Limits.voltage, unit: "V") {
            let bankVoltage = bank.bankVoltage.volts
            try reader.check("chargeVoltage") { field throws(ValidationError) in
                guard Tolerance.isAtLeast(charge, bankVoltage) else {
                    throw ValidationError(
                        field: field, rule: .atLeastBankVoltage(.init(bankVoltage, "V")),
                        actual: Limits.format(charge, "V"))
                }
            }
            bank.chargeVoltage = .volts(charge)
        }
        bank.shortCircuitCurrent =
            try positive(reader, "shortCircuitCurrent", QuantityParser.current, 1...1_000_000, unit: "A").map(Current.amperes)
        bank.coldCrankingAmps =
            try positive(reader, "coldCrankingAmps", QuantityParser.current, 1...100_000, unit: "A").map(Current.amperes)
        bank.fuseType = try reader.choice("fuseType", FuseType.allCases.map { ($0.rawValue, $0) })
    }

    static func decodeCharger(_ reader: FieldReader, units: UnitSystem) throws(SystemFileError) -> Charger {
        let name = try nonEmptyName(reader)
        guard let kind = try reader.choice("kind", Charger.Kind.allCases.map { ($0.rawValue, $0) }) else {
            throw FieldReader.invalid(reader.field("kind"), rule: .required, actual: "nothing", at: reader.position)
        }
        var charger = Charger(name: name, kind: kind, output: try currentOrPower(reader, currentKey: "outputCurrent"))
        charger.voltage = try positive(reader, "voltage", QuantityParser.voltage, Limits.voltage, unit: "V").map(Voltage.volts)
        charger.efficiency = try fraction(reader, "efficiency") ?? 1
        charger.hoursPerDay = try hoursPerDay(reader)
        charger.length = try length(reader, units: units)
        charger.maxDropPercent = try positive(
            reader, "maxDropPercent", QuantityParser.percent, Limits.maxDropPercent, unit: "%")
        charger.installation = try installation(reader)
        charger.catalogId = try catalogId(reader)
        return charger
    }

    static func decodeInverter(_ reader: FieldReader, nominalVoltage: Voltage, units: UnitSystem) throws(SystemFileError)
        -> Inverter
    {
        let name = try nonEmptyName(reader)
        let power = try positive(reader, "power", QuantityParser.power, Limits.power, unit: "W", required: true) ?? 0
        var inverter = Inverter(name: name, power: .watts(power))
        if let efficiency = try fraction(reader, "efficiency") {
            try reader.check("efficiency") { field throws(ValidationError) in
                try Limits.requireWithin(efficiency, Inverter.efficiencyRange, field: field, unit: "")
            }
            inverter.efficiency = efficiency
        }
        if let idle = try reader.quantity(
            "idlePower",
            { text, field throws(ValidationError) in
                try QuantityParser.power(text, field: field).watts
            })
        {
            try reader.check("idlePower") { field throws(ValidationError) in
                try Limits.requireWithin(idle, 0...power, field: field, unit: "W")
            }
            inverter.idlePower = .watts(idle)
        }
        if let cutoff = try positive(reader, "cutoffVoltage", QuantityParser.voltage, Limits.voltage, unit: "V") {
            let range = Inverter.cutoffFractionRange
            try reader.check("cutoffVoltage") { field throws(ValidationError) in
                guard (range.lowerBound * nominalVoltage.volts...range.upperBound * nominalVoltage.volts).contains(cutoff) else {
                    throw ValidationError(
                        field: field,
                        rule: .cutoffVoltage(
                            low: .init(range.lowerBound * nominalVoltage.volts, "V"),
                            high: .init(range.upperBound * nominalVoltage.volts, "V"),
                            lowPercent: .init(range.lowerBound * 100, "%"), highPercent: .init(range.upperBound * 100, "%"),
                            nominal: .init(nominalVoltage.volts, "V")),
                        actual: Limits.format(cutoff, "V"))
                }
            }
            inverter.cutoffVoltage = .volts(cutoff)
        }
        if let surge = try positive(reader, "surgePower", QuantityParser.power, Limits.power, unit: "W") {
            try reader.check("surgePower") { field throws(ValidationError) in
                guard surge >= power else {
                    throw ValidationError(
                        field: field, rule: .atLeastPower(.init(power, "W")),
                        actual: Limits.format(surge, "W"))
                }
            }
            inverter.surgePower = .watts(surge)
        }
        inverter.length = try length(reader, units: units)
        inverter.maxDropPercent = try positive(
            reader, "maxDropPercent", QuantityParser.percent, Limits.maxDropPercent, unit: "%")
        inverter.installation = try installation(reader)
        inverter.catalogId = try catalogId(reader)
        return inverter
    }

    // MARK: - Shared rules

    /// `catalogId`: the catalogue entry (``CatalogEntry``) the figures were filled from, as
    /// `cable add --from` records it; a kebab-case id. Only recorded: the file's own figures are
    /// what is computed with.
    static func catalogId(_ reader: FieldReader) throws(SystemFileError) -> String? {
        guard let id = try reader.string("catalogId") else { return nil }
        guard CatalogFile.isValidID(id) else {
            throw FieldReader.invalid(
                reader.field("catalogId"), rule: .catalogueID,
                actual: EchoedText.quoted(id), at: reader.node("catalogId")?.position)
        }
        return id
    }

    /// An insulation rating: `"105C"` or `105`.
    static func insulation(_ reader: FieldReader, _ key: String) throws(SystemFileError) -> InsulationRating? {
        guard let node = reader.node(key) else { return nil }
        let text: String
        switch node {
        case .string(let value, _): text = value
        case .number(_, let value, _): text = value
        default:
            throw FieldReader.invalid(
                reader.field(key), rule: .insulationRatingString, actual: node.typeDescription,
                at: node.position)
        }
        do {
            return try QuantityParser.insulation(text, field: reader.field(key))
        } catch {
            throw .invalid(error, at: node.position)
        }
    }

    /// A circuit's own `engineRoom`, `bundled` (1 … 1000 conductors) and `insulation`.
    static func installation(_ reader: FieldReader) throws(SystemFileError) -> CircuitInstallation {
        CircuitInstallation(
            insulation: try insulation(reader, "insulation"), engineRoom: try reader.bool("engineRoom") ?? false,
            bundledConductors: try reader.integer("bundled", in: Limits.bundledConductors) ?? 1)
    }

    static func nonEmptyName(_ reader: FieldReader) throws(SystemFileError) -> String {
        guard let name = try reader.string("name") else {
            throw FieldReader.invalid(reader.field("name"), rule: .required, actual: "nothing", at: reader.position)
        }
        if name.unicodeScalars.contains(where: EchoedText.isUnsafe) {
            throw FieldReader.invalid(
                reader.field("name"), rule: .nameControlCharacters,
                actual: "'\(name)'",
                at: reader.node("name")?.position)
        }
        guard !EntityName.comparisonKey(name).isEmpty, name.count <= 200 else {
            throw FieldReader.invalid(
                reader.field("name"), rule: .nameLength(maximum: 200),
                actual: "'\(name)'",
                at: reader.node("name")?.position)
        }
        return name
    }

    /// A quantity that must lie in `0 < value ≤ range.upperBound`.
    /// A `length`: a number or a string without a unit in the file's units (metres, or feet when
    /// `defaults.units` is imperial), or a string with its unit; above 0 and at most 10 km.
    static func length(_ reader: FieldReader, units: UnitSystem, required: Bool = false) throws(SystemFileError) -> Length? {
        let value = try reader.quantity(
            "length",
            { text, field throws(ValidationError) in try QuantityParser.length(text, field: field, units: units).meters },
            bare: { QuantityParser.bareLength($0, units: units).meters })
        guard let value else {
            if required { _ = try reader.required("length") }
            return nil
        }
        try reader.check("length") { field throws(ValidationError) in
            try Limits.requirePositive(value, in: Limits.length, field: field, unit: "m")
        }
        return .meters(value)
    }

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
        guard reader.node(key) != nil else { return nil }
        // A share: 0.8, "0.8" or "80%".
        let value =
            try reader.quantity(key) { text, field throws(ValidationError) in
                let (number, unit) = try QuantityParser.splitNumber(text, field: field)
                switch unit {
                case "": return number
                case "%": return number / 100
                default:
                    throw ValidationError(
                        field: field, rule: .fractionOrPercentage, actual: "'\(text)'")
                }
            } ?? 0
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
                    field: reader.path, rule: .currentKeyOrPowerNotBoth(currentKey: currentKey), actual: "both",
                    kind: .conflict(other: reader.field(currentKey))), at: reader.node("power")?.position)
        case (nil, nil):
            throw .invalid(
                ValidationError(
                    field: reader.path, rule: .currentKeyOrPower(currentKey: currentKey), actual: "neither",
                    kind: .missingEither(alternative: reader.field(currentKey))), at: reader.position)
        }
    }

    /// Names must be unique across loads, batteries, chargers and inverters, as ``EntityName``
    /// compares them (ignoring case, invisible characters and extra white space).
    static func checkUniqueNames(_ system: ElectricalSystem, root: JSONNode) throws(SystemFileError) {
        var seen: [String: String] = [:]
        let named =
            system.loads.enumerated().map { ("loads", $0.offset, $0.element.name) }
            + system.batteries.enumerated().map { ("batteries", $0.offset, $0.element.name) }
            + system.chargers.enumerated().map { ("chargers", $0.offset, $0.element.name) }
            + system.inverters.enumerated().map { ("inverters", $0.offset, $0.element.name) }
        for (list, index, name) in named {
            let key = EntityName.comparisonKey(name)
            let path = "\(list)[\(index)]"
            if let first = seen[key] {
                var position: JSONPosition?
                if case .array(let items, _) = root.member(list), index < items.count {
                    position = items[index].member("name")?.position
                }
                throw FieldReader.invalid(
                    "\(path).name", rule: .unique(alsoUsedBy: first), actual: "'\(name)'", at: position)
            }
            seen[key] = path
        }
    }
}
