import Testing

@testable import CableCore

/// A circuit's own installation conditions in a system file (`engineRoom`, `bundled`, `insulation`,
/// `maxDropPercent`) derate it exactly as `cable size` does with the same flags: both go through
/// ``SizingRequest/Settings`` and ``InstallationConditions``.
@Suite("Circuit installation conditions: report and check derate as size does")
struct CircuitInstallationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: CircuitReport.Kind
        let installation: CircuitInstallation
        let size: ConductorSize
        let ampacity: Double
        let fuse: Double
        let why: String
        var testDescription: String { "\(kind.rawValue): \(why)" }
    }

    // 40 A at 12 V over 2 m at 5 %: the drop needs 0.017 · 4 · 40 / 0.6 = 4.53 mm² → 6 mm².
    // 105C, free air: 6 mm² carries 60 A; fuse ≥ 50 A ≤ 60 A → 50 A MAXI.
    // 90C in an engine room (0.82) bundled with 4 (0.60): × 0.492; 16 mm² 100 A → 49.2 A ≥ 40 A, but no
    // fuse in 50…49.2 A, so 25 mm² (140 · 0.492 = 68.88 A) with a 50 A MAXI (33 CFR 183.425 Tables 5, 6).
    // 105C engine room (0.85): 10 mm² 90 · 0.85 = 76.5 A; 6 mm² 51 A carries 40 A and takes a 50 A MAXI.
    @Test(arguments: [
        Case(kind: .load, installation: .init(), size: .metric(6), ampacity: 60, fuse: 50, why: "defaults"),
        Case(
            kind: .load, installation: .init(insulation: .c90, engineRoom: true, bundledConductors: 4), size: .metric(25),
            ampacity: 140 * 0.82 * 0.6, fuse: 50, why: "90C, engine room, 4 bundled"),
        Case(
            kind: .charger, installation: .init(insulation: .c90, engineRoom: true, bundledConductors: 4), size: .metric(25),
            ampacity: 140 * 0.82 * 0.6, fuse: 50, why: "90C, engine room, 4 bundled"),
        Case(
            kind: .inverter, installation: .init(engineRoom: true), size: .metric(6), ampacity: 60 * 0.85, fuse: 50,
            why: "engine room"),
    ])
    func circuitConditions_deratesAsSizeDoes(_ testCase: Case) throws {
        var draft = SystemDraft(name: "T", nominalVoltage: .volts(12))
        switch testCase.kind {
        case .load:
            draft.loads = [
                try SystemLoad(
                    name: "C", demand: .current(.amperes(40)), length: .meters(2), installation: testCase.installation)
            ]
        case .charger:
            draft.chargers = [
                try Charger(
                    name: "C", kind: .alternator, output: .current(.amperes(40)), length: .meters(2),
                    installation: testCase.installation)
            ]
        case .inverter:
            // 40 A of DC: 40 · 0.9 · 9.3 = 334.8 W (the default cut-off, 0.775 × 12 V).
            draft.inverters = [
                try Inverter(name: "C", power: .watts(334.8), length: .meters(2), installation: testCase.installation)
            ]
        case .battery, .panel, .array, .chargerInput:
            Issue.record("not a case")
        }
        let system = try draft.build()
        let circuit = try #require(try SystemAnalyzer.analyze(system).circuits.first)
        let analysis = try #require(circuit.analysis)
        #expect(analysis.size == testCase.size)
        expectClose(try #require(analysis.ampacity).current.amperes, testCase.ampacity)
        #expect(circuit.fuse?.rating == .amperes(testCase.fuse))

        // `cable size --current 40 --voltage 12 --length 2` with the same conditions gives the same.
        let conditions = testCase.installation.conditions(defaultInsulation: .c105)
        var fields: [(key: String, value: SizingRequest.Value)] = [
            ("current", .number(40)), ("voltage", .number(12)), ("length", .number(2)),
            ("insulation", .text(conditions.insulation.label)), ("engineRoom", .bool(conditions.engineRoom)),
            ("resistance", .text("nominal")),
        ]
        if conditions.bundledConductors > 1 { fields.append(("bundled", .number(Double(conditions.bundledConductors)))) }
        let request = try SizingRequest(fields)
        let sized = try Sizer.size(request.circuit, options: request.options)
        #expect(sized.recommended.size == analysis.size)
        #expect(sized.recommended.ampacity == analysis.ampacity)
        #expect(sized.fuse?.rating == circuit.fuse?.rating)
    }

    @Test func batteryFeed_takesItsOwnLimitAndConditions() throws {
        // A 40 A peak through a 1 m feed at its own 1 % (not the critical 3 %): 0.017 · 2 · 40 / 0.12 =
        // 11.33 mm² → 16 mm²; engine room at 105C: 130 · 0.85 = 110.5 A.
        let bank = try BatteryBank(
            name: "Bank", chemistry: .agm, capacityAh: 200, voltage: .volts(12), arrangement: .init(series: 1, parallel: 1),
            length: .meters(1), installation: CircuitInstallation(engineRoom: true), maxDropPercent: 1)
        let system = try ElectricalSystem(
            name: "T", nominalVoltage: .volts(12),
            loads: [try SystemLoad(name: "L", demand: .current(.amperes(40)), length: .meters(1))],
            batteries: [bank])
        let feed = try #require(try SystemAnalyzer.analyze(system).circuits.first { $0.kind == .battery })
        #expect(feed.maxDropPercent == 1)
        #expect(feed.analysis?.size == .metric(16))
        expectClose(try #require(feed.analysis?.ampacity).current.amperes, 130 * 0.85)
        #expect(feed.circuit.conditions.engineRoom)
    }

    @Test func charger_takesItsOwnDropLimit() throws {
        let charger = try Charger(
            name: "Solar", kind: .solar, output: .current(.amperes(10)), length: .meters(5), maxDropPercent: 1.5)
        let report = try SystemAnalyzer.analyze(try ElectricalSystem(name: "T", nominalVoltage: .volts(12), chargers: [charger]))
        #expect(report.circuits.first?.maxDropPercent == 1.5)
    }

    @Test func conditions_fillTheFilesInsulationWhereTheCircuitGivesNone() {
        #expect(
            CircuitInstallation(engineRoom: true).conditions(defaultInsulation: .c90)
                == InstallationConditions(insulation: .c90, engineRoom: true))
        #expect(
            CircuitInstallation(insulation: .c125, bundledConductors: 3).conditions(defaultInsulation: .c90)
                == InstallationConditions(insulation: .c125, bundledConductors: 3))
    }
}
