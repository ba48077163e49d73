import CableCore

/// `cable report FILE`: every circuit sized, the energy budget and warnings.
enum ReportCommand: Command {
    static let name = "report"
    static let spec = CommandSpec(
        name: name,
        abstract: "Size every circuit of a system file and show its energy budget.",
        usage: "cable report FILE [--format table|json|html|pdf] [-o FILE] [--units metric|imperial]",
        discussion: """
            Reads a system file (JSON; - reads standard input) and, for each load, charger and battery \
            main feed, shows the current, one-way length, conductor, drop over the round trip, loss, \
            fuse and what limited the size; then the totals: peak current, daily consumption and \
            charge, bank energy, days of autonomy and hours to recharge, and warnings. \
            --format pdf writes an A4 report (summary, circuits, energy, warnings, bill of materials \
            and wiring diagram) to the file -o names; -o FILE also writes the other formats to a file.
            """,
        options: [
            OptionSpec.value("format", "table|json|html|pdf", "Output format; pdf needs -o FILE.", default: "table"),
            OptionSpec.output,
            CommonOptions.units,
            OptionSpec.flag("json", "Same as --format json: JSON (SI units, full precision) instead of a table."),
        ],
        examples: [
            "cable report van.json", "cable example | cable report - --units imperial", "cable report boat.json --json",
            "cable report van.json --format pdf -o van-report.pdf",
        ],
        arguments: ["FILE"])

    enum Format: String, CaseIterable {
        case table, json, html, pdf
    }

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        var format = try options.format(Format.self) ?? .table
        if options.flag("json") {
            guard !options.has("format") || format == .json else {
                throw .usage("--json is --format json: give one of them", command: spec.name)
            }
            format = .json
        }
        if format == .pdf, !options.has("output") {
            throw .usage(OutputFile.refusal("PDF"), command: spec.name)
        }
        let (path, system) = try options.systemFile()
        let units = try options.units(for: system)
        let report = try SystemCommands.analyze(system, units: units, path: path)
        let display = Display(units: units)
        switch format {
        case .table:
            return try OutputFile.deliver(text: text(report, display: display), options: options)
        case .json:
            return try OutputFile.deliver(text: json(report).serialized() + "\n", options: options)
        case .html:
            let bom: BillOfMaterials
            do {
                bom = try BillOfMaterials.make(from: report)
            } catch {
                throw options.named(error)
            }
            return try OutputFile.deliver(text: HTMLReport.render(report, bom: bom, display: display), options: options)
        case .pdf:
            return try OutputFile.deliver(binary: pdf(report, display: display), kind: "PDF", options: options)
        }
    }

    static let circuitHeader = ["Kind", "Name", "Current", "Length", "Conductor", "Drop", "Limit", "Loss", "Fuse", "Limited by"]
    /// Columns of ``circuitHeader`` set flush right.
    static let circuitNumberColumns: Set<Int> = [2, 3, 5, 6, 7]

    static func text(_ report: SystemReport, display: Display) -> String {
        let system = report.system
        var output =
            "\(system.name) — \(Display.volts(system.nominalVoltage)) system"
            + (system.standard == .abyc ? ", sized by ABYC E-11 (K = 10.75, SAE J1127 areas)" : "") + "\n"
            + "Lengths are one-way runs; drop is over the round trip (out and back).\n\n"
        output += TextLayout.table(
            header: circuitHeader, rows: circuitRows(report, display: display), rightAligned: circuitNumberColumns)
        output += "\nEnergy\n" + TextLayout.keyValues(energyRows(report))
        if !report.warnings.isEmpty {
            output += "\nWarnings\n" + report.warnings.map { "  - \($0)\n" }.joined()
        }
        return output
    }

    /// One row per circuit, in ``circuitHeader``'s columns.
    static func circuitRows(_ report: SystemReport, display: Display) -> [[String]] {
        report.circuits.map { circuit in
            let analysis = circuit.analysis
            let limited: String
            if circuit.wireFromFile {
                limited = "given wire"
            } else {
                switch circuit.limitedBy {
                case .voltageDrop: limited = "voltage drop"
                case .ampacity: limited = circuit.upsizedForFuseFrom == nil ? "ampacity" : "ampacity (to fit a fuse)"
                case nil: limited = "no size fits"
                }
            }
            return [
                circuit.kind.rawValue,
                circuit.name,
                Display.amps(circuit.circuit.current),
                display.length(circuit.circuit.length),
                analysis.map(\.size.label) ?? "none",
                analysis.map { Display.percent($0.voltageDropPercent) } ?? "-",
                "≤ " + Display.percent(circuit.maxDropPercent),
                analysis.map { Display.watts($0.powerLoss) } ?? "-",
                circuit.fuse.map { fuse in Display.amps(fuse.rating) + " " + (fuse.type?.displayName ?? "(given)") } ?? "none",
                limited,
            ]
        }
    }

    /// The energy budget as label/value pairs.
    static func energyRows(_ report: SystemReport) -> [(String, String)] {
        let system = report.system
        let totals = report.totals
        var energy: [(String, String)] = [
            ("Peak current", Display.amps(totals.peakCurrent) + " (all loads at once)"),
            (
                "Daily consumption",
                "\(Display.number(totals.dailyEnergyWattHours, decimals: 0)) Wh "
                    + "(\(Display.number(totals.dailyAmpereHours, decimals: 1)) Ah at \(Display.volts(system.nominalVoltage)))"
            ),
            ("Daily charge", "\(Display.number(totals.dailyChargeWattHours, decimals: 0)) Wh"),
        ]
        if !system.batteries.isEmpty {
            let chemistries = Set(system.batteries.map(\.chemistry.displayName)).sorted().joined(separator: ", ")
            energy.append(
                (
                    "Bank energy",
                    "\(Display.number(totals.bankNominalEnergyWattHours, decimals: 0)) Wh nominal, "
                        + "\(Display.number(totals.usableEnergyWattHours, decimals: 0)) Wh usable (\(chemistries))"
                ))
        }
        energy.append(("Autonomy", totals.autonomyDays.map { "\(Display.number($0)) days" } ?? "-"))
        energy.append(
            (
                "Recharge",
                totals.rechargeHours.map { "\(Display.number($0, decimals: 1)) h from usable-empty, all chargers on" } ?? "-"
            ))
        return energy
    }

    /// The A4 report: summary, circuits, energy budget, warnings, bill of materials and the
    /// wiring diagram.
    static func pdf(_ report: SystemReport, display: Display) -> [UInt8] {
        let system = report.system
        var document = PDFDocumentBuilder(title: "\(system.name) — system report")
        document.title(system.name, subtitle: "System report: every circuit sized, energy budget, materials and wiring")
        let defaults = system.defaults
        let method =
            system.standard == .abyc
            ? "ABYC E-11 (K = 10.75 Ω·cmil/ft, SAE J1127 areas)"
            : "\(defaults.material.displayName) at \(Display.temperature(defaults.conductorTemperature)), nominal areas"
        let kinds = Dictionary(grouping: report.circuits, by: \.kind.rawValue)
        document.keyValues([
            ("System", system.name),
            ("Voltage", "\(Display.volts(system.nominalVoltage)) nominal"),
            ("Method", method),
            ("Wire series", report.series == .metric ? "metric (mm²)" : "AWG"),
            (
                "Drop limits",
                "\(Display.percent(defaults.ordinaryMaxDropPercent(for: system.standard))) ordinary, "
                    + "\(Display.percent(defaults.criticalMaxDropPercent)) critical circuits"
            ),
            (
                "Circuits",
                [("load", "loads"), ("charger", "chargers"), ("battery", "battery feeds")].map { kind, plural in
                    let count = kinds[kind]?.count ?? 0
                    return "\(count) \(count == 1 ? String(plural.dropLast()) : plural)"
                }.joined(separator: ", ")
            ),
        ])
        document.heading("Circuits")
        document.paragraph("Lengths are one-way runs; drop is over the round trip (out and back).", size: 8.5, colour: .grey)
        document.table(
            PDFTable(
                header: circuitHeader, rows: circuitRows(report, display: display), rightAligned: circuitNumberColumns,
                flexible: [1, 8, 9], continuedCaption: "Circuits (continued)"))
        document.heading("Energy budget")
        document.keyValues(energyRows(report))
        document.heading("Warnings", keepWithNext: 20)
        // Rule violations the warnings do not already state, as `cable check` finds them.
        let violations = report.violations.filter { violation in !report.warnings.contains { $0.contains(violation.message) } }
            .map { "\($0.circuit): \($0.message)" }
        if report.warnings.isEmpty && violations.isEmpty {
            document.paragraph("None.")
        } else {
            document.bullets(report.warnings + violations)
        }
        document.heading("Bill of materials")
        if let bom = try? BillOfMaterials.make(from: report) {
            document.paragraph(BomCommand.caption(bom, units: display.units), size: 8.5, colour: .grey)
            document.table(
                PDFTable(
                    header: BomCommand.header, rows: BomCommand.rows(bom, units: display.units), rightAligned: [2],
                    flexible: [1], continuedCaption: "Bill of materials (continued)"))
        } else {
            document.paragraph("No bill of materials: the system could not be itemised.")
        }
        let diagram = WiringDiagram.layout(report, display: display)
        document.drawing(diagram, heading: "Wiring diagram", continuedCaption: "Wiring diagram (continued)")
        return document.pdf()
    }

    static func json(_ report: SystemReport) -> JSONValue {
        let totals = report.totals
        let circuits: [JSONValue] = report.circuits.map { circuit in
            let analysis = circuit.analysis
            var object: [String: JSONValue] = [
                "kind": .string(circuit.kind.rawValue),
                "name": .string(circuit.name),
                "currentAmperes": .number(circuit.circuit.current.amperes),
                "voltageVolts": .number(circuit.circuit.supplyVoltage.volts),
                "lengthMeters": .number(circuit.circuit.length.meters),
                "conductorLengthMeters": .number(circuit.circuit.conductorLength.meters),
                "maxDropPercent": .number(circuit.maxDropPercent),
                "critical": .bool(circuit.critical),
                "conductor": .optional(analysis?.size, JSONFields.conductor),
                "voltageDropVolts": .optional(analysis) { .number($0.voltageDrop.volts) },
                "voltageDropPercent": .optional(analysis) { .number($0.voltageDropPercent) },
                "powerLossWatts": .optional(analysis) { .number($0.powerLoss.watts) },
                "ampacityAmperes": JSONFields.ampacity(analysis?.ampacity),
                "fuse": .optional(circuit.fuse) { fuse in
                    .object([
                        "ratingAmperes": .number(fuse.rating.amperes),
                        "type": .optional(fuse.type) { .string($0.rawValue) },
                        "typeName": .optional(fuse.type) { .string($0.displayName) },
                        "fromFile": .bool(fuse.fromFile),
                    ])
                },
                "limitedBy": .optional(circuit.limitedBy) { .string($0.rawValue) },
                "wireFromFile": .bool(circuit.wireFromFile),
                "problem": .optional(circuit.problem, JSONValue.string),
                "upsizedForFuseFrom": .optional(circuit.upsizedForFuseFrom, JSONFields.conductor),
            ]
            object["lengthIsRoundTrip"] = .bool(false)
            return .object(object)
        }
        let batteries: [JSONValue] = report.system.batteries.map { bank in
            .object([
                "name": .string(bank.name),
                "chemistry": .string(bank.chemistry.rawValue),
                "count": .integer(bank.count),
                "series": .integer(bank.arrangement.series),
                "parallel": .integer(bank.arrangement.parallel),
                "capacityAh": .number(bank.capacityAh),
                "bankCapacityAh": .number(bank.bankCapacityAh),
                "bankVoltageVolts": .number(bank.bankVoltage.volts),
                "nominalEnergyWattHours": .number(bank.nominalEnergyWattHours),
                "usableFraction": .number(bank.effectiveUsableFraction),
                "maxDischargeCurrentAmperes": .number(bank.effectiveMaxDischargeCurrent.amperes),
                "maxChargeCurrentAmperes": .number(bank.maxChargeCurrent.amperes),
                "peukertExponent": .number(bank.effectivePeukertExponent),
            ])
        }
        return .object([
            "schemaVersion": JSONFields.schemaVersion,
            "system": .object([
                "name": .string(report.system.name),
                "nominalVoltage": .number(report.system.nominalVoltage.volts),
                "series": .string(report.series.rawValue),
                "standard": .string(report.system.standard.rawValue),
            ]),
            "circuits": .array(circuits),
            "batteries": .array(batteries),
            "totals": .object([
                "peakCurrentAmperes": .number(totals.peakCurrent.amperes),
                "dailyEnergyWattHours": .number(totals.dailyEnergyWattHours),
                "dailyAmpereHours": .number(totals.dailyAmpereHours),
                "dailyChargeWattHours": .number(totals.dailyChargeWattHours),
                "bankNominalEnergyWattHours": .number(totals.bankNominalEnergyWattHours),
                "usableEnergyWattHours": .number(totals.usableEnergyWattHours),
                "autonomyDays": .optional(totals.autonomyDays, JSONValue.number),
                "rechargeHours": .optional(totals.rechargeHours, JSONValue.number),
                "maxDischargeCurrentAmperes": .optional(totals.maxDischargeCurrent) { .number($0.amperes) },
            ]),
            "warnings": .array(report.warnings.map(JSONValue.string)),
        ])
    }
}

/// What the system-file commands share.
enum SystemCommands {
    static func analyze(_ system: ElectricalSystem, units: UnitSystem, path: String) throws(CLIError) -> SystemReport {
        do {
            return try SystemAnalyzer.analyze(system, series: units.series)
        } catch {
            throw .badData("\(InputFile.displayName(path)): \(error)")
        }
    }
}
