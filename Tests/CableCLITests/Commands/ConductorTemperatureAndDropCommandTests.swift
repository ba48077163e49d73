import CableCore
import Foundation
import Testing

@testable import CableCLI

/// #33's contract flag `--conductor-temperature` (with `--temperature` still read), batch's
/// `conductorTemperature` key and CSV column, inverter/charger feeds and the alternator fuse
/// exception end to end; #35's `drop` that always judges and resistances in the unit that keeps
/// three significant digits.
///
/// Class 5 1 mm² is 19.5 Ω/km at 20 °C (IEC 60228 Table 3). At 10 A against its 20 A ampacity
/// (105 °C insulation) the load estimate is θ = 30 + (105 − 30) × (10 / 20)² = 48.75 °C, so
/// over the 60 m path R = 19.5 × 0.060 × (1 + 0.00393 × 28.75) = 1.3022 Ω, ΔV = 13.022 V:
/// 108.52 % of 12 V.
@Suite("Conductor temperature option, drop's default limit, inverter/charger and alternator runs")
struct ConductorTemperatureAndDropCommandTests {
    static func temporaryFile(_ text: String, extension ext: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cable-33c-\(UUID().uuidString).\(ext)")
        try Data(text.utf8).write(to: url)
        return url
    }

    // MARK: - --conductor-temperature

    /// The contract name and the former one give the same output; both at once are one option
    /// given twice.
    @Test func conductorTemperature_andItsAlias_areOneOption() throws {
        let base = ["size", "-c", "20", "-l", "5", "-v", "12"]
        let contract = try CableProcess.run(base + ["--conductor-temperature", "70"])
        let alias = try CableProcess.run(base + ["--temperature", "70"])
        #expect(contract.status == 0)
        #expect(contract.stdout == alias.stdout)
        #expect(contract.stdout.contains("at 70 °C"))
        let both = try CableProcess.run(base + ["--temperature", "70", "--conductor-temperature", "70"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("error: option '--conductor-temperature' given more than once\n"))
        let bad = try CableProcess.run(base + ["--temperature", "500"])
        #expect(bad.status == 64 || bad.status == 65)
        #expect(bad.stderr.contains("--conductor-temperature"))
    }

    /// Every command that computes a resistance takes it (`fuse` computes none: docs/method.md).
    @Test func everyResistanceCommand_takesConductorTemperature() throws {
        for command in ["size", "drop", "table", "wires"] {
            let help = try CableProcess.run([command, "--help"])
            #expect(help.stdout.contains("--conductor-temperature <temp>"), "\(command)")
            #expect(help.stdout.contains("Also read as --temperature."), "\(command)")
        }
        #expect(!(try CableProcess.run(["fuse", "--help"])).stdout.contains("temperature <temp>"))
    }

    /// Batch rows read `conductorTemperature` and `temperature` alike; both in one row is a key
    /// given twice. The CSV record ends with the conductor temperature column.
    @Test func batch_readsConductorTemperature_andWritesItsColumn() throws {
        let ndjson = try Self.temporaryFile(
            #"""
            {"current": 20, "voltage": 12, "length": 5, "conductorTemperature": 60}
            {"current": 20, "voltage": 12, "length": 5, "temperature": 60}
            {"current": 20, "voltage": 12, "length": 5, "temperature": 60, "conductorTemperature": 60}

            """#, extension: "ndjson")
        defer { try? FileManager.default.removeItem(at: ndjson) }
        let records = try CableProcess.run(["batch", ndjson.path]).stdout.split(separator: "\n").map(String.init)
        #expect(records.count == 3)
        #expect(records[0].replacingOccurrences(of: #""line":1"#, with: #""line":2"#) == records[1])
        #expect(records[0].contains(#""conductorTemperatureCelsius":60,"#))
        #expect(records[2].contains(#""error":"conductorTemperature: given more than once""#))
        let csv = try Self.temporaryFile("current,voltage,length,temperature\n20,12,5,60\n20,12,5,\n", extension: "csv")
        defer { try? FileManager.default.removeItem(at: csv) }
        let rows = try CableProcess.run(["batch", csv.path, "--format", "csv"]).stdout.split(separator: "\n")
        #expect(rows.count == 3)
        #expect(rows[0].hasSuffix(",error,id,name,conductorTemperatureCelsius"))
        #expect(rows[1].hasSuffix(",,,,60"))
        // The second row's temperature is estimated from its load (a number, not empty).
        let estimated = try #require(Double(String(rows[2].split(separator: ",").last ?? "")))
        #expect(estimated > 30 && estimated < 105)
    }

    // MARK: - drop always judges (#35)

    /// `cable drop --wire 1 -c 10 -l 30 -v 12` was "ok" without --max-drop; now it fails the
    /// default 5 % and says so.
    @Test func drop_withoutMaxDrop_failsOverTheDefaultLimit() throws {
        let result = try CableProcess.run(["drop", "--wire", "1", "-c", "10", "-l", "30", "-v", "12"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("  Resistance    1.30 Ω (round trip)\n"))
        #expect(result.stdout.contains("  Voltage drop  13.02 V (108.52 %) — limit 5 % (default; --max-drop sets another)\n"))
        #expect(result.stderr.hasSuffix("check failed: drop 108.52 % exceeds the 5 % limit\n"))
        let json = try CableProcess.json(["drop", "--wire", "1", "-c", "10", "-l", "30", "-v", "12"]).1
        #expect((json["input"] as? [String: Any])?["maxDropPercent"] as? Double == 5)
        #expect(json["ok"] as? Bool == false)
    }

    /// Under the limit it passes, naming the limit and where it comes from unless --max-drop
    /// gave it: the default, the critical circuits' limit, ABYC's default, a preference.
    @Test func drop_namesTheLimitItUsed() throws {
        let base = ["drop", "--wire", "6", "-c", "10", "-l", "3", "-v", "12"]
        let plain = try CableProcess.run(base)
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("— limit 5 % (default; --max-drop sets another)\n"))
        #expect(try CableProcess.run(base + ["--max-drop", "3"]).stdout.contains("— limit 3 %\n"))
        #expect(
            try CableProcess.run(base + ["--critical"]).stdout.contains(
                "— limit 3 % (critical circuit; --max-drop sets another)\n"))
        let preferred = try CableProcess.run(base, environment: ["CABLE_MAX_DROP": "4"])
        #expect(preferred.stdout.contains("— limit 4 % (preference: cable config or CABLE_MAX_DROP; --max-drop sets another)\n"))
        let abyc = try CableProcess.run(["drop", "--wire", "10awg", "-c", "10", "-l", "3", "-v", "12", "--standard", "abyc"])
        #expect(abyc.stdout.contains("— limit 10 % (ABYC E-11 default; --max-drop sets another)\n"))
        let german = try CableProcess.run(base + ["--lang", "de"])
        #expect(german.stdout.contains("Grenze 5 % (Vorgabe; --max-drop setzt eine andere)"))
    }

    struct OhmsCase: Sendable, CustomTestStringConvertible {
        let ohms: Double
        let text: String
        var testDescription: String { text }
    }

    /// Three significant digits in the unit that keeps them: #35's "1.30 Ω, not 1302.2 mΩ".
    @Test(arguments: [
        OhmsCase(ohms: 1.3022, text: "1.30 Ω"), OhmsCase(ohms: 0.004_12, text: "4.12 mΩ"),
        OhmsCase(ohms: 0.030_24, text: "30.2 mΩ"), OhmsCase(ohms: 0.302_4, text: "302 mΩ"),
        OhmsCase(ohms: 12.34, text: "12.3 Ω"), OhmsCase(ohms: 0.999_7, text: "1.00 Ω"),
        OhmsCase(ohms: 0.000_283, text: "283 µΩ"), OhmsCase(ohms: 1302.2, text: "1302 Ω"),
        OhmsCase(ohms: 1.02, text: "1.02 Ω"), OhmsCase(ohms: 0, text: "0 Ω"),
    ])
    func ohms_keepThreeSignificantDigits(_ test: OhmsCase) {
        #expect(Display.ohms(.ohms(test.ohms), in: .en) == test.text)
    }

    // MARK: - System files: inverter/charger and alternator

    static let system = #"""
        {
          "schemaVersion": 1,
          "name": "Charging runs",
          "nominalVoltage": "12V",
          "batteries": [ { "name": "House", "chemistry": "lifepo4", "capacityAh": 200, "voltage": "12V",
              "maxDischargeCurrent": "500A" } ],
          "chargers": [
            { "name": "Alternator", "kind": "alternator", "outputCurrent": "60A", "length": "0.9m",
              "fuseDistance": "0.9m", "sheathed": true }
          ],
          "inverters": [
            { "name": "Multi", "power": "1600W", "length": "2m", "chargeCurrent": "80A" },
            { "name": "Phoenix", "power": "1600W", "length": "2m" }
          ]
        }
        """#

    /// The inverter/charger's feed takes the critical 3 %, the plain inverter's the ordinary 5 %;
    /// the sheathed 0.9 m alternator run needs no fuse (ABYC E-11), so its fuse 0.9 m away is no
    /// violation, and `report` says so.
    @Test func report_inverterChargerAndAlternatorExemption() throws {
        let url = try Self.temporaryFile(Self.system, extension: "json")
        defer { try? FileManager.default.removeItem(at: url) }
        let check = try CableProcess.run(["check", url.path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let (result, json) = try CableProcess.json(["report", url.path])
        #expect(result.status == 0)
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        func circuit(_ name: String) throws -> [String: Any] { try #require(circuits.first { $0["name"] as? String == name }) }
        #expect(try circuit("Multi")["maxDropPercent"] as? Double == 3)
        #expect(try circuit("Phoenix")["maxDropPercent"] as? Double == 5)
        #expect(try circuit("Alternator")["fusePlacementRule"] as? String == "alternatorExempt")
        let text = try CableProcess.run(["report", url.path])
        #expect(text.stdout.contains("not required (alternator)"), "\(text.stdout)")
    }
}
