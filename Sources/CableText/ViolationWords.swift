import CableCore

/// A broken rule in words: what `cable check` prints after the rule's name, the `message` of its
/// JSON, a report's warnings and documents. Figures to two decimals, halves away from zero.
extension Words {
    /// A violation's unit as people read it after a figure: its symbol (`%`, `A`, `mm²`), the
    /// same in every language.
    public func text(_ unit: Violation.Unit) -> String { unit.symbol }

    /// A violation in words: `drop 6.2 % exceeds the 3 % limit`; a sizing failure inside it
    /// names lengths and areas in `units`.
    public func text(_ violation: Violation, units: UnitSystem) -> String {
        let actual = violation.actual.map { figure($0) } ?? ""
        let limit = violation.limit.map { figure($0) } ?? ""
        switch violation.rule {
        case .voltageDrop:
            return tr("drop {actual} % exceeds the {limit} % limit", ["actual": actual, "limit": limit])
        case .ampacity:
            return ampacityText(violation, actual: actual)
        case .fuseBelowCurrent:
            return fuseBelowText(violation, actual: actual, limit: limit)
        case .fuseAboveAmpacity:
            // Without its ceiling (a violation not made by CableCore's checks), the limit is the
            // conductor's ampacity, worded as ``limit(of:)`` words that ceiling.
            let ceiling: String
            if case .fuseCeiling(let fuseCeiling) = violation.detail {
                ceiling = self.limit(of: fuseCeiling)
            } else {
                ceiling = tr("the conductor's {ampacity} ampacity", ["ampacity": "\(limit) A"])
            }
            return tr("fuse {actual} A exceeds {limit}", ["actual": actual, "limit": ceiling])
        case .noFuse:
            return noFuseText(violation, actual: actual, limit: limit)
        case .fuseVoltageRating:
            let values: KeyValuePairs = ["family": familyName(violation), "actual": actual, "limit": limit]
            // A breaker family's name already says "breaker": "a DC thermal breaker is rated …",
            // not "DC thermal breaker fuses are …" (es "los fusibles disyuntor …").
            return isBreakerFamily(violation)
                ? tr("a {family} is rated {actual} V DC, below the {limit} V the circuit reaches charging", values)
                : tr("{family} fuses are rated {actual} V DC, below the {limit} V the circuit reaches charging", values)
        case .fuseInterruptRating:
            return interruptText(violation, actual: actual, limit: limit)
        case .noStandardSize:
            guard case .sizing(let error, let circuit, let maxDrop) = violation.detail else { return tr("no standard size fits") }
            return text(error, circuit: circuit, maxDropPercent: maxDrop, units: units)
        case .bankPeakCurrent:
            return tr(
                "peak current {actual} A exceeds the batteries' {limit} A maximum continuous discharge",
                ["actual": actual, "limit": limit])
        case .fusePlacement:
            return tr(
                "fuse {actual} from its source along the conductor exceeds the {limit} limit",
                ["actual": fuseDistance(violation.actual, units: units), "limit": fuseDistance(violation.limit, units: units)])
        case .pathVoltageDrop:
            return tr(
                "drop along the path {actual} % exceeds the {limit} % limit ({segments})",
                ["actual": actual, "limit": limit, "segments": pathSegments(violation)])
        case .pvVoltage, .pvCurrent, .pvStringFuse:
            return pvText(violation, actual: actual, limit: limit)
        }
    }

    /// A fuse below its floor: factor × the load current, or the smallest of its family that
    /// carries the circuit's surge.
    private func fuseBelowText(_ violation: Violation, actual: String, limit: String) -> String {
        if case .fuseFloor(let factor, let current) = violation.detail {
            return tr(
                "fuse {actual} A is below {limit} A, {factor} × the {current} A load current",
                ["actual": actual, "limit": limit, "factor": figure(factor), "current": figure(current.amperes)])
        }
        if case .fuseSurge(let surge, let family) = violation.detail {
            let values: KeyValuePairs = [
                "actual": actual, "limit": limit, "family": text(family), "surge": figure(surge.current.amperes),
                "seconds": figure(surge.seconds),
            ]
            // A breaker is named a breaker.
            return family.isBreaker
                ? tr(
                    "breaker {actual} A is below {limit} A, the smallest {family} that carries the {surge} A surge for {seconds} s",
                    values)
                : tr(
                    "fuse {actual} A is below {limit} A, the smallest {family} fuse that carries the {surge} A surge for {seconds} s",
                    values)
        }
        return tr("fuse {actual} A is below the {limit} A minimum", ["actual": actual, "limit": limit])
    }

    /// A fuse that cannot interrupt the fault current where it sits.
    private func interruptText(_ violation: Violation, actual: String, limit: String) -> String {
        if case .fuseRating(let rating) = violation.detail {
            let rating = figure(rating.amperes)
            guard violation.actual != nil else {
                return tr(
                    "no {rating} A fuse interrupts the {limit} A needed where it sits", ["rating": rating, "limit": limit])
            }
            return tr(
                "no {rating} A fuse interrupts the {limit} A needed where it sits (best {actual} A)",
                ["rating": rating, "limit": limit, "actual": actual])
        }
        let values: KeyValuePairs = ["family": familyName(violation), "actual": actual, "limit": limit]
        return isBreakerFamily(violation)
            ? tr("a {family} interrupts {actual} A, below the bank's {limit} A fault current", values)
            : tr("{family} fuses interrupt {actual} A, below the bank's {limit} A fault current", values)
    }

    /// A PV array against its controller's limits, or its string fuses.
    private func pvText(_ violation: Violation, actual: String, limit: String) -> String {
        switch violation.rule {
        case .pvVoltage:
            if violation.detail == .controllerLimitUnknown {
                return tr(
                    "open-circuit voltage {actual} V at the coldest ambient is unchecked: the controller gives no "
                        + "maxInputVoltage (set it from its data sheet)", ["actual": actual])
            }
            if violation.detail == .pvBelowStartVoltage {
                return tr(
                    "open-circuit voltage {actual} V is below {limit} V, the battery's charge voltage + 5 V an MPPT "
                        + "controller needs to start: the array charges nothing", ["actual": actual, "limit": limit])
            }
            if violation.detail == .pvPartsVoltage {
                return tr(
                    "open-circuit voltage {actual} V at the coldest ambient exceeds {limit} V, the most PV cable "
                        + "(EN 50618), connectors (IEC 62852) and gPV fuses (IEC 60269-6) are made for",
                    ["actual": actual, "limit": limit])
            }
            return tr(
                "open-circuit voltage {actual} V at the coldest ambient exceeds the controller's {limit} V PV input limit",
                ["actual": actual, "limit": limit])
        case .pvCurrent:
            if violation.detail == .controllerLimitUnknown {
                return tr(
                    "array current {actual} A (1.25 × Isc × strings) is unchecked: the controller gives no "
                        + "maxInputCurrent or maxInputPower (set one from its data sheet)", ["actual": actual])
            }
            return tr(
                "array current {actual} A (1.25 × Isc × strings) exceeds the controller's {limit} A PV input limit",
                ["actual": actual, "limit": limit])
        case .pvStringFuse:
            guard violation.limit != nil else {
                return tr("no standard string fuse rating at or above {actual} A (1.56 × Isc)", ["actual": actual])
            }
            if violation.detail == .noStringFuseRatingBetween {
                return tr(
                    "no standard string fuse rating between {actual} A (1.56 × Isc) and the module's {limit} A maximum "
                        + "series fuse",
                    ["actual": actual, "limit": limit])
            }
            return tr(
                "string fuses must be at least {actual} A (1.56 × Isc), above the module's {limit} A maximum series fuse",
                ["actual": actual, "limit": limit])
        default:
            return ""
        }
    }

    /// A fuse distance (metres) as a person measures one: inches under imperial units, else
    /// millimetres; two decimals at most.
    public func fuseDistance(_ meters: Double?, units: UnitSystem) -> String {
        guard let meters else { return "" }
        return units == .imperial ? figure(meters / 0.0254) + " in" : figure(meters * 1000) + " mm"
    }

    /// A path's segments and their shares: `battery House 1.2 %, panel Helm 0.8 %, load Pump 1.4 %`.
    private func pathSegments(_ violation: Violation) -> String {
        guard case .path(let segments) = violation.detail else { return "" }
        return segments.map { segment in
            tr(
                "{kind} {name} {drop} %",
                [
                    "kind": text(segment.kind), "name": EchoedText.quoted(segment.name),
                    "drop": segment.dropPercent.map { figure($0) } ?? "-",
                ])
        }
        .joined(separator: ", ")
    }

    /// An ampacity violation: the current over the size's rating, or a size the tables do not rate.
    private func ampacityText(_ violation: Violation, actual: String) -> String {
        var size: String?
        if case .conductor(let conductor) = violation.detail { size = language.decimalsIn(conductor.label) }
        guard let rating = violation.limit else {
            // A size the tables do not rate has no ampacity to exceed: say so, as `drop` does.
            return tr(
                "{size} is not rated to carry current by the cited tables ({actual} A)",
                ["size": size ?? tr("the conductor"), "actual": actual])
        }
        return tr(
            "{actual} A exceeds the {rating} ampacity of {size}",
            ["actual": actual, "rating": "\(figure(rating)) A", "size": size ?? tr("the conductor")])
    }

    /// No fuse fits: none in the window, or no family for the voltage, fault current or conductor.
    private func noFuseText(_ violation: Violation, actual: String, limit: String) -> String {
        switch violation.detail {
        case .fuseCeiling(let ceiling):
            return noStandardFuse(atLeast: "\(actual) A", ceiling: ceiling)
        case .noFuseForSurge(let surge, let family, let minimum, let ceiling):
            return noFuseForSurgeText(surge, family: family, minimum: minimum, ceiling: ceiling)
        case .noFuseFamily(.noFamilyForVoltage):
            return tr(
                "no fuse family is rated for the {limit} V the circuit reaches charging (best {actual} V DC)",
                ["limit": limit, "actual": actual])
        case .noFuseFamily(.noFamilyForInterruptRating):
            return tr(
                "no fuse family interrupts the bank's {limit} A fault current (best {actual} A)",
                ["limit": limit, "actual": actual])
        case .noFuseFamily(.noFamilyForConductor):
            return tr(
                "no fuse family allowed has a holder that takes the {actual} mm² conductor (largest {limit} mm²)",
                ["actual": actual, "limit": limit])
        default:
            return noStandardFuse(atLeast: "\(actual) A", ceiling: nil)
        }
    }

    /// No fuse because of the surge: "no Class T fuse of at least 500 A, the smallest that
    /// carries the 477.9 A surge for 5 s, and at most the conductor's 330 A ampacity", or "no
    /// Class T fuse carries the 477.9 A surge for 5 s" when no rating of the family does.
    private func noFuseForSurgeText(_ surge: Surge, family: FuseType, minimum: Current?, ceiling: FuseCeiling?) -> String {
        let name = text(family)
        let current = amps(surge.current)
        let seconds = figure(surge.seconds)
        if family.isBreaker { return noBreakerForSurgeText(surge, family: family, minimum: minimum, ceiling: ceiling) }
        guard let minimum else {
            return tr(
                "no {family} fuse carries the {surge} surge for {seconds} s",
                ["family": name, "surge": current, "seconds": seconds])
        }
        guard let ceiling else {
            return tr(
                "no {family} fuse of at least {minimum}, the smallest that carries the {surge} surge for {seconds} s",
                ["family": name, "minimum": amps(minimum), "surge": current, "seconds": seconds])
        }
        return tr(
            "no {family} fuse of at least {minimum}, the smallest that carries the {surge} surge for {seconds} s, and at most {limit}",
            ["family": name, "minimum": amps(minimum), "surge": current, "seconds": seconds, "limit": limit(of: ceiling)])
    }

    /// ``noFuseForSurgeText(_:family:minimum:ceiling:)`` for a breaker: "no DC thermal breaker of
    /// at least 35 A, …".
    private func noBreakerForSurgeText(_ surge: Surge, family: FuseType, minimum: Current?, ceiling: FuseCeiling?) -> String {
        let name = text(family)
        let current = amps(surge.current)
        let seconds = figure(surge.seconds)
        guard let minimum else {
            return tr(
                "no {family} carries the {surge} surge for {seconds} s", ["family": name, "surge": current, "seconds": seconds])
        }
        guard let ceiling else {
            return tr(
                "no {family} of at least {minimum}, the smallest that carries the {surge} surge for {seconds} s",
                ["family": name, "minimum": amps(minimum), "surge": current, "seconds": seconds])
        }
        return tr(
            "no {family} of at least {minimum}, the smallest that carries the {surge} surge for {seconds} s, and at most {limit}",
            ["family": name, "minimum": amps(minimum), "surge": current, "seconds": seconds, "limit": limit(of: ceiling)])
    }

    /// Whether the violation names a breaker family (``FuseType/isBreaker``), whose name is
    /// worded as one device, not as a kind of fuse.
    private func isBreakerFamily(_ violation: Violation) -> Bool {
        if case .fuseFamily(let type) = violation.detail { return type.isBreaker }
        return false
    }

    /// The family a violation names, for people.
    private func familyName(_ violation: Violation) -> String {
        if case .fuseFamily(let type) = violation.detail { return text(type) }
        return tr("the named")
    }

    /// A figure in a message: at most two decimals, halves away from zero, no trailing zeros, as
    /// the run's language writes it. `check`'s "(actual …, limit …)" after a message uses it too,
    /// so one violation never shows one value two ways (43.125 A: `43.13`, not `43.12` beside it).
    public func figure(_ value: Double) -> String {
        language.number(NumberText.decimal(value, places: 2, rounding: .halfAwayFromZero))
    }
}
