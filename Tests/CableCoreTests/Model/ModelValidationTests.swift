import Testing

@testable import CableCore

/// The model's initialisers are its one validator: what a file may not say, Swift may not build,
/// and the error names the field by its key.
@Suite("Model: the initialisers refuse what a system file refuses")
struct ModelValidationTests {
    struct RefusalCase: CustomTestStringConvertible, Sendable {
        let why: String
        let build: @Sendable () throws(ValidationError) -> Void
        let expected: Worded
        var testDescription: String { why }
    }

    static let refusals: [RefusalCase] = [
        RefusalCase(
            why: "a load running 99 h a day",
            build: { () throws(ValidationError) in
                _ = try SystemLoad(name: "Fridge", demand: .current(.amperes(5)), length: .meters(4), hoursPerDay: 99)
            },
            expected: Worded(field: "hoursPerDay", rule: "must be between 0 h and 24 h", actual: "99 h")),
        RefusalCase(
            why: "a charger efficiency of 7",
            build: { () throws(ValidationError) in
                _ = try Charger(name: "Shore", kind: .shore, output: .current(.amperes(30)), efficiency: 7)
            },
            expected: Worded(field: "efficiency", rule: "must be ≤ 1", actual: "7")),
        // Today's decoder said "batteries[0].shortCircuitCurrent: must be > 0 A, got -600 A" for a
        // bank built in Swift with a negative capacity; the capacity itself is refused now.
        RefusalCase(
            why: "a negative capacity",
            build: { () throws(ValidationError) in
                _ = try BatteryBank(
                    name: "House", chemistry: .agm, capacityAh: -5, voltage: .volts(12),
                    arrangement: .init(series: 1, parallel: 1))
            },
            expected: Worded(field: "capacityAh", rule: "must be > 0 Ah", actual: "-5 Ah")),
        RefusalCase(
            why: "an inverter efficiency below 50 %",
            build: { () throws(ValidationError) in _ = try Inverter(name: "Inv", power: .watts(1000), efficiency: 0.3) },
            expected: Worded(field: "efficiency", rule: "must be between 0.5 and 1", actual: "0.3")),
        RefusalCase(
            why: "a surge below the continuous rating",
            build: { () throws(ValidationError) in
                _ = try Inverter(name: "Inv", power: .watts(1000), surgePower: .watts(500))
            },
            expected: Worded(field: "surgePower", rule: "must be at least power (1000 W)", actual: "500 W")),
        RefusalCase(
            why: "a charge voltage below the bank's",
            build: { () throws(ValidationError) in
                _ = try BatteryBank(
                    name: "House", chemistry: .agm, capacityAh: 100, voltage: .volts(12), count: 2,
                    arrangement: .init(series: 2, parallel: 1), chargeVoltage: .volts(20))
            },
            expected: Worded(field: "chargeVoltage", rule: "must be at least the bank's 24 V", actual: "20 V")),
        RefusalCase(
            why: "an arrangement that is not the count",
            build: { () throws(ValidationError) in
                _ = try BatteryBank(
                    name: "House", chemistry: .agm, capacityAh: 100, voltage: .volts(12), count: 3,
                    arrangement: .init(series: 2, parallel: 1))
            },
            expected: Worded(field: "arrangement", rule: "series × parallel must equal count (3)", actual: "2 × 1")),
        RefusalCase(
            why: "a fuse on an AC load",
            build: { () throws(ValidationError) in
                _ = try SystemLoad(
                    name: "TV", demand: .power(.watts(100)), length: nil, inverter: InverterReference("Inv"),
                    fuse: .amperes(5))
            },
            expected: Worded(
                field: "fuse",
                rule: "does not apply to an AC load on an inverter (its wiring is AC, which cable does not size)", actual: "")),
        RefusalCase(
            why: "a DC load without a length",
            build: { () throws(ValidationError) in _ = try SystemLoad(name: "Lamp", demand: .current(.amperes(1)), length: nil) },
            expected: Worded(field: "length", rule: "is required", actual: "nothing")),
        RefusalCase(
            why: "a name with a line break",
            build: { () throws(ValidationError) in
                _ = try Inverter(name: "Inv\nX", power: .watts(1000))
            },
            expected: Worded(
                field: "name", rule: "must not contain control characters (line breaks, tabs) or direction overrides",
                actual: "'Inv\nX'")),
        // `feed` is checked by its field-table row (SystemSchema.feed.check), in each of the four
        // initialisers that take one.
        RefusalCase(
            why: "a load fed from a blank name",
            build: { () throws(ValidationError) in
                _ = try SystemLoad(name: "Fridge", demand: .current(.amperes(5)), length: .meters(4), feed: " ")
            },
            expected: Worded(
                field: "feed", rule: "must be 1 to 200 characters, not only spaces or invisible characters", actual: "' '")),
        RefusalCase(
            why: "a charger fed from a name with a tab",
            build: { () throws(ValidationError) in
                _ = try Charger(name: "Shore", kind: .shore, output: .current(.amperes(10)), feed: "Fuse\tblock")
            },
            expected: Worded(
                field: "feed", rule: "must not contain control characters (line breaks, tabs) or direction overrides",
                actual: "'Fuse\tblock'")),
        RefusalCase(
            why: "an inverter fed from an empty name",
            build: { () throws(ValidationError) in _ = try Inverter(name: "Inv", power: .watts(1000), feed: "") },
            expected: Worded(
                field: "feed", rule: "must be 1 to 200 characters, not only spaces or invisible characters", actual: "''")),
        RefusalCase(
            why: "a panel fed from a name with a line break",
            build: { () throws(ValidationError) in
                _ = try DistributionPanel(name: "Fuse block", feed: "House\n", length: .meters(2))
            },
            expected: Worded(
                field: "feed", rule: "must not contain control characters (line breaks, tabs) or direction overrides",
                actual: "'House\n'")),
    ]

    @Test(arguments: refusals)
    func initialiser_refusesAndNamesTheKey(_ testCase: RefusalCase) {
        expectThrows(testCase.expected) { try testCase.build() }
    }

    @Test func system_refusesDuplicateNames_acrossKinds_asEntityNameComparesThem() throws {
        let fridge = try SystemLoad(name: "Fridge", demand: .current(.amperes(5)), length: .meters(4))
        let charger = try Charger(name: " FRIDGE ", kind: .shore, output: .current(.amperes(10)))
        expectThrows(
            Worded(
                field: "chargers[0].name", rule: "must be unique (also used by loads[0])", actual: "' FRIDGE '")
        ) {
            try ElectricalSystem(name: "Van", nominalVoltage: .volts(12), loads: [fridge], chargers: [charger])
        }
    }

    @Test func system_refusesABankForAnotherBus_andAnAluminiumABYCSystem() throws {
        let bank = try BatteryBank(
            name: "House", chemistry: .agm, capacityAh: 100, voltage: .volts(12), arrangement: .init(series: 1, parallel: 1))
        expectThrows(
            Worded(
                field: "batteries[0].voltage", rule: "× 1 in series must be within 25 % of the system's 24 V", actual: "12 V")
        ) {
            try ElectricalSystem(name: "Van", nominalVoltage: .volts(24), batteries: [bank])
        }
        let aluminium = try SystemDefaults(material: .aluminium)
        #expect(throws: ValidationError.self) {
            try ElectricalSystem(name: "Boat", nominalVoltage: .volts(12), standard: .abyc, defaults: aluminium)
        }
    }

    @Test func acLoad_referencesAnInverterOfTheSystem_ignoringCase() throws {
        let tv = try SystemLoad(name: "TV", demand: .power(.watts(100)), length: nil, inverter: InverterReference("main inv"))
        let inverter = try Inverter(name: "Main Inv", power: .watts(1000))
        let system = try ElectricalSystem(name: "Van", nominalVoltage: .volts(12), loads: [tv], inverters: [inverter])
        #expect(system.inverter(feeding: system.loads[0]) == inverter)
    }

    @Test func decodedAndBuiltSystems_areEqual() throws {
        let text = """
            {"schemaVersion": 1, "name": "Van", "nominalVoltage": 12,
             "loads": [{"name": "Fridge", "current": "5A", "length": "4m", "hoursPerDay": 10}],
             "batteries": [{"name": "House", "chemistry": "agm", "capacityAh": 100, "voltage": 12}]}
            """
        let decoded = try SystemFile.decode(Array(text.utf8))
        let built = try ElectricalSystem(
            name: "Van", nominalVoltage: .volts(12),
            loads: [try SystemLoad(name: "Fridge", demand: .current(.amperes(5)), length: .meters(4), hoursPerDay: 10)],
            batteries: [
                try BatteryBank(
                    name: "House", chemistry: .agm, capacityAh: 100, voltage: .volts(12),
                    arrangement: .init(series: 1, parallel: 1))
            ])
        #expect(decoded == built)
    }
}
