import CableCore

/// `cable completions bash|zsh|fish`: a completion script made from the option tables.
enum CompletionsCommand: Command {
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    static let spec = CommandSpec(
        name: "completions",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        usage: "cable completions bash|zsh|fish [-o FILE]",
        discussion: """
            The script completes commands and --lang before them, each command's options (one-letter \
            and --no- forms too), the values of closed sets such as --units metric|imperial and \
            --fuse-type, the actions and keys of example, catalog and config, file names where a file \
            is expected, the names in the system file on the line after --name, --feed and --inverter, \
            and catalogue ids after --from. At each TAB it asks cable itself (a hidden command that only \
            reads), which reads the same option tables as --help, so it always matches this version of \
            cable.
            """,
        options: [Options.output.spec],
        examples: [
            "cable completions bash > ~/.local/share/bash-completion/completions/cable",
            "cable completions zsh > ~/.zfunc/_cable      # with fpath+=(~/.zfunc) before compinit",
            "cable completions fish > ~/.config/fish/completions/cable.fish",
        ],
        arguments: ["SHELL"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let name = try arguments.positional(0)
        guard let shell = Shell(rawValue: name.lowercased()) else {
            let names = Shell.allCases.map(\.rawValue)
            let suggestion = Suggestion.closest(to: name, among: names)
            throw .usage(.name(.unknownShell(name, suggestion: suggestion, shells: names)), command: spec.name)
        }
        return try OutputFile.deliver(text: CompletionScript.render(shell), arguments: arguments)
    }
}
