import CableCore

/// `cable remove load|battery|charger|inverter|panel|array FILE NAME`.
enum RemoveCommand: Command {
    static let spec = CommandSpec(
        name: "remove",
        abstract: "Remove a load, battery, charger, inverter, panel or PV array from a system file.",
        usage: "cable remove \(EntityKind.usageChoices) FILE NAME",
        discussion:
            "NAME matches ignoring case; a missing name is an error naming the closest ones, and the file is left unchanged.",
        options: [Options.dryRun.spec],
        examples: ["cable remove load van.json \"Water pump\""],
        arguments: ["KIND", "FILE", "NAME"])

    /// KIND, FILE, then the names of that kind in FILE.
    static func completion(ofArgument index: Int, after given: [String]) -> CompletionWords {
        index == 2 ? .names([]) : CompletionWords.forArgument(spec.arguments[min(index, 1)])
    }

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let (kind, path, target) = try SystemEdit.target(arguments)
        let name = target ?? ""
        var written = name
        let diff = try SystemEdit.perform(arguments, path: path, entity: nil) { document throws(SystemEditError) in
            written = try document.remove(kind, name: name)
        }
        return SystemEdit.output(
            diff: diff, path: path,
            confirmation: arguments.language.tr(
                "removed {kind} '{name}' from {file}",
                [
                    "kind": CoreWords.entity(kind, in: arguments.language), "name": EchoedText.escapingAll(written),
                    "file": EchoedText.escapingAll(path),
                ])
                + "\n",
            changed: arguments.language.tr(
                "the {kind} was removed from {file}",
                ["kind": CoreWords.entity(kind, in: arguments.language), "file": EchoedText.escapingAll(path)]),
            in: arguments.language)
    }
}
