import Testing

@testable import CableCore

/// Distribution panels, feeders and the cumulative drop along a path (Blue Sea Systems, *Circuit
/// Protection and Wire Sizing*: "Voltage drop along a circuit path is cumulative … Segment 1 +
/// Segment 2 = 3 %").
@Suite("Panels and path drop")
struct PathDropTests {
    /// A 12 V LiFePO4 bank with a 1 m run, a 6 m feeder to a panel, a critical 8 A pump 3 m and
    /// a 4 A light 5 m from it, and a 5 A fridge straight from the bank 2 m.
    /// `conductor` is the resistance model of every conductor (`.nominal`: ρ = 0.017 at 20 °C).
    static func system(
        wire: ConductorSize? = nil, diversity: Double = 1, conductor: ConductorResistance = .default
    ) throws -> ElectricalSystem {
        try ElectricalSystem(
            name: "T", nominalVoltage: .volts(12), defaults: try SystemDefaults(conductor: conductor),
            loads: [
                try SystemLoad(name: "Pump", demand: .current(.amperes(8)), length: .meters(3), critical: true, feed: "Helm"),
                try SystemLoad(name: "Light", demand: .current(.amperes(4)), length: .meters(5), wire: wire, feed: "helm"),
                try SystemLoad(name: "Fridge", demand: .current(.amperes(5)), length: .meters(2)),
            ],
            batteries: [
                try BatteryBank(
                    name: "House", chemistry: .lifepo4, capacityAh: 200, voltage: .volts(12.8),
                    arrangement: try .init(series: 1, parallel: 1), length: .meters(1))
            ],
            panels: [try DistributionPanel(name: "Helm", feed: "House", length: .meters(6), diversity: diversity)])
    }

    @Test func feeder_carriesDiversityTimesTheCircuitsBelow() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(diversity: 0.8))
        let feeder = try #require(report.circuits.first { $0.kind == .panel })
        // 0.8 × (8 A + 4 A) = 9.6 A.
        expectClose(feeder.circuit.current.amperes, 9.6)
        #expect(feeder.feed == "House")
        let pump = try #require(report.circuits.first { $0.name == "Pump" })
        #expect(pump.feed == "Helm")
        #expect(pump.path.map(\.name) == ["House", "Helm", "Pump"])
    }

    /// The split, by hand: w = L·√I. Bank run 1 m at 17 A: w = 4.1231; feeder 6 m at 12 A:
    /// 20.7846; pump 3 m at 8 A: 8.4853; light 5 m at 4 A: 10; fridge 2 m at 5 A: 4.4721.
    /// The bank's share on the pump's path (3 %, 0.1 % kept for each of its 3 segments):
    /// 0.1 + 2.7 × 4.1231 / (4.1231 + 20.7846 + 8.4853) = 0.43338 %, the smallest of its paths
    /// (light: 0.1 + 4.7 × 4.1231/35.3308 = 0.6485; fridge: 0.1 + 4.8 × 4.1231/8.5952 = 2.4026;
    /// own 3 %).
    @Test func budget_splitsByLengthTimesRootCurrent() throws {
        let report = try SystemAnalyzer.analyze(try Self.system())
        let bank = try #require(report.circuits.first { $0.kind == .battery })
        expectClose(
            bank.maxDropPercent, 0.1 + 2.7 * 4.123105625617661 / (4.123105625617661 + 20.784609690826528 + 8.48528137423857),
            relative: 1e-12)
        // Every path within its device's limit, and the sum is the sum of the segments.
        for circuit in report.circuits where circuit.kind == .load {
            let drop = try #require(circuit.pathDropPercent)
            expectClose(drop, circuit.path.compactMap(\.dropPercent).reduce(0, +), relative: 1e-12)
            #expect(drop <= circuit.pathMaxDropPercent * (1 + 1e-9))
        }
        #expect(report.isOK)
    }

    @Test func upstreamResistance_isTheBankRunAndFeedersFromTheOneFunction() throws {
        let report = try SystemAnalyzer.analyze(try Self.system())
        let bank = try #require(report.circuits.first { $0.kind == .battery })
        let feeder = try #require(report.circuits.first { $0.kind == .panel })
        let pump = try #require(report.circuits.first { $0.name == "Pump" })
        let expected =
            bank.circuit.resistance(of: try #require(bank.analysis).size).ohms
            + feeder.circuit.resistance(of: try #require(feeder.analysis).size).ohms
        expectClose(PathDrop.upstreamResistance(of: pump).ohms, expected, relative: 1e-12)
        expectClose(
            PathDrop.upstreamResistance(of: feeder).ohms, bank.circuit.resistance(of: try #require(bank.analysis).size).ohms)
        #expect(PathDrop.upstreamResistance(of: bank).ohms == 0)
    }

    /// A 1 mm² light 5 m at 4 A, nominal model: 0.017 · 10 · 4 / 1 = 0.68 V, 5.67 % alone; with the
    /// bank run and the feeder on top it is over 5 %, and `check` names every segment.
    @Test func namedWire_overItsPath_failsPathVoltageDrop() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(wire: .metric(1), conductor: .nominal))
        let violation = try #require(report.violations.first { $0.rule == .pathVoltageDrop })
        #expect(violation.circuit == "Light")
        guard case .path(let segments) = violation.detail else {
            Issue.record("no segments")
            return
        }
        #expect(segments.map(\.kind) == [.battery, .panel, .load])
        expectClose(try #require(segments.last?.dropPercent), 100 * 0.017 * 10 * 4 / 12, relative: 1e-9)
        expectClose(try #require(violation.actual), segments.compactMap(\.dropPercent).reduce(0, +), relative: 1e-12)
        #expect(violation.limit == 5)
    }

    @Test func starFile_withoutBankRun_keepsItsSizes() throws {
        let system = try ElectricalSystem(
            name: "T", nominalVoltage: .volts(12), defaults: try SystemDefaults(conductor: .nominal),
            loads: [try SystemLoad(name: "Pump", demand: .current(.amperes(8)), length: .meters(3))],
            batteries: [
                try BatteryBank(
                    name: "House", chemistry: .agm, capacityAh: 100, voltage: .volts(12),
                    arrangement: try .init(series: 1, parallel: 1))
            ])
        let pump = try #require(try SystemAnalyzer.analyze(system).circuits.first)
        // 8 A over 6 m of conductor at 5 %, nominal model: 0.017 · 6 · 8 / 0.6 = 1.36 mm² → 1.5 mm², as
        // `cable size --resistance nominal` says.
        #expect(pump.analysis?.size == .metric(1.5))
        #expect(pump.maxDropPercent == 5)
        #expect(pump.path.count == 1)
        #expect(pump.feed == "House")
    }

    @Test(arguments: [
        ("Nope", "loads[0].feed"),
        ("Pump", "loads[0].feed"),
    ])
    func feed_mustNameABankOrPanel(name: String, field: String) throws {
        #expect(throws: ValidationError.self) {
            try ElectricalSystem(
                name: "T", nominalVoltage: .volts(12),
                loads: [try SystemLoad(name: "Pump", demand: .current(.amperes(8)), length: .meters(3), feed: name)])
        }
    }

    @Test func panels_mayNotFeedEachOtherInALoop() throws {
        do {
            _ = try ElectricalSystem(
                name: "T", nominalVoltage: .volts(12),
                panels: [
                    try DistributionPanel(name: "A", feed: "B", length: .meters(1)),
                    try DistributionPanel(name: "B", feed: "A", length: .meters(1)),
                ])
            Issue.record("a loop was accepted")
        } catch {
            #expect(error.field == "panels[0].feed")
            #expect(error.rule == .feedLoop(panels: ["A", "B", "A"]))
        }
    }

    @Test(arguments: [0.0, 1.5])
    func diversity_isAShareUpToOne(_ diversity: Double) {
        #expect(throws: ValidationError.self) {
            try DistributionPanel(name: "A", length: .meters(1), diversity: diversity)
        }
    }
}

/// Thousands of random trees of panels (seeded): after sizing, every path meets its device's
/// limit, and every path's drop is the sum of its segments.
@Suite("Path drop: every path within its limit after sizing")
struct PathPropertyTests {
    @Test func randomSystems_everyPathWithinItsLimit() throws {
        var random = SizerReferenceTests.Generator(state: 0x32A)
        var paths = 0
        for seed in 0..<2000 {
            let system = try Self.randomSystem(&random)
            let report = try SystemAnalyzer.analyze(system)
            for circuit in report.circuits where circuit.kind != .panel && circuit.kind != .battery {
                guard let drop = circuit.pathDropPercent else { continue }
                paths += 1
                #expect(
                    drop <= circuit.pathMaxDropPercent * (1 + 1e-9),
                    "system \(seed), \(circuit.name): \(drop) % > \(circuit.pathMaxDropPercent) %")
                expectClose(drop, circuit.path.compactMap(\.dropPercent).reduce(0, +), relative: 1e-9)
            }
            #expect(!report.violations.contains { $0.rule == .pathVoltageDrop }, "system \(seed)")
        }
        #expect(paths > 5000)
    }

    /// 12, 24 or 48 V; a bank with a run of 0.3–3 m (or none); up to four panels, each fed from
    /// the bank or an earlier panel 0.5–15 m away; 1–8 loads 0.5–20 m from a random feed,
    /// 0.5–60 A, a third critical; limits 2–10 %.
    static func randomSystem(_ random: inout SizerReferenceTests.Generator) throws -> ElectricalSystem {
        let voltage = random.pick([12.0, 24, 48])
        let bankLength = random.pick([nil, 0.3, 1, 3]).map(Length.meters)
        let bank = try BatteryBank(
            name: "Bank", chemistry: .lifepo4, capacityAh: 400, voltage: .volts(voltage / 12 * 12.8),
            arrangement: try .init(series: 1, parallel: 1), length: bankLength)
        var panels: [DistributionPanel] = []
        for index in 0..<Int.random(in: 0...4, using: &random) {
            let feed = index == 0 || Bool.random(using: &random) ? "Bank" : "P\(Int.random(in: 0..<index, using: &random))"
            panels.append(
                try DistributionPanel(
                    name: "P\(index)", feed: feed, length: .meters(Double.random(in: 0.5...15, using: &random)),
                    diversity: random.pick([1, 0.8, 0.5])))
        }
        var loads: [SystemLoad] = []
        for index in 0..<Int.random(in: 1...8, using: &random) {
            let feed = panels.isEmpty || Bool.random(using: &random) ? nil : random.pick(panels).name
            loads.append(
                try SystemLoad(
                    name: "L\(index)", demand: .current(.amperes(Double.random(in: 0.5...60, using: &random))),
                    length: .meters(Double.random(in: 0.5...20, using: &random)),
                    critical: Int.random(in: 0..<3, using: &random) == 0,
                    maxDropPercent: random.pick([nil, nil, 2, 10]), feed: feed))
        }
        return try ElectricalSystem(
            name: "R", nominalVoltage: .volts(voltage), loads: loads, batteries: [bank], panels: panels)
    }
}
