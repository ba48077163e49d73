import CableCore

/// `cable list` for people: one row per load, battery, charger and inverter, as the file gives
/// them.
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
                "load", load.name,
                (load.quantity > 1 ? "\(load.quantity) × " : "") + demand(load.demand) + (load.inverter == nil ? "" : " AC"),
                load.length.map(display.length) ?? "-",
                "\(Display.number(load.hoursPerDay)) h/day" + (load.critical ? ", critical" : "")
                    + (load.inverter.map { ", on \($0)" } ?? ""),
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
        let inverters = system.inverters.map { inverter in
            [
                "inverter", inverter.name,
                "\(Display.watts(inverter.power)) AC, \(Display.number(inverter.effectiveEfficiency * 100)) %",
                inverter.length.map(display.length) ?? "-",
                inverter.surgePower.map { "surge \(Display.watts($0))" } ?? "-",
            ]
        }
        let rows = loads + batteries + chargers + inverters
        guard !rows.isEmpty else { return text + "\n(no loads, batteries, chargers or inverters)\n" }
        return text + "\n" + TextLayout.table(header: ["Kind", "Name", "Rating", "Length", "Use"], rows: rows, rightAligned: [])
    }
}
