/// An inverter on the DC bus: it turns battery power into AC for the loads that name it
/// (`loads[].inverter`).
///
/// **Its DC feed** is sized for the inverter's continuous AC rating drawn at the lowest battery
/// voltage it runs at:
///
///     I = P / (η × V_cutoff)
///
/// the rule the NEC sets for a stand-alone inverter's input circuit (NFPA 70 2014, 690.8(A)(4): the
/// continuous input current at rated power and the lowest input voltage). A 2000 W inverter at
/// 90 % on a 12 V bus that cuts off at 9.3 V draws 2000 / (0.9 × 9.3) = 238.9 A, not
/// 2000 / 12 = 166.7 A (nor 211.6 A at a 10.5 V cut-off).
///
/// - `efficiency` η: default ``defaultEfficiency`` (0.9), an engineering estimate of a
///   pure-sine inverter's efficiency near full load; give the data sheet's figure. The feed's
///   currents take at most ``ratedPowerEfficiencyCeiling`` (0.9, ``ratedPowerEfficiency``): a data
///   sheet's only efficiency is its *maximum*, reached at part load, while NEC 690.8(A)(4) asks
///   for the current at rated power, where a 12 V unit is a few points lower. The energy budget
///   keeps the figure as given.
/// - A worked example of stand-alone PV practice: 2500 W at 85 % from a 24 V bank at 22 V draws
///   2500 / 0.85 / 22 = 134 A (InverterTests repeats it).
/// - `cutoffVoltage`: default ``defaultCutoffFraction`` × the nominal class of the system's
///   voltage (``Voltage/nominalClass``: 9.3 V, 18.6 V, 37.2 V, also on a bus written 12.8 V,
///   25.6 V or 51.2 V): the default low-battery shutdown of Victron's current inverters —
///   Phoenix Inverter VE.Direct and Phoenix Inverter Smart ("Low battery shutdown, default:
///   9.3 V / 18.6 V / 37.2 V", Victron Inverter VE.Direct manual, *Low battery alarm and charge
///   detect settings*; the same on the Phoenix Smart and MultiPlus data sheets' input range
///   9.3–17 V) — the lowest an inverter is shipped to run at, so the input current it sizes for
///   is not understated (NEC 690.8(A)(4) asks for the lowest input voltage). Older Phoenix
///   models shut down at "approx. 0.88 × Vnom" (10.5 V on the 12/850); give `cutoffVoltage`
///   for such an inverter.
/// - `surgePower`: the few seconds' rating for motor starts; counted in the system's surge
///   current, not in the continuous peak (wire is sized for continuous current). Default: the
///   continuous rating.
/// - `surgeCurrent` (``dcSurgeCurrent``): the DC surge current itself, where a maker states it
///   (or it was measured), used as given instead of the one `surgePower` gives; one or the other,
///   at least the continuous current (the system's rule).
/// - `idlePower`: the data sheet's zero-load (no-load) power, drawn all day while the inverter
///   is on (24 h a day in the energy budget); default 0 W (not counted unless given).
/// - `chargeCurrent`: an inverter/charger's (Victron MultiPlus, Quattro) charge current. With
///   it, the DC feed carries charge into the bank as well as the inverter's draw out of it: it
///   is a charging circuit (``isCharger``), held to the critical drop limit like a charger's
///   output (#33; docs/method.md "Charging circuits"), and sized for the larger of the two
///   currents.
public struct Inverter: Hashable, Sendable {
    /// The efficiency assumed when a file gives none (engineering estimate).
    public static let defaultEfficiency = 0.9
    /// The highest efficiency the DC feed's currents are worked out with: 0.9, the near-full-load
    /// default. Data sheets print the maximum efficiency (Victron MultiPlus 12/3000/120: 93 %),
    /// which an inverter reaches at part load; at rated power it is lower, and sizing with the
    /// maximum understates the input current NEC 690.8(A)(4) asks for by 3–5 %. With 0.9 the
    /// MultiPlus 12/3000/120's 2400 W at 9.3 V draws 286.74 A and its fuse floor (× 1.25,
    /// 358.42 A) is the 400 A Victron's manual recommends, where 0.93 gave 350 A.
    public static let ratedPowerEfficiencyCeiling = 0.9
    /// The cut-off voltage, as a share of the nominal bus voltage, assumed when a file gives
    /// none: 9.3 V on a 12 V bus, 18.6 V on 24 V, 37.2 V on 48 V (Victron's default low-battery
    /// shutdown).
    public static let defaultCutoffFraction = 0.775
    /// Hours a day the inverter is taken to be switched on, drawing its idle power.
    public static let idleHoursPerDay = 24.0
    /// The efficiencies a file may give: below 50 % an inverter's figure is surely a typo.
    public static let efficiencyRange = 0.5...1.0
    /// The cut-off voltages a file may give, as shares of the nominal voltage: 6–15 V on 12 V.
    public static let cutoffFractionRange = 0.5...1.25

    /// The inverter's name (unique in its system).
    public let name: String
    /// The continuous AC output rating.
    public let power: Power
    /// Share of the DC input delivered as AC (0.5 ≤ η ≤ 1); ``defaultEfficiency`` when nil.
    public let efficiency: Double?
    /// Power drawn with no load (W); counted all day. Zero when none is given.
    public let idlePower: Power
    /// Lowest battery voltage the inverter runs at; ``defaultCutoffFraction`` × the nominal class
    /// when nil.
    public let cutoffVoltage: Voltage?
    /// Short-time (seconds) AC rating for motor starts; the continuous rating when nil.
    public let surgePower: Power?
    /// The DC surge current as the file gives it (`surgeCurrent`), instead of one worked out from
    /// ``surgePower``; nil when not given.
    public let dcSurgeCurrent: Current?
    /// How long the surge rating holds, seconds; with it, the DC feed's fuse must carry the surge
    /// current that long (``FuseRule``). Victron publishes its peak power without a duration, so
    /// nil (the surge then sets no fuse floor) unless the file gives one.
    public let surgeSeconds: Double?
    /// One-way length of the DC feed from the bus; not sized without one.
    public let length: Length?
    /// How the DC feed is installed, where it differs from the file's defaults.
    public let installation: CircuitInstallation
    /// The DC feed's own drop limit, %.
    public let maxDropPercent: Double?
    /// The catalogue entry its figures were filled from (`cable add --from`), for the report.
    public let catalogId: String?
    /// The panel (or bank) its run hangs from; the system's first bank when nil.
    public let feed: String?
    /// An inverter/charger's charge current into the bank; nil for an inverter that only inverts.
    public let chargeCurrent: Current?

    /// Whether it is an inverter/charger: its DC feed is then a charging circuit.
    public var isCharger: Bool { chargeCurrent != nil }

    /// The surge as the file gives it, for showing (`list`, the diagram, the bill): `surgeCurrent`
    /// as a current, `surgePower` as a power (the file holds one or the other), as a load's
    /// ``SystemLoad/surge``; nil without one. Sizing takes ``dcSurgeCurrent`` or the current
    /// at surge power, not this.
    public var givenSurge: Circuit.Load? {
        if let dcSurgeCurrent { return .current(dcSurgeCurrent) }
        return surgePower.map { .power($0) }
    }

    /// A validated inverter: the one place its rules live (the system file and the catalogue
    /// apply them through it).
    ///
    /// Checks the name, `power` (0.001 W to 1 MW), `efficiency` (``efficiencyRange``: 0.5 to 1),
    /// `idlePower` (0 to `power`), `cutoffVoltage` (0.1 V to 1500 V; against the bus, 50 % to
    /// 125 % of nominal, is the system's rule), `surgePower` (at least `power`), `surgeSeconds`
    /// (0.001 s to 1 h, and only with a `surgePower`), `length`,
    /// `maxDropPercent`, `bundled`, `catalogId` and `chargeCurrent` against the field table
    /// (``SystemSchema``).
    /// - Throws: ``ValidationError`` naming the field by its key.
    public init(
        name: String, power: Power, efficiency: Double? = nil, idlePower: Power = .zero, cutoffVoltage: Voltage? = nil,
        surgePower: Power? = nil, dcSurgeCurrent: Current? = nil, surgeSeconds: Double? = nil, length: Length? = nil,
        installation: CircuitInstallation = CircuitInstallation(), maxDropPercent: Double? = nil, catalogId: String? = nil,
        feed: String? = nil, chargeCurrent: Current? = nil
    ) throws(ValidationError) {
        try EntityName.validate(name, field: SystemSchema.name.key)
        try SystemSchema.power.check(power.watts)
        try Self.checkFigures(power: power, efficiency: efficiency, idlePower: idlePower, surgePower: surgePower)
        try SystemSchema.cutoffVoltage.check(cutoffVoltage?.volts)
        try SystemSchema.surgeSeconds.check(surgeSeconds)
        try SystemSchema.surgeCurrent.check(dcSurgeCurrent?.amperes)
        if surgePower != nil, dcSurgeCurrent != nil {
            throw ValidationError(
                field: SystemSchema.surgePower.key,
                rule: .currentKeyOrPowerNotBoth(currentKey: SystemSchema.surgeCurrent.key, powerKey: SystemSchema.surgePower.key),
                value: .both)
        }
        if surgeSeconds != nil, surgePower == nil, dcSurgeCurrent == nil {
            // As on a load: a duration without the surge it is of would time a surge the file
            // never gave (the continuous rating, taken as the surge).
            throw ValidationError(field: SystemSchema.surgeSeconds.key, rule: .durationNeedsSurge(), actual: "")
        }
        try SystemSchema.length.check(length?.meters)
        try SystemSchema.maxDrop.check(maxDropPercent)
        try SystemSchema.chargeCurrent.check(chargeCurrent?.amperes)
        try installation.validate()
        try CatalogFile.validate(catalogId: catalogId)
        try SystemSchema.feed.check(feed)
        self.name = name
        self.power = power
        self.efficiency = efficiency
        self.idlePower = idlePower
        self.cutoffVoltage = cutoffVoltage
        self.surgePower = surgePower
        self.dcSurgeCurrent = dcSurgeCurrent
        self.surgeSeconds = surgeSeconds
        self.length = length
        self.installation = installation
        self.maxDropPercent = maxDropPercent
        self.catalogId = catalogId
        self.feed = feed
        self.chargeCurrent = chargeCurrent
    }

    /// The rules between an inverter's figures, which a catalogue entry of an inverter obeys
    /// too: η within ``efficiencyRange``, idle power from 0 to `power`, surge at least `power`.
    /// - Throws: ``ValidationError`` naming `efficiency`, `idlePower` or `surgePower`.
    public static func checkFigures(
        power: Power?, efficiency: Double?, idlePower: Power?, surgePower: Power?
    ) throws(ValidationError) {
        if let efficiency {
            try SystemSchema.efficiency.check(efficiency)
            try Limits.requireWithin(efficiency, efficiencyRange, field: SystemSchema.efficiency.key, unit: "")
        }
        if let idlePower {
            try Limits.requireWithin(idlePower.watts, 0...(power?.watts ?? 0), field: SystemSchema.idlePower.key, unit: "W")
        }
        if let surgePower {
            try SystemSchema.surgePower.check(surgePower.watts)
            if let power, surgePower < power {
                throw ValidationError(
                    field: SystemSchema.surgePower.key, rule: .atLeastPower(.init(power.watts, "W")),
                    value: .quantity(.init(surgePower.watts, "W")))
            }
        }
    }

    /// η: as given, else ``defaultEfficiency``; the energy budget's figure.
    public var effectiveEfficiency: Double { efficiency ?? Self.defaultEfficiency }

    /// η at rated power, what the DC feed's currents are worked out with: ``effectiveEfficiency``,
    /// at most ``ratedPowerEfficiencyCeiling`` (min(η, 0.9)).
    public var ratedPowerEfficiency: Double { min(effectiveEfficiency, Self.ratedPowerEfficiencyCeiling) }

    /// The surge rating: as given, else the continuous rating.
    public var effectiveSurgePower: Power { surgePower ?? power }

    /// The cut-off voltage on a bus of `nominal` volts: as given, else 0.775 × the nominal class
    /// the bus belongs to (``Voltage/nominalClass``): 9.3 V on a bus written 12 V or 12.8 V, as
    /// Victron's fixed default is for the 12 V unit either way.
    public func cutoff(nominal: Voltage) -> Voltage {
        cutoffVoltage ?? nominal.nominalClass * Self.defaultCutoffFraction
    }

    /// The continuous DC input current its feed is sized for: P / (η × V_cutoff), η the
    /// ``ratedPowerEfficiency`` (at most 0.9).
    public func continuousCurrent(nominal: Voltage) -> Current {
        Current(amperes: power.watts / (ratedPowerEfficiency * cutoff(nominal: nominal).volts))
    }

    /// Whether the file gives a surge (`surgePower` or `surgeCurrent`), not the continuous rating
    /// taken as one.
    public var hasGivenSurge: Bool { surgePower != nil || dcSurgeCurrent != nil }

    /// The DC input current during a surge: the file's `surgeCurrent` as given, else
    /// P_surge / (η × V_cutoff), η the ``ratedPowerEfficiency``.
    public func surgeCurrent(nominal: Voltage) -> Current {
        dcSurgeCurrent ?? Current(amperes: effectiveSurgePower.watts / (ratedPowerEfficiency * cutoff(nominal: nominal).volts))
    }

    /// The AC surge rating the report shows: `surgePower`, else the power a given DC surge current
    /// stands for (I_surge × η × V_cutoff, the formula above turned round), else the continuous rating.
    public func surgeRating(nominal: Voltage) -> Power {
        if surgePower == nil, let dcSurgeCurrent {
            return Power(watts: dcSurgeCurrent.amperes * ratedPowerEfficiency * cutoff(nominal: nominal).volts)
        }
        return effectiveSurgePower
    }

    /// Energy a day drawn from the bank: the AC energy its loads use / η, plus the idle power
    /// all day (``idleHoursPerDay``).
    /// - Parameter acWattHours: Σ AC power × hours a day of the loads it feeds.
    public func dailyEnergyWattHours(acWattHours: Double) -> Double {
        acWattHours / effectiveEfficiency + idlePower.watts * Self.idleHoursPerDay
    }
}
