import CableCore

/// A conductor run's figures, as `size` and `drop` show them, in five groups of members: a
/// document that adds members of its own writes them between the groups, where they sort.
enum RunJSON {
    /// `ampacityAmperes`, `ampacityIsLowerBound`, `conductor`, `conductorTemperatureCelsius`.
    @inline(always)
    static func writeHead<Writer: JSONMemberWriter & ~Copyable>(_ run: RunAnalysis, to json: inout Writer) {
        json.member("ampacityAmperes", run.ampacity?.current.amperes)
        json.member("ampacityIsLowerBound", run.ampacity?.isLowerBound)
        json.key("conductor")
        json.conductor(run.size)
        json.member("conductorTemperatureCelsius", run.conductorTemperature.degreesCelsius)
    }

    /// `loadVoltageVolts`.
    @inline(always)
    static func writeLoadVoltage<Writer: JSONMemberWriter & ~Copyable>(_ run: RunAnalysis, to json: inout Writer) {
        json.member("loadVoltageVolts", run.loadVoltage.volts)
    }

    /// `powerLossPercent`, `powerLossWatts`.
    @inline(always)
    static func writePowerLoss<Writer: JSONMemberWriter & ~Copyable>(_ run: RunAnalysis, to json: inout Writer) {
        json.member("powerLossPercent", run.powerLossPercent)
        json.member("powerLossWatts", run.powerLoss.watts)
    }

    /// `resistanceOhms`: the whole conductor path, out and back.
    @inline(always)
    static func writeResistance<Writer: JSONMemberWriter & ~Copyable>(_ run: RunAnalysis, to json: inout Writer) {
        json.member("resistanceOhms", run.resistance.ohms)
    }

    /// `voltageDropPercent`, `voltageDropVolts`.
    @inline(always)
    static func writeDrop<Writer: JSONMemberWriter & ~Copyable>(_ run: RunAnalysis, to json: inout Writer) {
        json.member("voltageDropPercent", run.voltageDropPercent)
        json.member("voltageDropVolts", run.voltageDrop.volts)
    }

    /// The whole run as an object: `size`'s `nextSmaller`.
    @inline(always)
    static func writeObject<Writer: JSONMemberWriter & ~Copyable>(_ run: RunAnalysis, to json: inout Writer) {
        json.beginObject()
        writeHead(run, to: &json)
        writeLoadVoltage(run, to: &json)
        writePowerLoss(run, to: &json)
        writeResistance(run, to: &json)
        writeDrop(run, to: &json)
        json.endObject()
    }
}

extension RunJSON {
    /// The members every run writes (the five groups above).
    static let members: [JSONMember] = [
        .init(
            "ampacityAmperes", .number(unit: "A"), "The conductor's derated allowable current; null where the size is not rated.",
            nullable: true),
        .init(
            "ampacityIsLowerBound", .boolean,
            "True when the table does not list the size and the ampacity is that of the largest smaller listed size; null where not rated.",
            nullable: true),
        .init("conductor", .object(.conductor), "The conductor size."),
        .init(
            "conductorTemperatureCelsius", .number(unit: "°C"),
            "The conductor temperature the resistance is taken at: given, estimated from the load (real model), or 20 °C."),
        .init("loadVoltageVolts", .number(unit: "V"), "The supply voltage minus the drop."),
        .init("powerLossPercent", .number(unit: "%"), "The I²R loss as a percentage of the load power."),
        .init("powerLossWatts", .number(unit: "W"), "The I²R loss in the conductor."),
        .init("resistanceOhms", .number(unit: "Ω"), "The resistance of the whole conductor path, out and back."),
        .init("voltageDropPercent", .number(unit: "%"), "The drop as a percentage of the supply voltage."),
        .init("voltageDropVolts", .number(unit: "V"), "The voltage drop over the round trip."),
    ]

    /// `size`'s `nextSmaller`.
    static let shape = JSONObjectShape(name: "run", "A conductor run's figures at one size.", members)
}
