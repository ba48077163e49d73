import Testing

@testable import CableCore

/// The fuse rule: floor, the standard's ceiling, the families' voltage and interrupting ratings,
/// against hand computation and the published rules (33 CFR 183.455(c)(d), ABYC E-11, ISO 13297
/// 13.1.5) and the Blue Sea Systems / ABYC worked example.
@Suite("Fuse rule: floor, ceiling by standard, voltage and interrupting ratings")
struct FuseRuleTests {
    // MARK: - Ceiling

    struct CeilingCase: Sendable, CustomTestStringConvertible {
        let name: String
        let ampacity: Double
        let standard: SizingStandard
        let volts: Double?
        let types: [FuseType]
        let rule: FuseCeiling.Rule
        let maximum: Double
        var testDescription: String { name }
    }

    static let ceilingCases: [CeilingCase] = [
        // ISO 13297 13.1.5 / NEC 240.4: at most the ampacity.
        CeilingCase(
            name: "default: the ampacity", ampacity: 120, standard: .defaultMethod, volts: 24, types: FuseType.allCases,
            rule: .ampacity, maximum: 120),
        // 33 CFR 183.455(c)(1): below 50 V, 150 % of the allowable amperage: 1.5 × 120 = 180 A.
        CeilingCase(
            name: "ABYC 24 V: 150 %", ampacity: 120, standard: .abyc, volts: 24, types: FuseType.allCases,
            rule: .abyc150Percent, maximum: 180),
        CeilingCase(
            name: "ABYC 48 V (below 50 V): 150 %", ampacity: 85, standard: .abyc, volts: 48, types: FuseType.allCases,
            rule: .abyc150Percent, maximum: 127.5),
        // 183.455(c)(2): 50 V or more: the ampacity, or the next standard rating within 150 %.
        // Class T after 120 A: 125 A ≤ 180 A.
        CeilingCase(
            name: "ABYC 60 V: next Class T rating above 120 A", ampacity: 120, standard: .abyc, volts: 60, types: [.classT],
            rule: .abycNextRatingAboveAmpacity, maximum: 125),
        CeilingCase(
            name: "ABYC 60 V: 100 A is itself a rating", ampacity: 100, standard: .abyc, volts: 60, types: [.classT],
            rule: .abycNextRatingAboveAmpacity, maximum: 100),
        // MIDI after 201 A: none (200 A is the largest): the ampacity stands.
        CeilingCase(
            name: "ABYC 60 V: no rating above the ampacity", ampacity: 201, standard: .abyc, volts: 60, types: [.midi],
            rule: .abycNextRatingAboveAmpacity, maximum: 201),
        // Blade after 1.1 A is 2 A > 1.65 A = 150 %: the ampacity stands.
        CeilingCase(
            name: "ABYC 60 V: the next rating above 150 %", ampacity: 1.1, standard: .abyc, volts: 60, types: [.blade],
            rule: .abycNextRatingAboveAmpacity, maximum: 1.1),
        // Voltage unknown (`cable fuse` without --voltage): ABYC's stricter rule.
        CeilingCase(
            name: "ABYC, voltage unknown: the 50 V rule", ampacity: 120, standard: .abyc, volts: nil, types: [.midi],
            rule: .abycNextRatingAboveAmpacity, maximum: 125),
    ]

    @Test(arguments: ceilingCases)
    func ceiling_followsTheStandard(_ testCase: CeilingCase) throws {
        let rule = try FuseRule(types: testCase.types)
        let ceiling = rule.ceiling(
            ampacity: .amperes(testCase.ampacity), standard: testCase.standard, voltage: testCase.volts.map(Voltage.volts))
        #expect(ceiling.rule == testCase.rule)
        expectClose(ceiling.maximum.amperes, testCase.maximum)
        #expect(ceiling.ampacity == .amperes(testCase.ampacity))
    }

    // MARK: - The issue's worked examples

    /// Blue Sea Systems' Circuit Wizard and ABYC E-11: 100 A at 24 V over 10 ft of round trip at
    /// 3 %. CM = 10.75 × 100 × 10 / 0.72 = 14 930.6 cmil > 8 AWG's 14 810 (SAE J1127): 6 AWG by
    /// drop, and 6 AWG (105 °C) carries 120 A. Fuse ≥ 1.25 × 100 = 125 A; ABYC's ceiling is
    /// 1.5 × 120 = 180 A, so 6 AWG keeps a 125 A fuse (the ampacity alone, 120 A, would have
    /// pushed it to 4 AWG).
    @Test func abyc_100A24V10ftRoundTrip_gives6AWGWith125AFuse() throws {
        let circuit = try Circuit(
            load: .current(.amperes(100)), supplyVoltage: .volts(24), length: .feet(10), lengthIsRoundTrip: true,
            standard: .abyc, conductor: .nominal)
        let result = try Sizer.size(
            circuit, options: SizingOptions(maxDropPercent: 3, series: .marine, chargeVoltage: .volts(24 * 1.29)))
        expectClose(circuit.requiredArea(maxDropPercent: 3).circularMils, 10.75 * 100 * 10 / 0.72)
        #expect(result.recommended.size == .awg(6))
        #expect(result.upsizedForFuseFrom == nil)
        #expect(result.fuse?.rating == .amperes(125))
        #expect(result.fuseCeiling == FuseCeiling(rule: .abyc150Percent, ampacity: .amperes(120), maximum: .amperes(180)))
        // The default method's ceiling (the ampacity) on the same 6 AWG: nothing from 125 A to 120 A.
        let strict = try FuseRule().select(
            current: .amperes(100), ampacity: .amperes(120), standard: .defaultMethod, voltage: .volts(24))
        #expect(strict.fuse == nil)
        #expect(strict.problem == .noRatingUnderCeiling)
    }

    /// 250 A at 12 V over 0.5 m at 3 %. Floor 1.25 × 250 = 312.5 A → 350 A (MEGA).
    /// - ABYC: 1/0 AWG (285 A) is the first to carry 250 A; 1.5 × 285 = 427.5 A ≥ 350 A: 1/0 AWG.
    /// - Default method (ceiling = ampacity): 50 mm² (270 A) and 70 mm² (330 A) carry 250 A but no
    ///   rating lies in 312.5…270 or 312.5…330 A; 95 mm² (390 A) takes 350 A.
    @Test func heavyShortRun_250A_isSizedByEachStandardsCeiling() throws {
        let abyc = try Sizer.size(
            Circuit(
                load: .current(.amperes(250)), supplyVoltage: .volts(12), length: .meters(0.5), standard: .abyc,
                conductor: .nominal),
            options: SizingOptions(maxDropPercent: 3, series: .marine))
        #expect(abyc.recommended.size == .awg(0))
        #expect(abyc.fuse == FuseRecommendation(rating: .amperes(350), type: .mega))
        expectClose(try #require(abyc.fuseCeiling).maximum.amperes, 427.5)
        #expect(abyc.upsizedForFuseFrom == nil)

        let metric = try Sizer.size(
            Circuit(load: .current(.amperes(250)), supplyVoltage: .volts(12), length: .meters(0.5), conductor: .nominal),
            options: SizingOptions(maxDropPercent: 3))
        #expect(metric.recommended.size == .metric(95))
        #expect(metric.upsizedForFuseFrom == .metric(50))
        #expect(metric.fuse == FuseRecommendation(rating: .amperes(350), type: .mega))
        #expect(metric.fuseCeiling?.rule == .ampacity)
    }

    // MARK: - Voltage

    /// A 48 V circuit reaches 1.29 × 48 = 61.92 V (flooded lead-acid equalising, 2.58 V per
    /// 2 V cell): only Class T (125 V) qualifies; 15 A → floor 18.75 A → Class T 20 A, never a
    /// blade. At 24 V (30.96 V ≤ 32 V) the blade stays; at 25.6 V (33.02 V) the 58 V blade.
    @Test(arguments: [(48.0, FuseType.classT, 20.0), (24, .blade, 20), (12, .blade, 20), (25.6, .blade58, 20)])
    func voltage_excludesFamiliesRatedBelowTheChargeVoltage(_ volts: Double, _ type: FuseType, _ rating: Double) throws {
        let circuit = try Circuit(
            load: .current(.amperes(15)), supplyVoltage: .volts(volts), length: .meters(5), conductor: .nominal)
        let charge = try SizingRequest.chargeVoltage(nil, nominal: .volts(volts))
        expectClose(charge.volts, volts * 1.29)
        let result = try Sizer.size(circuit, options: SizingOptions(chargeVoltage: charge))
        #expect(result.fuse == FuseRecommendation(rating: .amperes(rating), type: type))
    }

    @Test func voltage_noFamilyRated_isTheProblem() throws {
        let rule = try FuseRule(types: [.blade, .maxi], maximumVoltage: .volts(58.4))
        #expect(rule.families == .failure(.noFamilyForVoltage))
        let selection = rule.select(current: .amperes(10), ampacity: .amperes(20), standard: .defaultMethod, voltage: .volts(48))
        #expect(selection.fuse == nil)
        #expect(selection.problem == .noFamilyForVoltage)
    }

    @Test func voltage_exactlyTheRating_qualifies() throws {
        // 8S LiFePO4 charged to its cells' 3.65 V limit: 29.2 V; 32 V exactly is allowed too.
        for volts in [29.2, 32] {
            let rule = try FuseRule(maximumVoltage: .volts(volts))
            #expect(try rule.families.get() == FuseType.defaultFamilies)
        }
        #expect(try FuseRule(maximumVoltage: .volts(32.01)).families.get() == [.blade58, .midi58, .mega58, .breaker, .classT])
        // 16S LiFePO4 at 3.55 V per cell: 56.8 V, above the breaker's 48 V, within the 58 V families'.
        #expect(try FuseRule(maximumVoltage: .volts(56.8)).families.get() == [.blade58, .midi58, .mega58, .classT])
        #expect(try FuseRule(maximumVoltage: .volts(58.01)).families.get() == [.classT])
    }

    /// A selection starts at the first usable family (`FuseRule.firstUsable`, found when the
    /// rule is made). Every list of up to three of the eleven families in every order, at
    /// voltages that rule out none, some or all but Class T, with and without a fault level and
    /// a surge, for conductors each holder does or does not take: the same selection as a rule
    /// given only the usable families (which tests them all from the first). A start one
    /// family too far would name another fuse, or none.
    @Test func selection_fromTheFirstUsableFamily_equalsOneOverTheUsableFamiliesAlone() throws {
        let lists = SmallestFuseTests.orderedLists(of: FuseType.allCases, upTo: 3)
        var compared = 0
        var named = 0
        for types in lists {
            for volts in [14.6, 30.96, 33.02, 56.8, 61.92, 130] as [Double] {
                for fault in [nil, 1_500, 6_001] as [Double?] {
                    for surge in [nil, Surge(current: .amperes(300), seconds: 0.5)] {
                        let rule = try FuseRule(
                            types: types, maximumVoltage: .volts(volts), minimumInterruptRating: fault.map(Current.amperes),
                            surge: surge)
                        guard let usable = try? rule.families.get() else { continue }
                        let alone = try FuseRule(
                            types: usable, minimumInterruptRating: fault.map(Current.amperes), surge: surge)
                        for (amperes, ampacity, area) in [(5.0, 30.0, 4.0), (40, 60, 10), (90, 150, 35), (250, 400, 120)] {
                            for ampacity in [nil, ampacity] {
                                let select = { (rule: FuseRule) in
                                    rule.select(
                                        current: .amperes(amperes), ampacity: ampacity.map(Current.amperes),
                                        standard: .defaultMethod, voltage: .volts(12), conductorArea: area)
                                }
                                let selection = select(rule)
                                if selection != select(alone) { Issue.record("\(types) \(volts) V \(amperes) A") }
                                if selection.fuse != nil { named += 1 }
                                compared += 1
                            }
                        }
                    }
                }
            }
        }
        // 1,111 lists × 6 voltages × 3 faults × 2 surges × 8 loads less the lists with no usable family.
        #expect(compared > 100_000)
        #expect(named > compared / 4)
    }

    // MARK: - Interrupting rating

    @Test(arguments: [
        (1_000.0, [FuseType.blade, .maxi, .midi, .mega, .anl, .blade58, .midi58, .mega58, .breaker, .classT]),
        (1_500, [.midi, .mega, .anl, .mega58, .breaker, .classT]),
        (5_000, [.anl, .classT]), (6_000, [.anl, .classT]), (6_001, [.classT]), (20_000, [.classT]),
    ])
    func interruptRating_keepsOnlyFamiliesThatBreakTheFault(_ required: Double, _ kept: [FuseType]) throws {
        #expect(try FuseRule(minimumInterruptRating: .amperes(required)).families.get() == kept)
    }

    @Test func interruptRating_noneEnough_isTheProblem() throws {
        let rule = try FuseRule(types: [.midi, .mega], minimumInterruptRating: .amperes(5_000))
        #expect(rule.families == .failure(.noFamilyForInterruptRating))
    }

    // MARK: - Choice at a fault level: the lowest candidate

    struct ChoiceCase: Sendable, CustomTestStringConvertible {
        let why: String
        let amperes: Double
        let fault: Double
        let ampacity: Double?
        let fuse: FuseRecommendation?
        var testDescription: String { why }
    }

    /// A 12 V LiFePO4 system (charged to 14.6 V: every family's voltage qualifies). Floors are
    /// 1.25 × the current. Interrupting ratings: blade/MAXI 1 kA, MIDI/MEGA 2 kA, breaker 3 kA,
    /// ANL 6 kA, Class T 20 kA (FuseType).
    static let choiceCases: [ChoiceCase] = [
        // The van's fuse block: 3.86 kA leaves ANL (first listed, 40 A) and Class T (10 A) for
        // a 5 A fridge (floor 6.25 A): the tighter Class T, not the 40 A ANL.
        ChoiceCase(
            why: "5 A at 3.86 kA: Class T 10 A, not ANL 40 A", amperes: 5, fault: 3_860, ampacity: nil,
            fuse: FuseRecommendation(rating: .amperes(10), type: .classT)),
        // 2.5 kA adds the breaker (3 kA, 25 A smallest): still Class T 10 A, no 25 A breaker.
        ChoiceCase(
            why: "5 A at 2.5 kA: Class T 10 A, not a 25 A breaker", amperes: 5, fault: 2_500, ampacity: nil,
            fuse: FuseRecommendation(rating: .amperes(10), type: .classT)),
        // 1.5 kA: MIDI (30 A), MEGA (40 A), ANL, MEGA 58 V, breaker (25 A), Class T (10 A).
        ChoiceCase(
            why: "5 A at 1.5 kA: Class T 10 A", amperes: 5, fault: 1_500, ampacity: nil,
            fuse: FuseRecommendation(rating: .amperes(10), type: .classT)),
        // 100 A (floor 125 A) at 3.86 kA: ANL 125 A and Class T 125 A tie; ANL is listed first.
        ChoiceCase(
            why: "100 A at 3.86 kA: the tie goes to ANL", amperes: 100, fault: 3_860, ampacity: nil,
            fuse: FuseRecommendation(rating: .amperes(125), type: .anl)),
        // 20 A (floor 25 A) at 2.5 kA: breaker 25 A and Class T 25 A tie; the breaker is listed first.
        ChoiceCase(
            why: "20 A at 2.5 kA: the tie goes to the breaker", amperes: 20, fault: 2_500, ampacity: nil,
            fuse: FuseRecommendation(rating: .amperes(25), type: .breaker)),
        // At 900 A every family interrupts: the blade's 7.5 A is the lowest (and listed first).
        ChoiceCase(
            why: "5 A at 900 A: blade 7.5 A", amperes: 5, fault: 900, ampacity: nil,
            fuse: FuseRecommendation(rating: .amperes(7.5), type: .blade)),
        // A conductor of 8 A ampacity: Class T's 10 A is over its ceiling, and so is every other
        // family's candidate.
        ChoiceCase(why: "5 A at 3.86 kA on 8 A of wire: none", amperes: 5, fault: 3_860, ampacity: 8, fuse: nil),
    ]

    @Test(arguments: choiceCases)
    func choice_atAFaultLevel_isTheLowestCandidate_tiesToTheFamilyListedFirst(_ example: ChoiceCase) throws {
        let rule = try FuseRule(maximumVoltage: .volts(14.6), minimumInterruptRating: .amperes(example.fault))
        let selection = rule.select(
            current: .amperes(example.amperes), ampacity: example.ampacity.map(Current.amperes), standard: .defaultMethod,
            voltage: .volts(12))
        #expect(selection.fuse == example.fuse)
        if example.fuse == nil { #expect(selection.problem == .noRatingUnderCeiling) }
    }

    @Test func choice_withoutAFaultLevel_isTheFirstFamilyAskedFor() throws {
        // `--fuse-type classT,blade`: the user's order is a preference; 5 A gets Class T 10 A,
        // not the blade's 7.5 A (the fault-level rule would name the blade).
        let rule = try FuseRule(types: [.classT, .blade])
        let selection = rule.select(current: .amperes(5), ampacity: nil, standard: .defaultMethod, voltage: .volts(12))
        #expect(selection.fuse == FuseRecommendation(rating: .amperes(10), type: .classT))
        let atFault = try FuseRule(types: [.classT, .blade], minimumInterruptRating: .amperes(500))
        #expect(
            atFault.select(current: .amperes(5), ampacity: nil, standard: .defaultMethod, voltage: .volts(12)).fuse
                == FuseRecommendation(rating: .amperes(7.5), type: .blade))
    }

    /// The fuse found the straightforward way at a fault level: each family's first rating at or
    /// above the floor, kept when under the ceiling; of those, the first listed within one step
    /// (× 1.25) of the lowest.
    static func lowestScanned(atLeast minimum: Double, atMost maximum: Double?, types: [FuseType]) -> FuseRecommendation? {
        var candidates: [FuseRecommendation] = []
        for type in types {
            guard let rating = type.ratings.first(where: { Tolerance.isAtLeast($0, minimum) }) else { continue }
            if let maximum, !Tolerance.isAtLeast(maximum, rating) { continue }
            candidates.append(FuseRecommendation(rating: .amperes(rating), type: type))
        }
        guard let lowest = candidates.map(\.rating.amperes).min() else { return nil }
        return candidates.first { Tolerance.isAtMost($0.rating.amperes, lowest * 1.25) }
    }

    /// Every list of up to three families in every order, floors on, just around and between
    /// every rating, ceilings on, around and off each one, at a fault every family interrupts.
    @Test func choice_atAFaultLevel_equalsAScanForTheLowest() throws {
        let lists = SmallestFuseTests.orderedLists(of: [.blade, .maxi, .midi, .mega, .anl, .breaker, .classT], upTo: 3)
        var minimums: [Double] = [0, 0.2, 601, .nan]
        for rating in SmallestFuseTests.allRatings {
            minimums += [rating * (1 - 1e-10), rating, rating * (1 + 1e-8), rating + 0.3]
        }
        var compared = 0
        var differsFromFirst = 0
        for types in lists {
            let rule = try FuseRule(factor: 1, types: types, minimumInterruptRating: .amperes(1))
            for minimum in minimums {
                for maximum in [nil, minimum, minimum * 1.2, minimum * 2] as [Double?] {
                    let expected = Self.lowestScanned(atLeast: minimum, atMost: maximum, types: types)
                    let actual = rule.select(
                        current: .amperes(minimum), ampacity: maximum.map { .amperes($0) }, standard: .defaultMethod,
                        voltage: nil
                    ).fuse
                    if actual != expected { Issue.record("\(minimum) A … \(String(describing: maximum)) A \(types)") }
                    if expected != SmallestFuseTests.scannedFuse(atLeast: minimum, atMost: maximum, types: types) {
                        differsFromFirst += 1
                    }
                    compared += 1
                }
            }
        }
        #expect(compared == lists.count * minimums.count * 4)
        // The rules differ often enough for the test to tell them apart (7,266 of 153,320 cases,
        // 4.7 %, when the step rule was written).
        #expect(differsFromFirst > compared / 40)
    }

    // MARK: - Checking a chosen fuse

    struct CheckCase: Sendable, CustomTestStringConvertible {
        let name: String
        let rating: Double
        let amperes: Double
        let ampacity: Double?
        let standard: SizingStandard
        let breaches: [FuseBreach]
        var testDescription: String { name }
    }

    static let checkCases: [CheckCase] = [
        CheckCase(
            name: "at the floor and ceiling", rating: 25, amperes: 20, ampacity: 25, standard: .defaultMethod, breaches: []),
        CheckCase(
            name: "equal to the load: below 1.25 ×", rating: 20, amperes: 20, ampacity: 25, standard: .defaultMethod,
            breaches: [.belowFloor(.amperes(25))]),
        // The issue: 125 A on 6 AWG (120 A) under ABYC at 24 V is within 180 A.
        CheckCase(name: "ABYC 125 A on 6 AWG", rating: 125, amperes: 100, ampacity: 120, standard: .abyc, breaches: []),
        CheckCase(
            name: "default 125 A on 120 A", rating: 125, amperes: 100, ampacity: 120, standard: .defaultMethod,
            breaches: [.aboveCeiling(FuseCeiling(rule: .ampacity, ampacity: .amperes(120), maximum: .amperes(120)))]),
        CheckCase(
            name: "ABYC 200 A on 120 A: above 180 A", rating: 200, amperes: 100, ampacity: 120, standard: .abyc,
            breaches: [.aboveCeiling(FuseCeiling(rule: .abyc150Percent, ampacity: .amperes(120), maximum: .amperes(180)))]),
        CheckCase(
            name: "unrated conductor: only the floor", rating: 10, amperes: 10, ampacity: nil, standard: .defaultMethod,
            breaches: [.belowFloor(.amperes(12.5))]),
    ]

    @Test(arguments: checkCases)
    func check_givesTheRulesAChosenFuseBreaks(_ testCase: CheckCase) throws {
        let breaches = try FuseRule().check(
            rating: .amperes(testCase.rating), current: .amperes(testCase.amperes),
            ampacity: testCase.ampacity.map(Current.amperes),
            standard: testCase.standard, voltage: .volts(24))
        #expect(breaches == testCase.breaches)
    }

    // MARK: - The catalogue

    /// The families' published ratings (manufacturers' data; see ``FuseType``).
    @Test(arguments: [
        (FuseType.blade, 32.0, 1_000.0), (.maxi, 32, 1_000), (.midi, 32, 2_000), (.mega, 32, 2_000), (.anl, 32, 6_000),
        (.classT, 125, 20_000),
    ])
    func catalogue_votageAndInterruptRatings(_ type: FuseType, _ volts: Double, _ amperes: Double) {
        #expect(type.voltageRating == .volts(volts))
        #expect(type.interruptRating == .amperes(amperes))
    }

    @Test func catalogue_classTRunsFrom1ATo600AInNECRatings() {
        // NEC 240.6(A) standard ratings from 15 A, plus the additional fuse ratings 1, 3, 6 and 10 A.
        #expect(FuseType.classT.ratings.prefix(6) == [1, 3, 6, 10, 15, 20])
        #expect(FuseType.classT.ratings.last == 600)
        #expect(FuseType.classT.ratings.contains(45) && FuseType.classT.ratings.contains(110))
    }

    @Test func megaAnl_namesBothFamilies() throws {
        #expect(FuseType.named("megaAnl") == [.mega, .anl])
        #expect(FuseType.named("MEGAANL") == [.mega, .anl])
        #expect(FuseType.named("anl") == [.anl])
        #expect(FuseType.named("glass") == nil)
        #expect(try QuantityParser.fuseTypes("megaAnl,classT,mega", field: "fuseType") == [.mega, .anl, .classT])
    }

    @Test func invalidRule_isRefusedNamingTheField() {
        #expect(throws: ValidationError.self) { try FuseRule(factor: 0.5) }
        let error = #expect(throws: ValidationError.self) { try FuseRule(maximumVoltage: .volts(-1)) }
        #expect(error?.field == "chargeVoltage")
    }

    // MARK: - The families asked for

    /// A family named again is left out, its first naming keeping its place; a list without
    /// repeats is kept as given (``FuseRule/allFamilies``, every request's default, makes no array).
    @Test func types_repeatsLeftOut_firstNamingKeepsItsPlace() throws {
        #expect(try FuseRule(types: [.anl, .blade, .anl, .blade, .mega]).types == [.anl, .blade, .mega])
        #expect(try FuseRule(types: [.classT, .classT]).types == [.classT])
        #expect(try FuseRule(types: [.mega, .blade]).types == [.mega, .blade])
        #expect(try FuseRule(types: FuseRule.allFamilies).types == FuseType.defaultFamilies)
    }

    /// The usable families, read from the families asked for as the rule is used: at a 48 V
    /// circuit's 61.92 V charge voltage (48 × 1.29) only Class T (125 V) is rated; at 12 V's
    /// 15.48 V every family is, in the order asked for; at 58 V exactly the 58 V families, the
    /// 125 V Class T and nothing rated 32 or 48 V.
    @Test func families_byChargeVoltage_inTheOrderAskedFor() throws {
        #expect(try FuseRule(maximumVoltage: .volts(61.92)).families.get() == [.classT])
        #expect(try FuseRule(types: [.anl, .blade], maximumVoltage: .volts(15.48)).families.get() == [.anl, .blade])
        #expect(
            try FuseRule(maximumVoltage: .volts(58)).families.get() == [.blade58, .midi58, .mega58, .classT])
        #expect(try FuseRule(types: [.blade, .breaker], maximumVoltage: .volts(61.92)).families == .failure(.noFamilyForVoltage))
        // A family rated for the voltage but not the fault comes second: the interrupting problem.
        #expect(
            try FuseRule(types: [.blade58, .midi58], maximumVoltage: .volts(58), minimumInterruptRating: .amperes(2_000))
                .families == .failure(.noFamilyForInterruptRating))
    }

    /// A rule whose only voltage-rated family is refused for the conductor still says why: the
    /// conductor (not the voltage), with the floor and ceiling it worked out.
    @Test func select_usableFamiliesOnly_problemIsTheConductor() throws {
        let rule = try FuseRule(types: [.anl, .blade58], maximumVoltage: .volts(58))
        // 20 A × 1.25 = 25 A floor; blade 58 V takes 6 mm² at most, ANL is not rated for 58 V.
        let selection = rule.select(
            current: .amperes(20), ampacity: .amperes(60), standard: .defaultMethod, voltage: .volts(48),
            conductor: .metric(10))
        #expect(selection.fuse == nil)
        #expect(selection.problem == .noFamilyForConductor)
        #expect(selection.floor == .amperes(25))
        let fitting = rule.select(
            current: .amperes(20), ampacity: .amperes(60), standard: .defaultMethod, voltage: .volts(48),
            conductor: .metric(6))
        #expect(fitting.fuse == FuseRecommendation(rating: .amperes(25), type: .blade58))
    }

    /// Sizing hands the conductor's nominal area to the selection instead of the size
    /// (``FuseRule/select(current:ampacity:standard:voltage:conductorArea:)``): the holder's
    /// limit decides by that area (``FuseType/maximumConductorArea``). A 24 A load's floor is
    /// 30 A: a blade up to 6 mm² (equal counts), a MAXI to 16 mm², a MIDI to 25 mm², then a 40 A
    /// MEGA (its smallest rating).
    @Test(arguments: [
        (4.0, FuseType.blade, 30.0), (6, .blade, 30), (6.01, .maxi, 30), (10, .maxi, 30), (25, .midi, 30),
        (35, .mega, 40),
    ])
    func select_byConductorArea_holderLimitDecides(_ area: Double, _ type: FuseType, _ rating: Double) throws {
        let rule = try FuseRule(maximumVoltage: .volts(14.4))
        let selection = rule.select(
            current: .amperes(24), ampacity: .amperes(400), standard: .defaultMethod, voltage: .volts(12),
            conductorArea: area)
        #expect(selection.fuse == FuseRecommendation(rating: .amperes(rating), type: type))
        #expect(selection.floor.amperes == 30)
    }
}
