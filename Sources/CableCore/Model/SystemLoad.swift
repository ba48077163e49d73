/// A load: a device (or `quantity` identical devices) on one circuit from the bus, or an AC
/// device fed by an inverter (``inverter``).
///
/// A DC load's circuit is sized and checked. An AC load is not a DC circuit: its wiring is AC
/// (not sized by `cable`); its power is AC watts, drawn from the bank through its inverter
/// (``Inverter``), whose DC feed carries it.
public struct SystemLoad: Hashable, Sendable {
    /// A DC load's `voltage` may be at most this multiple of the nominal bus voltage (15 V on a
    /// 12 V bus, above a lead-acid bank's 14.4–14.8 V charging voltage). A device rated for more
    /// is fed through an inverter or a converter: an AC load names its ``inverter``; a DC device
    /// behind a step-up converter is given as its power at the bus voltage. Below the nominal
    /// voltage (a 12 V device behind a step-down converter on a 24 V bus) the load is sized at its
    /// own voltage, which overstates its bus current (the conservative side).
    public static let maximumVoltageRatio = 1.25

    /// The load's name (unique in its system).
    public let name: String
    /// The draw of one device: a current, or a power at the load's voltage (AC watts for an AC
    /// load).
    public let demand: Circuit.Load
    /// Supply voltage of the circuit (the AC voltage of an AC load); the system's nominal
    /// voltage when nil.
    public let voltage: Voltage?
    /// One-way cable run from the bus; always present on a DC load, optional (the AC run, not
    /// sized) on an AC load.
    public let length: Length?
    /// The inverter that feeds this AC load; nil for a DC load. The system checks that it names
    /// one of its inverters.
    public let inverter: InverterReference?
    /// Identical devices sharing the circuit: the circuit carries `quantity` × one device's current.
    public let quantity: Int
    /// Average hours per day the load runs, for the energy budget.
    public let hoursPerDay: Double
    /// No `hoursPerDay` was given, so 0 was taken: the load counts nothing toward daily
    /// consumption, and `report` says so (``SystemWarning/loadsWithoutHours(_:)``).
    public let hoursPerDayIsAssumed: Bool
    /// Critical circuits get the stricter drop limit (bilge pumps, navigation lights, electronics).
    public let critical: Bool
    /// A wire the user chose: checked, not chosen.
    public let wire: ConductorSize?
    /// A fuse rating the user chose: checked, not chosen.
    public let fuse: Current?
    /// This circuit's own drop limit, %.
    public let maxDropPercent: Double?
    /// How the circuit is installed, where it differs from the file's defaults.
    public let installation: CircuitInstallation
    /// The catalogue entry its figures were filled from (`cable add --from`), for the report.
    public let catalogId: String?
    /// The panel (or bank) its circuit hangs from; the system's first bank when nil.
    public let feed: String?
    /// The draw of one device while it starts (`surgeCurrent`, or `surgePower` at the load's
    /// voltage): a motor's inrush, a glow plug; nil for none. At least the running draw.
    public let surge: Circuit.Load?
    /// How long the surge lasts, seconds; with a surge, the fuse must carry it that long
    /// (``FuseRule``). Without it the surge is shown but sets no fuse floor.
    public let surgeSeconds: Double?

    /// A validated load.
    ///
    /// Checks the name (``EntityName/validate(_:field:)``), the current or power (`current`,
    /// `power`: 0.001 A to 10 kA, 0.001 W to 1 MW), `length` (required on a DC load, ≤ 10 km),
    /// `voltage` (≤ 1500 V), `quantity` (1 to 1000), `hoursPerDay` (0 to 24), `fuse`,
    /// `maxDropPercent`, `bundled` and `catalogId` against the field table (``SystemSchema``);
    /// an AC load (with an ``inverter``) may not have the keys that size a DC circuit
    /// (``SystemField/isDCOnly``). The voltage against the bus and the inverter's existence are
    /// the system's rules (``ElectricalSystem/init(name:nominalVoltage:standard:defaults:loads:batteries:chargers:inverters:)``).
    /// - Parameters:
    ///   - name: the load's name (``name``).
    ///   - demand: the draw of one device, a current or a power (``demand``).
    ///   - voltage: the circuit's supply voltage; nil for the system's nominal voltage (``voltage``).
    ///   - length: one-way run from the bus; required on a DC load (``length``).
    ///   - inverter: the inverter feeding an AC load; nil for a DC load (``inverter``).
    ///   - quantity: identical devices on the circuit (``quantity``).
    ///   - hoursPerDay: nil when not given: 0, and ``hoursPerDayIsAssumed``.
    ///   - critical: whether the stricter drop limit applies (``critical``).
    ///   - wire: a wire to check instead of choosing one (``wire``).
    ///   - fuse: a fuse rating to check instead of choosing one (``fuse``).
    ///   - maxDropPercent: this circuit's own drop limit, % (``maxDropPercent``).
    ///   - installation: the circuit's own installation conditions (``installation``).
    ///   - catalogId: the catalogue entry the figures came from (``catalogId``).
    ///   - feed: the panel or bank that feeds it; nil for the first bank (``feed``).
    ///   - surge: one device's draw while it starts (``surge``): `surgeCurrent` or `surgePower`,
    ///     at least the running draw (of the other kind at `voltage`:
    ///     ``checkSurgeAgainstRunning(at:)``); DC loads only.
    ///   - surgeSeconds: how long it lasts (``surgeSeconds``), 0.001 s to 1 h; needs a surge.
    /// - Throws: ``ValidationError`` naming the field by its key.
    public init(
        name: String, demand: Circuit.Load, voltage: Voltage? = nil, length: Length?, inverter: InverterReference? = nil,
        quantity: Int = 1, hoursPerDay: Double? = nil, critical: Bool = false, wire: ConductorSize? = nil,
        fuse: Current? = nil, maxDropPercent: Double? = nil, installation: CircuitInstallation = CircuitInstallation(),
        catalogId: String? = nil, feed: String? = nil, surge: Circuit.Load? = nil, surgeSeconds: Double? = nil
    ) throws(ValidationError) {
        try EntityName.validate(name, field: SystemSchema.name.key)
        if inverter != nil {
            try Self.checkACLoad(
                critical: critical, wire: wire, fuse: fuse, maxDropPercent: maxDropPercent, installation: installation)
            if feed != nil { throw Self.acLoadError(key: SystemSchema.feed.key) }
            if case .current = demand, voltage == nil {
                throw ValidationError(
                    field: SystemSchema.voltage.key,
                    rule: .acVoltageRequired, value: .nothing)
            }
        }
        try Self.checkDemand(demand)
        if let length {
            try SystemSchema.length.check(length.meters)
        } else if inverter == nil {
            throw ValidationError(field: SystemSchema.length.key, rule: .required, value: .nothing)
        }
        try SystemSchema.voltage.check(voltage?.volts)
        try SystemSchema.quantity.check(quantity)
        try SystemSchema.hoursPerDay.check(hoursPerDay)
        try SystemSchema.fuse.check(fuse?.amperes)
        try SystemSchema.maxDrop.check(maxDropPercent)
        try installation.validate()
        try CatalogFile.validate(catalogId: catalogId)
        try SystemSchema.feed.check(feed)
        try Self.checkSurge(surge, seconds: surgeSeconds, demand: demand, isAC: inverter != nil)
        self.name = name
        self.demand = demand
        self.voltage = voltage
        self.length = length
        self.inverter = inverter
        self.quantity = quantity
        self.hoursPerDay = hoursPerDay ?? 0
        self.hoursPerDayIsAssumed = hoursPerDay == nil
        self.critical = critical
        self.wire = wire
        self.fuse = fuse
        self.maxDropPercent = maxDropPercent
        self.installation = installation
        self.catalogId = catalogId
        self.feed = feed
        self.surge = surge
        self.surgeSeconds = surgeSeconds
        if let voltage, inverter == nil { try checkSurgeAgainstRunning(at: voltage) }
    }

    /// A load's surge: DC only, in the field table's range, at least the running draw when both
    /// are of one kind (current and current, power and power); its duration needs a surge.
    static func checkSurge(_ surge: Circuit.Load?, seconds: Double?, demand: Circuit.Load, isAC: Bool) throws(ValidationError) {
        if isAC, surge != nil || seconds != nil {
            throw acLoadError(key: surge == nil ? SystemSchema.surgeSeconds.key : surgeKey(surge))
        }
        try SystemSchema.surgeSeconds.check(seconds)
        guard let surge else {
            if seconds != nil {
                throw ValidationError(field: SystemSchema.surgeSeconds.key, rule: .durationNeedsSurge(), actual: "")
            }
            return
        }
        switch (surge, demand) {
        case (.current(let peak), .current(let running)):
            try SystemSchema.surgeCurrent.check(peak.amperes)
            try Limits.requireWithin(
                peak.amperes, running.amperes...Limits.current.upperBound, field: SystemSchema.surgeCurrent.key, unit: "A")
        case (.power(let peak), .power(let running)):
            try SystemSchema.surgePower.check(peak.watts)
            try Limits.requireWithin(
                peak.watts, running.watts...Limits.power.upperBound, field: SystemSchema.surgePower.key, unit: "W")
        case (.current(let peak), .power): try SystemSchema.surgeCurrent.check(peak.amperes)
        case (.power(let peak), .current): try SystemSchema.surgePower.check(peak.watts)
        }
    }

    /// A surge of the other kind than the running draw against that draw at the circuit's
    /// voltage: `surgeCurrent` at least `power` / V, `surgePower` at least `current` × V — the
    /// running current the analysis takes (P / V at the load's voltage, else the system's
    /// nominal), so a surge below it is refused as one of the same kind is. The bound is
    /// rounded to 0.01 A or W, as the message shows it (`3.33 A` for 40 W at 12 V), so a surge
    /// given as that figure passes. A surge of the same kind is ``checkSurge(_:seconds:demand:isAC:)``'s.
    /// ``init(name:demand:voltage:length:inverter:quantity:hoursPerDay:critical:wire:fuse:maxDropPercent:installation:catalogId:feed:surge:surgeSeconds:)``
    /// applies it at a given `voltage`; ``ElectricalSystem`` at the nominal voltage to a load without one.
    /// - Parameters:
    ///   - voltage: the circuit's supply voltage (validated: 0.1 V to 1500 V).
    /// - Throws: ``ValidationError`` naming `surgeCurrent` or `surgePower`.
    package func checkSurgeAgainstRunning(at voltage: Voltage) throws(ValidationError) {
        switch (surge, demand) {
        case (.current(let peak)?, .power(let running)):
            let floor = Limits.rounded(running.watts / voltage.volts)
            guard Tolerance.isAtLeast(peak.amperes, floor) else {
                throw ValidationError(
                    field: SystemSchema.surgeCurrent.key,
                    rule: .between(.init(floor, "A"), .init(Limits.current.upperBound, "A")),
                    value: .quantity(.init(peak.amperes, "A")))
            }
        case (.power(let peak)?, .current(let running)):
            let floor = Limits.rounded(running.amperes * voltage.volts)
            guard Tolerance.isAtLeast(peak.watts, floor) else {
                throw ValidationError(
                    field: SystemSchema.surgePower.key,
                    rule: .between(.init(floor, "W"), .init(Limits.power.upperBound, "W")),
                    value: .quantity(.init(peak.watts, "W")))
            }
        default: break
        }
    }

    /// The key a surge is given by.
    static func surgeKey(_ surge: Circuit.Load?) -> String {
        if case .current = surge { return SystemSchema.surgeCurrent.key }
        return SystemSchema.surgePower.key
    }

    /// A current (`current`) or a power (`power`) in the field table's range.
    static func checkDemand(_ demand: Circuit.Load) throws(ValidationError) {
        switch demand {
        case .current(let current): try SystemSchema.current.check(current.amperes)
        case .power(let power): try SystemSchema.power.check(power.watts)
        }
    }

    /// An AC load is not a DC circuit: a value that would size one would be silently ignored.
    static func checkACLoad(
        critical: Bool, wire: ConductorSize?, fuse: Current?, maxDropPercent: Double?, installation: CircuitInstallation
    ) throws(ValidationError) {
        let own: [(SystemField, Bool)] = [
            (SystemSchema.critical, critical), (SystemSchema.wire, wire != nil), (SystemSchema.fuse, fuse != nil),
            (SystemSchema.maxDrop, maxDropPercent != nil),
        ]
        if let field = own.filter(\.1).map(\.0).first ?? installation.givenFields.first {
            throw acLoadError(key: field.key)
        }
    }

    /// The error for a key that sizes a DC circuit on an AC load.
    static func acLoadError(key: String) -> ValidationError {
        ValidationError(
            field: key, rule: .dcOnlyOnACLoad, actual: "")
    }
}

/// The inverter an AC load names: a reference by name, matched as ``EntityName`` compares names.
/// ``ElectricalSystem`` refuses one that names none of its inverters.
public struct InverterReference: Hashable, Sendable {
    /// The inverter's name as the load gives it.
    public let name: String

    /// A reference to the inverter called `name`.
    public init(_ name: String) { self.name = name }
}

extension SystemLoad {
    /// The bus-voltage rule for a DC load (at most ``maximumVoltageRatio`` × the nominal
    /// voltage: a device rated for more runs through an inverter or a converter), as an error
    /// naming `field`; nil when the voltage is within it. ``ElectricalSystem``'s initialiser
    /// applies it to every DC load.
    package static func busVoltageError(_ voltage: Voltage, nominal: Voltage, field: String) -> ValidationError? {
        let maximum = nominal.volts * SystemLoad.maximumVoltageRatio
        guard voltage.volts > maximum * (1 + Tolerance.relative) else { return nil }
        return ValidationError(
            field: field,
            rule: .loadVoltage(
                maximum: .init(maximum, "V"), ratio: .init(SystemLoad.maximumVoltageRatio * 100, "%"),
                nominal: .init(nominal.volts, "V")),
            value: .quantity(.init(voltage.volts, "V")))
    }
}
