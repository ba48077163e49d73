import Foundation
import Testing

@testable import CableCore

/// The three sample systems in Fixtures/systems, analysed and checked circuit by circuit and in
/// their totals against values worked out by hand from the published formulas:
///
/// - current I = quantity × (current, or power / voltage); copper ρ(T) = 0.017 · (1 + 0.00393 · (T − 20));
/// - required area = ρ · 2L · I / (V · limit / 100); the size is the smallest in the series that meets
///   the drop and whose ampacity (insulation column = highest ≤ the rating) carries I;
/// - drop % = 100 · I · ρ · 2L / (A · V); loss = I² · ρ · 2L / A;
/// - the size is at least 1 mm² or 16 AWG (a separately run conductor);
/// - fuse = the first family, rated for the charge voltage and (for a bank's main fuse) its fault
///   current, with a standard rating ≥ 1.25 · I and ≤ the ampacity, else the next size up.
@Suite("SystemAnalyzer: the sample systems against hand computation")
struct SystemFixtureReportTests {
    /// One circuit as worked out by hand.
    struct Row: CustomTestStringConvertible, Sendable {
        let kind: CircuitReport.Kind
        let name: String
        let limit: Double
        let amperes: Double
        let conductor: String
        let dropPercent: Double
        let lossWatts: Double
        let ampacity: Double
        let fuse: Double
        let fuseType: FuseType
        let limitedBy: LimitingFactor
        var testDescription: String { "\(kind.rawValue) \(name)" }

        init(
            _ kind: CircuitReport.Kind, _ name: String, limit: Double, amperes: Double, conductor: String, dropPercent: Double,
            lossWatts: Double, ampacity: Double, fuse: Double, _ fuseType: FuseType, _ limitedBy: LimitingFactor
        ) {
            self.kind = kind
            self.name = name
            self.limit = limit
            self.amperes = amperes
            self.conductor = conductor
            self.dropPercent = dropPercent
            self.lossWatts = lossWatts
            self.ampacity = ampacity
            self.fuse = fuse
            self.fuseType = fuseType
            self.limitedBy = limitedBy
        }
    }

    static func expect(_ row: Row, in report: SystemReport, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let circuit = try #require(
            report.circuits.first { $0.kind == row.kind && $0.name == row.name }, "no \(row.kind) '\(row.name)'",
            sourceLocation: sourceLocation)
        expectClose(circuit.circuit.current.amperes, row.amperes, "current", sourceLocation: sourceLocation)
        #expect(circuit.maxDropPercent == row.limit, "drop limit", sourceLocation: sourceLocation)
        let analysis = try #require(circuit.analysis, "no conductor for \(row.name)", sourceLocation: sourceLocation)
        #expect(analysis.size.label == row.conductor, sourceLocation: sourceLocation)
        expectClose(analysis.voltageDropPercent, row.dropPercent, "drop %", sourceLocation: sourceLocation)
        expectClose(analysis.powerLoss.watts, row.lossWatts, "loss", sourceLocation: sourceLocation)
        let ampacity = try #require(analysis.ampacity, sourceLocation: sourceLocation)
        expectClose(ampacity.current.amperes, row.ampacity, "ampacity", sourceLocation: sourceLocation)
        #expect(
            circuit.fuse == FuseChoice(rating: .amperes(row.fuse), type: row.fuseType, fromFile: false),
            sourceLocation: sourceLocation)
        #expect(circuit.limitedBy == row.limitedBy, sourceLocation: sourceLocation)
        #expect(!circuit.wireFromFile, sourceLocation: sourceLocation)
        #expect(circuit.problem == nil, sourceLocation: sourceLocation)
    }

    // MARK: - Camper van: 12 V, metric, 3 % (critical 2 %), 105 °C insulation, 20 °C

    // Fridge 60 W / 12 V = 5 A over 4 m: area ≥ 0.017 · 8 · 5 / 0.36 = 1.889 → 2.5 mm² (35 A);
    // drop 5 · 0.017 · 8 / 2.5 = 0.272 V = 2.267 %; fuse ≥ 6.25 A → 10 A Class T: every fuse at the
    // bus sees the 33.6 kA bank through the 70 mm² feed (0.017 · 2 / 70 = 0.486 mΩ; 12 / (0.357 +
    // 0.486) mΩ = 14.2 kA > 10 kA), so only the 20 kA Class T qualifies (no 7.5 A Class T).
    // Inverter 2000 W at 90 % from a 10.5 V cut-off (0.875 · 12 V): 2000 / (0.9 · 10.5) = 211.64 A over
    // 1.5 m (NEC 690.8(A)(4)): drop needs 0.017 · 3 · 211.64 / 0.36 = 29.98 mm² → 35 mm², which carries
    // 210 A < 211.64 A, so 50 mm² (270 A); no fuse in 264.55…270 A; 70 mm² (330 A) takes a 300 A Class T.
    // Drop 211.64 · 0.017 · 3 / 70 = 0.1542 V = 1.285 %; loss 211.64 · 0.1542 = 32.63 W.
    // House bank feed: max(233.97 A peak (22.33 A of DC loads + 211.64 A), 85 A of chargers) at 2 %, 1 m:
    // 33.15 mm² → 35 mm² (210 A) → 50 mm² (270 A); the 280 Ah LiFePO4 bank's fault current,
    // 120 A/Ah · 280 Ah = 33.6 kA > 10 kA, asks 20 kA: Class T alone; no Class T in 292.47…270 A, so
    // 70 mm² (330 A) with 300 A.
    // Every fuse is rated 32 V or more, above the bank's 4 × 3.65 V = 14.6 V.
    // Under the path rule (PathDrop) each limit is the segment's share of its path; the split is
    // worked by hand in PathDropTests, these figures are the sizes it gives.
    static let vanRows: [Row] = [
        Row(
            .load, "Fridge", limit: 3, amperes: 5, conductor: "2.5 mm²", dropPercent: 2.266666666666667, lossWatts: 1.36,
            ampacity: 35, fuse: 10, .classT, .voltageDrop),
        Row(
            .load, "LED lights", limit: 3, amperes: 2, conductor: "1.5 mm²", dropPercent: 2.266666666666667, lossWatts: 0.544,
            ampacity: 25, fuse: 3, .classT, .voltageDrop),
        Row(
            .load, "Water pump", limit: 3, amperes: 7, conductor: "2.5 mm²", dropPercent: 2.3800000000000003, lossWatts: 1.9992,
            ampacity: 35, fuse: 10, .classT, .voltageDrop),
        Row(
            .load, "Diesel heater", limit: 2, amperes: 3.3333333333333335, conductor: "1 mm²", dropPercent: 1.888888888888889,
            lossWatts: 0.7555555555555558, ampacity: 20, fuse: 6, .classT, .voltageDrop),
        Row(
            .load, "USB sockets", limit: 3, amperes: 5, conductor: "1.5 mm²", dropPercent: 2.8333333333333335,
            lossWatts: 1.7000000000000002, ampacity: 25, fuse: 10, .classT, .voltageDrop),
        Row(
            .inverter, "Inverter 2 kW", limit: 3, amperes: 211.64021164021162, conductor: "70 mm²",
            dropPercent: 1.2849584278155706, lossWatts: 32.633864833411316, ampacity: 330, fuse: 300, .classT, .ampacity),
        Row(
            .charger, "Solar MPPT", limit: 3, amperes: 30, conductor: "16 mm²", dropPercent: 2.6562500000000004,
            // 40 A: a blade holder takes up to 6 mm², not 16 mm² (FuseType.maximumConductorArea): MAXI.
            lossWatts: 9.5625, ampacity: 130, fuse: 40, .classT, .voltageDrop),
        Row(
            .charger, "DC-DC charger", limit: 3, amperes: 30, conductor: "4 mm²", dropPercent: 2.125, lossWatts: 7.65,
            ampacity: 45, fuse: 40, .classT, .voltageDrop),
        Row(
            .charger, "Shore charger", limit: 3, amperes: 25, conductor: "2.5 mm²", dropPercent: 2.8333333333333335,
            lossWatts: 8.5, ampacity: 35, fuse: 35, .classT, .voltageDrop),
        Row(
            .panel, "Fuse block", limit: 0.6629712156126746, amperes: 22.333333333333332, conductor: "16 mm²",
            dropPercent: 0.5932291666666667, lossWatts: 1.5898541666666666, ampacity: 130, fuse: 30, .maxi,
            .voltageDrop),
        Row(
            .battery, "House bank", limit: 1.0987374794463907, amperes: 233.97354497354496, conductor: "70 mm²",
            dropPercent: 0.9470357772738726, lossWatts: 26.589758163065344, ampacity: 330, fuse: 300, .classT,
            .voltageDrop),
    ]

    @Test(arguments: vanRows)
    func van_circuit_matchesHandComputation(_ row: Row) throws {
        try Self.expect(row, in: try SystemFixtures.report("van"))
    }

    @Test func van_totals_matchHandComputation() throws {
        let report = try SystemFixtures.report("van")
        let totals = report.totals
        #expect(report.series == .metric)
        // DC loads 5 + 2 + 7 + 3.333 + 5 = 22.333 A, plus the inverter's 2000 / (0.9 · 9.3) = 238.95 A.
        let inverter = 2000 / (0.9 * 9.3)
        expectClose(totals.peakCurrent.amperes, 22 + 1.0 / 3 + inverter)
        // Surge: the inverter at 4000 W instead, + 4000 / 8.37 − 238.95 = + 238.95 A.
        expectClose(totals.surgeCurrent.amperes, 22 + 1.0 / 3 + 4000 / 8.37)
        // DC 60·10 + 24·4 + 84·0.25 + 40·8 + 60·3 = 1217 Wh; AC (1000·0.25 + 65·2) / 0.9 = 422.22 Wh;
        // idle 8 W · 24 h = 192 Wh: 1831.22 Wh, / 12 V = 152.60 Ah.
        let daily = 1217 + 380 / 0.9 + 192
        expectClose(totals.dailyEnergyWattHours, daily)
        expectClose(totals.dailyAmpereHours, daily / 12)
        // 12 · 30 · 0.75 · 5 + 12 · 30 · 1.5 + 12 · 25 · 0 = 1890 Wh; stored at LiFePO4's 98 %: 1852.2 Wh.
        expectClose(totals.dailyChargeWattHours, 1890)
        expectClose(try #require(totals.dailyChargeStoredWattHours), 1852.2)
        // 280 Ah · 12.8 V = 3584 Wh. Peukert per load, I₂₀ = 280 / 20 = 14 A: only the coffee maker's
        // 1000 / (0.9 · 12) = 92.59 A is above it, so its 277.78 Wh count (92.59 / 14)^0.05 = 1.0990 times:
        // F = 1831.22 / (1831.22 − 277.78 + 277.78 · 1.0990) = 0.98520; usable 3584 · 0.8 · F = 2824.75 Wh.
        expectClose(totals.bankNominalEnergyWattHours, 3584)
        let coffee = 1000 * 0.25 / 0.9
        let factor = daily / (daily - coffee + coffee * pow(1000 / (0.9 * 12) / 14, 0.05))
        expectClose(totals.usableEnergyWattHours, 3584 * 0.8 * factor)
        expectClose(try #require(totals.autonomyDays), 3584 * 0.8 * factor / daily)
        // Charge power 12 · (30 · 0.75 + 30 + 25) = 930 W; 85 A ≤ 0.5 C = 140 A; LiFePO4 bulk only:
        // 3584 · 0.8 / 0.98 / 930 = 3.146 h.
        expectClose(try #require(totals.rechargeHours), 3584 * 0.8 / 0.98 / 930)
        #expect(totals.rechargeAbsorptionHours == 0)
        expectClose(try #require(totals.maxDischargeCurrent).amperes, 280)
        #expect(report.warnings.isEmpty)
        #expect(report.violations.isEmpty)
        #expect(report.isOK)
    }

    @Test func van_circuits_comeInFileOrder_loadsThenInvertersThenChargersThenBanks() throws {
        let report = try SystemFixtures.report("van")
        #expect(
            report.circuits.map(\.name) == [
                "Fridge", "LED lights", "Water pump", "Diesel heater", "USB sockets", "Inverter 2 kW", "Solar MPPT",
                "DC-DC charger", "Shore charger", "Fuse block", "House bank",
            ])
        // The heater, the three chargers' runs (charging circuits) and the bank's feed; the fuse
        // block's feeder is not critical (its budget comes from the paths through it).
        #expect(
            report.circuits.map(\.critical) == [false, false, false, true, false, false, true, true, true, false, true])
        // The conductor path is twice the one-way run.
        #expect(report.circuits.allSatisfy { $0.circuit.conductorLength.meters == 2 * $0.circuit.length.meters })
    }

    // MARK: - Sailboat: 24 V, AWG, 10 % (critical 3 %), lengths in feet

    // Anchor windlass 80 A over 40 ft = 12.192 m at 10 %: area ≥ 0.017 · 24.384 · 80 / 2.4 = 13.82 mm²;
    // 6 AWG is 13.30 mm², so 4 AWG (21.15 mm², 160 A); drop 6.533 %; fuse ≥ 100 A → 100 A ANL.
    // Every fuse at the bus sees the bank's 5 kA (ABYC's table, taken as its prospective current:
    // R = 24 / 5000 = 4.8 mΩ) through the 4 AWG feed, 12 ft out and back: about 3.1 kA, so blade,
    // MAXI, MIDI and MEGA (1–2 kA) are out; ANL (6 kA) where it makes a rating in the window, else
    // Class T (3 A and 6 A: ANL starts at 40 A, above 16 AWG's ceiling).
    // Chart plotter 20 W / 24 V = 0.833 A and navigation lights 25 W / 24 V = 1.042 A: the drop allows
    // 20 and 18 AWG, but a separately run conductor is at least 16 AWG (33 CFR 183.425(e)).
    // Alternator 60 A: drop allows 12 AWG, ampacity needs 10 AWG (60 A), no fuse in 75…60 A → 8 AWG, 80 A ANL.
    // House bank feed: the chargers' 60 + 15 + 30 = 105 A, above the 97.125 A peak, at 3 % over 6 ft:
    // 9.07 mm² → 6 AWG (120 A); the 2 × 2 AGM bank (4.4 · 440 = 1936 CCA > 1100) needs 5 kA (ABYC
    // E-11), so MIDI and MEGA (2 kA) are out and ANL (6 kA) is first; no ANL in 131.25…120 A → 4 AWG
    // (160 A) with a 150 A ANL. Every fuse is rated 32 V, above 2 × 6 × 2.45 V = 29.4 V.
    // Under the path rule (PathDrop) each limit is the segment's share of its path; the split is
    // worked by hand in PathDropTests, these figures are the sizes it gives.
    static let sailboatRows: [Row] = [
        Row(
            .load, "Anchor windlass", limit: 10, amperes: 80, conductor: "4 AWG", dropPercent: 6.53294669823473,
            lossWatts: 125.4325766061068, ampacity: 160, fuse: 100, .anl, .voltageDrop),
        Row(
            .load, "Autopilot", limit: 3, amperes: 6, conductor: "12 AWG", dropPercent: 2.349027960218971,
            lossWatts: 3.3826002627153184, ampacity: 45, fuse: 40, .anl, .voltageDrop),
        Row(
            .load, "Navigation lights", limit: 3, amperes: 1.0416666666666667, conductor: "16 AWG",
            dropPercent: 1.7184730458246806, lossWatts: 0.42961826145617027, ampacity: 25, fuse: 3, .classT, .minimumSize),
        Row(
            .load, "Bilge pump forward", limit: 3, amperes: 4, conductor: "16 AWG", dropPercent: 2.6395745983867096,
            lossWatts: 2.5339916144512413, ampacity: 25, fuse: 6, .classT, .voltageDrop),
        Row(
            .load, "Bilge pump aft", limit: 3, amperes: 4, conductor: "14 AWG", dropPercent: 2.075055978946068,
            lossWatts: 1.9920537397882254, ampacity: 35, fuse: 6, .classT, .voltageDrop),
        Row(
            .load, "Chart plotter", limit: 3, amperes: 0.8333333333333334, conductor: "16 AWG", dropPercent: 0.4124335309979234,
            lossWatts: 0.08248670619958469, ampacity: 25, fuse: 3, .classT, .minimumSize),
        Row(
            .charger, "Alternator", limit: 10, amperes: 60, conductor: "8 AWG", dropPercent: 2.477585474349863,
            lossWatts: 35.677230830638024, ampacity: 80, fuse: 80, .anl, .ampacity),
        Row(
            .charger, "Solar arch", limit: 10, amperes: 15, conductor: "16 AWG", dropPercent: 7.4238035579626205,
            lossWatts: 26.725692808665436, ampacity: 25, fuse: 20, .classT, .voltageDrop),
        Row(
            .charger, "Shore charger", limit: 10, amperes: 30, conductor: "12 AWG", dropPercent: 2.349027960218972,
            lossWatts: 16.913001313576597, ampacity: 45, fuse: 40, .anl, .ampacity),
        Row(
            .battery, "House bank", limit: 1.375493580984705, amperes: 105, conductor: "4 AWG",
            dropPercent: 1.2861738812149623, lossWatts: 32.41158180661705, ampacity: 160, fuse: 150, .anl,
            .voltageDrop),
    ]

    @Test(arguments: sailboatRows)
    func sailboat_circuit_matchesHandComputation(_ row: Row) throws {
        try Self.expect(row, in: try SystemFixtures.report("sailboat"))
    }

    @Test func sailboat_givenWireAndFuse_areCheckedNotChosen() throws {
        let report = try SystemFixtures.report("sailboat")
        let lights = try #require(report.circuits.first { $0.name == "Cabin lights" })
        // 30 W / 24 V = 1.25 A on 16 AWG (1.3087 mm²) over 2 × 20 ft = 12.192 m:
        // drop 1.25 · 0.017 · 12.192 / 1.3087 = 0.19797 V = 0.8249 %.
        let analysis = try #require(lights.analysis)
        #expect(analysis.size == .awg(16))
        expectClose(analysis.voltageDropPercent, 0.8248670619958468)
        expectClose(analysis.powerLoss.watts, 0.24746011859875403)
        #expect(lights.maxDropPercent == 10)
        #expect(lights.wireFromFile)
        #expect(lights.limitedBy == nil)
        #expect(lights.fuse == FuseChoice(rating: .amperes(6), type: nil, fromFile: true))
    }

    @Test func sailboat_totals_matchHandComputation() throws {
        let report = try SystemFixtures.report("sailboat")
        let totals = report.totals
        #expect(report.series == .awg)
        // 80 + 6 + 25/24 + 4 + 4 + 20/24 + 30/24 = 97.125 A.
        expectClose(totals.peakCurrent.amperes, 97.125)
        // 24 · (80·0.05 + 6·6 + 1.0417·8 + 4·0.2 + 4·0.2 + 0.8333·8 + 1.25·4) = 1478.4 Wh = 61.6 Ah.
        expectClose(totals.dailyEnergyWattHours, 1478.4)
        expectClose(totals.dailyAmpereHours, 61.6)
        // 24 · (60 · 1 + 15 · 0.8 · 5) = 2880 Wh.
        expectClose(totals.dailyChargeWattHours, 2880)
        // Stored at AGM's 90 %: 2592 Wh.
        expectClose(try #require(totals.dailyChargeStoredWattHours), 2592)
        // 4 × 220 Ah × 12 V = 10560 Wh; AGM 50 %. Peukert per load, I₂₀ = 440 / 20 = 22 A: the windlass's
        // 80 A is above it, so its 24 · 80 · 0.05 = 96 Wh count (80 / 22)^0.25 = 1.3809 times (the 24 h
        // average, 2.57 A, would hide it): F = 1478.4 / (1478.4 − 96 + 96 · 1.3809) = 0.97586.
        let factor = 1478.4 / (1478.4 - 96 + 96 * pow(80.0 / 22, 0.25))
        expectClose(totals.bankNominalEnergyWattHours, 10560)
        expectClose(totals.usableEnergyWattHours, 5280 * factor)
        expectClose(try #require(totals.autonomyDays), 5280 * factor / 1478.4)
        // 24 · (60 + 15 · 0.8 + 30) = 2448 W; 105 A ≤ 0.3 C = 132 A; AGM 90 %. Bulk from 50 % to 80 %:
        // 10560 · 0.3 / 0.9 / 2448 = 1.438 h, then 8 h absorption (the top 20 %, 2346.7 Wh, would take
        // 0.96 h at full power): 9.438 h.
        expectClose(try #require(totals.rechargeHours), 10560 * 0.3 / 0.9 / 2448 + 8)
        expectClose(try #require(totals.rechargeAbsorptionHours), 8)
        // 0.5 C of 440 Ah.
        expectClose(try #require(totals.maxDischargeCurrent).amperes, 220)
        #expect(report.warnings.isEmpty)
        #expect(report.violations.isEmpty)
    }

    // MARK: - Off-grid cabin: 48 V, metric, 3 %, 90 °C insulation (reads the 85 °C column), 30 °C

    // ρ(30 °C) = 0.017 · 1.0393 = 0.0176681 Ω·mm²/m.
    // The bank (2 × 51.2 V LiFePO4, 16 cells each) charges to 16 × 3.65 V = 58.4 V: every 32 V family is
    // out and every fuse is a Class T (125 V).
    // Inverter 5 kW at 93 % from 42 V (0.875 · 48 V): 5000 / (0.93 · 42) = 128.01 A over 2 m: drop allows
    // 10 mm², ampacity (85 °C column) needs 25 mm² (140 A); no Class T in 160.0…140 A, so 35 mm² (185 A)
    // with a 175 A Class T. Drop 128.01 · 0.0176681 · 4 / 35 = 0.2585 V = 0.5385 %.
    // Router 15 W / 48 V = 0.3125 A: 0.75 mm² would carry it, but the minimum is 1 mm² (ISO 10133 7.7).
    // Solar array 4000 W / 48 V = 83.33 A over 15 m: 30.67 mm² → 35 mm²; Class T 110 A ≥ 104.17 A.
    // Bank feed: max(145.20 A peak (17.19 A of DC loads + 128.01 A), the chargers' 83.33 + 60 = 143.33 A)
    // at 3 %: 35 mm² (185 A) carries it; no Class T in 181.5…185 A (175 A, then 200 A), so 50 mm² (230 A)
    // with 200 A.
    // Under the path rule (PathDrop) each limit is the segment's share of its path; the split is
    // worked by hand in PathDropTests, these figures are the sizes it gives.
    static let cabinRows: [Row] = [
        Row(
            .load, "Well pump", limit: 2.679333498113879, amperes: 15.625, conductor: "25 mm²",
            dropPercent: 1.840427083333333, lossWatts: 13.803203124999998, ampacity: 140, fuse: 20, .classT,
            .voltageDrop),
        Row(
            .load, "Lighting", limit: 2.679333498113879, amperes: 1.25, conductor: "1 mm²",
            dropPercent: 2.3005338541666664, lossWatts: 1.3803203124999999, ampacity: 18, fuse: 3, .classT,
            .voltageDrop),
        Row(
            .load, "Router and modem", limit: 2.679333498113879, amperes: 0.3125, conductor: "1 mm²",
            dropPercent: 0.23005338541666662, lossWatts: 0.0345080078125, ampacity: 18, fuse: 1, .classT,
            .minimumSize),
        Row(
            .inverter, "Inverter 5 kW", limit: 2.679333498113879, amperes: 128.00819252432154, conductor: "35 mm²",
            dropPercent: 0.5384908443664203, lossWatts: 33.08699504555577, ampacity: 185, fuse: 175, .classT,
            .ampacity),
        Row(
            .charger, "Solar array", limit: 2.679333498113879, amperes: 83.33333333333333, conductor: "35 mm²",
            dropPercent: 2.629181547619047, lossWatts: 105.16726190476189, ampacity: 185, fuse: 110, .classT,
            .voltageDrop),
        Row(
            .charger, "Backup generator", limit: 2.679333498113879, amperes: 60, conductor: "25 mm²",
            dropPercent: 1.7668099999999995, lossWatts: 50.88412799999999, ampacity: 140, fuse: 80, .classT,
            .voltageDrop),
        Row(
            .battery, "Server-rack bank", limit: 0.3872425005680584, amperes: 145.19569252432154, conductor: "50 mm²",
            dropPercent: 0.32066650188612067, lossWatts: 22.348509509139337, ampacity: 230, fuse: 200, .classT,
            .voltageDrop),
    ]

    @Test(arguments: cabinRows)
    func cabin_circuit_matchesHandComputation(_ row: Row) throws {
        try Self.expect(row, in: try SystemFixtures.report("cabin"))
    }

    @Test func cabin_totals_matchHandComputation() throws {
        let report = try SystemFixtures.report("cabin")
        let totals = report.totals
        #expect(report.series == .metric)
        // (750 + 60 + 15) / 48 = 17.1875 A of DC loads + 5000 / (0.93 · 37.2) = 144.525 A.
        let inverter = 5000 / (0.93 * 37.2)
        expectClose(totals.peakCurrent.amperes, 825.0 / 48 + inverter)
        // Surge 10 kW: + 10000 / (0.93 · 37.2) − 144.525 = + 144.525 A.
        expectClose(totals.surgeCurrent.amperes, 825.0 / 48 + 2 * inverter)
        // DC 750·1 + 60·5 + 15·24 = 1410 Wh; AC 1500 · 3 / 0.93 = 4838.71 Wh; idle 30 · 24 = 720 Wh:
        // 6968.71 Wh = 145.18 Ah.
        let daily = 1410 + 4500 / 0.93 + 720
        expectClose(totals.dailyEnergyWattHours, daily)
        expectClose(totals.dailyAmpereHours, daily / 48)
        // 4000 · 0.8 · 5 = 16000 Wh (the generator runs 0 h); stored at 98 %: 15680 Wh.
        expectClose(totals.dailyChargeWattHours, 16000)
        expectClose(try #require(totals.dailyChargeStoredWattHours), 15680)
        // 2 × 280 Ah × 51.2 V = 28672 Wh; 80 %. Peukert per load, I₂₀ = 560 / 20 = 28 A: the AC loads draw
        // 1500 / (0.93 · 48) = 33.60 A, so their 4838.71 Wh count (33.60 / 28)^0.05 = 1.0092 times.
        let ac = 4500 / 0.93
        let factor = daily / (daily - ac + ac * pow(1500 / (0.93 * 48) / 28, 0.05))
        expectClose(totals.bankNominalEnergyWattHours, 28672)
        expectClose(totals.usableEnergyWattHours, 22937.6 * factor)
        expectClose(try #require(totals.autonomyDays), 22937.6 * factor / daily)
        // 4000 · 0.8 + 48 · 60 = 6080 W; 143.3 A ≤ 0.5 C = 280 A; LiFePO4 bulk at 98 %.
        expectClose(try #require(totals.rechargeHours), 22937.6 / (6080 * 0.98))
        expectClose(try #require(totals.maxDischargeCurrent).amperes, 560)
        #expect(report.warnings.isEmpty)
        #expect(report.violations.isEmpty)
    }

    // MARK: - Series override

    // The sailboat in metric (as `--units metric` asks): windlass 80 A needs 13.82 mm² → 16 mm² (130 A);
    // drop 80 · 0.017 · 24.384 / 16 = 2.0726 V = 8.636 %. Navigation lights 1.0417 A need 0.7497 mm²
    // → 0.75 mm² by drop, but a separately run conductor is at least 1 mm²: 2.2490 %.
    @Test func sailboat_inMetric_choosesIECSizes() throws {
        let report = try SystemFixtures.report("sailboat", units: .metric)
        #expect(report.series == .metric)
        let windlass = try #require(report.circuits.first { $0.name == "Anchor windlass" }?.analysis)
        #expect(windlass.size == .metric(16))
        expectClose(windlass.voltageDropPercent, 8.636)
        let lights = try #require(report.circuits.first { $0.name == "Navigation lights" }?.analysis)
        // 1 mm² would drop 2.9986 % · 0.75 = 2.249 %, over what its path leaves it; 1.5 mm²: 1.4993 %.
        #expect(lights.size == .metric(1.5))
        expectClose(lights.voltageDropPercent, 2.998611111111112 * 0.75 / 1.5)
        // The wire the file names stays AWG whatever the series.
        #expect(report.circuits.first { $0.name == "Cabin lights" }?.analysis?.size == .awg(16))
    }
}
