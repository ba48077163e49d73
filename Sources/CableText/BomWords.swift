import CableCore

extension Words {
    /// A bill-of-materials part: `6 mm² red`, `25 A ATO/ATC blade, for up to 12.5 A`,
    /// `ring terminal 6 mm², M8 stud`, `House: LiFePO4 200 Ah 12 V (1S1P)`. Numbers take the
    /// language's decimal sign; names the user gave (a bank's, a panel's) are kept as written.
    /// JSON and CSV `item` carry ``machineText(_:)``.
    public func text(_ part: BillOfMaterials.Part) -> String {
        switch part {
        case .cable(let size, let colour):
            let label = language.decimalsIn(size.label)
            switch colour {
            case .red: return tr("{size} red", ["size": label])
            case .black: return tr("{size} black", ["size": label])
            }
        case .pvCable(let size, let colour, let voltage):
            let values: KeyValuePairs = ["size": language.decimalsIn(size.label), "voltage": partVolts(voltage)]
            switch colour {
            case .red: return tr("{size} PV cable red (EN 50618 / UL 4703), rated for the {voltage} cold Voc", values)
            case .black: return tr("{size} PV cable black (EN 50618 / UL 4703), rated for the {voltage} cold Voc", values)
            }
        case .pvConnector(let voltage, let current):
            return tr(
                "PV connector pair (MC4-type, IEC 62852), one per string at the array end, rated for {voltage} and {current}",
                ["voltage": partVolts(voltage), "current": partAmps(current)])
        case .fuse(let rating, let family?, let largest, let surge, let shortfall):
            return tr(
                "{rating} {family}, for up to {current}",
                ["rating": partRating(rating), "family": text(family), "current": partAmps(largest)]) + surgeReason(surge)
                + (family.isPolarised ? polarityNote : "")
                + shortfallReason(shortfall, family: family)
        case .fuse(let rating, nil, let largest, let surge, _):
            return tr(
                "{rating} fuse (no family makes it for this conductor), for up to {current}",
                ["rating": partRating(rating), "current": partAmps(largest)]) + surgeReason(surge)
        case .fuseBlock(let ways, let used, let stud, let current):
            return tr(
                "ATO/ATC blade fuse block, {ways} ways ({used} used), {stud} screws, carries {current}",
                ["ways": String(ways), "used": String(used), "stud": stud.label, "current": partAmps(current)])
        case .fuseHolder(let family, let rating, let stud, let largest, let bodySize):
            return holder(family: family, rating: rating, stud: stud, largest: largest, bodySize: bodySize)
        case .stringFuse(let rating, let largest, let voltage):
            let values: KeyValuePairs = ["rating": partRating(rating), "current": partAmps(largest)]
            return voltage.volts > 1000
                ? tr("{rating} gPV string fuse, 10 × 85 mm, 1500 V DC, for up to {current}", values)
                : tr("{rating} gPV string fuse, 10 × 38 mm, 1000 V DC, for up to {current}", values)
        case .stringFuseHolder(let rating, let largest, let voltage):
            let values: KeyValuePairs = ["rating": partRating(rating), "current": partAmps(largest)]
            return voltage.volts > 1000
                ? tr("PV fuse holder for 10 × 85 mm gPV fuses, 1500 V DC, {rating} string fuse, for up to {current}", values)
                : tr("PV fuse holder for 10 × 38 mm gPV fuses, 1000 V DC, {rating} string fuse, for up to {current}", values)
        case .batterySwitch, .unlistedBatterySwitch, .busBar:
            return distribution(part)
        case .ringTerminal(let size, let stud):
            let label = language.decimalsIn(size.label)
            guard let stud else { return tr("ring terminal {size}, stud size not given", ["size": label]) }
            return tr("ring terminal {size}, {stud} stud", ["size": label, "stud": stud.label])
        case .ferrule(let size, let device):
            return tr(
                "insulated bootlace ferrule {size} (DIN 46228-4), for the {device}'s box terminal",
                ["size": language.decimalsIn(size.label), "device": text(device)])
        case .heatShrink(let size):
            return tr("heat-shrink for {size}, one per ring terminal", ["size": language.decimalsIn(size.label)])
        case .battery, .charger, .inverter, .pvModule:
            return equipment(part)
        }
    }

    /// Where the family the file names is not rated for its circuit, as `check` fails it:
    /// `; not rated for this circuit: rated 48 V DC, below the 56.8 V it reaches charging,
    /// interrupts 3000 A, below the 20000 A fault current where it sits`; empty when it is.
    private func shortfallReason(_ shortfall: FuseShortfall?, family: FuseType) -> String {
        guard let shortfall else { return "" }
        var reasons: [String] = []
        if let voltage = shortfall.voltage {
            reasons.append(
                tr(
                    "rated {rated} DC, below the {limit} it reaches charging",
                    ["rated": partVolts(family.voltageRating), "limit": partVolts(voltage)]))
        }
        if let fault = shortfall.interruptRating {
            reasons.append(
                tr(
                    "interrupts {rated}, below the {fault} fault current where it sits",
                    ["rated": partRating(family.interruptRating), "fault": partRating(fault)]))
        }
        return tr("; not rated for this circuit: {reasons}", ["reasons": reasons.joined(separator: ", ")])
    }

    /// Why a switch or main bus bar is rated above the main feed: `; rated for the 350 A main
    /// fuse that protects it`; empty when the feed set its rating.
    private func mainFuseReason(_ fuse: Current?) -> String {
        guard let fuse else { return "" }
        return tr("; rated for the {fuse} main fuse that protects it", ["fuse": partRating(fuse)])
    }

    /// Why a fuse is larger than factor × current: `; carries the 12.5 A surge for 180 s`; empty
    /// without a surge.
    private func surgeReason(_ surge: Surge?) -> String {
        guard let surge else { return "" }
        return tr(
            "; carries the {current} surge for {seconds} s",
            ["current": partAmps(surge.current), "seconds": language.number(Limits.format(surge.seconds, ""))])
    }

    /// A voltage a PV part is rated for, to 2 decimals (`26.93 V`).
    private func partVolts(_ voltage: Voltage) -> String {
        language.number(NumberText.decimal(voltage.volts, places: 2, rounding: .halfAwayFromZero)) + " V"
    }

    /// A holder: for a family's fuse, or for a rating no family makes; with its studs when known.
    private func holder(
        family: FuseType?, rating: Current, stud: StudSize?, largest: Current, bodySize: ClosedRange<Current>?
    ) -> String {
        let name: String
        switch family {
        case .blade: name = tr("ATO/ATC blade in-line holder")
        case let family? where bodySize != nil:
            name = tr(
                "{family} fuse holder for {low}–{high} fuses",
                [
                    "family": text(family), "low": language.number(Limits.format(bodySize?.lowerBound.amperes ?? 0, "")),
                    "high": partRating(bodySize?.upperBound ?? .zero),
                ])
        case let family?: name = tr("{family} fuse holder", ["family": text(family)])
        case nil:
            name = tr("holder for a {rating} fuse (no family makes it for this conductor)", ["rating": partRating(rating)])
        }
        guard let stud else { return tr("{holder}, for up to {current}", ["holder": name, "current": partAmps(largest)]) }
        return tr(
            "{holder}, {stud} studs, for up to {current}", ["holder": name, "stud": stud.label, "current": partAmps(largest)])
    }

    /// Battery switches and bus bars.
    private func distribution(_ part: BillOfMaterials.Part) -> String {
        switch part {
        case .batterySwitch(let rating, let maximumVoltage, let stud, let series, let feed, let fuse):
            return tr(
                "battery switch, {rating} continuous, {voltage} DC, {stud} studs ({series}), main feed {current}",
                [
                    "rating": partRating(rating), "voltage": partFigure(maximumVoltage.volts, "V"),
                    "stud": stud.label, "series": series, "current": partAmps(feed),
                ]) + mainFuseReason(fuse)
        case .unlistedBatterySwitch(let feed, let voltage, let fuse):
            return tr(
                "battery switch for {current} continuous at {voltage} DC (none in cable's list)",
                [
                    "current": partAmps(max(feed, fuse ?? .zero)),
                    "voltage": language.number(NumberText.decimal(voltage.volts, places: 2, rounding: .halfAwayFromZero)) + " V",
                ]) + mainFuseReason(fuse)
        case .busBar(let side, let rating, let connections, let current, let panel, let fuse):
            let size = rating.map(partRating) ?? tr("for {current} (above cable's 600 A list)", ["current": partAmps(current)])
            let number: KeyValuePairs<String, String> = ["count": String(connections)]
            let count =
                language.plural(Double(connections)) == .one
                ? tr("{count} connection", number) : tr("{count} connections", number)
            let values: KeyValuePairs = ["rating": size, "connections": count, "current": partAmps(current)]
            guard let panel else {
                switch side {
                case .positive:
                    return tr("positive bus bar, {rating}, {connections}, main feed {current}", values) + mainFuseReason(fuse)
                case .negative:
                    return tr("negative bus bar, {rating}, {connections}, main feed {current}", values) + mainFuseReason(fuse)
                }
            }
            switch side {
            case .positive: return named(panel, tr("positive bus bar, {rating}, {connections}, feeder {current}", values))
            case .negative: return named(panel, tr("negative bus bar, {rating}, {connections}, feeder {current}", values))
            }
        default:
            return ""
        }
    }

    /// A part as the JSON and CSV `item` carry it (machine output, unchanged since they were
    /// made): ``text(_:)`` in English, except that a charger's kind is its id (`Solar MPPT: solar,
    /// 30 A`, `DC-DC charger: dcdc, 30 A`), not its words (`DC-DC`).
    public func machineText(_ part: BillOfMaterials.Part) -> String {
        guard case .charger(let name, let kind, let output) = part else { return Words.english.text(part) }
        return Words.english.charger(name: name, kind: kind.rawValue, output: output)
    }

    /// A charger: `Solar MPPT: solar, 30 A`, its kind given in words or as its id.
    private func charger(name: String, kind: String, output: Circuit.Load) -> String {
        let figure: String
        switch output {
        case .current(let current): figure = partFigure(current.amperes, "A")
        case .power(let power): figure = partFigure(power.watts, "W")
        }
        return named(name, "\(kind), \(figure)")
    }

    /// A part named after its entity, `Solar MPPT: solar, 30 A`: French sets a space before the
    /// colon (`Solar MPPT : solaire, 30 A`).
    private func named(_ name: String, _ details: String) -> String {
        tr("{name}: {details}", ["name": name, "details": details])
    }

    /// Batteries, chargers and inverters: `name: details`, the name as the file gives it.
    private func equipment(_ part: BillOfMaterials.Part) -> String {
        switch part {
        case .battery(let name, let chemistry, let capacityAh, let voltage, let series, let parallel):
            return named(
                name,
                "\(text(chemistry)) \(partFigure(capacityAh, "Ah")) \(partFigure(voltage.volts, "V")) (\(series)S\(parallel)P)")
        case .charger(let name, let kind, let output):
            return charger(name: name, kind: text(kind), output: output)
        case .pvModule(let array, let catalogId, let power, let series, let parallel):
            let values: KeyValuePairs = [
                "power": partFigure(power.watts, "W"), "series": String(series), "parallel": String(parallel),
            ]
            guard let catalogId else { return named(array, tr("PV module {power} ({series}S{parallel}P)", values)) }
            return named(
                array,
                tr("PV module {power} ({series}S{parallel}P)", values)
                    + tr(", catalogue {id}", ["id": catalogId]))
        case .inverter(let name, let power, let surge):
            let continuous = partFigure(power.watts, "W")
            switch surge {
            case nil: return named(name, tr("{power} continuous", ["power": continuous]))
            case .power(let surge)?:
                return named(
                    name, tr("{power} continuous, {surge} surge", ["power": continuous, "surge": partFigure(surge.watts, "W")]))
            case .current(let surge)?:
                // A surge current in the language's word for one (de "Stoßstrom"), not its surge power's.
                return named(
                    name,
                    tr(
                        "{power} continuous, {current} surge current",
                        ["power": continuous, "current": partFigure(surge.amperes, "A")]))
            }
        default:
            return ""
        }
    }

    /// A line's unit after its quantity: `pc` or `pcs` as the language's plural rule says for
    /// `count` rounded to whole pieces (`1 Stk.`, `2 Stk.`; `1 st.`, `2 st.`), `m` for metres.
    public func text(_ unit: BillOfMaterials.Unit, count: Double) -> String {
        switch unit {
        case .piece: language.plural(count.rounded()) == .one ? tr("pc") : tr("pcs")
        case .meter: "m"
        }
    }

    /// A part's rating as a rule states it (`25 A`, full precision).
    private func partRating(_ rating: Current) -> String {
        partFigure(rating.amperes, "A")
    }

    /// A part's figure at full precision, written as the report writes numbers in the language
    /// (`2 000 W` in German, as the report's inverter table; `2000 W` in English).
    private func partFigure(_ value: Double, _ unit: String) -> String {
        language.number(Limits.format(value, "")) + " " + unit
    }

    /// A current a part is chosen for, to 2 decimals (`12.5 A`).
    private func partAmps(_ current: Current) -> String {
        language.number(NumberText.decimal(current.amperes, places: 2, rounding: .halfAwayFromZero)) + " A"
    }

    /// A polarised breaker's way round (the DC MCB): its + terminal to where a fault current comes
    /// from — the bus, or a DC-DC input run's source battery (rev34e F7b).
    private var polarityNote: String {
        tr(
            "; polarised: its + (line) terminal to the side a fault current comes from (the bus; on a DC-DC input run, "
                + "the source battery)")
    }
}
