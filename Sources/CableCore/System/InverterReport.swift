/// One inverter of a system as analysed: the currents its DC feed carries and the energy it
/// draws from the bank (``Inverter``). Its DC feed, when it has a length, is also a circuit of
/// the report (kind ``CircuitReport/Kind/inverter``).
public struct InverterReport: Hashable, Sendable {
    /// The inverter as the system describes it.
    public let inverter: Inverter
    /// η of the energy budget: as given, or ``Inverter/defaultEfficiency``.
    public let efficiency: Double
    /// η of the currents (at rated power): ``efficiency``, at most
    /// ``Inverter/ratedPowerEfficiencyCeiling`` (``Inverter/ratedPowerEfficiency``).
    public let ratedPowerEfficiency: Double
    /// The cut-off voltage used: as given, or ``Inverter/defaultCutoffFraction`` × the bus's
    /// nominal class (``Voltage/nominalClass``).
    public let cutoffVoltage: Voltage
    /// P / (η × V_cutoff): what the DC feed is sized for and what counts in the peak.
    public let continuousCurrent: Current
    /// The surge rating shown: `surgePower`, else what a given `surgeCurrent` stands for
    /// (I_surge × η × V_cutoff), else the continuous rating (``Inverter/surgeRating(nominal:)``).
    public let surgePower: Power
    /// P_surge / (η × V_cutoff), or the file's `surgeCurrent`: what counts in the surge current.
    public let surgeCurrent: Current
    /// Σ AC power of the loads it feeds (every device on at once).
    public let acLoadPower: Power
    /// Σ AC power × hours a day of the loads it feeds.
    public let dailyACEnergyWattHours: Double
    /// AC energy / η + idle power × 24 h: what it takes from the bank a day.
    public let dailyEnergyWattHours: Double
}

/// An AC load fed by an inverter. Not a DC circuit: its wiring is AC and is not sized; the
/// report says what it draws.
public struct ACLoadReport: Hashable, Sendable {
    /// The load's name, as the file writes it.
    public let name: String
    /// The inverter's name, as the inverter writes it.
    public let inverter: String
    /// AC power of all its devices: quantity × (power, or current × voltage).
    public let power: Power
    /// Hours a day it runs, 0 … 24.
    public let hoursPerDay: Double
    /// AC power × hours a day.
    public let dailyACEnergyWattHours: Double
    /// What that costs the bank: AC energy / the inverter's efficiency.
    public let dailyEnergyWattHours: Double
    /// The DC current it adds at the nominal voltage: power / (η × V_nominal); for the
    /// per-load Peukert factor.
    public let bankCurrent: Current
}
