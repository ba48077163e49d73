import CableCore

/// `cable batch [FILE|-]`: many sizing requests, one per line, streamed.
enum BatchCommand: Command {
    enum Format: String, CaseIterable, Sendable {
        case ndjson, csv
    }

    static let format = Options.format(Format.self, help: "Input format.", default: "ndjson")
    /// The records' format (not a file, as `-o` is elsewhere).
    static let output = Option("output", "ndjson|csv", "Output format.", default: "ndjson") {
        text, field throws(ValidationError) in
        guard let format = Format(rawValue: text.lowercased()) else {
            throw ValidationError(field: field, rule: "must be ndjson or csv", actual: "'\(text)'")
        }
        return format
    }

    static let spec = CommandSpec(
        name: "batch",
        abstract: "Size many circuits at once: one request per line (NDJSON or CSV), one result per line.",
        usage: "cable batch [FILE|-] [--format ndjson|csv] [--output ndjson|csv]",
        discussion: """
            Each input line is a request whose keys are cable size's options in camelCase (current, power, \
            voltage, length, roundTrip, material, temperature, insulation, engineRoom, bundled, maxDrop, \
            critical, standard, fuseFactor, fuseType, units, chargeVoltage); values are numbers in the default units or \
            strings with units. CSV input (RFC 4180: quoted cells may hold commas, quotes and line \
            breaks) must start with a header row naming the keys, or it is refused. Each result is written \
            on its own line in input order, with the keys of 'cable size --json' plus "line" (a CSV \
            record's first line); a bad line gives {"line": N, "error": "..."} and processing continues; a \
            result no fuse can protect keeps its record, with fuse null and fuseProblem saying why, and \
            counts as unmet. \
            CSV output neutralises cells a spreadsheet would run as formulas. Exit 65 if any line was bad, \
            else 1 if any request could not be met, else 0. Input is streamed: memory stays flat however \
            long it is.
            """,
        options: [format.spec, output.spec],
        examples: [
            "cable batch requests.ndjson > results.ndjson",
            "printf '%s\\n' '{\"current\": 20, \"voltage\": 12, \"length\": \"5m\"}' | cable batch",
            "cable batch circuits.csv --format csv --output csv",
        ],
        arguments: ["FILE"])

    static func run(_ arguments: Arguments, stdout: inout some ResultStream) throws(CLIError) -> CommandOutput {
        var processor = BatchProcessor(
            input: try arguments.value(format) ?? .ndjson, output: try arguments.value(output) ?? .ndjson)
        let path = arguments.parsed.positionals.first ?? "-"
        // The records are machine output: their messages are English in every language.
        var failure: CLIError?
        Language.english {
            do throws(CLIError) {
                try InputFile.withDescriptor(path) { descriptor throws(CLIError) in
                    try processor.run(reading: descriptor, name: InputFile.displayName(path), to: &stdout)
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        var result = CommandOutput()
        if processor.badLines > 0 || processor.unmetLines > 0 {
            result.stderr =
                tr(
                    "{bad} bad and {unmet} unmet of {count} requests",
                    [
                        "bad": String(processor.badLines), "unmet": String(processor.unmetLines),
                        "count": String(processor.requests),
                    ]) + "\n"
        }
        result.status = processor.badLines > 0 ? .dataError : processor.unmetLines > 0 ? .checkFailed : .ok
        return result
    }
}
