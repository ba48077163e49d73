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
        json.member("bundledConductors", conditions.bundledConductors)
        json.member("currentAmperes", result.current.amperes)
        json.member("engineRoom", conditions.engineRoom)
        json.member("fuseFactor", result.factor)
        json.key("fuseTypes")
        json.fuseTypes(result.types)
        json.member("insulationCelsius", conditions.insulation.degreesCelsius)
        json.endObject()
        json.member("maximumAmperes", result.conductorAmpacity?.current.amperes)
        json.member("minimumAmperes", result.minimum.amperes)
        json.schemaVersion()
        json.endObject()
    }
}
