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
        json.member("conductorClass", table.conductor.conductorClass.rawValue)
        json.member("conductorTemperatureCelsius", table.temperature.degreesCelsius)
        json.member("material", table.material.rawValue)
        json.member("resistanceModel", table.conductor.model.rawValue)
        json.schemaVersion()
        json.member("series", table.series.rawValue)
        json.member("tinned", table.conductor.tinned)
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

extension WiresJSON {
    static let shape = JSONDocumentShape(
        kind: "wires", title: "cable wires --json", producedBy: "cable wires --json",
        description: "The standard sizes of a series with area, resistance and derated ampacity.",
        variants: [
            JSONObjectShape(
                "The wire table.",
                [
                    .init("ampacitySource", .string, "The table the ampacities come from."),
                    .init(
                        "conditions",
                        .object(
                            JSONObjectShape(
                                "The installation conditions the ampacities are derated for.",
                                [
                                    .init(
                                        "bundledConductors", .integer(unit: "1"),
                                        "How many current-carrying conductors are bundled together."),
                                    .init("engineRoom", .boolean, "Whether the wires run in an engine room."),
                                    .init("insulationCelsius", .number(unit: "°C"), "The insulation's temperature rating."),
                                ])), "The installation conditions."),
                    .init(
                        "conductorClass", .integer(unit: "1"),
                        "The IEC 60228 conductor class of metric sizes (2, 5 or 6), under the real resistance model."),
                    .init(
                        "conductorTemperatureCelsius", .number(unit: "°C"), "The conductor temperature resistances are taken at."),
                    .init("material", .cases(of: ConductorMaterial.self), "The conductor material."),
                    .init(
                        "resistanceModel", .cases(of: ResistanceModel.self),
                        "real: the published maximum (IEC 60228, NEC Chapter 9 Table 8); nominal: ρ / A."),
                    .schemaVersion,
                    .init("series", .cases(of: WireSeries.self), "The series listed."),
                    .init("tinned", .boolean, "Whether the strands are tinned (metal-coated), under the real resistance model."),
                    .init(
                        "wires",
                        .array(
                            .object(
                                JSONObjectShape(name: "wire", "", JSONObjectShape.conductor.members).adding(
                                    [
                                        .init(
                                            "ampacityAmperes", .number(unit: "A"), "The derated ampacity; null where not rated.",
                                            nullable: true),
                                        .init(
                                            "ampacityIsLowerBound", .boolean,
                                            "True when the value is that of the largest smaller listed size; null where not rated.",
                                            nullable: true),
                                        .init(
                                            "resistanceOhmsPerKilometer", .number(unit: "Ω/km"),
                                            "The resistance per kilometre of conductor."),
                                    ], name: "wire", description: "A size: the conductor object's members and the size's figures."
                                ))),
                        "Every size of the series, smallest first."),
                ])
        ])
}
