import Testing

@testable import CableCore

/// Hand-computed sizing cases: each expectation was worked out from the physics, not by
/// running the engine.
///
/// ρ(T) = ρ20 · (1 + α · (T − 20)), copper 0.017 Ω·mm²/m and α 0.00393/K, aluminium 0.0282 and
/// 0.00403/K. L_path = 2 × L unless the length is the round trip. Required area
/// A = ρ · L_path · I / (V · maxDrop / 100); the recommended size is the larger of the smallest
/// series size with area ≥ A and the smallest whose derated ampacity ≥ I, then upsized until
/// a standard fuse ≥ 1.25 × I fits under its ampacity. For that size R = ρ · L_path / A_size,
/// ΔV = I · R, drop % = 100 · ΔV / V, P_loss = I² · R, loss % = 100 · P_loss / (V · I).
///
/// Example, the first case: copper at 20 °C, 10 A at 12 V, 5 % → 0.6 V allowed. With
/// L = 2.5 · 0.6 / (0.017 · 2 · 10) = 4.41176… m the required area is exactly 2.5 mm², so
/// 2.5 mm² meets the limit: ΔV = 0.6 V, 5 %, P_loss = 10 A · 0.6 V = 6 W, fuse 12.5 A → 15 A.
@Suite("Sizer: hand-computed sizing table")
struct SizingTableTests {
    struct SizingInput: Sendable {
        var load: Circuit.Load
        var volts: Double
        var meters: Double
        var roundTrip = false
        var material: ConductorMaterial = .copper
        var celsius: Double = 20
        var series: WireSeries = .metric
        var maxDrop: Double = 5
        var conditions = InstallationConditions()
    }

    struct Expected: Sendable {
        var size: ConductorSize
        var limitedBy: LimitingFactor
        /// mm² for the drop limit alone.
        var requiredArea: Double
        var dropVolts: Double
        var dropPercent: Double
        var lossWatts: Double
        var lossPercent: Double
        var fuseAmps: Double?
        var upsizedFrom: ConductorSize? = nil
    }

    struct SizingCase: Sendable, CustomTestStringConvertible {
        let name: String
        let input: SizingInput
        let expected: Expected
        init(_ name: String, _ input: SizingInput, _ expected: Expected) {
            self.name = name
            self.input = input
            self.expected = expected
        }
        var testDescription: String { name }
    }

    static let cases: [SizingCase] = [
        SizingCase(
            "cu 20 °C 12V 10A one-way, area exactly 2.5 mm² at 5 %: 2.5 mm² meets the limit",
            SizingInput(load: .current(.amperes(10)), volts: 12, meters: 2.5 * 0.6 / (0.017 * 2 * 10)),
            Expected(
                size: .metric(2.5), limitedBy: .voltageDrop, requiredArea: 2.5, dropVolts: 0.6, dropPercent: 5, lossWatts: 6,
                lossPercent: 5, fuseAmps: 15)),
        SizingCase(
            "cu 20 °C 12V 10A round trip, area exactly 2.5 mm² at 5 %: 2.5 mm² meets the limit",
            SizingInput(load: .current(.amperes(10)), volts: 12, meters: 2 * 2.5 * 0.6 / (0.017 * 2 * 10), roundTrip: true),
            Expected(
                size: .metric(2.5), limitedBy: .voltageDrop, requiredArea: 2.5, dropVolts: 0.6, dropPercent: 5, lossWatts: 6,
                lossPercent: 5, fuseAmps: 15)),
        SizingCase(
            "cu 20 °C 12V 20A, drop and ampacity both need 1.5 mm²: tie goes to drop; 25 A fuse equals 25 A ampacity",
            SizingInput(load: .current(.amperes(20)), volts: 12, meters: 1.5 * 0.6 / (0.017 * 2 * 20)),
            Expected(
                size: .metric(1.5), limitedBy: .voltageDrop, requiredArea: 1.5, dropVolts: 0.6, dropPercent: 5, lossWatts: 12,
                lossPercent: 5, fuseAmps: 25)),
        SizingCase(
            "cu 20 °C 12V 5A 3m: 0.85 mm² needed, 1 mm² by drop",
            SizingInput(load: .current(.amperes(5)), volts: 12, meters: 3),
            Expected(
                size: .metric(1), limitedBy: .voltageDrop, requiredArea: 0.85, dropVolts: 0.51, dropPercent: 4.25,
                lossWatts: 2.55, lossPercent: 4.25, fuseAmps: 7.5)),
        SizingCase(
            "cu 20 °C 24V 10A 10m: 2.83 mm² needed, 4 mm² by drop",
            SizingInput(load: .current(.amperes(10)), volts: 24, meters: 10),
            Expected(
                size: .metric(4), limitedBy: .voltageDrop, requiredArea: 2.83333333333, dropVolts: 0.85,
                dropPercent: 3.54166666667, lossWatts: 8.5, lossPercent: 3.54166666667, fuseAmps: 15)),
        SizingCase(
            "cu 20 °C 48V 10A 10m: 1.42 mm² needed, 1.5 mm² by drop",
            SizingInput(load: .current(.amperes(10)), volts: 48, meters: 10),
            Expected(
                size: .metric(1.5), limitedBy: .voltageDrop, requiredArea: 1.41666666667, dropVolts: 2.26666666667,
                dropPercent: 4.72222222222, lossWatts: 22.6666666667, lossPercent: 4.72222222222, fuseAmps: 15)),
        SizingCase(
            "cu 60 °C 12V 15A 5m: 4.92 mm² needed, 6 mm² by drop",
            SizingInput(load: .current(.amperes(15)), volts: 12, meters: 5, celsius: 60),
            Expected(
                size: .metric(6), limitedBy: .voltageDrop, requiredArea: 4.9181, dropVolts: 0.49181, dropPercent: 4.09841666667,
                lossWatts: 7.37715, lossPercent: 4.09841666667, fuseAmps: 20)),
        SizingCase(
            "cu 90 °C 12V 15A 5m: 5.42 mm² needed, 6 mm² by drop",
            SizingInput(load: .current(.amperes(15)), volts: 12, meters: 5, celsius: 90),
            Expected(
                size: .metric(6), limitedBy: .voltageDrop, requiredArea: 5.419175, dropVolts: 0.5419175,
                dropPercent: 4.51597916667, lossWatts: 8.1287625, lossPercent: 4.51597916667, fuseAmps: 20)),
        SizingCase(
            "cu 90 °C 24V 50A 8m 3 %: 24.1 mm² needed, 25 mm² by drop",
            SizingInput(load: .current(.amperes(50)), volts: 24, meters: 8, celsius: 90, maxDrop: 3),
            Expected(
                size: .metric(25), limitedBy: .voltageDrop, requiredArea: 24.0852222222, dropVolts: 0.6936544,
                dropPercent: 2.89022666667, lossWatts: 34.68272, lossPercent: 2.89022666667, fuseAmps: 70)),
        SizingCase(
            "cu -20 °C 12V 10A 5m: cold copper needs 2.39 mm², 2.5 mm² by drop",
            SizingInput(load: .current(.amperes(10)), volts: 12, meters: 5, celsius: -20),
            Expected(
                size: .metric(2.5), limitedBy: .voltageDrop, requiredArea: 2.38793333333, dropVolts: 0.573104,
                dropPercent: 4.77586666667, lossWatts: 5.73104, lossPercent: 4.77586666667, fuseAmps: 15)),
        SizingCase(
            "cu 20 °C 12V 10A 10m at 10 %: 2.83 mm² needed, 4 mm² by drop",
            SizingInput(load: .current(.amperes(10)), volts: 12, meters: 10, maxDrop: 10),
            Expected(
                size: .metric(4), limitedBy: .voltageDrop, requiredArea: 2.83333333333, dropVolts: 0.85,
                dropPercent: 7.08333333333, lossWatts: 8.5, lossPercent: 7.08333333333, fuseAmps: 15)),
        SizingCase(
            "cu 20 °C 48V 25A 20m at 2 %: 17.7 mm² needed, 25 mm² by drop",
            SizingInput(load: .current(.amperes(25)), volts: 48, meters: 20, maxDrop: 2),
            Expected(
                size: .metric(25), limitedBy: .voltageDrop, requiredArea: 17.7083333333, dropVolts: 0.68,
                // Fuse ≥ 31.25 A on 25 mm²: beyond blade (6 mm²) and MAXI (16 mm²) holders: MIDI 40 A.
                dropPercent: 1.41666666667, lossWatts: 17, lossPercent: 1.41666666667, fuseAmps: 40)),
        SizingCase(
            "cu 20 °C 24V 200A 10m 3 %: 94.4 mm² needed, 95 mm² by drop, MEGA 250 A",
            SizingInput(load: .current(.amperes(200)), volts: 24, meters: 10, maxDrop: 3),
            Expected(
                size: .metric(95), limitedBy: .voltageDrop, requiredArea: 94.4444444444, dropVolts: 0.715789473684,
                dropPercent: 2.98245614035, lossWatts: 143.157894737, lossPercent: 2.98245614035, fuseAmps: 250)),
        SizingCase(
            "cu 20 °C 12V 150A 12m 3 %: 170 mm² needed, 185 mm² (rated as 150 mm²) by drop",
            SizingInput(load: .current(.amperes(150)), volts: 12, meters: 12, maxDrop: 3),
            Expected(
                size: .metric(185), limitedBy: .voltageDrop, requiredArea: 170, dropVolts: 0.330810810811,
                dropPercent: 2.75675675676, lossWatts: 49.6216216216, lossPercent: 2.75675675676, fuseAmps: 200)),
        SizingCase(
            "al 20 °C 12V 10A 5m: 4.7 mm² needed, 6 mm² by drop",
            SizingInput(load: .current(.amperes(10)), volts: 12, meters: 5, material: .aluminium),
            Expected(
                size: .metric(6), limitedBy: .voltageDrop, requiredArea: 4.7, dropVolts: 0.47, dropPercent: 3.91666666667,
                lossWatts: 4.7, lossPercent: 3.91666666667, fuseAmps: 15)),
        SizingCase(
            "al 60 °C 24V 30A 12m: 19.6 mm² needed, 25 mm² by drop",
            SizingInput(load: .current(.amperes(30)), volts: 24, meters: 12, material: .aluminium, celsius: 60),
            Expected(
                size: .metric(25), limitedBy: .voltageDrop, requiredArea: 19.647504, dropVolts: 0.943080192,
                dropPercent: 3.9295008, lossWatts: 28.29240576, lossPercent: 3.9295008, fuseAmps: 40)),
        SizingCase(
            "al 90 °C 48V 100A 40m round trip: 60.3 mm² needed, 70 mm² by drop",
            SizingInput(load: .current(.amperes(100)), volts: 48, meters: 40, roundTrip: true, material: .aluminium, celsius: 90),
            Expected(
                size: .metric(70), limitedBy: .voltageDrop, requiredArea: 60.2587, dropVolts: 2.06601257143,
                dropPercent: 4.30419285714, lossWatts: 206.601257143, lossPercent: 4.30419285714, fuseAmps: 125)),
        SizingCase(
            "power 240W at 12V is 20A, 6m: 6.8 mm² needed, 10 mm² by drop",
            SizingInput(load: .power(.watts(240)), volts: 12, meters: 6),
            Expected(
                size: .metric(10), limitedBy: .voltageDrop, requiredArea: 6.8, dropVolts: 0.408, dropPercent: 3.4,
                // Fuse ≥ 25 A on 10 mm²: beyond a blade holder (6 mm²); MAXI's next rating is 30 A.
                lossWatts: 8.16, lossPercent: 3.4, fuseAmps: 30)),
        SizingCase(
            "power 1200W at 24V is 50A, 3m: 6 mm² carries 60 A but no fuse from 62.5 A fits, upsized to 10 mm²",
            SizingInput(load: .power(.watts(1200)), volts: 24, meters: 3),
            Expected(
                size: .metric(10), limitedBy: .ampacity, requiredArea: 4.25, dropVolts: 0.51, dropPercent: 2.125, lossWatts: 25.5,
                lossPercent: 2.125, fuseAmps: 70, upsizedFrom: .metric(6))),
        SizingCase(
            "power 2000W at 48V is 41.7A, al 60 °C 15m: 17.1 mm² needed, 25 mm² by drop",
            SizingInput(load: .power(.watts(2000)), volts: 48, meters: 15, material: .aluminium, celsius: 60),
            Expected(
                size: .metric(25), limitedBy: .voltageDrop, requiredArea: 17.055125, dropVolts: 1.637292, dropPercent: 3.411025,
                lossWatts: 68.2205, lossPercent: 3.411025, fuseAmps: 60)),
        SizingCase(
            "cu 20 °C 12V 100A 0.5m: 2.83 mm² by drop but 16 mm² to carry 100 A",
            SizingInput(load: .current(.amperes(100)), volts: 12, meters: 0.5),
            Expected(
                size: .metric(16), limitedBy: .ampacity, requiredArea: 2.83333333333, dropVolts: 0.10625,
                dropPercent: 0.885416666667, lossWatts: 10.625, lossPercent: 0.885416666667, fuseAmps: 125)),
        SizingCase(
            "cu 20 °C 12V 40A 1m engine room 105C: 4 mm² carries only 38.25 A, 6 mm² by ampacity",
            SizingInput(load: .current(.amperes(40)), volts: 12, meters: 1, conditions: InstallationConditions(engineRoom: true)),
            Expected(
                size: .metric(6), limitedBy: .ampacity, requiredArea: 2.26666666667, dropVolts: 0.226666666667,
                dropPercent: 1.88888888889, lossWatts: 9.06666666667, lossPercent: 1.88888888889, fuseAmps: 50)),
        SizingCase(
            "cu 20 °C 12V 20A 1m 70 °C insulation: 1.5 mm² carries 18 A, 2.5 mm² by ampacity",
            SizingInput(load: .current(.amperes(20)), volts: 12, meters: 1, conditions: InstallationConditions(insulation: .c70)),
            Expected(
                size: .metric(2.5), limitedBy: .ampacity, requiredArea: 1.13333333333, dropVolts: 0.272,
                dropPercent: 2.26666666667, lossWatts: 5.44, lossPercent: 2.26666666667, fuseAmps: 25)),
        SizingCase(
            "cu 20 °C 12V 400A 1m: 120 mm² by ampacity and no fuse fits under any size",
            SizingInput(load: .current(.amperes(400)), volts: 12, meters: 1),
            Expected(
                size: .metric(120), limitedBy: .ampacity, requiredArea: 22.6666666667, dropVolts: 0.113333333333,
                dropPercent: 0.944444444444, lossWatts: 45.3333333333, lossPercent: 0.944444444444, fuseAmps: nil)),
        SizingCase(
            "awg cu 20 °C 12V 10A 3m: 1.7 mm² needed, 14 AWG by drop",
            SizingInput(load: .current(.amperes(10)), volts: 12, meters: 3, series: .awg),
            Expected(
                size: .awg(14), limitedBy: .voltageDrop, requiredArea: 1.7, dropVolts: 0.490170703688, dropPercent: 4.08475586407,
                lossWatts: 4.90170703688, lossPercent: 4.08475586407, fuseAmps: 15)),
        SizingCase(
            "awg cu 20 °C 24V 30A 15ft: 3.89 mm² needed, 10 AWG by drop",
            SizingInput(load: .current(.amperes(30)), volts: 24, meters: 15 * 0.3048, series: .awg),
            Expected(
                size: .awg(10), limitedBy: .voltageDrop, requiredArea: 3.8862, dropVolts: 0.886390923727,
                dropPercent: 3.69329551553, lossWatts: 26.5917277118, lossPercent: 3.69329551553, fuseAmps: 40)),
        SizingCase(
            "awg cu 20 °C 12V 100A 10m 3 %: 94.4 mm² needed, 4/0 by drop",
            SizingInput(load: .current(.amperes(100)), volts: 12, meters: 10, series: .awg, maxDrop: 3),
            Expected(
                size: .awg(-3), limitedBy: .voltageDrop, requiredArea: 94.4444444444, dropVolts: 0.317107080375,
                dropPercent: 2.64255900312, lossWatts: 31.7107080375, lossPercent: 2.64255900312, fuseAmps: 125)),
        SizingCase(
            "awg cu 20 °C 48V 150A 20m 3 %: 70.8 mm² needed, 3/0 by drop",
            SizingInput(load: .current(.amperes(150)), volts: 48, meters: 20, series: .awg, maxDrop: 3),
            Expected(
                size: .awg(-2), limitedBy: .voltageDrop, requiredArea: 70.8333333333, dropVolts: 1.1995939364,
                dropPercent: 2.49915403418, lossWatts: 179.939090461, lossPercent: 2.49915403418, fuseAmps: 200)),
        SizingCase(
            "awg cu 20 °C 24V 250A 15m 3 %: 177.1 mm² needed, 350 kcmil by drop",
            SizingInput(load: .current(.amperes(250)), volts: 24, meters: 15, series: .awg, maxDrop: 3),
            Expected(
                size: .kcmil(350), limitedBy: .voltageDrop, requiredArea: 177.083333333, dropVolts: 0.718927052221,
                dropPercent: 2.99552938425, lossWatts: 179.731763055, lossPercent: 2.99552938425, fuseAmps: 350)),
        SizingCase(
            "awg cu 20 °C 12V 90A 1m: 8 AWG by drop but 6 AWG to carry 90 A, MAXI 120 A",
            SizingInput(load: .current(.amperes(90)), volts: 12, meters: 1, series: .awg),
            Expected(
                size: .awg(6), limitedBy: .ampacity, requiredArea: 5.1, dropVolts: 0.23004460949, dropPercent: 1.91703841241,
                lossWatts: 20.7040148541, lossPercent: 1.91703841241, fuseAmps: 120)),
        SizingCase(
            "awg al 20 °C 24V 60A 6m: 16.9 mm² needed, 4 AWG by drop",
            SizingInput(load: .current(.amperes(60)), volts: 24, meters: 6, material: .aluminium, series: .awg),
            Expected(
                size: .awg(4), limitedBy: .voltageDrop, requiredArea: 16.92, dropVolts: 0.959970977311,
                dropPercent: 3.99987907213, lossWatts: 57.5982586387, lossPercent: 3.99987907213, fuseAmps: 80)),
        SizingCase(
            "awg al 90 °C 48V 20A 30m round trip: 9.04 mm² needed, 6 AWG by drop",
            SizingInput(
                load: .current(.amperes(20)), volts: 48, meters: 30, roundTrip: true, material: .aluminium, celsius: 90,
                series: .awg),
            Expected(
                size: .awg(6), limitedBy: .voltageDrop, requiredArea: 9.038805, dropVolts: 1.63084577763,
                // Fuse ≥ 25 A on 6 AWG (13.3 mm²): beyond a blade holder (6 mm²); MAXI 30 A.
                dropPercent: 3.39759537006, lossWatts: 32.6169155526, lossPercent: 3.39759537006, fuseAmps: 30)),
        SizingCase(
            "awg cu 60 °C 12V 25A 4m at 3 %: 10.9 mm² needed, 6 AWG by drop",
            SizingInput(load: .current(.amperes(25)), volts: 12, meters: 4, celsius: 60, series: .awg, maxDrop: 3),
            Expected(
                size: .awg(6), limitedBy: .voltageDrop, requiredArea: 10.9291111111, dropVolts: 0.295786246779,
                // Fuse ≥ 31.25 A on 6 AWG (13.3 mm²): beyond a blade holder (6 mm²); MAXI 40 A.
                dropPercent: 2.46488538983, lossWatts: 7.39465616948, lossPercent: 2.46488538983, fuseAmps: 40)),
        SizingCase(
            "awg cu 20 °C 12V 30A 0.5m 60 °C insulation: 10 AWG by ampacity",
            SizingInput(
                load: .current(.amperes(30)), volts: 12, meters: 0.5, series: .awg,
                conditions: InstallationConditions(insulation: .c60)),
            Expected(
                size: .awg(10), limitedBy: .ampacity, requiredArea: 0.85, dropVolts: 0.0969368901714, dropPercent: 0.807807418095,
                lossWatts: 2.90810670514, lossPercent: 0.807807418095, fuseAmps: 40)),
        SizingCase(
            "cu 20 °C 12V 40A 1m metric 200 °C insulation reads the 105 °C column: 4 mm² (45 A), fuse 50 A upsizes to 6 mm²",
            SizingInput(
                load: .current(.amperes(40)), volts: 12, meters: 1, conditions: InstallationConditions(insulation: .c200)),
            Expected(
                size: .metric(6), limitedBy: .ampacity, requiredArea: 2.26666666667, dropVolts: 0.226666666667,
                dropPercent: 1.88888888889, lossWatts: 9.06666666667, lossPercent: 1.88888888889, fuseAmps: 50,
                upsizedFrom: .metric(4))),
        SizingCase(
            "cu 20 °C 12V 60A 2m engine room + 4 bundled (× 0.85 × 0.6): 16 mm² carries 66.3 A, fuse 75 → 80 A needs 25 mm² (86.7 A)",
            SizingInput(
                load: .current(.amperes(60)), volts: 12, meters: 2,
                conditions: InstallationConditions(engineRoom: true, bundledConductors: 4)),
            Expected(
                size: .metric(25), limitedBy: .ampacity, requiredArea: 6.8, dropVolts: 0.1632, dropPercent: 1.36,
                lossWatts: 9.792, lossPercent: 1.36, fuseAmps: 80, upsizedFrom: .metric(16))),
    ]

    @Test("table has at least 30 cases")
    func sizingTable_hasAtLeastThirtyCases() {
        #expect(Self.cases.count >= 30)
    }

    @Test(arguments: cases)
    func sizing_handComputedCase_matchesSizeDropLossAndFuse(_ testCase: SizingCase) throws {
        let input = testCase.input
        let expected = testCase.expected
        let circuit = try Circuit(
            load: input.load,
            supplyVoltage: .volts(input.volts),
            length: .meters(input.meters),
            lengthIsRoundTrip: input.roundTrip,
            material: input.material,
            conductorTemperature: .celsius(input.celsius),
            conditions: input.conditions, conductor: .nominal)
        let options = try SizingOptions(maxDropPercent: input.maxDrop, series: input.series)

        let result = try Sizer.size(circuit, options: options)

        #expect(result.recommended.size == expected.size)
        #expect(result.limitedBy == expected.limitedBy)
        #expect(result.upsizedForFuseFrom == expected.upsizedFrom)
        expectClose(result.requiredArea.squareMillimeters, expected.requiredArea, relative: 1e-10, "required area")
        expectClose(result.recommended.voltageDrop.volts, expected.dropVolts, relative: 1e-10, "drop V")
        expectClose(result.recommended.voltageDropPercent, expected.dropPercent, relative: 1e-10, "drop %")
        expectClose(result.recommended.loadVoltage.volts, input.volts - expected.dropVolts, relative: 1e-10, "load V")
        expectClose(result.recommended.powerLoss.watts, expected.lossWatts, relative: 1e-10, "loss W")
        expectClose(result.recommended.powerLossPercent, expected.lossPercent, relative: 1e-10, "loss %")
        #expect(result.fuse?.rating.amperes == expected.fuseAmps)
        expectClose(result.fuseMinimum.amperes, 1.25 * circuit.current.amperes, "fuse minimum")
        if expected.limitedBy == .voltageDrop {
            #expect(Tolerance.isAtMost(result.recommended.voltageDropPercent, input.maxDrop))
        }
    }
}
