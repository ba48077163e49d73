import Foundation
import Testing

/// Issue #34's loose ends through the built binary: a start battery off the house bus refuses its
/// main feed's options, is not in the bill of materials, and its Protection row names the DC-DC
/// input fuse; a surge below the running draw given as power is refused; `set` with both surge
/// options is a usage error, and one replaces the other.
@Suite("A separate battery end to end; surges against power; set with both surge options")
final class SeparateBatteryCommandTests: TemporaryFolderSuite, ExampleFolder {
    init() throws { try super.init(named: "cable-separate") }

    static let start = [
        "--name", "Start battery", "--chemistry", "agm", "--capacity", "70Ah", "--cold-cranking-amps", "800A", "--voltage",
        "12V", "--bus", "separate",
    ]

    static let noMainFeed = "a battery off the house bus (bus separate) has no main feed in this file"

    struct OptionCase: CustomTestStringConvertible, Sendable {
        let options: [String]
        let message: String
        var testDescription: String { options.joined(separator: " ") }
    }

    /// Each main-feed option on `add battery --bus separate`: exit 65, the file unchanged, the
    /// option named (and the input's own option where there is one).
    static let optionCases: [OptionCase] = [
        OptionCase(
            options: ["--length", "0.5m"],
            message: "--length: \(noMainFeed): its run is the DC-DC charger's input (input.length), got 0.5 m"),
        OptionCase(
            options: ["--fuse-type", "anl"],
            message: "--fuse-type: \(noMainFeed): its run is the DC-DC charger's input (input.fuseType)"),
        OptionCase(options: ["--max-drop", "2%"], message: "--max-drop: \(noMainFeed)"),
        OptionCase(
            options: ["--no-engine-room"],
            message: "--engine-room: \(noMainFeed): its run is the DC-DC charger's input (input.engineRoom)"),
        OptionCase(
            options: ["--bundled", "1"], message: "--bundled: \(noMainFeed): its run is the DC-DC charger's input (input.bundled)"
        ),
        OptionCase(
            options: ["--insulation", "90C"],
            message: "--insulation: \(noMainFeed): its run is the DC-DC charger's input (input.insulation)"),
        OptionCase(
            options: ["--parallel-conductors", "2"],
            message: "--parallel-conductors: \(noMainFeed): its run is the DC-DC charger's input (input.parallel)"),
        OptionCase(
            options: ["--fuse-distance", "5in"],
            message: "--fuse-distance: \(noMainFeed): its run is the DC-DC charger's input (input.fuseDistance)"),
        OptionCase(
            options: ["--sheathed"], message: "--sheathed: \(noMainFeed): its run is the DC-DC charger's input (input.sheathed)"),
    ]

    @Test(arguments: optionCases)
    func addSeparateBattery_refusesAMainFeedOption(_ item: OptionCase) throws {
        let path = try van("v.json")
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let result = try CableProcess.run(["add", "battery", path] + Self.start + item.options)
        #expect(result.status == 65)
        #expect(result.stderr == "error: \(path): not changed: \(item.message)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    /// The van with its 800 CCA start AGM off the house bus feeding the Orion's input: `report`
    /// names the start battery's one fuse as the DC-DC input fuse (ABYC E-11: 800 CCA → 3000 A),
    /// in five languages; `bom` lists the house bank alone, and the input's fuse stays.
    @Test func vanStartBattery_reportAndBillOfMaterials() throws {
        let path = try van("v2.json")
        #expect(try CableProcess.run(["add", "battery", path] + Self.start + ["--usable-fraction", "0.5"]).status == 0)
        #expect(
            try CableProcess.run(["set", "charger", path, "DC-DC charger", "--input-feed", "Start battery"]).status == 0)
        let report = try CableProcess.run(["report", path])
        #expect(report.status == 0)
        #expect(report.stdout.contains("  Start battery DC-DC input fuse    interrupts ≥ 3000 A (ABYC E-11 for 800 CCA)\n"))
        #expect(report.stdout.contains("  DC-DC charger input fuse          interrupts ≥ 3000 A: on Start battery's terminals\n"))
        #expect(!report.stdout.contains("Start battery main fuse"))
        #expect(!report.stdout.contains("as its main fuse"))
        let words = [
            ("de", "DC-DC-Eingangssicherung Start battery", "an den Polen von Start battery\n"),
            ("es", "Fusible de entrada CC-CC Start battery", "en los bornes de Start battery\n"),
            ("fr", "Fusible d'entrée DC-DC Start battery", "aux bornes de Start battery\n"),
            ("nl", "DC-DC-ingangszekering Start battery", "op de polen van Start battery\n"),
        ]
        for (language, bank, input) in words {
            let worded = try CableProcess.run(["report", path, "--lang", language])
            #expect(worded.stdout.contains(bank), "\(language)")
            #expect(worded.stdout.contains(input), "\(language)")
        }
        let bom = try CableProcess.run(["bom", path])
        #expect(bom.status == 0)
        #expect(bom.stdout.contains("battery      House bank: LiFePO4 280 Ah 12.8 V (1S1P)"))
        #expect(!bom.stdout.contains("Start battery"))
        let json = try CableProcess.run(["bom", path, "--json"])
        #expect(!json.stdout.contains("Start battery"))
        // The input run's fuse is still bought: the Orion's input is fused on the start battery's terminals.
        let (_, reportJSON) = try SystemCommandTests.json(["report", path])
        let input = try #require(try SystemCommandTests.circuits(reportJSON).first { $0["kind"] as? String == "chargerInput" })
        let fuse = try #require(input["fuse"] as? [String: Any])
        let rating = try #require(fuse["ratingAmperes"] as? Double)
        #expect(bom.stdout.contains("fuse         \(Int(rating)) A "))
    }

    /// A surge given as a current on a load given as power, below its running current at the
    /// circuit's voltage, is refused as one given with `current` is: the van's fridge, 60 W at the
    /// 12 V bus = 5 A, and its heater, 40 W = 3.33 A.
    @Test func surgeBelowPower_refused_onEditAndInAFile() throws {
        let path = try van("v3.json")
        let edit = try CableProcess.run(["set", "load", path, "Fridge", "--surge-current", "4A"])
        #expect(edit.status == 65)
        #expect(edit.stderr == "error: \(path): not changed: --surge-current: must be between 5 A and 10000 A, got 4 A\n")
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "\"surgeCurrent\": \"12.5A\"", with: "\"surgeCurrent\": \"1A\"")
        let low = folder.appendingPathComponent("low.json").path
        try text.write(toFile: low, atomically: true, encoding: .utf8)
        let check = try CableProcess.run(["check", low])
        #expect(check.status == 65)
        #expect(check.stderr.contains(": loads[3].surgeCurrent: must be between 3.33 A and 10000 A, got 1 A\n"))
    }

    /// `set` with both surge options is refused before the file is read (exit 64); one of them on
    /// a load that has the other replaces it (the heater's 12.5 A becomes 150 W).
    @Test func setBothSurgeOptions_usageError_andOneReplacesTheOther() throws {
        let path = try van("v4.json")
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let both = try CableProcess.run([
            "set", "load", path, "Diesel heater", "--surge-current", "3A", "--surge-power", "300W",
        ])
        #expect(both.status == 64)
        #expect(both.stderr == "error: give either --surge-current or --surge-power, not both\nSee 'cable set --help'.\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
        let replaced = try CableProcess.run(["set", "load", path, "Diesel heater", "--surge-power", "150W"])
        #expect(replaced.status == 0)
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after.contains("\"surgePower\": \"150W\""))
        #expect(!after.contains("\"surgeCurrent\""))
        let added = try CableProcess.run([
            "add", "load", path, "--name", "Pump", "--power", "100W", "--length", "2m", "--surge-current", "9A",
            "--surge-power", "200W",
        ])
        #expect(added.status == 64)
        #expect(added.stderr == "error: give either --surge-current or --surge-power, not both\nSee 'cable add --help'.\n")
        // Neither of the pair is still the entity's data error (the guide's `load 'TV'` example).
        let neither = try CableProcess.run(["add", "load", path, "--name", "TV", "--length", "2m"])
        #expect(neither.status == 65)
        #expect(neither.stderr == "error: \(path): not changed: load 'TV': give --current (A) or --power (W)\n")
    }

    /// rev34d F10e and F10g: `list` shows a load's surge as it shows an inverter's (the van's
    /// heater: 12.5 A for 180 s), in the line's language; an inverter's `--surge-seconds` without
    /// `--surge-power` is refused as a load's is.
    @Test func listShowsALoadsSurge_andInverterDurationNeedsItsSurge() throws {
        let path = try van("v7.json")
        let list = try CableProcess.run(["list", "load", path])
        #expect(list.stdout.contains("  8 h/day, critical, surge 12.5 A for 180 s\n"))
        let french = try CableProcess.run(["list", "load", path, "--lang", "fr"])
        #expect(french.stdout.contains("crête 12,5 A pendant 180 s\n"))
        let refused = try CableProcess.run([
            "set", "inverter", path, "Inverter 2 kW", "--unset", "surge-power", "--surge-seconds", "5",
        ])
        #expect(refused.status == 65)
        #expect(
            refused.stderr
                == "error: \(path): not changed: --surge-seconds: needs the surge it lasts for: surgeCurrent (A) or "
                + "surgePower (W)\n")
        // The same in a file (CHANGES' example).
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "\"surgePower\": \"4000W\"", with: "\"surgeSeconds\": 5")
        let file = folder.appendingPathComponent("inverter.json").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let check = try CableProcess.run(["check", file])
        #expect(check.status == 65)
        #expect(
            check.stderr.contains(
                ": inverters[0].surgeSeconds: needs the surge it lasts for: surgeCurrent (A) or surgePower (W)\n"))
    }

    /// `--sheathed` is written as true (it was written as the string "true" and refused).
    @Test func addLoad_sheathed_isWrittenAsABoolean() throws {
        let path = try van("v5.json")
        let added = try CableProcess.run([
            "add", "load", path, "--name", "Pump", "--current", "5A", "--length", "2m", "--sheathed",
        ])
        #expect(added.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"sheathed\": true"))
    }
}
