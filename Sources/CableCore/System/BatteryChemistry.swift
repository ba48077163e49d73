/// Battery chemistries and their rules of thumb.
///
/// Defaults are typical manufacturers' figures for deep-cycle batteries (Trojan, Victron,
/// Battle Born and Mastervolt datasheets; Battery University BU-403, BU-501, BU-808):
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
    case floodedLeadAcid
    case agm
    case gel
    case lifepo4
    case liIon

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

    /// Share of the charge energy that is stored.
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
}
