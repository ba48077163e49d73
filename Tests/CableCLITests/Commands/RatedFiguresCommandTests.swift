import Foundation
import Testing

/// rev34d's findings F1, F4, F5, F10d, F12 and F13 from the command line: a DC-DC charger's
/// `voltage` given as its class, the DC MCB's polarity, an inverter's efficiency at rated power,
/// OS errors in the user's language, the system schema's nulls, and the interrupting rating
/// `size` and `fuse` name. The figures are worked out in RatedFiguresTests (CableCoreTests).
@Suite("Rated figures, polarity, interrupting rating and OS errors from the command line")
struct RatedFiguresCommandTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-rated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The example `kind` written to a temporary file, changed by `edit` (a JSON object).
    static func example(_ kind: String, in folder: URL, edit: (inout [String: Any]) -> Void = { _ in }) throws -> URL {
        let result = try CableProcess.run(["example", kind])
        #expect(result.status == 0)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        edit(&object)
        let file = folder.appendingPathComponent("\(kind).json")
        try JSONSerialization.data(withJSONObject: object).write(to: file)
        return file
    }

    static func circuit(_ json: [String: Any], kind: String) throws -> [String: Any] {
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        return try #require(circuits.first { $0["kind"] as? String == kind })
    }

    /// F13: a 40 A branch at 48 V charged to 56.8 V takes a 50 A MIDI 58 V (1.25 × 40 = 50 A), which
    /// interrupts 1 kA (FuseType's table); the text says so and that no fault current was checked
    /// (the guide's example, repeated whole).
    @Test func fuse_namesALimitedInterruptingRating_andWhatToDo() throws {
        let arguments = ["fuse", "--current", "40A", "--voltage", "48", "--charge-voltage", "56.8"]
        let result = try CableProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                Fuse for 40 A continuous

                  Fuse        50 A MIDI 58 V
                  At least    50 A (1.25 × 40 A)
                  At most     the ceiling of the wire it protects (give --wire to check)
                  Voltage     rated 58 V DC, for the 56.8 V reached charging
                  Interrupts  1 kA, not checked against a fault current: at a battery bank (tens of kA) use Class T, or size the circuit in a system file, which checks it

                """)
        let german = try CableProcess.run(arguments + ["--lang", "de"])
        #expect(german.status == 0)
        #expect(
            german.stdout.contains(
                "1 kA, nicht gegen einen Kurzschlussstrom geprüft: an einer Batteriebank (zig kA) Klasse T verwenden"))
        let french = try CableProcess.run(arguments + ["--lang", "fr"])
        #expect(french.stdout.contains("1 kA, non vérifié par rapport à un courant de court-circuit : près d'un parc"))
    }

    /// F13 in `size`: 10 A at 48 V charged to 56.8 V takes a 15 A ATO blade 58 V (1 kA); a Class T
    /// (20 kA) is named without the advice.
    @Test func size_namesTheInterruptingRating() throws {
        let blade = try CableProcess.run(["size", "-c", "10", "-v", "48", "-l", "1", "--charge-voltage", "56.8"])
        #expect(blade.status == 0)
        #expect(blade.stdout.contains("  Fuse           15 A ATO blade 58 V (≥ 12.5 A, ≤ 20 A ampacity)\n"))
        #expect(
            blade.stdout.contains(
                "  Interrupts     1 kA, not checked against a fault current: at a battery bank (tens of kA) use Class T,"))
        let classT = try CableProcess.run(["size", "-c", "15", "-v", "48", "-l", "5"])
        #expect(classT.status == 0)
        #expect(
            classT.stdout.contains(
                "  Interrupts     20 kA, not checked against a fault current (a system file checks it)\n"))
        for language in ["es", "nl"] {
            let translated = try CableProcess.run(
                ["size", "-c", "10", "-v", "48", "-l", "1", "--charge-voltage", "56.8", "--lang", language])
            #expect(translated.status == 0)
            #expect(translated.stdout.contains(language == "es" ? "use clase T" : "klasse T gebruiken"))
        }
    }

    /// F1: the van's DC-DC charger written `"voltage": "12V"` (the documented default) draws
    /// 30 × 14.2 / (0.87 × 12.5) = 39.17 A, as without it — not 30 × 12 / 10.875 = 33.10 A.
    @Test func report_dcdcVoltageAsItsClass_drawsAsWithout() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.example("van", in: folder) { object in
            var chargers = object["chargers"] as? [[String: Any]] ?? []
            for index in chargers.indices where chargers[index]["input"] != nil { chargers[index]["voltage"] = "12V" }
            object["chargers"] = chargers
        }
        let (result, json) = try CableProcess.json(["report", file.path])
        #expect(result.status == 0)
        let input = try Self.circuit(json, kind: "chargerInput")
        expectClose(input["currentAmperes"] as? Double, 30 * 14.2 / (0.87 * 12.5), tolerance: 1e-9)
    }

    /// F5: the cabin's 3 kW inverter at the sheet's 93 %: its feed takes 0.9 — 3000 / (0.9 × 18.6)
    /// = 179.21 A (was 173.43 A) — and the table shows both figures; JSON `efficiency` stays 0.93
    /// (the budget's) and `ratedPowerEfficiency` is 0.9.
    @Test func report_inverterEfficiencyAtRatedPower() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.example("cabin", in: folder)
        let text = try CableProcess.run(["report", file.path, "--wide"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("93 % (90 %)"))
        let german = try CableProcess.run(["report", file.path, "--wide", "--lang", "de"])
        #expect(german.stdout.contains("93 % (90 %)") && german.stdout.contains("der Wirkungsgrad höchstens 90 %"))
        let (result, json) = try CableProcess.json(["report", file.path])
        #expect(result.status == 0)
        let inverter = try #require((json["inverters"] as? [[String: Any]])?.first)
        #expect(inverter["efficiency"] as? Double == 0.93)
        #expect(inverter["ratedPowerEfficiency"] as? Double == 0.9)
        expectClose(inverter["continuousCurrentAmperes"] as? Double, 3000 / (0.9 * 18.6), tolerance: 1e-9)
    }

    /// F4: the 48 V cabin with DC MCBs: the report's Protection block and every DC MCB line of
    /// the bill say which way round it goes; a Class T line does not.
    @Test func dcMcb_polarityInReportAndBill() throws {
        let file = PackagePaths.root.appendingPathComponent("Fixtures/variants/cabin-48v-dcmcb.json").path
        let report = try CableProcess.run(["report", file, "--wide"])
        #expect(report.status == 0)
        #expect(
            report.stdout.contains(
                "polarised: its + (line) terminal to the side a fault current comes from: the bus on a branch or a charger's run, the "
                    + "source battery on a DC-DC input run\n"))
        let bom = try CableProcess.run(["bom", file, "--wide"])
        #expect(bom.status == 0)
        #expect(
            bom.stdout.contains(
                "0.5 A DC MCB, for up to 0.31 A; polarised: its + (line) terminal to the side a fault current comes from"))
        #expect(!bom.stdout.contains("Class T, for up to 20 A; polarised"))
        let german = try CableProcess.run(["bom", file, "--wide", "--lang", "de"])
        #expect(
            german.stdout.contains(
                "; gepolt: Klemme + (Einspeisung) zu der Seite, von der ein Fehlerstrom kommt (zur Sammelschiene"))
    }

    /// F12: an optional key of the published system schema takes `null` (as `cable` reads it: the
    /// key left out), a required one does not; the description says bare lengths and wire sizes
    /// follow `defaults.units`.
    @Test func systemSchema_takesNullForOptionalKeys() throws {
        let result = try CableProcess.run(["schema", "system"])
        #expect(result.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let load = try #require((definitions["load"] as? [String: Any])?["properties"] as? [String: Any])
        let wire = try #require(load["wire"] as? [String: Any])
        let choices = try #require(wire["anyOf"] as? [[String: Any]])
        #expect(choices.first?["type"] as? String == "null")
        #expect((load["name"] as? [String: Any])?["anyOf"] == nil)
        #expect(((schema["properties"] as? [String: Any])?["nominalVoltage"] as? [String: Any])?["anyOf"] == nil)
        let description = try #require(schema["description"] as? String)
        #expect(
            description.contains("except a length or a wire size in a file whose defaults.units is \"imperial\": feet and AWG"))
        // The file the schema now admits is one cable reads.
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.example("van", in: folder) { object in
            var loads = object["loads"] as? [[String: Any]] ?? []
            loads[0]["wire"] = NSNull()
            loads[0]["surgeSeconds"] = NSNull()
            object["loads"] = loads
            object["panels"] = object["panels"]
        }
        #expect(try CableProcess.run(["check", file.path]).status == 0)
    }

    /// F10d: a folder that does not exist, in German and French: cable's own words for ENOENT
    /// (not the C library's English), and French's space before the colon.
    @Test func writeError_isInTheUsersLanguage() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.example("van", in: folder)
        let target = folder.appendingPathComponent("missing/x.json").path
        let missing = folder.appendingPathComponent("missing").path
        let german = try CableProcess.run(["report", file.path, "-o", target, "--lang", "de"])
        #expect(german.status == 73)
        #expect(german.stdout.isEmpty)
        #expect(
            german.stderr
                == "Fehler: '\(target)' kann nicht angelegt werden: '\(missing)': Datei oder Ordner nicht vorhanden\n")
        let french = try CableProcess.run(["report", file.path, "-o", target, "--lang", "fr"])
        #expect(french.status == 73)
        #expect(french.stderr.hasSuffix("'\(missing)' : fichier ou dossier introuvable\n"))
        let english = try CableProcess.run(["report", file.path, "-o", target])
        #expect(english.stderr == "error: cannot create '\(target)': '\(missing)': no such file or folder\n")
    }
}
