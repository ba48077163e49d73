import Testing

@testable import CableCore

/// rev34f F6: an `input.voltage` within 25 % of none of the 12/24/36/48 V classes (a data sheet's
/// input range minimum, 8 V for an Orion-Tr Smart 12/24, 16 V for a 24/12) is refused, naming the
/// classes, instead of becoming its own "8 V class".
@Suite("DC-DC input: an input voltage in no class's band is refused")
struct DCDCInputVoltageBandTests {
    /// The bands, 25 % either side (docs/method.md): 12 V 9–15 V, 24 V 18–30 V, 36 V 27–45 V,
    /// 48 V 36–60 V. Edges accepted; just outside refused.
    static let accepted: [Double] = [9, 12.5, 15, 18, 25, 28, 42, 60]
    static let refused: [Double] = [8, 8.99, 15.01, 16, 17.9, 60.1, 72]

    static func system(inputVoltage: Double) throws -> ElectricalSystem {
        try DCDCInputClassTests.system(
            output: .current(.amperes(30)), input: try ChargerInput(length: .meters(4), voltage: .volts(inputVoltage)))
    }

    @Test(arguments: accepted)
    func withinABand_isAccepted(_ volts: Double) throws {
        _ = try Self.system(inputVoltage: volts)
    }

    @Test(arguments: refused)
    func outsideEveryBand_isRefused_namingTheClasses(_ volts: Double) throws {
        #expect {
            _ = try Self.system(inputVoltage: volts)
        } throws: { error in
            guard let error = error as? ValidationError, case .inputVoltageClass(let classes, let tolerance) = error.rule
            else { return false }
            return error.field == "chargers[0].input.voltage" && classes.map(\.value) == [12, 24, 36, 48]
                && tolerance.value == 25
        }
    }
}
