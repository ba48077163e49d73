import CableCore
import CableText

/// The names of CableCore's enumerations in the run's language, as CableText words them
/// (``Words``): the renderers' short forms.
enum CoreWords {
    static func fuseFamily(_ type: FuseType) -> String { Words(Language.current).text(type) }
    static func material(_ material: ConductorMaterial) -> String { Words(Language.current).text(material) }
    /// A system circuit's kind, as a report's first column and warnings name it.
    static func circuitKind(_ kind: CircuitReport.Kind) -> String { Words(Language.current).text(kind) }
    /// A count of circuits of one kind: `3 loads`, `1 PV array`.
    static func circuitCount(_ kind: CircuitReport.Kind, _ count: Int) -> String {
        Words(Language.current).count(kind, count)
    }
    /// The citation of a series' ampacity table (``Words/ampacitySource(_:)``).
    static func ampacitySource(_ series: WireSeries) -> String { Words(Language.current).ampacitySource(series) }
    static func chemistry(_ chemistry: BatteryChemistry) -> String { Words(Language.current).text(chemistry) }
    /// An entity of a system file, as `add`, `set` and `remove` confirm it.
    static func entity(_ kind: EntityKind) -> String { Words(Language.current).text(kind) }
    /// A catalogue entry's kind, as `cable catalog` lists it.
    static func catalogKind(_ kind: CatalogEntry.Kind) -> String { Words(Language.current).text(kind) }
    /// A catalogue category's heading (``CatalogCategory/displayName``).
    static func catalogCategory(_ category: CatalogCategory) -> String { Words(Language.current).text(category) }
}
