import CableText
import Testing

@testable import CableCore

/// A DC-DC charger's input run fed from a bank of the file: its fuse sits on that bank's
/// terminals and must interrupt the bank's own fault level (``FaultLevel/mainFuse(of:standard:)``);
/// an installed `input.wire`/`input.fuse` and an array's `wire` are checked like a load's.
@Suite("DC-DC input fed from a bank of the file; installed input and array runs")
struct ChargerInputFaultTests {
    /// House LiFePO4 (4 × 3.2 V) and a start AGM, the Orion drawing from `feed`.
    static func system(
        feed: String?, startCCA: Double = 800, standard: SizingStandard = .defaultMethod, wire: ConductorSize? = nil,
        fuse: Double? = nil, hoursPerDay: Double = 0
    ) throws -> ElectricalSystem {
        var draft = SystemDraft(name: "E", nominalVoltage: .volts(12))
        draft.standard = standard
        draft.batteries = [
            try BatteryBank(
                name: "House", chemistry: .lifepo4, capacityAh: 200, voltage: .volts(12.8),
                arrangement: .init(series: 1, parallel: 1), length: .meters(1)),
            try BatteryBank(
                name: "Start", chemistry: .agm, capacityAh: 90, voltage: .volts(12), arrangement: .init(series: 1, parallel: 1),
                coldCrankingAmps: .amperes(startCCA), bus: .separate),
        ]
        draft.chargers = [
            try Charger(
                name: "Orion", kind: .dcdc, output: .current(.amperes(30)), hoursPerDay: hoursPerDay, length: .meters(1),
                input: try ChargerInput(length: .meters(4), feed: feed, wire: wire, fuse: fuse.map(Current.amperes)))
        ]
        return try draft.build()
    }

    static func input(_ report: SystemReport) throws -> CircuitReport {
        try #require(report.circuits.first { $0.kind == .chargerInput })
    }

    /// I_in = 30 A × 14.2 V (the house LiFePO4's charge voltage, 4 × 3.55 V; the start AGM off the
    /// house bus adds none) / (0.87 × 12 V) = 40.8046 A.
    static let inputCurrent = 30 * 14.2 / (0.87 * 12)

    /// The reviewer's e.json: an 800 CCA start AGM. ABYC E-11's main-device table (the
    /// project's ``ShortCircuitEstimate/abycMainRating(coldCranking:)``): 651–1 100 CCA → 3 000 A,
    /// the fault level the bank's own terminals carry (``FaultLevel/mainFuse(of:standard:)``). A
    /// MAXI blade (1 000 A) no longer qualifies.
    @Test func feedFromStartAGM800CCA_asksFor3000A_andNamesTheFeed() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(feed: "Start"))
        let input = try Self.input(report)
        expectClose(input.circuit.current.amperes, Self.inputCurrent)
        #expect(input.feed == "Start")
        #expect(input.faultCurrent == .amperes(3_000))
        #expect(input.requiredInterruptRating == .amperes(3_000))
        let fuse = try #require(input.fuse)
        let type = try #require(fuse.type)
        #expect(type.interruptRating.amperes >= 3_000)
        #expect(type != .maxi)
        // Floor 1.25 × 40.80 = 51.0 A: the next standard rating, 60 A.
        #expect(fuse.rating == .amperes(60))
        #expect(!report.warnings.contains(.inputFaultUnknown(charger: "Orion")))
    }

    /// Under ABYC the same row (main device, 800 CCA → 3 000 A) applies: the input fuse is on the
    /// start battery's terminals.
    @Test func feedFromStartAGM_underABYC_takesTheMainRow() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(feed: "Start", standard: .abyc))
        #expect(try Self.input(report).requiredInterruptRating == .amperes(3_000))
        // 1 200 CCA: the top row, 5 000 A.
        let bigger = try SystemAnalyzer.analyze(try Self.system(feed: "Start", startCCA: 1_200, standard: .abyc))
        #expect(try Self.input(bigger).requiredInterruptRating == .amperes(5_000))
    }

    /// A lithium feed bank: 100 Ah × 120 A/Ah = 12 kA estimated, above 10 kA, so ABYC E-11's
    /// 20 kA device: Class T.
    @Test func feedFromLithium100Ah_asksFor20kA_classT() throws {
        var draft = SystemDraft(name: "D", nominalVoltage: .volts(12))
        draft.batteries = [
            try BatteryBank(
                name: "House", chemistry: .lifepo4, capacityAh: 200, voltage: .volts(12.8),
                arrangement: .init(series: 1, parallel: 1)),
            try BatteryBank(
                name: "Aux", chemistry: .lifepo4, capacityAh: 100, voltage: .volts(12.8),
                arrangement: .init(series: 1, parallel: 1), bus: .separate),
        ]
        draft.chargers = [
            try Charger(
                name: "O2", kind: .dcdc, output: .current(.amperes(30)), length: .meters(1),
                input: try ChargerInput(length: .meters(5), feed: "Aux"))
        ]
        let input = try Self.input(try SystemAnalyzer.analyze(try draft.build()))
        expectClose(try #require(input.faultCurrent).amperes, 12_000)
        #expect(input.requiredInterruptRating == .amperes(20_000))
        #expect(input.fuse?.type == .classT)
    }

    /// A bank off the house bus is a source only: the input current is not in the house peak
    /// (no loads: 0 A) nor its energy in the budget, and the output still counts as charge:
    /// 30 A × 12 V × 2 h (a charger's output at its voltage, else the nominal).
    @Test func feedFromASeparateBank_staysOutOfThePeakAndTheBudget() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(feed: "Start", hoursPerDay: 2))
        #expect(report.totals.peakCurrent == .zero)
        #expect(!report.circuits.contains { $0.kind == .battery && $0.name == "Start" })
        #expect(report.totals.dailyEnergyWattHours == 0)
        expectClose(report.totals.dailyChargeWattHours, 30 * 12 * 2)
    }

    /// Without `input.feed` (a start battery outside the file): no fault current, no
    /// interrupting rating asked, the peak untouched, and a warning that says so.
    @Test func feedOutsideTheFile_faultUnknown_warned() throws {
        let report = try SystemAnalyzer.analyze(try Self.system(feed: nil, hoursPerDay: 2))
        let input = try Self.input(report)
        #expect(input.feed == nil)
        #expect(input.faultCurrent == nil)
        #expect(input.requiredInterruptRating == nil)
        #expect(report.totals.peakCurrent == .zero)
        #expect(report.totals.dailyEnergyWattHours == 0)
        #expect(report.warnings.contains(.inputFaultUnknown(charger: "Orion")))
        #expect(
            Words.english.text(SystemWarning.inputFaultUnknown(charger: "Orion"), units: .metric)
                == "DC-DC charger 'Orion' draws from a battery outside this file: the fault current at its input fuse is "
                + "unknown and the fuse's interrupting rating is not checked (add that battery and name it in input.feed)")
        #expect(
            Words(.de).text(SystemWarning.inputFaultUnknown(charger: "Orion"), units: .metric)
                == "DC-DC-Ladegerät 'Orion' wird aus einer Batterie außerhalb dieser Datei gespeist: der Kurzschlussstrom "
                + "an seiner Eingangssicherung ist unbekannt und das Schaltvermögen der Sicherung wird nicht geprüft "
                + "(diese Batterie hinzufügen und in input.feed nennen)")
    }

    /// The reviewer's d.json: O2 charges House (no `feed`: the first bank) and draws from House.
    @Test func feedIsTheChargedBank_isRefused() throws {
        var draft = SystemDraft(name: "D", nominalVoltage: .volts(12))
        draft.batteries = [
            try BatteryBank(
                name: "House", chemistry: .lifepo4, capacityAh: 100, voltage: .volts(12.8),
                arrangement: .init(series: 1, parallel: 1))
        ]
        draft.chargers = [
            try Charger(
                name: "Orion", kind: .dcdc, output: .current(.amperes(30)), input: try ChargerInput(length: .meters(5))),
            try Charger(
                name: "O2", kind: .dcdc, output: .current(.amperes(30)),
                input: try ChargerInput(length: .meters(5), feed: "house")),
        ]
        expectThrows(
            Worded(
                field: "chargers[1].input.feed",
                rule: "must name another bank than 'House', the one the charger charges: a DC-DC charger draws from a "
                    + "second battery",
                actual: "'house'")
        ) { _ = try draft.build() }
        #expect(
            Words(.fr).text(ValidationError.Rule.inputFeedNotChargedBank(bank: "House"))
                == "doit nommer un autre parc que 'House', celui que le chargeur charge : un chargeur DC-DC est alimenté "
                + "par une seconde batterie")
    }

    /// An installed input wire is checked like a load's: 4 mm² over 4 m at 40.80 A. Its ampacity
    /// (well under 42 A for 4 mm² at 105 °C in free air) and its drop both fail; a 100 A fuse on it
    /// is above its ceiling.
    @Test func installedInputWireAndFuse_areCheckedLikeALoads() throws {
        let report = try SystemAnalyzer.analyze(
            try Self.system(feed: "Start", wire: try ConductorSize.parse("4mm2", field: "wire", units: .metric), fuse: 100))
        let input = try Self.input(report)
        #expect(input.wireFromFile)
        #expect(input.analysis?.size == (try ConductorSize.parse("4mm2", field: "wire", units: .metric)))
        let rules = report.violations.filter { $0.circuit == "Orion" }.map(\.rule)
        #expect(rules.contains(.voltageDrop))
        #expect(rules.contains(.fuseAboveAmpacity))
        // A 40 A fuse is below the floor 1.25 × 40.80 = 51.0 A.
        let low = try SystemAnalyzer.analyze(
            try Self.system(feed: "Start", wire: try ConductorSize.parse("16mm2", field: "wire", units: .metric), fuse: 40))
        #expect(low.violations.contains { $0.circuit == "Orion" && $0.rule == .fuseBelowCurrent })
        // A 60 A fuse on 16 mm² named by rating: some family makes 60 A and interrupts 3 000 A.
        let good = try SystemAnalyzer.analyze(
            try Self.system(feed: "Start", wire: try ConductorSize.parse("16mm2", field: "wire", units: .metric), fuse: 60))
        #expect(!good.violations.contains { $0.circuit == "Orion" })
    }

    /// An installed array wire: the van-sized roof array (4 × Renogy 100 W in parallel, Isc 5.21
    /// A): the conductor must carry 1.5625 × 5.21 × 4 = 32.5625 A (NEC 690.8(B)(1)); 1.5 mm²
    /// does not, so `ampacity` with that current; 10 mm² passes.
    @Test func installedArrayWire_isCheckedAt156PercentOfIsc() throws {
        func report(_ wire: String) throws -> SystemReport {
            var draft = SystemDraft(name: "PV", nominalVoltage: .volts(12))
            draft.chargers = [
                try Charger(
                    name: "MPPT", kind: .solar, output: .current(.amperes(30)), maxInputVoltage: .volts(100),
                    maxInputCurrent: .amperes(35))
            ]
            draft.arrays = [
                try SolarArray(
                    name: "Roof", charger: "MPPT", module: try SolarSourceTests.renogy100(), series: 1, parallel: 4,
                    length: .meters(5), wire: try ConductorSize.parse(wire, field: "wire", units: .metric))
            ]
            return try SystemAnalyzer.analyze(try draft.build())
        }
        let thin = try report("1.5mm2")
        let ampacity = try #require(thin.violations.first { $0.circuit == "Roof" && $0.rule == .ampacity })
        expectClose(try #require(ampacity.actual), 1.5625 * 5.21 * 4)
        let run = try #require(thin.circuits.first { $0.kind == .array })
        #expect(run.wireFromFile)
        #expect(run.fuse == nil)
        let thick = try report("10mm2")
        #expect(!thick.violations.contains { $0.circuit == "Roof" && ($0.rule == .ampacity || $0.rule == .voltageDrop) })
    }
}
