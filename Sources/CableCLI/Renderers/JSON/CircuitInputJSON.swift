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
        Self.write(circuit, maxDropPercent: maxDropPercent, fuse: fuse, series: series, to: &json)
    }

    /// The object of `circuit`'s inputs, read where they are (batch: no copy of the circuit and
    /// the fuse rule a row).
    @inline(always)
    static func write<Writer: JSONMemberWriter & ~Copyable>(
        _ circuit: Circuit, maxDropPercent: Double?, fuse: FuseRule?, series: WireSeries,
        to json: inout Writer
    ) {
        let conditions = circuit.conditions
        json.beginObject()
        json.member("bundledConductors", conditions.bundledConductors)
        if let fuse { json.member("chargeVoltageVolts", fuse.maximumVoltage?.volts) }
        json.member("conductorClass", circuit.conductor.conductorClass.rawValue)
        json.member("conductorLengthMeters", circuit.conductorLength.meters)
        json.member(
            "conductorTemperatureCelsius", circuit.estimatesTemperature ? nil : circuit.conductorTemperature.degreesCelsius)
        json.member("currentAmperes", circuit.current.amperes)
        json.member("engineRoom", conditions.engineRoom)
        if let fuse {
            json.member("fuseFactor", fuse.factor)
            json.member("fuseTypes", fuseTypes: fuse.types)
        }
        json.member("insulationCelsius", conditions.insulation.degreesCelsius)
        json.member("lengthIsRoundTrip", circuit.lengthIsRoundTrip)
        json.member("lengthMeters", circuit.length.meters)
        json.member("loadPowerWatts", circuit.loadPower.watts)
        json.member("material", caseName: circuit.material.jsonName)
        json.member("maxDropPercent", maxDropPercent)
        json.key("powerWatts")
        if case .power(let power) = circuit.load { json.number(power.watts) } else { json.null() }
        json.member("resistanceModel", caseName: circuit.resistanceModel.jsonName)
        json.member("series", caseName: series.jsonName)
        json.member("standard", caseName: circuit.standard.jsonName)
        json.member("tinned", circuit.conductor.tinned)
        json.member("voltageVolts", circuit.supplyVoltage.volts)
        json.endObject()
    }
}

extension CircuitInputJSON {
    /// The `input` object: with the fuse rule's members for `size` (and `batch`), without for `drop`.
    static func shape(withFuse: Bool) -> JSONObjectShape {
        let common: [JSONMember] = [
            .init(
                "bundledConductors", .integer(unit: "1"), "How many current-carrying conductors are bundled together (derating)."),
            .init(
                "conductorClass", .integer(unit: "1"),
                "The IEC 60228 conductor class of metric sizes (2, 5 or 6), under the real resistance model."),
            .init(
                "conductorLengthMeters", .number(unit: "m"),
                "The length of conductor: twice the run unless the length is round trip."),
            .init(
                "conductorTemperatureCelsius", .number(unit: "°C"),
                "The conductor temperature given (20 °C under the nominal model and ABYC when none is); null when each size's is estimated from the load.",
                nullable: true),
            .init("currentAmperes", .number(unit: "A"), "The load current (given, or power ÷ voltage)."),
            .init("engineRoom", .boolean, "Whether the wire runs in an engine room (derating)."),
            .init("insulationCelsius", .number(unit: "°C"), "The insulation's temperature rating."),
            .init("lengthIsRoundTrip", .boolean, "Whether lengthMeters is the round trip rather than one way."),
            .init("lengthMeters", .number(unit: "m"), "The length as given."),
            .init("loadPowerWatts", .number(unit: "W"), "The load's power: current × voltage, or as given."),
            .init("material", .cases(of: ConductorMaterial.self), "The conductor material."),
            .init(
                "maxDropPercent", .number(unit: "%"), withFuse ? "The drop limit applied." : "The drop limit, null unless given.",
                nullable: !withFuse),
            .init("powerWatts", .number(unit: "W"), "The power given; null when a current was given.", nullable: true),
            .init(
                "resistanceModel", .cases(of: AppliedResistanceModel.self),
                "How resistance is taken: real (IEC 60228, NEC Chapter 9 Table 8), nominal (0.017 Ω·mm²/m at 20 °C) or abyc (K = 10.75)."
            ),
            .init("series", .cases(of: WireSeries.self), "The wire series sizes are chosen from."),
            .init("standard", .cases(of: SizingStandard.self), "The sizing method."),
            .init("tinned", .boolean, "Whether the strands are tinned (metal-coated), under the real resistance model."),
            .init("voltageVolts", .number(unit: "V"), "The supply voltage."),
        ]
        guard withFuse else {
            return JSONObjectShape(name: "dropInput", "The inputs of `cable drop`, normalised to SI units.", common)
        }
        return JSONObjectShape("", common).adding(
            [
                .init(
                    "chargeVoltageVolts", .number(unit: "V"),
                    "The highest voltage the fuse must be rated for (the charge voltage); null when not known.", nullable: true),
                .init("fuseFactor", .number(unit: "1"), "The fuse floor as a multiple of the load current."),
                .init("fuseTypes", .array(.cases(of: FuseType.self)), "The fuse families allowed, in order of preference."),
            ], name: "sizeInput", description: "The inputs of `cable size`, normalised to SI units.")
    }
}
