/// The bill of materials' distribution parts — fuse blocks and holders, the battery switch, bus
/// bars — and its terminals, heat-shrink and equipment (``BillOfMaterials/make(from:spareFraction:)``).
extension BillOfMaterials {
    /// Blade fuses to 30 A in 6- or 12-way blocks (one line per block, with the current through it);
    /// every other fuse in a holder of its family and stud (a circuit breaker needs none). Returns the lines and the number of
    /// blocks.
    static func holderLines(_ fused: [FusedCircuit]) -> (lines: [Line], blocks: Int) {
        var lines: [Line] = []
        let inBlocks = fused.filter(\.inBlock)
        var start = 0
        let blocks = FuseHolder.blocks(for: inBlocks.count)
        for (fuses, ways) in blocks {
            let total = inBlocks[start..<start + fuses].reduce(Current.zero) { $0 + $1.current }
            start += fuses
            lines.append(
                Line(
                    category: .fuseBlock, part: .fuseBlock(ways: ways, used: fuses, stud: .m5, current: total),
                    quantity: 1, unit: .piece, conductor: nil, colour: nil, current: total, stud: .m5, connections: ways,
                    family: .blade,
                    used: fuses))
        }
        /// A family's holders are one line per stud and body size (Class T, ``FuseHolder/bodySize(for:rating:)``);
        /// a rating no family makes is one line per rating.
        struct Key: Hashable {
            let family: FuseType?
            let rating: Double?
            let stud: StudSize?
            let bodySize: ClosedRange<Current>?
            /// Holders of a family by its name, then those of no family by rating as written
            /// (`10 A` before `5 A`), then by body size, then by stud.
            var order: (Int, String, Double, String) {
                (
                    family == nil ? 1 : 0, family?.displayName ?? Limits.format(rating ?? 0, "A"),
                    bodySize?.lowerBound.amperes ?? 0, stud?.rawValue ?? ""
                )
            }
        }
        // Each holder's count, largest current and first fuse's rating, gathered as the fuses are read.
        var holders: [Key: (count: Int, largest: Current, firstRating: Current)] = [:]
        for fuse in fused where !fuse.inBlock && fuse.family?.isBreaker != true {
            let key = Key(
                family: fuse.family, rating: fuse.family == nil ? fuse.rating.amperes : nil, stud: fuse.stud,
                bodySize: fuse.family.flatMap { FuseHolder.bodySize(for: $0, rating: fuse.rating) })
            let group = holders[key] ?? (0, fuse.current, fuse.rating)
            holders[key] = (group.count + 1, max(group.largest, fuse.current), group.firstRating)
        }
        let keys = holders.keys.sorted { $0.order < $1.order }
        for key in keys {
            guard let group = holders[key] else { continue }
            lines.append(
                Line(
                    category: .fuseHolder,
                    part: .fuseHolder(
                        family: key.family, rating: group.firstRating, stud: key.stud, largest: group.largest,
                        bodySize: key.bodySize),
                    quantity: Double(group.count), unit: .piece, conductor: nil, colour: nil,
                    rating: key.family == nil ? group.firstRating : nil, current: group.largest, stud: key.stud,
                    family: key.family))
        }
        return (lines, blocks.count)
    }

    /// The string fuses of the arrays that need them (``ArrayReport/stringFuse``, NEC 690.9(A)):
    /// one gPV fuse and one PV-rated holder per string, by rating; each carries up to
    /// 1.25 × Isc of its string (NEC 690.8(A)(1)(a)). The fuse is a gPV cartridge of its
    /// voltage class (IEC 60269-6: 10 × 38 mm at 1000 V DC, 10 × 85 mm at 1500 V DC,
    /// ``ArrayReport/stringFuseVoltage``), in a holder rated for it; one line per rating and class.
    static func stringFuseLines(_ arrays: [ArrayReport]) -> [Line] {
        struct Key: Hashable, Comparable {
            let rating: Double
            let volts: Double
            static func < (a: Key, b: Key) -> Bool { (a.rating, a.volts) < (b.rating, b.volts) }
        }
        var strings: [Key: (count: Int, current: Current)] = [:]
        for report in arrays {
            guard let fuse = report.stringFuse, let voltage = report.stringFuseVoltage else { continue }
            let key = Key(rating: fuse.amperes, volts: voltage.volts)
            let current = report.array.module.isc * 1.25
            let previous = strings[key] ?? (0, .zero)
            strings[key] = (previous.count + report.array.parallel, max(previous.current, current))
        }
        return strings.keys.sorted().flatMap { key -> [Line] in
            let (count, current) = strings[key] ?? (0, .zero)
            let rating = key.rating
            let voltage = Voltage.volts(key.volts)
            return [
                Line(
                    category: .fuse, part: .stringFuse(rating: .amperes(rating), largest: current, voltage: voltage),
                    quantity: Double(count), unit: .piece, conductor: nil, colour: nil, rating: .amperes(rating),
                    current: current),
                Line(
                    category: .fuseHolder,
                    part: .stringFuseHolder(rating: .amperes(rating), largest: current, voltage: voltage),
                    quantity: Double(count), unit: .piece, conductor: nil, colour: nil, rating: .amperes(rating),
                    current: current),
            ]
        }
    }

    /// One switch per bank, rated for the main feed and the charging voltage; when no switch of the
    /// catalogue is, the line says what one must be rated for.
    static func switchLine(_ choice: BatterySwitch?, report: SystemReport) -> Line {
        let feed = report.mainFeedCurrent
        // The fuse is named where it changed the choice (or, unlisted, the rating needed).
        let above = mainFuseAboveFeed(report)
        let byFeed = BatterySwitch.choose(current: feed, voltage: report.system.maxChargeVoltage)
        let fuse = choice == nil || byFeed != choice ? above : nil
        let part: Part =
            choice.map {
                .batterySwitch(
                    rating: $0.continuous, maximumVoltage: $0.maximumVoltage, stud: $0.stud, series: $0.series, feed: feed,
                    mainFuse: fuse)
            } ?? .unlistedBatterySwitch(feed: feed, voltage: report.system.maxChargeVoltage, mainFuse: fuse)
        return Line(
            category: .batterySwitch, part: part, quantity: Double(report.system.houseBanks.count), unit: .piece,
            conductor: nil, colour: nil, rating: choice?.continuous, current: feed, stud: choice?.stud,
            voltage: choice?.maximumVoltage ?? report.system.maxChargeVoltage, detail: choice?.series)
    }

    /// The largest of the house banks' main fuses, when it is above the main feed; nil otherwise.
    /// The battery switch and the main bus bars sit behind it: it, not the feed, is what limits a
    /// sustained overload through them, so they are rated for it as the bank's run is (its
    /// conductor's ampacity ≥ the fuse; NFPA 70 408.36: a panelboard protected by a device rated
    /// not above its own rating; rev34e F8).
    static func mainFuseAboveFeed(_ report: SystemReport) -> Current? {
        let largest = report.circuits.filter { $0.kind == .battery }.compactMap { $0.fuse?.rating }.max()
        guard let largest, !Tolerance.isAtMost(largest.amperes, report.mainFeedCurrent.amperes) else { return nil }
        return largest
    }

    /// A main bus bar rated for the main feed, or the main fuse when larger, with the terminals it needs.
    static func busBarLine(_ side: BusBarSide, report: SystemReport, connections: Int) -> Line {
        let feed = report.mainFeedCurrent
        let above = mainFuseAboveFeed(report)
        let rating = BusBar.rating(for: max(feed, above ?? .zero))
        // The fuse is named where it changed the rating.
        let fuse = rating != BusBar.rating(for: feed) ? above : nil
        return Line(
            category: .busBar,
            part: .busBar(side, rating: rating, connections: connections, current: feed, panel: nil, mainFuse: fuse),
            quantity: 1, unit: .piece, conductor: nil, colour: nil, rating: rating, current: feed,
            connections: connections,
            detail: side.rawValue)
    }

    /// A positive and a negative bus bar for each panel with a sized feeder: rated for the
    /// feeder's current, a connection for the feeder and one for each circuit it feeds; `detail`
    /// is `panel positive` or `panel negative`.
    static func panelBusBarLines(_ report: SystemReport) -> [Line] {
        var fed: [String: Int] = [:]
        for circuit in report.circuits { if let feed = circuit.feed { fed[feed, default: 0] += 1 } }
        return report.circuits.filter { $0.kind == .panel }.flatMap { feeder in
            let current = feeder.circuit.current
            let rating = BusBar.rating(for: current)
            let connections = (fed[feeder.name] ?? 0) + 1
            return [BusBarSide.positive, .negative].map { side in
                Line(
                    category: .busBar,
                    part: .busBar(side, rating: rating, connections: connections, current: current, panel: feeder.name),
                    quantity: 1, unit: .piece, conductor: nil, colour: nil, rating: rating, current: current,
                    connections: connections, detail: "panel \(side.rawValue)")
            }
        }
    }

    /// PV cable for the arrays' runs to their controllers, red and black per size, ascending:
    /// each run's one-way length × its parallel conductors × (1 + spare), rated for the largest
    /// cold open-circuit voltage of the runs of that size (the run's ``CircuitReport/chargeVoltage``,
    /// NEC 690.7(A)). PV cable is single-core, double-insulated and sunlight-resistant
    /// (EN 50618, UL 4703); battery cable is not made for the array's voltage or the sun.
    static func pvCableLines(_ report: SystemReport, sized: [SizedCircuit], spareFraction: Double) -> [Line] {
        var cable: [ConductorSize: (meters: Double, voltage: Voltage)] = [:]
        for circuit in sized where report.circuits[circuit.index].kind == .array {
            let circuitReport = report.circuits[circuit.index]
            let run = circuitReport.circuit
            let previous = cable[circuit.size] ?? (0, .zero)
            cable[circuit.size] = (
                previous.meters + run.length.meters * Double(run.parallelConductors),
                max(previous.voltage, circuitReport.chargeVoltage)
            )
        }
        return cable.keys.sorted { $0.area < $1.area }.flatMap { size in
            let (meters, voltage) = cable[size] ?? (0, .zero)
            return [CableColour.red, .black].map { colour in
                Line(
                    category: .pvCable, part: .pvCable(size, colour: colour, voltage: voltage),
                    quantity: meters * (1 + spareFraction), unit: .meter, conductor: size, colour: colour.rawValue,
                    voltage: voltage)
            }
        }
    }

    /// PV connector pairs (one male, one female; MC4-type, IEC 62852) at the arrays' ends, one
    /// pair per string: each string's two leads end in the module's connectors, and the wiring
    /// that takes them needs the mating pair (IEC 62852 mates only connectors of one type and
    /// maker, so buy them to match the modules'). Rated for the largest cold Voc and a string's
    /// 1.56 × Isc (NEC 690.8(B)), or its string fuse's rating where it has one (a faulted
    /// string's connector carries up to what that fuse lets through); one line for all arrays.
    static func pvConnectorLines(_ arrays: [ArrayReport]) -> [Line] {
        guard !arrays.isEmpty else { return [] }
        let pairs = arrays.reduce(0) { $0 + $1.array.parallel }
        let voltage = arrays.map(\.coldOpenCircuitVoltage).max() ?? .zero
        let current = arrays.map { max($0.array.module.isc * 1.5625, $0.stringFuse ?? .zero) }.max() ?? .zero
        return [
            Line(
                category: .pvConnector, part: .pvConnector(voltage: voltage, current: current), quantity: Double(pairs),
                unit: .piece, conductor: nil, colour: nil, current: current, voltage: voltage)
        ]
    }

    /// Four ring terminals per circuit by conductor and stud, and a piece of heat-shrink for each
    /// (a DIN-rail breaker's circuit three, and a bootlace ferrule for its box terminal);
    /// an array's run takes two, at the controller end (its array end takes PV connectors,
    /// ``pvConnectorLines``), on a stud not given.
    static func terminalLines(
        _ report: SystemReport, sized: [SizedCircuit], fused: [FusedCircuit], switchStud: StudSize?
    ) -> [Line] {
        struct Key: Hashable {
            let size: ConductorSize
            let stud: StudSize?
        }
        // The stud of each fused circuit's source end, by its index in the report, and the
        // breaker whose box terminal takes that end instead (a DIN-rail DC MCB).
        var studs = [StudSize?](repeating: nil, count: report.circuits.count)
        var boxes = [FuseType?](repeating: nil, count: report.circuits.count)
        for fuse in fused {
            if let stud = fuse.stud { studs[fuse.index] = stud }
            if let family = fuse.family, family.hasBoxTerminals { boxes[fuse.index] = family }
        }
        var terminals: [Key: Int] = [:]
        var ferrules: [FerruleKey: Int] = [:]
        var shrink: [ConductorSize: Int] = [:]
        for sizedCircuit in sized {
            let size = sizedCircuit.size
            let source = studs[sizedCircuit.index]
            let far = report.circuits[sizedCircuit.index].kind == .battery ? switchStud : nil
            // Each of the circuit's n parallel conductors per pole has its own two ends.
            let count = report.circuits[sizedCircuit.index].parallelConductors
            var ends: [StudSize?] = report.circuits[sizedCircuit.index].kind == .array ? [nil, nil] : [source, far, nil, nil]
            if let device = boxes[sizedCircuit.index], report.circuits[sizedCircuit.index].kind != .array {
                // The source end goes into the breaker's box terminal, in a ferrule.
                ends.removeFirst()
                ferrules[FerruleKey(size: size, device: device), default: 0] += count
            }
            for stud in ends { terminals[Key(size: size, stud: stud), default: 0] += count }
            shrink[size, default: 0] += ends.count * count
        }
        let keys = terminals.keys.sorted { lhs, rhs in
            lhs.size.area != rhs.size.area
                ? lhs.size.area < rhs.size.area
                : (lhs.stud.map { [$0] } ?? []).lexicographicallyPrecedes(rhs.stud.map { [$0] } ?? [])
        }
        var lines = keys.map { key in
            Line(
                category: .ringTerminal, part: .ringTerminal(key.size, stud: key.stud),
                quantity: Double(terminals[key] ?? 0), unit: .piece, conductor: key.size, colour: nil, stud: key.stud)
        }
        lines += ferruleLines(ferrules)
        for size in shrink.keys.sorted(by: { $0.area < $1.area }) {
            lines.append(
                Line(
                    category: .heatShrink, part: .heatShrink(size),
                    quantity: Double(shrink[size] ?? 0), unit: .piece, conductor: size, colour: nil))
        }
        return lines
    }

    /// A conductor size ending in a breaker's box terminal (``terminalLines``).
    struct FerruleKey: Hashable {
        let size: ConductorSize
        let device: FuseType
    }

    /// One line of bootlace ferrules per conductor size and breaker family, by size.
    private static func ferruleLines(_ ferrules: [FerruleKey: Int]) -> [Line] {
        let keys = ferrules.keys.sorted {
            $0.size.area != $1.size.area ? $0.size.area < $1.size.area : $0.device.rawValue < $1.device.rawValue
        }
        return keys.map { key in
            Line(
                category: .ferrule, part: .ferrule(key.size, device: key.device), quantity: Double(ferrules[key] ?? 0),
                unit: .piece, conductor: key.size, colour: nil, family: key.device)
        }
    }

    /// Batteries, chargers, PV modules (series × parallel per array) and inverters as the file
    /// names them. A battery off the house bus (``BatteryBank/Bus/separate``) is not a part to
    /// buy: it is the one already there (a vehicle's start battery) that a DC-DC charger draws
    /// from; its input run's fuse, holder, cable and lugs are listed with the circuits.
    static func equipmentLines(_ system: ElectricalSystem) -> [Line] {
        var lines: [Line] = []
        for bank in system.houseBanks {
            let part = Part.battery(
                name: bank.name, chemistry: bank.chemistry, capacityAh: bank.capacityAh, voltage: bank.voltage,
                series: bank.arrangement.series, parallel: bank.arrangement.parallel)
            lines.append(
                Line(category: .battery, part: part, quantity: Double(bank.count), unit: .piece, conductor: nil, colour: nil))
        }
        for charger in system.chargers {
            lines.append(
                Line(
                    category: .charger, part: .charger(name: charger.name, kind: charger.kind, output: charger.output),
                    quantity: 1, unit: .piece, conductor: nil, colour: nil))
        }
        for array in system.arrays {
            let part = Part.pvModule(
                array: array.name, catalogId: array.catalogId, power: array.module.power, series: array.series,
                parallel: array.parallel)
            lines.append(
                Line(
                    category: .pvModule, part: part, quantity: Double(array.series * array.parallel), unit: .piece,
                    conductor: nil, colour: nil))
        }
        for inverter in system.inverters {
            let part = Part.inverter(name: inverter.name, power: inverter.power, surge: inverter.givenSurge)
            lines.append(Line(category: .inverter, part: part, quantity: 1, unit: .piece, conductor: nil, colour: nil))
        }
        return lines
    }
}
