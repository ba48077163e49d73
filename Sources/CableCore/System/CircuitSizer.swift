/// Sizes, or checks, one circuit of a system the way `cable size` and `cable drop` do: what
/// ``SystemAnalyzer`` runs for every load, charger and battery feed.
struct CircuitSizer {
    /// The file's conductor settings, validated once.
    let settings: SizingRequest.Settings
    let units: UnitSystem
    let limits: DropLimits

    /// The series circuits are chosen from.
    var series: WireSeries { settings.standard.series(for: units) }

    init(_ system: ElectricalSystem, units: UnitSystem) throws(SystemFileError) {
        let defaults = system.defaults
        do {
            // ABYC's K fixes the conductor temperature (the decoder refuses one in such a file).
            settings = try SizingRequest.Settings(
                material: defaults.material, temperature: system.standard == .abyc ? nil : defaults.conductorTemperature,
                conditions: InstallationConditions(insulation: defaults.insulation), standard: system.standard)
        } catch {
            throw .invalid(error.renamingField { "defaults.\($0)" }, at: nil)
        }
        self.units = units
        limits = defaults.dropLimits
    }

    /// The file's settings with one circuit's installation conditions: the same
    /// ``SizingRequest/Settings`` (and so the same derating) `cable size` builds from
    /// `--engine-room`, `--bundled` and `--insulation`.
    func settings(for installation: CircuitInstallation) throws(ValidationError) -> SizingRequest.Settings {
        let conditions = installation.conditions(defaultInsulation: settings.conditions.insulation)
        guard conditions != settings.conditions else { return settings }
        return try SizingRequest.Settings(
            material: settings.material, temperature: settings.standard == .abyc ? nil : settings.temperature,
            conditions: conditions, standard: settings.standard, lengthIsRoundTrip: settings.lengthIsRoundTrip)
    }

    /// Sizes the circuit, or checks the wire the file names, and lists the rules it breaks.
    /// - Parameters:
    ///   - path: the entry's JSON path, for errors (`loads[2]`).
    ///   - ownLimit: the circuit's own drop limit, if it has one.
    ///   - wire: a wire the file names: checked, not chosen.
    ///   - fuse: a fuse the file names: checked, and the wire chosen large enough for it.
    ///   - currentField: what to call the circuit's current in an error, when it is not a key
    ///     of the entry (a battery's main feed carries the loads' total).
    ///   - installation: the circuit's own conditions (engine room, bundling, insulation).
    func size(
        _ kind: CircuitReport.Kind, _ name: String, path: String, current: Current, voltage: Voltage, length: Length,
        critical: Bool = false, ownLimit: Double? = nil, wire: ConductorSize? = nil, fuse: Current? = nil,
        fuseTypes: [FuseType] = FuseType.allCases, currentField: String? = nil,
        installation: CircuitInstallation = CircuitInstallation()
    ) throws(SystemFileError) -> (circuit: CircuitReport, violations: [Violation]) {
        let request: SizingRequest
        do {
            request = try SizingRequest(
                load: .current(current), voltage: voltage, length: length, settings: settings(for: installation), units: units,
                critical: critical, maxDropPercent: ownLimit, dropLimits: limits, fuseTypes: fuseTypes)
        } catch {
            throw .invalid(error.renamingField { $0 == "current" ? currentField ?? "\(path).current" : "\(path).\($0)" }, at: nil)
        }
        var sized = wire.map { check($0, request: request, name: name) } ?? choose(request: request, fuse: fuse, name: name)
        let circuit = request.circuit
        var fuseChoice: FuseChoice?
        if let fuse {
            fuseChoice = FuseChoice(rating: fuse, type: nil, fromFile: true)
            sized.violations += Self.fuseViolations(fuse, current: current, ampacity: sized.analysis?.ampacity, name: name)
        } else if let chosen = sized.fuse {
            fuseChoice = FuseChoice(rating: chosen.rating, type: chosen.type, fromFile: false)
        } else if let analysis = sized.analysis {
            let noFuse = Violation(
                circuit: name, rule: .noFuse, actual: (current * request.options.fuseFactor).amperes,
                limit: analysis.ampacity?.current.amperes, unit: "A")
            sized.problem = sized.problem ?? noFuse
            sized.violations.append(noFuse)
        }
        let report = CircuitReport(
            kind: kind, name: name, circuit: circuit, maxDropPercent: request.options.maxDropPercent, critical: critical,
            analysis: sized.analysis, wireFromFile: wire != nil, limitedBy: sized.limitedBy, fuse: fuseChoice,
            upsizedForFuseFrom: sized.upsizedForFuseFrom, problem: sized.problem)
        return (report, sized.violations)
    }

    /// What sizing or checking one circuit found, before its fuse is settled.
    private struct Sized {
        var analysis: RunAnalysis?
        var limitedBy: LimitingFactor?
        var fuse: FuseRecommendation?
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
            sized.fuse = FuseSelector.smallestFuse(
                atLeast: circuit.current * request.options.fuseFactor, atMost: ampacity, types: request.options.fuseTypes)
        }
        return sized
    }

    /// A wire chosen as `cable size` chooses it. When the file names a fuse, the wire must also
    /// carry that fuse's rating: the smallest size at or above the chosen one whose ampacity
    /// does, when the series has one.
    private func choose(request: SizingRequest, fuse: Current?, name: String) -> Sized {
        let circuit = request.circuit
        let result: SizingResult
        do {
            result = try Sizer.size(circuit, options: request.options)
        } catch {
            let problem = Violation(
                circuit: name, rule: .noStandardSize, actual: nil, limit: nil, unit: "A",
                detail: .sizing(error, circuit: circuit, maxDropPercent: request.options.maxDropPercent))
            return Sized(problem: problem, violations: [problem])
        }
        var sized = Sized(
            analysis: result.recommended, limitedBy: result.limitedBy, fuse: result.fuse,
            upsizedForFuseFrom: result.upsizedForFuseFrom)
        func carries(_ run: RunAnalysis, _ rating: Current) -> Bool {
            run.ampacity.map { Tolerance.isAtLeast($0.current.amperes, rating.amperes) } ?? false
        }
        if let fuse, !carries(result.recommended, fuse) {
            let sizes = request.options.series.sizes
            if let start = sizes.firstIndex(of: result.recommended.size),
                let protected = sizes[start...].lazy.map(circuit.analyze).first(where: { carries($0, fuse) })
            {
                sized.analysis = protected
                sized.limitedBy = .ampacity
            }
        }
        return sized
    }

    /// A fuse the file names must carry the load current and protect the conductor.
    private static func fuseViolations(
        _ fuse: Current, current: Current, ampacity: AmpacityRating?, name: String
    ) -> [Violation] {
        var violations: [Violation] = []
        if !Tolerance.isAtLeast(fuse.amperes, current.amperes) {
            violations.append(
                Violation(circuit: name, rule: .fuseBelowCurrent, actual: fuse.amperes, limit: current.amperes, unit: "A"))
        }
        if let ampacity = ampacity?.current, !Tolerance.isAtMost(fuse.amperes, ampacity.amperes) {
            violations.append(
                Violation(circuit: name, rule: .fuseAboveAmpacity, actual: fuse.amperes, limit: ampacity.amperes, unit: "A"))
        }
        return violations
    }
}
