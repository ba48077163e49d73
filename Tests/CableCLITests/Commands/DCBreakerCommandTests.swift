import Foundation
import Testing

/// The DC MCB family (`dcMcb`, Schneider C60H-DC figures: 0.5–63 A, taken at 110 V DC and 20 kA)
/// from the command line: chosen when named, in English and German; figures worked out by hand in
/// DCBreakerFamilyTests (CableCoreTests).
@Suite("DC MCB: a breaker for 48 V systems from the command line")
struct DCBreakerCommandTests {
    static let arguments = ["size", "-c", "10", "-v", "48", "-l", "1", "--fuse-type", "dcMcb", "--charge-voltage", "56.8"]

    /// 10 A at 48 V charged to 56.8 V: 1.25 × 10 = 12.5 A → a 13 A DC MCB, rated 110 V DC; the
    /// 1 mm² minimum carries 20 A.
    @Test func size_48VBranch_takesA13ADCMCB() throws {
        let text = try CableProcess.run(Self.arguments)
        #expect(text.status == 0)
        #expect(text.stderr.isEmpty)
        #expect(text.stdout.contains("  Fuse           13 A DC MCB (≥ 12.5 A, ≤ 20 A ampacity)\n"))
        #expect(text.stdout.contains("  Fuse voltage   rated 110 V DC, for the 56.8 V the circuit reaches charging\n"))
        let german = try CableProcess.run(Self.arguments + ["--lang", "de"])
        #expect(german.status == 0)
        #expect(german.stderr.isEmpty)
        #expect(german.stdout.contains("13 A DC-Leitungsschutzschalter (≥ 12,5 A, ≤ 20 A Strombelastbarkeit)\n"))
        let (result, json) = try CableProcess.json(Self.arguments)
        #expect(result.status == 0)
        let fuse = try #require(json["fuse"] as? [String: Any])
        #expect(fuse["type"] as? String == "dcMcb")
        #expect(fuse["typeName"] as? String == "DC MCB")
        #expect(fuse["ratingAmperes"] as? Double == 13)
        #expect(fuse["voltageRatingVolts"] as? Double == 110)
        #expect(fuse["interruptRatingAmperes"] as? Double == 20000)
        #expect((json["input"] as? [String: Any])?["fuseTypes"] as? [String] == ["dcMcb"])
    }

    /// Without `--fuse-type` the same circuit keeps what it had: the DC MCB is never chosen unless
    /// named (the 58 V blade fuse, 15 A ≥ 12.5 A).
    @Test func size_default_doesNotChooseIt() throws {
        let (result, json) = try CableProcess.json(["size", "-c", "10", "-v", "48", "-l", "1", "--charge-voltage", "56.8"])
        #expect(result.status == 0)
        #expect((json["fuse"] as? [String: Any])?["type"] as? String == "blade58")
        #expect(
            (json["input"] as? [String: Any])?["fuseTypes"] as? [String] == [
                "blade", "maxi", "midi", "mega", "anl", "blade58", "midi58", "mega58", "breaker", "classT",
            ])
    }

    /// A 48 V LiFePO4 rack (16 × 3.55 = 56.8 V, estimated 12 kA: a 20 kA device) whose main fuse is a
    /// DC MCB: 2000 W / 48 V = 41.67 A, floor 52.08 A → 63 A, the family's largest, on 10 mm²
    /// (≤ its 16 mm² terminals); `check` passes. At 3000 W (62.5 A, floor 78.13 A) no DC MCB is
    /// large enough and `check` says so.
    @Test func check_rackWithADCMCBMainBreaker() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-dcmcb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("rack.json")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Fixtures/broken/main-fuse.json"), to: file)
        #expect(try CableProcess.run(["set", "battery", file.path, "Rack", "--fuse-type", "dcMcb"]).status == 0)
        let large = try CableProcess.run(["check", file.path])
        #expect(large.status == 1)
        #expect(
            large.stdout
                == "FAIL \(file.path): Rack: noFuse: no standard fuse of at least 78.13 A and at most the conductor's 90 A ampacity (actual 78.13 A, limit 90 A)\n"
        )
        #expect(try CableProcess.run(["set", "load", file.path, "Inverter", "--power", "2000W"]).status == 0)
        let check = try CableProcess.run(["check", file.path])
        #expect(check.status == 0)
        #expect(check.stderr.isEmpty)
        let (report, json) = try CableProcess.json(["report", file.path])
        #expect(report.status == 0)
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let bank = try #require(circuits.first { $0["kind"] as? String == "battery" })
        let fuse = try #require(bank["fuse"] as? [String: Any])
        #expect(fuse["type"] as? String == "dcMcb")
        #expect(fuse["ratingAmperes"] as? Double == 63)
        #expect((bank["conductor"] as? [String: Any])?["label"] as? String == "10 mm²")
        let bom = try CableProcess.run(["bom", file.path])
        #expect(bom.stdout.contains("63 A DC MCB, for up to 41.67 A"))
        #expect(!bom.stdout.contains("DC MCB fuse holder"))
    }
}
