import Foundation
import Testing

/// `cable batch` input and output formats (issue #23): `id`/`name` passed through, CSV found
/// by the file's extension or its first line, `;`-separated files with decimal commas, and
/// `--format`/`-o FILE` as in the other commands (`--output csv` still working, with a note).
///
/// 20 A at 12 V over 5 m is 6 mm² (BatchCommandTests' handComputedPhysics); 5.5 A at 12 V over
/// 2.5 m: A = 0.017 × 5 × 5.5 / 0.6 = 0.779 mm² → 1 mm² (0.75 mm² is below it).
@Suite("cable batch: formats, labels and output files")
struct BatchFormatTests {
    static let header =
        "line,conductor,areaSquareMillimeters,awg,requiredAreaSquareMillimeters,voltageDropVolts,voltageDropPercent,"
        + "loadVoltageVolts,powerLossWatts,limitedBy,fuseRatingAmperes,fuseType,error,id,name,conductorTemperatureCelsius"

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-batch-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func label(_ record: [String: Any]) -> String? { (record["conductor"] as? [String: Any])?["label"] as? String }

    // MARK: - id and name

    @Test func ndjson_idAndName_arePassedThroughToEachRecord() throws {
        let run = try BatchRunner.run(lines: [
            #"{"name": "Fridge", "id": 7, "resistance": "nominal", "current": 20, "voltage": 12, "length": 5}"#,
            #"{"id": "c-2", "current": 20, "voltage": 12}"#,
            #"{"current": 20, "voltage": 12, "length": 5}"#,
            #"{"name": "A", "name": "B", "current": 20, "voltage": 12, "length": 5}"#,
        ])
        #expect(run.status == 65)
        #expect(run.stderr == "2 bad and 0 unmet of 4 requests\n")
        let records = try run.records()
        try #require(records.count == 4)
        #expect(records[0]["name"] as? String == "Fridge")
        #expect(records[0]["id"] as? Int == 7)
        #expect(Self.label(records[0]) == "6 mm²")
        // an error record keeps the row's labels
        #expect(records[1]["id"] as? String == "c-2")
        #expect(records[1]["error"] as? String == "length: is required")
        #expect(records[1]["name"] == nil)
        // a row without labels has none: the record is cable size --json's plus line
        #expect(records[2]["name"] == nil && records[2]["id"] == nil)
        #expect(records[3]["error"] as? String == "name: given more than once")
        // the members stay in sorted order
        #expect(run.lines[0].contains(#""fuseProblem":null,"id":7,"input":"#))
        #expect(run.lines[0].contains(#""minimumConductor":{"#) && run.lines[0].contains(#""name":"Fridge","nextSmaller":"#))
    }

    @Test func csv_nameAndIdColumns_arePassedThroughToCSVCells() throws {
        let input = "id,name,current,voltage,length,resistance\n1,Fridge,20,12,5,nominal\n2,\"=cmd\",,12,5,\n"
        let run = try BatchRunner.run(["batch", "--format", "csv"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        let lines = run.lines
        try #require(lines.count == 3)
        #expect(lines[0] == Self.header)
        #expect(lines[1].hasPrefix("2,6 mm²,6,,"))
        // the conductor temperature last (#33): 20 °C under the nominal model
        #expect(lines[1].hasSuffix(",voltageDrop,25,blade,,1,Fridge,20"))
        // the name is neutralised as a formula would be, like every CSV cell cable writes
        #expect(lines[2] == #"3,,,,,,,,,,,,current: missing the load: give current (A) or power (W),2,"'=cmd","#)
    }

    // MARK: - CSV found without a flag

    /// A `.csv` file is CSV: its first line is read as a header even when no cell names a
    /// column, so a misspelt header gets CSV's refusal, not an NDJSON error per line.
    @Test func csvExtension_isReadAsCSV() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("rows.CSV")
        try Data("amps,volts\n20,12\n".utf8).write(to: file)
        let run = try BatchRunner.run(["batch", file.path])
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: \(file.path): line 1: 'amps' is not a column name."))
        let good = folder.appendingPathComponent("good.csv")
        try Data("current,voltage,length,resistance\n20,12,5,nominal\n".utf8).write(to: good)
        let records = try BatchRunner.run(["batch", good.path]).records()
        #expect(records.map { $0["line"] as? Int } == [2])
        #expect(records.map(Self.label) == ["6 mm²"])
    }

    @Test func firstLineHeader_isReadAsCSV_elseNDJSON() throws {
        let csv = try BatchRunner.run(["batch"], stdin: Array("\n\"current\",voltage,length\n20,12,5\n".utf8))
        #expect(csv.status == 0)
        #expect(try csv.records().map { $0["line"] as? Int } == [3])
        // a misspelt column among known ones is still a header, refused with a suggestion
        let misspelt = try BatchRunner.run(["batch"], stdin: Array("current,voltage,lenght\n20,12,5\n".utf8))
        #expect(misspelt.status == 65)
        #expect(misspelt.stderr.hasPrefix("error: <stdin>: line 1: 'lenght' is not a column name. Did you mean 'length'?"))
        // a first line that names no column is NDJSON, each line its own error
        let neither = try BatchRunner.run(["batch"], stdin: Array("hello\n".utf8))
        #expect(neither.status == 65)
        #expect(try neither.records().first?["error"] as? String == "column 1: expected '{' to start a JSON object")
        // --input-format ndjson overrides the first line
        let forced = try BatchRunner.run(["batch", "--input-format", "ndjson"], stdin: Array("current,voltage\n".utf8))
        #expect(try forced.records().first?["error"] as? String == "column 1: expected '{' to start a JSON object")
    }

    // MARK: - Semicolons and decimal commas

    @Test func semicolonFile_withDecimalCommas_isRead() throws {
        let input =
            "name;current;voltage;length;resistance\nPump;5,5;12;2,5;nominal\n\"Fan; big\";20;12;5;nominal\n"
            + "Heater;1,500;12;5;nominal\n"
        let run = try BatchRunner.run(["batch"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        let records = try run.records()
        try #require(records.count == 3)
        let input0 = records[0]["input"] as? [String: Any]
        expectClose(input0?["currentAmperes"] as? Double, 5.5, tolerance: 1e-12)
        expectClose(input0?["lengthMeters"] as? Double, 2.5, tolerance: 1e-12)
        expectClose(records[0]["requiredAreaSquareMillimeters"] as? Double, 0.779_166_7, tolerance: 1e-6)
        #expect(Self.label(records[0]) == "1 mm²")
        #expect(records[1]["name"] as? String == "Fan; big")
        #expect(Self.label(records[1]) == "6 mm²")
        #expect(
            records[2]["error"] as? String
                == "current: is ambiguous (a comma before three digits may group thousands): write 1500 or 1.500, got '1,500'")
    }

    // MARK: - --format, --json and -o FILE

    @Test func format_namesTheOutput_andJsonIsNDJSON() throws {
        let csv = try BatchRunner.run(
            ["batch", "--format", "csv"], stdin: Array("current,voltage,length,resistance\n20,12,5,nominal\n".utf8))
        #expect(csv.status == 0)
        #expect(csv.lines.first == Self.header)
        let json = try BatchRunner.run(
            ["batch", "--json"], stdin: Array("current,voltage,length,resistance\n20,12,5,nominal\n".utf8))
        #expect(try json.records().map(Self.label) == ["6 mm²"])
        let both = try BatchRunner.run(["batch", "--json", "--format", "csv"], stdin: [])
        #expect(both.status == 64)
    }

    @Test func output_writesTheFileAtomically_formatFromItsExtension() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csvFile = folder.appendingPathComponent("results.csv")
        let run = try BatchRunner.run(
            ["batch", "-o", csvFile.path], stdin: Array("current,voltage,length,resistance\n20,12,5,nominal\n".utf8))
        #expect(run.status == 0)
        #expect(run.stderr == "wrote \(csvFile.path)\n")
        #expect(run.stdout.isEmpty)
        let written = try String(contentsOf: csvFile, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(written.first == Self.header)
        #expect(written.count == 2)

        let ndjsonFile = folder.appendingPathComponent("results.ndjson")
        _ = try BatchRunner.run(
            ["batch", "--output", ndjsonFile.path], stdin: Array("current,voltage,length,resistance\n20,12,5,nominal\n".utf8))
        let line = try String(contentsOf: ndjsonFile, encoding: .utf8)
        #expect(line.hasPrefix(#"{"ampacityAmperes":60,"#))

        // input refused as a whole: the old file is left as it was, no temporary beside it
        let refused = try BatchRunner.run(["batch", "-o", csvFile.path, "--input-format", "csv"], stdin: Array("20,12\n".utf8))
        #expect(refused.status == 65)
        #expect(try String(contentsOf: csvFile, encoding: .utf8).split(separator: "\n").count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["results.csv", "results.ndjson"])
    }

    /// `-o`'s extension and `--format`/`--json` follow the rule every command follows
    /// (`OutputFormat.resolve`): a contradiction or a format batch cannot write is refused (64)
    /// and nothing is written; `.json` and `.jsonl` name batch's JSON form, NDJSON.
    @Test func output_extensionAgainstFormat_followsTheSharedRule() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = Array("current,voltage,length,resistance\n20,12,5,nominal\n".utf8)
        let mismatch = try BatchRunner.run(
            ["batch", "--format", "csv", "-o", folder.appendingPathComponent("r.ndjson").path], stdin: rows)
        #expect(mismatch.status == 64)
        #expect(mismatch.stderr.hasPrefix("error: --format csv does not match -o"))
        let pdf = try BatchRunner.run(["batch", "-o", folder.appendingPathComponent("r.pdf").path], stdin: rows)
        #expect(pdf.status == 64)
        #expect(pdf.stderr.hasPrefix("error: -o '") && pdf.stderr.contains("names a pdf file, which 'batch' does not write"))
        let jsonToCSV = try BatchRunner.run(["batch", "--json", "-o", folder.appendingPathComponent("r.csv").path], stdin: rows)
        #expect(jsonToCSV.status == 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        for name in ["r.json", "r.jsonl"] {
            let file = folder.appendingPathComponent(name)
            let run = try BatchRunner.run(["batch", "-o", file.path], stdin: rows)
            #expect(run.status == 0)
            #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix(#"{"ampacityAmperes":60,"#))
        }
    }

    @Test func output_ontoTheInputFile_isRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("rows.csv")
        try Data("current,voltage,length\n20,12,5\n".utf8).write(to: file)
        let run = try BatchRunner.run(["batch", file.path, "-o", file.path])
        #expect(run.status == 64)
        #expect(try String(contentsOf: file, encoding: .utf8) == "current,voltage,length\n20,12,5\n")
    }

    /// `--output csv` named the format before `-o` named a file; it still does, with a note.
    @Test(arguments: ["csv", "CSV", "ndjson"])
    func deprecatedOutputFormat_stillWorks_withANote(_ format: String) throws {
        let run = try BatchRunner.run(
            ["batch", "--output", format], stdin: Array("current,voltage,length,resistance\n20,12,5,nominal\n".utf8))
        #expect(run.status == 0)
        #expect(
            run.stderr
                == "warning: 'batch --output FORMAT' is deprecated: use --format csv or --format ndjson; --output now names "
                + "a file (write ./csv for a file of that name)\n")
        if format == "ndjson" {
            #expect(try run.records().map(Self.label) == ["6 mm²"])
        } else {
            #expect(run.lines.first == Self.header)
        }
    }
}
