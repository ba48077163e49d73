import CableCore

/// `cable fuse --json`.
struct FuseJSON: JSONDocument {
    let result: FuseSizingResult

    func write(to json: inout JSONWriter) {
        let conditions = result.conditions
        json.beginObject()
        json.key("conductor")
        json.optional(result.conductor) { $0.conductor($1) }
        json.key("fuse")
        json.fuse(result.fuse)
        json.key("input")
        json.beginObject()
        json.key("bundledConductors")
        json.integer(conditions.bundledConductors)
        json.key("currentAmperes")
        json.number(result.current.amperes)
        json.key("engineRoom")
        json.bool(conditions.engineRoom)
        json.key("fuseFactor")
        json.number(result.factor)
        json.key("fuseTypes")
        json.fuseTypes(result.types)
        json.key("insulationCelsius")
        json.integer(conditions.insulation.degreesCelsius)
        json.endObject()
        json.key("maximumAmperes")
        json.ampacity(result.conductorAmpacity)
        json.key("minimumAmperes")
        json.number(result.minimum.amperes)
        json.schemaVersion()
        json.endObject()
    }
}
