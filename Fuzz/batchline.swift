// libFuzzer target `batchline`: batch input through the NDJSON and CSV readers, and each
// request that reads through validation and sizing.
//
// Built by Scripts/fuzz.sh together with Sources/CableCore and Sources/CableCLI into one module,
// so there is no import of either. A sized request is written as batch's NDJSON record, through
// the JSON writer's pointer fast path. The whole input is read as one NDJSON line, and as CSV
// records (which may span lines): a header and rows, the way `cable batch --format csv` pairs
// them. Errors are expected answers; a trap or a memory error is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    BatchLineFuzz.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

enum BatchLineFuzz {
    static func run(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            do {
                size(try BatchLine.parseJSONObject(buffer))
            } catch {
                _ = String(describing: error)
            }
        }
        // The whole input as CSV: the first record a header of request keys, each later one a row
        // whose cells are texts, empty cells absent (BatchProcessor's rules).
        let records = BatchLine.csvRecords(bytes, maximumBytes: 1 << 10)
        for record in records {
            if case .malformed(let error) = record.content { _ = error.description }
        }
        guard case .cells(let cells)? = records.first?.content else { return }
        let header: [BatchLine.Column]
        do {
            header = try BatchLine.csvHeader(cells)
        } catch {
            _ = error.description
            return
        }
        for record in records.dropFirst() {
            guard case .cells(let cells) = record.content, cells.count == header.count else { continue }
            var fields = SizingRequest.Fields()
            for (column, cell) in zip(header, cells) where !cell.isEmpty {
                if case .field(let key) = column { fields.set(key, .text(cell)) }
            }
            size(fields)
        }
    }

    static func size(_ fields: SizingRequest.Fields) {
        do {
            let request = try SizingRequest(fields)
            let result = try Sizer.size(request.circuit, options: request.options)
            var record = JSONWriter(layout: .compact, sortedKeys: true)
            SizeJSON(result: result, line: 1).write(to: &record)
            _ = record.text
        } catch {
            _ = String(describing: error)
        }
    }
}
