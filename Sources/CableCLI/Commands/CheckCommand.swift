import CableCore

/// `cable check FILE|DIR...`: exit 0 when every rule holds in every file, 1 when a rule is
/// broken, 65/66/74 when a file cannot be read or is not a valid system file.
enum CheckCommand: Command {
    enum Format: String, CaseIterable, Sendable {
        case text, json, github, junit
    }

    static let format = Options.format(
        Format.self,
        help: "text (for people and logs), json, github (GitHub Actions annotations) or junit (JUnit XML for CI test reports).",
        default: "text")
    static let quiet = Flag(
        "quiet", "Print only failures and unreadable files: nothing when every file passes (text and github).")

    static let spec = CommandSpec(
        name: "check",
        abstract: "Check system files' circuits against drop, ampacity and fuse rules (for CI).",
        usage: "cable check FILE|DIR... [--format text|json|github|junit] [--quiet] [--units metric|imperial]",
        discussion: """
            Checks each FILE (- reads standard input) and every system file found in each DIR (its *.json \
            files whose top level has nominalVoltage, loads, batteries, chargers or inverters; hidden \
            folders are skipped; sorted order). Exits 0 when every DC circuit (loads, inverter feeds, \
            chargers, battery feeds) meets its drop limit and derated ampacity, every fuse is at least the \
            load current and at most the conductor's ampacity, and the batteries can supply the peak \
            current. Otherwise exits 1 and prints one line per violation, naming the file, circuit, rule, \
            actual value and limit. A file that cannot be read or is not a valid system file is reported \
            and the others are still checked; the exit status is then the highest of the files' (66 \
            missing or unreadable, 65 invalid, over 1 failed, over 0).
            """,
        options: [format.spec, Options.json.spec, quiet.spec, Options.units.spec],
        examples: [
            "cable check van.json", "cable check systems/ --format github",
            "cable check systems/ --format junit > check.xml", "cable check boat.json --json | jq '.violations[].rule'",
        ],
        arguments: ["FILE"], repeatsLastArgument: true)

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let format = try arguments.outputFormat(format, default: .text)
        let paths = arguments.parsed.positionals
        guard !paths.isEmpty else {
            throw .usage(tr("missing FILE (a system file or a folder of them, or - for standard input)"), command: spec.name)
        }
        guard paths.filter({ $0 == "-" }).count <= 1 else {
            throw .usage(tr("standard input (-) can be read only once"), command: spec.name)
        }
        _ = try arguments.units()  // a bad --units or CABLE_UNITS is the command's error, not each file's
        let candidates = SystemFileFinder.candidates(paths)
        let files = checkAll(candidates, arguments: arguments)
        let status = files.map(\.status).max { $0.rawValue < $1.rawValue } ?? .ok
        let quiet = arguments.isSet(quiet)
        // One FILE gives the document one file always gave (a contract); a folder or several files
        // give the list.
        let single = paths.count == 1 && candidates.count == 1 && candidates[0].isExplicit ? files.first : nil
        switch format {
        case .json:
            if let single {
                switch single.outcome {
                case .checked(let report, let display):
                    return CommandOutput(stdout: CheckJSON(report: report, display: display).indentedText, status: status)
                case .failed(let error): throw error
                }
            }
            return CommandOutput(stdout: CheckFilesJSON(files: files).indentedText, status: status)
        case .text:
            let text = CheckText.render(files, quiet: quiet, single: single != nil)
            return CommandOutput(stdout: text.stdout, stderr: text.stderr, status: status)
        case .github:
            return CommandOutput(stdout: CheckAnnotations.render(files, quiet: quiet), status: status)
        case .junit:
            return CommandOutput(stdout: CheckJUnit.render(files), status: status)
        }
    }

    /// Checks every candidate. A folder in which no system file was found is an entry of its
    /// own (exit 66), so a CI job pointed at the wrong folder fails rather than passes.
    static func checkAll(_ candidates: [SystemFileFinder.Candidate], arguments: Arguments) -> [CheckedFile] {
        var files: [CheckedFile] = []
        var index = 0
        while index < candidates.count {
            let root = candidates[index].root
            let before = files.count
            while index < candidates.count, candidates[index].root == root {
                if let file = check(candidates[index], arguments: arguments) { files.append(file) }
                index += 1
            }
            if files.count == before {
                files.append(CheckedFile(path: root, outcome: .failed(SystemFileFinder.noSystemFiles(root))))
            }
        }
        return files
    }

    /// Reads, validates and checks one candidate; nil for a JSON file found in a folder that is
    /// not meant as a system file (``SystemFile/isMeantAsSystemFile(_:)``).
    static func check(_ candidate: SystemFileFinder.Candidate, arguments: Arguments) -> CheckedFile? {
        let name = InputFile.displayName(candidate.path)
        if let problem = candidate.problem { return CheckedFile(path: name, outcome: .failed(problem)) }
        do throws(CLIError) {
            let bytes = try InputFile.read(candidate.path)
            if !candidate.isExplicit, let root = try? JSONReader.parse(bytes), !SystemFile.isMeantAsSystemFile(root) {
                return nil
            }
            let system = try InputFile.system(bytes: bytes, path: candidate.path)
            let units = try arguments.units(for: system)
            let report: SystemReport
            do {
                report = try SystemAnalyzer.analyze(system, units: units)
            } catch {
                throw .badData(tr("{file}: {reason}", ["file": name, "reason": ValidationText.text(error)]))
            }
            return CheckedFile(path: name, outcome: .checked(report, Display(units: units)))
        } catch {
            return CheckedFile(path: name, outcome: .failed(error))
        }
    }
}

/// One file as `check` saw it: its report, or why it could not be checked.
struct CheckedFile {
    enum Outcome {
        case checked(SystemReport, Display)
        case failed(CLIError)
    }

    /// The path as given or found (`<stdin>` for `-`).
    let path: String
    let outcome: Outcome

    /// 0 when every rule holds, 1 when one is broken, the error's code when it was not checked.
    var status: ExitCode {
        switch outcome {
        case .checked(let report, _): report.isOK ? .ok : .checkFailed
        case .failed(let error): error.exitCode
        }
    }
}
