import Foundation
import Testing

/// rev34e F5, F1, F12, F9 and F4 through the built binary: a DC-DC charger given by `power`, an
/// `input.voltage` between two classes, the input run's installation keys, a separate battery
/// no charger uses, and `set battery --bus house` naming `--bus`.
@Suite("DC-DC input: power, input voltage class, input installation, unused separate battery, --bus errors")
final class DCDCInputCommandTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-dcdc") }

    static func input(_ json: [String: Any]) throws -> [String: Any] {
        try #require(try SystemCommandTests.circuits(json).first { $0["kind"] as? String == "chargerInput" })
    }

    static func area(_ circuit: [String: Any]) -> Double? {
        (circuit["conductor"] as? [String: Any])?["areaSquareMillimeters"] as? Double
    }

    /// A 12 V house (100 Ah LiFePO4, 12.8 V, charged to 14.2 V) with a DC-DC charger whose
    /// output is `output` (a JSON member) and whose input is `input` (JSON members); `extra`
    /// batteries after the house bank.
    static func file(output: String, input: String, extra: String = "") -> String {
        """
        {
          "schemaVersion": 1,
          "name": "Truck",
          "nominalVoltage": "12V",
          "loads": [ { "name": "Fridge", "power": "60W", "length": "4m", "hoursPerDay": 10 } ],
          "batteries": [ { "name": "House", "chemistry": "lifepo4", "capacityAh": 100, "voltage": "12.8V", "length": "1m" }\(extra) ],
          "chargers": [ { "name": "Orion", "kind": "dcdc", \(output), "length": "1m", "input": { \(input) } } ]
        }
        """
    }

    /// rev34e F5 (`vp2.json`/`vp3.json`): `"power": "240W"` is the 20 A charger (240 / 12 V); its
    /// input draws 20 × 14.2 / (0.87 × 12.5) = 26.11 A, as `"outputCurrent": "20A"` does (16 mm²,
    /// 40 A), not 240 / (0.87 × 12.5) = 22.07 A (10 mm², 30 A).
    @Test func power_drawsAsItsOutputCurrent() throws {
        let byPower = try write(
            "p.json", Self.file(output: "\"power\": \"240W\"", input: "\"length\": \"8m\", \"voltage\": \"12.5V\""))
        let byCurrent = try write(
            "c.json", Self.file(output: "\"outputCurrent\": \"20A\"", input: "\"length\": \"8m\", \"voltage\": \"12.5V\""))
        let (_, power) = try SystemCommandTests.json(["report", byPower])
        let (_, current) = try SystemCommandTests.json(["report", byCurrent])
        let input = try Self.input(power)
        expectClose(input["currentAmperes"] as? Double, 20 * 14.2 / (0.87 * 12.5), tolerance: 1e-9)
        expectClose(input["currentAmperes"] as? Double, 26.1149, tolerance: 1e-4)
        let other = try Self.input(current)
        #expect(Self.area(input) == 16)
        #expect(Self.area(other) == 16)
        let fuse = try #require(input["fuse"] as? [String: Any])
        let otherFuse = try #require(other["fuse"] as? [String: Any])
        #expect(fuse["ratingAmperes"] as? Double == otherFuse["ratingAmperes"] as? Double)
    }

    /// rev34e F1 (`in28.json`): a 24/12-30 on a truck whose alternator holds 28 V, 8 m. I_in =
    /// 30 × 14.2 / (0.87 × 28) = 17.49 A; the drop is a share of 24 V (4 mm²'s 1.501 V would be
    /// 6.25 %), so 6 mm², and the fuse is rated for 24 × 1.29 = 30.96 V. With the 24 V truck
    /// battery named in `input.feed` (`in28f.json`) the file is accepted (it was refused).
    @Test func twentyEightVolts_isA24VSource() throws {
        let path = try write(
            "in28.json", Self.file(output: "\"outputCurrent\": \"30A\"", input: "\"length\": \"8m\", \"voltage\": \"28V\""))
        let (result, json) = try SystemCommandTests.json(["report", path])
        #expect(result.status == 0)
        let input = try Self.input(json)
        expectClose(input["currentAmperes"] as? Double, 30 * 14.2 / (0.87 * 28), tolerance: 1e-9)
        #expect(input["voltageVolts"] as? Double == 24)
        expectClose(input["chargeVoltageVolts"] as? Double, 30.96, tolerance: 1e-9)
        // Real resistance at its load temperature: 6 mm² drops 0.98 V, 4.09 % of 24 V.
        #expect(Self.area(input) == 6)
        expectClose(
            input["voltageDropPercent"] as? Double, (input["voltageDropVolts"] as? Double ?? 0) / 24 * 100, tolerance: 1e-9)
        let truck = """
            , { "name": "Truck", "chemistry": "agm", "capacityAh": 100, "voltage": "24V", "coldCrankingAmps": "800A", "bus": "separate" }
            """
        let fed = try write(
            "in28f.json",
            Self.file(
                output: "\"outputCurrent\": \"30A\"", input: "\"length\": \"8m\", \"voltage\": \"28V\", \"feed\": \"Truck\"",
                extra: truck))
        let check = try CableProcess.run(["check", fed])
        #expect(check.status == 0)
        #expect(check.stderr.isEmpty)
    }

    /// rev34e F12 (`fd.json`, `sh.json`): `input.fuseDistance` and `input.sheathed` are taken
    /// and judged with a battery terminal's limits: 400 mm fails 7 in (177.8 mm); sheathed, 1 m
    /// passes 72 in (1829 mm) where 40 in (1016 mm) would not matter. `--input-engine-room`
    /// derates the run (a 30 A input from 12.5 V: 39.17 A).
    @Test func inputFuseDistanceAndSheathed_areChecked() throws {
        let path = try write(
            "fd.json", Self.file(output: "\"outputCurrent\": \"30A\"", input: "\"length\": \"3m\", \"voltage\": \"12.5V\""))
        #expect(try CableProcess.run(["set", "charger", path, "Orion", "--input-fuse-distance", "400mm"]).status == 0)
        let far = try CableProcess.run(["check", path])
        #expect(far.status == 1)
        #expect(far.stdout.contains("Orion (input): fusePlacement"))
        let (_, json) = try SystemCommandTests.json(["report", path])
        expectClose(try Self.input(json)["fuseDistanceLimitMeters"] as? Double, 0.1778, tolerance: 1e-9)
        #expect(
            try CableProcess.run(["set", "charger", path, "Orion", "--input-sheathed", "--input-fuse-distance", "1.5m"]).status
                == 0)
        let file = try String(contentsOfFile: path, encoding: .utf8)
        #expect(file.contains("\"sheathed\": true"))
        #expect(file.contains("\"fuseDistance\": \"1.5m\""))
        #expect(try CableProcess.run(["check", path]).status == 0)
        let (_, sheathed) = try SystemCommandTests.json(["report", path])
        expectClose(try Self.input(sheathed)["fuseDistanceLimitMeters"] as? Double, 1.8288, tolerance: 1e-9)
        #expect(try CableProcess.run(["set", "charger", path, "Orion", "--input-engine-room"]).status == 0)
        let (_, hot) = try SystemCommandTests.json(["report", path])
        #expect(try Self.input(hot)["engineRoom"] as? Bool == true)
    }

    /// rev34e F12: a separate battery's refused `fuseDistance` points at `input.fuseDistance`,
    /// which now exists.
    @Test func separateBattery_fuseDistance_pointsAtTheInputsKey() throws {
        let path = try write(
            "sep.json",
            Self.file(
                output: "\"outputCurrent\": \"30A\"", input: "\"length\": \"3m\", \"voltage\": \"12.5V\", \"feed\": \"Start\"",
                extra:
                    ", { \"name\": \"Start\", \"chemistry\": \"agm\", \"capacityAh\": 70, \"voltage\": \"12V\", \"bus\": \"separate\" }"
            ))
        let refused = try CableProcess.run(["set", "battery", path, "Start", "--fuse-distance", "0.1m"])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("(input.fuseDistance)"))
    }

    /// rev34e F9 (`onlysep.json`): a separate battery no `input.feed` names has no "DC-DC input
    /// fuse" row, and a warning says it feeds nothing.
    @Test func unusedSeparateBattery_warnsAndHasNoInputFuseRow() throws {
        let path = try write(
            "onlysep.json",
            """
            { "schemaVersion": 1, "name": "Only sep", "nominalVoltage": "12V",
              "loads": [ { "name": "Lamp", "power": "10W", "length": "3m" } ],
              "batteries": [ { "name": "Start", "chemistry": "agm", "capacityAh": 70, "voltage": "12V", "bus": "separate" } ] }
            """)
        let report = try CableProcess.run(["report", path])
        #expect(report.status == 0)
        #expect(!report.stdout.contains("DC-DC input fuse"))
        #expect(
            report.stdout.contains(
                "battery 'Start' is off the house bus (bus separate) and no DC-DC charger's input.feed names it: it feeds "
                    + "nothing in this file (name it in a charger's input.feed, or put it on the house bus)"))
        let german = try CableProcess.run(["report", path, "--lang", "de"])
        #expect(german.stdout.contains("Batterie 'Start' liegt außerhalb des Bordnetzes (bus separate)"))
        let (_, json) = try SystemCommandTests.json(["report", path])
        let warnings = try #require(json["warnings"] as? [String])
        #expect(warnings.contains { $0.hasPrefix("battery 'Start' is off the house bus") })
    }

    /// rev34e F4 (`truck24.json`): `set battery Start --bus house` on a 12 V start battery of a
    /// 24 V file names `--bus` (the change) and the key it breaks (one 12 V battery cannot make
    /// 24 V), not a `--count` nobody typed; the file is left unchanged.
    @Test func setBusHouse_namesBus() throws {
        let path = try write(
            "truck24.json",
            """
            { "schemaVersion": 1, "name": "Truck", "nominalVoltage": "24V",
              "batteries": [ { "name": "House", "chemistry": "lifepo4", "capacityAh": 200, "voltage": "25.6V", "length": "1m" },
                             { "name": "Start", "chemistry": "agm", "capacityAh": 100, "voltage": "12V", "bus": "separate" } ],
              "chargers": [ { "name": "Orion", "kind": "dcdc", "outputCurrent": "15A", "length": "1m",
                              "input": { "length": "5m", "voltage": "12V", "feed": "Start" } } ] }
            """)
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let result = try CableProcess.run(["set", "battery", path, "Start", "--bus", "house"])
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                "not changed: --bus: count: must be a multiple of 2 (12 V batteries in series make 24 V), or give an "
                    + "arrangement, got 1"))
        #expect(!result.stderr.contains("--count"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
        // `add` still names the option that writes the key: there it is the fix.
        let added = try CableProcess.run([
            "add", "battery", path, "--name", "Second", "--chemistry", "agm", "--capacity", "100Ah", "--voltage", "12V",
            "--length", "1m",
        ])
        #expect(added.status == 65)
        #expect(added.stderr.contains("--count: must be a multiple of 2"))
    }
}
