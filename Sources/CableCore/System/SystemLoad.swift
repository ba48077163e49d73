/// A load: a device (or `quantity` identical devices) on one circuit from the bus.
public struct SystemLoad: Hashable, Sendable {
    public var name: String
    /// The draw of one device: a current, or a power at the load's voltage.
    public var demand: Circuit.Load
    /// Supply voltage of the circuit; the system's nominal voltage when nil.
    public var voltage: Voltage?
    /// One-way cable run from the bus.
    public var length: Length
    /// Identical devices sharing the circuit: the circuit carries `quantity` × one device's current.
    public var quantity: Int = 1
    /// Average hours per day the load runs, for the energy budget.
    public var hoursPerDay: Double = 0
    /// Critical circuits get the stricter drop limit (bilge pumps, navigation lights, electronics).
    public var critical = false
    /// A wire the user chose: checked, not chosen.
    public var wire: ConductorSize?
    /// A fuse rating the user chose: checked, not chosen.
    public var fuse: Current?
    /// This circuit's own drop limit, %.
    public var maxDropPercent: Double?

    public init(name: String, demand: Circuit.Load, length: Length) {
        self.name = name
        self.demand = demand
        self.length = length
    }
}
