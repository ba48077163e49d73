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
            // The CEC list's row (SAM's older library or the list of 12/1/2021), or the maker's data sheet.
            #expect(
                entry.source.contains("CEC Modules.csv") || entry.source.contains("sam-library-cec-modules-2021-12-01.csv")
                    || entry.source.contains(" data sheet, Rev."), "\(entry.id)")
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

    struct ListRow: Sendable, CustomStringConvertible {
        let id: String
        let row: String
        let voc: Double
        let isc: Double
        let vmp: Double
        let imp: Double
        let power: Double
        let betaVoltsPerKelvin: Double
        let cells: Int
        var description: String { id }
    }

    /// California Energy Commission list of eligible PV modules of 12/1/2021 as NREL SAM 2021.12.02
    /// carries it (github.com/pvlib/pvlib-python, pvlib/data/sam-library-cec-modules-2021-12-01.csv):
    /// columns N_s, I_sc_ref, V_oc_ref, I_mp_ref, V_mp_ref and beta_oc (V/K) of each row named here.
    /// The entry's coefficient is beta_oc / V_oc_ref in %/K (REC400AA Pure: −0.113704 / 48.8 =
    /// −0.233 %/K); the list has no series fuse, so no entry carries one; a 36-cell module names 12 V.
    @Test(arguments: [
        ListRow(
            id: "philadelphia-solar-ps-m36s-95", row: "Philadelphia Solar PS-M36S-95", voc: 22.4, isc: 5.37, vmp: 18.8,
            imp: 5.05, power: 95, betaVoltsPerKelvin: -0.0734944, cells: 36),
        ListRow(
            id: "auxin-axn6m409t150", row: "Auxin Solar AXN6M409T150", voc: 22.57, isc: 8.59, vmp: 18.36, imp: 8.19,
            power: 150, betaVoltsPerKelvin: -0.0804395, cells: 36),
        ListRow(
            id: "merlin-fxs-150l-b", row: "Merlin Solar Technologies_ Inc. FXS 150L-B", voc: 23, isc: 8.46, vmp: 18.4,
            imp: 8.21, power: 150, betaVoltsPerKelvin: -0.0713, cells: 36),
        ListRow(
            id: "longi-lr4-60hph-370m", row: "LONGi Green Energy Technology Co._ Ltd. LR4-60HPH-370M", voc: 40.9,
            isc: 11.52, vmp: 34.4, imp: 10.76, power: 370, betaVoltsPerKelvin: -0.108385, cells: 60),
        ListRow(
            id: "canadian-solar-cs3n-400ms", row: "CSI Solar Co._ Ltd. CS3N-400MS", voc: 44.5, isc: 11.5, vmp: 37.2,
            imp: 10.76, power: 400, betaVoltsPerKelvin: -0.114365, cells: 66),
        ListRow(
            id: "qcells-q-peak-duo-blk-ml-g10-400", row: "Hanwha Q CELLS Q.PEAK DUO BLK ML-G10+ 400", voc: 45.3,
            isc: 11.14, vmp: 37.1, imp: 10.77, power: 400, betaVoltsPerKelvin: -0.12231, cells: 66),
        ListRow(
            id: "rec-rec400aa-pure", row: "REC Solar REC400AA Pure", voc: 48.8, isc: 10.25, vmp: 42.1, imp: 9.51,
            power: 400, betaVoltsPerKelvin: -0.113704, cells: 66),
        ListRow(
            id: "sunpower-spr-m420", row: "SunPower SPR-M420", voc: 48.1, isc: 11.53, vmp: 39.6, imp: 10.62, power: 420,
            betaVoltsPerKelvin: -0.112554, cells: 66),
        ListRow(
            id: "trina-tsm-400de09", row: "Trina Solar TSM-400DE09", voc: 41.2, isc: 12.28, vmp: 34.2, imp: 11.7,
            power: 400, betaVoltsPerKelvin: -0.109592, cells: 60),
        ListRow(
            id: "ja-solar-jam72s10-400-mr", row: "JA Solar JAM72S10-400/MR", voc: 49.6, isc: 10.33, vmp: 41.3, imp: 9.68,
            power: 400, betaVoltsPerKelvin: -0.132432, cells: 72),
    ])
    func cecList2021_moduleEqualsItsRow(_ row: ListRow) throws {
        let entry = try #require(CatalogTests.catalog.listing(id: row.id)?.entry, "no entry \(row.id)")
        let module = try #require(entry.module)
        #expect(module.voc == .volts(row.voc))
        #expect(module.isc == .amperes(row.isc))
        #expect(module.vmp == .volts(row.vmp))
        #expect(module.imp == .amperes(row.imp))
        #expect(module.power == .watts(row.power))
        expectClose(module.vocTempCoefficient, row.betaVoltsPerKelvin / row.voc * 100, absolute: 0.0005)
        #expect(module.maxSeriesFuse == nil)
        #expect(entry.voltages == (row.cells == 36 ? [.volts(12)] : []))
        #expect(entry.source.contains("sam-library-cec-modules-2021-12-01.csv, row '\(row.row)'"))
        #expect(entry.source.contains("\(row.cells) cells in series"))
    }

    /// The modules kept from SAM's older library are in the list of 12/1/2021 with the same figures
    /// (Neo Solar Power's D6P rows now under United Renewable Energy); their sources say so. The nine
    /// listed 2010–2013 that the newer list dropped or that were the oldest are gone.
    @Test func olderListModules_areInThe2021List_orReplaced() {
        for id in ["neo-solar-power-d6p120a1f", "neo-solar-power-d6p140a1f", "neo-solar-power-d6p200a5f", "sunpower-spr-e19-235"]
        {
            let source = CatalogTests.catalog.listing(id: id)?.entry.source ?? ""
            #expect(source.contains("The list of 12/1/2021 (SAM 2021.12.02"), "\(id)")
            #expect(source.contains("carries the same Voc, Isc, Vmp, Imp and beta_oc"), "\(id)")
        }
        for id in [
            "sunperfect-crm85s125s", "sunperfect-crm115s125s", "sunpower-spr-215-wht-u", "solartech-asc-6p-36-140",
            "chint-chsm6610m-250", "china-sunergy-csun250-60m", "mx-solar-mx60-240", "solartec-s60mc-250", "motech-xs72c3-300",
        ] {
            #expect(CatalogTests.catalog.listing(id: id) == nil, "\(id)")
        }
    }

    /// SoliTek SOLID Agro 245 W data sheet, Rev. 20230731, Electrical data (STC): Voc 27.03 V, Isc 11.18 A,
    /// Vmpp 23.07 V, Impp 10.62 A, 245 W; Temperature ratings: voltage coefficient (β) −0.265 %/°C. No
    /// series fuse rating named on the sheet, so none in the entry. 23.07 × 10.62 = 245.0 W. The
    /// module is bifacial: Isc at BNPI (1000 W/m² front + 135 W/m² rear, IEC TS 60904-1-2) with a
    /// bifaciality of 0.70 assumed, 11.18 × (1 + 0.135 × 0.70) = 12.2365 → 12.24 A (F3 of the
    /// fourth #34 review: the front-side 11.18 A made every NEC 690.8 current ~9 % low).
    @Test func soliTekSolidAgro245_carriesItsDataSheetFigures() throws {
        let entry = try #require(CatalogTests.catalog.listing(id: "solitek-solid-agro-245")?.entry)
        let module = try #require(entry.module)
        #expect(module.voc == .volts(27.03))
        #expect(module.isc == .amperes(12.24))
        expectClose(11.18 * (1 + 0.135 * 0.70), 12.24, relative: 1e-3)
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
