import Foundation
import Testing

/// A family the file names (`fuseType`) that `check` fails where its fuse sits: `report` (text,
/// JSON) and `bom` show the part cable chose from it and say beside it that it is not rated there,
/// in `check`'s words (rev34e F2), on the built binary.
@Suite("fuseType not rated where it sits: report and bill say what check fails")
struct NamedFamilyNotRatedCommandTests {
    /// The DIN-rail cabin (48 V, LiFePO4 16S: 56.8 V charging) with its pump naming a DC thermal
    /// breaker, which makers rate 48 V DC (FuseType.breaker): below the 56.8 V the bus reaches, so
    /// `check` fails `fuseVoltageRating` (48 V against 56.8 V). Its 3000 A interrupting rating is
    /// above the bus's 1116 A fault, so that rule holds. 10 A → floor 12.5 A → a 25 A breaker
    /// (the family's smallest at or above the floor), the conductor made 1.5 mm² to carry it.
    @Test func thermalBreakerOn56Point8Volts_isFlaggedInReportJSONAndBill() throws {
        let (folder, file) = try CircuitFuseTypeCommandTests.write(CircuitFuseTypeCommandTests.cabin(family: "breaker"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try CableProcess.run(["check", file.path])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "Pump: fuseVoltageRating: a DC thermal breaker is rated 48 V DC, below the 56.8 V the circuit reaches charging"
            ))
        let report = try CableProcess.run(["report", file.path])
        #expect(report.status == 0)
        #expect(report.stdout.contains(" 25 A DC thermal breaker (not rated here) "))
        #expect(
            report.stdout.contains(
                "  - load 'Pump': a DC thermal breaker is rated 48 V DC, below the 56.8 V the circuit reaches charging\n"))
        // The light's fuse, chosen from families rated there, is not flagged.
        #expect(report.stdout.components(separatedBy: "(not rated here)").count == 2)
        let (_, json) = try CableProcess.json(["report", file.path])
        let circuits = try #require(json["circuits"] as? [[String: Any]])
        let pump = try #require(circuits.first { $0["name"] as? String == "Pump" })
        #expect(
            pump["fuseProblems"] as? [String] == [
                "a DC thermal breaker is rated 48 V DC, below the 56.8 V the circuit reaches charging"
            ])
        #expect((pump["fuse"] as? [String: Any])?["fromFile"] as? Bool == false)
        let lights = try #require(circuits.first { $0["name"] as? String == "Lights" })
        #expect(lights["fuseProblems"] as? [String] == [])
        let bom = try CableProcess.run(["bom", file.path])
        #expect(bom.status == 0)
        #expect(
            bom.stdout.contains(
                "DC thermal breaker, for up to 10 A; not rated for this circuit: rated 48 V DC, below the 56.8 V it reaches charging "
            ))
        let (_, bomJSON) = try CableProcess.json(["bom", file.path])
        let lines = try #require(bomJSON["lines"] as? [[String: Any]])
        #expect(lines.contains { ($0["item"] as? String)?.contains("; not rated for this circuit: rated 48 V DC") == true })
        let german = try CableProcess.run(["report", file.path, "--lang", "de"])
        #expect(german.stdout.contains("(hier nicht bemessen)"))
    }
}
