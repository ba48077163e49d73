/// Batteries of one kind wired together into a bank.
public struct BatteryBank: Hashable, Sendable {
    /// Batteries in series × strings in parallel.
    public struct Arrangement: Hashable, Sendable {
        /// Batteries in series in one string.
        public let series: Int
        /// Strings in parallel.
        public let parallel: Int

        /// An arrangement (each 1 to 1000: ``SystemSchema/series``, ``SystemSchema/parallel``).
        /// - Throws: ``ValidationError`` naming `arrangement.series` or `arrangement.parallel`.
        public init(series: Int, parallel: Int) throws(ValidationError) {
            try SystemSchema.series.check(series, field: "arrangement.series")
            try SystemSchema.parallel.check(parallel, field: "arrangement.parallel")
            self.series = series
            self.parallel = parallel
        }

        /// The arrangement a file that gives none means: as many batteries in series as make the
        /// chemistry's bank voltage for the bus (51.2 V of LiFePO4 for 48 V:
        /// ``BatteryChemistry/bankVoltage(forSystem:)``), the rest in parallel.
        /// - Throws: ``ValidationError`` naming `count` when `count` is not a multiple of that.
        public static func derived(
            count: Int, batteryVoltage voltage: Voltage, chemistry: BatteryChemistry, nominalVoltage: Voltage
        ) throws(ValidationError) -> Arrangement {
            // Both voltages are validated (0.1 … 1500 V), so the ratio fits an Int.
            let target = chemistry.bankVoltage(forSystem: nominalVoltage).volts
            let series = Int(min(max((target / voltage.volts).rounded(), 1), 15_000))
            guard count % series == 0 else {
                throw ValidationError(
                    field: SystemSchema.count.key,
                    rule: .seriesMultiple(
                        series: series, voltage: .init(voltage.volts, "V"), bank: .init(voltage.volts * Double(series), "V")),
                    actual: String(count))
            }
            return try Arrangement(series: series, parallel: count / series)
        }
    }

    /// The bank's name (unique in its system).
    public let name: String
    /// What the batteries are.
    public let chemistry: BatteryChemistry
    /// Capacity of one battery in Ah (20-hour rate for lead-acid).
    public let capacityAh: Double
    /// Voltage of one battery.
    public let voltage: Voltage
    /// Batteries in the bank: series × parallel.
    public let count: Int
    /// Series × parallel (``Arrangement/derived(count:batteryVoltage:chemistry:nominalVoltage:)``
    /// when a file omits it).
    public let arrangement: Arrangement
    /// The share of capacity that may be used; the chemistry's when nil.
    public let usableFraction: Double?
    /// Largest continuous discharge current of the bank; chemistry C-rate × bank Ah when nil.
    public let maxDischargeCurrent: Current?
    /// The Peukert exponent (1 to 2); the chemistry's when nil.
    public let peukertExponent: Double?
    /// One-way length of the main feed from the bank to the bus, sized for the larger of the
    /// loads' peak and the chargers' total current.
    public let length: Length?
    /// How the main feed is installed, where it differs from the file's defaults.
    public let installation: CircuitInstallation
    /// The main feed's own drop limit, %; the critical limit when nil.
    public let maxDropPercent: Double?
    /// The highest voltage the bank is charged to; from the chemistry when nil
    /// (``maxChargeVoltage``).
    public let chargeVoltage: Voltage?
    /// One battery's short-circuit current as its maker states it (``ShortCircuitEstimate``).
    public let shortCircuitCurrent: Current?
    /// One battery's cold-cranking amps (lead-acid; ``ShortCircuitEstimate``).
    public let coldCrankingAmps: Current?
    /// The main fuse's family when the file names it (`fuseType`, read with the run's
    /// ``installation``): the fuse is chosen from it alone and checked, not filtered, against
    /// the charging voltage and the bank's fault current.
    public let fuseType: FuseType?
    /// Whether the bank is on the house bus (the default) or a separate one.
    public let bus: Bus

    /// Which bus a bank is on (`bus` in the file).
    public enum Bus: String, CaseIterable, Sendable {
        /// The house bus: every circuit of the file hangs from it; the bank's main feed carries
        /// the system's peak, its capacity is the house bank's and its fault current the bus's.
        case house
        /// A bus of its own, off the house bus: a source a DC-DC charger's input draws from
        /// (`input.feed`: a vehicle's start battery, a 48 V bank under a 48/12 V charger). No
        /// circuit of the file hangs from it, it has no main feed here (no `length`), it adds
        /// nothing to the house bank's energy or fault current, and its voltage need not be the
        /// house bus's. Its own fault current judges the input fuse on its terminals.
        case separate
    }

    /// Whether the bank is on the house bus (``Bus/house``).
    public var isOnHouseBus: Bool { bus == .house }

    /// A validated bank.
    ///
    /// Checks the name, `capacityAh` (0.1 Ah to 100 kAh), `voltage` (0.1 V to 1500 V), `count`
    /// (1 to 1000), series × parallel = count, `usableFraction` (0 < f ≤ 1),
    /// `maxDischargeCurrent`, `peukertExponent` (1 to 2), `length`, `maxDropPercent`, `bundled`,
    /// `chargeVoltage` (at least the bank's voltage: one battery × in series),
    /// `shortCircuitCurrent` (≤ 1 MA) and `coldCrankingAmps` (≤ 100 kA) against the field table
    /// (``SystemSchema``); a bank on a separate ``bus`` has no main feed here: none of its keys
    /// (``SystemField/isMainFeed``: `length`, `fuseType`, `maxDropPercent`, `engineRoom`,
    /// `bundled`, `insulation`, `parallel`, `fuseDistance`, `sheathed`). The
    /// bank's voltage against the house bus is the system's rule.
    /// - Throws: ``ValidationError`` naming the field by its key.
    public init(
        name: String, chemistry: BatteryChemistry, capacityAh: Double, voltage: Voltage, count: Int = 1,
        arrangement: Arrangement, usableFraction: Double? = nil, maxDischargeCurrent: Current? = nil,
        peukertExponent: Double? = nil, length: Length? = nil, installation: CircuitInstallation = CircuitInstallation(),
        maxDropPercent: Double? = nil, chargeVoltage: Voltage? = nil, shortCircuitCurrent: Current? = nil,
        coldCrankingAmps: Current? = nil, fuseType: FuseType? = nil, bus: Bus = .house
    ) throws(ValidationError) {
        try EntityName.validate(name, field: SystemSchema.name.key)
        try SystemSchema.capacity.check(capacityAh)
        try SystemSchema.voltage.check(voltage.volts)
        try SystemSchema.count.check(count)
        guard arrangement.series * arrangement.parallel == count else {
            throw ValidationError(
                field: SystemSchema.arrangement.key, rule: .arrangementCount(count),
                actual: "\(arrangement.series) × \(arrangement.parallel)")
        }
        try SystemSchema.usableFraction.check(usableFraction)
        try SystemSchema.maxDischargeCurrent.check(maxDischargeCurrent?.amperes)
        try SystemSchema.peukertExponent.check(peukertExponent)
        try SystemSchema.length.check(length?.meters)
        try SystemSchema.maxDrop.check(maxDropPercent)
        try installation.validate()
        if bus == .separate {
            try Self.checkSeparate(
                length: length, maxDropPercent: maxDropPercent, installation: installation, fuseType: fuseType)
        }
        if let chargeVoltage {
            try SystemSchema.chargeVoltage.check(chargeVoltage.volts)
            let bankVoltage = voltage.volts * Double(arrangement.series)
            guard Tolerance.isAtLeast(chargeVoltage.volts, bankVoltage) else {
                throw ValidationError(
                    field: SystemSchema.chargeVoltage.key, rule: .atLeastBankVoltage(.init(bankVoltage, "V")),
                    value: .quantity(.init(chargeVoltage.volts, "V")))
            }
        }
        try SystemSchema.shortCircuitCurrent.check(shortCircuitCurrent?.amperes)
        try SystemSchema.coldCrankingAmps.check(coldCrankingAmps?.amperes)
        self.name = name
        self.chemistry = chemistry
        self.capacityAh = capacityAh
        self.voltage = voltage
        self.count = count
        self.arrangement = arrangement
        self.usableFraction = usableFraction
        self.maxDischargeCurrent = maxDischargeCurrent
        self.peukertExponent = peukertExponent
        self.length = length
        self.installation = installation
        self.maxDropPercent = maxDropPercent
        self.chargeVoltage = chargeVoltage
        self.shortCircuitCurrent = shortCircuitCurrent
        self.coldCrankingAmps = coldCrankingAmps
        self.fuseType = fuseType ?? installation.fuseType
        self.bus = bus
    }

    /// A battery off the house bus has no main feed: a value of a main-feed key
    /// (``SystemField/isMainFeed``: `length`, `fuseType`, `maxDropPercent` and the run's
    /// installation) would be silently ignored, so it is refused, the first in the file's key order.
    static func checkSeparate(
        length: Length?, maxDropPercent: Double?, installation: CircuitInstallation, fuseType: FuseType?
    ) throws(ValidationError) {
        if let length {
            throw separateBusError(key: SystemSchema.length.key, value: .quantity(.init(length.meters, "m")))
        }
        let own: [(SystemField, Bool)] = [
            (SystemSchema.fuseType, fuseType != nil || installation.fuseType != nil),
            (SystemSchema.maxDrop, maxDropPercent != nil),
        ]
        if let field = own.filter(\.1).map(\.0).first ?? installation.givenFields.first {
            throw separateBusError(key: field.key)
        }
    }

    /// The error for a main-feed key on a battery off the house bus: it names the DC-DC input's
    /// key that says it for the input run, when the input has one (`input.length`,
    /// `input.fuseType`, `input.insulation`).
    static func separateBusError(key: String, value: ValidationError.Actual = .text("")) -> ValidationError {
        let inputKey =
            SystemSchema.keyNames(of: .chargerInput).contains(key)
            ? SystemSchema.chargerInput.key + "." + key : nil
        return ValidationError(field: key, rule: .separateBusNoMainFeed(inputKey: inputKey), value: value)
    }

    /// Bank capacity: one battery's Ah × strings in parallel.
    public var bankCapacityAh: Double { capacityAh * Double(arrangement.parallel) }
    /// Bank voltage: one battery's voltage × batteries in series.
    public var bankVoltage: Voltage { voltage * Double(arrangement.series) }
    /// Stored energy at nominal voltage: Ah × V × count.
    public var nominalEnergyWattHours: Double { capacityAh * voltage.volts * Double(count) }
    /// The usable share: as given, else the chemistry's (``BatteryChemistry/usableFraction``).
    public var effectiveUsableFraction: Double { usableFraction ?? chemistry.usableFraction }
    /// The Peukert exponent: as given, else the chemistry's.
    public var effectivePeukertExponent: Double { peukertExponent ?? chemistry.peukertExponent }
    /// The largest continuous discharge: as given, else the chemistry's C-rate × bank Ah.
    public var effectiveMaxDischargeCurrent: Current {
        maxDischargeCurrent ?? .amperes(chemistry.maxDischargeCRate * bankCapacityAh)
    }
    /// The largest charge current: the chemistry's charge C-rate × bank Ah.
    public var maxChargeCurrent: Current { .amperes(chemistry.maxChargeCRate * bankCapacityAh) }
}
