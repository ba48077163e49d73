import Foundation
import Testing

/// rev34e F11, on the built binary: the sample van written with its LiFePO4 bank's 12.8 V as the
/// bus voltage takes the 12 V unit's default cut-off, 9.3 V (Victron Inverter VE.Direct manual,
/// *Low battery alarm and charge detect settings*: "Low battery shutdown, default 9.3 V"), not
/// 0.775 × 12.8 = 9.92 V. Hand: 2000 / (0.9 × 9.3) = 238.95 A continuous, 4000 / (0.9 × 9.3) =
/// 477.9 A surge — the figures of the van written 12 V (not 224.01 A and 448.03 A).
@Suite("Inverter cut-off: from the bus's nominal class")
final class InverterCutoffClassTests: TemporaryFolderSuite {
    init() throws { try super.init(named: "cable-cutoff") }

    @Test func van_writtenAt12_8V_cutsOffAt9_3V() throws {
        let file = folder.appendingPathComponent("v128.json").path
        let example = try CableProcess.run(["example", "van"])
        #expect(example.status == 0)
        #expect(example.stdout.contains("\"nominalVoltage\": \"12V\""))
        try example.stdout.replacingOccurrences(of: "\"nominalVoltage\": \"12V\"", with: "\"nominalVoltage\": \"12.8V\"")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CableProcess.run(["report", "--json", file])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let inverter = try #require((json["inverters"] as? [[String: Any]])?.first)
        expectClose(inverter["cutoffVoltageVolts"] as? Double, 9.3, tolerance: 1e-9)
        expectClose(inverter["continuousCurrentAmperes"] as? Double, 2000 / (0.9 * 9.3), tolerance: 1e-9)
        expectClose(inverter["surgeCurrentAmperes"] as? Double, 4000 / (0.9 * 9.3), tolerance: 1e-9)
        let text = try CableProcess.run(["report", file])
        #expect(text.status == 0)
        #expect(text.stdout.contains("9.3 V") && !text.stdout.contains("9.92 V"))
    }
}
