import Foundation
import Testing

@testable import CableCLI

/// docs/reference/ is generated from the option tables (``ReferencePage``): the committed pages
/// must be what the tables give today. `CABLE_UPDATE_REFERENCE=1 swift test --filter
/// ReferenceDocsTests` rewrites them (and removes pages of commands that are gone).
struct ReferenceDocsTests {
    static let folder = PackagePaths.root.appendingPathComponent("docs/reference")
    static let updating = ProcessInfo.processInfo.environment["CABLE_UPDATE_REFERENCE"] == "1"

    @Test func referencePages_matchTheOptionTables() throws {
        let pages = ReferencePage.pages()
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            where name.hasSuffix(".md") && !pages.contains(where: { $0.file == name }) {
                try FileManager.default.removeItem(at: Self.folder.appendingPathComponent(name))
            }
            for page in pages {
                try page.text.write(to: Self.folder.appendingPathComponent(page.file), atomically: true, encoding: .utf8)
            }
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".md") }
        #expect(Set(committed) == Set(pages.map(\.file)), "docs/reference/ holds a page per command and index.md")
        for page in pages {
            let text = try? String(contentsOf: Self.folder.appendingPathComponent(page.file), encoding: .utf8)
            #expect(
                text == page.text,
                "docs/reference/\(page.file) is not current: run CABLE_UPDATE_REFERENCE=1 swift test --filter ReferenceDocsTests")
        }
    }

    @Test func referencePage_listsEveryOptionWithItsDefault_andEveryExample() throws {
        let page = ReferencePage.command(DropCommand.spec)
        #expect(page.hasPrefix("# cable drop\n\nVoltage drop, power loss and ampacity of a given wire.\n"))
        #expect(
            page.contains("| `-c`, `--current <amps>` | Continuous current: 20, 20A, 500mA. Bare numbers are amperes. |  |\n"))
        #expect(page.contains("| `--[no-]round-trip` |"))
        #expect(page.contains("| `-u`, `--units metric\\|imperial` |"))
        #expect(page.contains("`metric` |\n"))
        #expect(page.contains("| `-h`, `--help` | Show this help. |  |\n"))
        for example in DropCommand.spec.examples {
            #expect(page.contains("\n\(example)\n"))
        }
        let index = ReferencePage.index()
        for command in CLI.commands {
            #expect(index.contains("| [`cable \(command.name)`](\(command.name).md) |"))
        }
    }

    @Test func markdownEscaping_showsSpecialsAsWritten() {
        #expect(
            ReferencePage.escaped("a|b <amps> *x* snake_case [y] `z` \\ &")
                == "a\\|b &lt;amps> \\*x\\* snake\\_case \\[y\\] \\`z\\` \\\\ &amp;")
        #expect(ReferencePage.cell("metric|imperial") == "metric\\|imperial")
    }
}
