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
    let arguments: [String]
    /// The last positional argument may be given any number of times (`check FILE...`).
    let repeatsLastArgument: Bool

    /// The table; `--color`, `--no-color`, `--no-pager` and `--lang` (``Options/color``,
    /// ``Options/noColor``, ``Options/noPager``, ``Options/lang``), which every command takes, are
    /// added to `options` here so that parsing, help, suggestions, the completion scripts and the
    /// man page know them.
    init(
        name: String, abstract: String, usage: String, discussion: String, options: [OptionSpec], examples: [String],
        arguments: [String] = [], repeatsLastArgument: Bool = false
    ) {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.discussion = discussion
        self.options = options + [Options.color.spec, Options.noColor.spec, Options.noPager.spec, Options.lang.spec]
        self.examples = examples
        self.arguments = arguments
        self.repeatsLastArgument = repeatsLastArgument
    }

    /// The option `name` names: its own name or one of its ``OptionSpec/aliases``.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name } ?? options.first { $0.aliases.contains(name) }
    }

    /// Whether the command takes the option `name` names (``option(named:)`` is not nil), asked
    /// without making the option: a run asks this of a few options on every start, and the
    /// copied `OptionSpec?` went through its metadata (made on first use).
    func takes(_ name: String) -> Bool {
        options.contains { $0.name == name || $0.aliases.contains(name) }
    }
    func option(short: Character) -> OptionSpec? { options.first { $0.shortName == short } }
}
