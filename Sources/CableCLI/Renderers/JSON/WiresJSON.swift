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

    /// A size: the `conductor` object's members, with the row's figures among them.
    static func write(_ row: WireTable.Row, to json: inout JSONWriter) {
        json.beginObject()
        for name in (JSONWriter.conductorKeys + ["ampacityAmperes", "ampacityIsLowerBound", "resistanceOhmsPerKilometer"])
            .sorted()
        {
            json.key(name)
            switch name {
            case "ampacityAmperes": json.ampacity(row.ampacity)
            case "ampacityIsLowerBound": json.optional(row.ampacity) { $0.bool($1.isLowerBound) }
            case "resistanceOhmsPerKilometer": json.number(row.resistancePerKilometer.ohms)
            default: json.conductorValue(name, of: row.size)
            }
        }
        json.endObject()
    }
}
