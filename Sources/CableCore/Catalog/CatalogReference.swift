/// Where an entity's figures came from: the catalogue entry a system file records for it
/// (`catalogId`, written by `cable add --from`), as `report` shows it.
public struct CatalogReference: Sendable, Equatable {
    /// The list of the file the entity is in.
    public let kind: EntityKind
    /// The entity's name in the file.
    public let name: String
    /// The catalogue entry's id, as the file's `catalogId` records it.
    public let id: String
    /// The entry's source, or nil when the catalogue has no entry with the id (a user
    /// catalogue that is not loaded, or an entry since renamed).
    public let source: String?
    /// The user catalogue the entry came from; nil for built-in or missing entries.
    public let origin: String?
}

extension ElectricalSystem {
    /// Whether any load, charger or inverter records a catalogue entry: only then does `report`
    /// read the catalogue.
    public var recordsCatalogEntries: Bool {
        loads.contains { $0.catalogId != nil } || chargers.contains { $0.catalogId != nil }
            || inverters.contains { $0.catalogId != nil }
    }
}

extension DeviceCatalog {
    /// The catalogue entries `system` records, in file order (loads, chargers, inverters), each
    /// with its source from this catalogue.
    public func references(in system: ElectricalSystem) -> [CatalogReference] {
        let named: [(EntityKind, String, String?)] =
            system.loads.map { (.load, $0.name, $0.catalogId) } + system.chargers.map { (.charger, $0.name, $0.catalogId) }
            + system.inverters.map { (.inverter, $0.name, $0.catalogId) }
        return named.compactMap { kind, name, id in
            guard let id else { return nil }
            let listing = listing(id: id)
            return CatalogReference(kind: kind, name: name, id: id, source: listing?.entry.source, origin: listing?.origin)
        }
    }
}
