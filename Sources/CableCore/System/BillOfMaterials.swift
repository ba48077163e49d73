/// What to buy for a system: cable by size and colour, fuses, fuse blocks and holders, a battery
/// switch, bus bars, ring terminals by stud, heat-shrink, batteries, chargers and inverters. Built
/// from a ``SystemReport``; quantities in SI (cable in metres). Every part chosen for a current
/// carries that current and its rating, so a person can check the choice.
public struct BillOfMaterials: Hashable, Sendable {
    /// What kind of part a line is.
    public enum Category: String, CaseIterable, Sendable {
        /// Cable by size and colour, in metres.
        case cable
        /// PV cable (array → controller runs) by size and colour, in metres.
        case pvCable
        /// Fuses by rating and family.
        case fuse
        /// Fuse blocks (several fuses of one family on one feed).
        case fuseBlock
        /// In-line fuse holders.
        case fuseHolder
        /// The battery switch.
        case batterySwitch
        /// Positive and negative bus bars.
        case busBar
        /// Ring terminals by conductor and stud.
        case ringTerminal
        /// Bootlace ferrules by conductor, for box terminals (a DIN-rail breaker's).
        case ferrule
        /// Heat-shrink by conductor.
        case heatShrink
        /// PV connector pairs at the arrays' ends.
        case pvConnector
        /// Batteries.
        case battery
        /// Chargers.
        case charger
        /// PV modules.
        case pvModule
        /// Inverters.
        case inverter
    }

    /// The unit a line's quantity counts in. CableText words it for people (`1 pc`, `2 Stk.`);
    /// machine output (JSON, CSV) carries its ``symbol``.
    public enum Unit: Hashable, Sendable {
        /// Pieces: every part but cable.
        case piece
        /// Metres: cable.
        case meter

        /// The English symbol machine output carries in every language: `pcs`, `m`.
        public var symbol: String {
            switch self {
            case .piece: "pcs"
            case .meter: "m"
            }
        }
    }

    /// One line: a category, what it is, and how many.
    public struct Line: Hashable, Sendable {
        /// What kind of part it is.
        public let category: Category
        /// The part with the figures that name it (CableText words it: `6 mm² red`,
        /// `25 A ATO/ATC blade, for up to 12.5 A`).
        public let part: Part
        /// Count, or metres for cable.
        public let quantity: Double
        /// ``Unit/meter`` for cable, ``Unit/piece`` otherwise.
        public let unit: Unit
        /// The conductor for cable, terminals and heat-shrink.
        public let conductor: ConductorSize?
        /// `red` or `black` for cable.
        public let colour: String?
        /// The part's current rating: a fuse's, a battery switch's continuous rating, a bus bar's;
        /// for a holder of a fuse no family makes, that fuse's rating; nil when the part has none
        /// or none in the catalogue is large enough.
        public var rating: Current? = nil
        /// The current the part was chosen for: the largest continuous current through a fuse or
        /// holder of the line, the total through a fuse block, the main feed through a switch or
        /// bus bar; nil for parts not chosen by current.
        public var current: Current? = nil
        /// The stud or screw a ring terminal goes on; nil for other parts and for terminals whose
        /// stud is not known.
        public var stud: StudSize? = nil
        /// Terminals a bus bar needs, ways of a fuse block; nil otherwise.
        public var connections: Int? = nil
        /// The fuse family of a fuse, a fuse block or a holder; nil for other parts and for a
        /// fuse no family makes for its conductor.
        public var family: FuseType? = nil
        /// The fuses a fuse block holds; nil otherwise.
        public var used: Int? = nil
        /// A battery switch's maximum voltage (the chosen switch's, else the charging voltage it
        /// must be rated for); nil otherwise.
        public var voltage: Voltage? = nil
        /// A battery switch's series (`Blue Sea m-Series`); a bus bar's side (`positive`,
        /// `negative`); nil otherwise.
        public var detail: String? = nil
    }

    /// Cable bought beyond the measured runs, as a fraction (0.1 = 10 %).
    public let spareFraction: Double
    /// The lines, grouped by category in ``Category``'s order.
    public let lines: [Line]

    /// The spare cable bought when none is given: 10 % beyond the measured runs.
    public static let defaultSpareFraction = 0.10

    /// Builds the list from a report.
    ///
    /// - Cable: each circuit with a conductor needs a red (positive) and a black (negative) run
    ///   of its one-way length × its parallel conductors n × (1 + spare): n × length × 2 in all.
    ///   Circuits with no standard size are left out (the report lists them as problems).
    /// - Fuses by rating and family; a fuse the file names by rating alone is given the family
    ///   ``FuseHolder/family(of:conductor:voltage:interruptRating:)`` finds for it.
    /// - Fuse blocks and holders: ``FuseHolder`` (blade fuses to 30 A in 6- or 12-way blocks, one
    ///   holder for each other fuse).
    /// - A battery switch per bank (``BatterySwitch``) and a positive and a negative bus bar
    ///   (``BusBar``), rated for the main feed (``SystemReport/mainFeedCurrent``), for the
    ///   circuits wired from a bank; and a pair for each panel (``DistributionPanel``), rated for
    ///   its feeder's current, with a connection for the feeder and each circuit it feeds.
    /// - Four ring terminals per circuit and parallel conductor (both ends of both conductors), by
    ///   conductor and stud:
    ///   the positive conductor's source end on its fuse's block or holder (a battery feed's other
    ///   end on the battery switch), the rest "stud size not given"; one piece of heat-shrink per
    ///   terminal. A breaker with box terminals (``FuseType/hasBoxTerminals``: the DIN-rail DC MCB)
    ///   clamps the positive conductor's source end itself: that end takes an insulated bootlace
    ///   ferrule (DIN 46228-4) instead, and no heat-shrink: `cable`'s choice for fine-stranded
    ///   (class 5) conductors in a screw-clamp terminal, not a cited rule (docs/method.md).
    /// - Parameters:
    ///   - report: the analysed system.
    ///   - spareFraction: cable bought beyond the measured runs, 0 … 1.
    /// - Throws: ``ValidationError`` for `spare` outside 0 … 100 %.
    public static func make(from report: SystemReport, spareFraction: Double = defaultSpareFraction) throws(ValidationError)
        -> BillOfMaterials
    {
        guard spareFraction.isFinite, (0...1).contains(spareFraction) else {
            throw ValidationError(
                field: "spare", rule: .between(.init(0, "%"), .init(100, "%")), value: .quantity(.init(spareFraction * 100, "%")))
        }
        // Indices into the report and the few figures each part needs, never copies of the
        // circuits' reports: a 100,000-load system's copies were 200 MB.
        let sized = report.circuits.indices.compactMap { index in
            report.circuits[index].analysis.map { SizedCircuit(index: index, size: $0.size) }
        }
        let fused = sized.compactMap { FusedCircuit(report.circuits[$0.index], index: $0.index, size: $0.size) }
        let batterySwitch =
            report.system.houseBanks.isEmpty || report.mainFeedCurrent <= .zero
            ? nil
            : Optional(
                BatterySwitch.choose(
                    current: max(report.mainFeedCurrent, mainFuseAboveFeed(report) ?? .zero),
                    voltage: report.system.maxChargeVoltage))
        var lines = cableLines(report, sized: sized, spareFraction: spareFraction)
        lines += pvCableLines(report, sized: sized, spareFraction: spareFraction)
        lines += fuseLines(fused)
        let (holderLines, blockCount) = holderLines(fused)
        lines += holderLines
        lines += stringFuseLines(report.arrays)
        if let batterySwitch {
            lines.append(switchLine(batterySwitch, report: report))
        }
        // The main bus takes the circuits wired from a bank; each panel's bars take its own. A PV
        // array's run and a DC-DC charger's input start elsewhere (in-line fuses).
        let panelNames = Set(report.system.panels.map(\.name))
        func onMainBus(_ circuit: CircuitReport) -> Bool {
            circuit.kind != .battery && circuit.kind.startsAtTheBus && !(circuit.feed.map(panelNames.contains) ?? false)
        }
        let branches = sized.reduce(0) { $0 + (onMainBus(report.circuits[$1.index]) ? 1 : 0) }
        if branches > 0 {
            let inBlocks = fused.reduce(0) { $0 + ($1.inBlock && onMainBus(report.circuits[$1.index]) ? 1 : 0) }
            let feeds = report.system.houseBanks.count
            lines.append(busBarLine(.positive, report: report, connections: branches - inBlocks + blockCount + feeds))
            lines.append(busBarLine(.negative, report: report, connections: branches + feeds))
        }
        lines += panelBusBarLines(report)
        lines += terminalLines(report, sized: sized, fused: fused, switchStud: batterySwitch.flatMap { $0?.stud })
        lines += pvConnectorLines(report.arrays)
        lines += equipmentLines(report.system)
        return BillOfMaterials(spareFraction: spareFraction, lines: lines)
    }

    /// A circuit with a conductor: where it is in ``SystemReport/circuits``, and its size.
    struct SizedCircuit {
        let index: Int
        let size: ConductorSize
    }

    /// A circuit's fuse with its family settled: the circuit's index in ``SystemReport/circuits``
    /// and the figures its parts are chosen by, not a copy of its report.
    struct FusedCircuit {
        let index: Int
        let kind: CircuitReport.Kind
        /// The circuit's continuous current.
        let current: Current
        let rating: Current
        /// The surge that set the rating above factor × current; nil when none did.
        let surge: Surge?
        /// Nil for a rating the file names that no family makes on this conductor.
        let family: FuseType?
        /// Where the family the file names is not rated for the circuit (``CircuitReport/fuseShortfall``).
        let shortfall: FuseShortfall?
        /// True when it goes in a blade fuse block (``FuseHolder/goesInBlock(_:rating:)``).
        var inBlock: Bool {
            kind.startsAtTheBus && (family.map { FuseHolder.goesInBlock($0, rating: rating) } ?? false)
        }

        init?(_ circuit: CircuitReport, index: Int, size: ConductorSize) {
            guard let fuse = circuit.fuse else { return nil }
            self.index = index
            kind = circuit.kind
            current = circuit.circuit.current
            rating = fuse.rating
            surge = circuit.fuseSetBySurge ? circuit.surge : nil
            shortfall = fuse.type == nil ? nil : circuit.fuseShortfall
            family =
                fuse.type
                ?? FuseHolder.family(
                    of: fuse.rating, conductor: size, voltage: circuit.chargeVoltage,
                    interruptRating: circuit.requiredInterruptRating)
        }

        /// Where the positive conductor's source end is fastened; nil when not known.
        var stud: StudSize? { family.flatMap { FuseHolder.stud(for: $0, rating: rating) } }
    }

    /// Red and black runs per size, ascending: each sized circuit's one-way length × its
    /// parallel conductors, summed by size; an array's run is PV cable (``pvCableLines``).
    static func cableLines(_ report: SystemReport, sized: [SizedCircuit], spareFraction: Double) -> [Line] {
        var cable: [ConductorSize: Double] = [:]
        for circuit in sized where report.circuits[circuit.index].kind != .array {
            let run = report.circuits[circuit.index].circuit
            cable[circuit.size, default: 0] += run.length.meters * Double(run.parallelConductors)
        }
        return cable.keys.sorted { $0.area < $1.area }.flatMap { size in
            [CableColour.red, .black].map { colour in
                Line(
                    category: .cable, part: .cable(size, colour: colour), quantity: (cable[size] ?? 0) * (1 + spareFraction),
                    unit: .meter, conductor: size, colour: colour.rawValue)
            }
        }
    }

    /// Fuses by rating, then family name; a fuse a surge made larger is a line of its own, which
    /// names the surge (the largest of its group's, by current).
    static func fuseLines(_ fused: [FusedCircuit]) -> [Line] {
        struct Key: Hashable {
            let rating: Double
            let family: FuseType?
            let bySurge: Bool
            /// A part not rated where it sits is a line of its own that says so.
            let shortfall: FuseShortfall?
        }
        // Each group's count, largest current and largest surge, gathered as the fuses are read.
        var groups: [Key: (count: Int, largest: Current, surge: Surge?)] = [:]
        for fuse in fused {
            let key = Key(
                rating: fuse.rating.amperes, family: fuse.family, bySurge: fuse.surge != nil, shortfall: fuse.shortfall)
            let group = groups[key] ?? (0, fuse.current, nil)
            let surge = [group.surge, fuse.surge].compactMap { $0 }.max { $0.current < $1.current }
            groups[key] = (group.count + 1, max(group.largest, fuse.current), surge)
        }
        let keys = groups.keys.sorted {
            ($0.rating, $0.family?.displayName ?? "", $0.bySurge ? 1 : 0, $0.shortfall == nil ? 0 : 1) < (
                $1.rating, $1.family?.displayName ?? "", $1.bySurge ? 1 : 0, $1.shortfall == nil ? 0 : 1
            )
        }
        return keys.map { key in
            let (count, largest, surge) = groups[key] ?? (0, .zero, nil)
            return Line(
                category: .fuse,
                part: .fuse(
                    rating: .amperes(key.rating), family: key.family, largest: largest, surge: surge, shortfall: key.shortfall),
                quantity: Double(count), unit: .piece, conductor: nil, colour: nil, rating: .amperes(key.rating),
                current: largest, family: key.family)
        }
    }
}
