import Testing

@testable import CableCore

/// What a bank asks of its fuses: its charge voltage by chemistry and series count, its fault
/// current and its main fuse's interrupting rating (ABYC E-11's table for lead-acid; the
/// 120 A/Ah cell estimate for lithium), worked out by hand.
@Suite("Battery banks: charge voltage, short-circuit current and the main fuse's interrupting rating")
struct BankProtectionTests {
    static func bank(
        _ chemistry: BatteryChemistry, ampereHours: Double, volts: Double, series: Int = 1, parallel: Int = 1,
        _ configure: (inout BankDraft) -> Void = { _ in }
    ) -> BatteryBank {
        var bank = BankDraft(
            name: "Bank", chemistry: chemistry, capacityAh: ampereHours, voltage: .volts(volts), count: series * parallel,
            series: series, parallel: parallel)
        configure(&bank)
        // The cases are tables of valid banks (static lets): an invalid one is a mistake in the test.
        do {
            return try bank.build()
        } catch {
            preconditionFailure("not a valid bank: \(error)")
        }
    }

    // MARK: - Charge voltage

    struct ChargeCase: Sendable, CustomTestStringConvertible {
        let name: String
        let chemistry: BatteryChemistry
        let volts: Double
        let series: Int
        let cells: Int
        let chargeVolts: Double
        var testDescription: String { name }
    }

    static let chargeCases: [ChargeCase] = [
        // 4 × 3.55 V = 14.2 V (the usual LiFePO4 setpoint, 3.55 V per cell).
        ChargeCase(name: "12.8 V LiFePO4", chemistry: .lifepo4, volts: 12.8, series: 1, cells: 4, chargeVolts: 14.2),
        // The usual 48 V rack battery: 16 cells, 56.8 V.
        ChargeCase(name: "51.2 V LiFePO4", chemistry: .lifepo4, volts: 51.2, series: 1, cells: 16, chargeVolts: 56.8),
        // 16 single 3.2 V cells in series: 16 × 3.55 V.
        ChargeCase(name: "16S of 3.2 V cells", chemistry: .lifepo4, volts: 3.2, series: 16, cells: 1, chargeVolts: 56.8),
        // Two 12 V AGM in series: 2 × 6 × 2.45 V = 29.4 V.
        ChargeCase(name: "2 × 12 V AGM", chemistry: .agm, volts: 12, series: 2, cells: 6, chargeVolts: 29.4),
        // Four 6 V flooded in series (24 V): 4 × 3 × 2.58 V = 30.96 V, still under a 32 V fuse.
        ChargeCase(name: "4 × 6 V flooded", chemistry: .floodedLeadAcid, volts: 6, series: 4, cells: 3, chargeVolts: 30.96),
        // 12 V gel: 6 × 2.40 V = 14.4 V.
        ChargeCase(name: "12 V gel", chemistry: .gel, volts: 12, series: 1, cells: 6, chargeVolts: 14.4),
        // 14.4 V NMC (4 × 3.6 V): 4 × 4.2 V = 16.8 V.
        ChargeCase(name: "14.4 V NMC", chemistry: .liIon, volts: 14.4, series: 1, cells: 4, chargeVolts: 16.8),
    ]

    @Test(arguments: chargeCases)
    func maxChargeVoltage_isCellsTimesTheChemistrysHighestCellVoltage(_ testCase: ChargeCase) {
        let bank = Self.bank(testCase.chemistry, ampereHours: 100, volts: testCase.volts, series: testCase.series)
        #expect(bank.cellsPerBattery == testCase.cells)
        expectClose(bank.maxChargeVoltage.volts, testCase.chargeVolts)
    }

    @Test func maxChargeVoltage_givenInTheFile_wins() {
        let bank = Self.bank(.lifepo4, ampereHours: 100, volts: 51.2) { $0.chargeVoltage = .volts(56.8) }
        #expect(bank.maxChargeVoltage == .volts(56.8))
    }

    @Test func highestChargeRatio_isFloodedLeadAcidEqualising() {
        // 2.58 / 2.0 = 1.29 (Trojan: equalise up to 2.58 V per cell).
        expectClose(BatteryChemistry.highestChargeVoltageRatio, 1.29)
        expectClose(BatteryChemistry.highestChargeVoltage(nominal: .volts(12)).volts, 15.48)
    }

    @Test func system_maxChargeVoltage_isTheHighestBankOrChargerVoltage() throws {
        let empty = try ElectricalSystem(name: "S", nominalVoltage: .volts(24))
        // No bank, no charger voltage: 24 × 1.29.
        expectClose(empty.maxChargeVoltage.volts, 30.96)
        let bank = Self.bank(.agm, ampereHours: 100, volts: 12, series: 2)
        let banked = try ElectricalSystem(name: "S", nominalVoltage: .volts(24), batteries: [bank])
        expectClose(banked.maxChargeVoltage.volts, 29.4)
        let charger = try Charger(name: "C", kind: .shore, output: .current(.amperes(10)), voltage: .volts(31))
        let charged = try ElectricalSystem(name: "S", nominalVoltage: .volts(24), batteries: [bank], chargers: [charger])
        #expect(charged.maxChargeVoltage == .volts(31))
    }

    // MARK: - Short-circuit current and the main fuse

    struct FaultCase: Sendable, CustomTestStringConvertible {
        let name: String
        let bank: BatteryBank
        let prospective: Double?
        let cca: Double?
        let required: Double
        let basis: ShortCircuitEstimate.Basis
        var testDescription: String { name }
    }

    static let faultCases: [FaultCase] = [
        // The 440 Ah AGM bank (2 × 2 of 220 Ah) without a CCA: up to 14 CCA/Ah (Optima YellowTop
        // D34: 750 CCA / 55 Ah = 13.6) × 440 = 6160 CCA, beyond ABYC's 2200: 20 kA (the old 4.4 × Ah gave
        // 1936 CCA and a 5 kA row it may not be in).
        FaultCase(
            name: "440 Ah AGM: beyond the table", bank: bank(.agm, ampereHours: 220, volts: 12, series: 2, parallel: 2),
            prospective: nil, cca: 6160, required: 20_000, basis: .beyondAbycTable),
        // The same bank with its CCA given, 2 strings × 968 = 1936 CCA > 1100 → 5000 A, which no MIDI
        // (2 kA) meets.
        FaultCase(
            name: "440 Ah AGM: ABYC 5 kA",
            bank: bank(.agm, ampereHours: 220, volts: 12, series: 2, parallel: 2) { $0.coldCrankingAmps = .amperes(968) },
            prospective: nil, cca: 1936, required: 5_000, basis: .abycColdCrankingTable),
        // 40 Ah AGM: 14 × 40 = 560 CCA ≤ 650 → 1500 A.
        FaultCase(
            name: "40 Ah AGM: ABYC 1.5 kA", bank: bank(.agm, ampereHours: 40, volts: 12), prospective: nil, cca: 560,
            required: 1_500, basis: .abycColdCrankingTable),
        // 100 Ah flooded: 10 × 100 = 1000 CCA in 651…1100 → 3000 A.
        FaultCase(
            name: "100 Ah flooded: ABYC 3 kA", bank: bank(.floodedLeadAcid, ampereHours: 100, volts: 12), prospective: nil,
            cca: 1000, required: 3_000, basis: .abycColdCrankingTable),
        // The CCA given: 2 × 800 = 1600 CCA → 5000 A.
        FaultCase(
            name: "CCA given", bank: bank(.agm, ampereHours: 100, volts: 12, parallel: 2) { $0.coldCrankingAmps = .amperes(800) },
            prospective: nil, cca: 1_600, required: 5_000, basis: .abycColdCrankingTable),
        // 600 Ah is beyond the table (500 Ah): without a maker's figure, ABYC's 20 kA (14 × 600 = 8400 CCA).
        FaultCase(
            name: "600 Ah lead-acid: beyond the table", bank: bank(.agm, ampereHours: 300, volts: 12, parallel: 2),
            prospective: nil, cca: 8_400, required: 20_000, basis: .beyondAbycTable),
        // The 300 Ah LiFePO4 bank: 120 × 300 = 36 kA > 10 kA → 20 kA: Class T.
        FaultCase(
            name: "300 Ah LiFePO4: Class T", bank: bank(.lifepo4, ampereHours: 300, volts: 12.8), prospective: 36_000, cca: nil,
            required: 20_000, basis: .lithiumEstimate),
        // 50 Ah: 6 kA ≤ 10 kA → 6 kA itself.
        FaultCase(
            name: "50 Ah LiFePO4: 6 kA", bank: bank(.lifepo4, ampereHours: 50, volts: 12.8), prospective: 6_000, cca: nil,
            required: 6_000, basis: .lithiumEstimate),
        // The maker's 2500 A per battery × 3 strings = 7500 A.
        FaultCase(
            name: "maker's figure × strings",
            bank: bank(.lifepo4, ampereHours: 100, volts: 12.8, series: 2, parallel: 3) {
                $0.shortCircuitCurrent = .amperes(2_500)
            }, prospective: 7_500, cca: nil, required: 7_500, basis: .given),
    ]

    @Test(arguments: faultCases)
    func shortCircuit_followsTheModel(_ testCase: FaultCase) throws {
        let estimate = testCase.bank.shortCircuit
        #expect(estimate.basis == testCase.basis)
        if let prospective = testCase.prospective {
            expectClose(try #require(estimate.prospectiveCurrent).amperes, prospective)
        } else {
            #expect(estimate.prospectiveCurrent == nil)
        }
        if let cca = testCase.cca {
            expectClose(try #require(estimate.coldCrankingAmps).amperes, cca)
        } else {
            #expect(estimate.coldCrankingAmps == nil)
        }
        #expect(estimate.requiredInterruptRating == .amperes(testCase.required))
    }

    @Test(arguments: [(650.0, 1_500.0), (651, 3_000), (1_100, 3_000), (1_101, 5_000), (2_200, 5_000)])
    func abycTable_readsTheColdCrankingAmps(_ cca: Double, _ rating: Double) {
        #expect(ShortCircuitEstimate.abycMainRating(coldCranking: .amperes(cca)) == .amperes(rating))
    }
}
