import Foundation
import Testing

@testable import CableCore

/// Inverters and the AC loads they feed: the DC current I = P / (η × V_cutoff) (NEC 690.8(A)(4):
/// rated power at the lowest input voltage), the defaults, the energy they draw, and how the
/// analyser counts them.
@Suite("Inverter: DC current at the cut-off voltage, energy, AC loads")
struct InverterTests {
    struct CurrentCase: CustomTestStringConvertible, Sendable {
        let watts: Double
        let efficiency: Double?
        let cutoff: Double?
        let nominal: Double
        let amperes: Double
        var testDescription: String { "\(watts) W at η \(efficiency ?? 0.9) on \(nominal) V → \(amperes) A" }
    }

    @Test(arguments: [
        // Defaults: η 0.9, cut-off 0.775 × 12 = 9.3 V (Victron's default low-battery shutdown): 2000 / 8.37 =
        // 238.95 A (not 2000 / 12 = 166.7 A, nor 211.64 A at the old 10.5 V).
        CurrentCase(watts: 2000, efficiency: nil, cutoff: nil, nominal: 12, amperes: 2000 / 8.37),
        // The stand-alone PV worked example (NEC 690.8 practice, "Wire sizing between inverter & battery in
        // stand-alone PV systems"): 2500 W, 85 %, a 24 V battery at 22 V: 2500 / 0.85 / 22 = 133.7 A ("134 A").
        CurrentCase(watts: 2500, efficiency: 0.85, cutoff: 22, nominal: 24, amperes: 133.68983957219251),
        // 48 V bus: cut-off 37.2 V; 5000 / (0.9 · 37.2) = 149.34 A.
        CurrentCase(watts: 5000, efficiency: nil, cutoff: nil, nominal: 48, amperes: 5000 / (0.9 * 37.2)),
        // A given cut-off of 11 V and η 0.8: 1000 / 8.8 = 113.64 A.
        CurrentCase(watts: 1000, efficiency: 0.8, cutoff: 11, nominal: 12, amperes: 113.63636363636363),
    ])
    func continuousCurrent_isPowerOverEfficiencyTimesCutoff(_ testCase: CurrentCase) throws {
        let inverter = try Inverter(
            name: "I", power: .watts(testCase.watts), efficiency: testCase.efficiency,
            cutoffVoltage: testCase.cutoff.map(Voltage.volts))
        expectClose(inverter.continuousCurrent(nominal: .volts(testCase.nominal)).amperes, testCase.amperes)
        // Without a surge rating the surge current is the continuous one.
        expectClose(inverter.surgeCurrent(nominal: .volts(testCase.nominal)).amperes, testCase.amperes)
    }

    @Test func surgeAndDailyEnergy_followTheirFormulas() throws {
        let inverter = try Inverter(name: "I", power: .watts(2000), idlePower: .watts(10), surgePower: .watts(4000))
        // 4000 / (0.9 · 9.3) = 477.9 A.
        expectClose(inverter.surgeCurrent(nominal: .volts(12)).amperes, 4000 / 8.37)
        // 500 Wh of AC / 0.9 + 10 W · 24 h = 555.56 + 240 = 795.56 Wh.
        expectClose(inverter.dailyEnergyWattHours(acWattHours: 500), 500 / 0.9 + 240)
        #expect(Inverter.defaultEfficiency == 0.9)
        #expect(Inverter.defaultCutoffFraction == 0.775)
    }

    // MARK: - In a system

    /// 12 V: a 5 A fridge 10 h/day over 4 m; a 1000 W inverter (η 0.8, 11 V cut-off, 2000 W surge, 6 W
    /// idle) 1 m from the bus, feeding two 100 W TVs 3 h/day and a toaster of 4 A at 230 V 0.1 h/day;
    /// a 200 Ah AGM bank.
    static func system(inverterLength: Length? = .meters(1)) throws -> ElectricalSystem {
        let fridge = try SystemLoad(name: "Fridge", demand: .current(.amperes(5)), length: .meters(4), hoursPerDay: 10)
        let tv = try SystemLoad(
            name: "TV", demand: .power(.watts(100)), length: nil, inverter: InverterReference("inv"), quantity: 2, hoursPerDay: 3)
        let toaster = try SystemLoad(
            name: "Toaster", demand: .current(.amperes(4)), voltage: .volts(230), length: nil,
            inverter: InverterReference("Inv"), hoursPerDay: 0.1)
        let inverter = try Inverter(
            name: "Inv", power: .watts(1000), efficiency: 0.8, idlePower: .watts(6), cutoffVoltage: .volts(11),
            surgePower: .watts(2000), length: inverterLength)
        let bank = try BatteryBank(
            name: "Bank", chemistry: .agm, capacityAh: 200, voltage: .volts(12), arrangement: .init(series: 1, parallel: 1))
        return try ElectricalSystem(
            name: "T", nominalVoltage: .volts(12), loads: [fridge, tv, toaster], batteries: [bank], inverters: [inverter])
    }

    @Test func acLoads_areNotDCCircuits_butReachTheBankThroughTheirInverter() throws {
        let report = try SystemAnalyzer.analyze(try Self.system())
        // The AC loads are not sized: the circuits are the fridge and the inverter's DC feed.
        #expect(report.circuits.map(\.name) == ["Fridge", "Inv"])
        #expect(report.circuits.map(\.kind) == [.load, .inverter])
        // TV: 2 × 100 W = 200 W, 600 Wh AC, 600 / 0.8 = 750 Wh from the bank, 200 / (0.8 · 12) = 20.83 A.
        // Toaster: 4 A × 230 V = 920 W, 92 Wh AC, 115 Wh from the bank, 920 / 9.6 = 95.83 A.
        #expect(report.acLoads.map(\.name) == ["TV", "Toaster"])
        #expect(report.acLoads.map(\.inverter) == ["Inv", "Inv"])
        #expect(report.acLoads.map(\.power) == [.watts(200), .watts(920)])
        expectClose(report.acLoads[0].dailyEnergyWattHours, 750)
        expectClose(report.acLoads[1].dailyACEnergyWattHours, 92)
        expectClose(report.acLoads[1].dailyEnergyWattHours, 115)
        expectClose(report.acLoads[1].bankCurrent.amperes, 920 / 9.6)
    }

    @Test func inverter_feedsThePeak_surge_andTheDailyEnergy() throws {
        let report = try SystemAnalyzer.analyze(try Self.system())
        let inverter = try #require(report.inverters.first)
        // 1000 / (0.8 · 11) = 113.64 A continuous; 2000 / 8.8 = 227.27 A surge.
        expectClose(inverter.continuousCurrent.amperes, 1000 / 8.8)
        expectClose(inverter.surgeCurrent.amperes, 2000 / 8.8)
        #expect(inverter.cutoffVoltage == .volts(11))
        #expect(inverter.efficiency == 0.8)
        #expect(inverter.acLoadPower == .watts(1120))
        // (600 + 92) / 0.8 + 6 · 24 = 865 + 144 = 1009 Wh.
        expectClose(inverter.dailyACEnergyWattHours, 692)
        expectClose(inverter.dailyEnergyWattHours, 1009)
        // Peak: fridge 5 A + the inverter at its rating 113.64 A (not its AC loads' 1120 W);
        // surge: + (227.27 − 113.64) A.
        expectClose(report.totals.peakCurrent.amperes, 5 + 1000 / 8.8)
        expectClose(report.totals.surgeCurrent.amperes, 5 + 2000 / 8.8)
        // Daily: fridge 12 · 5 · 10 = 600 Wh + 1009 Wh.
        expectClose(report.totals.dailyEnergyWattHours, 1609)
        // The DC feed carries the continuous current at the 12 V bus, 5 % ordinary limit.
        let feed = try #require(report.circuits.first { $0.kind == .inverter })
        expectClose(feed.circuit.current.amperes, 1000 / 8.8)
        #expect(feed.circuit.supplyVoltage == .volts(12))
        #expect(feed.maxDropPercent == 5)
    }

    @Test func acLoadsAboveTheRating_warn() throws {
        // 200 W + 920 W = 1120 W on a 1000 W inverter.
        let report = try SystemAnalyzer.analyze(try Self.system())
        #expect(report.warnings.contains(.inverterOverloaded(inverter: "Inv", acPower: .watts(1120), rating: .watts(1000))))
        #expect(!report.violations.contains { $0.circuit == "Inv" })
    }

    @Test func inverterWithoutLength_isNotSized_butStillCounts() throws {
        let system = try Self.system(inverterLength: nil)
        let report = try SystemAnalyzer.analyze(system)
        #expect(report.circuits.map(\.name) == ["Fridge"])
        expectClose(report.totals.peakCurrent.amperes, 5 + 1000 / 8.8)
    }

    /// A 1500 W kettle on a 230 V inverter in a 12 V system draws 1500 / (0.9 · 9.3) = 179.2 A at the
    /// cut-off (and 1500 / (0.9 · 12) = 138.9 A at 12 V for the energy budget), not 1500 / 230 = 6.5 A.
    @Test func kettleThroughAnInverter_isCountedFromTheBank() throws {
        let kettle = try SystemLoad(
            name: "Kettle", demand: .power(.watts(1500)), voltage: .volts(230), length: nil,
            inverter: InverterReference("Inverter"), hoursPerDay: 0.1)
        let system = try ElectricalSystem(
            name: "T", nominalVoltage: .volts(12), loads: [kettle],
            inverters: [try Inverter(name: "Inverter", power: .watts(1500))])
        let report = try SystemAnalyzer.analyze(system)
        expectClose(report.totals.peakCurrent.amperes, 1500 / 8.37)
        expectClose(report.acLoads[0].bankCurrent.amperes, 1500 / 10.8)
        expectClose(report.totals.dailyEnergyWattHours, 150 / 0.9)
    }

    @Test func inverterCurrentAboveTenKiloamperes_isAnErrorNamingIt() throws {
        // 1 MW at 90 % from 9.3 V: 119 474.31 A, beyond the engine's 10 kA.
        let system = try ElectricalSystem(
            name: "T", nominalVoltage: .volts(12), inverters: [try Inverter(name: "Big", power: .watts(1_000_000))])
        expectThrows(
            SystemFileError.invalid(
                Worded(
                    field: "inverters[0]", rule: "power / (efficiency × cut-off voltage) must be ≤ 10000 A", actual: "119474.31 A"
                ),
                at: nil)
        ) {
            try SystemAnalyzer.analyze(system)
        }
    }

    @Test func acLoadNamingNoInverter_cannotBeBuilt() throws {
        let load = try SystemLoad(name: "TV", demand: .power(.watts(100)), length: nil, inverter: InverterReference("Nope"))
        expectThrows(
            Worded(
                field: "loads[0].inverter", rule: "must name one of the file's inverters (it has none)", actual: "'Nope'")
        ) {
            try ElectricalSystem(name: "T", nominalVoltage: .volts(12), loads: [load])
        }
    }
}
