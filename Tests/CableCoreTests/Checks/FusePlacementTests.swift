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
}
