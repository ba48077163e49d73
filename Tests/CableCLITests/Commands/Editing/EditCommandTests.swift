import Foundation
import Testing

/// Runs of the built binary for the system-file editing commands (`new`, `add`, `set`,
/// `remove`, `list`), each test in a fresh temporary folder that is removed afterwards.
///
/// The contract: names match ignoring case; a failing command leaves the file byte-for-byte
/// unchanged; writes are atomic (temporary file in the same folder, fsync, rename) and keep the
/// file's permissions; the layout is stable, so an edit that changes nothing changes no byte;
/// concurrent writers all land.
@Suite("Edit commands: new, add, set, remove, list")
final class EditCommandTests: TemporaryFolderSuite {
    /// This test's own folder.
    init() throws { try super.init(named: "cable-edit") }

    // MARK: - new

    @Test func new_writesAnEmptySystemInTheStableLayout() throws {
        let file = path("van.json")
        let result = try CableProcess.run(["new", file, "--name", "Camper van", "--voltage", "12V"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "created \(file): Camper van, 12V\n")
        #expect(
            try text(file) == """
                {
                  "schemaVersion": 1,
                  "name": "Camper van",
                  "nominalVoltage": "12V",
                  "loads": [],
                  "batteries": [],
                  "chargers": []
                }

                """)
        #expect(try CableProcess.run(["check", file]).status == 0)
    }

    @Test func new_existingFile_isRefusedWithExit73AndLeftUnchanged() throws {
        let file = try copyFixture("van")
        let before = try bytes(file)
        let result = try CableProcess.run(["new", file, "--name", "Other", "--voltage", "24V"])
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: '\(file)' already exists; use --force to replace it\n")
        #expect(try bytes(file) == before)
        #expect(try leftovers().isEmpty)
    }

    @Test func new_force_replacesAnExistingFile() throws {
        let file = try copyFixture("van")
        let result = try CableProcess.run(["new", file, "--name", "Other", "--voltage", "24V", "--force"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "created \(file): Other, 24V\n")
        let (_, list) = try CableProcess.json(["list", file])
        #expect(list["name"] as? String == "Other")
        #expect(list["nominalVoltage"] as? Double == 24)
        #expect((list["loads"] as? [Any])?.isEmpty == true)
    }

    @Test func new_invalidVoltage_exits65AndCreatesNothing() throws {
        let file = path("van.json")
        let result = try CableProcess.run(["new", file, "--name", "Van", "--voltage", "-12"])
        #expect(result.status == 65)
        #expect(result.stderr == "error: --voltage: must be > 0 V, got -12 V\n")
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(try leftovers().isEmpty)
    }

    // MARK: - add

    @Test func add_writesMembersInTheFormatsOrder_whateverTheOptionOrder() throws {
        let file = path("van.json")
        try expectSuccess(["new", file, "--name", "Van", "--voltage", "12V"])
        let result = try CableProcess.run([
            "add", "load", file, "--hours-per-day", "10", "--length", "4m", "--power", "60W", "--name", "Fridge",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "added load 'Fridge' to \(file)\n")
        #expect(
            try text(file).contains(
                "\n    { \"name\": \"Fridge\", \"power\": \"60W\", \"length\": \"4m\", \"hoursPerDay\": 10 }\n"))
    }

    @Test func add_keepsEveryOtherLine_soADiffShowsOnlyTheNewEntity() throws {
        let file = try copyFixture("van")
        let before = try text(file)
        try expectSuccess(["add", "load", file, "--name", "Fan", "--power", "12W", "--length", "2m", "--hours-per-day", "6"])
        let added = "    { \"name\": \"Fan\", \"power\": \"12W\", \"length\": \"2m\", \"hoursPerDay\": 6 }"
        let last = "    { \"name\": \"Laptop\", \"power\": \"65W\", \"hoursPerDay\": 2, \"inverter\": \"Inverter 2 kW\" }"
        #expect(try text(file) == before.replacingOccurrences(of: last + "\n", with: last + ",\n" + added + "\n"))
    }

    // MARK: - Failing commands leave the file byte-for-byte unchanged

    /// A command on a copy of van.json that must fail; `FILE` stands for the copy's path.
    struct FailingEdit: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        /// The whole of stderr, with `FILE` for the path.
        let stderr: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let failingEdits: [FailingEdit] = [
        // Validation: the same rules as `cable check`.
        FailingEdit(
            arguments: ["add", "load", "FILE", "--name", "Heater", "--power", "40W", "--length", "-3m"], status: 65,
            stderr: "error: FILE: not changed: --length: must be > 0 m, got -3 m\n"),
        FailingEdit(
            arguments: ["set", "load", "FILE", "fridge", "--power", "-60W"], status: 65,
            stderr: "error: FILE: not changed: --power: must be > 0 W, got -60 W\n"),
        FailingEdit(
            arguments: ["set", "load", "FILE", "fridge", "--hours-per-day", "25"], status: 65,
            stderr: "error: FILE: not changed: --hours-per-day: must be between 0 h and 24 h, got 25 h\n"),
        // --critical is a flag (a word after it other than true/false/yes/no is not its value:
        // EditFlagTests).
        FailingEdit(
            arguments: ["set", "load", "FILE", "fridge", "--critical=maybe"], status: 64,
            stderr:
                "error: option '--critical' takes no value (write --critical or --no-critical)\nSee 'cable set --help'.\n"),
        FailingEdit(
            arguments: ["set", "load", "FILE", "Fridge", "--unset", "length"], status: 65,
            stderr: "error: FILE: not changed: --length: is required, got nothing\n"),
        // Two options that exclude each other are a usage error, before the file is read.
        FailingEdit(
            arguments: ["add", "load", "FILE", "--name", "X", "--power", "1W", "--current", "1A", "--length", "1m"], status: 64,
            stderr: "error: give either --current or --power, not both\nSee 'cable add --help'.\n"),
        FailingEdit(
            arguments: ["set", "load", "FILE", "fridge", "--surge-current", "8A", "--surge-power", "100W"], status: 64,
            stderr: "error: give either --surge-current or --surge-power, not both\nSee 'cable set --help'.\n"),
        FailingEdit(
            arguments: ["set", "charger", "FILE", "Solar MPPT", "--output-current", "8A", "--power", "100W"], status: 64,
            stderr: "error: give either --output-current or --power, not both\nSee 'cable set --help'.\n"),
        FailingEdit(
            arguments: ["add", "load", "FILE", "--name", "X", "--power", "1W", "--length", "1m", "--wire", "7mm2"], status: 65,
            stderr: "error: FILE: not changed: --wire: must be an IEC 60228 size (nearest: 6 mm², 10 mm²), got '7mm2'\n"),
        FailingEdit(
            arguments: ["add", "load", "FILE", "--name", "  ", "--power", "1W", "--length", "1m"], status: 65,
            stderr:
                "error: FILE: not changed: --name: must be 1 to 200 characters, not only spaces or invisible characters, got '  '\n"
        ),
        FailingEdit(
            arguments: ["set", "battery", "FILE", "house bank", "--series", "1", "--parallel", "2"], status: 65,
            stderr: "error: FILE: not changed: --series and --parallel: series × parallel must equal count (1), got 1 × 2\n"),
        FailingEdit(
            arguments: [
                "add", "battery", "FILE", "--name", "Starter", "--chemistry", "nicad", "--capacity", "50Ah", "--voltage", "12V",
            ],
            status: 65,
            stderr:
                "error: FILE: not changed: --chemistry: must be one of floodedLeadAcid, agm, gel, lifepo4, liIon, got 'nicad'\n"
        ),
        FailingEdit(
            arguments: ["add", "charger", "FILE", "--name", "Wind", "--kind", "wind", "--power", "400W"], status: 65,
            stderr:
                "error: FILE: not changed: --kind: must be one of shore, solar, alternator, dcdc, generator, got 'wind'\n"
        ),
        FailingEdit(
            arguments: ["set", "charger", "FILE", "shore charger", "--efficiency", "1.5"], status: 65,
            stderr: "error: FILE: not changed: --efficiency: must be ≤ 1, got 1.5\n"),
        // Inverters, AC loads and installation conditions: the file's rules, named by the option.
        FailingEdit(
            arguments: ["add", "inverter", "FILE", "--name", "I", "--power", "2000W", "--cutoff-voltage", "16V"], status: 65,
            stderr:
                "error: FILE: not changed: --cutoff-voltage: must be between 6 V and 15 V (50 % to 125 % of the system's 12 V), got 16 V\n"
        ),
        FailingEdit(
            arguments: ["add", "inverter", "FILE", "--name", "I", "--power", "2000W", "--surge-power", "1kW"], status: 65,
            stderr: "error: FILE: not changed: --surge-power: must be at least power (2000 W), got 1000 W\n"),
        FailingEdit(
            arguments: ["add", "load", "FILE", "--name", "TV", "--power", "80W", "--inverter", "Nope"], status: 65,
            stderr:
                "error: FILE: not changed: --inverter: must name one of the file's inverters ('Inverter 2 kW'), got 'Nope'\n"
        ),
        FailingEdit(
            arguments: ["set", "load", "FILE", "laptop", "--wire", "1mm2"], status: 65,
            stderr:
                "error: FILE: not changed: --wire: does not apply to an AC load on an inverter (its wiring is AC, which cable does not size)\n"
        ),
        FailingEdit(
            arguments: ["add", "load", "FILE", "--name", "Kettle", "--power", "1500W", "--voltage", "230V", "--length", "2m"],
            status: 65,
            stderr: "error: FILE: not changed: --voltage: must be at most 15 V (125 % of the system's 12 V): a load rated for a "
                + #"higher or AC voltage is fed by an inverter; name it with "inverter", got 230 V"# + "\n"),
        FailingEdit(
            arguments: ["remove", "inverter", "FILE", "inverter 2 KW"], status: 65,
            stderr: "error: FILE: not changed: after this edit, load 'Coffee maker' --inverter: must name one of the file's "
                + "inverters (it has none), got 'Inverter 2 kW'\n"),
        FailingEdit(
            arguments: ["set", "load", "FILE", "laptop", "--unset", "inverter"], status: 65,
            stderr: "error: FILE: not changed: --length: is required, got nothing\n"),
        FailingEdit(
            arguments: ["set", "load", "FILE", "fridge", "--bundled", "0"], status: 65,
            stderr: "error: FILE: not changed: --bundled: must be a whole number from 1 to 1000, got 0\n"),
        FailingEdit(
            arguments: ["set", "battery", "FILE", "house bank", "--insulation", "95C"], status: 65,
            stderr:
                "error: FILE: not changed: --insulation: must be one of 60C, 70C, 75C, 80C, 85C, 90C, 105C, 125C, 200C (did you mean '75C'?), got '95C'\n"
        ),
        FailingEdit(
            arguments: ["set", "charger", "FILE", "solar mppt", "--no-critical"], status: 64,
            stderr: "error: --critical does not apply to a charger\nSee 'cable set --help'.\n"),
        FailingEdit(
            arguments: ["add", "load", "FILE", "--name", "X", "--idle-power", "5W"], status: 64,
            stderr: "error: --idle-power does not apply to a load\nSee 'cable add --help'.\n"),
        FailingEdit(
            arguments: ["add", "invertr", "FILE", "--name", "X"], status: 64,
            stderr: "error: unknown kind 'invertr'. Did you mean 'inverter'?\nSee 'cable add --help'.\n"),
        // Missing names: an error naming the closest ones.
        FailingEdit(
            arguments: ["set", "load", "FILE", "Fridg", "--length", "5m"], status: 65,
            stderr: "error: FILE: no load named 'Fridg' (closest: Fridge)\n"),
        FailingEdit(
            arguments: ["remove", "load", "FILE", "heater"], status: 65,
            stderr: "error: FILE: no load named 'heater' (closest: Diesel heater)\n"),
        FailingEdit(
            arguments: ["remove", "charger", "FILE", "Shore"], status: 65,
            stderr: "error: FILE: no charger named 'Shore' (closest: Shore charger)\n"),
        FailingEdit(
            arguments: ["remove", "load", "FILE", "xyzzy"], status: 65,
            stderr: "error: FILE: no load named 'xyzzy' (existing: Fridge, LED lights, Water pump, Diesel heater, USB sockets)\n"),
        // Duplicate names, compared ignoring case.
        FailingEdit(
            arguments: ["add", "load", "FILE", "--name", "FRIDGE", "--power", "5W", "--length", "1m"], status: 65,
            stderr:
                "error: FILE: a load named 'FRIDGE' already exists (names are compared ignoring case, invisible characters and extra spaces)\n"
        ),
        FailingEdit(
            arguments: ["set", "load", "FILE", "fridge", "--name", "water PUMP"], status: 65,
            stderr:
                "error: FILE: a load named 'water PUMP' already exists (names are compared ignoring case, invisible characters and extra spaces)\n"
        ),
        // Usage errors: unknown kind, a field that does not apply to the kind.
        FailingEdit(
            arguments: ["add", "lod", "FILE", "--name", "X"], status: 64,
            stderr: "error: unknown kind 'lod'. Did you mean 'load'?\nSee 'cable add --help'.\n"),
        FailingEdit(
            arguments: ["add", "load", "FILE", "--name", "X", "--chemistry", "agm", "--length", "1m", "--power", "1W"],
            status: 64,
            stderr: "error: --chemistry does not apply to a load\nSee 'cable add --help'.\n"),
        FailingEdit(
            arguments: ["set", "charger", "FILE", "Solar MPPT", "--unset", "wire"], status: 64,
            stderr: "error: --unset: 'wire' is not a field of a charger\nSee 'cable set --help'.\n"),
        FailingEdit(
            arguments: ["add", "load", "FILE", "--name", "X", "--lenght", "1m"], status: 64,
            stderr: "error: unknown option '--lenght'. Did you mean '--length'?\nSee 'cable add --help'.\n"),
        FailingEdit(
            arguments: ["add", "load", "FILE", "--power", "1W", "--length", "1m"], status: 64,
            stderr: "error: missing required option '--name'\nSee 'cable add --help'.\n"),
        FailingEdit(
            arguments: ["set", "load", "FILE", "fridge"], status: 64,
            stderr: "error: nothing to change: give fields such as --length 5m\nSee 'cable set --help'.\n"),
    ]

    @Test(arguments: failingEdits)
    func failingEdit_exitsWithTheReason_andLeavesTheFileByteForByteUnchanged(_ edit: FailingEdit) throws {
        let file = try copyFixture("van")
        let before = try bytes(file)
        let result = try CableProcess.run(edit.arguments.map { $0 == "FILE" ? file : $0 })
        #expect(result.status == edit.status)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == edit.stderr.replacingOccurrences(of: "FILE", with: file))
        #expect(try bytes(file) == before)
        #expect(try leftovers().isEmpty)
    }

    @Test func failingEdit_relativePath_namesTheFileAsGiven() throws {
        try FileManager.default.copyItem(atPath: fixture("systems/van.json"), toPath: path("van.json"))
        let result = try runInFolder(["add", "load", "van.json", "--name", "Heater", "--power", "40W", "--length", "-3m"])
        #expect(result.status == 65)
        #expect(result.stderr == "error: van.json: not changed: --length: must be > 0 m, got -3 m\n")
        #expect(try bytes(path("van.json")) == Data(contentsOf: URL(fileURLWithPath: fixture("systems/van.json"))))
    }

    @Test func newValues_failTheSameRuleAsCheckOnAHandWrittenFile() throws {
        let file = try copyFixture("van")
        let result = try CableProcess.run(["add", "load", file, "--name", "Heater", "--power", "40W", "--length", "-3m"])
        // The same entity written by hand: `cable check` refuses it with the same rule.
        let handWritten = path("hand.json")
        try Data(
            try text(file).replacingOccurrences(
                of: "\"inverter\": \"Inverter 2 kW\" }\n  ],",
                with:
                    "\"inverter\": \"Inverter 2 kW\" },\n    { \"name\": \"Heater\", \"power\": \"40W\", \"length\": \"-3m\" }\n  ],"
            ).utf8
        ).write(to: URL(fileURLWithPath: handWritten))
        let check = try CableProcess.run(["check", handWritten])
        #expect(result.status == 65)
        #expect(check.status == 65)
        // The same rule; the edit names the option the user typed, check the file's key.
        let rule = ": must be > 0 m, got -3 m\n"
        #expect(result.stderr.hasSuffix("not changed: --length" + rule))
        #expect(check.stderr.hasSuffix("loads[7].length" + rule))
    }

    @Test func add_missingFile_exits66AndCreatesNothing() throws {
        let file = path("missing.json")
        let result = try CableProcess.run(["add", "load", file, "--name", "A", "--power", "1W", "--length", "1m"])
        #expect(result.status == 66)
        #expect(result.stderr == "error: cannot read '\(file)': no such file\n")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    // MARK: - set and remove

    @Test func set_matchesTheNameIgnoringCase_andChangesOnlyThatValue() throws {
        let file = try copyFixture("van")
        let before = try text(file)
        let result = try CableProcess.run(["set", "load", file, "fRIDGE", "--length", "5m"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("updated load '"))
        #expect(
            try text(file)
                == before.replacingOccurrences(
                    of: "{ \"name\": \"Fridge\", \"power\": \"60W\", \"length\": \"4m\",",
                    with: "{ \"name\": \"Fridge\", \"power\": \"60W\", \"length\": \"5m\","))
    }

    @Test func set_keepsAHandWrittenMemberOrder() throws {
        // van.json writes LED lights' quantity before its length; the edit keeps that order.
        let file = try copyFixture("van")
        try expectSuccess(["set", "load", file, "led lights", "--length", "7m"])
        #expect(
            try text(file).contains(
                "\n    { \"name\": \"LED lights\", \"power\": \"3W\", \"quantity\": 8, \"length\": \"7m\", \"hoursPerDay\": 4, \"feed\": \"Fuse block\" },\n"
            ))
    }

    @Test func set_newFieldsLandWhereTheFormatListsThem() throws {
        let file = try copyFixture("van")
        try expectSuccess([
            "set", "load", file, "Fridge", "--fuse", "10A", "--wire", "6mm2", "--voltage", "12V", "--quantity", "2",
        ])
        #expect(
            try text(file).contains(
                // Too long for one line now, the object is written a member a line.
                """
                    {
                      "name": "Fridge",
                      "power": "60W",
                      "voltage": "12V",
                      "length": "4m",
                      "quantity": 2,
                      "hoursPerDay": 10,
                      "wire": "6mm2",
                      "fuse": "10A",
                      "feed": "Fuse block"
                    },

                """))
    }

    @Test func set_power_removesCurrent_onALoad() throws {
        let file = try copyFixture("van")
        try expectSuccess(["set", "load", file, "water pump", "--power", "80W"])
        #expect(
            try text(file).contains(
                "\n    { \"name\": \"Water pump\", \"power\": \"80W\", \"length\": \"3m\", \"hoursPerDay\": 0.25, \"feed\": \"Fuse block\" },\n"
            ))
    }

    @Test func set_current_removesPower_onALoad() throws {
        let file = try copyFixture("van")
        try expectSuccess(["set", "load", file, "fridge", "--current", "5A"])
        #expect(
            try text(file).contains(
                "\n    { \"name\": \"Fridge\", \"current\": \"5A\", \"length\": \"4m\", \"hoursPerDay\": 10, \"feed\": \"Fuse block\" },\n"
            ))
        let (_, report) = try CableProcess.json(["report", file])
        let circuits = try #require(report["circuits"] as? [[String: Any]])
        #expect(circuits.contains { $0["name"] as? String == "Fridge" })
    }

    @Test func set_power_removesOutputCurrent_onACharger_andTheOtherWayRound() throws {
        let van = try copyFixture("van")
        try expectSuccess(["set", "charger", van, "SOLAR mppt", "--power", "400W"])
        #expect(
            try text(van).contains(
                "\n    { \"name\": \"Solar MPPT\", \"kind\": \"solar\", \"power\": \"400W\", \"efficiency\": 0.75, \"hoursPerDay\": 5, "
                    + "\"length\": \"5m\" },\n"))
        let cabin = try copyFixture("cabin")
        try expectSuccess(["set", "charger", cabin, "solar array", "--output-current", "80A"])
        #expect(
            try text(cabin).contains(
                "\n    { \"name\": \"Solar array\", \"kind\": \"solar\", \"outputCurrent\": \"80A\", \"efficiency\": 0.8, "
                    + "\"hoursPerDay\": 5, \"length\": \"15m\" },\n"))
    }

    @Test func set_unset_removesOptionalFields() throws {
        let file = try copyFixture("sailboat")
        try expectSuccess(["set", "load", file, "cabin lights", "--unset", "wire,fuse"])
        #expect(
            try text(file).contains(
                "\n    { \"name\": \"Cabin lights\", \"power\": \"30W\", \"length\": \"20ft\", \"hoursPerDay\": 4 }\n"))
    }

    @Test func set_seriesAndParallel_writeANestedArrangement_andUnsetRemovesIt() throws {
        let sailboat = try copyFixture("sailboat")
        try expectSuccess(["set", "battery", sailboat, "house bank", "--series", "2", "--parallel", "2"])
        #expect(
            try text(sailboat).contains(
                "\n    { \"name\": \"House bank\", \"chemistry\": \"agm\", \"capacityAh\": 220, \"voltage\": 12, \"count\": 4, "
                    + "\"arrangement\": { \"series\": 2, \"parallel\": 2 }, \"length\": \"6ft\" }\n"))

        let van = try copyFixture("van")
        try expectSuccess(["set", "battery", van, "House Bank", "--count", "2", "--series", "1", "--parallel", "2"])
        let banks = try #require(try jsonObject(van)["batteries"] as? [[String: Any]])
        let arrangement = try #require(banks.first?["arrangement"] as? [String: Any])
        #expect(arrangement["series"] as? Int == 1)
        #expect(arrangement["parallel"] as? Int == 2)
        #expect(banks.first?["count"] as? Int == 2)
        let (_, report) = try CableProcess.json(["report", van])
        let reported = try #require((report["batteries"] as? [[String: Any]])?.first)
        #expect(reported["series"] as? Int == 1)
        #expect(reported["parallel"] as? Int == 2)

        try expectSuccess(["set", "battery", van, "house bank", "--count", "1", "--unset", "series,parallel"])
        #expect(try bytes(van) == Data(contentsOf: URL(fileURLWithPath: fixture("systems/van.json"))))
    }

    @Test func set_name_renamesKeepingTheRest_andMayChangeOnlyTheCase() throws {
        let file = try copyFixture("van")
        try expectSuccess(["set", "load", file, "fridge", "--name", "FRIDGE"])
        try expectSuccess(["set", "load", file, "fridge", "--name", "Cool box"])
        #expect(
            try text(file).contains(
                "\n    { \"name\": \"Cool box\", \"power\": \"60W\", \"length\": \"4m\", \"hoursPerDay\": 10, \"feed\": \"Fuse block\" },\n"
            ))
        let (_, list) = try CableProcess.json(["list", file])
        #expect((list["loads"] as? [String])?.first == "Cool box")
    }

    @Test func remove_matchesTheNameIgnoringCase_andRemovesOnlyThatLine() throws {
        let file = try copyFixture("van")
        let before = try text(file)
        let result = try CableProcess.run(["remove", "load", file, "WATER PUMP"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("removed load '"))
        #expect(
            try text(file)
                == before.replacingOccurrences(
                    of:
                        "    { \"name\": \"Water pump\", \"current\": \"7A\", \"length\": \"3m\", \"hoursPerDay\": 0.25, \"feed\": \"Fuse block\" },\n",
                    with: ""))
    }

    @Test func remove_lastEntityOfAList_leavesAnEmptyList() throws {
        let file = try copyFixture("van")
        try expectSuccess(["remove", "battery", file, "house bank"])
        #expect(try text(file).contains("\n  \"batteries\": [],\n"))
        let (_, list) = try CableProcess.json(["list", file])
        #expect((list["batteries"] as? [Any])?.isEmpty == true)
    }

    // MARK: - Stable output

    @Test(arguments: [("cabin", "Lighting"), ("sailboat", "autopilot"), ("van", "FRIDGE")])
    func editThatChangesNothing_leavesEachFixtureByteIdentical(fixtureName: String, load: String) throws {
        let file = try copyFixture(fixtureName)
        let original = try bytes(file)
        let result = try CableProcess.run(["set", "load", file, load, "--unset", "wire"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("updated load '"))
        #expect(try bytes(file) == original)
        #expect(try leftovers().isEmpty)
    }

    @Test func newThenAdd_givesTheReportOfTheHandWrittenFile() throws {
        let file = path("van.json")
        let commands: [[String]] = [
            ["new", file, "--name", "Camper van", "--voltage", "12V"],
            ["add", "load", file, "--name", "Fridge", "--power", "60W", "--length", "4m", "--hours-per-day", "10"],
            [
                "add", "load", file, "--name", "LED lights", "--power", "3W", "--quantity", "8", "--length", "6m",
                "--hours-per-day", "4",
            ],
            ["add", "load", file, "--name", "Water pump", "--current", "7A", "--length", "3m", "--hours-per-day", "0.25"],
            [
                "add", "load", file, "--name", "Diesel heater", "--power", "40W", "--length", "2m", "--hours-per-day", "8",
                "--critical", "true",
            ],
            [
                "add", "load", file, "--name", "USB sockets", "--power", "30W", "--quantity", "2", "--length", "3m",
                "--hours-per-day", "3",
            ],
            ["add", "load", file, "--name", "Inverter 2 kW", "--power", "2000W", "--length", "1.5m", "--hours-per-day", "0.25"],
            [
                "add", "battery", file, "--name", "House bank", "--chemistry", "lifepo4", "--capacity", "200", "--voltage",
                "12.8V",
                "--count", "1", "--length", "1m",
            ],
            [
                "add", "charger", file, "--name", "Solar MPPT", "--kind", "solar", "--output-current", "30A", "--efficiency",
                "0.75",
                "--hours-per-day", "5", "--length", "5m",
            ],
            [
                "add", "charger", file, "--name", "DC-DC charger", "--kind", "dcdc", "--output-current", "30A", "--hours-per-day",
                "1.5", "--length", "1m",
            ],
            ["add", "charger", file, "--name", "Shore charger", "--kind", "shore", "--output-current", "25A", "--length", "1m"],
        ]
        for command in commands { try expectSuccess(command) }

        let handWritten = fixture("systems-edit/van-no-defaults.json")
        let (built, builtReport) = try CableProcess.json(["report", file])
        let (expected, expectedReport) = try CableProcess.json(["report", handWritten])
        #expect(built.status == 0)
        #expect(expected.status == 0)
        #expect(NSDictionary(dictionary: builtReport).isEqual(to: expectedReport))
        // The same content, member for member (the hand-written file orders LED lights' keys
        // its own way; `add` writes them in the format's order).
        #expect(NSDictionary(dictionary: try jsonObject(file)).isEqual(to: try jsonObject(handWritten)))
    }

    // MARK: - Permissions and atomic writes

    @Test(arguments: [0o600, 0o640, 0o604])
    func edits_keepTheFilesPermissions(mode: Int) throws {
        let file = try copyFixture("van")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
        try expectSuccess(["add", "load", file, "--name", "Fan", "--power", "12W", "--length", "2m"])
        #expect(try permissions(file) == mode)
        try expectSuccess(["set", "load", file, "fan", "--length", "3m"])
        #expect(try permissions(file) == mode)
        try expectSuccess(["remove", "load", file, "FAN"])
        #expect(try permissions(file) == mode)
        try expectSuccess(["new", file, "--name", "Van", "--voltage", "12V", "--force"])
        #expect(try permissions(file) == mode)
    }

    @Test func new_createsTheFileWithTheModeTheUmaskAllows() throws {
        // A new file is 0666 less the umask, as with any tool that creates files: under
        // umask 077 nobody else may read it.
        let binary = try #require(CableProcess.executable)
        let file = path("private.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "umask 077 && exec \"$0\" new \"$1\" --name Private --voltage 12V", binary.path, file]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try permissions(file) == 0o600)
    }

    @Test(.enabled(if: CableProcess.hasFaultInjection, "the CABLE_FAULT_INJECT hooks are in debug builds only"))
    func writerKilledBeforeRename_leavesTheOriginal_andTheNextWriteRemovesItsTemporary() throws {
        let file = try copyFixture("van")
        let original = try bytes(file)
        let killed = try CableProcess.run(
            ["add", "load", file, "--name", "Heater", "--power", "40W", "--length", "2m"],
            environment: ["CABLE_FAULT_INJECT": "before-rename"])
        #expect(killed.status == 137)
        #expect(try bytes(file) == original)
        // The killed writer had written its whole document beside the file.
        let temporaries = try leftovers()
        #expect(temporaries.count == 1)
        let temporary = try #require(temporaries.first)
        #expect(temporary.hasPrefix(".van.json.cable-tmp-"))
        #expect(try text(path(temporary)).contains("\"name\": \"Heater\""))
        // Another file's temporary is not this file's business.
        let unrelated = ".other.json.cable-tmp-1"
        try Data("{}".utf8).write(to: folder.appendingPathComponent(unrelated))

        try expectSuccess(["add", "load", file, "--name", "Fan", "--power", "12W", "--length", "2m"])
        #expect(try leftovers() == [unrelated])
        let (_, list) = try CableProcess.json(["list", file])
        let loads = try #require(list["loads"] as? [String])
        #expect(loads.contains("Fan"))
        #expect(!loads.contains("Heater"))
    }

    @Test func twentyConcurrentAdds_allLand() throws {
        let file = path("van.json")
        try expectSuccess(["new", file, "--name", "Camper van", "--voltage", "12V"])
        let binary = try #require(CableProcess.executable)
        let logs = folder.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let names = (1...20).map { "Socket \($0)" }
        var running: [(name: String, process: Process, stderr: URL, handle: FileHandle)] = []
        for name in names {
            let stderr = logs.appendingPathComponent("\(name).err")
            _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
            let process = Process()
            process.executableURL = binary
            process.arguments = ["add", "load", file, "--name", name, "--power", "10W", "--length", "2m"]
            process.environment = ["PATH": "/usr/bin:/bin"]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            let handle = try FileHandle(forWritingTo: stderr)
            process.standardError = handle
            running.append((name, process, stderr, handle))
        }
        for entry in running { try entry.process.run() }
        for entry in running {
            entry.process.waitUntilExit()
            try entry.handle.close()
            let stderr = String(decoding: try Data(contentsOf: entry.stderr), as: UTF8.self)
            #expect(entry.process.terminationStatus == 0, "\(entry.name): \(stderr)")
        }
        let (_, list) = try CableProcess.json(["list", file])
        let loads = try #require(list["loads"] as? [String])
        #expect(loads.count == 20)
        #expect(Set(loads) == Set(names))
        #expect(try leftovers().isEmpty)
    }

    @Test func oneCharacterFileName_inTheWorkingFolder_isEdited() throws {
        // `cable add load F …` with F in the current folder: the lock's folder is ".".
        try FileManager.default.copyItem(atPath: fixture("systems/van.json"), toPath: path("F"))
        let added = try runInFolder(["add", "load", "F", "--name", "Fan", "--power", "12W", "--length", "2m"])
        #expect(added.status == 0, "\(added.stderr.prefix(300))")
        let created = try runInFolder(["new", "G", "--name", "G", "--voltage", "12V"])
        #expect(created.status == 0, "\(created.stderr.prefix(300))")
        #expect(FileManager.default.fileExists(atPath: path("G")))
    }

    // MARK: - Inverters and installation conditions

    @Test func addInverterAndACLoad_thenReportAndCheck_countThemFromTheBank() throws {
        let file = path("boat.json")
        try expectSuccess(["new", file, "--name", "Boat", "--voltage", "12V"])
        try expectSuccess([
            "add", "battery", file, "--name", "House", "--chemistry", "lifepo4", "--capacity", "200Ah", "--voltage", "12.8V",
            "--length", "1m",
        ])
        let added = try CableProcess.run([
            "add", "inverter", file, "--name", "Inverter", "--power", "1000W", "--efficiency", "0.8", "--cutoff-voltage", "11V",
            "--surge-power", "2000W", "--idle-power", "5W", "--length", "1m", "--max-drop", "2", "--engine-room", "yes",
            "--bundled", "3", "--insulation", "90C",
        ])
        #expect(added.status == 0)
        #expect(added.stdout.isEmpty)
        #expect(
            added.stderr
                == "warning: '--engine-room yes' is deprecated; write --engine-room\nadded inverter 'Inverter' to \(file)\n")
        try expectSuccess(["add", "load", file, "--name", "Toaster", "--inverter", "INVERTER", "--power", "900W"])
        // The values are kept as typed, in the format's order (one per line: the entity is too long for one).
        #expect(
            try text(file).contains(
                """
                      "name": "Inverter",
                      "power": "1000W",
                      "efficiency": 0.8,
                      "idlePower": "5W",
                      "cutoffVoltage": "11V",
                      "surgePower": "2000W",
                      "length": "1m",
                      "maxDropPercent": 2,
                      "engineRoom": true,
                      "bundled": 3,
                      "insulation": "90C"
                """))
        // 1000 / (0.8 · 11) = 113.64 A on the feed, at the inverter's own 2 % limit and conditions.
        let (report, json) = try CableProcess.json(["report", file])
        #expect(report.status == 0)
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        #expect(circuits.map { $0["name"] as? String } == ["Inverter", "House"])
        let feed = circuits[0]
        #expect(feed["kind"] as? String == "inverter")
        // Its own 2 % holds for its whole path; the bank's 1 m run takes its share first.
        #expect(feed["pathMaxDropPercent"] as? Double == 2)
        let segment = try #require(feed["maxDropPercent"] as? Double)
        #expect(segment < 2)
        #expect(try #require(feed["pathDropPercent"] as? Double) <= 2)
        #expect(feed["engineRoom"] as? Bool == true)
        #expect(feed["bundledConductors"] as? Int == 3)
        #expect(feed["insulationCelsius"] as? Int == 90)
        let current = try #require(feed["currentAmperes"] as? Double)
        #expect(abs(current - 1000 / 8.8) < 1e-9)
        #expect((json["acLoads"] as? [[String: Any]])?.first?["inverter"] as? String == "Inverter")
        let inverter = try #require((json["inverters"] as? [[String: Any]])?.first)
        #expect(inverter["surgePowerWatts"] as? Double == 2000)
        #expect(inverter["idlePowerWatts"] as? Double == 5)
        #expect(inverter["cutoffVoltageVolts"] as? Double == 11)
        #expect(try CableProcess.run(["check", file]).status == 0)
    }

    @Test func setInverter_rename_followsItsLoads_andRemoveLoadThenInverter() throws {
        let file = try copyFixture("van")
        try expectSuccess(["set", "inverter", file, "inverter 2 kw", "--name", "Victron", "--efficiency", "0.92"])
        let (_, json) = try CableProcess.json(["list", file])
        #expect(json["inverters"] as? [String] == ["Victron"])
        #expect(try text(file).contains(#"{ "name": "Laptop", "power": "65W", "hoursPerDay": 2, "inverter": "Victron" }"#))
        try expectSuccess(["remove", "load", file, "coffee maker"])
        try expectSuccess(["remove", "load", file, "laptop"])
        let removed = try CableProcess.run(["remove", "inverter", file, "victron"])
        #expect(removed.status == 0)
        #expect(removed.stderr == "removed inverter 'Victron' from \(file)\n")
        #expect(try CableProcess.run(["check", file]).status == 0)
    }

    @Test func setInstallation_onACircuit_deratesItInReport() throws {
        // Fridge 5 A on 4 mm² (its path's share; 105C: 45 A). In an engine room (0.85) bundled with 25
        // (0.40): 15.3 A.
        let file = try copyFixture("van")
        try expectSuccess(["set", "load", file, "fridge", "--engine-room", "true", "--bundled", "25"])
        let (_, json) = try CableProcess.json(["report", file])
        let fridge = try #require((json["circuits"] as? [[String: Any]])?.first { $0["name"] as? String == "Fridge" })
        let ampacity = try #require(fridge["ampacityAmperes"] as? Double)
        #expect(abs(ampacity - 45 * 0.85 * 0.4) < 1e-9)
        try expectSuccess(["set", "load", file, "fridge", "--unset", "engine-room,bundled"])
        #expect(
            try text(file).contains(
                #"{ "name": "Fridge", "power": "60W", "length": "4m", "hoursPerDay": 10, "feed": "Fuse block" }"#))
    }

    // MARK: - list

    @Test func list_showsNamesAndFields() throws {
        let result = try CableProcess.run(["list", fixture("systems/van.json")])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                Camper van — 12 V

                Kind      Name           Rating                     Length  Use
                load      Fridge         60 W                       4 m     10 h/day
                load      LED lights     8 × 3 W                    6 m     4 h/day
                load      Water pump     7 A                        3 m     0.25 h/day
                load      Diesel heater  40 W                       2 m     8 h/day, critical, surge 12.5 A for 180 s
                load      USB sockets    2 × 30 W                   3 m     3 h/day
                load      Coffee maker   1000 W AC                  -       0.25 h/day, on Inverter 2 kW
                load      Laptop         65 W AC                    -       2 h/day, on Inverter 2 kW
                battery   House bank     1 × 280 Ah 12.8 V LiFePO4  1 m     1S1P
                charger   Solar MPPT     solar 30 A                 5 m     5 h/day
                charger   DC-DC charger  DC-DC 30 A                 1 m     1.5 h/day
                charger   Shore charger  shore power 25 A           1 m     0 h/day
                inverter  Inverter 2 kW  2000 W AC, 90 %            1.5 m   surge 4000 W
                panel     Fuse block     fed from House bank        1.5 m   diversity 1

                """)
    }

    @Test func list_emptySystem_saysSo() throws {
        let file = path("empty.json")
        try expectSuccess(["new", file, "--name", "Empty", "--voltage", "24"])
        let result = try CableProcess.run(["list", file])
        #expect(result.status == 0)
        #expect(result.stdout == "Empty — 24 V\n\n(no loads, batteries, chargers, inverters, panels or PV arrays)\n")
    }

    @Test func list_json_givesTheNamesOfEachList() throws {
        let (result, json) = try CableProcess.json(["list", fixture("systems/van.json")])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            Set(json.keys) == [
                "schemaVersion", "name", "nominalVoltage", "loads", "batteries", "chargers", "inverters", "panels",
                "arrays",
            ])
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["name"] as? String == "Camper van")
        #expect(json["nominalVoltage"] as? Double == 12)
        #expect(
            json["loads"] as? [String] == [
                "Fridge", "LED lights", "Water pump", "Diesel heater", "USB sockets", "Coffee maker", "Laptop",
            ])
        #expect(json["inverters"] as? [String] == ["Inverter 2 kW"])
        #expect(json["batteries"] as? [String] == ["House bank"])
        #expect(json["chargers"] as? [String] == ["Solar MPPT", "DC-DC charger", "Shore charger"])
        #expect(json["panels"] as? [String] == ["Fuse block"])
    }

    @Test func setBatteryFuseType_isCheckedAgainstTheBanksFaultCurrent() throws {
        // The sailboat's bank: four 220 Ah AGM batteries, 2S2P, at 800 CCA each: two strings give
        // 1600 CCA > 1100, so ABYC E-11's table asks a 5 kA main fuse; a MIDI interrupts 2 kA, an
        // ANL 6 kA.
        let file = try copyFixture("sailboat")
        try expectSuccess(["set", "battery", file, "house bank", "--fuse-type", "midi", "--cold-cranking-amps", "800A"])
        let midi = try CableProcess.run(["check", file])
        #expect(midi.status == 1)
        #expect(
            midi.stdout.contains(
                "FAIL \(file): House bank: fuseInterruptRating: MIDI fuses interrupt 2000 A, below the bank's 5000 A fault current"
            ))
        try expectSuccess(["set", "battery", file, "house bank", "--fuse-type", "anl"])
        #expect(try CableProcess.run(["check", file]).status == 0)
        let json = try jsonObject(file)
        let battery = try #require((json["batteries"] as? [[String: Any]])?.first)
        #expect(battery["fuseType"] as? String == "anl")
        #expect(battery["coldCrankingAmps"] as? String == "800A")
    }

    // MARK: - Helpers

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func fixture(_ relative: String) -> String {
        PackagePaths.root.appendingPathComponent("Fixtures").appendingPathComponent(relative).path
    }

    /// Copies `Fixtures/systems/<name>.json` into this test's folder; returns the copy's path.
    func copyFixture(_ name: String) throws -> String {
        let copy = path("\(name).json")
        try FileManager.default.copyItem(atPath: fixture("systems/\(name).json"), toPath: copy)
        return copy
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    func text(_ path: String) throws -> String { String(decoding: try bytes(path), as: UTF8.self) }

    func jsonObject(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: bytes(path)) as? [String: Any])
    }

    func permissions(_ path: String) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }

    /// Temporary files a writer left in this test's folder.
    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".cable-tmp-") }.sorted()
    }

    func expectSuccess(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try CableProcess.run(arguments)
        #expect(result.status == 0, "cable \(arguments.joined(separator: " ")): \(result.stderr)", sourceLocation: sourceLocation)
    }

    /// Runs `cable` with this test's folder as the working folder, for relative paths.
    func runInFolder(_ arguments: [String]) throws -> ProcessResult {
        try CableProcess.run(arguments, in: folder)
    }
}
