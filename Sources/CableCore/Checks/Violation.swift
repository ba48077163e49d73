/// A broken rule: what `cable check` fails on, `cable drop` and `report` show. A value; its
/// words are the renderers'.
public struct Violation: Hashable, Sendable {
    /// The rules, by their names in JSON (a contract).
    public enum Rule: String, CaseIterable, Sendable {
        /// The drop is over the circuit's limit.
        case voltageDrop
        /// The current is over the conductor's derated ampacity (or the size is not rated).
        case ampacity
        /// A fuse the file names is below the floor, factor × the load current (``FuseRule``).
        case fuseBelowCurrent
        /// A fuse the file names is above the conductor's ceiling (its ampacity, or 150 % of it
        /// under ABYC): it does not protect it (``FuseCeiling``).
        case fuseAboveAmpacity
        /// No fuse could be chosen: no standard rating between the floor and the conductor's
        /// ceiling, or no family rated for the circuit's charging voltage (`unit` V) or, for a
        /// battery's main fuse, its fault current (``Detail/noFuseFamily(_:)``).
        case noFuse
        /// The main fuse family a file names is rated below the circuit's charging voltage
        /// (`unit` V).
        case fuseVoltageRating
        /// A fuse the file names — a bank's main fuse family, or a circuit's rating — cannot
        /// interrupt the fault current where it sits (``FaultLevel``), or is below ABYC E-11
        /// Table V-A's row for it.
        case fuseInterruptRating
        /// No size of the series meets the drop limit or carries the current.
        case noStandardSize
        /// The loads' peak current is above what the batteries may deliver continuously.
        case bankPeakCurrent
        /// The fuse is farther along the conductor from its source than ``FusePlacement``
        /// allows (`unit` m; 33 CFR 183.455(b), ABYC E-11).
        case fusePlacement
        /// The drop along a circuit's whole path (the bank's run, each feeder, the circuit) is
        /// over the device's limit (``Detail/path(_:)`` names every segment and its share).
        case pathVoltageDrop
        /// An array's open-circuit voltage at its coldest ambient is above its controller's
        /// maximum PV input voltage (NEC 690.7; `unit` V), or its voltage is too low for the
        /// controller to start charging the battery (``Detail/pvBelowStartVoltage``).
        case pvVoltage
        /// An array's maximum current, 1.25 × Isc × parallel, is above its controller's maximum
        /// PV input current (NEC 690.8(A)(1); `unit` A).
        case pvCurrent
        /// Three or more strings in parallel need a fuse in each (NEC 690.9(A)), rated at least
        /// 1.56 × Isc (`actual`) and at most the module's maximum series fuse (`limit`): none fits.
        case pvStringFuse

        /// Whether a system's warnings already state a breach of this rule (``SystemWarning``),
        /// so a document listing both names it once.
        public var isStatedByWarnings: Bool {
            switch self {
            case .noFuse, .noStandardSize, .bankPeakCurrent: true
            case .voltageDrop, .ampacity, .fuseBelowCurrent, .fuseAboveAmpacity, .fuseVoltageRating, .fuseInterruptRating,
                .fusePlacement, .pathVoltageDrop, .pvVoltage, .pvCurrent, .pvStringFuse:
                false
            }
        }
    }

    /// What a renderer needs beyond the numbers to say what is wrong.
    public enum Detail: Hashable, Sendable {
        /// The conductor whose ampacity is exceeded.
        case conductor(ConductorSize)
        /// Why no size fits the circuit, sized for the drop limit.
        case sizing(SizingError, circuit: Circuit, maxDropPercent: Double)
        /// The floor a fuse is below: factor × the load current.
        case fuseFloor(factor: Double, current: Current)
        /// The surge a fuse is too small to carry by its family's time-current characteristic.
        case fuseSurge(Surge, family: FuseType)
        /// The ceiling a fuse is above, or under which none fits.
        case fuseCeiling(FuseCeiling)
        /// The surge that set a floor no fuse met (``Rule/noFuse``): `family`'s smallest rating
        /// that carries it for its duration (`minimum`; nil when none of the family's does) is
        /// above the conductor's ceiling (nil without one) or above every rating made.
        case noFuseForSurge(Surge, family: FuseType, minimum: Current?, ceiling: FuseCeiling?)
        /// The family whose rating falls short.
        case fuseFamily(FuseType)
        /// The rating of a fuse the file names without its family, which no family qualifying for
        /// it makes with the interrupting rating needed (``Rule/fuseInterruptRating``).
        case fuseRating(Current)
        /// Why no family asked for qualifies (``FuseProblem/noFamilyForVoltage``,
        /// ``FuseProblem/noFamilyForInterruptRating`` or ``FuseProblem/noFamilyForConductor``).
        case noFuseFamily(FuseProblem)
        /// The fuse-distance limit broken (which of 7, 40 or 72 in).
        case fusePlacement(FusePlacement)
        /// The segments of a path from the bank's terminals, each with its drop.
        case path([PathSegment])
        /// A string fuse's floor (`actual`, 1.56 × Isc) is within the module's maximum series
        /// fuse (`limit`), but no standard rating lies between them (``Rule/pvStringFuse``).
        case noStringFuseRatingBetween
        /// The controller's limit for the rule (`pvVoltage`: `maxInputVoltage`; `pvCurrent`:
        /// `maxInputCurrent`) is not given, so `actual` is unchecked (`limit` nil). The report's
        /// warning (``SystemWarning/controllerLimitsUnknown(charger:voltage:current:)``) states it.
        case controllerLimitUnknown
        /// The cold open-circuit voltage (`actual`) is above the highest rating of PV cable,
        /// connectors and gPV fuses (`limit`, ``ArrayReport/maximumPartsVoltage``).
        case pvPartsVoltage
        /// The array's open-circuit voltage at STC (`actual`, series × Voc) is below the battery's
        /// charge voltage + 5 V (`limit`, ``SolarArray/startMargin``): its MPPT controller never
        /// starts (``SolarArray/canCharge(chargeVoltage:)``).
        case pvBelowStartVoltage
    }

    /// Whether a system's warnings already state this violation (its rule's
    /// ``Rule/isStatedByWarnings``, a controller's limit not given, or a fuse family the file
    /// names that is not rated where it sits, ``SystemWarning/fuseFamilyNotRated(kind:name:problem:)``),
    /// so a document listing both names it once.
    public var isStatedByWarnings: Bool {
        if rule.isStatedByWarnings || detail == .controllerLimitUnknown { return true }
        if case .fuseFamily = detail { return true }
        return false
    }

    /// The circuit's name, or the banks' names (comma-separated) for bank-wide rules.
    public let circuit: String
    /// The rule broken.
    public let rule: Rule
    /// The value that breaks the rule and the limit it breaks, in ``unit``; nil where a rule has
    /// none.
    public let actual: Double?
    /// The limit of the rule, in ``unit``; nil where a rule has none.
    public let limit: Double?
    /// The unit of ``actual`` and ``limit``.
    public let unit: Unit
    /// What a renderer needs beyond the numbers; nil where the numbers say it all.
    public let detail: Detail?
    /// The kind of circuit concerned (a charger's output run or its input run share the
    /// charger's name: ``CircuitReport/Kind/chargerInput`` tells them apart); nil for a
    /// bank-wide rule (``Rule/bankPeakCurrent``) and before a system's analysis places it.
    public let kind: CircuitReport.Kind?

    /// Creates a violation of `rule` by the circuit named `circuit`.
    /// - Parameters:
    ///   - circuit: The circuit's name, or the banks' names (comma-separated) for bank-wide rules.
    ///   - rule: The rule broken.
    ///   - actual: The value that breaks it, in `unit`; nil where the rule has none.
    ///   - limit: The limit it breaks, in `unit`; nil where the rule has none.
    ///   - unit: The unit of `actual` and `limit`.
    ///   - detail: What a renderer needs beyond the numbers.
    ///   - kind: The kind of circuit concerned; nil for a bank-wide rule.
    public init(
        circuit: String, rule: Rule, actual: Double?, limit: Double?, unit: Unit, detail: Detail? = nil,
        kind: CircuitReport.Kind? = nil
    ) {
        self.circuit = circuit
        self.rule = rule
        self.actual = actual
        self.limit = limit
        self.unit = unit
        self.detail = detail
        self.kind = kind
    }

    /// The same violation on a circuit of `kind`.
    public func on(_ kind: CircuitReport.Kind) -> Violation {
        Violation(circuit: circuit, rule: rule, actual: actual, limit: limit, unit: unit, detail: detail, kind: kind)
    }

    /// The unit a violation's figures are in. CableText writes its symbol for people
    /// (``symbol`` is the same in every language today); JSON carries ``symbol``.
    public enum Unit: Hashable, Sendable {
        /// Percent of the circuit's voltage (`%`).
        case percent
        /// Amperes (`A`).
        case amperes
        /// Volts (`V`).
        case volts
        /// Metres (`m`).
        case meters
        /// Square millimetres of conductor area (`mm²`).
        case squareMillimeters

        /// The unit's symbol as machine output carries it: `%`, `A`, `V`, `m`, `mm²`.
        public var symbol: String {
            switch self {
            case .percent: "%"
            case .amperes: "A"
            case .volts: "V"
            case .meters: "m"
            case .squareMillimeters: "mm²"
            }
        }
    }
}
