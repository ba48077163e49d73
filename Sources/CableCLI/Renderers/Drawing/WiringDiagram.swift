import CableCore
import CableText

/// The wiring diagram of a system as a ``Drawing``: the battery banks with their arrangement,
/// main fuse and switch on the left, the positive bus bar, one row per DC load, inverter feed and
/// charger (the fuse's rating and family above its positive wire, conductor and length below, the
/// device as a box with its kind and figures), and the negative bus bar on the right, so no wire
/// crosses another. The page is A4-wide (595 pt) and grows downwards with the number of circuits.
/// Labels are measured with the PDF font's widths and wrap rather than lose a number; rows are
/// evenly spaced at the pitch of the tallest, so boxes and labels cannot collide. Only names
/// (the system's, a device's, a bank's) are shortened with an ellipsis when they do not fit.
enum WiringDiagram {
    static let width = 595.0
    static let margin = 28.0
    static let positiveBusX = 262.0
    static let negativeBusX = 562.0
    static let boxX = 376.0
    static let boxWidth = 172.0
    /// The least height of a bank's box; one whose details wrap is taller, and so are all.
    static let bankHeight = 64.0
    /// Type sizes. The PDF scales the 595-pt drawing onto its 510-pt text width (× 0.857), so
    /// 9.4 pt here prints at 8.06 pt: the smallest type in the PDF is 8 pt or more.
    static let labelSize = 9.4
    static let nameSize = 10.0
    /// Line spacing of labels set in more than one line.
    static let leading = 11.0
    /// The room for the labels on a row's wire, between the fuse and the device box.
    static let wireLabelX = 274.0
    static var wireLabelWidth: Double { boxX - 6 - wireLabelX }

    /// The whole drawing, its items collected from ``Plan/forEachItem(_:)``.
    static func layout(_ report: SystemReport, display: Display) -> Drawing {
        let plan = Plan(report, display: display)
        var items: [Drawing.Item] = []
        plan.forEachItem { items.append($0) }
        return Drawing(width: plan.width, height: plan.height, items: items)
    }

    /// The diagram laid out: every measure the drawing needs, made once — the rows in tree order
    /// (as indices into the report's circuits), the pitch of the tallest row, the banks, the
    /// height — and its items made one at a time, in drawing order, by ``forEachItem(_:)``. A
    /// renderer that writes items as they come (the SVG of `diagram` and of the HTML report)
    /// then never holds the drawing: for 100,000 loads that was about 1 KB of items a row.
    /// ``layout(_:display:)`` collects the same items into a ``Drawing``, so there is one layout.
    ///
    /// Each row's labels are laid out here for the pitch (only the tallest extents are kept) and
    /// again when its items are made, from the same function (``RowLabels``), so both agree.
    struct Plan {
        let width = WiringDiagram.width
        let height: Double
        private let report: SystemReport
        private let display: Display
        private let entries: Entries
        /// The rows top to bottom, as indices into the report's circuits (``treeOrder(_:)``).
        private let rows: [Int]
        /// The items above and beside the rows: title, bus bars, the banks.
        private let head: [Drawing.Item]
        private let top: Double
        private let above: Double
        private let pitch: Double
        private let lowestReturn: Double
        private let legend: [String]
        /// Each panel's bus: its feeder's row, the last row it feeds, and half its feeder's box.
        private let panelBuses: [(row: Int, last: Int, halfBox: Double)]
        /// The source rows (a PV array's run, a DC-DC charger's input) by row, with where they go.
        private let links: [Int: SourceLink]
        /// Half the box of each charger row that has sources, by row.
        private let chargerHalfBoxes: [Int: Double]

        init(_ report: SystemReport, display: Display) {
            let system = report.system
            self.report = report
            self.display = display
            let sources = Sources(report)
            let rows = treeOrder(report, sources: sources)
            self.rows = rows
            let links = sources.links(rows: rows, circuits: report.circuits)
            self.links = links
            // Each bank's main feed, as an index into the report's circuits.
            let feeds = Dictionary(
                report.circuits.indices.filter { report.circuits[$0].kind == .battery }.map { (report.circuits[$0].name, $0) },
                uniquingKeysWith: { a, _ in a })
            let title = titleBlock(system, series: report.series, in: display.language)
            let top = title.1 + 24
            self.top = top
            let entries = Entries(system, arrayReports: report.arrays)
            self.entries = entries
            (above, pitch, panelBuses) = Self.rowExtents(report, rows: rows, links: links, entries: entries, display: display)
            var chargerHalfBoxes: [Int: Double] = [:]
            for row in Set(links.values.compactMap(\.chargerRow)) {
                chargerHalfBoxes[row] = RowLabels(report.circuits[rows[row]], entries: entries, display: display).halfBox
            }
            self.chargerHalfBoxes = chargerHalfBoxes
            let banks = system.houseBanks
            let rowsBottom = top + 16 + Double(max(rows.count, 1)) * pitch
            let details = banks.map { WiringDiagram.bankDetails($0, in: display.language) }
            let bankHeight = max(WiringDiagram.bankHeight, 24 + Double(details.map(\.count).max() ?? 0) * leading)
            let banksBottom = top + Double(max(banks.count, 1)) * (bankHeight + 20)
            let contentBottom = max(rowsBottom, banksBottom)
            let returnY = contentBottom + 14
            lowestReturn = returnY + Double(max(banks.count - 1, 0)) * 5
            legend = legendLines(system, sources: !links.isEmpty, in: display.language)
            height = lowestReturn + 34 + Double(legend.count) * leading
            var head = title.0
            head += busBars(top: top, contentBottom: contentBottom, lowestReturn: lowestReturn, in: display.language)
            if banks.isEmpty {
                head.append(
                    .rect(
                        .init(x: margin, y: top, width: 130, height: WiringDiagram.bankHeight), fill: .white, stroke: .grey,
                        lineWidth: 0.8))
                head.append(
                    .text(
                        display.language.tr("no battery bank"), at: .init(x: margin + 65, y: top + 36), size: labelSize,
                        bold: false,
                        anchor: .middle, colour: .grey))
            }
            for (index, bank) in banks.enumerated() {
                // Lower banks take inner return channels and higher returns, so no two cross.
                let outer = Double(banks.count - 1 - index)
                let group = bankGroup(
                    bank, details: details[index], height: bankHeight, at: top + 8 + Double(index) * (bankHeight + 20),
                    feed: feeds[bank.name].map { report.circuits[$0] },
                    returnChannel: (x: margin - 8 - outer * 5, y: returnY + outer * 5), display: display)
                head.append(.group(id: "battery-\(index + 1)", group))
            }
            self.head = head
        }

        /// The rows' label extents — the tallest above the wire, and the pitch that fits the
        /// tallest above and below — and each panel's bus: its row, the last row it feeds and its
        /// box's half height.
        private static func rowExtents(
            _ report: SystemReport, rows: [Int], links: [Int: SourceLink], entries: Entries, display: Display
        ) -> (above: Double, pitch: Double, panelBuses: [(row: Int, last: Int, halfBox: Double)]) {
            var highest: Double?
            var lowest: Double?
            var panelRows: [String: (row: Int, halfBox: Double)] = [:]
            var lastFed: [String: Int] = [:]
            for (row, index) in rows.enumerated() {
                let circuit = report.circuits[index]
                let labels = RowLabels(
                    circuit, entries: entries, display: display, room: links[row].map { _ in WiringDiagram.sourceLabelWidth },
                    charger: links[row].flatMap { orphanCharger(circuit, link: $0, entries: entries) })
                highest = max(highest ?? labels.above, labels.above)
                lowest = max(lowest ?? labels.below, labels.below)
                if circuit.kind == .panel, panelRows[circuit.name] == nil { panelRows[circuit.name] = (row, labels.halfBox) }
                if let feed = circuit.feed { lastFed[feed] = row }
            }
            let buses = panelRows.values.sorted { $0.row < $1.row }.compactMap {
                panel -> (row: Int, last: Int, halfBox: Double)? in
                guard let last = lastFed[report.circuits[rows[panel.row]].name], last > panel.row else { return nil }
                return (row: panel.row, last: last, halfBox: panel.halfBox)
            }
            return (highest ?? 13, max(38, (highest ?? 13) + (lowest ?? 13) + 8), buses)
        }

        /// The charger a source row without its charger's row names in its box: an array's
        /// controller, an input's DC-DC charger; nil when the run is drawn into the charger's box.
        private static func orphanCharger(_ circuit: CircuitReport, link: SourceLink, entries: Entries) -> String? {
            guard link.chargerRow == nil else { return nil }
            return circuit.kind == .array ? entries.array(circuit.name)?.charger : circuit.name
        }

        /// The y of row `index`'s wire.
        private func rowY(_ index: Int) -> Double { top + 16 + Double(index) * pitch + above + 4 }

        /// How many items the drawing has (groups counted as one).
        var itemCount: Int { head.count + rows.count + panelBuses.count + legend.count }

        /// Gives `body` every item of the drawing, in drawing order, each made as it is given.
        func forEachItem(_ body: (Drawing.Item) -> Void) {
            for order in 0..<itemCount { body(item(at: order)) }
        }

        /// Item `order` of the drawing (0 ..< ``itemCount``), made when asked for: the same
        /// item each time. In drawing order: title, bus bars and banks; one group per row; the
        /// panels' buses; the legend.
        func item(at order: Int) -> Drawing.Item {
            var index = order
            if index < head.count { return head[index] }
            index -= head.count
            if index < rows.count {
                let circuit = report.circuits[rows[index]]
                if let link = links[index] {
                    let labels = RowLabels(
                        circuit, entries: entries, display: display, room: WiringDiagram.sourceLabelWidth,
                        charger: Self.orphanCharger(circuit, link: link, entries: entries))
                    let chargerY = link.chargerRow.map(rowY)
                    return .group(
                        id: "circuit-\(index + 1)",
                        sourceGroup(
                            circuit, labels: labels, at: rowY(index), link: link, chargerY: chargerY,
                            chargerHalfBox: link.chargerRow.flatMap { chargerHalfBoxes[$0] } ?? 0,
                            bandBottom: (chargerY ?? 0) + pitch - above))
                }
                let labels = RowLabels(circuit, entries: entries, display: display)
                return .group(
                    id: "circuit-\(index + 1)",
                    rowGroup(circuit, labels: labels, at: rowY(index), depth: depth(of: circuit, in: report.system)))
            }
            index -= rows.count
            if index < panelBuses.count {
                let bus = panelBuses[index]
                return panelBus(bus, depth: depth(of: report.circuits[rows[bus.row]], in: report.system))
            }
            index -= panelBuses.count
            let baseline = lowestReturn + 30 + Double(index) * leading
            return .text(
                legend[index], at: .init(x: margin, y: baseline), size: labelSize, bold: false, anchor: .start, colour: .grey)
        }

        /// A panel's bus: from under its feeder's box (`depth` panels below the bank), left to
        /// its bar, down to its last circuit.
        private func panelBus(_ bus: (row: Int, last: Int, halfBox: Double), depth: Int) -> Drawing.Item {
            let barX = panelBusX(depth: depth + 1)
            let y = rowY(bus.row)
            let join = y + bus.halfBox + 4
            return .group(
                id: "panel-bus-\(bus.row + 1)",
                [
                    .line(
                        [
                            .init(x: boxX + boxWidth / 2, y: y + bus.halfBox),
                            .init(x: boxX + boxWidth / 2, y: join),
                            .init(x: barX, y: join),
                        ],
                        stroke: .red, lineWidth: 1.2),
                    .rect(
                        .init(x: barX - 1.5, y: join, width: 3, height: rowY(bus.last) - join + 1.5), fill: .red, stroke: nil,
                        lineWidth: 0),
                ])
        }
    }

    /// The legend under the drawing, wrapped to its width.
    static func legendLines(_ system: ElectricalSystem, sources: Bool = false, in language: Language) -> [String] {
        lines(
            language.tr(
                "Red: positive (+). Black: negative (−). Each row: fuse at the bus, conductor and one-way length, the "
                    + "device.")
                + (system.panels.isEmpty
                    ? ""
                    : " " + language.tr("A panel's circuits hang from its bus bar, drawn down from its feeder's box."))
                + (sources
                    ? " "
                        + language.tr(
                            "A PV array's run and a DC-DC charger's input run go into their charger's box, fused where "
                                + "drawn (an array's run needs none: NEC 690.9(A)); their negative runs alongside.")
                    : ""),
            width: width - 2 * margin, size: labelSize)
    }

    /// The rows top to bottom: the circuits wired from a bank, each panel's feeder followed by the
    /// circuits it feeds (depth first), so a panel's bus runs down past its own circuits only.
    static func treeOrder(_ report: SystemReport, sources: Sources? = nil) -> [Int] {
        let circuits = report.circuits
        let panels = Set(report.system.panels.map(\.name))
        var children: [String: [Int]] = [:]
        var roots: [Int] = []
        let sources = sources ?? Sources(report)
        for index in circuits.indices where circuits[index].kind != .battery {
            if sources.isPlaced(index) { continue }
            if let feed = circuits[index].feed, panels.contains(feed) {
                children[feed, default: []].append(index)
            } else {
                roots.append(index)
            }
        }
        var ordered: [Int] = []
        ordered.reserveCapacity(roots.count)
        func visit(_ index: Int) {
            ordered.append(index)
            if circuits[index].kind == .charger { ordered += sources.of(charger: circuits[index].name) }
            guard circuits[index].kind == .panel else { return }
            for child in children[circuits[index].name] ?? [] { visit(child) }
        }
        for root in roots { visit(root) }
        return ordered
    }

    /// How many panels a circuit hangs below (0 for one wired from a bank).
    /// Without panels that is 0, found without looking the feed up (each look-up compares names).
    static func depth(of circuit: CircuitReport, in system: ElectricalSystem) -> Int {
        guard !system.panels.isEmpty else { return 0 }
        let point = system.feedPoint(named: circuit.feed)
        guard case .panel = point else { return 0 }
        return system.panelChain(from: point).count
    }

    /// The x of the bus bar of a panel `depth` panels below the bank (1 for a panel on the main
    /// bus): just right of the + bus, a little further for each level.
    static func panelBusX(depth: Int) -> Double { positiveBusX + 9 + 4 * Double(depth - 1) }

    /// The distance between rows: every row gets the room of the tallest (its fuse label above
    /// the wire, its conductor below, its box), so rows stay evenly spaced and none can collide.
    static func pitch(_ labels: [RowLabels]) -> Double {
        max(38, (labels.map(\.above).max() ?? 13) + (labels.map(\.below).max() ?? 13) + 8)
    }

    /// The row pitch of a report's diagram.
    static func pitch(_ report: SystemReport, display: Display) -> Double {
        let entries = Entries(report.system)
        return pitch(report.circuits.filter { $0.kind != .battery }.map { RowLabels($0, entries: entries, display: display) })
    }

    /// The system's name, voltage and method (wrapped, never cut short), over a rule; and the
    /// rule's y. The voltage opens a compound in German (`12-V-DC-Anlage`).
    static func titleBlock(_ system: ElectricalSystem, series: WireSeries, in language: Language) -> ([Drawing.Item], Double) {
        let method =
            system.standard == .abyc
            ? language.tr("sized by ABYC E-11")
            : system.defaults.conductor.model == .real
                ? language.tr("sized by {model}", ["model": Display.resistanceModel(system, series: series, in: language)])
                : language.tr(
                    "sized by resistivity at {temperature}",
                    ["temperature": Display.temperature(system.defaults.conductorTemperature, in: language)])
        var items: [Drawing.Item] = [
            .text(
                fit(system.name, width: width - 2 * margin, size: 16, bold: true), at: .init(x: margin, y: 46), size: 16,
                bold: true, anchor: .start, colour: .black)
        ]
        let subtitle = lines(
            language.tr(
                "{voltage} DC system · {method} · lengths one-way, drop over the round trip",
                ["voltage": language.compound(Display.volts(system.nominalVoltage, in: language)), "method": method]),
            width: width - 2 * margin, size: labelSize)
        for (index, line) in subtitle.enumerated() {
            items.append(
                .text(
                    line, at: .init(x: margin, y: 63 + Double(index) * leading), size: labelSize, bold: false, anchor: .start,
                    colour: .grey))
        }
        let ruleY = 63 + Double(subtitle.count - 1) * leading + 9
        items.append(.line([.init(x: margin, y: ruleY), .init(x: width - margin, y: ruleY)], stroke: .grey, lineWidth: 0.5))
        return (items, ruleY)
    }

    /// The + bus down to the last row or bank, the − bus down to the lowest battery return.
    static func busBars(top: Double, contentBottom: Double, lowestReturn: Double, in language: Language) -> [Drawing.Item] {
        [
            .text(
                language.tr("+ bus"), at: .init(x: positiveBusX + 3, y: top - 8), size: labelSize, bold: true, anchor: .middle,
                colour: .red),
            .text(
                language.tr("− bus"), at: .init(x: negativeBusX + 3, y: top - 8), size: labelSize, bold: true, anchor: .middle,
                colour: .black),
            .rect(.init(x: positiveBusX, y: top, width: 6, height: contentBottom - top), fill: .red, stroke: nil, lineWidth: 0),
            .rect(
                .init(x: negativeBusX, y: top, width: 6, height: lowestReturn - top + 1), fill: .black, stroke: nil, lineWidth: 0),
        ]
    }

    /// A battery bank's box at `y`, its positive through the main fuse and switch to the + bus,
    /// and its negative down `returnChannel.x` in the margin and along `returnChannel.y` to the − bus.
    static func bankGroup(
        _ bank: BatteryBank, details: [(String, Drawing.Colour)], height: Double, at y: Double, feed: CircuitReport?,
        returnChannel: (x: Double, y: Double), display: Display
    ) -> [Drawing.Item] {
        var group: [Drawing.Item] = []
        let box = Drawing.Rect(x: margin, y: y, width: 130, height: height)
        group.append(.rect(box, fill: .lightGrey, stroke: .black, lineWidth: 1))
        group.append(
            .text(
                fit(bank.name, width: 120, size: nameSize, bold: true), at: .init(x: margin + 5, y: y + 14), size: nameSize,
                bold: true, anchor: .start, colour: .black))
        for (index, (line, colour)) in details.enumerated() {
            group.append(
                .text(
                    line, at: .init(x: margin + 5, y: y + 27 + Double(index) * leading), size: labelSize, bold: false,
                    anchor: .start, colour: colour))
        }
        // Positive: terminal → main fuse → switch → + bus; the fuse's rating and family above
        // the wire, the conductor and then the switch's name below it.
        let wireY = y + 16
        group.append(.line([.init(x: box.maxX, y: wireY), .init(x: 172, y: wireY)], stroke: .red, lineWidth: 1.6))
        group += protectionSymbol(breaker: feed?.fuse?.type?.isBreaker == true, x: 172, y: wireY, width: 26)
        let fuseLabel = feed?.fuse.map { fuseText($0, in: display.language) } ?? display.language.tr("fuse")
        // Left of the switch's blade (214…230).
        let fuseLines = lines(fuseLabel, width: 210 - (box.maxX + 4), size: labelSize)
        for (index, line) in fuseLines.enumerated() {
            let baseline = wireY - 7 - Double(fuseLines.count - 1 - index) * leading
            group.append(
                .text(
                    line, at: .init(x: box.maxX + 4, y: baseline), size: labelSize, bold: false, anchor: .start, colour: .black))
        }
        group.append(.line([.init(x: 198, y: wireY), .init(x: 214, y: wireY)], stroke: .red, lineWidth: 1.6))
        group.append(.line([.init(x: 214, y: wireY), .init(x: 230, y: wireY - 7)], stroke: .red, lineWidth: 1.6))
        group.append(.line([.init(x: 232, y: wireY), .init(x: positiveBusX, y: wireY)], stroke: .red, lineWidth: 1.6))
        group.append(
            .text(
                display.language.tr("switch"), at: .init(x: box.maxX + 4, y: wireY + 24), size: labelSize, bold: false,
                anchor: .start,
                colour: .black))
        if let run = feed?.analysis {
            group.append(
                .text(
                    "\(Display.conductorLabel(run.size, parallel: feed?.parallelConductors ?? 1, in: display.language)) · \(display.length(feed?.circuit.length ?? .zero))",
                    at: .init(x: box.maxX + 4, y: wireY + 13), size: labelSize, bold: false, anchor: .start, colour: .grey))
        }
        // Negative: from the box's left side down the return channel, along the bottom to the − bus.
        let terminalY = box.maxY - 10
        group.append(
            .line(
                [
                    .init(x: box.x, y: terminalY), .init(x: returnChannel.x, y: terminalY),
                    .init(x: returnChannel.x, y: returnChannel.y), .init(x: negativeBusX + 3, y: returnChannel.y),
                ],
                stroke: .black, lineWidth: 1.6))
        return group
    }

    /// A bank's figures under its name, wrapped to its box: count, capacity and voltage of one
    /// battery; chemistry and arrangement; the bank's capacity and voltage (in grey).
    static func bankDetails(_ bank: BatteryBank, in language: Language) -> [(String, Drawing.Colour)] {
        let details: [(String, Drawing.Colour)] = [
            (
                "\(bank.count) × \(Display.number(bank.capacityAh, in: language)) Ah \(Display.volts(bank.voltage, in: language))",
                .black
            ),
            (
                "\(CoreWords.chemistry(bank.chemistry, in: language)), \(bank.arrangement.series)S\(bank.arrangement.parallel)P",
                .black
            ),
            (
                language.tr(
                    "{capacity} Ah at {voltage}",
                    [
                        "capacity": Display.number(bank.bankCapacityAh, in: language),
                        "voltage": Display.volts(bank.bankVoltage, in: language),
                    ]),
                .grey
            ),
        ]
        return details.flatMap { text, colour in lines(text, width: 120, size: labelSize).map { ($0, colour) } }
    }

    /// "30 A MIDI", "15 A ATO/ATC", "300 A Class T": a fuse's rating and family (blade fuses by
    /// their standard's name, as the holders are marked); the rating alone for a rating the
    /// file names without a family.
    static func fuseText(_ fuse: FuseChoice, in language: Language) -> String {
        guard let type = fuse.type else { return Display.amps(fuse.rating, in: language) }
        let family: String
        switch type {
        case .blade: family = "ATO/ATC"
        case .maxi: family = "MAXI"
        case .midi, .mega, .anl, .classT, .blade58, .midi58, .mega58, .breaker, .dcMcb:
            family = CoreWords.fuseFamily(type, in: language)
        }
        return "\(Display.amps(fuse.rating, in: language)) \(family)"
    }

    /// A protective device on a wire at `y`, from `x` to `x + width`: a fuse as a box (IEC 60617
    /// S00362), a circuit breaker (``FuseType/isBreaker``: the thermal breaker, the DIN-rail DC
    /// MCB) as a contact arc over the gap between its two terminals, so a breaker is not drawn as
    /// a fuse.
    static func protectionSymbol(breaker: Bool, x: Double, y: Double, width: Double) -> [Drawing.Item] {
        guard breaker else {
            return [.rect(.init(x: x, y: y - 4, width: width, height: 8), fill: .white, stroke: .red, lineWidth: 1)]
        }
        // The wire is cut under the arc; the terminals are small squares at its ends.
        // A parabola through the terminals, 6 pt high at its middle.
        let arc = (0...8).map { step -> Drawing.Point in
            let t = Double(step) / 8
            return .init(x: x + 1.5 + t * (width - 3), y: y - 24 * t * (1 - t))
        }
        return [
            .rect(.init(x: x, y: y - 2, width: width, height: 4), fill: .white, stroke: nil, lineWidth: 0),
            .rect(.init(x: x, y: y - 1.5, width: 3, height: 3), fill: .red, stroke: nil, lineWidth: 0),
            .rect(.init(x: x + width - 3, y: y - 1.5, width: 3, height: 3), fill: .red, stroke: nil, lineWidth: 0),
            .line(arc, stroke: .red, lineWidth: 1.2),
        ]
    }

    /// A row's labels, laid out once so the diagram can give every row the room of the tallest:
    /// the fuse above the wire, the conductor below it, the device's name and details in its box.
    struct RowLabels {
        let fuse: [String]
        let fused: Bool
        /// Its protective device is a circuit breaker (``protectionSymbol(breaker:x:y:width:)``).
        let breaker: Bool
        /// No fuse, and none exempted by rule: the label is drawn as a problem (red).
        let fuseMissing: Bool
        let wire: [String]
        let name: String
        let detail: [String]

        /// - Parameters:
        ///   - room: the width for the fuse's and conductor's labels (a source row's is narrower).
        ///   - charger: for a source row whose charger has no row of its own, the charger's name,
        ///     said in the source's box ("on Solar MPPT") since no run leads there.
        init(_ circuit: CircuitReport, entries: Entries, display: Display, room: Double? = nil, charger: String? = nil) {
            let room = room ?? WiringDiagram.wireLabelWidth
            fused = circuit.fuse != nil
            breaker = circuit.fuse?.type?.isBreaker == true
            fuseMissing = circuit.fuse == nil && circuit.fuseNotRequired == nil
            fuse = lines(
                circuit.fuse.map { fuseText($0, in: display.language) }
                    ?? circuit.fuseNotRequired.map { Words(display.language).citation($0) }
                    ?? display.language.tr("no fuse"), width: room,
                size: labelSize)
            wire = lines(
                circuit.analysis.map {
                    "\(Display.conductorLabel($0.size, parallel: circuit.parallelConductors, in: display.language)) · \(display.length(circuit.circuit.length))"
                } ?? display.language.tr("no standard size"), width: room, size: labelSize)
            name = fit(
                circuit.kind == .chargerInput ? circuit.feed ?? display.language.tr("Start battery") : circuit.name,
                width: boxWidth - 10,
                size: nameSize, bold: true)
            let onCharger = charger.map { " · " + display.language.tr("on {charger}", ["charger": $0]) } ?? ""
            detail = lines(
                WiringDiagram.detail(circuit, entries: entries, in: display.language) + onCharger, width: boxWidth - 10,
                size: labelSize, separator: " · ")
        }

        /// Half the device box's height.
        var halfBox: Double { (18 + Double(detail.count) * leading) / 2 }
        /// The room the row needs above and below its wire.
        var above: Double { max(halfBox, 10 + Double(fuse.count - 1) * leading) }
        var below: Double { max(halfBox, 16 + Double(wire.count - 1) * leading) }
    }

    /// A load's or charger's row at `y`: from the + bus (or its panel's bus, `depth` panels
    /// below the bank) through its fuse, the conductor's label,
    /// the device's box, and on to the − bus.
    static func rowGroup(_ circuit: CircuitReport, labels: RowLabels, at y: Double, depth: Int = 0) -> [Drawing.Item] {
        var group: [Drawing.Item] = []
        let start = depth == 0 ? positiveBusX + 6 : panelBusX(depth: depth) + 1.5
        group.append(.line([.init(x: start, y: y), .init(x: boxX, y: y)], stroke: .red, lineWidth: 1.2))
        if labels.fused { group += protectionSymbol(breaker: labels.breaker, x: 276, y: y, width: 20) }
        group += wireLabels(labels, at: y, x: wireLabelX)
        let box = Drawing.Rect(x: boxX, y: y - labels.halfBox, width: boxWidth, height: 2 * labels.halfBox)
        group += deviceBox(labels, box: box)
        group.append(.line([.init(x: box.maxX, y: y), .init(x: negativeBusX, y: y)], stroke: .black, lineWidth: 1.2))
        return group
    }

    /// A system's loads, chargers and inverters by name, made once per diagram: each row looks
    /// its entry up instead of scanning the list, which made a diagram of thousands of circuits
    /// quadratic. Where a name is used twice (a system file rejects that; a system built in code
    /// may not), the first entry wins, as a scan from the start would find it.
    struct Entries {
        private let system: ElectricalSystem
        /// Indices into the system's lists by name (not copies of the entries).
        private let loads: [String: Int]
        private let chargers: [String: Int]
        private let inverters: [String: Int]
        private let arrays: [String: Int]
        /// How many circuits and panels each panel feeds, by its name.
        let fed: [String: Int]
        /// Each array's string fuse, by the array's name (arrays that need none are absent).
        private let stringFuses: [String: Current]

        init(_ system: ElectricalSystem, arrayReports: [ArrayReport] = []) {
            stringFuses = Dictionary(
                arrayReports.compactMap { report in report.stringFuse.map { (report.array.name, $0) } },
                uniquingKeysWith: { first, _ in first })
            var fed: [String: Int] = [:]
            let feeds =
                system.loads.filter { $0.inverter == nil }.map(\.feed) + system.chargers.map(\.feed)
                + system.inverters.map(\.feed) + system.panels.map(\.feed)
            for feed in feeds {
                if case .panel(let index) = system.feedPoint(named: feed) { fed[system.panels[index].name, default: 0] += 1 }
            }
            self.fed = fed
            self.system = system
            func byName(_ names: [String]) -> [String: Int] {
                Dictionary(zip(names, names.indices), uniquingKeysWith: { first, _ in first })
            }
            arrays = byName(system.arrays.map(\.name))
            loads = byName(system.loads.map(\.name))
            chargers = byName(system.chargers.map(\.name))
            inverters = byName(system.inverters.map(\.name))
        }

        func load(_ name: String) -> SystemLoad? { loads[name].map { system.loads[$0] } }
        func charger(_ name: String) -> Charger? { chargers[name].map { system.chargers[$0] } }
        func inverter(_ name: String) -> Inverter? { inverters[name].map { system.inverters[$0] } }
        func array(_ name: String) -> SolarArray? { arrays[name].map { system.arrays[$0] } }
        func stringFuse(_ name: String) -> Current? { stringFuses[name] }
        /// The battery a DC-DC input's `input.feed` names (as ``EntityName`` compares names); nil
        /// for none (a source outside the file).
        func bank(_ name: String?) -> BatteryBank? {
            guard let name else { return nil }
            let key = EntityName.comparisonKey(name)
            return system.batteries.first { EntityName.comparisonKey($0.name) == key }
        }
    }

    /// The second line of a row's box: "load · 5 A · 10 h/day", "charger · solar · 30 A",
    /// "inverter · 2000 W AC · 211.64 A", "panel feeder · 20 A · 3 circuits · surge 25 A for 2 s".
    static func detail(_ circuit: CircuitReport, entries: Entries, in language: Language) -> String {
        switch circuit.kind {
        case .load:
            var parts = [language.tr("load"), Display.amps(circuit.circuit.current, in: language)]
            if let load = entries.load(circuit.name) {
                if load.quantity > 1 { parts.append(language.tr("{count} pcs", ["count": String(load.quantity)])) }
                if load.critical { parts.append(language.tr("critical")) }
            }
            if let surge = surgeText(circuit, in: language) { parts.append(surge) }
            return parts.joined(separator: " · ")
        case .charger:
            let kind = entries.charger(circuit.name).map { [chargerKind($0.kind, in: language)] } ?? []
            return ([language.tr("charger")] + kind + [Display.amps(circuit.circuit.current, in: language)]).joined(
                separator: " · ")
        case .inverter:
            let power =
                entries.inverter(circuit.name).map {
                    [language.tr("{value} AC", ["value": Display.watts($0.power, in: language)])]
                } ?? []
            // The sized surge when it has a duration; else the surge as the file gives it (a
            // current or a power), as `list` shows it.
            let surge =
                circuit.surge.map { [surgeText($0, in: language)] }
                ?? entries.inverter(circuit.name)?.givenSurge.map {
                    [ListText.givenSurge($0, seconds: nil, in: language)]
                } ?? []
            return ([language.tr("inverter")] + power + [Display.amps(circuit.circuit.current, in: language)] + surge)
                .joined(separator: " · ")
        case .battery:
            return language.tr("battery feed")
        case .panel:
            let fed = entries.fed[circuit.name] ?? 0
            // The surge below that sets the feeder's fuse floor (as `report` shows it).
            return
                ([
                    language.tr("panel feeder"), Display.amps(circuit.circuit.current, in: language),
                    fed == 1 ? language.tr("1 circuit") : language.tr("{count} circuits", ["count": String(fed)]),
                ] + (circuit.surge.map { [surgeText($0, in: language)] } ?? [])).joined(separator: " · ")
        case .array:
            let strings =
                entries.array(circuit.name).map {
                    [
                        language.tr(
                            "{series} in series × {parallel}", ["series": String($0.series), "parallel": String($0.parallel)])
                    ]
                } ?? []
            let fuses =
                entries.stringFuse(circuit.name).map {
                    [language.tr("string fuses {rating}", ["rating": Display.amps($0, in: language)])]
                } ?? []
            return ([language.tr("PV array")] + strings + [Display.amps(circuit.circuit.current, in: language)] + fuses)
                .joined(separator: " · ")
        case .chargerInput:
            return inputSourceDetail(circuit, bank: entries.bank(circuit.feed), in: language)
        }
    }

    /// A DC-DC input's source box: a battery of the file (its `input.feed`) by its figures and
    /// bus, as a bank's box reads; "not in this file" only for a source the file does not describe.
    static func inputSourceDetail(_ circuit: CircuitReport, bank: BatteryBank?, in language: Language) -> String {
        let source =
            bank.map { bank in
                let figures =
                    "\(bank.count) × \(Display.number(bank.capacityAh, in: language)) Ah "
                    + "\(Display.volts(bank.voltage, in: language)) \(CoreWords.chemistry(bank.chemistry, in: language))"
                return [figures] + (bank.isOnHouseBus ? [] : [language.tr("separate bus")])
            } ?? [language.tr("not in this file")]
        return (source + [language.tr("charger input"), Display.amps(circuit.circuit.current, in: language)])
            .joined(separator: " · ")
    }

    /// A load's surge in its box: "surge 12.5 A for 180 s" (the whole circuit's, as sized), or
    /// "surge 12.5 A" when the file gives no duration (then it sets no fuse floor): the circuit
    /// report's figures (``CircuitReport/surge``, ``CircuitReport/surgeWithoutDuration``), not
    /// worked out again from the load.
    static func surgeText(_ circuit: CircuitReport, in language: Language) -> String? {
        if let surge = circuit.surge { return surgeText(surge, in: language) }
        return circuit.surgeWithoutDuration.map {
            language.tr("surge {value}", ["value": Display.amps($0, in: language)])
        }
    }

    /// "surge 12.5 A for 180 s".
    static func surgeText(_ surge: Surge, in language: Language) -> String {
        language.tr(
            "surge {current} for {seconds} s",
            ["current": Display.amps(surge.current, in: language), "seconds": Display.number(surge.seconds, in: language)])
    }

    /// A charger's kind in words: "solar", "shore power", "DC-DC".
    static func chargerKind(_ kind: Charger.Kind, in language: Language) -> String { Words(language).text(kind) }

    /// Text broken into lines that fit `width`: at `separator`s first (" · " between a row's
    /// details), then at spaces but never between a number and its unit (``UnitBinding``: "15 A"
    /// is one word, broken at its space only when wider than a line by itself); a word wider than
    /// a line stands alone on its line. Nothing is cut short, so no number is lost.
    static func lines(_ text: String, width: Double, size: Double, bold: Bool = false, separator: String = " ") -> [String] {
        // Text that fits is one line (widths only grow as text is added, so the loop below
        // would keep every part on it): measured once rather than once a part.
        if Drawing.textWidth(text, size: size, bold: bold) <= width { return [text] }
        var result: [String] = []
        var line = ""
        // " · " between details: the dot stays at the end of the line it closes, so a line is
        // measured with the dot it will carry when more parts follow.
        let closing = separator == " " ? "" : " " + String(separator.filter { $0 != " " })
        let parts =
            separator == " "
            ? UnitBinding.words(text[...], omittingEmpty: false).flatMap { group in
                group.contains(" ") && Drawing.textWidth(String(group), size: size, bold: bold) > width
                    ? group.split(separator: " ") : [group]
            }.map(String.init)
            : text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        for (index, part) in parts.enumerated() {
            let candidate = line.isEmpty ? part : line + separator + part
            let carried = index < parts.count - 1 ? candidate + closing : candidate
            if line.isEmpty || Drawing.textWidth(carried, size: size, bold: bold) <= width {
                line = candidate
                continue
            }
            result.append(line + closing)
            line = part
        }
        result.append(line)
        guard separator != " " else { return result }
        return result.flatMap { lines($0, width: width, size: size, bold: bold) }
    }

    /// Shortens text with an ellipsis until its estimated width fits.
    static func fit(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
        guard Drawing.textWidth(text, size: size, bold: bold) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty, Drawing.textWidth(String(characters) + "…", size: size, bold: bold) > width {
            characters.removeLast()
        }
        return String(characters) + "…"
    }
}
