import CableCore
import CableText

/// `cable list` for people: one row per load, battery, charger, inverter, panel and PV array, as
/// the file gives them (`cable list KIND FILE`: those of one kind).
enum ListText {
    /// A load's demand as the file gives it: a current or a power.
    private static func demand(_ load: Circuit.Load, in language: Language) -> String {
        switch load {
        case .current(let current): Display.amps(current, in: language)
        case .power(let power): Display.watts(power, in: language)
        }
    }

    /// The table; fitted to `width` columns when given (a terminal's): the rating and use wrap,
    /// then the length is left out. With a `kind`, only that kind's rows (the same columns), or
    /// a line saying the file has none.
    static func render(_ system: ElectricalSystem, kind: EntityKind? = nil, display: Display, width: Int? = nil) -> String {
        let language = display.language
        let text = "\(system.name) — \(Display.volts(system.nominalVoltage, in: display.language))\n"
        let rows = (kind.map { [$0] } ?? EntityKind.allCases).flatMap { Self.rows(of: $0, in: system, display: display) }
        guard !rows.isEmpty else { return text + "\n" + none(of: kind, in: language) + "\n" }
        let header = [language.tr("Kind"), language.tr("Name"), language.tr("Rating"), language.tr("Length"), language.tr("Use")]
        return text + "\n"
            + TextLayout.table(
                header: header, rows: rows, rightAligned: [], width: width,
                fit: TextLayout.Fit(wrapping: [1, 2, 4], dropOrder: [3]), in: display.language)
    }

    /// The line in place of the table when there is nothing to list.
    private static func none(of kind: EntityKind?, in language: Language) -> String {
        switch kind {
        case nil: language.tr("(no loads, batteries, chargers, inverters, panels or PV arrays)")
        case .load: language.tr("(no loads)")
        case .battery: language.tr("(no batteries)")
        case .charger: language.tr("(no chargers)")
        case .inverter: language.tr("(no inverters)")
        case .panel: language.tr("(no panels)")
        case .array: language.tr("(no PV arrays)")
        }
    }

    /// The rows of the entities of `kind`, in file order.
    private static func rows(of kind: EntityKind, in system: ElectricalSystem, display: Display) -> [[String]] {
        let language = display.language
        switch kind {
        case .load:
            return system.loads.map { loadRow($0, display: display) }
        case .battery:
            return system.batteries.map { bank in
                [
                    language.tr("battery"), bank.name,
                    "\(bank.count) × \(Display.number(bank.capacityAh, in: display.language)) Ah \(Display.volts(bank.voltage, in: display.language)) \(CoreWords.chemistry(bank.chemistry, in: display.language))",
                    bank.length.map(display.length) ?? "-",
                    "\(bank.arrangement.series)S\(bank.arrangement.parallel)P"
                        + (bank.isOnHouseBus ? "" : ", " + language.tr("separate bus")),
                ]
            }
        case .charger:
            return system.chargers.map { charger in
                [
                    display.language.tr("charger"), charger.name,
                    "\(Words(language).text(charger.kind)) \(demand(charger.output, in: language))",
                    (charger.length.map(display.length) ?? "-")
                        + (charger.input.map { ", " + language.tr("input {length}", ["length": display.length($0.length)]) } ?? ""),
                    chargerUse(charger, in: system, display: display),
                ]
            }
        case .inverter:
            return system.inverters.map { inverter in
                [
                    language.tr("inverter"), inverter.name,
                    language.tr("{value} AC", ["value": Display.watts(inverter.power, in: display.language)])
                        + ", \(Display.number(inverter.effectiveEfficiency * 100, in: display.language)) %",
                    inverter.length.map(display.length) ?? "-",
                    inverter.givenSurge.map { givenSurge($0, seconds: inverter.surgeSeconds, in: language) } ?? "-",
                ]
            }
        case .panel:
            return system.panels.map { panel in
                [
                    language.tr("panel"), panel.name,
                    language.tr("fed from {feed}", ["feed": system.feedName(panel.feed) ?? "-"]), display.length(panel.length),
                    display.language.tr("diversity {share}", ["share": Display.number(panel.diversity, in: display.language)]),
                ]
            }
        case .array:
            return system.arrays.map { array in
                [
                    language.tr("PV array"), array.name,
                    language.tr(
                        "{series} in series × {parallel}", ["series": String(array.series), "parallel": String(array.parallel)])
                        + " × " + Display.watts(array.module.power, in: display.language),
                    display.length(array.length), language.tr("on {charger}", ["charger": array.charger]),
                ]
            }
        }
    }

    /// A charger's daily use: its hours a day, or, when PV arrays feed it, their names (the report
    /// counts their energy, power × peak-sun hours × derating, instead of hours).
    static func chargerUse(_ charger: Charger, in system: ElectricalSystem, display: Display) -> String {
        let arrays = system.arrays(on: charger)
        guard !arrays.isEmpty else {
            return display.language.tr("{hours} h/day", ["hours": Display.number(charger.hoursPerDay, in: display.language)])
        }
        return display.language.tr("from {arrays}", ["arrays": arrays.map(\.name).joined(separator: ", ")])
    }

    /// A surge as the file gives it — a current or a power, with its duration when given:
    /// "surge 12.5 A for 180 s", "surge 4000 W". A load's row and an inverter's show theirs so.
    /// A current and a power are worded apart: a surge current (de "Stoßstrom", nl
    /// "stootstroom") is not a surge power (de "Spitze", nl "piek").
    static func givenSurge(_ surge: Circuit.Load, seconds: Double?, in language: Language) -> String {
        let duration = seconds.map { Display.number($0, in: language) }
        switch surge {
        case .current(let current):
            let value = Display.amps(current, in: language)
            return duration.map { language.tr("surge {current} for {seconds} s", ["current": value, "seconds": $0]) }
                ?? language.tr("surge {value}", ["value": value])
        case .power(let power):
            let value = Display.watts(power, in: language)
            return duration.map { language.tr("surge {power} for {seconds} s", ["power": value, "seconds": $0]) }
                ?? language.tr("surge {power}", ["power": value])
        }
    }

    /// A load's row: its demand (× quantity, AC), run length and daily use, and its surge as the
    /// file gives it (one device's, with its duration when given), as an inverter's row shows its.
    static func loadRow(_ load: SystemLoad, display: Display) -> [String] {
        let language = display.language
        let surge = load.surge.map { ", " + givenSurge($0, seconds: load.surgeSeconds, in: language) }
        return [
            language.tr("load"), load.name,
            (load.quantity > 1 ? "\(load.quantity) × " : "")
                + (load.inverter == nil
                    ? demand(load.demand, in: language)
                    : language.tr("{value} AC", ["value": demand(load.demand, in: language)])),
            load.length.map(display.length) ?? "-",
            display.language.tr("{hours} h/day", ["hours": Display.number(load.hoursPerDay, in: display.language)])
                + (load.critical ? ", " + language.tr("critical") : "")
                + (load.inverter.map { ", " + language.tr("on {inverter}", ["inverter": $0.name]) } ?? "")
                + (surge ?? ""),
        ]
    }
}
