import Foundation
import Testing

/// `report --json`'s `pathMaxDropPercent` of a circuit off the bank's paths — a PV array's run to
/// its controller, a DC-DC charger's input from a start battery outside the file — is the
/// circuit's own limit (it was 0): its path is itself, as `pathDropPercent` is its own drop.
@Suite("report --json: the path limit of a circuit off the bank's paths")
struct PathLimitOffPathTests {
    /// The example van: the roof array's run is a charging circuit, held to the file's critical
    /// 2 %; the Orion's input run to the ordinary 3 %; each path's drop is the run's own and within it.
    @Test func exampleVan_arrayAndInput_takeTheirOwnLimit() throws {
        let van = PackagePaths.root.appendingPathComponent("Fixtures/examples/van.json").path
        let (result, json) = try CableProcess.json(["report", van])
        #expect(result.status == 0)
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let array = try #require(circuits.first { $0["kind"] as? String == "array" })
        #expect(array["pathMaxDropPercent"] as? Double == 2)
        #expect(array["maxDropPercent"] as? Double == 2)
        let input = try #require(circuits.first { $0["kind"] as? String == "chargerInput" })
        #expect(input["pathMaxDropPercent"] as? Double == 3)
        #expect(input["maxDropPercent"] as? Double == 3)
        for circuit in [array, input] {
            let drop = try #require(circuit["pathDropPercent"] as? Double)
            #expect(drop > 0 && drop <= 3)
            #expect(drop == circuit["voltageDropPercent"] as? Double)
        }
    }
}
