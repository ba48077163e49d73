/// How much current a battery bank can drive into a short circuit, and the interrupting rating
/// (AIC) the bank's main fuse needs: a fuse asked to break more than its interrupting rating can
/// arc over or burst instead of opening.
///
/// The model, in the order it is applied:
///
/// 1. **A figure the file gives** (`shortCircuitCurrent`, per battery): the bank's prospective
///    current is that × strings in parallel (batteries in series do not add, ABYC E-11).
/// 2. **Lithium** (LiFePO4, Li-ion), without a figure: 120 A per Ah of bank capacity, an
///    engineering estimate from cell data — EVE LF105 (105 Ah): AC internal resistance
///    0.20 ± 0.05 mΩ, so 3.2 V / 0.25 mΩ ≈ 12.8 kA ≈ 122 A/Ah at the cell. Real banks deliver
///    less (interconnects, the BMS, the cables), so the estimate errs high: a 100 Ah battery
///    ≈ 12 kA, a 300 Ah bank ≈ 36 kA.
/// 3. **Lead-acid** without a figure: ABYC E-11's table of the main overcurrent device's
///    interrupting rating by the bank's cold-cranking amps (CCA), for banks up to 2 200 CCA and
///    500 Ah: ≤ 650 CCA → 1 500 A; 651–1 100 → 3 000 A; over 1 100 → 5 000 A. The CCA is
///    `coldCrankingAmps` × strings when given. Without it, `cable` takes the most demanding
///    row the chemistry's plausible CCA reaches: the bank's Ah × the top of the chemistry's
///    CCA-per-Ah range in makers' data (``maximumColdCrankingAmpsPerAh(_:)``: flooded 10, AGM
///    14, gel 10 CCA/Ah), so a bank cannot land in a lower row than it may really be in. When
///    that estimate passes the table's 2 200 CCA, or the bank 500 Ah, `cable` asks for the
///    highest rating ABYC names, 20 kA, and `report` asks for `coldCrankingAmps` (or the
///    maker's short-circuit figure).
///
/// The required interrupting rating is the prospective current, except above 10 kA, where ABYC
/// E-11 accepts a device rated 20 kA (at 125 V DC or more): the Class T fuse.
public struct ShortCircuitEstimate: Hashable, Sendable {
    /// Where the figure came from.
    public enum Basis: String, CaseIterable, Sendable {
        /// The file's `shortCircuitCurrent`.
        case given
        /// 120 A per Ah of a lithium bank.
        case lithiumEstimate
        /// ABYC E-11's table by the bank's cold-cranking amps (given or estimated).
        case abycColdCrankingTable
        /// A lead-acid bank above the table's 2 200 CCA / 500 Ah without a maker's figure.
        case beyondAbycTable
    }

    /// The bank's prospective short-circuit current; nil where the model gives only a required
    /// rating (ABYC's table).
    public let prospectiveCurrent: Current?
    /// The bank's cold-cranking amps the table was read with (lead-acid only).
    public let coldCrankingAmps: Current?
    /// True when ``coldCrankingAmps`` is the upper estimate from the chemistry's range, not the
    /// file's figure.
    public var coldCrankingAmpsEstimated = false
    /// The interrupting rating the main fuse needs.
    public let requiredInterruptRating: Current
    /// The model the estimate comes from.
    public let basis: Basis

    /// Lithium cells deliver about this many amperes per Ah into a short (see above).
    public static let lithiumAmperesPerAh = 120.0
    /// The top of a lead-acid chemistry's cold-cranking amps per Ah in makers' data, the figure a
    /// bank without `coldCrankingAmps` is estimated with (the most demanding plausible case):
    ///
    /// | chemistry | CCA/Ah | makers' data (CCA ÷ Ah) |
    /// |---|---|---|
    /// | flooded | 10 | starting batteries: Varta Silver Dynamic E38 750 A (EN) / 74 Ah = 10.1; Bosch S5 A05 610 A / 63 Ah = 9.7; deep-cycle flooded are lower (Trojan 27TMX: 5–6) |
    /// | AGM | 14 | Optima YellowTop D34 750 CCA / 55 Ah = 13.6; Odyssey PC2150 1 225 CCA / 100 Ah = 12.3; deep-cycle AGM lower (Lifeline GPL-31T about 6.8) |
    /// | gel | 10 | gel makers rarely print a CCA; taken as flooded's top, above the gel deep-cycle figures seen (about 5–7) |
    ///
    /// Deep-cycle batteries sit at the low end, but a file that names no CCA may hold starting
    /// batteries, so the top is taken; give `coldCrankingAmps` for the bank's real row.
    public static func maximumColdCrankingAmpsPerAh(_ chemistry: BatteryChemistry) -> Double {
        switch chemistry {
        case .agm: 14
        case .floodedLeadAcid, .gel: 10
        case .lifepo4, .liIon: 0
        }
    }
    /// ABYC E-11: above this prospective current a 20 kA device is accepted.
    public static let highCurrentThreshold = Current.amperes(10_000)
    /// ABYC E-11's rating for banks above 10 kA, and for lead-acid banks beyond its table
    /// without a maker's figure.
    public static let highCurrentRating = Current.amperes(20_000)

    /// Whether the prospective fault current is above ``highCurrentThreshold``, where ABYC E-11
    /// calls for a ``highCurrentRating`` device (the rule ``requiredInterruptRating`` applies).
    public var exceedsHighCurrentThreshold: Bool {
        prospectiveCurrent.map { $0 > Self.highCurrentThreshold } ?? false
    }

    /// The estimate for a bank (see the type's documentation).
    public static func make(for bank: BatteryBank) -> ShortCircuitEstimate {
        let strings = Double(bank.arrangement.parallel)
        if let given = bank.shortCircuitCurrent {
            return fromProspective(given * strings, basis: .given)
        }
        switch bank.chemistry {
        case .lifepo4, .liIon:
            return fromProspective(.amperes(lithiumAmperesPerAh * bank.bankCapacityAh), basis: .lithiumEstimate)
        case .floodedLeadAcid, .agm, .gel:
            let estimated = bank.coldCrankingAmps == nil
            let cca = coldCrankingAmps(of: bank) ?? .zero
            var estimate: ShortCircuitEstimate
            if Tolerance.isAtMost(cca.amperes, 2_200), Tolerance.isAtMost(bank.bankCapacityAh, 500) {
                estimate = ShortCircuitEstimate(
                    prospectiveCurrent: nil, coldCrankingAmps: cca, requiredInterruptRating: abycMainRating(coldCranking: cca),
                    basis: .abycColdCrankingTable)
            } else {
                estimate = ShortCircuitEstimate(
                    prospectiveCurrent: nil, coldCrankingAmps: cca, requiredInterruptRating: highCurrentRating,
                    basis: .beyondAbycTable)
            }
            estimate.coldCrankingAmpsEstimated = estimated
            return estimate
        }
    }

    /// A lead-acid bank's cold-cranking amps: `coldCrankingAmps` × strings when the file gives it,
    /// else the top of the chemistry's plausible range × the bank's Ah
    /// (``maximumColdCrankingAmpsPerAh(_:)``, an estimate that errs high); nil for lithium, which
    /// ABYC's table does not cover.
    public static func coldCrankingAmps(of bank: BatteryBank) -> Current? {
        guard bank.chemistry.isLeadAcid else { return nil }
        let strings = Double(bank.arrangement.parallel)
        return bank.coldCrankingAmps.map { $0 * strings }
            ?? .amperes(maximumColdCrankingAmpsPerAh(bank.chemistry) * bank.bankCapacityAh)
    }

    /// ABYC E-11's main overcurrent device interrupting rating by the bank's total cold-cranking
    /// amps (12 to 24 V): ≤ 650 → 1 500 A, 651–1 100 → 3 000 A, more → 5 000 A.
    public static func abycMainRating(coldCranking cca: Current) -> Current {
        switch cca.amperes {
        case ...650: .amperes(1_500)
        case ...1_100: .amperes(3_000)
        default: .amperes(5_000)
        }
    }

    /// The rating a prospective current asks for: itself, or 20 kA above 10 kA.
    static func fromProspective(_ current: Current, basis: Basis) -> ShortCircuitEstimate {
        ShortCircuitEstimate(
            prospectiveCurrent: current, coldCrankingAmps: nil,
            requiredInterruptRating: current > highCurrentThreshold ? highCurrentRating : current, basis: basis)
    }
}
