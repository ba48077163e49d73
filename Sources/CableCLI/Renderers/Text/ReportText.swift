import CableCore

/// `cable report` for people, and the pieces its documents share: the circuit table and the
/// energy budget.
enum ReportText {
    static let circuitHeader = ["Kind", "Name", "Current", "Length", "Conductor", "Drop", "Limit", "Loss", "Fuse", "Limited by"]
    /// Columns of ``circuitHeader`` set flush right.
    static let circuitNumberColumns: Set<Int> = [2, 3, 5, 6, 7]

    static func render(_ report: SystemReport, display: Display) -> String {
        let system = report.system
        var output =
            "\(system.name) — \(Display.volts(system.nominalVoltage)) system"
            + (system.standard == .abyc ? ", sized by ABYC E-11 (K = 10.75, SAE J1127 areas)" : "") + "\n"
            + "Lengths are one-way runs; drop is over the round trip (out and back).\n\n"
        output += TextLayout.table(
            header: circuitHeader, rows: circuitRows(report, display: display), rightAligned: circuitNumberColumns)
        output += "\nEnergy\n" + TextLayout.keyValues(energyRows(report))
        output += "\nProtection\n" + TextLayout.keyValues(protectionRows(report))
        let warnings = warningLines(report, display: display)
        if !warnings.isEmpty {
            output += "\nWarnings\n" + warnings.map { "  - \($0)\n" }.joined()
        }
        return output
    }

    /// The warnings in words.
    static func warningLines(_ report: SystemReport, display: Display) -> [String] {
        report.warnings.map { WarningText.message($0, display: display) }
    }

    /// One row per circuit, in ``circuitHeader``'s columns.
    static func circuitRows(_ report: SystemReport, display: Display) -> [[String]] {
        report.circuits.map { circuit in
            let analysis = circuit.analysis
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
                limitedBy(circuit),
            ]
        }
    }

    /// What decided a circuit's size, in words.
    static func limitedBy(_ circuit: CircuitReport) -> String {
        if circuit.wireFromFile { return "given wire" }
        switch circuit.limitedBy {
        case .voltageDrop: return "voltage drop"
        case .ampacity: return circuit.upsizedForFuseFrom == nil ? "ampacity" : "ampacity (to fit a fuse)"
        case .minimumSize: return "minimum size"
        case nil: return "no size fits"
        }
    }

    /// What the fuses must be rated for: the system's charge voltage, and each bank's main fuse
    /// interrupting rating with where the figure comes from (``ShortCircuitEstimate``).
    static func protectionRows(_ report: SystemReport) -> [(String, String)] {
        let system = report.system
        var rows = [
            (
                "Fuse voltage",
                "every fuse rated ≥ \(Display.volts(system.maxChargeVoltage)) DC, the most the system reaches charging"
            )
        ]
        for bank in system.batteries {
            let estimate = bank.shortCircuit
            var basis: String
            switch estimate.basis {
            case .given:
                basis = "the maker's figure, \(estimate.prospectiveCurrent.map(Display.amps) ?? "-") for the bank"
            case .lithiumEstimate:
                basis = "fault ≈ \(estimate.prospectiveCurrent.map(Display.amps) ?? "-") at 120 A per Ah, an estimate"
            case .abycColdCrankingTable:
                let cca = estimate.coldCrankingAmps.map { Display.number($0.amperes, decimals: 0) } ?? "-"
                basis = "ABYC E-11 for \(cca) CCA" + (bank.coldCrankingAmps == nil ? ", estimated at 4.4 × Ah" : "")
            case .beyondAbycTable:
                basis = "lead-acid beyond ABYC E-11's table, no maker's figure"
            }
            if let prospective = estimate.prospectiveCurrent, prospective > ShortCircuitEstimate.highCurrentThreshold {
                basis += "; ABYC E-11 takes a 20 kA device above 10 kA"
            }
            rows.append(
                ("\(bank.name) main fuse", "interrupts ≥ \(Display.amps(estimate.requiredInterruptRating)) (\(basis))"))
        }
        return rows
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
}
