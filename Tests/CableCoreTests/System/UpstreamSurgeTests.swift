import Foundation
import Testing

@testable import CableCore

/// A surge reaches every fuse on its path: each feeder and each bank's run carries its continuous
/// load plus the largest single (surge − continuous) among the circuits below it, for that
/// circuit's duration (one device starting at a time; by analogy with NEC 430.62(A), the largest
/// motor plus the others' full-load currents — a choice, docs/method.md "Surge and inrush").
@Suite("Surge: feeders and the bank's run carry the largest surge below")
struct UpstreamSurgeTests {
    static func branch(_ name: String, amperes: Double, surge: Double? = nil, seconds: Double? = nil) -> PendingBranch {
        var branch = PendingBranch(
            kind: .load, name: name, path: "loads[0]", current: .amperes(amperes), voltage: .volts(12),
            length: .meters(1), critical: false, ownLimit: nil, wire: nil, fuse: nil, currentField: "loads[0].current",
            installation: CircuitInstallation(), feed: nil)
        if let surge, let seconds { branch.surge = Surge(current: .amperes(surge), seconds: seconds) }
        return branch
    }

    /// 10 A of load; a pump 6 A → 20 A for 2 s (14 A above), a fridge 4 A → 12 A for 0.5 s (8 A
    /// above): 24 A for 2 s and 18 A for 0.5 s, largest excess first. A surge no larger than its
    /// current adds nothing; without a timed surge there is none.
    @Test func upstreamSurges_areTheLoadPlusEachExcess() {
        let branches = [
            Self.branch("Fridge", amperes: 4, surge: 12, seconds: 0.5), Self.branch("Pump", amperes: 6, surge: 20, seconds: 2),
        ]
        let surges = SystemAnalyzer.upstreamSurges(load: .amperes(10), branches: branches)
        #expect(surges == [Surge(current: .amperes(24), seconds: 2), Surge(current: .amperes(18), seconds: 0.5)])
        #expect(SystemAnalyzer.upstreamSurges(load: .amperes(10), branches: [Self.branch("Light", amperes: 4)]).isEmpty)
        #expect(
            SystemAnalyzer.upstreamSurges(
                load: .amperes(10), branches: [Self.branch("Flat", amperes: 4, surge: 4, seconds: 5)]
            ).isEmpty)
        // Equal excess: the longer duration first (the harder one for a blade fuse).
        let tie = [
            Self.branch("A", amperes: 2, surge: 7, seconds: 1), Self.branch("B", amperes: 3, surge: 8, seconds: 30),
        ]
        #expect(
            SystemAnalyzer.upstreamSurges(load: .amperes(5), branches: tie) == [
                Surge(current: .amperes(10), seconds: 30), Surge(current: .amperes(10), seconds: 1),
            ])
        // An inverter/charger's feed sized for its 120 A charge current: its 200 A surge is 100 A above
        // its 100 A draw, not 80 A above the feed's current.
        var charger = Self.branch("Inverter/charger", amperes: 120, surge: 200, seconds: 3)
        charger.draw = .amperes(100)
        #expect(
            SystemAnalyzer.upstreamSurges(load: .amperes(110), branches: [charger]) == [
                Surge(current: .amperes(210), seconds: 3)
            ])
    }

    /// A panel of blade fuses, no bank (no fault level, so the first family, ATO/ATC blade, is
    /// chosen). The feeder carries 6 + 4 = 10 A: floor 12.5 A → 15 A without the surge. With the
    /// pump's 20 A for 2 s: 24 A for 2 s; ISO 8820-3 allows a blade to open after 0.75 s at 135 %,
    /// so for 2 s it must stay at or below 110 %: 24 / 1.1 = 21.8 A → 25 A. The pump's own branch:
    /// 20 / 1.1 = 18.2 A → 20 A.
    @Test func bladeFeeder_carriesThePumpsSurge() throws {
        let system = try SystemFixtures.decode(
            """
            { "schemaVersion": 1, "name": "P", "nominalVoltage": "12V",
              "loads": [
                { "name": "Pump", "current": "6A", "length": "2m", "surgeCurrent": "20A", "surgeSeconds": 2, "feed": "Panel" },
                { "name": "Light", "current": "4A", "length": "2m", "feed": "Panel" },
                { "name": "Heater", "current": "3A", "length": "2m", "surgeCurrent": "30A", "feed": "Panel" }
              ],
              "panels": [ { "name": "Panel", "length": "1m" } ] }
            """)
        let report = try SystemAnalyzer.analyze(system)
        let panel = try #require(report.circuits.first { $0.kind == .panel })
        // The heater's surge has no duration: it reaches neither its fuse nor the feeder's.
        expectClose(panel.circuit.current.amperes, 13)
        #expect(panel.surge == Surge(current: .amperes(13 + 14), seconds: 2))
        // 27 / 1.1 = 24.5 A → 25 A blade.
        #expect(panel.fuse?.rating.amperes == 25)
        #expect(panel.fuse?.type == .blade)
        #expect(panel.surgeFuseMinimum?.amperes == 25)
        #expect(panel.fuseSetBySurge)
        let pump = try #require(report.circuits.first { $0.name == "Pump" })
        #expect(pump.fuse?.rating.amperes == 20)
        let heater = try #require(report.circuits.first { $0.name == "Heater" })
        #expect(heater.surge == nil)
        #expect(heater.surgeWithoutDuration == .amperes(30))
        #expect(heater.surgeCurrent == .amperes(30))
        #expect(report.warnings.contains(.surgeWithoutDuration(kind: .load, name: "Heater", surge: .amperes(30))))
    }

    /// The sample van with its inverter's surge lasting 5 s. The Fuse block feeder: 5 + 2 + 7 +
    /// 3.33 + 5 = 22.33 A and the heater's 12.5 − 3.33 = 9.17 A above its running current, for
    /// 180 s: 31.5 A. The bank's run: the loads' 261.28 A (22.33 A + 2000 / (0.9 × 9.3) = 238.95 A)
    /// and the inverter's 4000 / 8.37 − 238.95 = 238.95 A above its continuous current, for 5 s:
    /// 500.23 A. Both fuses are Class T (the bus's fault is above 10 kA); the rating is read from
    /// the family's characteristic (held to the surge today: 35 A and 600 A).
    @Test func van_feederAndBankCarryTheSurgesBelow() throws {
        let text = try String(
            contentsOf: SystemFixtures.root.appendingPathComponent("Fixtures/systems/van.json"), encoding: .utf8)
        #expect(text.contains("\"surgePower\": \"4000W\""))
        let system = try SystemFixtures.decode(
            text.replacingOccurrences(of: "\"surgePower\": \"4000W\"", with: "\"surgePower\": \"4000W\", \"surgeSeconds\": 5"))
        let report = try SystemAnalyzer.analyze(system)
        let loads = 22 + 1.0 / 3
        let inverter = 2000 / (0.9 * 0.775 * 12)
        let panel = try #require(report.circuits.first { $0.kind == .panel })
        let feederSurge = try #require(panel.surge)
        expectClose(feederSurge.current.amperes, loads + 12.5 - 40.0 / 12)
        #expect(feederSurge.seconds == 180)
        let feederMinimum = try #require(FuseType.classT.minimumRating(carrying: feederSurge))
        #expect(panel.surgeFuseMinimum == feederMinimum)
        #expect(panel.fuse?.rating == feederMinimum)
        #expect(panel.fuse?.type == .classT)
        let bank = try #require(report.circuits.first { $0.kind == .battery })
        let bankSurge = try #require(bank.surge)
        expectClose(bankSurge.current.amperes, loads + 2 * inverter)
        #expect(bankSurge.seconds == 5)
        #expect(bank.surgeFuseMinimum == FuseType.classT.minimumRating(carrying: bankSurge))
        #expect(bank.surgeFuseFamily == .classT)
        // Above the 95 mm² run's ceiling while no maker's curve is taken over: no fuse, named after the surge.
        if let minimum = bank.surgeFuseMinimum, let ceiling = bank.fuseCeiling, minimum > ceiling.maximum {
            #expect(bank.fuse == nil)
            #expect(bank.problem?.rule == .noFuse)
        }
    }
}
