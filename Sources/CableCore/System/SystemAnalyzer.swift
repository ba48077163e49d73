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
    /// - Loads: current = quantity × (current, or power / voltage); drop limit = the load's own,
    ///   else the critical or ordinary default. A wire named in the file is checked, else one is
    ///   chosen as `cable size` does. A fuse named in the file must be ≥ the current and ≤ the
    ///   conductor's ampacity; otherwise `cable` chooses one.
    /// - Chargers with a length: sized like loads for their output current.
    /// - Battery banks with a length: the main feed, sized for the peak current (all loads at
    ///   once) at the critical drop limit.
    /// - Energy: see ``EnergyTotals``; Peukert's law reduces a bank's usable energy when the
    ///   average daily current exceeds its 20-hour rate: factor (I₂₀ / I_avg)^(k − 1).
    /// - Parameter series: the series to choose from; the file's `units`, else metric, when nil.
    /// - Throws: ``SystemFileError`` when a derived value leaves the engine's range (e.g.
    ///   quantity × current above 10 kA), naming the entry.
    public static func analyze(_ system: ElectricalSystem, series: WireSeries? = nil) throws(SystemFileError) -> SystemReport {
        let series = system.standard == .abyc ? .marine : series ?? system.defaults.series ?? .metric
        let ordinaryLimit = system.defaults.ordinaryMaxDropPercent(for: system.standard)
        let defaults = system.defaults
        let conditions = InstallationConditions(insulation: defaults.insulation)
        var circuits: [CircuitReport] = []
        var violations: [Violation] = []

        func makeCircuit(_ path: String, current: Current, voltage: Voltage, length: Length) throws(SystemFileError) -> Circuit {
            do {
                return try Circuit(
                    load: .current(current), supplyVoltage: voltage, length: length, material: defaults.material,
                    conductorTemperature: defaults.conductorTemperature, conditions: conditions, standard: system.standard)
            } catch {
                throw .invalid(error.renamingField { "\(path).\($0)" }, at: nil)
            }
        }

        var peak = Current.zero
        var dailyEnergy = 0.0
        for (index, load) in system.loads.enumerated() {
            let voltage = load.voltage ?? system.nominalVoltage
            let perDevice = try drawn(load.demand, at: voltage, path: "loads[\(index)]")
            let current = perDevice * Double(load.quantity)
            if load.quantity > 1, current.amperes > Limits.current.upperBound {
                throw .invalid(
                    ValidationError(
                        field: "loads[\(index)]",
                        rule: "quantity × current must be ≤ \(Limits.format(Limits.current.upperBound, "A"))",
                        actual: "\(load.quantity) × \(format(perDevice.amperes)) A"), at: nil)
            }
            peak = peak + current
            dailyEnergy += (voltage * current).watts * load.hoursPerDay
            let circuit = try makeCircuit("loads[\(index)]", current: current, voltage: voltage, length: load.length)
            let limit = load.maxDropPercent ?? (load.critical ? defaults.criticalMaxDropPercent : ordinaryLimit)
            let report = size(
                kind: .load, name: load.name, circuit: circuit, maxDrop: limit, critical: load.critical, series: series,
                wire: load.wire, fuse: load.fuse)
            circuits.append(report.circuit)
            violations += report.violations
        }

        var dailyCharge = 0.0
        var chargePower = 0.0
        var chargeCurrent = Current.zero
        for (index, charger) in system.chargers.enumerated() {
            let voltage = charger.voltage ?? system.nominalVoltage
            let current = try drawn(charger.output, at: voltage, path: "chargers[\(index)]")
            chargeCurrent = chargeCurrent + current
            chargePower += (voltage * current).watts * charger.efficiency
            dailyCharge += (voltage * current).watts * charger.efficiency * charger.hoursPerDay
            guard let length = charger.length else { continue }
            let circuit = try makeCircuit("chargers[\(index)]", current: current, voltage: voltage, length: length)
            let report = size(
                kind: .charger, name: charger.name, circuit: circuit, maxDrop: ordinaryLimit, critical: false,
                series: series, wire: nil, fuse: nil)
            circuits.append(report.circuit)
            violations += report.violations
        }

        var warnings: [String] = []
        for (index, bank) in system.batteries.enumerated() {
            guard let length = bank.length, peak > .zero else { continue }
            let circuit = try makeCircuit("batteries[\(index)]", current: peak, voltage: system.nominalVoltage, length: length)
            // Lithium banks can deliver thousands of amperes into a short: their main fuse needs a
            // Class T's interrupting rating where one exists at the rating.
            let lithium = bank.chemistry == .lifepo4 || bank.chemistry == .liIon
            let report = size(
                kind: .battery, name: bank.name, circuit: circuit, maxDrop: defaults.criticalMaxDropPercent, critical: true,
                series: series, wire: nil, fuse: nil, fuseTypes: lithium ? [.classT, .megaAnl, .midi] : FuseType.allCases)
            circuits.append(report.circuit)
            violations += report.violations
        }

        // Energy budget.
        let nominalVolts = system.nominalVoltage.volts
        let dailyAh = dailyEnergy / nominalVolts
        let totalAh = system.batteries.reduce(0) { $0 + $1.bankCapacityAh }
        var usable = 0.0
        for bank in system.batteries {
            let averageCurrent = totalAh > 0 ? dailyAh / 24 * bank.bankCapacityAh / totalAh : 0
            let twentyHourCurrent = bank.bankCapacityAh / 20
            let peukert =
                averageCurrent > twentyHourCurrent
                ? pow(twentyHourCurrent / averageCurrent, bank.effectivePeukertExponent - 1) : 1
            usable += bank.nominalEnergyWattHours * bank.effectiveUsableFraction * peukert
        }
        let nominalEnergy = system.batteries.reduce(0) { $0 + $1.nominalEnergyWattHours }
        let hasBanks = !system.batteries.isEmpty
        let maxDischarge = hasBanks ? system.batteries.reduce(Current.zero) { $0 + $1.effectiveMaxDischargeCurrent } : nil
        let maxCharge = system.batteries.reduce(Current.zero) { $0 + $1.maxChargeCurrent }
        var rechargeHours: Double?
        if hasBanks, chargePower > 0 {
            let accepted = chargeCurrent > maxCharge ? chargePower * (maxCharge / chargeCurrent) : chargePower
            let efficiency =
                system.batteries.reduce(0) { $0 + $1.chemistry.chargeEfficiency * $1.nominalEnergyWattHours } / nominalEnergy
            rechargeHours = usable / (accepted * efficiency)
        }

        if let maxDischarge, peak > maxDischarge {
            let message =
                "peak current \(format(peak.amperes)) A exceeds the batteries' \(format(maxDischarge.amperes)) A "
                + "maximum continuous discharge"
            warnings.append(message)
            violations.append(
                Violation(
                    circuit: system.batteries.map(\.name).joined(separator: ", "), rule: "bankPeakCurrent", message: message,
                    actual: peak.amperes, limit: maxDischarge.amperes, unit: "A"))
        }
        if hasBanks, chargeCurrent > maxCharge {
            warnings.append(
                "chargers together deliver \(format(chargeCurrent.amperes)) A, above the \(format(maxCharge.amperes)) A "
                    + "recommended maximum charge current for the batteries")
        }
        if !hasBanks {
            warnings.append("no battery bank: usable energy, autonomy and recharge time need one")
        }
        if hasBanks, dailyEnergy > 0, dailyCharge < dailyEnergy {
            warnings.append(
                "daily charge \(format(dailyCharge)) Wh is less than daily consumption \(format(dailyEnergy)) Wh: "
                    + "the bank runs down")
        }
        for report in circuits where report.problem != nil {
            warnings.append("\(report.kind.rawValue) '\(report.name)': \(report.problem ?? "")")
        }

        let totals = EnergyTotals(
            peakCurrent: peak,
            dailyEnergyWattHours: dailyEnergy,
            dailyAmpereHours: dailyAh,
            dailyChargeWattHours: dailyCharge,
            bankNominalEnergyWattHours: nominalEnergy,
            usableEnergyWattHours: usable,
            autonomyDays: hasBanks && dailyEnergy > 0 ? usable / dailyEnergy : nil,
            rechargeHours: rechargeHours,
            maxDischargeCurrent: maxDischarge)
        return SystemReport(
            system: system, series: series, circuits: circuits, totals: totals, warnings: warnings, violations: violations)
    }

    /// A load's or charger's current, its validation errors named by the entry's JSON path.
    static func drawn(_ load: Circuit.Load, at voltage: Voltage, path: String) throws(SystemFileError) -> Current {
        do {
            return try load.current(at: voltage)
        } catch {
            throw .invalid(error.renamingField { "\(path).\($0)" }, at: nil)
        }
    }

    /// Sizes (or checks) one circuit and lists the rules it breaks.
    static func size(
        kind: CircuitReport.Kind, name: String, circuit: Circuit, maxDrop: Double, critical: Bool, series: WireSeries,
        wire: ConductorSize?, fuse: Current?, fuseTypes: [FuseType] = FuseType.allCases
    ) -> (circuit: CircuitReport, violations: [Violation]) {
        var violations: [Violation] = []
        let current = circuit.current
        func violate(_ rule: String, _ message: String, actual: Double?, limit: Double?, unit: String = "A") {
            violations.append(Violation(circuit: name, rule: rule, message: message, actual: actual, limit: limit, unit: unit))
        }

        var analysis: RunAnalysis?
        var limitedBy: LimitingFactor?
        var chosenFuse: FuseRecommendation?
        var upsizedForFuseFrom: ConductorSize?
        var problem: String?
        if let wire {
            let run = circuit.analyze(wire)
            analysis = run
            if !Tolerance.isAtMost(run.voltageDropPercent, maxDrop) {
                violate(
                    "voltageDrop", "drop \(format(run.voltageDropPercent)) % exceeds the \(format(maxDrop)) % limit",
                    actual: run.voltageDropPercent, limit: maxDrop, unit: "%")
            }
            if !run.carries(current) {
                violate(
                    "ampacity",
                    "\(format(current.amperes)) A exceeds the \(run.ampacity.map { format($0.current.amperes) + " A" } ?? "unrated") "
                        + "ampacity of \(wire.label)",
                    actual: current.amperes, limit: run.ampacity?.current.amperes)
            }
            // A wire the tables do not rate has no known ceiling: no fuse can be chosen for it.
            if fuse == nil, run.ampacity != nil {
                chosenFuse = FuseSelector.smallestFuse(
                    atLeast: current * FuseSelector.defaultFactor, atMost: run.ampacity?.current, types: fuseTypes)
            }
        } else {
            do {
                let options = try SizingOptions(maxDropPercent: maxDrop, series: series, fuseTypes: fuseTypes)
                let result = try Sizer.size(circuit, options: options)
                analysis = result.recommended
                limitedBy = result.limitedBy
                chosenFuse = result.fuse
                upsizedForFuseFrom = result.upsizedForFuseFrom
                // A fuse named in the file must protect the wire: take the smallest size at or above
                // the chosen one whose ampacity is at least the fuse rating, when the series has one.
                if let fuse, let run = analysis,
                    !(run.ampacity.map { Tolerance.isAtLeast($0.current.amperes, fuse.amperes) } ?? false)
                {
                    let sizes = series.sizes
                    if let start = sizes.firstIndex(of: run.size),
                        let protected = sizes[start...].map(circuit.analyze).first(where: {
                            $0.ampacity.map { Tolerance.isAtLeast($0.current.amperes, fuse.amperes) } ?? false
                        })
                    {
                        analysis = protected
                        limitedBy = .ampacity
                    }
                }
            } catch let error as SizingError {
                let text: String
                switch error {
                case .dropTooLarge(let required, let largest):
                    text =
                        "no standard size keeps the drop within \(format(maxDrop)) % (needs \(format(required.squareMillimeters)) mm², "
                        + "the largest drops \(format(largest.voltageDropPercent)) %)"
                case .currentTooLarge(let amperes, _):
                    text = "no standard size is rated for \(format(amperes.amperes)) A"
                }
                problem = text
                violate("noStandardSize", text, actual: nil, limit: nil)
            } catch {
                problem = "\(error)"
                violate("noStandardSize", problem ?? "", actual: nil, limit: nil)
            }
        }

        var fuseChoice: FuseChoice?
        if let fuse {
            fuseChoice = FuseChoice(rating: fuse, type: nil, fromFile: true)
            if !Tolerance.isAtLeast(fuse.amperes, current.amperes) {
                violate(
                    "fuseBelowCurrent", "fuse \(format(fuse.amperes)) A is below the \(format(current.amperes)) A load current",
                    actual: fuse.amperes, limit: current.amperes)
            }
            if let ampacity = analysis?.ampacity?.current, !Tolerance.isAtMost(fuse.amperes, ampacity.amperes) {
                violate(
                    "fuseAboveAmpacity",
                    "fuse \(format(fuse.amperes)) A exceeds the conductor's \(format(ampacity.amperes)) A ampacity",
                    actual: fuse.amperes, limit: ampacity.amperes)
            }
        } else if let chosenFuse {
            fuseChoice = FuseChoice(rating: chosenFuse.rating, type: chosenFuse.type, fromFile: false)
        } else if analysis != nil {
            let text =
                "no standard fuse of at least \(format(current.amperes * FuseSelector.defaultFactor)) A fits under the conductor's ampacity"
            problem = problem ?? text
            violate(
                "noFuse", text, actual: current.amperes * FuseSelector.defaultFactor, limit: analysis?.ampacity?.current.amperes)
        }

        let report = CircuitReport(
            kind: kind, name: name, circuit: circuit, maxDropPercent: maxDrop, critical: critical, analysis: analysis,
            wireFromFile: wire != nil, limitedBy: limitedBy, fuse: fuseChoice, upsizedForFuseFrom: upsizedForFuseFrom,
            problem: problem)
        return (report, violations)
    }

    /// Numbers in messages: at most two decimals, no trailing zeros.
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return Limits.format(rounded, "")
    }
}
