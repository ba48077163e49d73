/// Everything `cable report`, `check` and `bom` show about a system: every circuit sized or
/// checked, the energy budget, warnings and rule violations. A value; renderers only format it.
public struct SystemReport: Hashable, Sendable {
    public let system: ElectricalSystem
    /// The series circuits were chosen from.
    public let series: WireSeries
    public let circuits: [CircuitReport]
    public let totals: EnergyTotals
    public let warnings: [String]
    public let violations: [Violation]

    public var isOK: Bool { violations.isEmpty }
}

/// One circuit of a system: a load, a charger or a battery bank's main feed.
public struct CircuitReport: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case load, charger, battery
    }

    public let kind: Kind
    public let name: String
    /// The circuit as sized: current, voltage, length, material, conditions.
    public let circuit: Circuit
    public let maxDropPercent: Double
    public let critical: Bool
    /// The conductor's figures; nil when no standard size could meet the requirement.
    public let analysis: RunAnalysis?
    /// True when the file named the wire (it was checked, not chosen).
    public let wireFromFile: Bool
    /// What decided the size; nil when the file named the wire or no size fits.
    public let limitedBy: LimitingFactor?
    public let fuse: FuseChoice?
    /// When `cable` made the conductor larger than drop and current needed so that a standard
    /// fuse fits under its ampacity: the size it would otherwise have been.
    public let upsizedForFuseFrom: ConductorSize?
    /// Why no size or fuse could be chosen, when that happened.
    public let problem: String?
}

/// A fuse rating, either chosen by `cable` (with a family) or named by the file.
public struct FuseChoice: Hashable, Sendable {
    public let rating: Current
    /// The family that makes the rating; nil for a rating the file named.
    public let type: FuseType?
    public let fromFile: Bool
}

/// A broken rule, for `cable check`.
public struct Violation: Hashable, Sendable {
    /// The circuit's name, or the bank's for bank-wide rules.
    public let circuit: String
    /// `voltageDrop`, `ampacity`, `fuseBelowCurrent`, `fuseAboveAmpacity`, `noFuse`,
    /// `noStandardSize` or `bankPeakCurrent`.
    public let rule: String
    public let message: String
    public let actual: Double?
    public let limit: Double?
    /// Unit of `actual` and `limit`: `%` or `A`.
    public let unit: String
}

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
