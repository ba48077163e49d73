import CableText

/// The command reference in Markdown (`docs/reference/`), generated from the commands' option
/// tables — the same data `--help` and ``ManPage`` read: one page per command and an index.
///
/// Only tests reach it: `ReferenceDocsTests` fails when the committed pages differ from these,
/// and rewrites them with `CABLE_UPDATE_REFERENCE=1`. The pages are in English, whatever the
/// run's language. Text from the tables is escaped once, in ``escaped(_:)``, so a `|`, `<`, `*`,
/// `_` or `[` in a help text is shown as written; code (usage, option names, examples) goes in
/// code spans and blocks as it is.
enum ReferencePage {
    /// The line every page ends with: how it was made and how to remake it.
    static let generatedNote =
        "Generated from cable's option tables (the same as `cable COMMAND --help` and `cable man`); do not edit. "
        + "Regenerate with `CABLE_UPDATE_REFERENCE=1 swift test --filter ReferenceDocsTests`."

    /// Every page: `index.md` and `COMMAND.md` for each command, file name and text.
    static func pages() -> [(file: String, text: String)] {
        [("index.md", index())] + CLI.commands.map { ("\($0.name).md", command($0.spec)) }
    }

    /// The index: every command with its abstract, linked to its page.
    static func index() -> String {
        var lines = [
            "# cable command reference",
            "",
            "cable \(CLI.version). Every command takes `-h`/`--help` (or `cable help COMMAND`), which prints the same "
                + "options; `cable man` prints them all as a manual page. The user guide is [../guide.md](../guide.md).",
            "",
            "| Command | What it does |",
            "|---|---|",
        ]
        for entry in CLI.commands {
            lines.append("| [`cable \(entry.name)`](\(entry.name).md) | \(escaped(entry.spec.abstract)) |")
        }
        lines += ["", generatedNote]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A command's page: abstract, usage, discussion, options and examples.
    static func command(_ spec: CommandSpec) -> String {
        var lines = [
            "# cable \(spec.name)",
            "",
            escaped(spec.abstract),
            "",
            "```text",
            spec.usage,
            "```",
            "",
        ]
        for paragraph in spec.discussion.split(separator: "\n") {
            lines += [escaped(String(paragraph)), ""]
        }
        lines += ["## Options", "", "| Option | Meaning | Default |", "|---|---|---|"]
        for option in spec.options + [Help.helpOption] {
            let names = (option.shortName.map { ["`-\($0)`"] } ?? []) + ["`\(cell(optionName(option)))`"]
            let defaultText = option.defaultText.map { "`\(cell($0))`" } ?? ""
            lines.append("| \(names.joined(separator: ", ")) | \(escaped(option.help())) | \(defaultText) |")
        }
        lines += ["", "## Examples", "", "```sh"] + spec.examples + ["```", "", "---", "", generatedNote]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--current <amps>`, `--[no-]critical`.
    static func optionName(_ option: OptionSpec) -> String {
        (option.negatable ? "--[no-]" : "--") + option.name + (option.valueName.map { " \($0)" } ?? "")
    }

    /// Code-span text inside a table cell: only `|` needs a backslash there.
    static func cell(_ code: String) -> String {
        code.replacingAll("|", with: "\\|")
    }

    /// Text as Markdown shows it literally (see the type's comment).
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "|", "*", "_", "[", "]", "`": result += "\\\(character)"
            case "<": result += "&lt;"
            case "&": result += "&amp;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension String {
    /// The string with every `target` replaced (no Foundation in CableCLI).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
