import CableCore
import Testing

@Suite("Preferences and the config document")
struct PreferencesTests {
    @Test func parse_readsEachKeyAsTyped() throws {
        #expect(try Preferences.parse(.units, "Imperial", field: "x").units == .imperial)
        #expect(try Preferences.parse(.standard, "ABYC", field: "x").standard == .abyc)
        #expect(try Preferences.parse(.lang, "DE", field: "x").lang == "de")
        #expect(try Preferences.parse(.maxDropPercent, "3%", field: "x").maxDropPercent == 3)
        #expect(try Preferences.parse(.criticalMaxDropPercent, "2", field: "x").criticalMaxDropPercent == 2)
        #expect(try Preferences.parse(.catalog, "a.json, b.json", field: "x").catalog == ["a.json", "b.json"])
    }

    @Test func parse_errorsNameTheFieldGiven() {
        expectThrows(Worded(field: "CABLE_MAX_DROP", rule: "must be ≤ 50 %", actual: "60 %")) {
            try Preferences.parse(.maxDropPercent, "60", field: "CABLE_MAX_DROP")
        }
        expectThrows(Worded(field: "--lang", rule: "must be one of en, de, es, fr, nl", actual: "'xx'")) {
            try Preferences.parse(.lang, "xx", field: "--lang")
        }
        expectThrows(Worded(field: "catalog", rule: "must not hold an empty path", actual: "")) {
            try Preferences.parse(.catalog, "a.json,,b.json", field: "catalog")
        }
    }

    @Test func filling_keepsTheFirstValueOfEachKey() throws {
        let first = try Preferences(units: .imperial, maxDropPercent: 3)
        let second = try Preferences(units: .metric, standard: .abyc, maxDropPercent: 4, criticalMaxDropPercent: 2)
        let merged = first.filling(from: second)
        #expect(merged == (try Preferences(units: .imperial, standard: .abyc, maxDropPercent: 3, criticalMaxDropPercent: 2)))
        #expect(merged.only(.standard) == (try Preferences(standard: .abyc)))
    }

    @Test func dropLimits_fillWhatIsNotChosen() throws {
        // Ordinary: the method's 5 % or ABYC's 10 % unless chosen; critical: 3 % unless chosen.
        let none = Preferences.none.dropLimits
        #expect(none.limit(critical: false, standard: .abyc) == 10)
        #expect(none.limit(critical: true, standard: .defaultMethod) == 3)
        let chosen = try Preferences(maxDropPercent: 4, criticalMaxDropPercent: 2).dropLimits
        #expect(chosen.limit(critical: false, standard: .abyc) == 4)
        #expect(chosen.limit(critical: true, standard: .abyc) == 2)
        // `drop` says whether its limit is a stated one or the method's default.
        #expect(chosen.basis(own: nil, critical: false) == .preference)
        #expect(none.basis(own: nil, critical: false) == .methodDefault)
    }

    @Test func document_decodesAValidFile() throws {
        let text =
            #"{"schemaVersion": 1, "units": "imperial", "maxDropPercent": "3%", "criticalMaxDropPercent": 2, "catalog": ["/a.json"]}"#
        let preferences = try PreferencesDocument.decode(Array(text.utf8))
        #expect(
            preferences == (try Preferences(units: .imperial, maxDropPercent: 3, criticalMaxDropPercent: 2, catalog: ["/a.json"]))
        )
        #expect(try PreferencesDocument.decode(Array(" \n".utf8)) == .none)
    }

    @Test(arguments: [
        (#"{"units": 3}"#, "1:11: units: must be a string (metric|imperial), got a number"),
        (#"{"schemaVersion": 2}"#, "1:19: schemaVersion: must be 1, got 2"),
        (#"{"catalog": "a.json"}"#, "1:13: catalog: must be an array of paths, got a string"),
        (#"{"catalog": [1]}"#, "1:13: catalog[0]: must be a string (a path), got a number"),
        (#"{"maxDropPercent": -1}"#, "1:20: maxDropPercent: must be > 0 %, got -1 %"),
        (#"[]"#, "1:1: file: must be an object, got an array"),
    ])
    func document_refusesBadFiles_namingTheKey(text: String, message: String) {
        #expect(throws: (any Error).self) { try PreferencesDocument.decode(Array(text.utf8)) }
        do {
            _ = try PreferencesDocument.decode(Array(text.utf8))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func document_setAndUnset_keepOtherMembersAndOrder() throws {
        var document = try PreferencesDocument(bytes: Array(#"{"lang": "en", "units": "metric"}"#.utf8))
        document.set(.maxDropPercent, from: try Preferences(maxDropPercent: 2.5))
        document.set(.units, from: Preferences(units: .imperial))
        let removed = document.unset(.lang)
        let absent = document.unset(.catalog)
        #expect(removed)
        #expect(!absent)
        #expect(document.text == "{\n  \"units\": \"imperial\",\n  \"maxDropPercent\": 2.5\n}\n")
    }
}
