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
            let rating = violation.limit.map { "\(number($0)) A" } ?? "unrated"
            var subject = ""
            if case .conductor(let size) = violation.detail { subject = " of \(size.label)" }
            return "\(actual) A exceeds the \(rating) ampacity\(subject)"
        case .fuseBelowCurrent:
            return "fuse \(actual) A is below the \(limit) A load current"
        case .fuseAboveAmpacity:
            return "fuse \(actual) A exceeds the conductor's \(limit) A ampacity"
        case .noFuse:
            return "no standard fuse of at least \(actual) A fits under the conductor's ampacity"
        case .noStandardSize:
            guard case .sizing(let error, let circuit, let maxDrop) = violation.detail else { return "no standard size fits" }
            return SizingErrorText.message(error, circuit: circuit, maxDropPercent: maxDrop, display: display)
        case .bankPeakCurrent:
            return "peak current \(actual) A exceeds the batteries' \(limit) A maximum continuous discharge"
        }
    }

    /// A figure in a message: at most two decimals, halves away from zero, no trailing zeros.
    static func number(_ value: Double) -> String {
        NumberText.decimal(value, places: 2, rounding: .halfAwayFromZero)
    }
}
