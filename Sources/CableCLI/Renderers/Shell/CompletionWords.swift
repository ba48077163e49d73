import CableCore

/// What a shell may offer for an option's value or a positional argument, read from the option
/// tables: the words of a closed set (`metric|imperial`), file names, the names of the entities
/// of the file on the line, catalogue ids, or nothing (a free value such as `<amps>`).
/// ``ShellCompletion`` turns these into the words a shell offers.
enum CompletionWords: Equatable, Sendable {
    case none
    case files
    case words([String])
    /// These words and file names alike (`cable list KIND|FILE`).
    case wordsAndFiles([String])
    /// A comma-separated list of these words (`--fuse-type blade,anl`).
    case list([String])
    /// The names of the entities of these kinds in the system file on the line (its FILE
    /// argument); of the kind its KIND argument names when the list is empty.
    case names([EntityKind])
    /// The ids of the catalogue (built-in, the user's, `--catalog FILE` on the line).
    case catalogIDs
    /// The command names.
    case commands
    /// The insulation ratings (`--insulation`), listed when a shell asks (``listed``): every run
    /// makes its command's option table, and listing them there cost it an array of the cases.
    case insulationRatings
    /// The fuse families, a comma-separated list of them (`--fuse-type`), listed when asked.
    case fuseTypes

    /// The words of ``insulationRatings`` and ``fuseTypes`` listed (``words(_:)``, ``list(_:)``);
    /// any other case as it is.
    var listed: CompletionWords {
        switch self {
        case .insulationRatings: .words(InsulationRating.allCases.map(\.label))
        case .fuseTypes: .list(FuseType.allCases.map(\.rawValue))
        default: self
        }
    }

    /// For an option's value: `a|b` lists its words, `<file>` takes a file name.
    static func forValue(_ valueName: String?) -> CompletionWords {
        guard let valueName else { return .none }
        if valueName == "<file>" { return .files }
        guard valueName.contains("|"), !valueName.contains("<") else { return .none }
        return .words(valueName.split(separator: "|").map(String.init).filter(isPlainWord))
    }

    /// For an option's value: what it declares, else what its value name says.
    static func forValue(of option: OptionSpec) -> CompletionWords {
        (option.completion ?? forValue(option.valueName)).listed
    }

    /// For a positional argument, by its name in the command's table.
    static func forArgument(_ name: String) -> CompletionWords {
        switch name {
        case "FILE": .files
        case "KIND": .words(EntityKind.allCases.map(\.rawValue))
        case "SHELL": .words(CompletionsCommand.Shell.allCases.map(\.rawValue))
        default: .none
        }
    }

    /// For the value of a field of the field table (``SystemField/Value``): its choices, the
    /// names of the entities it may reference, the insulation ratings; nil for the others (the
    /// value name says: `<amps>` is free).
    static func forField(_ field: SystemField) -> CompletionWords? {
        switch field.value {
        case .choice(let names): .words(names)
        case .insulation: .words(InsulationRating.allCases.map(\.label))
        case .catalogId: .catalogIDs
        case .name: .names([])
        case .reference(let owner):
            // A feed names a panel or a battery bank (`ElectricalSystem.feedPoint`).
            owner == .panel
                ? .names([.panel, .battery]) : .names(EntityKind(rawValue: owner.rawValue).map { [$0] } ?? [])
        default: nil
        }
    }

    /// Letters, digits, `-`, `_` and `.`: a word every shell takes unquoted in a word list.
    static func isPlainWord(_ word: String) -> Bool {
        !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
            }
    }

    /// The command names `cable` takes first, `help` included.
    static var commandNames: [String] { CLI.commands.map(\.name) + ["help"] }

    /// The options of a command with `-h, --help`, as help lists them.
    static func options(of spec: CommandSpec) -> [OptionSpec] { spec.options + [Help.helpOption] }

    /// The spellings of an option: `-c`, `--current`; `--no-critical` for a negatable flag.
    static func spellings(of option: OptionSpec) -> [String] {
        (option.shortName.map { ["-\($0)"] } ?? []) + ["--\(option.name)"] + (option.negatable ? ["--no-\(option.name)"] : [])
    }

    /// An option's help for a completion menu: its first sentence, on one line.
    static func summary(_ option: OptionSpec) -> String {
        firstSentence(option.help())
    }

    static func firstSentence(_ text: String) -> String {
        let line = text.split(separator: "\n").joined(separator: " ")
        if let end = line.firstRange(of: ". ") { return String(line[..<end.lowerBound]) }
        return line.hasSuffix(".") ? String(line.dropLast()) : line
    }
}
