import Foundation
import Testing

@testable import CableCLI

/// Issue #35's smaller items, each run on the built binary (stdout, stderr, exit status) or in
/// process on a faked terminal: `--no-color`, `diagram -o x.png`, confirmations on stderr, the
/// header hint for CSV without one, batch CSV in the input's dialect, `table` lengths one-way,
/// `--dry-run` on every edit, and `add … --from ID` without `--name`.
@Suite("Smaller items of #35")
final class SmallerItemsTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-small") }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func fixture(_ relative: String) -> String { PackagePaths.root.appendingPathComponent("Fixtures/" + relative).path }
    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
    func text(_ path: String) throws -> String { String(decoding: try bytes(path), as: UTF8.self) }

    func copyFixture(_ name: String) throws -> String {
        let copy = path("\(name).json")
        try FileManager.default.copyItem(atPath: fixture("systems/\(name).json"), toPath: copy)
        return copy
    }

    static func inProcess(_ arguments: [String], environment: Environment = [:], terminal: Terminal) -> (String, String, Int32) {
        var out = ""
        var err = ""
        let status = CLI.run(arguments: arguments, environment: environment, terminal: terminal, stdout: &out, stderr: &err)
        return (out, err, status)
    }

    // MARK: - --no-color

    @Test(arguments: [
        // (options, coloured): --no-color is --color never; the later of the two wins.
        ([String](), true),
        (["--no-color"], false),
        (["--color", "always", "--no-color"], false),
        (["--no-color", "--color", "always"], true),
    ])
    func noColor_isColorNever_theLaterOptionWinning(_ options: [String], _ coloured: Bool) {
        let tty = Terminal(stdoutIsTerminal: true, stderrIsTerminal: true, columns: 200)
        let (out, err, status) = Self.inProcess(["check", fixture("broken/no-fuse.json")] + options, terminal: tty)
        #expect(status == 1)
        #expect(out.contains("\u{1B}[31mFAIL") == coloured)
        #expect(out.contains("FAIL \(fixture("broken/no-fuse.json")): Inverter feed: noFuse: ") == !coloured)
        #expect(err == "1 violation in \(fixture("broken/no-fuse.json"))\n")
    }

    @Test func noColor_alsoUncoloursAnErrorBeforeTheCommandRuns() {
        let tty = Terminal(stdoutIsTerminal: true, stderrIsTerminal: true, columns: 200)
        let (_, err, status) = Self.inProcess(["size", "--current", "x", "--no-color"], terminal: tty)
        #expect(status == 65)
        #expect(err.hasPrefix("error: --current: "))
        #expect(!err.contains("\u{1B}"))
    }

    @Test func noColor_isAcceptedByEveryCommandAndSaidInHelp() throws {
        let result = try CableProcess.run(["size", "-c", "20", "-l", "5", "-v", "12", "--no-color"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("Wire for 20 A at 12 V over 5 m one-way"))
        for command in CLI.commands.map(\.name) {
            let help = try CableProcess.run([command, "--help"])
            #expect(help.status == 0)
            #expect(
                help.stdout.contains("--no-color") && help.stdout.contains("the same as --color never"), "\(command)")
        }
    }

    // MARK: - diagram -o x.png

    static let rsvgConvert = FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")

    @Test(.enabled(if: rsvgConvert, "rsvg-convert is not installed (apt-get install librsvg2-bin)"))
    func diagram_png_isDrawnByRsvgConvert() throws {
        let png = path("van.png")
        let result = try CableProcess.run(["diagram", fixture("systems/van.json"), "-o", png])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "wrote \(png)\n")
        let data = try bytes(png)
        // The PNG signature, then the IHDR chunk (PNG specification, 5.2 and 11.2.2).
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: data[12..<16], as: UTF8.self) == "IHDR")
        #expect(!String(decoding: data, as: UTF8.self).contains("<svg"))
        // Its width is the SVG's: the drawing's points at rsvg-convert's 96 px per inch (72 pt).
        let svg = try CableProcess.run(["diagram", fixture("systems/van.json")]).stdout
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let declared = try #require(svg.firstMatch(of: /width="([0-9.]+)pt"/)?.output.1)
        #expect(width == Int(((Double(declared) ?? 0) * 96 / 72).rounded(.up)))
    }

    @Test func diagram_png_withoutRsvgConvert_isRefusedWith73AndTheInstallHint() throws {
        let png = path("van.png")
        let result = try CableProcess.run(
            ["diagram", fixture("systems/van.json"), "-o", png], environment: ["PATH": folder.path])
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "error: cannot write '\(png)': a PNG is drawn by rsvg-convert, which is not installed (Debian and Ubuntu: apt-get install librsvg2-bin; macOS: brew install librsvg); or write an SVG: -o \(path("van.svg"))\n"
        )
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    @Test func diagram_otherExtensions_keepWritingSVG() throws {
        let other = path("van.drawing")
        let result = try CableProcess.run(["diagram", fixture("systems/van.json"), "-o", other])
        #expect(result.status == 0)
        #expect(try text(other).hasPrefix("<?xml") || (try text(other)).hasPrefix("<svg"))
        let pdf = try CableProcess.run(["diagram", fixture("systems/van.json"), "-o", path("van.pdf")])
        #expect(pdf.status == 64)
    }

    // MARK: - Confirmations on stderr

    @Test func confirmations_goToStderr_stdoutStaysEmpty() throws {
        let file = path("boat.json")
        let steps: [([String], String)] = [
            (["new", file, "--name", "Day boat", "--voltage", "12V"], "created \(file): Day boat, 12V\n"),
            (["add", "load", file, "--name", "Pump", "--current", "5A", "--length", "3m"], "added load 'Pump' to \(file)\n"),
            (["set", "load", file, "pump", "--length", "4m"], "updated load 'Pump' in \(file)\n"),
            (["set", "system", file, "--max-drop", "3%"], "updated the system in \(file)\n"),
            (["remove", "load", file, "Pump"], "removed load 'Pump' from \(file)\n"),
            (["report", fixture("systems/van.json"), "-o", path("r.txt")], "wrote \(path("r.txt"))\n"),
            (["batch", fixture("batch/circuits.csv"), "-o", path("out.ndjson")], "wrote \(path("out.ndjson"))\n"),
        ]
        for (arguments, confirmation) in steps {
            let result = try CableProcess.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr == confirmation, "\(arguments)")
        }
        let config = path("prefs/config.json")
        let set = try CableProcess.run(["config", "set", "units", "imperial"], environment: ["CABLE_CONFIG": config])
        #expect(set.stdout.isEmpty)
        #expect(set.stderr == "set units to imperial in \(config)\n")
    }

    // MARK: - Headerless CSV

    @Test func batch_headerlessCSVOnStdin_getsTheHeaderHint() throws {
        let result = try CableProcess.shell("printf '20,12,5\\n30,12,5\\n' | \"$CABLE\" batch", in: folder)
        #expect(result.status == 65)
        let records = result.stdout.split(separator: "\n")
        #expect(records.count == 2)
        #expect(records.allSatisfy { $0.contains("expected '{' to start a JSON object") })
        #expect(
            result.stderr
                == "2 bad and 0 unmet of 2 requests\nhint: line 1 looks like CSV without a header row; batch reads CSV only after a header naming its columns, such as current,voltage,length\n"
        )
        // JSON lines that are bad get no such hint.
        let json = try CableProcess.shell("printf '{\"current\": 20}\\n' | \"$CABLE\" batch", in: folder)
        #expect(!json.stderr.contains("hint"))
    }

    // MARK: - Batch CSV in the input's dialect

    @Test func batch_semicolonCSV_comesBackSemicolonSeparatedWithDecimalCommas() throws {
        let comma = try CableProcess.shell(
            "printf 'current,voltage,length\\n20,12,5\\n7.5,12,2.5\\n-1,12,5\\n' | \"$CABLE\" batch --format csv", in: folder)
        let semicolon = try CableProcess.shell(
            "printf 'current;voltage;length\\n20;12;5\\n7,5;12;2,5\\n-1;12;5\\n' | \"$CABLE\" batch --format csv", in: folder)
        #expect(comma.status == 65)
        #expect(semicolon.status == 65)
        let commaRows = comma.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let semicolonRows = semicolon.stdout.split(separator: "\n").map {
            $0.split(separator: ";", omittingEmptySubsequences: false)
        }
        #expect(semicolonRows.first?.map(String.init) == BatchProcessor.csvColumns)
        #expect(commaRows.count == 4)
        #expect(semicolonRows.count == 4)
        // Same cells; numbers with a decimal comma and every digit kept.
        let numeric = Set(BatchProcessor.csvColumnDeclarations.enumerated().filter { $0.element.type == "number" }.map(\.offset))
        for (row, (expected, actual)) in zip(commaRows, semicolonRows).enumerated() where row > 0 && row < 3 {
            #expect(expected.count == actual.count)
            for (column, (cell, written)) in zip(expected, actual).enumerated() {
                let want = numeric.contains(column) ? cell.replacingOccurrences(of: ".", with: ",") : String(cell)
                #expect(String(written) == want, "row \(row) column \(column)")
            }
        }
        // 20 A over 5 m at 12 V: the second row's drop has a decimal comma in the dialect.
        let drop = BatchProcessor.csvColumns.firstIndex(of: "voltageDropVolts")!
        #expect(semicolonRows[1][drop].contains(","))
        #expect(!semicolonRows[1][drop].contains("."))
        // The failed row's message is a sentence, not a number: written as it is.
        #expect(semicolon.stdout.split(separator: "\n")[3].hasPrefix("4;"))
    }

    @Test func csvDialect_quotesTheSeparatorAndKeepsNegativeDecimalCommaNumbersNumbers() {
        #expect(CSVField.record(["a;b", "1,5", "-0,25", "=1"], dialect: .semicolon) == "\"a;b\";1,5;-0,25;\"'=1\"\n")
        #expect(CSVField.record(["a;b", "1,5", "-0.25"]) == "a;b,\"1,5\",-0.25\n")
    }

    // MARK: - table lengths one-way

    @Test func table_defaultLengths_areOneWayLikeGivenOnes() throws {
        let (_, grid) = try CableProcess.json(["table", "--voltage", "12", "--currents", "20"])
        #expect(grid["lengthsAreRoundTrip"] as? Bool == false)
        // A default row and the same length given are the same run: 5 m one-way.
        let (_, given) = try CableProcess.json(["table", "--voltage", "12", "--currents", "20", "--lengths", "5"])
        let rows = try #require(grid["rows"] as? [[String: Any]])
        let givenRows = try #require(given["rows"] as? [[String: Any]])
        func labels(_ row: [String: Any]?) -> [String] {
            (row?["conductors"] as? [[String: Any]] ?? []).map { $0["label"] as? String ?? "none" }
        }
        let five = try #require(rows.first { ($0["lengthMeters"] as? Double) == 5 })
        // 20 A over 5 m one-way at 12 V, ≤ 5 %: 10 mm² (the same run `size -c 20 -l 5 -v 12` sizes).
        #expect(labels(five) == ["10 mm²"])
        #expect(labels(givenRows.first) == labels(five))
        // --round-trip makes them round trips again: 10 m round trip is 5 m one-way.
        let (_, roundTrip) = try CableProcess.json([
            "table", "--voltage", "12", "--currents", "20", "--round-trip",
        ])
        #expect(roundTrip["lengthsAreRoundTrip"] as? Bool == true)
        let ten = try #require((roundTrip["rows"] as? [[String: Any]])?.first { ($0["lengthMeters"] as? Double) == 10 })
        #expect(labels(ten) == labels(five))
        let text = try CableProcess.run(["table", "--voltage", "12"])
        #expect(text.stdout.contains("lengths one-way in metres"))
        let help = try CableProcess.run(["table", "--help"])
        #expect(help.stdout.contains("one-way unless --round-trip"))
    }

    // MARK: - --dry-run

    @Test func dryRun_add_printsTheUnifiedDiffAndWritesNothing() throws {
        let file = path("boat.json")
        #expect(try CableProcess.run(["new", file, "--name", "Boat", "--voltage", "12V"]).status == 0)
        let before = try bytes(file)
        let result = try CableProcess.run([
            "add", "load", file, "--name", "Pump", "--current", "5A", "--length", "3m", "--dry-run",
        ])
        #expect(result.status == 0)
        #expect(result.stderr == "dry run: \(file) was not changed\n")
        #expect(
            result.stdout == """
                --- \(file)
                +++ \(file)
                @@ -2,7 +2,9 @@
                   "schemaVersion": 1,
                   "name": "Boat",
                   "nominalVoltage": "12V",
                -  "loads": [],
                +  "loads": [
                +    { "name": "Pump", "current": "5A", "length": "3m" }
                +  ],
                   "batteries": [],
                   "chargers": []
                 }

                """)
        #expect(try bytes(file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["boat.json"])
    }

    @Test func dryRun_everyEdit_writesNothingAndItsDiffApplies() throws {
        let file = try copyFixture("van")
        let before = try text(file)
        let edits: [[String]] = [
            [
                "add", "load", file, "--name", "Kettle", "--inverter", "Inverter 2 kW", "--power", "1500W", "--hours-per-day",
                "0.1",
            ],
            ["set", "load", file, "fridge", "--length", "5m"],
            ["set", "system", file, "--standard", "abyc"],
            ["remove", "load", file, "Fridge"],
        ]
        for edit in edits {
            let dry = try CableProcess.run(edit + ["--dry-run"])
            #expect(dry.status == 0, "\(edit): \(dry.stderr)")
            #expect(try text(file) == before, "\(edit)")
            #expect(dry.stdout.hasPrefix("--- \(file)\n+++ \(file)\n@@ "), "\(edit)")
            // The diff turns the file into what the edit writes.
            let copy = path("copy.json")
            try? FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: file, toPath: copy)
            let real = try CableProcess.run(edit.map { $0 == file ? copy : $0 })
            #expect(real.status == 0, "\(edit)")
            #expect(UnifiedDiffTests.apply(dry.stdout, to: before) == (try text(copy)), "\(edit)")
        }
        let new = try CableProcess.run(["new", path("n.json"), "--name", "N", "--voltage", "24V", "--dry-run"])
        #expect(new.status == 0)
        #expect(new.stdout.hasPrefix("--- /dev/null\n+++ \(path("n.json"))\n@@ -0,0 +1,8 @@\n+{\n"))
        #expect(!FileManager.default.fileExists(atPath: path("n.json")))
        let existing = try CableProcess.run(["new", file, "--name", "N", "--voltage", "24V", "--dry-run"])
        #expect(existing.status == 73)
    }

    @Test func dryRun_configSetAndUnset_writeNothing() throws {
        let config = path("prefs/config.json")
        let environment = ["CABLE_CONFIG": config]
        let first = try CableProcess.run(["config", "set", "units", "imperial", "--dry-run"], environment: environment)
        #expect(first.status == 0)
        #expect(
            first.stdout
                == "--- /dev/null\n+++ \(config)\n@@ -0,0 +1,4 @@\n+{\n+  \"schemaVersion\": 1,\n+  \"units\": \"imperial\"\n+}\n"
        )
        #expect(!FileManager.default.fileExists(atPath: path("prefs")))
        #expect(try CableProcess.run(["config", "set", "units", "imperial"], environment: environment).status == 0)
        let before = try text(config)
        let unset = try CableProcess.run(["config", "unset", "units", "--dry-run"], environment: environment)
        #expect(unset.status == 0)
        #expect(unset.stdout.contains("-  \"units\": \"imperial\"\n"))
        #expect(try text(config) == before)
        let get = try CableProcess.run(["config", "get", "units", "--dry-run"], environment: environment)
        #expect(get.status == 64)
    }

    @Test func configUnset_ofAKeyNeverSet_makesNoFile() throws {
        // A fresh home: no config file, nor its folder. Unsetting writes nothing at all, and says so.
        let config = path("fresh/cable/config.json")
        let environment = ["CABLE_CONFIG": config]
        let unset = try CableProcess.run(["config", "unset", "units"], environment: environment)
        #expect(unset.status == 0)
        #expect(unset.stderr == "units was not set in \(config)\n")
        #expect(!FileManager.default.fileExists(atPath: path("fresh")))
        let dryRun = try CableProcess.run(["config", "unset", "units", "--dry-run"], environment: environment)
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path("fresh")))
    }

    // MARK: - add --from without --name

    @Test func addFrom_withoutName_namesTheDeviceAfterTheEntry_uniqueAndInTheLanguage() throws {
        let file = path("van.json")
        #expect(try CableProcess.run(["new", file, "--name", "Van", "--voltage", "12V"]).status == 0)
        let add = ["add", "load", file, "--from", "fridge-compressor-40l", "--length", "4m"]
        let first = try CableProcess.run(add)
        #expect(first.status == 0)
        #expect(first.stderr == "added load 'Compressor fridge 40–50 L' to \(file)\n")
        let second = try CableProcess.run(add)
        #expect(second.stderr == "added load 'Compressor fridge 40–50 L 2' to \(file)\n")
        let german = try CableProcess.run(add + ["--lang", "de"])
        #expect(german.status == 0)
        #expect(german.stderr.contains("'Kompressor-Kühlbox 40–50 L'"))
        let list = try CableProcess.run(["list", file])
        for name in ["Compressor fridge 40–50 L", "Compressor fridge 40–50 L 2", "Kompressor-Kühlbox 40–50 L"] {
            #expect(list.stdout.contains(name))
        }
        // A generic entry named in every language (issue #35): the deck floodlight in French.
        let french = try CableProcess.run([
            "add", "load", file, "--from", "light-deck-flood-led", "--length", "4m", "--lang", "fr",
        ])
        #expect(french.status == 0)
        #expect(french.stderr.contains("'Projecteur de pont LED'"))
        // Without --from, --name is still required.
        let missing = try CableProcess.run(["add", "load", file, "--current", "5A", "--length", "4m"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("error: missing required option '--name'"))
    }
}
