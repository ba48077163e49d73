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
        json.member("lengthsAreRoundTrip", table.lengthsAreRoundTrip)
        json.member("maxDropPercent", table.maxDropPercent)
        json.key("rows")
        json.beginArray()
        for (row, length) in table.lengths.enumerated() {
            json.beginObject()
            json.key("conductors")
            json.beginArray()
            for cell in table.cells[row] { json.optional(cell) { $0.conductor($1) } }
            json.endArray()
            json.member("lengthMeters", length.meters)
            json.endObject()
        }
        json.endArray()
        json.schemaVersion()
        json.member("series", table.series.rawValue)
        json.member("standard", table.standard.rawValue)
        json.member("voltageVolts", table.voltage.volts)
        json.member("withAmpacity", table.withAmpacity)
        json.endObject()
    }
}
