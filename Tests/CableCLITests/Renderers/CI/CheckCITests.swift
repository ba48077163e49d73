import CableCore
import Foundation
import Testing

@testable import CableCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `cable check` for CI: several files and folders, the text, JSON, GitHub and JUnit formats,
/// `--quiet` and the exit status; and the shell fit: colour, terminal width, PDF on standard
/// output. The built binary is run; a terminal is faked in process through `CLI.run(terminal:)`.
@Suite("check for CI, colour and terminal width")
struct CheckCITests {
    static func fixture(_ path: String) -> String {
        PackagePaths.root.appendingPathComponent("Fixtures").appendingPathComponent(path).path
    }

    /// A folder for one test: `systems/van.json` (passes), `systems/sub/failing.json` (6
    /// violations, Fixtures/broken/failing-check.json), `systems/.hidden/bad.json` (skipped:
    /// hidden), `systems/package.json` (skipped: not a system file's shape), `systems/notes.txt`
    /// (skipped: not JSON). A link loop is reported as a loop (66): TreeWalkTests covers it.
    final class Workspace {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-check-\(UUID().uuidString)")
            let manager = FileManager.default
            for folder in ["systems/sub", "systems/.hidden"] {
                try manager.createDirectory(at: url.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try manager.copyItem(atPath: fixture("systems/van.json"), toPath: path("systems/van.json"))
            try manager.copyItem(atPath: fixture("broken/failing-check.json"), toPath: path("systems/sub/failing.json"))
            try Data("{".utf8).write(to: url.appendingPathComponent("systems/.hidden/bad.json"))
            try Data(#"{"name": "tooling", "version": "1.0.0"}"#.utf8).write(
                to: url.appendingPathComponent("systems/package.json"))
            try Data("notes".utf8).write(to: url.appendingPathComponent("systems/notes.txt"))
            try manager.copyItem(atPath: fixture("broken/malformed.json"), toPath: path("malformed.json"))
        }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static let failingLines = [
        "Long thin run: voltageDrop: drop 11.33 % exceeds the 5 % limit (actual 11.33 %, limit 5 %)",
        "Overloaded wire: ampacity: 40 A exceeds the 35 A ampacity of 2.5 mm² (actual 40 A, limit 35 A)",
        "Overloaded wire: fuseBelowCurrent: fuse 40 A is below 50 A, 1.25 × the 40 A load current (actual 40 A, limit 50 A)",
        "Overloaded wire: fuseAboveAmpacity: fuse 40 A exceeds the conductor's 35 A ampacity (actual 40 A, limit 35 A)",
        "Small fuse: fuseBelowCurrent: fuse 15 A is below 25 A, 1.25 × the 20 A load current (actual 15 A, limit 25 A)",
        "Small AGM: bankPeakCurrent: peak current 320 A exceeds the batteries' 50 A maximum continuous discharge (actual 320 A, limit 50 A)",
    ]

    // MARK: - Several files

    @Test func check_folderAndFiles_checksEachInOrderAndTheHighestStatusWins() throws {
        let work = try Workspace()
        let result = try CableProcess.run(
            ["check", "systems", "malformed.json", "missing.json"], in: work.url)
        // Sorted: systems/sub/failing.json before systems/van.json ("s" < "v"); the hidden folder,
        // package.json and notes.txt are passed over.
        #expect(
            result.stdout
                == Self.failingLines.map { "FAIL systems/sub/failing.json: \($0)\n" }.joined()
                + "ok: systems/van.json: 11 circuits meet their drop, ampacity and fuse rules with nominal resistance, "
                + "copper at 20 °C; the batteries supply the 261.28 A peak\n"
        )
        #expect(
            result.stderr == """
                6 violations in systems/sub/failing.json
                error: malformed.json:4:3: unexpected '"', expected ',' or '}'
                error: cannot read 'missing.json': no such file
                4 files: 1 passed, 1 failed, 2 not checked

                """)
        // 66 (missing) over 65 (malformed) over 1 (failed).
        #expect(result.status == 66)
        let invalid = try CableProcess.run(["check", "systems", "malformed.json"], in: work.url)
        #expect(invalid.status == 65)
        let failed = try CableProcess.run(["check", "systems"], in: work.url)
        #expect(failed.status == 1)
        let passed = try CableProcess.run(["check", "systems/van.json", Self.fixture("systems/cabin.json")], in: work.url)
        #expect(passed.status == 0)
        #expect(passed.stderr == "2 files: 2 passed, 0 failed\n")
    }

    @Test func check_singleFile_namesTheFileOnEveryFailLine() throws {
        let file = Self.fixture("broken/failing-check.json")
        let result = try CableProcess.run(["check", file])
        #expect(result.status == 1)
        #expect(result.stdout == Self.failingLines.map { "FAIL \(file): \($0)\n" }.joined())
        #expect(result.stderr == "6 violations in \(file)\n")
    }

    @Test func check_folderWithoutSystemFiles_exits66() throws {
        let work = try Workspace()
        try FileManager.default.createDirectory(atPath: work.path("tools"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: work.path("systems/package.json"), toPath: work.path("tools/package.json"))
        let result = try CableProcess.run(["check", "tools"], in: work.url)
        #expect(result.status == 66)
        #expect(result.stderr == "error: no system files in 'tools'\n")
        try FileManager.default.createDirectory(atPath: work.path("empty"), withIntermediateDirectories: false)
        let empty = try CableProcess.run(["check", "empty", "systems/van.json"], in: work.url)
        #expect(empty.status == 66)
        #expect(empty.stderr.contains("error: no system files in 'empty'\n"))
    }

    @Test func check_quiet_printsOnlyFailures() throws {
        let work = try Workspace()
        let passing = try CableProcess.run(["check", "systems/van.json", "--quiet"], in: work.url)
        #expect(passing.status == 0)
        #expect(passing.stdout.isEmpty)
        #expect(passing.stderr.isEmpty)
        let failing = try CableProcess.run(["check", "systems", "missing.json", "--quiet"], in: work.url)
        #expect(failing.status == 66)
        #expect(failing.stdout == Self.failingLines.map { "FAIL systems/sub/failing.json: \($0)\n" }.joined())
        #expect(failing.stderr == "error: cannot read 'missing.json': no such file\n")
    }

    // MARK: - JSON

    @Test func checkJSON_severalFiles_listsEachWithItsErrorOrViolations() throws {
        let work = try Workspace()
        let result = try CableProcess.run(["check", "systems", "missing.json", "--json"], in: work.url)
        #expect(result.status == 66)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["ok"] as? Bool == false)
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["systems/sub/failing.json", "systems/van.json", "missing.json"])
        #expect(files.map { $0["ok"] as? Bool } == [false, true, false])
        #expect((files[0]["violations"] as? [Any])?.count == 6)
        #expect(files[0]["error"] is NSNull)
        let error = try #require(files[2]["error"] as? [String: Any])
        #expect(error["code"] as? String == "noInput")
        #expect(error["message"] as? String == "cannot read 'missing.json': no such file")
        #expect((files[2]["violations"] as? [Any])?.isEmpty == true)
        // --format json is the same document.
        let format = try CableProcess.run(["check", "systems", "missing.json", "--format", "json"], in: work.url)
        #expect(format.stdout == result.stdout)
    }

    @Test func checkJSON_oneFile_keepsTheSingleFileDocument() throws {
        let result = try CableProcess.run(["check", Self.fixture("broken/no-fuse.json"), "--json"])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                {
                  "ok": false,
                  "schemaVersion": 1,
                  "violations": [
                    {
                      "actual": 37.5,
                      "circuit": "Inverter feed",
                      "kind": "load",
                      "limit": 35,
                      "message": "no standard fuse of at least 37.5 A and at most the conductor's 35 A ampacity",
                      "rule": "noFuse",
                      "unit": "A"
                    }
                  ]
                }

                """)
    }

    // MARK: - GitHub annotations

    @Test func checkGitHub_annotatesEachViolationAndUnreadableFile() throws {
        let work = try Workspace()
        let result = try CableProcess.run(["check", "systems", "missing.json", "--format", "github"], in: work.url)
        #expect(result.status == 66)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 8)
        // "%" in a message is %25; ":" and "," in a property are %3A and %2C.
        #expect(
            lines[0]
                == "::error file=systems/sub/failing.json,line=7,col=5,title=voltageDrop (Long thin run)::Long thin run: drop 11.33 %25 "
                + "exceeds the 5 %25 limit (actual 11.33 %25, limit 5 %25)")
        #expect(lines[6] == "ok: systems/van.json: 11 circuits meet their rules")
        #expect(
            lines[7] == "::error file=missing.json,title=cable check%3A noInput::cannot read 'missing.json': no such file")
        let quiet = try CableProcess.run(["check", "systems/van.json", "--format", "github", "--quiet"], in: work.url)
        #expect(quiet.stdout.isEmpty)
        #expect(quiet.status == 0)
    }

    @Test(arguments: [
        ("a%b", "a%25b", "a%25b"), ("line\nbreak\r", "line%0Abreak%0D", "line%0Abreak%0D"), ("x:y,z", "x:y,z", "x%3Ay%2Cz"),
    ])
    func githubEscaping_followsTheRunner(_ input: String, _ data: String, _ property: String) {
        #expect(CheckAnnotations.data(input) == data)
        #expect(CheckAnnotations.property(input) == property)
    }

    @Test func checkGitHub_fileNameWithCommaAndColon_isEscapedInTheProperty() throws {
        let work = try Workspace()
        let name = "van, v2: final.json"
        try FileManager.default.copyItem(atPath: Self.fixture("broken/no-fuse.json"), toPath: work.path(name))
        let result = try CableProcess.run(["check", name, "--format", "github"], in: work.url)
        #expect(
            result.stdout.hasPrefix(
                "::error file=van%2C v2%3A final.json,line=6,col=5,title=noFuse (Inverter feed)::Inverter feed: "))
    }

    /// Fixtures/ci/located.json: its entities' objects start at 7:5 (Long thin run, over five
    /// lines), 13:9 (Small fuse, indented further) and 19:7 (the bank, after a blank line).
    /// Heater's 3000 W / 12 V = 250 A, with 10 + 20 + 1 A, is a 281 A peak against the AGM bank's
    /// default 0.5 C × 100 Ah = 50 A.
    static let locatedAnnotations = [
        "::error file=located.json,line=7,col=5,title=voltageDrop (Long thin run)::Long thin run: drop 11.33 %25 exceeds "
            + "the 5 %25 limit (actual 11.33 %25, limit 5 %25)",
        "::error file=located.json,line=13,col=9,title=fuseBelowCurrent (Small fuse)::Small fuse: fuse 15 A is below 25 A, "
            + "1.25 × the 20 A load current (actual 15 A, limit 25 A)",
        "::error file=located.json,line=19,col=7,title=bankPeakCurrent (AGM%3A house%2C aft)::AGM: house, aft: peak current "
            + "281 A exceeds the batteries' 50 A maximum continuous discharge (actual 281 A, limit 50 A)",
    ]

    @Test func checkGitHub_pointsEachFindingAtTheLineAndColumnOfItsEntity() throws {
        let work = try Workspace()
        try FileManager.default.copyItem(atPath: Self.fixture("ci/located.json"), toPath: work.path("located.json"))
        let result = try CableProcess.run(["check", "located.json", "--format", "github"], in: work.url)
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").map(String.init) == Self.locatedAnnotations)
        // A file name's %, comma and colon are escaped in the property; the place is the same.
        let name = "we%ird, v2: x.json"
        try FileManager.default.copyItem(atPath: Self.fixture("ci/located.json"), toPath: work.path(name))
        let escaped = try CableProcess.run(["check", name, "--format", "github"], in: work.url)
        #expect(
            escaped.stdout.split(separator: "\n").first.map(String.init)
                == Self.locatedAnnotations[0].replacing("file=located.json", with: "file=we%25ird%2C v2%3A x.json"))
    }

    @Test func checkGitHub_aFileThatCannotBeChecked_isPointedAtItsProblem() throws {
        let work = try Workspace()
        try Data("{\n  \"schemaVersion\": 1,\n  \"loads\": [ }\n".utf8).write(to: work.url.appendingPathComponent("syntax.json"))
        try Data(
            "{\n  \"schemaVersion\": 1,\n  \"name\": \"x\",\n  \"nominalVoltage\": 12,\n  \"loads\": [\n    { \"name\": \"L\", \"current\": \"5A\", \"length\": \"-3m\" }\n  ]\n}\n"
                .utf8
        ).write(to: work.url.appendingPathComponent("invalid.json"))
        let result = try CableProcess.run(
            ["check", "syntax.json", "invalid.json", "missing.json", "--format", "github"], in: work.url)
        #expect(result.status == 66)
        #expect(
            result.stdout.split(separator: "\n").map(String.init) == [
                // The syntax error's position (3:14), the member's position (6:47); nothing for a file not read.
                "::error file=syntax.json,line=3,col=14,title=cable check%3A badData::syntax.json:3:14: unexpected '}', expected a value",
                "::error file=invalid.json,line=6,col=47,title=cable check%3A badData::invalid.json:6:47: loads[0].length: must be > 0 m, got -3 m",
                "::error file=missing.json,title=cable check%3A noInput::cannot read 'missing.json': no such file",
            ])
    }

    @Test func checkGitHubAndJUnit_anErrorOfTheAnalysis_isPointedAtItsEntry() throws {
        // quantity × current is judged by the analysis, which names `loads[0]`, not a line: the
        // load's object starts at line 6, column 5 of the fixture.
        let file = Self.fixture("broken/current-over-limit.json")
        let github = try CableProcess.run(["check", file, "--format", "github"])
        #expect(github.status == 65)
        #expect(github.stdout.hasPrefix("::error file=\(file),line=6,col=5,title=cable check%3A badData::"))
        #expect(github.stdout.contains("current-over-limit.json:6:5: loads[0]: quantity × current must be ≤ 10000 A"))
        let junit = try CableProcess.run(["check", file, "--format", "junit"])
        #expect(junit.stdout.contains("message=\"\(file):6:5: loads[0]: quantity × current must be ≤ 10000 A"))
        let text = try CableProcess.run(["check", file])
        #expect(text.stderr.contains("current-over-limit.json:6:5: loads[0]:"))
    }

    @Test func checkJUnit_leadsEachFailureWithTheFileLineAndColumnOfItsEntity() throws {
        let work = try Workspace()
        try FileManager.default.copyItem(atPath: Self.fixture("ci/located.json"), toPath: work.path("located.json"))
        let result = try CableProcess.run(["check", "located.json", "--format", "junit"], in: work.url)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "      <failure type=\"voltageDrop\" message=\"located.json:7:5: drop 11.33 % exceeds the 5 % limit (actual 11.33 %, "
                    + "limit 5 %)\">located.json:7:5: voltageDrop: drop 11.33 % exceeds the 5 % limit (actual 11.33 %, limit 5 %)</failure>"
            ))
        #expect(lines.contains { $0.contains("message=\"located.json:13:9: fuse 15 A is below 25 A") })
        #expect(lines.contains { $0.contains("message=\"located.json:19:7: peak current 281 A exceeds") })
    }

    // MARK: - JUnit

    @Test func checkJUnit_isWellFormedWithOneSuitePerFile() throws {
        let work = try Workspace()
        // A circuit name with every XML special character, in a file whose name has a control
        // character (which XML 1.0 cannot hold at all).
        let hostile =
            #"{"schemaVersion": 1, "name": "X", "nominalVoltage": 12, "loads": [{"name": "<a href=\"x\">&'", "current": 40, "length": 2, "wire": "2.5mm2"}]}"#
        let hostileName = "h&<\u{7}>.json"
        try Data(hostile.utf8).write(to: URL(fileURLWithPath: work.path(hostileName)))
        let result = try CableProcess.run(
            ["check", "systems", hostileName, "missing.json", "--format", "junit"], in: work.url)
        #expect(result.status == 66)
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(
            suites.map { $0.attribute(forName: "name")?.stringValue } == [
                "systems/sub/failing.json", "systems/van.json", "h&<\\u0007>.json", "missing.json",
            ])
        // failing-check.json: four circuits break a rule (Long thin run, Overloaded wire, Small
        // fuse, and the Small AGM bank's feed), one test case each.
        let failing = suites[0]
        #expect(failing.attribute(forName: "failures")?.stringValue == "4")
        let cases = failing.elements(forName: "testcase")
        let overloaded = try #require(cases.first { $0.attribute(forName: "name")?.stringValue == "load Overloaded wire" })
        let failure = try #require(overloaded.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "ampacity,fuseBelowCurrent,fuseAboveAmpacity")
        #expect(
            failure.attribute(forName: "message")?.stringValue
                == "systems/sub/failing.json:8:5: 40 A exceeds the 35 A ampacity of 2.5 mm² (actual 40 A, limit 35 A)")
        #expect(suites[1].attribute(forName: "failures")?.stringValue == "0")
        #expect(suites[1].elements(forName: "testcase").count == 11)
        let hostileCase = try #require(suites[2].elements(forName: "testcase").first)
        #expect(hostileCase.attribute(forName: "name")?.stringValue == #"load <a href="x">&'"#)
        let missing = try #require(suites[3].elements(forName: "testcase").first?.elements(forName: "error").first)
        #expect(missing.attribute(forName: "type")?.stringValue == "noInput")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
    }

    // MARK: - Colour

    /// Runs `cable` in process on a faked terminal.
    static func run(_ arguments: [String], environment: Environment = [:], terminal: Terminal) -> (String, String, Int32) {
        var out = ""
        var err = ""
        let status = CLI.run(arguments: arguments, environment: environment, terminal: terminal, stdout: &out, stderr: &err)
        return (out, err, status)
    }

    static let tty = Terminal(stdoutIsTerminal: true, stderrIsTerminal: true, columns: 200)

    @Test func colour_onATerminal_marksFailAndOk() {
        let (out, _, status) = Self.run(["check", Self.fixture("broken/no-fuse.json")], terminal: Self.tty)
        #expect(status == 1)
        #expect(out.hasPrefix("\u{1B}[31mFAIL\u{1B}[0m \(Self.fixture("broken/no-fuse.json")): Inverter feed: noFuse: "))
        let (ok, _, _) = Self.run(["check", Self.fixture("systems/van.json")], terminal: Self.tty)
        #expect(ok.hasPrefix("\u{1B}[32mok\u{1B}[0m: "))
    }

    @Test(arguments: [
        // (arguments, environment, terminal, coloured)
        ([String](), ["NO_COLOR": "1"], true, false),
        ([], ["NO_COLOR": ""], true, true),  // set but empty does not disable (no-color.org)
        ([], ["TERM": "dumb"], true, false),
        ([], [:], false, false),  // piped
        (["--color", "always"], ["NO_COLOR": "1"], false, true),
        (["--color=never"], [:], true, false),
    ])
    func colour_followsTheTerminalNoColorAndTheOption(
        _ extra: [String], _ environment: [String: String], _ isTerminal: Bool, _ coloured: Bool
    ) {
        let terminal = Terminal(stdoutIsTerminal: isTerminal, stderrIsTerminal: isTerminal)
        let (out, err, _) = Self.run(
            ["check", Self.fixture("broken/no-fuse.json")] + extra, environment: Environment(environment), terminal: terminal)
        #expect(out.contains("\u{1B}[31mFAIL") == coloured)
        #expect(out.contains("FAIL"))
        #expect(err == "1 violation in \(Self.fixture("broken/no-fuse.json"))\n")
    }

    @Test func colour_errorPrefixOnStderr_andInputCannotForgeEscapes() {
        let (_, err, status) = Self.run(["size", "--current", "\u{1B}[31mx"], terminal: Self.tty)
        #expect(status == 65)
        #expect(err.hasPrefix("\u{1B}[31merror\u{1B}[0m: --current: "))
        // The escape the user typed is shown escaped: only cable's own codes are raw.
        #expect(err.components(separatedBy: "\u{1B}").count == 3)
        #expect(err.contains("\\u001b[31mx"))
    }

    @Test func colour_machineFormatsAreNeverColoured() {
        for format in ["json", "github", "junit"] {
            let (out, _, _) = Self.run(
                ["check", Self.fixture("broken/no-fuse.json"), "--format", format, "--color", "always"], terminal: Self.tty)
            #expect(!out.contains("\u{1B}"), "\(format)")
        }
        let (json, _, _) = Self.run(
            ["report", Self.fixture("systems/van.json"), "--json", "--color", "always"], terminal: Self.tty)
        #expect(!json.contains("\u{1B}"))
    }

    @Test func colour_badValue_isAUsageError() throws {
        let result = try CableProcess.run(["check", Self.fixture("systems/van.json"), "--color", "sometimes"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: --color: must be one of auto, always, never, got 'sometimes'\n")
    }

    @Test func colour_report_marksWarningsOnly() {
        let (out, _, _) = Self.run(["report", Self.fixture("broken/failing-check.json")], terminal: Self.tty)
        #expect(out.contains("\u{1B}[33mWarnings\u{1B}[0m\n  - \u{1B}[33m"))
        #expect(out.components(separatedBy: "\u{1B}[").count > 2)
    }

    @Test func colour_drop_marksTheVerdict() {
        // 10 A on 1.5 mm² over 5 m at 12 V: 0.017 × 10 / 1.5 × 10 = 1.13 V, 9.44 %, over the 5 % limit.
        let failing = Self.run(
            [
                "drop", "--wire", "1.5mm2", "--current", "10", "--length", "5", "--voltage", "12", "--max-drop", "5",
                "--resistance", "nominal",
            ],
            terminal: Self.tty)
        #expect(failing.2 == 1)
        #expect(failing.0.contains("  Result        \u{1B}[31mFAILED\u{1B}[0m: drop 9.44 % exceeds the 5 % limit\n"))
        let passing = Self.run(
            ["drop", "--wire", "6mm2", "--current", "10", "--length", "5", "--voltage", "12"], terminal: Self.tty)
        #expect(passing.0.hasSuffix("  Result        \u{1B}[32mok\u{1B}[0m\n"))
        let piped = Self.run(["drop", "--wire", "6mm2", "--current", "10", "--length", "5", "--voltage", "12"], terminal: .none)
        #expect(piped.0.hasSuffix("  Result        ok\n"))
    }

    // MARK: - Width

    @Test func report_onA80ColumnTerminal_leavesOutColumnsInPriorityOrder() {
        let terminal = Terminal(stdoutIsTerminal: true, columns: 80)
        let (out, _, status) = Self.run(["report", Self.fixture("systems/van.json"), "--color", "never"], terminal: terminal)
        #expect(status == 0)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        // Loss, Limit, Fuse within, Kind, Length and Limited by go first; name, current, conductor, drop,
        // fuse and the path's drop stay. Line 3 is the resistance model.
        #expect(lines[4] == "Name            Current  Conductor    Drop  Fuse              Path drop")
        #expect(lines[5] == "Fridge              5 A  4 mm²      1.42 %  10 A Class T   2.63 % ≤ 3 %")
        #expect(
            out.contains(
                "  Peak current       261.28 A (all loads at once, inverters at their continuous\n                     rating)\n")
        )
    }

    @Test func report_onAWideTerminal_orPiped_isWhole() throws {
        let piped = try CableProcess.run(["report", Self.fixture("systems/van.json")])
        // Wider than the van's longest line (the 20 kA branch-fuse line, 225 columns), so nothing wraps.
        // NO_COLOR: the van's warning (its inverter's surge has no duration) is coloured on a terminal.
        let wide = Self.run(
            ["report", Self.fixture("systems/van.json")], environment: ["NO_COLOR": "1"],
            terminal: Terminal(stdoutIsTerminal: true, columns: 240))
        #expect(wide.0 == piped.stdout)
        #expect(piped.stdout.contains("Kind      Name            Current  Length  Conductor"))
    }

    @Test func terminal_columnsFallBackToCOLUMNSThen80() {
        #expect(Terminal.columns(["COLUMNS": "100"]) == 100)
        #expect(Terminal.columns(["COLUMNS": "wide"]) == nil)
        #expect(Terminal(stdoutIsTerminal: true).columns == 80)
        #expect(Terminal(stdoutIsTerminal: false, columns: 120).columns == nil)
    }

    // MARK: - PDF on standard output

    @Test func pdf_redirectedStandardOutput_getsThePDF() throws {
        let folder = try Workspace()
        let result = try CableProcess.shell(
            #""$CABLE" report "$1" --format pdf > r.pdf; echo $?"#.replacingOccurrences(
                of: "\"$1\"", with: "'\(Self.fixture("systems/van.json"))'"), in: folder.url)
        #expect(result.stdout == "0\n")
        let bytes = try #require(FileManager.default.contents(atPath: folder.path("r.pdf")))
        #expect(bytes.starts(with: Array("%PDF-1.4\n".utf8)))
    }

    @Test func pdf_onATerminal_isRefused() {
        let (out, err, status) = Self.run(["bom", Self.fixture("systems/van.json"), "--format", "pdf"], terminal: Self.tty)
        #expect(status == 64)
        #expect(out.isEmpty)
        #expect(
            err.contains(
                "refusing to write a PDF to the terminal; give -o FILE or redirect standard output (> file), or -o - to force"))
    }
}
