import CableText
import Testing

@testable import CableCore

/// A DC-DC charger's input run at its SOURCE's voltage (``ElectricalSystem/inputSource(of:)``),
/// never silently the house bus's: a 12/24 V charger on a 24 V house bus draws from a 12 V start
/// battery, a 48/12 V one from a 48 V bank; and a source battery off the house bus
/// (``BatteryBank/Bus/separate``). rev34c's findings 1, 2 and 4.
@Suite("DC-DC input at the source's voltage; a source battery off the house bus")
struct ChargerInputSourceTests {
    /// A house LiFePO4 bank at `nominal` (12.8 V or 25.6 V: 4 or 8 cells, charged to 3.55 V/cell:
    /// 14.2 V or 28.4 V) and the Orion (`output` A) with `input`; `extra` banks after it.
    static func system(
        nominal: Double, output: Double, input: ChargerInput, extra: [BatteryBank] = [], loads: [SystemLoad] = []
    ) throws -> ElectricalSystem {
        var draft = SystemDraft(name: "S", nominalVoltage: .volts(nominal))
        draft.batteries =
            [
                try BatteryBank(
                    name: "House", chemistry: .lifepo4, capacityAh: 200, voltage: .volts(nominal * 3.2 / 3),
                    arrangement: .init(series: 1, parallel: 1), length: .meters(1))
            ] + extra
        draft.loads = loads
        draft.chargers = [
            try Charger(name: "Orion", kind: .dcdc, output: .current(.amperes(output)), length: .meters(1), input: input)
        ]
        return try draft.build()
    }

    static func input(_ report: SystemReport) throws -> CircuitReport {
        try #require(report.circuits.first { $0.kind == .chargerInput })
    }

    /// An 800 CCA start AGM off the house bus (the reviewer's `--chemistry agm --capacity 70Ah
    /// --cold-cranking-amps 800A`).
    static func startBattery(bus: BatteryBank.Bus = .separate) throws -> BatteryBank {
        try BatteryBank(
            name: "Start battery", chemistry: .agm, capacityAh: 70, voltage: .volts(12),
            arrangement: .init(series: 1, parallel: 1), coldCrankingAmps: .amperes(800), bus: bus)
    }

    /// rev34c 1: the Orion-Tr Smart 12/24-15 on the 24 V cabin, its input given as 12 V (the
    /// catalogue entry's input nominal: Victron Orion-Tr Smart isolated manual, 8. Specifications,
    /// 12/24-15 input range 8–17 V). P_out = 15 A × 28.4 V (8 × 3.55 V/cell) = 426 W; I_in = 426 /
    /// (0.87 × 12) = 40.80 A, not 426 / (0.87 × 24) = 20.40 A; its drop is a share of 12 V, and its
    /// fuse is rated for a 12 V source: 12 × 1.29 = 15.48 V (any chemistry's highest charge ratio).
    @Test func twelveToTwentyFour_onA24VHouse_drawsAt12V() throws {
        let report = try SystemAnalyzer.analyze(
            try Self.system(nominal: 24, output: 15, input: try ChargerInput(length: .meters(4), voltage: .volts(12))))
        let input = try Self.input(report)
        expectClose(input.circuit.current.amperes, 15 * 28.4 / (0.87 * 12))
        expectClose(input.circuit.current.amperes, 40.8046, absolute: 1e-4)
        #expect(input.circuit.supplyVoltage == .volts(12))
        expectClose(input.chargeVoltage.volts, 15.48)
        // Floor 1.25 × 40.80 = 51.01 A: the fuse is at least that, never the 30 A the 24 V figure chose.
        let fuse = try #require(input.fuse)
        #expect(fuse.rating.amperes >= 51.0)
        // The drop at 12 V: the chosen size's loss at 40.8 A as a share of 12 V.
        let analysis = try #require(input.analysis)
        expectClose(analysis.voltageDropPercent, analysis.voltageDrop.volts / 12 * 100)
        #expect(!report.warnings.contains { if case .inputVoltageAssumed = $0 { true } else { false } })
    }

    /// Neither `input.voltage` nor `input.feed`: the house bus's voltage, and a warning that says
    /// so (English and German).
    @Test func noVoltageNoFeed_takesTheHouseBus_andWarns() throws {
        let report = try SystemAnalyzer.analyze(
            try Self.system(nominal: 24, output: 15, input: try ChargerInput(length: .meters(4))))
        expectClose(try Self.input(report).circuit.current.amperes, 15 * 28.4 / (0.87 * 24))
        let warning = SystemWarning.inputVoltageAssumed(charger: "Orion", voltage: .volts(24))
        #expect(report.warnings.contains(warning))
        #expect(
            Words.english.text(warning, units: .metric)
                == "DC-DC charger 'Orion': its input voltage is not given, so its input run was sized at the house bus's "
                + "24 V (give input.voltage, or name the source battery in input.feed)")
        #expect(
            Words(.de).text(warning, units: .metric)
                == "DC-DC-Ladegerät 'Orion': seine Eingangsspannung ist nicht angegeben, daher wurde seine Eingangsleitung "
                + "für die 24 V des Bordnetzes bemessen (input.voltage angeben oder die Quellbatterie in input.feed nennen)")
    }

    /// rev34c 1: a 48/12 V charger on the 12 V van, `input.voltage` 42 V (the reviewer's
    /// `--input-voltage 42V`). I_in = 30 × 14.2 / (0.87 × 42) = 11.66 A as before, but the fuse
    /// sits on a 48 V source: 42 V is within 25 % of 48 V and of 36 V, 6 V from each (a midpoint:
    /// the higher class is taken), so it must be rated for 48 × 1.29 = 61.92 V — no 32 V blade, no 58 V MIDI.
    @Test func fortyEightToTwelve_fuseRatedForThe48VSource() throws {
        let report = try SystemAnalyzer.analyze(
            try Self.system(nominal: 12, output: 30, input: try ChargerInput(length: .meters(4), voltage: .volts(42))))
        let input = try Self.input(report)
        expectClose(input.circuit.current.amperes, 30 * 14.2 / (0.87 * 42))
        expectClose(input.circuit.current.amperes, 11.6585, absolute: 1e-4)
        // The drop is a share of the source's nominal 48 V; the current is drawn at 42 V.
        #expect(input.circuit.supplyVoltage == .volts(48))
        expectClose(input.chargeVoltage.volts, 61.92)
        let type = try #require(input.fuse?.type)
        #expect(type.voltageRating.volts >= 61.92)
        #expect(InputSource.sourceNominal(around: .volts(42)) == .volts(48))
        #expect(InputSource.sourceNominal(around: .volts(12.5)) == .volts(12))
        #expect(InputSource.sourceNominal(around: .volts(13.1)) == .volts(12))
        #expect(InputSource.sourceNominal(around: .volts(100)) == .volts(100))
    }

    /// A 48 V LiFePO4 bank off the house bus (16 × 3.2 V, charged to 16 × 3.55 = 56.8 V) named in
    /// `input.feed`, no `input.voltage`: the input is at the bank's 51.2 V and its fuse rated for
    /// 56.8 V; I_in = 30 × 14.2 / (0.87 × 51.2) = 9.563 A.
    @Test func separate48VBank_feedGivesVoltageAndChargeVoltage() throws {
        let bank = try BatteryBank(
            name: "Traction", chemistry: .lifepo4, capacityAh: 100, voltage: .volts(3.2), count: 16,
            arrangement: .init(series: 16, parallel: 1), bus: .separate)
        let report = try SystemAnalyzer.analyze(
            try Self.system(
                nominal: 12, output: 30, input: try ChargerInput(length: .meters(4), feed: "Traction"), extra: [bank]))
        let input = try Self.input(report)
        expectClose(input.circuit.current.amperes, 30 * 14.2 / (0.87 * 51.2))
        #expect(input.circuit.supplyVoltage == .volts(51.2))
        expectClose(input.chargeVoltage.volts, 56.8)
        #expect(try #require(input.fuse?.type).voltageRating.volts >= 56.8)
        // The house fuses are still rated for the house bus alone: 14.2 V, not the 48 V bank's.
        expectClose(report.system.maxChargeVoltage.volts, 14.2)
    }

    /// rev34c 2: the van's start battery off the house bus. Before, as a second house bank, its
    /// "main feed" carried the system's peak, its 840 Wh joined the bank energy and the bus fault
    /// counted it. Now: no circuit of kind battery for it, the energy is the house bank's alone
    /// (12.8 V × 200 Ah = 2560 Wh), the house bus's fault is the house bank's, the input current
    /// 30 × 14.2 / (0.87 × 12) = 40.80 A is not in the house peak (a 10 A load is), and the input
    /// fuse must interrupt the start battery's own ABYC E-11 row: 651–1 100 CCA → 3 000 A.
    @Test func startBatteryOffTheHouseBus_isASourceOnly() throws {
        let load = try SystemLoad(name: "Fridge", demand: .current(.amperes(10)), length: .meters(3))
        let input = try ChargerInput(length: .meters(4), feed: "Start battery")
        let separate = try SystemAnalyzer.analyze(
            try Self.system(nominal: 12, output: 30, input: input, extra: [try Self.startBattery()], loads: [load]))
        let houseOnly = try SystemAnalyzer.analyze(
            try Self.system(
                nominal: 12, output: 30, input: try ChargerInput(length: .meters(4), voltage: .volts(12)), loads: [load]))
        #expect(!separate.circuits.contains { $0.kind == .battery && $0.name == "Start battery" })
        expectClose(separate.totals.bankNominalEnergyWattHours, 12.8 * 200)
        expectClose(separate.totals.usableEnergyWattHours, houseOnly.totals.usableEnergyWattHours)
        expectClose(separate.totals.peakCurrent.amperes, 10)
        let fridge = try #require(separate.circuits.first { $0.name == "Fridge" })
        let fridgeAlone = try #require(houseOnly.circuits.first { $0.name == "Fridge" })
        #expect(fridge.faultCurrent == fridgeAlone.faultCurrent)
        let run = try Self.input(separate)
        expectClose(run.circuit.current.amperes, 30 * 14.2 / (0.87 * 12))
        #expect(run.feed == "Start battery")
        #expect(run.requiredInterruptRating == .amperes(3_000))
        #expect(!separate.warnings.contains(.inputFaultUnknown(charger: "Orion")))
        // The same battery on the house bus is refused as the input's source (rev34d F7: the
        // charger would draw from the bus it charges).
        expectThrows(
            Worded(
                field: "chargers[0].input.feed",
                rule: "must name a battery off the house bus (bus separate): 'Start battery' is on the house bus the "
                    + "charger charges, so it would draw from the bus it charges",
                actual: "'Start battery'")
        ) {
            _ = try Self.system(
                nominal: 12, output: 30, input: input, extra: [try Self.startBattery(bus: .house)], loads: [load])
        }
    }

    /// A battery off the house bus has no main feed: `length` is refused; no circuit may hang
    /// from it (`feed`), and it may be another voltage than the house bus (12 V under 24 V).
    @Test func separateBattery_rules() throws {
        expectThrows(
            Worded(
                field: "length",
                rule: "a battery off the house bus (bus separate) has no main feed in this file: its run is the DC-DC "
                    + "charger's input (input.length)",
                actual: "0.5 m")
        ) {
            _ = try BatteryBank(
                name: "Start", chemistry: .agm, capacityAh: 70, voltage: .volts(12), arrangement: .init(series: 1, parallel: 1),
                length: .meters(0.5), bus: .separate)
        }
        let load = try SystemLoad(
            name: "Lamp", demand: .current(.amperes(1)), length: .meters(2), feed: "Start battery")
        expectThrows(
            Worded(
                field: "loads[0].feed", rule: "must name one of the file's battery banks or panels ('House')",
                actual: "'Start battery'")
        ) {
            _ = try Self.system(
                nominal: 12, output: 30, input: try ChargerInput(length: .meters(4)), extra: [try Self.startBattery()],
                loads: [load])
        }
        // 12 V start battery under a 12/24 V charger on a 24 V house bus: accepted, and the input at 12 V.
        let report = try SystemAnalyzer.analyze(
            try Self.system(
                nominal: 24, output: 15, input: try ChargerInput(length: .meters(4), feed: "Start battery"),
                extra: [try Self.startBattery()]))
        expectClose(try Self.input(report).circuit.current.amperes, 15 * 28.4 / (0.87 * 12))
    }

    /// rev34c 4: a violation on the input run carries its kind, so a renderer can name it as the
    /// input (its output run has the charger's name too).
    @Test func inputViolations_carryTheKind() throws {
        let wire = try ConductorSize.parse("4mm2", field: "wire", units: .metric)
        let report = try SystemAnalyzer.analyze(
            try Self.system(
                nominal: 12, output: 30,
                input: try ChargerInput(length: .meters(4), voltage: .volts(12.5), wire: wire, fuse: .amperes(30))))
        let mine = report.violations.filter { $0.circuit == "Orion" }
        #expect(Set(mine.map(\.rule)).isSuperset(of: [.voltageDrop, .fuseBelowCurrent]))
        #expect(mine.allSatisfy { $0.kind == .chargerInput })
    }
}
