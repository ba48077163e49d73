import Foundation
import Testing

/// Under ABYC, paralleled house banks' main fuses take Table V-A's main row by the banks' total
/// cold-cranking amps (rev34f F8), on the built binary: JSON, the Protection row, and `check`.
@Suite("ABYC: paralleled banks' main fuses by the total CCA, on the binary")
struct AbycParalleledMainFuseCommandTests {
    /// The reviewer's mb3a.json: 12 V, ABYC, three 100 Ah AGM banks of 600 CCA on 1 m runs, a 100 A pump.
    static let file = #"""
        {
          "schemaVersion": 1, "name": "Multi", "nominalVoltage": "12V", "standard": "abyc",
          "loads": [ { "name": "Pump", "current": "100A", "length": "3m" } ],
          "batteries": [
            { "name": "A", "chemistry": "agm", "capacityAh": 100, "voltage": "12V", "coldCrankingAmps": "600A", "length": "1m" },
            { "name": "B", "chemistry": "agm", "capacityAh": 100, "voltage": "12V", "coldCrankingAmps": "600A", "length": "1m" },
            { "name": "C", "chemistry": "agm", "capacityAh": 100, "voltage": "12V", "coldCrankingAmps": "600A", "length": "1m" }
          ]
        }
        """#

    /// Hand: 3 × 600 = 1 800 CCA, over 1 100 → ABYC E-11 Table V-A's main row 5 000 A (branch
    /// 2 500 A); each bank alone (600 CCA) would be 1 500 A. The back-feed, 12 / (10.875 / 2 +
    /// 2.875) mΩ ≈ 1 443.7 A (rev34f's figure), stays below and does not set it.
    @Test func threeAGMBanks_mainFusesTake5000A() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-abycmain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mb3a.json").path
        try Data(Self.file.utf8).write(to: URL(fileURLWithPath: path))
        let (_, json) = try CableProcess.json(["report", path])
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let banks = circuits.filter { $0["kind"] as? String == "battery" }
        #expect(banks.count == 3)
        for bank in banks {
            #expect(bank["requiredInterruptRatingAmperes"] as? Double == 5_000)
            let fuse = try #require(bank["fuse"] as? [String: Any])
            #expect((fuse["interruptRatingAmperes"] as? Double ?? 0) >= 5_000)
            expectClose(bank["backfeedCurrentAmperes"] as? Double, 1_443.7, tolerance: 0.5)
        }
        let report = try CableProcess.run(["report", path])
        #expect(report.status == 0)
        #expect(
            report.stdout.contains(
                "interrupts ≥ 5000 A: ABYC E-11 Table V-A's main row for the 1800 CCA connected (the house banks "
                    + "together), above the bank's own 1500 A (ABYC E-11 for 600 CCA)\n"))
        let check = try CableProcess.run(["check", path])
        #expect(check.status == 0)
    }
}
