import Foundation
import Testing

/// Runs of the built binary for `cable catalog` and `cable add --from`, and the user's
/// catalogues (`--catalog FILE`, `$XDG_DATA_HOME/cable/catalog/*.json`), each test in a fresh
/// temporary folder.
@Suite("Catalog commands: list, search, show, add --from, user catalogues")
final class CatalogCommandTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-catalog") }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A new 12 V system file in this test's folder.
    func newSystem(_ name: String = "van.json", voltage: String = "12V") throws -> String {
        let file = path(name)
        let result = try CableProcess.run(["new", file, "--name", "Van", "--voltage", voltage])
        #expect(result.status == 0, "\(result.stderr)")
        return file
    }

    static let myFridge =
        #"{"id": "fridge-compressor-40l", "name": "My 40 L fridge", "kind": "load", "category": "refrigeration", "voltages": [12], "power": "38W", "dutyCycle": 0.5, "source": "Nameplate of my own fridge, measured 38 W"}"#

    static func catalogText(_ entries: String...) -> String {
        #"{"schemaVersion": 1, "entries": [\#(entries.joined(separator: ", "))]}"#
    }

    // MARK: - show, list, search

    @Test func show_printsTheFiguresTheSourceAndHowToAddIt() throws {
        let result = try CableProcess.run(["catalog", "show", "victron-orion-tr-smart-12-12-30"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                victron-orion-tr-smart-12-12-30
                  Name      Victron Orion-Tr Smart 12/12-30 (isolated)
                  Kind      charger (dcdc)
                  Category  Chargers
                  Tags      dc-dc, alternator
                  Voltage   12 V
                  Output    30 A
                  Source    Victron Energy, Orion-Tr Smart DC-DC charger (isolated) data sheet: model 12/12-30 charges a 12 V battery at 30 A from 12 V (the model name's figure, NOT checked against the maker's table here: unverified; the label wins, give it with --output-current)
                  From      built-in

                Add it: cable add charger FILE --from victron-orion-tr-smart-12-12-30 --name "Victron Orion-Tr Smart 12/12-30 (isolated)" --length <length>

                """)
    }

    /// A PV module shows its STC figures (CEC list: SPR-E19-235, Voc 48.4 V, Isc 6.18 A, Vmp 40.5 V,
    /// Imp 5.8 A, −0.12294 V/K = −0.254 %/K), no bus voltage, and `add array` as its command.
    @Test func show_aModule_printsItsSTCFiguresAndAddArray() throws {
        let result = try CableProcess.run(["catalog", "show", "sunpower-spr-e19-235"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  Kind             PV module\n"))
        #expect(result.stdout.contains("  Open circuit     Voc 48.4 V, Isc 6.18 A\n"))
        #expect(result.stdout.contains("  Maximum power    Vmp 40.5 V, Imp 5.8 A\n"))
        #expect(result.stdout.contains("  Voc coefficient  -0.254 %/K\n"))
        #expect(!result.stdout.contains("Voltage"))
        #expect(
            result.stdout.hasSuffix(
                "Add it: cable add array FILE --from sunpower-spr-e19-235 --name \"SunPower SPR-E19-235 235 W module (72 cells)\" "
                    + "--charger NAME --series <count> --parallel <count> --length <length>\n"))
    }

    @Test func show_unknownID_isExit65WithTheClosestID() throws {
        let result = try CableProcess.run(["catalog", "show", "fridge-compressor-40"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: no catalogue entry 'fridge-compressor-40'. Did you mean 'fridge-compressor-40l'?\n")
    }

    @Test func search_inGerman_findsTheWindlasses() throws {
        let result = try CableProcess.run(["catalog", "search", "Ankerwinde"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Deck: windlasses, winches, thrusters
                ID              Name                                    Kind  Figures
                windlass-1000w  Anchor windlass 1000 W (boats 10–14 m)  load  1000 W, 0.05 h/day, 12/24 V
                windlass-1500w  Anchor windlass 1500 W (boats 14–18 m)  load  1500 W, 0.05 h/day, 12/24 V
                windlass-500w   Anchor windlass 500 W (boats 6–10 m)    load  500 W, 0.05 h/day, 12/24 V

                3 entries; 'cable catalog show ID' gives the figures and their source.

                """)
    }

    @Test func search_nothingFound_isExit1LikeGrep() throws {
        let result = try CableProcess.run(["catalog", "search", "zeppelin"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "no entry matches 'zeppelin'; 'cable catalog list' shows them all\n")
        let (json, object) = try CableProcess.json(["catalog", "search", "zeppelin"])
        #expect(json.status == 1)
        #expect((object["entries"] as? [Any])?.isEmpty == true)
    }

    @Test func listJSON_hasEveryEntryWithEveryKey() throws {
        let (result, object) = try CableProcess.json(["catalog", "list"])
        #expect(result.status == 0)
        #expect(object["schemaVersion"] as? Int == 1)
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count >= 150)
        let keys: Set<String> = [
            "ac", "category", "chargerKind", "currentAmperes", "cutoffVoltageVolts", "dutyCycle", "efficiency", "hoursPerDay",
            "id",
            "idlePowerWatts", "kind", "module", "name", "names", "origin", "outputCurrentAmperes", "powerWatts",
            "replacesBuiltIn",
            "source", "surgeCurrentAmperes", "surgePowerWatts", "surgeSeconds", "tags", "typicalHoursPerDay", "voltagesVolts",
        ]
        for entry in entries { #expect(Set(entry.keys) == keys) }
        // A PV module's figures are in `module`; other kinds have it null.
        let module = try #require(
            entries.first { $0["id"] as? String == "sunpower-spr-e19-235" }?["module"] as? [String: Any])
        #expect(module["vocVolts"] as? Double == 48.4)
        #expect(module["iscAmperes"] as? Double == 6.18)
        #expect(module["maxSeriesFuseAmperes"] is NSNull)
        let fridge = try #require(entries.first { $0["id"] as? String == "fridge-compressor-40l" })
        #expect(fridge["module"] is NSNull)
        #expect(fridge["powerWatts"] as? Double == 45)
        #expect(fridge["dutyCycle"] as? Double == 0.35)
        #expect((fridge["names"] as? [String: String])?["de"] == "Kompressor-Kühlbox 40–50 L")
    }

    @Test func catalog_badAction_isAUsageError() throws {
        let result = try CableProcess.run(["catalog", "lst"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: unknown action 'lst'. Did you mean 'list'?\nSee 'cable catalog --help'.\n")
        #expect(try CableProcess.run(["catalog", "show"]).status == 64)
        #expect(try CableProcess.run(["catalog", "list", "fridge"]).status == 64)
    }

    // MARK: - add --from

    /// The Phoenix Inverter Smart 24/3000's manual gives 18.6 V as its low-battery shutdown
    /// default (the entry's source): `add inverter --from` writes it as `cutoffVoltage`, and the
    /// report's cut-off and continuous DC current use it: 2400 W / (0.9 × 18.6 V) = 143.37 A (the
    /// sheet's maximum efficiency, 94 %, is held to 0.9 at rated power: rev34d F5).
    /// An entry without a sourced figure writes none; `catalog show` says the default applies.
    @Test func addFrom_writesTheSourcedShutdownVoltage() throws {
        let file = try newSystem(voltage: "24V")
        let added = try CableProcess.run(
            ["add", "inverter", file, "--from", "victron-phoenix-smart-24-3000", "--name", "Inverter", "--length", "1.5m"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try text(file).contains("\"idlePower\": \"13W\",\n      \"cutoffVoltage\": \"18.6V\",\n"))
        let (_, json) = try CableProcess.json(["report", file])
        let inverter = try #require((json["inverters"] as? [[String: Any]])?.first)
        expectClose(inverter["cutoffVoltageVolts"] as? Double, 18.6, tolerance: 1e-9)
        expectClose(inverter["continuousCurrentAmperes"] as? Double, 2400 / (0.9 * 18.6), tolerance: 1e-6)
        let show = try CableProcess.run(["catalog", "show", "victron-phoenix-smart-24-3000"])
        #expect(show.stdout.contains("Cut-off") && show.stdout.contains("18.6 V"))
        let (_, entry) = try CableProcess.json(["catalog", "show", "victron-phoenix-smart-24-3000"])
        #expect((entry["entry"] as? [String: Any])?["cutoffVoltageVolts"] as? Double == 18.6)
        let unsourced = try CableProcess.run(["catalog", "show", "victron-phoenix-smart-12-3000"])
        #expect(unsourced.stdout.contains("not given: the default applies (77.5 % of nominal)"))
        let other = try newSystem("other.json")
        #expect(
            try CableProcess.run(["add", "inverter", other, "--from", "victron-phoenix-smart-12-3000", "--name", "I"]).status == 0
        )
        #expect(!(try text(other).contains("cutoffVoltage")))
    }

    @Test func addFrom_fillsTheFieldsRecordsTheIDAndTheReportNamesTheSource() throws {
        let file = try newSystem()
        for arguments in [
            ["add", "inverter", file, "--from", "inverter-2000w-12v", "--name", "Inverter", "--length", "1.5m"],
            ["add", "load", file, "--from", "kettle-2kw", "--name", "Kettle", "--inverter", "Inverter"],
            ["add", "charger", file, "--from", "victron-orion-tr-smart-12-12-30", "--name", "DC-DC", "--length", "2m"],
            ["add", "load", file, "--from", "fridge-compressor-40l", "--name", "Fridge", "--length", "4m", "--power", "50W"],
        ] {
            let result = try CableProcess.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        // The entry's figures, the command line's --power winning, and catalogId on each.
        #expect(
            try text(file) == """
                {
                  "schemaVersion": 1,
                  "name": "Van",
                  "nominalVoltage": "12V",
                  "loads": [
                    { "name": "Kettle", "power": "2000W", "hoursPerDay": 0.1, "inverter": "Inverter", "catalogId": "kettle-2kw" },
                    { "name": "Fridge", "power": "50W", "length": "4m", "hoursPerDay": 8.4, "surgePower": "120W", "catalogId": "fridge-compressor-40l" }
                  ],
                  "batteries": [],
                  "chargers": [
                    { "name": "DC-DC", "kind": "dcdc", "outputCurrent": "30A", "length": "2m", "catalogId": "victron-orion-tr-smart-12-12-30" }
                  ],
                  "inverters": [
                    { "name": "Inverter", "power": "2000W", "efficiency": 0.9, "idlePower": "12W", "surgePower": "4000W", "length": "1.5m", "catalogId": "inverter-2000w-12v" }
                  ]
                }

                """)
        #expect(try CableProcess.run(["check", file]).status == 0)
        let report = try CableProcess.run(["report", file])
        #expect(report.status == 0)
        #expect(
            report.stdout.contains(
                "Catalogue entries (figures filled by 'cable add --from'; 'cable catalog show ID' gives them)\n"
                    + "  Kettle (load)        kettle-2kw: Generic planning figure. Basis: domestic kettles are rated 1.8–3 kW;"))
        #expect(
            report.stdout.contains(
                "  DC-DC (charger)      victron-orion-tr-smart-12-12-30: Victron Energy, Orion-Tr Smart DC-DC charger (isolated) "
                    + "data sheet: model 12/12-30 charges a 12 V battery at 30 A from 12 V (the model name's figure, NOT checked "
                    + "against the maker's table here: unverified; the label wins, give it with --output-current)\n"))
        let (_, json) = try CableProcess.json(["report", file])
        let references = try #require(json["catalogReferences"] as? [[String: Any]])
        #expect(
            references.map { $0["catalogId"] as? String } == [
                "kettle-2kw", "fridge-compressor-40l", "victron-orion-tr-smart-12-12-30", "inverter-2000w-12v",
            ])
        #expect(references.map { $0["kind"] as? String } == ["load", "load", "charger", "inverter"])
        #expect(references.allSatisfy { $0["found"] as? Bool == true })
        let html = try CableProcess.run(["report", file, "--format", "html"])
        #expect(html.stdout.contains("<h2>Catalogue entries</h2>"))
        #expect(html.stdout.contains("<td>victron-orion-tr-smart-12-12-30</td>"))
    }

    @Test func addFrom_refusals_leaveTheFileUnchanged() throws {
        let file = try newSystem()
        let before = try text(file)
        let unknown = try CableProcess.run([
            "add", "load", file, "--from", "fridge-compresor-40l", "--name", "F", "--length", "4m",
        ])
        #expect(unknown.status == 65)
        #expect(
            unknown.stderr == "error: --from: no catalogue entry 'fridge-compresor-40l'. Did you mean 'fridge-compressor-40l'?\n")
        let kind = try CableProcess.run(["add", "charger", file, "--from", "fridge-compressor-40l", "--name", "F"])
        #expect(kind.status == 65)
        #expect(
            kind.stderr
                == "error: \(file): catalogue entry 'fridge-compressor-40l' is a load, not a charger; use 'cable add load'\n")
        let ac = try CableProcess.run(["add", "load", file, "--from", "kettle-2kw", "--name", "Kettle"])
        #expect(ac.status == 65)
        #expect(
            ac.stderr
                == "error: \(file): catalogue entry 'kettle-2kw' is an AC device: give --inverter NAME (the inverter that feeds it)\n"
        )
        let catalogAlone = try CableProcess.run([
            "add", "load", file, "--catalog", path("c.json"), "--name", "F", "--power", "5W",
        ])
        #expect(catalogAlone.status == 64)
        #expect(try text(file) == before)
    }

    @Test func addFrom_onAnotherVoltage_needsTheDevicesOwnFigure() throws {
        let file = try newSystem(voltage: "48V")
        let refused = try CableProcess.run([
            "add", "load", file, "--from", "fridge-compressor-40l", "--name", "F", "--length", "3m",
        ])
        #expect(refused.status == 65)
        #expect(
            refused.stderr
                == "error: \(file): catalogue entry 'fridge-compressor-40l' has figures for 12 V, 24 V, not this 48 V system; "
                + "give the device's own figures (--power or --current; --output-current for a charger) or choose an entry for 48 V\n"
        )
        let given = try CableProcess.run([
            "add", "load", file, "--from", "fridge-compressor-40l", "--name", "F", "--length", "3m", "--current", "1A",
        ])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(
            try text(file).contains(
                #"{ "name": "F", "current": "1A", "length": "3m", "hoursPerDay": 8.4, "surgePower": "120W", "catalogId": "fridge-compressor-40l" }"#
            ))
    }

    // MARK: - User catalogues

    @Test func catalogOption_userEntryReplacesTheBuiltInOne() throws {
        let mine = path("mine.json")
        try write(Self.catalogText(Self.myFridge), to: mine)
        let show = try CableProcess.run(["catalog", "show", "fridge-compressor-40l", "--catalog", mine])
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("  Power     38 W\n"))
        #expect(show.stdout.contains("  From      \(mine) (replaces the built-in entry)\n"))
        let file = try newSystem()
        let add = try CableProcess.run([
            "add", "load", file, "--from", "fridge-compressor-40l", "--catalog", mine, "--name", "Fridge", "--length", "4m",
        ])
        #expect(add.status == 0, "\(add.stderr)")
        // 50 % duty: 12 h a day.
        #expect(
            try text(file).contains(#""power": "38W", "length": "4m", "hoursPerDay": 12, "catalogId": "fridge-compressor-40l""#))
    }

    @Test func dataHomeFolder_isReadInNameOrder_laterFilesWinning() throws {
        let data = path("data")
        try write(Self.catalogText(Self.myFridge), to: data + "/cable/catalog/a.json")
        try write(
            Self.catalogText(Self.myFridge.replacingOccurrences(of: "38W", with: "41W")), to: data + "/cable/catalog/b.json")
        try write("not json", to: data + "/cable/catalog/notes.txt")
        let result = try CableProcess.run(
            ["catalog", "show", "fridge-compressor-40l", "--json"], environment: ["XDG_DATA_HOME": data])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let entry = try #require(object["entry"] as? [String: Any])
        #expect(entry["powerWatts"] as? Double == 41)
        #expect(entry["origin"] as? String == data + "/cable/catalog/b.json")
        #expect(entry["replacesBuiltIn"] as? Bool == true)
        // Without XDG_DATA_HOME, $HOME/.local/share is the folder.
        let home = path("home")
        try write(Self.catalogText(Self.myFridge), to: home + "/.local/share/cable/catalog/mine.json")
        let fromHome = try CableProcess.run(["catalog", "show", "fridge-compressor-40l"], environment: ["HOME": home])
        #expect(fromHome.stdout.contains("  Power     38 W\n"))
    }

    @Test func badUserCatalogue_isExit65NamingTheFileAndJSONPath() throws {
        let bad = path("bad.json")
        try write(Self.catalogText(Self.myFridge.replacingOccurrences(of: "\"38W\"", with: "\"-38W\"")), to: bad)
        let result = try CableProcess.run(["catalog", "list", "--catalog", bad])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: \(bad):1:164: entries[0].power: must be > 0 W, got -38 W\n")
        let missing = try CableProcess.run(["catalog", "list", "--catalog", path("nothing.json")])
        #expect(missing.status == 66)
        #expect(missing.stderr == "error: cannot read '\(path("nothing.json"))': no such file\n")
    }
}
