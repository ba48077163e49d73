import Foundation
import Testing

@testable import CableCore

/// Editing a system file as a document: what `cable new`, `add`, `set` and `remove` do to the
/// tree, the order new members take, case-insensitive names, and the errors of a failed edit.
@Suite("SystemDocument: editing system files")
struct SystemDocumentTests {
    // MARK: - Reading and writing back

    @Test(arguments: ["systems/cabin.json", "systems/sailboat.json", "systems/van.json", "systems-edit/van-no-defaults.json"])
    func readThenWrite_fixture_isByteIdentical(path: String) throws {
        let bytes = try DocumentFixtures.bytes(path)
        let document = try SystemDocument(bytes: bytes)
        #expect(document.text == String(decoding: bytes, as: UTF8.self))
    }

    @Test func init_invalidFile_isRefused() throws {
        let negative = #expect(throws: SystemFileError.self) {
            try SystemDocument(bytes: DocumentFixtures.bytes("broken/negative-length.json"))
        }
        #expect(negative?.description == "8:43: loads[2].length: must be > 0 m, got -3 m")
        let malformed = #expect(throws: SystemFileError.self) {
            try SystemDocument(bytes: Array("{\"schemaVersion\": 1,".utf8))
        }
        guard case .syntax? = malformed else {
            Issue.record("expected a syntax error, got \(String(describing: malformed))")
            return
        }
    }

    @Test func newSystem_hasTheSixTopMembersInTheFormatsOrder() throws {
        let document = SystemDocument(name: "Camper van", nominalVoltage: "12V")
        #expect(
            document.text == """
                {
                  "schemaVersion": 1,
                  "name": "Camper van",
                  "nominalVoltage": "12V",
                  "loads": [],
                  "batteries": [],
                  "chargers": []
                }

                """)
        let system = try document.validated()
        #expect(system.name == "Camper van")
        #expect(system.nominalVoltage == .volts(12))
        #expect(system.loads.isEmpty && system.batteries.isEmpty && system.chargers.isEmpty)
    }

    @Test func newSystem_bareVoltage_isWrittenAsANumber() throws {
        let document = SystemDocument(name: "Cabin", nominalVoltage: "48")
        #expect(document.text.contains("\n  \"nominalVoltage\": 48,\n"))
        #expect(try document.validated().nominalVoltage == .volts(48))
    }

    @Test func newSystem_invalidVoltage_failsValidation() {
        let error = #expect(throws: SystemFileError.self) {
            try SystemDocument(name: "Van", nominalVoltage: "-12").validated()
        }
        guard case .invalid(let validation, _)? = error else {
            Issue.record("expected a validation error, got \(String(describing: error))")
            return
        }
        #expect(validation.description == "nominalVoltage: must be > 0 V, got -12 V")
    }

    // MARK: - Values typed on the command line

    struct ValueCase: Sendable, CustomTestStringConvertible {
        let text: String
        let key: String
        /// The value as JSON text.
        let json: String
        var testDescription: String { "\(key) \(text) → \(json)" }
    }

    static let valueCases: [ValueCase] = [
        ValueCase(text: "60W", key: "power", json: "\"60W\""),
        ValueCase(text: "10", key: "hoursPerDay", json: "10"),
        ValueCase(text: "0.25", key: "hoursPerDay", json: "0.25"),
        ValueCase(text: "1.50", key: "length", json: "1.50"),
        ValueCase(text: "1e2", key: "capacityAh", json: "1e2"),
        ValueCase(text: "-3", key: "length", json: "-3"),
        ValueCase(text: ".5", key: "efficiency", json: "\".5\""),
        ValueCase(text: "08", key: "quantity", json: "\"08\""),
        ValueCase(text: "12 V", key: "voltage", json: "\"12 V\""),
        ValueCase(text: "true", key: "critical", json: "true"),
        ValueCase(text: "Yes", key: "critical", json: "true"),
        ValueCase(text: "false", key: "critical", json: "false"),
        ValueCase(text: "no", key: "critical", json: "false"),
        ValueCase(text: "maybe", key: "critical", json: "\"maybe\""),
        ValueCase(text: "true", key: "hoursPerDay", json: "\"true\""),
        ValueCase(text: "42", key: "name", json: "\"42\""),
        ValueCase(text: "true", key: "name", json: "\"true\""),
        ValueCase(text: "10", key: "wire", json: "\"10\""),
        ValueCase(text: "agm", key: "chemistry", json: "\"agm\""),
        ValueCase(text: "solar", key: "kind", json: "\"solar\""),
        ValueCase(text: "2000", key: "inverter", json: "\"2000\""),
        ValueCase(text: "yes", key: "engineRoom", json: "true"),
        ValueCase(text: "false", key: "engineRoom", json: "false"),
        ValueCase(text: "90", key: "insulation", json: "90"),
        ValueCase(text: "90C", key: "insulation", json: "\"90C\""),
        ValueCase(text: "4", key: "bundled", json: "4"),
        ValueCase(text: "Fridge \"big\"", key: "name", json: "\"Fridge \\\"big\\\"\""),
    ]

    @Test(arguments: valueCases)
    func value_commandLineText_becomesTheJSONValueTheFormatReads(_ test: ValueCase) {
        #expect(JSONWriter.write(SystemDocument.value(test.text, key: test.key)) == test.json + "\n")
    }

    // MARK: - add

    @Test func add_membersTakeTheFormatsOrder_whateverTheOrderGiven() throws {
        var document = SystemDocument(name: "Van", nominalVoltage: "12V")
        try document.add(.load, fields: fields(.load, ["length": "4m", "hoursPerDay": "10", "name": "Fridge", "power": "60W"]))
        try document.add(
            .battery,
            fields: fields(
                .battery,
                [
                    "length": "1m", "arrangement.series": "1", "arrangement.parallel": "2", "count": "2", "voltage": "12.8V",
                    "capacityAh": "100", "chemistry": "lifepo4", "name": "Bank",
                ]))
        try document.add(
            .charger, fields: fields(.charger, ["hoursPerDay": "5", "outputCurrent": "20A", "kind": "solar", "name": "Solar"]))
        // The battery's line is exactly 160 characters: the most that stays on one line.
        #expect(
            document.text == """
                {
                  "schemaVersion": 1,
                  "name": "Van",
                  "nominalVoltage": "12V",
                  "loads": [
                    { "name": "Fridge", "power": "60W", "length": "4m", "hoursPerDay": 10 }
                  ],
                  "batteries": [
                    { "name": "Bank", "chemistry": "lifepo4", "capacityAh": 100, "voltage": "12.8V", "count": 2, "arrangement": { "series": 1, "parallel": 2 }, "length": "1m" }
                  ],
                  "chargers": [
                    { "name": "Solar", "kind": "solar", "outputCurrent": "20A", "hoursPerDay": 5 }
                  ]
                }

                """)
        let system = try document.validated()
        #expect(system.loads.map(\.name) == ["Fridge"])
        #expect(try system.batteries.first?.arrangement == .init(series: 1, parallel: 2))
        #expect(system.chargers.first?.output == .current(.amperes(20)))
    }

    @Test func add_appendsAfterTheExistingEntities_leavingTheirLinesAlone() throws {
        let bytes = try DocumentFixtures.bytes("systems/van.json")
        var document = try SystemDocument(bytes: bytes)
        try document.add(.load, fields: fields(.load, ["name": "Fan", "power": "12W", "length": "2m"]))
        let last = "    { \"name\": \"Laptop\", \"power\": \"65W\", \"hoursPerDay\": 2, \"inverter\": \"Inverter 2 kW\" }"
        let expected = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
            of: last + "\n", with: last + ",\n    { \"name\": \"Fan\", \"power\": \"12W\", \"length\": \"2m\" }\n")
        #expect(document.text == expected)
        #expect(document.names(of: .load).last == "Fan")
    }

    @Test func add_duplicateNameIgnoringCase_throwsAndChangesNothing() throws {
        var document = try DocumentFixtures.van()
        let before = document.text
        let error = #expect(throws: SystemEditError.self) {
            try document.add(.load, fields: fields(.load, ["name": "FRIDGE", "power": "5W", "length": "1m"]))
        }
        #expect(error == .duplicateName(kind: .load, name: "FRIDGE"))
        #expect(document.text == before)
    }

    @Test func add_sameNameInAnotherList_isAllowed() throws {
        var document = try DocumentFixtures.van()
        try document.add(.charger, fields: fields(.charger, ["name": "Fridge", "kind": "shore", "outputCurrent": "5A"]))
        #expect(document.names(of: .charger).last == "Fridge")
    }

    @Test func add_invalidValue_isCaughtByValidation() throws {
        var document = try DocumentFixtures.van()
        try document.add(.load, fields: fields(.load, ["name": "Heater", "power": "40W", "length": "-3m"]))
        let error = #expect(throws: SystemFileError.self) { try document.validated() }
        guard case .invalid(let validation, _)? = error else {
            Issue.record("expected a validation error, got \(String(describing: error))")
            return
        }
        #expect(validation == Worded(field: "loads[7].length", rule: "must be > 0 m", actual: "-3 m"))
    }

    @Test func add_toAFileWithoutThatList_placesTheListInTheFormatsOrder() throws {
        // "loads" may be left out of a hand-written file; adding one must put the list where the
        // format lists it (before "batteries" and "chargers"), not after everything else.
        var document = try SystemDocument(
            bytes: Array(#"{ "schemaVersion": 1, "name": "Min", "nominalVoltage": 12, "chargers": [] }"#.utf8))
        try document.add(.load, fields: fields(.load, ["name": "Lamp", "power": "5W", "length": "1m"]))
        #expect(
            document.text == """
                {
                  "schemaVersion": 1,
                  "name": "Min",
                  "nominalVoltage": 12,
                  "loads": [
                    { "name": "Lamp", "power": "5W", "length": "1m" }
                  ],
                  "chargers": []
                }

                """)
    }

    // MARK: - set

    @Test func set_matchesIgnoringCase_andChangesOnlyThatMember() throws {
        let bytes = try DocumentFixtures.bytes("systems/van.json")
        var document = try SystemDocument(bytes: bytes)
        try document.set(.load, name: "fRIDGE", fields: fields(.load, ["length": "5m"]), unset: [])
        let expected = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
            of: "{ \"name\": \"Fridge\", \"power\": \"60W\", \"length\": \"4m\",",
            with: "{ \"name\": \"Fridge\", \"power\": \"60W\", \"length\": \"5m\",")
        #expect(document.text == expected)
    }

    @Test func set_newMembersLandWhereTheFormatListsThem() throws {
        var document = try DocumentFixtures.van()
        try document.set(
            .load, name: "Fridge", fields: fields(.load, ["fuse": "10A", "voltage": "12V", "quantity": "2", "wire": "6mm2"]),
            unset: [])
        #expect(
            try entity(document, .load, 0)
                == #"{ "name": "Fridge", "power": "60W", "voltage": "12V", "length": "4m", "quantity": 2, "hoursPerDay": 10, "wire": "6mm2", "fuse": "10A", "feed": "Fuse block" }"#
        )
    }

    @Test func set_keepsAHandWrittenOrder() throws {
        // van.json lists LED lights' quantity before its length.
        var document = try DocumentFixtures.van()
        try document.set(.load, name: "led lights", fields: fields(.load, ["length": "7m"]), unset: [])
        #expect(
            try entity(document, .load, 1)
                == #"{ "name": "LED lights", "power": "3W", "quantity": 8, "length": "7m", "hoursPerDay": 4, "feed": "Fuse block" }"#
        )
    }

    struct ExclusiveCase: Sendable, CustomTestStringConvertible {
        let kind: EntityKind
        let fixture: String
        let name: String
        let key: String
        let value: String
        let index: Int
        let expected: String
        var testDescription: String { "\(kind.rawValue) \(name): \(key) \(value)" }
    }

    static let exclusiveCases: [ExclusiveCase] = [
        ExclusiveCase(
            kind: .load, fixture: "van", name: "water pump", key: "power", value: "80W", index: 2,
            expected: #"{ "name": "Water pump", "power": "80W", "length": "3m", "hoursPerDay": 0.25, "feed": "Fuse block" }"#),
        ExclusiveCase(
            kind: .load, fixture: "van", name: "Fridge", key: "current", value: "5A", index: 0,
            expected: #"{ "name": "Fridge", "current": "5A", "length": "4m", "hoursPerDay": 10, "feed": "Fuse block" }"#),
        ExclusiveCase(
            kind: .charger, fixture: "van", name: "solar mppt", key: "power", value: "400W", index: 0,
            expected:
                #"{ "name": "Solar MPPT", "kind": "solar", "power": "400W", "efficiency": 0.75, "hoursPerDay": 5, "length": "5m" }"#
        ),
        ExclusiveCase(
            kind: .charger, fixture: "cabin", name: "Solar Array", key: "outputCurrent", value: "80A", index: 0,
            expected:
                #"{ "name": "Solar array", "kind": "solar", "outputCurrent": "80A", "efficiency": 0.8, "hoursPerDay": 5, "length": "15m" }"#
        ),
    ]

    @Test(arguments: exclusiveCases)
    func set_oneOfAnExclusivePair_removesTheOther(_ test: ExclusiveCase) throws {
        var document = try SystemDocument(bytes: DocumentFixtures.bytes("systems/\(test.fixture).json"))
        try document.set(test.kind, name: test.name, fields: fields(test.kind, [test.key: test.value]), unset: [])
        #expect(try entity(document, test.kind, test.index) == test.expected)
        _ = try document.validated()
    }

    @Test func set_unset_removesMembers_andIgnoresAbsentOnes() throws {
        var document = try SystemDocument(bytes: DocumentFixtures.bytes("systems/sailboat.json"))
        try document.set(.load, name: "Cabin Lights", fields: [], unset: ["wire", "fuse", "maxDropPercent"])
        #expect(
            try entity(document, .load, 6) == #"{ "name": "Cabin lights", "power": "30W", "length": "20ft", "hoursPerDay": 4 }"#)
        _ = try document.validated()
    }

    @Test func set_arrangement_isNested_andUnsettingBothRemovesIt() throws {
        var document = try DocumentFixtures.van()
        try document.set(
            .battery, name: "house bank",
            fields: fields(.battery, ["count": "2", "arrangement.series": "1", "arrangement.parallel": "2"]), unset: [])
        guard case .object(let members, _)? = try bank(document) else {
            Issue.record("the battery is not an object")
            return
        }
        #expect(members.map(\.key) == ["name", "chemistry", "capacityAh", "voltage", "count", "arrangement", "length"])
        #expect(
            JSONWriter.write(try #require(members.first { $0.key == "arrangement" }?.value))
                == "{\n  \"series\": 1,\n  \"parallel\": 2\n}\n")
        #expect(try document.validated().batteries.first?.arrangement == .init(series: 1, parallel: 2))

        // Removing one member of the arrangement keeps the other.
        var partial = document
        try partial.set(.battery, name: "House bank", fields: [], unset: ["arrangement.series"])
        #expect(try bank(partial)?.member("arrangement") == .object([("parallel", .number(2, "2", .none))], .none))

        try document.set(
            .battery, name: "House bank", fields: fields(.battery, ["count": "1"]),
            unset: ["arrangement.series", "arrangement.parallel"])
        #expect(document.text == String(decoding: try DocumentFixtures.bytes("systems/van.json"), as: UTF8.self))
    }

    @Test func set_seriesAddedToAnArrangementWithOnlyParallel_goesFirst() throws {
        // `cable set battery van.json "House bank" --count 2 --parallel 2`, then `--series 1`:
        // the nested members take the format's order (series, parallel) like every other member.
        var document = try DocumentFixtures.van()
        try document.set(
            .battery, name: "House bank", fields: fields(.battery, ["count": "2", "arrangement.parallel": "2"]), unset: [])
        try document.set(.battery, name: "House bank", fields: fields(.battery, ["arrangement.series": "1"]), unset: [])
        guard case .object(let members, _)? = try bank(document)?.member("arrangement") else {
            Issue.record("the battery has no arrangement object")
            return
        }
        #expect(members.map(\.key) == ["series", "parallel"])
    }

    @Test func set_rename_toAnotherEntitysName_throwsAndChangesNothing() throws {
        var document = try DocumentFixtures.van()
        let before = document.text
        let error = #expect(throws: SystemEditError.self) {
            try document.set(.load, name: "fridge", fields: fields(.load, ["name": "water PUMP"]), unset: [])
        }
        #expect(error == .duplicateName(kind: .load, name: "water PUMP"))
        #expect(document.text == before)
    }

    @Test func set_rename_mayChangeOnlyTheCase() throws {
        var document = try DocumentFixtures.van()
        try document.set(.load, name: "fridge", fields: fields(.load, ["name": "FRIDGE"]), unset: [])
        #expect(document.names(of: .load).first == "FRIDGE")
    }

    @Test func set_missingName_throwsAndChangesNothing() throws {
        var document = try DocumentFixtures.van()
        let before = document.text
        let error = #expect(throws: SystemEditError.self) {
            try document.set(.load, name: "Fridg", fields: fields(.load, ["length": "5m"]), unset: [])
        }
        #expect(error == .noSuchEntity(kind: .load, name: "Fridg", closest: ["Fridge"]))
        #expect(document.text == before)
    }

    @Test func add_inverter_toAFileWithoutOne_appendsTheListLast_andLoadsMayNameIt() throws {
        var document = SystemDocument(name: "Van", nominalVoltage: "12V")
        try document.add(
            .inverter,
            fields: fields(.inverter, ["name": "Inverter", "power": "1500W", "efficiency": "0.92", "length": "1m"]))
        try document.add(.load, fields: fields(.load, ["name": "Kettle", "power": "1200W", "inverter": "inverter"]))
        #expect(
            document.text == """
                {
                  "schemaVersion": 1,
                  "name": "Van",
                  "nominalVoltage": "12V",
                  "loads": [
                    { "name": "Kettle", "power": "1200W", "inverter": "inverter" }
                  ],
                  "batteries": [],
                  "chargers": [],
                  "inverters": [
                    { "name": "Inverter", "power": "1500W", "efficiency": 0.92, "length": "1m" }
                  ]
                }

                """)
        let system = try document.validated()
        #expect(system.inverter(feeding: system.loads[0])?.name == "Inverter")
    }

    @Test func set_renamingAnInverter_renamesWhatItsLoadsName() throws {
        var document = try DocumentFixtures.van()
        try document.set(.inverter, name: "inverter 2 KW", fields: fields(.inverter, ["name": "Victron 2000"]), unset: [])
        let system = try document.validated()
        #expect(system.inverters.map(\.name) == ["Victron 2000"])
        #expect(system.loads.compactMap(\.inverter?.name) == ["Victron 2000", "Victron 2000"])
    }

    @Test func set_circuitConditions_landAfterTheCircuitsOtherMembers() throws {
        var document = try DocumentFixtures.van()
        try document.set(
            .charger, name: "Solar MPPT",
            fields: fields(.charger, ["bundled": "4", "engineRoom": "true", "maxDropPercent": "2"]),
            unset: [])
        guard case .array(let chargers, _)? = document.root.member("chargers"), case .object(let members, _) = chargers[0] else {
            Issue.record("no charger")
            return
        }
        #expect(
            members.map(\.key) == [
                "name", "kind", "outputCurrent", "efficiency", "hoursPerDay", "length", "maxDropPercent", "engineRoom", "bundled",
            ])
        #expect(try document.validated().chargers[0].installation == CircuitInstallation(engineRoom: true, bundledConductors: 4))
    }

    @Test func remove_anInverterItsLoadsName_leavesAFileThatDoesNotValidate() throws {
        var document = try DocumentFixtures.van()
        try document.remove(.inverter, name: "Inverter 2 kW")
        #expect(throws: SystemFileError.self) { try document.validated() }
    }

    // MARK: - remove

    @Test func remove_matchesIgnoringCase_andRemovesOnlyThatEntity() throws {
        let bytes = try DocumentFixtures.bytes("systems/van.json")
        var document = try SystemDocument(bytes: bytes)
        try document.remove(.load, name: "WATER PUMP")
        #expect(document.names(of: .load) == ["Fridge", "LED lights", "Diesel heater", "USB sockets", "Coffee maker", "Laptop"])
        let expected = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
            of:
                "    { \"name\": \"Water pump\", \"current\": \"7A\", \"length\": \"3m\", \"hoursPerDay\": 0.25, \"feed\": \"Fuse block\" },\n",
            with: "")
        #expect(document.text == expected)
    }

    @Test func remove_onlyEntity_leavesAnEmptyList() throws {
        var document = try DocumentFixtures.van()
        try document.remove(.battery, name: "house bank")
        #expect(document.names(of: .battery).isEmpty)
        #expect(document.text.contains("\n  \"batteries\": [],\n"))
        _ = try document.validated()
    }

    struct MissingCase: Sendable, CustomTestStringConvertible {
        let kind: EntityKind
        let name: String
        let closest: [String]
        let message: String
        var testDescription: String { "\(kind.rawValue) '\(name)'" }
    }

    static let missingCases: [MissingCase] = [
        // Within three edits.
        MissingCase(kind: .load, name: "Fridg", closest: ["Fridge"], message: "no load named 'Fridg' (closest: Fridge)"),
        // Contained, ignoring case.
        MissingCase(kind: .load, name: "PUMP", closest: ["Water pump"], message: "no load named 'PUMP' (closest: Water pump)"),
        MissingCase(
            kind: .charger, name: "charger", closest: ["DC-DC charger", "Shore charger"],
            message: "no charger named 'charger' (closest: DC-DC charger, Shore charger)"),
        MissingCase(
            kind: .battery, name: "house", closest: ["House bank"], message: "no battery named 'house' (closest: House bank)"),
        // Nothing close: every name, the message showing five.
        MissingCase(
            kind: .load, name: "xyzzy",
            closest: ["Fridge", "LED lights", "Water pump", "Diesel heater", "USB sockets", "Coffee maker", "Laptop"],
            message: "no load named 'xyzzy' (existing: Fridge, LED lights, Water pump, Diesel heater, USB sockets)"),
    ]

    @Test(arguments: missingCases)
    func remove_missingName_namesTheClosestOnes(_ test: MissingCase) throws {
        var document = try DocumentFixtures.van()
        let before = document.text
        let error = #expect(throws: SystemEditError.self) { try document.remove(test.kind, name: test.name) }
        #expect(error == .noSuchEntity(kind: test.kind, name: test.name, closest: test.closest))
        #expect(error?.description == test.message)
        #expect(document.text == before)
    }

    @Test func remove_fromAnEmptyList_saysThereAreNone() {
        var document = SystemDocument(name: "Van", nominalVoltage: "12V")
        let error = #expect(throws: SystemEditError.self) { try document.remove(.charger, name: "Solar") }
        #expect(error == .noSuchEntity(kind: .charger, name: "Solar", closest: []))
        #expect(error?.description == "no charger named 'Solar' (there are no chargers)")
    }

    @Test func duplicateName_description_saysNamesIgnoreCase() {
        #expect(
            SystemEditError.duplicateName(kind: .battery, name: "House").description
                == "a battery named 'House' already exists (names are compared ignoring case, invisible characters and extra spaces)"
        )
    }

    // MARK: - Kinds

    @Test func entityKinds_nameTheirListAndKeyOrder() {
        #expect(
            EntityKind.allCases.map(\.listKey) == [
                "loads", "batteries", "chargers", "inverters", "panels", "arrays",
            ])
        #expect(EntityKind.panel.keyOrder == SystemFile.panelKeys)
        #expect(EntityKind.load.keyOrder == SystemFile.loadKeys)
        #expect(EntityKind.battery.keyOrder == SystemFile.batteryKeys)
        #expect(EntityKind.charger.keyOrder == SystemFile.chargerKeys)
        #expect(EntityKind.inverter.keyOrder == SystemFile.inverterKeys)
        #expect(EntityKind.array.keyOrder == SystemFile.arrayKeys)
        #expect(EntityKind(rawValue: "battery") == .battery)
    }

    @Test func names_areInFileOrder() throws {
        let document = try SystemDocument(bytes: DocumentFixtures.bytes("systems/sailboat.json"))
        #expect(document.names(of: .charger) == ["Alternator", "Solar arch", "Shore charger"])
        #expect(document.names(of: .battery) == ["House bank"])
    }

    // MARK: - Helpers

    /// Fields as `cable add`/`set` builds them from option text.
    func fields(_ kind: EntityKind, _ pairs: KeyValuePairs<String, String>) -> [(key: String, value: JSONNode)] {
        pairs.map { pair in
            (pair.key, SystemDocument.value(pair.value, key: String(pair.key.split(separator: ".").last ?? "")))
        }
    }

    /// One entity of a list as `cable` writes it inside the list (one line when it fits).
    func entity(_ document: SystemDocument, _ kind: EntityKind, _ index: Int) throws -> String {
        guard case .array(let items, _)? = document.root.member(kind.listKey), items.indices.contains(index) else {
            throw DocumentFixtures.Missing(what: "\(kind.listKey)[\(index)]")
        }
        let written = JSONWriter.write(.array([items[index]], .none))
        return String(written.dropFirst("[\n  ".count).dropLast("\n]\n".count))
    }

    func bank(_ document: SystemDocument) throws -> JSONNode? {
        guard case .array(let items, _)? = document.root.member("batteries") else { return nil }
        return items.first
    }
}

/// The fixture files, found from this file's path (Tests/CableCoreTests/SystemFile/).
private enum DocumentFixtures {
    struct Missing: Error { let what: String }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
    }

    static func van() throws -> SystemDocument { try SystemDocument(bytes: bytes("systems/van.json")) }
}
