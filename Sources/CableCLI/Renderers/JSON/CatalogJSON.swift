import CableCore

/// `cable catalog list|search --json`: `{entries: [entry], schemaVersion}`.
struct CatalogJSON: JSONDocument {
    let listings: [DeviceCatalog.Listing]

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("entries")
        json.beginArray()
        for listing in listings { CatalogEntryJSON.write(listing, to: &json) }
        json.endArray()
        json.schemaVersion()
        json.endObject()
    }
}

/// `cable catalog show ID --json`: `{entry, schemaVersion}`. An entry has every key, null when
/// it does not apply; figures in SI units named in the key.
struct CatalogEntryJSON: JSONDocument {
    let listing: DeviceCatalog.Listing

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("entry")
        Self.write(listing, to: &json)
        json.schemaVersion()
        json.endObject()
    }

    static func write(_ listing: DeviceCatalog.Listing, to json: inout JSONWriter) {
        let entry = listing.entry
        json.beginObject()
        json.member("ac", entry.isAC)
        json.member("category", entry.category.rawValue)
        json.member("chargerKind", entry.chargerKind?.rawValue)
        json.member("currentAmperes", entry.current?.amperes)
        json.member("cutoffVoltageVolts", entry.cutoffVoltage?.volts)
        json.member("dutyCycle", entry.dutyCycle)
        json.member("efficiency", entry.efficiency)
        json.member("hoursPerDay", entry.hoursPerDay)
        json.member("id", entry.id)
        json.member("idlePowerWatts", entry.idlePower?.watts)
        json.member("kind", entry.kind.rawValue)
        json.key("module")
        json.optional(entry.module) { json, module in
            json.beginObject()
            json.member("impAmperes", module.imp.amperes)
            json.member("iscAmperes", module.isc.amperes)
            json.member("maxSeriesFuseAmperes", module.maxSeriesFuse?.amperes)
            json.member("powerWatts", module.power.watts)
            json.member("vmpVolts", module.vmp.volts)
            json.member("vocTempCoefficientPercentPerKelvin", module.vocTempCoefficient)
            json.member("vocVolts", module.voc.volts)
            json.endObject()
        }
        json.member("name", entry.name)
        json.key("names")
        json.beginObject()
        for language in entry.names.keys.sorted() {
            json.key(escaping: language)
            json.string(entry.names[language] ?? "")
        }
        json.endObject()
        json.member("origin", listing.origin)
        json.member("outputCurrentAmperes", entry.outputCurrent?.amperes)
        json.member("powerWatts", entry.power?.watts)
        json.member("replacesBuiltIn", listing.replacesBuiltIn)
        json.member("source", entry.source)
        json.member("surgeCurrentAmperes", entry.surgeCurrent?.amperes)
        json.member("surgePowerWatts", entry.surgePower?.watts)
        json.member("surgeSeconds", entry.surgeSeconds)
        json.key("tags")
        json.strings(entry.tags)
        json.member("typicalHoursPerDay", entry.typicalHoursPerDay)
        json.key("voltagesVolts")
        json.beginArray()
        for voltage in entry.voltages { json.number(voltage.volts) }
        json.endArray()
        json.endObject()
    }
}

extension CatalogEntryJSON {
    static let entryShape = JSONObjectShape(
        name: "entry", "A catalogue entry; every key present, null when it does not apply; figures in SI units.",
        [
            .init("ac", .boolean, "Whether the device runs on AC (through an inverter)."),
            .init("category", .cases(of: CatalogCategory.self), "The entry's category."),
            .init("chargerKind", .cases(of: Charger.Kind.self), "A charger's kind; else null.", nullable: true),
            .init("currentAmperes", .number(unit: "A"), "The device's current; null when given as power.", nullable: true),
            .init(
                "cutoffVoltageVolts", .number(unit: "V"),
                "An inverter's low-battery shutdown voltage from its source, or null (the default, 77.5 % of nominal, applies).",
                nullable: true),
            .init("dutyCycle", .number(unit: "1"), "The fraction of the time the device runs, or null.", nullable: true),
            .init("efficiency", .number(unit: "1"), "An inverter's efficiency, or null.", nullable: true),
            .init("hoursPerDay", .number(unit: "h"), "Hours a day in use, or null.", nullable: true),
            .init("id", .string, "The entry's id (cable add --from ID)."),
            .init("idlePowerWatts", .number(unit: "W"), "An inverter's idle power, or null.", nullable: true),
            .init("kind", .cases(of: CatalogEntry.Kind.self), "What the entry adds to a system file."),
            .init("module", .object(moduleShape), "A PV module's data-sheet figures at STC; else null.", nullable: true),
            .init("name", .string, "The entry's English name."),
            .init("names", .stringMap, "The entry's name by language code."),
            .init("origin", .string, "The user catalogue the entry is from; null if built in.", nullable: true),
            .init("outputCurrentAmperes", .number(unit: "A"), "A charger's output current, or null.", nullable: true),
            .init("powerWatts", .number(unit: "W"), "The device's power, or null.", nullable: true),
            .init("replacesBuiltIn", .boolean, "Whether a user entry replaces a built-in one of the same id."),
            .init("source", .string, "Where the figures come from."),
            .init("surgeCurrentAmperes", .number(unit: "A"), "The surge current, or null.", nullable: true),
            .init("surgePowerWatts", .number(unit: "W"), "The surge power, or null.", nullable: true),
            .init("surgeSeconds", .number(unit: "s"), "How long the surge lasts, or null.", nullable: true),
            .init("tags", .array(.string), "Search tags."),
            .init(
                "typicalHoursPerDay", .number(unit: "h"), "Hours a day in use, from hoursPerDay or the duty cycle; or null.",
                nullable: true),
            .init("voltagesVolts", .array(.number(unit: "V")), "The system voltages the device is made for."),
        ])

    static let moduleShape = JSONObjectShape(
        name: "module", "A PV module's data-sheet figures at STC (an array's module).",
        [
            .init("impAmperes", .number(unit: "A"), "Maximum-power current."),
            .init("iscAmperes", .number(unit: "A"), "Short-circuit current."),
            .init("maxSeriesFuseAmperes", .number(unit: "A"), "Maximum series fuse rating, or null.", nullable: true),
            .init("powerWatts", .number(unit: "W"), "Rated power."),
            .init("vmpVolts", .number(unit: "V"), "Maximum-power voltage."),
            .init("vocTempCoefficientPercentPerKelvin", .number(unit: "%/K"), "Temperature coefficient of Voc."),
            .init("vocVolts", .number(unit: "V"), "Open-circuit voltage."),
        ])

    static let shape = JSONDocumentShape(
        kind: "catalog-show", title: "cable catalog show ID --json", producedBy: "cable catalog show ID --json",
        description: "One catalogue entry.",
        variants: [JSONObjectShape("One entry.", [.init("entry", .object(entryShape), "The entry."), .schemaVersion])])
}

extension CatalogJSON {
    static let shape = JSONDocumentShape(
        kind: "catalog-list", title: "cable catalog list|search --json", producedBy: "cable catalog list|search … --json",
        description: "The catalogue entries listed or found.",
        variants: [
            JSONObjectShape(
                "The entries.",
                [.init("entries", .array(.object(CatalogEntryJSON.entryShape)), "The entries, in order."), .schemaVersion])
        ])
}
