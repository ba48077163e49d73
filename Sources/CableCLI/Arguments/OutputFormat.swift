import CableCore

/// Which format a command writes, from `--format`, `--json` and the extension of `-o FILE`: the
/// one rule every command with several forms follows.
///
/// - `--json` is `--format json`; both with different formats is a usage error.
/// - An extension that names a format (``formatsByExtension``) chooses it when neither is given
///   (`-o van.pdf` writes a PDF). It must be a format the command writes, and the one an
///   explicit `--format`/`--json` asks for: `--format csv -o bom.pdf` is a usage error naming
///   both. `.txt` only says "text": it takes any format given explicitly.
/// - Any other extension, or none, takes the explicit format or the command's default.
enum OutputFormat {
    /// Extensions (lower case) that name a format, by the format's `--format` name.
    static let formatsByExtension = [
        "pdf": "pdf", "html": "html", "htm": "html", "csv": "csv", "json": "json", "md": "markdown",
        "markdown": "markdown", "svg": "svg", "ndjson": "ndjson", "jsonl": "ndjson", "txt": "text",
    ]

    /// The lower-case extension of `path`'s last component, if it has one.
    static func fileExtension(_ path: String) -> String? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        let text = path[path.index(after: dot)...]
        return text.isEmpty ? nil : text.lowercased()
    }

    /// The format to write.
    /// - Parameters:
    ///   - explicit: the format `--format` or `--json` gives, with how it was typed (`--format csv`).
    ///   - output: `-o`'s path, if given.
    ///   - named: the command's format for a `--format` name (aliases included), nil for one it
    ///     does not write.
    ///   - formats: the command's format names, for messages.
    static func resolve<Format: Equatable>(
        explicit: (format: Format, typed: String)?, output: String?, default defaultFormat: Format,
        named: (String) -> Format?, formats: [String], command: String
    ) throws(CLIError) -> Format {
        guard let output, let fileExtension = fileExtension(output), let name = formatsByExtension[fileExtension] else {
            return explicit?.format ?? defaultFormat
        }
        let implied = named(name)
        if let explicit {
            guard fileExtension != "txt", implied != explicit.format else { return explicit.format }
            throw .usage(
                .output(.formatMismatch(given: explicit.typed, file: output, extension: fileExtension, format: name)),
                command: command)
        }
        guard let implied else {
            throw .usage(
                .output(.formatNotWritten(file: output, format: name, command: command, formats: formats)), command: command)
        }
        return implied
    }
}

extension Arguments {
    /// The format this command writes: ``OutputFormat/resolve(explicit:output:default:named:formats:command:)``
    /// with `option` as `--format`, the command's `--json` when it declares one, and `-o`.
    /// - Parameter json: the command's JSON form, which `--json` and a `.json` file name choose:
    ///   `json`, or `ndjson` for `batch`, whose records are JSON lines. Made only when one of them
    ///   is given: the enumeration's `init(rawValue:)` makes a `[StaticString]` of its cases, and
    ///   that array type's metadata on first use, at every start-up.
    func outputFormat<Format: RawRepresentable & CaseIterable & Equatable>(
        _ option: Option<Format>, default defaultFormat: Format, json: @autoclosure () -> Format? = Format(rawValue: "json")
    ) throws(CLIError) -> Format where Format.RawValue == String {
        var explicit = try value(option).map { ($0, "--format \(text(of: option.spec) ?? "")") }
        if command.takes(Options.json.name), parsed.flag(Options.json.name), let json = json() {
            if let given = explicit, given.0 != json {
                throw .usage(.output(.jsonAndFormat(format: json.rawValue, given: given.1)), command: command.name)
            }
            explicit = (json, "--json")
        }
        let output = command.takes(Options.output.name) ? text(named: Options.output.name) : nil
        return try OutputFormat.resolve(
            explicit: explicit, output: output, default: defaultFormat,
            named: { name in name == "json" ? json() : try? option.read(name, "", .metric) },
            formats: Format.allCases.map(\.rawValue), command: command.name)
    }
}
