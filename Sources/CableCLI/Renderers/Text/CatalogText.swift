import CableCore
import CableText

/// `cable catalog` for people: the list of entries, and one entry in full.
enum CatalogText {
    static func header(in language: Language) -> [String] {
        ["ID", language.tr("Name"), language.tr("Kind"), language.tr("Figures")]
    }

    /// The entries by category; fitted to `width` columns when given (a terminal's): the name
    /// and figures wrap, then the kind and then the figures are left out.
    static func list(_ listings: [DeviceCatalog.Listing], width: Int? = nil, in language: Language) -> String {
        var output = ""
        var category: CatalogCategory?
        var rows: [[String]] = []
        func flush() {
            guard let category, !rows.isEmpty else { return }
            output += (output.isEmpty ? "" : "\n") + CoreWords.catalogCategory(category, in: language) + "\n"
            output += TextLayout.table(
                header: header(in: language), rows: rows, rightAligned: [], width: width,
                fit: TextLayout.Fit(wrapping: [1, 3], dropOrder: [2, 3]), in: language)
            rows = []
        }
        for listing in listings {
            if listing.entry.category != category {
                flush()
                category = listing.entry.category
            }
            let entry = listing.entry
            rows.append([
                entry.id + (listing.origin == nil ? "" : " *"), entry.name(in: language.rawValue),
                CoreWords.catalogKind(entry.kind, in: language), figures(entry, in: language),
            ])
        }
        flush()
        if listings.contains(where: { $0.origin != nil }) {
            output +=
                "\n"
                + TextLayout.wrappedLines(language.tr("* from your catalogue ('cable catalog show ID' says which)"), width: width)
                + "\n"
        }
        let count =
            listings.count == 1
            ? language.tr("1 entry; 'cable catalog show ID' gives the figures and their source.")
            : language.tr(
                "{count} entries; 'cable catalog show ID' gives the figures and their source.",
                ["count": String(listings.count)])
        output += "\n" + TextLayout.wrappedLines(count, width: width) + "\n"
        return output
    }

    /// The main figures in a few words: `45 W, 35 % duty` or `30 A out` or `2000 W, surge 4000 W`.
    static func figures(_ entry: CatalogEntry, in language: Language) -> String {
        var parts: [String] = []
        switch entry.kind {
        case .load:
            parts.append(
                [entry.power.map { Display.watts($0, in: language) }, entry.current.map { Display.amps($0, in: language) }]
                    .compactMap { $0 }.joined(separator: " / "))
            if let duty = entry.dutyCycle {
                parts.append(language.tr("{percent} % duty", ["percent": Display.number(duty * 100, decimals: 0, in: language)]))
            }
            if let hours = entry.hoursPerDay {
                parts.append(language.tr("{hours} h/day", ["hours": Display.number(hours, in: language)]))
            }
        case .charger:
            parts.append(
                language.tr("{current} out", ["current": entry.outputCurrent.map { Display.amps($0, in: language) } ?? "-"]))
        case .inverter:
            parts.append(entry.power.map { Display.watts($0, in: language) } ?? "-")
            if let surge = entry.surgePower {
                parts.append(language.tr("surge {power}", ["power": Display.watts(surge, in: language)]))
            }
        case .module:
            if let module = entry.module {
                parts.append(Display.watts(module.power, in: language))
                parts.append("Voc " + Display.volts(module.voc, in: language))
                parts.append("Isc " + Display.amps(module.isc, in: language))
            }
            if entry.voltages.isEmpty { return parts.joined(separator: ", ") }
        }
        parts.append(voltages(entry, in: language))
        return parts.joined(separator: ", ")
    }

    static func voltages(_ entry: CatalogEntry, in language: Language) -> String {
        let volts = entry.voltages.map { Display.number($0.volts, in: language) }.joined(separator: "/") + " V"
        return entry.isAC ? language.tr("{value} AC", ["value": volts]) : volts
    }

    /// One entry in full; its values wrapped to `width` columns when given (a terminal's).
    static func show(_ listing: DeviceCatalog.Listing, width: Int? = nil, in language: Language) -> String {
        let entry = listing.entry
        var rows: [(String, String)] = [(language.tr("Name"), entry.name)]
        for code in CatalogVocabulary.languages {
            if let name = entry.names[code] { rows.append((language.tr("Name ({language})", ["language": code]), name)) }
        }
        rows.append(
            (
                language.tr("Kind"),
                CoreWords.catalogKind(entry.kind, in: language) + (entry.chargerKind.map { " (\($0.rawValue))" } ?? "")
            ))
        rows.append((language.tr("Category"), CoreWords.catalogCategory(entry.category, in: language)))
        if !entry.tags.isEmpty { rows.append((language.tr("Tags"), entry.tags.joined(separator: ", "))) }
        // A PV module may name no bus voltage.
        if !entry.voltages.isEmpty {
            rows.append(
                (
                    language.tr("Voltage"),
                    entry.voltages.map { Display.volts($0, in: language) }.joined(separator: ", ")
                        + (entry.isAC ? " " + language.tr("AC (on an inverter)") : "")
                ))
        }
        rows += electricalRows(entry, in: language)
        if let duty = entry.dutyCycle {
            rows.append(
                (
                    language.tr("Duty"),
                    language.tr(
                        "{percent} % ({hours} h/day)",
                        [
                            "percent": Display.number(duty * 100, decimals: 0, in: language),
                            "hours": Display.number(duty * 24, in: language),
                        ])
                ))
        } else if let hours = entry.hoursPerDay {
            rows.append((language.tr("Use"), language.tr("{hours} h/day", ["hours": Display.number(hours, in: language)])))
        }
        rows.append((language.tr("Source"), entry.source))
        rows.append((language.tr("From"), origin(of: listing, in: language)))
        return "\(entry.id)\n" + TextLayout.keyValues(rows, width: width) + "\n"
            + TextLayout.wrappedLines(language.tr("Add it: {command}", ["command": addCommand(entry)]), width: width)
            + "\n"
    }

    /// An entry's electrical figures: power, current, charger output and PV input, a module's
    /// figures, surge, no-load power and efficiency, each when the entry gives it.
    private static func electricalRows(_ entry: CatalogEntry, in language: Language) -> [(String, String)] {
        var rows: [(String, String)] = []
        let powerLabel =
            entry.kind == .inverter
            ? language.tr("Continuous") : entry.kind == .charger ? language.tr("Output power") : language.tr("Power")
        if let power = entry.power { rows.append((powerLabel, Display.watts(power, in: language))) }
        if let current = entry.current {
            rows.append(
                (
                    language.tr("Current"),
                    language.tr(
                        "{current} at {voltage}",
                        [
                            "current": Display.amps(current, in: language),
                            "voltage": Display.volts(entry.voltages[0], in: language),
                        ])
                ))
        }
        if let output = entry.outputCurrent { rows.append((language.tr("Output"), Display.amps(output, in: language))) }
        if let limit = entry.maxInputVoltage {
            rows.append(
                (
                    language.tr("PV input"),
                    language.tr("Voc ≤ {voltage}", ["voltage": Display.volts(limit, in: language)])
                        + (entry.maxInputCurrent.map {
                            ", " + language.tr("Isc ≤ {current}", ["current": Display.amps($0, in: language)])
                        } ?? "")
                ))
        }
        if entry.hasUnmodelledSolarInput { rows.append(unmodelledSolarInputRow(in: language)) }
        if let module = entry.module { rows += moduleRows(module, in: language) }
        rows += surgeRows(entry, in: language)
        if let idle = entry.idlePower { rows.append((language.tr("No-load power"), Display.watts(idle, in: language))) }
        if entry.kind == .inverter {
            // The entry's sourced shutdown voltage, else the default `add inverter --from` leaves to the report.
            let cutoff =
                entry.cutoffVoltage.map { Display.volts($0, in: language) }
                ?? language.tr(
                    "not given: the default applies ({percent} of nominal)",
                    ["percent": Display.percent(Inverter.defaultCutoffFraction * 100, in: language)])
            rows.append((language.tr("Cut-off"), cutoff))
        }
        if let efficiency = entry.efficiency {
            rows.append((language.tr("Efficiency"), Display.percent(efficiency * 100, in: language)))
        }
        return rows
    }

    /// The entry's surge, power or current, with its duration where the entry gives one (then it
    /// sets a fuse floor, rev34e F7d): a load's surge is its start (de "Anlauf"), as the report,
    /// the bill and the diagram call it; an inverter's is its peak.
    static func surgeRows(_ entry: CatalogEntry, in language: Language) -> [(String, String)] {
        let isLoad = entry.kind == .load
        var rows: [(String, String)] = []
        func timed(_ text: String) -> String {
            guard let seconds = entry.surgeSeconds else { return text }
            return language.tr(
                "{current} for {seconds} s", ["current": text, "seconds": Display.number(seconds, in: language)])
        }
        if let surge = entry.surgePower {
            rows.append(
                (isLoad ? language.tr("Start-up surge") : language.tr("Surge"), timed(Display.watts(surge, in: language))))
        }
        if let surge = entry.surgeCurrent {
            let current = language.tr(
                "{current} at {voltage}",
                ["current": Display.amps(surge, in: language), "voltage": Display.volts(entry.voltages[0], in: language)])
            rows.append((isLoad ? language.tr("Start-up surge") : language.tr("Surge current"), timed(current)))
        }
        return rows
    }

    /// A DC-DC charger entry with a solar input whose limits the catalogue lacks
    /// (``CatalogEntry/hasUnmodelledSolarInput``): an array can name the charger once the file
    /// gives them.
    private static func unmodelledSolarInputRow(in language: Language) -> (String, String) {
        (
            language.tr("PV input"),
            language.tr(
                "limits not in the catalogue: give them from the unit's data sheet (--max-input-voltage, "
                    + "--max-input-current or --max-input-power) and an array can name the charger")
        )
    }

    /// A PV module's STC figures: Voc and Isc, the maximum-power point, Voc's temperature
    /// coefficient and the maximum series fuse.
    static func moduleRows(_ module: PVModule, in language: Language) -> [(String, String)] {
        var rows: [(String, String)] = [
            (
                language.tr("Open circuit"),
                "Voc " + Display.volts(module.voc, in: language) + ", Isc " + Display.amps(module.isc, in: language)
            ),
            (
                language.tr("Maximum power"),
                "Vmp " + Display.volts(module.vmp, in: language) + ", Imp " + Display.amps(module.imp, in: language)
            ),
            (
                language.tr("Voc coefficient"),
                language.tr(
                    "{coefficient} %/K", ["coefficient": Display.number(module.vocTempCoefficient, decimals: 3, in: language)])
            ),
        ]
        if let fuse = module.maxSeriesFuse { rows.append((language.tr("Maximum series fuse"), Display.amps(fuse, in: language))) }
        return rows
    }

    /// Where an entry comes from: built in, or the catalogue file that adds or replaces it.
    static func origin(of listing: DeviceCatalog.Listing, in language: Language) -> String {
        switch (listing.origin, listing.replacesBuiltIn) {
        case (nil, _): language.tr("built-in")
        case (let path?, true): language.tr("{path} (replaces the built-in entry)", ["path": path])
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
