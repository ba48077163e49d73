import CableCore

/// `cable table --format json`.
struct TableJSON: JSONDocument {
    let table: SizingTable

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("currentsAmperes")
        json.beginArray()
        for current in table.currents { json.number(current.amperes) }
        json.endArray()
        json.key("lengthsAreRoundTrip")
        json.bool(table.lengthsAreRoundTrip)
        json.key("maxDropPercent")
        json.number(table.maxDropPercent)
        json.key("rows")
        json.beginArray()
        for (row, length) in table.lengths.enumerated() {
            json.beginObject()
            json.key("conductors")
            json.beginArray()
            for cell in table.cells[row] { json.optional(cell) { $0.conductor($1) } }
            json.endArray()
            json.key("lengthMeters")
            json.number(length.meters)
            json.endObject()
        }
        json.endArray()
        json.schemaVersion()
        json.key("series")
        json.string(table.series.rawValue)
        json.key("standard")
        json.string(table.standard.rawValue)
        json.key("voltageVolts")
        json.number(table.voltage.volts)
        json.key("withAmpacity")
        json.bool(table.withAmpacity)
        json.endObject()
    }
}
