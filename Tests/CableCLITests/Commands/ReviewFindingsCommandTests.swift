import Foundation
import Testing

/// rev34e's findings F3 and F7 through the built binary.
@Suite("rev34e: a 32 A string fuse; the words of surge and input lines")
final class ReviewFindingsCommandTests: TemporaryFolderSuite, ExampleFolder {
    init() throws { try super.init(named: "cable-rev34e") }

    /// F3: three strings of an 810 W module (Isc 20 A, maximum series fuse 35 A) need string fuses
    /// of at least 1.5625 × 20 = 31.25 A (NEC 690.8(A)(1), 690.9(A)): the 32 A gPV 10 × 38 mm
    /// fuse-link (Westking SFPV-25, 1–32 A, 1000 V DC) fits under 35 A. The list stopped at 30 A,
    /// so `check` failed pvStringFuse with no way to pass.
    @Test func largeModule_takesA32AStringFuse() throws {
        let file = folder.appendingPathComponent("big.json").path
        let steps: [[String]] = [
            ["new", file, "--name", "Big", "--voltage", "48V"],
            [
                "add", "battery", file, "--name", "Bank", "--chemistry", "lifepo4", "--capacity", "280Ah", "--voltage", "51.2V",
                "--length", "1m",
            ],
            [
                "add", "charger", file, "--name", "MPPT", "--kind", "solar", "--output-current", "100A", "--length", "2m",
                "--max-input-voltage", "250V", "--max-input-current", "100A",
            ],
            [
                "add", "array", file, "--name", "South", "--charger", "MPPT", "--voc", "55.8V", "--isc", "20A", "--vmp", "46.5V",
                "--imp", "17.42A", "--power", "810W", "--voc-temp-coefficient", "-0.25", "--series", "3", "--parallel", "3",
                "--length", "10m", "--max-series-fuse", "35A", "--min-temperature", "-15C",
            ],
        ]
        for step in steps {
            let result = try CableProcess.run(step)
            #expect(result.status == 0, "\(step[0]): \(result.stderr)")
        }
        let check = try CableProcess.run(["check", file])
        #expect(!check.stdout.contains("pvStringFuse"), "\(check.stdout)")
        let (report, json) = try CableProcess.json(["report", file])
        #expect(report.status == 0, "\(report.stderr)")
        let array = try #require((json["arrays"] as? [[String: Any]])?.first)
        #expect(array["stringFuseAmperes"] as? Double == 32)
    }

    /// F7a: a load's surge is its start; an inverter's and the bank run's are a surge current
    /// (de "Stoßstrom", not "Anlaufstrom"), and the sentence names no kind of surge. The van's
    /// inverter surges 477.9 A (2 × 2000 W / (0.9 × 9.3 V)); its heater starts at 12.5 A.
    @Test func surgeRows_nameAStartForLoadsOnly() throws {
        let file = try van("surge.json")
        let english = try CableProcess.run(["report", file])
        #expect(english.stdout.contains("  Diesel heater surge  "), "\(english.stdout)")
        #expect(english.stdout.contains("  Inverter 2 kW surge current  "), "\(english.stdout)")
        let german = try CableProcess.run(["report", file, "--lang", "de"])
        #expect(german.stdout.contains("  Anlaufstrom Diesel heater  "), "\(german.stdout)")
        #expect(german.stdout.contains("  Stoßstrom Inverter 2 kW  "), "\(german.stdout)")
        #expect(!german.stdout.contains("Anlaufstrom Inverter"), "\(german.stdout)")
        #expect(!german.stdout.contains("der Anlaufstrom bestimmt"), "\(german.stdout)")
        for (language, start) in [("fr", "Démarrage (Inverter"), ("nl", "Aanloopstroom Inverter")] {
            let report = try CableProcess.run(["report", file, "--lang", language])
            #expect(report.status == 0)
            #expect(!report.stdout.contains(start), "\(report.stdout)")
        }
    }

    /// F7e: with no breaker chosen (the van's fuse block set to DC MCBs, whose 16 mm² terminals
    /// its 25 mm² feeder is beyond) the surge line says what would be needed, not that the surge
    /// sets a breaker that is not there.
    @Test func surgeRow_withoutADevice_saysWouldNeed() throws {
        let file = try van("mcb.json")
        #expect(try CableProcess.run(["set", "panel", file, "Fuse block", "--fuse-type", "dcMcb"]).status == 0)
        let report = try CableProcess.run(["report", file])
        #expect(report.stdout.contains(": the surge would set the breaker, but none fits"), "\(report.stdout)")
        #expect(!report.stdout.contains("the surge sets the breaker"), "\(report.stdout)")
    }

    /// F7b: a DC MCB's polarity names the source battery for a DC-DC input run (its fault current
    /// comes from the start battery at the input's end, not from the bus): 39.17 A takes 50 A.
    @Test func dcMcbPolarity_namesTheSourceBatteryForAnInputRun() throws {
        let file = try van("input.json")
        // On 1 m the input takes 6 mm², within the DC MCB's 16 mm² terminals.
        let set = try CableProcess.run([
            "set", "charger", file, "DC-DC charger", "--input-fuse-type", "dcMcb", "--input-length", "1m",
        ])
        #expect(set.status == 0, "\(set.stderr)")
        let report = try CableProcess.run(["report", file])
        #expect(report.stdout.contains("the source battery on a DC-DC input run"), "\(report.stdout)")
        let bom = try CableProcess.run(["bom", file])
        #expect(
            bom.stdout.contains(
                "50 A DC MCB, for up to 39.17 A; polarised: its + (line) terminal to the side a fault current comes from (the "
                    + "bus; on a DC-DC input run, the source battery)"), "\(bom.stdout)")
    }

    /// F7d: `catalog show` gives a surge's duration (the diesel heater's 120 W for 180 s, which
    /// sets a fuse floor), and calls a load's surge its start in German, as the report does.
    @Test func catalogShow_surgeWithItsSeconds() throws {
        let english = try CableProcess.run(["catalog", "show", "heater-diesel-air-2kw"])
        #expect(english.stdout.contains("Start-up surge  120 W for 180 s"), "\(english.stdout)")
        let german = try CableProcess.run(["catalog", "show", "heater-diesel-air-2kw", "--lang", "de"])
        #expect(german.stdout.contains("Anlauf        120 W während 180 s"), "\(german.stdout)")
        #expect(!german.stdout.contains("Spitze"), "\(german.stdout)")
    }
}
