import CableCore
import CableText

/// `cable schema KIND`: the JSON Schema of a command's JSON output (``OutputSchemas``, generated
/// from the output structs' declarations) or of an input file (``InputSchemas``).
enum SchemaCommand: Command {
    static let list = Flag("list", "List the schemas with the command that writes or reads each document.")

    static let spec = CommandSpec(
        name: "schema",
        abstract: "Print the JSON Schema of a command's JSON output or of an input file.",
        usage: "cable schema KIND | cable schema --list",
        discussion: """
            Prints a JSON Schema (draft 2020-12) on stdout: of what a command prints with --json \
            (size, drop, fuse, wires, table, report, check, check-files, bom, catalog-list, \
            catalog-show, config, list, batch for each NDJSON record, error for the error object) \
            or of a file cable reads (system, catalog). A document's schema is named by its kind \
            and its schemaVersion: urn:cable:schema:KIND:VERSION.
            """,
        options: [list.spec],
        examples: ["cable schema --list", "cable schema report > report.schema.json", "cable schema system"],
        arguments: ["KIND"])

    /// The input files' schemas, by kind, with a line about each.
    static let inputs: [(kind: String, about: @Sendable (Language) -> String, text: @Sendable () -> String)] = [
        (
            "system", { language in language.tr("a system file (read by report, check, bom, list, add, set, remove, diagram)") },
            { InputSchemas.system }
        ),
        (
            "catalog", { language in language.tr("a device catalogue file (--catalog FILE, the user's catalogues)") },
            { InputSchemas.catalog }
        ),
    ]

    static var kinds: [String] { OutputSchemas.all.map(\.kind) + inputs.map(\.kind) }

    /// Its KIND is a schema's (``kinds``), not an entity kind as for `add` or `list`.
    static func completion(ofArgument index: Int, after given: [String]) -> CompletionWords {
        index == 0 ? .words(kinds) : .none
    }

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let name = arguments.parsed.positionals.first
        if arguments.isSet(list) {
            guard name == nil else { throw .usage(.name(.schemaListAndKind), command: spec.name) }
            let rows = OutputSchemas.all.map { ($0.kind, $0.producedBy) } + inputs.map { ($0.kind, $0.about(arguments.language)) }
            return CommandOutput(stdout: TextLayout.keyValues(rows, indent: 0))
        }
        guard let name else { throw .usage(.name(.missingSchemaKind), command: spec.name) }
        let kind = name.lowercased()
        if let document = OutputSchemas.named(kind) { return CommandOutput(stdout: JSONSchemaText.text(document)) }
        if let input = inputs.first(where: { $0.kind == kind }) { return CommandOutput(stdout: input.text()) }
        let suggestion = Suggestion.closest(to: name, among: kinds)
        throw .usage(.name(.unknownSchema(name, suggestion: suggestion, schemas: kinds)), command: spec.name)
    }
}
