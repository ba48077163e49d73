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

extension FuseJSON {
    static let shape = JSONDocumentShape(
        kind: "fuse", title: "cable fuse --json", producedBy: "cable fuse … --json",
        description: "The fuse for a current, and the ceiling of the wire it protects when one is given.",
        variants: [
            JSONObjectShape(
                "The fuse for a current.",
                [
                    .init(
                        "ampacityAmperes", .number(unit: "A"),
                        "The wire's derated ampacity; null without --wire or where not rated.", nullable: true),
                    .init(
                        "ceilingRule", .cases(of: FuseCeiling.Rule.self),
                        "The rule that set maximumAmperes; null without a ceiling.",
                        nullable: true),
                    .init("conductor", .object(.conductor), "The wire given with --wire; null without.", nullable: true),
                    .init(
                        "fuse", .object(.fuse), "The fuse recommended; null when none fits (the command exits 1).", nullable: true
                    ),
                    .init(
                        "input",
                        .object(
                            JSONObjectShape(
                                "The inputs, normalised.",
                                [
                                    .init(
                                        "bundledConductors", .integer(unit: "1"),
                                        "How many current-carrying conductors are bundled together."),
                                    .init(
                                        "chargeVoltageVolts", .number(unit: "V"),
                                        "The voltage the fuse must be rated for; null without --voltage or --charge-voltage (not checked).",
                                        nullable: true),
                                    .init("currentAmperes", .number(unit: "A"), "The load current."),
                                    .init("engineRoom", .boolean, "Whether the wire runs in an engine room."),
                                    .init("fuseFactor", .number(unit: "1"), "The fuse floor as a multiple of the current."),
                                    .init(
                                        "fuseTypes", .array(.cases(of: FuseType.self)),
                                        "The fuse families allowed, in order of preference."),
                                    .init("insulationCelsius", .number(unit: "°C"), "The insulation's temperature rating."),
                                    .init("standard", .cases(of: SizingStandard.self), "The sizing method."),
                                    .init(
                                        "voltageVolts", .number(unit: "V"), "The supply voltage; null when not given.",
                                        nullable: true),
                                ])), "The inputs, normalised."),
                    .init("maximumAmperes", .number(unit: "A"), "The wire's fuse ceiling; null without --wire.", nullable: true),
                    .init("minimumAmperes", .number(unit: "A"), "The fuse floor: the fuse factor × the current."),
                    .init("problem", .cases(of: FuseProblem.self), "Why no fuse fits; null when one does.", nullable: true),
                    .schemaVersion,
                ])
        ])
}
