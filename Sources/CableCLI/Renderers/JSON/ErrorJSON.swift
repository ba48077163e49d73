import CableCore

/// A failure as JSON, for a command run with `--json` (or `--format json`: ``GlobalOptions`` reads
/// it from the raw command line) that ends in an error instead of its result:
/// `{"error": {"code", "field", "message"}, "schemaVersion"}` on stdout, so a `jq` pipeline sees a
/// record rather than nothing. The exit code and the message on stderr stay as without `--json`.
struct ErrorJSON: JSONDocument {
    let error: CLIError

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("error")
        Self.object(error, to: &json)
        json.member("schemaVersion", jsonSchemaVersion)
        json.endObject()
    }

    /// The error object itself, `{"code", "field", "message"}`: also each unreadable file's
    /// `error` in `check`'s several-file document.
    static func object(_ error: CLIError, to json: inout JSONWriter) {
        json.beginObject()
        json.member("code", error.code)
        json.member("field", error.field)
        json.member("message", error.text(in: .en))
        json.endObject()
    }
}

extension ErrorJSON {
    /// The `code` of each ``CLIError`` case.
    static let codes = [
        "usage", "invalidValue", "requirementFailed", "badData", "noInput", "ioError", "cannotCreate", "conflict",
    ]

    static let errorShape = JSONObjectShape(
        name: "error", "A failure.",
        [
            .init("code", .enumeration(codes), "The kind of failure."),
            .init("field", .string, "The option or JSON path the failure is about; null when none is known.", nullable: true),
            .init("message", .string, "The message, as on stderr (English)."),
        ])

    static let shape = JSONDocumentShape(
        kind: "error", title: "cable error object", producedBy: "any command run with --json (or --format json) that fails",
        description:
            "What a command run with --json prints on stdout instead of its result when it fails; the exit status and the message on stderr are those without --json.",
        variants: [
            JSONObjectShape(
                "The failure.", [.init("error", .object(errorShape), "The failure."), .schemaVersion])
        ])
}
