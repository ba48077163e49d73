import CableCore

/// `cable list FILE`: what a system file holds.
enum ListCommand: Command {
    static let spec = CommandSpec(
        name: "list",
        abstract: "List the loads, batteries, chargers and inverters in a system file.",
        usage: "cable list FILE [--units metric|imperial] [--json]",
        discussion: "Shows each entity's name and main fields as written in the file.",
        options: [Options.units.spec, Options.json.spec],
        examples: ["cable list van.json"],
        arguments: ["FILE"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let (_, system) = try arguments.systemFile()
        if arguments.isSet(Options.json) { return CommandOutput(stdout: ListJSON(system: system).indentedText) }
        return CommandOutput(stdout: ListText.render(system, display: Display(units: try arguments.units(for: system))))
    }
}
