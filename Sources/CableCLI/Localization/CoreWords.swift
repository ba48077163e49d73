import CableCore
import CableText

/// The names of CableCore's enumerations in the language given, as CableText words them
/// (``Words``): the renderers' short forms.
enum CoreWords {
    static func fuseFamily(_ type: FuseType, in language: Language) -> String { Words(language).text(type) }
    /// Why a circuit takes no fuse by rule: `not required (NEC 690.9(A))`.
    static func fuseExemption(_ exemption: FuseExemption, in language: Language) -> String {
        Words(language).text(exemption)
    }
    static func material(_ material: ConductorMaterial, in language: Language) -> String { Words(language).text(material) }
    /// A system circuit's kind, as a report's first column and warnings name it.
    static func circuitKind(_ kind: CircuitReport.Kind, in language: Language) -> String { Words(language).text(kind) }
    /// A count of circuits of one kind: `3 loads`, `1 PV array`.
    static func circuitCount(_ kind: CircuitReport.Kind, _ count: Int, in language: Language) -> String {
        Words(language).count(kind, count)
    }
    /// The citation of a series' ampacity table (``Words/ampacitySource(_:)``).
    static func ampacitySource(_ series: WireSeries, in language: Language) -> String { Words(language).ampacitySource(series) }
    static func chemistry(_ chemistry: BatteryChemistry, in language: Language) -> String { Words(language).text(chemistry) }
    /// An entity of a system file, as `add`, `set` and `remove` confirm it.
    static func entity(_ kind: EntityKind, in language: Language) -> String { Words(language).text(kind) }
    /// A catalogue entry's kind, as `cable catalog` lists it.
    static func catalogKind(_ kind: CatalogEntry.Kind, in language: Language) -> String { Words(language).text(kind) }
    /// A catalogue category's heading (``CatalogCategory/displayName``).
    static func catalogCategory(_ category: CatalogCategory, in language: Language) -> String { Words(language).text(category) }
}
