import CableCore
import CableText

/// The report's catalogue section: which entities' figures came from which catalogue entry
/// (`catalogId`), and that entry's source. Text, HTML and JSON share these rows.
enum ReportCatalogText {
    static func caption(in language: Language) -> String {
        language.tr("Catalogue entries (figures filled by 'cable add --from'; 'cable catalog show ID' gives them)")
    }
    static func header(in language: Language) -> [String] {
        [language.tr("Kind"), language.tr("Name"), language.tr("Catalogue id"), language.tr("Source")]
    }

    static func source(_ reference: CatalogReference, in language: Language) -> String {
        guard let source = reference.source else { return language.tr("not in the catalogue read now") }
        return source + (reference.origin.map { " " + language.tr("(from {file})", ["file": $0]) } ?? "")
    }

    /// Label/value rows for the text report: `Fridge (load)  fridge-compressor-40l: source`.
    static func rows(_ references: [CatalogReference], in language: Language) -> [(String, String)] {
        references.map { ("\($0.name) (\(CoreWords.entity($0.kind, in: language)))", "\($0.id): \(source($0, in: language))") }
    }

    /// Rows in ``header(in:)``'s columns.
    static func tableRows(_ references: [CatalogReference], in language: Language) -> [[String]] {
        references.map { [CoreWords.entity($0.kind, in: language), $0.name, $0.id, source($0, in: language)] }
    }

    /// One `catalogReferences` member of `report --json`.
    static func write(_ reference: CatalogReference, to json: inout JSONWriter) {
        json.beginObject()
        json.member("catalogId", reference.id)
        json.member("found", reference.source != nil)
        json.member("kind", reference.kind.rawValue)
        json.member("name", reference.name)
        json.member("origin", reference.origin)
        json.member("source", reference.source)
        json.endObject()
    }
}

extension ReportCatalogText {
    /// A `catalogReferences` record of `report --json`.
    static let shape = JSONObjectShape(
        "A catalogue entry the system file records.",
        [
            .init("catalogId", .string, "The entry's id."),
            .init("found", .boolean, "Whether the entry is in the catalogues read."),
            .init("kind", .cases(of: EntityKind.self), "The kind of the entity that records it."),
            .init("name", .string, "The entity's name."),
            .init("origin", .string, "The user catalogue the entry is from; null if built in.", nullable: true),
            .init("source", .string, "The entry's source; null when not found.", nullable: true),
        ])
}
