import Foundation
import Testing

@testable import CableCore

/// The energy budget's rules: Peukert per load at its own current, charge efficiency in the daily
/// balance, and the lead-acid recharge model (bulk to 80 %, then absorption).
@Suite("Energy budget: Peukert per load, charge efficiency, recharge with absorption")
struct EnergyBudgetTests {
    static func bank(
        _ chemistry: BatteryChemistry, ampereHours: Double, volts: Double = 12,
        _ configure: (inout BankDraft) -> Void = { _ in }
    ) -> BatteryBank {
        var bank = BankDraft(
            name: "\(chemistry.rawValue) \(ampereHours)", chemistry: chemistry, capacityAh: ampereHours, voltage: .volts(volts),
            series: 1, parallel: 1)
        configure(&bank)
        // The cases are tables of valid banks (test arguments): an invalid one is a mistake in the test.
        do {
            return try bank.build()
        } catch {
            preconditionFailure("not a valid bank: \(error)")
        }
    }

    static func load(_ name: String, amperes: Double, hours: Double) throws -> SystemLoad {
        try SystemLoad(name: name, demand: .current(.amperes(amperes)), length: .meters(1), hoursPerDay: hours)
    }

    static func charger(amperes: Double, hours: Double = 0) throws -> Charger {
        try Charger(name: "Charger \(amperes)", kind: .shore, output: .current(.amperes(amperes)), hoursPerDay: hours)
    }

    // MARK: - Peukert per load

    struct PeukertCase: CustomTestStringConvertible, Sendable {
        let draws: [(wattHours: Double, amperes: Double)]
        let twentyHour: Double
        let exponent: Double
        let factor: Double
        let why: String
        var testDescription: String { why }
    }

    // F = Σ E / Σ E · max(1, I / I₂₀)^(k − 1) (Peukert's law, per load at its own current).
    @Test(arguments: [
        PeukertCase(draws: [(120, 5)], twentyHour: 5, exponent: 1.25, factor: 1, why: "at exactly I₂₀: no loss"),
        PeukertCase(draws: [(120, 2), (240, 4)], twentyHour: 5, exponent: 1.25, factor: 1, why: "below I₂₀: no gain"),
        // 10 A from I₂₀ = 5 A: 1 / 2^0.25 = 0.8409.
        PeukertCase(draws: [(2880, 10)], twentyHour: 5, exponent: 1.25, factor: 0.8408964152537145, why: "one load at 2 × I₂₀"),
        // 1200 Wh at 100 A (20 × I₂₀) and 1200 Wh at 1 A: 2400 / (1200 · 20^0.25 + 1200) = 0.6422.
        PeukertCase(
            draws: [(1200, 100), (1200, 1)], twentyHour: 5, exponent: 1.25, factor: 2 / (pow(20, 0.25) + 1),
            why: "a heavy and a light load"),
        // LiFePO4 k = 1.05: 20^0.05 = 1.1616; 2400 / (1200 · 1.1616 + 1200) = 0.9253.
        PeukertCase(
            draws: [(1200, 100), (1200, 1)], twentyHour: 5, exponent: 1.05, factor: 2 / (pow(20, 0.05) + 1),
            why: "the same loads on lithium"),
        PeukertCase(draws: [], twentyHour: 5, exponent: 1.25, factor: 1, why: "no consumption"),
    ])
    func peukertFactor_weighsEachLoadAtItsOwnCurrent(_ testCase: PeukertCase) {
        let draws = testCase.draws.map { SystemAnalyzer.EnergyDraw(wattHours: $0.wattHours, current: .amperes($0.amperes)) }
        expectClose(
            SystemAnalyzer.peukertFactor(draws: draws, twentyHourCurrent: testCase.twentyHour, exponent: testCase.exponent),
            testCase.factor)
    }

    @Test func peukert_countsAShortHeavyLoad_thatTheDailyAverageHides() throws {
        // AGM 100 Ah (I₂₀ = 5 A): a 100 A winch for 0.5 h (600 Wh) and a 1 A light for 20 h (240 Wh).
        // Average over 24 h: 840 / 12 / 24 = 2.92 A < 5 A, which counted no loss. Per load: the winch's
        // 600 Wh count 20^0.25 = 2.115 times: F = 840 / (600 · 2.115 + 240) = 0.5568; usable 600 · F = 334.1 Wh.
        let system = try ElectricalSystem(
            name: "T", nominalVoltage: .volts(12),
            loads: [Self.load("Winch", amperes: 100, hours: 0.5), Self.load("Light", amperes: 1, hours: 20)],
            batteries: [Self.bank(.agm, ampereHours: 100)])
        let report = try SystemAnalyzer.analyze(system)
        let factor = 840 / (600 * pow(20, 0.25) + 240)
        expectClose(report.totals.usableEnergyWattHours, 600 * factor)
        expectClose(try #require(report.totals.autonomyDays), 600 * factor / 840)
    }

    // MARK: - Charge efficiency in the daily balance

    @Test func dailyChargeStored_isTheChargeTimesTheBanksEfficiency() throws {
        // 10 A × 12 V × 5 h = 600 Wh. LiFePO4 100 Ah 12.8 V (1280 Wh, 98 %) and AGM 100 Ah 12 V (1200 Wh,
        // 90 %): η = (0.98 · 1280 + 0.9 · 1200) / 2480 = 0.94129; 600 · η = 564.77 Wh.
        let system = try ElectricalSystem(
            name: "T", nominalVoltage: .volts(12),
            batteries: [Self.bank(.lifepo4, ampereHours: 100, volts: 12.8), Self.bank(.agm, ampereHours: 100)],
            chargers: [Self.charger(amperes: 10, hours: 5)])
        let totals = try SystemAnalyzer.analyze(system).totals
        expectClose(totals.dailyChargeWattHours, 600)
        expectClose(try #require(totals.dailyChargeStoredWattHours), 600 * (0.98 * 1280 + 0.9 * 1200) / 2480)
    }

    @Test func dailyBalance_warnsWhenTheChargeIsEnoughOnlyBeforeItsLosses() throws {
        // Flooded 85 %: 600 Wh charged, 510 Wh stored, against 12 · 4.5 · 10 = 540 Wh used.
        let system = try ElectricalSystem(
            name: "T", nominalVoltage: .volts(12), loads: [Self.load("L", amperes: 4.5, hours: 10)],
            batteries: [Self.bank(.floodedLeadAcid, ampereHours: 200)], chargers: [Self.charger(amperes: 10, hours: 5)])
        let report = try SystemAnalyzer.analyze(system)
        #expect(report.warnings == [.chargeBelowConsumption(chargeWattHours: 510, consumptionWattHours: 540)])
    }

    @Test func noBank_hasNoStoredCharge() throws {
        let totals = try SystemAnalyzer.analyze(
            ElectricalSystem(name: "T", nominalVoltage: .volts(12), chargers: [Self.charger(amperes: 10, hours: 5)])
        ).totals
        #expect(totals.dailyChargeStoredWattHours == nil)
    }

    // MARK: - Recharge

    struct RechargeCase: CustomTestStringConvertible, Sendable {
        let bank: BatteryBank
        let chargerAmperes: Double
        let hours: Double
        let absorption: Double
        let why: String
        var testDescription: String { why }
    }

    // Victron's estimate (Blue Smart IP67 manual): bulk at full current to ~80 %, then up to 8 h absorption;
    // lithium is charged in bulk. Charge power = 12 V × the current (capped at the bank's maximum).
    @Test(arguments: [
        // AGM 100 Ah from 50 %: bulk 1200 · 0.3 / 0.9 = 400 Wh at 240 W = 1.667 h, + 8 h.
        RechargeCase(
            bank: bank(.agm, ampereHours: 100), chargerAmperes: 20, hours: 400.0 / 240 + 8, absorption: 8,
            why: "AGM from 50 %: bulk, then 8 h"),
        // Usable 10 %: the bank is only in the top band; absorption 8 × 0.1 / 0.2 = 4 h; no bulk.
        RechargeCase(
            bank: bank(.agm, ampereHours: 100) { $0.usableFraction = 0.1 }, chargerAmperes: 20, hours: 4, absorption: 4,
            why: "AGM from 90 %: absorption only, 4 h"),
        // A 1 A charger (12 W): bulk 400 Wh = 33.33 h; the top 20 % (266.67 Wh) takes 22.22 h > 8 h.
        RechargeCase(
            bank: bank(.agm, ampereHours: 100), chargerAmperes: 1, hours: 400.0 / 12 + 1200 * 0.2 / 0.9 / 12,
            absorption: 1200 * 0.2 / 0.9 / 12, why: "a charger too small to finish absorption in 8 h"),
        // Flooded 200 Ah: 0.2 C = 40 A cap; 60 A offered → 40 A = 480 W; bulk 2400 · 0.3 / 0.85 / 480 + 8.
        RechargeCase(
            bank: bank(.floodedLeadAcid, ampereHours: 200), chargerAmperes: 60, hours: 2400 * 0.3 / 0.85 / 480 + 8,
            absorption: 8, why: "flooded, charge current capped at 0.2 C"),
        // LiFePO4 100 Ah 12.8 V from 20 %: 1280 · 0.8 / 0.98 / 240 = 4.354 h, no absorption.
        RechargeCase(
            bank: bank(.lifepo4, ampereHours: 100, volts: 12.8), chargerAmperes: 20, hours: 1280 * 0.8 / 0.98 / 240,
            absorption: 0, why: "LiFePO4: bulk only"),
    ])
    func recharge_isBulkThenAbsorptionForLeadAcid(_ testCase: RechargeCase) throws {
        let system = try ElectricalSystem(
            name: "T", nominalVoltage: .volts(12), batteries: [testCase.bank],
            chargers: [Self.charger(amperes: testCase.chargerAmperes)])
        let totals = try SystemAnalyzer.analyze(system).totals
        expectClose(try #require(totals.rechargeHours), testCase.hours)
        expectClose(try #require(totals.rechargeAbsorptionHours), testCase.absorption, absolute: 1e-12)
    }
}
