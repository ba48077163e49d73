import CableCore
import CableText

/// The entity fields `add` and `set` take, by option name, with the file key each one writes.
enum EntityFields {
    struct Field {
        /// The option: a value kept as typed (the file keeps `"60W"` as written), or a flag
        /// (`--critical` writes `true`, `--no-critical` `false`).
        let option: OptionSpec
        /// Key in the file; dotted for nested members (`arrangement.series`).
        let key: String
        let kinds: Set<SystemDocument.EntityKind>

        init(option: Option<String>, key: String, kinds: Set<SystemDocument.EntityKind>) {
            self.option = option.spec
            self.key = key
            self.kinds = kinds
        }

        init(flag: Flag, key: String, kinds: Set<SystemDocument.EntityKind>) {
            self.option = flag.spec
            self.key = key
            self.kinds = kinds
        }
    }

    /// `--name`, which every kind has.
    static let name = Option("name", "<name>", "Name (unique in the file, compared ignoring case).")

    /// Kinds whose circuit has its own drop limit and installation conditions.
    static let circuits: Set<SystemDocument.EntityKind> = [.load, .battery, .charger, .inverter]

    static let fields: [Field] = [
        Field(option: name, key: "name", kinds: [.load, .battery, .charger, .inverter]),
        Field(
            option: Option(
                "power", "<watts>",
                "Load: power of one device (AC watts on an inverter); charger: output power; inverter: continuous AC rating (60W).",
                short: "p"),
            key: "power", kinds: [.load, .charger, .inverter]),
        Field(
            option: Option("current", "<amps>", "Load: current of one device (5A).", short: "c"), key: "current",
            kinds: [.load]),
        Field(
            option: Option(
                "voltage", "<volts>", "Voltage (load, charger; an AC load's AC voltage) or one battery's voltage.", short: "v"),
            key: "voltage", kinds: [.load, .battery, .charger]),
        Field(
            option: Option(
                "length", "<length>",
                "One-way cable run to the bus (4m, 13ft). Bare numbers are metres, or feet with --units imperial.", short: "l"),
            key: "length",
            kinds: [.load, .battery, .charger, .inverter]),
        Field(option: Option("quantity", "<count>", "Load: identical devices on the circuit."), key: "quantity", kinds: [.load]),
        Field(
            option: Option("hours-per-day", "<hours>", "Hours per day running (load) or charging (charger)."), key: "hoursPerDay",
            kinds: [.load, .charger]),
        Field(
            flag: Flag(
                "critical", "Load: critical circuit (stricter drop limit); --no-critical makes it an ordinary one.",
                negatable: true, legacyBoolean: true),
            key: "critical", kinds: [.load]),
        Field(
            option: Option(
                "wire", "<size>", "Load: a wire already chosen (6mm2, 10awg). A bare number is mm², or AWG with --units imperial."
            ),
            key: "wire", kinds: [.load]),
        Field(option: Option("fuse", "<amps>", "Load: a fuse rating already chosen (30A)."), key: "fuse", kinds: [.load]),
        Field(
            option: Option("max-drop", "<percent>", "This circuit's own drop limit (3%); a battery's main feed."),
            key: "maxDropPercent", kinds: circuits),
        Field(
            flag: Flag(
                "engine-room", "The circuit runs through an engine room (derates its ampacity); --no-engine-room: it does not.",
                negatable: true, legacyBoolean: true),
            key: "engineRoom", kinds: circuits),
        Field(
            option: Option("bundled", "<count>", "Current-carrying conductors bundled with it (derates its ampacity)."),
            key: "bundled", kinds: circuits),
        Field(
            option: Option(
                "insulation", "<rating>", "The circuit's insulation rating (90C, 105C); the file's default if not given."),
            key: "insulation", kinds: circuits),
        Field(
            option: Option("inverter", "<name>", "Load: the inverter that feeds this AC load (its power is then AC watts)."),
            key: "inverter", kinds: [.load]),
        Field(
            option: Option("chemistry", "<chemistry>", "Battery: floodedLeadAcid, agm, gel, lifepo4 or liIon."), key: "chemistry",
            kinds: [.battery]),
        Field(
            option: Option("capacity", "<Ah>", "Battery: capacity of one battery (200Ah)."), key: "capacityAh", kinds: [.battery]),
        Field(option: Option("count", "<count>", "Battery: number of batteries."), key: "count", kinds: [.battery]),
        Field(
            option: Option("series", "<count>", "Battery: batteries in series (with --parallel)."), key: "arrangement.series",
            kinds: [.battery]),
        Field(
            option: Option("parallel", "<count>", "Battery: strings in parallel (with --series)."), key: "arrangement.parallel",
            kinds: [.battery]),
        Field(
            option: Option("usable-fraction", "<fraction>", "Battery: usable share of capacity (0.8 or 80%)."),
            key: "usableFraction", kinds: [.battery]),
        Field(
            option: Option("max-discharge-current", "<amps>", "Battery: largest continuous discharge of the bank."),
            key: "maxDischargeCurrent", kinds: [.battery]),
        Field(
            option: Option("peukert-exponent", "<k>", "Battery: Peukert exponent (1 to 2)."), key: "peukertExponent",
            kinds: [.battery]),
        Field(
            option: Option("charge-voltage", "<volts>", "Battery: highest charging voltage of the bank (58.4V)."),
            key: "chargeVoltage", kinds: [.battery]),
        Field(
            option: Option("short-circuit-current", "<amps>", "Battery: one battery's short-circuit current, from its maker."),
            key: "shortCircuitCurrent", kinds: [.battery]),
        Field(
            option: Option("cold-cranking-amps", "<amps>", "Battery: one lead-acid battery's CCA (800A)."),
            key: "coldCrankingAmps", kinds: [.battery]),
        Field(
            option: Option("fuse-type", "<family>", "Battery: the main fuse's family, when installed (classT, anl …)."),
            key: "fuseType", kinds: [.battery]),
        Field(
            option: Option("kind", "<kind>", "Charger: shore, solar, alternator, dcdc or generator."), key: "kind",
            kinds: [.charger]),
        Field(
            option: Option("output-current", "<amps>", "Charger: output current (30A)."), key: "outputCurrent", kinds: [.charger]),
        Field(
            option: Option(
                "efficiency", "<fraction>", "Charger: share of output reaching the bank (0.75); inverter: DC to AC (0.9)."),
            key: "efficiency", kinds: [.charger, .inverter]),
        Field(
            option: Option("idle-power", "<watts>", "Inverter: power drawn with no load (its data sheet's zero-load power)."),
            key: "idlePower", kinds: [.inverter]),
        Field(
            option: Option(
                "cutoff-voltage", "<volts>", "Inverter: lowest battery voltage it runs at (default 87.5 % of nominal)."),
            key: "cutoffVoltage", kinds: [.inverter]),
        Field(
            option: Option("surge-power", "<watts>", "Inverter: short-time surge rating (4000W)."), key: "surgePower",
            kinds: [.inverter]),
    ]

    /// The fields given on the command line for an entity kind, as typed. A field that does not
    /// apply to the kind is a usage error.
    static func given(_ arguments: Arguments, kind: SystemDocument.EntityKind) throws(CLIError) -> [(
        key: String, text: String
    )] {
        var result: [(key: String, text: String)] = []
        for field in fields {
            let flag = field.option.isFlag ? arguments.bool(field.option).map { $0 ? "true" : "false" } : nil
            guard let text = flag ?? arguments.text(of: field.option) else { continue }
            guard field.kinds.contains(kind) else {
                throw .usage(
                    tr(
                        "{option} does not apply to a {kind}",
                        ["option": "--" + field.option.name, "kind": Words(Language.current).text(kind)]),
                    command: arguments.command.name)
            }
            result.append((field.key, text))
        }
        return result
    }

    /// The fields as members of `document`, typed under `units` (a bare length or wire size
    /// keeps the meaning it was typed with: ``SystemDocument/value(_:key:typedIn:)``).
    static func members(_ fields: [(key: String, text: String)], in document: SystemDocument, typedIn units: UnitSystem)
        -> [(key: String, value: JSONNode)]
    {
        fields.map { field in
            let leaf = field.key.split(separator: ".").last.map(String.init) ?? field.key
            return (field.key, document.value(field.text, key: leaf, typedIn: units))
        }
    }

    /// The options that write the file key `key`, as the user types them: `hoursPerDay` →
    /// `--hours-per-day`, `arrangement` → `--series and --parallel`.
    static func options(forKey key: String) -> String? {
        let names = fields.filter { $0.key == key || $0.key.hasPrefix(key + ".") }.map { "--" + $0.option.name }
        return names.isEmpty ? nil : names.joined(separator: " and ")
    }

    static func kind(_ text: String, command: String) throws(CLIError) -> SystemDocument.EntityKind {
        guard let kind = SystemDocument.EntityKind(rawValue: text.lowercased()) else {
            let names = SystemDocument.EntityKind.allCases.map(\.rawValue)
            let message =
                Suggestion.closest(to: text, among: names).map {
                    tr("unknown kind {kind}. Did you mean '{name}'?", ["kind": EchoedText.quoted(text), "name": $0])
                } ?? tr("unknown kind {kind}; use load, battery, charger or inverter", ["kind": EchoedText.quoted(text)])
            throw .usage(message, command: command)
        }
        return kind
    }
}
