/// The JSON Schemas of the files `cable` reads, as `cable schema system|catalog` prints them.
/// Every reader of these texts goes through here.
///
/// For now each is the committed Fixtures/system.schema.json or Fixtures/catalog.schema.json,
/// embedded by `JSONSchemaTests` (`CABLE_UPDATE_SCHEMAS=1`) in InputSchemas+Generated.swift;
/// when the system file's schema is generated from CableCore's field table, `system` returns
/// that generator's text instead, and the embedded copy goes.
enum InputSchemas {
    /// The system file's schema.
    static var system: String { InputSchemaTexts.system }
    /// The device catalogue's schema.
    static var catalog: String { InputSchemaTexts.catalog }
}
