import CableCore
import CableText

/// The typed payload of ``CLIError/usage(_:command:)``: what is wrong with a command line, as a
/// case with the values it concerns (option names, the value as typed, the names it could have
/// been, the nearest of them). Worded here, in CableCLI, by one exhaustive `switch` per family
/// and in the language given: a command line is the command line's concern, not something an
/// app words. A case without words does not compile; there is no `default:`.
///
/// Values typed by the user are stored as typed and escaped when worded (``EchoedText``).
/// To add a message: add a case to the family it belongs to, word it in that family's `text(in:)`
/// through `language.tr`, then `Scripts/generate-messages.py --extract` and translate it
/// (docs/ARCHITECTURE.md, "Adding or changing a message").
extension CLIError {
    /// Why a command line cannot run (exit 64), by family.
    enum UsageProblem: Equatable {
        /// The command line as a whole: its command, its encoding, `--lang`.
        case commandLine(CommandLineProblem)
        /// An option: unknown, repeated, missing, without its value.
        case option(OptionProblem)
        /// A positional argument: missing or one too many.
        case argument(ArgumentProblem)
        /// Where and in which format the output goes.
        case output(OutputChoiceProblem)
        /// The options and operands of `add`, `set` and `remove`.
        case edit(EditProblem)
        /// An action or name a command takes (`config get`, `catalog show`, `schema KIND`, …).
        case name(NameProblem)

        /// The sentence, without `error: ` and the help pointer.
        func text(in language: Language) -> String {
            switch self {
            case .commandLine(let problem): problem.text(in: language)
            case .option(let problem): problem.text(in: language)
            case .argument(let problem): problem.text(in: language)
            case .output(let problem): problem.text(in: language)
            case .edit(let problem): problem.text(in: language)
            case .name(let problem): problem.text(in: language)
            }
        }
    }

    /// The command line as a whole.
    enum CommandLineProblem: Equatable {
        /// The argument at `position` (from 1) is not valid UTF-8.
        case notUTF8(position: Int)
        /// `cable help a b`.
        case helpTakesOneCommand
        /// An option where the command should be: `cable --length 5`.
        case optionBeforeCommand(String)
        /// An unknown command, the nearest command when one is near, and the commands.
        case unknownCommand(String, suggestion: String?, commands: [String])
        /// An unknown `--lang` value, with the nearest language when one is near.
        case unknownLanguage(String, suggestion: String?)

        func text(in language: Language) -> String {
            switch self {
            case .notUTF8(let position):
                language.tr(
                    "argument {position} is not valid UTF-8; cable takes file names and values in UTF-8",
                    ["position": String(position)])
            case .helpTakesOneCommand: language.tr("'help' takes one command name")
            case .optionBeforeCommand(let option):
                language.tr(
                    "unknown option {option}; options go after a command: cable <command> [options]",
                    ["option": EchoedText.quoted(option)])
            case .unknownCommand(let command, let suggestion?, _):
                language.tr(
                    "unknown command {command}. Did you mean '{suggestion}'?",
                    ["command": EchoedText.quoted(command), "suggestion": suggestion])
            case .unknownCommand(let command, nil, let commands):
                language.tr(
                    "unknown command {command}; commands are {list}",
                    ["command": EchoedText.quoted(command), "list": commands.joined(separator: ", ")])
            case .unknownLanguage(let value, nil):
                language.tr(
                    "unknown language {value} for '--lang'; languages are {list}",
                    ["value": EchoedText.quoted(value), "list": Language.codes])
            case .unknownLanguage(let value, let suggestion?):
                language.tr(
                    "unknown language {value} for '--lang'; languages are {list}. Did you mean '{suggestion}'?",
                    ["value": EchoedText.quoted(value), "list": Language.codes, "suggestion": suggestion])
            }
        }
    }

    /// An option of a command. Option names are given as typed, with their dashes (`--length`).
    enum OptionProblem: Equatable {
        /// An option given twice.
        case givenTwice(String)
        /// Two options of which one may be given (`--current` and `--power`, `--critical` and
        /// `--no-critical`).
        case eitherNotBoth(String, String)
        /// An option at the end of the line, or followed by another option; its value's name.
        case needsValue(String, valueName: String)
        /// A value given to a flag that is not negatable.
        case takesNoValue(String)
        /// A value given to a negatable flag (`given` as typed, `name` without dashes).
        case flagTakesNoValue(given: String, name: String)
        /// An unknown option and the nearest option of the command.
        case unknown(String, suggestion: String)
        /// An unknown option with none near.
        case unknownFor(String, command: String)
        /// A long option with one dash: `-length`; `long` is the option with two.
        case singleDash(String, long: String)
        /// An unknown `-x`, and the command's one-letter options (`-c (--current)`).
        case unknownShort(String, command: String, shorts: [String])
        /// An unknown `-x` for a command without one-letter options; `example` is one of its options.
        case noShortOptions(String, example: String)
        /// A required option not given.
        case missing(String)
        /// Neither of the two options that give the load.
        case missingLoad(current: String, power: String)
        /// `--dry-run` given to a `config` action that writes nothing.
        case dryRunWithoutEdit

        func text(in language: Language) -> String {
            switch self {
            case .givenTwice(let option): language.tr("option '{option}' given more than once", ["option": option])
            case .eitherNotBoth(let option, let other):
                language.tr("give either {option} or {other}, not both", ["option": option, "other": other])
            case .needsValue(let option, let valueName):
                language.tr("option '{option}' needs a value {value}", ["option": option, "value": valueName])
            case .takesNoValue(let option): language.tr("option '{option}' takes no value", ["option": option])
            case .flagTakesNoValue(let given, let name):
                language.tr(
                    "option '{option}' takes no value (write {flag} or {negated})",
                    ["option": given, "flag": "--" + name, "negated": "--no-" + name])
            case .unknown(let option, let suggestion):
                language.tr(
                    "unknown option {option}. Did you mean '{suggestion}'?",
                    ["option": EchoedText.quoted(option), "suggestion": suggestion])
            case .unknownFor(let option, let command):
                language.tr(
                    "unknown option {option} for '{command}'", ["option": EchoedText.quoted(option), "command": command])
            case .singleDash(let option, let long):
                language.tr(
                    "unknown option {option}; long options take two dashes: {example}",
                    ["option": EchoedText.quoted(option), "example": long])
            case .unknownShort(let option, let command, let shorts):
                language.tr(
                    "unknown option {option}; '{command}' takes {shorts}, -h",
                    ["option": EchoedText.quoted(option), "command": command, "shorts": shorts.joined(separator: ", ")])
            case .noShortOptions(let option, let example):
                language.tr(
                    "unknown option {option}; options are spelled with two dashes, e.g. {example}",
                    ["option": EchoedText.quoted(option), "example": example])
            case .missing(let option): language.tr("missing required option '{option}'", ["option": option])
            case .dryRunWithoutEdit: language.tr("--dry-run is read with 'config set' and 'config unset'")
            case .missingLoad(let current, let power):
                language.tr("missing the load: give {current} (A) or {power} (W)", ["current": current, "power": power])
            }
        }
    }

    /// A positional argument.
    enum ArgumentProblem: Equatable {
        /// One argument too many for a command that takes `arguments` (`FILE`, `KIND FILE NAME`).
        case unexpected(String, command: String, arguments: [String])
        /// An argument to a command that takes only options; `example` is one of them, if any.
        case onlyOptions(String, command: String, example: String?)
        /// A missing argument, by its name (`NAME`, `SHELL`).
        case missing(String)
        /// No FILE for a command that reads one system file.
        case missingFile
        /// No FILE for `check`, which reads folders too.
        case missingFileOrFolder
        /// No KIND for `add`, `set` or `remove`.
        case missingKind
        /// `-` given twice to `check`.
        case standardInputTwice
        /// `-` as the file an editing command changes.
        case editsInPlace(command: String)

        func text(in language: Language) -> String {
            switch self {
            case .unexpected(let argument, let command, let arguments):
                language.tr(
                    "unexpected argument {argument}; '{command}' takes {arguments}",
                    [
                        "argument": EchoedText.quoted(argument), "command": command,
                        "arguments": arguments.joined(separator: " "),
                    ])
            case .onlyOptions(let argument, let command, let example?):
                language.tr(
                    "unexpected argument {argument}; '{command}' takes only options such as {example}",
                    ["argument": EchoedText.quoted(argument), "command": command, "example": example])
            case .onlyOptions(let argument, let command, nil):
                language.tr(
                    "unexpected argument {argument}; '{command}' takes only options",
                    ["argument": EchoedText.quoted(argument), "command": command])
            case .missing(let argument): language.tr("missing {argument}", ["argument": argument])
            case .missingFile: language.tr("missing FILE (a system file, or - for standard input)")
            case .missingFileOrFolder: language.tr("missing FILE (a system file or a folder of them, or - for standard input)")
            case .missingKind: language.tr("missing KIND ({kinds})", ["kinds": EntityKind.alternatives(in: language)])
            case .standardInputTwice: language.tr("standard input (-) can be read only once")
            case .editsInPlace(let command):
                language.tr("'{command}' edits a file in place; '-' is not a file", ["command": command])
            }
        }
    }

    /// Where the output goes and in which format.
    enum OutputChoiceProblem: Equatable {
        /// `-o ''`.
        case needsFileName
        /// `--format` (or `--json`), as typed in `given`, against `-o FILE`'s extension and the
        /// format that extension names.
        case formatMismatch(given: String, file: String, extension: String, format: String)
        /// `-o FILE` names a format the command does not write; the formats it writes.
        case formatNotWritten(file: String, format: String, command: String, formats: [String])
        /// `--json` with another `--format` (`given`, as typed).
        case jsonAndFormat(format: String, given: String)
        /// A binary document (`kind`: "PDF") to a terminal.
        case binaryToTerminal(kind: String)
        /// `-o` names the input file.
        case overwritesInput(String)
        /// `batch --output csv` (a format, as once written) with another `--format`.
        case outputIsFormat(String)

        func text(in language: Language) -> String {
            switch self {
            case .needsFileName: language.tr("option '--output' needs a file name, or - for standard output")
            case .formatMismatch(let given, let file, let fileExtension, let format):
                language.tr(
                    "{given} does not match -o {file}, a .{extension} file ({format}); give -o a matching name, or leave out {option}",
                    [
                        "given": given, "file": EchoedText.quoted(file), "extension": fileExtension, "format": format,
                        "option": String(given.split(separator: " ").first ?? ""),
                    ])
            case .formatNotWritten(let file, let format, let command, let formats):
                language.tr(
                    "-o {file} names a {format} file, which '{command}' does not write; it writes {formats}",
                    [
                        "file": EchoedText.quoted(file), "format": format, "command": command,
                        "formats": formats.joined(separator: ", "),
                    ])
            case .jsonAndFormat(let format, let given):
                language.tr(
                    "--json is --format {format}: give one of them, not --json with {given}", ["format": format, "given": given])
            case .binaryToTerminal(let kind):
                language.tr(
                    "refusing to write a {kind} to the terminal; give -o FILE or redirect standard output (> file), or -o - to force",
                    ["kind": kind])
            case .overwritesInput(let file):
                language.tr(
                    "refusing to overwrite the input file '{file}'; give another -o FILE", ["file": EchoedText.escapingAll(file)])
            case .outputIsFormat(let format):
                language.tr("--output {format} names a format and --format another: give --format only", ["format": format])
            }
        }
    }

    /// The options and operands of the editing commands. Option names with their dashes.
    enum EditProblem: Equatable {
        /// `--catalog` without `--from`.
        case catalogWithoutFrom
        /// An option that is not a field of the kind of entity edited.
        case notApplicable(option: String, kind: EntityKind)
        /// An unknown KIND, with the nearest kind when one is near.
        case unknownKind(String, suggestion: String?)
        /// A field of the system given to `set KIND`.
        case systemField(option: String)
        /// `--unset NAME` where NAME (as typed) is not a field of the kind.
        case unsetNotAField(String, kind: EntityKind)
        /// `set` with no field to change.
        case nothingToChange
        /// `set system FILE NAME`.
        case setSystemTakesFileOnly
        /// A field of an entity given to `set system`.
        case notASystemField(option: String)
        /// `set system --unset NAME` where NAME (as typed) is not an optional system field.
        case unsetNotASystemField(String, options: [String])
        /// `set system` with no field to change.
        case nothingToChangeInSystem

        func text(in language: Language) -> String {
            switch self {
            case .catalogWithoutFrom: language.tr("--catalog is read with --from ID")
            case .notApplicable(let option, let kind):
                language.tr("{option} does not apply to a {kind}", ["option": option, "kind": Words(language).text(kind)])
            case .unknownKind(let kind, let suggestion?):
                language.tr("unknown kind {kind}. Did you mean '{name}'?", ["kind": EchoedText.quoted(kind), "name": suggestion])
            case .unknownKind(let kind, nil):
                language.tr(
                    "unknown kind {kind}; use {kinds}",
                    ["kind": EchoedText.quoted(kind), "kinds": EntityKind.alternatives(in: language)])
            case .systemField(let option):
                language.tr("{option} is a field of the system: cable set system FILE {option} …", ["option": option])
            case .unsetNotAField(let option, let kind):
                language.tr(
                    "--unset: {option} is not a field of a {kind}",
                    ["option": EchoedText.quoted(option), "kind": Words(language).text(kind)])
            case .nothingToChange: language.tr("nothing to change: give fields such as --length 5m")
            case .setSystemTakesFileOnly: language.tr("'set system' takes FILE only: the system has no NAME")
            case .notASystemField(let option): language.tr("{option} is not a field of the system", ["option": option])
            case .unsetNotASystemField(let option, let options):
                language.tr(
                    "--unset: {option} is not an optional field of the system ({options})",
                    ["option": EchoedText.quoted(option), "options": options.joined(separator: ", ")])
            case .nothingToChangeInSystem:
                language.tr("nothing to change: give fields such as --standard abyc or --max-drop 3%")
            }
        }
    }

    /// An action or a name a command takes as its first argument. Names as typed; lists in the
    /// order shown.
    enum NameProblem: Equatable {
        case missingConfigAction
        case unknownConfigAction(String, suggestion: String?, actions: [String])
        /// `config ACTION` with the wrong count of arguments; what it takes (`KEY VALUE`), nil
        /// for nothing more.
        case configArguments(action: String, takes: String?)
        case configJSONOnlyForList
        /// An unknown setting, the nearest setting when one is near (also for a kebab or snake
        /// spelling: `max-drop` → `maxDropPercent`), and the settings.
        case unknownConfigKey(String, suggestion: String?, keys: [String])
        case schemaListAndKind
        case missingSchemaKind
        case unknownSchema(String, suggestion: String?, schemas: [String])
        case missingCatalogAction
        case unknownCatalogAction(String, suggestion: String?)
        /// `catalog list TEXT`.
        case catalogListTakesNoText(String)
        /// `catalog search` or `catalog show` without its operand (`TEXT`, `ID`).
        case missingCatalogOperand(argument: String, action: String)
        case exampleListAndName
        case unknownExample(String, suggestion: String?, examples: [String])
        case unknownShell(String, suggestion: String?, shells: [String])

        func text(in language: Language) -> String {
            switch self {
            case .missingConfigAction: language.tr("missing ACTION: get, set, unset, list or path")
            case .unknownConfigAction(let action, let suggestion?, _), .unknownCatalogAction(let action, let suggestion?):
                language.tr(
                    "unknown action {action}. Did you mean '{suggestion}'?",
                    ["action": EchoedText.quoted(action), "suggestion": suggestion])
            case .unknownConfigAction(let action, nil, let actions):
                language.tr(
                    "unknown action {action}; use {actions}",
                    ["action": EchoedText.quoted(action), "actions": actions.joined(separator: ", ")])
            case .configArguments(let action, let takes):
                language.tr(
                    "'config {action}' takes {arguments}",
                    ["action": action, "arguments": takes ?? language.tr("nothing more")])
            case .configJSONOnlyForList: language.tr("--json is for 'config list'")
            case .unknownConfigKey(let key, let suggestion?, let keys):
                language.tr(
                    "unknown key {key} (keys: {keys}). Did you mean '{suggestion}'?",
                    ["key": EchoedText.quoted(key), "keys": keys.joined(separator: ", "), "suggestion": suggestion])
            case .unknownConfigKey(let key, nil, let keys):
                language.tr(
                    "unknown key {key} (keys: {keys})", ["key": EchoedText.quoted(key), "keys": keys.joined(separator: ", ")])
            case .schemaListAndKind: language.tr("give --list or a KIND, not both")
            case .missingSchemaKind: language.tr("give a KIND, or --list to list them")
            case .unknownSchema(let name, let suggestion?, let schemas):
                language.tr(
                    "unknown schema {name} (schemas: {schemas}). Did you mean '{suggestion}'?",
                    ["name": EchoedText.quoted(name), "schemas": schemas.joined(separator: ", "), "suggestion": suggestion])
            case .unknownSchema(let name, nil, let schemas):
                language.tr(
                    "unknown schema {name} (schemas: {schemas})",
                    ["name": EchoedText.quoted(name), "schemas": schemas.joined(separator: ", ")])
            case .missingCatalogAction: language.tr("missing ACTION: list, search TEXT or show ID")
            case .unknownCatalogAction(let action, nil):
                language.tr("unknown action {action}; use list, search TEXT or show ID", ["action": EchoedText.quoted(action)])
            case .catalogListTakesNoText(let text):
                language.tr("'catalog list' takes no TEXT; use 'catalog search {text}'", ["text": EchoedText.escaped(text)])
            case .missingCatalogOperand(let argument, let action):
                language.tr("missing {argument} for 'catalog {action}'", ["argument": argument, "action": action])
            case .exampleListAndName: language.tr("give --list or a NAME, not both")
            case .unknownExample(let name, let suggestion?, let examples):
                language.tr(
                    "unknown example {name} (examples: {examples}). Did you mean '{suggestion}'?",
                    ["name": EchoedText.quoted(name), "examples": examples.joined(separator: ", "), "suggestion": suggestion])
            case .unknownExample(let name, nil, let examples):
                language.tr(
                    "unknown example {name} (examples: {examples})",
                    ["name": EchoedText.quoted(name), "examples": examples.joined(separator: ", ")])
            case .unknownShell(let shell, let suggestion?, let shells):
                language.tr(
                    "unknown shell {shell}. Did you mean '{suggestion}'?; cable completes {shells}",
                    ["shell": EchoedText.quoted(shell), "suggestion": suggestion, "shells": shells.joined(separator: ", ")])
            case .unknownShell(let shell, nil, let shells):
                language.tr(
                    "unknown shell {shell}; cable completes {shells}",
                    ["shell": EchoedText.quoted(shell), "shells": shells.joined(separator: ", ")])
            }
        }
    }
}
