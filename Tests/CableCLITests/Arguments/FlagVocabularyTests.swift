import Foundation
import Testing

/// One vocabulary across commands: `--format`/`-f` and `--json` wherever a JSON form exists,
/// one-letter options, `--no-` forms of settings, and `add`/`set --critical` as a flag.
@Suite("Flags: one vocabulary across commands")
struct FlagVocabularyTests {
    static let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path

    /// Every command with a JSON form, with the arguments of a successful run.
    static let jsonCommands: [[String]] = [
        ["size", "--current", "20", "--length", "5", "--voltage", "12"],
        ["drop", "--wire", "10mm2", "--current", "20", "--length", "5", "--voltage", "12"],
        ["fuse", "--current", "20"],
        ["wires"],
        ["table", "--voltage", "12", "--currents", "10,20", "--lengths", "5,10"],
        ["report", van],
        ["bom", van],
        ["list", van],
    ]

    @Test(arguments: jsonCommands)
    func everySpellingOfJSON_printsTheSameDocument(_ arguments: [String]) throws {
        let reference = try CableProcess.run(arguments + ["--json"])
        #expect(reference.status == 0, "\(reference.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(reference.stdout.utf8)) as? [String: Any]
        #expect(object != nil, "not JSON: \(reference.stdout.prefix(80))")
        for spelling in [["--format", "json"], ["--format=json"], ["-f", "json"], ["-fjson"], ["-f=json"], ["-f", "JSON"]] {
            let result = try CableProcess.run(arguments + spelling)
            #expect(result.status == 0, "\(spelling): \(result.stderr)")
            #expect(result.stdout == reference.stdout, "\(spelling)")
        }
    }

    @Test(arguments: jsonCommands)
    func jsonWithAnotherFormat_isAUsageError(_ arguments: [String]) throws {
        let result = try CableProcess.run(arguments + ["--json", "--format", "text"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --json is --format json: give one of them, not --json with --format text\n"))
    }

    @Test func textAndTable_nameTheHumanFormEverywhere() throws {
        let size = ["size", "-c", "20", "-l", "5", "-v", "12"]
        #expect(try CableProcess.run(size + ["--format", "table"]).stdout == CableProcess.run(size).stdout)
        let report = ["report", Self.van]
        #expect(try CableProcess.run(report + ["--format", "text"]).stdout == CableProcess.run(report).stdout)
    }

    // MARK: - One-letter options

    @Test func shortOptions_inEveryForm_equalTheLongOnes() throws {
        let long = try CableProcess.run([
            "size", "--current", "20", "--length", "16ft", "--voltage", "12", "--units", "imperial", "--format", "json",
        ])
        #expect(long.status == 0)
        for arguments in [
            ["size", "-c", "20", "-l", "16ft", "-v", "12", "-u", "imperial", "-f", "json"],
            ["size", "-c20", "-l16ft", "-v12", "-uimperial", "-fjson"],
            ["size", "-c=20", "-l=16ft", "-v=12", "-u=imperial", "-f=json"],
        ] {
            let result = try CableProcess.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout == long.stdout, "\(arguments)")
        }
        // -p: 240 W at 12 V is 20 A.
        let (_, json) = try CableProcess.json(["size", "-p", "240W", "-v", "12", "-l", "5"])
        expectClose((json["input"] as? [String: Any])?["currentAmperes"] as? Double, 20, tolerance: 1e-12)
    }

    @Test func help_listsTheShortFormsAndTheNoForms() throws {
        let help = try CableProcess.run(["size", "--help"]).stdout
        for line in [
            "  -c, --current <amps>", "  -p, --power <watts>", "  -v, --voltage <volts>", "  -l, --length <length>",
            "  -u, --units metric|imperial", "  -f, --format text|json", "  -o, --output <file>", "  -h, --help",
            "      --[no-]critical", "      --[no-]round-trip", "      --[no-]engine-room",
        ] {
            #expect(help.contains("\n" + line), "\(line)")
        }
    }

    // MARK: - --no- forms

    /// 20 A over 5 m at 12 V on 6 mm² (copper, 0.017 Ω·mm²/m, `--resistance nominal` since #33): 0.017 × 10 / 6 × 20 = 0.567 V = 4.72 %;
    /// the round trip taken as given halves it: 2.36 %.
    @Test func noForms_equalTheDefault_andTheFlagChangesTheResult() throws {
        let base = ["size", "-c", "20", "-l", "5", "-v", "12", "--json"]
        let plain = try CableProcess.run(base)
        #expect(try CableProcess.run(base + ["--no-critical", "--no-round-trip", "--no-engine-room"]).stdout == plain.stdout)
        let (_, critical) = try CableProcess.json(Array(base.dropLast()) + ["--critical"])
        #expect((critical["input"] as? [String: Any])?["maxDropPercent"] as? Double == 3)
        #expect((plain.stdout.contains("\"maxDropPercent\": 5,")))
        let (_, roundTrip) = try CableProcess.json(Array(base.dropLast()) + ["--round-trip"])
        #expect((roundTrip["input"] as? [String: Any])?["lengthIsRoundTrip"] as? Bool == true)
        #expect((roundTrip["input"] as? [String: Any])?["conductorLengthMeters"] as? Double == 5)
        let (_, drop) = try CableProcess.json([
            "drop", "--wire", "6mm2", "-c", "20", "-l", "5", "-v", "12", "--round-trip", "--resistance", "nominal",
        ])
        expectClose(drop["voltageDropPercent"] as? Double, 0.017 * 5 / 6 * 20 / 12 * 100, tolerance: 1e-9)
        let table = ["table", "-v", "12", "--currents", "20", "--lengths", "5"]
        #expect(try CableProcess.run(table + ["--no-with-ampacity"]).stdout == CableProcess.run(table).stdout)
    }

    @Test func bothForms_isAUsageError() throws {
        let result = try CableProcess.run(["size", "-c", "20", "-l", "5", "-v", "12", "--round-trip", "--no-round-trip"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: give either --round-trip or --no-round-trip, not both\nSee 'cable size --help'.\n")
    }
}

/// `add` and `set` take `--critical` and `--engine-room` as flags; `--no-…` writes `false`; the
/// old `--critical true` still works, with a deprecation note on stderr.
@Suite("Flags: --critical and --engine-room on add and set")
final class EditFlagTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-flags") }

    func copyVan() throws -> String {
        let copy = folder.appendingPathComponent("van.json").path
        try FileManager.default.copyItem(atPath: FlagVocabularyTests.van, toPath: copy)
        return copy
    }

    /// The `critical` and `engineRoom` members of the load named `name`, as the file holds them.
    func load(_ name: String, in file: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
        let loads = try #require(object?["loads"] as? [[String: Any]])
        return try #require(loads.first { $0["name"] as? String == name })
    }

    @Test func addCritical_asAFlag_writesTrue_andSetNoCritical_writesFalse() throws {
        let file = try copyVan()
        let added = try CableProcess.run([
            "add", "load", file, "--name", "Bilge pump", "-c", "5A", "-l", "3m", "--hours-per-day", "0.1", "--critical",
            "--engine-room",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr == "added load 'Bilge pump' to \(file)\n")
        #expect(try load("Bilge pump", in: file)["critical"] as? Bool == true)
        #expect(try load("Bilge pump", in: file)["engineRoom"] as? Bool == true)
        let set = try CableProcess.run(["set", "load", file, "bilge pump", "--no-critical", "--no-engine-room"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try load("Bilge pump", in: file)["critical"] as? Bool == false)
        #expect(try load("Bilge pump", in: file)["engineRoom"] as? Bool == false)
    }

    @Test(arguments: [
        (["--critical", "true"], true, "warning: '--critical true' is deprecated; write --critical\n"),
        (["--critical", "NO"], false, "warning: '--critical NO' is deprecated; write --no-critical\n"),
        (["--critical=yes"], true, "warning: '--critical yes' is deprecated; write --critical\n"),
    ])
    func legacyBooleanValue_stillWorks_withADeprecationNote(_ option: [String], _ value: Bool, _ note: String) throws {
        let file = try copyVan()
        let result = try CableProcess.run(["set", "load", file] + option + ["fridge"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == note + "updated load 'Fridge' in \(file)\n")
        #expect(try load("Fridge", in: file)["critical"] as? Bool == value)
    }

    @Test(arguments: [
        (
            ["set", "load", "FILE", "fridge", "--critical", "maybe"],
            "error: unexpected argument 'maybe'; 'set' takes KIND FILE NAME\nSee 'cable set --help'.\n"
        ),
        (
            ["set", "charger", "FILE", "solar mppt", "--engine-room", "often"],
            "error: unexpected argument 'often'; 'set' takes KIND FILE NAME\nSee 'cable set --help'.\n"
        ),
    ])
    func wordAfterTheFlag_thatIsNoBoolean_isAnArgument(_ arguments: [String], _ stderr: String) throws {
        let file = try copyVan()
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let result = try CableProcess.run(arguments.map { $0 == "FILE" ? file : $0 })
        #expect(result.status == 64)
        #expect(result.stderr == stderr)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }
}

/// Failures print the JSON error object under every spelling of JSON output, on every command
/// that prints JSON.
@Suite("Flags: JSON errors under every spelling")
struct JSONErrorSpellingTests {
    static let van = FlagVocabularyTests.van

    /// Each command with a bad `--units` (65, field --units) in every spelling of JSON.
    static let commands: [[String]] = [
        ["size", "-c", "20", "-l", "5", "-v", "12"],
        ["drop", "--wire", "6mm2", "-c", "20", "-l", "5", "-v", "12"],
        ["wires"],
        ["table", "-v", "12"],
        ["report", van],
        ["bom", van],
        ["check", van],
    ]

    @Test(arguments: commands)
    func badValue_underEveryJSONSpelling_printsTheErrorObject(_ arguments: [String]) throws {
        for spelling in [["--json"], ["--format=json"], ["-f", "json"], ["-fjson"], ["-f=json"], ["--format", "JSON"]] {
            if arguments[0] == "check", spelling != ["--json"] { continue }  // check's formats are its own
            let result = try CableProcess.run(arguments + ["-u", "furlongs"] + spelling)
            #expect(result.status == 65, "\(spelling)")
            #expect(result.stderr.hasPrefix("error: --units: must be metric or imperial"), "\(result.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            let error = object?["error"] as? [String: Any]
            #expect(error?["field"] as? String == "--units", "\(arguments) \(spelling): \(result.stdout)")
            #expect(error?["code"] as? String == "invalidValue")
        }
    }

    @Test(
        arguments: [
            (["fuse", "-c", "-20", "-fjson"], "--current"),
            (["list", "nothere.json", "-f", "json"], nil),
            (["size", "-x", "--format=json"], nil),
        ] as [([String], String?)])
    func otherFailures_printTheErrorObject(_ arguments: [String], _ field: String?) throws {
        let result = try CableProcess.run(arguments)
        #expect(result.status != 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let error = try #require(object?["error"] as? [String: Any], "\(result.stdout)")
        #expect(error["field"] as? String == field)
    }
}
