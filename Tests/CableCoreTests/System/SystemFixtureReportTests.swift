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

    // Each limit is what the path leaves the segment (PathDrop; the split is worked by hand in
    // PathDropTests): a branch gets its device's limit less the drop above it. Hand checks:
    // House bank feed: max(261.28 A peak (22.33 A of DC loads + 2000 / (0.9 · 9.3) = 238.95 A),
    // 85 A of chargers), critical, 1 m at its 0.76809 % share: 0.017 · 2 · 261.28 / (12 · 0.0076809)
    // = 96.38 mm² → 120 mm² (450 A); drop 261.28 · 0.017 · 2 / 120 / 12 = 0.6169 %; 1.25 · 261.28 =
    // 326.6 A → 350 A Class T (the 280 Ah LiFePO4's 33.6 kA > 10 kA asks 20 kA).
    // Fault at the bus: R_bank = 12 / 33 600 = 0.357 mΩ, 120 mm² run 0.017 · 2 / 120 = 0.283 mΩ:
    // 12 / 0.640 mΩ = 18.7 kA → Class T for every fuse there. Through the fuse block's 16 mm² feeder
    // (0.017 · 3 / 16 = 3.19 mΩ, cold): 12 / 3.828 mΩ = 3.13 kA, so blade, MIDI and MEGA (1–2 kA) are
    // out: of ANL (6 kA, from 40 A) and Class T (20 kA, from 1 A), the lower rating at or above the
    // floor (FuseRule): Class T for every small branch.
    // Fridge 5 A over 4 m, limit 3 − 0.6169 − 0.5932 (feeder) = 1.7899 %: 0.017 · 8 · 5 / (12 ·
    // 0.017899) = 3.17 mm² → 4 mm² (45 A); drop 5 · 0.017 · 8 / 4 / 12 = 1.4167 %; floor 6.25 A:
    // 10 A Class T (not a 40 A ANL). Water pump 7 A: floor 8.75 A, 10 A Class T.
    // USB 5 A over 3 m: 2.37 mm² → 2.5 mm² (35 A): a 10 A Class T.
    // Diesel heater (critical, 2 % − 1.2101 % = 0.7899 %): 3.33 A over 2 m → 2.39 mm² → 2.5 mm²; its
    // 12.5 A for 180 s asks at least a 15 A fuse: 15 A Class T.
    // Chargers are charging circuits: 2 % − 0.6169 % = 1.3831 %; solar 30 A over 5 m: 0.017 · 10 · 30
    // / (12 · 0.013831) = 30.7 mm² → 35 mm². Inverter 238.95 A over 1.5 m: 70 mm² (330 A) for a
    // 300 A Class T (≥ 298.7 A).
    // Every fuse is rated 32 V or more, above the bank's 4 × 3.55 V = 14.2 V.
    static let vanRows: [Row] = [
        Row(
            .load, "Fridge", limit: 1.7898550959113235, amperes: 5, conductor: "4 mm²",
            dropPercent: 1.4166666666666667, lossWatts: 0.8500000000000001, ampacity: 45, fuse: 10, .classT,
            .voltageDrop),
        Row(
            .load, "LED lights", limit: 1.7898550959113235, amperes: 2, conductor: "2.5 mm²",
            dropPercent: 1.36, lossWatts: 0.3264, ampacity: 35, fuse: 3, .classT,
            .voltageDrop),
        Row(
            .load, "Water pump", limit: 1.7898550959113235, amperes: 7, conductor: "4 mm²",
            dropPercent: 1.4875, lossWatts: 1.2495, ampacity: 45, fuse: 10, .classT,
            .voltageDrop),
        Row(
            .load, "Diesel heater", limit: 0.7898550959113235, amperes: 3.3333333333333335, conductor: "2.5 mm²",
            dropPercent: 0.7555555555555555, lossWatts: 0.3022222222222223, ampacity: 35, fuse: 15, .classT,
            .voltageDrop),
        Row(
            .load, "USB sockets", limit: 1.7898550959113235, amperes: 5, conductor: "2.5 mm²",
            dropPercent: 1.7000000000000002, lossWatts: 1.02, ampacity: 35, fuse: 10, .classT,
            .voltageDrop),
        Row(
            .inverter, "Inverter 2 kW", limit: 2.38308426257799, amperes: 238.9486260454002, conductor: "70 mm²",
            dropPercent: 1.4507595152756443, lossWatts: 41.598839147688714, ampacity: 330, fuse: 300, .classT,
            .ampacity),
        Row(
            .charger, "Solar MPPT", limit: 1.3830842625779902, amperes: 30, conductor: "35 mm²",
            dropPercent: 1.2142857142857144, lossWatts: 4.371428571428572, ampacity: 210, fuse: 40, .classT,
            .voltageDrop),
        Row(
            .charger, "DC-DC charger", limit: 1.3830842625779902, amperes: 30, conductor: "10 mm²",
            dropPercent: 0.8500000000000001, lossWatts: 3.06, ampacity: 90, fuse: 40, .classT,
            .voltageDrop),
        Row(
            .charger, "Shore charger", limit: 1.3830842625779902, amperes: 25, conductor: "6 mm²",
            dropPercent: 1.1805555555555556, lossWatts: 3.5416666666666665, ampacity: 60, fuse: 35, .classT,
            .voltageDrop),
        Row(
            .panel, "Fuse block", limit: 0.8808561809861641, amperes: 22.333333333333332, conductor: "16 mm²",
            // The feeder's fuse carries its 22.33 A and the heater's glow plug above its running
            // current, 12.5 − 3.33 = 9.17 A, for 180 s: 31.5 A; Class T is held to its rating → 35 A
            // (1.25 × 22.33 = 27.92 A alone would take 30 A).
            dropPercent: 0.5932291666666667, lossWatts: 1.5898541666666666, ampacity: 130, fuse: 35, .classT,
            .voltageDrop),
        Row(
            .battery, "House bank", limit: 0.7680909730887946, amperes: 261.2819593787335, conductor: "120 mm²",
            dropPercent: 0.6169157374220098, lossWatts: 19.342674317423878, ampacity: 450, fuse: 350, .classT,
            .voltageDrop),
    ]

    /// The one warning of a sample whose inverter gives a surge power without `surgeSeconds`.
    static func expectSurgeWithoutDuration(_ warnings: [SystemWarning], inverter: String, amperes: Double) throws {
        #expect(warnings.count == 1)
        guard case .surgeWithoutDuration(let kind, let name, let surge) = try #require(warnings.first) else {
            Issue.record("expected a surgeWithoutDuration warning, got \(warnings)")
            return
        }
        #expect(kind == .inverter)
        #expect(name == inverter)
        expectClose(surge.amperes, amperes)
    }

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
        // The inverter's 4000 W surge has no duration: shown, not checked against its fuse.
        try Self.expectSurgeWithoutDuration(report.warnings, inverter: "Inverter 2 kW", amperes: 4000 / (0.9 * 9.3))
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

    // Each limit is what the path leaves the segment (PathDrop): the bank's 4 AWG run (6 ft, 105 A,
    // 1.2862 %) leaves the critical loads 3 − 1.2862 = 1.7138 %, the windlass (10 %) 8.7138 %, and
    // the chargers (charging circuits: the critical 3 %) 1.7138 %.
    // The 2 × 2 AGM bank without a CCA is estimated at 14 CCA/Ah · 440 Ah = 6160 CCA, beyond ABYC's
    // table: 20 kA, so its main fuse is a 150 A Class T. At the bus: R_bank = 24 / 20 000 = 1.2 mΩ,
    // the 4 AWG run 0.017 · 3.6576 / 21.151 = 2.94 mΩ: 24 / 4.14 mΩ = 5.80 kA, so blade, MIDI and
    // MEGA are out; of ANL (6 kA, from 40 A) and Class T, the lower rating at or above the floor,
    // ANL on a tie (listed first): Autopilot 6 A → 10 A Class T, bilge pump aft 4 A → 6 A Class T,
    // solar 15 A → 20 A Class T; shore 30 A (floor 37.5 A) → 40 A ANL.
    // Windlass 80 A over 40 ft = 12.192 m at 8.7138 %: 0.017 · 24.384 · 80 / (24 · 0.087138) =
    // 15.86 mm² → 4 AWG (21.15 mm²); drop 6.533 %; 100 A ANL.
    // Alternator 60 A over 8 ft at 1.7138 %: 0.017 · 4.8768 · 60 / (24 · 0.017138) = 12.09 mm² →
    // 6 AWG (13.30 mm², 102 A): drop 1.558 %, 80 A ANL.
    // Chart plotter 0.833 A: the drop allows 18 AWG, but a separately run conductor is at least
    // 16 AWG (33 CFR 183.425(e)). Every fuse is rated 32 V, above 2 × 6 × 2.45 V = 29.4 V.
    static let sailboatRows: [Row] = [
        Row(
            .load, "Anchor windlass", limit: 8.713826118785038, amperes: 80, conductor: "4 AWG",
            dropPercent: 6.53294669823473, lossWatts: 125.4325766061068, ampacity: 160, fuse: 100, .anl,
            .voltageDrop),
        Row(
            .load, "Autopilot", limit: 1.7138261187850377, amperes: 6, conductor: "10 AWG",
            dropPercent: 1.4773182062118784, lossWatts: 2.1273382169451045, ampacity: 60, fuse: 10, .classT,
            .voltageDrop),
        Row(
            .load, "Navigation lights", limit: 1.7138261187850377, amperes: 1.0416666666666667, conductor: "14 AWG",
            dropPercent: 1.080758322367744, lossWatts: 0.270189580591936, ampacity: 35, fuse: 3, .classT,
            .voltageDrop),
        Row(
            .load, "Bilge pump forward", limit: 1.7138261187850377, amperes: 4, conductor: "14 AWG",
            dropPercent: 1.6600447831568543, lossWatts: 1.5936429918305803, ampacity: 35, fuse: 6, .classT,
            .voltageDrop),
        Row(
            .load, "Bilge pump aft", limit: 1.7138261187850377, amperes: 4, conductor: "12 AWG",
            dropPercent: 1.305015533454984, lossWatts: 1.2528149121167846, ampacity: 45, fuse: 6, .classT,
            .voltageDrop),
        Row(
            .load, "Chart plotter", limit: 1.7138261187850377, amperes: 0.8333333333333334, conductor: "16 AWG",
            dropPercent: 0.4124335309979234, lossWatts: 0.08248670619958469, ampacity: 25, fuse: 3, .classT,
            .minimumSize),
        Row(
            .charger, "Alternator", limit: 1.7138261187850377, amperes: 60, conductor: "6 AWG",
            dropPercent: 1.558168821609916, lossWatts: 22.43763103118279, ampacity: 102, fuse: 80, .anl,
            .voltageDrop),
        Row(
            .charger, "Solar arch", limit: 1.7138261187850377, amperes: 15, conductor: "8 AWG",
            dropPercent: 1.161368191101498, lossWatts: 4.180925487965393, ampacity: 80, fuse: 20, .classT,
            .voltageDrop),
        Row(
            .charger, "Shore charger", limit: 1.7138261187850377, amperes: 30, conductor: "10 AWG",
            dropPercent: 1.4773182062118784, lossWatts: 10.636691084725523, ampacity: 60, fuse: 40, .anl,
            .voltageDrop),
        Row(
            .battery, "House bank", limit: 1.375493580984705, amperes: 105, conductor: "4 AWG",
            dropPercent: 1.2861738812149623, lossWatts: 32.41158180661705, ampacity: 160, fuse: 150, .classT,
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

    // Fuses and faults: the bank (2 × 51.2 V LiFePO4, 16 cells each) charges to 16 × 3.55 V = 56.8 V;
    // its 2 × 280 Ah · 120 A/Ah = 67.2 kA (R = 48 / 67 200 = 0.714 mΩ) through the 50 mm² run (0.017 ·
    // 3 / 50 = 1.02 mΩ, cold) is 48 / 1.734 mΩ = 27.7 kA at the bus: every fuse a Class T (20 kA).
    // Drops at ρ(30 °C) = 0.017 · 1.0393 = 0.0176681 Ω·mm²/m.
    // Inverter 5 kW at 93 % (0.9 at rated power) from the 37.2 V cut-off (0.775 · 48 V): 5000 / (0.9 · 37.2) = 149.34 A
    // over 2 m: ampacity (85 °C column) gives 35 mm² (185 A), but the fuse ≥ 186.68 A → 200 A Class T,
    // above 185 A, so 50 mm² (230 A). Drop 149.34 · 0.0176681 · 4 / 50 / 48 = 0.4256 %.
    // Router 15 W / 48 V = 0.3125 A: 0.75 mm² would carry it, but the minimum is 1 mm² (ISO 10133 7.7).
    // Solar array 4000 W / 48 V = 83.33 A over 15 m: 30.67 mm² → 35 mm²; Class T 110 A ≥ 104.17 A.
    // Bank feed: max(166.53 A peak (17.19 A of DC loads + 149.34 A), the chargers' 143.33 A) at its
    // 0.4014 % share: 50 mm² (230 A), drop 0.3571 %; 1.25 · 166.53 = 208.16 A → 225 A Class T.
    // Each limit is what the path leaves the segment (PathDrop; worked by hand in PathDropTests).
    static let cabinRows: [Row] = [
        Row(
            .load, "Well pump", limit: 2.6322155492318173, amperes: 15.625, conductor: "25 mm²",
            dropPercent: 1.840427083333333, lossWatts: 13.803203124999998, ampacity: 140, fuse: 20, .classT,
            .voltageDrop),
        Row(
            .load, "Lighting", limit: 2.6322155492318173, amperes: 1.25, conductor: "1 mm²",
            dropPercent: 2.3005338541666664, lossWatts: 1.3803203124999999, ampacity: 18, fuse: 3, .classT,
            .voltageDrop),
        Row(
            .load, "Router and modem", limit: 2.6322155492318173, amperes: 0.3125, conductor: "1 mm²",
            dropPercent: 0.23005338541666662, lossWatts: 0.0345080078125, ampacity: 18, fuse: 1, .classT,
            .minimumSize),
        Row(
            .inverter, "Inverter 5 kW", limit: 2.6322155492318173, amperes: 149.34289127837513, conductor: "50 mm²",
            dropPercent: 0.4397675228992432, lossWatts: 31.524553612848973, ampacity: 230, fuse: 200, .classT,
            .ampacity),
        Row(
            .charger, "Solar array", limit: 2.6322155492318173, amperes: 83.33333333333333, conductor: "35 mm²",
            dropPercent: 2.629181547619047, lossWatts: 105.16726190476189, ampacity: 185, fuse: 110, .classT,
            .voltageDrop),
        Row(
            .charger, "Backup generator", limit: 2.6322155492318173, amperes: 60, conductor: "25 mm²",
            dropPercent: 1.7668099999999995, lossWatts: 50.88412799999999, ampacity: 140, fuse: 80, .classT,
            .voltageDrop),
        Row(
            .battery, "Server-rack bank", limit: 0.4053999318612217, amperes: 166.53039127837513, conductor: "50 mm²",
            dropPercent: 0.3677844507681825, lossWatts: 29.39869847641331, ampacity: 230, fuse: 225, .classT,
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
        // (750 + 60 + 15) / 48 = 17.1875 A of DC loads + 5000 / (0.9 · 37.2) = 149.343 A.
        let inverter = 5000 / (0.9 * 37.2)
        expectClose(totals.peakCurrent.amperes, 825.0 / 48 + inverter)
        // Surge 10 kW: + 10000 / (0.9 · 37.2) − 144.525 = + 149.343 A.
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
        // The inverter's 10 kW surge has no duration: 10000 / (0.9 × 37.2) = 298.69 A, not checked.
        try Self.expectSurgeWithoutDuration(report.warnings, inverter: "Inverter 5 kW", amperes: 10000 / (0.9 * 37.2))
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
