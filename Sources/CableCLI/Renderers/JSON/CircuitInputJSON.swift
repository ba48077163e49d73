import CableCore

/// The `input` object of `size` and `drop`: the circuit's inputs as validated, in SI units.
struct CircuitInputJSON: JSONDocument {
    let circuit: Circuit
    /// The drop limit applied, or nil (`drop` without a limit).
    let maxDropPercent: Double?
    /// The fuse rule `size` applied; nil for `drop`, which chooses no fuse.
    let fuse: (factor: Double, types: [FuseType])?
    let series: WireSeries

    func write(to json: inout JSONWriter) {
        let conditions = circuit.conditions
        json.beginObject()
        json.key("bundledConductors")
        json.integer(conditions.bundledConductors)
        json.key("conductorLengthMeters")
        json.number(circuit.conductorLength.meters)
        json.key("conductorTemperatureCelsius")
        json.number(circuit.conductorTemperature.degreesCelsius)
        json.key("currentAmperes")
        json.number(circuit.current.amperes)
        json.key("engineRoom")
        json.bool(conditions.engineRoom)
        if let fuse {
            json.key("fuseFactor")
            json.number(fuse.factor)
            json.key("fuseTypes")
            json.fuseTypes(fuse.types)
        }
        json.key("insulationCelsius")
        json.integer(conditions.insulation.degreesCelsius)
        json.key("lengthIsRoundTrip")
        json.bool(circuit.lengthIsRoundTrip)
        json.key("lengthMeters")
        json.number(circuit.length.meters)
        json.key("loadPowerWatts")
        json.number(circuit.loadPower.watts)
        json.key("material")
        json.string(circuit.material.rawValue)
        json.key("maxDropPercent")
        if let maxDropPercent { json.number(maxDropPercent) } else { json.null() }
        json.key("powerWatts")
        if case .power(let power) = circuit.load { json.number(power.watts) } else { json.null() }
        json.key("series")
        json.string(series.rawValue)
        json.key("standard")
        json.string(circuit.standard.rawValue)
        json.key("voltageVolts")
        json.number(circuit.supplyVoltage.volts)
        json.endObject()
    }
}
