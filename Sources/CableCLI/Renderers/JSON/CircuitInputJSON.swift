import CableCore

/// The `input` object of `size` and `drop`: the circuit's inputs as validated, in SI units.
struct CircuitInputJSON: JSONDocument {
    let circuit: Circuit
    /// The drop limit applied, or nil (`drop` without a limit).
    let maxDropPercent: Double?
    /// The fuse rule `size` applied; nil for `drop`, which chooses no fuse.
    let fuse: FuseRule?
    let series: WireSeries

    func write(to json: inout JSONWriter) {
        let conditions = circuit.conditions
        json.beginObject()
        json.member("bundledConductors", conditions.bundledConductors)
        if let fuse { json.member("chargeVoltageVolts", fuse.maximumVoltage?.volts) }
        json.member("conductorLengthMeters", circuit.conductorLength.meters)
        json.member("conductorTemperatureCelsius", circuit.conductorTemperature.degreesCelsius)
        json.member("currentAmperes", circuit.current.amperes)
        json.member("engineRoom", conditions.engineRoom)
        if let fuse {
            json.member("fuseFactor", fuse.factor)
            json.key("fuseTypes")
            json.fuseTypes(fuse.types)
        }
        json.member("insulationCelsius", conditions.insulation.degreesCelsius)
        json.member("lengthIsRoundTrip", circuit.lengthIsRoundTrip)
        json.member("lengthMeters", circuit.length.meters)
        json.member("loadPowerWatts", circuit.loadPower.watts)
        json.member("material", circuit.material.rawValue)
        json.member("maxDropPercent", maxDropPercent)
        json.key("powerWatts")
        if case .power(let power) = circuit.load { json.number(power.watts) } else { json.null() }
        json.member("series", series.rawValue)
        json.member("standard", circuit.standard.rawValue)
        json.member("voltageVolts", circuit.supplyVoltage.volts)
        json.endObject()
    }
}
