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
            The script completes commands, each command's options (one-letter and --no- forms too), \
            the values of closed sets such as --units metric|imperial, and file names where a file is \
            expected. It is generated from the same option tables as --help, so it always matches \
            this version of cable.
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
