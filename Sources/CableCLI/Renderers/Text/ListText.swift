import CableCore

/// `cable list` for people: one row per load, battery and charger, as the file gives them.
enum ListText {
    static func render(_ system: ElectricalSystem, display: Display) -> String {
        let text = "\(system.name) — \(Display.volts(system.nominalVoltage))\n"
        func demand(_ load: Circuit.Load) -> String {
            switch load {
            case .current(let current): Display.amps(current)
            case .power(let power): Display.watts(power)
            }
        }
        let loads = system.loads.map { load in
            [
                "load", load.name, (load.quantity > 1 ? "\(load.quantity) × " : "") + demand(load.demand),
                display.length(load.length),
                "\(Display.number(load.hoursPerDay)) h/day" + (load.critical ? ", critical" : ""),
            ]
        }
        let batteries = system.batteries.map { bank in
            [
                "battery", bank.name,
                "\(bank.count) × \(Display.number(bank.capacityAh)) Ah \(Display.volts(bank.voltage)) \(bank.chemistry.displayName)",
                bank.length.map(display.length) ?? "-", "\(bank.arrangement.series)S\(bank.arrangement.parallel)P",
            ]
        }
        let chargers = system.chargers.map { charger in
            [
                "charger", charger.name, "\(charger.kind.rawValue) \(demand(charger.output))",
                charger.length.map(display.length) ?? "-",
                "\(Display.number(charger.hoursPerDay)) h/day",
            ]
        }
        let rows = loads + batteries + chargers
        guard !rows.isEmpty else { return text + "\n(no loads, batteries or chargers)\n" }
        return text + "\n" + TextLayout.table(header: ["Kind", "Name", "Rating", "Length", "Use"], rows: rows, rightAligned: [])
    }
}
