import CableCore

/// `cable report` for people, and the pieces its documents share: the circuit table and the
/// energy budget.
enum ReportText {
    static let circuitHeader = ["Kind", "Name", "Current", "Length", "Conductor", "Drop", "Limit", "Loss", "Fuse", "Limited by"]
    /// Columns of ``circuitHeader`` set flush right.
    static let circuitNumberColumns: Set<Int> = [2, 3, 5, 6, 7]

    static func render(_ report: SystemReport, display: Display, catalog: [CatalogReference] = []) -> String {
        let system = report.system
        var output =
            "\(system.name) — \(Display.volts(system.nominalVoltage)) system"
            + (system.standard == .abyc ? ", sized by ABYC E-11 (K = 10.75, SAE J1127 areas)" : "") + "\n"
            + "Lengths are one-way runs; drop is over the round trip (out and back).\n\n"
        output += TextLayout.table(
            header: circuitHeader, rows: circuitRows(report, display: display), rightAligned: circuitNumberColumns)
        if !report.inverters.isEmpty {
            output += "\n\(inverterCaption)\n"
            output += TextLayout.table(header: inverterHeader, rows: inverterRows(report), rightAligned: inverterNumberColumns)
        }
        if !report.acLoads.isEmpty {
            output += "\n\(acLoadCaption)\n"
            output += TextLayout.table(header: acLoadHeader, rows: acLoadRows(report), rightAligned: acLoadNumberColumns)
        }
        output += "\nEnergy\n" + TextLayout.keyValues(energyRows(report))
        output += "\nProtection\n" + TextLayout.keyValues(protectionRows(report))
        if !catalog.isEmpty {
            output += "\n\(ReportCatalogText.caption)\n" + TextLayout.keyValues(ReportCatalogText.rows(catalog))
        }
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

    static let inverterCaption =
        "Inverters (DC current = AC rating / (efficiency × cut-off voltage); from the bank: AC energy / efficiency + idle × 24 h)"
    static let inverterHeader = [
        "Name", "AC rating", "Surge", "Efficiency", "Cut-off", "DC current", "Surge current", "AC loads", "From bank",
    ]
    static let inverterNumberColumns: Set<Int> = [1, 2, 3, 4, 5, 6, 7, 8]

    /// One row per inverter, in ``inverterHeader``'s columns.
    static func inverterRows(_ report: SystemReport) -> [[String]] {
        report.inverters.map { row in
            [
                row.inverter.name, Display.watts(row.inverter.power), Display.watts(row.inverter.effectiveSurgePower),
                Display.percent(row.efficiency * 100), Display.volts(row.cutoffVoltage), Display.amps(row.continuousCurrent),
                Display.amps(row.surgeCurrent), Display.watts(row.acLoadPower),
                "\(Display.number(row.dailyEnergyWattHours, decimals: 0)) Wh/day",
            ]
        }
    }

    static let acLoadCaption = "AC loads (fed by inverters; their wiring is AC and is not sized here)"
    static let acLoadHeader = ["Name", "Inverter", "AC power", "Use", "AC energy", "From bank"]
    static let acLoadNumberColumns: Set<Int> = [2, 3, 4, 5]

    /// One row per AC load, in ``acLoadHeader``'s columns.
    static func acLoadRows(_ report: SystemReport) -> [[String]] {
        report.acLoads.map { load in
            [
                load.name, load.inverter, Display.watts(load.power), "\(Display.number(load.hoursPerDay)) h/day",
                "\(Display.number(load.dailyACEnergyWattHours, decimals: 0)) Wh/day",
                "\(Display.number(load.dailyEnergyWattHours, decimals: 0)) Wh/day",
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
        let inverters = !report.inverters.isEmpty
        var energy: [(String, String)] = [
            (
                "Peak current",
                Display.amps(totals.peakCurrent)
                    + (inverters ? " (all loads at once, inverters at their continuous rating)" : " (all loads at once)")
            )
        ]
        if inverters {
            energy.append(
                ("Surge current", Display.amps(totals.surgeCurrent) + " (for seconds, inverters at their surge rating)"))
        }
        energy.append(
            (
                "Daily consumption",
                "\(Display.number(totals.dailyEnergyWattHours, decimals: 0)) Wh "
                    + "(\(Display.number(totals.dailyAmpereHours, decimals: 1)) Ah at \(Display.volts(system.nominalVoltage)))"
            ))
        var charge = "\(Display.number(totals.dailyChargeWattHours, decimals: 0)) Wh"
        if let stored = totals.dailyChargeStoredWattHours, totals.dailyChargeWattHours > 0 {
            charge +=
                " (\(Display.number(stored, decimals: 0)) Wh stored at "
                + "\(Display.percent(stored / totals.dailyChargeWattHours * 100)) charge efficiency)"
        }
        energy.append(("Daily charge", charge))
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
                totals.rechargeHours.map { hours in
                    var text = "\(Display.number(hours, decimals: 1)) h from usable-empty, all chargers on"
                    if let absorption = totals.rechargeAbsorptionHours, absorption > 0 {
                        text += " (bulk to 80 %, then \(Display.number(absorption, decimals: 1)) h absorption)"
                    }
                    return text
                } ?? "-"
            ))
        return energy
    }
}
