import Testing

@testable import CableCore

/// The defaults #34 changed, each against a published figure: the inverter cut-off (Victron's
/// default low-battery shutdown 9.3 V / 18.6 V / 37.2 V), LiFePO4's charge voltage (3.55 V per
/// cell), the 58 V fuse families on a 48 V bank, lead-acid CCA from the chemistry's range, and
/// the alternator's run through the engine room.
@Suite("Source defaults: cut-off, LiFePO4 charge, 48 V fuses, CCA, engine room")
struct SourceDefaultsTests {
    static func system(_ json: String) throws -> ElectricalSystem { try SystemFile.decode(Array(json.utf8)) }

    /// Victron Inverter VE.Direct manual: low battery shutdown default 9.3 V (12 V), 18.6 V (24 V),
    /// 37.2 V (48 V). 2 kW at 90 % on 12 V: 2000 / (0.9 × 9.3) = 238.95 A (the issue's 238.9 A; at
    /// the old 10.5 V, 211.6 A).
    @Test(arguments: [(12.0, 9.3), (24, 18.6), (48, 37.2)])
    func inverterCutoff_isVictronsDefaultShutdown(nominal: Double, cutoff: Double) throws {
        let inverter = try Inverter(name: "I", power: .watts(2000))
        expectClose(inverter.cutoff(nominal: .volts(nominal)).volts, cutoff)
        expectClose(inverter.continuousCurrent(nominal: .volts(nominal)).amperes, 2000 / (0.9 * cutoff))
    }

    /// rev34e F11: the default is Victron's fixed shutdown of the 12/24/36/48 V unit, so it comes
    /// from the class the bus belongs to, not the voltage as written: a bus written as its LiFePO4
    /// bank's 12.8 V gets 9.3 V (not 0.775 × 12.8 = 9.92 V), and 2 kW at 90 % draws
    /// 2000 / (0.9 × 9.3) = 238.95 A, not 224.01 A; 51.2 V → 37.2 V, 5 kW: 5000 / (0.9 × 37.2) =
    /// 149.34 A (not 140.01 A). 38.4 V (12S LiFePO4) is nearer 36 V than 48 V: 0.775 × 36 = 27.9 V.
    /// Off every class (6 V), the voltage itself: 0.775 × 6 = 4.65 V.
    @Test(arguments: [
        (12.8, 9.3, 2000.0, 238.94862604540023), (13.2, 9.3, 2000, 238.94862604540023), (25.6, 18.6, 3000, 179.2114695340502),
        (38.4, 27.9, 3000, 119.47431302270012), (51.2, 37.2, 5000, 149.34289127837516), (6, 4.65, 100, 23.894862604540023),
    ])
    func inverterCutoff_comesFromTheBusClass(nominal: Double, cutoff: Double, watts: Double, amperes: Double) throws {
        let inverter = try Inverter(name: "I", power: .watts(watts))
        expectClose(inverter.cutoff(nominal: .volts(nominal)).volts, cutoff)
        expectClose(inverter.continuousCurrent(nominal: .volts(nominal)).amperes, amperes)
    }

    /// The class of a voltage: the nearest of 12/24/36/48 V within 25 %, the lower on a tie (30 V is
    /// 6 V from both 24 V and 36 V), else the voltage itself.
    @Test(arguments: [
        (12.8, 12.0), (14.4, 12), (25.6, 24), (28, 24), (30, 24), (31, 36), (38.4, 36), (42, 36), (43, 48), (51.2, 48),
        (6, 6), (100, 100),
    ])
    func nominalClass_isTheNearestClass(volts: Double, expected: Double) {
        expectClose(Voltage.volts(volts).nominalClass.volts, expected)
    }

    @Test func inverterCutoff_2kWAt12V() throws {
        let inverter = try Inverter(name: "I", power: .watts(2000))
        expectClose(inverter.continuousCurrent(nominal: .volts(12)).amperes, 238.94862604540023)
    }

    /// 16S LiFePO4 at 3.55 V per cell: 56.8 V, under the 58 V families' rating; a chargeVoltage wins.
    @Test func lifepo4_chargesTo3_55VPerCellUnlessTheFileSays() throws {
        let bank = try BatteryBank(
            name: "B", chemistry: .lifepo4, capacityAh: 100, voltage: .volts(51.2), arrangement: .init(series: 1, parallel: 1))
        expectClose(bank.maxChargeVoltage.volts, 56.8)
        let given = try BatteryBank(
            name: "B", chemistry: .lifepo4, capacityAh: 100, voltage: .volts(51.2), arrangement: .init(series: 1, parallel: 1),
            chargeVoltage: .volts(58.4))
        expectClose(given.maxChargeVoltage.volts, 58.4)
    }

    /// A 48 V LiFePO4 cabin whose bank's maker gives a 1 kA short-circuit current: a 10 A pump gets a
    /// 15 A 58 V blade fuse (1.25 × 10 = 12.5 → 15 A), not a 15 A Class T; an 80 A feed a 100 A MIDI
    /// 58 V (both 1 kA interrupting, the fault at the bus). With a 58.4 V charge voltage only Class T
    /// is rated. Without the maker's figure the bank is estimated at 120 A/Ah = 12 kA at the bus, past
    /// 10 kA: every branch fuse there must be a 20 kA device, Class T.
    @Test func cabinAt48V_getsBuildableBranchFuses() throws {
        let json = """
            {"schemaVersion": 1, "name": "Cabin", "nominalVoltage": "48V",
             "loads": [{"name": "Pump", "current": "10A", "length": "10m"}, {"name": "Heat", "current": "80A", "length": "3m"}],
             "batteries": [{"name": "Rack", "chemistry": "lifepo4", "capacityAh": 100, "shortCircuitCurrent": 1000, "voltage": "51.2V"}]}
            """
        let report = try SystemAnalyzer.analyze(try Self.system(json))
        #expect(report.circuits[0].faultCurrent == .amperes(1_000))
        #expect(report.circuits[0].fuse?.type == .blade58)
        #expect(report.circuits[0].fuse?.rating.amperes == 15)
        #expect(report.circuits[1].fuse?.type == .midi58)
        #expect(report.circuits[1].fuse?.rating.amperes == 100)
        let high = try SystemAnalyzer.analyze(
            try Self.system(json.replacingOccurrences(of: "\"51.2V\"}", with: "\"51.2V\", \"chargeVoltage\": \"58.4V\"}")))
        #expect(high.circuits[0].fuse?.type == .classT)
        let estimated = try SystemAnalyzer.analyze(
            try Self.system(json.replacingOccurrences(of: " \"shortCircuitCurrent\": 1000,", with: "")))
        #expect(estimated.circuits[0].faultCurrent == .amperes(12_000))
        #expect(estimated.circuits[0].fuse?.type == .classT)
        #expect(estimated.circuits[1].fuse?.type == .classT)
    }

    /// The sample cabin (Fixtures/examples/cabin.json, 24 V) drawn at 48 V
    /// (Fixtures/variants/cabin-48v.json: a 2 × 200 Ah 51.2 V LiFePO4 bank whose file gives 500 A
    /// short-circuit current per battery, 1 kA for the bank; a 150/35 controller and a 20 A
    /// generator charger): charged to 16 × 3.55 = 56.8 V, every branch, the panel feeder and the
    /// chargers' runs get a 58 V blade, MIDI or MEGA fuse, none a Class T. Without the file's
    /// figure the bank is estimated at 120 A/Ah × 400 Ah = 48 kA and Class T is the only family
    /// rated for that fault (SystemAnalyzerTests, BillOfMaterialsTests' 48 V cabin).
    @Test func sampleCabinAt48V_getsBuildableBranchProtection() throws {
        let report = try SystemAnalyzer.analyze(try SystemFile.decode(try SystemFixtures.bytes("variants/cabin-48v.json")))
        expectClose(report.system.maxChargeVoltage.volts, 56.8)
        let families: Set<FuseType> = [.blade58, .midi58, .mega58]
        let branches = report.circuits.filter { $0.kind != .battery && $0.kind.startsAtTheBus }
        #expect(branches.count == 8)
        for circuit in branches {
            let type = try #require(circuit.fuse?.type, "\(circuit.name)")
            #expect(families.contains(type), "\(circuit.name): \(type)")
        }
        #expect(try #require(report.circuits.first { $0.name == "Water pump" }).fuse?.type == .blade58)
    }

    struct CCACase: CustomTestStringConvertible, Sendable {
        let chemistry: BatteryChemistry
        let capacity: Double
        let cca: Double?
        let required: Double
        var testDescription: String { "\(chemistry) \(capacity) Ah, CCA \(cca.map { "\($0)" } ?? "none") → \(required) A" }
    }

    /// ABYC E-11 main rating by bank CCA: ≤ 650 → 1 500 A; ≤ 1 100 → 3 000 A; more (to 2 200) → 5 000 A;
    /// beyond the table 20 kA. Without a CCA: Ah × the chemistry's top (flooded 10, AGM 14 CCA/Ah).
    @Test(arguments: [
        CCACase(chemistry: .floodedLeadAcid, capacity: 60, cca: nil, required: 1_500),  // 600 CCA
        CCACase(chemistry: .floodedLeadAcid, capacity: 100, cca: nil, required: 3_000),  // 1 000 CCA
        CCACase(chemistry: .agm, capacity: 100, cca: nil, required: 5_000),  // 1 400 CCA (4.4 × Ah gave 440: 1 500 A)
        CCACase(chemistry: .agm, capacity: 200, cca: nil, required: 20_000),  // 2 800 CCA: beyond the table
        CCACase(chemistry: .agm, capacity: 100, cca: 440, required: 1_500),  // the battery's own figure wins
    ])
    func leadAcidCCA_takesTheMostDemandingPlausibleRow(_ testCase: CCACase) throws {
        let bank = try BatteryBank(
            name: "B", chemistry: testCase.chemistry, capacityAh: testCase.capacity, voltage: .volts(12),
            arrangement: .init(series: 1, parallel: 1),
            coldCrankingAmps: testCase.cca.map(Current.amperes))
        #expect(bank.shortCircuit.requiredInterruptRating.amperes == testCase.required)
        #expect(bank.shortCircuit.coldCrankingAmpsEstimated == (testCase.cca == nil))
    }

    /// An alternator's run is in the engine room unless the file says not; other chargers are not.
    @Test func alternator_runsThroughTheEngineRoomByDefault() throws {
        let json = """
            {"schemaVersion": 1, "name": "Boat", "nominalVoltage": "12V",
             "chargers": [{"name": "Alt", "kind": "alternator", "outputCurrent": "60A", "length": "3m"},
                          {"name": "Alt2", "kind": "alternator", "outputCurrent": "60A", "length": "3m", "engineRoom": false},
                          {"name": "Shore", "kind": "shore", "outputCurrent": "30A", "length": "3m"}]}
            """
        let chargers = try Self.system(json).chargers
        #expect(chargers.map(\.installation.engineRoom) == [true, false, false])
    }
}
