import Testing

@testable import CableCore

/// A charger's run is on the bank it charges: its drop's base and charge-voltage scale are the
/// nominal class of its `voltage` (``Charger/circuitVoltage(nominalVoltage:)``), never an output
/// setpoint written there (rev34f F4).
@Suite("Charger: the run's voltage is the class of `voltage`, not a setpoint")
struct ChargerCircuitVoltageTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let voltage: Double?
        let bus: Double
        let expected: Double
        var testDescription: String { "\(voltage.map { "\($0) V" } ?? "none") on \(bus) V → \(expected) V" }
    }

    /// Classes 12/24/36/48 V within 25 % (docs/method.md): 14.6 V (an Orion's LiFePO4 setpoint) and
    /// 14.4 V → 12 V; 29 V → 24 V; 54.4 V → 48 V; on a bus written 12.8 V a 12 V-class setpoint
    /// keeps the bus as written; a 12 V charger on a 24 V bus stays a 12 V circuit (as before).
    static let rows: [Row] = [
        Row(voltage: nil, bus: 12, expected: 12),
        Row(voltage: 14.6, bus: 12, expected: 12),
        Row(voltage: 14.4, bus: 12, expected: 12),
        Row(voltage: 14.6, bus: 12.8, expected: 12.8),
        Row(voltage: 29, bus: 24, expected: 24),
        Row(voltage: 54.4, bus: 48, expected: 48),
        Row(voltage: 12, bus: 24, expected: 12),
    ]

    @Test(arguments: rows)
    func circuitVoltage_isTheClassOfVoltage(_ row: Row) throws {
        let charger = try Charger(
            name: "Orion", kind: .dcdc, output: .current(.amperes(30)), voltage: row.voltage.map(Voltage.volts))
        expectClose(charger.circuitVoltage(nominalVoltage: .volts(row.bus)).volts, row.expected)
    }
}
