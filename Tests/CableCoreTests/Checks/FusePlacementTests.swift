import Testing

@testable import CableCore

/// Fuse placement (issue #33 item 4): 33 CFR 183.455(b)(1) 7 in, (b)(2) 40 in sheathed; ABYC
/// E-11's 72 in for a sheathed conductor straight from a battery terminal.
@Suite("Fuse placement: 7, 40 and 72 in along the conductor")
struct FusePlacementTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let kind: CircuitReport.Kind
        let sheathed: Bool
        let rule: FusePlacement.Rule
        let inches: Double
        var testDescription: String { "\(kind) sheathed: \(sheathed)" }
    }

    @Test(arguments: [
        Case(kind: .load, sheathed: false, rule: .unsheathed, inches: 7),
        Case(kind: .battery, sheathed: false, rule: .unsheathed, inches: 7),
        Case(kind: .charger, sheathed: true, rule: .sheathed, inches: 40),
        Case(kind: .inverter, sheathed: true, rule: .sheathed, inches: 40),
        Case(kind: .battery, sheathed: true, rule: .sheathedFromBattery, inches: 72),
    ])
    func limit_byKindAndSheath(_ test: Case) {
        let placement = FusePlacement(kind: test.kind, sheathed: test.sheathed)
        #expect(placement.rule == test.rule)
        expectClose(placement.limit.meters, test.inches * 0.0254)
        #expect(placement.allows(.inches(test.inches)))
        #expect(!placement.allows(.inches(test.inches + 0.1)))
    }

    /// A load's fuse 10 in from the bus breaks the 7 in rule; sheathed it is within 40 in. The
    /// report states the limit for every fused circuit.
    @Test func loadFuseTenInchesAway_failsUnlessSheathed() throws {
        let bare = try SystemAnalyzerTests.load("Pump", amperes: 10, meters: 3) {
            $0.installation = CircuitInstallation(fuseDistance: .inches(10))
        }
        let sheathed = try SystemAnalyzerTests.load("Lights", amperes: 5, meters: 3) {
            $0.installation = CircuitInstallation(fuseDistance: .inches(10), sheathed: true)
        }
        let report = try SystemAnalyzer.analyze(SystemAnalyzerTests.system(loads: [bare, sheathed]))
        let violations = report.violations.filter { $0.rule == .fusePlacement }
        #expect(violations.map(\.circuit) == ["Pump"])
        expectClose(try #require(violations.first?.actual), 0.254)
        expectClose(try #require(violations.first?.limit), 0.1778)
        #expect(try SystemAnalyzerTests.circuit("Pump", in: report).fusePlacement?.rule == .unsheathed)
        #expect(try SystemAnalyzerTests.circuit("Lights", in: report).fusePlacement?.rule == .sheathed)
    }

    /// ABYC E-11's alternator exception ("Overcurrent protection is not required in conductors
    /// from self-limiting alternators with integral regulators if the conductor is less than
    /// 40 in, is connected to a source of power other than the battery, and is contained
    /// throughout its entire distance in a sheath or enclosure"): sheathed and ≤ 40 in, no fuse
    /// is required; unsheathed or longer, the 7 / 40 in rules apply as to any circuit.
    @Test func alternatorOutput_sheathedWithin40Inches_needsNoFuse() {
        let exempt = FusePlacement(kind: .charger, sheathed: true, alternatorRun: .inches(36))
        #expect(exempt.rule == .alternatorExempt)
        #expect(!exempt.requiresFuse)
        #expect(exempt.allows(.inches(500)))
        expectClose(exempt.limit.meters, 1.016)
        #expect(FusePlacement(kind: .charger, sheathed: true, alternatorRun: .inches(40)).rule == .alternatorExempt)
        #expect(FusePlacement(kind: .charger, sheathed: true, alternatorRun: .inches(41)).rule == .sheathed)
        #expect(FusePlacement(kind: .charger, sheathed: false, alternatorRun: .inches(20)).rule == .unsheathed)
        #expect(FusePlacement(kind: .charger, sheathed: true).requiresFuse)
    }

    /// In a system: a sheathed alternator run of 0.9 m (35.4 in) with its fuse 0.9 m away passes;
    /// a shore charger wired the same way but unsheathed breaks the 7 in (177.8 mm) rule.
    @Test func alternatorRunUnderTheException_passes_aShoreChargerDoesNot() throws {
        let alternator = try SystemAnalyzerTests.charger("Alternator", amperes: 60) {
            $0.kind = .alternator
            $0.length = .meters(0.9)
            $0.installation = CircuitInstallation(fuseDistance: .meters(0.9), sheathed: true)
        }
        let shore = try SystemAnalyzerTests.charger("Shore", amperes: 30) {
            $0.length = .meters(0.9)
            $0.installation = CircuitInstallation(fuseDistance: .meters(0.9))
        }
        let report = try SystemAnalyzer.analyze(SystemAnalyzerTests.system(chargers: [alternator, shore]))
        #expect(report.violations.filter { $0.rule == .fusePlacement }.map(\.circuit) == ["Shore"])
        #expect(try SystemAnalyzerTests.circuit("Alternator", in: report).fusePlacement?.rule == .alternatorExempt)
    }

    /// An inverter/charger (`chargeCurrent`) feeds charge into the bank: its feed takes the
    /// critical 3 % limit and carries the larger of its two currents — 500 W at 90 % from a
    /// 9.3 V cut-off draws 500 / (0.9 × 9.3) = 59.7 A, below its 80 A charge current. The same
    /// inverter without `chargeCurrent` keeps the ordinary 5 % and its 59.7 A.
    @Test func inverterCharger_feedIsAChargingCircuit() throws {
        let multi = try Inverter(name: "Multi", power: .watts(500), length: .meters(2), chargeCurrent: .amperes(80))
        let plain = try Inverter(name: "Phoenix", power: .watts(500), length: .meters(2))
        #expect(multi.isCharger && !plain.isCharger)
        let report = try SystemAnalyzer.analyze(SystemAnalyzerTests.system { $0.inverters = [multi, plain] })
        let multiRun = try SystemAnalyzerTests.circuit("Multi", in: report)
        let plainRun = try SystemAnalyzerTests.circuit("Phoenix", in: report)
        #expect(multiRun.maxDropPercent == 3)
        #expect(plainRun.maxDropPercent == 5)
        expectClose(multiRun.circuit.current.amperes, 80)
        expectClose(plainRun.circuit.current.amperes, 500 / (0.9 * 9.3))
    }
}
