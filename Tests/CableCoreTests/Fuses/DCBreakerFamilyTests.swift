import Testing

@testable import CableCore

/// The DC MCB family (`dcMcb`): a DIN-rail DC miniature circuit breaker taken at the Schneider
/// Electric C60H-DC's catalogue figures (1 pole, C curve, 0.5–63 A; IEC 60947-2 breaking capacity
/// 20 kA at 110 V DC), chosen only when named, with IEC 60947-2's conventional non-tripping
/// current (1.05 × In, 1 h) as its characteristic.
@Suite("DC MCB: a breaker for 48 V systems, chosen only when named")
struct DCBreakerFamilyTests {
    @Test func figures_areTheCataloguesAt110V() {
        let family = FuseType.dcMcb
        #expect(family.ratings == [0.5, 1, 2, 3, 4, 5, 6, 10, 13, 15, 16, 20, 25, 30, 32, 40, 50, 63])
        #expect(family.voltageRating == .volts(110))
        #expect(family.interruptRating == .amperes(20_000))
        #expect(family.maximumConductorArea == Area(squareMillimeters: 16))
        #expect(family.isBreaker)
        #expect(FuseHolder.stud(for: family, rating: .amperes(63)) == nil)
        #expect(FuseType.named("dcmcb") == [.dcMcb])
    }

    /// Every family but the DC MCB is chosen from by default, in the same order as before.
    @Test func defaultFamilies_leaveOutTheDCMCB() {
        #expect(FuseType.defaultFamilies == [.blade, .maxi, .midi, .mega, .anl, .blade58, .midi58, .mega58, .breaker, .classT])
        #expect(FuseType.allCases.last == .dcMcb)
        #expect(FuseRule.allFamilies == FuseType.defaultFamilies)
    }

    /// 10 A at 48 V charged to 56.8 V (16 × 3.55 V): floor 1.25 × 10 = 12.5 A → 13 A; the breaker's
    /// 110 V is above 56.8 V and its 20 kA above a 20 kA bus.
    @Test func rule_namedDCMCB_takesA48VBranch() throws {
        let rule = try FuseRule(types: [.dcMcb], maximumVoltage: .volts(56.8), minimumInterruptRating: .amperes(20_000))
        let selection = rule.select(
            current: .amperes(10), ampacity: .amperes(32), standard: .defaultMethod, voltage: .volts(48),
            conductor: .metric(4))
        #expect(selection.fuse == FuseRecommendation(rating: .amperes(13), type: .dcMcb))
        // A 25 mm² conductor is more than its terminals take (16 mm²): no breaker.
        let large = rule.select(
            current: .amperes(10), ampacity: .amperes(120), standard: .defaultMethod, voltage: .volts(48),
            conductor: .metric(25))
        #expect(large.fuse == nil)
    }

    /// Without a family named, the same branch at a 10 kA fault keeps the 15 A Class T it had
    /// (floor 12.5 A; 58 V families break only 1–2 kA): the DC MCB changes no default choice.
    @Test func rule_default_keepsClassT() throws {
        let rule = try FuseRule(maximumVoltage: .volts(56.8), minimumInterruptRating: .amperes(10_000))
        let selection = rule.select(current: .amperes(10), ampacity: .amperes(32), standard: .defaultMethod, voltage: .volts(48))
        #expect(selection.fuse == FuseRecommendation(rating: .amperes(15), type: .classT))
    }

    /// IEC 60947-2: 1.05 × In carried for the conventional 1 h; above it nothing is assumed.
    @Test func characteristic_carries105PercentForAnHour() {
        let curve = FuseType.dcMcb.characteristic
        #expect(curve == .iec60947Breaker)
        #expect(curve.minimumOpeningSeconds(atMultiple: 1.05) == 3_600)
        #expect(curve.minimumOpeningSeconds(atMultiple: 1.06) == 0)
        // The longest surge `cable` takes is 1 h: carried at 105 %.
        #expect(Limits.surgeSeconds.upperBound == FuseCharacteristic.conventionalSeconds)
    }

    struct RatingCase: CustomTestStringConvertible, Sendable {
        let family: FuseType
        let amperes: Double
        let seconds: Double
        let rating: Double?
        var testDescription: String { "\(family) carrying \(amperes) A for \(seconds) s → \(rating.map { "\($0)" } ?? "none")" }
    }

    @Test(arguments: [
        // 31.5 A for 5 s: 31.5 / 30 = 1.05 → 30 A carries it; the thermal breaker, held to its
        // rating, needs 35 A (its ratings: 25, 30, 35 …).
        RatingCase(family: .dcMcb, amperes: 31.5, seconds: 5, rating: 30),
        RatingCase(family: .breaker, amperes: 31.5, seconds: 5, rating: 35),
        // 13.6 A for the longest surge, 1 h: 13.6 / 13 = 1.046 ≤ 1.05 → 13 A.
        RatingCase(family: .dcMcb, amperes: 13.6, seconds: 3_600, rating: 13),
        // 13.7 A: 13.7 / 13 = 1.054 > 1.05 → 15 A (13.7 / 15 = 0.91).
        RatingCase(family: .dcMcb, amperes: 13.7, seconds: 1, rating: 15),
        // Above 1.05 × 63 A = 66.15 A no rating carries the surge.
        RatingCase(family: .dcMcb, amperes: 66.2, seconds: 1, rating: nil),
    ])
    func minimumRating_followsIEC60947(_ testCase: RatingCase) {
        let surge = Surge(current: .amperes(testCase.amperes), seconds: testCase.seconds)
        #expect(testCase.family.minimumRating(carrying: surge)?.amperes == testCase.rating)
    }

    /// A 20 A continuous load with a 31.5 A start for 5 s: the floor 1.25 × 20 = 25 A, the surge
    /// 30 A (31.5 / 1.05) → a 30 A DC MCB, set by the surge.
    @Test func rule_surgeRaisesTheDCMCB() throws {
        let rule = try FuseRule(types: [.dcMcb], surge: Surge(current: .amperes(31.5), seconds: 5))
        let selection = rule.select(current: .amperes(20), ampacity: .amperes(45), standard: .defaultMethod, voltage: .volts(48))
        #expect(selection.fuse == FuseRecommendation(rating: .amperes(30), type: .dcMcb))
        #expect(selection.surgeMinimum?.amperes == 30)
        expectClose(selection.floor.amperes, 25)
    }
}
