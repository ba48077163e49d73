/// The largest fuse rating a standard lets protect a conductor: the ceiling of ``FuseRule``.
public struct FuseCeiling: Hashable, Sendable {
    /// Which rule set the ceiling (JSON `fuseCeilingRule`; the names are a contract).
    public enum Rule: String, CaseIterable, Sendable {
        /// The default method: at most the conductor's derated ampacity. ISO 13297 13.1.5
        /// ("shall not exceed the maximum current-carrying capacity of the conductor being
        /// protected") and NFPA 70 (NEC) 240.4's base rule; `cable` does not take NEC 240.4(B)'s
        /// next-size-up allowance — the 1.25 floor already keeps the fuse above the load.
        case ampacity
        /// ABYC E-11 and 33 CFR 183.455(c)(1), circuits below 50 V: at most 150 % of the
        /// conductor's allowable amperage (here its derated ampacity).
        case abyc150Percent
        /// ABYC E-11 and 33 CFR 183.455(c)(2), circuits of 50 V or more: at most the ampacity,
        /// or, where that is not a standard rating, the next standard rating above it if that is
        /// within 150 % of the ampacity.
        case abycNextRatingAboveAmpacity
    }

    /// The rule the ceiling comes from.
    public let rule: Rule
    /// The conductor's derated ampacity the ceiling is taken from.
    public let ampacity: Current
    /// The largest acceptable rating.
    public let maximum: Current

    /// The voltage from which 33 CFR 183.455(c)(2) applies instead of (c)(1).
    public static let abycHighVoltage = Voltage.volts(50)
    /// 150 %: 33 CFR 183.455(c).
    public static let abycFactor = 1.5

    /// The ceiling for a conductor of `ampacity` on a circuit of nominal `voltage`.
    /// - Parameters:
    ///   - ampacity: the conductor's derated ampacity.
    ///   - standard: the sizing method.
    ///   - voltage: the circuit's nominal voltage; nil when not known, which ABYC treats as
    ///     50 V or more (the stricter rule).
    ///   - families: the fuse families that can be chosen (for the next standard rating above
    ///     the ampacity); read only under ABYC at 50 V or more.
    ///
    /// In line where it is called (``FuseRule/select(current:ampacity:standard:voltage:conductor:)``,
    /// for every size a request tries): the default method's ceiling is then made in place, and only
    /// ABYC's is a call (as a call the default one cost ~28 instructions a batch row). Safe to change:
    /// anything, as long as both methods give the same ceilings — `FuseRuleTests` (`ceiling_followsTheStandard`).
    @inline(__always)
    public static func make(
        ampacity: Current, standard: SizingStandard, voltage: Voltage?, families: @autoclosure () -> [FuseType]
    ) -> FuseCeiling {
        switch standard {
        case .defaultMethod: FuseCeiling(rule: .ampacity, ampacity: ampacity, maximum: ampacity)
        case .abyc: abyc(ampacity: ampacity, voltage: voltage, families: families)
        }
    }

    /// ``make(ampacity:standard:voltage:families:)`` under ABYC: 150 % of the ampacity below 50 V,
    /// else the next standard rating above it (at most 150 %), else the ampacity.
    private static func abyc(ampacity: Current, voltage: Voltage?, families: () -> [FuseType]) -> FuseCeiling {
        if let voltage, voltage < abycHighVoltage {
            return FuseCeiling(rule: .abyc150Percent, ampacity: ampacity, maximum: ampacity * abycFactor)
        }
        // The smallest standard rating at or above the ampacity, in any usable family.
        let next = families().compactMap { family in family.ratings.first { Tolerance.isAtLeast($0, ampacity.amperes) } }
            .min()
        let maximum = next.map(Current.amperes).flatMap {
            Tolerance.isAtMost($0.amperes, (ampacity * abycFactor).amperes) ? $0 : nil
        }
        return FuseCeiling(rule: .abycNextRatingAboveAmpacity, ampacity: ampacity, maximum: maximum ?? ampacity)
    }
}
