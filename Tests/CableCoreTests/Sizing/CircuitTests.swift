import Testing

@testable import CableCore

@Suite("Circuit: derived current, path length and run analysis")
struct CircuitTests {
    @Test func current_fromPower_isPowerOverVoltage() throws {
        // 240 W / 12 V = 20 A
        let circuit = try Circuit(load: .power(.watts(240)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        expectClose(circuit.current.amperes, 20)
        expectClose(circuit.loadPower.watts, 240)
    }

    @Test func loadPower_fromCurrent_isVoltageTimesCurrent() throws {
        // 24 V × 15 A = 360 W
        let circuit = try Circuit(
            load: .current(.amperes(15)), supplyVoltage: .volts(24), length: .meters(5), conductor: .nominal)
        expectClose(circuit.loadPower.watts, 360)
        expectClose(circuit.current.amperes, 15)
    }

    @Test func conductorLength_oneWay_isDoubled_roundTrip_isAsGiven() throws {
        let oneWay = try Circuit(load: .current(.amperes(1)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        let roundTrip = try Circuit(
            load: .current(.amperes(1)), supplyVoltage: .volts(12), length: .meters(5), lengthIsRoundTrip: true,
            conductor: .nominal)
        #expect(oneWay.conductorLength.meters == 10)
        #expect(roundTrip.conductorLength.meters == 5)
    }

    @Test func defaults_areCopperAt20CUnderDefaultConditions() throws {
        let circuit = try Circuit(load: .current(.amperes(1)), supplyVoltage: .volts(12), length: .meters(1), conductor: .nominal)
        #expect(circuit.material == .copper)
        #expect(circuit.conductorTemperature.degreesCelsius == 20)
        #expect(circuit.conditions == InstallationConditions())
        #expect(!circuit.lengthIsRoundTrip)
        #expect(circuit.resistivity == 0.017)
    }

    @Test func resistivity_usesConductorTemperature() throws {
        // 0.017 · (1 + 0.00393 · 40) = 0.0196724
        let circuit = try Circuit(
            load: .current(.amperes(1)), supplyVoltage: .volts(12), length: .meters(1),
            conductorTemperature: .celsius(60), conductor: .nominal)
        expectClose(circuit.resistivity, 0.0196724, relative: 1e-12)
    }

    @Test func analyze_copper10A12V5mOn2Point5_matchesHandFigures() throws {
        // R = 0.017 · 10 / 2.5 = 0.068 Ω; ΔV = 10 · 0.068 = 0.68 V; 0.68 / 12 = 5.6667 %;
        // V_load = 11.32 V; P_loss = 10² · 0.068 = 6.8 W; 6.8 / 120 W = 5.6667 %.
        let circuit = try Circuit(
            load: .current(.amperes(10)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        let run = circuit.analyze(.metric(2.5))
        #expect(run.size == .metric(2.5))
        expectClose(run.resistance.ohms, 0.068)
        expectClose(run.voltageDrop.volts, 0.68)
        expectClose(run.voltageDropPercent, 100 * 0.68 / 12)
        expectClose(run.loadVoltage.volts, 11.32)
        expectClose(run.powerLoss.watts, 6.8)
        expectClose(run.powerLossPercent, 100 * 6.8 / 120)
        #expect(run.ampacity == AmpacityRating(current: .amperes(35), isLowerBound: false))
        #expect(run.carries(.amperes(10)))
    }

    @Test func analyze_aluminiumPowerLoad_matchesHandFigures() throws {
        // 600 W at 24 V = 25 A; R = 0.0282 · 20 / 10 = 0.0564 Ω; ΔV = 1.41 V = 5.875 %;
        // P_loss = 25² · 0.0564 = 35.25 W = 5.875 % of 600 W.
        let circuit = try Circuit(
            load: .power(.watts(600)), supplyVoltage: .volts(24), length: .meters(10), material: .aluminium, conductor: .nominal)
        let run = circuit.analyze(.metric(10))
        expectClose(run.resistance.ohms, 0.0564)
        expectClose(run.voltageDrop.volts, 1.41)
        expectClose(run.voltageDropPercent, 5.875)
        expectClose(run.loadVoltage.volts, 22.59)
        expectClose(run.powerLoss.watts, 35.25)
        expectClose(run.powerLossPercent, 5.875)
    }

    @Test func analyze_awgRoundTrip_usesGaugeArea() throws {
        // 10 AWG = 5.261154954510373 mm²; R = 0.017 · 6 / 5.26115… = 0.019387378 Ω;
        // ΔV = 20 A · R = 0.38774756 V (python3 as calculator)
        let circuit = try Circuit(
            load: .current(.amperes(20)), supplyVoltage: .volts(12), length: .meters(6), lengthIsRoundTrip: true,
            conductor: .nominal)
        let run = circuit.analyze(.awg(10))
        expectClose(run.resistance.ohms, 0.017 * 6 / 5.261154954510373, relative: 1e-12)
        expectClose(run.voltageDrop.volts, 0.38774756068553234, relative: 1e-12)
    }

    @Test func analyze_unlistedLargeSize_reportsLowerBoundAmpacity() throws {
        let circuit = try Circuit(
            load: .current(.amperes(10)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        let run = circuit.analyze(.metric(185))
        #expect(run.ampacity == AmpacityRating(current: .amperes(475), isLowerBound: true))
    }

    @Test func analyze_unratedSize_hasNoAmpacityAndCarriesNothing() throws {
        let circuit = try Circuit(
            load: .current(.amperes(0.1)), supplyVoltage: .volts(12), length: .meters(1), conductor: .nominal)
        let run = circuit.analyze(.metric(0.5))
        #expect(run.ampacity == nil)
        #expect(!run.carries(.amperes(0.1)))
    }

    @Test func carries_exactlyAtAmpacity_isTrue_justAbove_isFalse() throws {
        // 1.5 mm² at 105 °C: 25 A
        let circuit = try Circuit(
            load: .current(.amperes(25)), supplyVoltage: .volts(12), length: .meters(1), conductor: .nominal)
        let run = circuit.analyze(.metric(1.5))
        #expect(run.carries(.amperes(25)))
        #expect(run.carries(.amperes(25 * (1 + 1e-12))))
        #expect(!run.carries(.amperes(25.001)))
    }

    @Test func requiredArea_followsDropFormula() throws {
        // A = 0.017 · 10 · 10 / (12 · 3 / 100) = 1.7 / 0.36 = 4.72222… mm²
        let circuit = try Circuit(
            load: .current(.amperes(10)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        expectClose(circuit.requiredArea(maxDropPercent: 3).squareMillimeters, 1.7 / 0.36)
        // at 5 %: 1.7 / 0.6 = 2.8333… mm²
        expectClose(circuit.requiredArea(maxDropPercent: 5).squareMillimeters, 1.7 / 0.6)
    }

    @Test func tolerance_treatsRelative1eMinus9AsEqual() {
        #expect(Tolerance.isAtLeast(25, 25 * (1 + 1e-12)))
        #expect(!Tolerance.isAtLeast(25, 25.001))
        #expect(Tolerance.isAtMost(25 * (1 + 1e-12), 25))
        #expect(!Tolerance.isAtMost(25.001, 25))
        #expect(Tolerance.isAtLeast(0.1 + 0.2, 0.3))
        #expect(Tolerance.isAtMost(0.1 + 0.2, 0.3))
    }
}
