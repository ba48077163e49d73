/// A load: a device (or `quantity` identical devices) on one circuit from the bus, or an AC
/// device fed by an inverter (``inverter``).
///
/// A DC load's circuit is sized and checked. An AC load is not a DC circuit: its wiring is AC
/// (not sized by `cable`); its power is AC watts, drawn from the bank through its inverter
/// (``Inverter``), whose DC feed carries it.
public struct SystemLoad: Hashable, Sendable {
    /// A DC load's `voltage` may be at most this multiple of the nominal bus voltage (15 V on a
    /// 12 V bus, above a lead-acid bank's 14.4–14.8 V charging voltage). A device rated for more
    /// is fed through an inverter or a converter: an AC load names its ``inverter``; a DC device
    /// behind a step-up converter is given as its power at the bus voltage. Below the nominal
    /// voltage (a 12 V device behind a step-down converter on a 24 V bus) the load is sized at its
    /// own voltage, which overstates its bus current (the conservative side).
    public static let maximumVoltageRatio = 1.25

    public var name: String
    /// The draw of one device: a current, or a power at the load's voltage (AC watts for an AC
    /// load).
    public var demand: Circuit.Load
    /// Supply voltage of the circuit (the AC voltage of an AC load); the system's nominal
    /// voltage when nil.
    public var voltage: Voltage?
    /// One-way cable run from the bus; always present on a DC load, optional (the AC run, not
    /// sized) on an AC load.
    public var length: Length?
    /// The inverter that feeds this AC load, by name; nil for a DC load.
    public var inverter: String?
    /// Identical devices sharing the circuit: the circuit carries `quantity` × one device's current.
    public var quantity: Int = 1
    /// Average hours per day the load runs, for the energy budget.
    public var hoursPerDay: Double = 0
    /// The file gave no `hoursPerDay`, so 0 was taken: the load counts nothing toward daily
    /// consumption, and `report` says so (``SystemWarning/loadsWithoutHours(_:)``).
    public var hoursPerDayIsAssumed = false
    /// Critical circuits get the stricter drop limit (bilge pumps, navigation lights, electronics).
    public var critical = false
    /// A wire the user chose: checked, not chosen.
    public var wire: ConductorSize?
    /// A fuse rating the user chose: checked, not chosen.
    public var fuse: Current?
    /// This circuit's own drop limit, %.
    public var maxDropPercent: Double?
    /// How the circuit is installed, where it differs from the file's defaults.
    public var installation = CircuitInstallation()
    /// The catalogue entry its figures were filled from (`cable add --from`), for the report.
    public var catalogId: String?

    public init(name: String, demand: Circuit.Load, length: Length?) {
        self.name = name
        self.demand = demand
        self.length = length
    }
}
