/// Every JSON document `cable` writes, by kind: the source of Fixtures/schemas/, `cable schema`
/// and the generated key tables of docs/json.md.
enum OutputSchemas {
    static let all: [JSONDocumentShape] = [
        SizeJSON.shape, DropJSON.shape, FuseJSON.shape, WiresJSON.shape, TableJSON.shape, ReportJSON.shape, CheckJSON.shape,
        CheckFilesJSON.shape, BomJSON.shape, CatalogJSON.shape, CatalogEntryJSON.shape, ConfigJSON.shape, ListJSON.shape,
        SizeJSON.batchShape, ErrorJSON.shape,
    ]

    static func named(_ kind: String) -> JSONDocumentShape? { all.first { $0.kind == kind } }
}
