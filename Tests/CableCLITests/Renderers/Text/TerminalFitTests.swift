import CableCore
import Foundation
import Testing

@testable import CableCLI

/// Every human table fits the terminal (``TextLayout/table(header:rows:rightAligned:width:fit:)``):
/// cells wrap, columns are left out by each renderer's priority and a line names them; piped
/// output and `--wide` are whole. A terminal is faked in process through `CLI.run(terminal:)`.
@Suite("tables fit the terminal")
struct TerminalFitTests {
    static func fixture(_ path: String) -> String {
        PackagePaths.root.appendingPathComponent("Fixtures").appendingPathComponent(path).path
    }

    static func run(_ arguments: [String], columns: Int?) -> (out: String, err: String, status: Int32) {
        var out = ""
        var err = ""
        let terminal = columns.map { Terminal(stdoutIsTerminal: true, columns: $0) } ?? .none
        let status = CLI.run(
            arguments: arguments + ["--color", "never"], environment: [:], terminal: terminal, stdout: &out, stderr: &err)
        return (out, err, status)
    }

    static func tooLong(_ text: String, _ width: Int) -> [Substring] {
        text.split(separator: "\n").filter { $0.count > width }
    }

    // MARK: - The layout

    @Test func table_withoutAWidth_isTheWholeTable() {
        let header = ["Name", "Item"]
        let rows = [["a", "one two three four five six"]]
        let fit = TextLayout.Fit(wrapping: [1], dropOrder: [0])
        #expect(
            TextLayout.table(header: header, rows: rows, rightAligned: [], width: nil, fit: fit, in: .en)
                == TextLayout.table(header: header, rows: rows, rightAligned: []))
        #expect(
            TextLayout.table(header: header, rows: rows, rightAligned: [], width: 80, fit: fit, in: .en)
                == "Name  Item\na     one two three four five six\n")
    }

    @Test func table_wrapsAColumnAtSpaces_beforeLeavingAnyOut() {
        // 4 + 2 + 14 = 20 columns: the item breaks after "three" (13 characters), the quantity
        // stays right-aligned on the row's first line.
        let text = TextLayout.table(
            header: ["Cat", "Item", "Qty"], rows: [["fuse", "one two three four", "2 pcs"]], rightAligned: [2],
            width: 26, fit: TextLayout.Fit(wrapping: [1], dropOrder: [0]), in: .en)
        #expect(text == "Cat   Item             Qty\nfuse  one two three  2 pcs\n      four\n")
    }

    @Test func aWordTooLongForItsColumn_breaksAfterAHyphen() {
        #expect(TextLayout.hyphenPieces("Hochleistungs-Lichtmaschine") == ["Hochleistungs-", "Lichtmaschine"])
        // Not a leading, trailing or doubled hyphen, nor a dash or a minus sign.
        #expect(TextLayout.hyphenPieces("-5--x-") == ["-5--x-"])
        #expect(TextLayout.hyphenPieces("120–140") == ["120–140"])
        #expect(TextLayout.broken("Kompressor-Kühlschrank 120 L", width: 12) == ["Kompressor-", "Kühlschrank", "120 L"])
        // A word that fits its line is not broken.
        #expect(TextLayout.broken("a Kompressor-Kühlschrank", width: 22) == ["a", "Kompressor-Kühlschrank"])
    }

    @Test func table_leavesOutColumnsInOrder_andSaysWhich() {
        let text = TextLayout.table(
            header: ["Name", "Kind", "Length", "Size"], rows: [["Fridge", "load", "5 m", "6 mm²"]], rightAligned: [2],
            width: 20, fit: TextLayout.Fit(dropOrder: [1, 2]), in: .en)
        // Without Kind: 6 + 2 + 6 + 2 + 5 = 21 > 20, so Length goes too; Name and Size stay.
        #expect(
            text
                == "Name    Size\nFridge  6 mm²\nLeft out to fit 20\n  columns: Kind,\n  Length; --wide\n  shows every\n  column.\n"
        )
    }

    // MARK: - Each command at 60 columns

    @Test(
        arguments: [
            ["bom", "systems/van.json"], ["report", "systems/van.json"], ["list", "systems/van.json"],
            ["wires"], ["wires", "--units", "imperial"], ["table", "--voltage", "12"], ["catalog", "list"],
            ["size", "--current", "20", "--length", "5", "--voltage", "12"],
            ["drop", "--wire", "10mm2", "--current", "20", "--length", "5", "--voltage", "12"],
            ["fuse", "--current", "40", "--wire", "8awg"], ["check", "systems/van.json"],
        ], ["en", "de", "es", "fr", "nl"])
    func command_onA60ColumnTerminal_fitsIt(_ arguments: [String], _ language: String) {
        // German names are long compounds ("Hochleistungs-Lichtmaschine"): they break after a
        // hyphen, so the catalogue keeps its figures and fits.
        let resolved = arguments.map { $0.hasPrefix("systems/") ? Self.fixture($0) : $0 } + ["--lang", language]
        let (out, err, status) = Self.run(resolved, columns: 60)
        #expect(status == 0, "\(err)")
        // A line may pass 60 columns only for one word longer than its column (none here but
        // the wires heading's long material name, which breaks at spaces too).
        #expect(Self.tooLong(out, 60).isEmpty, "\(language): \(Self.tooLong(out, 60))")
        let piped = Self.run(resolved, columns: nil)
        #expect(piped.out != out, "at 60 columns something is wrapped or left out")
        let wide = Self.run(resolved + ["--wide"], columns: 60)
        #expect(wide.out == piped.out, "--wide gives the piped layout")
    }

    /// `drop`, `fuse` and `check` (failing and passing) in every language at 60 and 80 columns:
    /// no line is wider, and piped they are as they were.
    @Test(arguments: [60, 80])
    func dropFuseAndCheck_inEveryLanguage_fitTheTerminal(_ columns: Int) {
        let runs = [
            ["drop", "--wire", "1", "--current", "10", "--length", "30", "--voltage", "12"],
            ["fuse", "--current", "100", "--wire", "6awg", "--standard", "abyc", "--voltage", "24"],
            ["check", Self.fixture("broken/failing-check.json"), Self.fixture("systems/van.json")],
        ]
        for language in ["en", "de", "es", "fr", "nl"] {
            for arguments in runs {
                let (out, _, _) = Self.run(arguments + ["--lang", language], columns: columns)
                // A line may pass the width only when it is one word (the fixture's path, on a
                // deep checkout) after what opened it.
                let tooLong = Self.tooLong(out, columns).filter {
                    $0.split(separator: " ").count > 1 && !$0.split(separator: " ").contains { $0.contains("/Fixtures/") }
                }
                #expect(tooLong.isEmpty, "\(language) \(arguments[0]): \(tooLong)")
                // Only spaces and line breaks differ from the piped text.
                let piped = Self.run(arguments + ["--lang", language], columns: nil)
                #expect(out.filter { $0 != " " && $0 != "\n" } == piped.out.filter { $0 != " " && $0 != "\n" })
                #expect(out != piped.out)
            }
        }
    }

    @Test func drop_onA60ColumnTerminal_wrapsItsFigures_andMarksTheVerdictOnItsLine() {
        let arguments = ["drop", "--wire", "1", "--current", "10", "--length", "30", "--voltage", "12"]
        let (out, _, status) = Self.run(arguments, columns: 60)
        #expect(status == 1)
        #expect(
            out.hasPrefix(
                "1 mm² carrying 10 A at 12 V over 30 m one-way (60 m round\n  trip), class 5 copper (IEC 60228) at 48.8 °C, estimated\n  from the load\n"
            ), "\(out)")
        #expect(
            out.contains("  Voltage drop  13.02 V (108.52 %) — limit 5 % (default;\n                --max-drop sets another)\n"))
        var coloured = ""
        var err = ""
        _ = CLI.run(
            arguments: arguments + ["--color", "always"], environment: [:],
            terminal: Terminal(stdoutIsTerminal: true, columns: 60), stdout: &coloured, stderr: &err)
        #expect(
            coloured.contains("  Result        \u{1B}[31mFAILED\u{1B}[0m: the drop (13.02 V) is not less than\n"), "\(coloured)")
    }

    @Test func check_onA60ColumnTerminal_wrapsEachFailure_underItsFile() {
        let (out, _, status) = Self.run(["check", Self.fixture("broken/failing-check.json")], columns: 60)
        #expect(status == 1)
        // The file's path opens the line (its length depends on the checkout); the message
        // after it is broken at spaces, its later lines indented by 2.
        let lines = out.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("FAIL ") }.count == 6)
        #expect(lines.allSatisfy { $0.hasPrefix("FAIL ") || $0.hasPrefix("  ") }, "\(out)")
        #expect(lines.filter { $0.count > 60 && !$0.contains("/Fixtures/") }.isEmpty, "\(out)")
        #expect(lines.contains { $0.hasPrefix("  ") && $0.hasSuffix("(actual 40 A, limit 35 A)") }, "\(out)")
        #expect(
            Self.run(["check", Self.fixture("broken/failing-check.json"), "--wide"], columns: 60).out
                == Self.run(["check", Self.fixture("broken/failing-check.json")], columns: nil).out)
    }

    @Test func bom_onA60ColumnTerminal_wrapsTheItem_andLeavesNothingOut() {
        let (out, _, _) = Self.run(["bom", Self.fixture("systems/van.json"), "--lang", "de"], columns: 60)
        #expect(!out.contains("Weggelassen"))
        // A charger's kind in words (the file's `shore`), as in every language.
        #expect(out.contains("Ladegerät         Shore charger: Landstrom, 25 A      1 Stk.\n"))
        // Each piece of heat-shrink wraps under its item column (18 = "Schrumpfschlauch" + 2).
        #expect(
            out.contains(
                "Schrumpfschlauch  Schrumpfschlauch für 10 mm²,        4 Stk.\n                  einer je Ringkabelschuh\n"))
    }

    @Test func report_onA60ColumnTerminal_saysWhichColumnsItLeftOut() {
        let (out, _, _) = Self.run(["report", Self.fixture("systems/van.json")], columns: 60)
        #expect(out.contains("Name            Current  Conductor    Drop  Fuse\n"))
        #expect(
            out.contains(
                "Left out to fit 60 columns: Kind, Length, Limit, Loss, Fuse\n  within, Limited by, Path drop; --wide shows every column.\n"
            ))
    }

    @Test func report_inGerman_namesTheLeftOutColumnsInGerman() {
        let (out, _, _) = Self.run(["report", Self.fixture("systems/van.json"), "--lang", "de"], columns: 60)
        #expect(out.contains("Weggelassen, damit es in 60 Spalten passt: Art,"), "\(out)")
    }

    @Test func table_onA60ColumnTerminal_leavesOutTheLargestCurrentsFirst() {
        let (out, _, _) = Self.run(["table", "--voltage", "12"], columns: 60)
        let lines = out.split(separator: "\n")
        let header = try? #require(lines.first { $0.hasPrefix("Length (m)") })
        #expect(header == "Length (m)   5 A  10 A  15 A  20 A  25 A  30 A  40 A  50 A", "\(header ?? "")")
        #expect(out.contains("Left out to fit 60 columns: 60 A, 70 A, 80 A, 90 A, 100 A;\n  --wide shows every column.\n"))
    }

    @Test func output_toAFile_isWholeOnATerminalToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-fit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bom.txt").path
        _ = Self.run(["bom", Self.fixture("systems/van.json"), "-o", path], columns: 60)
        let piped = Self.run(["bom", Self.fixture("systems/van.json")], columns: nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == piped.out)
    }
}
