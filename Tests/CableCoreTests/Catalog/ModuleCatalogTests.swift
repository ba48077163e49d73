import Testing

@testable import CableCore

/// The catalogue's PV modules (kind `module`): at least 12 real modules with their STC figures
/// and source, decoded by the rules of an array's `module`, and the members `add array --from`
/// writes.
@Suite("Catalog: PV modules")
struct ModuleCatalogTests {
    static var modules: [CatalogEntry] { CatalogTests.catalog.entries.filter { $0.kind == .module } }

    @Test func builtIn_hasAtLeast12ModulesEachWithItsSourceRow() throws {
        #expect(Self.modules.count >= 12)
        for entry in Self.modules {
            let module = try #require(entry.module, "\(entry.id)")
            // The CEC list's row, or the maker's data sheet.
            #expect(entry.source.contains("CEC Modules.csv") || entry.source.contains(" data sheet, Rev."), "\(entry.id)")
            // The source states the figures the entry carries.
            #expect(entry.source.contains("Voc \(NumberText.shortest(module.voc.volts)) V"), "\(entry.id)")
            #expect(entry.source.contains("Isc \(NumberText.shortest(module.isc.amperes)) A"), "\(entry.id)")
            // Pmax = Vmp × Imp within 1 % (the list gives both; the entry's power is the rating).
            expectClose(module.vmp.volts * module.imp.amperes, module.power.watts, relative: 0.01, "\(entry.id)")
        }
    }

    /// SunPower SPR-E19-235 in the CEC list: Voc 48.4 V, beta_oc −0.12294 V/K: −0.12294 / 48.4 =
    /// −0.254 %/K.
    @Test func sunPowerE19_235_carriesItsListedFigures() throws {
        let entry = try #require(CatalogTests.catalog.listing(id: "sunpower-spr-e19-235")?.entry)
        let module = try #require(entry.module)
        #expect(module.voc == .volts(48.4))
        #expect(module.isc == .amperes(6.18))
        #expect(module.vmp == .volts(40.5))
        #expect(module.imp == .amperes(5.8))
        #expect(module.power == .watts(235))
        expectClose(module.vocTempCoefficient, -0.12294 / 48.4 * 100, absolute: 0.0005)
        #expect(module.maxSeriesFuse == nil)
    }

    /// SoliTek SOLID Agro 245 W data sheet, Rev. 20230731, Electrical data (STC): Voc 27.03 V, Isc 11.18 A,
    /// Vmpp 23.07 V, Impp 10.62 A, 245 W; Temperature ratings: voltage coefficient (β) −0.265 %/°C. No
    /// series fuse rating named on the sheet, so none in the entry. 23.07 × 10.62 = 245.0 W.
    @Test func soliTekSolidAgro245_carriesItsDataSheetFigures() throws {
        let entry = try #require(CatalogTests.catalog.listing(id: "solitek-solid-agro-245")?.entry)
        let module = try #require(entry.module)
        #expect(module.voc == .volts(27.03))
        #expect(module.isc == .amperes(11.18))
        #expect(module.vmp == .volts(23.07))
        #expect(module.imp == .amperes(10.62))
        #expect(module.power == .watts(245))
        #expect(module.vocTempCoefficient == -0.265)
        #expect(module.maxSeriesFuse == nil)
        #expect(entry.voltages.isEmpty)
        #expect(entry.source.contains("SOLID Agro 245 W data sheet, Rev. 20230731"))
    }

    @Test func addArrayFrom_writesTheModuleMembers_andRefusesOtherKinds() throws {
        let entry = try #require(CatalogTests.catalog.listing(id: "neo-solar-power-d6p120a1f")?.entry)
        let fields = try entry.systemFileFields(
            for: .array, nominalVoltage: .volts(24), given: [("name", .string("Roof", .none))])
        let text = fields.map { "\($0.key)=\($0.value.stringValue ?? "\($0.value)")" }
        #expect(text.contains("catalogId=neo-solar-power-d6p120a1f"))
        #expect(text.contains("module.voc=21.6V"))
        #expect(text.contains("module.isc=7.49A"))
        #expect(text.contains("module.vmp=17.33V"))
        #expect(text.contains("module.imp=6.93A"))
        #expect(text.contains("module.power=120W"))
        #expect(fields.contains { $0.key == "module.vocTempCoefficient" })
        #expect(throws: SystemEditError.catalogKind(id: entry.id, kind: .module, wanted: .charger)) {
            _ = try entry.systemFileFields(for: .charger, nominalVoltage: .volts(12), given: [])
        }
    }

    @Test func moduleEntry_isCheckedAsAnArraysModule() {
        let json = """
            {"schemaVersion": 1, "entries": [{"id": "bad-module", "name": "Bad", "kind": "module", "category": "charger",
              "tags": [], "power": "100W", "voc": "20V", "isc": "5A", "vmp": "22V", "imp": "4.5A", "vocTempCoefficient": -0.3,
              "source": "A test entry with Vmp above Voc"}]}
            """
        #expect(throws: SystemFileError.self) { _ = try CatalogFile.decode(Array(json.utf8)) }
        let charger = """
            {"schemaVersion": 1, "entries": [{"id": "bad-charger", "name": "Bad", "kind": "charger", "category": "charger",
              "tags": [], "voltages": [12], "chargerKind": "solar", "outputCurrent": "10A", "voc": "20V",
              "source": "A charger with a module key"}]}
            """
        #expect(throws: SystemFileError.self) { _ = try CatalogFile.decode(Array(charger.utf8)) }
    }
}
