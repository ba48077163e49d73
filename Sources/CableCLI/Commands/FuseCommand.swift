import CableCore

/// `cable fuse`: the fuse for a current, optionally protecting a given wire.
enum FuseCommand: Command {
    static let name = "fuse"
    static let spec = CommandSpec(
        name: name,
        abstract: "Choose a standard fuse for a current, optionally protecting a given wire.",
        usage: "cable fuse (--current <amps> | --power <watts> --voltage <volts>) [--wire <size>] [options]",
        discussion: """
            The smallest standard rating of at least --fuse-factor × the current (1.25 by default) \
            that, when --wire is given, does not exceed the wire's derated ampacity. Exits 1 when no \
            standard fuse fits.
            """,
        options: [
            CommonOptions.current, CommonOptions.power, CommonOptions.voltage, CommonOptions.wire,
            CommonOptions.insulation, CommonOptions.engineRoom, CommonOptions.bundled,
            CommonOptions.fuseFactor, CommonOptions.fuseType, CommonOptions.json,
        ],
        examples: [
            "cable fuse --current 20",
            "cable fuse --current 40A --wire 8awg --fuse-type midi,megaAnl",
            "cable fuse --power 2000W --voltage 12 --wire 35mm2 --json",
        ])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let load = try options.load()
        // A fuse needs a voltage only to turn a power into a current.
        var voltage = Voltage.volts(12)
        if case .power = load { voltage = try options.required("voltage", QuantityParser.voltage) }
        let current: Current
        do {
            current = try load.current(at: voltage)
        } catch {
            throw options.named(error)
        }
        let wire = try options.value("wire", ConductorSize.parse)
        let factor = try options.value("fuse-factor", QuantityParser.number) ?? FuseSelector.defaultFactor
        let conditions = try options.conditions()
        let types = try options.fuseTypes()
        let result: FuseSizingResult
        do {
            result = try FuseSelector.recommend(
                current: current, factor: factor, conductor: wire, conditions: conditions, types: types)
        } catch {
            throw options.named(error)
        }
        guard let fuse = result.fuse else {
            var text = "no standard fuse of at least \(Display.amps(result.minimum))"
            if let wire, let rating = result.conductorAmpacity {
                text +=
                    " and at most \(Display.ampacity(rating)) (the ampacity of \(Display(units: .metric).conductor(wire))); use a larger wire"
            } else {
                text += " among \(types.map(\.displayName).joined(separator: ", "))"
            }
            throw .requirementFailed(text)
        }
        if options.flag("json") {
            let object: [String: JSONValue] = [
                "schemaVersion": JSONFields.schemaVersion,
                "input": .object(
                    JSONFields.conditions(conditions).merging([
                        "currentAmperes": .number(current.amperes),
                        "fuseFactor": .number(factor),
                        "fuseTypes": .array(types.map { .string($0.rawValue) }),
                    ]) { _, new in new }),
                "fuse": JSONFields.fuse(fuse),
                "minimumAmperes": .number(result.minimum.amperes),
                "maximumAmperes": JSONFields.ampacity(result.conductorAmpacity),
                "conductor": .optional(wire, JSONFields.conductor),
            ]
            return CommandOutput(stdout: JSONValue.object(object).serialized() + "\n")
        }
        var rows: [(String, String)] = [
            ("Fuse", Display.fuse(fuse)),
            ("At least", "\(Display.amps(result.minimum)) (\(Display.number(factor)) × \(Display.amps(current)))"),
        ]
        if let wire {
            rows.append(
                (
                    "At most",
                    "\(Display.ampacity(result.conductorAmpacity)), ampacity of \(Display(units: .metric).conductor(wire)) (\(Display.conditions(conditions)))"
                ))
        } else {
            rows.append(("At most", "the ampacity of the wire it protects (give --wire to check)"))
        }
        return CommandOutput(stdout: "Fuse for \(Display.amps(current)) continuous\n\n" + TextLayout.keyValues(rows))
    }
}
