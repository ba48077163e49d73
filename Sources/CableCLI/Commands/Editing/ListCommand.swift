import CableCore

/// `cable list [KIND] FILE`: what a system file holds, or only its entities of one KIND.
enum ListCommand: Command {
    static let spec = CommandSpec(
        name: "list",
        abstract: "List the loads, batteries, chargers, inverters, panels and PV arrays in a system file.",
        usage: "cable list [KIND] FILE [--units metric|imperial] [--format text|json] [-o FILE]",
        discussion: """
            Shows each entity's name and main fields as written in the file. With KIND (load, battery, \
            charger, inverter, panel or array, or its plural), only the entities of that kind: in JSON \
            only that kind's list is present.
            """,
        options: [Options.units.spec, Options.textOrJSON.spec, Options.json.spec, Options.output.spec, Options.wide.spec],
        examples: ["cable list van.json", "cable list load van.json --json"],
        arguments: ["[KIND]", "FILE"])

    /// KIND or FILE first (a kind and file names are offered), then FILE after a KIND.
    static func completion(ofArgument index: Int, after given: [String]) -> CompletionWords {
        switch index {
        case 0: .wordsAndFiles(EntityKind.allCases.map(\.rawValue))
        case 1 where kind(named: given[0]) != nil: .files
        default: .none
        }
    }

    /// The kind `text` names: its singular (`load`, as `add` takes it) or its list's key
    /// (`loads`), ignoring case.
    static func kind(named text: String) -> EntityKind? {
        let text = text.lowercased()
        return EntityKind.allCases.first { $0.rawValue == text || $0.listKey == text }
    }

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let format = try arguments.outputFormat(Options.textOrJSON, default: .text)
        var kind: EntityKind?
        if arguments.parsed.positionals.count > 1 {
            let text = arguments.parsed.positionals[0]
            guard let named = Self.kind(named: text) else {
                let names = EntityKind.allCases.map(\.rawValue)
                throw .usage(
                    .edit(.unknownKind(text, suggestion: Suggestion.closest(to: text, among: names))), command: spec.name)
            }
            kind = named
        }
        let system: ElectricalSystem
        do {
            (_, system) = try arguments.systemFile(at: kind == nil ? 0 : 1)
        } catch {
            // `cable list load` with no file of that name: the FILE is missing, not unreadable.
            if case .noInput(.noSuchFile) = error, kind == nil, Self.kind(named: arguments.parsed.positionals[0]) != nil {
                throw .usage(.argument(.missingFile), command: spec.name)
            }
            throw error
        }
        let text =
            format == .json
            ? ListJSON(system: system, kind: kind).indentedText
            : ListText.render(
                system, kind: kind, display: Display(units: try arguments.units(for: system), language: arguments.language),
                width: try arguments.textWidth())
        return try OutputFile.deliver(text: text, arguments: arguments)
    }
}
