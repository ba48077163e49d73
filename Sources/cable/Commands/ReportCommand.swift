import CableCore

/// `cable report FILE`: every circuit sized, the energy budget and warnings.
enum ReportCommand: Command {
    static let spec = CommandSpec(
        name: "report",
        abstract: "Size every circuit of a system file and show its energy budget.",
        usage: "cable report FILE [--units metric|imperial] [--json]",
        discussion: """
            Reads a system file (JSON; - reads standard input) and, for each load, charger and battery \
            main feed, shows the current, one-way length, conductor, drop over the round trip, loss, \
            fuse and what limited the size; then the totals: peak current, daily consumption and \
            charge, bank energy, days of autonomy and hours to recharge, and warnings.
            """,
        options: [CommonOptions.units, CommonOptions.json],
        examples: ["cable report van.json", "cable example | cable report - --units imperial", "cable report boat.json --json"],
        arguments: ["FILE"])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let (path, system) = try options.systemFile()
        let units = try options.units(for: system)
        let report = try SystemCommands.analyze(system, units: units, path: path)
        if options.flag("json") {
            return CommandOutput(stdout: json(report).serialized() + "\n")
        }
        return CommandOutput(stdout: text(report, display: Display(units: units)))
    }

    static func text(_ report: SystemReport, display: Display) -> String {
        let system = report.system
        var output =
            "\(system.name) — \(Display.volts(system.nominalVoltage)) system"
            + (system.standard == .abyc ? ", sized by ABYC E-11 (K = 10.75, SAE J1127 areas)" : "") + "\n"
            + "Lengths are one-way runs; drop is over the round trip (out and back).\n\n"
        let rows: [[String]] = report.circuits.map { circuit in
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
        output += TextLayout.table(
            header: ["Kind", "Name", "Current", "Length", "Conductor", "Drop", "Limit", "Loss", "Fuse", "Limited by"],
            rows: rows, rightAligned: [2, 3, 5, 6, 7])
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
        output += "\nEnergy\n" + TextLayout.keyValues(energy)
        if !report.warnings.isEmpty {
            output += "\nWarnings\n" + report.warnings.map { "  - \($0)\n" }.joined()
        }
        return output
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
