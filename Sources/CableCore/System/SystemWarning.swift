/// Something about a system a person should know: `cable report` lists these. A value; its words
/// are the renderers'.
public enum SystemWarning: Hashable, Sendable {
    /// The loads' peak current is above what the banks may deliver continuously (also the
    /// violation `bankPeakCurrent`).
    case peakAboveDischarge(peak: Current, maximum: Current)
    /// The chargers together deliver more than the banks' recommended charge current.
    case chargeAboveRecommended(charge: Current, maximum: Current)
    /// There is no battery bank: usable energy, autonomy and recharge time need one.
    case noBatteryBank
    /// The daily charge (Wh) is below the daily consumption (Wh): the bank runs down.
    case chargeBelowConsumption(chargeWattHours: Double, consumptionWattHours: Double)
    /// A circuit for which no size or no fuse could be chosen (also its violation).
    case circuitProblem(kind: CircuitReport.Kind, name: String, problem: Violation)
    /// A circuit whose fuse is of a family the file names (`fuseType`) that is not rated where it
    /// sits: `problem` is the `fuseVoltageRating` or `fuseInterruptRating` violation `check` lists
    /// for it (``CircuitReport/fuseFamilyViolations``), one warning each. The report still shows
    /// the part, as the file asks, and says beside it that it is not rated there.
    case fuseFamilyNotRated(kind: CircuitReport.Kind, name: String, problem: Violation)
    /// The AC loads on an inverter add up to more than its continuous rating: they cannot all
    /// run at once (its DC feed is sized for the rating, so the wiring is not at risk).
    case inverterOverloaded(inverter: String, acPower: Power, rating: Power)
    /// Loads whose file gives no `hoursPerDay` (``SystemLoad/hoursPerDayIsAssumed``), by name in
    /// file order: they were taken as 0 h/day, so they add nothing to the daily consumption and
    /// the autonomy is longer than it will be if they run.
    case loadsWithoutHours([String])
    /// Arrays whose strings need fuses (three or more at the controller, NEC 690.9(A)) but whose
    /// module gives no `maxSeriesFuse`, by name in file order: their string fuses were chosen from
    /// 1.56 × Isc alone, unchecked against the module's limit (IEC 61730 asks makers to state it).
    case stringFusesUnchecked([String])
    /// An array whose voltage is too low for its MPPT (buck) controller to start charging the
    /// battery at `chargeVoltage` (``SolarArray/canCharge(chargeVoltage:)``): its open-circuit
    /// voltage at STC (`openCircuit`) below `chargeVoltage` + 5 V. The budget counts no charge
    /// from it; `check` fails on the same (rule `pvVoltage`).
    case arrayBelowStartVoltage(array: String, openCircuit: Voltage, chargeVoltage: Voltage)
    /// An array that starts, but whose maximum-power voltage with hot cells (`hotOperating`) is
    /// below `chargeVoltage` + 1 V (``SolarArray/isBelowChargeVoltageWhenHot(chargeVoltage:)``):
    /// in summer heat it delivers less than the budget counts.
    case arrayBelowChargeVoltageWhenHot(array: String, hotOperating: Voltage, chargeVoltage: Voltage)
    /// Arrays whose file gives no `minTemperature`, by name in file order: their cold open-circuit
    /// voltage was worked out at ``SolarArray/defaultMinTemperature`` (−10 °C), which is warmer
    /// than the design low of many sites (NEC 690.7(A) asks for the site's extreme annual mean
    /// minimum design dry-bulb temperature).
    case minTemperatureAssumed([String])
    /// A controller whose arrays' strings differ in voltage (series × Vmp at STC) by more than
    /// ``SolarArray/stringVoltageTolerance``: paralleled at its one PV input, they are held at one
    /// voltage, so the shorter strings work far from their maximum-power point and, off-load, the
    /// longer ones drive current back into them. `low` and `high` are the lowest and highest
    /// string voltages.
    case stringsMismatched(charger: String, arrays: [String], low: Voltage, high: Voltage)
    /// An array whose module's rated power is more than ``PVModule/powerTolerance`` away from its
    /// Vmp × Imp (`maximumPower`): a data sheet states P = Vmp × Imp to its rounding, so one of
    /// the figures is likely another column's (the budget counts `power`).
    case modulePowerMismatch(array: String, power: Power, maximumPower: Power)
    /// An array whose module's Voc temperature coefficient (%/K) is outside
    /// ``PVModule/plausibleCoefficients``: the cold open-circuit voltage rests on it alone.
    case moduleCoefficientImplausible(array: String, coefficient: Double)
    /// A solar charger with arrays that gives no `maxInputVoltage` (`voltage`: the highest cold
    /// open-circuit voltage of its arrays, unchecked) or no `maxInputCurrent` (`current`: 1.25 ×
    /// Isc × strings at its input, unchecked); nil for a limit it gives. `check` fails on the
    /// same (rules `pvVoltage`, `pvCurrent` without a limit).
    case controllerLimitsUnknown(charger: String, voltage: Voltage?, current: Current?)
    /// A solar charger rated by PV input power (`maxInputPower`) whose arrays together are
    /// rated above it at STC (`power`, Σ module power × series × parallel): the controller limits
    /// its output, so the arrays clip at their peak (no damage; the maker's own words: an
    /// over-sized array "will not operate at peak power").
    case arrayPowerAboveInput(charger: String, power: Power, limit: Power)
    /// A circuit whose surge the file gives without `surgeSeconds` (a load's `surgeCurrent` or
    /// `surgePower`, an inverter's `surgePower`): shown, but not checked against the fuse — a
    /// fuse's time-current characteristic cannot be read without a duration. `surge` is the
    /// whole circuit's surge current.
    case surgeWithoutDuration(kind: CircuitReport.Kind, name: String, surge: Current)
    /// A DC-DC charger whose input draws from a battery outside the file (no `input.feed`): the
    /// fault current at its input fuse is unknown, so the fuse's interrupting rating is not
    /// checked (its family is chosen as for a circuit without a bank).
    case inputFaultUnknown(charger: String)
    /// A DC-DC charger whose input gives neither `input.voltage` nor `input.feed`: its input run
    /// was sized at the house bus's `voltage` (``ElectricalSystem/inputSource(of:)``), which is
    /// wrong, and unsafe, when the source is another voltage (a 12 V start battery under a 12/24 V
    /// charger draws twice the current the 24 V figure gives).
    case inputVoltageAssumed(charger: String, voltage: Voltage)
    /// A battery off the house bus (``BatteryBank/Bus/separate``) that no DC-DC charger's
    /// `input.feed` names: it feeds nothing the file sizes (likely a mistaken `bus`, or an
    /// `input.feed` left out), and it has no fuse on its terminals to report.
    case separateBatteryUnused(battery: String)
    /// A solar charger with arrays whose `hoursPerDay` or `efficiency` the file gives: its daily
    /// charge comes from its arrays (module power × peak sun hours × derate), so those two figures
    /// are not used (rev34f F7a: a pre-#34 file gains an array and loses them without a word).
    case solarFiguresUnused(charger: String)
    /// House-bus banks of more than one chemistry, in parallel on the one house bus (each bank
    /// with its chemistry, in file order): they cannot all be charged right (an AGM wants
    /// 14.4–14.7 V and a float, a LiFePO4 bank 14.2 V and no float), they share current by very
    /// different discharge curves, and the budget's usable energy and Peukert factor mix both.
    /// The fix is a separate bus (`"bus": "separate"`) with a DC-DC charger between them.
    case mixedChemistries([HouseBankChemistry])
}

/// A house-bus bank's name and chemistry, for ``SystemWarning/mixedChemistries(_:)``.
public struct HouseBankChemistry: Hashable, Sendable {
    /// The bank's name.
    public let bank: String
    /// Its chemistry.
    public let chemistry: BatteryChemistry

    /// The bank and its chemistry.
    public init(bank: String, chemistry: BatteryChemistry) {
        self.bank = bank
        self.chemistry = chemistry
    }
}
