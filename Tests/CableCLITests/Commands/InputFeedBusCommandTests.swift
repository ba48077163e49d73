import Foundation
import Testing

/// rev34d's F20, F7, F18, F6, F11 and F10h through the built binary: a DC-DC input's feed off the
/// house bus and of its input's voltage class, mixed chemistries on the house bus warned, the
/// Protection block's fuse voltages per source, a separate battery drawn by its figures and
/// listed with its bus.
@Suite("DC-DC input feed, mixed chemistries, fuse voltages per source, a separate battery shown")
final class InputFeedBusCommandTests: TemporaryFolderSuite, ExampleFolder {
    init() throws { try super.init(named: "cable-bus") }

    /// The van with a 24 V truck AGM off the house bus (800 CCA).
    func vanWithTruck(_ name: String) throws -> String {
        let path = try van(name)
        let truck = try CableProcess.run([
            "add", "battery", path, "--name", "Truck", "--chemistry", "agm", "--capacity", "100Ah", "--voltage", "24V",
            "--bus", "separate", "--cold-cranking-amps", "800",
        ])
        #expect(truck.status == 0, "\(truck.stderr)")
        return path
    }

    /// The reviewer's F6/F11 file: the van's DC-DC charger drawing from a 48 V LiFePO4 bank off
    /// the house bus (16 × 3.55 = 56.8 V charging) with its lowest input voltage 42 V.
    func vanWithB48(_ name: String) throws -> String {
        let path = try van(name)
        #expect(
            try CableProcess.run([
                "add", "battery", path, "--name", "B48", "--chemistry", "lifepo4", "--capacity", "100Ah", "--voltage",
                "51.2V", "--bus", "separate", "--short-circuit-current", "500A",
            ]).status == 0)
        let set = try CableProcess.run([
            "set", "charger", path, "DC-DC charger", "--input-feed", "B48", "--input-voltage", "42V",
        ])
        #expect(set.status == 0, "\(set.stderr)")
        return path
    }

    /// F20: an Orion-Tr Smart 12/12-30 (a 12 V input: the catalogue entry's voltages; Victron's
    /// range 10–17 V) added `--from` with `--input-feed` naming the 24 V truck battery is refused,
    /// the file unchanged; the van's own DC-DC charger (input.voltage 12.5 V → the 12 V class)
    /// pointed at it is refused by the file's rule; a 12 V start AGM is accepted.
    @Test func twelveVoltInputOnA24VBattery_isRefused() throws {
        let path = try vanWithTruck("f20.json")
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let add = try CableProcess.run([
            "add", "charger", path, "--from", "victron-orion-tr-smart-12-12-30", "--name", "O1212", "--length", "1m",
            "--input-length", "3m", "--input-feed", "Truck",
        ])
        #expect(add.status == 65)
        #expect(
            add.stderr.contains(
                "catalogue entry 'victron-orion-tr-smart-12-12-30' is a charger for a 12 V input, and 'Truck' is 24 V: its "
                    + "input would be destroyed or charge nothing; name a battery of its input's voltage in --input-feed, or "
                    + "choose an entry for a 24 V input"), "\(add.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
        let set = try CableProcess.run(["set", "charger", path, "DC-DC charger", "--input-feed", "Truck"])
        #expect(set.status == 65)
        #expect(
            set.stderr.contains(
                "not changed: --input-feed: must name a battery of the 12 V class its input.voltage 12.5 V belongs to, not "
                    + "'Truck' at 24 V: a charger's input on another voltage is destroyed or charges nothing, got 'Truck'"),
            "\(set.stderr)")
        let german = try CableProcess.run(["set", "charger", path, "DC-DC charger", "--input-feed", "Truck", "--lang", "de"])
        #expect(german.status == 65)
        #expect(german.stderr.contains("muss eine Batterie der 12 V-Klasse nennen"), "\(german.stderr)")
        #expect(
            try CableProcess.run([
                "add", "battery", path, "--name", "Start", "--chemistry", "agm", "--capacity", "70Ah", "--voltage", "12V",
                "--bus", "separate", "--cold-cranking-amps", "800",
            ]).status == 0)
        let fromCatalogue = try CableProcess.run([
            "add", "charger", path, "--from", "victron-orion-tr-smart-12-12-30", "--name", "O1212", "--length", "1m",
            "--input-length", "3m", "--input-feed", "Start",
        ])
        #expect(fromCatalogue.status == 0, "\(fromCatalogue.stderr)")
        #expect(try CableProcess.run(["check", path]).status == 0)
    }

    /// F7: a second bank on the house bus as the DC-DC input's feed is refused (the charger
    /// would draw from the bus it charges), in English and French.
    @Test func houseBusBankAsInputFeed_isRefused() throws {
        let path = try van("f7.json")
        #expect(
            try CableProcess.run([
                "add", "battery", path, "--name", "Bank B", "--chemistry", "lifepo4", "--capacity", "100Ah", "--voltage",
                "12.8V", "--length", "1m",
            ]).status == 0)
        let set = try CableProcess.run(["set", "charger", path, "DC-DC charger", "--input-feed", "Bank B"])
        #expect(set.status == 65)
        #expect(
            set.stderr.contains(
                "not changed: --input-feed: must name a battery off the house bus (bus separate): 'Bank B' is on the house "
                    + "bus the charger charges, so it would draw from the bus it charges, got 'Bank B'"), "\(set.stderr)")
        let french = try CableProcess.run(["set", "charger", path, "DC-DC charger", "--input-feed", "Bank B", "--lang", "fr"])
        #expect(french.stderr.contains("doit nommer une batterie hors du bus de service (bus separate)"), "\(french.stderr)")
    }

    /// F18: the 70 Ah start AGM on the house bus beside the van's LiFePO4 bank: `report` warns
    /// (text and JSON, the JSON in English whatever the language); off the house bus it does not.
    @Test func agmBesideLiFePO4OnTheHouseBus_isWarned() throws {
        let path = try van("f18.json")
        #expect(
            try CableProcess.run([
                "add", "battery", path, "--name", "Start", "--chemistry", "agm", "--capacity", "70Ah", "--voltage", "12V",
                "--length", "1m", "--cold-cranking-amps", "800",
            ]).status == 0)
        let warning =
            "banks of different chemistries in parallel on the house bus ('House bank' LiFePO4, 'Start' AGM): they cannot "
            + "all be charged right and share current unevenly, so the usable energy is not what it shows (put one on its "
            + "own bus, bus separate, charged through a DC-DC charger)"
        let text = try CableProcess.run(["report", path])
        #expect(text.status == 0)
        #expect(text.stdout.contains("  - " + warning + "\n"))
        let (_, json) = try SystemCommandTests.json(["report", path, "--lang", "nl"])
        #expect((json["warnings"] as? [String])?.contains(warning) == true)
        #expect(try CableProcess.run(["set", "battery", path, "Start", "--bus", "separate", "--unset", "length"]).status == 0)
        #expect(!(try CableProcess.run(["report", path]).stdout.contains("different chemistries")))
    }

    /// F6: the Protection block names the house bus's fuse voltage (14.2 V, LiFePO4 4 × 3.55 V)
    /// as the house bus's, then the DC-DC input's own (B48: 16 × 3.55 = 56.8 V; from a 42 V
    /// input outside the file: the 48 V class's highest, 48 × 1.29 = 61.92 V) and the string
    /// fuses' (the van's roof array: gPV 1000 V for 24.3 × (1 + 0.0028 × 35) = 26.68 V cold Voc).
    @Test func fuseVoltage_perSource() throws {
        let path = try vanWithB48("f6.json")
        let text = try CableProcess.run(["report", path]).stdout
        #expect(text.contains("every house-bus fuse rated ≥ 14.2 V DC, the most the house bus reaches charging"), "\(text)")
        #expect(!text.contains("every fuse rated"))
        #expect(text.contains("  DC-DC charger input fuse voltage  "), "\(text)")
        #expect(text.contains("rated ≥ 56.8 V DC, the most its source battery reaches charging"), "\(text)")
        #expect(text.contains("  Roof array string fuses  "), "\(text)")
        #expect(text.contains("gPV, rated 1000 V DC, for the 26.68 V cold open-circuit voltage at the controller"), "\(text)")
        #expect(try CableProcess.run(["set", "charger", path, "DC-DC charger", "--unset", "input-feed"]).status == 0)
        #expect(try CableProcess.run(["report", path]).stdout.contains("rated ≥ 61.92 V DC, the most its source battery"))
        let german = try CableProcess.run(["report", path, "--lang", "de"]).stdout
        #expect(german.contains("jede Sicherung am Bordnetz mit Nennspannung ≥ 14,2 V DC"), "\(german)")
        // The van's own input (12.5 V, a start battery outside the file): the 12 V class's
        // highest, 12 × 1.29 = 15.48 V.
        let own = try van("own.json")
        #expect(try CableProcess.run(["report", own]).stdout.contains("rated ≥ 15.48 V DC, the most its source battery"))
        // A system with no other source voltage and no string fuses keeps the one line.
        let plain = try van("plain.json")
        #expect(try CableProcess.run(["remove", "array", plain, "Roof array"]).status == 0)
        #expect(try CableProcess.run(["remove", "charger", plain, "DC-DC charger"]).status == 0)
        let one = try CableProcess.run(["report", plain]).stdout
        #expect(one.contains("every fuse rated ≥ 14.2 V DC, the most the system reaches charging"), "\(one)")
    }

    /// F11: the diagram draws the input's source as the battery of the file it is (B48's figures,
    /// its separate bus), not "not in this file". F10h: `list` shows the separate bus.
    @Test func separateBattery_drawnAndListedAsSuch() throws {
        let path = try vanWithB48("f11.json")
        let svg = folder.appendingPathComponent("d.svg").path
        #expect(try CableProcess.run(["diagram", path, "-o", svg]).status == 0)
        let drawing = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(drawing.contains("1 × 100 Ah 51.2 V LiFePO4"), "\(drawing)")
        #expect(drawing.contains("separate bus"))
        #expect(!drawing.contains("not in this file"))
        let list = try CableProcess.run(["list", "battery", path])
        #expect(list.status == 0)
        #expect(list.stdout.contains("1S1P, separate bus\n"), "\(list.stdout)")
        #expect(!list.stdout.contains("1S1P, separate bus\nbattery  House"))
        let houseLine = list.stdout.split(separator: "\n").first { $0.contains("House bank") } ?? ""
        #expect(!houseLine.contains("separate"))
        let spanish = try CableProcess.run(["list", "battery", path, "--lang", "es"])
        #expect(spanish.stdout.contains("1S1P, bus aparte"), "\(spanish.stdout)")
    }
}
