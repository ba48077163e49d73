/// The one rule a fuse is chosen and checked by — `size`, `fuse`, `batch`, `report` and `check`
/// all apply it:
///
/// - **Floor**: rating ≥ factor × the continuous current (default 1.25, so the fuse runs at no
///   more than 80 % of its rating; Blue Sea Systems' and the NEC's 125 % practice), and, when the
///   circuit has a ``Surge``, at least the family's smallest rating its time-current
///   characteristic is sure to carry the surge with for its duration
///   (``FuseType/minimumRating(carrying:)``, ``FuseCharacteristic``): a floor per family.
/// - **Ceiling**: rating ≤ the standard's limit for the conductor (``FuseCeiling``): its derated
///   ampacity by default; 150 % of it under ABYC E-11 below 50 V.
/// - **Voltage**: the family's voltage rating ≥ the highest voltage the circuit sees, its
///   charging voltage (``FuseType/voltageRating``; 33 CFR 183.455(d) asks for at least the
///   circuit's voltage).
/// - **Interrupting rating**: for every fuse of a system, the family's interrupting rating ≥ the
///   fault current where it sits (``FaultLevel``; the bank's own at its main fuse).
/// - **Conductor**: the family's holders take the conductor (``FuseType/maximumConductorArea``):
///   no blade fuse on 16 mm² cable.
///
/// **Choice**: each family that passes the voltage, interrupting and conductor tests has a
/// candidate, its smallest rating at or above its floor, if that is within the ceiling.
///
/// - At a fault level (``minimumInterruptRating`` given: every circuit of a system), the first
///   family (``FuseType``'s cheapest-first order) whose candidate is within one step (``step``,
///   × 1.25) of the lowest candidate is named: close to the tightest protection of the conductor
///   among the families that interrupt the fault there, without paying for a Class T where a
///   cheaper family is one rating above it. Once a fault rules out the small families (1–2 kA),
///   the first one left is ANL, whose smallest rating is 35 A: this rule gives a 5 A fridge a 10 A
///   Class T instead of a 40 A ANL, keeps 25 A breakers off 5 A loads, and gives a 35 A charger
///   at 48 V a 50 A MIDI 58 V rather than a 45 A Class T.
/// - Without one (`size`, `fuse` and `batch` requests), the families are the preference the
///   user states (`--fuse-type`, in its order) and the first family's candidate is named. In
///   the default order the two rules name the same fuse wherever the first family's ratings
///   step by at most 25 %; they are kept apart so that a request's output, and a user's stated
///   preference, stay what they were.
///
/// Ratings are compared with a relative tolerance of 1e-9 (`Tolerance`), so 1.25 × 20 A
/// selects exactly 25 A. Validated on creation; immutable.
public struct FuseRule: Hashable, Sendable {
    /// rating ≥ factor × current; 1 … 3.
    public let factor: Double
    /// The families asked for, in preference order, each once.
    public let types: [FuseType]
    /// The highest voltage the circuit sees; nil when not known (then not checked).
    public let maximumVoltage: Voltage?
    /// The interrupting rating the fuse needs (``FaultLevel/requiredInterruptRating``); nil
    /// without a fault level (a `size`, `fuse` or `batch` request: not checked).
    public let minimumInterruptRating: Current?
    /// The surges or inrushes the fuse must carry, each for its own duration (one for a branch;
    /// one per circuit below a feeder or a bank's run, each on top of the rest's continuous
    /// load); empty for none. A family's floor is the largest of their minimum ratings
    /// (``FuseType/hardestSurge(of:)``).
    public var surges: [Surge] { surgeList ?? [] }

    /// ``surges``, nil for none: a rule without surges (every `size`, `fuse` and `batch`
    /// request's) holds no array, so making, copying and dropping it (a batch row does each)
    /// retains and releases nothing for them. Never an empty array (the initialiser makes that
    /// nil), so the synthesised `==` and `hash` still compare the surges.
    private let surgeList: [Surge]?

    /// Default ratio of fuse rating to continuous current.
    public static let defaultFactor = 1.25

    /// - Parameters:
    ///   - factor: 1 … 3; default 1.25.
    ///   - types: at least one family; one named again is left out (its first naming sets its
    ///     place in the order).
    ///   - maximumVoltage: at least 0.1 V when given.
    ///   - minimumInterruptRating: positive when given.
    ///   - surge: the circuit's surge and its duration, when it has one.
    ///   - surges: further surges the fuse must carry, each for its own duration (a feeder's).
    /// - Throws: ``ValidationError`` for `fuseFactor`, an empty `fuseType`, `chargeVoltage`.
    public init(
        factor: Double = defaultFactor, types: [FuseType] = FuseType.defaultFamilies, maximumVoltage: Voltage? = nil,
        minimumInterruptRating: Current? = nil, surge: Surge? = nil, surges: borrowing [Surge] = []
    ) throws(ValidationError) {
        try Limits.requireWithin(factor, Limits.fuseFactor, field: "fuseFactor", unit: "")
        // The list as given when no family is named twice (the default list, every family once,
        // is not searched for repeats: `==` finds it the same array at once; no array is made).
        let families = types == Self.allFamilies || !Self.hasRepeats(types) ? types : Self.withoutRepeats(types)
        guard !families.isEmpty else {
            throw ValidationError(field: "fuseType", rule: .fuseTypeRequired, value: .noneListed)
        }
        if let maximumVoltage {
            // A derived value may exceed the input range (1500 V × 1.29): only its sign is checked.
            try Limits.requirePositive(
                maximumVoltage.volts, in: Limits.voltage.lowerBound...Double.greatestFiniteMagnitude, field: "chargeVoltage",
                unit: "V")
        }
        if let minimumInterruptRating {
            try Limits.requirePositive(
                minimumInterruptRating.amperes, in: 1...1_000_000, field: "shortCircuitCurrent", unit: "A")
        }
        self.factor = factor
        self.maximumVoltage = maximumVoltage
        self.minimumInterruptRating = minimumInterruptRating
        // `surges` is borrowed: the empty list a request passes by default is then dropped where
        // it is made, not released here (~18 instructions a batch row).
        if let surge {
            surgeList = [surge] + surges
        } else {
            surgeList = surges.isEmpty ? nil : copy surges
        }
        usableRatings = UsableRatings(maximumVoltage: maximumVoltage, minimumInterruptRating: minimumInterruptRating)
        (problem, firstUsable) = Self.problem(families, usable: usableRatings)
        // Stored last, after its last read: stored before `problem` read it, the list was
        // retained and released around the call (~40 instructions a batch row).
        self.types = families
    }

    /// The rule of a request that names no fuse key: factor 1.25, ``allFamilies``, the fuse rated
    /// for `maximumVoltage`, no interrupting rating, no surge. The same rule as
    /// ``init(factor:types:maximumVoltage:minimumInterruptRating:surge:surges:)`` given those
    /// (`SizingRequestDefaultsTests` compare them over voltages on both sides of every family's
    /// rating), made without the checks they pass: the factor and the list are the defaults, and
    /// `maximumVoltage` is a checked circuit voltage × 1.29, so positive and finite.
    @inline(__always)  // the rule made in place in the options (a call made it aside and copied it)
    init(defaultFamiliesRatedFor maximumVoltage: Voltage) {
        factor = Self.defaultFactor
        self.maximumVoltage = maximumVoltage
        minimumInterruptRating = nil
        surgeList = nil
        usableRatings = UsableRatings(maximumVoltage: maximumVoltage, minimumInterruptRating: nil)
        (problem, firstUsable) = Self.defaultProblem(usable: usableRatings)
        types = Self.allFamilies
    }

    /// ``problem(_:usable:)`` of ``allFamilies`` with no interrupting rating asked for (which
    /// every family passes), found from the list's voltage steps instead of a loop over it
    /// (~73 → ~10 instructions a batch row). Invariant: ``allFamilies`` is ``FuseType``'s order
    /// without the DC MCB — five 32 V families from 0 (blade first), three 58 V from 5
    /// (`blade58` first), the 48 V breaker at 8, Class T (125 V, the highest) at 9 — so the first
    /// family rated for a voltage is at 0, 5 or 9, or none is. Reordering the families or
    /// changing a rating breaks it: `SizingRequestDefaultsTests` compare this rule with the plain
    /// one at voltages on both sides of every rating.
    private static func defaultProblem(usable: UsableRatings) -> (FuseProblem?, firstUsable: Int) {
        if usable.admitVoltage(.blade) { return (nil, 0) }
        if usable.admitVoltage(.blade58) { return (nil, 5) }
        if usable.admitVoltage(.classT) { return (nil, 9) }
        return (.noFamilyForVoltage, allFamilies.count)
    }

    /// The families a request chooses from when it names none (``FuseType/defaultFamilies``, in
    /// ``FuseType``'s order).
    static let allFamilies = FuseType.defaultFamilies

    private static func hasRepeats(_ types: [FuseType]) -> Bool {
        // Indices, not `types[..<index].contains`: the slices cost ~600 instructions a request.
        types.withUnsafeBufferPointer { types in
            for index in types.indices {
                for earlier in 0..<index where types[earlier] == types[index] { return true }
            }
            return false
        }
    }

    private static func withoutRepeats(_ types: [FuseType]) -> [FuseType] {
        var families: [FuseType] = []
        families.reserveCapacity(types.count)
        for type in types where !families.contains(type) { families.append(type) }
        return families
    }

    /// factor × current: the lowest acceptable rating before the surge.
    public func floor(for current: Current) -> Current { current * factor }

    /// The smallest rating of `type` that carries every one of ``surges`` for its duration; nil
    /// without a surge, or when no rating of the family does (then the family cannot be used).
    public func surgeMinimum(for type: FuseType) -> Current? {
        surgeDemand(of: type)?.minimum
    }

    /// What ``surges`` ask of `type`: the hardest of them for the family and its smallest rating
    /// that carries it (``FuseType/hardestSurge(of:)``); nil without a surge.
    public func surgeDemand(of type: FuseType) -> SurgeDemand? {
        type.hardestSurge(of: surges).map { SurgeDemand(family: type, surge: $0.surge, minimum: $0.minimum) }
    }

    /// What ``surges`` ask of a fuse someone chose of `rating` without naming its family: judged
    /// with the first usable family (rated for the voltage and fault current) that makes the
    /// rating, else the first usable family, else the first asked for. `check`'s
    /// `fuseBelowCurrent` and `report`'s surge line both read this, so both name one family and
    /// one figure. Nil without a surge.
    public func surgeDemand(forRating rating: Current) -> SurgeDemand? {
        guard surgeList != nil else { return nil }
        let families = (try? self.families.get()) ?? types
        let family =
            families.first { type in
                type.ratings.contains { Tolerance.isAtLeast($0, rating.amperes) && Tolerance.isAtMost($0, rating.amperes) }
            }
            ?? families.first
        return family.flatMap(surgeDemand(of:))
    }

    /// What ``surges`` ask where no fuse is chosen: of the usable families (rated for the voltage
    /// and fault current; every family asked for when none is), the one whose smallest rating that
    /// carries the surges is lowest — the first in order on a tie, the first family when no rating
    /// of any carries them. Nil without a surge.
    public func lowestSurgeDemand() -> SurgeDemand? {
        guard surgeList != nil else { return nil }
        let families = (try? self.families.get()).flatMap { $0.isEmpty ? nil : $0 } ?? types
        return SurgeDemand.lowest(families.compactMap(surgeDemand(of:)))
    }

    /// The families asked for that are rated for the circuit's voltage and, for a main fuse,
    /// its fault current, in preference order; or why there are none.
    public var families: Result<[FuseType], FuseProblem> {
        if let problem { return .failure(problem) }
        return .success(types.filter(isUsable))
    }

    /// Why no family asked for is usable (``families``); nil when one is. Worked out once, when
    /// the rule is made; the families themselves are read from ``types`` with ``isUsable(_:)``,
    /// so a batch row makes no array for them.
    private let problem: FuseProblem?

    /// Where the first usable family is in ``types`` (``isUsable(_:)``), found with ``problem``
    /// when the rule is made; `types.count` when none is. A selection starts its loops there: the
    /// families before it are none of them usable (at 48 V nine of the ten default families are
    /// rated 32 or 58 V, and were each tested again for every size a row tried, ~14
    /// instructions each). Invariant: `isUsable(types[i])` is false for every `i < firstUsable`;
    /// `FuseRuleTests` compare selections with those over every family.
    private let firstUsable: Int

    /// Whether `type` is rated for the circuit's voltage and fault current (not whether it was
    /// asked for).
    private func isUsable(_ type: FuseType) -> Bool { usableRatings.admit(type) }

    /// The least voltage and interrupting ratings a usable family has: ``Tolerance/leastAtLeast(_:)``
    /// of the rule's ``maximumVoltage`` and ``minimumInterruptRating`` (−∞ for one not checked),
    /// so ``isUsable(_:)`` is two comparisons. Worked out when the rule is made (``usableRatings``),
    /// not by every selection (a batch row makes 1.2).
    private struct UsableRatings: Hashable {
        let volts: Double
        let amperes: Double

        init(maximumVoltage: Voltage?, minimumInterruptRating: Current?) {
            volts = maximumVoltage.map { Tolerance.leastAtLeast($0.volts) } ?? -.infinity
            amperes = minimumInterruptRating.map { Tolerance.leastAtLeast($0.amperes) } ?? -.infinity
        }

        /// Whether `type` is rated for the voltage (`Tolerance.isAtLeast`).
        func admitVoltage(_ type: FuseType) -> Bool { type.voltageRating.volts >= volts }

        /// Whether `type` is rated for the voltage and the fault current (`Tolerance.isAtLeast` each).
        func admit(_ type: FuseType) -> Bool {
            admitVoltage(type) && type.interruptRating.amperes >= amperes
        }
    }

    /// ``UsableRatings`` of ``maximumVoltage`` and ``minimumInterruptRating``.
    private let usableRatings: UsableRatings

    /// Why no family of `types` is usable (nil when one is), and where the first usable one is
    /// (`types.count` when none is).
    private static func problem(_ types: [FuseType], usable: UsableRatings) -> (FuseProblem?, firstUsable: Int) {
        // The limits worked out once, not once a family (``UsableRatings``: ~100 → ~40
        // instructions a batch row).
        var anyRatedForVoltage = false
        for (index, type) in types.enumerated() where usable.admitVoltage(type) {
            anyRatedForVoltage = true
            if type.interruptRating.amperes >= usable.amperes { return (nil, index) }
        }
        return (anyRatedForVoltage ? .noFamilyForInterruptRating : .noFamilyForVoltage, types.count)
    }

    /// The ceiling for a conductor of `ampacity` (``FuseCeiling/make(ampacity:standard:voltage:families:)``),
    /// the next-rating rule reading the ratings of ``families``. In line in ``select(current:ampacity:standard:voltage:conductorArea:)``
    /// (with the default method's ceiling made in place: ``FuseCeiling/make(ampacity:standard:voltage:families:)``).
    @inline(__always)
    public func ceiling(ampacity: Current, standard: SizingStandard, voltage: Voltage?) -> FuseCeiling {
        FuseCeiling.make(ampacity: ampacity, standard: standard, voltage: voltage, families: (try? families.get()) ?? [])
    }

    /// How far above the lowest candidate a cheaper family's candidate may be and still be named
    /// at a fault level: one step of the floor's factor (1.25, the default ``defaultFactor``).
    /// The 45 A Class T of a 35 A charger gives way to a 50 A MIDI; a 5 A fridge's 10 A Class T
    /// does not give way to a 40 A ANL.
    static let step = 1.25

    /// The fuse for a continuous `current` protecting a conductor of `ampacity`.
    /// - Parameters:
    ///   - current: the continuous current the fuse protects; the floor is factor × current.
    ///   - ampacity: the conductor's derated ampacity; nil for no conductor (no ceiling).
    ///   - standard: the sizing method, for the ceiling.
    ///   - voltage: the circuit's nominal voltage, for ABYC's 50 V threshold; nil when unknown.
    ///   - conductor: the conductor the fuse's holder must take (``FuseType/accepts(_:)``); nil
    ///     when unknown (not checked).
    public func select(
        current: Current, ampacity: Current?, standard: SizingStandard, voltage: Voltage?, conductor: ConductorSize? = nil
    ) -> FuseSelection {
        select(
            current: current, ampacity: ampacity, standard: standard, voltage: voltage,
            conductorArea: conductor?.area.squareMillimeters)
    }

    /// ``select(current:ampacity:standard:voltage:conductor:)`` for a conductor of `area` mm²
    /// (nil: not known, not checked), which sizing has at hand for every size of its series.
    func select(
        current: Current, ampacity: Current?, standard: SizingStandard, voltage: Voltage?, conductorArea area: Double?
    ) -> FuseSelection {
        // One selection, compiled twice: a rule without surges (every `size`, `fuse` and `batch`
        // request's) has none of the surge state made, tested or stored (~20 instructions a call).
        surgeList == nil
            ? selection(
                current: current, ampacity: ampacity, standard: standard, voltage: voltage, conductorArea: area,
                carriesSurges: false)
            : selection(
                current: current, ampacity: ampacity, standard: standard, voltage: voltage, conductorArea: area,
                carriesSurges: true)
    }

    /// ``select(current:ampacity:standard:voltage:conductorArea:)`` with `carriesSurges` whether the
    /// rule has surges (``surgeList`` is not nil); in line in it, once for each value.
    @inline(__always)
    private func selection(
        current: Current, ampacity: Current?, standard: SizingStandard, voltage: Voltage?, conductorArea area: Double?,
        carriesSurges: Bool
    ) -> FuseSelection {
        let floor = floor(for: current)
        let ceiling = ampacity.map { self.ceiling(ampacity: $0, standard: standard, voltage: voltage) }
        if let problem { return FuseSelection(floor: floor, ceiling: ceiling, fuse: nil, problem: problem) }
        var madeAtFloor = false
        var fitsConductor = false
        // Where no fuse is chosen: the lowest surge minimum over the families tried.
        var lowestDemand: SurgeDemand?
        // Read once a call, not once a family: the ceiling's maximum, what ``isUsable(_:)`` reads.
        let (maximum, usable) = (ceiling?.maximum.amperes, usableRatings)
        // Once a call: `largest >= leastLargest` is `Tolerance.isAtMost(area, largest)` (``Tolerance/leastAtLeast(_:)``).
        let leastLargest = area.map(Tolerance.leastAtLeast)
        // A family's candidate: its smallest rating at or above the floor (and what carries the
        // surge), when that is within the ceiling.
        func candidate(_ type: FuseType) -> (rating: Double, demand: SurgeDemand?)? {
            if let leastLargest, let largest = type.maximumConductorArea, !(largest.squareMillimeters >= leastLargest) {
                return nil
            }
            fitsConductor = true
            var least = floor.amperes
            var demand: SurgeDemand?
            if carriesSurges, let found = surgeDemand(of: type) {
                demand = found
                lowestDemand = SurgeDemand.lowest([lowestDemand, found].compactMap { $0 })
                guard let carrying = found.minimum else { return nil }
                least = max(least, carrying.amperes)
            }
            // The smallest rating `Tolerance.isAtLeast` the least, one comparison a rating.
            let bound = Tolerance.leastAtLeast(least)
            guard let rating = type.ratings.first(where: { $0 >= bound }) else { return nil }
            madeAtFloor = true
            if let maximum, !Tolerance.isAtMost(rating, maximum) { return nil }
            return (rating, demand)
        }
        // No fault level: the first family's candidate is named; with one, the first within a ``step``.
        var limit = Double.infinity
        // From ``firstUsable`` (none before is usable), by index (a slice retained ``types``).
        let usableIndices = firstUsable..<types.count
        if minimumInterruptRating != nil {
            for index in usableIndices where usable.admit(types[index]) {
                if let found = candidate(types[index]) { limit = min(limit, found.rating * Self.step) }
            }
        }
        for index in usableIndices where usable.admit(types[index]) {
            let type = types[index]
            guard let found = candidate(type), Tolerance.isAtMost(found.rating, limit) else { continue }
            return FuseSelection(
                floor: floor, ceiling: ceiling, fuse: FuseRecommendation(rating: .amperes(found.rating), type: type),
                problem: nil, surgeMinimum: found.demand?.minimum, surgeFamily: found.demand?.family,
                surge: found.demand?.surge)
        }
        let problem: FuseProblem =
            !fitsConductor ? .noFamilyForConductor : madeAtFloor ? .noRatingUnderCeiling : .noRatingAtFloor
        return FuseSelection(
            floor: floor, ceiling: ceiling, fuse: nil, problem: problem, surgeMinimum: lowestDemand?.minimum,
            surgeFamily: lowestDemand?.family, surge: lowestDemand?.surge)
    }

    /// The rules a fuse someone chose of `rating` breaks on a conductor of `ampacity`: below the
    /// floor, below what carries the surges (``surgeDemand(forRating:)``: read with the
    /// characteristic of the first usable family that makes the rating, else of the first usable
    /// family), above the ceiling (when the conductor is rated).
    public func check(
        rating: Current, current: Current, ampacity: Current?, standard: SizingStandard, voltage: Voltage?
    ) -> [FuseBreach] {
        var breaches: [FuseBreach] = []
        let floor = floor(for: current)
        if !Tolerance.isAtLeast(rating.amperes, floor.amperes) { breaches.append(.belowFloor(floor)) }
        if let demand = surgeDemand(forRating: rating), !demand.family.characteristic.carries(demand.surge, rating: rating) {
            breaches.append(.belowSurge(demand.surge, family: demand.family, minimum: demand.minimum))
        }
        if let ampacity {
            let ceiling = ceiling(ampacity: ampacity, standard: standard, voltage: voltage)
            if !Tolerance.isAtMost(rating.amperes, ceiling.maximum.amperes) { breaches.append(.aboveCeiling(ceiling)) }
        }
        return breaches
    }
}

/// A rule a chosen fuse breaks (``FuseRule/check(rating:current:ampacity:standard:voltage:)``).
public enum FuseBreach: Hashable, Sendable {
    /// Below factor × the load current.
    case belowFloor(Current)
    /// Too small to carry the circuit's surge for its duration by the family's characteristic;
    /// `minimum` is the family's smallest rating that does (nil when none does).
    case belowSurge(Surge, family: FuseType, minimum: Current?)
    /// Above the standard's ceiling for the conductor.
    case aboveCeiling(FuseCeiling)
}

/// Why no fuse could be chosen (JSON `fuseProblem`; the names are a contract).
public enum FuseProblem: String, Error, CaseIterable, Sendable {
    /// No family asked for is rated for the circuit's charging voltage.
    case noFamilyForVoltage
    /// No family asked for (and rated for the voltage) can interrupt the bank's fault current.
    case noFamilyForInterruptRating
    /// No family asked for (and rated for the voltage and fault current) has a holder that takes
    /// the conductor (``FuseType/maximumConductorArea``).
    case noFamilyForConductor
    /// The floor is above every rating of the families that qualify.
    case noRatingAtFloor
    /// Every rating at or above the floor is above the conductor's ceiling.
    case noRatingUnderCeiling
}

/// What ``FuseRule/select(current:ampacity:standard:voltage:conductor:)`` found.
public struct FuseSelection: Hashable, Sendable {
    /// factor × current.
    public let floor: Current
    /// The ceiling of the conductor; nil without one.
    public let ceiling: FuseCeiling?
    /// The fuse; nil when none qualifies (see ``problem``).
    public let fuse: FuseRecommendation?
    /// Why no fuse qualifies; nil when ``fuse`` is set.
    public let problem: FuseProblem?
    /// The chosen family's smallest rating that carries the circuit's surge (the first usable
    /// family's when none is chosen); nil without a surge.
    public var surgeMinimum: Current? = nil
    /// The family ``surgeMinimum`` is of: the chosen family, else the family tried whose
    /// smallest rating that carries the surges is lowest (the first on a tie; the first tried when
    /// none of their ratings does); nil without a surge, or when no family was tried.
    public var surgeFamily: FuseType? = nil
    /// Of the rule's surges, the one that sets ``surgeMinimum`` for ``surgeFamily``
    /// (``FuseType/hardestSurge(of:)``); nil without a surge, or when no family was tried.
    public var surge: Surge? = nil
}

/// What a circuit's surges ask of one fuse family (``FuseRule/surgeDemand(of:)``).
public struct SurgeDemand: Hashable, Sendable {
    /// The family.
    public let family: FuseType
    /// The surge the family needs the largest rating for (``FuseType/hardestSurge(of:)``).
    public let surge: Surge
    /// The family's smallest rating that carries every surge; nil when none does.
    public let minimum: Current?

    /// Of `demands`, the one with the lowest minimum (a family none of whose ratings carries the
    /// surges last); the first on a tie. Nil when empty.
    static func lowest(_ demands: [SurgeDemand]) -> SurgeDemand? {
        var best: SurgeDemand?
        for demand in demands {
            guard let found = best else {
                best = demand
                continue
            }
            if let minimum = demand.minimum, found.minimum.map({ minimum < $0 }) ?? true { best = demand }
        }
        return best
    }
}

extension FuseRule {
    /// The families not asked for whose DC voltage rating reaches ``maximumVoltage``, in
    /// ``FuseType``'s order: where ``FuseProblem/noFamilyForVoltage`` points the user. Empty
    /// without a voltage to meet.
    public var otherFamiliesRatedForVoltage: [FuseType] {
        guard let maximumVoltage else { return [] }
        return FuseType.allCases.filter { !types.contains($0) && $0.voltageRating.volts >= maximumVoltage.volts }
    }
}
