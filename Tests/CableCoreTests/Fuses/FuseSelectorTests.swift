import Testing

@testable import CableCore

@Suite("FuseSelector: smallest standard rating in range")
struct FuseSelectorTests {
    struct PickCase: Sendable, CustomTestStringConvertible {
        let name: String
        let minimum: Double
        let maximum: Double?
        let types: [FuseType]
        let expectedRating: Double?
        let expectedType: FuseType?
        init(
            _ name: String, minimum: Double, maximum: Double? = nil, types: [FuseType] = FuseType.allCases,
            _ expectedRating: Double?, _ expectedType: FuseType?
        ) {
            self.name = name
            self.minimum = minimum
            self.maximum = maximum
            self.types = types
            self.expectedRating = expectedRating
            self.expectedType = expectedType
        }
        var testDescription: String { name }
    }

    /// Floor and ceiling given directly: factor 1 and the default method's ceiling, the ampacity.
    static let pickCases: [PickCase] = [
        PickCase("12.5 A → blade 15 A", minimum: 12.5, 15, .blade),
        PickCase("exactly 25 A → blade 25 A", minimum: 25, 25, .blade),
        PickCase("7.5 A exactly → blade 7.5 A", minimum: 7.5, 7.5, .blade),
        PickCase("20 A is made by blade and MAXI: blade is listed first", minimum: 20, 20, .blade),
        PickCase("41 A: above the largest blade → MAXI 50 A (preferred to Class T 45 A)", minimum: 41, 50, .maxi),
        PickCase("41 A under 45 A: MAXI 50 A is too big → Class T 45 A", minimum: 41, maximum: 45, 45, .classT),
        PickCase("101 A: MAXI 120 A comes before Class T 110 A in the order", minimum: 101, 120, .maxi),
        // Without a voltage the 48 V breaker qualifies and comes before Class T.
        PickCase("101 A under 115 A → DC thermal breaker 110 A", minimum: 101, maximum: 115, 110, .breaker),
        PickCase("121 A: above MAXI → MIDI 125 A", minimum: 121, 125, .midi),
        PickCase("201 A: above MIDI → MEGA 225 A", minimum: 201, 225, .mega),
        PickCase("300 A is made by MEGA, ANL and Class T: MEGA is listed first", minimum: 300, 300, .mega),
        PickCase("501 A: only Class T 600 A", minimum: 501, 600, .classT),
        PickCase("601 A: beyond every catalogue → nil", minimum: 601, nil, nil),
        PickCase("MEGA only, 12.5 A → 40 A", minimum: 12.5, types: [.mega], 40, .mega),
        PickCase("ANL before MEGA in preference order, 300 A → ANL 300 A", minimum: 300, types: [.anl, .mega], 300, .anl),
        PickCase("Class T only, 1 A → 1 A (NEC 240.6 ratings)", minimum: 1, types: [.classT], 1, .classT),
        PickCase("MIDI before MAXI in preference order, 30 A → MIDI 30 A", minimum: 30, types: [.midi, .maxi], 30, .midi),
        PickCase("MAXI before blade in preference order, 20 A → MAXI 20 A", minimum: 20, types: [.maxi, .blade], 20, .maxi),
        PickCase("blade only, 41 A → nil", minimum: 41, types: [.blade], nil, nil),
        PickCase("37.5 A under a 35 A conductor → nil", minimum: 37.5, maximum: 35, nil, nil),
        PickCase("25 A under exactly 25 A → blade 25 A (ceiling inclusive)", minimum: 25, maximum: 25, 25, .blade),
        PickCase("25 A under 24.99 A → nil", minimum: 25, maximum: 24.99, nil, nil),
        PickCase("56.25 A under 51 A → nil (60 A too big)", minimum: 56.25, maximum: 51, nil, nil),
        PickCase("56.25 A under 60 A → MAXI 60 A", minimum: 56.25, maximum: 60, 60, .maxi),
        PickCase("Class T only, 25 A under 90 A → Class T 25 A", minimum: 25, maximum: 90, types: [.classT], 25, .classT),
    ]

    @Test(arguments: pickCases)
    func select_picksTheFirstFamilyWithARatingInRange(_ testCase: PickCase) throws {
        let rule = try FuseRule(factor: 1, types: testCase.types)
        let selection = rule.select(
            current: .amperes(testCase.minimum), ampacity: testCase.maximum.map(Current.amperes), standard: .defaultMethod,
            voltage: nil)
        #expect(selection.fuse?.rating.amperes == testCase.expectedRating)
        #expect(selection.fuse?.type == testCase.expectedType)
        #expect((selection.problem == nil) == (testCase.expectedRating != nil))
    }

    @Test func select_floorAHairAboveRatingFromRounding_stillPicksThatRating() throws {
        // 1.1 × 100 A = 110.00000000000001 in binary; 110 A must still count.
        let selection = try FuseRule(factor: 1.1, types: [.classT]).select(
            current: .amperes(100), ampacity: nil, standard: .defaultMethod, voltage: nil)
        #expect(selection.fuse == FuseRecommendation(rating: .amperes(110), type: .classT))
    }

    @Test func defaultFactor_is1Point25() {
        #expect(FuseSelector.defaultFactor == 1.25)
    }

    @Test(arguments: FuseType.allCases)
    func ratings_areStrictlyAscending(_ type: FuseType) {
        let ratings = type.ratings
        #expect(!ratings.isEmpty)
        for (lower, higher) in zip(ratings, ratings.dropFirst()) {
            #expect(lower < higher)
        }
    }

    @Test func displayNames_nameTheFamilies() {
        #expect(FuseType.blade.displayName == "ATO/ATC blade")
        #expect(FuseType.mega.displayName == "MEGA")
        #expect(FuseType.anl.displayName == "ANL")
        #expect(FuseType.classT.displayName == "Class T")
    }

    // MARK: recommend(current:factor:conductor:conditions:types:)

    @Test func recommend_20A_exactlyAt1Point25_picks25A() throws {
        // 1.25 × 20 A = 25 A, a blade rating
        let result = try FuseSelector.recommend(current: .amperes(20))
        expectClose(result.minimum.amperes, 25)
        #expect(result.fuse == FuseRecommendation(rating: .amperes(25), type: .blade))
        #expect(result.conductor == nil)
        #expect(result.conductorAmpacity == nil)
    }

    @Test func recommend_withConductor_capsRatingAtItsAmpacity() throws {
        // 1.5 mm² at 105 °C carries 25 A; 1.25 × 20 = 25 A fits exactly.
        let fits = try FuseSelector.recommend(current: .amperes(20), conductor: .metric(1.5))
        #expect(fits.conductorAmpacity == AmpacityRating(current: .amperes(25), isLowerBound: false))
        #expect(fits.fuse?.rating.amperes == 25)
        // 1 mm² carries 20 A: no standard fuse between 25 A and 20 A.
        let tooSmall = try FuseSelector.recommend(current: .amperes(20), conductor: .metric(1))
        #expect(tooSmall.conductorAmpacity?.current.amperes == 20)
        #expect(tooSmall.fuse == nil)
    }

    @Test func recommend_withDeratedConductor_usesDeratedAmpacity() throws {
        // 10 AWG 105 °C engine room: 60 × 0.85 = 51 A. 40 A × 1.25 = 50 A → MAXI 50 A ≤ 51 A.
        let result = try FuseSelector.recommend(
            current: .amperes(40), conductor: .awg(10), conditions: InstallationConditions(engineRoom: true))
        expectClose(try #require(result.conductorAmpacity).current.amperes, 51)
        #expect(result.fuse == FuseRecommendation(rating: .amperes(50), type: .maxi))
    }

    @Test func recommend_customFactorAndTypes_areHonoured() throws {
        // 1.5 × 30 A = 45 A; ANL only → 50 A
        let result = try FuseSelector.recommend(current: .amperes(30), factor: 1.5, types: [.anl])
        expectClose(result.minimum.amperes, 45)
        #expect(result.fuse == FuseRecommendation(rating: .amperes(50), type: .anl))
    }

    struct RecommendErrorCase: Sendable, CustomTestStringConvertible {
        let name: String
        let current: Double
        let factor: Double
        let conductor: ConductorSize?
        let bundled: Int
        let field: String
        let ruleContains: String
        var testDescription: String { name }
    }

    static let recommendErrorCases: [RecommendErrorCase] = [
        RecommendErrorCase(
            name: "zero current", current: 0, factor: 1.25, conductor: nil, bundled: 1,
            field: "current", ruleContains: "must be > 0 A"),
        RecommendErrorCase(
            name: "current above 10 kA", current: 10_001, factor: 1.25, conductor: nil, bundled: 1,
            field: "current", ruleContains: "must be ≤ 10000 A"),
        RecommendErrorCase(
            name: "factor below 1", current: 10, factor: 0.9, conductor: nil, bundled: 1,
            field: "fuseFactor", ruleContains: "must be between 1 and 3"),
        RecommendErrorCase(
            name: "factor above 3", current: 10, factor: 3.5, conductor: nil, bundled: 1,
            field: "fuseFactor", ruleContains: "must be between 1 and 3"),
        RecommendErrorCase(
            name: "unrated 0.5 mm² conductor", current: 1, factor: 1.25, conductor: .metric(0.5), bundled: 1,
            field: "wire", ruleContains: "rated ampacity"),
        RecommendErrorCase(
            name: "unrated 22 AWG conductor", current: 1, factor: 1.25, conductor: .awg(22), bundled: 1,
            field: "wire", ruleContains: "18 AWG or 0.75 mm² and up"),
        RecommendErrorCase(
            name: "zero bundled conductors", current: 10, factor: 1.25, conductor: .metric(2.5), bundled: 0,
            field: "bundled", ruleContains: "between 1 and 1000"),
    ]

    @Test(arguments: recommendErrorCases)
    func recommend_invalidInput_throwsValidationErrorNamingField(_ testCase: RecommendErrorCase) {
        let error = #expect(throws: ValidationError.self) {
            try FuseSelector.recommend(
                current: .amperes(testCase.current), factor: testCase.factor, conductor: testCase.conductor,
                conditions: InstallationConditions(bundledConductors: testCase.bundled))
        }
        #expect(error?.field == testCase.field)
        #expect(error?.rule.contains(testCase.ruleContains) == true, "rule was: \(error?.rule.english ?? "-")")
    }

    @Test func recommend_unratedConductorError_namesTheSize() {
        let error = #expect(throws: ValidationError.self) {
            try FuseSelector.recommend(current: .amperes(1), conductor: .metric(0.5))
        }
        #expect(error?.actual == "0.5 mm²")
    }
}
