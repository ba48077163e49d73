/// A subcommand's table: name, help texts, options and positional arguments. The one table that
/// drives parsing, `--help`, the usage line and suggestions.
struct CommandSpec: Sendable {
    let name: String
    let abstract: String
    let usage: String
    let discussion: String
    let options: [OptionSpec]
    let examples: [String]
    /// Names of positional arguments, in order (`FILE`); all required.
    var arguments: [String] = []

    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
    func option(short: Character) -> OptionSpec? { options.first { $0.shortName == short } }
}
