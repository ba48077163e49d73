import CableCore
import CableText
import Foundation
import Testing

@testable import CableCLI

/// The one rule of where a line must not break (``UnitBinding``: a number and its unit, a limit's
/// sign and its number) and the wrappers that follow it: HTML's no-break spaces, the PDF's
/// `wrap`, the terminal's `broken` and the diagram's `lines`.
@Suite("a number is never parted from its unit")
struct UnitBindingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        /// `text` with each binding space shown as "_".
        let bound: String
        var testDescription: String { text.debugDescription }
    }

    static let cases: [Case] = [
        // A decimal comma, a unit before a comma or a colon, a sign and a unit of two letters.
        Case(text: "hat 15 A, über der Untergrenze von 4,17 A: der", bound: "hat 15_A, über der Untergrenze von 4,17_A: der"),
        Case(text: "≤ 177,8 mm", bound: "≤_177,8_mm"),
        Case(text: "2,5 mm² ≥ 3 A", bound: "2,5_mm² ≥_3_A"),
        // A no-break thousands space (U+00A0 in, U+202F) is no place to break already: only the
        // space before the unit binds.
        Case(text: "1\u{00A0}000 W", bound: "1\u{00A0}000_W"),
        Case(text: "1\u{202F}000 W am Tag", bound: "1\u{202F}000_W am Tag"),
        // A name from the file binds the same way.
        Case(text: "Inverter 2 kW", bound: "Inverter 2_kW"),
        // A unit after a slash's first part, at the end of a sentence, in brackets.
        Case(text: "250 Wh/day.", bound: "250_Wh/day."),
        Case(text: "bis 20 kA. (20 °C)", bound: "bis 20_kA. (20_°C)"),
        Case(text: "plus 10 % de réserve", bound: "plus 10_% de réserve"),
        // No unit after the number, no number before the unit, a compound, a sign before a word.
        Case(text: "2 Stück, Circuit 07 — cabin", bound: "2 Stück, Circuit 07 — cabin"),
        // A unit that starts a compound keeps its number (Dutch "12 V-DC-systeem").
        Case(text: "een 12 V-DC-systeem", bound: "een 12_V-DC-systeem"),
        Case(text: "12-V-Anlage, 3 Volt-Anlage", bound: "12-V-Anlage, 3 Volt-Anlage"),
        Case(text: "ampacity A V", bound: "ampacity A V"),
        Case(text: "≤ x", bound: "≤ x"),
        Case(text: "5  A", bound: "5  A"),
    ]

    static func shown(_ text: String, _ spaces: [String.Index]) -> String {
        var shown = text
        for space in spaces.reversed() { shown.replaceSubrange(space...space, with: "_") }
        return shown
    }

    @Test(arguments: cases)
    func bindingSpaces_areTheSpacesOfANumberAndItsUnit(_ test: Case) {
        #expect(Self.shown(test.text, UnitBinding.bindingSpaces(in: test.text[...])) == test.bound)
        #expect(Self.shown(test.text, UnitBinding.bindingSpacesByCharacter(in: test.text[...])) == test.bound)
        // HTML: each a no-break space; the words of a wrapper: joined by them.
        let noBreak = test.bound.replacingOccurrences(of: "_", with: "\u{00A0}")
        #expect(UnitBinding.noBreak(test.text) == noBreak)
        #expect(
            UnitBinding.words(test.text[...]).map(String.init)
                == test.bound.split(separator: " ").map { $0.replacingOccurrences(of: "_", with: " ") })
    }

    @Test func words_areSplitAtTheSpacesThatDoNotBind_keepingEmptyWordsWhenAsked() {
        #expect(UnitBinding.words("hat 15 A, über") == ["hat", "15 A,", "über"])
        #expect(UnitBinding.words("  2 kW  x ", omittingEmpty: false) == ["", "", "2 kW", "", "x", ""])
        #expect(UnitBinding.words("  2 kW  x ") == ["2 kW", "x"])
        #expect(UnitBinding.words("", omittingEmpty: false) == [""])
        #expect(UnitBinding.words("") == [])
        // Without a binding space: `split` itself.
        for text in ["a b  c", " x ", "1 2 3", "no unit here", "3 Stück "] {
            #expect(
                UnitBinding.words(text[...], omittingEmpty: false) == text.split(separator: " ", omittingEmptySubsequences: false)
            )
        }
    }

    // MARK: - The wrappers

    /// The places in `lines` where a line ends at a space that binds (``UnitBinding``): a line
    /// ending in a number whose next line starts with a unit ("hat 15" / "A, über"), or ending in
    /// "≤" before a number. Each as "end | start".
    static func parted(_ lines: [Substring]) -> [String] {
        zip(lines, lines.dropFirst()).compactMap { line, next in
            let end = line.reversed().drop { $0 == " " }.reversed()
            let start = next.drop { $0 == " " }
            guard !end.isEmpty, !start.isEmpty else { return nil }
            let joined = String(end) + " " + String(start)
            let join = joined.index(joined.startIndex, offsetBy: end.count)
            guard UnitBinding.bindingSpaces(in: joined[...]).contains(join) else { return nil }
            return "\(String(end).suffix(30)) | \(start.prefix(30))"
        }
    }

    static let sentences = [
        "Anlaufstrom 12,5 A während 180 s; die kleinste Sicherung (Klasse T), die das aushält, hat 15 A, über der Untergrenze von 4,17 A: dieser Strom bestimmt die Sicherung",
        "connections (Blue Sea m-Series), main feed 261.28 A",
        "through 1.02 mΩ of cable from the banks (20 °C); ABYC E-11 takes a 20 kA device above 10 kA",
        "aller simple de chaque circuit, plus 10 % de réserve ; longueurs en mètres. Fusible ≤ 177,8 mm de la batterie",
        "Inverter 2 kW 1\u{202F}000 W 2,5 mm² ≥ 3 A 250 Wh/dag",
    ]

    @Test(arguments: sentences)
    func pdfWrap_neverBreaksBetweenANumberAndItsUnit_atAnyWidth(_ sentence: String) {
        // From the widest word up, a number with its unit one word (narrower, it breaks).
        let widest = UnitBinding.words(sentence[...]).map { PDFFont.regular.width(String($0), size: 8) }.max() ?? 0
        for width in stride(from: widest, through: 400, by: 1.5) {
            let lines = PDFDocumentBuilder.wrap(sentence, width: width, size: 8, font: .regular)
            #expect(Self.parted(lines.map { $0[...] }) == [], "at \(width) pt")
            // Nothing lost or changed: the words are the sentence's, one plain space apart.
            #expect(lines.joined(separator: " ") == sentence, "at \(width) pt")
            #expect(PDFDocumentBuilder.wrappedLineCount(sentence, width: width, size: 8, font: .regular) == lines.count)
        }
    }

    @Test(arguments: sentences)
    func terminalBroken_neverBreaksBetweenANumberAndItsUnit_atAnyWidth(_ sentence: String) {
        let longest = UnitBinding.words(sentence[...]).map(\.count).max() ?? 0
        for width in (longest + 2)...100 {
            let lines = TextLayout.broken(sentence, width: width, indent: 2)
            #expect(Self.parted(lines.map { $0[...] }) == [], "at \(width) columns")
            #expect(lines.joined(separator: " ") == sentence, "at \(width) columns")
        }
    }

    @Test(arguments: sentences)
    func diagramLines_neverBreakBetweenANumberAndItsUnit_atAnyWidth(_ sentence: String) {
        let widest = UnitBinding.words(sentence[...]).map { Drawing.textWidth(String($0), size: 7) }.max() ?? 0
        for width in stride(from: widest, through: 300, by: 2) {
            let lines = WiringDiagram.lines(sentence, width: width, size: 7)
            #expect(Self.parted(lines.map { $0[...] }) == [], "at \(width)")
            #expect(lines.joined(separator: " ") == sentence, "at \(width)")
        }
    }

    /// A number with its unit wider than a whole line is broken at its space, as before the
    /// rule, and never between its characters.
    @Test func aBoundWordWiderThanALine_breaksAtItsSpace() {
        let width = PDFFont.regular.width("177,8", size: 8) + 0.5
        #expect(PDFDocumentBuilder.wrap("≤ 177,8 mm", width: width, size: 8, font: .regular) == ["≤", "177,8", "mm"])
        #expect(PDFDocumentBuilder.wrappedLineCount("≤ 177,8 mm", width: width, size: 8, font: .regular) == 3)
        #expect(PDFDocumentBuilder.wrappedLineCount("177,8 mm", width: width, size: 8, font: .regular) == 2)
        #expect(TextLayout.broken("x 177,8 mm", width: 6) == ["x", "177,8", "mm"])
        #expect(TextLayout.broken("x 177,8 mm", width: 8) == ["x", "177,8 mm"])
        #expect(WiringDiagram.lines("177,8 mm", width: Drawing.textWidth("177,8", size: 7) + 0.5, size: 7) == ["177,8", "mm"])
    }

    // MARK: - The documents and the terminal

    static let systems = ["Fixtures/systems/van.json", "Fixtures/systems/sailboat.json", "Fixtures/systems/cabin.json"]
    static let languages = Language.allCases.map(\.rawValue)

    static let pdftotext = ["/usr/bin/pdftotext", "/opt/homebrew/bin/pdftotext", "/usr/local/bin/pdftotext"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Read back by poppler in the order drawn (`-raw`), no line of a report or BOM ends at a
    /// binding space: before the rule the German van's page 2 read "… hat 15" / "A, über der
    /// Untergrenze", the English van's "main feed 261.28" / "A", the Dutch "van 20" / "kA".
    @Test(.enabled(if: pdftotext != nil, "needs pdftotext (poppler-utils)"), arguments: languages)
    func pdf_readBack_hasNoNumberPartedFromItsUnit(_ language: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-bind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for system in Self.systems {
            for command in ["report", "bom"] {
                let pdf = folder.appendingPathComponent("\(command).pdf").path
                let path = PackagePaths.root.appendingPathComponent(system).path
                let written = try CableProcess.run([command, path, "--format", "pdf", "--lang", language, "-o", pdf])
                #expect(written.status == 0)
                let text = try CableProcess.run(["-raw", pdf, "-"], program: URL(fileURLWithPath: try #require(Self.pdftotext)))
                #expect(text.stdout.contains("\n"))
                #expect(
                    Self.parted(text.stdout.split(separator: "\n")) == [], "\(command) \(system) --lang \(language)")
            }
        }
    }

    /// `report` and `check` on a terminal 40 to 80 columns wide, in every language: no prose line
    /// ends at a binding space (before the rule the French van's note at 60 columns read
    /// "… plus 10" / "% de réserve"), and every table cell broken onto more lines keeps its units.
    @Test(arguments: languages)
    func terminal_reportAndCheck_haveNoNumberPartedFromItsUnit(_ language: String) throws {
        for system in Self.systems {
            let path = PackagePaths.root.appendingPathComponent(system).path
            for command in ["report", "check", "bom"] {
                for columns in [40, 50, 60, 72, 80] {
                    var out = ""
                    var err = ""
                    _ = CLI.run(
                        arguments: [command, path, "--lang", language, "--color", "never"], environment: [:],
                        terminal: Terminal(stdoutIsTerminal: true, columns: columns), stdout: &out, stderr: &err)
                    #expect(out.contains("\n"))
                    #expect(
                        Self.parted(out.split(separator: "\n")) == [], "\(command) \(system) --lang \(language) at \(columns)")
                }
            }
        }
    }

    /// Every text of the wiring diagram broken over lines (a label's lines: one after another,
    /// at the same x, one line apart) keeps its numbers with their units, in every language.
    @Test(arguments: languages)
    func diagram_hasNoNumberPartedFromItsUnit(_ language: String) throws {
        for system in Self.systems + ["Fixtures/layout/forty-circuits.json"] {
            let report = try RendererFastPathTests.report(system)
            for units in [UnitSystem.metric, .imperial] {
                let drawing = WiringDiagram.layout(
                    report, display: Display(units: units, language: try #require(Language(rawValue: language))))
                var texts: [(text: String, x: Double, y: Double, size: Double)] = []
                func collect(_ items: [Drawing.Item]) {
                    for item in items {
                        switch item {
                        case .text(let text, let point, let size, _, _, _): texts.append((text, point.x, point.y, size))
                        case .group(_, let inner): collect(inner)
                        case .rect, .line: break
                        }
                    }
                }
                collect(drawing.items)
                #expect(texts.count > 10)
                let pairs = zip(texts, texts.dropFirst()).filter { first, second in
                    first.x == second.x && second.y > first.y && second.y - first.y <= 2 * first.size
                }
                for (first, second) in pairs {
                    #expect(Self.parted([first.text[...], second.text[...]]) == [], "\(system) --lang \(language)")
                }
            }
        }
    }
}
