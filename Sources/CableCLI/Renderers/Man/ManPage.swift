/// The manual page `cable(1)` in roff (`man -l`, `groff -man`), generated from the commands'
/// option tables: every command with its usage, description, options and examples.
///
/// Text from the tables is escaped once, in ``escaped(_:)``: backslashes become `\e`, hyphens
/// `\-` (so options copy as ASCII), characters beyond ASCII `\[uXXXX]` (groff reads its input
/// as Latin-1 unless told otherwise), and a line starting with `.` or `'` is guarded with `\&`
/// so it cannot be read as a request.
enum ManPage {
    /// Environment variables, with what each does.
    static let environment: [(name: String, meaning: String)] = [
        (
            "CABLE_UNITS",
            "metric or imperial: the units and wire series when no --units option (or, for a system file, no defaults.units) says."
        ),
        ("CABLE_CONFIG", "The configuration file to read option defaults from, instead of the usual one."),
        ("NO_COLOR", "When set to anything, output has no colour, even on a terminal."),
        (
            "LANG",
            "With LC_ALL and LC_MESSAGES, the language of messages and human output. JSON, NDJSON, CSV and exit codes never depend on it."
        ),
    ]

    /// Exit statuses, with their meaning.
    static let exitStatuses: [(code: ExitCode, meaning: String)] = [
        (.ok, "Success."),
        (.checkFailed, "A check or requirement failed: no standard size or fuse meets it, a limit is exceeded."),
        (.usage, "The command line is wrong: unknown command or option, a missing or conflicting option."),
        (.dataError, "A value or an input file's content is malformed or out of range."),
        (.noInput, "An input file is missing or unreadable."),
        (.cannotCreate, "An output file cannot be created."),
        (.ioError, "Reading or writing failed part-way, or a file being edited kept changing."),
    ]

    static func render() -> String {
        var page = header
        for entry in CLI.commands {
            page += command(entry.spec)
        }
        page += environmentAndFiles
        for status in exitStatuses {
            page += [".TP", ".B \(status.code.rawValue)", escaped(status.meaning)]
        }
        page += [".SH EXAMPLES"]
        for entry in CLI.commands {
            guard let example = entry.spec.examples.first else { continue }
            page += [".PP", ".nf", escaped(example), ".fi"]
        }
        page += [
            ".SH SEE ALSO",
            ".BR bash (1),",
            ".BR zsh (1),",
            ".BR fish (1),",
            ".BR jq (1).",
            escaped("The README of cable explains the method, tables and sources."),
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// The title, name, synopsis and description, up to the COMMANDS heading.
    static var header: [String] {
        [
            ".TH CABLE 1 \"\" \"cable \(escaped(CLI.version))\" \"User Commands\"",
            ".nh",
            ".SH NAME",
            "cable \\- wire sizing for low\\-voltage DC systems",
            ".SH SYNOPSIS",
            ".B cable",
            ".I command",
            ".RI [ options ]",
            ".br",
            ".B cable help",
            ".I command",
            ".br",
            ".B cable \\-\\-version",
            ".SH DESCRIPTION",
            escaped(
                "cable picks the conductor size and fuse for a DC circuit, computes voltage drop and loss for a given wire, "
                    + "lists the standard wire series, and sizes, checks and costs whole systems kept as JSON files."),
            ".PP",
            escaped(
                "Lengths are one-way cable runs unless --round-trip; the drop is computed over the round trip. "
                    + "Bare numbers take default units: metres, amperes, volts, watts, percent."),
            ".PP",
            escaped(
                "Options are written --name value or --name=value; a one-letter option as -c value, -c=value or -cvalue. "
                    + "A flag that is a setting also takes a --no- form (--no-critical). -- ends the options. "
                    + "-h or --help shows a command's help. --json is --format json; without --format, the extension "
                    + "of -o FILE chooses the format."),
            ".SH COMMANDS",
        ]
    }

    /// The ENVIRONMENT and FILES sections, up to the EXIT STATUS heading.
    static var environmentAndFiles: [String] {
        var page = [".SH ENVIRONMENT"]
        for variable in environment {
            page += [".TP", ".B \(variable.name)", escaped(variable.meaning)]
        }
        page += [
            ".SH FILES",
            ".TP",
            ".I system files",
            escaped(
                "JSON files describing a system's loads, batteries, chargers, inverters, panels and PV arrays; cable example prints one. "
                    + "The editing commands replace them atomically, keeping their owner, permissions and layout."),
            ".TP",
            ".I .NAME.cable\\-tmp\\-PID\\-RANDOM",
            escaped("A temporary file beside a file being written; one left by a killed writer is removed by the next write."),
            ".SH EXIT STATUS",
        ]
        return page
    }

    /// A command's subsection: abstract, usage, discussion, options and examples.
    static func command(_ spec: CommandSpec) -> [String] {
        var lines = [
            ".SS \"cable \(escaped(spec.name))\"",
            escaped(spec.abstract),
            ".PP",
            ".nf",
            escaped(spec.usage),
            ".fi",
            ".PP",
            escaped(spec.discussion),
        ]
        for option in spec.options + [Help.helpOption] {
            var help = option.help()
            if let defaultText = option.defaultText { help += " Default: \(defaultText)." }
            lines += [".TP", synopsis(option), escaped(help)]
        }
        return lines
    }

    /// `\fB\-c\fR, \fB\-\-current\fR \fI<amps>\fR`.
    static func synopsis(_ option: OptionSpec) -> String {
        var names = option.shortName.map { ["\\fB\(escaped("-\($0)"))\\fR"] } ?? []
        names.append("\\fB\(escaped((option.negatable ? "--[no-]" : "--") + option.name))\\fR")
        let value = option.valueName.map { " \\fI\(escaped($0))\\fR" } ?? ""
        return names.joined(separator: ", ") + value
    }

    /// Text as roff reads it literally (see the type's comment).
    static func escaped(_ text: String) -> String {
        var result = ""
        var lineStart = true
        for scalar in text.unicodeScalars {
            if lineStart, scalar == "." || scalar == "'" { result += "\\&" }
            lineStart = scalar == "\n"
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)]"
            }
        }
        return result
    }
}
