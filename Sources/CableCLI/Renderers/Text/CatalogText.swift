import CableCore

/// `cable catalog` for people: the list of entries, and one entry in full.
enum CatalogText {
    static let header = ["ID", "Name", "Kind", "Figures"]

    static func list(_ listings: [DeviceCatalog.Listing]) -> String {
        var output = ""
        var category: CatalogCategory?
        var rows: [[String]] = []
        func flush() {
            guard let category, !rows.isEmpty else { return }
            output += (output.isEmpty ? "" : "\n") + category.displayName + "\n"
            output += TextLayout.table(header: header, rows: rows, rightAligned: [])
            rows = []
        }
        for listing in listings {
            if listing.entry.category != category {
                flush()
                category = listing.entry.category
            }
            let entry = listing.entry
            rows.append([entry.id + (listing.origin == nil ? "" : " *"), entry.name, entry.kind.rawValue, figures(entry)])
        }
        flush()
        if listings.contains(where: { $0.origin != nil }) {
            output += "\n* from your catalogue ('cable catalog show ID' says which)\n"
        }
        output +=
            "\n\(listings.count) \(listings.count == 1 ? "entry" : "entries"); 'cable catalog show ID' gives the figures and their source.\n"
        return output
    }

    /// The main figures in a few words: `45 W, 35 % duty` or `30 A out` or `2000 W, surge 4000 W`.
    static func figures(_ entry: CatalogEntry) -> String {
        var parts: [String] = []
        switch entry.kind {
        case .load:
            parts.append(
                [entry.power.map(Display.watts), entry.current.map(Display.amps)].compactMap { $0 }.joined(separator: " / "))
            if let duty = entry.dutyCycle { parts.append("\(Display.number(duty * 100, decimals: 0)) % duty") }
            if let hours = entry.hoursPerDay { parts.append("\(Display.number(hours)) h/day") }
        case .charger:
            parts.append("\(entry.outputCurrent.map(Display.amps) ?? "-") out")
        case .inverter:
            parts.append(entry.power.map(Display.watts) ?? "-")
            if let surge = entry.surgePower { parts.append("surge \(Display.watts(surge))") }
        }
        parts.append(voltages(entry))
        return parts.joined(separator: ", ")
    }

    static func voltages(_ entry: CatalogEntry) -> String {
        entry.voltages.map { Display.number($0.volts) }.joined(separator: "/") + " V" + (entry.isAC ? " AC" : "")
    }

    static func show(_ listing: DeviceCatalog.Listing) -> String {
        let entry = listing.entry
        var rows: [(String, String)] = [("Name", entry.name)]
        for language in CatalogVocabulary.languages {
            if let name = entry.names[language] { rows.append(("Name (\(language))", name)) }
        }
        rows.append(("Kind", entry.kind.rawValue + (entry.chargerKind.map { " (\($0.rawValue))" } ?? "")))
        rows.append(("Category", entry.category.displayName))
        if !entry.tags.isEmpty { rows.append(("Tags", entry.tags.joined(separator: ", "))) }
        rows.append(
            ("Voltage", entry.voltages.map(Display.volts).joined(separator: ", ") + (entry.isAC ? " AC (on an inverter)" : "")))
        let powerLabel = entry.kind == .inverter ? "Continuous" : entry.kind == .charger ? "Output power" : "Power"
        if let power = entry.power { rows.append((powerLabel, Display.watts(power))) }
        if let current = entry.current {
            rows.append(("Current", "\(Display.amps(current)) at \(Display.volts(entry.voltages[0]))"))
        }
        if let output = entry.outputCurrent { rows.append(("Output", Display.amps(output))) }
        if let surge = entry.surgePower { rows.append(("Surge", Display.watts(surge))) }
        if let surge = entry.surgeCurrent {
            rows.append(("Surge current", "\(Display.amps(surge)) at \(Display.volts(entry.voltages[0]))"))
        }
        if let idle = entry.idlePower { rows.append(("No-load power", Display.watts(idle))) }
        if let efficiency = entry.efficiency { rows.append(("Efficiency", Display.percent(efficiency * 100))) }
        if let duty = entry.dutyCycle {
            rows.append(("Duty", "\(Display.number(duty * 100, decimals: 0)) % (\(Display.number(duty * 24)) h/day)"))
        } else if let hours = entry.hoursPerDay {
            rows.append(("Use", "\(Display.number(hours)) h/day"))
        }
        rows.append(("Source", entry.source))
        let origin: String
        switch (listing.origin, listing.replacesBuiltIn) {
        case (nil, _): origin = "built-in"
        case (let path?, true): origin = "\(path) (replaces the built-in entry)"
        case (let path?, false): origin = path
        }
        rows.append(("From", origin))
        return "\(entry.id)\n" + TextLayout.keyValues(rows) + "\nAdd it: \(addCommand(entry))\n"
    }

    /// The command that adds the entry to a system file.
    static func addCommand(_ entry: CatalogEntry) -> String {
        let placeholder = EchoedText.escaped(entry.name).contains("\"") ? "Name" : entry.name
        var command = "cable add \(entry.kind.rawValue) FILE --from \(entry.id) --name \"\(placeholder)\""
        if entry.isAC { command += " --inverter NAME" } else { command += " --length <length>" }
        return command
    }
}
