import CableCore
import CableText

/// The wiring diagram of a system as a ``Drawing``: the battery banks with their arrangement,
/// main fuse and switch on the left, the positive bus bar, one row per DC load, inverter feed and
/// charger (fuse,
/// conductor and length on its positive wire, the device as a box), and the negative bus bar on
/// the right, so no wire crosses another. The page is A4-wide (595 pt) and grows downwards with
/// the number of circuits; rows are evenly spaced, so boxes and labels cannot collide.
enum WiringDiagram {
    static let width = 595.0
    static let margin = 28.0
    static let top = 96.0
    static let pitch = 38.0
    static let positiveBusX = 262.0
    static let negativeBusX = 562.0
    static let boxX = 392.0
    static let boxWidth = 148.0
    static let bankHeight = 64.0

    static func layout(_ report: SystemReport, display: Display) -> Drawing {
        let system = report.system
        let rows = report.circuits.filter { $0.kind != .battery }
        let feeds = Dictionary(
            report.circuits.filter { $0.kind == .battery }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let banks = system.batteries
        let rowsBottom = top + 16 + Double(max(rows.count, 1)) * pitch
        let banksBottom = top + Double(max(banks.count, 1)) * (bankHeight + 16)
        let contentBottom = max(rowsBottom, banksBottom)
        let returnY = contentBottom + 14
        let lowestReturn = returnY + Double(max(banks.count - 1, 0)) * 5
        let height = lowestReturn + 50

        var items = titleBlock(system)
        items += busBars(contentBottom: contentBottom, lowestReturn: lowestReturn)
        if banks.isEmpty {
            items.append(
                .rect(.init(x: margin, y: top, width: 130, height: bankHeight), fill: .white, stroke: .grey, lineWidth: 0.8))
            items.append(
                .text(
                    tr("no battery bank"), at: .init(x: margin + 65, y: top + 36), size: 8, bold: false, anchor: .middle,
                    colour: .grey))
        }
        for (index, bank) in banks.enumerated() {
            // Lower banks take inner return channels and higher returns, so no two cross.
            let outer = Double(banks.count - 1 - index)
            let group = bankGroup(
                bank, at: top + Double(index) * (bankHeight + 16), feed: feeds[bank.name],
                returnChannel: (x: margin - 8 - outer * 5, y: returnY + outer * 5), display: display)
            items.append(.group(id: "battery-\(index + 1)", group))
        }
        let entries = Entries(system)
        for (index, circuit) in rows.enumerated() {
            let y = top + 16 + Double(index) * pitch + pitch / 2
            items.append(.group(id: "circuit-\(index + 1)", rowGroup(circuit, at: y, entries: entries, display: display)))
        }
        items.append(
            .text(
                tr(
                    "Red: positive (+). Black: negative (−). Each row: fuse at the bus, conductor and one-way length, the "
                        + "device."),
                at: .init(x: margin, y: height - 18), size: 7, bold: false, anchor: .start, colour: .grey))
        return Drawing(width: width, height: height, items: items)
    }

    /// The system's name, voltage and method, over a rule.
    static func titleBlock(_ system: ElectricalSystem) -> [Drawing.Item] {
        let method =
            system.standard == .abyc
            ? tr("sized by ABYC E-11")
            : tr(
                "sized by resistivity at {temperature}",
                ["temperature": Display.temperature(system.defaults.conductorTemperature)])
        return [
            .text(
                fit(system.name, width: width - 2 * margin, size: 16, bold: true), at: .init(x: margin, y: 46), size: 16,
                bold: true, anchor: .start, colour: .black),
            .text(
                tr(
                    "{voltage} DC system · {method} · lengths one-way, drop over the round trip",
                    ["voltage": Display.volts(system.nominalVoltage), "method": method]),
                at: .init(x: margin, y: 62), size: 8.5, bold: false, anchor: .start, colour: .grey),
            .line([.init(x: margin, y: 72), .init(x: width - margin, y: 72)], stroke: .grey, lineWidth: 0.5),
        ]
    }

    /// The + bus down to the last row or bank, the − bus down to the lowest battery return.
    static func busBars(contentBottom: Double, lowestReturn: Double) -> [Drawing.Item] {
        [
            .text(tr("+ bus"), at: .init(x: positiveBusX + 3, y: top - 8), size: 8, bold: true, anchor: .middle, colour: .red),
            .text(tr("− bus"), at: .init(x: negativeBusX + 3, y: top - 8), size: 8, bold: true, anchor: .middle, colour: .black),
            .rect(.init(x: positiveBusX, y: top, width: 6, height: contentBottom - top), fill: .red, stroke: nil, lineWidth: 0),
            .rect(
                .init(x: negativeBusX, y: top, width: 6, height: lowestReturn - top + 1), fill: .black, stroke: nil, lineWidth: 0),
        ]
    }

    /// A battery bank's box at `y`, its positive through the main fuse and switch to the + bus,
    /// and its negative down `returnChannel.x` in the margin and along `returnChannel.y` to the − bus.
    static func bankGroup(
        _ bank: BatteryBank, at y: Double, feed: CircuitReport?, returnChannel: (x: Double, y: Double), display: Display
    ) -> [Drawing.Item] {
        var group: [Drawing.Item] = []
        let box = Drawing.Rect(x: margin, y: y, width: 130, height: bankHeight)
        group.append(.rect(box, fill: .lightGrey, stroke: .black, lineWidth: 1))
        group.append(
            .text(
                fit(bank.name, width: 120, size: 9, bold: true), at: .init(x: margin + 6, y: y + 14), size: 9, bold: true,
                anchor: .start, colour: .black))
        group.append(
            .text(
                fit(
                    "\(bank.count) × \(Display.number(bank.capacityAh)) Ah \(Display.volts(bank.voltage))", width: 120,
                    size: 7.5),
                at: .init(x: margin + 6, y: y + 27), size: 7.5, bold: false, anchor: .start, colour: .black))
        group.append(
            .text(
                fit(
                    "\(CoreWords.chemistry(bank.chemistry)), \(bank.arrangement.series)S\(bank.arrangement.parallel)P",
                    width: 120,
                    size: 7.5),
                at: .init(x: margin + 6, y: y + 38), size: 7.5, bold: false, anchor: .start, colour: .black))
        group.append(
            .text(
                fit(
                    tr(
                        "{capacity} Ah at {voltage}",
                        ["capacity": Display.number(bank.bankCapacityAh), "voltage": Display.volts(bank.bankVoltage)]),
                    width: 120, size: 7.5),
                at: .init(x: margin + 6, y: y + 49), size: 7.5, bold: false, anchor: .start, colour: .grey))
        // Positive: terminal → main fuse → switch → + bus.
        let wireY = y + 16
        group.append(.line([.init(x: box.maxX, y: wireY), .init(x: 172, y: wireY)], stroke: .red, lineWidth: 1.6))
        group.append(.rect(.init(x: 172, y: wireY - 4, width: 26, height: 8), fill: .white, stroke: .red, lineWidth: 1))
        group.append(
            .text(
                feed?.fuse.map { Display.amps($0.rating) } ?? tr("fuse"), at: .init(x: 185, y: wireY - 7), size: 7, bold: false,
                anchor: .middle, colour: .black))
        group.append(.line([.init(x: 198, y: wireY), .init(x: 214, y: wireY)], stroke: .red, lineWidth: 1.6))
        group.append(.line([.init(x: 214, y: wireY), .init(x: 230, y: wireY - 7)], stroke: .red, lineWidth: 1.6))
        group.append(.line([.init(x: 232, y: wireY), .init(x: positiveBusX, y: wireY)], stroke: .red, lineWidth: 1.6))
        group.append(.text(tr("switch"), at: .init(x: 226, y: wireY - 10), size: 7, bold: false, anchor: .middle, colour: .black))
        if let run = feed?.analysis {
            group.append(
                .text(
                    fit(
                        "\(Language.current.decimalsIn(run.size.label)) · \(display.length(feed?.circuit.length ?? .zero))",
                        width: 88, size: 7),
                    at: .init(x: 172, y: wireY + 13), size: 7, bold: false, anchor: .start, colour: .grey))
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

    /// A load's or charger's row at `y`: from the + bus through its fuse, the conductor's label,
    /// the device's box, and on to the − bus.
    static func rowGroup(_ circuit: CircuitReport, at y: Double, entries: Entries, display: Display) -> [Drawing.Item] {
        var group: [Drawing.Item] = []
        group.append(.line([.init(x: positiveBusX + 6, y: y), .init(x: boxX, y: y)], stroke: .red, lineWidth: 1.2))
        if let fuse = circuit.fuse {
            group.append(.rect(.init(x: 278, y: y - 4, width: 20, height: 8), fill: .white, stroke: .red, lineWidth: 1))
            group.append(
                .text(
                    Display.amps(fuse.rating), at: .init(x: 288, y: y - 7), size: 7, bold: false, anchor: .middle,
                    colour: .black))
        } else {
            group.append(.text(tr("no fuse"), at: .init(x: 288, y: y - 7), size: 7, bold: false, anchor: .middle, colour: .red))
        }
        let wire =
            circuit.analysis.map {
                "\(Language.current.decimalsIn($0.size.label)) · \(display.length(circuit.circuit.length))"
            } ?? tr("no standard size")
        group.append(
            .text(
                fit(wire, width: 82, size: 7), at: .init(x: 306, y: y - 4), size: 7, bold: false, anchor: .start,
                colour: .black))
        let box = Drawing.Rect(x: boxX, y: y - 13, width: boxWidth, height: 26)
        group.append(.rect(box, fill: .lightGrey, stroke: .grey, lineWidth: 0.8))
        group.append(
            .text(
                fit(circuit.name, width: boxWidth - 12, size: 8, bold: true), at: .init(x: boxX + 6, y: y - 2), size: 8,
                bold: true, anchor: .start, colour: .black))
        group.append(
            .text(
                fit(detail(circuit, entries: entries), width: boxWidth - 12, size: 7), at: .init(x: boxX + 6, y: y + 8), size: 7,
                bold: false, anchor: .start, colour: .grey))
        group.append(.line([.init(x: box.maxX, y: y), .init(x: negativeBusX, y: y)], stroke: .black, lineWidth: 1.2))
        return group
    }

    /// A system's loads, chargers and inverters by name, made once per diagram: each row looks
    /// its entry up instead of scanning the list, which made a diagram of thousands of circuits
    /// quadratic. Where a name is used twice (a system file rejects that; a system built in code
    /// may not), the first entry wins, as a scan from the start would find it.
    struct Entries {
        let loads: [String: SystemLoad]
        let chargers: [String: Charger]
        let inverters: [String: Inverter]

        init(_ system: ElectricalSystem) {
            loads = Dictionary(system.loads.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            chargers = Dictionary(system.chargers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            inverters = Dictionary(system.inverters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The second line of a row's box: "load · 5 A · 10 h/day", "charger · solar · 30 A",
    /// "inverter · 2000 W AC · 211.64 A".
    static func detail(_ circuit: CircuitReport, entries: Entries) -> String {
        switch circuit.kind {
        case .load:
            var parts = [tr("load"), Display.amps(circuit.circuit.current)]
            if let load = entries.loads[circuit.name] {
                if load.quantity > 1 { parts.append(tr("{count} pcs", ["count": String(load.quantity)])) }
                if load.critical { parts.append(tr("critical")) }
            }
            return parts.joined(separator: " · ")
        case .charger:
            let kind = entries.chargers[circuit.name]?.kind.rawValue ?? tr("charger")
            return "\(tr("charger")) · \(kind) · \(Display.amps(circuit.circuit.current))"
        case .inverter:
            let power = entries.inverters[circuit.name].map { [Display.watts($0.power) + " AC"] } ?? []
            return ([tr("inverter")] + power + [Display.amps(circuit.circuit.current)]).joined(separator: " · ")
        case .battery:
            return tr("battery feed")
        }
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
