/// The lists of entities a system file holds: what `add`, `set`, `remove` and `list` name,
/// an editing error concerns (``SystemEditError``) and a catalogue entry is added as
/// (``CatalogEntry/systemFileFields(for:nominalVoltage:given:)``).
public enum EntityKind: String, CaseIterable, Sendable {
    /// A consumer (`loads`).
    case load
    /// A battery bank (`batteries`).
    case battery
    /// A charging source (`chargers`).
    case charger
    /// An inverter (`inverters`).
    case inverter
    /// A distribution panel, fuse block or bus bar and its feeder (`panels`).
    case panel
    /// A PV array (`arrays`).
    case array

    /// The top-level key of the list: `loads`, `batteries`, `chargers`, `inverters`, `panels`, `arrays`.
    public var listKey: String {
        switch self {
        case .load: "loads"
        case .battery: "batteries"
        case .charger: "chargers"
        case .inverter: "inverters"
        case .panel: "panels"
        case .array: "arrays"
        }
    }

    /// The order members are written in, as the format documents them.
    package var keyOrder: [String] {
        switch self {
        case .load: SystemFile.loadKeys
        case .battery: SystemFile.batteryKeys
        case .charger: SystemFile.chargerKeys
        case .inverter: SystemFile.inverterKeys
        case .panel: SystemFile.panelKeys
        case .array: SystemFile.arrayKeys
        }
    }

    /// Keys that exclude each other: `set` giving one removes the other; `add` and `set` given
    /// two of one group on the command line refuse them (a usage error).
    package var exclusiveKeys: [[String]] {
        switch self {
        case .load: [["power", "current"], ["surgePower", "surgeCurrent"]]
        case .charger: [["power", "outputCurrent"]]
        case .inverter: [["surgePower", "surgeCurrent"]]
        case .battery, .panel, .array: []
        }
    }
}
