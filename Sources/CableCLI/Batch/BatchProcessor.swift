import CableCore
import CableText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The batch loop: reads the input in large chunks, splits it into lines and those into
/// requests (an NDJSON line each, or a CSV record of one or more lines), sizes each request
/// and sends the records on in large blocks. Memory is bounded by the chunk, the longest line
/// or CSV record (``maximumLineBytes``) and the block, however long the input is.
struct BatchProcessor: ~Copyable {
    /// The input's format: given, or (nil) told by its first line that is not blank
    /// (``BatchLine/looksLikeCSVHeader(_:)``).
    private(set) var input: BatchCommand.Format?
    let output: BatchCommand.Format
    private(set) var requests = 0
    private(set) var badLines = 0
    private(set) var unmetLines = 0
    /// The first line, when the format was told from it and it looks like a CSV record without
    /// the header (not a JSON object, a `,` or `;` in it): it was read as NDJSON and failed, and
    /// the command says why (``BatchCommand``).
    private(set) var headerlessCSVLine: Int?
    /// The CSV header's columns, once read.
    private var header: [BatchLine.Column]?
    /// Why the input was refused as a whole (CSV whose first record is not a header), starting
    /// with the line: nothing is written then.
    private var refusal: (line: Int, reason: CLIError.DataProblem.BatchRefusal)?
    /// The dialect of `--format csv` records: the input's (``startInput(_:number:)``): a CSV
    /// header separated by `;` gets `;` and decimal commas back, any other input `,` and `.`.
    private(set) var dialect = CSVField.Dialect.standard
    /// Whether the CSV header has gone into the block: it waits for the input's dialect.
    private var headerWritten = false
    /// CSV records not yet sent on.
    private var block: [UInt8] = []
    /// Reads CSV records, which may span lines.
    private var csv = CSVRecordReader(maximumBytes: maximumLineBytes)
    /// The NDJSON records not yet sent on, written one after another, a line each (the block
    /// of NDJSON output: a record is not copied into ``block``).
    private var records = CompactJSONWriter(sortedKeys: true, capacity: BatchProcessor.blockBytes + (64 << 10))

    /// Lines (and CSV records) longer than this are refused (and skipped) rather than buffered.
    static let maximumLineBytes = 64 << 10
    /// Records are sent on in blocks of about this size.
    static let blockBytes = 1 << 20
    /// The input is read in chunks of at most this many bytes.
    static let chunkBytes = 1 << 20

    /// The columns of `--output csv`, in order: the header and the cells of ``write(_:labels:line:)``
    /// and ``fail(line:_:bad:labels:)`` follow it (empty where a column does not apply).
    static let csvColumnDeclarations = [
        CSVColumn("line", "integer", "The input line number (the first line of a CSV record)."),
        CSVColumn(
            "conductor", "string",
            "The recommended size as printed (\"6 mm²\", \"4/0 AWG\"); with the count when in parallel (\"2 × 185 mm²\": the other columns are one conductor's size)."
        ),
        CSVColumn("areaSquareMillimeters", "number", unit: "mm²", "The recommended size's cross-section."),
        CSVColumn("awg", "string", "The AWG gauge; empty for metric and kcmil sizes."),
        CSVColumn("requiredAreaSquareMillimeters", "number", unit: "mm²", "The cross-section the drop limit alone needs."),
        CSVColumn("voltageDropVolts", "number", unit: "V", "The voltage drop over the round trip."),
        CSVColumn("voltageDropPercent", "number", unit: "%", "The drop as a percentage of the supply voltage."),
        CSVColumn("loadVoltageVolts", "number", unit: "V", "The supply voltage minus the drop."),
        CSVColumn("powerLossWatts", "number", unit: "W", "The I²R loss."),
        CSVColumn("limitedBy", "string", "voltageDrop, ampacity or minimumSize."),
        CSVColumn("fuseRatingAmperes", "number", unit: "A", "The fuse recommended; empty when none qualifies."),
        CSVColumn("fuseType", "string", "The fuse family; empty when none qualifies."),
        CSVColumn("error", "string", "Why the row could not be sized, or why no fuse qualifies; empty otherwise."),
        CSVColumn("id", "string|number|boolean", "The row's id, as given; empty when none."),
        CSVColumn("name", "string|number|boolean", "The row's name, as given; empty when none."),
        // Added at the end (docs/json.md: a new column goes at the end of the header), #33.
        CSVColumn(
            "conductorTemperatureCelsius", "number", unit: "°C",
            "The conductor temperature the resistance is taken at: given, estimated from the load (real model), or 20 °C; empty when the row failed."
        ),
    ]
    static let csvColumns = csvColumnDeclarations.map(\.name)
    /// Where the `error` cell is in a CSV record (`id` and `name` follow it).
    static let errorColumn = csvColumns.count - 4

    init(input: BatchCommand.Format?, output: BatchCommand.Format) {
        self.input = input
        self.output = output
    }

    /// Reads `descriptor` to its end (or until `stdout` breaks), writing a record for each
    /// request line.
    mutating func run(reading descriptor: Int32, name: String, to stdout: inout some ResultStream) throws(CLIError) {
        // The read buffer, allocated but not zeroed: only the bytes `read` wrote are ever read
        // (`chunk[..<count]`). Made as `[UInt8](repeating: 0, …)` it was zeroed for every run, 1 MiB
        // (~1.05 M instructions, ~210 a row of a 5 000-row file, before the first line was read).
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Self.chunkBytes)
        defer { chunk.deallocate() }
        var lines = LineSplitter(maximumBytes: Self.maximumLineBytes)
        // Each NDJSON line's fields (emptied for the next, its storage kept). Not a stored
        // property: passed to `size` from there, it was copied for every line.
        var fields = SizingRequest.Fields()
        // Each NDJSON line's labels, the same way: emptied only when a line gave one (made and
        // dropped every line, its two values were destroyed by two calls, ~130 instructions).
        var labels = BatchLabels()
        while !stdout.isBroken, refusal == nil {
            let count = Platform.read(descriptor, into: UnsafeMutableRawBufferPointer(chunk))
            if count < 0 {
                throw .ioError(.readFailed(name, reason: OSReason(code: Int32(-count))))
            }
            if count == 0 { break }
            lines.split(UnsafeBufferPointer(rebasing: chunk[..<count])) { line, number in
                handle(line, number: number, fields: &fields, labels: &labels)
                // Only sending a block on can break the output: asked then, not every line
                // (the generic stream was copied to be asked, ~80 instructions a line).
                if block.count + records.byteCount >= Self.blockBytes {
                    flush(to: &stdout)
                    if stdout.isBroken { return false }
                }
                return refusal == nil
            }
        }
        if !stdout.isBroken, refusal == nil {
            lines.finish { line, number in handle(line, number: number, fields: &fields, labels: &labels) }
            if input == .csv, let record = csv.finish() { handle(record) }
        }
        // Refused before any request was read: nothing has been sent on.
        if let refusal { throw .badData(.batchInput(file: name, line: refusal.line, refusal.reason)) }
        writeHeader()  // for an input without a request
        flush(to: &stdout)
    }

    /// Sends the records written so far on.
    private mutating func flush(to stdout: inout some ResultStream) {
        if !block.isEmpty {
            stdout.write(utf8: block)
            block.removeAll(keepingCapacity: true)
        }
        if records.byteCount > 0 { records.drain { stdout.write(utf8: $0) } }
    }

    /// One line: an NDJSON request (read into `fields` and `labels`), a line of a CSV record, a
    /// line too long (nil), or nothing (blank).
    private mutating func handle(
        _ line: UnsafeBufferPointer<UInt8>?, number: Int, fields: inout SizingRequest.Fields, labels: inout BatchLabels
    ) {
        guard var bytes = line.map({ $0[...] }) else {
            guard input == .csv else { return fail(line: number, "longer than \(Self.maximumLineBytes) bytes", bad: true) }
            return handle(CSVRecordReader.Record(line: csv.abandon() ?? number, content: .tooLong))  // and the record it ends
        }
        if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }  // a UTF-8 byte-order mark
        if input == nil || (input == .csv && header == nil && !csv.isInsideRecord) {
            guard startInput(bytes, number: number) else { return }
        }
        switch input {
        case .ndjson?, nil:
            if bytes.last == 0x0D { bytes = bytes.dropLast() }
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
            if !labels.isEmpty { labels = BatchLabels() }
            do {
                try BatchLine.parseJSONObject(UnsafeBufferPointer(rebasing: bytes), into: &fields, labels: &labels)
                size(fields, labels: labels, line: number)
            } catch {
                fail(line: number, error.description, bad: true, labels: labels)
            }
        case .csv?:
            if let record = csv.read(UnsafeBufferPointer(rebasing: bytes), number: number) { handle(record) }
        }
    }

    /// At the first line that is not blank: the input's format when it was not given, and a CSV
    /// header's separator. False for a blank line (nothing is decided yet).
    private mutating func startInput(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, number: Int) -> Bool {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return false }
        if input == nil {
            input = BatchLine.looksLikeCSVHeader(bytes) ? .csv : .ndjson
            let first = bytes.first { $0 != 0x20 && $0 != 0x09 }
            if input == .ndjson, first != UInt8(ascii: "{"), bytes.contains(where: { $0 == 0x2C || $0 == 0x3B }) {
                headerlessCSVLine = number
            }
        }
        if input == .csv {
            csv.separator = BatchLine.csvSeparator(header: bytes)
            if csv.separator == CSVField.Dialect.semicolon.separator { dialect = .semicolon }
        }
        writeHeader()
        return true
    }

    /// The CSV output's header, once, in the dialect decided by then.
    private mutating func writeHeader() {
        guard output == .csv, !headerWritten else { return }
        headerWritten = true
        append(CSVColumn.header(Self.csvColumnDeclarations, dialect: dialect))
    }

    /// A CSV record: the header, a request, or one that could not be read.
    private mutating func handle(_ record: CSVRecordReader.Record) {
        guard let header else { return readHeader(record) }
        let cells: [String]
        switch record.content {
        case .cells(let read): cells = read
        case .malformed(let error): return fail(line: record.line, error.description, bad: true)
        case .tooLong: return fail(line: record.line, "longer than \(Self.maximumLineBytes) bytes", bad: true)
        }
        var fields = SizingRequest.Fields()
        var labels = BatchLabels()
        for (column, cell) in zip(header, cells) where !cell.isEmpty {
            switch column {
            case .field(let key): fields.set(key, .text(cell))
            case .label(let label): labels.set(label, .text(cell))
            }
        }
        guard cells.count == header.count else {
            return fail(line: record.line, "has \(cells.count) fields, the header \(header.count)", bad: true, labels: labels)
        }
        size(fields, labels: labels, line: record.line)
    }

    /// The first CSV record: the header (``BatchLine/csvHeader(_:)``), or the input is refused.
    private mutating func readHeader(_ record: CSVRecordReader.Record) {
        switch record.content {
        case .malformed(let error): refusal = (record.line, .malformedHeader("\(error)"))
        case .tooLong: refusal = (record.line, .headerTooLong(bytes: Self.maximumLineBytes))
        case .cells(let cells):
            do {
                header = try BatchLine.csvHeader(cells)
            } catch {
                refusal = (record.line, .header("\(error)"))
            }
        }
    }

    /// A request's fields: validated, sized, and its record written with its labels.
    private mutating func size(_ fields: SizingRequest.Fields, labels: BatchLabels, line number: Int) {
        if let repeated = labels.repeated {
            return fail(line: number, "\(repeated.rawValue): given more than once", bad: true, labels: labels)
        }
        // Validated and sized in one call (`SizingRequest.size(_:read:)`: no request made aside,
        // copied out and taken apart, ~70 instructions a row); the record is written from the
        // result where it is made (not returned: ~100).
        do {
            try SizingRequest.size(fields) { result in
                write(result, labels: labels, line: number)
            }
        } catch {
            switch error {
            case .invalid(let error): fail(line: number, Words.english.text(error), bad: true, labels: labels)
            case .unsizable(let error, let circuit, let units, let maxDropPercent):
                let message = SizingErrorText.message(
                    error, circuit: circuit, maxDropPercent: maxDropPercent,
                    display: Display(units: units, language: .en))  // a record: machine output
                fail(line: number, message, bad: false, labels: labels)
            }
        }
    }

    /// The record of a request that was sized. One whose wire no fuse can protect is unmet (the
    /// batch exits 1), its record complete with `fuse` null and `fuseProblem` (CSV: the reason
    /// in `error`).
    private mutating func write(_ result: SizingResult, labels: BatchLabels, line: Int) {
        requests += 1
        if result.fuse == nil { unmetLines += 1 }
        switch output {
        case .ndjson:
            SizeJSON.write(result, line: line, labels: labels, to: &records)
            records.endLine()
        case .csv:
            writeHeader()  // (CSV's only: not called for an NDJSON record)
            let run = result.recommended
            let dialect = dialect
            let number = { (value: Double) in dialect.number(NumberText.shortest(value)) }
            append(
                CSVField.record(
                    [
                        String(line), Self.conductorCell(run.size, parallel: result.circuit.parallelConductors),
                        number(run.size.area.squareMillimeters), run.size.awgLabel ?? "",
                        number(result.requiredArea.squareMillimeters), number(run.voltageDrop.volts),
                        number(run.voltageDropPercent), number(run.loadVoltage.volts), number(run.powerLoss.watts),
                        result.limitedBy.rawValue, result.fuse.map { number($0.rating.amperes) } ?? "",
                        result.fuse?.type.rawValue ?? "", result.fuse == nil ? SizeText.noFuse(result, in: .en) : "",
                        BatchLabels.cell(labels.id), BatchLabels.cell(labels.name),
                        number(run.conductorTemperature.degreesCelsius),
                    ], dialect: dialect))
        }
    }

    /// The record of a request that failed.
    private mutating func fail(line: Int, _ message: String, bad: Bool, labels: BatchLabels = BatchLabels()) {
        writeHeader()
        requests += 1
        if bad { badLines += 1 } else { unmetLines += 1 }
        switch output {
        case .ndjson:
            records.beginObject()
            records.member("error", message)
            BatchLabels.write(labels.id, as: .id, to: &records)
            records.member("line", line)
            BatchLabels.write(labels.name, as: .name, to: &records)
            records.endObject()
            records.endLine()
        case .csv:
            var cells = [String](repeating: "", count: Self.csvColumns.count)
            cells[0] = String(line)
            cells[Self.errorColumn] = message
            cells[Self.errorColumn + 1] = BatchLabels.cell(labels.id)
            cells[Self.errorColumn + 2] = BatchLabels.cell(labels.name)
            append(CSVField.record(cells, dialect: dialect))
        }
    }

    private mutating func append(_ text: String) { block.append(contentsOf: text.utf8) }

    /// The `conductor` cell: the size's label, after `n × ` when n conductors are in parallel.
    static func conductorCell(_ size: ConductorSize, parallel count: Int) -> String {
        count > 1 ? "\(count) × \(size.label)" : size.label
    }
}
