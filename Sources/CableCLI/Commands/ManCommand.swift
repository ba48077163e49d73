/// `cable man`: the manual page, made from the option tables.
enum ManCommand: Command {
    static let spec = CommandSpec(
        name: "man",
        abstract: "Print the manual page cable(1) in roff.",
        usage: "cable man [-o FILE]",
        discussion: """
            The page lists every command with its options, the environment variables, files, exit \
            statuses and examples, generated from the same tables as --help. Read it with \
            'cable man | man -l -', or install it where man looks.
            """,
        options: [Options.output.spec],
        examples: [
            "cable man | man -l -",
            "cable man -o ~/.local/share/man/man1/cable.1",
        ])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        try OutputFile.deliver(text: ManPage.render(), arguments: arguments)
    }
}
