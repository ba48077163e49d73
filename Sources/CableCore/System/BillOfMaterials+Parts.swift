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
                    category: .fuseBlock,
                    item: "ATO/ATC blade fuse block, \(ways) ways (\(fuses) used), #10 (M5) screws, carries \(amps(total))",
                    quantity: 1, unit: "pcs", conductor: nil, colour: nil, current: total, stud: .m5, connections: ways,
                    family: .blade,
                    used: fuses))
        }
        struct Key: Hashable {
            let name: String
            let stud: StudSize?
            let family: FuseType?
        }
        // Each holder's count, largest current and first fuse's rating, gathered as the fuses are read.
        var holders: [Key: (count: Int, largest: Current, firstRating: Current)] = [:]
        for fuse in fused where !fuse.inBlock && fuse.family?.isBreaker != true {
            let name =
                fuse.family.map { $0 == .blade ? "ATO/ATC blade in-line holder" : "\($0.displayName) fuse holder" }
                ?? "holder for a \(Limits.format(fuse.rating.amperes, "A")) fuse (no family makes it for this conductor)"
            let key = Key(name: name, stud: fuse.stud, family: fuse.family)
            let group = holders[key] ?? (0, fuse.current, fuse.rating)
            holders[key] = (group.count + 1, max(group.largest, fuse.current), group.firstRating)
        }
        let keys = holders.keys.sorted { ($0.name, $0.stud?.rawValue ?? "") < ($1.name, $1.stud?.rawValue ?? "") }
        for key in keys {
            guard let group = holders[key] else { continue }
            let stud = key.stud.map { ", \($0.label) studs" } ?? ""
            lines.append(
                Line(
                    category: .fuseHolder, item: "\(key.name)\(stud), for up to \(amps(group.largest))",
                    quantity: Double(group.count), unit: "pcs", conductor: nil, colour: nil,
                    rating: key.family == nil ? group.firstRating : nil, current: group.largest, stud: key.stud,
                    family: key.family))
        }
        return (lines, blocks.count)
    }

    /// ``Line/detail`` of a PV string fuse and its holder.
    public static let stringFuseDetail = "PV string"

    /// The string fuses of the arrays that need them (``ArrayReport/stringFuse``, NEC 690.9(A)):
    /// one gPV fuse and one PV-rated holder per string, by rating; each carries up to
    /// 1.25 × Isc of its string (NEC 690.8(A)(1)(a)). The fuse is a 10 × 38 mm gPV cartridge
    /// rated 1000 V DC (IEC 60269-6, ``ArrayReport/stringFuseRatings``), in a holder rated for it.
    static func stringFuseLines(_ arrays: [ArrayReport]) -> [Line] {
        var strings: [Double: (count: Int, current: Current)] = [:]
        for report in arrays {
            guard let fuse = report.stringFuse else { continue }
            let current = report.array.module.isc * 1.25
            let previous = strings[fuse.amperes] ?? (0, .zero)
            strings[fuse.amperes] = (previous.count + report.array.parallel, max(previous.current, current))
        }
        return strings.keys.sorted().flatMap { rating -> [Line] in
            let (count, current) = strings[rating] ?? (0, .zero)
            let amperes = Limits.format(rating, "A")
            return [
                Line(
                    category: .fuse, item: "\(amperes) gPV string fuse, 10 × 38 mm, 1000 V DC, for up to \(amps(current))",
                    quantity: Double(count), unit: "pcs", conductor: nil, colour: nil, rating: .amperes(rating),
                    current: current, detail: stringFuseDetail),
                Line(
                    category: .fuseHolder,
                    item:
                        "PV fuse holder for 10 × 38 mm gPV fuses, 1000 V DC, \(amperes) string fuse, for up to \(amps(current))",
                    quantity: Double(count), unit: "pcs", conductor: nil, colour: nil, rating: .amperes(rating),
                    current: current, detail: stringFuseDetail),
            ]
        }
    }

    /// One switch per bank, rated for the main feed and the charging voltage; when no switch of the
    /// catalogue is, the line says what one must be rated for.
    static func switchLine(_ choice: BatterySwitch?, report: SystemReport) -> Line {
        let feed = report.mainFeedCurrent
        let voltage = report.system.maxChargeVoltage.volts
        let item: String
        if let choice {
            item =
                "battery switch, \(Limits.format(choice.continuous.amperes, "A")) continuous, "
                + "\(Limits.format(choice.maximumVoltage.volts, "V")) DC, \(choice.stud.label) studs (\(choice.series)), "
                + "main feed \(amps(feed))"
        } else {
            item =
                "battery switch for \(amps(feed)) continuous at "
                + "\(NumberText.decimal(voltage, places: 2, rounding: .halfAwayFromZero)) V DC (none in cable's list)"
        }
        return Line(
            category: .batterySwitch, item: item, quantity: Double(report.system.batteries.count), unit: "pcs",
            conductor: nil, colour: nil, rating: choice?.continuous, current: feed, stud: choice?.stud,
            voltage: choice?.maximumVoltage ?? report.system.maxChargeVoltage, detail: choice?.series)
    }

    /// A main bus bar rated for the main feed, with the terminals it needs.
    static func busBarLine(_ side: String, report: SystemReport, connections: Int) -> Line {
        let feed = report.mainFeedCurrent
        let rating = BusBar.rating(for: feed)
        let size = rating.map { Limits.format($0.amperes, "A") } ?? "for \(amps(feed)) (above cable's 600 A list)"
        return Line(
            category: .busBar,
            item: "\(side) bus bar, \(size), \(connections) connection\(connections == 1 ? "" : "s"), main feed \(amps(feed))",
            quantity: 1, unit: "pcs", conductor: nil, colour: nil, rating: rating, current: feed, connections: connections,
            detail: side)
    }

    /// A positive and a negative bus bar for each panel with a sized feeder: rated for the
    /// feeder's current, a connection for the feeder and one for each circuit it feeds. The
    /// item is `panel name: …`; `detail` is `panel positive` or `panel negative`.
    static func panelBusBarLines(_ report: SystemReport) -> [Line] {
        var fed: [String: Int] = [:]
        for circuit in report.circuits { if let feed = circuit.feed { fed[feed, default: 0] += 1 } }
        return report.circuits.filter { $0.kind == .panel }.flatMap { feeder in
            let current = feeder.circuit.current
            let rating = BusBar.rating(for: current)
            let connections = (fed[feeder.name] ?? 0) + 1
            let size = rating.map { Limits.format($0.amperes, "A") } ?? "for \(amps(current)) (above cable's 600 A list)"
            return ["positive", "negative"].map { side in
                Line(
                    category: .busBar,
                    item: "\(feeder.name): \(side) bus bar, \(size), \(connections) connections, feeder \(amps(current))",
                    quantity: 1, unit: "pcs", conductor: nil, colour: nil, rating: rating, current: current,
                    connections: connections, detail: "panel \(side)")
            }
        }
    }

    /// Four ring terminals per circuit by conductor and stud, and a piece of heat-shrink for each.
    static func terminalLines(
        _ report: SystemReport, sized: [SizedCircuit], fused: [FusedCircuit], switchStud: StudSize?
    ) -> [Line] {
        struct Key: Hashable {
            let size: ConductorSize
            let stud: StudSize?
        }
        // The stud of each fused circuit's source end, by its index in the report.
        var studs = [StudSize?](repeating: nil, count: report.circuits.count)
        for fuse in fused { if let stud = fuse.stud { studs[fuse.index] = stud } }
        var terminals: [Key: Int] = [:]
        var shrink: [ConductorSize: Int] = [:]
        for sizedCircuit in sized {
            let size = sizedCircuit.size
            let source = studs[sizedCircuit.index]
            let far = report.circuits[sizedCircuit.index].kind == .battery ? switchStud : nil
            // Each of the circuit's n parallel conductors per pole has its own two ends.
            let count = report.circuits[sizedCircuit.index].parallelConductors
            for stud in [source, far, nil, nil] { terminals[Key(size: size, stud: stud), default: 0] += count }
            shrink[size, default: 0] += 4 * count
        }
        let keys = terminals.keys.sorted { lhs, rhs in
            lhs.size.area != rhs.size.area
                ? lhs.size.area < rhs.size.area
                : (lhs.stud.map { [$0] } ?? []).lexicographicallyPrecedes(rhs.stud.map { [$0] } ?? [])
        }
        var lines = keys.map { key in
            Line(
                category: .ringTerminal,
                item: "ring terminal \(key.size.label), \(key.stud.map { "\($0.label) stud" } ?? "stud size not given")",
                quantity: Double(terminals[key] ?? 0), unit: "pcs", conductor: key.size, colour: nil, stud: key.stud)
        }
        for size in shrink.keys.sorted(by: { $0.area < $1.area }) {
            lines.append(
                Line(
                    category: .heatShrink, item: "heat-shrink for \(size.label), one per ring terminal",
                    quantity: Double(shrink[size] ?? 0), unit: "pcs", conductor: size, colour: nil))
        }
        return lines
    }

    /// Batteries, chargers and inverters as the file names them.
    static func equipmentLines(_ system: ElectricalSystem) -> [Line] {
        var lines: [Line] = []
        for bank in system.batteries {
            let item =
                "\(bank.name): \(bank.chemistry.displayName) \(Limits.format(bank.capacityAh, "Ah")) "
                + "\(Limits.format(bank.voltage.volts, "V")) (\(bank.arrangement.series)S\(bank.arrangement.parallel)P)"
            lines.append(
                Line(category: .battery, item: item, quantity: Double(bank.count), unit: "pcs", conductor: nil, colour: nil))
        }
        for charger in system.chargers {
            let output: String
            switch charger.output {
            case .current(let current): output = Limits.format(current.amperes, "A")
            case .power(let power): output = Limits.format(power.watts, "W")
            }
            lines.append(
                Line(
                    category: .charger, item: "\(charger.name): \(charger.kind.rawValue), \(output)", quantity: 1, unit: "pcs",
                    conductor: nil, colour: nil))
        }
        for inverter in system.inverters {
            var item = "\(inverter.name): \(Limits.format(inverter.power.watts, "W")) continuous"
            if let surge = inverter.surgePower { item += ", \(Limits.format(surge.watts, "W")) surge" }
            lines.append(Line(category: .inverter, item: item, quantity: 1, unit: "pcs", conductor: nil, colour: nil))
        }
        return lines
    }
}
