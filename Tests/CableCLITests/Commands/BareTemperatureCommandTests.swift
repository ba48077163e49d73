import Foundation
import Testing

/// #34's loose end after rev34d F8: a conductor temperature typed without its unit is °C under
/// metric units and refused under imperial ones — where a bare length is feet and a bare 60
/// could be meant as °F — in every command and record that takes one, with the words and exit
/// status `add`/`set` and system files already gave it (exit 65, naming the option or key).
///
/// Hand figures: 140 °F = (140 − 32) × 5/9 = 60 °C.
@Suite("A bare conductor temperature: °C under metric units, refused under imperial ones")
final class BareTemperatureCommandTests: TemporaryFolderSuite, ExampleFolder {
    init() throws { try super.init(named: "cable-bare") }

    struct CommandCase: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        var testDescription: String { arguments[0] }
    }

    /// Every command that takes `--conductor-temperature`; lengths and wires with their unit, so
    /// the request means the same under either unit system.
    static let commands = [
        CommandCase(arguments: ["size", "-c", "20", "-l", "16ft", "-v", "12"]),
        CommandCase(arguments: ["drop", "--wire", "8awg", "-c", "20", "-l", "16ft", "-v", "12"]),
        CommandCase(arguments: ["table", "-v", "12"]),
        CommandCase(arguments: ["wires"]),
    ]

    static let refused =
        "error: --conductor-temperature: needs a unit under imperial units: write e.g. 14F or -10C, got '60'\n"

    /// Under `--units imperial`, under `CABLE_UNITS=imperial`, and by the former name
    /// `--temperature`: exit 65, nothing on stdout, the option named.
    @Test(arguments: commands) func bareUnderImperial_isRefused(_ command: CommandCase) throws {
        for typed in [["--conductor-temperature", "60"], ["--temperature", "60"]] {
            let result = try CableProcess.run(command.arguments + ["--units", "imperial"] + typed)
            #expect(result.status == 65, "\(typed): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == Self.refused)
        }
        let environment = try CableProcess.run(
            command.arguments + ["--conductor-temperature", "60"], environment: ["CABLE_UNITS": "imperial"])
        #expect(environment.status == 65)
        #expect(environment.stderr == Self.refused)
    }

    /// With its unit it is taken under either unit system, and a bare number under metric units
    /// is °C: each gives a conductor at 60 °C in the JSON.
    @Test(arguments: commands) func withUnit_orBareUnderMetric_isTaken(_ command: CommandCase) throws {
        for (units, typed) in [("imperial", "60C"), ("imperial", "140F"), ("metric", "60"), ("metric", "140F")] {
            let (result, json) = try CableProcess.json(command.arguments + ["--units", units, "--conductor-temperature", typed])
            #expect(result.status == 0, "\(units) \(typed): \(result.stderr)")
            expectClose(json["conductorTemperatureCelsius"] as? Double, 60, tolerance: 1e-9)
        }
    }

    /// A batch row whose `units` is imperial: a bare `conductorTemperature` (a JSON number, a
    /// string, or by its former key `temperature`) is a bad line naming the key, the other rows
    /// are sized, and the run exits 65; with its unit, or in a metric row, it is taken.
    @Test func batchRow_bareUnderImperial_isABadLine() throws {
        let imperial = #""current": 20, "voltage": 12, "length": 16, "units": "imperial""#
        let run = try BatchRunner.run(lines: [
            "{\(imperial), \"conductorTemperature\": 60}",
            "{\(imperial), \"conductorTemperature\": \"60\"}",
            "{\(imperial), \"temperature\": 60}",
            "{\(imperial), \"conductorTemperature\": \"140F\"}",
            "{\(imperial), \"conductorTemperature\": \"60C\"}",
            #"{"current": 20, "voltage": 12, "length": 5, "conductorTemperature": 60}"#,
        ])
        #expect(run.status == 65, "\(run.stderr)")
        let records = try run.records()
        try #require(records.count == 6)
        let words = "conductorTemperature: needs a unit under imperial units: write e.g. 14F or -10C, got "
        #expect(records[0]["error"] as? String == words + "60")
        #expect(records[1]["error"] as? String == words + "'60'")
        #expect(records[2]["error"] as? String == words + "60")
        for record in records[3...] {
            #expect(record["error"] == nil, "\(record)")
            expectClose(record["conductorTemperatureCelsius"] as? Double, 60, tolerance: 1e-9)
        }
    }

    /// The same in CSV, where every cell is text: the bare cell of the imperial row is refused.
    @Test func batchCSVRow_bareUnderImperial_isABadLine() throws {
        let csv =
            "current,voltage,length,units,conductorTemperature\n20,12,16,imperial,60\n20,12,16,imperial,140F\n20,12,5,metric,60\n"
        let run = try BatchRunner.run(file: Array(csv.utf8), ["--input-format", "csv"])
        #expect(run.status == 65, "\(run.stderr)")
        let records = try run.records()
        try #require(records.count == 3)
        #expect(
            records[0]["error"] as? String
                == "conductorTemperature: needs a unit under imperial units: write e.g. 14F or -10C, got '60'")
        expectClose(records[1]["conductorTemperatureCelsius"] as? Double, 60, tolerance: 1e-9)
        expectClose(records[2]["conductorTemperatureCelsius"] as? Double, 60, tolerance: 1e-9)
    }

    /// A system file whose `defaults.units` is imperial refuses a bare `defaults.conductorTemperature`
    /// with its path (the rule the file already had, now written once); `set system` typed bare
    /// with `--units imperial` is refused and the file kept, with its unit taken.
    @Test func systemFile_bareDefaultUnderImperial_isRefused() throws {
        let path = try van("imperial.json")
        let text = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: #""units": "metric""#, with: #""units": "imperial""#)
            .replacingOccurrences(of: #""defaults": {"#, with: #""defaults": {"conductorTemperature": 60, "#)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let check = try CableProcess.run(["check", path])
        #expect(check.status == 65)
        #expect(
            check.stderr.contains("defaults.conductorTemperature: needs a unit under imperial units: write e.g. 14F or -10C"),
            "\(check.stderr)")
        let metric = try van("metric.json")
        let before = try String(contentsOfFile: metric, encoding: .utf8)
        let bare = try CableProcess.run(["set", "system", metric, "--conductor-temperature", "60", "--units", "imperial"])
        #expect(bare.status == 65)
        // The file refuses the edit (it would be imperial with a bare temperature), naming the option.
        #expect(
            bare.stderr
                == "error: \(metric): not changed: --conductor-temperature: needs a unit under imperial units: write e.g. "
                + "14F or -10C, got 60\n")
        #expect(try String(contentsOfFile: metric, encoding: .utf8) == before)
        let given = try CableProcess.run(["set", "system", metric, "--conductor-temperature", "140F", "--units", "imperial"])
        #expect(given.status == 0, "\(given.stderr)")
    }
}
