/// The energy budget.
public struct EnergyTotals: Hashable, Sendable {
    /// Sum of every DC load's current and every inverter's continuous DC current
    /// (``Inverter/continuousCurrent(nominal:)``), all on at once.
    public let peakCurrent: Current
    /// The peak with every inverter at its surge rating instead (for seconds, motor starts):
    /// peak + Σ (surge − continuous) DC current of the inverters. The peak when there are none.
    public let surgeCurrent: Current
    /// What the bank delivers a day: Σ power × hours per day of the DC loads, plus each
    /// inverter's AC energy / efficiency and idle energy (``Inverter/dailyEnergyWattHours(acWattHours:)``).
    public let dailyEnergyWattHours: Double
    /// Daily energy as charge at the nominal voltage.
    public let dailyAmpereHours: Double
    /// Σ output power × hours per day × efficiency of the chargers.
    public let dailyChargeWattHours: Double
    /// The daily charge the banks store: daily charge × their charge efficiency
    /// (``BatteryChemistry/chargeEfficiency``, weighted by nominal energy); what the daily
    /// balance compares with consumption. Nil without batteries.
    public let dailyChargeStoredWattHours: Double?
    /// Σ capacity × voltage of every battery.
    public let bankNominalEnergyWattHours: Double
    /// Nominal energy × usable fraction × Peukert factor, summed over banks; the factor is
    /// worked out per load at its own current (`SystemAnalyzer.peukertFactor(draws:twentyHourCurrent:exponent:)`).
    public let usableEnergyWattHours: Double
    /// Usable energy / daily consumption; nil without consumption or batteries.
    public let autonomyDays: Double?
    /// Hours for all chargers together to refill the banks from usable-empty: bulk, plus
    /// absorption for lead-acid (``BatteryChemistry/absorptionHours(depthOfDischarge:)``); nil
    /// without chargers or batteries.
    public let rechargeHours: Double?
    /// The absorption part of ``rechargeHours`` (0 for lithium banks); nil when that is nil.
    public let rechargeAbsorptionHours: Double?
    /// Largest continuous discharge current of all banks together.
    public let maxDischargeCurrent: Current?
}
