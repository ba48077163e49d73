import Foundation
import Testing

/// A DC-DC charger's `voltage` written as its output setpoint (14.6 V) leaves its output run a
/// 12 V circuit (rev34f F4), on the built binary: the reviewer's vv146.json.
@Suite("Charger setpoint voltage: the output run stays on the bus's class")
struct ChargerSetpointVoltageCommandTests {
    /// The example van (Fixtures/examples/van.json) with its DC-DC charger's `"voltage": "14.6V"`.
    static func van(setpoint: String?) throws -> URL {
        let source = PackagePaths.root.appendingPathComponent("Fixtures/examples/van.json")
        var system = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
        var chargers = try #require(system["chargers"] as? [[String: Any]])
        let index = try #require(chargers.firstIndex { $0["kind"] as? String == "dcdc" })
        chargers[index]["voltage"] = setpoint
        system["chargers"] = chargers
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-setpoint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("vv146.json")
        try JSONSerialization.data(withJSONObject: system).write(to: file)
        return file
    }

    static func charger(_ file: URL) throws -> [String: Any] {
        let (_, json) = try CableProcess.json(["report", file.path])
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        return try #require(circuits.first { $0["kind"] as? String == "charger" && $0["name"] as? String == "DC-DC charger" })
    }

    /// Hand (rev34f F4): the run is on the 12 V house bus. On 10 mm² its 0.1229 V is 1.02 % of
    /// 12 V, and with the bank run's 1.05 % the path is 2.07 % > the van's 2 % critical limit, so
    /// 16 mm² (0.1229 × 10 / 16 ≈ 0.0768 V, 0.64 % of 12 V; path 1.69 %) — the same run as without
    /// `voltage`. The charge voltage is the bus's 14.6 V, not 14.6 × 14.6 / 12 = 17.76 V.
    @Test func setpoint14_6V_sizesTheRunOver12V() throws {
        let file = try Self.van(setpoint: "14.6V")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let plain = try Self.van(setpoint: nil)
        defer { try? FileManager.default.removeItem(at: plain.deletingLastPathComponent()) }
        let run = try Self.charger(file)
        #expect(run["voltageVolts"] as? Double == 12)
        #expect((run["conductor"] as? [String: Any])?["areaSquareMillimeters"] as? Double == 16)
        expectClose(run["chargeVoltageVolts"] as? Double, 14.6, tolerance: 1e-9)
        let drop = try #require(run["voltageDropVolts"] as? Double)
        expectClose(drop, 0.1229 * 10 / 16, tolerance: 0.001)
        expectClose(run["voltageDropPercent"] as? Double, drop / 12 * 100, tolerance: 1e-9)
        expectClose(run["pathDropPercent"] as? Double, 1.69, tolerance: 0.01)
        let without = try Self.charger(plain)
        #expect(run["voltageDropVolts"] as? Double == without["voltageDropVolts"] as? Double)
        let check = try CableProcess.run(["check", file.path])
        #expect(check.status == 0)
    }
}
