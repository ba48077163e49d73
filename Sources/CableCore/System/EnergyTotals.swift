/// The energy budget.
public struct EnergyTotals: Hashable, Sendable {
    /// Sum of every load's current, all on at once.
    public let peakCurrent: Current
    /// Σ power × hours per day of the loads.
    public let dailyEnergyWattHours: Double
    /// Daily energy as charge at the nominal voltage.
    public let dailyAmpereHours: Double
    /// Σ output power × hours per day × efficiency of the chargers.
    public let dailyChargeWattHours: Double
    /// Σ capacity × voltage of every battery.
    public let bankNominalEnergyWattHours: Double
    /// Nominal energy × usable fraction × Peukert factor, summed over banks.
    public let usableEnergyWattHours: Double
    /// Usable energy / daily consumption; nil without consumption or batteries.
    public let autonomyDays: Double?
    /// Hours for all chargers together to refill the usable energy; nil without chargers or batteries.
    public let rechargeHours: Double?
    /// Largest continuous discharge current of all banks together.
    public let maxDischargeCurrent: Current?
}
