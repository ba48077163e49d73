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
            json.key("category")
            json.string(line.category.rawValue)
            json.key("colour")
            json.optional(line.colour) { $0.string($1) }
            json.key("conductor")
            json.optional(line.conductor) { $0.conductor($1) }
            json.key("item")
            json.string(line.item)
            json.key("quantity")
            json.number(line.quantity)
            json.key("unit")
            json.string(line.unit)
            json.endObject()
        }
        json.endArray()
        json.schemaVersion()
        json.key("spareFraction")
        json.number(bom.spareFraction)
        json.key("system")
        json.string(system)
        json.endObject()
    }
}
