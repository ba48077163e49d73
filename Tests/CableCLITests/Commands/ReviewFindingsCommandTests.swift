import Foundation
import Testing

/// rev34e's findings F3 and F7 through the built binary.
@Suite("rev34e: a 32 A string fuse; the words of surge and input lines")
final class ReviewFindingsCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-rev34e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// F3: three strings of an 810 W module (Isc 20 A, maximum series fuse 35 A) need string fuses
    /// of at least 1.5625 × 20 = 31.25 A (NEC 690.8(A)(1), 690.9(A)): the 32 A gPV 10 × 38 mm
    /// fuse-link (Westking SFPV-25, 1–32 A, 1000 V DC) fits under 35 A. The list stopped at 30 A,
    /// so `check` failed pvStringFuse with no way to pass.
    @Test func largeModule_takesA32AStringFuse() throws {
        let file = folder.appendingPathComponent("big.json").path
        let steps: [[String]] = [
            ["new", file, "--name", "Big", "--voltage", "48V"],
            [
                "add", "battery", file, "--name", "Bank", "--chemistry", "lifepo4", "--capacity", "280Ah", "--voltage", "51.2V",
                "--length", "1m",
            ],
            [
                "add", "charger", file, "--name", "MPPT", "--kind", "solar", "--output-current", "100A", "--length", "2m",
                "--max-input-voltage", "250V", "--max-input-current", "100A",
            ],
            [
                "add", "array", file, "--name", "South", "--charger", "MPPT", "--voc", "55.8V", "--isc", "20A", "--vmp", "46.5V",
                "--imp", "17.42A", "--power", "810W", "--voc-temp-coefficient", "-0.25", "--series", "3", "--parallel", "3",
                "--length", "10m", "--max-series-fuse", "35A", "--min-temperature", "-15C",
            ],
        ]
        for step in steps {
            let result = try CableProcess.run(step)
            #expect(result.status == 0, "\(step[0]): \(result.stderr)")
        }
        let check = try CableProcess.run(["check", file])
        #expect(!check.stdout.contains("pvStringFuse"), "\(check.stdout)")
        let (report, json) = try CableProcess.json(["report", file])
        #expect(report.status == 0, "\(report.stderr)")
        let array = try #require((json["arrays"] as? [[String: Any]])?.first)
        #expect(array["stringFuseAmperes"] as? Double == 32)
    }
}
