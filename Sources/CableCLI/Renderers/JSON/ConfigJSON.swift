import CableCore

/// `cable config list --json`: `{path, schemaVersion, settings: {catalog, criticalMaxDropPercent,
/// lang, maxDropPercent, standard, units}}`, every setting present (null when not set).
struct ConfigJSON: JSONDocument {
    let path: String?
    let preferences: Preferences

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.member("path", path)
        json.schemaVersion()
        json.key("settings")
        json.beginObject()
        json.key("catalog")
        json.optional(preferences.catalog) { json, paths in json.strings(paths) }
        json.member("criticalMaxDropPercent", preferences.criticalMaxDropPercent)
        json.member("lang", preferences.lang)
        json.member("maxDropPercent", preferences.maxDropPercent)
        json.member("standard", preferences.standard?.rawValue)
        json.member("units", preferences.units?.rawValue)
        json.endObject()
        json.endObject()
    }
}
