/// A DC circuit (load, inverter feed, charger run) waiting to be sized until the bank's run and
/// the feeders above it are.
struct PendingBranch {
    let kind: CircuitReport.Kind
    let name: String
    let path: String
    let current: Current
    let voltage: Voltage
    let length: Length
    let critical: Bool
    let ownLimit: Double?
    let wire: ConductorSize?
    let fuse: Current?
    let currentField: String
    let installation: CircuitInstallation
    let feed: String?
    /// The surge its fuse must carry for its duration; nil for none.
    var surge: Surge? = nil
    /// A surge the file gives without a duration (the whole circuit's current): shown and warned
    /// about, but it sets no fuse floor (``SystemWarning/surgeWithoutDuration(kind:name:surge:)``).
    var untimedSurge: Current? = nil
    /// What it draws from the bank when that is not ``current`` (an inverter/charger's feed is
    /// sized for the larger of its draw and its charge current): what its surge is above.
    var draw: Current? = nil
    /// An alternator's output run (``FusePlacement``'s exception).
    var alternator = false
}

extension SystemAnalyzer {
    /// An upstream segment of the tree: a bank's run or a panel's feeder.
    enum Node: Hashable {
        case bank(Int)
        case panel(Int)
    }

    /// What sizing from the bank down needs about one branch's path.
    struct PathPlan {
        /// The device's limit, %.
        let limit: Double
        /// The panels above it, nearest first.
        let chain: [Int]
        /// The bank at the top, if any.
        let bank: Int?
        /// Σ weights from the branch up to (not including) chain[k]; the last entry is the
        /// weight below the bank.
        let below: [Double]
    }

    /// The smallest drop any segment is given, %: ``Limits/maxDropPercent``'s lower bound (the
    /// engine sizes nothing for less). Each segment of a path is kept this much, so a branch
    /// always has a budget when its limit is at least this × the segments of its path.
    static let minimumSegmentDrop = Limits.maxDropPercent.lowerBound

    /// Sizes the banks' runs, the feeders and the branches from the bank down, so that each
    /// path meets its device's limit (``PathDrop``), and adds their circuits (branches in file
    /// order, then panels, then banks) and violations, `pathVoltageDrop` included.
    ///
    /// In the same pass each bank's run and each feeder gets the surges its fuse must carry
    /// (``upstreamSurges(load:branches:)``), judged as a branch's is.
    /// - Parameter peak: the loads' continuous current out of the banks (all at once), which a
    ///   surge below adds to on the banks' runs.
    static func sizePaths(
        _ system: ElectricalSystem, sizer: CircuitSizer, feed: Current, peak: Current, into run: inout Run
    ) throws(SystemFileError) {
        let (panelCurrents, panelLoads) = panelCurrents(system, run: run)
        let plans = run.branches.map { branch in
            pathPlan(branch, system: system, sizer: sizer, panelCurrents: panelCurrents, feed: feed)
        }
        var tree = PathSizing(system: system, sizer: sizer, plans: plans, branches: run.branches)
        try tree.sizeBanks(feed: feed, peak: peak)
        try tree.sizePanels(currents: panelCurrents, loads: panelLoads)
        try tree.sizeBranches(run.branches, into: &run)
        tree.addUpstream(into: &run)
    }

    /// A path whose drop is over its device's limit, naming every segment and its share.
    static func pathViolation(_ circuit: CircuitReport) -> Violation? {
        guard circuit.path.count > 1, let drop = circuit.pathDropPercent,
            !Tolerance.isAtMost(drop, circuit.pathMaxDropPercent)
        else { return nil }
        return Violation(
            circuit: circuit.name, rule: .pathVoltageDrop, actual: drop, limit: circuit.pathMaxDropPercent, unit: .percent,
            detail: .path(circuit.path), kind: circuit.kind)
    }

    /// An upstream segment's budget: the smallest, over the paths through it, of its weight's
    /// share of what the path has left (each segment below kept ``minimumSegmentDrop``), and its
    /// own limit.
    static func upstreamBudget(
        own: Double, weight: Double, above: Double, paths: [(branch: Int, position: Int)], plans: [PathPlan]
    ) -> Double {
        var budget = own
        for (branch, position) in paths {
            let plan = plans[branch]
            let segmentsBelow = Double(position + 1)
            let spare = plan.limit - above - minimumSegmentDrop * (segmentsBelow + 1)
            let share = minimumSegmentDrop + PathDrop.share(remaining: max(spare, 0), own: weight, below: plan.below[position])
            budget = min(budget, share)
        }
        return min(max(budget, minimumSegmentDrop), Limits.maxDropPercent.upperBound)
    }

    /// A branch's limit, the panels and bank above it and the weights below each of them.
    static func pathPlan(
        _ branch: PendingBranch, system: ElectricalSystem, sizer: CircuitSizer, panelCurrents: [Int: Current],
        feed: Current
    ) -> PathPlan {
        let point = system.feedPoint(named: branch.feed)
        let chain = system.panelChain(from: point)
        var below: [Double] = []
        var weight = PathDrop.weight(length: branch.length, current: branch.current)
        for panel in chain {
            below.append(weight)
            weight += PathDrop.weight(length: system.panels[panel].length, current: panelCurrents[panel] ?? .zero)
        }
        below.append(weight)
        // A charging circuit's path takes the critical limit, as the sizer gives its own segment
        // (`CircuitSizer.size`, `Kind.isCharging`).
        return PathPlan(
            limit: sizer.limits.limit(
                own: branch.ownLimit, critical: branch.critical || branch.kind.isCharging, standard: sizer.standard),
            chain: chain, bank: system.bank(above: point), below: below)
    }

    /// Each panel's feeder current: diversity × (its consumers' design currents + its sub-panels'
    /// loads), or the chargers' output into it (its own and its sub-panels'), whichever is larger;
    /// and the first of the two alone (`loads`: what a surge below adds to).
    static func panelCurrents(_ system: ElectricalSystem, run: Run) -> (currents: [Int: Current], loads: [Int: Current]) {
        var load: [Int: Current] = [:]
        var charge: [Int: Current] = [:]
        var currents: [Int: Current] = [:]
        var loads: [Int: Current] = [:]
        for index in panelsTopDown(system).reversed() {
            let panel = system.panels[index]
            let ownLoad = (run.panelDraw[index] ?? .zero) + (load[index] ?? .zero)
            let diversified = ownLoad * panel.diversity
            let ownCharge = (run.panelCharge[index] ?? .zero) + (charge[index] ?? .zero)
            currents[index] = max(diversified, ownCharge)
            loads[index] = diversified
            if case .panel(let parent) = system.feedPoint(named: panel.feed) {
                load[parent] = (load[parent] ?? .zero) + diversified
                charge[parent] = (charge[parent] ?? .zero) + ownCharge
            }
        }
        return (currents, loads)
    }

    /// The surges an upstream segment's fuse must carry, one per circuit below it whose surge has
    /// a duration and exceeds its continuous current: the continuous `load` the segment carries
    /// out of the bank plus that circuit's (surge − continuous current), for that circuit's
    /// duration — one device starting at a time. The fuse's family must carry every one
    /// (``FuseType/hardestSurge(of:)``): for a blade a long, small start can need a larger rating
    /// than a short, large kick. Largest excess first (on a tie, the longer), so a family held to
    /// its rating is shown the largest. This is a choice, by analogy with NEC 430.62(A)'s feeder
    /// rule for motors (the largest motor's branch protection plus the other loads' full-load
    /// currents); no DC standard found says more. Empty when no circuit below has a timed surge
    /// above its continuous current.
    /// - Parameters:
    ///   - load: the segment's continuous load current (a feeder's diversified load, a bank run's
    ///     peak), not the chargers' current into it.
    ///   - branches: the circuits below the segment.
    static func upstreamSurges(load: Current, branches: [PendingBranch]) -> [Surge] {
        var excesses: [(excess: Double, seconds: Double)] = []
        for branch in branches {
            guard let surge = branch.surge else { continue }
            let excess = surge.current.amperes - (branch.draw ?? branch.current).amperes
            guard excess > 0, !excesses.contains(where: { $0 == (excess, surge.seconds) }) else { continue }
            excesses.append((excess, surge.seconds))
        }
        excesses.sort { $0.excess != $1.excess ? $0.excess > $1.excess : $0.seconds > $1.seconds }
        return excesses.map { Surge(current: load + .amperes($0.excess), seconds: $0.seconds) }
    }

    /// The panels' indices, every panel after the one that feeds it.
    static func panelsTopDown(_ system: ElectricalSystem) -> [Int] {
        system.panels.indices.sorted { first, second in
            let depths = (system.panelChain(from: .panel(first)).count, system.panelChain(from: .panel(second)).count)
            return depths.0 != depths.1 ? depths.0 < depths.1 : first < second
        }
    }

    /// The segment a feed point is: a bank's run or a panel's feeder.
    static func node(_ point: FeedPoint?) -> Node? {
        switch point {
        case .bank(let index): .bank(index)
        case .panel(let index): .panel(index)
        case nil: nil
        }
    }

    /// The segment above `node`: a panel's feed; nothing above a bank.
    static func parentNode(of node: Node, system: ElectricalSystem) -> Node? {
        guard case .panel(let index) = node else { return nil }
        return self.node(system.feedPoint(named: system.panels[index].feed))
    }
}

/// The state of ``SystemAnalyzer/sizePaths(_:sizer:feed:into:)`` as it goes from the banks down:
/// what each upstream segment was given and found, for the segments below it.
private struct PathSizing {
    typealias Node = SystemAnalyzer.Node

    let system: ElectricalSystem
    let sizer: CircuitSizer
    let plans: [SystemAnalyzer.PathPlan]
    /// The circuits below the banks and feeders (``plans`` are theirs, index for index).
    let branches: [PendingBranch]
    /// Which branches pass through each segment, and at which position of their chain.
    let through: [Node: [(branch: Int, position: Int)]]
    /// The drop from the bank's terminals to the end of each segment.
    var dropThrough: [Node: Double] = [:]
    var bankCircuits: [(index: Int, circuit: CircuitReport, violations: [Violation])] = []
    /// The fault level at the bus, once the banks' feeds are sized.
    var bus: FaultLevel?
    /// The fault level at the end of each panel's feeder.
    var faultAt: [Node: FaultLevel] = [:]
    var panelReports: [Int: (CircuitReport, [Violation])] = [:]

    init(system: ElectricalSystem, sizer: CircuitSizer, plans: [SystemAnalyzer.PathPlan], branches: [PendingBranch]) {
        self.system = system
        self.sizer = sizer
        self.plans = plans
        self.branches = branches
        var through: [Node: [(branch: Int, position: Int)]] = [:]
        // Every house bank's run is sized for the whole load (each may have to supply it alone),
        // so every path from the bus passes through each of them: each takes its surge floor
        // and its share of the path's drop from every branch, not only the bank a branch names.
        let houseBanks = system.batteries.indices.filter { system.batteries[$0].isOnHouseBus }
        for (index, plan) in plans.enumerated() {
            for (position, panel) in plan.chain.enumerated() { through[.panel(panel), default: []].append((index, position)) }
            guard plan.bank != nil else { continue }
            for bank in houseBanks { through[.bank(bank), default: []].append((index, plan.chain.count)) }
        }
        self.through = through
    }

    /// The surges the fuse of `node` must carry (``SystemAnalyzer/upstreamSurges(load:branches:)``).
    func surges(at node: Node, load: Current) -> [Surge] {
        SystemAnalyzer.upstreamSurges(load: load, branches: (through[node] ?? []).map { branches[$0.branch] })
    }

    /// Sizes each bank's run (its fuse on the bank's terminals, carrying `peak` and the largest
    /// surge below), then the fault level at the bus.
    mutating func sizeBanks(feed: Current, peak: Current) throws(SystemFileError) {
        for index in system.batteries.indices where system.batteries[index].length != nil && feed > .zero {
            // Its fuse sits on the bank's terminals: it must interrupt the bank's own current.
            let fault = FaultLevel.mainFuse(of: index, in: system)
            bankCircuits.append(try sizeBank(index, feed: feed, peak: peak, fault: fault))
        }
        try sizeForBackfeed(feed: feed, peak: peak)
        // What a path has used above the bus is the largest drop of the banks' runs: the
        // circuits below are sized for whichever bank supplies them.
        if let largest = bankCircuits.map({ dropThrough[.bank($0.index)] ?? 0 }).max() {
            for bank in bankCircuits { dropThrough[.bank(bank.index)] = largest }
        }
        // The fault current where each feeder's and branch's fuse sits: the bus, or the panel it
        // hangs from, limited by the cold conductors between it and the banks.
        bus = SystemAnalyzer.busFault(
            system, feeds: Dictionary(uniqueKeysWithValues: bankCircuits.map { ($0.index, $0.circuit) }))
    }

    /// With banks in parallel, a short on one bank's side of its main fuse is fed back through
    /// that fuse by the others (rev34e F13, ``SystemAnalyzer/backfeed(into:_:feeds:)``): where
    /// that asks more than the bank's own fault level, its run is sized again for it. A re-size
    /// that moves a run's conductor up lowers that run's resistance, which raises the back-feed
    /// into every other bank (and through the run itself), so the back-feeds are worked out again
    /// from the runs as now sized, until a pass moves no conductor: a fixed point, where each
    /// bank's figure is the back-feed of the runs as finally sized.
    ///
    /// Why it ends: a run is only sized again for a back-feed above the one it was last sized
    /// for, so the fuse families that may interrupt its fault only narrow; a narrower set of
    /// families never gives a smaller conductor (``Sizer`` takes the first size whose ceiling
    /// admits a candidate of one of them, and a size that admits one of the narrower set admits
    /// one of the wider). Conductors only move up, so resistances only fall and back-feeds only
    /// rise, and a pass that moves no conductor leaves every back-feed as it was: each pass but
    /// the last moves some run at least one step up its finite series, so there are at most
    /// banks × sizes in the series + 1 passes, the loop's bound (a guard, never reached).
    private mutating func sizeForBackfeed(feed: Current, peak: Current) throws(SystemFileError) {
        var sizedFor: [Int: Current] = [:]
        for _ in 0...(bankCircuits.count * sizer.series.sizes.count) {
            let feeds = Dictionary(uniqueKeysWithValues: bankCircuits.map { ($0.index, $0.circuit) })
            var moved = false
            for position in bankCircuits.indices {
                let index = bankCircuits[position].index
                guard let back = SystemAnalyzer.backfeed(into: index, system, feeds: feeds) else { continue }
                let own = FaultLevel.mainFuse(of: index, in: system)
                if ShortCircuitEstimate.requiredRating(forFault: back) > own.requiredInterruptRating,
                    back > sizedFor[position] ?? .zero
                {
                    let before = bankCircuits[position].circuit.analysis?.size
                    let fault = FaultLevel(upstreamResistance: .zero, faultCurrent: back, abycMinimum: own.abycMinimum)
                    bankCircuits[position] = try sizeBank(index, feed: feed, peak: peak, fault: fault)
                    bankCircuits[position].circuit.backfeedSetsInterruptRating = true
                    sizedFor[position] = back
                    moved = moved || bankCircuits[position].circuit.analysis?.size != before
                }
                bankCircuits[position].circuit.backfeedCurrent = back
            }
            if !moved { return }
        }
    }

    /// Sizes bank `index`'s run, its main fuse on the bank's terminals interrupting `fault`,
    /// carrying `feed` and the largest surge below `peak`; records the run's drop.
    private mutating func sizeBank(
        _ index: Int, feed: Current, peak: Current, fault: FaultLevel
    ) throws(SystemFileError) -> (index: Int, circuit: CircuitReport, violations: [Violation]) {
        let bank = system.batteries[index]
        let length = bank.length ?? .zero
        let own = sizer.limits.limit(own: bank.maxDropPercent, critical: true, standard: sizer.standard)
        let budget = SystemAnalyzer.upstreamBudget(
            own: own, weight: PathDrop.weight(length: length, current: feed), above: 0,
            paths: through[.bank(index)] ?? [], plans: plans)
        let protection = CircuitSizer.Protection(
            namedType: bank.fuseType, fault: fault, surges: surges(at: .bank(index), load: peak))
        let sized = try sizer.size(
            .battery, bank.name, path: "batteries[\(index)]", current: feed, voltage: system.nominalVoltage,
            length: length, critical: true, ownLimit: budget == own ? bank.maxDropPercent : budget,
            protection: protection,
            currentField: "batteries[\(index)] main feed (the larger of the loads' and chargers' totals)",
            installation: bank.installation)
        dropThrough[.bank(index)] = sized.circuit.analysis?.voltageDropPercent ?? budget
        let circuit = sized.circuit.placed(feed: nil, path: [PathSegment(sized.circuit)], pathMaxDropPercent: own)
        return (index, circuit, sized.violations)
    }

    /// The fault level where a fuse hanging from `node` sits: the bus, or the panel's feeder end.
    func fault(at node: Node?) -> FaultLevel? {
        guard case .panel = node, let node else { return bus }
        return faultAt[node] ?? bus
    }

    /// Sizes each panel's feeder, every panel after the one that feeds it.
    /// A feeder's fuse carries its diversified load (`loads`) and the largest surge below.
    mutating func sizePanels(currents panelCurrents: [Int: Current], loads: [Int: Current]) throws(SystemFileError) {
        for index in SystemAnalyzer.panelsTopDown(system) {
            guard let current = panelCurrents[index], current > .zero else { continue }
            let panel = system.panels[index]
            let parent = SystemAnalyzer.parentNode(of: .panel(index), system: system)
            let above = parent.flatMap { dropThrough[$0] } ?? 0
            let paths = through[.panel(index)] ?? []
            let tightest = paths.map { plans[$0.branch].limit }.min()
            let own = panel.maxDropPercent ?? tightest ?? sizer.limits.limit(critical: false, standard: sizer.standard)
            let budget = SystemAnalyzer.upstreamBudget(
                own: own, weight: PathDrop.weight(length: panel.length, current: current), above: above, paths: paths,
                plans: plans)
            let feederFault = fault(at: parent)
            let sized = try sizer.size(
                .panel, panel.name, path: "panels[\(index)]", current: current, voltage: system.nominalVoltage,
                length: panel.length, ownLimit: panel.wire == nil ? budget : own, wire: panel.wire, fuse: panel.fuse,
                protection: CircuitSizer.Protection(
                    fault: feederFault, surges: surges(at: .panel(index), load: loads[index] ?? .zero)),
                currentField: "panels[\(index)] feeder current (diversity × the circuits it feeds)",
                installation: panel.installation)
            if let feederFault, let analysis = sized.circuit.analysis {
                faultAt[.panel(index)] = feederFault.through(
                    sized.circuit.circuit.faultResistance(of: analysis.size), nominal: system.nominalVoltage)
            }
            dropThrough[.panel(index)] = above + (sized.circuit.analysis?.voltageDropPercent ?? budget)
            panelReports[index] = (sized.circuit, sized.violations)
        }
    }

    /// The segments from the bank down to (and including) `node`.
    func segments(to node: Node?) -> [PathSegment] {
        var result: [PathSegment] = []
        var current = node
        while let node = current {
            switch node {
            case .bank(let index):
                if let report = bankCircuits.first(where: { $0.index == index })?.circuit {
                    result.append(PathSegment(report))
                }
            case .panel(let index):
                if let report = panelReports[index]?.0 { result.append(PathSegment(report)) }
            }
            current = SystemAnalyzer.parentNode(of: node, system: system)
        }
        return result.reversed()
    }

    /// Sizes each branch in what its path has left below its feed, and adds it in file order.
    func sizeBranches(_ branches: [PendingBranch], into run: inout SystemAnalyzer.Run) throws(SystemFileError) {
        for (index, branch) in branches.enumerated() {
            let plan = plans[index]
            let feedNode = SystemAnalyzer.node(system.feedPoint(named: branch.feed))
            let above = feedNode.flatMap { dropThrough[$0] } ?? 0
            var ownLimit = branch.ownLimit
            if branch.wire == nil, above > 0 {
                ownLimit = max(plan.limit - above, SystemAnalyzer.minimumSegmentDrop)
            }
            let sized = try sizer.size(
                branch.kind, branch.name, path: branch.path, current: branch.current, voltage: branch.voltage,
                length: branch.length, critical: branch.critical, ownLimit: ownLimit, wire: branch.wire, fuse: branch.fuse,
                protection: CircuitSizer.Protection(fault: fault(at: feedNode), surges: branch.surge.map { [$0] } ?? []),
                currentField: branch.currentField, installation: branch.installation, alternator: branch.alternator)
            var report = sized.circuit
            report.surgeWithoutDuration = branch.untimedSurge
            let path = segments(to: feedNode) + [PathSegment(report)]
            let circuit = report.placed(
                feed: system.feedName(branch.feed), path: path, pathMaxDropPercent: plan.limit)
            run.circuits.append(circuit)
            run.violations += sized.violations
            if let violation = SystemAnalyzer.pathViolation(circuit) { run.violations.append(violation) }
        }
    }

    /// Adds the panels' feeders (in file order), then the banks' runs.
    func addUpstream(into run: inout SystemAnalyzer.Run) {
        for index in system.panels.indices {
            guard let (report, violations) = panelReports[index] else { continue }
            let panel = system.panels[index]
            let tightest = (through[.panel(index)] ?? []).map { plans[$0.branch].limit }.min() ?? report.maxDropPercent
            run.circuits.append(
                report.placed(
                    feed: system.feedName(panel.feed), path: segments(to: .panel(index)), pathMaxDropPercent: tightest))
            run.violations += violations
        }
        for bank in bankCircuits {
            run.circuits.append(bank.circuit)
            run.violations += bank.violations
        }
    }
}
