import Testing

@testable import CableCore

/// The built-in catalogue's integrity, search in every language, the catalogue file's errors,
/// user catalogues laid over the built-in one, and the fields `add --from` writes.
@Suite("Catalog: built-in integrity, search, decoding, add --from fields")
struct CatalogTests {
    static let catalog: DeviceCatalog = {
        do {
            return try DeviceCatalog.builtIn()
        } catch {
            Issue.record("the built-in catalogue does not decode: \(error)")
            return DeviceCatalog([])
        }
    }()

    // MARK: - Integrity

    @Test func builtIn_hasAtLeast150EntriesWithUniqueIDs() {
        let ids = Self.catalog.entries.map(\.id)
        #expect(ids.count >= 150)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy(CatalogFile.isValidID))
    }

    @Test func builtIn_everyEntryNamesItsSource() {
        for entry in Self.catalog.entries {
            #expect(entry.source.count >= 40, "\(entry.id): source too short: \(entry.source)")
            // A named model cites a document; a generic entry states its basis.
            let cites = entry.source.contains("data sheet") || entry.source.contains("specifications")
            #expect(cites || entry.source.hasPrefix("Generic planning figure. Basis: "), "\(entry.id)")
        }
    }

    /// A generic entry (a device, not a maker's product: its source is a planning figure, not a
    /// data sheet) has its own name in every language search knows, so `catalog --lang` and
    /// `add … --from ID` never show an English name in another language. A named model keeps
    /// its maker's name and needs none. Sixty-two generic entries had none before issue #35.
    @Test func builtIn_everyGenericEntryIsNamedInEveryLanguage() {
        let generic = Self.catalog.entries.filter { $0.source.hasPrefix("Generic planning figure.") }
        #expect(generic.count >= 150)
        for entry in generic {
            for language in CatalogVocabulary.languages {
                let name = entry.names[language] ?? ""
                #expect(!name.isEmpty, "\(entry.id) has no \(language) name: shown as '\(entry.name)'")
                #expect(entry.name(in: language) == name)
            }
        }
        let toaster = Self.catalog.entries.first { $0.id == "toaster" }
        #expect(toaster?.name(in: "nl") == "Broodrooster")
        #expect(toaster?.name(in: "fr") == "Grille-pain")
    }

    /// P = V × I at the first voltage, where an entry gives both, within the 15 % data sheets
    /// round to (the decoder enforces it; this repeats it on the figures themselves).
    @Test func builtIn_powerAndCurrentAgree() {
        let both = Self.catalog.entries.filter { $0.power != nil && $0.current != nil }
        #expect(!both.isEmpty)
        for entry in both {
            let product = entry.voltages[0].volts * (entry.current?.amperes ?? 0)
            let power = entry.power?.watts ?? 0
            #expect(abs(product - power) <= 0.15 * power, "\(entry.id): \(product) W vs \(power) W")
        }
    }

    /// Plausible ranges: a DC load between 0.5 W and 5 kW, an AC one up to 4 kW, chargers up to
    /// 200 A, inverters 100 W to 10 kW with surge ≤ 3 × continuous; hours 0–24, duty 0–1.
    @Test func builtIn_figuresArePositiveAndPlausible() {
        for entry in Self.catalog.entries {
            let id = entry.id
            switch entry.kind {
            case .load:
                let watts = entry.power?.watts ?? (entry.current?.amperes ?? 0) * entry.voltages[0].volts
                #expect((0.5...(entry.isAC ? 4000 : 5000)).contains(watts), "\(id): \(watts) W")
                #expect(entry.typicalHoursPerDay != nil, "\(id): no duty")
            case .charger:
                #expect(entry.chargerKind != nil, "\(id)")
                if let output = entry.outputCurrent { #expect((1...200).contains(output.amperes), "\(id)") }
            case .inverter:
                let watts = entry.power?.watts ?? 0
                #expect((100...10_000).contains(watts), "\(id)")
                if let surge = entry.surgePower?.watts { #expect(surge >= watts && surge <= 3 * watts, "\(id)") }
                // Small inverters draw relatively more: Victron Phoenix 12/250, 4.2 W of 200 W (2.1 %).
                if let idle = entry.idlePower?.watts { #expect(idle < 0.025 * watts, "\(id)") }
            case .module:
                // Small 36-cell panels to large 72-cell modules.
                let watts = entry.module?.power.watts ?? 0
                #expect((10...700).contains(watts), "\(id)")
            }
            if let hours = entry.typicalHoursPerDay { #expect((0...24).contains(hours), "\(id)") }
            for voltage in entry.voltages {
                #expect(entry.isAC ? [120, 230].contains(voltage.volts) : [12, 24, 48].contains(voltage.volts), "\(id)")
            }
        }
    }

    @Test func builtIn_coversTheDeviceFamiliesTheIssueNames() {
        for word in [
            "fridge", "heater", "pump", "fan", "light", "inverter", "shore", "mppt", "dc-dc", "alternator", "windlass",
            "autopilot", "chartplotter", "induction", "coffee", "starlink",
        ] {
            #expect(!Self.catalog.search(word).isEmpty, "nothing for \(word)")
        }
    }

    // MARK: - Search

    struct SearchCase: Sendable, CustomStringConvertible {
        let query: String
        let finds: String
        var description: String { "\(query) → \(finds)" }
    }

    /// Every language, accents and case ignored; every word must match.
    @Test(arguments: [
        SearchCase(query: "Kühlbox", finds: "fridge-compressor-40l"),
        SearchCase(query: "KUHLBOX 40", finds: "fridge-compressor-40l"),
        SearchCase(query: "nevera", finds: "fridge-compressor-60l"),
        SearchCase(query: "réfrigérateur", finds: "fridge-compressor-90l"),
        SearchCase(query: "koelkast", finds: "fridge-compressor-130l"),
        SearchCase(query: "guindeau", finds: "windlass-1000w"),
        SearchCase(query: "ankerlier", finds: "windlass-500w"),
        SearchCase(query: "Ladebooster", finds: "victron-orion-tr-smart-12-12-30"),
        SearchCase(query: "lichtmaschine", finds: "alternator-high-output"),
        SearchCase(query: "stuurautomaat", finds: "autopilot-tiller"),
        SearchCase(query: "pompe de cale", finds: "pump-bilge-500gph"),
        SearchCase(query: "placa inducción", finds: "induction-hob-single"),
        SearchCase(query: "Standheizung diesel", finds: "heater-diesel-air-2kw"),
        SearchCase(query: "mppt 100/30", finds: "victron-smartsolar-mppt-100-30"),
    ])
    func search_findsEntriesInEveryLanguage(_ test: SearchCase) {
        let ids = Self.catalog.search(test.query).map(\.entry.id)
        #expect(ids.contains(test.finds), "\(test.query): \(ids.prefix(10))")
    }

    @Test func search_everyWordMustMatch() {
        let fridges = Self.catalog.search("fridge").count
        let narrowed = Self.catalog.search("fridge 130")
        #expect(narrowed.map(\.entry.id) == ["fridge-compressor-130l"])
        #expect(fridges > narrowed.count)
        #expect(Self.catalog.search("zzzz-no-such-thing").isEmpty)
        #expect(Self.catalog.search("  ").count == Self.catalog.listings.count)
    }

    @Test func fold_dropsCaseAndAccents() {
        #expect(CatalogSearch.fold("Kühlschrank") == "kuhlschrank")
        #expect(CatalogSearch.fold("Réfrigérateur À") == "refrigerateur a")
        #expect(CatalogSearch.fold("Straße œuf") == "strasse oeuf")
        #expect(CatalogSearch.fold("e\u{301}") == "e")  // decomposed é
    }

    @Test func suggestions_nameTheClosestIDs() {
        #expect(Self.catalog.suggestions(for: "fridge-compressor-40") == ["fridge-compressor-40l"])
        #expect(Self.catalog.suggestions(for: "orion-tr-smart-12-12").contains("victron-orion-tr-smart-12-12-30"))
        #expect(Self.catalog.suggestions(for: "xy").isEmpty)
    }

    // MARK: - Decoding user catalogues

    static func decode(_ text: String) throws(SystemFileError) -> [CatalogEntry] {
        try CatalogFile.decode(Array(text.utf8))
    }

    static func entries(_ entry: String) -> String { #"{"schemaVersion": 1, "entries": [\#(entry)]}"# }

    static let fridge =
        #"{"id": "my-fridge", "name": "My fridge", "kind": "load", "category": "refrigeration", "voltages": ["12V"], "power": "40W", "current": 3.4, "dutyCycle": "40%", "source": "Nameplate of my own fridge"}"#

    @Test func decode_aUserEntry_givesItsFigures() throws {
        let entry = try #require(try Self.decode(Self.entries(Self.fridge)).first)
        #expect(entry.id == "my-fridge")
        #expect(entry.power == .watts(40))
        #expect(entry.current == .amperes(3.4))
        #expect(entry.voltages == [.volts(12)])
        expectClose(entry.typicalHoursPerDay ?? 0, 9.6)  // 40 % of 24 h
    }

    struct ErrorCase: Sendable, CustomStringConvertible {
        let entry: String
        let message: String
        var description: String { message }
    }

    @Test(arguments: [
        ErrorCase(
            entry:
                #"{"id": "Bad_ID", "name": "x", "kind": "load", "category": "water", "voltages": [12], "power": 1, "source": "0123456789"}"#,
            message: "1:41: entries[0].id: must be kebab-case: lowercase letters and digits joined by single hyphens, "
                + "at most 80 characters (compressor-fridge-40l), got 'Bad_ID'"),
        ErrorCase(
            entry: #"{"id": "a", "name": "x", "kind": "load", "category": "water", "voltages": [12], "source": "0123456789"}"#,
            message: "1:34: entries[0]: must give power (W) or current (A), got neither"),
        ErrorCase(
            entry:
                #"{"id": "a", "name": "x", "kind": "load", "category": "water", "voltages": [12], "power": "60W", "current": "10A", "source": "0123456789"}"#,
            message: "1:141: entries[0].current: × the first voltage (12 V) must be within 15 % of power (60 W), got 120 W"),
        ErrorCase(
            entry:
                #"{"id": "a", "name": "x", "kind": "load", "category": "watr", "voltages": [12], "power": 1, "source": "0123456789"}"#,
            message: "1:87: entries[0].category: must be one of refrigeration, heating, water, ventilation, lighting, galley, "
                + "electronics, navigation, communication, deck, tools, comfort, inverter, charger, pvModule (did you mean 'water'?), got 'watr'"
        ),
        ErrorCase(
            entry:
                #"{"id": "a", "name": "x", "kind": "load", "category": "water", "voltages": [12], "power": -5, "source": "0123456789"}"#,
            message: "1:123: entries[0].power: must be > 0 W, got -5 W"),
        ErrorCase(
            entry: #"{"id": "a", "name": "x", "kind": "load", "category": "water", "voltages": [12], "power": 5}"#,
            message: "1:34: entries[0].source: is required: where the figures come from (maker, document, figure), got nothing"),
        ErrorCase(
            entry:
                #"{"id": "a", "name": "x", "kind": "charger", "category": "charger", "voltages": [12], "chargerKind": "shore", "source": "0123456789"}"#,
            message: "1:34: entries[0]: must give outputCurrent (A) or power (W), got neither"),
        ErrorCase(
            entry:
                #"{"id": "a", "name": "x", "kind": "inverter", "category": "inverter", "voltages": [12], "power": 1000, "current": 5, "source": "0123456789"}"#,
            message: "1:147: entries[0].current: applies to a load only, not to this inverter"),
        ErrorCase(
            entry:
                #"{"id": "a", "name": "x", "kind": "load", "category": "water", "voltages": [], "power": 5, "source": "0123456789"}"#,
            message: "1:108: entries[0].voltages: must list at least one nominal voltage, got nothing"),
        ErrorCase(
            entry:
                #"{"id": "a", "name": "x", "kind": "load", "category": "water", "voltages": [12], "power": 5, "powr": 1, "source": "0123456789"}"#,
            message: "1:134: entries[0].powr: unknown key. Did you mean 'power'?"),
    ])
    func decode_badEntry_isRefusedWithItsJSONPath(_ test: ErrorCase) {
        #expect(throws: (any Error).self) { try Self.decode(Self.entries(test.entry)) }
        do {
            _ = try Self.decode(Self.entries(test.entry))
        } catch {
            #expect(error.description == test.message)
        }
    }

    @Test func decode_duplicateID_namesTheFirstUse() {
        let entry =
            #"{"id": "a", "name": "x", "kind": "load", "category": "water", "voltages": [12], "power": 5, "source": "0123456789"}"#
        do {
            _ = try Self.decode(Self.entries(entry + "," + entry))
            Issue.record("a duplicate id was accepted")
        } catch {
            #expect(error.description.hasSuffix("entries[1].id: must be unique (also used by entries[0]), got 'a'"))
        }
    }

    // MARK: - User catalogues over the built-in one

    @Test func merging_userEntryReplacesTheBuiltInOneWithItsID() throws {
        let user = try Self.decode(
            Self.entries(
                #"{"id": "fridge-compressor-40l", "name": "My 40 L fridge", "kind": "load", "category": "refrigeration", "voltages": [12], "power": 38, "source": "Nameplate of my own fridge"}"#
                    + "," + Self.fridge))
        let merged = Self.catalog.merging(user, origin: "mine.json")
        #expect(merged.listings.count == Self.catalog.listings.count + 1)
        let replaced = try #require(merged.listing(id: "fridge-compressor-40l"))
        #expect(replaced.entry.power == .watts(38))
        #expect(replaced.origin == "mine.json")
        #expect(replaced.replacesBuiltIn)
        let added = try #require(merged.listing(id: "my-fridge"))
        #expect(!added.replacesBuiltIn)
    }

    // MARK: - Fields for add --from

    static func text(_ fields: [(key: String, value: JSONNode)]) -> [String] {
        fields.map { "\($0.key)=\(JSONWriter.write($0.value).trimmingWhitespace)" }
    }

    @Test func systemFileFields_load_takesPowerAndHoursAndRecordsTheID() throws {
        let entry = try #require(Self.catalog.listing(id: "fridge-compressor-40l")?.entry)
        let fields = try entry.systemFileFields(
            for: .load, nominalVoltage: .volts(12), given: [("name", .string("Fridge", .none))])
        // 35 % of 24 h = 8.4 h; the start-up draw comes along (no duration: it sets no fuse floor).
        #expect(
            Self.text(fields) == [
                #"catalogId="fridge-compressor-40l""#, #"power="45W""#, "hoursPerDay=8.4", #"surgePower="120W""#,
                #"name="Fridge""#,
            ])
    }

    /// rev34e F10: the macerating toilet's entry gives 240 W (20 A at 12 V) and a 40 A surge at
    /// 12 V. Written as its power, the running current scales with the bus (10 A at 24 V); the
    /// surge is written as a power too, 40 A × 12 V = 480 W, so at 24 V it is 480 / 24 = 20 A
    /// (2 × running, as at 12 V), not the 40 A copied as a current (4 × running).
    @Test func systemFileFields_load_writesACurrentSurgeAsPowerWithThePower() throws {
        let entry = try #require(Self.catalog.listing(id: "toilet-electric-macerating")?.entry)
        #expect(entry.surgeCurrent == .amperes(40) && entry.voltages.first == .volts(12))
        for nominal in [12.0, 24] {
            let fields = try entry.systemFileFields(for: .load, nominalVoltage: .volts(nominal), given: [])
            let text = Self.text(fields)
            #expect(text.contains(#"power="240W""#))
            #expect(text.contains(#"surgePower="480W""#))
            #expect(!text.contains { $0.hasPrefix("surgeCurrent=") })
        }
    }

    @Test func systemFileFields_givenValuesWin_andACurrentReplacesThePower() throws {
        let entry = try #require(Self.catalog.listing(id: "fridge-compressor-40l")?.entry)
        let fields = try entry.systemFileFields(
            for: .load, nominalVoltage: .volts(24),
            given: [("current", .string("2A", .none)), ("hoursPerDay", .number(10, "10", .none))])
        #expect(
            Self.text(fields) == [
                #"catalogId="fridge-compressor-40l""#, #"surgePower="120W""#, #"current="2A""#, "hoursPerDay=10",
            ])
    }

    @Test func systemFileFields_charger_andInverter() throws {
        let orion = try #require(Self.catalog.listing(id: "victron-orion-tr-smart-12-12-30")?.entry)
        #expect(
            Self.text(try orion.systemFileFields(for: .charger, nominalVoltage: .volts(12), given: [])) == [
                #"catalogId="victron-orion-tr-smart-12-12-30""#, #"kind="dcdc""#, #"outputCurrent="30A""#,
            ])
        let inverter = try #require(Self.catalog.listing(id: "inverter-2000w-12v")?.entry)
        #expect(
            Self.text(try inverter.systemFileFields(for: .inverter, nominalVoltage: .volts(12.8), given: [])) == [
                #"catalogId="inverter-2000w-12v""#, #"power="2000W""#, "efficiency=0.9", #"idlePower="12W""#,
                #"surgePower="4000W""#,
            ])
    }

    @Test func systemFileFields_refusesAnotherKindVoltageOrSupply() throws {
        let fridge = try #require(Self.catalog.listing(id: "fridge-compressor-40l")?.entry)
        #expect(throws: SystemEditError.catalogKind(id: "fridge-compressor-40l", kind: .load, wanted: .charger)) {
            try fridge.systemFileFields(for: .charger, nominalVoltage: .volts(12), given: [])
        }
        #expect(
            throws: SystemEditError.catalogVoltage(
                id: "fridge-compressor-40l", voltages: [.volts(12), .volts(24)], nominal: .volts(48))
        ) {
            try fridge.systemFileFields(for: .load, nominalVoltage: .volts(48), given: [])
        }
        let kettle = try #require(Self.catalog.listing(id: "kettle-2kw")?.entry)
        #expect(throws: SystemEditError.catalogSupply(id: "kettle-2kw", isAC: true)) {
            try kettle.systemFileFields(for: .load, nominalVoltage: .volts(12), given: [])
        }
        let withInverter = try kettle.systemFileFields(
            for: .load, nominalVoltage: .volts(12), given: [("inverter", .string("Inverter", .none))])
        #expect(
            Self.text(withInverter) == [
                #"catalogId="kettle-2kw""#, #"power="2000W""#, "hoursPerDay=0.1", #"inverter="Inverter""#,
            ])
    }
}
