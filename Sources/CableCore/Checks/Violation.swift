/// A broken rule: what `cable check` fails on, `cable drop` and `report` show. A value; its
/// words are the renderers'.
public struct Violation: Hashable, Sendable {
    /// The rules, by their names in JSON (a contract).
    public enum Rule: String, CaseIterable, Sendable {
        /// The drop is over the circuit's limit.
        case voltageDrop
        /// The current is over the conductor's derated ampacity (or the size is not rated).
        case ampacity
        /// A fuse the file names is below the load current.
        case fuseBelowCurrent
        /// A fuse the file names is above the conductor's ampacity: it does not protect it.
        case fuseAboveAmpacity
        /// No standard fuse of at least factor × current fits under the conductor's ampacity.
        case noFuse
        /// No size of the series meets the drop limit or carries the current.
        case noStandardSize
        /// The loads' peak current is above what the batteries may deliver continuously.
        case bankPeakCurrent

        /// Whether a system's warnings already state a breach of this rule (``SystemWarning``),
        /// so a document listing both names it once.
        public var isStatedByWarnings: Bool {
            switch self {
            case .noFuse, .noStandardSize, .bankPeakCurrent: true
            case .voltageDrop, .ampacity, .fuseBelowCurrent, .fuseAboveAmpacity: false
            }
        }
    }

    /// What a renderer needs beyond the numbers to say what is wrong.
    public enum Detail: Hashable, Sendable {
        /// The conductor whose ampacity is exceeded.
        case conductor(ConductorSize)
        /// Why no size fits the circuit, sized for the drop limit.
        case sizing(SizingError, circuit: Circuit, maxDropPercent: Double)
    }

    /// The circuit's name, or the banks' names (comma-separated) for bank-wide rules.
    public let circuit: String
    public let rule: Rule
    /// The value that breaks the rule and the limit it breaks, in ``unit``; nil where a rule has
    /// none.
    public let actual: Double?
    public let limit: Double?
    /// `%` or `A`.
    public let unit: String
    public let detail: Detail?

    public init(circuit: String, rule: Rule, actual: Double?, limit: Double?, unit: String, detail: Detail? = nil) {
        self.circuit = circuit
        self.rule = rule
        self.actual = actual
        self.limit = limit
        self.unit = unit
        self.detail = detail
    }
}
