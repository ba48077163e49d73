import Foundation
import Testing

/// The outcome of one `cable batch` run, standard output kept as bytes (it may be large).
struct BatchRun {
    let stdout: [UInt8]
    let stderr: String
    let status: Int32

    /// Standard output split at newlines; every record ends with one, so the empty piece after
    /// the last is dropped.
    var lines: [String] {
        var pieces = stdout.split(separator: 0x0A, omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        return pieces.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every output line as a JSON object.
    func records(sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        try lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object, "not a JSON object: \(line)", sourceLocation: sourceLocation)
        }
    }
}

/// Runs `cable batch` with input on standard input (through a pipe) or in a file.
enum BatchRunner {
    /// A write to a pipe whose reader has gone must throw, not kill the test runner.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Runs `cable` with `arguments`; `input`, when given, is written to its standard input
    /// through a pipe while it runs (a run that gets as far as reading reads to the end, so
    /// large inputs cannot block for good), else standard input is empty. Output goes to files so it cannot block either.
    static func run(_ arguments: [String], stdin input: [UInt8]? = nil) throws -> BatchRun {
        ignoreBrokenPipes
        let binary = try #require(CableProcess.executable, "the cable binary was not found beside the test bundle")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin"]
        process.standardOutput = out
        process.standardError = err
        let pipe = input.map { _ in Pipe() }
        process.standardInput = pipe ?? FileHandle.nullDevice
        try process.run()
        if let pipe, let input {
            // A run refused before it reads (a usage error) may exit before the write: the pipe
            // is broken then, which the exit status and output already show.
            do {
                try pipe.fileHandleForWriting.write(contentsOf: Data(input))
            } catch {
                guard isBrokenPipe(error) else { throw error }
            }
            try? pipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return BatchRun(
            stdout: [UInt8](try Data(contentsOf: outURL)),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Whether a write failed because the reading end was closed (EPIPE), directly or as the
    /// underlying error Foundation wraps it in.
    private static func isBrokenPipe(_ error: any Error) -> Bool {
        let error = error as NSError
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        return [error, underlying].contains { $0?.domain == NSPOSIXErrorDomain && $0?.code == Int(EPIPE) }
    }

    /// Writes `bytes` to a temporary file and runs `cable batch <file> <options>`.
    static func run(file bytes: [UInt8], _ options: [String] = []) throws -> BatchRun {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-batch-\(UUID().uuidString).txt")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try run(["batch", url.path] + options)
    }

    /// `cable batch` over `lines` joined with newlines (and a final one) on standard input.
    static func run(lines: [String], _ options: [String] = []) throws -> BatchRun {
        try run(["batch"] + options, stdin: Array((lines.joined(separator: "\n") + "\n").utf8))
    }
}

/// `cable batch`: many sizing requests, one per line, one result per line. Physics is worked
/// out by hand under the nominal resistance model the rows ask for (copper ρ = 0.017 Ω·mm²/m at 20 °C, aluminium 0.0282 with α = 0.00403/K; path =
/// twice the one-way length); everything else is compared with `cable size --json`, whose own
/// tests check it.
@Suite("cable batch")
struct BatchCommandTests {
    static let csvHeader =
        "line,conductor,areaSquareMillimeters,awg,requiredAreaSquareMillimeters,voltageDropVolts,voltageDropPercent,"
        + "loadVoltageVolts,powerLossWatts,limitedBy,fuseRatingAmperes,fuseType,error,id,name,conductorTemperatureCelsius"

    /// 20 A at 12 V over 5 m: 6 mm² (worked out in `handComputedPhysics`).
    static let good = #"{"resistance": "nominal", "current": 20, "voltage": 12, "length": 5}"#

    /// The `cable size --json` record for the arguments.
    static func sizeRecord(_ arguments: [String]) throws -> [String: Any] {
        let (result, json) = try CableProcess.json(["size"] + arguments + ["--resistance", "nominal"])
        #expect(result.status == 0, "cable size \(arguments) failed: \(result.stderr)")
        return json
    }

    /// The record without its `line` key, as an NSDictionary for deep comparison.
    static func withoutLine(_ record: [String: Any]) -> NSDictionary {
        var record = record
        record.removeValue(forKey: "line")
        return NSDictionary(dictionary: record)
    }

    // MARK: - Same results as cable size

    struct SameAsSize: Sendable, CustomTestStringConvertible {
        let request: String
        let size: [String]
        var testDescription: String { request }
    }

    static let sameAsSizeCases: [SameAsSize] = [
        SameAsSize(
            request: #"{"resistance": "nominal", "current": 20, "voltage": 12, "length": "5m"}"#,
            size: ["--current", "20", "--voltage", "12", "--length", "5m"]),
        SameAsSize(
            request:
                #"{"resistance": "nominal", "power": "240W", "voltage": "12V", "length": "16ft", "maxDrop": "3%", "units": "imperial"}"#,
            size: ["--power", "240W", "--voltage", "12V", "--length", "16ft", "--max-drop", "3%", "--units", "imperial"]),
        SameAsSize(
            request:
                #"{"resistance": "nominal", "current": 15, "voltage": 12, "length": "20ft", "standard": "abyc", "critical": true}"#,
            size: ["--current", "15", "--voltage", "12", "--length", "20ft", "--standard", "abyc", "--critical"]),
        SameAsSize(
            request:
                #"{"resistance": "nominal", "current": 8, "voltage": 12, "length": "25ft", "standard": "abyc", "maxDrop": "3%"}"#,
            size: ["--current", "8", "--voltage", "12", "--length", "25ft", "--standard", "abyc", "--max-drop", "3%"]),
        SameAsSize(
            request: #"{"resistance": "nominal", "current": 10, "voltage": 24, "length": 20, "roundTrip": true}"#,
            size: ["--current", "10", "--voltage", "24", "--length", "20", "--round-trip"]),
        SameAsSize(
            request:
                #"{"resistance": "nominal", "current": 30, "voltage": 24, "length": 4, "material": "aluminium", "temperature": "60C", "maxDrop": 3}"#,
            size: [
                "--current", "30", "--voltage", "24", "--length", "4", "--material", "aluminium", "--temperature", "60C",
                "--max-drop", "3",
            ]),
        SameAsSize(
            request:
                #"{"resistance": "nominal", "current": "150A", "voltage": 24, "length": "2m", "insulation": "90C", "engineRoom": true}"#,
            size: ["--current", "150A", "--voltage", "24", "--length", "2m", "--insulation", "90C", "--engine-room"]),
        SameAsSize(
            request: #"{"resistance": "nominal", "current": 40, "voltage": 12, "length": 3, "bundled": 4}"#,
            size: ["--current", "40", "--voltage", "12", "--length", "3", "--bundled", "4"]),
        SameAsSize(
            request:
                #"{"resistance": "nominal", "current": 25, "voltage": 12, "length": 2, "fuseType": "maxi,midi", "fuseFactor": 1.5}"#,
            size: ["--current", "25", "--voltage", "12", "--length", "2", "--fuse-type", "maxi,midi", "--fuse-factor", "1.5"]),
        SameAsSize(
            request:
                #"{"resistance": "nominal", "power": "1.2kW", "voltage": 48, "length": "30ft", "units": "imperial", "temperature": "140F"}"#,
            size: ["--power", "1.2kW", "--voltage", "48", "--length", "30ft", "--units", "imperial", "--temperature", "140F"]),
        SameAsSize(
            request: #"{"resistance": "nominal", "current": "500mA", "voltage": 5, "length": 1.5}"#,
            size: ["--current", "500mA", "--voltage", "5", "--length", "1.5"]),
        // upsized from 6 to 10 mm² so a standard fuse fits (worked out in handComputedPhysics)
        SameAsSize(
            request: #"{"resistance": "nominal", "current": 50, "voltage": 12, "length": 0.5, "engineRoom": "yes"}"#,
            size: ["--current", "50", "--voltage", "12", "--length", "0.5", "--engine-room"]),
        SameAsSize(
            request:
                #"{"resistance": "nominal", "power": 600, "voltage": 24, "length": "12 m", "material": "al", "temperature": -10, "#
                + #""insulation": 75, "critical": 1}"#,
            size: [
                "--power", "600", "--voltage", "24", "--length", "12 m", "--material", "al", "--temperature=-10",
                "--insulation", "75", "--critical",
            ]),
        SameAsSize(
            request: #"{"resistance": "nominal", "current": 100, "voltage": 12, "length": 3, "units": "imperial", "bundled": 3, "#
                + #""engineRoom": true, "fuseType": "megaAnl,classT"}"#,
            size: [
                "--current", "100", "--voltage", "12", "--length", "3", "--units", "imperial", "--bundled", "3", "--engine-room",
                "--fuse-type", "megaAnl,classT",
            ]),
        // exponents and null (= absent) in the request
        SameAsSize(
            request: #"{"resistance": "nominal", "current": 2e1, "voltage": 1.2E1, "length": 5, "power": null}"#,
            size: ["--current", "20", "--voltage", "12", "--length", "5"]),
    ]

    @Test(arguments: sameAsSizeCases)
    func record_equalsSizeJSONPlusLine(_ testCase: SameAsSize) throws {
        let run = try BatchRunner.run(lines: [testCase.request])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let records = try run.records()
        try #require(records.count == 1)
        #expect(records[0]["line"] as? Int == 1)
        let expected = try Self.sizeRecord(testCase.size)
        #expect(Set(records[0].keys) == Set(expected.keys).union(["line"]))
        #expect(Self.withoutLine(records[0]) == NSDictionary(dictionary: expected))
    }

    /// The comparison above must be able to fail: a different request gives a different record,
    /// and a difference deep inside `input` is seen too.
    @Test func recordComparison_detectsADifference() throws {
        let record = try #require(try BatchRunner.run(lines: [Self.good]).records().first)
        let other = try Self.sizeRecord(["--current", "20", "--voltage", "12", "--length", "6"])
        #expect(Self.withoutLine(record) != NSDictionary(dictionary: other))

        let same = try Self.sizeRecord(["--current", "20", "--voltage", "12", "--length", "5"])
        #expect(Self.withoutLine(record) == NSDictionary(dictionary: same))
        var altered = same
        var input = try #require(same["input"] as? [String: Any])
        input["fuseTypes"] = ["blade", "maxi"]
        altered["input"] = input
        #expect(Self.withoutLine(record) != NSDictionary(dictionary: altered))
    }

    @Test func allRequestsInOneRun_comeOutInInputOrderWithTheirLineNumbers() throws {
        // blank lines and a bad line between the requests: numbered, never reordered
        var lines: [String] = []
        var expectedLines: [Int] = []
        for (index, testCase) in Self.sameAsSizeCases.enumerated() {
            if index % 3 == 1 { lines.append("") }
            if index % 4 == 2 { lines.append("{") }
            lines.append(testCase.request)
            expectedLines.append(lines.count)
        }
        let run = try BatchRunner.run(lines: lines)
        #expect(run.status == 65)
        let records = try run.records().filter { $0["error"] == nil }
        #expect(records.map { $0["line"] as? Int } == expectedLines)
        for (record, testCase) in zip(records, Self.sameAsSizeCases) {
            #expect(
                Self.withoutLine(record) == NSDictionary(dictionary: try Self.sizeRecord(testCase.size)), "\(testCase.request)")
        }
    }

    /// The `input` text is kept per request settings (material, temperature, fuse types …) for the
    /// last few settings seen: more settings than are kept, twice round and then in reverse,
    /// still give every row its own settings' record.
    @Test func recordsOfManySettings_inTurn_eachMatchItsOwnRequest() throws {
        let cases = Self.sameAsSizeCases
        let requests = cases.map(\.request)
        let run = try BatchRunner.run(lines: requests + requests + requests.reversed())
        #expect(run.status == 0)
        let records = try run.records()
        try #require(records.count == 3 * cases.count)
        let expected = try cases.map { NSDictionary(dictionary: try Self.sizeRecord($0.size)) }
        for (index, record) in records.enumerated() {
            let turn = index / cases.count
            let position = index % cases.count
            let caseIndex = turn == 2 ? cases.count - 1 - position : position
            #expect(Self.withoutLine(record) == expected[caseIndex], "line \(index + 1): \(requests[caseIndex])")
        }
        // Records one line at a time have the same bytes as in the long run, in each pass.
        let lines = run.lines
        for (index, request) in requests.enumerated() {
            let alone = try #require(try BatchRunner.run(lines: [request]).lines.first)
            for lineIndex in [index, cases.count + index, 3 * cases.count - 1 - index] {
                let renumbered = alone.replacingOccurrences(of: #","line":1,"#, with: #","line":\#(lineIndex + 1),"#)
                #expect(renumbered.contains(#","line":\#(lineIndex + 1),"#))
                #expect(renumbered == lines[lineIndex], "line \(lineIndex + 1): \(request)")
            }
        }
    }

    // MARK: - Hand-computed physics

    @Test func handComputedPhysics() throws {
        let run = try BatchRunner.run(lines: [
            // 1. 20 A, 12 V, 5 m copper: path 10 m; A ≥ 0.017 × 10 × 20 / (12 × 5 %) = 5.6667 mm² → 6 mm²;
            //    R = 0.17 / 6 = 0.028333 Ω; drop 0.56667 V = 4.7222 %; load sees 11.4333 V; loss 20 × 0.56667
            //    = 11.333 W; 6 mm² carries 60 A (105 °C); fuse ≥ 25 A → 25 A blade.
            Self.good,
            // 2. 240 W at 24 V = 10 A over a 10 m round trip: A ≥ 0.017 × 10 × 10 / 1.2 = 1.41667 mm² → 1.5 mm²
            //    (25 A); R = 0.17 / 1.5 = 0.113333 Ω; drop 1.13333 V = 4.7222 %; loss 11.333 W;
            //    fuse ≥ 12.5 A → 15 A blade.
            #"{"resistance": "nominal", "power": 240, "voltage": 24, "length": 10, "roundTrip": true}"#,
            // 3. Aluminium at 60 °C: ρ = 0.0282 × (1 + 0.00403 × 40) = 0.03274584; 30 A, 24 V, 4 m, 3 %:
            //    A ≥ 0.03274584 × 8 × 30 / 0.72 = 10.91528 mm² → 16 mm² (130 A × 0.78 = 101.4 A);
            //    drop 30 × 0.03274584 × 8 / 16 = 0.4911876 V = 2.046615 %; loss 14.735628 W;
            //    fuse ≥ 37.5 A → 40 A blade.
            #"{"resistance": "nominal", "current": 30, "voltage": 24, "length": 4, "material": "aluminium", "temperature": 60, "maxDrop": "3%"}"#,
            // 4. 50 A, 12 V, 0.5 m in an engine room (× 0.85): drop needs 0.017 × 1 × 50 / 0.6 = 1.4167 mm²,
            //    ampacity needs 6 mm² (60 × 0.85 = 51 A); a fuse ≥ 62.5 A does not fit under 51 A, so
            //    10 mm² (90 × 0.85 = 76.5 A) with a 70 A MAXI; drop 50 × 0.017 / 10 = 0.085 V = 0.70833 %.
            #"{"resistance": "nominal", "current": 50, "voltage": 12, "length": 0.5, "engineRoom": true}"#,
        ])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let records = try run.records()
        try #require(records.count == 4)

        struct Expected {
            let label: String, required: Double, resistance: Double, drop: Double, percent: Double, loss: Double
            let ampacity: Double, fuse: Double, fuseType: String, limitedBy: String, upsizedFrom: String?
        }
        let expected = [
            Expected(
                label: "6 mm²", required: 5.666_667, resistance: 0.028_333_333, drop: 0.566_666_7, percent: 4.722_222,
                loss: 11.333_333, ampacity: 60, fuse: 25, fuseType: "blade", limitedBy: "voltageDrop", upsizedFrom: nil),
            Expected(
                label: "1.5 mm²", required: 1.416_667, resistance: 0.113_333_333, drop: 1.133_333, percent: 4.722_222,
                loss: 11.333_333, ampacity: 25, fuse: 15, fuseType: "blade", limitedBy: "voltageDrop", upsizedFrom: nil),
            Expected(
                label: "16 mm²", required: 10.915_28, resistance: 0.016_372_92, drop: 0.491_187_6, percent: 2.046_615,
                // 40 A: a blade holder takes up to 6 mm², so on 16 mm² the first family making 40 A is MAXI.
                loss: 14.735_628, ampacity: 101.4, fuse: 40, fuseType: "maxi", limitedBy: "voltageDrop", upsizedFrom: nil),
            Expected(
                label: "10 mm²", required: 1.416_667, resistance: 0.0017, drop: 0.085, percent: 0.708_333, loss: 4.25,
                ampacity: 76.5, fuse: 70, fuseType: "maxi", limitedBy: "ampacity", upsizedFrom: "6 mm²"),
        ]
        let supply = [12.0, 24, 24, 12]
        for (index, (record, want)) in zip(records, expected).enumerated() {
            #expect(record["line"] as? Int == index + 1)
            let conductor = try #require(record["conductor"] as? [String: Any])
            #expect(conductor["label"] as? String == want.label)
            expectClose(record["requiredAreaSquareMillimeters"] as? Double, want.required, tolerance: 1e-5)
            expectClose(record["resistanceOhms"] as? Double, want.resistance, tolerance: 1e-8)
            expectClose(record["voltageDropVolts"] as? Double, want.drop, tolerance: 1e-6)
            expectClose(record["voltageDropPercent"] as? Double, want.percent, tolerance: 1e-5)
            expectClose(record["loadVoltageVolts"] as? Double, supply[index] - want.drop, tolerance: 1e-6)
            expectClose(record["powerLossWatts"] as? Double, want.loss, tolerance: 1e-5)
            expectClose(record["ampacityAmperes"] as? Double, want.ampacity, tolerance: 1e-9)
            let fuse = try #require(record["fuse"] as? [String: Any])
            expectClose(fuse["ratingAmperes"] as? Double, want.fuse, tolerance: 0)
            #expect(fuse["type"] as? String == want.fuseType)
            #expect(record["limitedBy"] as? String == want.limitedBy)
            let upsized = record["upsizedForFuseFrom"] as? [String: Any]
            #expect(upsized?["label"] as? String == want.upsizedFrom)
        }
    }

    // MARK: - Error records

    struct ErrorLine: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        /// The whole message, or nil to check only `prefix` and `suffix`.
        let message: String?
        let prefix: String
        let suffix: String
        init(_ name: String, _ line: String, _ message: String) {
            self.init(name, bytes: Array(line.utf8), message)
        }
        init(_ name: String, bytes: [UInt8], _ message: String) {
            self.name = name
            self.bytes = bytes
            self.message = message
            self.prefix = ""
            self.suffix = ""
        }
        /// Checks the start and end of the message only (where the column is not the point).
        init(_ name: String, bytes: [UInt8], prefix: String, suffix: String) {
            self.name = name
            self.bytes = bytes
            self.message = nil
            self.prefix = prefix
            self.suffix = suffix
        }
        var testDescription: String { name }
    }

    static let errorLines: [ErrorLine] = [
        // the line is 42 bytes: the closing brace was due at column 43
        ErrorLine("malformed JSON", #"{"current": 20, "voltage": 12, "length": 5"#, "column 43: expected ',' or '}'"),
        ErrorLine(
            "missing comma", #"{"current": 20 "voltage": 12, "length": 5}"#, "column 16: expected ',' or '}'"),
        ErrorLine("not an object", #"current=20 voltage=12"#, "column 1: expected '{' to start a JSON object"),
        ErrorLine("an array", #"[{"current": 20}]"#, "column 1: expected '{' to start a JSON object"),
        ErrorLine(
            "nested object", #"{"current": {"value": 20}, "voltage": 12, "length": 5}"#,
            "column 13: nested objects and arrays are not request values"),
        ErrorLine(
            "trailing garbage", #"{"current": 20, "voltage": 12, "length": 5} x"#,
            "column 45: unexpected text after the object"),
        ErrorLine(
            "unknown key", #"{"current": 20, "voltage": 12, "lenght": 5}"#, "lenght: unknown key. Did you mean 'length'?"),
        ErrorLine(
            "option spelling", #"{"current": 20, "voltage": 12, "length": 5, "max-drop": 3}"#,
            "max-drop: unknown key. Did you mean 'maxDrop'?"),
        ErrorLine(
            "duplicate key", #"{"current": 20, "voltage": 12, "length": 5, "voltage": 24}"#, "voltage: given more than once"),
        ErrorLine(
            "current and power", #"{"current": 20, "power": 240, "voltage": 12, "length": 5}"#,
            "current: give current or power, not both"),
        ErrorLine("no load", #"{"voltage": 12, "length": 5}"#, "current: missing the load: give current (A) or power (W)"),
        ErrorLine("missing voltage", #"{"current": 20, "length": 5}"#, "voltage: is required"),
        ErrorLine("missing length", #"{"current": 20, "voltage": 12}"#, "length: is required"),
        ErrorLine("empty object", "{}", "current: missing the load: give current (A) or power (W)"),
        ErrorLine("negative length", #"{"current": 20, "voltage": 12, "length": -3}"#, "length: must be > 0 m, got -3 m"),
        ErrorLine("zero current", #"{"current": 0, "voltage": 12, "length": 5}"#, "current: must be > 0 A, got 0 A"),
        ErrorLine(
            "bad unit", #"{"current": 20, "voltage": 12, "length": "5 parsecs"}"#,
            "length: unknown length unit 'parsecs' (use m, cm, mm, km, ft, in or yd), got '5 parsecs'"),
        ErrorLine(
            "unit of another quantity", #"{"current": "20V", "voltage": 12, "length": 5}"#,
            "current: unknown current unit 'V' (use A, mA or kA), got '20V'"),
        ErrorLine(
            "boolean quantity", #"{"current": true, "voltage": 12, "length": 5}"#,
            "current: must be a number or a string with a unit, got a boolean"),
        ErrorLine(
            "flag out of range", #"{"current": 20, "voltage": 12, "length": 5, "roundTrip": 2}"#,
            "roundTrip: must be true or false, got 2"),
        ErrorLine(
            "bad units", #"{"current": 20, "voltage": 12, "length": 5, "units": "nautical"}"#,
            "units: must be metric or imperial, got 'nautical'"),
        ErrorLine(
            "abyc with aluminium", #"{"current": 20, "voltage": 12, "length": 5, "standard": "abyc", "material": "al"}"#,
            "material: must be copper with standard abyc (ABYC E-11 sizes copper, K = 10.75 Ω·cmil/ft), got 'aluminium'"),
        ErrorLine(
            "drop limit too high", #"{"current": 20, "voltage": 12, "length": 5, "maxDrop": "60%"}"#,
            "maxDrop: must be ≤ 50 %, got 60 %"),
        // `{"current": 20,` is 15 bytes: the NUL is at column 16
        ErrorLine(
            "NUL between tokens", bytes: Array(#"{"current": 20,"#.utf8) + [0] + Array(#" "voltage": 12, "length": 5}"#.utf8),
            "column 16: expected a key in double quotes"),
        ErrorLine("NUL alone", bytes: [0], "column 1: expected '{' to start a JSON object"),
        ErrorLine(
            "NUL in a string", bytes: Array(#"{"current": "2"#.utf8) + [0] + Array(#"", "voltage": 12, "length": 5}"#.utf8),
            prefix: "column ", suffix: ": control character in a string"),
        ErrorLine(
            "invalid UTF-8 in a value",
            bytes: Array(#"{"current": "20"#.utf8) + [0xFF] + Array(#"", "voltage": 12, "length": 5}"#.utf8),
            prefix: "column ", suffix: ": invalid UTF-8"),
        ErrorLine(
            "invalid UTF-8 in a key", bytes: Array(#"{"cur"#.utf8) + [0xC3, 0x28] + Array(#"": 20}"#.utf8),
            prefix: "column ", suffix: ": invalid UTF-8"),
        ErrorLine("invalid UTF-8 alone", bytes: [0xFE, 0xFF], "column 1: expected '{' to start a JSON object"),
    ]

    /// Each bad line between two good ones: one error record with its line number, the good
    /// lines still sized, exit 65 and the summary.
    @Test(arguments: errorLines)
    func badLine_givesAnErrorRecordAndProcessingContinues(_ testCase: ErrorLine) throws {
        let input = Array((Self.good + "\n").utf8) + testCase.bytes + Array(("\n" + Self.good + "\n").utf8)
        let run = try BatchRunner.run(["batch"], stdin: input)
        #expect(run.status == 65)
        #expect(run.stderr == "1 bad and 0 unmet of 3 requests\n")
        let records = try run.records()
        try #require(records.count == 3)
        #expect(records.map { $0["line"] as? Int } == [1, 2, 3])
        #expect(Set(records[1].keys) == ["error", "line"])
        let message = try #require(records[1]["error"] as? String)
        if let expected = testCase.message {
            #expect(message == expected)
        } else {
            #expect(message.hasPrefix(testCase.prefix), "\(message)")
            #expect(message.hasSuffix(testCase.suffix), "\(message)")
        }
        #expect(records[0]["error"] == nil)
        #expect(records[2]["error"] == nil)
        #expect((records[2]["conductor"] as? [String: Any])?["label"] as? String == "6 mm²")
    }

    // MARK: - Requests that cannot be met

    @Test func unmetRequestAlone_givesAnErrorRecordAndExits1() throws {
        // 20 A over 2000 m at 12 V needs 0.017 × 4000 × 20 / 0.6 = 2266.7 mm²: more than 300 mm².
        let request = #"{"resistance": "nominal", "current": 20, "voltage": 12, "length": 2000}"#
        let run = try BatchRunner.run(lines: [Self.good, request])
        #expect(run.status == 1)
        #expect(run.stderr == "0 bad and 1 unmet of 2 requests\n")
        let records = try run.records()
        try #require(records.count == 2)
        #expect(Set(records[1].keys) == ["error", "line"])
        #expect(records[1]["line"] as? Int == 2)
        // the message is cable size's, without its "error: " prefix
        let size = try CableProcess.run([
            "size", "--current", "20", "--voltage", "12", "--length", "2000", "--resistance", "nominal",
        ])
        #expect(size.status == 1)
        // the largest, 300 mm², drops 20 × 0.017 × 4000 / 300 = 4.5333 V = 37.78 % of 12 V
        let expected =
            "no standard size keeps the drop within 5 % over 2000 m one-way (4000 m round trip): it needs 2266.67 mm²; "
            + "the largest, 300 mm², drops 37.78 %. Use parallel conductors, a shorter run or a higher voltage."
        #expect(records[1]["error"] as? String == expected)
        #expect("error: \(records[1]["error"] as? String ?? "")\n" == size.stderr)
    }

    @Test func currentNoSizeCarries_isUnmetLikeCableSize() throws {
        let run = try BatchRunner.run(lines: [#"{"resistance": "nominal", "current": 5000, "voltage": 1000, "length": 1}"#])
        #expect(run.status == 1)
        #expect(run.stderr == "0 bad and 1 unmet of 1 request\n")
        let size = try CableProcess.run(["size", "--current", "5000", "--voltage", "1000", "--length", "1"])
        #expect(size.status == 1)
        let message = try #require(try run.records().first?["error"] as? String)
        #expect(message.hasPrefix("no standard size is rated for 5000 A"))
        #expect("error: \(message)\n" == size.stderr)
    }

    // MARK: - Exit codes and the summary

    @Test func allGood_exits0WithNothingOnStderr() throws {
        let run = try BatchRunner.run(lines: [Self.good, Self.good, Self.good])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(try run.records().map { $0["line"] as? Int } == [1, 2, 3])
    }

    @Test func badAndUnmet_exits65AndCountsBoth() throws {
        let run = try BatchRunner.run(lines: [
            Self.good, "{", #"{"resistance": "nominal", "current": 20, "voltage": 12, "length": 2000}"#, "", Self.good,
            #"{"voltage": 12}"#,
        ])
        #expect(run.status == 65)
        #expect(run.stderr == "2 bad and 1 unmet of 5 requests\n")
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [1, 2, 3, 5, 6])
        #expect(records.map { $0["error"] != nil } == [false, true, true, false, true])
    }

    @Test func emptyInput_printsNothingAndExits0() throws {
        let run = try BatchRunner.run(["batch"], stdin: [])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.isEmpty)
    }

    @Test func noStandardInputAtAll_printsNothingAndExits0() throws {
        let run = try BatchRunner.run(["batch"])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.isEmpty)
    }

    // MARK: - Lines

    @Test func blankLines_areSkippedButCounted() throws {
        let run = try BatchRunner.run(["batch"], stdin: Array("\n\n   \n\t\n\r\n \t \r\n\(Self.good)\n\n".utf8))
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(try run.records().map { $0["line"] as? Int } == [7])
    }

    @Test func onlyBlankLines_printNothingAndExit0() throws {
        let run = try BatchRunner.run(["batch"], stdin: Array("\n \n\t\n\r\n".utf8))
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.isEmpty)
    }

    @Test func crlfLineEndings_areReadLikeNewlines() throws {
        let input =
            "\(Self.good)\r\n\r\n"
            + #"{"resistance": "nominal", "current": 20 "voltage": 12}"# + "\r\n"
            + #"{"resistance": "nominal", "power": 240, "voltage": 24, "length": 10, "roundTrip": true}"# + "\r\n"
        let run = try BatchRunner.run(["batch"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [1, 3, 4])
        // column 41: the `"resistance": "nominal", ` prefix (25 characters) moved it on from 16
        #expect(records[1]["error"] as? String == "column 41: expected ',' or '}'")
        #expect((records[2]["conductor"] as? [String: Any])?["label"] as? String == "1.5 mm²")
        #expect(
            Self.withoutLine(records[0])
                == NSDictionary(dictionary: try Self.sizeRecord(["--current", "20", "--voltage", "12", "--length", "5"])))
    }

    @Test func lastLineWithoutNewline_isProcessed() throws {
        let input =
            "\(Self.good)\n\n" + #"{"resistance": "nominal", "power": 240, "voltage": 24, "length": 10, "roundTrip": true}"#
        let run = try BatchRunner.run(["batch"], stdin: Array(input.utf8))
        #expect(run.status == 0)
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [1, 3])
        #expect((records[1]["conductor"] as? [String: Any])?["label"] as? String == "1.5 mm²")
        #expect(run.stdout.last == 0x0A)
    }

    @Test func lastLineWithoutNewline_badLine_isAnErrorRecord() throws {
        let run = try BatchRunner.run(["batch"], stdin: Array("\(Self.good)\n{\"current\":".utf8))
        #expect(run.status == 65)
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [1, 2])
        #expect(records[1]["error"] as? String == "column 12: expected a value")
    }

    @Test func lastLineWithCRAndNoNewline_isProcessed() throws {
        let run = try BatchRunner.run(["batch"], stdin: Array("\(Self.good)\r".utf8))
        #expect(run.status == 0)
        #expect(try run.records().map { $0["line"] as? Int } == [1])
    }

    // MARK: - Long lines

    /// A valid request padded with spaces inside the object to exactly `bytes` bytes.
    static func paddedRequest(bytes: Int) -> String {
        let head = #"{"resistance": "nominal", "current": 20, "voltage": 12, "length": 5"#
        return head + String(repeating: " ", count: bytes - head.utf8.count - 1) + "}"
    }

    static let limit = 64 * 1024

    @Test func longLine_onStdin_givesAnErrorRecordAndTheNextLineIsProcessed() throws {
        let input = Self.paddedRequest(bytes: 70_000) + "\n\n" + Self.good + "\n"
        let run = try BatchRunner.run(["batch"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        let records = try run.records()
        try #require(records.count == 2)
        #expect(records[0]["line"] as? Int == 1)
        #expect(records[0]["error"] as? String == "longer than 65536 bytes")
        #expect(records[1]["line"] as? Int == 3)
        #expect((records[1]["conductor"] as? [String: Any])?["label"] as? String == "6 mm²")
    }

    // Regression, once a bug: from a file the reader takes 1 MiB at a time, and a line that ends inside the first
    // read is never measured: the 70 000-byte line is sized as if it were short.
    @Test func longLine_inAFile_givesAnErrorRecordAndTheNextLineIsProcessed() throws {
        let input = Self.paddedRequest(bytes: 70_000) + "\n\n" + Self.good + "\n"
        let run = try BatchRunner.run(file: Array(input.utf8))
        #expect(run.status == 65)
        let records = try run.records()
        try #require(records.count == 2)
        #expect(records[0]["line"] as? Int == 1)
        #expect(records[0]["error"] as? String == "longer than 65536 bytes")
        #expect(records[1]["line"] as? Int == 3)
        #expect(records[1]["error"] == nil)
    }

    @Test func lineLongerThanAReadChunk_inAFile_isRefusedAndTheNextLineProcessed() throws {
        // 3 MiB of one line spans several 1 MiB reads
        let input = Self.paddedRequest(bytes: 3 << 20) + "\n" + Self.good + "\n" + Self.good
        let run = try BatchRunner.run(file: Array(input.utf8))
        #expect(run.status == 65)
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [1, 2, 3])
        #expect(records[0]["error"] as? String == "longer than 65536 bytes")
        #expect(records[1]["error"] == nil)
        #expect(records[2]["error"] == nil)
    }

    @Test func longLastLineWithoutNewline_isRefused() throws {
        let input = Self.good + "\n" + Self.paddedRequest(bytes: 100_000)
        let run = try BatchRunner.run(["batch"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [1, 2])
        #expect(records[1]["error"] as? String == "longer than 65536 bytes")
    }

    @Test(arguments: [true, false])
    func lineOfExactlyTheLimit_isProcessed(fromFile: Bool) throws {
        let input = Array((Self.paddedRequest(bytes: Self.limit) + "\n" + Self.good + "\n").utf8)
        let run = fromFile ? try BatchRunner.run(file: input) : try BatchRunner.run(["batch"], stdin: input)
        #expect(run.status == 0)
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [1, 2])
        #expect((records[0]["conductor"] as? [String: Any])?["label"] as? String == "6 mm²")
    }

    // Regression (from a file), once a bug: see longLine_inAFile_…; one byte over the limit is sized when it
    // arrives in one read.
    @Test(arguments: [true, false])
    func lineOneByteOverTheLimit_isRefused(fromFile: Bool) throws {
        let input = Array((Self.paddedRequest(bytes: Self.limit + 1) + "\n" + Self.good + "\n").utf8)
        let run = fromFile ? try BatchRunner.run(file: input) : try BatchRunner.run(["batch"], stdin: input)
        #expect(run.status == 65)
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [1, 2])
        #expect(records.first?["error"] as? String == "longer than 65536 bytes")
    }

    // Regression, once a bug: a refused long line is not counted as a request, so the summary reads
    // "1 bad and 0 unmet of 1 request" for two records (and "of 0 requests" for a long line alone).
    @Test func longLine_countsAsARequestInTheSummary() throws {
        let input = Self.paddedRequest(bytes: 70_000) + "\n" + Self.good + "\n"
        let run = try BatchRunner.run(["batch"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        #expect(run.stderr == "1 bad and 0 unmet of 2 requests\n")
    }

    // MARK: - CSV input

    @Test func csvInput_headerNamesTheKeys_emptyCellsAreAbsent_quotedCellsHoldCommas() throws {
        let input = """
            current,power,voltage,length,fuseType,maxDrop,units,resistance
            20,,12,5m,"blade,maxi",,,nominal
            ,240W,12V,16ft,,3%,imperial,nominal
            "25",,"12","2","maxi,midi",,"metric",nominal

            """
        let run = try BatchRunner.run(["batch", "--input-format", "csv"], stdin: Array(input.utf8))
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let records = try run.records()
        try #require(records.count == 3)
        #expect(records.map { $0["line"] as? Int } == [2, 3, 4])
        let sizes = [
            ["--current", "20", "--voltage", "12", "--length", "5m", "--fuse-type", "blade,maxi"],
            ["--power", "240W", "--voltage", "12V", "--length", "16ft", "--max-drop", "3%", "--units", "imperial"],
            ["--current", "25", "--voltage", "12", "--length", "2", "--fuse-type", "maxi,midi", "--units", "metric"],
        ]
        for (record, size) in zip(records, sizes) {
            #expect(Self.withoutLine(record) == NSDictionary(dictionary: try Self.sizeRecord(size)), "\(size)")
        }
    }

    @Test func csvInput_flagsAndCRLF_areRead() throws {
        let input =
            "current,voltage,length,roundTrip,engineRoom,critical,resistance\r\n10,24,20,true,,,nominal\r\n"
            + "50,12,0.5,,yes,,nominal\r\n"
        let run = try BatchRunner.run(["batch", "--input-format", "csv"], stdin: Array(input.utf8))
        #expect(run.status == 0)
        let records = try run.records()
        try #require(records.count == 2)
        #expect(
            Self.withoutLine(records[0])
                == NSDictionary(
                    dictionary: try Self.sizeRecord(["--current", "10", "--voltage", "24", "--length", "20", "--round-trip"])))
        #expect(
            Self.withoutLine(records[1])
                == NSDictionary(
                    dictionary: try Self.sizeRecord(["--current", "50", "--voltage", "12", "--length", "0.5", "--engine-room"])))
    }

    @Test func csvInput_badRows_giveErrorRecordsWithLineNumbers() throws {
        let input =
            Array("current,voltage,length\n20,12\n20,12,5,7\n,12,5\n20,12,5".utf8) + [0xFF]
            + Array("\n20,12,5\n\"20,12,5\n,12,5\n".utf8)
        let run = try BatchRunner.run(["batch", "--input-format", "csv"], stdin: input)
        #expect(run.status == 65)
        #expect(run.stderr == "5 bad and 0 unmet of 6 requests\n")
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [2, 3, 4, 5, 6, 7])
        #expect(
            records.map { $0["error"] as? String } == [
                "has 2 fields, the header 3",
                "has 4 fields, the header 3",
                "current: missing the load: give current (A) or power (W)",
                // `20,12,5<FF>`: the last field ends at column 8
                "column 8: invalid UTF-8",
                nil,
                // the quote opened at column 1 of line 7 is still open at the end: line 8 is inside it
                "column 1: unterminated quoted field",
            ])
    }

    struct QuotedInput: Sendable, CustomTestStringConvertible {
        let name: String
        let lineBreak: String
        var testDescription: String { name }
    }

    /// RFC 4180: quoted cells hold commas, doubled quotes and line breaks; a record is named by
    /// its first line, and the next record's number counts the lines before it.
    @Test(arguments: [QuotedInput(name: "LF", lineBreak: "\n"), QuotedInput(name: "CRLF", lineBreak: "\r\n")])
    func csvInput_quotedCommasQuotesAndLineBreaks_areOneRecord(_ quoted: QuotedInput) throws {
        let n = quoted.lineBreak
        let input =
            "current,voltage,length,fuseType,resistance\(n)20,12,5,\"maxi,\(n)midi\",nominal\(n)\"2\"\"0\",12,5,,\(n)"
            + "\"2\(n)\(n)0\",12,5,,\(n)\"30\",\"12\",\"2\",\"\(n)blade\(n)\",nominal\(n)"
        let run = try BatchRunner.run(["batch", "--input-format", "csv"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        #expect(run.stderr == "2 bad and 0 unmet of 4 requests\n")
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [2, 4, 5, 8])
        #expect(
            Self.withoutLine(records[0])
                == NSDictionary(
                    dictionary: try Self.sizeRecord([
                        "--current", "20", "--voltage", "12", "--length", "5", "--fuse-type", "maxi,midi",
                    ])))
        // the doubled quote is one quote; the line breaks are in the cell, and the message shows
        // them escaped (EchoedText), as every message echoing input does
        let shown = n == "\n" ? #"\n"# : #"\r\n"#
        #expect(records[1]["error"] as? String == #"current: unknown current unit '"0' (use A, mA or kA), got '2"0'"#)
        #expect(
            records[2]["error"] as? String
                == "current: must be a plain decimal number (use '.' or one ',' for decimals), got '2\(shown)\(shown)0'")
        #expect(
            Self.withoutLine(records[3])
                == NSDictionary(
                    dictionary: try Self.sizeRecord([
                        "--current", "30", "--voltage", "12", "--length", "2", "--fuse-type", "blade",
                    ])))
    }

    @Test func csvInput_unterminatedQuote_isAnErrorForItsRecord() throws {
        let input = "current,voltage,length\n20,12,5\n30,12,\"5\n40,12,5\n"
        let run = try BatchRunner.run(["batch", "--input-format", "csv", "--format", "csv"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        #expect(run.stderr == "1 bad and 0 unmet of 2 requests\n")
        #expect(run.lines.count == 3)
        #expect(run.lines.first == Self.csvHeader)
        #expect(run.lines.last == "3,,,,,,,,,,,,column 7: unterminated quoted field,,,")
    }

    @Test func csvInput_recordOverTheLimitAcrossLines_isRefusedAndTheNextRecordRead() throws {
        let long = String(repeating: "x", count: 40_000)
        let input = "current,voltage,length\n\"\(long)\n\(long)\",12,5\n20,12,5\n"
        let run = try BatchRunner.run(["batch", "--input-format", "csv"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        #expect(run.stderr == "1 bad and 0 unmet of 2 requests\n")
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [2, 4])
        #expect(records[0]["error"] as? String == "longer than 65536 bytes")
        #expect(records[1]["error"] == nil)
    }

    // A line too long to read cannot be followed for quotes: it ends the record it is in.
    @Test func csvInput_lineOverTheLimitInsideARecord_refusesTheRecordAtItsFirstLine() throws {
        let input = "current,voltage,length\n\"a\n" + String(repeating: "x", count: 70_000) + "\n20,12,5\n"
        let run = try BatchRunner.run(["batch", "--input-format", "csv"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        #expect(run.stderr == "1 bad and 0 unmet of 2 requests\n")
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [2, 4])
        #expect(records[0]["error"] as? String == "longer than 65536 bytes")
        #expect(records[1]["error"] == nil)
    }

    // An error message echoing input must not drive a terminal: the CSV error cell escapes ESC
    // (and every control character) as JSON writes it.
    @Test func csvInputAndOutput_escInACell_isEscapedInTheErrorColumn() throws {
        let input = "current,voltage,length\n\u{1B}[31m20,12,5\n"
        let run = try BatchRunner.run(["batch", "--input-format", "csv", "--format", "csv"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        #expect(run.stderr == "1 bad and 0 unmet of 1 request\n")
        #expect(run.lines == [Self.csvHeader, #"2,,,,,,,,,,,,"current: must start with a number, got '\u001b[31m20'",,,"#])
    }

    static let keyList =
        // #33 added the resistance, conductorClass and tinned keys after temperature, and named
        // it conductorTemperature (temperature is still read).
        "current, power, voltage, length, roundTrip, material, conductorTemperature, resistance, conductorClass, tinned, insulation, "
        + "engineRoom, bundled, maxDrop, "
        + "critical, standard, fuseFactor, fuseType, units, chargeVoltage, id, name"

    struct BadHeader: Sendable, CustomTestStringConvertible {
        let name: String
        let input: String
        /// stderr after "error: <stdin>: ".
        let message: String
        var testDescription: String { name }
    }

    /// The first record must be a header of column names, each once: otherwise the input is
    /// refused as a whole (exit 65, nothing on stdout, even with --output csv), naming the line.
    static let badHeaders: [BadHeader] = [
        // once silently read as a header: no output, exit 0
        .init(
            name: "a one-line CSV of data", input: "20,12,5\n",
            message: "line 1: '20' is not a column name. CSV input starts with a header naming its columns: \(keyList)"),
        .init(
            name: "data on the first line", input: "20,12,5\n30,24,4\n",
            message: "line 1: '20' is not a column name. CSV input starts with a header naming its columns: \(keyList)"),
        // once an "unknown key" error on every row
        .init(
            name: "a misspelt column", input: "current,voltage,lenght\n20,12,5\n",
            message:
                "line 1: 'lenght' is not a column name. Did you mean 'length'? "
                + "CSV input starts with a header naming its columns: \(keyList)"),
        .init(
            name: "after blank lines, the header's own line", input: "\n\ncurrent,volts,length\n20,12,5\n",
            message: "line 3: 'volts' is not a column name. CSV input starts with a header naming its columns: \(keyList)"),
        // once "given more than once" on every row
        .init(
            name: "a column twice", input: "current,voltage,length,current\n20,12,5,\n",
            message: "line 1: column 'current' is named twice"),
        // once an error record for the header and "could not be read" for every row
        .init(
            name: "a header that cannot be read", input: "current,vol\"tage,length\n20,12,5\n30,24,4\n",
            message: "line 1: the header cannot be read: column 12: a quote inside an unquoted field"),
        .init(
            name: "a header with an unterminated quote", input: "current,\"voltage,length\n20,12,5\n",
            message: "line 1: the header cannot be read: column 9: unterminated quoted field"),
        .init(
            name: "a header too long", input: String(repeating: "current,", count: 9_000) + "\n20\n",
            message: "line 1: the header is longer than 65536 bytes"),
    ]

    @Test(arguments: badHeaders)
    func csvInput_firstRecordNotAHeader_isRefused(_ testCase: BadHeader) throws {
        for output in ["ndjson", "csv"] {
            let run = try BatchRunner.run(
                ["batch", "--input-format", "csv", "--format", output], stdin: Array(testCase.input.utf8))
            #expect(run.status == 65)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "error: <stdin>: \(testCase.message)\n")
        }
    }

    @Test func csvInput_headerlessFile_isRefusedByItsName() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-batch-\(UUID().uuidString).csv")
        try Data("20,12,5m\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try BatchRunner.run(["batch", url.path, "--input-format", "csv"])
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "error: \(url.path): line 1: '20' is not a column name. "
                + "CSV input starts with a header naming its columns: \(Self.keyList)\n")
    }

    @Test func csvInput_blankLinesBeforeTheHeader_areSkippedButCounted() throws {
        let run = try BatchRunner.run(
            ["batch", "--input-format", "csv"], stdin: Array("\n\n\"current\",\"voltage\",\"length\"\n\n20,12,5\n".utf8))
        #expect(run.status == 0)
        #expect(try run.records().map { $0["line"] as? Int } == [5])
    }

    @Test func csvInput_headerOnly_printsNothing() throws {
        let run = try BatchRunner.run(["batch", "--input-format", "csv"], stdin: Array("current,voltage,length\n".utf8))
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.isEmpty)
    }

    // MARK: - CSV output

    /// Splits a CSV output row with no quoted cells.
    static func cells(_ row: String) -> [String] { row.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }

    @Test func csvOutput_headerAndOneRowPerLine() throws {
        let run = try BatchRunner.run(
            lines: [
                Self.good, "",
                #"{"resistance": "nominal", "power": "240W", "voltage": "12V", "length": "16ft", "maxDrop": "3%", "units": "imperial"}"#,
                #"{"resistance": "nominal", "current": 20, "power": 240, "voltage": 12, "length": 5}"#,
            ], ["--format", "csv"])
        #expect(run.status == 65)
        let rows = run.lines
        try #require(rows.count == 4)
        #expect(rows[0] == Self.csvHeader)

        // 20 A, 12 V, 5 m: see handComputedPhysics
        let first = Self.cells(rows[1])
        try #require(first.count == 16)
        #expect(Array(first[0...3]) == ["1", "6 mm²", "6", ""])
        expectClose(Double(first[4]), 5.666_667, tolerance: 1e-5)
        expectClose(Double(first[5]), 0.566_666_7, tolerance: 1e-6)
        expectClose(Double(first[6]), 4.722_222, tolerance: 1e-5)
        expectClose(Double(first[7]), 11.433_333, tolerance: 1e-5)
        expectClose(Double(first[8]), 11.333_333, tolerance: 1e-5)
        #expect(Array(first[9...12]) == ["voltageDrop", "25", "blade", ""])

        // 240 W at 12 V = 20 A over 16 ft = 4.8768 m, path 9.7536 m, 3 % = 0.36 V:
        // A ≥ 0.017 × 9.7536 × 20 / 0.36 = 9.21173 mm²; 8 AWG is 8.3656 mm², so 6 AWG
        // (0.16202 in: π/4 × 4.11538² mm² = 13.3018 mm²); drop 20 × 0.017 × 9.7536 / 13.3018 = 0.249307 V.
        let second = Self.cells(rows[2])
        try #require(second.count == 16)
        #expect(Array(second[0...1]) == ["3", "6 AWG"])
        expectClose(Double(second[2]), 13.3018, tolerance: 1e-4)
        #expect(second[3] == "6")
        expectClose(Double(second[4]), 9.211_733, tolerance: 1e-5)
        expectClose(Double(second[5]), 0.249_307, tolerance: 1e-5)
        expectClose(Double(second[6]), 2.077_56, tolerance: 1e-4)
        // Fuse ≥ 25 A: 6 AWG (13.3 mm²) is beyond a blade holder's 6 mm², and MAXI's first rating
        // at or above 25 A is 30 A.
        #expect(Array(second[9...12]) == ["voltageDrop", "30", "maxi", ""])

        // an error row: only the line and the message (quoted: it holds a comma)
        #expect(rows[3] == #"4,,,,,,,,,,,,"current: give current or power, not both",,,"#)
    }

    @Test func csvOutput_unmetRow_quotesTheMessageAndExits1() throws {
        let run = try BatchRunner.run(
            lines: [#"{"resistance": "nominal", "current": 20, "voltage": 12, "length": 2000}"#], ["--format", "csv"])
        #expect(run.status == 1)
        #expect(run.stderr == "0 bad and 1 unmet of 1 request\n")
        let message =
            "no standard size keeps the drop within 5 % over 2000 m one-way (4000 m round trip): it needs 2266.67 mm²; "
            + "the largest, 300 mm², drops 37.78 %. Use parallel conductors, a shorter run or a higher voltage."
        #expect(run.lines == [Self.csvHeader, "1,,,,,,,,,,,,\"\(message)\",,,"])
    }

    struct FormulaKey: Sendable, CustomTestStringConvertible {
        /// The key as a JSON string's content.
        let json: String
        /// The `error` cell as written.
        let cell: String
        var testDescription: String { json }
    }

    // Spreadsheet formula injection (OWASP "CSV Injection"): an unknown key is echoed at the
    // start of the error cell, so one that a spreadsheet would run as a formula gets a single
    // quote in front, inside quotes. `-3.5: unknown key` is not a number; CSVFieldTests keep a
    // bare -3.5 a number (no batch cell can be exactly that).
    static let formulaKeys: [FormulaKey] = [
        .init(json: #"=HYPERLINK(\"x\")"#, cell: #""'=HYPERLINK(""x""): unknown key""#),
        .init(json: "+1+1", cell: #""'+1+1: unknown key""#),
        .init(json: "@SUM(A1)", cell: #""'@SUM(A1): unknown key""#),
        .init(json: "-2+3", cell: #""'-2+3: unknown key""#),
        .init(json: "-3.5", cell: #""'-3.5: unknown key""#),
        // A tab is escaped in the message itself (EchoedText), so the cell starts with a
        // backslash and is no formula.
        .init(json: #"\tx"#, cell: #"\tx: unknown key"#),
    ]

    @Test(arguments: formulaKeys)
    func csvOutput_errorCellThatLooksLikeAFormula_isNeutralised(_ key: FormulaKey) throws {
        let run = try BatchRunner.run(
            lines: [#"{"resistance": "nominal", "current": 20, "voltage": 12, "length": 5, "\#(key.json)": 1}"#],
            ["--format", "csv"])
        #expect(run.status == 65)
        #expect(run.stderr == "1 bad and 0 unmet of 1 request\n")
        #expect(run.lines == [Self.csvHeader, "1,,,,,,,,,,,,\(key.cell),,,"])
    }

    // An error message echoing input must not drive a terminal: ESC (and every C0, DEL and C1
    // control) is written as JSON writes it.
    @Test func csvOutput_controlCharactersInTheErrorCell_areEscaped() throws {
        let input = #"{"resistance": "nominal", "current": "\u001b[31m20\u009b", "voltage": 12, "length": 5}"#
        let run = try BatchRunner.run(lines: [input], ["--format", "csv"])
        #expect(run.status == 65)
        #expect(run.stderr == "1 bad and 0 unmet of 1 request\n")
        #expect(run.lines == [Self.csvHeader, #"1,,,,,,,,,,,,"current: must start with a number, got '\u001b[31m20\u009b'",,,"#])
    }

    @Test func csvOutput_emptyInput_printsTheHeaderOnly() throws {
        let run = try BatchRunner.run(["batch", "--format", "csv"], stdin: [])
        #expect(run.status == 0)
        #expect(run.lines == [Self.csvHeader])
    }

    @Test func csvInputAndOutput_together() throws {
        let input = "current,voltage,length,fuseType,resistance\n20,12,5,\"maxi,midi\",nominal\n,12,5,,\n"
        let run = try BatchRunner.run(["batch", "--input-format", "csv", "--format", "csv"], stdin: Array(input.utf8))
        #expect(run.status == 65)
        let rows = run.lines
        try #require(rows.count == 3)
        #expect(rows[0] == Self.csvHeader)
        // 20 A on 6 mm² (60 A) with MAXI or MIDI only: the smallest ≥ 25 A is a 30 A MAXI
        let cells = Self.cells(rows[1])
        #expect(Array(cells[0...3]) == ["2", "6 mm²", "6", ""])
        #expect(Array(cells[9...12]) == ["voltageDrop", "30", "maxi", ""])
        #expect(rows[2] == "3,,,,,,,,,,,,current: missing the load: give current (A) or power (W),,,")
    }

    // MARK: - Where the input comes from

    @Test func readsAFile() throws {
        let run = try BatchRunner.run(
            file: Array(
                "\(Self.good)\n\n{\"resistance\": \"nominal\", \"power\": 240, \"voltage\": 24, \"length\": 10, \"roundTrip\": true}\n"
                    .utf8))
        #expect(run.status == 0)
        let records = try run.records()
        #expect(records.map { $0["line"] as? Int } == [1, 3])
        #expect(records.map { ($0["conductor"] as? [String: Any])?["label"] as? String } == ["6 mm²", "1.5 mm²"])
    }

    @Test func readsACSVFile() throws {
        let run = try BatchRunner.run(file: Array("current,voltage,length\n20,12,5\n".utf8), ["--input-format", "csv"])
        #expect(run.status == 0)
        #expect(try run.records().map { $0["line"] as? Int } == [2])
    }

    @Test(arguments: [["batch", "-"], ["batch"]])
    func readsStandardInput_withDashOrNoFile(_ arguments: [String]) throws {
        let run = try BatchRunner.run(arguments, stdin: Array("\(Self.good)\n\(Self.good)\n".utf8))
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(try run.records().map { $0["line"] as? Int } == [1, 2])
    }

    @Test func missingFile_exits66() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cable-missing-\(UUID().uuidString).ndjson").path
        let run = try BatchRunner.run(["batch", path])
        #expect(run.status == 66)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "error: cannot read '\(path)': no such file\n")
    }

    @Test func directory_exits66() throws {
        let path = FileManager.default.temporaryDirectory.path
        let run = try BatchRunner.run(["batch", path])
        #expect(run.status == 66)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "error: cannot read '\(path)': it is a directory\n")
    }

    @Test func unknownInputFormat_exits65() throws {
        let run = try BatchRunner.run(["batch", "--input-format", "xml"], stdin: Array("\(Self.good)\n".utf8))
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "error: --input-format: must be ndjson or csv, got 'xml'\n")
    }

    @Test func unknownOutputFormat_exits65() throws {
        let run = try BatchRunner.run(["batch", "--format", "xml"], stdin: Array("\(Self.good)\n".utf8))
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "error: --format: must be one of ndjson, csv, got 'xml'\n")
    }

    @Test func formatNamesIgnoreCase() throws {
        let run = try BatchRunner.run(
            ["batch", "--input-format=CSV", "--format=NDJSON"], stdin: Array("current,voltage,length\n20,12,5\n".utf8))
        #expect(run.status == 0)
        #expect(try run.records().map { $0["line"] as? Int } == [2])
    }

    @Test func twoFiles_isAUsageError() throws {
        let run = try BatchRunner.run(["batch", "a.ndjson", "b.ndjson"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: unexpected argument 'b.ndjson'"))
    }

    // MARK: - Streaming

    /// The number of newline bytes (fast enough for 100 MB in a debug build).
    static func newlineCount(_ data: Data) -> Int {
        data.withUnsafeBytes { buffer in
            guard var cursor = buffer.baseAddress else { return 0 }
            let end = cursor + buffer.count
            var count = 0
            while cursor < end, let hit = memchr(cursor, 0x0A, end - cursor) {
                count += 1
                cursor = UnsafeRawPointer(hit) + 1
            }
            return count
        }
    }

    /// 100 000 requests (5 MB, several reads): every one answered, in order, each record the
    /// same as the first two with its own line number.
    @Test func hundredThousandLines_areAllProcessedInOrder() throws {
        let odd = Self.good
        let even = #"{"resistance": "nominal", "power": 240, "voltage": 24, "length": 10, "roundTrip": true}"#
        let count = 100_000
        var input: [UInt8] = []
        input.reserveCapacity(count * 70)
        for line in 1...count { input += Array(((line % 2 == 1 ? odd : even) + "\n").utf8) }
        let run = try BatchRunner.run(file: input)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)

        let output = Data(run.stdout)
        #expect(Self.newlineCount(output) == count)
        func record(_ bytes: Data) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        }
        // first and last: hand-computed in handComputedPhysics (6 mm², 0.56667 V; 1.5 mm², 1.13333 V)
        let firstEnd = try #require(output.firstIndex(of: 0x0A))
        let secondEnd = try #require(output[(firstEnd + 1)...].firstIndex(of: 0x0A))
        let first = output[..<firstEnd]
        let second = output[(firstEnd + 1)..<secondEnd]
        let firstRecord = try record(first)
        #expect(firstRecord["line"] as? Int == 1)
        #expect((firstRecord["conductor"] as? [String: Any])?["label"] as? String == "6 mm²")
        expectClose(firstRecord["voltageDropVolts"] as? Double, 0.566_666_7, tolerance: 1e-6)
        #expect(output.last == 0x0A)
        let lastStart = try #require(output[..<(output.endIndex - 1)].lastIndex(of: 0x0A)) + 1
        let lastRecord = try record(output[lastStart..<(output.endIndex - 1)])
        #expect(lastRecord["line"] as? Int == count)
        #expect((lastRecord["conductor"] as? [String: Any])?["label"] as? String == "1.5 mm²")
        expectClose(lastRecord["voltageDropVolts"] as? Double, 1.133_333, tolerance: 1e-5)

        // every record is line 1's or line 2's with its own number, and nothing else is written
        let marker = Data(#""line":"#.utf8)
        func template(_ bytes: Data) throws -> (prefix: Data, suffix: Data) {
            let key = try #require(bytes.range(of: marker), "no line key in \(String(decoding: bytes, as: UTF8.self))")
            let comma = try #require(bytes[key.upperBound...].firstIndex(of: UInt8(ascii: ",")))
            return (bytes[..<key.upperBound], bytes[comma...] + Data([0x0A]))
        }
        let templates = [try template(second), try template(first)]  // even, odd
        var expected = Data(capacity: output.count)
        for line in 1...count {
            let (prefix, suffix) = templates[line % 2]
            expected.append(prefix)
            expected.append(contentsOf: Array(String(line).utf8))
            expected.append(suffix)
        }
        #expect(expected.count == output.count)
        if expected != output {
            let firstDifference = zip(expected, output).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
            let line = Self.newlineCount(output.prefix(firstDifference)) + 1
            Issue.record("the output differs from the expected records first on line \(line) of the output")
        }
    }
}
