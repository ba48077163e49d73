import Testing

@testable import CableCore

/// A fuse family is usable only on a conductor its holders take (``FuseType/maximumConductorArea``):
/// blade up to 6 mm² (10 AWG = 5.26 mm² passes, 8 AWG = 8.37 mm² does not), MAXI up to 16 mm²
/// (6 AWG = 13.3 mm²), MIDI up to 25 mm² (4 AWG = 21.2 mm²); MEGA, ANL and Class T on studs take
/// any size in the tables. Areas: IEC 60228 nominal, AWG from ASTM B258.
@Suite("Fuse families: the conductor their holders take")
struct FuseConductorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let type: FuseType
        let conductor: ConductorSize
        let accepts: Bool
        var testDescription: String { "\(type.rawValue) on \(conductor.label): \(accepts)" }
    }

    static let cases: [Case] = [
        Case(type: .blade, conductor: .metric(6), accepts: true),
        Case(type: .blade, conductor: .awg(10), accepts: true),
        Case(type: .blade, conductor: .metric(10), accepts: false),
        Case(type: .blade, conductor: .awg(8), accepts: false),
        Case(type: .blade, conductor: .metric(16), accepts: false),
        Case(type: .maxi, conductor: .metric(16), accepts: true),
        Case(type: .maxi, conductor: .awg(6), accepts: true),
        Case(type: .maxi, conductor: .awg(4), accepts: false),
        Case(type: .maxi, conductor: .metric(25), accepts: false),
        Case(type: .midi, conductor: .metric(25), accepts: true),
        Case(type: .midi, conductor: .awg(4), accepts: true),
        Case(type: .midi, conductor: .awg(2), accepts: false),
        Case(type: .midi, conductor: .metric(35), accepts: false),
        Case(type: .mega, conductor: .metric(120), accepts: true),
        Case(type: .anl, conductor: .awg(-3), accepts: true),
        Case(type: .classT, conductor: .metric(240), accepts: true),
    ]

    @Test(arguments: cases)
    func family_takesConductorsUpToItsHoldersLimit(_ testCase: Case) {
        #expect(testCase.type.accepts(testCase.conductor) == testCase.accepts)
        #expect(testCase.type.accepts(nil))
    }

    /// The example: 30 A on 16 mm² (130 A at 105 °C). Floor 1.25 × 30 = 37.5 A: a 40 A
    /// blade fuse without the conductor, but a blade holder cannot take 16 mm², so the next family
    /// in order that makes 40 A, MAXI.
    @Test func select_40AOn16mm2_skipsBladeForMAXI() throws {
        let rule = try FuseRule()
        let unknown = rule.select(current: .amperes(30), ampacity: .amperes(130), standard: .defaultMethod, voltage: .volts(12))
        #expect(unknown.fuse == FuseRecommendation(rating: .amperes(40), type: .blade))
        let on16 = rule.select(
            current: .amperes(30), ampacity: .amperes(130), standard: .defaultMethod, voltage: .volts(12),
            conductor: .metric(16))
        #expect(on16.fuse == FuseRecommendation(rating: .amperes(40), type: .maxi))
        #expect(on16.problem == nil)
        // 35 mm² is beyond MAXI and MIDI too: a 40 A MEGA.
        let on35 = rule.select(
            current: .amperes(30), ampacity: .amperes(180), standard: .defaultMethod, voltage: .volts(12),
            conductor: .metric(35))
        #expect(on35.fuse == FuseRecommendation(rating: .amperes(40), type: .mega))
    }

    /// Only blade fuses allowed, on 16 mm²: no fuse, and the reason is the conductor.
    @Test func select_onlyBladeOn16mm2_isNoFamilyForConductor() throws {
        let selection = try FuseRule(types: [.blade]).select(
            current: .amperes(30), ampacity: .amperes(130), standard: .defaultMethod, voltage: .volts(12),
            conductor: .metric(16))
        #expect(selection.fuse == nil)
        #expect(selection.problem == .noFamilyForConductor)
        expectClose(selection.floor.amperes, 37.5)
    }

    /// The sizer applies it at the size it picks: 30 A, 12 V, 5 m, 3 % needs 14.17 mm² → 16 mm².
    @Test func sizer_30A5m_givesMAXIOn16mm2() throws {
        let circuit = try Circuit(
            load: .current(.amperes(30)), supplyVoltage: .volts(12), length: .meters(5), conductor: .nominal)
        let result = try Sizer.size(circuit, options: SizingOptions(maxDropPercent: 3, series: .metric))
        #expect(result.recommended.size == .metric(16))
        #expect(result.fuse == FuseRecommendation(rating: .amperes(40), type: .maxi))
    }

    /// The selection's conductor test, one comparison against a bound worked out once a call
    /// (sz37), takes a conductor exactly when `Tolerance.isAtMost(area, limit)` does: at each
    /// family's limit, one ulp and 0.5e-9 relative above (taken), 2e-9 relative above and one
    /// size up (not), below (taken). 5 A (floor 6.25 A) has a rating in every family, and without an
    /// ampacity there is no ceiling, so only the conductor decides.
    @Test(arguments: FuseType.allCases.filter { $0.maximumConductorArea != nil })
    func select_conductorAtTheHoldersLimit_isTakenWithinTheTolerance(_ type: FuseType) throws {
        let limit = try #require(type.maximumConductorArea).squareMillimeters
        let rule = try FuseRule(types: [type])
        for area in [limit, limit.nextUp, limit.nextDown, limit * (1 + 0.5e-9), limit * (1 + 2e-9), limit * 1.5, limit / 2] {
            let selection = rule.select(
                current: .amperes(5), ampacity: nil, standard: .defaultMethod, voltage: .volts(12), conductorArea: area)
            let taken = Tolerance.isAtMost(area, limit)
            #expect((selection.problem != .noFamilyForConductor) == taken, "\(type) \(area) mm²")
            #expect((selection.fuse != nil) == taken, "\(type) \(area) mm²")
        }
    }
}
