import CableCore

/// A broken rule in words: what `cable check` prints after the rule's name, the `message` of its
/// JSON, a report's warnings and documents. Figures to two decimals.
enum ViolationText {
    static func message(_ violation: Violation, display: Display) -> String {
        let actual = violation.actual.map(number) ?? ""
        let limit = violation.limit.map(number) ?? ""
        switch violation.rule {
        case .voltageDrop:
            return "drop \(actual) % exceeds the \(limit) % limit"
        case .ampacity:
            var size: String?
            if case .conductor(let conductor) = violation.detail { size = conductor.label }
            guard let rating = violation.limit else {
                // A size the tables do not rate has no ampacity to exceed: say so, as `drop` does.
                return "\(size ?? "the conductor") is not rated to carry current by the cited tables (\(actual) A)"
            }
            return "\(actual) A exceeds the \(number(rating)) A ampacity\(size.map { " of \($0)" } ?? "")"
        case .fuseBelowCurrent:
            if case .fuseFloor(let factor, let current) = violation.detail {
                return "fuse \(actual) A is below \(limit) A, \(number(factor)) × the \(number(current.amperes)) A load current"
            }
            return "fuse \(actual) A is below the \(limit) A minimum"
        case .fuseAboveAmpacity:
            if case .fuseCeiling(let ceiling) = violation.detail {
                return "fuse \(actual) A exceeds \(FuseWords.limit(ceiling))"
            }
            return "fuse \(actual) A exceeds the conductor's \(limit) A ceiling"
        case .noFuse:
            switch violation.detail {
            case .fuseCeiling(let ceiling):
                return "no standard fuse of at least \(actual) A and at most \(FuseWords.limit(ceiling))"
            case .noFuseFamily(.noFamilyForVoltage):
                return "no fuse family is rated for the \(limit) V the circuit reaches charging (best \(actual) V DC)"
            case .noFuseFamily(.noFamilyForInterruptRating):
                return "no fuse family interrupts the bank's \(limit) A fault current (best \(actual) A)"
            case .noFuseFamily(.noFamilyForConductor):
                return "no fuse family allowed has a holder that takes the \(actual) mm² conductor (largest \(limit) mm²)"
            default:
                return "no standard fuse of at least \(actual) A"
            }
        case .fuseVoltageRating:
            let family = familyName(violation)
            return "\(family) fuses are rated \(actual) V DC, below the \(limit) V the circuit reaches charging"
        case .fuseInterruptRating:
            let family = familyName(violation)
            return "\(family) fuses interrupt \(actual) A, below the bank's \(limit) A fault current"
        case .noStandardSize:
            guard case .sizing(let error, let circuit, let maxDrop) = violation.detail else { return "no standard size fits" }
            return SizingErrorText.message(error, circuit: circuit, maxDropPercent: maxDrop, display: display)
        case .bankPeakCurrent:
            return "peak current \(actual) A exceeds the batteries' \(limit) A maximum continuous discharge"
        }
    }

    /// The family a violation names, for people.
    private static func familyName(_ violation: Violation) -> String {
        if case .fuseFamily(let type) = violation.detail { return type.displayName }
        return "the named"
    }

    /// A figure in a message: at most two decimals, halves away from zero, no trailing zeros.
    static func number(_ value: Double) -> String {
        NumberText.decimal(value, places: 2, rounding: .halfAwayFromZero)
    }
}
