import CableCore
import CableText

/// The runs that end at a charger instead of starting at the + bus, drawn where they are wired:
/// a PV array's run (``CircuitReport/Kind/array``) from the array's box into its controller's box,
/// and a DC-DC charger's input (``CircuitReport/Kind/chargerInput``) from its source into the
/// charger's box, fused at the source. Each such row follows its charger's row (``treeOrder(_:)``).
///
/// A row with a source box (an array; a battery off the house bus, by its name, or outside the
/// file, "Start battery") has the box in
/// the device column and its run leaving the box's left side, turning up at ``sourceTurnX`` (left
/// of the row's labels), along a channel in the free band under the charger's row (the pitch
/// leaves at least 8 pt there) and up into the bottom of the charger's box. The k-th source of a
/// charger turns further left, runs its channel higher and lands further left than the (k−1)-th,
/// so no two runs cross. Every input has such a box: its feed is a battery off the house bus or
/// outside the file, never a house bank (``ElectricalSystem``'s `checkInputFeedBus()` refuses one).
/// Source rows draw no negative: the legend says it runs alongside.
extension WiringDiagram {
    /// Where a source row's run turns up towards its charger (the first source; the others left of it).
    static let sourceTurnX = 290.0
    /// Where a source row's labels start, right of every turn.
    static let sourceLabelX = 294.0
    /// The room for a source row's labels, between ``sourceLabelX`` and the device column.
    static var sourceLabelWidth: Double { boxX - 6 - sourceLabelX }

    /// A source row's place: its charger's row (nil when the charger has no run of its own to draw),
    /// its rank among the charger's sources, and how many it has.
    struct SourceLink: Equatable {
        let chargerRow: Int?
        let rank: Int
        let boxes: Int
    }

    /// Each charger's source circuits (indices into the report's circuits), found once per diagram.
    struct Sources {
        /// By the charger's comparison key: its arrays' runs and its input, in report order.
        private var byCharger: [String: [Int]] = [:]
        /// The circuits drawn under their charger's row.
        private var placed: Set<Int> = []
        /// The source circuits drawn on their own (their charger has no row), with a box.
        private(set) var orphans: Set<Int> = []

        init(_ report: SystemReport) {
            let system = report.system
            guard !system.arrays.isEmpty || system.chargers.contains(where: { $0.input != nil }) else { return }
            let key = EntityName.comparisonKey
            let rows = Set(report.circuits.filter { $0.kind == .charger }.map { key($0.name) })
            let arrayCharger = Dictionary(
                system.arrays.map { (key($0.name), key($0.charger)) }, uniquingKeysWith: { first, _ in first })
            for index in report.circuits.indices {
                let circuit = report.circuits[index]
                let charger: String?
                switch circuit.kind {
                case .array: charger = arrayCharger[key(circuit.name)]
                // A battery off the house bus (or outside the file) is a source box of its own.
                case .chargerInput: charger = key(circuit.name)
                default: continue
                }
                guard let charger, rows.contains(charger) else {
                    orphans.insert(index)
                    continue
                }
                placed.insert(index)
                byCharger[charger, default: []].append(index)
            }
        }

        /// Whether a circuit is drawn under its charger's row rather than where it comes.
        func isPlaced(_ index: Int) -> Bool { placed.contains(index) }

        /// A charger's source circuits in drawing order.
        func of(charger name: String) -> [Int] { byCharger[EntityName.comparisonKey(name)] ?? [] }

        /// The links of the source rows among `rows` (indices into `circuits`), by row.
        func links(rows: [Int], circuits: [CircuitReport]) -> [Int: SourceLink] {
            guard !placed.isEmpty || !orphans.isEmpty else { return [:] }
            var links: [Int: SourceLink] = [:]
            for (row, index) in rows.enumerated() {
                if orphans.contains(index) { links[row] = SourceLink(chargerRow: nil, rank: 0, boxes: 1) }
                guard circuits[index].kind == .charger, let found = byCharger[EntityName.comparisonKey(circuits[index].name)]
                else { continue }
                for rank in found.indices {
                    links[row + 1 + rank] = SourceLink(chargerRow: row, rank: rank, boxes: found.count)
                }
            }
            return links
        }
    }

    /// A source row at `y`: its box, its run to its charger's box (whose wire is at `chargerY`, its
    /// box `chargerHalfBox` high on each side), its fuse where the model puts it (an array's at the
    /// controller's end, an input's at the source), and its labels.
    /// - Parameters:
    ///   - bandBottom: the lowest y of the free band under the charger's row (8 pt tall).
    static func sourceGroup(
        _ circuit: CircuitReport, labels: RowLabels, at y: Double, link: SourceLink, chargerY: Double?,
        chargerHalfBox: Double, bandBottom: Double
    ) -> [Drawing.Item] {
        var group: [Drawing.Item] = []
        let step = min(4, 12 / Double(max(link.boxes, 1)))
        let turnX = sourceTurnX - Double(link.rank) * step
        var points: [Drawing.Point] = [.init(x: boxX, y: y), .init(x: turnX, y: y)]
        if let chargerY {
            let channel = bandBottom - 8 + 8 * Double(link.boxes - link.rank) / Double(link.boxes + 1)
            let landing = boxX + 12 + Double(link.boxes - 1 - link.rank) * 8
            points += [
                .init(x: turnX, y: channel), .init(x: landing, y: channel), .init(x: landing, y: chargerY + chargerHalfBox),
            ]
        }
        group.append(.line(points, stroke: .red, lineWidth: 1.2))
        if labels.fused {
            // An array's fuse at the controller's end of its run, an input's at its source.
            let fuseX = circuit.kind == .array ? sourceLabelX : boxX - 26
            group += protectionSymbol(breaker: labels.breaker, x: fuseX, y: y, width: 20)
        }
        group += wireLabels(labels, at: y, x: sourceLabelX)
        let box = Drawing.Rect(x: boxX, y: y - labels.halfBox, width: boxWidth, height: 2 * labels.halfBox)
        group += deviceBox(labels, box: box, stroke: circuit.kind == .chargerInput ? .black : .grey)
        return group
    }

    /// A row's fuse label above its wire and its conductor below, from `x`.
    static func wireLabels(_ labels: RowLabels, at y: Double, x: Double) -> [Drawing.Item] {
        var items: [Drawing.Item] = []
        for (index, line) in labels.fuse.enumerated() {
            let baseline = y - 7 - Double(labels.fuse.count - 1 - index) * leading
            items.append(
                .text(
                    line, at: .init(x: x, y: baseline), size: labelSize, bold: false, anchor: .start,
                    colour: labels.fuseMissing ? .red : .black))
        }
        for (index, line) in labels.wire.enumerated() {
            items.append(
                .text(
                    line, at: .init(x: x, y: y + 13 + Double(index) * leading), size: labelSize, bold: false,
                    anchor: .start, colour: .grey))
        }
        return items
    }

    /// A device's box with its name and details.
    static func deviceBox(_ labels: RowLabels, box: Drawing.Rect, stroke: Drawing.Colour = .grey) -> [Drawing.Item] {
        var items: [Drawing.Item] = [.rect(box, fill: .lightGrey, stroke: stroke, lineWidth: 0.8)]
        items.append(
            .text(
                labels.name, at: .init(x: boxX + 5, y: box.y + 12), size: nameSize, bold: true, anchor: .start,
                colour: .black))
        for (index, line) in labels.detail.enumerated() {
            items.append(
                .text(
                    line, at: .init(x: boxX + 5, y: box.y + 12 + Double(index + 1) * leading), size: labelSize, bold: false,
                    anchor: .start, colour: .grey))
        }
        return items
    }
}
