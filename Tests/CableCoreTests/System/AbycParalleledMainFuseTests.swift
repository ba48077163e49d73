import Testing

@testable import CableCore

/// Under ABYC, paralleled house banks' main fuses take ABYC E-11 Table V-A's main row by the
/// banks' total connected cold-cranking amps (``FaultLevel/mainFuse(of:in:)``), as the branches
/// do (rev34f F8). Source: ABYC E-11 Table V-A, column "total connected battery cold cranking
/// amps", note "the first breaker(s) in a circuit connected in series with the battery" are the
/// main ones (as reproduced at pacergroup.net/circut-breaker-interrupting-capacity-amps).
@Suite("ABYC: paralleled banks' main fuses read Table V-A by the total CCA")
struct AbycParalleledMainFuseTests {
    typealias Build = SystemAnalyzerTests

    /// `count` AGM banks of 100 Ah and `cca` each on 1 m runs, one 100 A load on 3 m.
    static func system(banks count: Int, cca: Double, standard: SizingStandard) throws -> ElectricalSystem {
        let banks = try (0..<count).map { index in
            try Build.bank(["A", "B", "C", "D"][index], .agm, ampereHours: 100) {
                $0.length = .meters(1)
                $0.coldCrankingAmps = .amperes(cca)
            }
        }
        return try Build.system(loads: [Build.load("Pump", amperes: 100, meters: 3)], batteries: banks) {
            $0.standard = standard
        }
    }

    struct RowCase: Sendable, CustomTestStringConvertible {
        let banks: Int
        let cca: Double
        let total: Double
        let main: Double
        var testDescription: String { "\(banks) × \(cca) CCA" }
    }

    /// Table V-A, 12–24 V: ≤ 650 → 1 500 A, 651–1 100 → 3 000 A, more → 5 000 A, read by the total:
    /// 3 × 600 = 1 800 → 5 000 A; 2 × 500 = 1 000 → 3 000 A; 2 × 300 = 600 → 1 500 A; 1 × 600 → 1 500 A.
    static let rows: [RowCase] = [
        RowCase(banks: 3, cca: 600, total: 1_800, main: 5_000),
        RowCase(banks: 2, cca: 500, total: 1_000, main: 3_000),
        RowCase(banks: 2, cca: 300, total: 600, main: 1_500),
        RowCase(banks: 1, cca: 600, total: 600, main: 1_500),
    ]

    @Test(arguments: rows)
    func mainFuse_underABYC_takesTheTotalsRow(_ row: RowCase) throws {
        let system = try Self.system(banks: row.banks, cca: row.cca, standard: .abyc)
        for index in system.batteries.indices {
            expectClose(try #require(FaultLevel.connectedColdCrankingAmps(of: index, in: system)).amperes, row.total)
            #expect(FaultLevel.mainFuse(of: index, in: system).abycMinimum == .amperes(row.main))
        }
        let report = try SystemAnalyzer.analyze(system, units: .metric)
        for bank in system.batteries {
            let circuit = try Build.circuit(bank.name, in: report)
            // The back-feed (≤ 1 443.7 A for three banks, rev34f's hand figure) stays below the row.
            #expect(circuit.requiredInterruptRating == .amperes(row.main))
            #expect((circuit.fuse?.type?.interruptRating.amperes ?? 0) >= row.main)
        }
    }

    /// Without ABYC no row applies: each main fuse keeps its own figure (the own row's 1 500 A as the
    /// model's prospective current) or the back-feed above it.
    @Test func mainFuse_withoutABYC_hasNoRow() throws {
        let system = try Self.system(banks: 3, cca: 600, standard: .defaultMethod)
        #expect(FaultLevel.mainFuse(of: 0, in: system).abycMinimum == nil)
        expectClose(FaultLevel.mainFuse(of: 0, in: system).faultCurrent.amperes, 1_500)
    }

    /// A battery off the house bus (a DC-DC charger's source) is connected to none of the house
    /// banks: its own CCA (800 → 3 000 A), however many house banks there are.
    @Test func separateBattery_takesItsOwnRow() throws {
        let start = try ChargerInputSourceTests.startBattery()
        let house = try Self.system(banks: 3, cca: 600, standard: .abyc)
        let system = try Build.system(
            loads: [Build.load("Pump", amperes: 100, meters: 3)], batteries: house.batteries + [start]
        ) { $0.standard = .abyc }
        expectClose(try #require(FaultLevel.connectedColdCrankingAmps(of: 3, in: system)).amperes, 800)
        #expect(FaultLevel.mainFuse(of: 3, in: system).abycMinimum == .amperes(3_000))
        expectClose(try #require(FaultLevel.connectedColdCrankingAmps(of: 0, in: system)).amperes, 1_800)
    }
}
