import CableCore
import CableText

/// `cable report` for people, and the pieces its documents share: the circuit table and the
/// energy budget.
enum ReportText {
    /// A table's columns: headers, which hold numbers (set flush right), and the order in which
    /// to leave them out when the table must fit a terminal.
    struct Columns {
        let header: [String]
        let numberColumns: Set<Int>
        let dropOrder: [Int]

        /// Columns from one description each: its header, whether it is a number, and its rank
        /// among the columns left out (0 first; nil for a column that always stays).
        init(_ columns: [(header: String, number: Bool, dropRank: Int?)]) {
            header = columns.map(\.header)
            numberColumns = Set(columns.indices.filter { columns[$0].number })
            dropOrder = columns.indices.compactMap { index in columns[index].dropRank.map { (rank: $0, index: index) } }
                .sorted { $0.rank < $1.rank }.map(\.index)
        }
    }

    /// The circuit table's columns, each described once, with the path's drop last when
    /// `withPath` (a report for a terminal whose circuits have paths: ``hasPaths(_:)``; documents
    /// show the paths in a table of their own).
    ///
    /// Left out first to fit a terminal: the loss, the limit, the fuse's distance, the kind, the
    /// length, what limited the size, the path's drop, the drop, the current and the fuse, in that
    /// order. The name and the conductor — the answer — always stay.
    static func circuitColumns(withPath: Bool) -> Columns {
        Columns(
            [
                (tr("Kind"), false, 3), (tr("Name"), false, nil), (tr("Current"), true, 8), (tr("Length"), true, 4),
                (tr("Conductor"), false, nil), (tr("Drop"), true, 7), (tr("Limit"), true, 1), (tr("Loss"), true, 0),
                (tr("Fuse"), false, 9), (tr("Fuse within"), true, 2), (tr("Limited by"), false, 5),
            ] + (withPath ? [(tr("Path drop"), true, 6)] : []))
    }

    /// Whether any circuit has a path of more than one segment (a bank's run or a feeder above
    /// it): only then do the circuit tables show the path's drop, so a star from a bank without
    /// a run reads as it always has.
    static func hasPaths(_ report: SystemReport) -> Bool { report.circuits.contains { $0.path.count > 1 } }

    /// The path's drop and its limit: `2.41 % ≤ 3 %`; `-` for a circuit with no segment above it.
    static func pathDrop(_ circuit: CircuitReport) -> String {
        guard circuit.path.count > 1 else { return "-" }
        return (circuit.pathDropPercent.map(Display.percent) ?? "-") + " ≤ " + Display.percent(circuit.pathMaxDropPercent)
    }

    /// The same for ``inverterHeader``: the name and DC current stay.
    static let inverterDropOrder = [2, 3, 4, 6, 7, 1, 8]
    /// The same for ``acLoadHeader``: the name and the energy from the bank stay.
    static let acLoadDropOrder = [1, 4, 3, 2]
    /// The same for ``arrayHeader``: the name, the cold Voc and the current stay.
    static let arrayDropOrder = [10, 1, 3, 2, 8, 9, 7, 5]

    /// The report with its warnings marked (``StyledText``); fitted to `width` columns when
    /// given (a terminal's), by leaving out columns in the orders above and wrapping long lines.
    static func styled(
        _ report: SystemReport, display: Display, width: Int?, catalog: [CatalogReference] = []
    ) -> StyledText {
        let system = report.system
        func wrap(_ line: String) -> String { width.map { TextLayout.wrapped(line, width: $0, indent: 2) } ?? line }
        var output =
            wrap(
                "\(system.name) — "
                    + tr("{voltage} system", ["voltage": Language.current.compound(Display.volts(system.nominalVoltage))])
                    + (system.standard == .abyc ? tr(", sized by ABYC E-11 (K = 10.75, SAE J1127 areas)") : "")) + "\n"
            + wrap(tr("Lengths are one-way runs; drop is over the round trip (out and back).")) + "\n"
            + wrap(tr("Resistance model: {model}.", ["model": Display.resistanceModel(system, series: report.series)]))
            + "\n\n"
        let circuitColumns = circuitColumns(withPath: hasPaths(report))
        output += TextLayout.table(
            header: circuitColumns.header, rows: circuitRows(report, display: display),
            rightAligned: circuitColumns.numberColumns, width: width, fit: TextLayout.Fit(dropOrder: circuitColumns.dropOrder))
        if hasPaths(report) { output += wrap(pathNote) + "\n" }
        if !report.inverters.isEmpty {
            output += "\n\(wrap(inverterCaption))\n"
            output += TextLayout.table(
                header: inverterHeader, rows: inverterRows(report), rightAligned: inverterNumberColumns, width: width,
                fit: TextLayout.Fit(dropOrder: inverterDropOrder))
        }
        if !report.acLoads.isEmpty {
            output += "\n\(wrap(acLoadCaption))\n"
            output += TextLayout.table(
                header: acLoadHeader, rows: acLoadRows(report), rightAligned: acLoadNumberColumns, width: width,
                fit: TextLayout.Fit(dropOrder: acLoadDropOrder))
        }
        if !report.arrays.isEmpty {
            output += "\n\(wrap(arrayCaption))\n"
            output += TextLayout.table(
                header: arrayHeader, rows: arrayRows(report), rightAligned: arrayNumberColumns, width: width,
                fit: TextLayout.Fit(dropOrder: arrayDropOrder))
        }
        output += "\n" + tr("Energy") + "\n" + TextLayout.keyValues(energyRows(report), width: width)
        output +=
            "\n" + tr("Protection") + "\n" + TextLayout.keyValues(protectionRows(report, in: display.language), width: width)
        if !catalog.isEmpty {
            output += "\n\(ReportCatalogText.caption)\n" + TextLayout.keyValues(ReportCatalogText.rows(catalog), width: width)
        }
        var text = StyledText(output)
        let warnings = warningLines(report, display: display)
        if !warnings.isEmpty {
            text.append("\n")
            text.append(tr("Warnings"), .warning)
            text.append("\n")
            for warning in warnings {
                text.append("  - ")
                text.append(width.map { TextLayout.wrapped(warning, width: $0 - 4, indent: 4) } ?? warning, .warning)
                text.append("\n")
            }
        }
        return text
    }

    /// The warnings in words.
    static func warningLines(_ report: SystemReport, display: Display) -> [String] {
        report.warnings.map { WarningText.message($0, display: display) }
    }

    /// How the drop budget of a path is split, for the report's readers.
    static var pathNote: String {
        tr(
            "Path drop: bank terminals to device, each segment at its own current. Upstream runs take a share of each "
                + "path's limit in proportion to length × √current (least copper); each branch gets what is left.")
    }

    /// The paths' table of a document (HTML, PDF), whose circuit table keeps its ten columns: each
    /// circuit below a bank's run or a feeder, its path's drop and limit, and its segments.
    static var pathHeader: [String] { [tr("Name"), tr("Path drop"), tr("Segments")] }

    /// One row per circuit with more than one segment, in ``pathHeader``'s columns.
    static func pathRows(_ report: SystemReport) -> [[String]] {
        report.circuits.filter { $0.path.count > 1 }.map { circuit in
            [
                circuit.name, pathDrop(circuit),
                circuit.path.map { segment in
                    segment.name + " " + (segment.dropPercent.map(Display.percent) ?? "-")
                }
                .joined(separator: " + "),
            ]
        }
    }

    /// One row per circuit, in ``circuitColumns(withPath:)``'s columns (with the path's drop when
    /// `withPath` and the report has paths).
    static func circuitRows(_ report: SystemReport, display: Display, withPath: Bool = true) -> [[String]] {
        let paths = withPath && hasPaths(report)
        return report.circuits.map { circuitRow($0, display: display) + (paths ? [pathDrop($0)] : []) }
    }

    /// One circuit's row, in the columns of ``circuitColumns(withPath:)`` without the path.
    static func circuitRow(_ circuit: CircuitReport, display: Display) -> [String] {
        let analysis = circuit.analysis
        return [
            CoreWords.circuitKind(circuit.kind),
            circuit.name,
            Display.amps(circuit.circuit.current),
            display.length(circuit.circuit.length),
            analysis.map { Display.conductorLabel($0.size, parallel: circuit.parallelConductors) } ?? tr("none"),
            analysis.map { Display.percent($0.voltageDropPercent) } ?? "-",
            "≤ " + Display.percent(circuit.maxDropPercent),
            analysis.map { Display.watts($0.powerLoss) } ?? "-",
            circuit.fuse.map { fuse in
                Display.amps(fuse.rating) + " " + (fuse.type.map(CoreWords.fuseFamily) ?? tr("(given)"))
            }
                ?? tr("none"),
            fusePlacement(circuit, units: display.units),
            limitedBy(circuit),
        ]
    }

    /// How far along the conductor the circuit's fuse may be from its source: `≤ 178 mm`
    /// (`≤ 7 in` under imperial units), with the file's distance before it when given
    /// (`150 mm ≤ 178 mm`); `-` without a fuse.
    static func fusePlacement(_ circuit: CircuitReport, units: UnitSystem) -> String {
        guard let placement = circuit.fusePlacement else { return "-" }
        guard placement.requiresFuse else { return tr("not required (alternator)") }
        let words = Words(Language.current)
        let limit = "≤ " + words.fuseDistance(placement.limit.meters, units: units)
        return circuit.fuseDistance.map { words.fuseDistance($0.meters, units: units) + " " + limit } ?? limit
    }

    static var inverterCaption: String {
        tr(
            "Inverters (DC current = AC rating / (efficiency × cut-off voltage); from the bank: AC energy / efficiency + "
                + "idle × 24 h)")
    }
    static var inverterHeader: [String] {
        [
            tr("Name"), tr("AC rating"), tr("Surge"), tr("Efficiency"), tr("Cut-off"), tr("DC current"), tr("Surge current"),
            tr("AC loads"), tr("From bank"),
        ]
    }
    static let inverterNumberColumns: Set<Int> = [1, 2, 3, 4, 5, 6, 7, 8]

    /// One row per inverter, in ``inverterHeader``'s columns.
    static func inverterRows(_ report: SystemReport) -> [[String]] {
        report.inverters.map { row in
            [
                row.inverter.name, Display.watts(row.inverter.power), Display.watts(row.inverter.effectiveSurgePower),
                Display.percent(row.efficiency * 100), Display.volts(row.cutoffVoltage), Display.amps(row.continuousCurrent),
                Display.amps(row.surgeCurrent), Display.watts(row.acLoadPower),
                tr("{energy} Wh/day", ["energy": Display.number(row.dailyEnergyWattHours, decimals: 0)]),
            ]
        }
    }

    static var arrayCaption: String {
        tr(
            "PV arrays (cold Voc = series × Voc × (1 + coefficient × (coldest − 25 °C)), NEC 690.7; current = 1.25 × Isc × "
                + "strings, NEC 690.8(A); conductor and fuse ≥ 1.56 × Isc × strings, NEC 690.8(B); a fuse in each string "
                + "from 3 strings, NEC 690.9; charge = power × peak-sun hours × 75 %)")
    }
    static var arrayHeader: [String] {
        [
            tr("Name"), tr("Controller"), tr("Modules"), tr("Power"), tr("Cold Voc"), tr("Voc limit"), tr("Current"),
            tr("Current limit"), tr("Run ≥"), tr("String fuse"), tr("Charge"),
        ]
    }
    static let arrayNumberColumns: Set<Int> = [3, 4, 5, 6, 7, 8, 9, 10]

    /// One row per PV array, in ``arrayHeader``'s columns.
    static func arrayRows(_ report: SystemReport) -> [[String]] {
        report.arrays.map { row in
            let array = row.array
            return [
                array.name, row.charger,
                tr("{series} in series × {parallel}", ["series": String(array.series), "parallel": String(array.parallel)]),
                Display.watts(array.power),
                Display.volts(row.coldOpenCircuitVoltage) + " "
                    + tr("at {temperature} °C", ["temperature": Display.number(array.effectiveMinTemperature.degreesCelsius)]),
                row.maxInputVoltage.map(Display.volts) ?? "-", Display.amps(row.maximumCurrent),
                row.maxInputCurrent.map(Display.amps) ?? "-", Display.amps(row.designCurrent),
                row.stringFuse.map(Display.amps) ?? (array.needsStringFuses ? tr("none fits") : "-"),
                tr("{energy} Wh/day", ["energy": Display.number(row.dailyEnergyWattHours, decimals: 0)]),
            ]
        }
    }

    static var acLoadCaption: String { tr("AC loads (fed by inverters; their wiring is AC and is not sized here)") }
    static var acLoadHeader: [String] {
        [tr("Name"), tr("Inverter"), tr("AC power"), tr("Use"), tr("AC energy"), tr("From bank")]
    }
    static let acLoadNumberColumns: Set<Int> = [2, 3, 4, 5]

    /// One row per AC load, in ``acLoadHeader``'s columns.
    static func acLoadRows(_ report: SystemReport) -> [[String]] {
        report.acLoads.map { load in
            [
                load.name, load.inverter, Display.watts(load.power),
                tr("{hours} h/day", ["hours": Display.number(load.hoursPerDay)]),
                tr("{energy} Wh/day", ["energy": Display.number(load.dailyACEnergyWattHours, decimals: 0)]),
                tr("{energy} Wh/day", ["energy": Display.number(load.dailyEnergyWattHours, decimals: 0)]),
            ]
        }
    }

    /// What decided a circuit's size, in words.
    static func limitedBy(_ circuit: CircuitReport) -> String {
        if circuit.wireFromFile { return tr("given wire") }
        switch circuit.limitedBy {
        case .voltageDrop: return tr("voltage drop")
        case .ampacity: return circuit.upsizedForFuseFrom == nil ? tr("ampacity") : tr("ampacity (to fit a fuse)")
        case .minimumSize: return tr("minimum size")
        case nil: return tr("no size fits")
        }
    }

    /// What the fuses must be rated for: the system's charge voltage, and each bank's main fuse
    /// interrupting rating with where the figure comes from (``ShortCircuitEstimate``).
    static func protectionRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        let system = report.system
        var rows = [
            (
                tr("Fuse voltage"),
                tr(
                    "every fuse rated ≥ {voltage} DC, the most the system reaches charging",
                    ["voltage": Display.volts(system.maxChargeVoltage)])
            )
        ]
        for bank in system.batteries {
            let estimate = bank.shortCircuit
            var basis: String
            let fault = estimate.prospectiveCurrent.map(Display.amps) ?? "-"
            switch estimate.basis {
            case .given:
                basis = tr("the maker's figure, {current} for the bank", ["current": fault])
            case .lithiumEstimate:
                basis = tr(
                    "fault ≈ {current} at {rate} per Ah, an estimate",
                    ["current": fault, "rate": Display.amps(.amperes(ShortCircuitEstimate.lithiumAmperesPerAh))])
            case .abycColdCrankingTable:
                let cca = estimate.coldCrankingAmps.map { Display.number($0.amperes, decimals: 0) } ?? "-"
                basis =
                    tr("ABYC E-11 for {cca} CCA", ["cca": cca])
                    + (estimate.coldCrankingAmpsEstimated ? ccaEstimateText(bank) : "")
            case .beyondAbycTable:
                basis = tr("lead-acid beyond ABYC E-11's table, no maker's figure")
                if estimate.coldCrankingAmpsEstimated {
                    let cca = estimate.coldCrankingAmps.map { Display.number($0.amperes, decimals: 0) } ?? "-"
                    basis += tr(", up to {cca} CCA", ["cca": cca]) + ccaEstimateText(bank)
                }
            }
            if estimate.exceedsHighCurrentThreshold {
                basis += tr(
                    "; ABYC E-11 takes a {rating} device above {threshold}",
                    [
                        "rating": Display.number(ShortCircuitEstimate.highCurrentRating.amperes / 1000) + " kA",
                        "threshold": Display.number(ShortCircuitEstimate.highCurrentThreshold.amperes / 1000) + " kA",
                    ])
            }
            rows.append(
                (
                    tr("{bank} main fuse", ["bank": bank.name]),
                    tr(
                        "interrupts ≥ {current} ({basis})",
                        ["current": Display.amps(estimate.requiredInterruptRating), "basis": basis])
                ))
        }
        return rows + branchFaultRows(report) + surgeRows(report, in: language)
    }

    /// How an unknown CCA was estimated, and what to give instead.
    static func ccaEstimateText(_ bank: BatteryBank) -> String {
        tr(
            ", estimated at {factor} × Ah, the top of {chemistry}'s range: give coldCrankingAmps",
            [
                "factor": Display.number(ShortCircuitEstimate.maximumColdCrankingAmpsPerAh(bank.chemistry)),
                "chemistry": CoreWords.chemistry(bank.chemistry),
            ])
    }

    /// One row per circuit with a surge: the surge, how long, the smallest fuse of the family that
    /// carries it, and whether that, not factor × current, set the fuse.
    static func surgeRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        report.circuits.compactMap { circuit in
            guard let surge = circuit.surge else { return nil }
            var text = tr(
                "{current} for {seconds} s", ["current": Display.amps(surge.current), "seconds": Display.number(surge.seconds)])
            if let minimum = circuit.surgeFuseMinimum {
                let family = (circuit.fuse?.type).map(CoreWords.fuseFamily) ?? tr("fuse")
                text = language.clauses([
                    text,
                    circuit.fuseSetBySurge
                        ? tr(
                            "the smallest {family} fuse that carries it is {minimum}, above the {floor} floor: the surge sets the fuse",
                            ["family": family, "minimum": Display.amps(minimum), "floor": Display.amps(circuit.fuseMinimum)])
                        : tr(
                            "the smallest {family} fuse that carries it is {minimum}, within the {floor} floor",
                            ["family": family, "minimum": Display.amps(minimum), "floor": Display.amps(circuit.fuseMinimum)]),
                ])
            } else {
                text = language.clauses([text, tr("no fuse of the family carries it")])
            }
            return (tr("{name} surge", ["name": circuit.name]), text)
        }
    }

    /// What the fuses of the circuits from the bus must interrupt: one row for each fault level
    /// the circuits start from (in the star, one: the bus), naming the circuits when there are
    /// several. The figures are the core's (``CircuitReport/faultCurrent``).
    static func branchFaultRows(_ report: SystemReport) -> [(String, String)] {
        var levels: [(circuit: CircuitReport, names: [String])] = []
        for circuit in report.circuits where circuit.kind != .battery && circuit.faultCurrent != nil {
            if let index = levels.firstIndex(where: {
                $0.circuit.faultCurrent == circuit.faultCurrent
                    && $0.circuit.requiredInterruptRating == circuit.requiredInterruptRating
            }) {
                levels[index].names.append(circuit.name)
            } else {
                levels.append((circuit, [circuit.name]))
            }
        }
        return levels.map { level in
            let circuit = level.circuit
            guard let fault = circuit.faultCurrent, let required = circuit.requiredInterruptRating else { return ("", "") }
            var value = tr(
                "interrupt ≥ {rating}: fault {current} through {resistance} of cable from the banks (20 °C)",
                [
                    "rating": amperesRounded(required), "current": amperesRounded(fault),
                    "resistance": Display.ohms(circuit.upstreamResistance),
                ])
            if required > ShortCircuitEstimate.requiredRating(forFault: fault) {
                value += tr("; ABYC E-11 Table V-A's branch minimum")
            } else if fault > ShortCircuitEstimate.highCurrentThreshold {
                value += tr(
                    "; ABYC E-11 takes a {rating} device above {threshold}",
                    [
                        "rating": Display.number(ShortCircuitEstimate.highCurrentRating.amperes / 1000) + " kA",
                        "threshold": Display.number(ShortCircuitEstimate.highCurrentThreshold.amperes / 1000) + " kA",
                    ])
            }
            if levels.count > 1 { value += " (" + level.names.joined(separator: ", ") + ")" }
            return (tr("Branch fuses"), value)
        }
    }

    /// A current in whole amperes (fault currents are estimates).
    private static func amperesRounded(_ current: Current) -> String { Display.number(current.amperes, decimals: 0) + " A" }

    /// The energy budget as label/value pairs.
    static func energyRows(_ report: SystemReport) -> [(String, String)] {
        currentRows(report) + dailyEnergyRows(report) + storageRows(report)
    }

    /// Peak current, and surge current when there are inverters.
    static func currentRows(_ report: SystemReport) -> [(String, String)] {
        let totals = report.totals
        let inverters = !report.inverters.isEmpty
        var energy: [(String, String)] = [
            (
                tr("Peak current"),
                Display.amps(totals.peakCurrent) + " "
                    + (inverters
                        ? tr("(all loads at once, inverters at their continuous rating)") : tr("(all loads at once)"))
            )
        ]
        if inverters {
            energy.append(
                (
                    tr("Surge current"),
                    Display.amps(totals.surgeCurrent) + " " + tr("(for seconds, inverters at their surge rating)")
                ))
        }
        return energy
    }

    /// What the loads use and the chargers put in each day.
    static func dailyEnergyRows(_ report: SystemReport) -> [(String, String)] {
        let system = report.system
        let totals = report.totals
        var energy: [(String, String)] = []
        energy.append(
            (
                tr("Daily consumption"),
                tr(
                    "{energy} Wh ({charge} Ah at {voltage})",
                    [
                        "energy": Display.number(totals.dailyEnergyWattHours, decimals: 0),
                        "charge": Display.number(totals.dailyAmpereHours, decimals: 1),
                        "voltage": Display.volts(system.nominalVoltage),
                    ])
            ))
        var charge = "\(Display.number(totals.dailyChargeWattHours, decimals: 0)) Wh"
        if let stored = totals.dailyChargeStoredWattHours, totals.dailyChargeWattHours > 0 {
            charge +=
                " "
                + tr(
                    "({energy} Wh stored at {percent} charge efficiency)",
                    [
                        "energy": Display.number(stored, decimals: 0),
                        "percent": Display.percent(stored / totals.dailyChargeWattHours * 100),
                    ])
        }
        energy.append((tr("Daily charge"), charge))
        return energy
    }

    /// The bank's energy, the days it lasts and the hours to recharge it.
    static func storageRows(_ report: SystemReport) -> [(String, String)] {
        let system = report.system
        let totals = report.totals
        var energy: [(String, String)] = []
        if !system.batteries.isEmpty {
            let chemistries = Set(system.batteries.map { CoreWords.chemistry($0.chemistry) }).sorted().joined(separator: ", ")
            energy.append(
                (
                    tr("Bank energy"),
                    tr(
                        "{nominal} Wh nominal, {usable} Wh usable ({chemistries})",
                        [
                            "nominal": Display.number(totals.bankNominalEnergyWattHours, decimals: 0),
                            "usable": Display.number(totals.usableEnergyWattHours, decimals: 0), "chemistries": chemistries,
                        ])
                ))
        }
        energy.append((tr("Autonomy"), totals.autonomyDays.map { tr("{days} days", ["days": Display.number($0)]) } ?? "-"))
        energy.append(
            (
                tr("Recharge"),
                totals.rechargeHours.map { hours in
                    var text = tr(
                        "{hours} h from usable-empty, all chargers on", ["hours": Display.number(hours, decimals: 1)])
                    if let absorption = totals.rechargeAbsorptionHours, absorption > 0 {
                        text +=
                            " "
                            + tr(
                                "(bulk to {percent}, then {hours} h absorption)",
                                [
                                    "percent": Display.percent(BatteryChemistry.bulkEndStateOfCharge * 100),
                                    "hours": Display.number(absorption, decimals: 1),
                                ])
                    }
                    return text
                } ?? "-"
            ))
        return energy
    }
}
