import Testing

@testable import CableCore

/// `fuseType` on every circuit that sizes a protective device (loads, chargers and a DC-DC
/// `input`, inverters, panels' feeders): read through the field table into the circuit's
/// ``CircuitInstallation``, a battery's as before into ``BatteryBank/fuseType``, and refused on an
/// AC load (it has no DC circuit of its own) and for a name that is not a family.
@Suite("SystemFile: a circuit names its protection family")
struct CircuitFuseTypeDecodeTests {
    @Test func decode_fuseTypeOnEveryCircuit_isItsInstallationsFamily() throws {
        let system = try SystemFixtures.decode(
            #"""
            {"schemaVersion": 1, "name": "Cabin", "nominalVoltage": 48,
             "loads": [{"name": "Pump", "current": 10, "length": 1, "fuseType": "dcMcb", "feed": "Board"},
                       {"name": "Lights", "current": 3, "length": 5}],
             "batteries": [{"name": "Rack", "chemistry": "lifepo4", "capacityAh": 100, "voltage": 51.2, "length": 1,
                            "fuseType": "classT"}],
             "chargers": [{"name": "DC-DC", "kind": "dcdc", "outputCurrent": 10, "length": 2, "fuseType": "midi58",
                           "input": {"length": 3, "fuseType": "dcMcb"}}],
             "inverters": [{"name": "Inverter", "power": 1000, "length": 1, "fuseType": "mega58"}],
             "panels": [{"name": "Board", "length": 2, "fuseType": "dcMcb"}]}
            """#)
        #expect(system.loads.map(\.installation.fuseType) == [.dcMcb, nil])
        #expect(system.batteries[0].fuseType == .classT)
        #expect(system.chargers[0].installation.fuseType == .midi58)
        #expect(system.chargers[0].input?.fuseType == .dcMcb)
        #expect(system.chargers[0].input?.installation.fuseType == .dcMcb)
        #expect(system.inverters[0].installation.fuseType == .mega58)
        #expect(system.panels[0].installation.fuseType == .dcMcb)
    }

    @Test func decode_fuseTypeOnAnACLoad_isRefused() {
        #expect(throws: SystemFileError.self) {
            try SystemFixtures.decode(
                #"""
                {"schemaVersion": 1, "name": "T", "nominalVoltage": 12,
                 "loads": [{"name": "TV", "power": 100, "inverter": "Inv", "fuseType": "dcMcb"}],
                 "inverters": [{"name": "Inv", "power": 1000}]}
                """#)
        }
    }

    /// 10 A at 48 V (a LiFePO4 16S bank charged to 16 × 3.55 = 56.8 V): floor 1.25 × 10 = 12.5 A;
    /// the C60H-DC ratings are 10, 13, 15 … A, so the load named `dcMcb` gets 13 A, rated 110 V DC
    /// and 20 kA (FuseType's table), and nothing fails; the same load unnamed keeps a 48 V fuse
    /// of the default families.
    @Test func analyze_loadNamingDCMCB_takesA13ABreakerFromThatFamilyAlone() throws {
        let system = try SystemFixtures.decode(
            #"""
            {"schemaVersion": 1, "name": "Cabin", "nominalVoltage": 48,
             "loads": [{"name": "Pump", "current": 10, "length": 1, "fuseType": "dcMcb"},
                       {"name": "Lights", "current": 10, "length": 1}],
             "batteries": [{"name": "Rack", "chemistry": "lifepo4", "capacityAh": 100, "voltage": 51.2, "length": 1}]}
            """#)
        let report = try SystemAnalyzer.analyze(system)
        let pump = try #require(report.circuits.first { $0.name == "Pump" })
        #expect(pump.fuse?.type == .dcMcb)
        #expect(pump.fuse?.rating == .amperes(13))
        #expect(pump.fuseMinimum == .amperes(12.5))
        let lights = try #require(report.circuits.first { $0.name == "Lights" })
        #expect(lights.fuse?.type != .dcMcb)
        #expect(!report.violations.contains { $0.circuit == "Pump" })
    }

    /// The thermal breaker family is rated 48 V DC: named on a 48 V circuit charged to 56.8 V it
    /// is still chosen (checked, not filtered, as a bank's named main fuse) and `check` fails with
    /// `fuseVoltageRating`, 48 V against 56.8 V.
    @Test func analyze_namedFamilyBelowTheChargeVoltage_failsFuseVoltageRating() throws {
        let system = try SystemFixtures.decode(
            #"""
            {"schemaVersion": 1, "name": "Cabin", "nominalVoltage": 48,
             "loads": [{"name": "Pump", "current": 30, "length": 1, "fuseType": "breaker"}],
             "batteries": [{"name": "Rack", "chemistry": "lifepo4", "capacityAh": 100, "voltage": 51.2, "length": 1}]}
            """#)
        let report = try SystemAnalyzer.analyze(system)
        let violation = try #require(report.violations.first { $0.circuit == "Pump" })
        #expect(violation.rule == .fuseVoltageRating)
        #expect(violation.actual == 48)
        #expect(abs((violation.limit ?? 0) - 56.8) < 1e-9)
    }
}
