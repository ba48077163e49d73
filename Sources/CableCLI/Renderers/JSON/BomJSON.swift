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
            json.member("item", line.item)
            json.member("quantity", line.quantity)
            json.member("ratingAmperes", line.rating?.amperes)
            json.member("stud", line.stud?.rawValue)
            json.member("unit", line.unit)
            json.endObject()
        }
        json.endArray()
        json.schemaVersion()
        json.member("spareFraction", bom.spareFraction)
        json.member("system", system)
        json.endObject()
    }
}
