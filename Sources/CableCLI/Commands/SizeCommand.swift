import CableCore

/// `cable size`: the wire for a load.
enum SizeCommand: Command {
    static let name = "size"
    static let spec = CommandSpec(
        name: name,
        abstract: "Choose the wire size and fuse for a DC load.",
        usage: "cable size (--current <amps> | --power <watts>) --voltage <volts> --length <length> [options]",
        discussion: """
            Picks the smallest standard size that keeps the voltage drop within --max-drop over the \
            round trip (the one-way length doubled, unless --round-trip) and whose ampacity carries \
            the current, then the smallest standard fuse between 1.25 × the current and that ampacity. \
            Exits 1 when no standard size can meet the requirement.
            """,
        options: CommonOptions.circuit + [
            CommonOptions.maxDrop, CommonOptions.critical, CommonOptions.standard, CommonOptions.fuseFactor,
            CommonOptions.fuseType, CommonOptions.units, CommonOptions.json,
        ],
        examples: [
            "cable size --current 20 --length 5 --voltage 12",
            "cable size --power 240W --voltage 12V --length 16ft --max-drop 3 --units imperial",
            "cable size --current 150A --voltage 24 --length 2m --insulation 90C --engine-room --json",
        ])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let units = try options.units()
        let circuit = try options.circuit()
        let maxDrop = try options.maxDrop(standard: circuit.standard)
        let fuseFactor = try options.value("fuse-factor", QuantityParser.number) ?? FuseSelector.defaultFactor
        let fuseTypes = try options.fuseTypes()
        let sizingOptions: SizingOptions
        do {
            sizingOptions = try SizingOptions(
                maxDropPercent: maxDrop, series: circuit.standard == .abyc ? .marine : units.series, fuseFactor: fuseFactor,
                fuseTypes: fuseTypes)
        } catch {
            throw options.named(error)
        }
        let result: SizingResult
        do {
            result = try Sizer.size(circuit, options: sizingOptions)
        } catch {
            throw .requirementFailed(
                message(for: error, circuit: circuit, options: sizingOptions, display: Display(units: units)))
        }
        if options.flag("json") {
            var json = JSONEmitter()
            var record = SizeRecord()
            record.write(result, to: &json)
            return CommandOutput(stdout: json.bytes.withUnsafeBytes(JSONIndentation.indented) + "\n")
        }
        return CommandOutput(stdout: text(result, display: Display(units: units)))
    }

    static func message(for error: SizingError, circuit: Circuit, options: SizingOptions, display: Display) -> String {
        switch error {
        case .dropTooLarge(let required, let largest):
            return "no standard size keeps the drop within \(Display.percent(options.maxDropPercent)) over "
                + "\(display.run(circuit)): it needs \(display.area(required)); the largest, "
                + "\(display.conductor(largest.size)), drops \(Display.percent(largest.voltageDropPercent)). "
                + "Use parallel conductors, a shorter run or a higher voltage."
        case .currentTooLarge(let current, let largest):
            return "no standard size is rated for \(Display.amps(current)) (largest: \(display.conductor(largest.size)), "
                + "\(Display.ampacity(largest.ampacity)) with \(Display.conditions(circuit.conditions))). "
                + "Use parallel conductors or a higher voltage."
        }
    }

    static func text(_ result: SizingResult, display: Display) -> String {
        let circuit = result.circuit
        let recommended = result.recommended
        var heading = "Wire for \(Display.amps(circuit.current))"
        if case .power(let power) = circuit.load { heading += " (\(Display.watts(power)))" }
        heading +=
            " at \(Display.volts(circuit.supplyVoltage)) over \(display.run(circuit)), "
            + Display.method(circuit)

        let limit = result.limitedBy == .voltageDrop ? "limited by voltage drop" : "limited by ampacity"
        var rows: [(String, String)] = [
            ("Recommended", "\(display.conductor(recommended.size))  — \(limit)"),
            (
                "Required area",
                "\(display.area(result.requiredArea)) for ≤ \(Display.percent(result.options.maxDropPercent)) drop"
            ),
            (
                "Voltage drop",
                "\(Display.volts(recommended.voltageDrop)) (\(Display.percent(recommended.voltageDropPercent))) "
                    + "over the \(display.length(circuit.conductorLength)) round trip; load sees \(Display.volts(recommended.loadVoltage))"
            ),
            (
                "Power loss",
                "\(Display.watts(recommended.powerLoss)) (\(Display.percent(recommended.powerLossPercent)) of \(Display.watts(circuit.loadPower)))"
            ),
            ("Ampacity", "\(Display.ampacity(recommended.ampacity)) (\(Display.conditions(circuit.conditions)))"),
        ]
        if let fuse = result.fuse {
            rows.append(
                (
                    "Fuse",
                    "\(Display.fuse(fuse)) (≥ \(Display.amps(result.fuseMinimum)), ≤ \(recommended.ampacity.map { Display.amps($0.current) } ?? "-") ampacity)"
                ))
        } else {
            rows.append(
                ("Fuse", "none: no standard fuse of at least \(Display.amps(result.fuseMinimum)) fits under the ampacity"))
        }
        if let from = result.upsizedForFuseFrom {
            rows.append(("Note", "upsized from \(display.conductor(from)) so a standard fuse fits under its ampacity"))
        }
        if let smaller = result.nextSmaller {
            rows.append(
                (
                    "Next smaller",
                    "\(display.conductor(smaller.size)): \(Display.volts(smaller.voltageDrop)) "
                        + "(\(Display.percent(smaller.voltageDropPercent))) drop, ampacity \(Display.ampacity(smaller.ampacity))"
                        + " — \(whyNot(smaller, result: result))"
                ))
        }
        return heading + "\n\n" + TextLayout.keyValues(rows)
    }

    /// Why the next smaller size was not chosen.
    static func whyNot(_ smaller: RunAnalysis, result: SizingResult) -> String {
        if !Tolerance.isAtMost(smaller.voltageDropPercent, result.options.maxDropPercent) {
            return "over the \(Display.percent(result.options.maxDropPercent)) limit"
        }
        if !smaller.carries(result.circuit.current) {
            return "ampacity below \(Display.amps(result.circuit.current))"
        }
        return "no standard fuse of at least \(Display.amps(result.fuseMinimum)) fits"
    }
}
