import Foundation
import Testing

/// `cable list [KIND] FILE`, run on the built binary: a KIND (singular as `add` takes it, or
/// plural, any case) shows only that kind's rows in the same columns; JSON holds only that
/// kind's list; a kind the file has none of says so and exits 0; a mistyped kind is a usage
/// error with a suggestion. Without KIND the output is the whole list (`EditCommandTests`, the
/// comparison runs).
@Suite("list KIND FILE")
final class ListKindTests {
    let folder: URL
    let file: String

    /// A 12 V system with one load, one MPPT and one PV array on it; no battery, inverter or panel.
    static let system = #"""
        { "schemaVersion": 1, "name": "PV", "nominalVoltage": 12,
          "loads": [ { "name": "Fridge", "current": "5A", "length": "4m", "hoursPerDay": 10 } ],
          "chargers": [ { "name": "MPPT", "kind": "solar", "outputCurrent": 30, "length": 2 } ],
          "arrays": [ { "name": "Roof", "charger": "MPPT", "module": { "voc": "22.5V", "isc": "5.21A", "vmp": "18.5V", "imp": "4.91A", "power": "100W", "vocTempCoefficient": -0.28, "maxSeriesFuse": "15A" }, "series": 2, "parallel": 1, "length": "5m" } ] }
        """#

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent("pv.json").path
        try Self.system.write(toFile: file, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test(arguments: ["array", "arrays", "ARRAYS", "Array"])
    func kind_showsOnlyThatKindsRows_singularOrPlural(_ kind: String) throws {
        let result = try CableProcess.run(["list", kind, file])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                PV — 12 V

                Kind      Name  Rating                   Length  Use
                PV array  Roof  2 in series × 1 × 100 W  5 m     on MPPT

                """)
    }

    @Test func load_keepsTheColumnsOfTheWholeList() throws {
        let result = try CableProcess.run(["list", "load", file])
        #expect(result.status == 0)
        #expect(result.stdout == "PV — 12 V\n\nKind  Name    Rating  Length  Use\nload  Fridge  5 A     4 m     10 h/day\n")
        // The same row as in the whole list.
        let whole = try CableProcess.run(["list", file])
        #expect(whole.stdout.contains("load      Fridge  5 A                      4 m     10 h/day\n"))
    }

    @Test func kindWithNoEntities_saysSo_inTheLanguage_andExitsZero() throws {
        let english = try CableProcess.run(["list", "panel", file])
        #expect(english.status == 0)
        #expect(english.stderr == "")
        #expect(english.stdout == "PV — 12 V\n\n(no panels)\n")
        let german = try CableProcess.run(["list", "inverters", file, "--lang", "de"])
        #expect(german.status == 0)
        #expect(german.stdout == "PV — 12 V\n\n(keine Wechselrichter)\n")
        #expect(try CableProcess.run(["list", "battery", file, "--lang", "fr"]).stdout == "PV — 12 V\n\n(aucune batterie)\n")
    }

    @Test func json_holdsOnlyThatKindsList() throws {
        let (result, json) = try CableProcess.json(["list", "array", file])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(Set(json.keys) == ["arrays", "name", "nominalVoltage", "schemaVersion"])
        #expect(json["arrays"] as? [String] == ["Roof"])
        #expect(json["name"] as? String == "PV")
        #expect(json["nominalVoltage"] as? Double == 12)
        // None of the kind: an empty list, exit 0, in any language the same bytes.
        let (empty, panels) = try CableProcess.json(["list", "panels", file])
        #expect(empty.status == 0)
        #expect(Set(panels.keys) == ["panels", "name", "nominalVoltage", "schemaVersion"])
        #expect(panels["panels"] as? [String] == [])
        #expect(try CableProcess.run(["list", "panels", file, "--json", "--lang", "nl"]).stdout == empty.stdout)
    }

    @Test func mistypedKind_isAUsageError_withTheClosestKind() throws {
        let english = try CableProcess.run(["list", "arays", file])
        #expect(english.status == 64)
        #expect(english.stdout == "")
        #expect(english.stderr == "error: unknown kind 'arays'. Did you mean 'array'?\nSee 'cable list --help'.\n")
        let german = try CableProcess.run(["list", "lod", file, "--lang", "de"])
        #expect(german.status == 64)
        #expect(german.stderr == "Fehler: unbekannte Art 'lod'. Meinten Sie 'load'?\nSiehe 'cable list --help'.\n")
        let far = try CableProcess.run(["list", "xyzzy", file])
        #expect(far.status == 64)
        #expect(far.stderr.hasPrefix("error: unknown kind 'xyzzy'; use load, battery, charger, inverter, panel or array\n"))
    }

    @Test func aKindAlone_isAMissingFile_unlessAFileHasItsName() throws {
        let missing = try CableProcess.run(["list", "load"], in: folder)
        #expect(missing.status == 64)
        #expect(missing.stderr == "error: missing FILE (a system file, or - for standard input)\nSee 'cable list --help'.\n")
        // A file named like a kind is still listed as the FILE.
        try Self.system.write(to: folder.appendingPathComponent("loads"), atomically: true, encoding: .utf8)
        let named = try CableProcess.run(["list", "loads"], in: folder)
        #expect(named.status == 0)
        #expect(named.stdout.hasPrefix("PV — 12 V\n\nKind "))
        // Any other missing file is the file error it was.
        let other = try CableProcess.run(["list", "nothere.json"], in: folder)
        #expect(other.status == 66)
        #expect(other.stderr == "error: cannot read 'nothere.json': no such file\n")
    }

    @Test func aThirdArgument_isRefused_namingBothArguments() throws {
        let result = try CableProcess.run(["list", "load", file, "extra"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: unexpected argument 'extra'; 'list' takes [KIND] FILE\nSee 'cable list --help'.\n")
    }
}
