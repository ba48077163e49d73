import CableCore

/// `cable set load|battery|charger|inverter FILE NAME --field value …`.
enum SetCommand: Command {
    static let unsetOption = Option("unset", "<fields>", "Fields to remove, comma-separated: wire,fuse.")

    static let spec = CommandSpec(
        name: "set",
        abstract: "Change fields of a load, battery, charger or inverter in a system file.",
        usage: "cable set load|battery|charger|inverter FILE NAME [--field value …] [--unset field,…]",
        discussion: """
            NAME matches ignoring case. Giving --power removes a --current (and the other way round); \
            --unset removes optional fields by option name (e.g. --unset wire,fuse). The result must \
            pass validation or nothing is written.
            """,
        options: EntityFields.fields.map(\.option.spec) + [unsetOption.spec, Options.units.spec],
        examples: [
            "cable set load van.json fridge --length 5m --hours-per-day 12", "cable set load van.json Fridge --unset wire",
        ],
        arguments: ["KIND", "FILE", "NAME"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let (kind, path, target) = try SystemEdit.target(arguments)
        let name = target ?? ""
        let fields = try EntityFields.given(arguments, kind: kind)
        var unset: [String] = []
        for item in (arguments.text(of: unsetOption.spec) ?? "").split(separator: ",") {
            let option = String(item).trimmingWhitespace
            guard let field = EntityFields.fields.first(where: { $0.option.name == option }), field.kinds.contains(kind) else {
                throw .usage("--unset: \(EchoedText.quoted(option)) is not a field of a \(kind.rawValue)", command: spec.name)
            }
            unset.append(field.key)
        }
        guard !fields.isEmpty || !unset.isEmpty else {
            throw .usage("nothing to change: give fields such as --length 5m", command: spec.name)
        }
        var written = name
        let renamed = arguments.text(of: EntityFields.name.spec) ?? name
        try SystemEdit.perform(arguments, path: path, entity: (kind, renamed)) { document, units throws(SystemEditError) in
            written = try document.set(
                kind, name: name, fields: EntityFields.members(fields, in: document, typedIn: units), unset: unset)
        }
        return CommandOutput(
            stdout: "updated \(kind.rawValue) '\(written)' in \(path)\n", changed: "the \(kind.rawValue) was updated in \(path)")
    }
}
