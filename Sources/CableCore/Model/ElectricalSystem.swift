/// A whole DC system as a system file describes it: loads, battery banks, chargers and
/// inverters around one bus at a nominal voltage.
///
/// Immutable and valid: the throwing initialiser is the one validator, used by
/// ``SystemFile/decode(_:)-([UInt8])`` (a file), the command line's editing document (an edit) and Swift code alike. Each
/// entity validates its own fields (``SystemLoad``, ``BatteryBank``, ``Charger``, ``Inverter``,
/// ``SystemDefaults``); this initialiser adds the rules between them.
public struct ElectricalSystem: Hashable, Sendable {
    /// The system's name.
    public let name: String
    /// The bus voltage (0.1 V to 1500 V).
    public let nominalVoltage: Voltage
    /// The sizing method for every circuit (`"standard": "abyc"` in the file).
    public let standard: SizingStandard
    /// Settings every circuit takes unless it says otherwise.
    public let defaults: SystemDefaults
    /// The loads, in file order.
    public let loads: [SystemLoad]
    /// The battery banks, in file order: those on the house bus (``houseBanks``) and any on a
    /// separate bus (``BatteryBank/Bus/separate``, a DC-DC charger's source).
    public let batteries: [BatteryBank]
    /// The chargers, in file order.
    public let chargers: [Charger]
    /// The inverters, in file order.
    public let inverters: [Inverter]
    /// The distribution panels, fuse blocks and bus bars, in file order.
    public let panels: [DistributionPanel]
    /// The PV arrays, in file order, each on one of ``chargers`` of kind solar.
    public let arrays: [SolarArray]

    /// A validated system.
    ///
    /// Besides each entity's own rules, it checks:
    /// - `name` (``EntityName/validate(_:field:)``) and `nominalVoltage` (0.1 V to 1500 V);
    /// - ABYC's copper-only rule (``SizingStandard/checkConductor(material:temperature:)``) and,
    ///   under ABYC, that a load's chosen wire is a size ABYC tabulates;
    /// - a DC load's voltage at most 125 % of nominal (``SystemLoad/maximumVoltageRatio``), and
    ///   its surge of the other kind than its running draw at least that draw at nominal when
    ///   it gives no voltage (``SystemLoad/checkSurgeAgainstRunning(at:)``);
    /// - a house bank's voltage (one battery × in series) within ``Voltage/nominalTolerance`` of
    ///   nominal (a battery on a separate ``BatteryBank/bus`` may be any voltage);
    /// - an inverter's cut-off voltage within 50 % to 125 % of nominal
    ///   (``Inverter/cutoffFractionRange``);
    /// - names unique across loads, batteries, chargers and inverters (as ``EntityName`` compares);
    /// - every AC load's inverter is one of ``inverters``;
    /// - every `feed` names a bank or a panel, and panels' feeds form no loop
    ///   (``feedPoint(named:)``).
    /// - every array's charger is one of ``chargers`` of kind solar, and every DC-DC charger's
    ///   `input.feed` one of ``batteries``, off the house bus and, with `input.voltage`, of its
    ///   input's voltage class (``checkInputFeedBus()``).
    /// - Throws: ``ValidationError`` naming the field by its path (`loads[2].voltage`).
    public init(
        name: String, nominalVoltage: Voltage, standard: SizingStandard = .defaultMethod,
        defaults: SystemDefaults = SystemDefaults(), loads: [SystemLoad] = [], batteries: [BatteryBank] = [],
        chargers: [Charger] = [], inverters: [Inverter] = [], panels: [DistributionPanel] = [],
        arrays: [SolarArray] = []
    ) throws(ValidationError) {
        try EntityName.validate(name, field: SystemSchema.name.key)
        try SystemSchema.nominalVoltage.check(nominalVoltage.volts)
        self.name = name
        self.nominalVoltage = nominalVoltage
        self.standard = standard
        self.defaults = defaults
        self.loads = loads
        self.batteries = batteries
        self.chargers = chargers
        self.inverters = inverters
        self.panels = panels
        self.arrays = arrays
        try checkConductor()
        try checkAgainstBus()
        try checkUniqueNames()
        try checkInverterReferences()
        try checkFeeds()
        try checkSourceReferences()
    }

    /// The charger an array feeds: one with a solar input (``Charger/solarInput``: a solar
    /// charger, or a DC-DC charger with a PV input), matched as ``EntityName`` compares names.
    public func charger(fedBy array: SolarArray) -> Charger? {
        let key = EntityName.comparisonKey(array.charger)
        return chargers.first { $0.solarInput != nil && EntityName.comparisonKey($0.name) == key }
    }

    /// The arrays on a charger, in file order (none without a solar input).
    public func arrays(on charger: Charger) -> [SolarArray] {
        let key = EntityName.comparisonKey(charger.name)
        return charger.solarInput != nil ? arrays.filter { EntityName.comparisonKey($0.charger) == key } : []
    }

    /// The chargers an array may name: those with a solar input, in file order.
    public var solarInputChargers: [Charger] { chargers.filter { $0.solarInput != nil } }

    /// The banks on the house bus (``BatteryBank/Bus/house``), in file order: the ones the house
    /// bank's energy, peak, charge and fault current are made of.
    public var houseBanks: [BatteryBank] { batteries.filter(\.isOnHouseBus) }

    /// The bank a DC-DC charger's input names; nil when it names none (a start battery).
    public func feed(of input: ChargerInput) -> BatteryBank? {
        guard let feed = input.feed else { return nil }
        let key = EntityName.comparisonKey(feed)
        return batteries.first { EntityName.comparisonKey($0.name) == key }
    }

    /// Whether a DC-DC charger's `input.feed` names `bank`: a battery on the house bus always
    /// has its main fuse, a battery off it (``BatteryBank/Bus/separate``) has fuses on its
    /// terminals only as some charger's input source.
    public func feedsAnInput(_ bank: BatteryBank) -> Bool {
        let key = EntityName.comparisonKey(bank.name)
        return chargers.contains { $0.input?.feed.map(EntityName.comparisonKey) == key }
    }

    /// The inverter a load names, matched as ``EntityName`` compares names; nil for a DC load.
    /// Looks through every inverter: to match many loads, make an ``InverterDirectory`` once.
    public func inverter(feeding load: SystemLoad) -> Inverter? { InverterDirectory(inverters).inverter(feeding: load) }

    // MARK: - Rules between entities

    /// ABYC's copper-only rule, its fields named by their `defaults` key; ABYC wire sizes.
    private func checkConductor() throws(ValidationError) {
        do {
            try standard.checkConductor(material: defaults.material, temperature: defaults.givenConductorTemperature)
        } catch {
            // The fields are `material` and `conductorTemperature`, the keys of `defaults`.
            throw error.renamingField { field in "defaults." + field }
        }
        for (index, load) in loads.enumerated() {
            guard let wire = load.wire else { continue }
            do {
                try standard.checkWire(wire)
            } catch {
                throw error.renamingField { _ in "loads[\(index)].\(SystemSchema.wire.key)" }
            }
        }
    }

    /// Loads, banks and inverters against the bus voltage.
    private func checkAgainstBus() throws(ValidationError) {
        for (index, load) in loads.enumerated() where load.inverter == nil {
            if let voltage = load.voltage,
                let error = SystemLoad.busVoltageError(voltage, nominal: nominalVoltage, field: "loads[\(index)].voltage")
            {
                throw error
            }
            // A surge of the other kind than the running draw, at the bus voltage the analysis
            // takes (a load's own voltage was checked when it was made).
            guard load.voltage == nil else { continue }
            do {
                try load.checkSurgeAgainstRunning(at: nominalVoltage)
            } catch {
                throw error.renamingField { "loads[\(index)].\($0)" }
            }
        }
        for (index, bank) in batteries.enumerated() where bank.isOnHouseBus && !bank.bankVoltage.isNominally(nominalVoltage) {
            throw ValidationError(
                field: "batteries[\(index)].voltage",
                rule: .bankVoltage(
                    series: bank.arrangement.series, tolerance: .init(Voltage.nominalTolerance * 100, "%"),
                    nominal: .init(nominalVoltage.volts, "V")),
                value: .quantity(.init(bank.bankVoltage.volts, "V")))
        }
        let range = Inverter.cutoffFractionRange
        let low = range.lowerBound * nominalVoltage.volts
        let high = range.upperBound * nominalVoltage.volts
        for (index, inverter) in inverters.enumerated() {
            if let surge = inverter.dcSurgeCurrent {
                // A surge below the continuous current is no surge: as a load's `surgeCurrent`
                // is held to at least its running current.
                let continuous = inverter.continuousCurrent(nominal: nominalVoltage).amperes
                try Limits.requireWithin(
                    surge.amperes, continuous...max(continuous, Limits.current.upperBound),
                    field: "inverters[\(index)].surgeCurrent",
                    unit: "A")
            }
            guard let cutoff = inverter.cutoffVoltage?.volts, !(low...high).contains(cutoff) else { continue }
            throw ValidationError(
                field: "inverters[\(index)].cutoffVoltage",
                rule: .cutoffVoltage(
                    low: .init(low, "V"), high: .init(high, "V"), lowPercent: .init(range.lowerBound * 100, "%"),
                    highPercent: .init(range.upperBound * 100, "%"), nominal: .init(nominalVoltage.volts, "V")),
                value: .quantity(.init(cutoff, "V")))
        }
    }

    /// Names must be unique across loads, batteries, chargers, inverters and panels, as ``EntityName``
    /// compares them (ignoring case, invisible characters and extra white space).
    private func checkUniqueNames() throws(ValidationError) {
        var seen: [String: String] = [:]
        let named =
            loads.enumerated().map { ("loads", $0.offset, $0.element.name) }
            + batteries.enumerated().map { ("batteries", $0.offset, $0.element.name) }
            + chargers.enumerated().map { ("chargers", $0.offset, $0.element.name) }
            + inverters.enumerated().map { ("inverters", $0.offset, $0.element.name) }
            + panels.enumerated().map { ("panels", $0.offset, $0.element.name) }
            + arrays.enumerated().map { ("arrays", $0.offset, $0.element.name) }
        for (list, index, name) in named {
            let key = EntityName.comparisonKey(name)
            let path = "\(list)[\(index)]"
            if let first = seen[key] {
                throw ValidationError(field: "\(path).name", rule: .unique(alsoUsedBy: first), actual: "'\(name)'")
            }
            seen[key] = path
        }
    }

    /// Every array names a charger of the file with a solar input (a solar charger, or a DC-DC
    /// charger with a PV input); every DC-DC input's feed a bank of it, and
    /// not the bank the charger charges (the bank above its own `feed`).
    private func checkSourceReferences() throws(ValidationError) {
        for (index, array) in arrays.enumerated() where charger(fedBy: array) == nil {
            throw ValidationError(
                field: "arrays[\(index)].\(SystemSchema.arrayCharger.key)",
                rule: .solarChargerOfFile(names: solarInputChargers.map(\.name)),
                actual: EchoedText.quoted(array.charger))
        }
        for (index, charger) in chargers.enumerated() {
            guard let input = charger.input, let feed = input.feed, self.feed(of: input) == nil else { continue }
            throw ValidationError(
                field: "chargers[\(index)].\(SystemSchema.chargerInput.key).\(SystemSchema.inputFeed.key)",
                rule: .batteryOfFile(names: batteries.map(\.name)), actual: EchoedText.quoted(feed))
        }
        for (index, charger) in chargers.enumerated() {
            guard let input = charger.input, let feed = input.feed, let source = self.feed(of: input),
                let charged = bank(above: feedPoint(named: charger.feed)), batteries[charged] == source
            else { continue }
            throw ValidationError(
                field: "chargers[\(index)].\(SystemSchema.chargerInput.key).\(SystemSchema.inputFeed.key)",
                rule: .inputFeedNotChargedBank(bank: batteries[charged].name), actual: EchoedText.quoted(feed))
        }
        try checkInputFeedBus()
    }

    /// A DC-DC input draws from a battery off the house bus, of its input's voltage class.
    ///
    /// - Its `input.voltage` is within ``Voltage/nominalTolerance`` of one of
    ///   ``InputSource/nominalClasses`` (9–15, 18–30, 27–45 or 36–60 V): 8 V, an Orion-Tr Smart
    ///   12/24's lowest input, is no source's voltage at full output, and a 12 V start battery
    ///   would otherwise be taken for an "8 V class".
    /// - Its `input.feed` is a bank with `"bus": "separate"`: every house-bus bank is on the bus
    ///   the charger's output charges (a separate battery feeds no circuit), so a house-bus feed
    ///   is a loop that moves energy from the bus to itself, less the conversion loss.
    /// - With `input.voltage` given, the feed bank's voltage is nominally
    ///   (``Voltage/isNominally(_:)``) the nominal class `input.voltage` belongs to
    ///   (``InputSource/admits(bankVoltage:inputVoltage:)``: 12.5 V → 12 V, 28 V → 24 V): a 12 V-input charger (an
    ///   Orion-Tr Smart 12/12-30, input range 10–17 V) on a 24 V bank charging at up to 29.4 V has
    ///   its input at about twice its rating; a 24 V-input one on a 12 V bank charges nothing.
    private func checkInputFeedBus() throws(ValidationError) {
        let field = { (index: Int) in "chargers[\(index)].\(SystemSchema.chargerInput.key).\(SystemSchema.inputFeed.key)" }
        for (index, charger) in chargers.enumerated() {
            // An `input.voltage` in no class's band (8 V, a data sheet's range minimum) has no
            // source class to take the drop, fuse voltage and feed from: refused (rev34f F6).
            if let voltage = charger.input?.voltage, !InputSource.nominalClasses.contains(where: voltage.isNominally) {
                throw ValidationError(
                    field: "chargers[\(index)].\(SystemSchema.chargerInput.key).\(SystemSchema.voltage.key)",
                    rule: .inputVoltageClass(
                        classes: InputSource.nominalClasses.map { .init($0.volts, "V") },
                        tolerance: .init(Voltage.nominalTolerance * 100, "%")),
                    value: .quantity(.init(voltage.volts, "V")))
            }
            guard let input = charger.input, let feed = input.feed, let source = self.feed(of: input) else { continue }
            if source.isOnHouseBus {
                throw ValidationError(
                    field: field(index), rule: .inputFeedOffHouseBus(bank: source.name), actual: EchoedText.quoted(feed))
            }
            guard let voltage = input.voltage else { continue }
            let inputClass = InputSource.sourceNominal(around: voltage)
            if !InputSource.admits(bankVoltage: source.bankVoltage, inputVoltage: voltage) {
                throw ValidationError(
                    field: field(index),
                    rule: .inputFeedVoltageClass(
                        inputVoltage: .init(voltage.volts, "V"), inputClass: .init(inputClass.volts, "V"), bank: source.name,
                        bankVoltage: .init(source.bankVoltage.volts, "V")),
                    actual: EchoedText.quoted(feed))
            }
        }
    }

    /// Every AC load names one of the system's inverters.
    private func checkInverterReferences() throws(ValidationError) {
        let directory = InverterDirectory(inverters)
        for (index, load) in loads.enumerated() {
            guard let reference = load.inverter, directory.inverter(feeding: load) == nil else { continue }
            throw ValidationError(
                field: "loads[\(index)].inverter", rule: .inverterOfFile(names: inverters.map(\.name)),
                actual: EchoedText.quoted(reference.name))
        }
    }
}

/// A system's inverters by name (``EntityName``'s comparison key), made once so that matching
/// every AC load to its inverter stays linear in the number of circuits.
public struct InverterDirectory: Sendable {
    private let byKey: [String: Inverter]

    /// Where two inverters share a name (a system refuses that), the first wins.
    public init(_ inverters: [Inverter]) {
        byKey = Dictionary(inverters.map { (EntityName.comparisonKey($0.name), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The inverter a load names; nil for a DC load or a name no inverter has.
    public func inverter(feeding load: SystemLoad) -> Inverter? {
        load.inverter.flatMap { byKey[EntityName.comparisonKey($0.name)] }
    }
}
