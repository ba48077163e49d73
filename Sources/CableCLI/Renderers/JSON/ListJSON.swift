import CableCore

/// `cable list --json`: the names in each list.
struct ListJSON: JSONDocument {
    let system: ElectricalSystem

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("arrays")
        json.strings(system.arrays.map(\.name))
        json.key("batteries")
        json.strings(system.batteries.map(\.name))
        json.key("chargers")
        json.strings(system.chargers.map(\.name))
        json.key("inverters")
        json.strings(system.inverters.map(\.name))
        json.key("loads")
        json.strings(system.loads.map(\.name))
        json.member("name", system.name)
        json.member("nominalVoltage", system.nominalVoltage.volts)
        json.key("panels")
        json.strings(system.panels.map(\.name))
        json.schemaVersion()
        json.endObject()
    }
}

extension ListJSON {
    static let shape = JSONDocumentShape(
        kind: "list", title: "cable list FILE --json", producedBy: "cable list FILE --json",
        description: "The names in each list of a system file.",
        variants: [
            JSONObjectShape(
                "The names.",
                [
                    .init("arrays", .array(.string), "The PV arrays' names."),
                    .init("batteries", .array(.string), "The battery banks' names."),
                    .init("chargers", .array(.string), "The chargers' names."),
                    .init("inverters", .array(.string), "The inverters' names."),
                    .init("loads", .array(.string), "The loads' names."),
                    .init("name", .string, "The system's name."),
                    .init("nominalVoltage", .number(unit: "V"), "The nominal voltage."),
                    .init("panels", .array(.string), "The distribution panels' names."),
                    .schemaVersion,
                ])
        ])
}
