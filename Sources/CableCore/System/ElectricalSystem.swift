/// A whole DC system as a system file describes it: loads, battery banks, chargers and
/// inverters around one bus at a nominal voltage. Built by ``SystemFile/decode(_:)``, which validates every field.
public struct ElectricalSystem: Hashable, Sendable {
    public var name: String
    public var nominalVoltage: Voltage
    /// The sizing method for every circuit (`"standard": "abyc"` in the file).
    public var standard: SizingStandard = .defaultMethod
    public var defaults: SystemDefaults
    public var loads: [SystemLoad]
    public var batteries: [BatteryBank]
    public var chargers: [Charger]
    public var inverters: [Inverter]

    public init(
        name: String, nominalVoltage: Voltage, defaults: SystemDefaults = SystemDefaults(),
        loads: [SystemLoad] = [], batteries: [BatteryBank] = [], chargers: [Charger] = [], inverters: [Inverter] = []
    ) {
        self.name = name
        self.nominalVoltage = nominalVoltage
        self.defaults = defaults
        self.loads = loads
        self.batteries = batteries
        self.chargers = chargers
        self.inverters = inverters
    }

    /// The inverter a load names, matched as ``EntityName`` compares names; nil for a DC load
    /// or a name no inverter has. Looks through every inverter: to match many loads, make an
    /// ``InverterDirectory`` once.
    public func inverter(feeding load: SystemLoad) -> Inverter? { InverterDirectory(inverters).inverter(feeding: load) }
}

/// A system's inverters by name (``EntityName``'s comparison key), made once so that matching
/// every AC load to its inverter stays linear in the number of circuits.
public struct InverterDirectory: Sendable {
    private let byKey: [String: Inverter]

    /// Where two inverters share a name (a system file refuses that), the first wins.
    public init(_ inverters: [Inverter]) {
        byKey = Dictionary(inverters.map { (EntityName.comparisonKey($0.name), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The inverter a load names; nil for a DC load or a name no inverter has.
    public func inverter(feeding load: SystemLoad) -> Inverter? {
        load.inverter.flatMap { byKey[EntityName.comparisonKey($0)] }
    }
}
