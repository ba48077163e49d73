import Foundation
import Testing

/// A paralleled house bank's main fuse must interrupt what the other house banks drive back
/// through it into a short on the bank's side of the fuse, not only the bank's own fault
/// (rev34e F13), on the built binary.
@Suite("Paralleled banks: each main fuse interrupts the others' back-feed")
struct ParalleledBankBackfeedCommandTests {
    /// `count` house banks of one 100 Ah AGM with 600 CCA each, on 1 m runs, charged by three 30 A
    /// DC-DC chargers from two batteries off the house bus (the reviewer's multi4.json): each
    /// bank's run carries the chargers' 90 A and is 25 mm².
    static func banks(_ count: Int) -> String {
        let banks = (0..<count).map { index in
            #"""
                { "name": "\#(["A", "B", "C", "D"][index])", "chemistry": "agm", "capacityAh": 100, "voltage": "12V",
                  "coldCrankingAmps": "600A", "length": "1m" },
            """#
        }
        return #"""
            {
              "schemaVersion": 1,
              "name": "Multi",
              "nominalVoltage": "12V",
              "loads": [ { "name": "Fridge", "power": "60W", "length": "4m", "hoursPerDay": 10 } ],
              "batteries": [
            \#(banks.joined(separator: "\n"))
                { "name": "Traction", "chemistry": "lifepo4", "capacityAh": 100, "voltage": "51.2V", "bus": "separate" },
                { "name": "Start", "chemistry": "floodedLeadAcid", "capacityAh": 70, "voltage": "12V",
                  "coldCrankingAmps": "600A", "bus": "separate" }
              ],
              "chargers": [
                { "name": "48to12", "kind": "dcdc", "outputCurrent": "30A", "length": "1m",
                  "input": { "length": "3m", "voltage": "42V", "feed": "Traction" } },
                { "name": "O1", "kind": "dcdc", "outputCurrent": "30A", "length": "1m",
                  "input": { "length": "4m", "feed": "Start" } },
                { "name": "O2", "kind": "dcdc", "outputCurrent": "30A", "length": "1m",
                  "input": { "length": "4m", "feed": "Start" } }
              ]
            }
            """#
    }

    static func write(_ text: String) throws -> (folder: URL, file: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-backfeed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("multi.json")
        try Data(text.utf8).write(to: file)
        return (folder, file)
    }

    /// Hand calculation (the model's own resistances, docs/method.md "Battery short-circuit
    /// current"): each bank's 600 CCA takes ABYC E-11 Table V-A's 1500 A row, so R_bank =
    /// 12 V / 1500 A = 8 mΩ; each run is 1 m of 25 mm² class 5 copper, 2 × 0.780 mΩ/m at 20 °C
    /// (IEC 60228) = 1.56 mΩ out and back. A short on bank A's side of its fuse is fed by B, C and
    /// D in parallel, each behind its own run, then through A's run and fuse:
    /// 12 / (9.56 / 3 + 1.56) mΩ = 12 / 4.7467 mΩ ≈ 2528 A — above a MIDI's 2 kA, so the fuse is
    /// chosen from families that interrupt it, and the Protection row says why.
    @Test func fourAGMBanks_mainFuseInterruptsTheOthersBackfeed() throws {
        let (folder, file) = try Self.write(Self.banks(4))
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, json) = try CableProcess.json(["report", file.path])
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let banks = circuits.filter { $0["kind"] as? String == "battery" }
        #expect(banks.count == 4)
        for bank in banks {
            let back = try #require(bank["backfeedCurrentAmperes"] as? Double)
            // 12 / (9.56 / 3 + 1.56) mΩ = 2528.09 A.
            expectClose(back, 12 / (0.00956 / 3 + 0.00156), tolerance: 0.5)
            expectClose(bank["faultCurrentAmperes"] as? Double, back, tolerance: 1e-6)
            expectClose(bank["requiredInterruptRatingAmperes"] as? Double, back, tolerance: 1e-6)
            let fuse = try #require(bank["fuse"] as? [String: Any])
            #expect((fuse["interruptRatingAmperes"] as? Double ?? 0) >= back)
        }
        let report = try CableProcess.run(["report", file.path])
        #expect(report.status == 0)
        #expect(report.stdout.contains("  A main fuse "))
        #expect(
            report.stdout.contains(
                "interrupts ≥ 2528 A: the other banks drive 2528 A back through it into a short on the bank's "
                    + "terminals, above the bank's own 1500 A (ABYC E-11 for 600 CCA)\n"))
        // A MIDI (2 kA) no longer does: the family chosen breaks more (125 A ANL, 6 kA).
        #expect(banks.allSatisfy { ($0["fuse"] as? [String: Any])?["typeName"] as? String == "ANL" })
        let check = try CableProcess.run(["check", file.path])
        #expect(check.status == 0)
    }

    /// Three such banks: 12 / (9.56 / 2 + 1.56) mΩ ≈ 1893 A, within the MIDI's 2 kA but above the
    /// bank's own 1500 A row: the requirement rises, the family stays (the reviewer's "just within").
    /// One bank alone: no back-feed, its own 1500 A.
    @Test(arguments: [(3, 12 / (0.00956 / 2 + 0.00156)), (1, 0.0)])
    func fewerBanks_backfeedAsHandComputed(_ count: Int, _ expected: Double) throws {
        let (folder, file) = try Self.write(Self.banks(count))
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, json) = try CableProcess.json(["report", file.path])
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let bank = try #require(circuits.first { $0["kind"] as? String == "battery" })
        if count == 1 {
            #expect(bank["backfeedCurrentAmperes"] is NSNull)
            #expect(bank["requiredInterruptRatingAmperes"] as? Double == 1500)
        } else {
            expectClose(bank["backfeedCurrentAmperes"] as? Double, expected, tolerance: 0.5)
            #expect((bank["fuse"] as? [String: Any])?["typeName"] as? String == "MIDI")
            expectClose(
                bank["requiredInterruptRatingAmperes"] as? Double, bank["backfeedCurrentAmperes"] as? Double ?? 0, tolerance: 1e-6
            )
        }
    }

    /// Four house banks of one 1000 CCA AGM each on `length` of AWG cable, feeding a 92 A winch
    /// (the re-size that moves a conductor, docs/method.md "Fault current at every fuse").
    static func closeBanks(length: String) -> String {
        let banks = ["A", "B", "C", "D"].map { name in
            #"{ "name": "\#(name)", "chemistry": "agm", "capacityAh": 100, "voltage": "12V", "coldCrankingAmps": "1000A", "length": "\#(length)" }"#
        }
        return #"""
            { "schemaVersion": 1, "name": "Close", "nominalVoltage": "12V", "defaults": { "units": "imperial" },
              "loads": [ { "name": "Winch", "current": "92A", "length": "1m" } ],
              "batteries": [ \#(banks.joined(separator: ", ")) ] }
            """#
    }

    /// A re-size that moves a conductor changes the back-feed into the others, so the back-feed
    /// is worked out again until no conductor moves (the fixed point). Hand calculation: each
    /// bank's 1000 CCA takes ABYC E-11 Table V-A's 3000 A row, R_bank = 12 V / 3000 A = 4 mΩ; the
    /// 92 A run (floor 1.25 × 92 = 115 A) is 6 AWG by ampacity (120 A at 105 °C, 33 CFR 183.425)
    /// with a 120 A breaker (3 kA), the only family with a rating in 115–120 A. Resistances are
    /// NEC Chapter 9 Table 8 (75 °C) taken to 20 °C, × 1 / (1 + 0.00393 × 55), out and back 0.6 m:
    /// 6 AWG 0.491 Ω/kft → 0.795 mΩ, 4 AWG 0.308 Ω/kft → 0.499 mΩ.
    /// - First sizing (6 AWG everywhere): 12 / ((4 + 0.795) / 3 + 0.795) mΩ ≈ 5015 A, above the
    ///   breaker's 3 kA: ANL or Class T, whose 125 A is above 6 AWG's 120 A, so the run moves to
    ///   4 AWG (160 A). One re-size stopped here, with a 125 A ANL (6 kA) for 5015 A.
    /// - The runs as re-sized (4 AWG everywhere): 12 / ((4 + 0.499) / 3 + 0.499) mΩ ≈ 6006 A,
    ///   above the ANL's 6 kA: a 125 A Class T (20 kA), on 4 AWG still — the fixed point.
    @Test func closeBanks_resizeMovesTheConductor_backfeedOfTheFinalRuns() throws {
        let (folder, file) = try Self.write(Self.closeBanks(length: "0.3m"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, json) = try CableProcess.json(["report", file.path])
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let banks = circuits.filter { $0["kind"] as? String == "battery" }
        #expect(banks.count == 4)
        let resistance = { (perKft: Double) in perKft / 304.8 / (1 + 0.00393 * 55) * 0.6 }
        let backfeed = { (feed: Double) in 12 / ((0.004 + feed) / 3 + feed) }
        expectClose(backfeed(resistance(0.491)), 5014.6, tolerance: 0.5)
        for bank in banks {
            #expect((bank["conductor"] as? [String: Any])?["label"] as? String == "4 AWG")
            #expect((bank["upsizedForFuseFrom"] as? [String: Any])?["label"] as? String == "6 AWG")
            // 6006 A by hand; 0.2 A apart from the table's rounding to three figures.
            let back = try #require(bank["backfeedCurrentAmperes"] as? Double)
            expectClose(back, backfeed(resistance(0.308)), tolerance: 1)
            expectClose(bank["faultCurrentAmperes"] as? Double, back, tolerance: 1e-6)
            let fuse = try #require(bank["fuse"] as? [String: Any])
            #expect(fuse["typeName"] as? String == "Class T")
            #expect(fuse["ratingAmperes"] as? Double == 125)
        }
        let check = try CableProcess.run(["check", file.path])
        #expect(check.status == 0)
    }

    /// One metre of the same runs: 6 AWG's 2.65 mΩ out and back gives 12 / ((4 + 2.65) / 3 + 2.65) mΩ
    /// ≈ 2466 A, within the bank's own 3000 A row: no re-size, the 120 A breaker stays.
    @Test func closeBanksOnOneMetre_noResize() throws {
        let (folder, file) = try Self.write(Self.closeBanks(length: "1m"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, json) = try CableProcess.json(["report", file.path])
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let bank = try #require(circuits.first { $0["kind"] as? String == "battery" })
        #expect((bank["conductor"] as? [String: Any])?["label"] as? String == "6 AWG")
        let feed = 0.491 / 304.8 / (1 + 0.00393 * 55) * 2
        expectClose(bank["backfeedCurrentAmperes"] as? Double, 12 / ((0.004 + feed) / 3 + feed), tolerance: 1)
        #expect(bank["faultCurrentAmperes"] as? Double == 3000)
        #expect((bank["fuse"] as? [String: Any])?["ratingAmperes"] as? Double == 120)
    }
}
