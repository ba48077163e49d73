import Testing

@testable import CableCore

/// rev34e F15 and F6: a solar controller rated by its PV input power (no current limit), and an
/// inverter given its DC surge current, against hand computation.
@Suite("Controllers rated by PV power; inverters' given surge current")
struct ControllerPowerAndInverterSurgeTests {
    /// Philadelphia Solar PS-M36S-95 (the catalogue's figures): Voc 22.4 V, Isc 5.37 A, Vmp 18.8 V,
    /// Imp 5.05 A, 95 W, −0.328 %/K.
    static func module95() throws -> PVModule {
        try PVModule(
            voc: .volts(22.4), isc: .amperes(5.37), vmp: .volts(18.8), imp: .amperes(5.05), power: .watts(95),
            vocTempCoefficient: -0.328)
    }

    /// A 12 V LiFePO4 RV with a 20 A controller of 100 V input (the Renogy Rover 20's figures) and
    /// the given PV input power limit, `parallel` strings of two modules.
    static func rv(maxInputPower: Double?, parallel: Int) throws -> ElectricalSystem {
        var draft = SystemDraft(name: "RV", nominalVoltage: .volts(12))
        draft.batteries = [
            try BatteryBank(
                name: "House", chemistry: .lifepo4, capacityAh: 100, voltage: .volts(12.8),
                arrangement: .init(series: 1, parallel: 1))
        ]
        draft.chargers = [
            try Charger(
                name: "Rover", kind: .solar, output: .current(.amperes(20)), maxInputVoltage: .volts(100),
                maxInputPower: maxInputPower.map(Power.watts))
        ]
        draft.arrays = [
            try SolarArray(
                name: "Roof", charger: "Rover", module: try module95(), series: 2, parallel: parallel, length: .meters(4),
                minTemperature: .celsius(-10))
        ]
        return try draft.build()
    }

    /// Without a current or power limit, `pvCurrent` fails with no limit (1.25 × 5.37 = 6.7125 A),
    /// as before; with a 260 W `maxInputPower` there is no `pvCurrent` and, the array's 190 W
    /// being within it, no warning about it: `check` passes.
    @Test func powerRated_controller_hasNoPvCurrent() throws {
        let unrated = try SystemAnalyzer.analyze(try Self.rv(maxInputPower: nil, parallel: 1))
        let violation = try #require(unrated.violations.first { $0.rule == .pvCurrent })
        expectClose(try #require(violation.actual), 6.7125)
        #expect(violation.limit == nil)
        let rated = try SystemAnalyzer.analyze(try Self.rv(maxInputPower: 260, parallel: 1))
        #expect(rated.violations.allSatisfy { $0.rule != .pvCurrent })
        #expect(rated.isOK)
        #expect(!rated.warnings.contains { if case .controllerLimitsUnknown = $0 { true } else { false } })
        #expect(!rated.warnings.contains { if case .arrayPowerAboveInput = $0 { true } else { false } })
        #expect(rated.arrays.first?.maxInputPower == .watts(260))
    }

    /// Two strings of two: 4 × 95 = 380 W at STC, above the 260 W limit: a warning (it clips), not a
    /// failure.
    @Test func powerRated_controller_warnsAboveItsPower() throws {
        let report = try SystemAnalyzer.analyze(try Self.rv(maxInputPower: 260, parallel: 2))
        #expect(report.violations.allSatisfy { $0.rule != .pvCurrent })
        let warning = try #require(report.warnings.first { if case .arrayPowerAboveInput = $0 { true } else { false } })
        guard case .arrayPowerAboveInput(let charger, let power, let limit) = warning else { return }
        #expect(charger == "Rover")
        expectClose(power.watts, 380)
        expectClose(limit.watts, 260)
    }

    /// An inverter's given DC surge current is used as given: 2000 W on 12 V (continuous
    /// 2000 / (0.9 × 9.3) = 238.95 A) with `surgeCurrent` 400 A surges 400 A, where 4000 W would
    /// give 477.9 A; the report's surge power is 400 × 0.9 × 9.3 = 3348 W.
    @Test func inverter_givenSurgeCurrent_isUsedAsGiven() throws {
        let inverter = try Inverter(name: "I", power: .watts(2000), dcSurgeCurrent: .amperes(400), surgeSeconds: 3)
        expectClose(inverter.surgeCurrent(nominal: .volts(12)).amperes, 400)
        expectClose(inverter.surgeRating(nominal: .volts(12)).watts, 3348)
        expectClose(inverter.continuousCurrent(nominal: .volts(12)).amperes, 238.94862604540023)
        #expect(inverter.hasGivenSurge)
    }

    /// One or the other, as on a load; a surge below the continuous 238.95 A is refused by the
    /// system (as a load's surgeCurrent below its current is).
    @Test func inverter_surgeCurrent_rules() throws {
        #expect(throws: ValidationError.self) {
            try Inverter(name: "I", power: .watts(2000), surgePower: .watts(4000), dcSurgeCurrent: .amperes(400))
        }
        var draft = SystemDraft(name: "T", nominalVoltage: .volts(12))
        draft.inverters = [try Inverter(name: "I", power: .watts(2000), dcSurgeCurrent: .amperes(200))]
        #expect(throws: ValidationError.self) { try draft.build() }
        draft.inverters = [try Inverter(name: "I", power: .watts(2000), dcSurgeCurrent: .amperes(239))]
        #expect(throws: Never.self) { try draft.build() }
    }
}
