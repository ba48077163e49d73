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
        json.member("dutyCycle", entry.dutyCycle)
        json.member("efficiency", entry.efficiency)
        json.member("hoursPerDay", entry.hoursPerDay)
        json.member("id", entry.id)
        json.member("idlePowerWatts", entry.idlePower?.watts)
        json.member("kind", entry.kind.rawValue)
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
