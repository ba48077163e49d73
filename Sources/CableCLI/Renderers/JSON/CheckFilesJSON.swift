import CableCore

/// `cable check --json` for a folder or several files: `{"files": [...], "ok", "schemaVersion"}`,
/// one record per file in the order checked, each `{"error", "ok", "path", "violations"}` —
/// `violations` as one file's document has them, `error` null or `{"code", "field", "message"}`
/// (as ``ErrorJSON``'s) for a file that could not be read or is not a valid system file.
struct CheckFilesJSON: JSONDocument {
    let files: [CheckedFile]

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("files")
        json.beginArray()
        for file in files {
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
        json.endArray()
        json.member("ok", files.allSatisfy { $0.status == .ok })
        json.schemaVersion()
        json.endObject()
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
