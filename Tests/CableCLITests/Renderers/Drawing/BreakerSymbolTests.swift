import CableCore
import CableText
import Foundation
import Testing

@testable import CableCLI

/// A circuit breaker (the DIN-rail DC MCB, the thermal breaker) is drawn as a breaker — a contact
/// arc between two terminals — and a fuse as a box, in every diagram (SVG, HTML, PDF share the
/// drawing).
struct BreakerSymbolTests {
    @Test func fuse_isABoxWithARedOutline() {
        #expect(
            WiringDiagram.protectionSymbol(breaker: false, x: 276, y: 100, width: 20) == [
                .rect(.init(x: 276, y: 96, width: 20, height: 8), fill: .white, stroke: .red, lineWidth: 1)
            ])
    }

    /// The arc rises from one terminal (x + 1.5) to the other (x + width − 1.5), 6 pt above the
    /// wire at its middle (24 × ½ × ½); no stroked box.
    @Test func breaker_isAnArcBetweenTwoTerminals_notABox() throws {
        let items = WiringDiagram.protectionSymbol(breaker: true, x: 276, y: 100, width: 20)
        #expect(!items.contains { if case .rect(_, _, .some, _) = $0 { true } else { false } })
        let arc = try #require(
            items.compactMap { item -> [Drawing.Point]? in
                if case .line(let points, _, _) = item { return points }
                return nil
            }.first)
        #expect(arc.first == Drawing.Point(x: 277.5, y: 100))
        #expect(arc.last == Drawing.Point(x: 294.5, y: 100))
        #expect(arc[4] == Drawing.Point(x: 286, y: 94))
    }

    /// In a system, the circuit that names `dcMcb` has the arc; its neighbour's fuse keeps its box.
    @Test func diagram_circuitNamingDCMCB_drawsTheBreaker() throws {
        let system = try SystemFile.decode(
            Array(
                #"""
                {"schemaVersion": 1, "name": "Cabin", "nominalVoltage": 48,
                 "loads": [{"name": "Pump", "current": 10, "length": 1, "fuseType": "dcMcb"},
                           {"name": "Lights", "current": 3, "length": 5}],
                 "batteries": [{"name": "Rack", "chemistry": "lifepo4", "capacityAh": 100, "voltage": 51.2, "length": 1}]}
                """#.utf8))
        let drawing = WiringDiagram.layout(try SystemAnalyzer.analyze(system), display: Display(units: .metric, language: .en))
        func group(_ name: String) -> [Drawing.Item] {
            drawing.items.compactMap { item -> [Drawing.Item]? in
                if case .group(_, let inner) = item,
                    inner.contains(where: { if case .text(name, _, _, _, _, _) = $0 { true } else { false } })
                {
                    return inner
                }
                return nil
            }.first ?? []
        }
        let strokedBoxes: ([Drawing.Item]) -> Int = { items in
            items.filter { if case .rect(_, .some(.white), .some(.red), _) = $0 { true } else { false } }.count
        }
        #expect(strokedBoxes(group("Pump")) == 0)
        #expect(strokedBoxes(group("Lights")) == 1)
    }

    /// The van's fuse block feeds the diesel heater (40 W at 12 V = 3.33 A, 12.5 A for 180 s):
    /// its feeder's fuse carries the block's 22.33 A plus the heater's excess, 12.5 − 3.33 =
    /// 9.17 A, so 31.5 A for 180 s — `report`'s figure — and the feeder's row now says so.
    @Test func diagram_panelFeeder_showsTheSurgeItsFuseCarries() throws {
        let url = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json")
        let system = try SystemFile.decode(Array(try Data(contentsOf: url)))
        let report = try SystemAnalyzer.analyze(system)
        let feeder = try #require(report.circuits.first { $0.kind == .panel })
        let detail = WiringDiagram.detail(
            feeder, entries: WiringDiagram.Entries(system), in: .en)
        #expect(detail == "panel feeder · 22.33 A · 5 circuits · surge 31.5 A for 180 s")
    }
}
