import CableCore

/// `cable drop`: drop and loss for a given wire.
enum DropCommand: Command {
    static let name = "drop"
    static let spec = CommandSpec(
        name: name,
        abstract: "Voltage drop, power loss and ampacity of a given wire.",
        usage: "cable drop --wire <size> (--current <amps> | --power <watts>) --voltage <volts> --length <length> [options]",
        discussion: """
            Computes the round-trip resistance, voltage drop, voltage at the load and power loss for \
            the wire, and checks that its ampacity carries the current. Exits 1 when the current \
            exceeds the ampacity, or the drop exceeds --max-drop when that option is given.
            """,
        options: [CommonOptions.wire] + CommonOptions.circuit + [
            OptionSpec.value(
                "max-drop", "<percent>",
                "Fail (exit 1) when the drop exceeds this: 3, 3%. Without it, no limit unless --critical (3 %) or --standard abyc (10 %)."
            ),
            CommonOptions.critical, CommonOptions.standard, CommonOptions.units, CommonOptions.json,
        ],
        examples: [
            "cable drop --wire 6mm2 --current 20 --length 5 --voltage 12",
            "cable drop --wire 10awg --power 300W --voltage 12 --length 25ft --max-drop 3 --units imperial",
        ])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let units = try options.units()
        let wire = try options.required("wire", ConductorSize.parse)
        let circuit = try options.circuit()
        var maxDrop: Double?
        if options.has("max-drop") || options.flag("critical") || circuit.standard == .abyc {
            let limit = try options.maxDrop(standard: circuit.standard)
            do {
                try Limits.requirePositive(limit, in: Limits.maxDropPercent, field: "--max-drop", unit: "%")
            } catch {
                throw .invalidValue(error)
            }
            maxDrop = limit
        }
        if circuit.standard == .abyc, circuit.standard.sizingArea(of: wire) == nil {
            throw .invalidValue(
                ValidationError(
                    field: "--wire", rule: "must be a marine AWG size ABYC E-11 tabulates (18 to 4/0)", actual: wire.label))
        }
        let analysis = circuit.analyze(wire)
        let display = Display(units: units)

        var failures: [String] = []
        if !analysis.carries(circuit.current) {
            let rated =
                analysis.ampacity == nil
                ? "is not rated to carry current by the cited tables"
                : "is rated \(Display.ampacity(analysis.ampacity)) (\(Display.conditions(circuit.conditions))), "
                    + "below the \(Display.amps(circuit.current)) current"
            failures.append("\(display.conductor(wire)) \(rated)")
        }
        if analysis.voltageDrop >= circuit.supplyVoltage {
            failures.append(
                "the drop (\(Display.volts(analysis.voltageDrop))) is not less than the supply voltage: "
                    + "this wire cannot deliver \(Display.amps(circuit.current))")
        }
        if let maxDrop, !Tolerance.isAtMost(analysis.voltageDropPercent, maxDrop) {
            failures.append("drop \(Display.percent(analysis.voltageDropPercent)) exceeds the \(Display.percent(maxDrop)) limit")
        }
        var output = CommandOutput(status: failures.isEmpty ? .ok : .checkFailed)
        output.stderr = failures.map { "check failed: \($0)\n" }.joined()
        if options.flag("json") {
            var input = JSONFields.circuit(circuit)
            input["maxDropPercent"] = .optional(maxDrop, JSONValue.number)
            input["standard"] = .string(circuit.standard.rawValue)
            input["series"] = .string(WireSeries.of(wire).rawValue)
            var object = JSONFields.run(analysis)
            object["schemaVersion"] = JSONFields.schemaVersion
            object["input"] = .object(input)
            object["ok"] = .bool(failures.isEmpty)
            object["problems"] = .array(failures.map(JSONValue.string))
            output.stdout = JSONValue.object(object).serialized() + "\n"
            return output
        }
        var heading = "\(display.conductor(wire)) carrying \(Display.amps(circuit.current))"
        if case .power(let power) = circuit.load { heading += " (\(Display.watts(power)))" }
        heading +=
            " at \(Display.volts(circuit.supplyVoltage)) over \(display.run(circuit)), "
            + Display.method(circuit)
        var rows: [(String, String)] = [
            ("Resistance", "\(Display.number(analysis.resistance.ohms * 1000, decimals: 2)) mΩ (round trip)"),
            (
                "Voltage drop",
                "\(Display.volts(analysis.voltageDrop)) (\(Display.percent(analysis.voltageDropPercent)))"
                    + (maxDrop.map { " — limit \(Display.percent($0))" } ?? "")
            ),
            ("Load voltage", Display.volts(analysis.loadVoltage)),
            (
                "Power loss",
                "\(Display.watts(analysis.powerLoss)) (\(Display.percent(analysis.powerLossPercent)) of \(Display.watts(circuit.loadPower)))"
            ),
            ("Ampacity", "\(Display.ampacity(analysis.ampacity)) (\(Display.conditions(circuit.conditions)))"),
        ]
        rows.append(("Result", failures.isEmpty ? "ok" : "FAILED: " + failures.joined(separator: "; ")))
        output.stdout = heading + "\n\n" + TextLayout.keyValues(rows)
        return output
    }
}
