import CableCore

/// `cable add load|battery|charger|inverter FILE --name NAME …`.
enum AddCommand: Command {
    /// `--from ID`: fill the fields from a catalogue entry
    /// (``CatalogEntry/systemFileFields(for:nominalVoltage:given:)``).
    static let from = Option(
        "from", "<id>",
        "Load, charger, inverter; array (a PV module): fill the fields from this catalogue entry ('cable catalog'); options given win."
    )

    static let spec = CommandSpec(
        name: "add",
        abstract: "Add a load, battery, charger or inverter to a system file.",
        usage: "cable add load|battery|charger|inverter|panel|array FILE --name <name> [fields]",
        discussion: """
            Adds the entity with the fields given as options and writes the file atomically. The new \
            entity must pass the same validation as 'cable check' (a negative length is refused before \
            anything is written); on any error the file is left byte-for-byte unchanged (exit 65). A bare \
            --length or --wire follows --units, else the file's defaults.units, else CABLE_UNITS; it is \
            written with its unit when the file reads bare numbers otherwise. --from ID fills the figures \
            from a catalogue entry ('cable catalog search fridge') and records its id as catalogId; fields \
            given as options replace the entry's.
            """,
        options: EntityFields.fields.map(\.option) + [Options.units.spec, from.spec, Options.catalog.spec],
        examples: [
            "cable add load van.json --name Fridge --power 60W --length 4m --hours-per-day 10",
            "cable add battery van.json --name House --chemistry lifepo4 --capacity 200Ah --voltage 12.8V",
            "cable add charger van.json --name Solar --kind solar --output-current 20A --hours-per-day 5",
            "cable add inverter van.json --name Inverter --power 2000W --efficiency 0.9 --length 1.5m",
            "cable add load van.json --name Kettle --inverter Inverter --power 1500W --hours-per-day 0.1",
            "cable add load van.json --from fridge-compressor-40l --name Fridge --length 4m",
        ],
        arguments: ["KIND", "FILE"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let (kind, path, _) = try SystemEdit.target(arguments)
        let given = try EntityFields.given(arguments, kind: kind)
        let name = try arguments.required(EntityFields.name)
        var entry: CatalogEntry?
        if let id = try arguments.value(from) {
            entry = try CatalogCommand.entry(id, in: try arguments.catalog(), option: "--from").entry
        } else if arguments.has(Options.catalog.spec) {
            throw .usage(.edit(.catalogWithoutFrom), command: spec.name)
        }
        try SystemEdit.perform(arguments, path: path, entity: (kind, name)) { document, units throws(SystemEditError) in
            var fields = EntityFields.members(given, in: document, typedIn: units)
            if let entry, let nominal = try? document.validated().nominalVoltage {
                fields = try entry.systemFileFields(for: kind, nominalVoltage: nominal, given: fields)
            }
            try document.add(kind, fields: fields)
        }
        return CommandOutput(
            stdout: tr(
                "added {kind} '{name}' to {file}",
                ["kind": CoreWords.entity(kind), "name": EchoedText.escapingAll(name), "file": EchoedText.escapingAll(path)])
                + "\n",
            changed: tr("the {kind} was added to {file}", ["kind": CoreWords.entity(kind), "file": EchoedText.escapingAll(path)]))
    }
}
