import CableCore
import CableText

/// Every way a command can end other than success. `message` and `exitCode` are the one place
/// outcomes map to what the user sees.
enum CLIError: Error, Equatable {
    /// The command line is malformed. `command` names the subcommand whose help to point to.
    case usage(UsageProblem, command: String?)
    /// A value broke a rule (its field already named as the user wrote it).
    case invalidValue(ValidationError)
    /// The request is valid but cannot be met (no size, no fuse, limit exceeded).
    case requirementFailed(RequirementProblem)
    /// An input file's content is invalid.
    case badData(DataProblem)
    /// An input file is missing or unreadable.
    case noInput(InputProblem)
    /// Reading or writing failed part-way.
    case ioError(OutputProblem)
    /// An output file cannot be created or replaced.
    case cannotCreate(OutputProblem)
    /// A file being edited was changed by someone else between cable's read and its write;
    /// nothing was written.
    case conflict(ConflictProblem)

    var exitCode: ExitCode {
        switch self {
        case .usage: .usage
        case .invalidValue: .dataError
        case .requirementFailed: .checkFailed
        case .badData: .dataError
        case .noInput: .noInput
        case .ioError: .ioError
        case .cannotCreate: .cannotCreate
        case .conflict: .ioError
        }
    }

    /// The diagnostic printed on stderr: `error: …`, and for a usage error the help to read.
    func message(in language: Language) -> String {
        let line = language.tr("error: {message}", ["message": text(in: language)])
        guard case .usage(_, let command) = self else { return line }
        let help = command.map { "cable \($0) --help" } ?? "cable --help"
        return line + "\n" + language.tr("See '{help}'.", ["help": help])
    }

    /// What went wrong, in one sentence, in `language`: the message without `error: ` and the
    /// help pointer. Always one line: a path or value a thrower put in without escaping it is
    /// escaped here (``EchoedText/escapingAll(_:)``; escaping is idempotent, so text already
    /// escaped stays as it is), so no file name can start a line of its own in any format.
    func text(in language: Language) -> String { EchoedText.escapingAll(rawText(in: language)) }

    /// The one function that words every outcome: each case's payload by its exhaustive switch.
    private func rawText(in language: Language) -> String {
        switch self {
        case .usage(let problem, _): problem.text(in: language)
        case .invalidValue(let error): Words(language).text(error)
        case .noInput(let problem): problem.text(in: language)
        case .conflict(let problem): problem.text(in: language)
        case .ioError(let problem), .cannotCreate(let problem): problem.text(in: language)
        case .requirementFailed(let problem): problem.text(in: language)
        case .badData(let problem): problem.text(in: language)
        }
    }

    /// The kind of failure for machines (JSON error objects): the case's name, `invalidValue`.
    var code: String {
        switch self {
        case .usage: "usage"
        case .invalidValue: "invalidValue"
        case .requirementFailed: "requirementFailed"
        case .badData: "badData"
        case .noInput: "noInput"
        case .ioError: "ioError"
        case .cannotCreate: "cannotCreate"
        case .conflict: "conflict"
        }
    }

    /// The option or JSON path the failure is about, as the user wrote it, when one is known.
    var field: String? {
        if case .invalidValue(let error) = self { return error.field }
        return nil
    }
}
