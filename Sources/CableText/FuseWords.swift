import CableCore

/// The fuse rule in words: the ceiling and why no fuse qualifies, as `size`, `fuse`, `batch`,
/// `report` and `check` say them.
extension Words {
    /// "≤ 60 A ampacity", "≤ 180 A: 150 % of the 120 A ampacity (ABYC E-11)".
    public func text(_ ceiling: FuseCeiling) -> String {
        let maximum = amps(ceiling.maximum)
        let ampacity = amps(ceiling.ampacity)
        switch ceiling.rule {
        case .ampacity:
            return tr("≤ {maximum} ampacity", ["maximum": maximum])
        case .abyc150Percent:
            return tr(
                "≤ {maximum}: {percent} of the {ampacity} ampacity (ABYC E-11)",
                ["maximum": maximum, "percent": percent(FuseCeiling.abycFactor * 100), "ampacity": ampacity])
        case .abycNextRatingAboveAmpacity:
            return ceiling.maximum == ceiling.ampacity
                ? tr("≤ {maximum} ampacity (ABYC E-11, 50 V or more)", ["maximum": maximum])
                : tr(
                    "≤ {maximum}: the next standard rating above the {ampacity} ampacity (ABYC E-11, 50 V or more)",
                    ["maximum": maximum, "ampacity": ampacity])
        }
    }

    /// The ceiling as the limit of a sentence: "the conductor's 35 A ampacity", "180 A, 150 % of
    /// the conductor's 120 A ampacity (ABYC E-11)".
    public func limit(of ceiling: FuseCeiling) -> String {
        let maximum = amps(ceiling.maximum)
        let ampacity = amps(ceiling.ampacity)
        switch ceiling.rule {
        case .ampacity:
            return tr("the conductor's {ampacity} ampacity", ["ampacity": ampacity])
        case .abyc150Percent:
            return tr(
                "{maximum}, {percent} of the conductor's {ampacity} ampacity (ABYC E-11)",
                ["maximum": maximum, "percent": percent(FuseCeiling.abycFactor * 100), "ampacity": ampacity])
        case .abycNextRatingAboveAmpacity:
            return ceiling.maximum == ceiling.ampacity
                ? tr("the conductor's {ampacity} ampacity (ABYC E-11, 50 V or more)", ["ampacity": ampacity])
                : tr(
                    "{maximum}, the next standard rating above the conductor's {ampacity} ampacity (ABYC E-11)",
                    ["maximum": maximum, "ampacity": ampacity])
        }
    }

    /// Why no fuse qualifies.
    public func text(_ problem: FuseProblem, floor: Current, ceiling: FuseCeiling?, rule: FuseRule) -> String {
        switch problem {
        case .noFamilyForVoltage:
            let best = rule.types.map(\.voltageRating).max().map { volts($0) } ?? "-"
            let voltage = rule.maximumVoltage.map { volts($0) } ?? "-"
            return tr(
                "no fuse family among {families} is rated for the {voltage} the circuit reaches charging "
                    + "(they are rated up to {best} DC); allow one that is ({others}) or, if it charges at less, give its charge voltage",
                [
                    "families": families(rule.types), "voltage": voltage, "best": best,
                    "others": rule.otherFamiliesRatedForVoltage.map(\.rawValue).joined(separator: ", "),
                ])
        case .noFamilyForInterruptRating:
            let required = rule.minimumInterruptRating.map { amps($0) } ?? "-"
            return tr(
                "no fuse family among {families} interrupts the bank's {current} fault current",
                ["families": families(rule.types), "current": required])
        case .noFamilyForConductor:
            let limits = ((try? rule.families.get()) ?? rule.types).map { type in
                type.maximumConductorArea.map {
                    tr(
                        "{family} up to {area} mm²",
                        ["family": text(type), "area": number($0.squareMillimeters, decimals: 2)])
                } ?? text(type)
            }
            return tr(
                "no fuse family has a holder that takes the conductor ({limits}); allow a family whose holders take it",
                ["limits": limits.joined(separator: ", ")])
        case .noRatingAtFloor:
            return tr(
                "no standard fuse of at least {current} among {families}",
                ["current": amps(floor), "families": families((try? rule.families.get()) ?? rule.types)])
        case .noRatingUnderCeiling:
            return noStandardFuse(atLeast: amps(floor), ceiling: ceiling)
        }
    }

    /// "no standard fuse of at least 37.5 A and at most the conductor's 35 A ampacity", or without
    /// a ceiling "no standard fuse of at least 37.5 A": the one wording of a window no standard
    /// rating falls in, for `size`, `batch` and a `noFuse` violation (`check`, `report`). `floor`
    /// is the current written as the caller writes its figures.
    func noStandardFuse(atLeast floor: String, ceiling: FuseCeiling?) -> String {
        guard let ceiling else { return tr("no standard fuse of at least {current}", ["current": floor]) }
        return tr("no standard fuse of at least {current} and at most {limit}", ["current": floor, "limit": limit(of: ceiling)])
    }

    /// "ATO/ATC blade, MAXI blade".
    public func families(_ types: [FuseType]) -> String { types.map { text($0) }.joined(separator: ", ") }
}
