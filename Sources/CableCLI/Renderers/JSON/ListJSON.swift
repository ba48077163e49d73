import CableCore

/// `cable list [KIND] FILE --json`: the names in each list, or, with a KIND, in that kind's
/// list only (the other lists' keys are left out, so a reader of the whole document fails on a
/// missing key instead of reading an empty list that is not).
struct ListJSON: JSONDocument {
    let system: ElectricalSystem
    /// The one kind listed; every kind when nil.
    var kind: EntityKind? = nil

    func write(to json: inout JSONWriter) {
        json.beginObject()
        names(.array, system.arrays.map(\.name), to: &json)
        names(.battery, system.batteries.map(\.name), to: &json)
        names(.charger, system.chargers.map(\.name), to: &json)
        names(.inverter, system.inverters.map(\.name), to: &json)
        names(.load, system.loads.map(\.name), to: &json)
        json.member("name", system.name)
        json.member("nominalVoltage", system.nominalVoltage.volts)
        names(.panel, system.panels.map(\.name), to: &json)
        json.schemaVersion()
        json.endObject()
    }

    /// The list of `listed`'s names under its key (`loads`), unless another kind is asked for.
    private func names(_ listed: EntityKind, _ names: [String], to json: inout JSONWriter) {
        guard kind == nil || kind == listed else { return }
        json.key(escaping: listed.listKey)
        json.strings(names)
    }
}

extension ListJSON {
    /// Every list (`cable list FILE --json`).
    static let whole = JSONObjectShape(
        "Every list: cable list FILE --json.",
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

    /// The whole document, then one variant per KIND with only that kind's list: no document
    /// matches two of them, since each lacks the others' lists and allows no other key.
    static let shape = JSONDocumentShape(
        kind: "list", title: "cable list [KIND] FILE --json", producedBy: "cable list [KIND] FILE --json",
        description: "The names in each list of a system file, or in one kind's list.",
        variants: [whole]
            + EntityKind.allCases.map { kind in
                whole.removing(
                    Set(EntityKind.allCases.map(\.listKey)).subtracting([kind.listKey]),
                    description: "The names of one kind: cable list \(kind.rawValue) FILE --json.")
            })
}
