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
            chargers, battery feeds, panel feeders, PV array runs) meets its drop limit and derated \
            ampacity, every fuse is at least the \
            load current and at most the conductor's ampacity, and the batteries can supply the peak \
            current. Otherwise exits 1 and prints one line per violation, naming the file, circuit, rule, \
            actual value and limit. A file that cannot be read or is not a valid system file is reported \
            and the others are still checked; the exit status is then the highest of the files' (66 \
            missing or unreadable, 65 invalid, over 1 failed, over 0).
            """,
        options: [format.spec, Options.json.spec, quiet.spec, Options.units.spec, Options.wide.spec],
        examples: [
            "cable check van.json", "cable check systems/ --format github",
            "cable check systems/ --format junit > check.xml", "cable check boat.json --json | jq '.violations[].rule'",
        ],
        arguments: ["FILE"], repeatsLastArgument: true)

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let format = try arguments.outputFormat(format, default: .text)
        let paths = arguments.parsed.positionals
        guard !paths.isEmpty else {
            throw .usage(.argument(.missingFileOrFolder), command: spec.name)
        }
        guard paths.filter({ $0 == "-" }).count <= 1 else {
            throw .usage(.argument(.standardInputTwice), command: spec.name)
        }
        _ = try arguments.units()  // a bad --units or CABLE_UNITS is the command's error, not each file's
        let quiet = arguments.isSet(quiet)
        // One FILE gives the document one file always gave (a contract); a folder or several files
        // give the list.
        let single = paths.count == 1 && (paths[0] == "-" || Platform.kind(of: paths[0]) != .directory)
        var status = ExitCode.ok
        switch format {
        case .json where single:
            let file = check(paths[0], arguments: arguments)
            switch file.outcome {
            case .checked(let report, let display):
                return CommandOutput(stdout: CheckJSON(report: report, display: display).indentedText, status: file.status)
            case .failed(let error): throw error
            }
        case .json:
            var json = CheckFilesJSON()
            checkAll(paths, arguments: arguments, status: &status) { json.add($0) }
            return CommandOutput(stdout: json.finish(), status: status)
        case .text:
            var stream = CheckText.Stream(quiet: quiet, width: try arguments.textWidth(), language: arguments.language)
            checkAll(paths, arguments: arguments, status: &status) { stream.add($0) }
            let text = stream.finish(single: single)
            return CommandOutput(stdout: text.stdout, stderr: text.stderr, status: status)
        case .github:
            var text = ""
            checkAll(paths, arguments: arguments, status: &status) {
                text += CheckAnnotations.render($0, quiet: quiet, in: arguments.language)
            }
            return CommandOutput(stdout: text, status: status)
        case .junit:
            var stream = CheckJUnit.Stream(language: arguments.language)
            checkAll(paths, arguments: arguments, status: &status) { stream.add($0) }
            return CommandOutput(stdout: stream.finish(), status: status)
        }
    }

    /// Checks each path in order, handing each file's outcome to `render` as soon as it is
    /// known (memory stays flat in the number of files: no report outlives its file) and
    /// raising `status` to the highest file's. Each FILE is read as given; each DIR is walked
    /// (``SystemFileFinder``); a folder in which no system file was found is an entry of its
    /// own (exit 66), so a CI job pointed at the wrong folder fails rather than passes.
    static func checkAll(
        _ paths: [String], arguments: Arguments, status: inout ExitCode, _ render: (CheckedFile) -> Void
    ) {
        var searched = SystemFileFinder.Searched()
        for path in paths {
            guard path != "-", Platform.kind(of: path) == .directory else {
                let file = check(path, arguments: arguments)
                status = status.rawValue < file.status.rawValue ? file.status : status
                render(file)
                continue
            }
            var found = 0
            let walked = SystemFileFinder.walk(path, searched: &searched) { entry in
                let file: CheckedFile?
                switch entry {
                case .file(let shown, let descriptor):
                    file = check(descriptor: descriptor, path: shown, arguments: arguments)
                case .problem(let shown, let error):
                    file = CheckedFile(path: shown, outcome: .failed(error))
                }
                guard let file else { return }
                found += 1
                status = status.rawValue < file.status.rawValue ? file.status : status
                render(file)
            }
            if walked, found == 0 {
                let file = CheckedFile(path: path, outcome: .failed(SystemFileFinder.noSystemFiles(path)))
                status = status.rawValue < file.status.rawValue ? file.status : status
                render(file)
            }
        }
    }

    /// Reads, validates and checks a FILE named on the command line.
    static func check(_ path: String, arguments: Arguments) -> CheckedFile {
        let shown = path == "-" ? InputFile.displayName(path) : path
        do throws(CLIError) {
            return checked(try InputFile.read(path), path: path, shown: shown, arguments: arguments)
        } catch {
            return CheckedFile(path: shown, outcome: .failed(error))
        }
    }

    /// Reads, validates and checks a regular file found in a folder, open as `descriptor`; nil
    /// when it is JSON that is not meant as a system file (``SystemFile/isMeantAsSystemFile(_:)``).
    static func check(descriptor: Int32, path: String, arguments: Arguments) -> CheckedFile? {
        do throws(CLIError) {
            let bytes = try InputFile.readAll(descriptor, path: path)
            if let root = try? JSONReader.parse(bytes), !SystemFile.isMeantAsSystemFile(root) { return nil }
            return checked(bytes, path: path, shown: path, arguments: arguments)
        } catch {
            return CheckedFile(path: path, outcome: .failed(error))
        }
    }

    /// Validates and checks a file's bytes, keeping where each entity's object starts (and where
    /// a problem in the file is) for the CI formats' `line=` and `col=`.
    private static func checked(_ bytes: [UInt8], path: String, shown: String, arguments: Arguments) -> CheckedFile {
        var entities: FileEntities?
        var position: JSONPosition?
        var root: JSONNode?
        do throws(CLIError) {
            let system: ElectricalSystem
            do throws(SystemFileError) {
                let parsed: JSONNode
                do { parsed = try JSONReader.parse(bytes) } catch { throw .syntax(error) }
                root = parsed
                entities = FileEntities(parsed)
                system = try SystemFile.decode(parsed)
            } catch {
                position = error.position
                throw InputFile.systemError(error, path: path)
            }
            let units = try arguments.units(for: system)
            let report: SystemReport
            do {
                report = try SystemAnalyzer.analyze(system, units: units)
            } catch {
                // The analysis names the entry by its path; the text says where it is.
                let located = error.located(in: root)
                position = located.position
                throw .badData(.analysis(file: InputFile.displayName(path), located))
            }
            return CheckedFile(
                path: shown, outcome: .checked(report, Display(units: units, language: arguments.language)),
                entities: entities)
        } catch {
            return CheckedFile(path: shown, outcome: .failed(error), entities: entities, position: position)
        }
    }
}

/// One file as `check` saw it: its report, or why it could not be checked.
struct CheckedFile {
    enum Outcome {
        case checked(SystemReport, Display)
        case failed(CLIError)
    }

    /// The path as given or found (`<stdin>` for `-`), as it is: JSON and GitHub's workflow
    /// commands escape it their way.
    let path: String
    /// The path for a line of text, JUnit or a log: escaped (``EchoedText/escapingAll(_:)``).
    var shownPath: String { EchoedText.escapingAll(path) }
    let outcome: Outcome
    /// The file's entities and where each one's object starts (nil when it is not JSON): the
    /// line and column of a finding about it.
    var entities: FileEntities? = nil
    /// Where the problem that stopped the check is, when the file says: a syntax error's
    /// position, or the member a validation error is about.
    var position: JSONPosition? = nil

    /// Where in the file the finding about `subject` (a violation's circuit) is: its entity's
    /// object.
    func position(of subject: String) -> JSONPosition? { entities?.position(of: subject) }

    /// 0 when every rule holds, 1 when one is broken, the error's code when it was not checked.
    var status: ExitCode {
        switch outcome {
        case .checked(let report, _): report.isOK ? .ok : .checkFailed
        case .failed(let error): error.exitCode
        }
    }
}
