import CableText

/// Help text, generated from the commands' option tables.
enum Help {
    /// An option's help text, made when it is shown: texts that list an enumeration's cases are
    /// not built on every run.
    typealias Text = @Sendable () -> String

    /// `cable --help`, in `language`.
    static func general(in language: Language) -> String {
        let width = (CLI.commands.map(\.name.count).max() ?? 0) + 2
        let list = CLI.commands.map {
            "  " + $0.spec.name.padded(to: width) + translated($0.spec.abstract, in: language)
        }
        return """
            cable \(CLI.version) — \(language.tr("wire sizing for low-voltage DC systems"))

            \(language.tr("Usage:")) cable <command> [options]

            \(language.tr("Commands:"))
            \(list.joined(separator: "\n"))

              help <command>  \(language.tr("Show a command's options and examples."))

            \(language.tr("Lengths are one-way cable runs unless --round-trip; the drop is computed over the\nround trip. Bare numbers take default units: metres, amperes, volts, watts, percent.\nExit codes: 0 ok, 1 a check or requirement failed, 64 usage, 65 bad input, 66 no input."))

            \(language.tr("Examples:"))
              cable size --current 20 --length 5 --voltage 12
              cable drop --wire 10awg --current 15 --length 20ft --voltage 12 --units imperial
              cable fuse --current 40 --wire 8awg
              cable wires --units imperial
              cable example > van.json && cable report van.json && cable check van.json

            \(language.tr("Options: -h, --help (on any command), --lang en|de|es|fr|nl (on any command), --version"))
            \(language.tr("Short forms: -c current, -p power, -l length, -v voltage, -u units, -f format, -o output (e.g. cable size -c 20 -l 5 -v 12)."))
            \(language.tr("Shell completion and the manual: cable completions bash|zsh|fish, cable man."))

            """
    }

    /// `-h, --help`, which every command takes.
    static let helpOption = OptionSpec(
        name: "help", valueName: nil, help: { "Show this help." }, defaultText: nil, shortName: "h")

    /// `--version`, which `cable` takes before a command (for completion; ``CLI/dispatch(_:environment:terminal:stdout:)`` reads it).
    static let versionOption = OptionSpec(
        name: "version", valueName: nil, help: { "Print cable's version." }, defaultText: nil, shortName: nil)

    /// A help text from a command's table, in `language`. The texts are the catalogue's keys as
    /// they are; `LocalizationTests` checks every command's texts are in it.
    static func translated(_ english: String, in language: Language) -> String { language.translate(english) }

    /// `cable COMMAND --help`, in `language`.
    static func command(_ spec: CommandSpec, in language: Language) -> String {
        let options = spec.options + [helpOption]
        let left = options.map { option in (option.shortName == nil ? "    " : "") + option.synopsis }
        let width = min((left.map(\.count).max() ?? 0) + 2, 34)
        var lines: [String] = []
        for (option, label) in zip(options, left) {
            var help = translated(option.help(), in: language)
            if let defaultText = option.defaultText {
                // A decimal default is written as the language writes (and reads back) numbers: 1,25 in German.
                let value =
                    defaultText.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
                    ? language.number(defaultText) : defaultText
                help += " " + language.tr("Default: {value}.", ["value": value])
            }
            if label.count + 2 > width {
                lines.append("  " + label)
                lines.append("  " + String(repeating: " ", count: width) + help)
            } else {
                lines.append("  " + label.padded(to: width) + help)
            }
        }
        return """
            cable \(spec.name) — \(translated(spec.abstract, in: language))

            \(language.tr("Usage:")) \(spec.usage)

            \(TextLayout.wrapped(translated(spec.discussion, in: language), width: 88, indent: 0))

            \(language.tr("Options:"))
            \(lines.joined(separator: "\n"))

            \(language.tr("Examples:"))
            \(spec.examples.map { "  " + $0 }.joined(separator: "\n"))

            """
    }
}
