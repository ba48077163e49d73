import CableCore

extension Words {
    /// Why an edit could not be made: `a load named 'Fridge' already exists (…)`.
    public func text(_ error: SystemEditError) -> String {
        switch error {
        case .noSuchEntity(let kind, let name, let closest):
            let values: KeyValuePairs = ["kind": text(kind), "name": EchoedText.quoted(name), "kinds": plural(kind)]
            guard !closest.isEmpty else { return tr("no {kind} named {name} (there are no {kinds})", values) }
            let list = commas(closest.prefix(5).map { EchoedText.escaped($0) })
            return closest.contains { SystemEditError.isClose($0, to: name) }
                ? tr(
                    "no {kind} named {name} (closest: {list})",
                    ["kind": text(kind), "name": EchoedText.quoted(name), "list": list])
                : tr(
                    "no {kind} named {name} (existing: {list})",
                    ["kind": text(kind), "name": EchoedText.quoted(name), "list": list])
        case .duplicateName(let kind, let name):
            return tr(
                "a {kind} named {name} already exists (names are compared ignoring case, invisible characters and extra spaces)",
                ["kind": text(kind), "name": EchoedText.quoted(name)])
        case .catalogKind(let id, let kind, let wanted):
            return tr(
                "catalogue entry {id} is a {kind}, not a {wanted}; use 'cable add {command}'",
                [
                    "id": EchoedText.quoted(id), "kind": text(kind), "wanted": text(wanted),
                    "command": kind == .module ? "array" : kind.rawValue,
                ])
        case .catalogVoltage(let id, let voltages, let nominal):
            return tr(
                "catalogue entry {id} has figures for {list}, not this {nominal} system; give the device's own figures "
                    + "(--power or --current; --output-current for a charger) or choose an entry for {nominal}",
                [
                    "id": EchoedText.quoted(id), "list": commas(voltages.map { quantity(.init($0.volts, "V")) }),
                    "nominal": quantity(.init(nominal.volts, "V")),
                ])
        case .catalogInputVoltage(let id, let input, let bank, let bankVoltage):
            return tr(
                "catalogue entry {id} is a charger for a {input} input, and {bank} is {voltage}: its input would be "
                    + "destroyed or charge nothing; name a battery of its input's voltage in --input-feed, or choose an "
                    + "entry for a {voltage} input",
                [
                    "id": EchoedText.quoted(id), "input": quantity(.init(input.volts, "V")), "bank": EchoedText.quoted(bank),
                    "voltage": quantity(.init(bankVoltage.volts, "V")),
                ])
        case .catalogSupply(let id, true):
            return tr(
                "catalogue entry {id} is an AC device: give --inverter NAME (the inverter that feeds it)",
                ["id": EchoedText.quoted(id)])
        case .catalogSupply(let id, false):
            return tr(
                "catalogue entry {id} is a DC device: it cannot be fed by an inverter (--inverter)",
                ["id": EchoedText.quoted(id)])
        }
    }

    /// An entity kind as a noun: `load`.
    public func text(_ kind: EntityKind) -> String {
        switch kind {
        case .load: tr("load")
        case .battery: tr("battery")
        case .charger: tr("charger")
        case .inverter: tr("inverter")
        case .panel: tr("panel")
        case .array: tr("PV array")
        }
    }

    /// A catalogue entry's kind as a noun: `load`.
    public func text(_ kind: CatalogEntry.Kind) -> String {
        switch kind {
        case .load: tr("load")
        case .charger: tr("charger")
        case .inverter: tr("inverter")
        case .module: tr("PV module")
        }
    }

    /// An entity kind in the plural: `loads`.
    func plural(_ kind: EntityKind) -> String {
        switch kind {
        case .load: tr("loads")
        case .battery: tr("batteries")
        case .charger: tr("chargers")
        case .inverter: tr("inverters")
        case .panel: tr("panels")
        case .array: tr("PV arrays")
        }
    }
}
