import CableCore

/// `cable bom --format json`: cable quantities in metres.
struct BomJSON: JSONDocument {
    let bom: BillOfMaterials
    let system: String

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("lines")
        json.beginArray()
        for line in bom.lines {
            json.beginObject()
            json.member("category", line.category.rawValue)
            json.member("colour", line.colour)
            json.key("conductor")
            json.optional(line.conductor) { $0.conductor($1) }
            json.member("connections", line.connections)
            json.member("currentAmperes", line.current?.amperes)
            json.member("item", BomWords.english(line))
            json.member("quantity", line.quantity)
            json.member("ratingAmperes", line.rating?.amperes)
            json.member("stud", line.stud?.rawValue)
            json.member("unit", line.unit.symbol)
            json.endObject()
        }
        json.endArray()
        json.schemaVersion()
        json.member("spareFraction", bom.spareFraction)
        json.member("system", system)
        json.endObject()
    }
}

extension BomJSON {
    static let shape = JSONDocumentShape(
        kind: "bom", title: "cable bom --format json", producedBy: "cable bom FILE --format json",
        description: "A system's bill of materials; cable quantities in metres.",
        variants: [
            JSONObjectShape(
                "The bill of materials.",
                [
                    .init(
                        "lines",
                        .array(
                            .object(
                                JSONObjectShape(
                                    "One line.",
                                    [
                                        .init("category", .cases(of: BillOfMaterials.Category.self), "The kind of part."),
                                        .init("colour", .string, "The cable's colour; null for other parts.", nullable: true),
                                        .init(
                                            "conductor", .object(.conductor), "The conductor size; null for parts without one.",
                                            nullable: true),
                                        .init(
                                            "connections", .integer(unit: "1"), "How many connections a bus bar has; else null.",
                                            nullable: true),
                                        .init(
                                            "currentAmperes", .number(unit: "A"),
                                            "The current the part carries; null where it does not apply.", nullable: true),
                                        .init("item", .string, "The part (English)."),
                                        .init("quantity", .number(unit: "(unit)"), "How many, in unit."),
                                        .init(
                                            "ratingAmperes", .number(unit: "A"),
                                            "The part's rating; null where it does not apply.", nullable: true),
                                        .init(
                                            "stud", .cases(of: StudSize.self), "The stud size of a lug or bus bar; else null.",
                                            nullable: true),
                                        .init("unit", .string, "The unit of quantity (\"m\", \"pcs\")."),
                                    ]))), "The lines."),
                    .schemaVersion,
                    .init("spareFraction", .number(unit: "1"), "The spare added to cable lengths, as a fraction."),
                    .init("system", .string, "The system's name."),
                ])
        ])
}
