import CableCore

/// `cable check --json` for a folder or several files: `{"files": [...], "ok", "schemaVersion"}`,
/// one record per file in the order checked, each `{"error", "ok", "path", "violations"}` —
/// `violations` as one file's document has them, `error` null or `{"code", "field", "message"}`
/// (as ``ErrorJSON``'s) for a file that could not be read or is not a valid system file.
///
/// Written a file at a time: each record goes into the writer as its file is checked, so no
/// report is kept (the bytes are those one document of every file would give).
struct CheckFilesJSON: ~Copyable {
    private var json = JSONWriter(layout: .indented, sortedKeys: true)
    private var allOK = true

    init() {
        json.beginObject()
        json.key("files")
        json.beginArray()
    }

    mutating func add(_ file: CheckedFile) {
        allOK = allOK && file.status == .ok
        json.beginObject()
        json.key("error")
        switch file.outcome {
        case .checked(let report, let display):
            json.null()
            json.member("ok", report.isOK)
            json.member("path", file.path)
            json.key("violations")
            CheckJSON.violations(report, display: display, to: &json)
        case .failed(let error):
            ErrorJSON.object(error, to: &json)
            json.member("ok", false)
            json.member("path", file.path)
            json.key("violations")
            json.beginArray()
            json.endArray()
        }
        json.endObject()
    }

    /// The document, with its final line feed.
    consuming func finish() -> String {
        json.endArray()
        json.member("ok", allOK)
        json.schemaVersion()
        json.endObject()
        return json.text + "\n"
    }
}

extension CheckFilesJSON {
    static let shape = JSONDocumentShape(
        kind: "check-files", title: "cable check FILE… --json", producedBy: "cable check FOLDER|FILE FILE… --json",
        description: "The verdict on several system files, one record per file in the order checked.",
        variants: [
            JSONObjectShape(
                "The verdicts.",
                [
                    .init(
                        "files",
                        .array(
                            .object(
                                JSONObjectShape(
                                    "One file.",
                                    [
                                        .init(
                                            "error", .object(ErrorJSON.errorShape),
                                            "Why the file could not be checked (unreadable, not a valid system file); null when checked.",
                                            nullable: true),
                                        .init("ok", .boolean, "Whether the file passes."),
                                        .init("path", .string, "The file's path as given or found."),
                                        .init(
                                            "violations", .array(.object(CheckJSON.violationShape)),
                                            "Every rule broken; empty when not checked."),
                                    ]))), "One record per file."),
                    .init("ok", .boolean, "Whether every file passes."),
                    .schemaVersion,
                ])
        ])
}
