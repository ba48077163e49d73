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

extension ConfigJSON {
    static let shape = JSONDocumentShape(
        kind: "config", title: "cable config list --json", producedBy: "cable config list --json",
        description: "The preferences file and every setting.",
        variants: [
            JSONObjectShape(
                "The preferences.",
                [
                    .init("path", .string, "The preferences file; null when there is none.", nullable: true),
                    .schemaVersion,
                    .init(
                        "settings",
                        .object(
                            JSONObjectShape(
                                "Every setting, null when not set.",
                                [
                                    .init("catalog", .array(.string), "User catalogue files, or null.", nullable: true),
                                    .init(
                                        "criticalMaxDropPercent", .number(unit: "%"),
                                        "The drop limit of critical circuits, or null.", nullable: true),
                                    .init("lang", .string, "The language code, or null.", nullable: true),
                                    .init("maxDropPercent", .number(unit: "%"), "The drop limit, or null.", nullable: true),
                                    .init(
                                        "standard", .cases(of: SizingStandard.self), "The sizing method, or null.", nullable: true
                                    ),
                                    .init("units", .cases(of: UnitSystem.self), "The unit system, or null.", nullable: true),
                                ])), "The settings."),
                ])
        ])
}
