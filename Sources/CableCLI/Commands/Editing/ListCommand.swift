import CableCore

/// `cable list FILE`: what a system file holds.
enum ListCommand: Command {
    static let spec = CommandSpec(
        name: "list",
        abstract: "List the loads, batteries, chargers and inverters in a system file.",
        usage: "cable list FILE [--units metric|imperial] [--format text|json] [-o FILE]",
        discussion: "Shows each entity's name and main fields as written in the file.",
        options: [Options.units.spec, Options.textOrJSON.spec, Options.json.spec, Options.output.spec, Options.wide.spec],
        examples: ["cable list van.json"],
        arguments: ["FILE"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let format = try arguments.outputFormat(Options.textOrJSON, default: .text)
        let (_, system) = try arguments.systemFile()
        let text =
            format == .json
            ? ListJSON(system: system).indentedText
            : ListText.render(
                system, display: Display(units: try arguments.units(for: system), language: arguments.language),
                width: try arguments.textWidth())
        return try OutputFile.deliver(text: text, arguments: arguments)
    }
}
