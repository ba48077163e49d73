import Testing

@testable import CableCore

/// The figures a device is sized at, not the flattering ones a file may give: a DC-DC charger's
/// output power at the charge voltage it holds its current to (rev34d F1), an inverter's
/// efficiency at rated power (rev34d F5), and what a fuse family is rated to interrupt when no
/// fault current was checked (F13) or which way round it goes (F4).
@Suite("Rated figures: DC-DC output at the charge voltage, inverter η at rated power, fuse families")
struct RatedFiguresTests {
    struct OutputCase: CustomTestStringConvertible, Sendable {
        let voltage: Double?
        let amperes: Double
        var testDescription: String { "voltage \(voltage.map { "\($0) V" } ?? "none") → \(amperes) A in" }
    }

    /// An Orion-Tr Smart 12/12-30 charging LiFePO4 at 14.2 V (4 × 3.55 V) from 12.5 V, η_in 0.87
    /// (docs/method.md, *DC-DC chargers' input*): P_out = 30 × 14.2 = 426 W, I_in = 426 / (0.87 ×
    /// 12.5) = 39.17 A whether `voltage` is absent, the 12 V class (rev34d F1: it gave 30 × 12 /
    /// 10.875 = 33.10 A) or the charge voltage itself; a `voltage` above the charge voltage
    /// (14.6 V) counts: 30 × 14.6 / 10.875 = 40.28 A.
    @Test(arguments: [
        OutputCase(voltage: nil, amperes: 30 * 14.2 / (0.87 * 12.5)),
        OutputCase(voltage: 12, amperes: 30 * 14.2 / (0.87 * 12.5)),
        OutputCase(voltage: 14.2, amperes: 30 * 14.2 / (0.87 * 12.5)),
        OutputCase(voltage: 14.6, amperes: 30 * 14.6 / (0.87 * 12.5)),
    ])
    func dcdcOutputPower_isAtTheChargeVoltage_orAHigherOutputVoltage(_ testCase: OutputCase) throws {
        let charger = try Charger(
            name: "Orion", kind: .dcdc, output: .current(.amperes(30)), voltage: testCase.voltage.map(Voltage.volts),
            length: .meters(1), input: try ChargerInput(length: .meters(3), voltage: .volts(12.5)))
        let current = charger.inputCurrent(nominalVoltage: .volts(12), chargeVoltage: .volts(14.2), sourceVoltage: .volts(12))
        expectClose(current.amperes, testCase.amperes)
        if testCase.voltage != 14.6 { expectClose(current.amperes, 39.1724, absolute: 1e-4) }
    }

    /// rev34d F1 in a system: the 12 V van's DC-DC charger written `"voltage": "12V"` draws the
    /// same 39.17 A as the one without (House LiFePO4 charged at 14.2 V).
    @Test func dcdcVoltageAsItsClass_inASystem_drawsAsWithout() throws {
        func inputCurrent(_ voltage: Voltage?) throws -> Double {
            var draft = SystemDraft(name: "S", nominalVoltage: .volts(12))
            draft.batteries = [
                try BatteryBank(
                    name: "House", chemistry: .lifepo4, capacityAh: 200, voltage: .volts(12.8),
                    arrangement: .init(series: 1, parallel: 1), length: .meters(1))
            ]
            draft.chargers = [
                try Charger(
                    name: "Orion", kind: .dcdc, output: .current(.amperes(30)), voltage: voltage, length: .meters(1),
                    input: try ChargerInput(length: .meters(3), voltage: .volts(12.5)))
            ]
            let report = try SystemAnalyzer.analyze(try draft.build())
            return try #require(report.circuits.first { $0.kind == .chargerInput }).circuit.current.amperes
        }
        expectClose(try inputCurrent(.volts(12)), try inputCurrent(nil))
        expectClose(try inputCurrent(.volts(12)), 426 / (0.87 * 12.5))
    }

    struct EfficiencyCase: CustomTestStringConvertible, Sendable {
        let watts: Double
        let efficiency: Double?
        let nominal: Double
        let amperes: Double
        var testDescription: String { "\(watts) W at η \(efficiency ?? 0.9) on \(nominal) V → \(amperes) A" }
    }

    /// rev34d F5: the DC currents take min(η, 0.9) — NEC 690.8(A)(4) asks for the current at rated
    /// power, a data sheet's one figure is its maximum efficiency (part load).
    @Test(arguments: [
        // Victron MultiPlus 12/3000/120 (catalogue: 2400 W, "maximum efficiency 93 %"), cut-off 9.3 V:
        // 2400 / (0.9 × 9.3) = 286.74 A, not 2400 / (0.93 × 9.3) = 277.49 A.
        EfficiencyCase(watts: 2400, efficiency: 0.93, nominal: 12, amperes: 2400 / (0.9 * 9.3)),
        // The cabin's 3 kW at 0.93 on 24 V (cut-off 18.6 V): 3000 / (0.9 × 18.6) = 179.21 A, was 173.43 A.
        EfficiencyCase(watts: 3000, efficiency: 0.93, nominal: 24, amperes: 3000 / (0.9 * 18.6)),
        // At or below 0.9 the figure is used as given: 2000 / (0.85 × 9.3) = 253.02 A.
        EfficiencyCase(watts: 2000, efficiency: 0.85, nominal: 12, amperes: 2000 / (0.85 * 9.3)),
        EfficiencyCase(watts: 2000, efficiency: nil, nominal: 12, amperes: 2000 / (0.9 * 9.3)),
    ])
    func inverterCurrents_takeTheEfficiencyAtRatedPower_atMost0_9(_ testCase: EfficiencyCase) throws {
        let inverter = try Inverter(name: "I", power: .watts(testCase.watts), efficiency: testCase.efficiency)
        expectClose(inverter.continuousCurrent(nominal: .volts(testCase.nominal)).amperes, testCase.amperes)
        expectClose(inverter.surgeCurrent(nominal: .volts(testCase.nominal)).amperes, testCase.amperes)
        #expect(inverter.ratedPowerEfficiency == min(testCase.efficiency ?? 0.9, 0.9))
    }

    /// The MultiPlus 12/3000/120 in a system: its feed is fused at ≥ 1.25 × 286.74 = 358.42 A, so
    /// 400 A — the rating Victron recommends for it (a 400 A MEGA) — where η 0.93 gave 350 A; the
    /// energy budget keeps the 0.93: 1000 Wh AC → 1000 / 0.93 = 1075.27 Wh + 20 W × 24 h.
    @Test func multiPlus12_3000_isFusedAt400A_andItsBudgetKeeps93Percent() throws {
        var draft = SystemDraft(name: "S", nominalVoltage: .volts(12))
        draft.batteries = [
            try BatteryBank(
                name: "House", chemistry: .lifepo4, capacityAh: 400, voltage: .volts(12.8),
                arrangement: .init(series: 1, parallel: 1), length: .meters(1))
        ]
        draft.inverters = [
            try Inverter(
                name: "MP", power: .watts(2400), efficiency: 0.93, idlePower: .watts(20), surgePower: .watts(6000),
                length: .meters(1.5))
        ]
        draft.loads = [
            try SystemLoad(
                name: "Kettle", demand: .power(.watts(1000)), length: nil, inverter: InverterReference("MP"), hoursPerDay: 1)
        ]
        let report = try SystemAnalyzer.analyze(try draft.build())
        let feed = try #require(report.circuits.first { $0.kind == .inverter })
        expectClose(feed.circuit.current.amperes, 286.7383, absolute: 1e-4)
        #expect(try #require(feed.fuse).rating == .amperes(400))
        let row = try #require(report.inverters.first)
        #expect(row.efficiency == 0.93)
        #expect(row.ratedPowerEfficiency == 0.9)
        expectClose(row.dailyEnergyWattHours, 1000 / 0.93 + 20 * 24)
    }

    /// rev34d F13: the families below Class T's 20 kA are "limited" where no fault current was
    /// checked (FuseType's table: blades and MIDI 58 V 1 kA, MIDI/MEGA 2 kA, thermal breaker 3 kA,
    /// ANL 6 kA); Class T and the DC MCB interrupt 20 kA. F4: only the DC MCB is polarised.
    @Test func fuseFamilies_limitedInterruptAndPolarity() {
        let limited = FuseType.allCases.filter(\.hasLimitedInterruptRating)
        #expect(limited == [.blade, .maxi, .midi, .mega, .anl, .blade58, .midi58, .mega58, .breaker])
        #expect(FuseType.unknownFaultInterruptRating == .amperes(20_000))
        #expect(FuseType.allCases.filter(\.isPolarised) == [.dcMcb])
    }
}
