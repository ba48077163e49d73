import Testing

@testable import CableCore

/// ``Sizer/size(_:options:)`` reads precomputed series tables and applies ``FuseRule``; here it
/// must give exactly what the method its documentation states gives when followed step by step
/// with the one-size functions (``Circuit/analyze(_:)``, ``Circuit/sizingArea(of:)``), the
/// ceilings written out (33 CFR 183.455(c)) and a plain scan of the fuse families, for thousands of circuits: every series under both methods,
/// every condition, and values placed on the limits where the tolerance decides.
@Suite("Sizer: equal to the documented method followed step by step")
struct SizerReferenceTests {
    /// The documented method, step by step.
    static func referenceSize(_ circuit: Circuit, options: SizingOptions) -> Result<SizingResult, SizingError> {
        let sizes = options.series.sizes
        let runs = sizes.map(circuit.analyze)
        let largest = runs[runs.count - 1]
        let required = circuit.requiredArea(maxDropPercent: options.maxDropPercent)
        // 1. Drop: the smallest size whose sizing area is at least the required area.
        guard
            let dropIndex = sizes.indices.first(where: {
                Tolerance.isAtLeast(circuit.sizingArea(of: sizes[$0]).squareMillimeters, required.squareMillimeters)
            })
        else { return .failure(.dropTooLarge(required: required, largest: largest)) }
        // 2. Ampacity: the smallest size that carries the current.
        guard let ampacityIndex = runs.indices.first(where: { runs[$0].carries(circuit.current) }) else {
            return .failure(.currentTooLarge(current: circuit.current, largest: largest))
        }
        // 3. The minimum for a separately run conductor: 16 AWG or 1 mm².
        let minimumIndex = sizes.firstIndex(of: options.series == .metric ? .metric(1) : .awg(16)) ?? 0
        // 4. The largest; drop wins a tie, then ampacity.
        let chosen = max(dropIndex, ampacityIndex, minimumIndex)
        // 5. A fuse of the first family rated for the voltage with a rating between the floor and
        //    the ceiling, trying larger sizes until one fits.
        let floor = circuit.current * options.fuseFactor
        let rule = options.fuseRule
        let families = options.fuseTypes.filter { type in
            rule.maximumVoltage.map { type.voltageRating.volts >= $0.volts * (1 - 1e-9) } ?? true
        }
        let familyRatings = Array(Set(families.flatMap(\.ratings))).sorted()
        func ceiling(_ run: RunAnalysis) -> FuseCeiling? {
            guard let ampacity = run.ampacity?.current.amperes else { return nil }
            switch circuit.standard {
            case .defaultMethod:
                return FuseCeiling(rule: .ampacity, ampacity: .amperes(ampacity), maximum: .amperes(ampacity))
            case .abyc where circuit.supplyVoltage.volts < 50:
                return FuseCeiling(rule: .abyc150Percent, ampacity: .amperes(ampacity), maximum: .amperes(ampacity * 1.5))
            case .abyc:
                var maximum = ampacity
                if let next = familyRatings.first(where: { Tolerance.isAtLeast($0, ampacity) }),
                    Tolerance.isAtMost(next, ampacity * 1.5)
                {
                    maximum = next
                }
                return FuseCeiling(
                    rule: .abycNextRatingAboveAmpacity, ampacity: .amperes(ampacity), maximum: .amperes(maximum))
            }
        }
        var fuse: FuseRecommendation?
        var final = chosen
        // A family is usable only on a conductor its holders take (FuseType.maximumConductorArea).
        func fitting(_ index: Int) -> [FuseType] { families.filter { $0.accepts(sizes[index]) } }
        for index in chosen..<sizes.count {
            fuse = SmallestFuseTests.scannedFuse(
                atLeast: floor.amperes, atMost: ceiling(runs[index])?.maximum.amperes, types: fitting(index))
            if fuse != nil {
                final = index
                break
            }
        }
        var problem: FuseProblem?
        if families.isEmpty {
            problem = .noFamilyForVoltage
        } else if fuse == nil, fitting(final).isEmpty {
            problem = .noFamilyForConductor
        } else if fuse == nil {
            let madeAtFloor = fitting(final).contains { $0.ratings.contains { Tolerance.isAtLeast($0, floor.amperes) } }
            problem = madeAtFloor ? .noRatingUnderCeiling : .noRatingAtFloor
        }
        let limitedBy: LimitingFactor =
            final > chosen || (ampacityIndex > dropIndex && ampacityIndex >= minimumIndex)
            ? .ampacity : minimumIndex > dropIndex ? .minimumSize : .voltageDrop
        return .success(
            SizingResult(
                circuit: circuit, options: options, requiredArea: required, recommended: runs[final], limitedBy: limitedBy,
                fuseSelection: FuseSelection(floor: floor, ceiling: ceiling(runs[final]), fuse: fuse, problem: problem),
                upsizedForFuseFrom: final > chosen ? sizes[chosen] : nil, nextSmaller: final > 0 ? runs[final - 1] : nil))
    }

    /// SplitMix64: a fixed sequence, so a failure names a case that can be run again.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }
    }

    /// Every ordered list of up to three fuse families.
    static let fuseLists = SmallestFuseTests.orderedLists(of: FuseType.allCases, upTo: 3)

    /// A random circuit and options; a third of them with the current, the length or the fuse
    /// minimum placed on a size's rating, a size's area or a fuse rating.
    static func randomCase(_ random: inout Generator) -> (Circuit, SizingOptions)? {
        let standard = random.pick(SizingStandard.allCases)
        let series = random.pick(WireSeries.allCases)
        let material = random.pick(ConductorMaterial.allCases)
        let conditions = InstallationConditions(
            insulation: random.pick(InsulationRating.allCases), engineRoom: random.pick([false, true]),
            bundledConductors: random.pick([1, 2, 3, 4, 6, 7, 24, 25, 1000]))
        let voltage = random.pick([6.0, 12, 24, 32, 48, 110])
        let maxDrop = random.pick([0.5, 1, 3, 5, 10, 50])
        let fuseFactor = random.pick([1.0, 1.25, 1.5, 3])
        let fuseTypes = random.pick(fuseLists)
        let chargeRatio = random.pick([nil, 1, 1.29, 1.29, 3] as [Double?])
        let temperature = Double.random(in: -50...200, using: &random)
        let roundTrip = random.pick([false, true])
        var amperes = random.pick([0.05, 1, 5, 20, 100, 400, 2000]) * Double.random(in: 0.5...2, using: &random)
        var meters = random.pick([0.1, 1, 5, 20, 100]) * Double.random(in: 0.5...2, using: &random)
        let sizes = series.sizes
        let index = Int.random(in: 0..<sizes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0:  // the current exactly a size's rating (or a rounding step off it)
            if let rating = AmpacityTable.forSeries(series).rating(
                of: sizes[index], conditions: conditions, material: material)
            {
                amperes = rating.current.amperes * random.pick([1, 1 + 1e-12, 1 - 1e-12, 1 + 1e-8])
            }
        case 1:  // the fuse minimum exactly a fuse rating
            amperes = random.pick(SmallestFuseTests.allRatings) / fuseFactor
        case 2:  // the required area exactly a size's sizing area
            let probe = try? Circuit(
                load: .current(.amperes(amperes)), supplyVoltage: .volts(voltage), length: .meters(1),
                lengthIsRoundTrip: true, material: material, conductorTemperature: .celsius(temperature),
                conditions: conditions, standard: standard, conductor: .nominal)
            if let probe {
                let area = probe.sizingArea(of: sizes[index]).squareMillimeters
                let path = area * (voltage * maxDrop / 100) / (probe.resistivity * amperes)
                meters = roundTrip ? path : path / 2
            }
        default:
            break
        }
        let load: Circuit.Load = random.pick([true, false]) ? .current(.amperes(amperes)) : .power(.watts(amperes * voltage))
        guard
            let circuit = try? Circuit(
                load: load, supplyVoltage: .volts(voltage), length: .meters(meters), lengthIsRoundTrip: roundTrip,
                material: material, conductorTemperature: .celsius(temperature), conditions: conditions, standard: standard,
                conductor: .nominal),
            let options = try? SizingOptions(
                maxDropPercent: maxDrop, series: series, fuseFactor: fuseFactor, fuseTypes: fuseTypes,
                chargeVoltage: chargeRatio.map { .volts(voltage * $0) })
        else { return nil }
        return (circuit, options)
    }

    @Test func size_equalsTheMethodStepByStep_forRandomCircuits() {
        var random = Generator(state: 20_240_601)
        var compared = 0
        var outcomes: [String: Int] = [:]
        while compared < 4000 {
            guard let (circuit, options) = Self.randomCase(&random) else { continue }
            let expected = Self.referenceSize(circuit, options: options)
            // The reference is one conductor's method; parallel conductors have their own tests.
            let actual = Result { () throws(SizingError) -> SizingResult in
                try Sizer.size(circuit, options: options, parallel: false)
            }
            if actual != expected {
                Issue.record("case \(compared): \(circuit) \(options)\nexpected \(expected)\nactual \(actual)")
            }
            compared += 1
            switch expected {
            case .success(let result) where result.fuse == nil: outcomes["no fuse", default: 0] += 1
            case .success(let result) where result.upsizedForFuseFrom != nil: outcomes["upsized", default: 0] += 1
            case .success(let result): outcomes[result.limitedBy.rawValue, default: 0] += 1
            case .failure(.dropTooLarge): outcomes["drop too large", default: 0] += 1
            case .failure(.currentTooLarge): outcomes["current too large", default: 0] += 1
            }
        }
        // Every outcome is exercised.
        for outcome in ["no fuse", "upsized", "voltageDrop", "ampacity", "minimumSize", "drop too large", "current too large"] {
            #expect(outcomes[outcome, default: 0] > 40, "\(outcome): \(outcomes)")
        }
    }

    /// ``Sizer/size(_:options:parallel:read:)`` (batch's) hands `read` the very result
    /// ``Sizer/size(_:options:parallel:)`` returns, once, and never when sizing fails; with and
    /// without parallel conductors.
    @Test func sizeReadInPlace_handsOnTheResultReturned() {
        var random = Generator(state: 36)
        var compared = 0
        var failures = 0
        while compared < 2000 {
            guard let (circuit, options) = Self.randomCase(&random) else { continue }
            let parallel = compared % 2 == 0
            let returned = Result { () throws(SizingError) -> SizingResult in
                try Sizer.size(circuit, options: options, parallel: parallel)
            }
            let read = Result { () throws(SizingError) -> [SizingResult] in
                var handed: [SizingResult] = []
                try Sizer.size(circuit, options: options, parallel: parallel) { handed.append(copy $0) }
                return handed
            }
            #expect(read == returned.map { [$0] }, "case \(compared): \(circuit) \(options)")
            if case .failure = returned { failures += 1 }
            compared += 1
        }
        #expect(failures > 40)
    }
}
