import CableCore

/// `cable fuse --json`.
struct FuseJSON: JSONDocument {
    let result: FuseSizingResult

    func write(to json: inout JSONWriter) {
        let conditions = result.conditions
        json.beginObject()
        json.member("ampacityAmperes", result.conductorAmpacity?.current.amperes)
        json.member("ceilingRule", result.selection.ceiling?.rule.rawValue)
        json.key("conductor")
        json.optional(result.conductor) { $0.conductor($1) }
        json.key("fuse")
        json.fuse(result.fuse)
        json.key("input")
        json.beginObject()
        json.member("bundledConductors", conditions.bundledConductors)
        json.member("chargeVoltageVolts", result.rule.maximumVoltage?.volts)
        json.member("currentAmperes", result.current.amperes)
        json.member("engineRoom", conditions.engineRoom)
        json.member("fuseFactor", result.factor)
        json.key("fuseTypes")
        json.fuseTypes(result.types)
        json.member("insulationCelsius", conditions.insulation.degreesCelsius)
        json.member("standard", result.standard.rawValue)
        json.member("voltageVolts", result.voltage?.volts)
        json.endObject()
        json.member("maximumAmperes", result.selection.ceiling?.maximum.amperes)
        json.member("minimumAmperes", result.minimum.amperes)
        json.member("problem", result.selection.problem?.rawValue)
        json.schemaVersion()
        json.endObject()
    }
}
