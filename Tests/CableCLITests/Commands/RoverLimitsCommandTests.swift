import Foundation
import Testing

/// rev34f F1 on the binary: the catalogue's Rover carries no PV current nor power limit; `catalog
/// show` says so, and `check`'s pvCurrent names both keys that would set one.
@Suite("Rover: no PV input limit, said by the catalogue and by check")
struct RoverLimitsCommandTests {
    @Test func catalogShow_saysTheRoverCarriesNeitherLimit() throws {
        for id in ["renogy-rover-20", "renogy-rover-30", "renogy-rover-40"] {
            let show = try CableProcess.run(["catalog", "show", id])
            #expect(show.status == 0)
            #expect(show.stdout.contains("Carries neither maxInputCurrent nor maxInputPower"), "\(show.stdout)")
        }
    }

    /// The reviewer's rv.json: a Rover 20 A and two Philadelphia Solar PS-M36S-95 in series
    /// (Isc 5.37 A): 1.25 × 5.37 × 1 string = 6.7125 A, unchecked without a limit (NEC 690.8(A)(1)).
    @Test func check_namesBothKeys() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-rover-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("rv.json").path
        let steps: [[String]] = [
            ["new", file, "--name", "RV", "--voltage", "12V"],
            [
                "add", "battery", file, "--name", "House", "--chemistry", "lifepo4", "--capacity", "100Ah", "--voltage", "12.8V",
                "--length", "1m",
            ],
            ["add", "charger", file, "--from", "renogy-rover-20", "--name", "Rover", "--length", "1m"],
            [
                "add", "array", file, "--name", "Roof", "--charger", "Rover", "--from", "philadelphia-solar-ps-m36s-95",
                "--series", "2", "--parallel", "1", "--length", "4m", "--min-temperature", "-10C",
            ],
        ]
        for step in steps { #expect(try CableProcess.run(step).status == 0, "\(step)") }
        let check = try CableProcess.run(["check", file])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "pvCurrent: array current 6.71 A (1.25 × Isc × strings) is unchecked: the controller gives no "
                    + "maxInputCurrent or maxInputPower (set one from its data sheet)"), "\(check.stdout)")
    }
}
