import CableCore
import CableText

/// `cable batch [FILE|-]`: many sizing requests, one per line, streamed.
enum BatchCommand: Command {
    enum Format: String, CaseIterable, Sendable {
        case ndjson, csv
    }

    /// The records' format; without it, the extension of `-o FILE` (`.csv`, `.ndjson`), else NDJSON.
    static let format = Options.format(
        Format.self, help: "Output format; without it, taken from the -o file's extension (.csv), else ndjson.",
        default: "ndjson")
    static let json = Flag("json", "Write NDJSON records (the same as --format ndjson).")
    /// The input's format, when it cannot be told from the file's extension or first line.
    static let inputFormat = Option(
        "input-format", "ndjson|csv",
        "Input format. Without it: CSV for a .csv file or a first line that is a header of known columns, else NDJSON."
    ) {
        text, field throws(ValidationError) in
        guard let format = Format(rawValue: text.lowercased()) else {
            let suggestion = Suggestion.closest(to: text, among: ["ndjson", "csv"])
            throw ValidationError(field: field, rule: .either("ndjson", "csv", suggestion: suggestion), actual: "'\(text)'")
        }
        return format
    }

    static let spec = CommandSpec(
        name: "batch",
        abstract: "Size many circuits at once: one request per line (NDJSON or CSV), one result per line.",
        usage: "cable batch [FILE|-] [--format ndjson|csv] [-o FILE] [--input-format ndjson|csv]",
        discussion: """
            Each input line is a request whose keys are cable size's options in camelCase (current, power, \
            voltage, length, roundTrip, material, conductorTemperature (or temperature), resistance, conductorClass, \
            tinned, insulation, engineRoom, bundled, maxDrop, \
            critical, standard, fuseFactor, fuseType, units, chargeVoltage); values are numbers in the default units or \
            strings with units (a bare length is metres, or feet when the row's units is imperial). A row's \
            id and name are passed through to its record. Input is CSV for a .csv file or when the first line \
            is a header of known columns (RFC 4180: quoted cells may hold separators, quotes and line \
            breaks; cells separated by ';' when the header is, and then decimal commas read as in 5,5), \
            else NDJSON. Each result is written \
            on its own line in input order, with the keys of 'cable size --json' plus "line" (a CSV \
            record's first line); a bad line gives {"line": N, "error": "..."} and processing continues; a \
            result no fuse can protect keeps its record, with fuse null and fuseProblem saying why, and \
            counts as unmet. \
            CSV output neutralises cells a spreadsheet would run as formulas. -o FILE writes the records to \
            FILE atomically (all or nothing). Exit 65 if any line was bad, \
            else 1 if any request could not be met, else 0. Input is streamed: memory stays flat however \
            long it is.
            """,
        options: [format.spec, json.spec, Options.output.spec, inputFormat.spec],
        examples: [
            "cable batch requests.ndjson > results.ndjson",
            "printf '%s\\n' '{\"current\": 20, \"voltage\": 12, \"length\": \"5m\"}' | cable batch",
            "cable batch circuits.csv --format csv",
            "cable batch circuits.csv -o results.csv",
        ],
        arguments: ["FILE"])

    /// `--output csv` and `--output ndjson` named the records' format before `-o` named a file,
    /// as it does in every other command; they still do, with a note.
    static func deprecatedOutputNote(in language: Language) -> String {
        language.tr(
            "warning: 'batch --output FORMAT' is deprecated: use --format csv or --format ndjson; --output now names a file "
                + "(write ./csv for a file of that name)") + "\n"
    }

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        let path = arguments.parsed.positionals.first ?? "-"
        var note = ""
        var target = try OutputFile.path(arguments)
        let output: Format
        if let given = target, let old = Format(rawValue: given.lowercased()) {
            // The old `--output csv|ndjson`: a format, not a file.
            let explicit = try arguments.value(format) ?? (arguments.isSet(json) ? .ndjson : nil)
            guard explicit == nil || explicit == old else {
                throw .usage(.output(.outputIsFormat(given)), command: spec.name)
            }
            (output, target, note) = (old, nil, deprecatedOutputNote(in: arguments.language))
        } else {
            // The rule every command follows: --format, --json (NDJSON here), -o's extension.
            output = try arguments.outputFormat(format, default: .ndjson, json: .ndjson)
        }
        let input = try arguments.value(inputFormat) ?? (path.lowercased().hasSuffix(".csv") ? .csv : nil)
        var processor = BatchProcessor(input: input, output: output)
        var result: CommandOutput
        if let target {
            result = try BatchOutput.write(to: target, arguments: arguments) { stream throws(CLIError) in
                try read(path, into: &processor, to: &stream)
            }
        } else {
            try read(path, into: &processor, to: &stdout)
            result = CommandOutput()
        }
        var summary = note
        if processor.badLines > 0 || processor.unmetLines > 0 {
            summary +=
                Language.fill(
                    arguments.language.plural(Double(processor.requests)) == .one
                        ? arguments.language.tr("{bad} bad and {unmet} unmet of {count} request")
                        : arguments.language.tr("{bad} bad and {unmet} unmet of {count} requests"),
                    [
                        "bad": String(processor.badLines), "unmet": String(processor.unmetLines),
                        "count": String(processor.requests),
                    ]) + "\n"
        }
        if let line = processor.headerlessCSVLine {
            summary +=
                arguments.language.tr(
                    "hint: line {line} looks like CSV without a header row; batch reads CSV only after a header naming its columns, such as current,voltage,length",
                    ["line": String(line)]) + "\n"
        }
        result.stderr = summary + result.stderr
        result.status = processor.badLines > 0 ? .dataError : processor.unmetLines > 0 ? .checkFailed : .ok
        return result
    }

    private static func read(
        _ path: String, into processor: inout BatchProcessor, to stream: inout some ResultStream
    ) throws(CLIError) {
        // The records are machine output: their messages are English in every language
        // (`BatchProcessor` words them in `.en`).
        try InputFile.withDescriptor(path) { descriptor throws(CLIError) in
            try processor.run(reading: descriptor, name: InputFile.displayName(path), to: &stream)
        }
    }
}
