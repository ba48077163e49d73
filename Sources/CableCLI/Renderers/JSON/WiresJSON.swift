import CableCore

/// `cable wires --json`.
struct WiresJSON: JSONDocument {
    let table: WireTable

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("ampacitySource")
        json.string(table.ampacitySource)
        json.key("conditions")
        json.beginObject()
        json.key("bundledConductors")
        json.integer(table.conditions.bundledConductors)
        json.key("engineRoom")
        json.bool(table.conditions.engineRoom)
        json.key("insulationCelsius")
        json.integer(table.conditions.insulation.degreesCelsius)
        json.endObject()
        json.key("conductorTemperatureCelsius")
        json.number(table.temperature.degreesCelsius)
        json.key("material")
        json.string(table.material.rawValue)
        json.schemaVersion()
        json.key("series")
        json.string(table.series.rawValue)
        json.key("wires")
        json.beginArray()
        for row in table.rows { Self.write(row, to: &json) }
        json.endArray()
        json.endObject()
    }

    /// A size: the `conductor` object's members, with the row's figures among them (in key order).
    static func write(_ row: WireTable.Row, to json: inout JSONWriter) {
        json.beginObject()
        json.key("ampacityAmperes")
        json.ampacity(row.ampacity)
        json.key("ampacityIsLowerBound")
        if let rating = row.ampacity { json.bool(rating.isLowerBound) } else { json.null() }
        for member in JSONWriter.ConductorMember.all {
            if member == .series {
                json.key("resistanceOhmsPerKilometer")
                json.number(row.resistancePerKilometer.ohms)
            }
            json.key(member.key)
            json.conductor(member, of: row.size)
        }
        json.endObject()
    }
}
