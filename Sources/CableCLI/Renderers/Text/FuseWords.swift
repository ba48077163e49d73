import CableCore

/// The fuse rule in words: the ceiling and why no fuse qualifies, as `size`, `fuse`, `batch`,
/// `report` and `check` say them.
enum FuseWords {
    /// "≤ 60 A ampacity", "≤ 180 A: 150 % of the 120 A ampacity (ABYC E-11)".
    static func ceiling(_ ceiling: FuseCeiling) -> String {
        let maximum = Display.amps(ceiling.maximum)
        let ampacity = Display.amps(ceiling.ampacity)
        switch ceiling.rule {
        case .ampacity:
            return "≤ \(maximum) ampacity"
        case .abyc150Percent:
            return "≤ \(maximum): 150 % of the \(ampacity) ampacity (ABYC E-11)"
        case .abycNextRatingAboveAmpacity:
            return ceiling.maximum == ceiling.ampacity
                ? "≤ \(maximum) ampacity (ABYC E-11, 50 V or more)"
                : "≤ \(maximum): the next standard rating above the \(ampacity) ampacity (ABYC E-11, 50 V or more)"
        }
    }

    /// The ceiling as the limit of a sentence: "the conductor's 35 A ampacity", "180 A, 150 % of
    /// the conductor's 120 A ampacity (ABYC E-11)".
    static func limit(_ ceiling: FuseCeiling) -> String {
        let maximum = Display.amps(ceiling.maximum)
        let ampacity = Display.amps(ceiling.ampacity)
        switch ceiling.rule {
        case .ampacity:
            return "the conductor's \(ampacity) ampacity"
        case .abyc150Percent:
            return "\(maximum), 150 % of the conductor's \(ampacity) ampacity (ABYC E-11)"
        case .abycNextRatingAboveAmpacity:
            return ceiling.maximum == ceiling.ampacity
                ? "the conductor's \(ampacity) ampacity (ABYC E-11, 50 V or more)"
                : "\(maximum), the next standard rating above the conductor's \(ampacity) ampacity (ABYC E-11)"
        }
    }

    /// Why no fuse qualifies.
    static func problem(
        _ problem: FuseProblem, floor: Current, ceiling: FuseCeiling?, rule: FuseRule
    ) -> String {
        switch problem {
        case .noFamilyForVoltage:
            let best = rule.types.map(\.voltageRating).max().map(Display.volts) ?? "-"
            let voltage = rule.maximumVoltage.map(Display.volts) ?? "-"
            return "no fuse family among \(families(rule.types)) is rated for the \(voltage) the circuit reaches "
                + "charging (they are rated up to \(best) DC); allow classT or give --charge-voltage"
        case .noFamilyForInterruptRating:
            let required = rule.minimumInterruptRating.map(Display.amps) ?? "-"
            return "no fuse family among \(families(rule.types)) interrupts the bank's \(required) fault current"
        case .noFamilyForConductor:
            let limits = ((try? rule.families.get()) ?? rule.types).map { type in
                type.maximumConductorArea.map { "\(type.displayName) up to \(Display.number($0.squareMillimeters)) mm²" }
                    ?? type.displayName
            }
            return "no fuse family has a holder that takes the conductor (\(limits.joined(separator: ", "))); "
                + "allow a family whose holders take it"
        case .noRatingAtFloor:
            return
                "no standard fuse of at least \(Display.amps(floor)) among \(families((try? rule.families.get()) ?? rule.types))"
        case .noRatingUnderCeiling:
            let limit = ceiling.map { " and at most \(Self.limit($0))" } ?? ""
            return "no standard fuse of at least \(Display.amps(floor))\(limit)"
        }
    }

    /// "ATO/ATC blade, MAXI blade".
    static func families(_ types: [FuseType]) -> String { types.map(\.displayName).joined(separator: ", ") }
}
