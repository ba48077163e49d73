import CableCore

/// `cable list --json`: the names in each list.
struct ListJSON: JSONDocument {
    let system: ElectricalSystem

    func write(to json: inout JSONWriter) {
        json.beginObject()
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
        json.schemaVersion()
        json.endObject()
    }
}
