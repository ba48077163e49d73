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
        /// The main fuse family a file names cannot interrupt the bank's fault current
        /// (``ShortCircuitEstimate``).
        case fuseInterruptRating
        /// No size of the series meets the drop limit or carries the current.
        case noStandardSize
        /// The loads' peak current is above what the batteries may deliver continuously.
        case bankPeakCurrent
        /// An array's open-circuit voltage at its coldest ambient is above its controller's
        /// maximum PV input voltage (NEC 690.7; `unit` V).
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
                .pvVoltage, .pvCurrent, .pvStringFuse:
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
        /// The ceiling a fuse is above, or under which none fits.
        case fuseCeiling(FuseCeiling)
        /// The family whose rating falls short.
        case fuseFamily(FuseType)
        /// Why no family asked for qualifies (``FuseProblem/noFamilyForVoltage``,
        /// ``FuseProblem/noFamilyForInterruptRating`` or ``FuseProblem/noFamilyForConductor``).
        case noFuseFamily(FuseProblem)
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
    /// `%`, `A` or `V`.
    public let unit: String
    /// What a renderer needs beyond the numbers; nil where the numbers say it all.
    public let detail: Detail?

    /// Creates a violation of `rule` by the circuit named `circuit`.
    /// - Parameters:
    ///   - circuit: The circuit's name, or the banks' names (comma-separated) for bank-wide rules.
    ///   - rule: The rule broken.
    ///   - actual: The value that breaks it, in `unit`; nil where the rule has none.
    ///   - limit: The limit it breaks, in `unit`; nil where the rule has none.
    ///   - unit: `%`, `A` or `V`.
    ///   - detail: What a renderer needs beyond the numbers.
    public init(circuit: String, rule: Rule, actual: Double?, limit: Double?, unit: String, detail: Detail? = nil) {
        self.circuit = circuit
        self.rule = rule
        self.actual = actual
        self.limit = limit
        self.unit = unit
        self.detail = detail
    }
}
