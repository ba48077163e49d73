/// Sizes, or checks, one circuit of a system the way `cable size` and `cable drop` do: what
/// ``SystemAnalyzer`` runs for every load, charger and battery feed.
struct CircuitSizer {
    /// The file's conductor settings, validated once.
    let settings: SizingRequest.Settings
    let units: UnitSystem
    let limits: DropLimits

    /// The series circuits are chosen from.
    var series: WireSeries { settings.standard.series(for: units) }

    /// The highest voltage the system reaches over its nominal voltage, at least 1
    /// (``ElectricalSystem/maxChargeVoltage``): a circuit's fuse must be rated for its voltage × this.
    let chargeRatio: Double
    let standard: SizingStandard

    init(_ system: ElectricalSystem, units: UnitSystem) throws(SystemFileError) {
        let defaults = system.defaults
        do {
            // ABYC's K fixes the conductor temperature (the decoder refuses one in such a file).
            settings = try SizingRequest.Settings(
                material: defaults.material, temperature: system.standard == .abyc ? nil : defaults.givenConductorTemperature,
                conditions: InstallationConditions(insulation: defaults.insulation), standard: system.standard,
                conductor: defaults.conductor)
        } catch {
            throw .invalid(error.renamingField { "defaults.\($0)" }, at: nil)
        }
        self.units = units
        limits = defaults.dropLimits
        chargeRatio = max(1, system.maxChargeVoltage / system.nominalVoltage)
        standard = system.standard
    }

    /// What a circuit's fuse must be besides its floor and ceiling.
    struct Protection {
        /// The families to choose from.
        var types: [FuseType] = FuseType.defaultFamilies
        /// The family the file names for it: chosen from alone, and checked against the voltage
        /// and interrupting rating instead of filtered by them.
        var namedType: FuseType?
        /// The fault current where the fuse sits; nil without a battery bank.
        var fault: FaultLevel?
        /// The interrupting rating it needs (``FaultLevel/requiredInterruptRating``).
        var interruptRating: Current? { fault?.requiredInterruptRating }
        /// The surges its fuse must carry, each for its own duration (a branch's own; one per
        /// circuit below a feeder or a bank's run).
        var surges: [Surge] = []
    }

    /// The file's settings with one circuit's installation conditions: the same
    /// ``SizingRequest/Settings`` (and so the same derating) `cable size` builds from
    /// `--engine-room`, `--bundled` and `--insulation`.
    func settings(for installation: CircuitInstallation) throws(ValidationError) -> SizingRequest.Settings {
        let conditions = installation.conditions(defaultInsulation: settings.conditions.insulation)
        guard conditions != settings.conditions else { return settings }
        return try SizingRequest.Settings(
            material: settings.material, temperature: settings.standard == .abyc ? nil : settings.givenTemperature,
            conditions: conditions, standard: settings.standard, lengthIsRoundTrip: settings.lengthIsRoundTrip,
            conductor: settings.conductor)
    }

    /// Sizes the circuit, or checks the wire the file names, and lists the rules it breaks.
    /// - Parameters:
    ///   - path: the entry's JSON path, for errors (`loads[2]`).
    ///   - critical: whether the circuit takes the critical drop limit; a charging circuit
    ///     (``CircuitReport/Kind/isCharging``) always does unless `ownLimit` is given.
    ///   - ownLimit: the circuit's own drop limit, if it has one.
    ///   - wire: a wire the file names: checked, not chosen.
    ///   - fuse: a fuse the file names: checked, and the wire chosen large enough for it.
    ///   - protection: the fuse families and the interrupting rating; a family the circuit's
    ///     `installation` names (`fuseType`) is its ``Protection/namedType`` unless one is given.
    ///   - currentField: what to call the circuit's current in an error, when it is not a key
    ///     of the entry (a battery's main feed carries the loads' total).
    ///   - installation: the circuit's own conditions (engine room, bundling, insulation).
    ///   - fuseVoltage: the highest voltage the circuit's fuse must be rated for, when it is not
    ///     the charging voltage (a PV array's cold open-circuit voltage).
    ///   - alternator: the circuit is an alternator's output (``FusePlacement``'s exception).
    func size(
        _ kind: CircuitReport.Kind, _ name: String, path: String, current: Current, voltage: Voltage, length: Length,
        critical: Bool = false, ownLimit: Double? = nil, wire: ConductorSize? = nil, fuse: Current? = nil,
        protection: Protection = Protection(), currentField: String? = nil,
        installation: CircuitInstallation = CircuitInstallation(), fuseVoltage: Voltage? = nil, alternator: Bool = false
    ) throws(SystemFileError) -> (circuit: CircuitReport, violations: [Violation]) {
        // A circuit that names its family (`fuseType`) is protected from it alone, as
        // `cable size --fuse-type` chooses, and the family is checked against its voltage and
        // fault current (`familyViolations`).
        var protection = protection
        if protection.namedType == nil { protection.namedType = installation.fuseType }
        // A charging circuit takes the critical limit unless it names its own (`Kind.isCharging`).
        let critical = critical || kind.isCharging
        let chargeVoltage = fuseVoltage ?? voltage * chargeRatio
        let request = try self.request(
            path: path, current: current, voltage: voltage, length: length, critical: critical, ownLimit: ownLimit,
            protection: protection, chargeVoltage: chargeVoltage, currentField: currentField, installation: installation)
        var sized =
            wire.map { check($0, request: request, name: name) }
            ?? choose(request: request, fuse: fuse, name: name, parallel: installation.parallelConductors == nil)
        let circuit = sized.circuit ?? request.circuit
        let rule = request.options.fuseRule
        let fuseChoice = settleFuse(
            fuse, of: &sized, rule: rule, name: name, current: current, voltage: voltage, chargeVoltage: chargeVoltage,
            interruptRating: protection.interruptRating, named: protection.namedType)
        let placement = fuseChoice.map { _ in
            FusePlacement(kind: kind, sheathed: installation.sheathed, alternatorRun: alternator ? length : nil)
        }
        sized.violations += Self.placementViolations(placement, installation: installation, name: name)
        let familyViolations =
            protection.namedType.map {
                Self.familyViolations($0, chargeVoltage: chargeVoltage, interruptRating: protection.interruptRating, name: name)
            } ?? []
        sized.violations += familyViolations
        var report = CircuitReport(
            kind: kind, name: name, circuit: circuit, maxDropPercent: request.options.maxDropPercent, critical: critical,
            analysis: sized.analysis, wireFromFile: wire != nil, limitedBy: sized.limitedBy, fuse: fuseChoice,
            upsizedForFuseFrom: sized.upsizedForFuseFrom, problem: sized.problem?.on(kind),
            fuseMinimum: rule.floor(for: current),
            fuseCeiling: sized.analysis?.ampacity.map {
                rule.ceiling(ampacity: $0.current, standard: standard, voltage: voltage)
            },
            chargeVoltage: chargeVoltage, requiredInterruptRating: protection.interruptRating, fusePlacement: placement,
            fuseDistance: installation.fuseDistance,
            upstreamResistance: protection.fault?.upstreamResistance ?? .zero, faultCurrent: protection.fault?.faultCurrent)
        // The report and the bill show the part `check` judges: the same violations (F2, rev34e).
        report.fuseFamilyViolations = familyViolations.map { $0.on(kind) }
        if let demand = Self.surgeDemand(rule: rule, fuse: fuseChoice, selection: sized.selection) {
            report.surge = demand.surge
            report.surgeFuseMinimum = demand.minimum
            report.surgeFuseFamily = demand.family
        }
        return (report, sized.violations.map { $0.on(kind) })
    }

    /// The surge a circuit's report shows and the family and smallest rating it names: for a fuse
    /// the file gives, what `check` judges it by (``FuseRule/surgeDemand(forRating:)``); for a
    /// chosen fuse, its family's; with none, the family tried whose smallest rating that carries
    /// the surges is lowest (``FuseSelection/surgeFamily``, ``FuseRule/lowestSurgeDemand()``).
    /// Nil without a surge.
    private static func surgeDemand(rule: FuseRule, fuse: FuseChoice?, selection: FuseSelection?) -> SurgeDemand? {
        guard !rule.surges.isEmpty else { return nil }
        if let fuse {
            return fuse.fromFile ? rule.surgeDemand(forRating: fuse.rating) : fuse.type.flatMap(rule.surgeDemand(of:))
        }
        if let selection, let surge = selection.surge, let family = selection.surgeFamily {
            return SurgeDemand(family: family, surge: surge, minimum: selection.surgeMinimum)
        }
        return rule.lowestSurgeDemand()
    }

    /// `fusePlacement` when the circuit's fuse sits farther from its source than `placement`
    /// allows (33 CFR 183.455, ABYC E-11).
    private static func placementViolations(
        _ placement: FusePlacement?, installation: CircuitInstallation, name: String
    ) -> [Violation] {
        guard let placement, let distance = installation.fuseDistance, !placement.allows(distance) else { return [] }
        return [
            Violation(
                circuit: name, rule: .fusePlacement, actual: distance.meters, limit: placement.limit.meters, unit: .meters,
                detail: .fusePlacement(placement))
        ]
    }

    /// Sizes a circuit that needs no overcurrent device by rule (`exemption`, e.g. a PV array's
    /// run, NEC 690.9(A)): the smallest size that meets the drop limit at `current` and whose
    /// derated ampacity carries `ampacity` (NEC 690.8(B)(1): 1.56 × Isc for an array), no smaller
    /// than the series' minimum; no fuse is chosen and none is missed (no `noFuse`).
    /// - Parameters:
    ///   - current: what the drop is computed at (an array's Imp × parallel).
    ///   - ampacity: what the conductor must carry, at least `current`.
    ///   - chargeVoltage: the highest voltage the circuit reaches (an array's cold Voc).
    ///   - wire: a wire the file names: checked, not chosen — its drop at `current` against the
    ///     limit (`voltageDrop`) and its ampacity against `ampacity` (`ampacity`), as
    ///     ``WireCheck`` checks a load's.
    func sizeUnprotected(
        _ kind: CircuitReport.Kind, _ name: String, path: String, current: Current, ampacity: Current, voltage: Voltage,
        length: Length, currentField: String? = nil, exemption: FuseExemption, chargeVoltage: Voltage,
        installation: CircuitInstallation = CircuitInstallation(), wire: ConductorSize? = nil
    ) throws(SystemFileError) -> (circuit: CircuitReport, violations: [Violation]) {
        let request = try self.request(
            path: path, current: current, voltage: voltage, length: length, critical: kind.isCharging, ownLimit: nil,
            protection: Protection(), chargeVoltage: chargeVoltage, currentField: currentField, installation: installation)
        var circuit = request.circuit
        var analysis: RunAnalysis?
        var limitedBy: LimitingFactor?
        var violations: [Violation] = []
        var problem: Violation?
        if let wire {
            let run = circuit.analyze(wire)
            analysis = run
            violations = WireCheck.violations(
                of: run, on: circuit, maxDropPercent: request.options.maxDropPercent, name: name
            ).filter { $0.rule != .ampacity }
            if !run.carries(ampacity) {
                violations.append(
                    Violation(
                        circuit: name, rule: .ampacity, actual: ampacity.amperes, limit: run.ampacity?.current.amperes,
                        unit: .amperes, detail: .conductor(run.size)))
            }
        } else {
            do {
                let result = try Sizer.size(circuit, options: request.options, parallel: installation.parallelConductors == nil)
                circuit = result.circuit
                (analysis, limitedBy) = Self.carrying(ampacity, from: result, on: circuit, series: request.options.series)
                if analysis == nil {
                    problem = Violation(
                        circuit: name, rule: .noStandardSize, actual: nil, limit: nil, unit: .amperes,
                        detail: .sizing(
                            .currentTooLarge(
                                current: ampacity, largest: circuit.analyze(request.options.series.sizes.last ?? .metric(1))),
                            circuit: circuit, maxDropPercent: request.options.maxDropPercent))
                }
            } catch {
                problem = Violation(
                    circuit: name, rule: .noStandardSize, actual: nil, limit: nil, unit: .amperes,
                    detail: .sizing(error, circuit: circuit, maxDropPercent: request.options.maxDropPercent))
            }
        }
        if let problem { violations.append(problem) }
        var report = CircuitReport(
            kind: kind, name: name, circuit: circuit, maxDropPercent: request.options.maxDropPercent,
            critical: kind.isCharging, analysis: analysis, wireFromFile: wire != nil, limitedBy: limitedBy, fuse: nil,
            upsizedForFuseFrom: nil,
            problem: problem?.on(kind), fuseMinimum: ampacity, fuseCeiling: nil, chargeVoltage: chargeVoltage,
            requiredInterruptRating: nil, fusePlacement: nil, fuseDistance: installation.fuseDistance,
            upstreamResistance: .zero, faultCurrent: nil)
        report.fuseNotRequired = exemption
        return (report, violations.map { $0.on(kind) })
    }

    /// The smallest size from sizing's choice up (before it was raised for a fuse: this circuit
    /// takes none) whose ampacity carries `ampacity`, and what limited it; nil when none does.
    private static func carrying(
        _ ampacity: Current, from result: SizingResult, on circuit: Circuit, series: WireSeries
    ) -> (RunAnalysis?, LimitingFactor?) {
        let sizes = series.sizes
        let start = result.upsizedForFuseFrom ?? result.recommended.size
        guard let first = sizes.firstIndex(of: start) else { return (nil, nil) }
        for index in first..<sizes.count {
            let run = circuit.analyze(sizes[index])
            guard run.carries(ampacity) else { continue }
            if index > first { return (run, .ampacity) }
            if result.upsizedForFuseFrom == nil { return (run, result.limitedBy) }
            // Raised for a fuse it does not take: what limited the size before.
            if sizes[index] == series.minimumSize { return (run, .minimumSize) }
            let smaller = index > 0 ? circuit.analyze(sizes[index - 1]) : nil
            return (run, smaller.map { $0.carries(circuit.current) } ?? true ? .voltageDrop : .ampacity)
        }
        return (nil, nil)
    }

    /// The sizing request for one circuit of the file: its figures, the limit and the
    /// protection it takes; an invalid figure is named by its path in the file.
    private func request(
        path: String, current: Current, voltage: Voltage, length: Length, critical: Bool, ownLimit: Double?,
        protection: Protection, chargeVoltage: Voltage, currentField: String?, installation: CircuitInstallation
    ) throws(SystemFileError) -> SizingRequest {
        do {
            return try SizingRequest(
                load: .current(current), voltage: voltage, length: length, settings: settings(for: installation), units: units,
                critical: critical, maxDropPercent: ownLimit, dropLimits: limits,
                fuseTypes: protection.namedType.map { [$0] } ?? protection.types,
                chargeVoltage: protection.namedType == nil ? chargeVoltage : nil,
                minimumInterruptRating: protection.namedType == nil ? protection.interruptRating : nil,
                parallelConductors: installation.parallelConductors ?? 1, surges: protection.surges)
        } catch {
            throw .invalid(error.renamingField { $0 == "current" ? currentField ?? "\(path).current" : "\(path).\($0)" }, at: nil)
        }
    }

    /// The circuit's fuse: the one the file names, checked against the rule (its violations
    /// added to `sized`), else the rule's choice, else none and the problem why (`sized.problem`).
    private func settleFuse(
        _ fuse: Current?, of sized: inout Sized, rule: FuseRule, name: String, current: Current, voltage: Voltage,
        chargeVoltage: Voltage, interruptRating: Current?, named: FuseType?
    ) -> FuseChoice? {
        if let fuse {
            sized.violations += Self.fuseViolations(
                rule.check(
                    rating: fuse, current: current, ampacity: sized.analysis?.ampacity?.current, standard: standard,
                    voltage: voltage),
                fuse: fuse, current: current, factor: rule.factor, name: name)
            // A family the file names is judged by `familyViolations`; a rating alone, here.
            if named == nil, let required = interruptRating,
                let violation = Self.namedRatingViolation(
                    fuse, required: required, conductor: sized.analysis?.size, chargeVoltage: chargeVoltage, name: name)
            {
                sized.violations.append(violation)
            }
            // The family the file names, when it makes that rating.
            return FuseChoice(rating: fuse, type: named.flatMap { $0.makes(fuse) ? $0 : nil }, fromFile: true)
        } else if let chosen = sized.selection?.fuse {
            return FuseChoice(rating: chosen.rating, type: chosen.type, fromFile: false)
        } else if let selection = sized.selection {
            let problem = Self.noFuse(
                selection, rule: rule, chargeVoltage: chargeVoltage, interruptRating: interruptRating,
                conductor: sized.analysis?.size, name: name)
            sized.problem = sized.problem ?? problem
            sized.violations.append(problem)
        }
        return nil
    }

    /// What sizing or checking one circuit found, before its fuse is settled.
    private struct Sized {
        /// The circuit as sized, when sizing put conductors in parallel; nil: as requested.
        var circuit: Circuit?
        var analysis: RunAnalysis?
        var limitedBy: LimitingFactor?
        /// The fuse rule's choice for the conductor; nil when there is no conductor, or a named
        /// wire the tables do not rate (its ceiling is unknown).
        var selection: FuseSelection?
        var upsizedForFuseFrom: ConductorSize?
        var problem: Violation?
        var violations: [Violation] = []
    }

    /// A wire the file names: ``WireCheck``'s rules, and the smallest fuse that protects it (none
    /// for a size the tables do not rate: its ceiling is unknown).
    private func check(_ wire: ConductorSize, request: SizingRequest, name: String) -> Sized {
        let circuit = request.circuit
        let run = circuit.analyze(wire)
        var sized = Sized(analysis: run)
        sized.violations = WireCheck.violations(
            of: run, on: circuit, maxDropPercent: request.options.maxDropPercent, name: name)
        if let ampacity = run.ampacity?.current {
            sized.selection = request.options.fuseRule.select(
                current: circuit.current, ampacity: ampacity, standard: circuit.standard, voltage: circuit.supplyVoltage,
                conductor: wire)
        }
        return sized
    }

    /// A wire chosen as `cable size` chooses it. When the file names a fuse, the wire must also be
    /// protected by it: the smallest size at or above the chosen one whose ceiling admits the
    /// fuse's rating, when the series has one.
    private func choose(request: SizingRequest, fuse: Current?, name: String, parallel: Bool) -> Sized {
        var circuit = request.circuit
        let result: SizingResult
        do {
            result = try Sizer.size(circuit, options: request.options, parallel: parallel)
            circuit = result.circuit
        } catch {
            let problem = Violation(
                circuit: name, rule: .noStandardSize, actual: nil, limit: nil, unit: .amperes,
                detail: .sizing(error, circuit: circuit, maxDropPercent: request.options.maxDropPercent))
            return Sized(problem: problem, violations: [problem])
        }
        var sized = Sized(
            circuit: circuit, analysis: result.recommended, limitedBy: result.limitedBy, selection: result.fuseSelection,
            upsizedForFuseFrom: result.upsizedForFuseFrom)
        func protects(_ run: RunAnalysis, _ rating: Current) -> Bool {
            guard let ampacity = run.ampacity?.current else { return false }
            let ceiling = request.options.fuseRule.ceiling(
                ampacity: ampacity, standard: circuit.standard, voltage: circuit.supplyVoltage)
            return Tolerance.isAtMost(rating.amperes, ceiling.maximum.amperes)
        }
        if let fuse, !protects(result.recommended, fuse) {
            let sizes = request.options.series.sizes
            if let start = sizes.firstIndex(of: result.recommended.size),
                let protected = sizes[start...].lazy.map(circuit.analyze).first(where: { protects($0, fuse) })
            {
                sized.analysis = protected
                sized.limitedBy = .ampacity
            }
        }
        return sized
    }

    /// A fuse the file names must be at least the floor and at most the conductor's ceiling
    /// (``FuseRule/check(rating:current:ampacity:standard:voltage:)``).
    private static func fuseViolations(
        _ breaches: [FuseBreach], fuse: Current, current: Current, factor: Double, name: String
    ) -> [Violation] {
        breaches.map { breach in
            switch breach {
            case .belowFloor(let floor):
                Violation(
                    circuit: name, rule: .fuseBelowCurrent, actual: fuse.amperes, limit: floor.amperes, unit: .amperes,
                    detail: .fuseFloor(factor: factor, current: current))
            case .belowSurge(let surge, let family, let minimum):
                Violation(
                    circuit: name, rule: .fuseBelowCurrent, actual: fuse.amperes,
                    limit: minimum?.amperes ?? surge.current.amperes,
                    unit: .amperes, detail: .fuseSurge(surge, family: family))
            case .aboveCeiling(let ceiling):
                Violation(
                    circuit: name, rule: .fuseAboveAmpacity, actual: fuse.amperes, limit: ceiling.maximum.amperes, unit: .amperes,
                    detail: .fuseCeiling(ceiling))
            }
        }
    }

    /// Why no fuse was chosen, as a `noFuse` violation: no family rated for the voltage (in V:
    /// the best family's rating against the charge voltage), none for the fault current (in A:
    /// the best interrupting rating against the required one), none whose holders take the conductor
    /// (in mm²: its area against the largest any family takes), else no standard rating between
    /// floor and ceiling.
    private static func noFuse(
        _ selection: FuseSelection, rule: FuseRule, chargeVoltage: Voltage, interruptRating: Current?,
        conductor: ConductorSize?, name: String
    ) -> Violation {
        switch selection.problem {
        case .noFamilyForVoltage:
            let best = rule.types.map(\.voltageRating).max()
            return Violation(
                circuit: name, rule: .noFuse, actual: best?.volts, limit: chargeVoltage.volts, unit: .volts,
                detail: .noFuseFamily(.noFamilyForVoltage))
        case .noFamilyForInterruptRating:
            let best = rule.types.map(\.interruptRating).max()
            return Violation(
                circuit: name, rule: .noFuse, actual: best?.amperes, limit: interruptRating?.amperes, unit: .amperes,
                detail: .noFuseFamily(.noFamilyForInterruptRating))
        case .noFamilyForConductor:
            let largest = rule.types.compactMap { $0.maximumConductorArea?.squareMillimeters }.max()
            return Violation(
                circuit: name, rule: .noFuse, actual: conductor?.area.squareMillimeters, limit: largest, unit: .squareMillimeters,
                detail: .noFuseFamily(.noFamilyForConductor))
        case .noRatingAtFloor, .noRatingUnderCeiling, nil:
            if let surge = selection.surge, let family = selection.surgeFamily,
                selection.surgeMinimum.map({ !Tolerance.isAtMost($0.amperes, selection.floor.amperes) }) ?? true
            {
                // The surge, not factor × current, set the floor no rating met: name it.
                return Violation(
                    circuit: name, rule: .noFuse, actual: selection.surgeMinimum?.amperes ?? surge.current.amperes,
                    limit: selection.ceiling?.maximum.amperes, unit: .amperes,
                    detail: .noFuseForSurge(surge, family: family, minimum: selection.surgeMinimum, ceiling: selection.ceiling))
            }
            return Violation(
                circuit: name, rule: .noFuse, actual: selection.floor.amperes, limit: selection.ceiling?.maximum.amperes,
                unit: .amperes, detail: selection.ceiling.map { .fuseCeiling($0) })
        }
    }

    /// A fuse the file names by its rating alone must be one some family makes at that rating
    /// and rates for the fault current where it sits: among the families rated for the charging
    /// voltage whose holders take the conductor and that make the rating (``FuseHolder/family(of:conductor:voltage:interruptRating:)``),
    /// one interrupts `required`. Otherwise a `fuseInterruptRating` violation, in A: the best
    /// interrupting rating of those families (of every family rated for the voltage and the
    /// conductor when none makes the rating) against `required`.
    private static func namedRatingViolation(
        _ rating: Current, required: Current, conductor: ConductorSize?, chargeVoltage: Voltage, name: String
    ) -> Violation? {
        let rated = FuseHolder.candidates(conductor: conductor, voltage: chargeVoltage)
        let making = rated.filter { $0.makes(rating) }
        let best = (making.isEmpty ? rated : making).map(\.interruptRating).max()
        if let best, Tolerance.isAtLeast(best.amperes, required.amperes) { return nil }
        return Violation(
            circuit: name, rule: .fuseInterruptRating, actual: best?.amperes, limit: required.amperes, unit: .amperes,
            detail: .fuseRating(rating))
    }

    /// The rules a family the file names breaks: rated below the charging voltage, or below the
    /// bank's fault current.
    private static func familyViolations(
        _ type: FuseType, chargeVoltage: Voltage, interruptRating: Current?, name: String
    ) -> [Violation] {
        var violations: [Violation] = []
        if !Tolerance.isAtLeast(type.voltageRating.volts, chargeVoltage.volts) {
            violations.append(
                Violation(
                    circuit: name, rule: .fuseVoltageRating, actual: type.voltageRating.volts, limit: chargeVoltage.volts,
                    unit: .volts, detail: .fuseFamily(type)))
        }
        if let interruptRating, !Tolerance.isAtLeast(type.interruptRating.amperes, interruptRating.amperes) {
            violations.append(
                Violation(
                    circuit: name, rule: .fuseInterruptRating, actual: type.interruptRating.amperes,
                    limit: interruptRating.amperes, unit: .amperes, detail: .fuseFamily(type)))
        }
        return violations
    }
}
