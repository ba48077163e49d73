import Foundation
import Testing

@testable import CableCLI

/// Completion, driven in each shell: the script `cable completions SHELL` prints is loaded into
/// bash (with bash-completion when installed: COMP_WORDS/COMP_CWORD, then `_cable`, then
/// COMPREPLY), zsh (`compinit`, then `_cable` with `words`/`CURRENT`, capturing what it hands
/// `compadd`) and fish (`complete -C LINE`), each calling the built `cable __complete`. The same
/// cases run in every shell; a shell that is not installed is skipped, saying so (CI installs
/// zsh and fish from Debian: .ci/run). The engine itself (``ShellCompletion``) is tested in
/// process below.
@Suite("Shell completion, driven in bash, zsh and fish")
final class ShellCompletionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The words after `cable`; the last is the one completed ("" after a space).
        let words: [String]
        /// What the shell offers, in any order (fish sorts).
        let expected: [String]
        var testDescription: String { "cable " + words.map { $0.isEmpty ? "''" : $0 }.joined(separator: " ") }
        init(_ words: [String], _ expected: [String]) {
            self.words = words
            self.expected = expected
        }
    }

    /// Run in a folder holding the van example as van.json (its loads, panels, banks, chargers
    /// and inverter are in Fixtures/systems/van.json).
    static let cases: [Case] = [
        Case(["si"], ["size"]),
        Case(["--lang", "de", "si"], ["size"]),
        Case(["--"], ["--help", "--lang", "--version"]),
        Case(["--lang", ""], ["de", "en", "es", "fr", "nl"]),
        Case(["help", "rep"], ["report"]),
        Case(["size", "--cu"], ["--current"]),
        Case(["size", "--no-cr"], ["--no-critical"]),
        Case(["size", "--current", ""], []),
        Case(["size", "-u", ""], ["imperial", "metric"]),
        Case(["size", "--fuse-type", "bl"], ["blade", "blade58"]),
        Case(["size", "--fuse-type", "blade,a"], ["blade,anl"]),
        Case(["size", "--insulation", "1"], ["105C", "125C"]),
        Case(["size", "--standard", ""], ["abyc", "default"]),
        Case(["check", "van.json", "--format", ""], ["github", "json", "junit", "text"]),
        Case(["bom", "van.json", "--format", "m"], ["markdown"]),
        Case(["add", "battery", "van.json", "--chemistry", "l"], ["liIon", "lifepo4"]),
        Case(["add", "charger", "van.json", "--kind", ""], ["alternator", "dcdc", "generator", "shore", "solar"]),
        Case(["example", ""], ["cabin", "sailboat", "van"]),
        // `schema` takes a schema's kind, not an entity kind (`cable schema load` is refused).
        Case(["schema", "c"], ["catalog", "catalog-list", "catalog-show", "check", "check-files", "config"]),
        // Options other than --lang, --help and --version are refused before the command.
        Case(["--no-pager", "re"], []),
        Case(["catalog", ""], ["list", "search", "show"]),
        Case(
            ["catalog", "show", "victron-orion-tr-smart-12-12"],
            ["victron-orion-tr-smart-12-12-18", "victron-orion-tr-smart-12-12-30"]),
        Case(["config", ""], ["get", "list", "path", "set", "unset"]),
        Case(["config", "get", ""], ["catalog", "criticalMaxDropPercent", "lang", "maxDropPercent", "standard", "units"]),
        Case(["config", "set", "units", ""], ["imperial", "metric"]),
        Case(["set", ""], ["array", "battery", "charger", "inverter", "load", "panel", "system"]),
        Case(["add", ""], ["array", "battery", "charger", "inverter", "load", "panel"]),
        Case(["completions", ""], ["bash", "fish", "zsh"]),
        Case(["report", "v"], ["van.json"]),
        Case(["add", "load", "v"], ["van.json"]),
        Case(["remove", "load", "van.json", "W"], ["Water pump"]),
        Case(["set", "charger", "van.json", "S"], ["Shore charger", "Solar MPPT"]),
        Case(["set", "system", "van.json", ""], []),
        Case(["add", "load", "van.json", "--inverter", ""], ["Inverter 2 kW"]),
        Case(["add", "load", "van.json", "--feed", ""], ["Fuse block", "House bank"]),
        Case(["set", "load", "van.json", "Fridge", "--name", "L"], ["LED lights", "Laptop"]),
        Case(["add", "load", "van.json", "--from", "fridge-compressor-4"], ["fridge-compressor-40l"]),
        // Only the entries that become the KIND on the line: modules for an array, none of them for a load.
        Case(["add", "array", "van.json", "--from", "sunpower-spr-e"], ["sunpower-spr-e19-235"]),
        Case(["add", "load", "van.json", "--from", "sunpower-spr"], []),
        Case(
            ["add", "charger", "van.json", "--from", "victron-orion-tr-smart-12-12"],
            ["victron-orion-tr-smart-12-12-18", "victron-orion-tr-smart-12-12-30"]),
        Case(["add", "inverter", "van.json", "--from", "victron-orion-tr-smart-12-12"], []),
        // `list [KIND] FILE`: kinds and file names first (lodge.json is a copy of van.json), then files.
        Case(["list", "lo"], ["load", "lodge.json"]),
        Case(["list", "a"], ["array"]),
        Case(["list", "v"], ["van.json"]),
        Case(["list", "load", "v"], ["van.json"]),
        Case(["list", "batteries", "v"], ["van.json"]),
        Case(["list", "van.json", ""], []),
        Case(["list", "load", "van.json", ""], []),
    ]

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-shells-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json"),
            to: folder.appendingPathComponent("van.json"))
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json"),
            to: folder.appendingPathComponent("lodge.json"))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    static func tool(_ name: String) -> String? { CompletionsAndManTests.tool(name) }

    /// The shell run in the test folder, `cable` found on PATH, HOME the folder (no user
    /// catalogue or config).
    func run(_ shell: String, _ arguments: [String]) throws -> ProcessResult {
        let binary = try #require(CableProcess.executable)
        let environment = [
            "PATH": binary.deletingLastPathComponent().path + ":/usr/bin:/bin", "HOME": folder.path, "LC_ALL": "C.UTF-8",
        ]
        return try CableProcess.run(
            arguments, environment: environment, in: folder, program: URL(fileURLWithPath: try #require(Self.tool(shell))))
    }

    func script(_ shell: String) throws -> String {
        let file = folder.appendingPathComponent("cable.\(shell)")
        try CableProcess.run(["completions", shell]).stdout.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    // MARK: - bash

    /// bash: what `_cable` leaves in COMPREPLY, one a line.
    func bash(_ words: [String]) throws -> [String] {
        let driver = """
            [[ -f /usr/share/bash-completion/bash_completion ]] && source /usr/share/bash-completion/bash_completion
            source "\(try script("bash"))"
            COMP_WORDS=(cable "$@")
            COMP_CWORD=$#
            _cable
            (( ${#COMPREPLY[@]} )) && printf '%s\\n' "${COMPREPLY[@]}"
            exit 0
            """
        let result = try run("bash", ["--norc", "--noprofile", "-c", driver, "bash"] + words)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test(
        .enabled(if: tool("bash") != nil, "bash is not installed here: the bash cases were skipped"), arguments: cases)
    func bash_offersWhatTheTablesSay(_ test: Case) throws {
        // bash inserts what COMPREPLY holds: a blank escaped.
        let expected = test.expected.map { $0.replacing(" ", with: "\\ ") }
        #expect(try bash(test.words).sorted() == expected.sorted())
    }

    @Test(.enabled(if: tool("bash") != nil, "bash is not installed here: the bash cases were skipped"))
    func bash_readsTheValueAfterAnEqualsSign_andAnOpenQuote() throws {
        // `--units=i` reaches bash as three words; readline replaces only the part after `=`.
        #expect(try bash(["size", "--units", "=", "i"]) == ["imperial"])
        #expect(try bash(["size", "--units", "="]).sorted() == ["imperial", "metric"])
        // After an open quote the name is inserted as it is: the quote keeps the blank.
        #expect(try bash(["remove", "load", "van.json", "\"Wat"]) == ["Water pump"])
        #expect(try bash(["remove", "load", "'van.json'", "Wat"]) == ["Water\\ pump"])
    }

    /// bash splits `Pump:f` at the colon (COMP_WORDBREAKS) into `Pump`, `:`, `f`; the script joins
    /// the pieces the line shows together, and offers what follows the colon, which is all
    /// readline replaces. Run with bash's own COMP_WORDBREAKS, which holds the colon.
    @Test(.enabled(if: tool("bash") != nil, "bash is not installed here: the bash cases were skipped"))
    func bash_completesANameWithAColon() throws {
        try
            #"{ "schemaVersion": 1, "name": "C", "nominalVoltage": 12, "loads": [ { "name": "Pump:fresh", "current": 3, "length": 2 }, { "name": "Pump:grey", "current": 3, "length": 2 } ] }"#
            .write(to: folder.appendingPathComponent("colon.json"), atomically: true, encoding: .utf8)
        func offered(_ line: String, _ words: [String]) throws -> [String] {
            let driver = """
                source "\(try script("bash"))"
                COMP_WORDS=(cable "$@")
                COMP_CWORD=$#
                COMP_LINE=\(line.contains("'") ? line : "'" + line + "'")
                COMP_POINT=${#COMP_LINE}
                _cable
                (( ${#COMPREPLY[@]} )) && printf '%s\\n' "${COMPREPLY[@]}"
                exit 0
                """
            let result = try run("bash", ["--norc", "--noprofile", "-c", driver, "bash"] + words)
            #expect(result.stderr == "")
            return result.stdout.split(separator: "\n").map(String.init)
        }
        #expect(
            try offered("cable remove load colon.json Pump:f", ["remove", "load", "colon.json", "Pump", ":", "f"]) == ["fresh"])
        #expect(
            try offered("cable remove load colon.json Pump:", ["remove", "load", "colon.json", "Pump", ":"]) == ["fresh", "grey"])
        #expect(
            try offered("cable remove load colon.json Pu", ["remove", "load", "colon.json", "Pu"]) == ["Pump:fresh", "Pump:grey"])
        // A colon with a space before it is a word of its own: nothing is joined.
        #expect(try offered("cable remove load colon.json :", ["remove", "load", "colon.json", ":"]) == [])
    }

    // MARK: - zsh

    /// zsh: the matches `_cable` hands `compadd` (or the files `_files` would offer), with
    /// `words` and `CURRENT` set as the completion system sets them.
    func zsh(_ words: [String]) throws -> [String] {
        let driver = """
            autoload -U compinit && compinit -u -D
            source "\(try script("zsh"))"
            # Capture what would be offered: compadd's matches (its -a arrays), and _files' files.
            compadd() {
                local array=0 name
                while (( $# )); do
                    case $1 in
                        -a) array=1; shift ;;
                        -d|-J|-X|-x) shift 2 ;;
                        --) shift; break ;;
                        -*) shift ;;
                        *) break ;;
                    esac
                done
                if (( array )); then for name in "$@"; do print -rl -- "${(@P)name}"; done; else print -rl -- "$@"; fi
            }
            _files() { print -rl -- ${words[CURRENT]}*(N) }
            # compset -P takes the option's part off the word completed (`--output=v` → `v`).
            compset() { [[ $1 == -P ]] && words[CURRENT]=${words[CURRENT]#${~2}}; return 0 }
            words=(cable "$@")
            CURRENT=${#words}
            _cable
            exit 0
            """
        let result = try run("zsh", ["-f", "-c", driver, "zsh"] + words)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test(
        .enabled(if: tool("zsh") != nil, "zsh is not installed here: the zsh cases were skipped (CI installs it)"),
        arguments: cases)
    func zsh_offersWhatTheTablesSay(_ test: Case) throws {
        #expect(try zsh(test.words).sorted() == test.expected.sorted())
    }

    @Test(.enabled(if: tool("zsh") != nil, "zsh is not installed here: the zsh cases were skipped (CI installs it)"))
    func zsh_completesAValueWrittenWithTheOption() throws {
        #expect(try zsh(["size", "--units=i"]) == ["--units=imperial"])
        // A file named after `--output=` in the same word: the files for the part after `=`.
        #expect(try zsh(["report", "van.json", "--output=v"]) == ["van.json"])
    }

    /// zsh's own completion system in a terminal (zpty): each line is typed with a TAB, and a
    /// key bound to a widget prints the line as zsh left it — the one candidate inserted, quoted
    /// the shell's way, and a space after it.
    @Test(.enabled(if: tool("zsh") != nil, "zsh is not installed here: the zsh cases were skipped (CI installs it)"))
    func zsh_inATerminal_insertsTheOneCandidate() throws {
        let driver = #"""
            zmodload zsh/zpty
            zpty z 'zsh -f -i'
            zpty -w z 'PS1="%% "; autoload -U compinit; compinit -u -D; source "$CABLE_SCRIPT"; dump() { zle -I; print -r -- "<<$BUFFER>>"; BUFFER=; }; zle -N dump; bindkey "^X" dump; print RE""ADY'
            wait_for() {
                local deadline=$(( SECONDS + 30 )) chunk
                buffer=
                while (( SECONDS < deadline )); do
                    zpty -r -t z chunk && buffer+=$chunk
                    [[ $buffer == *$~1* ]] && return 0
                    sleep 0.05
                done
                return 1
            }
            local buffer
            wait_for 'READY' || { print -r -- "zsh did not start"; exit 1 }
            for line in "$@"; do
                zpty -w -n z "$line"$'	\C-x'
                wait_for '<<*>>' || { print -r -- "no completion for: $line"; exit 1 }
                buffer=${buffer#*<<}
                print -r -- "${buffer%%>>*}"
            done
            zpty -d z
            """#
        let lines = [
            ("cable --lang de si", "cable --lang de size "),
            ("cable --la", "cable --lang "),
            ("cable remove load van.json Wa", "cable remove load van.json Water\\ pump "),
            ("cable size --fuse-type blade,a", "cable size --fuse-type blade,anl "),
            ("cable add load van.json --inverter Inv", "cable add load van.json --inverter Inverter\\ 2\\ kW "),
            ("cable config set units imp", "cable config set units imperial "),
            ("cable size --units=i", "cable size --units=imperial "),
            ("cable report van.json --output=va", "cable report van.json --output=van.json "),
        ]
        let binary = try #require(CableProcess.executable)
        let environment = [
            "PATH": binary.deletingLastPathComponent().path + ":/usr/bin:/bin", "HOME": folder.path,
            "CABLE_SCRIPT": try script("zsh"),
        ]
        let driverFile = folder.appendingPathComponent("drive.zsh")
        try driver.write(to: driverFile, atomically: true, encoding: .utf8)
        let result = try CableProcess.run(
            ["-f", driverFile.path] + lines.map(\.0), environment: environment, in: folder,
            program: URL(fileURLWithPath: try #require(Self.tool("zsh"))))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == lines.map(\.1))
    }

    // MARK: - fish

    /// fish: `complete -C` on the line, the words before a tab.
    func fish(_ words: [String]) throws -> [String] {
        let line = (["cable"] + words).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        let quoted = "'" + line.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
        let result = try run("fish", ["--no-config", "-c", "source \(try script("fish")); complete -C \(quoted)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[0]) }
    }

    @Test(
        .enabled(if: tool("fish") != nil, "fish is not installed here: the fish cases were skipped (CI installs it)"),
        arguments: cases)
    func fish_offersWhatTheTablesSay(_ test: Case) throws {
        #expect(try fish(test.words).sorted() == test.expected.sorted())
    }

    @Test(.enabled(if: tool("fish") != nil, "fish is not installed here: the fish cases were skipped (CI installs it)"))
    func fish_describesInTheLinesLanguage_andCompletesAnOpenQuote() throws {
        let line = "cable --lang de si"
        let result = try run("fish", ["--no-config", "-c", "source \(try script("fish")); complete -C '\(line)'"])
        #expect(result.stdout == "size\tLeitungsquerschnitt und Sicherung für einen DC-Verbraucher wählen.\n")
        #expect(try fish(["size", "--units=i"]) == ["--units=imperial"])
        #expect(try fish(["remove", "load", "van.json", "\"Wat"]) == ["Water pump"])
        // A file named after `--output=` in the same word keeps the option's part.
        #expect(try fish(["report", "van.json", "--output=v"]) == ["--output=van.json"])
        #expect(try fish(["report", "van.json", "-o", "v"]) == ["van.json"])
    }

    // MARK: - The engine, in process

    func reply(_ words: [String]) -> [String] {
        guard case .words(let candidates) = ShellCompletion.reply(to: words, environment: ["HOME": folder.path], in: .en) else {
            return ["<files>"]
        }
        return candidates.map(\.word)
    }

    @Test func everyCommand_andEveryOptionOfEach_isOffered() {
        #expect(reply([""]) == CLI.commands.map(\.name) + ["help"])
        for command in CLI.commands {
            let offered = reply([command.name, "-"])
            for option in command.spec.options {
                #expect(offered.contains("--" + option.name), "\(command.name) --\(option.name)")
                if let short = option.shortName { #expect(offered.contains("-\(short)"), "\(command.name) -\(short)") }
                if option.negatable { #expect(offered.contains("--no-" + option.name), "\(command.name) --no-\(option.name)") }
            }
            #expect(offered.contains("--help") && offered.contains("-h"))
        }
    }

    @Test func everyClosedSet_ofEveryCommand_isOffered() {
        for command in CLI.commands {
            for option in command.spec.options {
                guard case .words(let words) = CompletionWords.forValue(of: option) else { continue }
                #expect(reply([command.name, "--" + option.name, ""]) == words, "\(command.name) --\(option.name)")
            }
        }
    }

    @Test func theHiddenCommand_printsItsReply_andExitsZero() throws {
        let words = try CableProcess.run(["__complete", "size", "--units", ""])
        #expect(words.stdout == "words\nmetric\nimperial\n")
        #expect(words.stderr == "")
        #expect(words.status == 0)
        let files = try CableProcess.run(["__complete", "report", ""])
        #expect(files.stdout == "files\n")
        // With the option in the same word, the part before the file name on a second line.
        #expect(try CableProcess.run(["__complete", "report", "--output=r"]).stdout == "files\n--output=\n")
        // `list`'s first argument is a KIND or a FILE: the kinds, and file names too.
        #expect(
            try CableProcess.run(["__complete", "list", ""]).stdout
                == "words-and-files\nload\nbattery\ncharger\ninverter\npanel\narray\n")
        #expect(try CableProcess.run(["__complete", "list", "pa"]).stdout == "words-and-files\npanel\n")
        #expect(try CableProcess.run(["__complete", "list", "load", ""]).stdout == "files\n")
        let described = try CableProcess.run(["__complete", "--lang", "fr", "dr"])
        #expect(described.stdout == "words\ndrop\tChute de tension, pertes et courant admissible d'un câble donné.\n")
    }

    @Test func aNameWithAControlCharacter_isLeftOut_andStandardInputIsNeverRead() throws {
        let file = folder.appendingPathComponent("odd.json")
        try Data(#"{"loads": [{"name": "Bad\u001bname"}, {"name": "Good"}, {"nameless": 1}]}"#.utf8).write(to: file)
        let reply = ShellCompletion.reply(to: ["remove", "load", file.path, ""], environment: [:], in: .en)
        #expect(ShellCompletion.text(reply) == "words\nGood\n")
        #expect(self.reply(["remove", "load", "-", ""]) == [])
        #expect(self.reply(["remove", "load", folder.appendingPathComponent("missing.json").path, ""]) == [])
    }

    @Test func quotedWords_areReadAsTheShellReadsThem() {
        #expect(ShellCompletion.unquoted("\"my van.json\"") == "my van.json")
        #expect(ShellCompletion.unquoted("my\\ van.json") == "my van.json")
        #expect(ShellCompletion.unquoted("'it''s'") == "its")
        #expect(ShellCompletion.unquoted("\"Wat") == "Wat")
        #expect(ShellCompletion.unquoted("plain") == "plain")
    }
}
