import CableCore

/// `cable table --format json`.
struct TableJSON: JSONDocument {
    let table: SizingTable

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.member("conductorClass", table.conductor.conductorClass.rawValue)
        json.member("conductorTemperatureCelsius", table.givenConductorTemperature?.degreesCelsius)
        json.key("currentsAmperes")
        json.beginArray()
        for current in table.currents { json.number(current.amperes) }
        json.endArray()
        json.member("lengthsAreRoundTrip", table.lengthsAreRoundTrip)
        json.member("maxDropPercent", table.maxDropPercent)
        json.member("resistanceModel", table.resistanceModel.rawValue)
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
        json.member("tinned", table.conductor.tinned)
        json.member("voltageVolts", table.voltage.volts)
        json.member("withAmpacity", table.withAmpacity)
        json.endObject()
    }
}

extension TableJSON {
    static let shape = JSONDocumentShape(
        kind: "table", title: "cable table --format json", producedBy: "cable table … --format json",
        description: "The conductor size for each length (rows) and current (columns).",
        variants: [
            JSONObjectShape(
                "The sizing table.",
                [
                    .init(
                        "conductorClass", .integer(unit: "1"),
                        "The IEC 60228 conductor class of metric sizes (2, 5 or 6), under the real resistance model."),
                    .init(
                        "conductorTemperatureCelsius", .number(unit: "°C"),
                        "The conductor temperature given; null when none was (each cell's is estimated from its load under the real model, 20 °C under the nominal one).",
                        nullable: true),
                    .init("currentsAmperes", .array(.number(unit: "A")), "The currents of the columns."),
                    .init("lengthsAreRoundTrip", .boolean, "Whether the lengths are round trip rather than one way."),
                    .init("maxDropPercent", .number(unit: "%"), "The drop limit applied."),
                    .init(
                        "resistanceModel", .cases(of: AppliedResistanceModel.self),
                        "How resistance is taken: real (IEC 60228, NEC Chapter 9 Table 8), nominal (ρ / A) or abyc (K = 10.75)."),
                    .init(
                        "rows",
                        .array(
                            .object(
                                JSONObjectShape(
                                    "One length.",
                                    [
                                        .init(
                                            "conductors", .array(.orNull(.object(.conductor))),
                                            "The size for each current, in the order of currentsAmperes; null where no size fits."
                                        ),
                                        .init("lengthMeters", .number(unit: "m"), "The row's length."),
                                    ]))), "One row per length."),
                    .schemaVersion,
                    .init("series", .cases(of: WireSeries.self), "The series sizes are chosen from."),
                    .init("standard", .cases(of: SizingStandard.self), "The sizing method."),
                    .init("tinned", .boolean, "Whether the strands are tinned (metal-coated), under the real resistance model."),
                    .init("voltageVolts", .number(unit: "V"), "The supply voltage."),
                    .init("withAmpacity", .boolean, "Whether ampacity limits the sizes as well as the drop."),
                ])
        ])
}
