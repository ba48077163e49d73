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
    static func circuitColumns(withPath: Bool, in language: Language) -> Columns {
        Columns(
            [
                (language.tr("Kind"), false, 3), (language.tr("Name"), false, nil), (language.tr("Current"), true, 8),
                (language.tr("Length"), true, 4),
                (language.tr("Conductor"), false, nil), (language.tr("Drop"), true, 7), (language.tr("Limit"), true, 1),
                (language.tr("Loss"), true, 0),
                (language.tr("Fuse"), false, 9), (language.tr("Fuse within"), true, 2), (language.tr("Limited by"), false, 5),
            ] + (withPath ? [(language.tr("Path drop"), true, 6)] : []))
    }

    /// Whether any circuit has a path of more than one segment (a bank's run or a feeder above
    /// it): only then do the circuit tables show the path's drop, so a star from a bank without
    /// a run reads as it always has.
    static func hasPaths(_ report: SystemReport) -> Bool { report.circuits.contains { $0.path.count > 1 } }

    /// The path's drop and its limit: `2.41 % ≤ 3 %`; `-` for a circuit with no segment above it.
    static func pathDrop(_ circuit: CircuitReport, in language: Language) -> String {
        guard circuit.path.count > 1 else { return "-" }
        return (circuit.pathDropPercent.map { Display.percent($0, in: language) } ?? "-") + " ≤ "
            + Display.percent(circuit.pathMaxDropPercent, in: language)
    }

    /// The same for ``inverterHeader(in:)``: the name and DC current stay.
    static let inverterDropOrder = [2, 3, 4, 6, 7, 1, 8]
    /// The same for ``acLoadHeader(in:)``: the name and the energy from the bank stay.
    static let acLoadDropOrder = [1, 4, 3, 2]
    /// The same for ``arrayHeader(in:)``: the name, the cold Voc and the current stay.
    static let arrayDropOrder = [10, 1, 3, 2, 8, 9, 7, 5]

    /// The report with its warnings marked (``StyledText``); fitted to `width` columns when
    /// given (a terminal's), by leaving out columns in the orders above and wrapping long lines.
    static func styled(
        _ report: SystemReport, display: Display, width: Int?, catalog: [CatalogReference] = []
    ) -> StyledText {
        func wrap(_ line: String) -> String { width.map { TextLayout.wrapped(line, width: $0, indent: 2) } ?? line }
        var output = opening(report, display: display, wrap: wrap)
        let circuitColumns = circuitColumns(withPath: hasPaths(report), in: display.language)
        output += TextLayout.table(
            header: circuitColumns.header, rows: circuitRows(report, display: display),
            rightAligned: circuitColumns.numberColumns, width: width, fit: TextLayout.Fit(dropOrder: circuitColumns.dropOrder),
            in: display.language)
        if hasPaths(report) { output += wrap(pathNote(in: display.language)) + "\n" }
        output += deviceTables(report, display: display, width: width, wrap: wrap)
        output +=
            "\n" + display.language.tr("Energy") + "\n"
            + TextLayout.keyValues(energyRows(report, in: display.language), width: width)
        output +=
            "\n" + display.language.tr("Protection") + "\n"
            + TextLayout.keyValues(protectionRows(report, in: display.language), width: width)
        if !catalog.isEmpty {
            output +=
                "\n\(ReportCatalogText.caption(in: display.language))\n"
                + TextLayout.keyValues(ReportCatalogText.rows(catalog, in: display.language), width: width)
        }
        var text = StyledText(output)
        let warnings = warningLines(report, display: display)
        if !warnings.isEmpty {
            text.append("\n")
            text.append(display.language.tr("Warnings"), .warning)
            text.append("\n")
            for warning in warnings {
                text.append("  - ")
                text.append(width.map { TextLayout.wrapped(warning, width: $0 - 4, indent: 4) } ?? warning, .warning)
                text.append("\n")
            }
        }
        return text
    }

    /// The report's opening lines: the system and its voltage, how lengths are read and the
    /// resistance model, each wrapped by `wrap`.
    static func opening(_ report: SystemReport, display: Display, wrap: (String) -> String) -> String {
        let system = report.system
        return
            wrap(
                "\(system.name) — "
                    + display.language.tr(
                        "{voltage} system",
                        ["voltage": display.language.compound(Display.volts(system.nominalVoltage, in: display.language))])
                    + (system.standard == .abyc ? display.language.tr(", sized by ABYC E-11 (K = 10.75, SAE J1127 areas)") : ""))
            + "\n"
            + wrap(display.language.tr("Lengths are one-way runs; drop is over the round trip (out and back).")) + "\n"
            + wrap(
                display.language.tr(
                    "Resistance model: {model}.",
                    ["model": Display.resistanceModel(system, series: report.series, in: display.language)]))
            + "\n\n"
    }

    /// The inverter, AC-load and PV-array tables the system has, each under its caption.
    static func deviceTables(_ report: SystemReport, display: Display, width: Int?, wrap: (String) -> String) -> String {
        let language = display.language
        let tables: [(caption: String, header: [String], rows: [[String]], numbers: Set<Int>, dropOrder: [Int])] = [
            (
                inverterCaption(in: language), inverterHeader(in: language), inverterRows(report, in: language),
                inverterNumberColumns, inverterDropOrder
            ),
            (
                acLoadCaption(in: language), acLoadHeader(in: language), acLoadRows(report, in: language),
                acLoadNumberColumns, acLoadDropOrder
            ),
            (
                arrayCaption(in: language), arrayHeader(in: language), arrayRows(report, units: display.units, in: language),
                arrayNumberColumns,
                arrayDropOrder
            ),
        ]
        return tables.filter { !$0.rows.isEmpty }.map { table in
            "\n\(wrap(table.caption))\n"
                + TextLayout.table(
                    header: table.header, rows: table.rows, rightAligned: table.numbers, width: width,
                    fit: TextLayout.Fit(dropOrder: table.dropOrder), in: language)
        }.joined()
    }

    /// The warnings in words.
    static func warningLines(_ report: SystemReport, display: Display) -> [String] {
        report.warnings.map { WarningText.message($0, display: display) }
    }

    /// How the drop budget of a path is split, for the report's readers.
    static func pathNote(in language: Language) -> String {
        language.tr(
            "Path drop: bank terminals to device, each segment at its own current. Upstream runs take a share of each "
                + "path's limit in proportion to length × √current (least copper); each branch gets what is left.")
    }

    /// The paths' table of a document (HTML, PDF), whose circuit table keeps its ten columns: each
    /// circuit below a bank's run or a feeder, its path's drop and limit, and its segments.
    static func pathHeader(in language: Language) -> [String] {
        [language.tr("Name"), language.tr("Path drop"), language.tr("Segments")]
    }

    /// One row per circuit with more than one segment, in ``pathHeader(in:)``'s columns.
    static func pathRows(_ report: SystemReport, in language: Language) -> [[String]] {
        report.circuits.filter { $0.path.count > 1 }.map { circuit in
            [
                circuit.name, pathDrop(circuit, in: language),
                circuit.path.map { segment in
                    segment.name + " " + (segment.dropPercent.map { Display.percent($0, in: language) } ?? "-")
                }
                .joined(separator: " + "),
            ]
        }
    }

    /// One row per circuit, in ``circuitColumns(withPath:)``'s columns (with the path's drop when
    /// `withPath` and the report has paths).
    static func circuitRows(_ report: SystemReport, display: Display, withPath: Bool = true) -> [[String]] {
        let paths = withPath && hasPaths(report)
        return report.circuits.map { circuitRow($0, display: display) + (paths ? [pathDrop($0, in: display.language)] : []) }
    }

    /// One circuit's row, in the columns of ``circuitColumns(withPath:)`` without the path.
    static func circuitRow(_ circuit: CircuitReport, display: Display) -> [String] {
        let analysis = circuit.analysis
        return [
            CoreWords.circuitKind(circuit.kind, in: display.language),
            circuit.name,
            Display.amps(circuit.circuit.current, in: display.language),
            display.length(circuit.circuit.length),
            analysis.map { Display.conductorLabel($0.size, parallel: circuit.parallelConductors, in: display.language) }
                ?? display.language.tr("none"),
            analysis.map { Display.percent($0.voltageDropPercent, in: display.language) } ?? "-",
            "≤ " + Display.percent(circuit.maxDropPercent, in: display.language),
            analysis.map { Display.watts($0.powerLoss, in: display.language) } ?? "-",
            circuit.fuse.map { fuse in
                Display.amps(fuse.rating, in: display.language) + " "
                    + (fuse.type.map { CoreWords.fuseFamily($0, in: display.language) } ?? display.language.tr("(given)"))
                    // A family the file names that `check` fails where it sits (the warnings say why).
                    + (fuse.type != nil && circuit.fuseShortfall != nil ? " " + display.language.tr("(not rated here)") : "")
            }
                ?? circuit.fuseNotRequired.map { CoreWords.fuseExemption($0, in: display.language) }
                ?? display.language.tr("none"),
            fusePlacement(circuit, units: display.units, in: display.language),
            limitedBy(circuit, in: display.language),
        ]
    }

    /// How far along the conductor the circuit's fuse may be from its source: `≤ 178 mm`
    /// (`≤ 7 in` under imperial units), with the file's distance before it when given
    /// (`150 mm ≤ 178 mm`); `-` without a fuse.
    static func fusePlacement(_ circuit: CircuitReport, units: UnitSystem, in language: Language) -> String {
        guard let placement = circuit.fusePlacement else { return "-" }
        guard placement.requiresFuse else { return language.tr("not required (alternator)") }
        let words = Words(language)
        let limit = "≤ " + words.fuseDistance(placement.limit.meters, units: units)
        return circuit.fuseDistance.map { words.fuseDistance($0.meters, units: units) + " " + limit } ?? limit
    }

    /// The inverters' caption, the efficiency's ceiling (``Inverter/ratedPowerEfficiencyCeiling``)
    /// taken from the core, so a change of the rule changes the words.
    static func inverterCaption(in language: Language) -> String {
        language.tr(
            "Inverters (DC current = AC rating / (efficiency × cut-off voltage), the efficiency at most {ceiling} (rated power; "
                + "in brackets where lower); from the bank: AC energy / efficiency + idle × 24 h)",
            ["ceiling": Display.percent(Inverter.ratedPowerEfficiencyCeiling * 100, in: language)])
    }
    static func inverterHeader(in language: Language) -> [String] {
        [
            language.tr("Name"), language.tr("AC rating"), language.tr("Surge"), language.tr("Efficiency"),
            language.tr("Cut-off"), language.tr("DC current"), language.tr("Surge current"),
            language.tr("AC loads"), language.tr("From bank"),
        ]
    }
    static let inverterNumberColumns: Set<Int> = [1, 2, 3, 4, 5, 6, 7, 8]

    /// One row per inverter, in ``inverterHeader(in:)``'s columns.
    static func inverterRows(_ report: SystemReport, in language: Language) -> [[String]] {
        report.inverters.map { row in
            [
                row.inverter.name, Display.watts(row.inverter.power, in: language),
                Display.watts(row.surgePower, in: language),
                efficiencyCell(row, in: language), Display.volts(row.cutoffVoltage, in: language),
                Display.amps(row.continuousCurrent, in: language),
                Display.amps(row.surgeCurrent, in: language), Display.watts(row.acLoadPower, in: language),
                language.tr("{energy} Wh/day", ["energy": Display.number(row.dailyEnergyWattHours, decimals: 0, in: language)]),
            ]
        }
    }

    /// The efficiency as given, and in brackets the rated-power figure the currents take when it
    /// is lower (``Inverter/ratedPowerEfficiency``: at most 0.9; the caption says so): "93 % (90 %)".
    static func efficiencyCell(_ row: InverterReport, in language: Language) -> String {
        let given = Display.percent(row.efficiency * 100, in: language)
        guard row.ratedPowerEfficiency < row.efficiency else { return given }
        return "\(given) (\(Display.percent(row.ratedPowerEfficiency * 100, in: language)))"
    }

    /// The PV arrays table's caption: its formulas, the charge's derating from the core
    /// (``SolarArray/derating``), not written here again.
    static func arrayCaption(in language: Language) -> String {
        language.tr(
            "PV arrays (cold Voc = series × Voc × (1 + coefficient × (coldest − 25 °C)), NEC 690.7; current = 1.25 × Isc × "
                + "strings, summed over a controller's arrays, NEC 690.8(A); conductor ≥ 1.56 × Isc × strings, NEC 690.8(B), "
                + "no fuse required on the run, NEC 690.9(A); a fuse in each string from 3 strings at the controller, NEC 690.9; "
                + "charge = power × peak-sun hours × {derating}, within the controller's rated output)",
            ["derating": Display.percent(SolarArray.derating * 100, in: language)])
    }
    static func arrayHeader(in language: Language) -> [String] {
        [
            language.tr("Name"), language.tr("Controller"), language.tr("Modules"), language.tr("Power"), language.tr("Cold Voc"),
            language.tr("Voc limit"), language.tr("Current"),
            language.tr("Current limit"), language.tr("Run ≥"), language.tr("String fuse"), language.tr("Charge"),
        ]
    }
    static let arrayNumberColumns: Set<Int> = [3, 4, 5, 6, 7, 8, 9, 10]

    /// One row per PV array, in ``arrayHeader(in:)``'s columns; the coldest ambient in °F under
    /// imperial units, else °C (the file gives it in °C either way).
    static func arrayRows(_ report: SystemReport, units: UnitSystem, in language: Language) -> [[String]] {
        report.arrays.map { row in
            let array = row.array
            return [
                array.name, row.charger,
                language.tr(
                    "{series} in series × {parallel}", ["series": String(array.series), "parallel": String(array.parallel)]),
                Display.watts(array.power, in: language),
                Display.volts(row.coldOpenCircuitVoltage, in: language) + " "
                    + coldestAmbient(array, units: units, in: language),
                row.maxInputVoltage.map { Display.volts($0, in: language) } ?? "-",
                row.controllerCurrent == row.maximumCurrent
                    ? Display.amps(row.maximumCurrent, in: language)
                    : language.tr(
                        "{current} ({total} on the controller)",
                        [
                            "current": Display.amps(row.maximumCurrent, in: language),
                            "total": Display.amps(row.controllerCurrent, in: language),
                        ]),
                row.maxInputCurrent.map { Display.amps($0, in: language) } ?? "-", Display.amps(row.designCurrent, in: language),
                row.stringFuse.map { Display.amps($0, in: language) }
                    ?? (row.needsStringFuses ? language.tr("none fits") : "-"),
                arrayCharge(row, in: language),
            ]
        }
    }

    /// The coldest ambient an array's cold Voc is worked out at, °F under imperial units, else °C
    /// (the file gives it in °C either way); when the file gives none (−10 °C), the report's
    /// warning says it was assumed.
    static func coldestAmbient(_ array: SolarArray, units: UnitSystem, in language: Language) -> String {
        let temperature = array.effectiveMinTemperature
        return units == .imperial
            ? language.tr("at {temperature} °F", ["temperature": Display.signed(temperature.degreesFahrenheit, in: language)])
            : language.tr("at {temperature} °C", ["temperature": Display.signed(temperature.degreesCelsius, in: language)])
    }

    /// What the budget counts for an array a day; when its controller clips it, with the
    /// array's own figure and why: `6720 Wh/day (of 7200: the controller's rated output clips it)`;
    /// on a DC-DC charger that drives for some hours a day, that those hours take the sun's.
    static func arrayCharge(_ row: ArrayReport, in language: Language) -> String {
        let counted = language.tr(
            "{energy} Wh/day", ["energy": Display.number(row.dailyChargeWattHours, decimals: 0, in: language)])
        guard row.charges else {
            return language.tr("{counted} (its voltage is too low to charge the battery)", ["counted": counted])
        }
        guard row.isClipped else { return counted }
        if row.hoursOnOtherInput > 0 {
            return language.tr(
                "{counted} (of {energy}: for {hours} h a day the unit charges at its rated output from its other input)",
                [
                    "counted": counted, "energy": Display.number(row.dailyEnergyWattHours, decimals: 0, in: language),
                    "hours": Display.number(row.hoursOnOtherInput, in: language),
                ])
        }
        return language.tr(
            "{counted} (of {energy}: the controller's rated output clips it)",
            ["counted": counted, "energy": Display.number(row.dailyEnergyWattHours, decimals: 0, in: language)])
    }

    static func acLoadCaption(in language: Language) -> String {
        language.tr("AC loads (fed by inverters; their wiring is AC and is not sized here)")
    }
    static func acLoadHeader(in language: Language) -> [String] {
        [
            language.tr("Name"), language.tr("Inverter"), language.tr("AC power"), language.tr("Use"), language.tr("AC energy"),
            language.tr("From bank"),
        ]
    }
    static let acLoadNumberColumns: Set<Int> = [2, 3, 4, 5]

    /// One row per AC load, in ``acLoadHeader(in:)``'s columns.
    static func acLoadRows(_ report: SystemReport, in language: Language) -> [[String]] {
        report.acLoads.map { load in
            [
                load.name, load.inverter, Display.watts(load.power, in: language),
                language.tr("{hours} h/day", ["hours": Display.number(load.hoursPerDay, in: language)]),
                language.tr(
                    "{energy} Wh/day", ["energy": Display.number(load.dailyACEnergyWattHours, decimals: 0, in: language)]),
                language.tr("{energy} Wh/day", ["energy": Display.number(load.dailyEnergyWattHours, decimals: 0, in: language)]),
            ]
        }
    }

    /// What decided a circuit's size, in words.
    static func limitedBy(_ circuit: CircuitReport, in language: Language) -> String {
        if circuit.wireFromFile { return language.tr("given wire") }
        switch circuit.limitedBy {
        case .voltageDrop: return language.tr("voltage drop")
        case .ampacity:
            return circuit.upsizedForFuseFrom == nil ? language.tr("ampacity") : language.tr("ampacity (to fit a fuse)")
        case .minimumSize: return language.tr("minimum size")
        case nil: return language.tr("no size fits")
        }
    }

    /// What the fuses must be rated for: the system's charge voltage, and each bank's main fuse
    /// interrupting rating with where the figure comes from (``ShortCircuitEstimate``).
    static func protectionRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        let system = report.system
        var rows = fuseVoltageRows(report, in: language)
        // A battery off the house bus has fuses on its terminals only as a DC-DC input's source.
        for bank in system.batteries where bank.isOnHouseBus || system.feedsAnInput(bank) {
            let estimate = bank.shortCircuit
            var basis: String
            let fault = estimate.prospectiveCurrent.map { Display.amps($0, in: language) } ?? "-"
            switch estimate.basis {
            case .given:
                basis = language.tr("the maker's figure, {current} for the bank", ["current": fault])
            case .lithiumEstimate:
                basis = language.tr(
                    "fault ≈ {current} at {rate} per Ah, an estimate",
                    ["current": fault, "rate": Display.amps(.amperes(ShortCircuitEstimate.lithiumAmperesPerAh), in: language)])
            case .abycColdCrankingTable:
                let cca = estimate.coldCrankingAmps.map { Display.number($0.amperes, decimals: 0, in: language) } ?? "-"
                basis =
                    language.tr("ABYC E-11 for {cca} CCA", ["cca": cca])
                    + (estimate.coldCrankingAmpsEstimated ? ccaEstimateText(bank, in: language) : "")
            case .beyondAbycTable:
                basis = language.tr("lead-acid beyond ABYC E-11's table, no maker's figure")
                if estimate.coldCrankingAmpsEstimated {
                    let cca = estimate.coldCrankingAmps.map { Display.number($0.amperes, decimals: 0, in: language) } ?? "-"
                    basis += language.tr(", up to {cca} CCA", ["cca": cca]) + ccaEstimateText(bank, in: language)
                }
            }
            if estimate.exceedsHighCurrentThreshold {
                basis += language.tr(
                    "; ABYC E-11 takes a {rating} device above {threshold}",
                    [
                        "rating": Display.number(ShortCircuitEstimate.highCurrentRating.amperes / 1000, in: language) + " kA",
                        "threshold": Display.number(ShortCircuitEstimate.highCurrentThreshold.amperes / 1000, in: language)
                            + " kA",
                    ])
            }
            rows.append(
                (
                    // A battery off the house bus has no main fuse: its only fuses are the DC-DC
                    // inputs' on its terminals.
                    bank.isOnHouseBus
                        ? language.tr("{bank} main fuse", ["bank": bank.name])
                        : language.tr("{bank} DC-DC input fuse", ["bank": bank.name]),
                    mainFuseText(bank, basis: basis, report: report, in: language)
                ))
        }
        return rows + branchFaultRows(report, in: language) + inputFaultRows(report, in: language)
            + surgeRows(report, in: language) + polarityRows(report, in: language)
    }

    /// What a bank's main fuse must interrupt: its own fault level (`interrupts ≥ 1500 A (ABYC
    /// E-11 for 600 CCA)`), or, when other house banks drive more back through it into a short on
    /// its terminals (the core's ``CircuitReport/backfeedSetsInterruptRating``), that figure and
    /// why.
    ///
    /// Under ABYC, where the house banks' cold-cranking amps together reach a higher main row of
    /// Table V-A than the bank's own (``FaultLevel/mainFuse(of:in:)``), that row and the total.
    static func mainFuseText(_ bank: BatteryBank, basis: String, report: SystemReport, in language: Language) -> String {
        let own = bank.shortCircuit.requiredInterruptRating
        let feed = report.circuits.first(where: { $0.kind == .battery && $0.name == bank.name })
        guard bank.isOnHouseBus, let feed, feed.backfeedSetsInterruptRating, let back = feed.backfeedCurrent,
            let required = feed.requiredInterruptRating
        else {
            if bank.isOnHouseBus, let required = feed?.requiredInterruptRating, required > own,
                let index = report.system.batteries.firstIndex(where: { $0.name == bank.name }),
                let total = FaultLevel.connectedColdCrankingAmps(of: index, in: report.system)
            {
                return language.tr(
                    "interrupts ≥ {current}: ABYC E-11 Table V-A's main row for the {cca} CCA connected (the house "
                        + "banks together), above the bank's own {own} ({basis})",
                    [
                        "current": Display.amps(required, in: language),
                        "cca": Display.number(total.amperes, decimals: 0, in: language),
                        "own": Display.amps(own, in: language), "basis": basis,
                    ])
            }
            return language.tr(
                "interrupts ≥ {current} ({basis})", ["current": Display.amps(own, in: language), "basis": basis])
        }
        return language.tr(
            "interrupts ≥ {current}: the other banks drive {backfeed} back through it into a short on the bank's "
                + "terminals, above the bank's own {own} ({basis})",
            [
                // Whole amperes, as every other interrupting line (rev34f F2); JSON keeps the figure.
                "current": amperesRounded(required, in: language), "backfeed": amperesRounded(back, in: language),
                "own": Display.amps(own, in: language), "basis": basis,
            ])
    }

    /// One row per polarised family the circuits use (``FuseType/isPolarised``: the DC MCB), with
    /// the way round it is wired.
    static func polarityRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        let used = Set(report.circuits.compactMap { $0.fuse?.type })
        return FuseType.allCases.filter { $0.isPolarised && used.contains($0) }.map { type in
            (
                CoreWords.fuseFamily(type, in: language),
                language.tr(
                    "polarised: its + (line) terminal to the side a fault current comes from: the bus on a branch or a "
                        + "charger's run, the source battery on a DC-DC input run")
            )
        }
    }

    /// The voltage the fuses must be rated for: the house bus's charge voltage; where a DC-DC
    /// input's source reaches another voltage (its circuit's ``CircuitReport/chargeVoltage``) or
    /// arrays have string fuses, the line names the house bus's fuses alone and a row follows for
    /// each of those (an installer buying fuses from "every fuse ≥ 14.2 V" would fit a 32 V MIDI
    /// on a 48 V source).
    static func fuseVoltageRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        let house = report.system.maxChargeVoltage
        var rows: [(String, String)] = []
        for circuit in report.circuits where circuit.kind == .chargerInput && circuit.chargeVoltage != house {
            rows.append(
                (
                    language.tr("{name} input fuse voltage", ["name": circuit.name]),
                    language.tr(
                        "rated ≥ {voltage} DC, the most its source battery reaches charging",
                        ["voltage": Display.volts(circuit.chargeVoltage, in: language)])
                ))
        }
        for array in report.arrays {
            guard array.stringFuse != nil, let rating = array.stringFuseVoltage else { continue }
            rows.append(
                (
                    language.tr("{name} string fuses", ["name": array.array.name]),
                    language.tr(
                        "gPV, rated {rating} DC, for the {voltage} cold open-circuit voltage at the controller",
                        [
                            "rating": Display.volts(rating, in: language),
                            "voltage": Display.volts(array.coldOpenCircuitVoltage, in: language),
                        ])
                ))
        }
        let voltage = Display.volts(house, in: language)
        let sentence =
            rows.isEmpty
            ? language.tr("every fuse rated ≥ {voltage} DC, the most the system reaches charging", ["voltage": voltage])
            : language.tr(
                "every house-bus fuse rated ≥ {voltage} DC, the most the house bus reaches charging", ["voltage": voltage])
        return [(language.tr("Fuse voltage"), sentence)] + rows
    }

    /// How an unknown CCA was estimated, and what to give instead.
    static func ccaEstimateText(_ bank: BatteryBank, in language: Language) -> String {
        language.tr(
            ", estimated at {factor} × Ah, the top of {chemistry}'s range: give coldCrankingAmps",
            [
                "factor": Display.number(ShortCircuitEstimate.maximumColdCrankingAmpsPerAh(bank.chemistry), in: language),
                "chemistry": CoreWords.chemistry(bank.chemistry, in: language),
            ])
    }

    /// "the smallest Class T fuse that carries it is 35 A, above the 27.92 A floor: the surge sets
    /// the fuse" — a breaker named a breaker (`the smallest DC thermal breaker that carries it …`).
    private static func surgeMinimumText(
        _ circuit: CircuitReport, minimum: Current, family type: FuseType, in language: Language
    ) -> String {
        let values: KeyValuePairs = [
            "family": CoreWords.fuseFamily(type, in: language), "minimum": Display.amps(minimum, in: language),
            "floor": Display.amps(circuit.fuseMinimum, in: language),
        ]
        guard circuit.fuse != nil else { return surgeMinimumWithoutDevice(circuit, family: type, values, in: language) }
        switch (circuit.fuseSetBySurge, type.isBreaker) {
        case (true, false):
            return language.tr(
                "the smallest {family} fuse that carries it is {minimum}, above the {floor} floor: the surge sets the fuse",
                values)
        case (false, false):
            return language.tr(
                "the smallest {family} fuse that carries it is {minimum}, not above the {floor} floor: the floor sets the fuse",
                values)
        case (true, true):
            return language.tr(
                "the smallest {family} that carries it is {minimum}, above the {floor} floor: the surge sets the breaker", values)
        case (false, true):
            return language.tr(
                "the smallest {family} that carries it is {minimum}, not above the {floor} floor: the floor sets the breaker",
                values)
        }
    }

    /// ``surgeMinimumText(_:minimum:family:in:)`` where no fuse or breaker is chosen (`noFuse`):
    /// what the surge or the floor would set, and that none fits (rev34e F7e).
    private static func surgeMinimumWithoutDevice(
        _ circuit: CircuitReport, family type: FuseType, _ values: KeyValuePairs<String, String>, in language: Language
    ) -> String {
        switch (circuit.fuseSetBySurge, type.isBreaker) {
        case (true, false):
            language.tr(
                "the smallest {family} fuse that carries it is {minimum}, above the {floor} floor: the surge would set the "
                    + "fuse, but none fits", values)
        case (false, false):
            language.tr(
                "the smallest {family} fuse that carries it is {minimum}, not above the {floor} floor: the floor would set "
                    + "the fuse, but none fits", values)
        case (true, true):
            language.tr(
                "the smallest {family} that carries it is {minimum}, above the {floor} floor: the surge would set the "
                    + "breaker, but none fits", values)
        case (false, true):
            language.tr(
                "the smallest {family} that carries it is {minimum}, not above the {floor} floor: the floor would set the "
                    + "breaker, but none fits", values)
        }
    }

    /// A surge row's label: a load's surge is its start (de "Anlaufstrom"); an inverter's, a
    /// feeder's or a bank run's is a surge current, not a start (rev34e F7a).
    private static func surgeLabel(_ circuit: CircuitReport, in language: Language) -> String {
        circuit.kind == .load
            ? language.tr("{name} surge", ["name": circuit.name])
            : language.tr("{name} surge current", ["name": circuit.name])
    }

    /// One row per circuit with a surge: the surge, how long, the smallest fuse of the family that
    /// carries it, and whether that, not factor × current, set the fuse.
    /// A surge without a duration is shown with what is missing (its warning says it too).
    static func surgeRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        report.circuits.compactMap { circuit in
            if let untimed = circuit.surgeWithoutDuration {
                return (
                    surgeLabel(circuit, in: language),
                    language.tr(
                        "{current}, no duration given: not checked against the fuse",
                        ["current": Display.amps(untimed, in: language)])
                )
            }
            guard let surge = circuit.surge else { return nil }
            var text = language.tr(
                "{current} for {seconds} s",
                ["current": Display.amps(surge.current, in: language), "seconds": Display.number(surge.seconds, in: language)])
            let familyType = circuit.surgeFuseFamily
            if let minimum = circuit.surgeFuseMinimum, let familyType {
                text = language.clauses([text, surgeMinimumText(circuit, minimum: minimum, family: familyType, in: language)])
            } else if let familyType {
                let family = CoreWords.fuseFamily(familyType, in: language)
                text = language.clauses([
                    text,
                    familyType.isBreaker
                        ? language.tr("no {family} carries it", ["family": family])
                        : language.tr("no {family} fuse carries it", ["family": family]),
                ])
            } else {
                text = language.clauses([text, language.tr("no fuse of the family carries it")])
            }
            if circuit.upsizedForSurge, let from = circuit.upsizedForFuseFrom {
                text = language.clauses([
                    text,
                    language.tr(
                        "the conductor made larger from {size} to fit it",
                        ["size": Display.conductorLabel(from, parallel: circuit.parallelConductors, in: language)]),
                ])
            }
            return (surgeLabel(circuit, in: language), text)
        }
    }

    /// What the fuses of the circuits from the bus must interrupt: one row for each fault level
    /// the circuits start from (in the star, one: the bus), naming the circuits when there are
    /// several. The figures are the core's (``CircuitReport/faultCurrent``).
    static func branchFaultRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        var levels: [(circuit: CircuitReport, names: [String])] = []
        for circuit in report.circuits
        where circuit.kind != .battery && circuit.kind != .chargerInput && circuit.faultCurrent != nil {
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
            var value = language.tr(
                "interrupt ≥ {rating}: fault {current} through {resistance} of cable from the banks (20 °C)",
                [
                    "rating": amperesRounded(required, in: language), "current": amperesRounded(fault, in: language),
                    "resistance": Display.ohms(circuit.upstreamResistance, in: language),
                ])
            if required > ShortCircuitEstimate.requiredRating(forFault: fault) {
                value += language.tr("; ABYC E-11 Table V-A's branch minimum")
            } else if fault > ShortCircuitEstimate.highCurrentThreshold {
                value += language.tr(
                    "; ABYC E-11 takes a {rating} device above {threshold}",
                    [
                        "rating": Display.number(ShortCircuitEstimate.highCurrentRating.amperes / 1000, in: language) + " kA",
                        "threshold": Display.number(ShortCircuitEstimate.highCurrentThreshold.amperes / 1000, in: language)
                            + " kA",
                    ])
            }
            if levels.count > 1 { value += " (" + level.names.joined(separator: ", ") + ")" }
            return (language.tr("Branch fuses"), value)
        }
    }

    /// What each DC-DC input fuse on a bank of the file must interrupt: that bank's own fault
    /// level, as its main fuse on the same terminals (the core's ``CircuitReport/requiredInterruptRating``);
    /// a bank off the house bus has no main fuse, and its row names it as the input fuse's.
    static func inputFaultRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        report.circuits.compactMap { circuit -> (String, String)? in
            guard circuit.kind == .chargerInput, let feed = circuit.feed, let required = circuit.requiredInterruptRating
            else { return nil }
            let key = EntityName.comparisonKey(feed)
            let separate = report.system.batteries.contains { !$0.isOnHouseBus && EntityName.comparisonKey($0.name) == key }
            let rating = amperesRounded(required, in: language)
            return (
                language.tr("{name} input fuse", ["name": circuit.name]),
                // A bank off the house bus has no main fuse to compare it with.
                separate
                    ? language.tr("interrupts ≥ {rating}: on {bank}'s terminals", ["rating": rating, "bank": feed])
                    : language.tr(
                        "interrupts ≥ {rating}: on {bank}'s terminals, as its main fuse", ["rating": rating, "bank": feed])
            )
        }
    }

    /// A current in whole amperes (fault currents are estimates).
    private static func amperesRounded(_ current: Current, in language: Language) -> String {
        Display.number(current.amperes, decimals: 0, in: language) + " A"
    }

    /// The energy budget as label/value pairs.
    static func energyRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        currentRows(report, in: language) + dailyEnergyRows(report, in: language) + storageRows(report, in: language)
    }

    /// Peak current, and surge current when there are inverters.
    static func currentRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        let totals = report.totals
        let inverters = !report.inverters.isEmpty
        var energy: [(String, String)] = [
            (
                language.tr("Peak current"),
                Display.amps(totals.peakCurrent, in: language) + " "
                    + (inverters
                        ? language.tr("(all loads at once, inverters at their continuous rating)")
                        : language.tr("(all loads at once)"))
            )
        ]
        if inverters {
            energy.append(
                (
                    language.tr("Surge current"),
                    Display.amps(totals.surgeCurrent, in: language) + " "
                        + language.tr("(for seconds, inverters at their surge rating)")
                ))
        }
        return energy
    }

    /// What the loads use and the chargers put in each day.
    static func dailyEnergyRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        let system = report.system
        let totals = report.totals
        var energy: [(String, String)] = []
        energy.append(
            (
                language.tr("Daily consumption"),
                language.tr(
                    "{energy} Wh ({charge} Ah at {voltage})",
                    [
                        "energy": Display.number(totals.dailyEnergyWattHours, decimals: 0, in: language),
                        "charge": Display.number(totals.dailyAmpereHours, decimals: 1, in: language),
                        "voltage": Display.volts(system.nominalVoltage, in: language),
                    ])
            ))
        var charge = "\(Display.number(totals.dailyChargeWattHours, decimals: 0, in: language)) Wh"
        if let stored = totals.dailyChargeStoredWattHours, totals.dailyChargeWattHours > 0 {
            charge +=
                " "
                + language.tr(
                    "({energy} Wh stored at {percent} charge efficiency)",
                    [
                        "energy": Display.number(stored, decimals: 0, in: language),
                        "percent": Display.percent(stored / totals.dailyChargeWattHours * 100, in: language),
                    ])
        }
        energy.append((language.tr("Daily charge"), charge))
        return energy
    }

    /// The bank's energy, the days it lasts and the hours to recharge it.
    static func storageRows(_ report: SystemReport, in language: Language) -> [(String, String)] {
        let system = report.system
        let totals = report.totals
        var energy: [(String, String)] = []
        if !system.houseBanks.isEmpty {
            let chemistries = Set(system.houseBanks.map { CoreWords.chemistry($0.chemistry, in: language) }).sorted().joined(
                separator: ", ")
            energy.append(
                (
                    language.tr("Bank energy"),
                    language.tr(
                        "{nominal} Wh nominal, {usable} Wh usable ({chemistries})",
                        [
                            "nominal": Display.number(totals.bankNominalEnergyWattHours, decimals: 0, in: language),
                            "usable": Display.number(totals.usableEnergyWattHours, decimals: 0, in: language),
                            "chemistries": chemistries,
                        ])
                ))
        }
        energy.append(
            (
                language.tr("Autonomy"),
                totals.autonomyDays.map { language.tr("{days} days", ["days": Display.number($0, in: language)]) } ?? "-"
            ))
        energy.append(
            (
                language.tr("Recharge"),
                totals.rechargeHours.map { hours in
                    var text = language.tr(
                        "{hours} h from usable-empty, all chargers on",
                        ["hours": Display.number(hours, decimals: 1, in: language)])
                    if let absorption = totals.rechargeAbsorptionHours, absorption > 0 {
                        text +=
                            " "
                            + language.tr(
                                "(bulk to {percent}, then {hours} h absorption)",
                                [
                                    "percent": Display.percent(BatteryChemistry.bulkEndStateOfCharge * 100, in: language),
                                    "hours": Display.number(absorption, decimals: 1, in: language),
                                ])
                    }
                    return text
                } ?? "-"
            ))
        return energy
    }
}
