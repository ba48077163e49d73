import Testing

@testable import CableCore

/// rev34e F5 and F1: a DC-DC charger given by `power` draws the input of the output its run is
/// sized for, and an `input.voltage` between two classes is taken as the nearer one.
@Suite("DC-DC input: a charger given by power, an input voltage between two classes")
struct DCDCInputClassTests {
    /// A 12 V van: a 100 Ah LiFePO4 house bank (12.8 V, charged to 4 × 3.55 = 14.2 V) and a DC-DC
    /// charger with `output` and `input`; `extra` banks after the house bank.
    static func system(output: Circuit.Load, input: ChargerInput, extra: [BatteryBank] = []) throws -> ElectricalSystem {
        var draft = SystemDraft(name: "S", nominalVoltage: .volts(12))
        draft.batteries =
            [
                try BatteryBank(
                    name: "House", chemistry: .lifepo4, capacityAh: 100, voltage: .volts(12.8),
                    arrangement: .init(series: 1, parallel: 1), length: .meters(1))
            ] + extra
        draft.chargers = [try Charger(name: "Orion", kind: .dcdc, output: output, length: .meters(1), input: input)]
        return try draft.build()
    }

    static func circuit(_ report: SystemReport, _ kind: CircuitReport.Kind) throws -> CircuitReport {
        try #require(report.circuits.first { $0.kind == kind })
    }

    /// rev34e F5 (`/tmp/rev34e/vp2.json`, `vp3.json`): a 20 A charger given as `"power": "240W"`
    /// (20 A × 12 V, as a data sheet prints it) has its output run sized at 240 / 12 = 20 A, and
    /// holds those 20 A to the 14.2 V charge voltage: P_out = 20 × 14.2 = 284 W, I_in = 284 /
    /// (0.87 × 12.5) = 26.11 A — the `"outputCurrent": "20A"` figure, not 240 / (0.87 × 12.5) =
    /// 22.07 A. The same for the van's 30 A (360 W): 30 × 14.2 / (0.87 × 12.5) = 39.17 A.
    @Test(arguments: [(240.0, 20.0, 26.1149), (360.0, 30.0, 39.1724)])
    func power_drawsTheInputOfItsOutputCurrent(watts: Double, amperes: Double, expected: Double) throws {
        let input = try ChargerInput(length: .meters(4), voltage: .volts(12.5))
        let byPower = try SystemAnalyzer.analyze(try Self.system(output: .power(.watts(watts)), input: input))
        let byCurrent = try SystemAnalyzer.analyze(try Self.system(output: .current(.amperes(amperes)), input: input))
        let inputRun = try Self.circuit(byPower, .chargerInput)
        expectClose(inputRun.circuit.current.amperes, amperes * 14.2 / (0.87 * 12.5))
        expectClose(inputRun.circuit.current.amperes, expected, absolute: 1e-4)
        expectClose(inputRun.circuit.current.amperes, try Self.circuit(byCurrent, .chargerInput).circuit.current.amperes)
        #expect(inputRun.fuse?.rating == (try Self.circuit(byCurrent, .chargerInput)).fuse?.rating)
        expectClose(try Self.circuit(byPower, .charger).circuit.current.amperes, amperes)
    }

    /// `Charger.outputPower`: I_out × max(V_out, V_charge), I_out = power / V_out. A charger whose
    /// `voltage` is above the charge voltage keeps its `power` (600 W at 15 V: 40 A × 15 V).
    @Test func outputPower_isTheOutputCurrentAtTheHigherVoltage() throws {
        let byPower = try Charger(name: "A", kind: .dcdc, output: .power(.watts(240)))
        expectClose(byPower.outputPower(nominalVoltage: .volts(12), chargeVoltage: .volts(14.2)).watts, 284)
        let high = try Charger(name: "B", kind: .dcdc, output: .power(.watts(600)), voltage: .volts(15))
        expectClose(high.outputPower(nominalVoltage: .volts(12), chargeVoltage: .volts(14.2)).watts, 600)
        let byCurrent = try Charger(name: "C", kind: .dcdc, output: .current(.amperes(30)))
        expectClose(byCurrent.outputPower(nominalVoltage: .volts(12), chargeVoltage: .volts(14.2)).watts, 426)
    }

    /// rev34e F1: the class of an `input.voltage` is the nearest of 12/24/36/48 V within 25 %, the
    /// higher at an exact midpoint; the fuse is rated for that class's highest charge voltage
    /// (× 1.29) and never below the typed voltage.
    @Test(arguments: [
        (12.5, 12.0, 15.48), (13.1, 12.0, 15.48), (28.0, 24.0, 30.96), (29.0, 24.0, 30.96), (30.0, 36.0, 46.44),
        (38.0, 36.0, 46.44), (42.0, 48.0, 61.92), (44.0, 48.0, 61.92), (100.0, 100.0, 129.0),
    ])
    func inputVoltage_nearestClass(voltage: Double, nominal: Double, fuseVoltage: Double) {
        #expect(InputSource.sourceNominal(around: .volts(voltage)) == .volts(nominal))
        expectClose(InputSource.sourceMaxVoltage(around: .volts(voltage)).volts, fuseVoltage)
    }

    /// Which feed banks an `input.voltage` admits: its nearest class's (either at a midpoint).
    @Test(arguments: [
        (25.6, 28.0, true), (36.0, 28.0, false), (24.0, 12.5, false), (12.8, 12.5, true), (51.2, 42.0, true),
        (36.0, 42.0, true), (24.0, 30.0, true), (36.0, 30.0, true), (48.0, 38.0, false),
    ])
    func feedBank_ofTheInputsClass(bank: Double, input: Double, admitted: Bool) {
        #expect(InputSource.admits(bankVoltage: .volts(bank), inputVoltage: .volts(input)) == admitted)
    }

    /// rev34e F1 (`/tmp/rev34e/in28.json`): a 24/12-30 on a truck whose alternator holds 28 V, 8 m
    /// run. I_in = 30 × 14.2 / (0.87 × 28) = 17.49 A; its drop is a share of 24 V, not 36 V (with
    /// real resistance 4 mm² loses 1.501 V, 6.25 % of 24 V where it read 4.17 % of 36 V: the CLI
    /// test sees 6 mm²); the fuse is rated for 24 × 1.29 = 30.96 V.
    @Test func twentyEightVolts_isA24VSource() throws {
        let report = try SystemAnalyzer.analyze(
            try Self.system(output: .current(.amperes(30)), input: try ChargerInput(length: .meters(8), voltage: .volts(28))))
        let input = try Self.circuit(report, .chargerInput)
        expectClose(input.circuit.current.amperes, 30 * 14.2 / (0.87 * 28))
        expectClose(input.circuit.current.amperes, 17.4877, absolute: 1e-4)
        #expect(input.circuit.supplyVoltage == .volts(24))
        expectClose(input.chargeVoltage.volts, 30.96)
        let analysis = try #require(input.analysis)
        expectClose(analysis.voltageDropPercent, analysis.voltageDrop.volts / 24 * 100)
        #expect(analysis.voltageDropPercent <= 5)
    }

    /// rev34e F1 (`/tmp/rev34e/in28f.json`): the 24 V truck battery named in `input.feed` with
    /// `input.voltage` 28 V is accepted (it was refused as "not of the 36 V class"); a 36 V bank
    /// for 28 V is refused, naming the 24 V class.
    @Test func twentyEightVolts_fromA24VTruckBattery_isAccepted() throws {
        let truck = try BatteryBank(
            name: "Truck", chemistry: .agm, capacityAh: 100, voltage: .volts(24), arrangement: .init(series: 1, parallel: 1),
            coldCrankingAmps: .amperes(800), bus: .separate)
        let input = try ChargerInput(length: .meters(8), voltage: .volts(28), feed: "Truck")
        let report = try SystemAnalyzer.analyze(try Self.system(output: .current(.amperes(30)), input: input, extra: [truck]))
        #expect(try Self.circuit(report, .chargerInput).circuit.supplyVoltage == .volts(24))
        let golf = try BatteryBank(
            name: "Truck", chemistry: .agm, capacityAh: 100, voltage: .volts(36), arrangement: .init(series: 1, parallel: 1),
            bus: .separate)
        #expect {
            _ = try Self.system(output: .current(.amperes(30)), input: input, extra: [golf])
        } throws: { error in
            guard let error = error as? ValidationError, case .inputFeedVoltageClass(_, let inputClass, _, _) = error.rule else {
                return false
            }
            return inputClass.value == 24
        }
    }
}
