import Foundation
import Testing

/// The bill's battery switch and main bus bars are rated for the banks' main fuse when it is above
/// the main feed (rev34e F8): the fuse is what limits a sustained overload through them, as the
/// bank's run is sized for it (ampacity ≥ fuse; NFPA 70 408.36), on the built binary.
@Suite("Battery switch and main bus bars rated for the main fuse")
struct MainSwitchRatingCommandTests {
    /// The sample van: main feed 261.28 A, main fuse 350 A Class T (1.25 × 261.28 = 326.6 A →
    /// 350 A). The m-Series' 300 A is below the fuse, so the e-Series (350 A, 48 V DC) is listed;
    /// the 600 A bus bars already exceed 350 A and keep their words. The cabin (48 V LiFePO4,
    /// 56.8 V: no listed switch) names the 225 A its switch must carry, not the 166.53 A feed.
    @Test func samples_switchRatedForTheMainFuse() throws {
        let van = try CableProcess.run(["bom", PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path])
        #expect(van.status == 0)
        #expect(
            van.stdout.contains(
                "switch       battery switch, 350 A continuous, 48 V DC, 3/8\" (M10) studs (Blue Sea e-Series), main feed "
                    + "261.28 A; rated for the 350 A main fuse that protects it "))
        #expect(van.stdout.contains("bus bar      positive bus bar, 600 A, 6 connections, main feed 261.28 A  "))
        let cabin = try CableProcess.run(["bom", PackagePaths.root.appendingPathComponent("Fixtures/systems/cabin.json").path])
        #expect(
            cabin.stdout.contains(
                "battery switch for 225 A continuous at 56.8 V DC (none in cable's list); rated for the 225 A main fuse "
                    + "that protects it "))
        let (_, json) = try CableProcess.json([
            "bom", PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path,
        ])
        let lines = try #require(json["lines"] as? [[String: Any]])
        let battery = try #require(lines.first { $0["category"] as? String == "batterySwitch" })
        #expect(battery["ratingAmperes"] as? Double == 350)
        expectClose(battery["currentAmperes"] as? Double, 261.28, tolerance: 0.005)
    }

    /// A 140 A winch on a 12 V LiFePO4 bank: feed 140 A, which a 150 A bus bar carries, but the
    /// main fuse is ≥ 1.25 × 140 = 175 A, so the main bus bars are the 250 A MaxiBus and say why;
    /// the m-Series switch (300 A) already exceeds the fuse and keeps its words.
    @Test func winch_busBarsRaisedToTheMainFuse() throws {
        let text = #"""
            {
              "schemaVersion": 1,
              "name": "Winch",
              "nominalVoltage": 12,
              "loads": [ { "name": "Winch", "current": "140A", "length": "2m", "hoursPerDay": 0.1 } ],
              "batteries": [ { "name": "House", "chemistry": "lifepo4", "capacityAh": 200, "voltage": 12.8, "length": "1m" } ]
            }
            """#
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-switch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("winch.json")
        try Data(text.utf8).write(to: file)
        let bom = try CableProcess.run(["bom", file.path])
        #expect(bom.status == 0)
        #expect(bom.stdout.contains("positive bus bar, 250 A, 2 connections, main feed 140 A; rated for the "))
        #expect(bom.stdout.contains("(Blue Sea m-Series), main feed 140 A  "))
    }
}
