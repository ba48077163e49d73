import CableCore

/// The JSON Schemas of the files `cable` reads, as `cable schema system|catalog` prints them.
/// Every reader of these texts goes through here.
///
/// The system file's schema is made from CableCore's field table (``SystemSchema/json()``, the
/// text committed as Fixtures/system.schema.json); the catalogue's is the committed
/// Fixtures/catalog.schema.json, embedded by `JSONSchemaTests` (`CABLE_UPDATE_SCHEMAS=1`) in
/// InputSchemas+Generated.swift.
enum InputSchemas {
    /// The system file's schema.
    static var system: String { SystemSchema.json() }
    /// The device catalogue's schema.
    static var catalog: String { InputSchemaTexts.catalog }
}
