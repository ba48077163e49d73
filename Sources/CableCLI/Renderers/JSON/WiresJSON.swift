import CableCore

/// `cable wires --json`.
struct WiresJSON: JSONDocument {
    let table: WireTable

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.member("ampacitySource", table.ampacitySource)
        json.key("conditions")
        json.beginObject()
        json.member("bundledConductors", table.conditions.bundledConductors)
        json.member("engineRoom", table.conditions.engineRoom)
        json.member("insulationCelsius", table.conditions.insulation.degreesCelsius)
        json.endObject()
        json.member("conductorTemperatureCelsius", table.temperature.degreesCelsius)
        json.member("material", table.material.rawValue)
        json.schemaVersion()
        json.member("series", table.series.rawValue)
        json.key("wires")
        json.beginArray()
        for row in table.rows { Self.write(row, to: &json) }
        json.endArray()
        json.endObject()
    }

    /// A size: the `conductor` object's members, with the row's figures among them (in key order).
    static func write(_ row: WireTable.Row, to json: inout JSONWriter) {
        json.beginObject()
        json.member("ampacityAmperes", row.ampacity?.current.amperes)
        json.member("ampacityIsLowerBound", row.ampacity?.isLowerBound)
        for member in JSONWriter.ConductorMember.all {
            if member == .series {
                json.member("resistanceOhmsPerKilometer", row.resistancePerKilometer.ohms)
            }
            json.conductor(member, of: row.size)
        }
        json.endObject()
    }
}
