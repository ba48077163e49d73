/// A charging source feeding the bus.
public struct Charger: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case shore, solar, alternator, dcdc, generator
    }

    public var name: String
    public var kind: Kind
    /// Output as a current, or as a power at the charger's voltage.
    public var output: Circuit.Load
    /// Output voltage; the system's nominal voltage when nil.
    public var voltage: Voltage?
    /// Share of the output that reaches the bank as charge (wiring, controller, panel derating),
    /// default 1.
    public var efficiency: Double = 1
    /// Hours per day the charger delivers its output, for the energy budget.
    public var hoursPerDay: Double = 0
    /// One-way run from the charger to the bus, sized like a load.
    public var length: Length?
    /// How that run is installed, where it differs from the file's defaults.
    public var installation = CircuitInstallation()
    /// That run's own drop limit, %.
    public var maxDropPercent: Double?
    /// The catalogue entry its figures were filled from (`cable add --from`), for the report.
    public var catalogId: String?

    public init(name: String, kind: Kind, output: Circuit.Load) {
        self.name = name
        self.kind = kind
        self.output = output
    }
}
