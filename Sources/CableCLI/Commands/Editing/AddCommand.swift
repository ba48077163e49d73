import CableCore
import CableText

/// `cable add load|battery|charger|inverter|panel|array FILE --name NAME …`.
enum AddCommand: Command {
    /// `--from ID`: fill the fields from a catalogue entry
    /// (``CatalogEntry/systemFileFields(for:nominalVoltage:given:)``).
    static let from = Option(
        "from", "<id>",
        "Load, charger, inverter; array (a PV module): fill the fields from this catalogue entry ('cable catalog'); options given win."
    )

    static let spec = CommandSpec(
        name: "add",
        abstract: "Add a load, battery, charger, inverter, panel or PV array to a system file.",
        usage: "cable add \(EntityKind.usageChoices) FILE --name <name>|--from <id> [fields]",
        discussion: """
            Adds the entity with the fields given as options and writes the file atomically. The new \
            entity must pass the same validation as 'cable check' (a negative length is refused before \
            anything is written); on any error the file is left byte-for-byte unchanged (exit 65). A bare \
            --length or --wire follows --units, else the file's defaults.units, else CABLE_UNITS; it is \
            written with its unit when the file reads bare numbers otherwise. --from ID fills the figures \
            from a catalogue entry ('cable catalog search fridge') and records its id as catalogId; fields \
            given as options replace the entry's. Without --name, the entity is named after the entry in \
            the run's language, with " 2", " 3"… added when the file already has that name.
            """,
        options: EntityFields.fields.map(\.option) + [
            Options.units.spec, from.spec.completing(.catalogIDs), Options.catalog.spec, Options.dryRun.spec,
        ],
        examples: [
            "cable add load van.json --name Fridge --power 60W --length 4m --hours-per-day 10",
            "cable add battery van.json --name House --chemistry lifepo4 --capacity 200Ah --voltage 12.8V",
            "cable add charger van.json --name Solar --kind solar --output-current 20A --hours-per-day 5",
            "cable add inverter van.json --name Inverter --power 2000W --efficiency 0.9 --length 1.5m",
            "cable add load van.json --name Kettle --inverter Inverter --power 1500W --hours-per-day 0.1",
            "cable add load van.json --from fridge-compressor-40l --name Fridge --length 4m",
            "cable add load van.json --from fridge-compressor-40l --length 4m",
        ],
        arguments: ["KIND", "FILE"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let (kind, path, _) = try SystemEdit.target(arguments)
        let given = try EntityFields.given(arguments, kind: kind)
        var entry: CatalogEntry?
        if let id = try arguments.value(from) {
            entry = try CatalogCommand.entry(id, in: try arguments.catalog(), option: "--from").entry
        } else if arguments.has(Options.catalog.spec) {
            throw .usage(.edit(.catalogWithoutFrom), command: spec.name)
        }
        // Without --name, --from names the entity after the entry, in the run's language, made
        // unique in the file when the edit reads it (so the name is chosen under the lock).
        let givenName = entry == nil ? try arguments.required(EntityFields.name) : try arguments.value(EntityFields.name)
        let chosen = ChosenName(givenName ?? "")
        let diff = try SystemEdit.perform(arguments, path: path, entity: (kind, chosen.name)) {
            document, units throws(SystemEditError) in
            var fields = EntityFields.members(given, in: document, typedIn: units)
            if givenName == nil, let entry {
                chosen.name = document.unusedName(entry.name(in: arguments.language.rawValue))
                fields.insert((SystemSchema.name.key, SystemDocument.value(chosen.name, key: SystemSchema.name.key)), at: 0)
            }
            if let entry, let system = try? document.validated() {
                // The bank `--input-feed` names, whose voltage a DC-DC entry's input must take.
                let feedKey = SystemSchema.chargerInput.key + "." + SystemSchema.inputFeed.key
                let feed = fields.first { $0.key == feedKey }.flatMap { field -> BatteryBank? in
                    guard case .string(let name, _) = field.value else { return nil }
                    let key = EntityName.comparisonKey(name)
                    return system.batteries.first { EntityName.comparisonKey($0.name) == key }
                }
                fields = try entry.systemFileFields(
                    for: kind, nominalVoltage: system.nominalVoltage, given: fields, inputFeed: feed)
            }
            try document.add(kind, fields: fields)
        }
        let name = chosen.name
        return SystemEdit.output(
            diff: diff, path: path,
            confirmation: arguments.language.tr(
                "added {kind} '{name}' to {file}",
                [
                    "kind": CoreWords.entity(kind, in: arguments.language), "name": EchoedText.escapingAll(name),
                    "file": EchoedText.escapingAll(path),
                ])
                + "\n",
            changed: arguments.language.tr(
                "the {kind} was added to {file}",
                ["kind": CoreWords.entity(kind, in: arguments.language), "file": EchoedText.escapingAll(path)]),
            in: arguments.language)
    }
}

/// The name `add` gives the new entity: set inside the edit when `--from` chooses it.
private final class ChosenName {
    var name: String
    init(_ name: String) { self.name = name }
}
