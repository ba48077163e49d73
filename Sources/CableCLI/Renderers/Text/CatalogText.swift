import CableCore
import CableText

/// `cable catalog` for people: the list of entries, and one entry in full.
enum CatalogText {
    static var header: [String] { ["ID", tr("Name"), tr("Kind"), tr("Figures")] }

    /// The entries by category; fitted to `width` columns when given (a terminal's): the name
    /// and figures wrap, then the kind and then the figures are left out.
    static func list(_ listings: [DeviceCatalog.Listing], width: Int? = nil) -> String {
        var output = ""
        var category: CatalogCategory?
        var rows: [[String]] = []
        func flush() {
            guard let category, !rows.isEmpty else { return }
            output += (output.isEmpty ? "" : "\n") + CoreWords.catalogCategory(category) + "\n"
            output += TextLayout.table(
                header: header, rows: rows, rightAligned: [], width: width,
                fit: TextLayout.Fit(wrapping: [1, 3], dropOrder: [2, 3]))
            rows = []
        }
        for listing in listings {
            if listing.entry.category != category {
                flush()
                category = listing.entry.category
            }
            let entry = listing.entry
            rows.append([
                entry.id + (listing.origin == nil ? "" : " *"), entry.name(in: Language.current.rawValue),
                CoreWords.catalogKind(entry.kind), figures(entry),
            ])
        }
        flush()
        if listings.contains(where: { $0.origin != nil }) {
            output +=
                "\n" + TextLayout.wrappedLines(tr("* from your catalogue ('cable catalog show ID' says which)"), width: width)
                + "\n"
        }
        let count =
            listings.count == 1
            ? tr("1 entry; 'cable catalog show ID' gives the figures and their source.")
            : tr(
                "{count} entries; 'cable catalog show ID' gives the figures and their source.",
                ["count": String(listings.count)])
        output += "\n" + TextLayout.wrappedLines(count, width: width) + "\n"
        return output
    }

    /// The main figures in a few words: `45 W, 35 % duty` or `30 A out` or `2000 W, surge 4000 W`.
    static func figures(_ entry: CatalogEntry) -> String {
        var parts: [String] = []
        switch entry.kind {
        case .load:
            parts.append(
                [entry.power.map(Display.watts), entry.current.map(Display.amps)].compactMap { $0 }.joined(separator: " / "))
            if let duty = entry.dutyCycle {
                parts.append(tr("{percent} % duty", ["percent": Display.number(duty * 100, decimals: 0)]))
            }
            if let hours = entry.hoursPerDay { parts.append(tr("{hours} h/day", ["hours": Display.number(hours)])) }
        case .charger:
            parts.append(tr("{current} out", ["current": entry.outputCurrent.map(Display.amps) ?? "-"]))
        case .inverter:
            parts.append(entry.power.map(Display.watts) ?? "-")
            if let surge = entry.surgePower { parts.append(tr("surge {power}", ["power": Display.watts(surge)])) }
        case .module:
            if let module = entry.module {
                parts.append(Display.watts(module.power))
                parts.append("Voc " + Display.volts(module.voc))
                parts.append("Isc " + Display.amps(module.isc))
            }
            if entry.voltages.isEmpty { return parts.joined(separator: ", ") }
        }
        parts.append(voltages(entry))
        return parts.joined(separator: ", ")
    }

    static func voltages(_ entry: CatalogEntry) -> String {
        entry.voltages.map { Display.number($0.volts) }.joined(separator: "/") + " V" + (entry.isAC ? " AC" : "")
    }

    /// One entry in full; its values wrapped to `width` columns when given (a terminal's).
    static func show(_ listing: DeviceCatalog.Listing, width: Int? = nil) -> String {
        let entry = listing.entry
        var rows: [(String, String)] = [(tr("Name"), entry.name)]
        for language in CatalogVocabulary.languages {
            if let name = entry.names[language] { rows.append((tr("Name ({language})", ["language": language]), name)) }
        }
        rows.append((tr("Kind"), CoreWords.catalogKind(entry.kind) + (entry.chargerKind.map { " (\($0.rawValue))" } ?? "")))
        rows.append((tr("Category"), CoreWords.catalogCategory(entry.category)))
        if !entry.tags.isEmpty { rows.append((tr("Tags"), entry.tags.joined(separator: ", "))) }
        // A PV module may name no bus voltage.
        if !entry.voltages.isEmpty {
            rows.append(
                (
                    tr("Voltage"),
                    entry.voltages.map(Display.volts).joined(separator: ", ")
                        + (entry.isAC ? " " + tr("AC (on an inverter)") : "")
                ))
        }
        rows += electricalRows(entry)
        if let duty = entry.dutyCycle {
            rows.append(
                (
                    tr("Duty"),
                    tr(
                        "{percent} % ({hours} h/day)",
                        ["percent": Display.number(duty * 100, decimals: 0), "hours": Display.number(duty * 24)])
                ))
        } else if let hours = entry.hoursPerDay {
            rows.append((tr("Use"), tr("{hours} h/day", ["hours": Display.number(hours)])))
        }
        rows.append((tr("Source"), entry.source))
        rows.append((tr("From"), origin(of: listing)))
        return "\(entry.id)\n" + TextLayout.keyValues(rows, width: width) + "\n"
            + TextLayout.wrappedLines(tr("Add it: {command}", ["command": addCommand(entry)]), width: width)
            + "\n"
    }

    /// An entry's electrical figures: power, current, charger output and PV input, a module's
    /// figures, surge, no-load power and efficiency, each when the entry gives it.
    private static func electricalRows(_ entry: CatalogEntry) -> [(String, String)] {
        var rows: [(String, String)] = []
        let powerLabel = entry.kind == .inverter ? tr("Continuous") : entry.kind == .charger ? tr("Output power") : tr("Power")
        if let power = entry.power { rows.append((powerLabel, Display.watts(power))) }
        if let current = entry.current {
            rows.append(
                (
                    tr("Current"),
                    tr("{current} at {voltage}", ["current": Display.amps(current), "voltage": Display.volts(entry.voltages[0])])
                ))
        }
        if let output = entry.outputCurrent { rows.append((tr("Output"), Display.amps(output))) }
        if let limit = entry.maxInputVoltage {
            rows.append(
                (
                    tr("PV input"),
                    tr("Voc ≤ {voltage}", ["voltage": Display.volts(limit)])
                        + (entry.maxInputCurrent.map { ", " + tr("Isc ≤ {current}", ["current": Display.amps($0)]) } ?? "")
                ))
        }
        if let module = entry.module { rows += moduleRows(module) }
        if let surge = entry.surgePower { rows.append((tr("Surge"), Display.watts(surge))) }
        if let surge = entry.surgeCurrent {
            rows.append(
                (
                    tr("Surge current"),
                    tr("{current} at {voltage}", ["current": Display.amps(surge), "voltage": Display.volts(entry.voltages[0])])
                ))
        }
        if let idle = entry.idlePower { rows.append((tr("No-load power"), Display.watts(idle))) }
        if let efficiency = entry.efficiency { rows.append((tr("Efficiency"), Display.percent(efficiency * 100))) }
        return rows
    }

    /// A PV module's STC figures: Voc and Isc, the maximum-power point, Voc's temperature
    /// coefficient and the maximum series fuse.
    static func moduleRows(_ module: PVModule) -> [(String, String)] {
        var rows: [(String, String)] = [
            (tr("Open circuit"), "Voc " + Display.volts(module.voc) + ", Isc " + Display.amps(module.isc)),
            (tr("Maximum power"), "Vmp " + Display.volts(module.vmp) + ", Imp " + Display.amps(module.imp)),
            (
                tr("Voc coefficient"),
                tr("{coefficient} %/K", ["coefficient": Display.number(module.vocTempCoefficient, decimals: 3)])
            ),
        ]
        if let fuse = module.maxSeriesFuse { rows.append((tr("Maximum series fuse"), Display.amps(fuse))) }
        return rows
    }

    /// Where an entry comes from: built in, or the catalogue file that adds or replaces it.
    static func origin(of listing: DeviceCatalog.Listing) -> String {
        switch (listing.origin, listing.replacesBuiltIn) {
        case (nil, _): tr("built-in")
        case (let path?, true): tr("{path} (replaces the built-in entry)", ["path": path])
        case (let path?, false): path
        }
    }

    /// The command that adds the entry to a system file.
    static func addCommand(_ entry: CatalogEntry) -> String {
        let placeholder = EchoedText.escaped(entry.name).contains("\"") ? "Name" : entry.name
        guard entry.kind != .module else {
            return "cable add array FILE --from \(entry.id) --name \"\(placeholder)\" --charger NAME --series <count> "
                + "--parallel <count> --length <length>"
        }
        var command = "cable add \(entry.kind.rawValue) FILE --from \(entry.id) --name \"\(placeholder)\""
        if entry.isAC { command += " --inverter NAME" } else { command += " --length <length>" }
        return command
    }
}
