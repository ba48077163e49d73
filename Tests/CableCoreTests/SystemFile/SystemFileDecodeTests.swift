import Testing

@testable import CableCore

/// Decoding system files: the model a valid file gives, and every way an invalid one is refused
/// with its JSON path, rule, offending value and position.
@Suite("SystemFile: decoding and validation")
struct SystemFileDecodeTests {
    // MARK: - Valid files

    @Test func decode_vanFixture_givesTheModelTheFileDescribes() throws {
        let system = try SystemFixtures.system("van")
        #expect(system.name == "Camper van")
        #expect(system.nominalVoltage == .volts(12))
        #expect(system.defaults.maxDropPercent == 3)
        #expect(system.defaults.criticalMaxDropPercent == 2)
        #expect(system.defaults.insulation == .c105)
        #expect(system.defaults.material == .copper)
        #expect(system.defaults.series == .metric)
        #expect(system.defaults.conductorTemperature == .celsius(20))
        #expect(
            system.loads.map(\.name) == [
                "Fridge", "LED lights", "Water pump", "Diesel heater", "USB sockets", "Coffee maker", "Laptop",
            ])
        #expect(system.loads[0].demand == .power(.watts(60)))
        #expect(system.loads[0].length == .meters(4))
        #expect(system.loads[0].hoursPerDay == 10)
        #expect(system.loads[1].quantity == 8)
        #expect(system.loads[2].demand == .current(.amperes(7)))
        #expect(system.loads[3].critical)
        #expect(!system.loads[0].critical)
        // The AC loads name their inverter and have no DC run.
        #expect(system.loads.map(\.inverter?.name) == [nil, nil, nil, nil, nil, "Inverter 2 kW", "Inverter 2 kW"])
        #expect(system.loads[5].length == nil)
        #expect(system.loads[6].demand == .power(.watts(65)))
        #expect(system.loads.allSatisfy { $0.voltage == nil && $0.wire == nil && $0.fuse == nil && $0.maxDropPercent == nil })
        #expect(system.loads.allSatisfy { $0.installation == CircuitInstallation() })
        let inverter = try #require(system.inverters.first)
        #expect(inverter.name == "Inverter 2 kW")
        #expect(inverter.power == .watts(2000))
        #expect(inverter.efficiency == 0.9)
        #expect(inverter.idlePower == .watts(8))
        #expect(inverter.surgePower == .watts(4000))
        #expect(inverter.cutoffVoltage == nil)
        #expect(inverter.length == .meters(1.5))
        let bank = try #require(system.batteries.first)
        #expect(bank.name == "House bank")
        #expect(bank.chemistry == .lifepo4)
        #expect(bank.capacityAh == 280)
        #expect(bank.voltage == .volts(12.8))
        #expect(bank.count == 1)
        // A 12 V LiFePO4 bank is 12.8 V: round(12.8 V / 12.8 V) = 1 in series, 1 / 1 = 1 in parallel.
        #expect(try bank.arrangement == .init(series: 1, parallel: 1))
        #expect(bank.length == .meters(1))
        #expect(bank.usableFraction == nil && bank.peukertExponent == nil && bank.maxDischargeCurrent == nil)
        #expect(system.chargers.map(\.kind) == [.solar, .dcdc, .shore])
        #expect(system.chargers[0].output == .current(.amperes(30)))
        #expect(system.chargers[0].efficiency == 0.75)
        #expect(system.chargers[1].efficiency == 1)
        #expect(system.chargers[1].hoursPerDay == 1.5)
        #expect(system.chargers[2].hoursPerDay == 0)
        #expect(system.chargers[2].length == .meters(1))
    }

    @Test func decode_sailboatFixture_readsFeetWiresFusesAndAnArrangement() throws {
        let system = try SystemFixtures.system("sailboat")
        #expect(system.nominalVoltage == .volts(24))
        #expect(system.defaults.series == .awg)
        #expect(system.defaults.maxDropPercent == 10)
        // 40 ft × 0.3048 m/ft = 12.192 m.
        expectClose(try #require(system.loads[0].length).meters, 12.192)
        #expect(system.loads[0].hoursPerDay == 0.05)
        #expect(system.loads.map(\.critical) == [false, true, true, true, true, true, false])
        let lights = system.loads[6]
        #expect(lights.wire == .awg(16))
        #expect(lights.fuse == .amperes(6))
        #expect(lights.demand == .power(.watts(30)))
        let bank = try #require(system.batteries.first)
        // round(24 V / 12 V) = 2 in series; 4 / 2 = 2 strings.
        #expect(try bank.arrangement == .init(series: 2, parallel: 2))
        #expect(bank.bankCapacityAh == 440)
        #expect(bank.bankVoltage == .volts(24))
        expectClose(try #require(bank.length).meters, 6 * 0.3048)
    }

    @Test func decode_cabinFixture_readsTemperatureInsulationAndPowerChargers() throws {
        let system = try SystemFixtures.system("cabin")
        #expect(system.nominalVoltage == .volts(48))
        #expect(system.defaults.conductorTemperature == .celsius(30))
        #expect(system.defaults.insulation == .c90)
        #expect(system.defaults.criticalMaxDropPercent == 3)
        #expect(system.defaults.series == nil)
        #expect(system.loads[0].demand == .power(.watts(1500)))
        #expect(system.loads[0].inverter?.name == "Inverter 5 kW")
        #expect(system.loads[3].hoursPerDay == 24)
        #expect(system.inverters.map(\.power) == [.watts(5000)])
        #expect(system.inverters.first?.efficiency == 0.93)
        let bank = try #require(system.batteries.first)
        // A 48 V LiFePO4 bank is 16 × 3.2 = 51.2 V: round(51.2 / 51.2) = 1 in series, 2 in parallel.
        #expect(try bank.arrangement == .init(series: 1, parallel: 2))
        #expect(system.chargers[0].output == .power(.watts(4000)))
        #expect(system.chargers[0].efficiency == 0.8)
        #expect(system.chargers[1].output == .current(.amperes(60)))
    }

    @Test func decode_minimalFile_takesTheDocumentedDefaults() throws {
        let system = try SystemFixtures.decode(#"{"schemaVersion": 1, "name": "Bare", "nominalVoltage": 12}"#)
        #expect(system.standard == .defaultMethod)
        #expect(system.defaults == SystemDefaults())
        // No limit in the file: the method's own, 5 % (10 % under ABYC E-11).
        #expect(system.defaults.maxDropPercent == nil)
        #expect(system.defaults.ordinaryMaxDropPercent(for: .defaultMethod) == 5)
        #expect(system.defaults.ordinaryMaxDropPercent(for: .abyc) == 10)
        #expect(system.defaults.criticalMaxDropPercent == 3)
        #expect(system.defaults.conductorTemperature == .celsius(20))
        #expect(system.defaults.insulation == .c105)
        #expect(system.defaults.material == .copper)
        #expect(system.defaults.series == nil)
        #expect(system.loads.isEmpty && system.batteries.isEmpty && system.chargers.isEmpty)
    }

    @Test func decode_quantitiesWithUnits_convertToSI() throws {
        let system = try SystemFixtures.decode(
            #"""
            {"$schema": "https://example.com/cable-system.schema.json", "schemaVersion": 1, "name": "Units",
             "nominalVoltage": "24V",
             "defaults": {"maxDropPercent": "4%", "conductorTemperature": "86F", "insulation": 90, "material": "aluminium"},
             "loads": [
               {"name": "Sensor", "current": "500mA", "length": "16ft", "hoursPerDay": "90min", "voltage": "12V",
                "quantity": 1.0, "fuse": "2A", "wire": "1.5 mm²", "maxDropPercent": "2.5%"},
               {"name": "Heater", "power": "1.2kW", "length": "250cm", "quantity": 1e3}
             ],
             "batteries": [
               {"name": "Bank", "chemistry": "liIon", "capacityAh": "200Ah", "voltage": 12, "count": 2,
                "usableFraction": "90%", "maxDischargeCurrent": "0.15kA", "peukertExponent": "1.1", "length": "1000mm"}
             ],
             "chargers": [
               {"name": "Panel", "kind": "solar", "power": "400W", "voltage": "24V", "efficiency": "85%", "hoursPerDay": "5h"}
             ]}
            """#)
        #expect(system.nominalVoltage == .volts(24))
        #expect(system.defaults.maxDropPercent == 4)
        // (86 °F − 32) × 5/9 = 30 °C.
        expectClose(system.defaults.conductorTemperature.degreesCelsius, 30)
        #expect(system.defaults.insulation == .c90)
        #expect(system.defaults.material == .aluminium)
        let sensor = system.loads[0]
        #expect(sensor.demand == .current(.amperes(0.5)))
        expectClose(try #require(sensor.length).meters, 16 * 0.3048)
        #expect(sensor.hoursPerDay == 1.5)
        #expect(sensor.voltage == .volts(12))
        #expect(sensor.quantity == 1)
        #expect(sensor.fuse == .amperes(2))
        #expect(sensor.wire == .metric(1.5))
        #expect(sensor.maxDropPercent == 2.5)
        #expect(system.loads[1].demand == .power(.watts(1200)))
        #expect(system.loads[1].length == .meters(2.5))
        #expect(system.loads[1].quantity == 1000)
        let bank = system.batteries[0]
        #expect(bank.capacityAh == 200)
        #expect(try bank.arrangement == .init(series: 2, parallel: 1))
        #expect(bank.usableFraction == 0.9)
        #expect(bank.maxDischargeCurrent == .amperes(150))
        #expect(bank.peukertExponent == 1.1)
        #expect(bank.length == .meters(1))
        #expect(system.chargers[0].output == .power(.watts(400)))
        #expect(system.chargers[0].efficiency == 0.85)
        #expect(system.chargers[0].hoursPerDay == 5)
    }

    @Test func decode_explicitNull_meansAbsent() throws {
        let system = try SystemFixtures.decode(
            #"""
            {"schemaVersion": 1, "name": "Nulls", "nominalVoltage": 12, "defaults": null, "chargers": null,
             "loads": [{"name": "L", "current": 2, "power": null, "length": 3, "voltage": null, "wire": null, "fuse": null,
                        "quantity": null, "critical": null}]}
            """#)
        #expect(system.defaults == SystemDefaults())
        #expect(system.chargers.isEmpty)
        let load = system.loads[0]
        #expect(load.demand == .current(.amperes(2)))
        #expect(load.voltage == nil && load.wire == nil && load.fuse == nil)
        #expect(load.quantity == 1)
        #expect(!load.critical)
    }

    struct ArrangementCase: CustomTestStringConvertible, Sendable {
        let chemistry: BatteryChemistry
        let nominal: Double
        let batteryVolts: Double
        let count: Int
        let series: Int
        let parallel: Int
        var testDescription: String { "\(count) × \(batteryVolts) V \(chemistry.rawValue) on \(nominal) V" }

        init(
            _ chemistry: BatteryChemistry = .agm, nominal: Double, batteryVolts: Double, count: Int, series: Int, parallel: Int
        ) {
            self.chemistry = chemistry
            self.nominal = nominal
            self.batteryVolts = batteryVolts
            self.count = count
            self.series = series
            self.parallel = parallel
        }
    }

    // series = round(the chemistry's bank voltage for the bus / battery V), parallel = count / series.
    // LiFePO4 banks are 3.2 V per cell, 4 cells per 12 V of bus (Victron: 12.8 V = 4 cells, 25.6 V = 8):
    // bank voltage = nominal × 3.2 / 3; lead-acid and Li-ion: the nominal voltage.
    @Test(arguments: [
        ArrangementCase(nominal: 12, batteryVolts: 12, count: 3, series: 1, parallel: 3),
        ArrangementCase(nominal: 24, batteryVolts: 12, count: 4, series: 2, parallel: 2),
        ArrangementCase(nominal: 48, batteryVolts: 12, count: 8, series: 4, parallel: 2),
        ArrangementCase(nominal: 12, batteryVolts: 6, count: 4, series: 2, parallel: 2),
        ArrangementCase(nominal: 12, batteryVolts: 2, count: 6, series: 6, parallel: 1),
        ArrangementCase(.liIon, nominal: 48, batteryVolts: 3.7, count: 26, series: 13, parallel: 2),  // round(12.97) = 13
        ArrangementCase(.lifepo4, nominal: 12, batteryVolts: 12.8, count: 1, series: 1, parallel: 1),
        ArrangementCase(.lifepo4, nominal: 12, batteryVolts: 12, count: 2, series: 1, parallel: 2),  // round(12.8 / 12) = 1
        ArrangementCase(.lifepo4, nominal: 12, batteryVolts: 3.2, count: 4, series: 4, parallel: 1),  // 4S
        ArrangementCase(.lifepo4, nominal: 24, batteryVolts: 3.2, count: 16, series: 8, parallel: 2),  // 8S2P
        ArrangementCase(.lifepo4, nominal: 48, batteryVolts: 3.2, count: 16, series: 16, parallel: 1),  // 16S: 51.2 V
        ArrangementCase(.lifepo4, nominal: 48, batteryVolts: 3.2, count: 32, series: 16, parallel: 2),
        ArrangementCase(.lifepo4, nominal: 48, batteryVolts: 12.8, count: 4, series: 4, parallel: 1),
        ArrangementCase(.lifepo4, nominal: 24, batteryVolts: 12.8, count: 4, series: 2, parallel: 2),
        ArrangementCase(.lifepo4, nominal: 48, batteryVolts: 51.2, count: 2, series: 1, parallel: 2),
    ])
    func decode_batteryWithoutArrangement_derivesSeriesAndParallel(_ testCase: ArrangementCase) throws {
        let system = try SystemFixtures.decode(
            """
            {"schemaVersion": 1, "name": "Bank", "nominalVoltage": \(testCase.nominal),
             "batteries": [{"name": "B", "chemistry": "\(testCase.chemistry.rawValue)", "capacityAh": 100,
                            "voltage": \(testCase.batteryVolts), "count": \(testCase.count)}]}
            """)
        #expect(try system.batteries[0].arrangement == .init(series: testCase.series, parallel: testCase.parallel))
    }

    @Test func decode_inverterAndItsACLoads_readEveryField() throws {
        let system = try SystemFixtures.decode(
            #"""
            {"schemaVersion": 1, "name": "Boat", "nominalVoltage": 24,
             "loads": [
               {"name": "Kettle", "power": "2kW", "hoursPerDay": "6min", "inverter": "main INVERTER"},
               {"name": "Hair dryer", "current": "5A", "voltage": "230V", "quantity": 2, "length": "4m", "inverter": "Main inverter"}
             ],
             "inverters": [
               {"name": "Main inverter", "power": "3kW", "efficiency": "92%", "idlePower": "12W", "cutoffVoltage": "22V",
                "surgePower": "6kW", "length": "2m", "maxDropPercent": 2, "engineRoom": true, "bundled": 4, "insulation": "90C"},
               {"name": "Spare", "power": 300}
             ]}
            """#)
        let kettle = system.loads[0]
        #expect(kettle.inverter?.name == "main INVERTER")
        #expect(kettle.length == nil)
        #expect(kettle.hoursPerDay == 0.1)
        #expect(system.inverter(feeding: kettle)?.name == "Main inverter")
        let dryer = system.loads[1]
        #expect(dryer.demand == .current(.amperes(5)))
        #expect(dryer.voltage == .volts(230))
        #expect(dryer.length == .meters(4))
        let main = system.inverters[0]
        #expect(main.power == .watts(3000))
        #expect(main.efficiency == 0.92)
        #expect(main.idlePower == .watts(12))
        #expect(main.cutoffVoltage == .volts(22))
        #expect(main.surgePower == .watts(6000))
        #expect(main.length == .meters(2))
        #expect(main.maxDropPercent == 2)
        #expect(main.installation == CircuitInstallation(insulation: .c90, engineRoom: true, bundledConductors: 4))
        // Defaults: η 0.9, no idle draw, cut-off 0.775 × 24 = 18.6 V, surge = the continuous rating.
        let spare = system.inverters[1]
        #expect(spare.efficiency == nil && spare.effectiveEfficiency == 0.9)
        #expect(spare.idlePower == .zero)
        expectClose(spare.cutoff(nominal: system.nominalVoltage).volts, 18.6)
        #expect(spare.effectiveSurgePower == .watts(300))
        #expect(spare.length == nil)
    }

    @Test func decode_circuitInstallation_onLoadsChargersAndBatteries() throws {
        let system = try SystemFixtures.decode(
            #"""
            {"schemaVersion": 1, "name": "Boat", "nominalVoltage": 12,
             "loads": [{"name": "Pump", "current": 10, "length": 3, "engineRoom": true, "bundled": 6, "insulation": 105}],
             "batteries": [{"name": "Bank", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "length": 1,
                            "maxDropPercent": "1%", "engineRoom": true, "insulation": "125C"}],
             "chargers": [{"name": "Alternator", "kind": "alternator", "outputCurrent": 60, "length": 2,
                           "maxDropPercent": 1.5, "bundled": 3}]}
            """#)
        #expect(system.loads[0].installation == CircuitInstallation(insulation: .c105, engineRoom: true, bundledConductors: 6))
        #expect(system.batteries[0].installation == CircuitInstallation(insulation: .c125, engineRoom: true))
        #expect(system.batteries[0].maxDropPercent == 1)
        // An alternator's run is in the engine room unless the file says otherwise.
        #expect(system.chargers[0].installation == CircuitInstallation(engineRoom: true, bundledConductors: 3))
        #expect(system.chargers[0].maxDropPercent == 1.5)
    }

    @Test func decode_givenArrangement_isKeptAsWritten() throws {
        let system = try SystemFixtures.decode(
            #"""
            {"schemaVersion": 1, "name": "Bank", "nominalVoltage": 24,
             "batteries": [{"name": "B", "chemistry": "gel", "capacityAh": 100, "voltage": 12, "count": 6,
                            "arrangement": {"series": 2, "parallel": 3}}]}
            """#)
        let bank = system.batteries[0]
        #expect(try bank.arrangement == .init(series: 2, parallel: 3))
        #expect(bank.bankCapacityAh == 300)
        #expect(bank.bankVoltage == .volts(24))
    }

    // MARK: - Invalid files

    /// A file the decoder must refuse. `⟨` in `json` marks where the error must point (it is
    /// removed before decoding); without it the position is not checked here.
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let json: String
        let field: String
        let rule: String
        let actual: String
        var testDescription: String { actual.isEmpty ? "\(field): \(rule)" : "\(field): \(rule), got \(actual)" }

        init(_ json: String, _ field: String, _ rule: String, _ actual: String) {
            self.json = json
            self.field = field
            self.rule = rule
            self.actual = actual
        }
    }

    static let head = #""schemaVersion": 1, "name": "T", "nominalVoltage": 12"#
    static func file(_ members: String) -> String { "{\(head), \(members)}" }
    static func loads(_ items: String) -> String { file(#""loads": [\#(items)]"#) }
    static func batteries(_ items: String, nominal: Int = 12) -> String {
        #"{"schemaVersion": 1, "name": "T", "nominalVoltage": \#(nominal), "batteries": [\#(items)]}"#
    }
    static func chargers(_ items: String) -> String { file(#""chargers": [\#(items)]"#) }

    static let topLevelCases: [ErrorCase] = [
        ErrorCase("⟨[1]", "file", "must be an object", "an array"),
        ErrorCase(#"⟨"text""#, "file", "must be an object", "a string"),
        ErrorCase(#"⟨{"name": "T", "nominalVoltage": 12}"#, "schemaVersion", "must be 1", "nothing"),
        ErrorCase(#"⟨{"schemaVersion": null, "name": "T", "nominalVoltage": 12}"#, "schemaVersion", "must be 1", "nothing"),
        ErrorCase(#"{"schemaVersion": ⟨2, "name": "T", "nominalVoltage": 12}"#, "schemaVersion", "must be 1", "2"),
        ErrorCase(
            #"{"schemaVersion": ⟨"1", "name": "T", "nominalVoltage": 12}"#, "schemaVersion",
            "must be a whole number from 0 to 9223372036854775807", "'1'"),
        ErrorCase(
            #"{"schemaVersion": ⟨1.5, "name": "T", "nominalVoltage": 12}"#, "schemaVersion",
            "must be a whole number from 0 to 9223372036854775807", "1.5"),
        ErrorCase(
            #"{"schemaVersion": 1, "name": "T", "nominalVoltag": ⟨12}"#, "nominalVoltag",
            "unknown key. Did you mean 'nominalVoltage'?",
            ""),
        ErrorCase(
            file(#""colour": ⟨"red""#), "colour",
            "unknown key (known keys: $schema, schemaVersion, name, nominalVoltage, standard, defaults, loads, batteries, chargers, inverters, panels, arrays)",
            ""),
        ErrorCase(file(#""batterys": ⟨[]"#), "batterys", "unknown key. Did you mean 'batteries'?", ""),
        ErrorCase(#"⟨{"schemaVersion": 1, "nominalVoltage": 12}"#, "name", "is required", "nothing"),
        ErrorCase(#"{"schemaVersion": 1, "name": ⟨5, "nominalVoltage": 12}"#, "name", "must be a string", "a number"),
        ErrorCase(
            #"{"schemaVersion": 1, "name": ⟨"   ", "nominalVoltage": 12}"#, "name",
            "must be 1 to 200 characters, not only spaces or invisible characters",
            "'   '"),
        ErrorCase(
            #"{"schemaVersion": 1, "name": ⟨"\#(String(repeating: "x", count: 201))", "nominalVoltage": 12}"#, "name",
            "must be 1 to 200 characters, not only spaces or invisible characters",
            "'\(String(repeating: "x", count: 201))'"),
        ErrorCase(#"⟨{"schemaVersion": 1, "name": "T"}"#, "nominalVoltage", "is required", "nothing"),
        ErrorCase(#"{"schemaVersion": 1, "name": "T", "nominalVoltage": ⟨0}"#, "nominalVoltage", "must be > 0 V", "0 V"),
        ErrorCase(#"{"schemaVersion": 1, "name": "T", "nominalVoltage": ⟨-0}"#, "nominalVoltage", "must be > 0 V", "0 V"),
        ErrorCase(
            #"{"schemaVersion": 1, "name": "T", "nominalVoltage": ⟨"2kV"}"#, "nominalVoltage", "must be ≤ 1500 V", "2000 V"),
        ErrorCase(
            #"{"schemaVersion": 1, "name": "T", "nominalVoltage": ⟨true}"#, "nominalVoltage",
            "must be a number or a string with a unit",
            "a boolean"),
        ErrorCase(
            #"{"schemaVersion": 1, "name": "T", "nominalVoltage": ⟨"12 volts?"}"#, "nominalVoltage",
            "unknown voltage unit 'volts?' (use V, mV or kV)", "'12 volts?'"),
        ErrorCase(
            #"{"schemaVersion": 1, "name": "T", "nominalVoltage": ⟨1e309}"#, "nominalVoltage", "must be a finite number", "1e309"),
        ErrorCase(
            #"{"schemaVersion": 1, "name": "T", "nominalVoltage": ⟨"1e309V"}"#, "nominalVoltage", "must be a finite number",
            "'1e309V'"),
        ErrorCase(file(#""loads": ⟨{}"#), "loads", "must be an array", "an object"),
        ErrorCase(file(#""loads": [⟨"x"]"#), "loads[0]", "must be an object", "a string"),
        ErrorCase(file(#""batteries": ⟨3"#), "batteries", "must be an array", "a number"),
        ErrorCase(file(#""chargers": [⟨null]"#), "chargers[0]", "must be an object", "null"),
    ]

    /// `"standard"`: the sizing method, and what ABYC E-11 rules out.
    static let standardCases: [ErrorCase] = [
        ErrorCase(file(#""standard": ⟨"ABYC""#), "standard", "must be one of default, abyc (did you mean 'abyc'?)", "'ABYC'"),
        ErrorCase(file(#""standard": ⟨"iso""#), "standard", "must be one of default, abyc", "'iso'"),
        ErrorCase(file(#""standard": ⟨2"#), "standard", "must be a string", "a number"),
        // ABYC's copper-only rule, as every front end applies it
        ErrorCase(
            file(#""standard": "abyc", "defaults": {"material": ⟨"aluminium"}"#), "defaults.material",
            "must be copper with standard abyc (ABYC E-11 sizes copper, K = 10.75 Ω·cmil/ft)", "'aluminium'"),
        ErrorCase(
            file(#""standard": "abyc", "defaults": {"maxDropPercent": 3, "conductorTemperature": ⟨"20C"}"#),
            "defaults.conductorTemperature", "cannot be set with standard abyc (ABYC E-11 uses a fixed K = 10.75 Ω·cmil/ft)",
            "20 °C"),
        ErrorCase(
            file(#""standard": "abyc", "loads": [{"name": "L", "current": 5, "length": 2, "wire": "6mm2"}]"#), "loads[0].wire",
            "must be a marine AWG size ABYC E-11 tabulates (18 to 4/0)", "'6 mm²'"),
        ErrorCase(
            file(#""standard": "abyc", "loads": [{"name": "L", "current": 5, "length": 2, "wire": "20awg"}]"#), "loads[0].wire",
            "must be a marine AWG size ABYC E-11 tabulates (18 to 4/0)", "'20 AWG'"),
        ErrorCase(
            file(#""standard": "abyc", "loads": [{"name": "L", "current": 5, "length": 2, "wire": "250kcmil"}]"#),
            "loads[0].wire",
            "must be a marine AWG size ABYC E-11 tabulates (18 to 4/0)", "'250 kcmil'"),
    ]

    static let defaultsCases: [ErrorCase] = [
        ErrorCase(file(#""defaults": ⟨[]"#), "defaults", "must be an object", "an array"),
        ErrorCase(
            // The one key it begins is suggested (Suggestion).
            file(#""defaults": {"maxDrop": ⟨5}"#), "defaults.maxDrop", "unknown key. Did you mean 'maxDropPercent'?", ""),
        ErrorCase(file(#""defaults": {"maxDropPercent": ⟨60}"#), "defaults.maxDropPercent", "must be ≤ 50 %", "60 %"),
        ErrorCase(
            file(#""defaults": {"criticalMaxDropPercent": ⟨"0%"}"#), "defaults.criticalMaxDropPercent", "must be > 0 %", "0 %"),
        ErrorCase(
            file(#""defaults": {"conductorTemperature": ⟨"300C"}"#), "defaults.conductorTemperature",
            "must be between -50 °C and 200 °C", "300 °C"),
        ErrorCase(
            file(#""defaults": {"conductorTemperature": ⟨"hot"}"#), "defaults.conductorTemperature", "must start with a number",
            "'hot'"),
        ErrorCase(
            file(#""defaults": {"insulation": ⟨"100C"}"#), "defaults.insulation",
            "must be one of 60C, 70C, 75C, 80C, 85C, 90C, 105C, 125C, 200C (did you mean '105C'?)", "'100C'"),
        ErrorCase(
            file(#""defaults": {"insulation": ⟨95}"#), "defaults.insulation",
            "must be one of 60C, 70C, 75C, 80C, 85C, 90C, 105C, 125C, 200C",
            "'95'"),
        ErrorCase(
            file(#""defaults": {"material": ⟨"copperr"}"#), "defaults.material",
            "must be one of copper, aluminium (did you mean 'copper'?)", "'copperr'"),
        ErrorCase(file(#""defaults": {"material": ⟨7}"#), "defaults.material", "must be a string", "a number"),
        ErrorCase(
            file(#""defaults": {"units": ⟨"imperail"}"#), "defaults.units",
            "must be one of metric, imperial (did you mean 'imperial'?)",
            "'imperail'"),
        ErrorCase(file(#""defaults": {"units": ⟨"meters"}"#), "defaults.units", "must be one of metric, imperial", "'meters'"),
    ]

    static let loadCases: [ErrorCase] = [
        ErrorCase(loads(#"⟨{"name": "L", "length": 2}"#), "loads[0]", "must give current (A) or power (W)", "neither"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "power": ⟨60, "length": 2}"#), "loads[0]", "must give current or power, not both",
            "both"),
        ErrorCase(loads(#"⟨{"name": "L", "current": 5}"#), "loads[0].length", "is required", "nothing"),
        ErrorCase(loads(#"⟨{"current": 5, "length": 2}"#), "loads[0].name", "is required", "nothing"),
        ErrorCase(loads(#"{"name": "L", "current": 5, "length": ⟨-3}"#), "loads[0].length", "must be > 0 m", "-3 m"),
        ErrorCase(loads(#"{"name": "L", "current": 5, "length": ⟨-0}"#), "loads[0].length", "must be > 0 m", "0 m"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": ⟨"5 meterz"}"#), "loads[0].length",
            "unknown length unit 'meterz' (use m, cm, mm, km, ft, in or yd)", "'5 meterz'"),
        ErrorCase(loads(#"{"name": "L", "current": 5, "length": ⟨"20km"}"#), "loads[0].length", "must be ≤ 10000 m", "20000 m"),
        ErrorCase(
            loads(#"{"name": "L", "current": ⟨1e309, "length": 2}"#), "loads[0].current", "must be a finite number", "1e309"),
        ErrorCase(
            loads(#"{"name": "L", "current": ⟨-1e309, "length": 2}"#), "loads[0].current", "must be a finite number", "-1e309"),
        ErrorCase(
            loads(#"{"name": "L", "current": ⟨"20000A", "length": 2}"#), "loads[0].current", "must be ≤ 10000 A", "20000 A"),
        ErrorCase(
            loads(#"{"name": "L", "current": ⟨[5], "length": 2}"#), "loads[0].current",
            "must be a number or a string with a unit",
            "an array"),
        ErrorCase(loads(#"{"name": "L", "power": ⟨2000000, "length": 2}"#), "loads[0].power", "must be ≤ 1000000 W", "2000000 W"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "voltage": ⟨"0V"}"#), "loads[0].voltage", "must be > 0 V", "0 V"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "quantity": ⟨"many"}"#), "loads[0].quantity",
            "must be a whole number from 1 to 1000", "'many'"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "quantity": ⟨0}"#), "loads[0].quantity",
            "must be a whole number from 1 to 1000",
            "0"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "quantity": ⟨2.5}"#), "loads[0].quantity",
            "must be a whole number from 1 to 1000", "2.5"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "quantity": ⟨1001}"#), "loads[0].quantity",
            "must be a whole number from 1 to 1000", "1001"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "quantity": ⟨1e309}"#), "loads[0].quantity",
            "must be a whole number from 1 to 1000", "1e309"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "quantity": ⟨-0}"#), "loads[0].quantity",
            "must be a whole number from 1 to 1000", "-0"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "hoursPerDay": ⟨25}"#), "loads[0].hoursPerDay",
            "must be between 0 h and 24 h", "25 h"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "hoursPerDay": ⟨"-1h"}"#), "loads[0].hoursPerDay",
            "must be between 0 h and 24 h", "-1 h"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "critical": ⟨"yes"}"#), "loads[0].critical", "must be true or false",
            "a string"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "wire": ⟨6}"#), "loads[0].wire",
            #"must be a wire size string such as "6mm2" or "10awg""#, "6"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "wire": ⟨"7mm2"}"#), "loads[0].wire",
            "must be an IEC 60228 size (nearest: 6 mm², 10 mm²)", "'7mm2'"),
        // a bare size follows the file's units: mm² in a file without defaults.units
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "wire": ⟨"7"}"#), "loads[0].wire",
            "must be an IEC 60228 size (nearest: 6 mm², 10 mm²)",
            "'7'"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "wire": ⟨"5/0"}"#), "loads[0].wire",
            "must be an AWG size from 24 to 4/0",
            "'5/0'"),
        ErrorCase(loads(#"{"name": "L", "current": 5, "length": 2, "fuse": ⟨0}"#), "loads[0].fuse", "must be > 0 A", "0 A"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "maxDropPercent": ⟨"60%"}"#), "loads[0].maxDropPercent",
            "must be ≤ 50 %",
            "60 %"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "lenght": ⟨2}"#), "loads[0].lenght", "unknown key. Did you mean 'length'?", ""),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "fuze": ⟨"10A"}"#), "loads[0].fuze",
            "unknown key. Did you mean 'fuse'?", ""),
        ErrorCase(
            loads(#"{"name": "A", "current": 5, "length": 2}, {"name": "B", "current": 5, "length": ⟨0}"#), "loads[1].length",
            "must be > 0 m", "0 m"),
    ]

    static let batteryCases: [ErrorCase] = [
        ErrorCase(
            batteries(#"⟨{"name": "B", "capacityAh": 100, "voltage": 12}"#), "batteries[0].chemistry", "is required", "nothing"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": ⟨"lifepo", "capacityAh": 100, "voltage": 12}"#), "batteries[0].chemistry",
            "must be one of floodedLeadAcid, agm, gel, lifepo4, liIon (did you mean 'lifepo4'?)", "'lifepo'"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": ⟨"lithium", "capacityAh": 100, "voltage": 12}"#), "batteries[0].chemistry",
            "must be one of floodedLeadAcid, agm, gel, lifepo4, liIon", "'lithium'"),
        ErrorCase(
            batteries(#"⟨{"name": "B", "chemistry": "agm", "voltage": 12}"#), "batteries[0].capacityAh", "is required", "nothing"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": ⟨0, "voltage": 12}"#), "batteries[0].capacityAh",
            "must be > 0 Ah",
            "0 Ah"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": ⟨"200000Ah", "voltage": 12}"#), "batteries[0].capacityAh",
            "must be ≤ 100000 Ah", "200000 Ah"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacity": ⟨100, "voltage": 12}"#), "batteries[0].capacity",
            "unknown key. Did you mean 'capacityAh'?", ""),
        ErrorCase(
            batteries(#"⟨{"name": "B", "chemistry": "agm", "capacityAh": 100}"#), "batteries[0].voltage", "is required", "nothing"
        ),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "count": ⟨0}"#), "batteries[0].count",
            "must be a whole number from 1 to 1000", "0"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "count": ⟨3}"#, nominal: 24),
            "batteries[0].count", "must be a multiple of 2 (12 V batteries in series make 24 V), or give an arrangement", "3"),
        ErrorCase(
            batteries(#"⟨{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12}"#, nominal: 24),
            "batteries[0].count",
            "must be a multiple of 2 (12 V batteries in series make 24 V), or give an arrangement", "1"),
        ErrorCase(
            batteries(
                #"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "count": 4, "arrangement": ⟨{"series": 2, "parallel": 1}}"#,
                nominal: 24),
            "batteries[0].arrangement", "series × parallel must equal count (4)", "2 × 1"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "arrangement": {"serie": ⟨1}}"#),
            "batteries[0].arrangement.serie", "unknown key. Did you mean 'series'?", ""),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "arrangement": ⟨"1S1P"}"#),
            "batteries[0].arrangement", "must be an object", "a string"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "arrangement": {"series": ⟨0}}"#),
            "batteries[0].arrangement.series", "must be a whole number from 1 to 1000", "0"),
        ErrorCase(
            batteries(
                #"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": ⟨12, "arrangement": {"series": 1, "parallel": 1}}"#,
                nominal: 24),
            "batteries[0].voltage", "× 1 in series must be within 25 % of the system's 24 V", "12 V"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "usableFraction": ⟨1.5}"#),
            "batteries[0].usableFraction", "must be ≤ 1", "1.5"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "usableFraction": ⟨"150%"}"#),
            "batteries[0].usableFraction", "must be ≤ 1", "1.5"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "usableFraction": ⟨0}"#),
            "batteries[0].usableFraction", "must be > 0", "0"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "maxDischargeCurrent": ⟨-5}"#),
            "batteries[0].maxDischargeCurrent", "must be > 0 A", "-5 A"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "peukertExponent": ⟨3}"#),
            "batteries[0].peukertExponent", "must be between 1 and 2", "3"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "peukertExponent": ⟨0.9}"#),
            "batteries[0].peukertExponent", "must be between 1 and 2", "0.9"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "peukertExponent": ⟨"1.2x"}"#),
            "batteries[0].peukertExponent", "must be a plain number", "'1.2x'"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "length": ⟨0}"#),
            "batteries[0].length",
            "must be > 0 m", "0 m"),
    ]

    static let fractionCases: [ErrorCase] = [
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "usableFraction": ⟨"80 pct"}"#),
            "batteries[0].usableFraction", "must be a fraction (0.8) or a percentage (80%)", "'80 pct'"),
        ErrorCase(
            chargers(#"{"name": "C", "kind": "solar", "outputCurrent": 10, "efficiency": ⟨"half"}"#), "chargers[0].efficiency",
            "must start with a number", "'half'"),
        ErrorCase(
            chargers(#"{"name": "C", "kind": "solar", "outputCurrent": 10, "efficiency": ⟨true}"#), "chargers[0].efficiency",
            "must be a number or a string with a unit", "a boolean"),
    ]

    static let chargerCases: [ErrorCase] = [
        ErrorCase(chargers(#"⟨{"name": "C", "outputCurrent": 10}"#), "chargers[0].kind", "is required", "nothing"),
        ErrorCase(
            chargers(#"{"name": "C", "kind": ⟨"wind", "outputCurrent": 10}"#), "chargers[0].kind",
            "must be one of shore, solar, alternator, dcdc, generator", "'wind'"),
        ErrorCase(
            chargers(#"⟨{"name": "C", "kind": "solar"}"#), "chargers[0]", "must give outputCurrent (A) or power (W)", "neither"),
        ErrorCase(
            chargers(#"{"name": "C", "kind": "solar", "outputCurrent": 10, "power": ⟨100}"#), "chargers[0]",
            "must give outputCurrent or power, not both", "both"),
        ErrorCase(
            chargers(#"{"name": "C", "kind": "solar", "outputCurrent": 10, "efficiency": ⟨0}"#), "chargers[0].efficiency",
            "must be > 0",
            "0"),
        ErrorCase(
            chargers(#"{"name": "C", "kind": "solar", "outputCurrent": 10, "efficiency": ⟨"120%"}"#), "chargers[0].efficiency",
            "must be ≤ 1", "1.2"),
        ErrorCase(
            chargers(#"{"name": "C", "kind": "solar", "outputCurrent": 10, "hoursPerDay": ⟨30}"#), "chargers[0].hoursPerDay",
            "must be between 0 h and 24 h", "30 h"),
        ErrorCase(
            chargers(#"{"name": "C", "kind": "solar", "current": ⟨10}"#), "chargers[0].current",
            "unknown key (known keys: name, kind, outputCurrent, power, voltage, efficiency, hoursPerDay, length, "
                + "fuseType, maxDropPercent, engineRoom, bundled, insulation, parallel, fuseDistance, sheathed, feed, maxInputVoltage, "
                + "maxInputCurrent, maxInputPower, "
                + "input, catalogId)", ""),
        ErrorCase(
            chargers(#"{"name": "C", "kind": "solar", "outputCurrent": 10, "length": ⟨"-2m"}"#), "chargers[0].length",
            "must be > 0 m",
            "-2 m"),
        ErrorCase(
            chargers(#"{"name": "C", "kind": "solar", "outputCurrent": 10, "voltage": ⟨"2kV"}"#), "chargers[0].voltage",
            "must be ≤ 1500 V", "2000 V"),
    ]

    static func inverters(_ items: String, loads: String = "") -> String {
        file(#""loads": [\#(loads)], "inverters": [\#(items)]"#)
    }

    static let inverterCases: [ErrorCase] = [
        ErrorCase(inverters(#"⟨{"name": "I"}"#), "inverters[0].power", "is required", "nothing"),
        ErrorCase(inverters(#"{"name": "I", "power": ⟨"-2kW"}"#), "inverters[0].power", "must be > 0 W", "-2000 W"),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000, "efficiency": ⟨1.2}"#), "inverters[0].efficiency", "must be ≤ 1", "1.2"),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000, "idlePower": ⟨"-1W"}"#), "inverters[0].idlePower",
            "must be between 0 W and 2000 W", "-1 W"),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000, "cutoffVoltage": ⟨"16V"}"#), "inverters[0].cutoffVoltage",
            "must be between 6 V and 15 V (50 % to 125 % of the system's 12 V)", "16 V"),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000, "cutoffVoltage": ⟨0.1}"#), "inverters[0].cutoffVoltage",
            "must be between 6 V and 15 V (50 % to 125 % of the system's 12 V)", "0.1 V"),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000, "efficiency": ⟨"40%"}"#), "inverters[0].efficiency",
            "must be between 0.5 and 1", "0.4"),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000, "surgePower": ⟨1000}"#), "inverters[0].surgePower",
            "must be at least power (2000 W)", "1000 W"),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000, "bundled": ⟨0}"#), "inverters[0].bundled",
            "must be a whole number from 1 to 1000", "0"),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000, "insulation": ⟨"95C"}"#), "inverters[0].insulation",
            "must be one of 60C, 70C, 75C, 80C, 85C, 90C, 105C, 125C, 200C (did you mean '75C'?)", "'95C'"),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000, "engineRoom": ⟨"yes"}"#), "inverters[0].engineRoom",
            "must be true or false", "a string"),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000, "outputCurrent": ⟨10}"#), "inverters[0].outputCurrent",
            "unknown key (known keys: name, power, efficiency, idlePower, cutoffVoltage, surgePower, surgeCurrent, surgeSeconds, "
                + "chargeCurrent, length, fuseType, maxDropPercent, engineRoom, bundled, insulation, parallel, fuseDistance, sheathed, feed, catalogId)",
            ""),
        ErrorCase(
            inverters(#"{"name": "Inverter", "power": 2000}"#, loads: #"{"name": "TV", "power": 80, "inverter": ⟨"Invertr"}"#),
            "loads[0].inverter", "must name one of the file's inverters ('Inverter')", "'Invertr'"),
        ErrorCase(
            loads(#"{"name": "TV", "power": 80, "inverter": ⟨"Inverter"}"#), "loads[0].inverter",
            "must name one of the file's inverters (it has none)", "'Inverter'"),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000}"#, loads: #"{"name": "TV", "power": 80, "wire": ⟨"1mm2", "inverter": "I"}"#),
            "loads[0].wire", "does not apply to an AC load on an inverter (its wiring is AC, which cable does not size)", ""),
        ErrorCase(
            inverters(
                #"{"name": "I", "power": 2000}"#, loads: #"{"name": "TV", "power": 80, "critical": ⟨true, "inverter": "I"}"#),
            "loads[0].critical", "does not apply to an AC load on an inverter (its wiring is AC, which cable does not size)", ""),
        ErrorCase(
            inverters(
                #"{"name": "I", "power": 2000}"#, loads: #"{"name": "TV", "power": 80, "engineRoom": ⟨false, "inverter": "I"}"#),
            "loads[0].engineRoom", "does not apply to an AC load on an inverter (its wiring is AC, which cable does not size)",
            ""),
        ErrorCase(
            inverters(#"{"name": "I", "power": 2000}"#, loads: #"⟨{"name": "TV", "current": 1, "inverter": "I"}"#),
            "loads[0].voltage", #"is required with current on an AC load (the AC voltage, e.g. "230V")"#, "nothing"),
        // Without an inverter, a 230 V load on a 12 V bus is refused, not counted at 1500 / 230 = 6.5 A.
        ErrorCase(
            loads(#"{"name": "Kettle", "power": 1500, "voltage": ⟨"230V", "length": 2}"#), "loads[0].voltage",
            #"must be at most 15 V (125 % of the system's 12 V): a load rated for a higher or AC voltage is fed by an inverter; name it with "inverter""#,
            "230 V"),
        ErrorCase(
            loads(#"{"name": "L", "current": 5, "length": 2, "bundled": ⟨1001}"#), "loads[0].bundled",
            "must be a whole number from 1 to 1000", "1001"),
        ErrorCase(
            chargers(#"{"name": "C", "kind": "solar", "outputCurrent": 10, "maxDropPercent": ⟨0}"#), "chargers[0].maxDropPercent",
            "must be > 0 %", "0 %"),
        ErrorCase(
            batteries(#"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "insulation": ⟨true}"#),
            "batteries[0].insulation", #"must be an insulation rating such as "105C""#, "a boolean"),
    ]

    /// Names must be unique across loads, batteries, chargers and inverters, ignoring case.
    static let uniqueNameCases: [ErrorCase] = [
        ErrorCase(
            loads(#"{"name": "Pump", "current": 5, "length": 2}, {"name": "pump", "current": 3, "length": 4}"#), "loads[1].name",
            "must be unique (also used by loads[0])", "'pump'"),
        ErrorCase(
            file(
                #""loads": [{"name": "House", "current": 5, "length": 2}], "batteries": [{"name": "house", "chemistry": "agm", "capacityAh": 100, "voltage": 12}]"#
            ), "batteries[0].name", "must be unique (also used by loads[0])", "'house'"),
        ErrorCase(
            file(
                #""batteries": [{"name": "Bank", "chemistry": "agm", "capacityAh": 100, "voltage": 12}], "chargers": [{"name": "BANK", "kind": "shore", "outputCurrent": 10}]"#
            ), "chargers[0].name", "must be unique (also used by batteries[0])", "'BANK'"),
        ErrorCase(
            inverters(#"{"name": "Fridge ", "power": 100}"#, loads: #"{"name": "fridge", "current": 5, "length": 2}"#),
            "inverters[0].name", "must be unique (also used by loads[0])", "'Fridge '"),
    ]

    /// The text without its `⟨` marker, and the line and column where the marker stood.
    static func marked(_ json: String) -> (text: String, position: JSONPosition?) {
        var text = String.UnicodeScalarView()
        var position: JSONPosition?
        var line = 1
        var column = 1
        for scalar in json.unicodeScalars {
            if scalar == "⟨" {
                position = JSONPosition(line: line, column: column)
                continue
            }
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (String(text), position)
    }

    @Test(
        arguments: topLevelCases + standardCases + defaultsCases + loadCases + batteryCases + fractionCases + chargerCases
            + inverterCases + uniqueNameCases)
    func decode_invalidFile_namesPathRuleValueAndPosition(_ testCase: ErrorCase) throws {
        let (text, position) = Self.marked(testCase.json)
        let error = #expect(throws: SystemFileError.self) {
            try SystemFile.decode(Array(text.utf8))
        }
        guard case .invalid(let validation, let at)? = error else {
            Issue.record("expected a validation error, got \(String(describing: error))")
            return
        }
        // The kind is the editor's concern (a current and power given both or neither name both keys).
        #expect(
            Worded(field: validation.field, rule: validation.rule.english, actual: Worded(validation).actual)
                == Worded(field: testCase.field, rule: testCase.rule, actual: testCase.actual))
        if let position {
            #expect(at == position)
        }
    }

    @Test func decode_malformedJSON_isASyntaxErrorWithPosition() {
        let text = "{\n  \"schemaVersion\": 1,\n  \"name\": \"Missing comma\"\n  \"nominalVoltage\": 12\n}"
        let expected = SystemFileError.syntax(
            WordedSyntax(position: JSONPosition(line: 4, column: 3), message: "unexpected '\"', expected ',' or '}'"))
        expectThrows(expected) {
            try SystemFile.decode(Array(text.utf8))
        }
    }

    @Test func decode_duplicateKey_isASyntaxError() {
        let text = "{\n  \"schemaVersion\": 1,\n  \"nominalVoltage\": 12,\n  \"nominalVoltage\": 24\n}"
        let expected = SystemFileError.syntax(
            WordedSyntax(position: JSONPosition(line: 4, column: 3), message: "duplicate key \"nominalVoltage\""))
        expectThrows(expected) {
            try SystemFile.decode(Array(text.utf8))
        }
    }

    @Test func decode_byteOrderMark_isRefused() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"schemaVersion": 1, "name": "T", "nominalVoltage": 12}"#.utf8)
        let expected = SystemFileError.syntax(
            WordedSyntax(
                position: JSONPosition(line: 1, column: 1),
                message: "the file starts with a UTF-8 byte-order mark; save it without one"))
        expectThrows(expected) {
            try SystemFile.decode(bytes)
        }
    }

    @Test func errorDescription_putsPositionThenPathRuleAndValue() {
        let located = SystemFileError.invalid(
            ValidationError(field: "loads[2].length", rule: .greaterThan(.init(0, "m")), value: .quantity(.init(-3, "m"))),
            at: JSONPosition(line: 12, column: 17))
        #expect(located.description == "12:17: loads[2].length: must be > 0 m, got -3 m")
        let unknownKey = SystemFileError.invalid(
            ValidationError(field: "loads[0].lenght", rule: .unknownKey(suggestion: "length", known: []), actual: ""),
            at: JSONPosition(line: 6, column: 51))
        #expect(unknownKey.description == "6:51: loads[0].lenght: unknown key. Did you mean 'length'?")
        let unplaced = SystemFileError.invalid(ValidationError(field: "name", rule: .required, value: .nothing), at: nil)
        #expect(unplaced.description == "name: is required, got nothing")
    }

    // MARK: - Errors found after the per-entry checks

    /// Duplicate names and ABYC's wire rule are checked after an entry is decoded; they must
    /// still point at the value at fault (the second `name`; the `wire`), so the CLI prints
    /// `file:line:col: loads[1].name: …`. (Both were once reported without a position.)
    @Test(arguments: [
        loads(#"{"name": "Pump", "current": 5, "length": 2}, {"name": ⟨"pump", "current": 3, "length": 4}"#),
        file(#""standard": "abyc", "loads": [{"name": "L", "current": 5, "length": 2, "wire": ⟨"6mm2"}]"#),
    ])
    func decode_errorFoundAfterTheEntry_pointsAtTheValueAtFault(_ json: String) throws {
        let (text, position) = Self.marked(json)
        let error = #expect(throws: SystemFileError.self) {
            try SystemFile.decode(Array(text.utf8))
        }
        guard case .invalid(_, let at)? = error else {
            Issue.record("expected a validation error, got \(String(describing: error))")
            return
        }
        #expect(at == position)
    }

    // MARK: - Fractions

    /// A fraction means the same as a JSON number and as a string without a unit (`0.8`, `"0.8"`);
    /// with `%` it is a percentage (`"80%"`). A unitless string was once read as a percentage, so
    /// `"efficiency": "0.8"` silently became 0.8 % and `"usableFraction": "1"` 1 %.
    @Test(arguments: [("efficiency", "0.8", 0.8), ("usableFraction", "1", 1.0), ("efficiency", "75%", 0.75)])
    func decode_fractionAsString_meansWhatTheNumberMeans(_ key: String, _ text: String, _ number: Double) throws {
        let json =
            key == "efficiency"
            ? Self.chargers(#"{"name": "C", "kind": "solar", "outputCurrent": 10, "efficiency": "\#(text)"}"#)
            : Self.batteries(
                #"{"name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": 12, "usableFraction": "\#(text)"}"#)
        let system = try SystemFixtures.decode(json)
        let value = key == "efficiency" ? system.chargers[0].efficiency : system.batteries[0].usableFraction
        #expect(value == number)
    }
}
