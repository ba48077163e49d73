import CableCore
import CableText

/// `cable set load|battery|charger|inverter|panel|array FILE NAME --field value …`, and
/// `cable set system FILE --name … --voltage … --standard … --max-drop …` (``SystemSet``).
enum SetCommand: Command {
    static let unsetOption = Option("unset", "<fields>", "Fields to remove, comma-separated: wire,fuse.")

    /// The system's fields that no entity has (`--standard`, `--units`, …).
    static let systemOnly = SystemFields.fields.filter { field in
        !EntityFields.fields.contains { $0.option.name == field.option.name }
    }

    static let spec = CommandSpec(
        name: "set",
        abstract: "Change fields of a load, battery, charger, inverter, panel or PV array, or of the system, in a system file.",
        usage: """
            cable set \(EntityKind.usageChoices) FILE NAME [--field value …] [--unset field,…]
                   cable set system FILE [--name …] [--voltage …] [--standard …] [--units …] [--max-drop …] [--unset field,…]
            """,
        discussion: """
            NAME matches ignoring case. Giving --power removes a --current, --surge-power a --surge-current \
            (and the other way round; both of a pair at once are refused); --unset removes optional fields by option name (e.g. --unset wire,fuse). 'set system' changes \
            the file's name, nominal voltage (--voltage), standard and defaults (--units, --max-drop, \
            --critical-max-drop, --conductor-temperature, --insulation, --material). The result must \
            pass validation or nothing is written.
            """,
        options: EntityFields.fields.map(\.option) + systemOnly.map(\.spec) + [unsetOption.spec, Options.dryRun.spec],
        examples: [
            "cable set load van.json fridge --length 5m --hours-per-day 12", "cable set load van.json Fridge --unset wire",
            "cable set system van.json --standard abyc --max-drop 3%",
        ],
        arguments: ["KIND", "FILE", "NAME"])

    /// The KIND that names the system itself: `cable set system FILE`.
    static let systemKind = "system"

    /// KIND (or `system`), FILE, then the names of that kind in FILE (none for the system).
    static func completion(ofArgument index: Int, after given: [String]) -> CompletionWords {
        switch index {
        case 0: .words(EntityKind.allCases.map(\.rawValue) + [systemKind])
        case 1: .files
        case 2 where given.first?.lowercased() != systemKind: .names([])
        default: .none
        }
    }

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        if arguments.parsed.positionals.first?.lowercased() == systemKind { return try SystemSet.run(arguments) }
        // `--units` on an entity (not `set system`) says what its bare numbers mean.
        if let field = systemOnly.first(where: {
            $0.option.name != SystemFields.units.name && arguments.text(of: $0.option.spec) != nil
        }) {
            throw .usage(.edit(.systemField(option: "--" + field.option.name)), command: spec.name)
        }
        let (kind, path, target) = try SystemEdit.target(arguments)
        let name = target ?? ""
        let fields = try EntityFields.given(arguments, kind: kind)
        var unset: [String] = []
        for item in (arguments.text(of: unsetOption.spec) ?? "").split(separator: ",") {
            let option = String(item).trimmingWhitespace
            guard let field = EntityFields.fields.first(where: { $0.option.name == option }), field.kinds.contains(kind) else {
                throw .usage(.edit(.unsetNotAField(option, kind: kind)), command: spec.name)
            }
            unset.append(field.keys[kind] ?? field.key)
        }
        guard !fields.isEmpty || !unset.isEmpty else {
            throw .usage(.edit(.nothingToChange), command: spec.name)
        }
        var written = name
        let renamed = arguments.text(of: EntityFields.name.spec) ?? name
        let diff = try SystemEdit.perform(arguments, path: path, entity: (kind, renamed)) {
            document, units throws(SystemEditError) in
            written = try document.set(
                kind, name: name, fields: EntityFields.members(fields, in: document, typedIn: units), unset: unset)
        }
        return SystemEdit.output(
            diff: diff, path: path,
            confirmation: arguments.language.tr(
                "updated {kind} '{name}' in {file}",
                [
                    "kind": CoreWords.entity(kind, in: arguments.language), "name": EchoedText.escapingAll(written),
                    "file": EchoedText.escapingAll(path),
                ])
                + "\n",
            changed: arguments.language.tr(
                "the {kind} was updated in {file}",
                ["kind": CoreWords.entity(kind, in: arguments.language), "file": EchoedText.escapingAll(path)]),
            in: arguments.language)
    }
}
