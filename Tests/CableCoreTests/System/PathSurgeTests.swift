import Foundation
import Testing

@testable import CableCore

/// Surges along the path after the fourth review of issue #34: a feeder's (and a bank run's) fuse
/// carries every circuit's surge below it, each for its own duration (F2); every house bank's run
/// is judged alike (F14); `report` and `check` name one family and one rating for a surge, the
/// lowest where no fuse is chosen, and a breaker a breaker (F10b, F10c). docs/method.md "Surge
/// and inrush".
@Suite("Surge: every surge below a feeder, every house bank's run, one family for report and check")
struct PathSurgeTests {
    /// ISO 8820-3 blade (110 % carried for 100 h; 200 % opens no sooner than 0.15 s; 350 %, 0.04 s).
    /// 20 A for 0.1 s: a 10 A blade sees 200 % (0.15 s ≥ 0.1 s), a 7.5 A one 267 % (0.04 s): 10 A.
    /// 18 A for 100 s: only ≤ 110 % is carried that long, 18 / 1.1 = 16.4 A → 20 A. The long,
    /// smaller start is the hardest. For Class T (rating carried, nothing more) both need 20 A: the
    /// first (the larger current) is kept on the tie.
    @Test func hardestSurge_isTheOneNeedingTheLargestRating() throws {
        let kick = Surge(current: .amperes(20), seconds: 0.1)
        let start = Surge(current: .amperes(18), seconds: 100)
        let blade = try #require(FuseType.blade.hardestSurge(of: [kick, start]))
        #expect(blade.surge == start)
        #expect(blade.minimum == .amperes(20))
        #expect(FuseType.blade.minimumRating(carrying: kick) == .amperes(10))
        let classT = try #require(FuseType.classT.hardestSurge(of: [kick, start]))
        #expect(classT.surge == kick)
        #expect(classT.minimum == .amperes(20))
        #expect(FuseType.blade.hardestSurge(of: []) == nil)
    }

    /// The reviewer's file (F2): a 12 V AGM of 400 CCA (fault 670 A at the panel, so blades
    /// qualify); a blade panel feeding lights 6 A, a 2 A load kicking to 12 A for 0.1 s and a 2 A
    /// heater starting at 10 A for 100 s. Feeder 10 A: floor 12.5 A. Kick: 10 + 10 = 20 A for
    /// 0.1 s → 10 A. Heater: 10 + 8 = 18 A for 100 s → 18 / 1.1 = 16.4 A → 20 A blade (it was
    /// 15 A, judged by the kick alone).
    static let bladeFeeder = """
        { "schemaVersion": 1, "name": "Feeder surge", "nominalVoltage": "12V",
          "loads": [
            { "name": "Lights", "current": "6A", "length": "3m", "hoursPerDay": 1, "feed": "Panel" },
            { "name": "Short kick", "current": "2A", "length": "3m", "hoursPerDay": 1, "surgeCurrent": "12A",
              "surgeSeconds": 0.1, "feed": "Panel" },
            { "name": "Heater", "current": "2A", "length": "3m", "hoursPerDay": 1, "surgeCurrent": "10A",
              "surgeSeconds": 100, "feed": "Panel" }
          ],
          "batteries": [ { "name": "House", "chemistry": "agm", "capacityAh": "60Ah", "voltage": "12V",
            "coldCrankingAmps": 400, "length": "1m" } ],
          "panels": [ { "name": "Panel", "length": "2m", "fuseType": "blade" } ] }
        """

    @Test func bladeFeeder_carriesTheLongStartNotOnlyTheLargestKick() throws {
        let report = try SystemAnalyzer.analyze(try SystemFixtures.decode(Self.bladeFeeder))
        let panel = try #require(report.circuits.first { $0.kind == .panel })
        expectClose(panel.circuit.current.amperes, 10)
        #expect(panel.surge == Surge(current: .amperes(18), seconds: 100))
        #expect(panel.surgeFuseFamily == .blade)
        #expect(panel.surgeFuseMinimum == .amperes(20))
        #expect(panel.fuse?.rating == .amperes(20))
        #expect(panel.fuse?.type == .blade)
        #expect(panel.fuseSetBySurge)
        #expect(report.violations.isEmpty)
    }

    /// A 15 A blade named for that feeder fails `check`: below the 20 A the heater's start needs.
    @Test func bladeFeeder_namedFifteenAmps_failsOnTheLongStart() throws {
        let text = Self.bladeFeeder.replacingOccurrences(
            of: "\"fuseType\": \"blade\"", with: "\"fuseType\": \"blade\", \"fuse\": \"15A\"")
        let report = try SystemAnalyzer.analyze(try SystemFixtures.decode(text))
        let violation = try #require(report.violations.first { $0.circuit == "Panel" && $0.rule == .fuseBelowCurrent })
        #expect(violation.limit == 20)
        #expect(violation.detail == .fuseSurge(Surge(current: .amperes(18), seconds: 100), family: .blade))
    }

    /// The van with a second 280 Ah bank and the inverter's surge lasting 2 s (F14). Each bank's
    /// run carries the whole 22.33 + 2000 / (0.9 × 9.3) = 261.28 A peak, and the inverter's
    /// 477.9 − 238.95 = 238.95 A above it: 500.23 A for 2 s on both, a 600 A Class T on both —
    /// above the 95 mm² run's 390 A, so both are `noFuse`; and both take the same share of the
    /// path's drop (equal runs).
    @Test func twoHouseBanks_bothRunsTakeTheSurgeAndThePathShare() throws {
        var text = try String(
            contentsOf: SystemFixtures.root.appendingPathComponent("Fixtures/systems/van.json"), encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\"surgePower\": \"4000W\"", with: "\"surgePower\": \"4000W\", \"surgeSeconds\": 2")
        text = text.replacingOccurrences(
            of: "\"count\": 1, \"length\": \"1m\" }",
            with: """
                "count": 1, "length": "1m" },
                    { "name": "Bank 2", "chemistry": "lifepo4", "capacityAh": 280, "voltage": "12.8V", "length": "1m" }
                """)
        let report = try SystemAnalyzer.analyze(try SystemFixtures.decode(text))
        let banks = report.circuits.filter { $0.kind == .battery }
        #expect(banks.map(\.name) == ["House bank", "Bank 2"])
        let peak = 22 + 1.0 / 3 + 2000 / (0.9 * 9.3)
        for bank in banks {
            let surge = try #require(bank.surge)
            expectClose(surge.current.amperes, peak + 2000 / (0.9 * 9.3))
            #expect(surge.seconds == 2)
            #expect(bank.surgeFuseMinimum == .amperes(600))
            #expect(bank.fuse == nil)
            #expect(report.violations.contains { $0.circuit == bank.name && $0.rule == .noFuse })
        }
        expectClose(banks[0].maxDropPercent, banks[1].maxDropPercent)
        #expect(banks[0].maxDropPercent < 2)
    }

    /// The van's heater on 0.5 mm² (F10b): the tables do not rate it, so no fuse is chosen. The
    /// surge line names the family whose smallest rating that carries 12.5 A for 180 s is lowest
    /// among those that interrupt the bus's fault: Class T's 15 A, not ANL's 40 A (the first
    /// usable family in order).
    @Test func noFuseChosen_namesTheLowestFamilyThatCarriesTheSurge() throws {
        let text = try String(
            contentsOf: SystemFixtures.root.appendingPathComponent("Fixtures/systems/van.json"), encoding: .utf8
        )
        .replacingOccurrences(of: "\"surgeSeconds\": 180,", with: "\"surgeSeconds\": 180, \"wire\": \"0.5mm2\",")
        let report = try SystemAnalyzer.analyze(try SystemFixtures.decode(text))
        let heater = try #require(report.circuits.first { $0.name == "Diesel heater" })
        #expect(heater.fuse == nil)
        #expect(heater.surgeFuseFamily == .classT)
        #expect(heater.surgeFuseMinimum == .amperes(15))
    }

    /// The reviewer's s1 file (F10c): a panel whose feeder carries 18 A, named `"fuse": "25A"`,
    /// with two 4 A pumps (quantity 2) kicking to 24 A for 0.5 s: 18 + 16 = 34 A for 0.5 s. At
    /// the panel's 1015 A fault no blade (1 kA) qualifies; the first family that makes 25 A is
    /// the DC thermal breaker, held to its rating: 35 A. `check` and `report` both name it.
    @Test func givenFuse_reportAndCheckNameTheSameFamilyAndRating() throws {
        let report = try SystemAnalyzer.analyze(
            try SystemFixtures.decode(
                """
                { "schemaVersion": 1, "name": "Surge test", "nominalVoltage": "12V",
                  "loads": [
                    { "name": "Pump", "current": "4A", "length": "3m", "hoursPerDay": 1, "surgeCurrent": "12A",
                      "surgeSeconds": 0.5, "feed": "Panel" },
                    { "name": "Pump2", "current": "4A", "quantity": 2, "length": "3m", "hoursPerDay": 1,
                      "surgeCurrent": "12A", "surgeSeconds": 0.5, "feed": "Panel" },
                    { "name": "Fan", "power": "24W", "length": "3m", "hoursPerDay": 1, "surgePower": "96W",
                      "surgeSeconds": 2, "feed": "Panel" },
                    { "name": "Named", "current": "4A", "length": "3m", "hoursPerDay": 1, "surgeCurrent": "12A",
                      "surgeSeconds": 2, "fuse": "5A", "feed": "Panel" }
                  ],
                  "batteries": [ { "name": "House", "chemistry": "agm", "capacityAh": "60Ah", "voltage": "12V",
                    "coldCrankingAmps": 400, "length": "1m" } ],
                  "panels": [ { "name": "Panel", "length": "2m", "fuse": "25A" } ] }
                """))
        let panel = try #require(report.circuits.first { $0.kind == .panel })
        #expect(panel.surge == Surge(current: .amperes(34), seconds: 0.5))
        #expect(panel.surgeFuseFamily == .breaker)
        #expect(panel.surgeFuseMinimum == .amperes(35))
        let violation = try #require(report.violations.first { $0.circuit == "Panel" && $0.rule == .fuseBelowCurrent })
        #expect(violation.limit == panel.surgeFuseMinimum?.amperes)
        #expect(violation.detail == .fuseSurge(Surge(current: .amperes(34), seconds: 0.5), family: .breaker))
    }

    /// Class T body sizes (UL 248-15 dimension groups; Bussmann JJN, Littelfuse JLLN 300 V).
    @Test(arguments: [
        (1.0, 1.0, 30.0), (30, 1, 30), (35, 35, 60), (60, 35, 60), (70, 70, 100), (110, 110, 200), (225, 225, 400),
        (600, 450, 600),
    ])
    func classTBodySize_isTheDimensionGroup(rating: Double, low: Double, high: Double) {
        #expect(FuseHolder.bodySize(for: .classT, rating: .amperes(rating)) == .amperes(low)...Current.amperes(high))
    }

    @Test func bodySize_isNilForOtherFamilies() {
        #expect(FuseHolder.bodySize(for: .anl, rating: .amperes(100)) == nil)
        #expect(FuseHolder.bodySize(for: .midi, rating: .amperes(40)) == nil)
    }
}
