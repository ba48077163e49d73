/// A charging source feeding the bus.
public struct Charger: Hashable, Sendable {
    /// What the charger is.
    public enum Kind: String, CaseIterable, Sendable {
        /// A mains (shore power) charger.
        case shore
        /// A solar panel and its controller.
        case solar
        /// An engine's alternator.
        case alternator
        /// A DC-DC charger from another bank.
        case dcdc
        /// A generator's charger.
        case generator

        /// Whether the run goes through an engine room when the file does not say
        /// (`engineRoom`): an alternator is on the engine, so its output run starts in the engine
        /// room and is derated (ABYC E-11 / 33 CFR 183.425: conductors in engine spaces are rated
        /// at 50 °C ambient); every other kind is not.
        public var runsThroughEngineRoomByDefault: Bool { self == .alternator }
    }

    /// The charger's name (unique in its system).
    public let name: String
    /// What it is.
    public let kind: Kind
    /// Output as a current, or as a power at the charger's voltage.
    public let output: Circuit.Load
    /// Output voltage; the system's nominal voltage when nil.
    public let voltage: Voltage?
    /// Share of the output that reaches the bank as charge (wiring, controller, panel derating),
    /// default 1: the energy budget's factor only. A DC-DC charger's conversion efficiency, which
    /// sets its input current, is its input's own (``ChargerInput/efficiency``).
    public let efficiency: Double
    /// Hours per day the charger delivers its output, for the energy budget.
    public let hoursPerDay: Double
    /// One-way run from the charger to the bus, sized like a load.
    public let length: Length?
    /// How that run is installed, where it differs from the file's defaults.
    public let installation: CircuitInstallation
    /// That run's own drop limit, %.
    public let maxDropPercent: Double?
    /// The catalogue entry its figures were filled from (`cable add --from`), for the report.
    public let catalogId: String?
    /// The panel (or bank) its run hangs from; the system's first bank when nil.
    public let feed: String?
    /// The charger's solar (PV) input, where it has one (``SolarInput``): every `solar` charger,
    /// and a `dcdc` charger that gives one of its PV input's limits (a combined DC-DC + MPPT unit:
    /// Renogy DCC50S, Redarc BCDC, CTEK D250SE); nil for every other charger. An array may name a
    /// charger that has one, and is judged against it by the same rules whichever kind it is.
    public let solarInput: SolarInput?
    /// The solar input's highest PV open-circuit voltage (its data sheet's limit); nil when not
    /// given or without a solar input.
    public var maxInputVoltage: Voltage? { solarInput?.maxVoltage }
    /// The solar input's highest PV short-circuit current; nil when not given or without one.
    public var maxInputCurrent: Current? { solarInput?.maxCurrent }
    /// The solar input's highest PV array power (STC), where its maker rates the input by power
    /// and not by current: an array above it clips (a warning), not a `pvCurrent` failure; nil
    /// when not given or without a solar input.
    public var maxInputPower: Power? { solarInput?.maxPower }
    /// A DC-DC charger's run from its source battery; nil when not given.
    public let input: ChargerInput?

    /// A validated charger.
    ///
    /// Checks the name, the output (`outputCurrent`: 0.001 A to 10 kA, or `power`: 0.001 W to
    /// 1 MW), `voltage`, `efficiency` (0 < η ≤ 1), `hoursPerDay` (0 to 24), `length`,
    /// `maxDropPercent`, `bundled` and `catalogId` against the field table (``SystemSchema``).
    /// - Throws: ``ValidationError`` naming the field by its key.
    public init(
        name: String, kind: Kind, output: Circuit.Load, voltage: Voltage? = nil, efficiency: Double = 1,
        hoursPerDay: Double = 0, length: Length? = nil, installation: CircuitInstallation = CircuitInstallation(),
        maxDropPercent: Double? = nil, catalogId: String? = nil, feed: String? = nil, maxInputVoltage: Voltage? = nil,
        maxInputCurrent: Current? = nil, maxInputPower: Power? = nil, input: ChargerInput? = nil
    ) throws(ValidationError) {
        try EntityName.validate(name, field: SystemSchema.name.key)
        switch output {
        case .current(let current): try SystemSchema.outputCurrent.check(current.amperes)
        case .power(let power): try SystemSchema.power.check(power.watts)
        }
        try SystemSchema.voltage.check(voltage?.volts)
        try SystemSchema.efficiency.check(efficiency)
        try SystemSchema.hoursPerDay.check(hoursPerDay)
        try SystemSchema.length.check(length?.meters)
        try SystemSchema.maxDrop.check(maxDropPercent)
        try installation.validate()
        try CatalogFile.validate(catalogId: catalogId)
        try SystemSchema.feed.check(feed)
        try SystemSchema.maxInputVoltage.check(maxInputVoltage?.volts)
        try SystemSchema.maxInputCurrent.check(maxInputCurrent?.amperes)
        try SystemSchema.maxInputPower.check(maxInputPower?.watts)
        if input != nil, kind != .dcdc {
            throw ValidationError(field: SystemSchema.chargerInput.key, rule: .inputOnDCDCOnly, actual: kind.rawValue)
        }
        self.name = name
        self.kind = kind
        self.output = output
        self.voltage = voltage
        self.efficiency = efficiency
        self.hoursPerDay = hoursPerDay
        self.length = length
        self.installation = installation
        self.maxDropPercent = maxDropPercent
        self.catalogId = catalogId
        self.feed = feed
        self.solarInput = SolarInput(
            kind: kind, maxVoltage: maxInputVoltage, maxCurrent: maxInputCurrent, maxPower: maxInputPower)
        self.input = input
    }

    /// The power the charger delivers at full output: its output current × the voltage it holds
    /// that current at — `chargeVoltage` (the bank's charging voltage), or its output voltage
    /// when that is higher:
    ///
    ///     P_out = I_out × max(V_out, V_charge)
    ///
    /// V_out is the charger's `voltage`, else `nominalVoltage` (the system's), and I_out its
    /// `outputCurrent`, else its `power` / V_out — the current its output run is sized for. A
    /// charger holds its rated current up to the charge voltage, never only at its nominal
    /// class, so a `voltage` given as the class (the documented default, 12 V) counts the same as
    /// none, and a `power` is read as a data sheet prints it, at the nominal output voltage: an
    /// Orion 12/12-30 charging LiFePO4 at 14.2 V delivers 30 × 14.2 = 426 W, not 30 × 12 = 360 W,
    /// whether the file gives `"outputCurrent": "30A"` or `"power": "360W"` (docs/method.md,
    /// *DC-DC chargers' input*).
    public func outputPower(nominalVoltage: Voltage, chargeVoltage: Voltage) -> Power {
        let outputVoltage = voltage ?? nominalVoltage
        let current: Current
        switch output {
        case .current(let given): current = given
        case .power(let power): current = .amperes(power.watts / outputVoltage.volts)
        }
        return max(outputVoltage, chargeVoltage) * current
    }

    /// The voltage of the charger's run to the bus — its drop's base and the scale of its charge
    /// voltage: the nominal class of its `voltage` (``Voltage/nominalClass``), since a charger's
    /// output sits on the bank it charges. A `voltage` written as the output setpoint (14.6 V for
    /// an Orion charging LiFePO4, as P_out = I_out × max(V_out, V_charge) invites,
    /// ``outputPower(nominalVoltage:chargeVoltage:)``) is a 12 V circuit, not a 14.6 V one: the
    /// van's 0.1229 V drop is 1.02 % of 12 V, not 0.84 % of 14.6 V (rev34f F4). `nominalVoltage`
    /// itself (the bus as written, 12.8 V) when the class is the bus's or `voltage` is nil.
    /// - Parameter nominalVoltage: the system's nominal voltage.
    public func circuitVoltage(nominalVoltage: Voltage) -> Voltage {
        guard let voltage, voltage.nominalClass != nominalVoltage.nominalClass else { return nominalVoltage }
        return voltage.nominalClass
    }

    /// A DC-DC charger's input current at full output:
    ///
    ///     I_in = P_out / (η_in × V_in,min)
    ///
    /// with P_out from ``outputPower(nominalVoltage:chargeVoltage:)``, η_in the input's conversion efficiency
    /// (``ChargerInput/effectiveEfficiency``: the file's, else 0.87, the Victron Orion-Tr Smart
    /// 12/12-30 data sheet's figure) and V_in,min the input's ``ChargerInput/voltage`` or else
    /// `sourceVoltage`. Orion 12/12-30 charging at 14.2 V from 12.5 V: 30 × 14.2 / (0.87 × 12.5)
    /// = 39.17 A. The charger's own ``efficiency`` (the budget's share) does not enter. The
    /// maker's worked example (Orion-Tr Smart Non-Isolated manual, 5 *Engine shutdown
    /// detection*: about 35 A from the input of a 12|12-30 at full output, V_shutdown 13.1 V)
    /// gives 426 / (0.87 × 13.1) = 37.38 A here: the default efficiency errs high for that
    /// model (docs/method.md, *DC-DC chargers' input*).
    public func inputCurrent(nominalVoltage: Voltage, chargeVoltage: Voltage, sourceVoltage: Voltage) -> Current {
        inputPower(nominalVoltage: nominalVoltage, chargeVoltage: chargeVoltage)
            / minimumInputVoltage(sourceVoltage: sourceVoltage)
    }

    /// The power a DC-DC charger draws at full output, P_out / η_in (the input's efficiency, else
    /// ``ChargerInput/defaultEfficiency``).
    public func inputPower(nominalVoltage: Voltage, chargeVoltage: Voltage) -> Power {
        let efficiency = input?.effectiveEfficiency ?? ChargerInput.defaultEfficiency
        return .watts(outputPower(nominalVoltage: nominalVoltage, chargeVoltage: chargeVoltage).watts / efficiency)
    }

    /// V_in,min: the input's ``ChargerInput/voltage``, else `sourceVoltage`.
    public func minimumInputVoltage(sourceVoltage: Voltage) -> Voltage { input?.voltage ?? sourceVoltage }

    /// The hours a day the charger's other input holds it at its rated output, which its solar
    /// input's arrays cannot add to: a `dcdc` charger's ``hoursPerDay`` (the driving hours: the
    /// unit then delivers its rated output from the alternator whatever the sun gives, Redarc BCDC
    /// and Renogy DCC50S alike); 0 for a `solar` charger, whose ``hoursPerDay`` its arrays replace
    /// (docs/method.md, *Arrays on a DC-DC charger*).
    public var hoursOnOtherInput: Double { kind == .dcdc ? hoursPerDay : 0 }
}

/// A charger's solar (PV) input: the limits its data sheet gives for it, each checked against
/// the arrays that name the charger (``ArrayReport``: `pvVoltage`, `pvCurrent`, and a warning
/// above ``maxPower``). A `solar` charger always has one (its limits may all be unknown, which
/// `check` reports); a `dcdc` charger has one when it gives at least one limit.
public struct SolarInput: Hashable, Sendable {
    /// `maxInputVoltage`: the highest PV open-circuit voltage it takes; nil when not given.
    public let maxVoltage: Voltage?
    /// `maxInputCurrent`: the highest PV short-circuit current it takes; nil when not given.
    public let maxCurrent: Current?
    /// `maxInputPower`: the highest PV array power (STC) it takes, for one rated by power; nil
    /// when not given.
    public let maxPower: Power?

    /// A solar input with these limits.
    public init(maxVoltage: Voltage? = nil, maxCurrent: Current? = nil, maxPower: Power? = nil) {
        self.maxVoltage = maxVoltage
        self.maxCurrent = maxCurrent
        self.maxPower = maxPower
    }

    /// The solar input a charger of `kind` with these limits has: always for `solar`, for
    /// `dcdc` when a limit is given; nil otherwise (the keys then describe nothing the charger
    /// has).
    init?(kind: Charger.Kind, maxVoltage: Voltage?, maxCurrent: Current?, maxPower: Power?) {
        let given = maxVoltage != nil || maxCurrent != nil || maxPower != nil
        guard kind == .solar || (kind == .dcdc && given) else { return nil }
        self.init(maxVoltage: maxVoltage, maxCurrent: maxCurrent, maxPower: maxPower)
    }
}

/// A DC-DC charger's input: the run from the source battery (a start battery, or a bank of the
/// file), sized for the input current and fused at the source like any circuit.
public struct ChargerInput: Hashable, Sendable {
    /// The conversion efficiency assumed when the file gives none: 87 %, the Victron Orion-Tr
    /// Smart 12/12-30 (isolated) data sheet's efficiency. For other makes and models it is an
    /// estimate (isolated DC-DC chargers of this class publish 85–89 %); give the data sheet's
    /// figure with `input.efficiency`.
    public static let defaultEfficiency = 0.87

    /// One-way run from the source battery to the charger.
    public let length: Length
    /// The lowest input voltage the charger delivers its full output at (its data sheet's
    /// engine-running threshold or input range); the source's nominal voltage when nil.
    public let voltage: Voltage?
    /// The battery bank of the file it draws from; nil for a battery outside the file (a
    /// vehicle's start battery).
    public let feed: String?
    /// The charger's conversion efficiency (output power / input power, 0 < η ≤ 1), which sets
    /// the input current; ``defaultEfficiency`` when nil.
    public let efficiency: Double?
    /// A wire already installed on the run: checked like a load's (``WireCheck``), not chosen.
    public let wire: ConductorSize?
    /// A fuse rating already installed at the source: checked like a load's (≥ the floor, ≤ the
    /// conductor's ceiling, its interrupting rating against the feed bank's fault current).
    public let fuse: Current?
    /// How the run is installed (`input.insulation`, `input.fuseType`, `input.engineRoom`,
    /// `input.bundled`, `input.parallel`, `input.fuseDistance`, `input.sheathed`), derated and
    /// checked like any circuit's. Its fuse sits on the source battery's terminal, so
    /// `fuseDistance` is held to a battery feed's limits (``FusePlacement``: 7 in, 72 in sheathed).
    public let installation: CircuitInstallation

    /// The run's own insulation rating; the file's `defaults.insulation` when nil.
    public var insulation: InsulationRating? { installation.insulation }
    /// The family of the fuse or breaker at the source (`input.fuseType`): chosen from alone;
    /// nil: `cable` chooses (``CircuitInstallation/fuseType``).
    public var fuseType: FuseType? { installation.fuseType }

    /// A validated input: `length`, `voltage`, `efficiency`, `fuse` and the installation's
    /// `bundled`, `parallel` and `fuseDistance` against the field table (``SystemSchema``); that
    /// `feed` is a bank of the file, and not the bank the charger charges, is the system's rule
    /// (``ElectricalSystem``). `installation`'s insulation and fuse type give way to
    /// `insulation` and `fuseType` when those are given.
    /// - Throws: ``ValidationError`` naming the field by its key.
    public init(
        length: Length, voltage: Voltage? = nil, feed: String? = nil, efficiency: Double? = nil,
        wire: ConductorSize? = nil, fuse: Current? = nil, insulation: InsulationRating? = nil, fuseType: FuseType? = nil,
        installation: CircuitInstallation = CircuitInstallation()
    ) throws(ValidationError) {
        try SystemSchema.length.check(length.meters)
        try SystemSchema.voltage.check(voltage?.volts)
        if let feed { try EntityName.validate(feed, field: SystemSchema.inputFeed.key) }
        try SystemSchema.inputEfficiency.check(efficiency)
        try SystemSchema.inputFuse.check(fuse?.amperes)
        try installation.validate()
        self.length = length
        self.voltage = voltage
        self.feed = feed
        self.efficiency = efficiency
        self.wire = wire
        self.fuse = fuse
        self.installation = CircuitInstallation(
            insulation: insulation ?? installation.insulation, engineRoom: installation.engineRoom,
            bundledConductors: installation.bundledConductors, parallelConductors: installation.parallelConductors,
            fuseDistance: installation.fuseDistance, sheathed: installation.sheathed,
            fuseType: fuseType ?? installation.fuseType)
    }

    /// The conversion efficiency: the file's, else ``defaultEfficiency``.
    public var effectiveEfficiency: Double { efficiency ?? Self.defaultEfficiency }
}
