// libFuzzer target `batchline`: one batch input line through the NDJSON and CSV readers, and a
// request that reads through validation and sizing.
//
// Built by Scripts/fuzz.sh together with Sources/CableCore and Sources/CableCLI into one module,
// so there is no import of either. A sized request is written as batch's NDJSON record, through
// the JSON writer's pointer fast path. Besides the whole input as one line, an input holding a newline is also
// read as a CSV header and one row, the way `cable batch --format csv` pairs them. Errors are
// expected answers; a trap or a memory error is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    BatchLineFuzz.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

enum BatchLineFuzz {
    static func run(_ bytes: [UInt8]) {
        let line = bytes[...]
        do {
            _ = try BatchLine.splitCSV(line)
        } catch {
            _ = error.description
        }
        bytes.withUnsafeBufferPointer { buffer in
            do {
                size(try BatchLine.parseJSONObject(buffer))
            } catch {
                _ = String(describing: error)
            }
        }
        // Header and row: cells are texts, empty cells are absent (BatchProcessor's rule).
        guard let newline = line.firstIndex(of: 0x0A) else { return }
        guard let header = try? BatchLine.splitCSV(line[..<newline]),
            let cells = try? BatchLine.splitCSV(line[(newline + 1)...]),
            cells.count == header.count
        else { return }
        var fields = SizingRequest.Fields()
        for (key, cell) in zip(header, cells) where !cell.isEmpty { fields.set(key, .text(cell)) }
        size(fields)
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
