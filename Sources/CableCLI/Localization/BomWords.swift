import CableCore
import CableText

/// A bill of materials line's item in the run's language. CableCore words items in English
/// (`6 mm² red`, `25 A ATO/ATC blade, for up to 12.5 A`, `ring terminal 6 mm², M8 stud`); each
/// item is rebuilt here from the line's typed fields (rating, current, stud, connections, family), and numbers take the language's decimal
/// sign. Names the user gave (a bank's, a charger's) are kept as written. English is the item.
enum BomWords {
    static func item(_ line: BillOfMaterials.Line) -> String {
        let language = Language.current
        guard language != .en else { return line.item }
        switch line.category {
        case .cable, .ringTerminal, .heatShrink: return wiring(line) ?? line.item
        case .fuse, .fuseBlock, .fuseHolder: return protection(line) ?? line.item
        case .batterySwitch, .busBar: return distribution(line) ?? line.item
        case .inverter:
            return words(line.item) { details in
                var text = language.decimalsIn(details)
                text = text.replacing(" continuous", with: " " + tr("continuous"))
                return text.replacing(" surge", with: " " + tr("surge"))
            }
        case .battery, .charger:
            return words(line.item) { language.decimalsIn($0) }
        }
    }

    /// Cable, ring terminals and heat-shrink; nil when the line lacks the fields to word it.
    private static func wiring(_ line: BillOfMaterials.Line) -> String? {
        let language = Language.current
        switch line.category {
        case .cable:
            guard let size = line.conductor else { break }
            let label = language.decimalsIn(size.label)
            switch line.colour {
            case "red": return tr("{size} red", ["size": label])
            case "black": return tr("{size} black", ["size": label])
            default: break
            }
        case .ringTerminal:
            guard let size = line.conductor else { break }
            let label = language.decimalsIn(size.label)
            guard let stud = line.stud else { return tr("ring terminal {size}, stud size not given", ["size": label]) }
            return tr("ring terminal {size}, {stud} stud", ["size": label, "stud": stud.label])
        case .heatShrink:
            guard let size = line.conductor else { break }
            return tr("heat-shrink for {size}, one per ring terminal", ["size": language.decimalsIn(size.label)])
        default: break
        }
        return nil
    }

    /// Fuses, fuse blocks and holders; nil when the line lacks the fields to word it.
    private static func protection(_ line: BillOfMaterials.Line) -> String? {
        if line.detail == BillOfMaterials.stringFuseDetail, let rating = line.rating, let current = line.current {
            let values: KeyValuePairs = ["rating": ratingText(rating), "current": amps(current)]
            return line.category == .fuse
                ? tr("{rating} gPV string fuse, 10 × 38 mm, 1000 V DC, for up to {current}", values)
                : tr("PV fuse holder for 10 × 38 mm gPV fuses, 1000 V DC, {rating} string fuse, for up to {current}", values)
        }
        switch line.category {
        case .fuse:
            guard let rating = line.rating, let current = line.current else { break }
            guard let family = line.family else {
                return tr(
                    "{rating} fuse (no family makes it for this conductor), for up to {current}",
                    ["rating": ratingText(rating), "current": amps(current)])
            }
            return tr(
                "{rating} {family}, for up to {current}",
                ["rating": ratingText(rating), "family": CoreWords.fuseFamily(family), "current": amps(current)])
        case .fuseBlock:
            // Blocks hold blade fuses only (FuseHolder.blocks).
            guard line.family == .blade, let ways = line.connections, let used = line.used, let stud = line.stud,
                let current = line.current
            else { break }
            return tr(
                "ATO/ATC blade fuse block, {ways} ways ({used} used), {stud} screws, carries {current}",
                ["ways": String(ways), "used": String(used), "stud": stud.label, "current": amps(current)])
        case .fuseHolder:
            guard let current = line.current else { break }
            return holder(line, current: current) ?? line.item
        default: break
        }
        return nil
    }

    /// Battery switches and bus bars; nil when the line lacks the fields to word it.
    private static func distribution(_ line: BillOfMaterials.Line) -> String? {
        let language = Language.current
        switch line.category {
        case .batterySwitch:
            guard let current = line.current, let voltage = line.voltage else { break }
            guard let rating = line.rating, let stud = line.stud, let series = line.detail else {
                return tr(
                    "battery switch for {current} continuous at {voltage} DC (none in cable's list)",
                    [
                        "current": amps(current),
                        "voltage": language.number(NumberText.decimal(voltage.volts, places: 2, rounding: .halfAwayFromZero))
                            + " V",
                    ])
            }
            return tr(
                "battery switch, {rating} continuous, {voltage} DC, {stud} studs ({series}), main feed {current}",
                [
                    "rating": ratingText(rating), "voltage": language.decimalsIn(Limits.format(voltage.volts, "V")),
                    "stud": stud.label, "series": series, "current": amps(current),
                ])
        case .busBar:
            guard let current = line.current, let connections = line.connections else { break }
            let size =
                line.rating.map(ratingText)
                ?? tr("for {current} (above cable's 600 A list)", ["current": amps(current)])
            let count =
                connections == 1 ? tr("1 connection") : tr("{count} connections", ["count": String(connections)])
            let values: KeyValuePairs = ["rating": size, "connections": count, "current": amps(current)]
            switch line.detail {
            case "positive": return tr("positive bus bar, {rating}, {connections}, main feed {current}", values)
            case "negative": return tr("negative bus bar, {rating}, {connections}, main feed {current}", values)
            case "panel positive":
                return words(line.item) { _ in " " + tr("positive bus bar, {rating}, {connections}, feeder {current}", values) }
            case "panel negative":
                return words(line.item) { _ in " " + tr("negative bus bar, {rating}, {connections}, feeder {current}", values) }
            default: break
            }
        default: break
        }
        return nil
    }

    /// A holder: for a family's fuse, or for a rating no family makes; with its studs when known.
    private static func holder(_ line: BillOfMaterials.Line, current: Current) -> String? {
        let name: String
        switch line.family {
        case .blade: name = tr("ATO/ATC blade in-line holder")
        case let family?: name = tr("{family} fuse holder", ["family": CoreWords.fuseFamily(family)])
        case nil:
            guard let rating = line.rating else { return nil }
            name = tr("holder for a {rating} fuse (no family makes it for this conductor)", ["rating": ratingText(rating)])
        }
        guard let stud = line.stud else {
            return tr("{holder}, for up to {current}", ["holder": name, "current": amps(current)])
        }
        return tr(
            "{holder}, {stud} studs, for up to {current}", ["holder": name, "stud": stud.label, "current": amps(current)])
    }

    /// A part's rating as CableCore writes it (`25 A`), with the language's decimal sign.
    private static func ratingText(_ rating: Current) -> String {
        Language.current.decimalsIn(Limits.format(rating.amperes, "A"))
    }

    /// A current to 2 decimals, as CableCore writes it, in the run's language.
    private static func amps(_ current: Current) -> String {
        Language.current.number(NumberText.decimal(current.amperes, places: 2, rounding: .halfAwayFromZero)) + " A"
    }

    /// `name: details` with `translate` applied to the details only (the name is the user's).
    private static func words(_ item: String, _ translate: (String) -> String) -> String {
        guard let colon = item.lastIndex(of: ":") else { return translate(item) }
        return String(item[...colon]) + translate(String(item[item.index(after: colon)...]))
    }
}
