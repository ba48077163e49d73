import Testing

@testable import CableCore

/// The chemistry table in BatteryChemistry's doc comment, repeated as a test, and the bank
/// figures derived from it.
@Suite("BatteryChemistry and BatteryBank: documented defaults")
struct BatteryChemistryTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let chemistry: BatteryChemistry
        let name: String
        let usable: Double
        let maxDischargeC: Double
        let maxChargeC: Double
        let chargeEfficiency: Double
        let peukert: Double
        var testDescription: String { name }
    }

    // | chemistry | usable | max discharge | max charge | charge efficiency | Peukert |
    @Test(arguments: [
        Row(
            chemistry: .floodedLeadAcid, name: "flooded lead-acid", usable: 0.5, maxDischargeC: 0.25, maxChargeC: 0.2,
            chargeEfficiency: 0.85, peukert: 1.25),
        Row(
            chemistry: .agm, name: "AGM", usable: 0.5, maxDischargeC: 0.5, maxChargeC: 0.3, chargeEfficiency: 0.90, peukert: 1.25),
        Row(
            chemistry: .gel, name: "gel", usable: 0.5, maxDischargeC: 0.2, maxChargeC: 0.2, chargeEfficiency: 0.85, peukert: 1.25),
        Row(
            chemistry: .lifepo4, name: "LiFePO4", usable: 0.8, maxDischargeC: 1, maxChargeC: 0.5, chargeEfficiency: 0.98,
            peukert: 1.05),
        Row(
            chemistry: .liIon, name: "Li-ion", usable: 0.8, maxDischargeC: 1, maxChargeC: 0.5, chargeEfficiency: 0.95,
            peukert: 1.05),
    ])
    func chemistry_defaults_matchTheDocumentedTable(_ row: Row) {
        #expect(row.chemistry.displayName == row.name)
        #expect(row.chemistry.usableFraction == row.usable)
        #expect(row.chemistry.maxDischargeCRate == row.maxDischargeC)
        #expect(row.chemistry.maxChargeCRate == row.maxChargeC)
        #expect(row.chemistry.chargeEfficiency == row.chargeEfficiency)
        #expect(row.chemistry.peukertExponent == row.peukert)
    }

    @Test func chemistry_fileNames_areTheRawValues() {
        #expect(BatteryChemistry.allCases.map(\.rawValue) == ["floodedLeadAcid", "agm", "gel", "lifepo4", "liIon"])
    }

    @Test func bank_twoByTwoAGM_derivesCapacityVoltageEnergyAndCurrents() throws {
        // 4 × 220 Ah 12 V as 2S2P: 440 Ah at 24 V, 4 · 220 · 12 = 10560 Wh;
        // discharge 0.5 C = 220 A, charge 0.3 C = 132 A.
        let bank = try BatteryBank(
            name: "House", chemistry: .agm, capacityAh: 220, voltage: .volts(12), count: 4,
            arrangement: .init(series: 2, parallel: 2))
        #expect(bank.bankCapacityAh == 440)
        #expect(bank.bankVoltage == .volts(24))
        #expect(bank.nominalEnergyWattHours == 10560)
        #expect(bank.effectiveUsableFraction == 0.5)
        #expect(bank.effectivePeukertExponent == 1.25)
        expectClose(bank.effectiveMaxDischargeCurrent.amperes, 220)
        expectClose(bank.maxChargeCurrent.amperes, 132)
    }

    @Test func bank_givenFigures_replaceTheChemistryDefaults() throws {
        let bank = try BatteryBank(
            name: "House", chemistry: .lifepo4, capacityAh: 100, voltage: .volts(12.8),
            arrangement: .init(series: 1, parallel: 1),
            usableFraction: 0.9, maxDischargeCurrent: .amperes(150), peukertExponent: 1.02)
        #expect(bank.effectiveUsableFraction == 0.9)
        #expect(bank.effectivePeukertExponent == 1.02)
        #expect(bank.effectiveMaxDischargeCurrent == .amperes(150))
        // The charge limit always comes from the chemistry: 0.5 C of 100 Ah.
        expectClose(bank.maxChargeCurrent.amperes, 50)
    }

    // A bank's voltage for its bus: LiFePO4 4 cells of 3.2 V per 12 V (12.8, 25.6, 51.2 V; Victron's
    // lithium data sheets); lead-acid and Li-ion the nominal voltage.
    @Test(arguments: [
        (BatteryChemistry.lifepo4, 12.0, 12.8), (.lifepo4, 24, 25.6), (.lifepo4, 48, 51.2), (.agm, 24, 24),
        (.floodedLeadAcid, 12, 12), (.gel, 48, 48), (.liIon, 48, 48),
    ])
    func chemistry_bankVoltageForTheBus(_ chemistry: BatteryChemistry, _ nominal: Double, _ bank: Double) {
        expectClose(chemistry.bankVoltage(forSystem: .volts(nominal)).volts, bank)
    }

    // Absorption: 8 h × the share of the top 20 % discharged, lead-acid only (Victron Blue Smart manual).
    @Test(arguments: [
        (BatteryChemistry.agm, 0.5, 8.0), (.floodedLeadAcid, 0.2, 8), (.gel, 0.1, 4), (.agm, 0.05, 2), (.agm, 0, 0),
        (.lifepo4, 0.8, 0), (.liIon, 0.5, 0),
    ])
    func chemistry_absorptionHours(_ chemistry: BatteryChemistry, _ depth: Double, _ hours: Double) {
        expectClose(chemistry.absorptionHours(depthOfDischarge: depth), hours, absolute: 1e-12)
        #expect(chemistry.isLeadAcid == [.floodedLeadAcid, .agm, .gel].contains(chemistry))
    }
}
