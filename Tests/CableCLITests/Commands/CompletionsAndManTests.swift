import Foundation
import Testing

@testable import CableCLI

/// `cable completions bash|zsh|fish` and `cable man`, generated from the option tables: each
/// names every command and option, parses in its shell (when installed), and bash completes.
@Suite("Completion scripts and the man page")
final class CompletionsAndManTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-compl") }

    /// The shell or tool at one of the usual places, when installed.
    static func tool(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func script_asksCableItself_andParsesInItsShell(_ shell: String) throws {
        let result = try CableProcess.run(["completions", shell])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let script = result.stdout
        #expect(script.contains(" __complete "), "\(shell): the script asks `cable __complete`")
        // Not installed here: the text check above ran; ShellCompletionTests says it skipped the shell.
        guard let binary = Self.tool(shell) else { return }
        let file = folder.appendingPathComponent("cable.\(shell)")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let check = try CableProcess.run(["-n", file.path], program: URL(fileURLWithPath: binary))
        #expect(check.status == 0, "\(shell) -n: \(check.stderr)")
        #expect(check.stderr == "")
    }

    @Test(.enabled(if: tool("zsh") != nil, "zsh is not installed here (CI installs it: .ci/run)"))
    func zsh_scriptRegistersTheCompletionFunction() throws {
        let zsh = try #require(Self.tool("zsh"))
        let script = folder.appendingPathComponent("_cable")
        try CableProcess.run(["completions", "zsh"]).stdout.write(to: script, atomically: true, encoding: .utf8)
        let result = try CableProcess.run(
            ["-f", "-c", "autoload -U compinit; compinit -u -D; source \(script.path); print -r -- ${_comps[cable]}"],
            in: folder, program: URL(fileURLWithPath: zsh))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "_cable\n")
    }

    @Test func unknownShell_isAUsageError_withASuggestion() throws {
        let result = try CableProcess.run(["completions", "bsh"])
        #expect(result.status == 64)
        #expect(
            result.stderr == "error: unknown shell 'bsh'. Did you mean 'bash'?; cable completes bash, zsh, fish\n"
                + "See 'cable completions --help'.\n")
    }

    @Test func manPage_hasEverySectionCommandAndOption_andRendersWithoutWarnings() throws {
        let result = try CableProcess.run(["man"])
        #expect(result.status == 0)
        let page = result.stdout
        #expect(page.hasPrefix(".TH CABLE 1 "))
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES", "SEE ALSO",
        ] {
            #expect(page.contains("\n.SH \(section)\n") || page.contains("\n.SH \"\(section)\"\n"), "\(section)")
        }
        for variable in ["CABLE_UNITS", "NO_COLOR", "CABLE_CONFIG", "LANG"] {
            #expect(page.contains(".B \(variable)\n"), "\(variable)")
        }
        for command in CLI.commands {
            #expect(page.contains(".SS \"cable \(command.name)\"\n"), "\(command.name)")
            for option in command.spec.options {
                let name = option.name.replacing("-", with: "\\-")
                #expect(
                    page.contains("\\fB\\-\\-\(name)\\fR") || page.contains("\\fB\\-\\-[no\\-]\(name)\\fR"), "--\(option.name)")
                if let short = option.shortName { #expect(page.contains("\\fB\\-\(short)\\fR, ")) }
            }
        }
        // No hyphen, backslash or line-leading dot reaches roff unescaped.
        for line in page.split(separator: "\n") where !line.hasPrefix(".") {
            #expect(!line.contains("-") || !line.replacing("\\-", with: "").contains("-"), "\(line)")
        }
        #expect(!page.unicodeScalars.contains { !$0.isASCII })
        guard let groff = Self.tool("groff") else { return }
        let file = folder.appendingPathComponent("cable.1")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let rendered = try CableProcess.run(["-man", "-Tutf8", "-ww", file.path], program: URL(fileURLWithPath: groff))
        #expect(rendered.status == 0)
        #expect(rendered.stderr == "", "groff warned: \(rendered.stderr)")
        #expect(rendered.stdout.contains("cable size"))
        #expect(rendered.stdout.contains("CABLE_UNITS"))
    }

    @Test func manEscaping_guardsRoffSpecials() {
        #expect(ManPage.escaped("a-b \\ c") == "a\\-b \\e c")
        #expect(ManPage.escaped(".TH x\n'quote") == "\\&.TH x\n\\&'quote")
        #expect(ManPage.escaped("6 mm² × 2") == "6 mm\\[u00B2] \\[u00D7] 2")
    }
}
