import Testing

@testable import CableCore

/// The fault current at every fuse (``FaultLevel``, ``ShortCircuitEstimate/faultCurrent(through:nominal:)``):
/// the bank as a source of its nominal voltage behind R = V / I_prospective, the cable before the
/// fuse added to it (I_f = V / (R_bank + R_up)), ABYC E-11 Table V-A's rows as minimums — worked
/// by hand, and held over thousands of random systems.
@Suite("Fault current at every fuse: the bank's prospective current limited by the cable, ABYC's rows")
struct FaultCurrentTests {
    typealias Build = SystemAnalyzerTests

    // MARK: - The model, by hand

    @Test func faultCurrent_throughTheMainFeed_isTheBanksCurrentLimitedByTheCable() {
        // 280 Ah LiFePO4: 120 A/Ah → 33 600 A prospective (ShortCircuitEstimate's cell estimate).
        // R_bank = 12 V / 33 600 A = 0.357 142 9 mΩ. 2 m of 35 mm² copper (1 m out and back),
        // ρ = 0.017 Ω·mm²/m: R_up = 0.017 × 2 / 35 = 0.971 428 6 mΩ.
        // I_f = 12 / (0.357 142 9 + 0.971 428 6) mΩ = 12 / 1.328 571 4 mΩ = 9 032.258 A.
        let estimate = ShortCircuitEstimate.fromProspective(.amperes(33_600), basis: .lithiumEstimate)
        expectClose(estimate.internalResistance(nominal: .volts(12)).ohms, 12.0 / 33_600)
        let fault = estimate.faultCurrent(through: .ohms(0.017 * 2 / 35), nominal: .volts(12))
        expectClose(fault?.amperes ?? 0, 9_032.258_064_5, relative: 1e-9)
        // No cable before the fuse: the prospective current itself.
        expectClose(estimate.faultCurrent(through: .zero, nominal: .volts(12))?.amperes ?? 0, 33_600)
        // A negative resistance is no resistance.
        expectClose(estimate.faultCurrent(through: .ohms(-1), nominal: .volts(12))?.amperes ?? 0, 33_600)
        #expect(estimate.faultCurrent(through: .zero, nominal: .volts(0)) == nil)
    }

    @Test func faultCurrent_ofALeadAcidBankKnownByABYCsTable_startsFromTheTablesRating() throws {
        // 2 × 200 Ah AGM in parallel of 880 CCA each: 1 760 CCA → ABYC main rating 5 000 A,
        // taken as the prospective current. R_bank = 12 / 5 000 = 2.4 mΩ; behind 2.302 mΩ of
        // cable: 12 / 4.702 mΩ = 2 552.1 A. (Without a CCA the estimate, 14 CCA/Ah × 400 Ah =
        // 5 600 CCA, is beyond ABYC's table: 20 kA, tested below.)
        let bank = try Build.bank("House", .agm, ampereHours: 200, count: 2) { $0.coldCrankingAmps = .amperes(880) }
        let estimate = bank.shortCircuit
        #expect(estimate.basis == .abycColdCrankingTable)
        #expect(estimate.prospectiveCurrent == nil)
        #expect(estimate.faultSourceCurrent == .amperes(5_000))
        expectClose(
            estimate.faultCurrent(through: .ohms(0.002_302), nominal: .volts(12))?.amperes ?? 0, 12 / 0.004_702)
        expectClose(ShortCircuitEstimate.coldCrankingAmps(of: bank)?.amperes ?? 0, 1_760)
        // The same bank without a CCA: 14 × 400 = 5 600 CCA, past the table's 2 200 → 20 kA.
        let unknown = try Build.bank("House", .agm, ampereHours: 200, count: 2)
        #expect(unknown.shortCircuit.basis == .beyondAbycTable)
        #expect(unknown.shortCircuit.faultSourceCurrent == .amperes(20_000))
        expectClose(ShortCircuitEstimate.coldCrankingAmps(of: unknown)?.amperes ?? 0, 5_600)
    }

    struct RowCase: Sendable, CustomTestStringConvertible {
        let cca: Double
        let main: Double
        let branch: Double
        var testDescription: String { "\(cca) CCA" }
    }

    /// ABYC E-11 Table V-A (E-11.16), 12 V to 24 V, as reproduced by Pacer Group's "Circuit breaker
    /// interrupting capacity" page: ≤ 650 CCA main 1 500 A, branch 750 A; 651–1 100 CCA 3 000 A,
    /// 1 500 A; over 1 100 CCA 5 000 A, 2 500 A.
    static let rows: [RowCase] = [
        RowCase(cca: 400, main: 1_500, branch: 750), RowCase(cca: 650, main: 1_500, branch: 750),
        RowCase(cca: 651, main: 3_000, branch: 1_500), RowCase(cca: 1_100, main: 3_000, branch: 1_500),
        RowCase(cca: 1_101, main: 5_000, branch: 2_500), RowCase(cca: 2_200, main: 5_000, branch: 2_500),
    ]

    @Test(arguments: rows)
    func abycTableVA_mainAndBranchRows(_ row: RowCase) {
        #expect(ShortCircuitEstimate.abycMainRating(coldCranking: .amperes(row.cca)) == .amperes(row.main))
        #expect(ShortCircuitEstimate.abycBranchRating(coldCranking: .amperes(row.cca)) == .amperes(row.branch))
    }

    @Test func requiredRating_isTheFault_20kAAbove10kA_andAtLeastABYCsRow() {
        // 9 kA asks for 9 kA; 14 kA for ABYC's 20 kA device; a 2 000 A fault under a 2 500 A
        // branch row asks for 2 500 A, a 2 552 A fault for itself.
        #expect(ShortCircuitEstimate.requiredRating(forFault: .amperes(9_000)) == .amperes(9_000))
        #expect(ShortCircuitEstimate.requiredRating(forFault: .amperes(14_000)) == .amperes(20_000))
        let row = Current.amperes(2_500)
        #expect(
            FaultLevel(upstreamResistance: .zero, faultCurrent: .amperes(2_000), abycMinimum: row).requiredInterruptRating
                == row)
        #expect(
            FaultLevel(upstreamResistance: .zero, faultCurrent: .amperes(2_552), abycMinimum: row).requiredInterruptRating
                == .amperes(2_552))
    }

    @Test func busFault_ofTwoBanks_addsTheirCurrents_andGivesTheEquivalentUpstreamResistance() throws {
        // Two 100 Ah LiFePO4 banks (12 000 A each, R = 1 mΩ at 12 V), one behind 1 mΩ of cable, the
        // other behind 3 mΩ: 12 / 2 mΩ + 12 / 4 mΩ = 6 000 + 3 000 = 9 000 A. Equivalent upstream:
        // 12 / 9 000 − 12 / 24 000 = 1.333 − 0.5 = 0.833 mΩ.
        let first = try Build.bank("First", .lifepo4, ampereHours: 100)
        let second = try Build.bank("Second", .lifepo4, ampereHours: 100)
        let bus = try #require(
            FaultLevel.bus(
                of: [(first, .ohms(0.001)), (second, .ohms(0.003))], nominal: .volts(12), standard: .defaultMethod))
        expectClose(bus.faultCurrent.amperes, 9_000)
        expectClose(bus.upstreamResistance.ohms, 12.0 / 9_000 - 12.0 / 24_000)
        #expect(bus.abycMinimum == nil)
        #expect(FaultLevel.bus(of: [], nominal: .volts(12), standard: .abyc) == nil)
    }

    @Test func faultResistance_isTheConductorAt20C() throws {
        // 10 mm², 5 m one way, sized at 60 °C under the nominal model (ρ = 0.017 at 20 °C):
        // R(60) = 0.017 × (1 + 0.00393 × 40) × 10 / 10; the fault sees R(20) = 0.017 × 10 / 10 =
        // 0.017 Ω. At 0 °C it keeps its own, lower figure.
        let warm = try Circuit(
            load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(5),
            conductorTemperature: .celsius(60), conductor: .nominal)
        let size = ConductorSize.metric(10)
        #expect(warm.resistance(of: size) > warm.faultResistance(of: size))
        expectClose(warm.faultResistance(of: size).ohms, 0.017)
        let cold = try Circuit(
            load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(5), conductorTemperature: .celsius(0),
            conductor: .nominal)
        expectClose(cold.faultResistance(of: size).ohms, cold.resistance(of: size).ohms)
    }

    // MARK: - In a system

    @Test func system_branchFuses_interruptTheFaultAtTheBus_theMainFuseTheBanksOwn() throws {
        // A 100 Ah LiFePO4 bank (12 kA) on a 1 m main feed, a 5 A load 3 m away. The main fuse sits
        // on the terminals (12 kA → 20 kA device); the load's fuse at the bus sees the bank through
        // the main feed's conductor, cold.
        let bank = try Build.bank("House", .lifepo4, ampereHours: 100) { $0.length = .meters(1) }
        let report = try SystemAnalyzer.analyze(
            Build.system(loads: [Build.load("Lamp", amperes: 5, meters: 3)], batteries: [bank]))
        let main = try Build.circuit("House", in: report)
        #expect(main.upstreamResistance == .zero)
        #expect(main.faultCurrent == .amperes(12_000))
        #expect(main.requiredInterruptRating == .amperes(20_000))
        let feed = try #require(main.analysis)
        let upstream = main.circuit.faultResistance(of: feed.size).ohms
        let lamp = try Build.circuit("Lamp", in: report)
        expectClose(lamp.upstreamResistance.ohms, upstream, relative: 1e-9)
        let expected = 12 / (12.0 / 12_000 + upstream)
        expectClose(lamp.faultCurrent?.amperes ?? 0, expected)
        let fuse = try #require(lamp.fuse?.type)
        #expect(fuse.interruptRating.amperes >= (lamp.requiredInterruptRating?.amperes ?? .infinity))
        #expect(report.violations.isEmpty)
    }

    @Test func system_aFuseNamedByRatingAlone_isCheckedAgainstTheFaultWhereItSits() throws {
        // Under ABYC with 2 × 200 Ah AGM (880 CCA each, 1 760 CCA): branch fuses need ≥ 2 500 A
        // (Table V-A). A 5 A fuse is made only as a blade fuse (1 kA): fuseInterruptRating,
        // 1 000 A against the requirement.
        let bank = try Build.bank("House", .agm, ampereHours: 200, count: 2) { $0.coldCrankingAmps = .amperes(880) }
        let lamp = try Build.load("Lamp", amperes: 2, meters: 3) { $0.fuse = .amperes(5) }
        let report = try SystemAnalyzer.analyze(
            Build.system(loads: [lamp], batteries: [bank]) { $0.standard = .abyc }, units: .imperial)
        let circuit = try Build.circuit("Lamp", in: report)
        // No main feed length: the bus is the terminals, so the fault is the table's 5 000 A.
        #expect(circuit.faultCurrent == .amperes(5_000))
        #expect(circuit.requiredInterruptRating == .amperes(5_000))
        let violation = try #require(report.violations.first { $0.rule == .fuseInterruptRating })
        #expect(violation.actual == 1_000)
        #expect(violation.limit == 5_000)
        #expect(violation.detail == .fuseRating(.amperes(5)))
        // A 6 A fuse is also made as a Class T (20 kA): no violation.
        let rated = try Build.load("Lamp", amperes: 2, meters: 3) { $0.fuse = .amperes(6) }
        let passing = try SystemAnalyzer.analyze(
            Build.system(loads: [rated], batteries: [bank]) { $0.standard = .abyc }, units: .imperial)
        #expect(!passing.violations.contains { $0.rule == .fuseInterruptRating })
    }

    @Test func system_underABYC_aSmallFault_isRaisedToTheBranchRow() throws {
        // One 50 Ah AGM of 220 CCA (→ main 1 500 A, branch 750 A) behind a long main feed: the
        // fault at the bus falls below 750 A, and the branch fuses are held to 750 A.
        let bank = try Build.bank("House", .agm, ampereHours: 50) {
            $0.length = .meters(6)
            $0.coldCrankingAmps = .amperes(220)
        }
        let report = try SystemAnalyzer.analyze(
            Build.system(loads: [Build.load("Lamp", amperes: 2, meters: 3)], batteries: [bank]) { $0.standard = .abyc },
            units: .imperial)
        let lamp = try Build.circuit("Lamp", in: report)
        let fault = try #require(lamp.faultCurrent)
        #expect(fault < .amperes(750))
        #expect(lamp.requiredInterruptRating == .amperes(750))
        #expect(try Build.circuit("House", in: report).requiredInterruptRating == .amperes(1_500))
    }

    @Test func system_fuseInAPanel_seesTheBusFaultThroughTheFeedersColdConductor() throws {
        // PathDropTests' system, nominal model: a 200 Ah LiFePO4 bank (24 000 A, R_bank = 0.5 mΩ) on
        // a 1 m run, a 6 m feeder to the Helm panel, the pump in the panel, the fridge at the bus.
        // The feeder's fuse sits at the bus; the pump's at the panel sees the bus's fault through
        // the feeder, cold: I = V / (V / I_bus + R_feeder) (FaultLevel.through).
        let report = try SystemAnalyzer.analyze(try PathDropTests.system(conductor: .nominal))
        let bank = try Build.circuit("House", in: report)
        let feeder = try Build.circuit("Helm", in: report)
        let pump = try Build.circuit("Pump", in: report)
        let fridge = try Build.circuit("Fridge", in: report)
        let busFault = try #require(fridge.faultCurrent)
        #expect(feeder.faultCurrent == busFault)
        let run = bank.circuit.faultResistance(of: try #require(bank.analysis).size).ohms
        expectClose(busFault.amperes, 12 / (12.0 / 24_000 + run), relative: 1e-9)
        let feederSize = try #require(feeder.analysis).size
        let cold = feeder.circuit.faultResistance(of: feederSize).ohms
        // 6 m one way, out and back 12 m, at 20 °C: 0.017 × 12 / A.
        expectClose(cold, 0.017 * 12 / feederSize.area.squareMillimeters, relative: 1e-9)
        expectClose(try #require(pump.faultCurrent).amperes, 12 / (12 / busFault.amperes + cold), relative: 1e-9)
        expectClose(pump.upstreamResistance.ohms, run + cold, relative: 1e-9)
        #expect(try #require(pump.faultCurrent) < busFault)
        #expect(pump.requiredInterruptRating == ShortCircuitEstimate.requiredRating(forFault: try #require(pump.faultCurrent)))
        let fuse = try #require(pump.fuse?.type)
        #expect(fuse.interruptRating.amperes >= (pump.requiredInterruptRating?.amperes ?? .infinity))
    }

    // MARK: - Property: every fuse interrupts the fault where it sits

    /// 3 000 random systems (SplitMix64, seed 32): one to three banks of every chemistry, sizes
    /// and parallel strings, with and without a main feed length; loads from 0.5 A to 150 A at 1
    /// to 25 m; a charger; both methods. Every fuse `cable` chooses interrupts the fault current
    /// where it sits (or ABYC's 20 kA device above 10 kA) and, under ABYC, the Table V-A row,
    /// and is the lowest rating any family that qualifies there makes between the floor and the
    /// ceiling (ties to the family listed first); every fault current is at most the banks'
    /// prospective total; a circuit without a fuse says why.
    @Test func property_everyChosenFuse_interruptsTheFaultWhereItSits() throws {
        var random = SizerReferenceTests.Generator(state: 32)
        var checked = 0
        var skippedHigher = 0
        for _ in 0..<3_000 {
            let standard = random.pick([SizingStandard.defaultMethod, .abyc])
            var banks: [BatteryBank] = []
            for index in 0..<Int.random(in: 1...3, using: &random) {
                let chemistry = random.pick(BatteryChemistry.allCases)
                let parallel = Int.random(in: 1...3, using: &random)
                let length: Length? = Bool.random(using: &random) ? .meters(Double.random(in: 0.2...6, using: &random)) : nil
                banks.append(
                    try Build.bank(
                        "Bank \(index)", chemistry, ampereHours: Double.random(in: 20...300, using: &random).rounded(),
                        count: parallel
                    ) { $0.length = length })
            }
            var loads: [SystemLoad] = []
            for index in 0..<Int.random(in: 1...5, using: &random) {
                loads.append(
                    try Build.load(
                        "Load \(index)", amperes: Double.random(in: 0.5...150, using: &random),
                        meters: Double.random(in: 1...25, using: &random)))
            }
            let chargers = [
                try Build.charger("Charger", amperes: Double.random(in: 5...80, using: &random)) { $0.length = .meters(2) }
            ]
            let system = try Build.system(loads: loads, batteries: banks, chargers: chargers) { $0.standard = standard }
            let report = try SystemAnalyzer.analyze(system, units: standard == .abyc ? .imperial : .metric)
            let prospective = banks.reduce(0) { $0 + $1.shortCircuit.faultSourceCurrent.amperes }
            for circuit in report.circuits {
                let fault = try #require(circuit.faultCurrent, "\(circuit.name): no fault current")
                let required = try #require(circuit.requiredInterruptRating)
                #expect(Tolerance.isAtMost(fault.amperes, prospective))
                #expect(Tolerance.isAtLeast(required.amperes, min(fault.amperes, ShortCircuitEstimate.highCurrentRating.amperes)))
                if standard == .abyc, circuit.kind != .battery {
                    let cca = banks.compactMap { ShortCircuitEstimate.coldCrankingAmps(of: $0)?.amperes }
                    if !cca.isEmpty {
                        let row = ShortCircuitEstimate.abycBranchRating(coldCranking: .amperes(cca.reduce(0, +)))
                        #expect(required >= row)
                    }
                }
                guard let fuse = circuit.fuse else {
                    #expect(circuit.problem != nil, "\(circuit.name): no fuse and no problem")
                    continue
                }
                let type = try #require(fuse.type)
                #expect(
                    Tolerance.isAtLeast(type.interruptRating.amperes, required.amperes),
                    "\(circuit.name): \(type) interrupts \(type.interruptRating.amperes) A < \(required.amperes) A")
                // The choice (FuseRule): of the families rated for the voltage that interrupt the
                // fault and take the conductor, each with its lowest rating between the floor and
                // the ceiling, the first in the table's order within one step (× 1.25) of the
                // lowest of them.
                var candidates: [(type: FuseType, rating: Double)] = []
                for other in FuseType.defaultFamilies
                where Tolerance.isAtLeast(other.voltageRating.volts, circuit.chargeVoltage.volts)
                    && Tolerance.isAtLeast(other.interruptRating.amperes, required.amperes)
                    && other.accepts(circuit.analysis?.size)
                {
                    guard let candidate = other.ratings.first(where: { Tolerance.isAtLeast($0, circuit.fuseMinimum.amperes) })
                    else { continue }
                    if let ceiling = circuit.fuseCeiling, !Tolerance.isAtMost(candidate, ceiling.maximum.amperes) { continue }
                    candidates.append((other, candidate))
                }
                if let lowest = candidates.map(\.rating).min(),
                    let expected = candidates.first(where: { Tolerance.isAtMost($0.rating, lowest * 1.25) })
                {
                    #expect(
                        expected.type == type && Tolerance.isAtMost(expected.rating, fuse.rating.amperes)
                            && Tolerance.isAtLeast(expected.rating, fuse.rating.amperes),
                        "\(circuit.name): \(type) \(fuse.rating.amperes) A, expected \(expected.type) \(expected.rating) A")
                }
                if candidates.contains(where: { $0.type != type && Tolerance.isAtLeast($0.rating, fuse.rating.amperes * 1.25) }) {
                    skippedHigher += 1
                }
                checked += 1
            }
        }
        // Most circuits get a fuse: the test checks something.
        #expect(checked > 10_000)
        // And other qualifying families were passed over for a rating a step or more higher
        // (264 circuits when the step rule was written).
        #expect(skippedHigher > 150)
    }
}
