/// One PV module's data-sheet figures at standard test conditions (STC: 1000 W/m², 25 °C cell,
/// AM 1.5): what the array's voltage, current and fuses are worked out from.
public struct PVModule: Hashable, Sendable {
    /// Open-circuit voltage at STC.
    public let voc: Voltage
    /// Short-circuit current at STC.
    public let isc: Current
    /// Maximum-power voltage at STC.
    public let vmp: Voltage
    /// Maximum-power current at STC.
    public let imp: Current
    /// Rated power at STC.
    public let power: Power
    /// Temperature coefficient of Voc, % per kelvin (negative: −0.29).
    public let vocTempCoefficient: Double
    /// The largest series fuse the maker allows (IEC 61730 "maximum series fuse rating"); nil
    /// when the file does not give it.
    public let maxSeriesFuse: Current?

    /// A validated module: each figure within its row of the field table (``SystemSchema``),
    /// `vmp` at most `voc` and `imp` at most `isc`.
    /// - Throws: ``ValidationError`` naming the field by its key (`vmp`).
    public init(
        voc: Voltage, isc: Current, vmp: Voltage, imp: Current, power: Power, vocTempCoefficient: Double,
        maxSeriesFuse: Current? = nil
    ) throws(ValidationError) {
        try SystemSchema.voc.check(voc.volts)
        try SystemSchema.isc.check(isc.amperes)
        try SystemSchema.vmp.check(vmp.volts)
        try SystemSchema.imp.check(imp.amperes)
        try SystemSchema.power.check(power.watts)
        try SystemSchema.vocTempCoefficient.check(vocTempCoefficient)
        try SystemSchema.maxSeriesFuse.check(maxSeriesFuse?.amperes)
        guard Tolerance.isAtMost(vmp.volts, voc.volts) else {
            throw ValidationError(
                field: SystemSchema.vmp.key, rule: .atMost(.init(voc.volts, "V")), value: .quantity(.init(vmp.volts, "V")))
        }
        guard Tolerance.isAtMost(imp.amperes, isc.amperes) else {
            throw ValidationError(
                field: SystemSchema.imp.key, rule: .atMost(.init(isc.amperes, "A")), value: .quantity(.init(imp.amperes, "A")))
        }
        self.voc = voc
        self.isc = isc
        self.vmp = vmp
        self.imp = imp
        self.power = power
        self.vocTempCoefficient = vocTempCoefficient
        self.maxSeriesFuse = maxSeriesFuse
    }
}

/// A PV array: `series` modules in each string, `parallel` strings, on one solar charger (its
/// MPPT controller), with the run from the array (or its combiner) to the controller.
///
/// The rules it is checked by (``SystemAnalyzer``, ``ArrayReport``):
/// - cold open-circuit voltage, series × Voc × (1 + β × (T_min − 25 °C)) with β in %/K
///   (NFPA 70 (NEC) 690.7(A)(1), the maker's coefficient), at most the controller's
///   `maxInputVoltage` (rule `pvVoltage`);
/// - the maximum circuit current 1.25 × Isc × parallel (NEC 690.8(A)(1)(a)) at most the
///   controller's `maxInputCurrent` (rule `pvCurrent`);
/// - the run's conductor and fuse at least 1.25 × that, 1.56 × Isc × parallel (NEC 690.8(B));
/// - three or more strings in parallel need a fuse in each string (NEC 690.9(A)), rated at least
///   1.56 × Isc and at most the module's maximum series fuse (rule `pvStringFuse`); the
///   exception for strings whose fault current stays within that fuse is not applied.
///
/// Each rule is tested against a published worked example (string sizing from a Home Power
/// buyer's guide and MidNite Solar's manual, a permit set's 13.87 A × 1.56 = 21.64 A); the
/// sources are in docs/method.md, *PV arrays*.
public struct SolarArray: Hashable, Sendable {
    /// The coldest ambient assumed when the file gives none, °C.
    public static let defaultMinTemperature = Temperature.celsius(-10)
    /// Peak-sun hours a day assumed when the file gives none: a temperate-summer average of
    /// irradiation databases such as EU PVGIS (the catalogue's planning figure).
    public static let defaultPeakSunHours = 4.0
    /// Share of the array's STC power that reaches the bank as charge: cell temperature
    /// (about −0.35 %/K × 25 K above STC ≈ 0.91), soiling, mismatch, wiring and light-induced
    /// losses (NREL PVWatts v5 default system losses 14 %: 0.86) and the MPPT controller
    /// (≈ 0.97, Victron SmartSolar data sheets' peak efficiency 98 %): 0.91 × 0.86 × 0.97 ≈ 0.76,
    /// taken as 0.75.
    public static let derating = 0.75

    /// The array's name (unique in its system).
    public let name: String
    /// The solar charger it feeds, by name.
    public let charger: String
    /// One module's figures.
    public let module: PVModule
    /// Modules in series in each string.
    public let series: Int
    /// Strings in parallel.
    public let parallel: Int
    /// One-way run from the array (or its combiner) to the controller.
    public let length: Length
    /// The coldest ambient expected; ``defaultMinTemperature`` when nil.
    public let minTemperature: Temperature?
    /// Daily irradiation as hours at 1000 W/m²; ``defaultPeakSunHours`` when nil.
    public let peakSunHours: Double?
    /// A wire already installed on the run to the controller: checked (its drop at the maximum
    /// current, its ampacity against 1.56 × Isc × parallel), not chosen.
    public let wire: ConductorSize?
    /// The run's own insulation rating; the file's `defaults.insulation` when nil.
    public let insulation: InsulationRating?
    /// The catalogue entry its module came from (`catalogId`, written by `cable add array
    /// --from`); nil when none. The bill of materials names the module by it.
    public let catalogId: String?

    /// A validated array: name, counts (1 to 100), length, minimum temperature (−60 to 40 °C)
    /// and peak-sun hours (0 to 24) against the field table (``SystemSchema``). That the
    /// charger is a solar charger of the file is the system's rule (``ElectricalSystem``).
    /// - Throws: ``ValidationError`` naming the field by its key.
    public init(
        name: String, charger: String, module: PVModule, series: Int, parallel: Int, length: Length,
        minTemperature: Temperature? = nil, peakSunHours: Double? = nil, wire: ConductorSize? = nil,
        insulation: InsulationRating? = nil, catalogId: String? = nil
    ) throws(ValidationError) {
        try EntityName.validate(name, field: SystemSchema.name.key)
        try EntityName.validate(charger, field: SystemSchema.arrayCharger.key)
        try SystemSchema.series.check(series)
        try SystemSchema.parallel.check(parallel)
        try SystemSchema.length.check(length.meters)
        try SystemSchema.minTemperature.check(minTemperature?.degreesCelsius)
        try SystemSchema.peakSunHours.check(peakSunHours)
        self.name = name
        self.charger = charger
        self.module = module
        self.series = series
        self.parallel = parallel
        self.length = length
        self.minTemperature = minTemperature
        self.peakSunHours = peakSunHours
        try CatalogFile.validate(catalogId: catalogId)
        self.wire = wire
        self.insulation = insulation
        self.catalogId = catalogId
    }

    /// The run's installation: its own insulation, else the file's; not bundled, no engine room.
    public var installation: CircuitInstallation { CircuitInstallation(insulation: insulation) }

    /// The coldest ambient: the file's, else −10 °C.
    public var effectiveMinTemperature: Temperature { minTemperature ?? Self.defaultMinTemperature }
    /// Peak-sun hours: the file's, else 4 h.
    public var effectivePeakSunHours: Double { peakSunHours ?? Self.defaultPeakSunHours }

    /// Open-circuit voltage at the coldest ambient (NEC 690.7(A)(1), the maker's coefficient):
    ///
    ///     Voc,cold = series × Voc × (1 + β / 100 × (T_min − 25 °C))
    ///
    /// β in %/K (negative), so a colder morning raises it: 22.5 V, −0.29 %/K at −10 °C gives
    /// 22.5 × 1.1015 = 24.78 V a module.
    public var coldOpenCircuitVoltage: Voltage {
        let rise = 1 + module.vocTempCoefficient / 100 * (effectiveMinTemperature.degreesCelsius - 25)
        return .volts(Double(series) * module.voc.volts * rise)
    }

    /// The maximum circuit current, 1.25 × Isc × parallel (NEC 690.8(A)(1)(a): the sum of the
    /// parallel strings' short-circuit currents × 125 % for irradiance above 1000 W/m²).
    public var maximumCurrent: Current { module.isc * (1.25 * Double(parallel)) }

    /// What the run's conductor must carry (and a fuse, where one is fitted), 1.25 ×
    /// ``maximumCurrent`` = 1.5625 × Isc × parallel (NEC 690.8(B)(1): 125 % of the maximum
    /// current for continuous duty).
    public var designCurrent: Current { maximumCurrent * 1.25 }

    /// The current the array delivers at its maximum-power point at STC, Imp × parallel: what
    /// its run's voltage drop and loss are computed at, as PV yield models count wiring loss
    /// (PVsyst's ohmic loss R·I² and DNV SolarFarmer's DC collector loss, both at the array's
    /// STC operating point). The 1.25 × Isc of ``maximumCurrent`` is a safety margin for
    /// ampacity, not a working current.
    public var operatingCurrent: Current { module.imp * Double(parallel) }

    /// Whether each string needs its own fuse counting this array's strings alone: three or
    /// more in parallel (NEC 690.9(A): with one or two, the fault current a string can receive
    /// from the others does not exceed what its conductors and modules carry). Its controller's
    /// other arrays count too (``ArrayReport/needsStringFuses``).
    public var needsStringFuses: Bool { parallel >= 3 }

    /// Rated power at STC: series × parallel × the module's.
    public var power: Power { module.power * Double(series * parallel) }

    /// The array's operating (maximum-power) voltage at STC, series × Vmp.
    public var operatingVoltage: Voltage { .volts(Double(series) * module.vmp.volts) }

    /// Energy the array puts into its controller's battery a day: power × peak-sun hours ×
    /// ``derating``, Wh.
    public var dailyEnergyWattHours: Double { power.watts * effectivePeakSunHours * Self.derating }

    /// The share of its arrays' charge a controller passes on: 1, or its rated output over what
    /// they deliver (Σ power × ``derating``) when that is more — the controller clips the rest.
    /// - Parameter ratedPower: the controller's rated output, W.
    public static func clipping(of arrays: [SolarArray], ratedPower: Double) -> Double {
        let delivered = arrays.reduce(0) { $0 + $1.power.watts * derating }
        return delivered > ratedPower && delivered > 0 ? ratedPower / delivered : 1
    }
}
