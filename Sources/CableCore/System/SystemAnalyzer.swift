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
    ///   else the critical or ordinary default (``SystemDefaults/dropLimits``). A wire named in
    ///   the file is checked (``WireCheck``), else one is chosen as `cable size` does. A fuse
    ///   named in the file must be ≥ the current and ≤ the conductor's ampacity; otherwise
    ///   `cable` chooses one.
    /// - Chargers with a length: sized like loads for their output current.
    /// - Battery banks with a length: the main feed, sized for the larger of the peak current
    ///   (all loads at once) and the chargers' total output, at the critical drop limit; its
    ///   fuse's family must interrupt the bank's fault current (``ShortCircuitEstimate``).
    /// - Every fuse is rated for the system's charging voltage (``ElectricalSystem/maxChargeVoltage``).
    /// - Energy: see ``EnergyTotals``.
    /// Every circuit is validated as a ``SizingRequest``, like a `cable size` request.
    /// - Parameter units: the unit system whose series circuits are chosen from; the file's
    ///   `defaults.units`, else metric, when nil. ABYC files always use marine AWG.
    /// - Throws: ``SystemFileError`` when a derived value leaves the engine's range (e.g.
    ///   quantity × current above 10 kA), naming the entry.
    public static func analyze(_ system: ElectricalSystem, units: UnitSystem? = nil) throws(SystemFileError) -> SystemReport {
        let sizer = try CircuitSizer(system, units: units ?? system.defaults.series.map(UnitSystem.init(series:)) ?? .metric)
        var circuits: [CircuitReport] = []
        var violations: [Violation] = []

        var peak = Current.zero
        var dailyEnergy = 0.0
        for (index, load) in system.loads.enumerated() {
            let path = "loads[\(index)]"
            let voltage = load.voltage ?? system.nominalVoltage
            let perDevice = try drawn(load.demand, at: voltage, path: path)
            let current = perDevice * Double(load.quantity)
            if load.quantity > 1, current.amperes > Limits.current.upperBound {
                throw .invalid(
                    ValidationError(
                        field: path, rule: "quantity × current must be ≤ \(Limits.format(Limits.current.upperBound, "A"))",
                        actual:
                            "\(load.quantity) × \(NumberText.decimal(perDevice.amperes, places: 2, rounding: .halfAwayFromZero)) A"
                    ),
                    at: nil)
            }
            peak = peak + current
            dailyEnergy += (voltage * current).watts * load.hoursPerDay
            let demandKey: String
            switch load.demand {
            case .power: demandKey = "power"
            case .current: demandKey = "current"
            }
            let sized = try sizer.size(
                .load, load.name, path: path, current: current, voltage: voltage, length: load.length, critical: load.critical,
                ownLimit: load.maxDropPercent, wire: load.wire, fuse: load.fuse, currentField: "\(path).\(demandKey)")
            circuits.append(sized.circuit)
            violations += sized.violations
        }

        var charge = ChargeTotals()
        for (index, charger) in system.chargers.enumerated() {
            let path = "chargers[\(index)]"
            let voltage = charger.voltage ?? system.nominalVoltage
            let current = try drawn(charger.output, at: voltage, path: path)
            charge.add(current: current, power: (voltage * current).watts, charger: charger)
            guard let length = charger.length else { continue }
            let outputKey: String
            switch charger.output {
            case .power: outputKey = "power"
            case .current: outputKey = "outputCurrent"
            }
            let sized = try sizer.size(
                .charger, charger.name, path: path, current: current, voltage: voltage, length: length,
                currentField: "\(path).\(outputKey)")
            circuits.append(sized.circuit)
            violations += sized.violations
        }

        // The main feed carries the loads' peak out of the bank, or every charger's output into it.
        let feed = max(peak, charge.current)
        for (index, bank) in system.batteries.enumerated() {
            guard let length = bank.length, feed > .zero else { continue }
            let protection = CircuitSizer.Protection(
                namedType: bank.fuseType, interruptRating: bank.shortCircuit.requiredInterruptRating)
            let sized = try sizer.size(
                .battery, bank.name, path: "batteries[\(index)]", current: feed, voltage: system.nominalVoltage,
                length: length, critical: true, protection: protection,
                currentField: "batteries[\(index)] main feed (the larger of the loads' and chargers' totals)")
            circuits.append(sized.circuit)
            violations += sized.violations
        }

        let totals = energyTotals(system, peak: peak, dailyEnergy: dailyEnergy, charge: charge)
        var warnings: [SystemWarning] = []
        if let maximum = totals.maxDischargeCurrent, peak > maximum {
            warnings.append(.peakAboveDischarge(peak: peak, maximum: maximum))
            violations.append(
                Violation(
                    circuit: system.batteries.map(\.name).joined(separator: ", "), rule: .bankPeakCurrent, actual: peak.amperes,
                    limit: maximum.amperes, unit: "A"))
        }
        warnings += energyWarnings(system, totals: totals, charge: charge)
        for circuit in circuits {
            if let problem = circuit.problem {
                warnings.append(.circuitProblem(kind: circuit.kind, name: circuit.name, problem: problem))
            }
        }
        return SystemReport(
            system: system, series: sizer.series, circuits: circuits, totals: totals, warnings: warnings, violations: violations)
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
    }

    /// The energy budget.
    ///
    /// Usable energy: nominal × usable fraction × Peukert factor per bank, the factor
    /// (I₂₀ / I_avg)^(k − 1) applying when the bank's share of the average daily current is
    /// above its 20-hour rate. Recharge: usable energy / (charge power, capped at the banks'
    /// recommended charge current, × the banks' energy-weighted charge efficiency).
    static func energyTotals(_ system: ElectricalSystem, peak: Current, dailyEnergy: Double, charge: ChargeTotals) -> EnergyTotals
    {
        let banks = system.batteries
        let dailyAh = dailyEnergy / system.nominalVoltage.volts
        let totalAh = banks.reduce(0) { $0 + $1.bankCapacityAh }
        var usable = 0.0
        for bank in banks {
            let averageCurrent = totalAh > 0 ? dailyAh / 24 * bank.bankCapacityAh / totalAh : 0
            let twentyHourCurrent = bank.bankCapacityAh / 20
            let peukert =
                averageCurrent > twentyHourCurrent
                ? pow(twentyHourCurrent / averageCurrent, bank.effectivePeukertExponent - 1) : 1
            usable += bank.nominalEnergyWattHours * bank.effectiveUsableFraction * peukert
        }
        let nominalEnergy = banks.reduce(0) { $0 + $1.nominalEnergyWattHours }
        let hasBanks = !banks.isEmpty
        let maxCharge = banks.reduce(Current.zero) { $0 + $1.maxChargeCurrent }
        var rechargeHours: Double?
        if hasBanks, charge.power > 0 {
            let accepted = charge.current > maxCharge ? charge.power * (maxCharge / charge.current) : charge.power
            let efficiency = banks.reduce(0) { $0 + $1.chemistry.chargeEfficiency * $1.nominalEnergyWattHours } / nominalEnergy
            rechargeHours = usable / (accepted * efficiency)
        }
        return EnergyTotals(
            peakCurrent: peak,
            dailyEnergyWattHours: dailyEnergy,
            dailyAmpereHours: dailyAh,
            dailyChargeWattHours: charge.daily,
            bankNominalEnergyWattHours: nominalEnergy,
            usableEnergyWattHours: usable,
            autonomyDays: hasBanks && dailyEnergy > 0 ? usable / dailyEnergy : nil,
            rechargeHours: rechargeHours,
            maxDischargeCurrent: hasBanks ? banks.reduce(Current.zero) { $0 + $1.effectiveMaxDischargeCurrent } : nil)
    }

    /// Chargers above the recommended charge current, no bank, charge below consumption.
    static func energyWarnings(_ system: ElectricalSystem, totals: EnergyTotals, charge: ChargeTotals) -> [SystemWarning] {
        var warnings: [SystemWarning] = []
        let hasBanks = !system.batteries.isEmpty
        let maxCharge = system.batteries.reduce(Current.zero) { $0 + $1.maxChargeCurrent }
        if hasBanks, charge.current > maxCharge {
            warnings.append(.chargeAboveRecommended(charge: charge.current, maximum: maxCharge))
        }
        if !hasBanks { warnings.append(.noBatteryBank) }
        if hasBanks, totals.dailyEnergyWattHours > 0, charge.daily < totals.dailyEnergyWattHours {
            warnings.append(
                .chargeBelowConsumption(chargeWattHours: charge.daily, consumptionWattHours: totals.dailyEnergyWattHours))
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
