/// Battery chemistries and their rules of thumb.
///
/// Defaults are typical manufacturers' figures for deep-cycle batteries (Trojan, Victron,
/// Battle Born and Mastervolt datasheets; Battery University BU-403, BU-501, BU-808). The
/// Peukert exponents are the defaults of Victron's BMV battery monitor (1.25 lead-acid, 1.05
/// lithium); the charge efficiencies lie within the published ranges — lead-acid ~0.8–0.85
/// (coulombic ~85 %, batterydesign.net "Efficiency"; "about 20 % of the energy used to charge
/// [lead-acid] batteries is lost", Victron VE.Bus configuration guide), lithium 0.95–0.99
/// (coulombic > 99 %, batterydesign.net; Victron BMV default charge efficiency factor 95 %):
///
/// | chemistry | usable | max discharge | max charge | charge efficiency | Peukert |
/// |---|---|---|---|---|---|
/// | flooded lead-acid | 50 % | 0.25 C | 0.2 C | 85 % | 1.25 |
/// | AGM | 50 % | 0.5 C | 0.3 C | 90 % | 1.25 |
/// | gel | 50 % | 0.2 C | 0.2 C | 85 % | 1.25 |
/// | LiFePO4 | 80 % | 1 C | 0.5 C | 98 % | 1.05 |
/// | Li-ion (NMC) | 80 % | 1 C | 0.5 C | 95 % | 1.05 |
///
/// Lead-acid is limited to half its capacity to keep cycle life; lithium banks keep 20 % in
/// reserve for the BMS cut-off and cold. C is the bank's capacity in Ah (20-hour rate for
/// lead-acid), so 0.5 C of a 200 Ah bank is 100 A.
public enum BatteryChemistry: String, CaseIterable, Sendable {
    /// Flooded (wet) lead-acid.
    case floodedLeadAcid
    /// Absorbent glass mat lead-acid.
    case agm
    /// Gel lead-acid.
    case gel
    /// Lithium iron phosphate.
    case lifepo4
    /// Lithium-ion (NMC).
    case liIon

    /// The chemistry's name in English: `flooded lead-acid`, `AGM`, `gel`, `LiFePO4`, `Li-ion`.
    public var displayName: String {
        switch self {
        case .floodedLeadAcid: "flooded lead-acid"
        case .agm: "AGM"
        case .gel: "gel"
        case .lifepo4: "LiFePO4"
        case .liIon: "Li-ion"
        }
    }

    /// Share of the rated capacity that may be used (depth of discharge).
    public var usableFraction: Double {
        switch self {
        case .floodedLeadAcid, .agm, .gel: 0.5
        case .lifepo4, .liIon: 0.8
        }
    }

    /// Largest continuous discharge current as a multiple of the capacity in Ah.
    public var maxDischargeCRate: Double {
        switch self {
        case .floodedLeadAcid: 0.25
        case .agm: 0.5
        case .gel: 0.2
        case .lifepo4, .liIon: 1
        }
    }

    /// Largest recommended charge current as a multiple of the capacity in Ah.
    public var maxChargeCRate: Double {
        switch self {
        case .floodedLeadAcid, .gel: 0.2
        case .agm: 0.3
        case .lifepo4, .liIon: 0.5
        }
    }

    /// Share of the charge energy that is stored: the daily balance counts the chargers' output
    /// × this, and recharge time divides by it.
    public var chargeEfficiency: Double {
        switch self {
        case .floodedLeadAcid, .gel: 0.85
        case .agm: 0.90
        case .lifepo4: 0.98
        case .liIon: 0.95
        }
    }

    /// Peukert exponent k: capacity at current I is C · (I₂₀ / I)^(k − 1) above the rated rate.
    public var peukertExponent: Double {
        switch self {
        case .floodedLeadAcid, .agm, .gel: 1.25
        case .lifepo4, .liIon: 1.05
        }
    }

    /// Flooded, AGM and gel: charged in bulk, then absorption.
    public var isLeadAcid: Bool {
        switch self {
        case .floodedLeadAcid, .agm, .gel: true
        case .lifepo4, .liIon: false
        }
    }

    /// The voltage of a bank of this chemistry made for a bus of `nominal` volts: what decides
    /// how many batteries (or cells) of a given voltage a file's bank puts in series when it
    /// gives no `arrangement` (series = this / one battery's voltage, rounded).
    ///
    /// A LiFePO4 cell is 3.2 V, so a "12 V" LiFePO4 bank is 4 cells (12.8 V), a "24 V" one 8
    /// (25.6 V) and a "48 V" one 16 (51.2 V) — Victron's lithium battery and BMS data sheets:
    /// nominal × 3.2 / 3. Other chemistries: the nominal voltage itself (six 2 V lead-acid cells
    /// make 12 V; 13 Li-ion cells of 3.7 V make a 48 V pack).
    public func bankVoltage(forSystem nominal: Voltage) -> Voltage {
        switch self {
        case .lifepo4: nominal * (3.2 / 3)
        case .floodedLeadAcid, .agm, .gel, .liIon: nominal
        }
    }

    /// The recharge model for lead-acid (Victron Blue Smart IP67 charger manual, "Estimating
    /// charge time"; Victron Phoenix Smart IP43 charger manual): bulk at the full charge current
    /// until the battery is at about 80 % state of charge, then an absorption period of up to 8
    /// hours to fill a deeply discharged battery. Lithium is over 95 % charged at the end of bulk
    /// (the same manual), so its recharge is the bulk time alone.
    public static let bulkEndStateOfCharge = 0.8
    /// The absorption period a lead-acid battery discharged through the whole 80–100 % band
    /// needs; see ``bulkEndStateOfCharge``.
    public static let absorptionHours = 8.0

    /// Hours of absorption to refill a bank of this chemistry from a depth of discharge
    /// (0 … 1): 8 h × the share of the top 20 % band that was discharged — 8 h from 50 %
    /// (the default usable-empty state), 4 h from 90 % state of charge. The proportional
    /// scaling within the band is an engineering estimate. Zero for lithium.
    public func absorptionHours(depthOfDischarge depth: Double) -> Double {
        guard isLeadAcid else { return 0 }
        let band = 1 - Self.bulkEndStateOfCharge
        return Self.absorptionHours * min(max(depth, 0), band) / band
    }
}
