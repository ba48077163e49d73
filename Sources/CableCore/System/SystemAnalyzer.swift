#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sizes and checks every circuit of a system and works out its energy budget.
public enum SystemAnalyzer {
    /// Analyses a validated system.
    ///
    /// - DC loads: current = quantity × (current, or power / voltage); drop limit = the load's
    ///   own, else the critical or ordinary default (``SystemDefaults/dropLimits``). A wire named
    ///   in the file is checked (``WireCheck``), else one is chosen as `cable size` does. A fuse
    ///   named in the file must be ≥ the current and ≤ the conductor's ampacity; otherwise
    ///   `cable` chooses one.
    /// - AC loads (``SystemLoad/inverter``): not DC circuits; their AC power reaches the bank
    ///   through their inverter (``ACLoadReport``).
    /// - Inverters: the DC feed carries P / (η × V_cutoff) (``Inverter``), which counts in the
    ///   peak; sized like a load when it has a length.
    /// - Chargers with a length: sized like loads for their output current.
    /// - Battery banks with a length: the main feed, sized for the larger of the peak current
    ///   (all loads at once) and the chargers' total output, at the critical drop limit or its
    ///   share of the paths through it; its fuse's family must interrupt the bank's fault current
    ///   (``ShortCircuitEstimate``).
    /// - Panels (``DistributionPanel``): the feeder, sized for diversity × the design currents
    ///   below it (or the chargers' output into it, when larger).
    /// - Paths: each circuit's drop from the bank's terminals (the bank's run, every feeder, the
    ///   circuit) meets the device's limit; how the budget is split: ``PathDrop``.
    /// - Every fuse is rated for the system's charging voltage (``ElectricalSystem/maxChargeVoltage``).
    /// - Every circuit with its own installation conditions (``CircuitInstallation``).
    /// - Energy: see ``EnergyTotals``.
    /// Every circuit is validated as a ``SizingRequest``, like a `cable size` request.
    /// - Parameters:
    ///   - system: the system to analyse, valid by construction (``ElectricalSystem``).
    ///   - units: the unit system whose series circuits are chosen from; the file's
    ///     `defaults.units`, else metric, when nil. ABYC files always use marine AWG.
    /// - Throws: ``SystemFileError`` when a derived value leaves the engine's range (e.g.
    ///   quantity × current above 10 kA), naming the entry.
    public static func analyze(_ system: ElectricalSystem, units: UnitSystem? = nil) throws(SystemFileError) -> SystemReport {
        let sizer = try CircuitSizer(system, units: units ?? system.defaults.series.map(UnitSystem.init(series:)) ?? .metric)
        var run = Run()
        try analyzeLoads(system, sizer: sizer, into: &run)
        try analyzeInverters(system, sizer: sizer, into: &run)
        try analyzeChargers(system, sizer: sizer, into: &run)
        try analyzeArrays(system, sizer: sizer, into: &run)
        // The main feed carries the loads' peak out of the bank, or every charger's output into it.
        let feed = max(run.peak, run.charge.current)
        try sizePaths(system, sizer: sizer, feed: feed, peak: run.peak, into: &run)
        let totals = energyTotals(system, peak: run.peak, surge: run.peak + run.surge, draws: run.draws, charge: run.charge)
        let warnings = warnings(system, totals: totals, into: &run)
        return SystemReport(
            system: system, series: sizer.series, circuits: run.circuits, inverters: run.inverters, acLoads: run.acLoads,
            arrays: run.arrays, totals: totals, mainFeedCurrent: feed, warnings: warnings, violations: run.violations)
    }

    /// What the analysis gathers circuit by circuit.
    struct Run {
        var circuits: [CircuitReport] = []
        var violations: [Violation] = []
        var peak = Current.zero
        var surge = Current.zero
        var draws: [EnergyDraw] = []
        var acLoads: [ACLoadReport] = []
        var inverters: [InverterReport] = []
        var arrays: [ArrayReport] = []
        var charge = ChargeTotals()
        /// The DC circuits, sized once the bank runs and feeders above them are (``sizePaths``).
        var branches: [PendingBranch] = []
        /// Each panel's direct consumers' design currents (loads, inverters) and chargers' output.
        var panelDraw: [Int: Current] = [:]
        var panelCharge: [Int: Current] = [:]

        /// Counts a circuit's current on the panel it hangs from, if any.
        mutating func draw(_ current: Current, from feed: FeedPoint?, charging: Bool = false) {
            guard case .panel(let index) = feed else { return }
            if charging {
                panelCharge[index] = (panelCharge[index] ?? .zero) + current
            } else {
                panelDraw[index] = (panelDraw[index] ?? .zero) + current
            }
        }
    }

    /// DC loads sized as circuits; AC loads counted through their inverters.
    static func analyzeLoads(_ system: ElectricalSystem, sizer: CircuitSizer, into run: inout Run) throws(SystemFileError) {
        let directory = InverterDirectory(system.inverters)
        for (index, load) in system.loads.enumerated() {
            let path = "loads[\(index)]"
            if load.inverter != nil {
                let acLoad = try acLoadReport(load, in: system, inverters: directory, path: path)
                run.acLoads.append(acLoad)
                run.draws.append(EnergyDraw(wattHours: acLoad.dailyEnergyWattHours, current: acLoad.bankCurrent))
                continue
            }
            let voltage = load.voltage ?? system.nominalVoltage
            let perDevice = try drawn(load.demand, at: voltage, path: path)
            let current = perDevice * Double(load.quantity)
            if load.quantity > 1, current.amperes > Limits.current.upperBound {
                throw .invalid(
                    ValidationError(
                        field: path, rule: .quantityTimesCurrent(.init(Limits.current.upperBound, "A")),
                        value: .each(load.quantity, .init(Limits.rounded(perDevice.amperes), "A"))),
                    at: nil)
            }
            guard let length = load.length else {
                throw .invalid(ValidationError(field: "\(path).length", rule: .required, value: .nothing), at: nil)
            }
            run.peak = run.peak + current
            let power = (voltage * current).watts
            run.draws.append(
                EnergyDraw(wattHours: power * load.hoursPerDay, current: .amperes(power / system.nominalVoltage.volts)))
            let demandKey: String
            switch load.demand {
            case .power: demandKey = "power"
            case .current: demandKey = "current"
            }
            // The whole circuit's surge: timed, it sets the fuse floor; without a duration it is
            // shown and warned about (``SystemWarning/surgeWithoutDuration(kind:name:surge:)``).
            var surgeCurrent: Current?
            if let peak = load.surge { surgeCurrent = try drawn(peak, at: voltage, path: path) * Double(load.quantity) }
            run.draw(current, from: system.feedPoint(named: load.feed))
            run.branches.append(
                PendingBranch(
                    kind: .load, name: load.name, path: path, current: current, voltage: voltage, length: length,
                    critical: load.critical, ownLimit: load.maxDropPercent, wire: load.wire, fuse: load.fuse,
                    currentField: "\(path).\(demandKey)", installation: load.installation, feed: load.feed,
                    surge: surgeCurrent.flatMap { current in load.surgeSeconds.map { Surge(current: current, seconds: $0) } },
                    untimedSurge: load.surgeSeconds == nil ? surgeCurrent : nil))
        }
    }

    /// Each inverter's DC currents and energy, its feed sized when it has a length.
    static func analyzeInverters(_ system: ElectricalSystem, sizer: CircuitSizer, into run: inout Run) throws(SystemFileError) {
        // Each AC load under its inverter's name, once: not a scan of every load per inverter.
        let acLoadsByInverter = Dictionary(grouping: run.acLoads, by: \.inverter)
        for (index, inverter) in system.inverters.enumerated() {
            let path = "inverters[\(index)]"
            let report = inverterReport(inverter, acLoads: acLoadsByInverter[inverter.name] ?? [], nominal: system.nominalVoltage)
            let largest = max(report.continuousCurrent, report.surgeCurrent)
            guard largest.amperes <= Limits.current.upperBound else {
                throw .invalid(
                    ValidationError(
                        field: path,
                        rule: .inverterInputCurrent(.init(Limits.current.upperBound, "A")),
                        value: .quantity(.init(Limits.rounded(largest.amperes), "A"))),
                    at: nil)
            }
            run.inverters.append(report)
            run.peak = run.peak + report.continuousCurrent
            run.surge = run.surge + (report.surgeCurrent - report.continuousCurrent)
            let idle = inverter.idlePower.watts
            run.draws.append(
                EnergyDraw(
                    wattHours: idle * Inverter.idleHoursPerDay, current: .amperes(idle / system.nominalVoltage.volts)))
            run.draw(report.continuousCurrent, from: system.feedPoint(named: inverter.feed))
            guard let length = inverter.length else { continue }
            run.branches.append(
                PendingBranch(
                    // An inverter/charger's feed is a charging circuit (`Inverter.chargeCurrent`):
                    // the critical limit, and the larger of its two currents.
                    kind: .inverter, name: inverter.name, path: path,
                    current: max(report.continuousCurrent, inverter.chargeCurrent ?? .zero),
                    voltage: system.nominalVoltage, length: length, critical: inverter.isCharger,
                    ownLimit: inverter.maxDropPercent,
                    wire: nil, fuse: nil, currentField: "\(path) DC current (power / (efficiency × cut-off voltage))",
                    installation: inverter.installation, feed: inverter.feed,
                    surge: inverter.surgeSeconds.map { Surge(current: report.surgeCurrent, seconds: $0) },
                    untimedSurge: inverter.hasGivenSurge && inverter.surgeSeconds == nil ? report.surgeCurrent : nil,
                    draw: report.continuousCurrent))
        }
    }

    /// Chargers: their output for the budget (from their arrays, when they have any), their run
    /// sized when it has a length, a DC-DC charger's input run when it has one.
    static func analyzeChargers(_ system: ElectricalSystem, sizer: CircuitSizer, into run: inout Run) throws(SystemFileError) {
        for (index, charger) in system.chargers.enumerated() {
            let path = "chargers[\(index)]"
            let voltage = charger.voltage ?? system.nominalVoltage
            let current = try drawn(charger.output, at: voltage, path: path)
            let arrays = system.arrays(on: charger)
            if arrays.isEmpty {
                run.charge.add(current: current, power: (voltage * current).watts, charger: charger)
            } else {
                // An array too low to charge the bank charges nothing (``SolarArray/canCharge(chargeVoltage:)``).
                run.charge.add(
                    current: current, ratedPower: (voltage * current).watts,
                    arrays: arrays.filter { $0.canCharge(chargeVoltage: system.maxChargeVoltage) }, charger: charger)
            }
            run.draw(current, from: system.feedPoint(named: charger.feed), charging: true)
            if let length = charger.length {
                let outputKey: String
                switch charger.output {
                case .power: outputKey = "power"
                case .current: outputKey = "outputCurrent"
                }
                run.branches.append(
                    PendingBranch(
                        // The run's drop and charge voltage are its class's, not a setpoint's (rev34f F4).
                        kind: .charger, name: charger.name, path: path, current: current,
                        voltage: charger.circuitVoltage(nominalVoltage: system.nominalVoltage), length: length,
                        critical: false, ownLimit: charger.maxDropPercent, wire: nil, fuse: nil,
                        currentField: "\(path).\(outputKey)", installation: charger.installation, feed: charger.feed,
                        alternator: charger.kind == .alternator))
            }
            if let input = charger.input { try analyzeInput(input, of: charger, path: path, system, sizer: sizer, into: &run) }
        }
    }

    /// A DC-DC charger's input run: I_in = P_out / (η × V_in,min) (``Charger/inputCurrent(nominalVoltage:chargeVoltage:sourceVoltage:)``),
    /// at the SOURCE's voltage (``ElectricalSystem/inputSource(of:)``: the current at
    /// `input.voltage`, the drop a share of the source's nominal voltage — the feed bank's, else
    /// `input.voltage`'s class, else the house bus's, warned about), its fuse rated for the source's highest
    /// voltage (a 48 V source's, not the 12 V house bus's), fused at the source and sized or
    /// checked (`input.wire`, `input.fuse`, `input.insulation`) like any circuit.
    ///
    /// With `input.feed` (a bank of the file) the fuse sits on that bank's terminals: it must
    /// interrupt the bank's own fault level (``FaultLevel/mainFuse(of:standard:)``, as the bank's
    /// main fuse: its prospective current, 20 kA above 10 kA, ABYC E-11's main row by its
    /// cold-cranking amps). The feed is a battery off the house bus (``BatteryBank/Bus/separate``;
    /// the system refuses a house-bus one, ``ElectricalSystem``), charged from elsewhere: its
    /// input current counts in no house peak and its energy in no budget.
    /// Without it (a start battery outside the file) the fault current is unknown: no
    /// interrupting rating is asked and ``SystemWarning/inputFaultUnknown(charger:)`` says so.
    static func analyzeInput(
        _ input: ChargerInput, of charger: Charger, path: String, _ system: ElectricalSystem, sizer: CircuitSizer,
        into run: inout Run
    ) throws(SystemFileError) {
        guard let source = system.inputSource(of: charger) else { return }
        let bank = source.bank
        // P_out / η drawn at V_in,min (``Charger/inputCurrent(nominalVoltage:chargeVoltage:sourceVoltage:)``);
        // `drawn` applies the one current limit.
        let current = try drawn(
            .power(charger.inputPower(nominalVoltage: system.nominalVoltage, chargeVoltage: system.maxChargeVoltage)),
            at: charger.minimumInputVoltage(sourceVoltage: source.voltage), path: "\(path).\(SystemSchema.chargerInput.key)")
        let sized = try sizer.size(
            .chargerInput, charger.name, path: "\(path).\(SystemSchema.chargerInput.key)", current: current,
            voltage: source.voltage, length: input.length,
            wire: input.wire, fuse: input.fuse,
            protection: CircuitSizer.Protection(fault: bank.map { FaultLevel.mainFuse(of: $0, standard: system.standard) }),
            currentField: "\(path) input current (output power / (efficiency × minimum input voltage))",
            installation: input.installation, fuseVoltage: source.maxVoltage)
        var circuit = sized.circuit
        if let bank {
            circuit = circuit.placed(feed: bank.name, path: circuit.path, pathMaxDropPercent: circuit.pathMaxDropPercent)
        }
        run.circuits.append(circuit)
        run.violations += sized.violations
    }

    /// Each PV array against its controller's limits, summed over the controller's arrays
    /// (``ArrayReport/make(_:charger:ratedPower:chargeVoltage:)``), and its run to the controller: no
    /// overcurrent device (NEC 690.9(A), ``FuseExemption/pvCircuitAmpacity``), its conductor's ampacity at
    /// least 1.56 × Isc × parallel (NEC 690.8(B)(1)) and its drop at the operating current
    /// Imp × parallel (``SolarArray/operatingCurrent``), held to the charging limit
    /// (``CircuitReport/Kind/isCharging``).
    static func analyzeArrays(_ system: ElectricalSystem, sizer: CircuitSizer, into run: inout Run) throws(SystemFileError) {
        // A controller's arrays are judged together (their currents and strings add at its one PV
        // input): the arrays' indices are grouped by controller in one pass, each solar charger
        // judges its group, and `judged[i]` is then array i's report and violations; the arrays
        // are reported and sized in file order.
        var byController: [String: [Int]] = [:]
        for (index, array) in system.arrays.enumerated() {
            byController[EntityName.comparisonKey(array.charger), default: []].append(index)
        }
        var judged: [(report: ArrayReport, violations: [Violation])?] = Array(repeating: nil, count: system.arrays.count)
        for (index, charger) in system.chargers.enumerated() where charger.solarInput != nil {
            guard let indices = byController[EntityName.comparisonKey(charger.name)] else { continue }
            let voltage = charger.voltage ?? system.nominalVoltage
            let current = try drawn(charger.output, at: voltage, path: "chargers[\(index)]")
            let made = ArrayReport.make(
                indices.map { system.arrays[$0] }, charger: charger, ratedPower: (voltage * current).watts,
                chargeVoltage: system.maxChargeVoltage)
            for (position, array) in indices.enumerated() {
                judged[array] = (made.reports[position], made.violations[position])
            }
        }
        for (index, array) in system.arrays.enumerated() {
            guard let (report, violations) = judged[index] else { continue }
            run.arrays.append(report)
            run.violations += violations
            let path = "arrays[\(index)]"
            let sized = try sizer.sizeUnprotected(
                .array, array.name, path: path, current: array.operatingCurrent, ampacity: array.designCurrent,
                voltage: min(array.operatingVoltage, .volts(ArrayReport.maximumPartsVoltage)), length: array.length,
                currentField: "\(path) operating current (Imp × parallel)", exemption: .pvCircuitAmpacity,
                // Above the 1500 V PV parts are made for, the run is still sized (at that ceiling of a
                // circuit's voltage and charging voltage: series × Vmp can pass it too) so that `check`
                // names the array's `pvVoltage` breach (``ArrayReport/maximumPartsVoltage``) rather
                // than refusing the file for a circuit voltage no array key holds.
                chargeVoltage: min(report.coldOpenCircuitVoltage, .volts(ArrayReport.maximumPartsVoltage)),
                installation: array.installation, wire: array.wire)
            run.circuits.append(sized.circuit)
            run.violations += sized.violations
        }
    }

    /// The fault current at the bus the panels and the circuits wired from a bank start from (the
    /// banks' terminals, or the end of their main feeds): each bank behind its feed's conductor,
    /// cold (``Circuit/faultResistance(of:)``); a bank without a sized feed counts with none,
    /// which errs high. Nil without banks.
    /// - Parameter feeds: each bank's main feed as sized, by the bank's index.
    static func busFault(_ system: ElectricalSystem, feeds: [Int: CircuitReport]) -> FaultLevel? {
        let sources = system.batteries.indices.filter { system.batteries[$0].isOnHouseBus }.map { index in
            let feed = feeds[index]
            let upstream = feed.flatMap { feed in feed.analysis.map { feed.circuit.faultResistance(of: $0.size) } }
            return (bank: system.batteries[index], upstream: upstream ?? .zero)
        }
        return FaultLevel.bus(of: sources, nominal: system.nominalVoltage, standard: system.standard)
    }

    /// The fault current the other house banks drive back through house bank `index`'s main
    /// fuse into a short on its side of the fuse: the others in parallel, each behind its own
    /// feed (``FaultLevel/bus(of:nominal:standard:)``: Σ V / (R_bank,j + R_feed,j)), then through
    /// this bank's feed run from the bus to its fuse (``FaultLevel/through(_:nominal:)``), cold
    /// conductors (20 °C) as at every other fuse. Worked (rev34e F13): four 600 CCA AGM banks at
    /// 12 V (R_bank = 12 / 1500 A = 8 mΩ), each on 1 m of 25 mm² (1.56 mΩ out and back):
    /// 12 / (9.56 / 3 + 1.56) mΩ ≈ 2.53 kA. Nil for a bank off the house bus or alone on it.
    /// - Parameter feeds: each bank's main feed as sized, by the bank's index.
    static func backfeed(into index: Int, _ system: ElectricalSystem, feeds: [Int: CircuitReport]) -> Current? {
        guard system.batteries[index].isOnHouseBus else { return nil }
        func resistance(_ bank: Int) -> Resistance {
            feeds[bank].flatMap { feed in feed.analysis.map { feed.circuit.faultResistance(of: $0.size) } } ?? .zero
        }
        let others = system.batteries.indices.filter { $0 != index && system.batteries[$0].isOnHouseBus }
        guard !others.isEmpty,
            let bus = FaultLevel.bus(
                of: others.map { (bank: system.batteries[$0], upstream: resistance($0)) }, nominal: system.nominalVoltage,
                standard: system.standard)
        else { return nil }
        return bus.through(resistance(index), nominal: system.nominalVoltage).faultCurrent
    }

    /// The system's warnings (and the bank's peak-current violation).
    static func warnings(_ system: ElectricalSystem, totals: EnergyTotals, into run: inout Run) -> [SystemWarning] {
        var warnings: [SystemWarning] = []
        if let maximum = totals.maxDischargeCurrent, run.peak > maximum {
            warnings.append(.peakAboveDischarge(peak: run.peak, maximum: maximum))
            run.violations.append(
                Violation(
                    circuit: system.houseBanks.map(\.name).joined(separator: ", "), rule: .bankPeakCurrent,
                    actual: run.peak.amperes,
                    limit: maximum.amperes, unit: .amperes))
        }
        for report in run.inverters where report.acLoadPower > report.inverter.power {
            warnings.append(
                .inverterOverloaded(inverter: report.inverter.name, acPower: report.acLoadPower, rating: report.inverter.power))
        }
        for charger in system.chargers where charger.input != nil && charger.input?.feed == nil {
            warnings.append(.inputFaultUnknown(charger: charger.name))
        }
        for bank in system.batteries where !bank.isOnHouseBus && !system.feedsAnInput(bank) {
            warnings.append(.separateBatteryUnused(battery: bank.name))
        }
        for charger in system.chargers
        where charger.kind == .solar && (charger.hoursPerDay != 0 || charger.efficiency != 1)
            && !system.arrays(on: charger).isEmpty
        {
            warnings.append(.solarFiguresUnused(charger: charger.name))
        }
        for charger in system.chargers {
            if let source = system.inputSource(of: charger), source.isAssumed {
                warnings.append(.inputVoltageAssumed(charger: charger.name, voltage: source.voltage))
            }
        }
        if Set(system.houseBanks.map(\.chemistry)).count > 1 {
            let banks = system.houseBanks.map { HouseBankChemistry(bank: $0.name, chemistry: $0.chemistry) }
            warnings.append(.mixedChemistries(banks))
        }
        warnings += energyWarnings(system, totals: totals, charge: run.charge)
        warnings += arrayWarnings(run.arrays, chargeVoltage: system.maxChargeVoltage)
        for circuit in run.circuits {
            if let problem = circuit.problem {
                warnings.append(.circuitProblem(kind: circuit.kind, name: circuit.name, problem: problem))
            }
            for problem in circuit.fuseFamilyViolations {
                warnings.append(.fuseFamilyNotRated(kind: circuit.kind, name: circuit.name, problem: problem))
            }
        }
        for circuit in run.circuits {
            if let surge = circuit.surgeWithoutDuration {
                warnings.append(.surgeWithoutDuration(kind: circuit.kind, name: circuit.name, surge: surge))
            }
        }
        return warnings
    }

    /// The arrays' warnings: too low to charge, coldest ambient assumed, string fuses unchecked,
    /// mismatched strings on one controller, a controller's limits not given.
    static func arrayWarnings(_ reports: [ArrayReport], chargeVoltage: Voltage) -> [SystemWarning] {
        var warnings: [SystemWarning] = []
        for report in reports {
            let array = report.array
            if !report.charges {
                warnings.append(
                    .arrayBelowStartVoltage(
                        array: array.name, openCircuit: array.openCircuitVoltage, chargeVoltage: chargeVoltage))
            } else if array.isBelowChargeVoltageWhenHot(chargeVoltage: chargeVoltage) {
                warnings.append(
                    .arrayBelowChargeVoltageWhenHot(
                        array: array.name, hotOperating: array.hotOperatingVoltage, chargeVoltage: chargeVoltage))
            }
        }
        for report in reports {
            let module = report.array.module
            if !module.powerMatches {
                warnings.append(
                    .modulePowerMismatch(array: report.array.name, power: module.power, maximumPower: module.maximumPower))
            }
            if !PVModule.plausibleCoefficients.contains(module.vocTempCoefficient) {
                warnings.append(.moduleCoefficientImplausible(array: report.array.name, coefficient: module.vocTempCoefficient))
            }
        }
        let assumed = reports.filter { $0.array.minTemperature == nil }
        if !assumed.isEmpty { warnings.append(.minTemperatureAssumed(assumed.map(\.array.name))) }
        let unchecked = reports.filter { $0.needsStringFuses && $0.array.module.maxSeriesFuse == nil }
        if !unchecked.isEmpty { warnings.append(.stringFusesUnchecked(unchecked.map(\.array.name))) }
        var controllers: [String] = []
        for report in reports where !controllers.contains(report.charger) { controllers.append(report.charger) }
        for charger in controllers {
            let arrays = reports.filter { $0.charger == charger }
            let voltages = arrays.map(\.array.operatingVoltage)
            if let low = voltages.min(), let high = voltages.max(),
                low.volts < high.volts * (1 - SolarArray.stringVoltageTolerance)
            {
                warnings.append(.stringsMismatched(charger: charger, arrays: arrays.map(\.array.name), low: low, high: high))
            }
            warnings += controllerWarnings(charger, arrays: arrays)
        }
        return warnings
    }

    /// A controller's PV input limits against its arrays (`arrays`, all on `charger`): the limits
    /// it does not give, and its arrays' STC power above a `maxInputPower` (it clips them).
    static func controllerWarnings(_ charger: String, arrays: [ArrayReport]) -> [SystemWarning] {
        guard let first = arrays.first else { return [] }
        var warnings: [SystemWarning] = []
        let currentUnknown = first.maxInputCurrent == nil && first.maxInputPower == nil
        if first.maxInputVoltage == nil || currentUnknown {
            let cold = arrays.map(\.coldOpenCircuitVoltage).max() ?? first.coldOpenCircuitVoltage
            warnings.append(
                .controllerLimitsUnknown(
                    charger: charger, voltage: first.maxInputVoltage == nil ? cold : nil,
                    current: currentUnknown ? first.controllerCurrent : nil))
        }
        let power = arrays.reduce(Power.zero) { $0 + $1.array.power }
        if let limit = first.maxInputPower, !Tolerance.isAtMost(power.watts, limit.watts) {
            warnings.append(.arrayPowerAboveInput(charger: charger, power: power, limit: limit))
        }
        return warnings
    }

    /// An AC load: its AC power, and what it costs the bank through its inverter.
    static func acLoadReport(
        _ load: SystemLoad, in system: ElectricalSystem, inverters: InverterDirectory, path: String
    ) throws(SystemFileError) -> ACLoadReport {
        guard let inverter = inverters.inverter(feeding: load) else {
            throw .invalid(
                ValidationError(
                    field: "\(path).inverter", rule: .inverterReference,
                    actual: EchoedText.quoted(load.inverter?.name ?? "")),
                at: nil)
        }
        let perDevice: Power
        switch load.demand {
        case .power(let power): perDevice = power
        case .current(let current): perDevice = (load.voltage ?? system.nominalVoltage) * current
        }
        let power = perDevice * Double(load.quantity)
        guard power.watts <= Limits.power.upperBound else {
            throw .invalid(
                ValidationError(
                    field: path, rule: .quantityTimesPower(.init(Limits.power.upperBound, "W")),
                    value: .quantity(.init(power.watts, "W"))),
                at: nil)
        }
        let efficiency = inverter.effectiveEfficiency
        let acEnergy = power.watts * load.hoursPerDay
        return ACLoadReport(
            name: load.name, inverter: inverter.name, power: power, hoursPerDay: load.hoursPerDay,
            dailyACEnergyWattHours: acEnergy, dailyEnergyWattHours: acEnergy / efficiency,
            bankCurrent: .amperes(power.watts / (efficiency * system.nominalVoltage.volts)))
    }

    /// An inverter's currents and daily energy, with the AC loads it feeds (`own`).
    static func inverterReport(_ inverter: Inverter, acLoads own: [ACLoadReport], nominal: Voltage) -> InverterReport {
        let acEnergy = own.reduce(0) { $0 + $1.dailyACEnergyWattHours }
        return InverterReport(
            inverter: inverter, efficiency: inverter.effectiveEfficiency, ratedPowerEfficiency: inverter.ratedPowerEfficiency,
            cutoffVoltage: inverter.cutoff(nominal: nominal),
            continuousCurrent: inverter.continuousCurrent(nominal: nominal),
            surgePower: inverter.surgeRating(nominal: nominal), surgeCurrent: inverter.surgeCurrent(nominal: nominal),
            acLoadPower: own.reduce(Power.zero) { $0 + $1.power }, dailyACEnergyWattHours: acEnergy,
            dailyEnergyWattHours: inverter.dailyEnergyWattHours(acWattHours: acEnergy))
    }

    /// The chargers' output: current, power into the bank and energy a day.
    struct ChargeTotals {
        var current = Current.zero
        /// Output × efficiency, W.
        var power = 0.0
        /// Output × efficiency × hours a day, Wh.
        var daily = 0.0

        mutating func add(current: Current, power output: Double, charger: Charger) {
            self.current = self.current + current
            power += output * charger.efficiency
            daily += output * charger.efficiency * charger.hoursPerDay
        }

        /// A charger with a solar input fed by `arrays`: power = Σ array power ×
        /// ``SolarArray/derating``, daily = Σ power × derating × peak-sun hours, each capped at
        /// the controller's rated output (it clips the rest). A DC-DC charger adds its other
        /// input's part as any charger does (rated output × efficiency × ``Charger/hoursPerDay``,
        /// the driving hours), its arrays counting only for the peak-sun hours the drive leaves
        /// (``SolarArray/dailyEnergyWattHours(besides:)``), so the day never exceeds rated output
        /// × (driving hours + peak-sun hours); its power is the larger of the two inputs' (one
        /// unit, one rated output).
        mutating func add(current: Current, ratedPower: Double, arrays: [SolarArray], charger: Charger) {
            self.current = self.current + current
            let delivered = arrays.reduce(0) { $0 + $1.power.watts * SolarArray.derating }
            let scale = SolarArray.clipping(of: arrays, ratedPower: ratedPower)
            let hours = charger.hoursOnOtherInput
            let other = charger.kind == .dcdc ? ratedPower * charger.efficiency : 0
            power += max(delivered * scale, other)
            daily += arrays.reduce(0) { $0 + $1.dailyEnergyWattHours(besides: hours) } * scale + other * hours
        }
    }

    /// One load's share of the daily energy: the energy the bank delivers for it a day and the
    /// current it draws from the bank while it runs (its power / the nominal voltage).
    struct EnergyDraw {
        let wattHours: Double
        let current: Current
    }

    /// The Peukert factor of a bank for a day's loads, each at its own current.
    ///
    /// Peukert's law (W. Peukert, 1897): a battery discharged at a constant current I above its
    /// rated (20-hour) current I₂₀ = C₂₀ / 20 delivers C₂₀ · (I₂₀ / I)^(k − 1). So a load drawing
    /// I for its running time uses (I / I₂₀)^(k − 1) times its ampere-hours of the bank's rated
    /// capacity; at or below I₂₀ the rated capacity holds (factor 1). The factor is
    ///
    ///     F = Σ Eᵢ / Σ Eᵢ · max(1, Iᵢ / I₂₀)^(k − 1)
    ///
    /// over the loads' daily energies Eᵢ, and usable energy = nominal × usable fraction × F. A
    /// 1500 W kettle for 6 minutes costs a 100 Ah lead-acid bank far more than its 150 Wh;
    /// averaged over 24 h (0.5 A) it would cost nothing extra. Banks in parallel share every
    /// current by capacity, so each bank's Iᵢ / I₂₀ is the system's current over the banks'
    /// combined I₂₀. Exponents: Victron BMV defaults, 1.25 lead-acid, 1.05 lithium.
    /// - Parameters:
    ///   - twentyHourCurrent: Σ bank capacity (Ah) / 20 h.
    ///   - exponent: the bank's k (1 … 2).
    static func peukertFactor(draws: [EnergyDraw], twentyHourCurrent: Double, exponent: Double) -> Double {
        var energy = 0.0
        var rated = 0.0
        for draw in draws where draw.wattHours > 0 {
            energy += draw.wattHours
            let ratio = twentyHourCurrent > 0 ? draw.current.amperes / twentyHourCurrent : 1
            rated += draw.wattHours * pow(max(ratio, 1), exponent - 1)
        }
        return rated > 0 ? energy / rated : 1
    }

    /// The energy budget.
    ///
    /// Usable energy: nominal × usable fraction × ``peukertFactor(draws:twentyHourCurrent:exponent:)``
    /// per bank. Daily charge stored: the chargers' daily charge × the banks' charge efficiency
    /// (weighted by nominal energy). Recharge from usable-empty (``rechargeHours(_:chargePower:)``):
    /// the charge power is capped at the banks' recommended charge current.
    static func energyTotals(
        _ system: ElectricalSystem, peak: Current, surge: Current, draws: [EnergyDraw], charge: ChargeTotals
    ) -> EnergyTotals {
        let banks = system.houseBanks
        let dailyEnergy = draws.reduce(0) { $0 + $1.wattHours }
        let dailyAh = dailyEnergy / system.nominalVoltage.volts
        let twentyHourCurrent = banks.reduce(0) { $0 + $1.bankCapacityAh } / 20
        var usable = 0.0
        for bank in banks {
            let peukert = peukertFactor(
                draws: draws, twentyHourCurrent: twentyHourCurrent, exponent: bank.effectivePeukertExponent)
            usable += bank.nominalEnergyWattHours * bank.effectiveUsableFraction * peukert
        }
        let nominalEnergy = banks.reduce(0) { $0 + $1.nominalEnergyWattHours }
        let hasBanks = !banks.isEmpty
        let maxCharge = banks.reduce(Current.zero) { $0 + $1.maxChargeCurrent }
        var stored: Double?
        var recharge: (total: Double, absorption: Double)?
        if hasBanks, nominalEnergy > 0 {
            let efficiency = banks.reduce(0) { $0 + $1.chemistry.chargeEfficiency * $1.nominalEnergyWattHours } / nominalEnergy
            stored = charge.daily * efficiency
            if charge.power > 0 {
                let accepted = charge.current > maxCharge ? charge.power * (maxCharge / charge.current) : charge.power
                recharge = rechargeHours(banks, chargePower: accepted)
            }
        }
        return EnergyTotals(
            peakCurrent: peak,
            surgeCurrent: surge,
            dailyEnergyWattHours: dailyEnergy,
            dailyAmpereHours: dailyAh,
            dailyChargeWattHours: charge.daily,
            dailyChargeStoredWattHours: stored,
            bankNominalEnergyWattHours: nominalEnergy,
            usableEnergyWattHours: usable,
            autonomyDays: hasBanks && dailyEnergy > 0 ? usable / dailyEnergy : nil,
            rechargeHours: recharge?.total,
            rechargeAbsorptionHours: recharge?.absorption,
            maxDischargeCurrent: hasBanks ? banks.reduce(Current.zero) { $0 + $1.effectiveMaxDischargeCurrent } : nil)
    }

    /// Hours to refill the banks from usable-empty (each bank's usable fraction discharged):
    ///
    /// - Bulk, at the full charge power: the energy up to 80 % state of charge for lead-acid
    ///   (``BatteryChemistry/bulkEndStateOfCharge``), all of it for lithium; each bank's share
    ///   divided by its charge efficiency.
    /// - Absorption, lead-acid only, which the banks do together: the longest
    ///   ``BatteryChemistry/absorptionHours(depthOfDischarge:)`` — or longer when the chargers
    ///   cannot deliver the top band's energy in that time even at full power.
    ///
    /// Peukert does not apply to charging: what is put back is the rated capacity removed.
    /// - Parameter chargePower: the charge power the banks accept, W (> 0).
    static func rechargeHours(_ banks: [BatteryBank], chargePower: Double) -> (total: Double, absorption: Double) {
        var bulk = 0.0
        var top = 0.0
        var absorption = 0.0
        for bank in banks {
            let depth = bank.effectiveUsableFraction
            let efficiency = bank.chemistry.chargeEfficiency
            let band = bank.chemistry.isLeadAcid ? min(depth, 1 - BatteryChemistry.bulkEndStateOfCharge) : 0
            bulk += bank.nominalEnergyWattHours * (depth - band) / efficiency
            top += bank.nominalEnergyWattHours * band / efficiency
            absorption = max(absorption, bank.chemistry.absorptionHours(depthOfDischarge: depth))
        }
        if absorption > 0 { absorption = max(absorption, top / chargePower) }
        return (bulk / chargePower + absorption, absorption)
    }

    /// Chargers above the recommended charge current, no bank, loads with no hours per day
    /// given, the daily charge stored (after the banks' charge efficiency) below consumption.
    static func energyWarnings(_ system: ElectricalSystem, totals: EnergyTotals, charge: ChargeTotals) -> [SystemWarning] {
        var warnings: [SystemWarning] = []
        let hasBanks = !system.houseBanks.isEmpty
        let maxCharge = system.houseBanks.reduce(Current.zero) { $0 + $1.maxChargeCurrent }
        if hasBanks, charge.current > maxCharge {
            warnings.append(.chargeAboveRecommended(charge: charge.current, maximum: maxCharge))
        }
        if !hasBanks { warnings.append(.noBatteryBank) }
        let assumed = system.loads.filter(\.hoursPerDayIsAssumed).map(\.name)
        if !assumed.isEmpty { warnings.append(.loadsWithoutHours(assumed)) }
        if let stored = totals.dailyChargeStoredWattHours, totals.dailyEnergyWattHours > 0,
            stored < totals.dailyEnergyWattHours
        {
            warnings.append(.chargeBelowConsumption(chargeWattHours: stored, consumptionWattHours: totals.dailyEnergyWattHours))
        }
        return warnings
    }

    /// A load's or charger's current, its validation errors named by the entry's JSON path.
    static func drawn(_ load: Circuit.Load, at voltage: Voltage, path: String) throws(SystemFileError) -> Current {
        do {
            return try load.current(at: voltage)
        } catch {
            throw .invalid(error.renamingField { "\(path).\($0)" }, at: nil)
        }
    }
}
