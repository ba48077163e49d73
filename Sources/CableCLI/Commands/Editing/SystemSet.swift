import CableCore

/// `cable set system FILE --field value … [--unset field,…]`: the system's own fields
/// (``SystemFields``), edited as `set load` edits a load (``SystemEdit``: locked, validated as
/// `check` would, atomic, never over another program's change). Errors name the option.
enum SystemSet {
    static func run(_ arguments: Arguments) throws(CLIError) -> CommandOutput {
        let command = arguments.command.name
        let path = try SystemEdit.fileArgument(arguments, index: 1)
        guard arguments.parsed.positionals.count == 2 else {
            throw .usage(.edit(.setSystemTakesFileOnly), command: command)
        }
        let systemNames = Set(SystemFields.fields.map(\.option.name))
        if let field = EntityFields.fields.first(where: {
            !systemNames.contains($0.option.name)
                && ($0.option.isFlag ? arguments.bool($0.option) != nil : arguments.text(of: $0.option) != nil)
        }) {
            throw .usage(.edit(.notASystemField(option: "--" + field.option.name)), command: command)
        }
        let fields = try SystemFields.given(arguments)
        var unset: [String] = []
        for item in (arguments.text(of: SetCommand.unsetOption.spec) ?? "").split(separator: ",") {
            let option = String(item).trimmingWhitespace
            guard let field = SystemFields.settings.first(where: { $0.option.name == option }) else {
                let names = SystemFields.settings.map(\.option.name)
                throw .usage(.edit(.unsetNotASystemField(option, options: names)), command: command)
            }
            unset.append(field.key)
        }
        guard !fields.isEmpty || !unset.isEmpty else {
            throw .usage(.edit(.nothingToChangeInSystem), command: command)
        }
        let diff = try SystemEdit.perform(arguments, path: path, entity: nil, optionForKey: SystemFields.option(forKey:)) {
            document throws(SystemEditError) in
            document.setSystem(fields: fields, unset: unset)
        }
        return SystemEdit.output(
            diff: diff, path: path,
            confirmation: arguments.language.tr("updated the system in {file}", ["file": EchoedText.escapingAll(path)]) + "\n",
            changed: "the system was updated in \(EchoedText.escapingAll(path))", in: arguments.language)
    }
}
