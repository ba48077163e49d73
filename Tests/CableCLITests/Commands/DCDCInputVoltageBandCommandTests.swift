import Foundation
import Testing

/// rev34f F6 on the binary: an `input.voltage` of 8 V (the Orion-Tr Smart 12/24's lowest input)
/// is refused with what to give, not taken as an "8 V class".
@Suite("DC-DC input voltage in no class's band: refused, on the binary")
struct DCDCInputVoltageBandCommandTests {
    /// The example van with its DC-DC charger's `input.voltage` set to `volts`.
    static func van(inputVoltage: String) throws -> (URL, Int) {
        let source = PackagePaths.root.appendingPathComponent("Fixtures/examples/van.json")
        var system = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
        var chargers = try #require(system["chargers"] as? [[String: Any]])
        let index = try #require(chargers.firstIndex { $0["kind"] as? String == "dcdc" })
        var input = try #require(chargers[index]["input"] as? [String: Any])
        input["voltage"] = inputVoltage
        chargers[index]["input"] = input
        system["chargers"] = chargers
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-band-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("h8V.json")
        try JSONSerialization.data(withJSONObject: system).write(to: file)
        return (file, index)
    }

    @Test func eightVolts_isRefused_namingTheClasses() throws {
        let (file, index) = try Self.van(inputVoltage: "8V")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try CableProcess.run(["report", file.path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("chargers[\(index)].input.voltage"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "must be within 25 % of a source class (12 V, 24 V, 36 V, 48 V): the voltage the source battery holds "
                    + "while the charger gives its full output (12.5 V for a 12 V battery), not the data sheet's lowest "
                    + "input voltage"), "\(result.stderr)")
        // 12.5 V, the van's own figure, passes.
        let (plain, _) = try Self.van(inputVoltage: "12.5V")
        defer { try? FileManager.default.removeItem(at: plain.deletingLastPathComponent()) }
        #expect(try CableProcess.run(["check", plain.path]).status == 0)
    }
}
