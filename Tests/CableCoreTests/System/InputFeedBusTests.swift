import CableText
import Testing

@testable import CableCore

/// A DC-DC charger's `input.feed`: a battery off the house bus, of the voltage class its
/// `input.voltage` belongs to (rev34d F20, F7); banks of different chemistries on the house bus
/// warned about (rev34d F18).
@Suite("DC-DC input feed: off the house bus, of its input's voltage class; mixed chemistries")
struct InputFeedBusTests {
    /// The van's 12 V house (LiFePO4, 4 × 3.2 V, 280 Ah) and a second bank `source`; the Orion
    /// draws from `feed` with `inputVoltage`.
    static func system(source: BatteryBank, feed: String?, inputVoltage: Double?) throws -> ElectricalSystem {
        var draft = SystemDraft(name: "Van", nominalVoltage: .volts(12))
        draft.batteries = [
            try BatteryBank(
                name: "House", chemistry: .lifepo4, capacityAh: 280, voltage: .volts(12.8),
                arrangement: .init(series: 1, parallel: 1), length: .meters(1)),
            source,
        ]
        draft.chargers = [
            try Charger(
                name: "Orion", kind: .dcdc, output: .current(.amperes(30)), length: .meters(1),
                input: try ChargerInput(length: .meters(3), voltage: inputVoltage.map(Voltage.volts), feed: feed))
        ]
        return try draft.build()
    }

    static func separate(_ name: String, _ chemistry: BatteryChemistry, _ volts: Double) throws -> BatteryBank {
        try BatteryBank(
            name: name, chemistry: chemistry, capacityAh: 100, voltage: .volts(volts),
            arrangement: .init(series: 1, parallel: 1), coldCrankingAmps: chemistry == .lifepo4 ? nil : .amperes(800),
            bus: .separate)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let bankVolts: Double
        let chemistry: BatteryChemistry
        let inputVolts: Double
        /// The input's class (``InputSource/sourceNominal(around:)``: the nearest of 12, 24, 36,
        /// 48 V within 25 %, the higher at a midpoint), nil when the feed is accepted.
        let refusedClass: Double?
        var testDescription: String { "\(inputVolts) V input from \(bankVolts) V" }
    }

    /// Accepted: the bank's voltage within 25 % of the input's class. Refused: the reviewer's 12.5 V
    /// Orion-Tr Smart 12/12-30 (input range 10–17 V, Victron data sheet) on a 24 V truck AGM
    /// (|24 − 12| = 12 V > 3 V), a 12 V input on a 25.6 V bank, a 24 V input (24/12-30, range
    /// 16–35 V) on a 12.8 V bank (|12.8 − 24| = 11.2 V > 6 V).
    static let cases: [Case] = [
        Case(bankVolts: 12, chemistry: .agm, inputVolts: 12.5, refusedClass: nil),
        Case(bankVolts: 51.2, chemistry: .lifepo4, inputVolts: 42, refusedClass: nil),
        Case(bankVolts: 25.6, chemistry: .lifepo4, inputVolts: 24, refusedClass: nil),
        Case(bankVolts: 24, chemistry: .agm, inputVolts: 12.5, refusedClass: 12),
        Case(bankVolts: 25.6, chemistry: .lifepo4, inputVolts: 12, refusedClass: 12),
        Case(bankVolts: 12.8, chemistry: .lifepo4, inputVolts: 24, refusedClass: 24),
    ]

    @Test(arguments: cases)
    func inputVoltageClass_againstTheFeedBank(_ test: Case) throws {
        let source = try Self.separate("Truck", test.chemistry, test.bankVolts)
        guard let refused = test.refusedClass else {
            _ = try Self.system(source: source, feed: "Truck", inputVoltage: test.inputVolts)
            return
        }
        expectThrows(
            Worded(
                field: "chargers[0].input.feed",
                rule: "must name a battery of the \(figure(refused)) V class its input.voltage \(figure(test.inputVolts)) V "
                    + "belongs to, not 'Truck' at \(figure(test.bankVolts)) V: a charger's input on another voltage is "
                    + "destroyed or charges nothing",
                actual: "'Truck'")
        ) { _ = try Self.system(source: source, feed: "Truck", inputVoltage: test.inputVolts) }
    }

    /// Without `input.voltage` the input's class is unknown to the model: accepted, drawn at the
    /// bank's voltage (`cable add charger --from` checks the catalogue entry's class).
    @Test func noInputVoltage_isNotJudged() throws {
        _ = try Self.system(source: try Self.separate("Truck", .agm, 24), feed: "Truck", inputVoltage: nil)
    }

    /// rev34d F7: a second bank on the house bus is on the bus the charger charges; refused, in
    /// every language.
    @Test func houseBusFeed_isRefused() throws {
        let bankB = try BatteryBank(
            name: "Bank B", chemistry: .lifepo4, capacityAh: 100, voltage: .volts(12.8),
            arrangement: .init(series: 1, parallel: 1), length: .meters(1))
        expectThrows(
            Worded(
                field: "chargers[0].input.feed",
                rule: "must name a battery off the house bus (bus separate): 'Bank B' is on the house bus the charger "
                    + "charges, so it would draw from the bus it charges",
                actual: "'Bank B'")
        ) { _ = try Self.system(source: bankB, feed: "Bank B", inputVoltage: 12.5) }
        #expect(
            Words(.de).text(ValidationError.Rule.inputFeedOffHouseBus(bank: "Bank B"))
                == "muss eine Batterie außerhalb des Bordnetzes nennen (bus separate): 'Bank B' liegt am Bordnetz, das das "
                + "Ladegerät lädt, es würde also aus dem Netz gespeist, das es lädt")
        for language in Language.allCases where language != .en {
            #expect(
                Words(language).text(ValidationError.Rule.inputFeedOffHouseBus(bank: "B"))
                    != Words.english.text(ValidationError.Rule.inputFeedOffHouseBus(bank: "B")))
        }
    }

    /// rev34d F18: a 70 Ah AGM on the house bus beside the LiFePO4 bank: warned, naming both;
    /// none when the AGM is off the house bus or both are LiFePO4.
    @Test func mixedChemistriesOnTheHouseBus_areWarned() throws {
        let agm = try BatteryBank(
            name: "Start", chemistry: .agm, capacityAh: 70, voltage: .volts(12), arrangement: .init(series: 1, parallel: 1),
            length: .meters(1), coldCrankingAmps: .amperes(800))
        let mixed = try SystemAnalyzer.analyze(try Self.system(source: agm, feed: nil, inputVoltage: 12.5))
        let warning = SystemWarning.mixedChemistries([
            HouseBankChemistry(bank: "House", chemistry: .lifepo4), HouseBankChemistry(bank: "Start", chemistry: .agm),
        ])
        #expect(mixed.warnings.contains(warning))
        #expect(
            Words.english.text(warning, units: .metric)
                == "banks of different chemistries in parallel on the house bus ('House' LiFePO4, 'Start' AGM): they cannot "
                + "all be charged right and share current unevenly, so the usable energy is not what it shows (put one on "
                + "its own bus, bus separate, charged through a DC-DC charger)")
        for language in Language.allCases where language != .en {
            #expect(Words(language).text(warning, units: .metric) != Words.english.text(warning, units: .metric))
        }
        let apart = try SystemAnalyzer.analyze(
            try Self.system(source: try Self.separate("Start", .agm, 12), feed: "Start", inputVoltage: 12.5))
        #expect(!apart.warnings.contains { if case .mixedChemistries = $0 { true } else { false } })
        let twoLithium = try BatteryBank(
            name: "Bank B", chemistry: .lifepo4, capacityAh: 100, voltage: .volts(12.8),
            arrangement: .init(series: 1, parallel: 1), length: .meters(1))
        let same = try SystemAnalyzer.analyze(try Self.system(source: twoLithium, feed: nil, inputVoltage: 12.5))
        #expect(!same.warnings.contains { if case .mixedChemistries = $0 { true } else { false } })
    }
}

/// A figure as the English error text writes it: shortest form, no trailing ".0".
private func figure(_ value: Double) -> String { NumberText.shortest(value) }
