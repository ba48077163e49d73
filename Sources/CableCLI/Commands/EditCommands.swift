import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The entity fields `add` and `set` take, by option name, with the file key each one writes.
enum EntityFields {
    struct Field {
        let option: OptionSpec
        /// Key in the file; dotted for nested members (`arrangement.series`).
        let key: String
        let kinds: Set<SystemDocument.EntityKind>
    }

    static let fields: [Field] = [
        Field(
            option: .value("name", "<name>", "Name (unique in the file, compared ignoring case)."), key: "name",
            kinds: [.load, .battery, .charger]),
        Field(
            option: .value("power", "<watts>", "Load: power of one device; charger: output power (60W)."), key: "power",
            kinds: [.load, .charger]),
        Field(option: .value("current", "<amps>", "Load: current of one device (5A)."), key: "current", kinds: [.load]),
        Field(
            option: .value("voltage", "<volts>", "Voltage (load, charger) or one battery's voltage."), key: "voltage",
            kinds: [.load, .battery, .charger]),
        Field(
            option: .value("length", "<length>", "One-way cable run to the bus (4m, 13ft)."), key: "length",
            kinds: [.load, .battery, .charger]),
        Field(option: .value("quantity", "<count>", "Load: identical devices on the circuit."), key: "quantity", kinds: [.load]),
        Field(
            option: .value("hours-per-day", "<hours>", "Hours per day running (load) or charging (charger)."), key: "hoursPerDay",
            kinds: [.load, .charger]),
        Field(
            option: .value("critical", "true|false", "Load: critical circuit (stricter drop limit)."), key: "critical",
            kinds: [.load]),
        Field(option: .value("wire", "<size>", "Load: a wire already chosen (6mm2, 10awg)."), key: "wire", kinds: [.load]),
        Field(option: .value("fuse", "<amps>", "Load: a fuse rating already chosen (30A)."), key: "fuse", kinds: [.load]),
        Field(
            option: .value("max-drop", "<percent>", "Load: this circuit's own drop limit (3%)."), key: "maxDropPercent",
            kinds: [.load]),
        Field(
            option: .value("chemistry", "<chemistry>", "Battery: floodedLeadAcid, agm, gel, lifepo4 or liIon."), key: "chemistry",
            kinds: [.battery]),
        Field(
            option: .value("capacity", "<Ah>", "Battery: capacity of one battery (200Ah)."), key: "capacityAh", kinds: [.battery]),
        Field(option: .value("count", "<count>", "Battery: number of batteries."), key: "count", kinds: [.battery]),
        Field(
            option: .value("series", "<count>", "Battery: batteries in series (with --parallel)."), key: "arrangement.series",
            kinds: [.battery]),
        Field(
            option: .value("parallel", "<count>", "Battery: strings in parallel (with --series)."), key: "arrangement.parallel",
            kinds: [.battery]),
        Field(
            option: .value("usable-fraction", "<fraction>", "Battery: usable share of capacity (0.8 or 80%)."),
            key: "usableFraction", kinds: [.battery]),
        Field(
            option: .value("max-discharge-current", "<amps>", "Battery: largest continuous discharge of the bank."),
            key: "maxDischargeCurrent", kinds: [.battery]),
        Field(
            option: .value("peukert-exponent", "<k>", "Battery: Peukert exponent (1 to 2)."), key: "peukertExponent",
            kinds: [.battery]),
        Field(
            option: .value("kind", "<kind>", "Charger: shore, solar, alternator, dcdc or generator."), key: "kind",
            kinds: [.charger]),
        Field(
            option: .value("output-current", "<amps>", "Charger: output current (30A)."), key: "outputCurrent", kinds: [.charger]),
        Field(
            option: .value("efficiency", "<fraction>", "Charger: share of output reaching the bank (0.75)."), key: "efficiency",
            kinds: [.charger]),
    ]

    /// The fields given on the command line for an entity kind, as file members. A field that
    /// does not apply to the kind is a usage error.
    static func given(_ options: OptionValues, kind: SystemDocument.EntityKind) throws(CLIError) -> [(
        key: String, value: JSONNode
    )] {
        var result: [(key: String, value: JSONNode)] = []
        for field in fields {
            guard let text = options.parsed.value(field.option.name) else { continue }
            guard field.kinds.contains(kind) else {
                throw .usage("--\(field.option.name) does not apply to a \(kind.rawValue)", command: options.command.name)
            }
            result.append(
                (field.key, SystemDocument.value(text, key: field.key.split(separator: ".").last.map(String.init) ?? field.key)))
        }
        return result
    }

    static func kind(_ text: String, command: String) throws(CLIError) -> SystemDocument.EntityKind {
        guard let kind = SystemDocument.EntityKind(rawValue: text.lowercased()) else {
            let names = SystemDocument.EntityKind.allCases.map(\.rawValue)
            let hint =
                Suggestion.closest(to: text, among: names).map { ". Did you mean '\($0)'?" } ?? "; use load, battery or charger"
            throw .usage("unknown kind '\(text)'\(hint)", command: command)
        }
        return kind
    }
}

/// Shared read-modify-write: lock, read, edit, validate, write atomically. A failing edit
/// writes nothing.
enum SystemEdit {
    static func perform(
        _ options: OptionValues, path: String, _ edit: (inout SystemDocument) throws(SystemEditError) -> Void
    ) throws(CLIError) -> SystemDocument {
        let name = InputFile.displayName(path)
        let path = SystemFileStore.resolve(path)
        return try SystemFileStore.withLock(path) { () throws(CLIError) -> SystemDocument in
            var document: SystemDocument
            do {
                document = try SystemDocument(bytes: try InputFile.read(path))
            } catch let error as CLIError {
                throw error
            } catch let error as SystemFileError {
                throw .badData("\(name):\(error.description.first?.isNumber == true ? "" : " ")\(error)")
            } catch {
                throw .ioError("\(name): \(error)")
            }
            do {
                try edit(&document)
            } catch {
                throw .badData("\(name): \(error)")
            }
            do {
                _ = try document.validated()
            } catch let error as SystemFileError {
                throw .badData("\(name): not changed: \(validationMessage(error))")
            } catch {
                throw .badData("\(name): not changed: \(error)")
            }
            try SystemFileStore.write(document.text, to: path, environment: options.environment)
            return document
        }
    }

    /// A validation error of an edited document, without positions (they refer to the old text).
    static func validationMessage(_ error: SystemFileError) -> String {
        switch error {
        case .syntax(let syntax): syntax.description
        case .invalid(let validation, _): validation.description
        }
    }

    /// The KIND and FILE positionals of add/set/remove, and NAME when the command takes one.
    static func target(_ options: OptionValues) throws(CLIError) -> (kind: SystemDocument.EntityKind, path: String, name: String?)
    {
        guard let kindText = options.parsed.positionals.first else {
            throw .usage("missing KIND (load, battery or charger)", command: options.command.name)
        }
        let kind = try EntityFields.kind(kindText, command: options.command.name)
        let path = try fileArgument(options, index: 1)
        guard options.command.arguments.count > 2 else { return (kind, path, nil) }
        guard options.parsed.positionals.count > 2 else { throw .usage("missing NAME", command: options.command.name) }
        return (kind, path, options.parsed.positionals[2])
    }

    static func fileArgument(_ options: OptionValues, index: Int) throws(CLIError) -> String {
        guard options.parsed.positionals.count > index else {
            throw .usage("missing \(options.command.arguments[index])", command: options.command.name)
        }
        let path = options.parsed.positionals[index]
        if path == "-" {
            throw .usage("'\(options.command.name)' edits a file in place; '-' is not a file", command: options.command.name)
        }
        return path
    }
}

/// `cable new FILE --name NAME --voltage 12V`.
enum NewCommand: Command {
    static let name = "new"
    static let spec = CommandSpec(
        name: name,
        abstract: "Create an empty system file.",
        usage: "cable new FILE --name <name> --voltage <volts> [--force]",
        discussion:
            "Writes a system file with no loads, batteries or chargers. Refuses to replace an existing file (exit 73) unless --force.",
        options: [
            .value("name", "<name>", "The system's name."),
            .value("voltage", "<volts>", "Nominal voltage: 12V, 24, 48V."),
            .flag("force", "Replace an existing file."),
        ],
        examples: ["cable new van.json --name \"My van\" --voltage 12V"],
        arguments: ["FILE"])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let path = try SystemEdit.fileArgument(options, index: 0)
        let name = try options.requiredText("name")
        let voltage = try options.requiredText("voltage")
        let document = SystemDocument(name: name, nominalVoltage: voltage)
        do {
            _ = try document.validated()
        } catch {
            // The document holds only what the options gave: name its fields by the options.
            guard case .invalid(let invalid, _) = error else { throw .badData(SystemEdit.validationMessage(error)) }
            throw .badData(invalid.renamingField { ["nominalVoltage": "--voltage", "name": "--name"][$0] ?? $0 }.description)
        }
        let target = SystemFileStore.resolve(path)
        try SystemFileStore.withLock(target) { () throws(CLIError) in
            if !options.flag("force"), Platform.kind(of: target) != nil {
                throw .cannotCreate("'\(path)' already exists; use --force to replace it")
            }
            try SystemFileStore.write(document.text, to: target, environment: options.environment)
        }
        return CommandOutput(stdout: "created \(path): \(name), \(voltage)\n")
    }
}

/// `cable add load|battery|charger FILE --name NAME …`.
enum AddCommand: Command {
    static let name = "add"
    static let spec = CommandSpec(
        name: name,
        abstract: "Add a load, battery or charger to a system file.",
        usage: "cable add load|battery|charger FILE --name <name> [fields]",
        discussion: """
            Adds the entity with the fields given as options and writes the file atomically. The new \
            entity must pass the same validation as 'cable check' (a negative length is refused before \
            anything is written); on any error the file is left byte-for-byte unchanged (exit 65).
            """,
        options: EntityFields.fields.map(\.option),
        examples: [
            "cable add load van.json --name Fridge --power 60W --length 4m --hours-per-day 10",
            "cable add battery van.json --name House --chemistry lifepo4 --capacity 200Ah --voltage 12.8V",
            "cable add charger van.json --name Solar --kind solar --output-current 20A --hours-per-day 5",
        ],
        arguments: ["KIND", "FILE"])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let (kind, path, _) = try SystemEdit.target(options)
        let fields = try EntityFields.given(options, kind: kind)
        let name = try options.requiredText("name")
        _ = try SystemEdit.perform(options, path: path) { document throws(SystemEditError) in
            try document.add(kind, fields: fields)
        }
        return CommandOutput(stdout: "added \(kind.rawValue) '\(name)' to \(path)\n")
    }
}

/// `cable set load|battery|charger FILE NAME --field value …`.
enum SetCommand: Command {
    static let name = "set"
    static let spec = CommandSpec(
        name: name,
        abstract: "Change fields of a load, battery or charger in a system file.",
        usage: "cable set load|battery|charger FILE NAME [--field value …] [--unset field,…]",
        discussion: """
            NAME matches ignoring case. Giving --power removes a --current (and the other way round); \
            --unset removes optional fields by option name (e.g. --unset wire,fuse). The result must \
            pass validation or nothing is written.
            """,
        options: EntityFields.fields.map(\.option) + [
            .value("unset", "<fields>", "Fields to remove, comma-separated: wire,fuse.")
        ],
        examples: [
            "cable set load van.json fridge --length 5m --hours-per-day 12", "cable set load van.json Fridge --unset wire",
        ],
        arguments: ["KIND", "FILE", "NAME"])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let (kind, path, target) = try SystemEdit.target(options)
        let name = target ?? ""
        let fields = try EntityFields.given(options, kind: kind)
        var unset: [String] = []
        for item in (options.parsed.value("unset") ?? "").split(separator: ",") {
            let option = item.trimmed
            guard let field = EntityFields.fields.first(where: { $0.option.name == option }), field.kinds.contains(kind) else {
                throw .usage("--unset: '\(option)' is not a field of a \(kind.rawValue)", command: spec.name)
            }
            unset.append(field.key)
        }
        guard !fields.isEmpty || !unset.isEmpty else {
            throw .usage("nothing to change: give fields such as --length 5m", command: spec.name)
        }
        var written = name
        _ = try SystemEdit.perform(options, path: path) { document throws(SystemEditError) in
            written = try document.set(kind, name: name, fields: fields, unset: unset)
        }
        return CommandOutput(stdout: "updated \(kind.rawValue) '\(written)' in \(path)\n")
    }
}

/// `cable remove load|battery|charger FILE NAME`.
enum RemoveCommand: Command {
    static let name = "remove"
    static let spec = CommandSpec(
        name: name,
        abstract: "Remove a load, battery or charger from a system file.",
        usage: "cable remove load|battery|charger FILE NAME",
        discussion:
            "NAME matches ignoring case; a missing name is an error naming the closest ones, and the file is left unchanged.",
        options: [],
        examples: ["cable remove load van.json \"Water pump\""],
        arguments: ["KIND", "FILE", "NAME"])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let (kind, path, target) = try SystemEdit.target(options)
        let name = target ?? ""
        var written = name
        _ = try SystemEdit.perform(options, path: path) { document throws(SystemEditError) in
            written = try document.remove(kind, name: name)
        }
        return CommandOutput(stdout: "removed \(kind.rawValue) '\(written)' from \(path)\n")
    }
}

/// `cable list FILE`: what a system file holds.
enum ListCommand: Command {
    static let name = "list"
    static let spec = CommandSpec(
        name: name,
        abstract: "List the loads, batteries and chargers in a system file.",
        usage: "cable list FILE [--json]",
        discussion: "Shows each entity's name and main fields as written in the file.",
        options: [CommonOptions.json],
        examples: ["cable list van.json"],
        arguments: ["FILE"])

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let (_, system) = try options.systemFile()
        if options.flag("json") {
            func names(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }
            let document: JSONValue = .object([
                "schemaVersion": JSONFields.schemaVersion,
                "name": .string(system.name),
                "nominalVoltage": .number(system.nominalVoltage.volts),
                "loads": names(system.loads.map(\.name)),
                "batteries": names(system.batteries.map(\.name)),
                "chargers": names(system.chargers.map(\.name)),
            ])
            return CommandOutput(stdout: document.serialized() + "\n")
        }
        let display = Display(units: try options.units(for: system))
        var text = "\(system.name) — \(Display.volts(system.nominalVoltage))\n"
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
        guard !rows.isEmpty else { return CommandOutput(stdout: text + "\n(no loads, batteries or chargers)\n") }
        text += "\n" + TextLayout.table(header: ["Kind", "Name", "Rating", "Length", "Use"], rows: rows, rightAligned: [])
        return CommandOutput(stdout: text)
    }
}
