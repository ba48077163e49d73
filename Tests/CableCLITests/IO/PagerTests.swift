import Foundation
import Testing

@testable import CableCLI

/// The pager: when text goes through one (``Pager/command(for:terminal:environment:json:noPager:)``),
/// that the chosen command gets the text (``Pager/page(_:through:)``), and end to end on a
/// pseudo-terminal made by script(1).
@Suite("pager")
struct PagerTests {
    static let screen = Terminal(stdoutIsTerminal: true, columns: 80, rows: 24)
    static let long = String(repeating: "line\n", count: 30)
    static let short = String(repeating: "line\n", count: 5)

    static func decide(
        _ text: String = long, terminal: Terminal = screen, environment: Environment = [:], json: Bool = false,
        noPager: Bool = false
    ) -> String? {
        Pager.command(for: text, terminal: terminal, environment: environment, json: json, noPager: noPager)
    }

    @Test func longTextOnATerminal_goesThroughLessByDefault() {
        #expect(Self.decide() == "less -FRX")
        #expect(Self.decide(environment: ["PAGER": "more"]) == "more")
        #expect(Self.decide(environment: ["PAGER": "more", "CABLE_PAGER": "most -s"]) == "most -s")
    }

    @Test func theScreenHeight_decides() {
        #expect(Self.decide(Self.short) == nil)
        #expect(Self.decide(String(repeating: "line\n", count: 23)) == nil, "23 lines and the prompt fit 24 rows")
        #expect(Self.decide(String(repeating: "line\n", count: 24)) == "less -FRX")
        // Twelve lines of 200 characters take 36 rows at 80 columns.
        #expect(Self.decide(String(repeating: String(repeating: "x", count: 200) + "\n", count: 12)) == "less -FRX")
        #expect(Pager.screenLines("abc\n\n" + String(repeating: "y", count: 161) + "\n", columns: 80) == 1 + 1 + 3)
    }

    @Test func never_whenPipedJSONNoPagerCIDumbOrCat() {
        #expect(Self.decide(terminal: .none) == nil)
        #expect(Self.decide(terminal: Terminal(stdoutIsTerminal: true, columns: 80)) == nil, "height unknown")
        #expect(Self.decide(json: true) == nil)
        #expect(Self.decide("{\n" + Self.long + "}\n") == nil, "cable example, cable schema")
        #expect(Self.decide(noPager: true) == nil)
        #expect(Self.decide(environment: ["CI": "true"]) == nil)
        #expect(Self.decide(environment: ["TERM": "dumb"]) == nil)
        #expect(Self.decide(environment: ["PAGER": "cat"]) == nil)
        #expect(Self.decide(environment: ["PAGER": "less", "CABLE_PAGER": ""]) == nil)
        #expect(Self.decide(environment: ["CABLE_PAGER": "  cat "]) == nil)
    }

    @Test func noPager_isReadFromTheCommandLine() {
        #expect(GlobalOptions(["report", "van.json", "--no-pager"]).noPager)
        #expect(!GlobalOptions(["report", "van.json"]).noPager)
        #expect(!GlobalOptions(["report", "--", "--no-pager"]).noPager)
    }

    @Test func page_writesTheTextToThePagersInput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cable-pager-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(Pager.page("Größe 6 mm²\n" + Self.long, through: "cat > '\(file.path)'"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "Größe 6 mm²\n" + Self.long)
    }

    @Test func page_aPagerThatQuitsEarly_endsQuietly() {
        // `head -1` reads a line and exits: the rest meets a closed pipe (EPIPE, SIGPIPE ignored).
        signal(SIGPIPE, SIG_IGN)
        #expect(Pager.page(String(repeating: "x\n", count: 200_000), through: "head -1 > /dev/null"))
    }

    @Test func piped_noPagerChangesNothing() throws {
        let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path
        let plain = try CableProcess.run(["report", van], environment: ["PAGER": "false"])
        let flagged = try CableProcess.run(["report", van, "--no-pager"], environment: ["PAGER": "false"])
        #expect(plain.status == 0)
        #expect(flagged.stdout == plain.stdout)
        #expect(plain.stdout.contains("Kind      Name            Current  Length  Conductor"))
    }

    /// On a pseudo-terminal of 20 rows (script(1)), a long report goes through `$PAGER`; a short
    /// answer, `--no-pager` and `CI` do not.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func onAPseudoTerminal_longOutputGoesThroughThePager() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path
        func onTerminal(_ arguments: String, environment: [String: String] = [:]) throws -> String {
            try ("stty rows 20 cols 100\n\"$CABLE\" " + arguments + "\n").write(
                to: folder.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
            let result = try CableProcess.shell(
                "script -qec 'sh run.sh' /dev/null", in: folder,
                environment: environment.merging(["PAGER": "sed 's/^/paged: /'", "TERM": "xterm"]) { given, _ in given })
            return result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
        }
        let paged = try onTerminal("report '\(van)'")
        #expect(paged.hasPrefix("paged: Camper van — 12 V system\n"), "\(paged.prefix(200))")
        let plain = try onTerminal("report '\(van)' --no-pager")
        #expect(plain.hasPrefix("Camper van — 12 V system\n"), "\(plain.prefix(200))")
        let ci = try onTerminal("report '\(van)'", environment: ["CI": "1"])
        #expect(ci.hasPrefix("Camper van — 12 V system\n"))
        let short = try onTerminal("size -c 20 -l 5 -v 12")
        #expect(short.hasPrefix("Wire for 20 A at 12 V"), "\(short.prefix(200))")
    }
}
