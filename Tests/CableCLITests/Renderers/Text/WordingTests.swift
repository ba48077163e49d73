import CableCore
import Foundation
import Testing

@testable import CableCLI

/// Wording glitches of issue #23, each with the sentence it now reads.
@Suite("Wording")
struct WordingTests {
    static func fixture(_ path: String) -> String {
        PackagePaths.root.appendingPathComponent("Fixtures").appendingPathComponent(path).path
    }

    /// Runs `cable` with a system file on standard input.
    static func run(_ arguments: [String], file: String) throws -> ProcessResult {
        try SystemFileErrorTests.run(arguments, stdin: Array(file.utf8))
    }

    /// A copy of the van to edit.
    static func van() throws -> (URL, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-wording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("van.json").path
        try FileManager.default.copyItem(atPath: fixture("systems/van.json"), toPath: path)
        return (folder, path)
    }

    @Test func size_insulationRating_isWrittenWithTheDegreeSignAsTheConductorTemperatureIs() throws {
        // 0.5 A on the 1 mm² minimum: 20 A at 105 °C (ISO 10133), resistance at 20 °C.
        let result = try CableProcess.run([
            "size", "--resistance", "nominal", "--current", "0.5", "--length", "1", "--voltage", "12",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("copper at 20 °C"))
        #expect(result.stdout.contains("  Ampacity       20 A (105 °C insulation, outside engine spaces)\n"))
        #expect(!result.stdout.contains("105C"))
        let wires = try CableProcess.run(["wires", "--resistance", "nominal", "--insulation", "90C"])
        #expect(
            wires.stdout.hasPrefix(
                "IEC 60228 metric sizes, copper at 20 °C; ampacity for 90 °C insulation, outside engine spaces\n"))
    }

    @Test(arguments: [
        (["add", "load", "van.json", "--name", "X", "--hours", "3"], "add"),
        (["set", "load", "van.json", "Fridge", "--hours", "3"], "set"),
    ])
    func misspeltHours_suggestsHoursPerDay(_ arguments: [String], _ command: String) throws {
        let result = try CableProcess.run(arguments)
        #expect(result.status == 64)
        #expect(
            result.stderr == "error: unknown option '--hours'. Did you mean '--hours-per-day'?\nSee 'cable \(command) --help'.\n")
    }

    @Test func suggestion_extendsAUniquePrefix() {
        #expect(Suggestion.closest(to: "--hours", among: ["--hours-per-day", "--name"]) == "--hours-per-day")
        #expect(Suggestion.closest(to: "--engine", among: ["--engine-room", "--bundled"]) == "--engine-room")
        // Two options start with it: no guess.
        #expect(Suggestion.closest(to: "--fuse", among: ["--fuse-factor", "--fuse-type"]) == nil)
        // Too short to guess from.
        #expect(Suggestion.closest(to: "--ho", among: ["--hours-per-day"]) == nil)
    }

    /// Every option of every command is suggested from a near miss (one letter dropped).
    @Test func everyOption_isSuggestedFromATypo() {
        for command in CLI.commands {
            for option in command.spec.options where option.name.count > 3 {
                let typo = "--" + option.name.dropLast()
                let problem = ArgumentParser.unknownOption(String(typo), command: command.spec)
                #expect(problem == .unknown(String(typo), suggestion: "--" + option.name), "\(command.name) \(typo): \(problem)")
            }
        }
    }

    @Test func addLoad_currentAndPower_namesTheOptions() throws {
        let (folder, file) = try Self.van()
        defer { try? FileManager.default.removeItem(at: folder) }
        let both = try CableProcess.run(["add", "load", file, "--name", "X", "--current", "3", "--power", "30", "--length", "2"])
        #expect(both.status == 64)
        #expect(both.stderr == "error: give either --current or --power, not both\nSee 'cable add --help'.\n")
        let neither = try CableProcess.run(["add", "charger", file, "--name", "C", "--kind", "solar", "--length", "2"])
        #expect(neither.stderr == "error: \(file): not changed: charger 'C': give --output-current (A) or --power (W)\n")
        let inverter = try CableProcess.run(["set", "load", file, "Fridge", "--inverter", "Nope", "--unset", "feed"])
        #expect(
            inverter.stderr
                == "error: \(file): not changed: --inverter: must name one of the file's inverters ('Inverter 2 kW'), got 'Nope'\n"
        )
    }

    @Test func remove_errorAboutAnotherEntity_namesItAndItsOption() throws {
        let (folder, file) = try Self.van()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CableProcess.run(["remove", "inverter", file, "Inverter 2 kW"])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "error: \(file): not changed: after this edit, load 'Coffee maker' --inverter: must name one of the file's "
                + "inverters (it has none), got 'Inverter 2 kW'\n")
    }

    @Test func report_loadsWithoutHours_areNamedInAWarning() throws {
        // A: no hoursPerDay (taken as 0); B: 0 given on purpose; C: 2 h.
        let file = #"""
            {"schemaVersion": 1, "name": "T", "nominalVoltage": 12, "loads": [
              {"name": "A", "current": 2, "length": 2}, {"name": "B", "current": 2, "length": 2, "hoursPerDay": 0},
              {"name": "C", "current": 2, "length": 2, "hoursPerDay": 2}, {"name": "D", "current": 1, "length": 2}],
             "batteries": [{"name": "Bank", "chemistry": "lifepo4", "capacityAh": 100, "voltage": 12}]}
            """#
        let result = try Self.run(["report", "-"], file: file)
        #expect(result.status == 0)
        #expect(
            result.stdout.hasSuffix(
                "\nWarnings\n  - no hours per day given for loads 'A', 'D': taken as 0 h/day, so they count nothing toward "
                    + "daily consumption (set hoursPerDay)\n"
                    + "  - daily charge 0 Wh is less than daily consumption 48 Wh: the bank runs down\n"))
        // Daily consumption is C's alone: 2 A × 12 V × 2 h = 48 Wh.
        #expect(result.stdout.contains("  Daily consumption  48 Wh (4 Ah at 12 V)\n"))
        let system = try SystemFile.decode(Array(file.utf8))
        let report = try SystemAnalyzer.analyze(system, units: .metric)
        #expect(report.warnings.contains(.loadsWithoutHours(["A", "D"])))
    }

    @Test func check_unratedWire_saysItIsNotRated() throws {
        // 0.5 mm² is not rated by ISO 10133 (its table starts at 0.75 mm²).
        let file =
            #"{"schemaVersion": 1, "name": "T", "nominalVoltage": 12, "loads": [{"name": "Tiny", "current": 0.5, "length": 1, "wire": "0.5mm2"}]}"#
        let result = try Self.run(["check", "-"], file: file)
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "FAIL <stdin>: Tiny: ampacity: 0.5 mm² is not rated to carry current by the cited tables (0.5 A)\n")
    }
}
