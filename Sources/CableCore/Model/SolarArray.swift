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

    /// How far the rated power may be from Vmp × Imp before the report warns
    /// (``SystemWarning/modulePowerMismatch(array:power:maximumPower:)``): 5 %; data sheets agree
    /// to their rounding (within 1 % for every module of the built-in catalogue).
    public static let powerTolerance = 0.05
    /// The Voc temperature coefficients, %/K, the report takes without a warning
    /// (``SystemWarning/moduleCoefficientImplausible(array:coefficient:)``): −0.50 to −0.20.
    /// Crystalline silicon modules are −0.23 to −0.35 (−0.234 for SunPower's back-contact cells,
    /// −0.27 to −0.29 for most), thin film about −0.2 to −0.3; 0 would mean no rise when cold.
    public static let plausibleCoefficients = -0.5 ... -0.2

    /// Vmp × Imp at STC: the power a data sheet's rated figure should equal.
    public var maximumPower: Power { vmp * imp }
    /// Whether the rated power is within ``powerTolerance`` of ``maximumPower``.
    public var powerMatches: Bool {
        abs(power.watts - maximumPower.watts) <= Self.powerTolerance * maximumPower.watts
    }

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
    /// The run's own insulation rating; ``pvCableInsulation`` (90 °C) when nil.
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

    /// The insulation rating a PV run is judged at when the array gives none: 90 °C, the
    /// continuous conductor rating of the PV cable the bill of materials lists (EN 50618
    /// H1Z2Z2-K, 90 °C; UL 4703 PV wire, 90 °C wet), not the file's `defaults.insulation`
    /// (often 105 °C marine or automotive wire).
    public static let pvCableInsulation = InsulationRating.c90

    /// The run's installation: its own insulation, else ``pvCableInsulation``; not bundled, no
    /// engine room.
    public var installation: CircuitInstallation {
        CircuitInstallation(insulation: insulation ?? Self.pvCableInsulation)
    }

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

    /// The cell temperature the array's operating voltage is judged at when hot: 70 °C, a module
    /// in full summer sun (ambient 40 °C plus the ~30 K a roof- or rack-mounted module runs above
    /// it at 1000 W/m²; a data sheet's NOCT of ~45 °C is at 800 W/m² and 20 °C ambient).
    public static let hotCellTemperature = Temperature.celsius(70)
    /// How far the PV voltage must be above the battery's for an MPPT (buck) controller to start,
    /// and to keep charging once started: Victron's MPPT manuals (e.g. the SmartSolar 150/45 3.3
    /// *PV configuration*), "PV voltage must exceed Vbat + 5 V for the controller to start.
    /// Thereafter minimum PV voltage is Vbat + 1 V".
    public static let startMargin = Voltage.volts(5)
    /// The running margin of ``startMargin``'s source: Vbat + 1 V once started.
    public static let runningMargin = Voltage.volts(1)

    /// How far apart (as a share of the higher) the string voltages, series × Vmp, of the arrays
    /// on one controller may be before it warns (``SystemWarning/stringsMismatched(charger:arrays:low:high:)``):
    /// 5 %, about one 60-cell module's 1.3 V spread in a 30 V string being less than that, one
    /// module fewer in a string of 2 to 20 being more.
    public static let stringVoltageTolerance = 0.05

    /// The array's maximum-power voltage with its cells at ``hotCellTemperature``:
    ///
    ///     Vmp,hot = series × Vmp × (1 + β / 100 × (70 − 25))
    ///
    /// with the module's Voc coefficient β standing in for its Vmp coefficient (which data sheets
    /// give less often and which is larger, −0.35 to −0.45 %/K for crystalline cells: the figure
    /// errs high, so an array this rejects is short by more). 20.4 V, −0.28 %/K: 17.83 V.
    public var hotOperatingVoltage: Voltage {
        let rise = 1 + module.vocTempCoefficient / 100 * (Self.hotCellTemperature.degreesCelsius - 25)
        return .volts(Double(series) * module.vmp.volts * rise)
    }

    /// The open-circuit voltage at STC, series × Voc: what a controller sees before it starts.
    public var openCircuitVoltage: Voltage { .volts(Double(series) * module.voc.volts) }

    /// Whether the array can charge a battery charged to `chargeVoltage` through an MPPT (buck)
    /// controller, which can only lower the PV voltage: its open-circuit voltage at STC at least
    /// `chargeVoltage` + ``startMargin``, else the controller never starts, the array charges
    /// nothing and the budget counts nothing from it.
    public func canCharge(chargeVoltage: Voltage) -> Bool {
        Tolerance.isAtLeast(openCircuitVoltage.volts, (chargeVoltage + Self.startMargin).volts)
    }

    /// Whether the array's hot maximum-power voltage (``hotOperatingVoltage``) is below
    /// `chargeVoltage` + ``runningMargin``: in summer heat the controller must hold the array above
    /// its maximum-power point, between it and Voc, where it delivers less than the budget counts
    /// (it still charges while its hot Voc is above that voltage).
    public func isBelowChargeVoltageWhenHot(chargeVoltage: Voltage) -> Bool {
        !Tolerance.isAtLeast(hotOperatingVoltage.volts, (chargeVoltage + Self.runningMargin).volts)
    }

    /// Energy the array puts into its controller's battery a day: power × peak-sun hours ×
    /// ``derating``, Wh.
    public var dailyEnergyWattHours: Double { power.watts * effectivePeakSunHours * Self.derating }

    /// Energy the array adds a day on a controller that another input holds at its rated output
    /// for `hours` a day (a DC-DC charger with a solar input while the engine runs,
    /// ``Charger/hoursOnOtherInput``):
    ///
    ///     E = power × max(0, PSH − h) × derating
    ///
    /// The drive is taken to fall in the sunniest hours: the irradiance never exceeds the
    /// 1000 W/m² a peak-sun hour is counted at, so h hours of driving take at most h of the day's
    /// peak-sun hours, and while driving the unit's output is its rating whatever the sun gives
    /// (Redarc BCDC: solar first, the vehicle tops up; Renogy DCC50S: both blended up to the
    /// rating). With h = 0 it is ``dailyEnergyWattHours``.
    /// Worked: 2 × 95 W at 4 h, 1 h of driving: 190 × 3 × 0.75 = 427.5 Wh (570 Wh without driving).
    public func dailyEnergyWattHours(besides hours: Double) -> Double {
        power.watts * max(0, effectivePeakSunHours - hours) * Self.derating
    }

    /// The share of its arrays' charge a controller passes on: 1, or its rated output over what
    /// they deliver (Σ power × ``derating``) when that is more — the controller clips the rest.
    /// - Parameter ratedPower: the controller's rated output, W.
    public static func clipping(of arrays: [SolarArray], ratedPower: Double) -> Double {
        let delivered = arrays.reduce(0) { $0 + $1.power.watts * derating }
        return delivered > ratedPower && delivered > 0 ? ratedPower / delivered : 1
    }
}
