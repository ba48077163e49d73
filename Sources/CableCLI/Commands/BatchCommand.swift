import CableCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `cable batch [FILE|-]`: many sizing requests, one per line, streamed.
enum BatchCommand: Command {
    static let name = "batch"
    static let spec = CommandSpec(
        name: name,
        abstract: "Size many circuits at once: one request per line (NDJSON or CSV), one result per line.",
        usage: "cable batch [FILE|-] [--format ndjson|csv] [--output ndjson|csv]",
        discussion: """
            Each input line is a request whose keys are cable size's options in camelCase (current, power, \
            voltage, length, roundTrip, material, temperature, insulation, engineRoom, bundled, maxDrop, \
            critical, standard, fuseFactor, fuseType, units); values are numbers in the default units or \
            strings with units. CSV input names the keys in a header row. Each result is written on its \
            own line in input order, with the keys of 'cable size --json' plus "line"; a bad line gives \
            {"line": N, "error": "..."} and processing continues. Exit 65 if any line was bad, else 1 if \
            any request could not be met, else 0. Input is streamed: memory stays flat however long it is.
            """,
        options: [
            .value("format", "ndjson|csv", "Input format.", default: "ndjson"),
            .value("output", "ndjson|csv", "Output format.", default: "ndjson"),
        ],
        examples: [
            "cable batch requests.ndjson > results.ndjson",
            "printf '%s\\n' '{\"current\": 20, \"voltage\": 12, \"length\": \"5m\"}' | cable batch",
            "cable batch circuits.csv --format csv --output csv",
        ],
        arguments: ["FILE"])

    enum Format: String, CaseIterable {
        case ndjson, csv
    }

    /// Lines longer than this are refused (and skipped) rather than buffered.
    static let maximumLineBytes = 64 << 10

    static func run(_ options: OptionValues) throws(CLIError) -> CommandOutput {
        let input = try options.format(Format.self) ?? .ndjson
        let output =
            try options.value("output") { text, field throws(ValidationError) in
                guard let format = Format(rawValue: text.lowercased()) else {
                    throw ValidationError(field: field, rule: "must be ndjson or csv", actual: "'\(text)'")
                }
                return format
            } ?? .ndjson
        let path = options.parsed.positionals.first ?? "-"
        var processor = BatchProcessor(input: input, output: output)
        try InputFile.withDescriptor(path) { descriptor throws(CLIError) in
            try processor.run(reading: descriptor, name: InputFile.displayName(path))
        }
        var result = CommandOutput()
        if processor.badLines > 0 || processor.unmetLines > 0 {
            result.stderr = "\(processor.badLines) bad and \(processor.unmetLines) unmet of \(processor.requests) requests\n"
        }
        result.status = processor.badLines > 0 ? .dataError : processor.unmetLines > 0 ? .checkFailed : .ok
        return result
    }
}

/// The streaming loop: reads large chunks, splits lines, sizes each request and writes results
/// through one output buffer. Memory is bounded by the chunk, the longest line and the buffer.
struct BatchProcessor: ~Copyable {
    let input: BatchCommand.Format
    let output: BatchCommand.Format
    var requests = 0
    var badLines = 0
    var unmetLines = 0
    private var header: [String]?
    /// Why the CSV header could not be read, when it could not.
    private var headerError: String?
    /// Results are written into the emitter's buffer and flushed when it passes 1 MiB.
    private var emitter = JSONEmitter(capacity: 1 << 21)
    /// The current line's request fields (one value, emptied for each line).
    private var fields = SizingRequest.Fields()
    /// Writes the NDJSON results, keeping the parts that recur from row to row.
    private var record = SizeRecord()
    /// The output pipe was closed by its reader.
    private(set) var outputClosed = false

    init(input: BatchCommand.Format, output: BatchCommand.Format) {
        self.input = input
        self.output = output
    }

    static let csvColumns = [
        "line", "conductor", "areaSquareMillimeters", "awg", "requiredAreaSquareMillimeters", "voltageDropVolts",
        "voltageDropPercent", "loadVoltageVolts", "powerLossWatts", "limitedBy", "fuseRatingAmperes", "fuseType", "error",
    ]

    mutating func run(reading descriptor: Int32, name: String) throws(CLIError) {
        if output == .csv { append(Self.csvColumns.joined(separator: ",") + "\n") }
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 20)
        defer { chunk.deallocate() }
        var pending: [UInt8] = []
        var lineNumber = 0
        var skippingLongLine = false
        while true {
            let count = Platform.read(descriptor, into: UnsafeMutableRawBufferPointer(chunk))
            if count < 0 { throw .ioError("cannot read '\(name)': \(Platform.describe(Int32(-count)))") }
            if count == 0 { break }
            let bytes = UnsafeBufferPointer(rebasing: chunk[0..<count])
            var start = 0
            while start < count {
                guard let newline = Self.firstNewline(in: bytes, from: start) else {
                    if !skippingLongLine {
                        pending.append(contentsOf: bytes[start..<count])
                        if pending.count > BatchCommand.maximumLineBytes {
                            lineNumber += 1
                            fail(line: lineNumber, "longer than \(BatchCommand.maximumLineBytes) bytes", bad: true)
                            pending.removeAll(keepingCapacity: false)
                            skippingLongLine = true
                        }
                    }
                    break
                }
                if skippingLongLine {
                    skippingLongLine = false
                } else {
                    lineNumber += 1
                    if pending.isEmpty {
                        handle(UnsafeBufferPointer(rebasing: bytes[start..<newline]), line: lineNumber)
                    } else {
                        pending.append(contentsOf: bytes[start..<newline])
                        if pending.count > BatchCommand.maximumLineBytes {
                            fail(line: lineNumber, "longer than \(BatchCommand.maximumLineBytes) bytes", bad: true)
                        } else {
                            pending.withUnsafeBufferPointer { handle($0, line: lineNumber) }
                        }
                        pending.removeAll(keepingCapacity: true)
                    }
                }
                start = newline + 1
                if emitter.bytes.count >= 1 << 20 {
                    try flush()
                    if outputClosed { return }
                }
            }
        }
        if !pending.isEmpty, !skippingLongLine {
            lineNumber += 1
            pending.withUnsafeBufferPointer { handle($0, line: lineNumber) }
        }
        try flush()
    }

    /// The index of the first line feed in `bytes` at or after `start`.
    private static func firstNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
            let found = memchr(base + start, 0x0A, bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private mutating func handle(_ raw: UnsafeBufferPointer<UInt8>, line: Int) {
        var trimmed = raw[...]
        if line == 1, trimmed.starts(with: [0xEF, 0xBB, 0xBF]) { trimmed = trimmed.dropFirst(3) }  // a UTF-8 byte-order mark
        if trimmed.last == 0x0D { trimmed = trimmed.dropLast() }
        if trimmed.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
        let bytes = UnsafeBufferPointer(rebasing: trimmed)
        guard bytes.count <= BatchCommand.maximumLineBytes else {
            fail(line: line, "longer than \(BatchCommand.maximumLineBytes) bytes", bad: true)
            return
        }
        if input == .csv, header == nil, headerError == nil {
            do {
                header = try BatchLine.splitCSV(bytes)
            } catch {
                headerError = "the CSV header on line \(line) could not be read"
                fail(line: line, "header: \(error)", bad: true, counted: false)
            }
            return
        }
        if let headerError {
            fail(line: line, headerError, bad: true)
            return
        }
        do throws(BatchLine.SyntaxError) {
            switch input {
            case .ndjson:
                try BatchLine.parseJSONObject(bytes, into: &fields)
            case .csv:
                let cells = try BatchLine.splitCSV(bytes)
                let header = self.header ?? []
                guard cells.count == header.count else {
                    fail(line: line, "has \(cells.count) fields, the header \(header.count)", bad: true)
                    return
                }
                fields.removeAll()
                for (key, cell) in zip(header, cells) where !cell.isEmpty { fields.set(key, .text(cell)) }
            }
        } catch {
            fail(line: line, error.description, bad: true)
            return
        }
        // Each value is bound where it is made, not declared first and assigned in a `do`:
        // that way it is not copied.
        switch Result(catching: { () throws(ValidationError) in try SizingRequest(fields) }) {
        case .failure(let error):
            fail(line: line, error.description, bad: true)
        case .success(let request):
            switch Result(catching: { () throws(SizingError) in try Sizer.size(request.circuit, options: request.options) }) {
            case .failure(let error):
                let display = Display(units: request.imperial ? .imperial : .metric)
                fail(
                    line: line,
                    SizeCommand.message(for: error, circuit: request.circuit, options: request.options, display: display),
                    bad: false)
            case .success(let result):
                write(result, line: line)
            }
        }
    }

    /// Writes the record of a request that was sized.
    private mutating func write(_ result: borrowing SizingResult, line: Int) {
        requests += 1
        switch output {
        case .ndjson:
            record.write(result, line: line, to: &emitter)
            emitter.bytes.append(0x0A)
        case .csv:
            let run = result.recommended
            let cells = [
                String(line), run.size.label, JSONNumber.text(run.size.area.squareMillimeters), run.size.awgLabel ?? "",
                JSONNumber.text(result.requiredArea.squareMillimeters), JSONNumber.text(run.voltageDrop.volts),
                JSONNumber.text(run.voltageDropPercent), JSONNumber.text(run.loadVoltage.volts),
                JSONNumber.text(run.powerLoss.watts),
                result.limitedBy.rawValue, result.fuse.map { JSONNumber.text($0.rating.amperes) } ?? "",
                result.fuse?.type.rawValue ?? "", "",
            ]
            append(cells.map(BomCommand.csvField).joined(separator: ",") + "\n")
        }
    }

    /// Writes an error record. Every record but the CSV header's counts as a request.
    private mutating func fail(line: Int, _ message: String, bad: Bool, counted: Bool = true) {
        if counted { requests += 1 }
        if bad { badLines += 1 } else { unmetLines += 1 }
        switch output {
        case .ndjson:
            var record: [UInt8] = []
            JSONValue.object(["line": .integer(line), "error": .string(message)]).write(into: &record)
            record.append(0x0A)
            emitter.bytes.append(record)
        case .csv:
            var cells = [String](repeating: "", count: Self.csvColumns.count)
            cells[0] = String(line)
            cells[cells.count - 1] = message
            append(cells.map(BomCommand.csvField).joined(separator: ",") + "\n")
        }
    }

    private mutating func append(_ text: String) { emitter.bytes.append(text) }

    private mutating func flush() throws(CLIError) {
        let failure = emitter.bytes.withUnsafeBytes { Platform.writeAll(1, $0) }
        emitter.bytes.removeAll()
        guard let failure else { return }
        // The reader closed the pipe (`cable batch | head`): stop quietly.
        guard failure != EPIPE else {
            outputClosed = true
            return
        }
        throw .ioError("cannot write the results: \(Platform.describe(failure))")
    }
}
