import CableCore

/// Reads RFC 4180 CSV records from the lines of an input, handed over one at a time as
/// ``LineSplitter`` finds them, so a record may span lines and the input is read once:
///
/// - Fields are separated by commas, or semicolons (``separator``). A field that starts with a
///   double quote is quoted: it may hold separators, doubled quotes (one quote) and line breaks, LF or CRLF, kept in the field as
///   they are. Text after a quoted field's closing quote is kept; a quote inside an unquoted
///   field is an error.
/// - A record ends at the end of a line outside quotes; a CR before that line feed is dropped.
///   A blank line (spaces and tabs at most) outside a record is skipped.
/// - Each cell must be UTF-8 and is trimmed of white space.
/// - A malformed record (a quote inside an unquoted field, invalid UTF-8) ends at the end of the
///   line the error is on, and the next line starts a record. A record still inside quotes at
///   the end of the input is malformed at its opening quote ("unterminated quoted field").
/// - A record longer than `maximumBytes` (the line feeds inside it included) is refused; its quotes are
///   still followed to find its end, and memory stays bounded by one line.
///
/// A record is named by its first line; an error on a later line of it names that line too.
struct CSVRecordReader {
    /// A record read: the number of its first line and what it holds.
    struct Record: Equatable, Sendable {
        enum Content: Equatable, Sendable {
            case cells([String])
            case malformed(BatchLine.SyntaxError)
            /// Longer than the reader's `maximumBytes`.
            case tooLong
        }
        let line: Int
        let content: Content
    }

    let maximumBytes: Int
    /// The field separator: `,`, or `;` (``BatchLine/csvSeparator(header:)``).
    var separator = UInt8(ascii: ",")
    /// The first line of the record being read; nil between records.
    private var firstLine: Int?
    private var cells: [String] = []
    /// The field being read, unquoted.
    private var field: [UInt8] = []
    /// The field's opening quote (line and column) while it is open.
    private var openQuote: (line: Int, column: Int)?
    /// The field was quoted (so a quote after its closing quote is an error).
    private var wasQuoted = false
    /// The record's bytes so far, line feeds included.
    private var bytes = 0

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// Whether a record has begun and not ended: the last line ended inside quotes.
    var isInsideRecord: Bool { firstLine != nil }

    /// Reads one line (without its line feed) numbered `number`: the record it ends, or nil
    /// when a quoted field goes on to the next line or the line is blank.
    mutating func read(_ line: UnsafeBufferPointer<UInt8>, number: Int) -> Record? {
        let end = line.last == 0x0D ? line.count - 1 : line.count
        if firstLine == nil, line[..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
        let first = firstLine ?? number
        firstLine = first
        bytes += line.count
        func malformed(_ column: Int, _ message: String) -> Record {
            let error = BatchLine.SyntaxError(line: number == first ? nil : number, column: column, message: message)
            return finishRecord(.malformed(error))
        }
        var index = 0
        while index < end {
            let byte = line[index]
            if openQuote != nil {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < end, line[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        openQuote = nil
                    }
                } else {
                    field.append(byte)
                }
            } else if byte == separator {
                guard let text = BatchLine.text(field) else { return malformed(index + 1, "invalid UTF-8") }
                cells.append(text)
                field.removeAll(keepingCapacity: true)
                wasQuoted = false
            } else if byte == UInt8(ascii: "\""), field.isEmpty, !wasQuoted {
                openQuote = (number, index + 1)
                wasQuoted = true
            } else if byte == UInt8(ascii: "\"") {
                return malformed(index + 1, "a quote inside an unquoted field")
            } else {
                field.append(byte)
            }
            index += 1
        }
        if openQuote != nil {
            field.append(contentsOf: line[end...])  // the CR of a CRLF inside quotes
            field.append(0x0A)
            bytes += 1
            if bytes > maximumBytes {  // refused at its end; keep only what tells where that is
                field.removeAll(keepingCapacity: true)
                cells.removeAll(keepingCapacity: true)
            }
            return nil
        }
        guard let text = BatchLine.text(field) else { return malformed(max(end, 1), "invalid UTF-8") }
        cells.append(text)
        return finishRecord(.cells(cells))
    }

    /// At the end of the input: the record still inside quotes, if there is one.
    mutating func finish() -> Record? {
        guard let first = firstLine, let (line, column) = openQuote else { return nil }
        let error = BatchLine.SyntaxError(
            line: line == first ? nil : line, column: column, message: "unterminated quoted field")
        return finishRecord(.malformed(error))
    }

    /// Gives up the record being read (a line of it was too long to read): its first line, if
    /// one was open.
    mutating func abandon() -> Int? {
        defer { reset() }
        return firstLine
    }

    /// The record that ends here, refused if it grew too long; the reader is ready for the next.
    private mutating func finishRecord(_ content: Record.Content) -> Record {
        let record = Record(line: firstLine ?? 0, content: bytes > maximumBytes ? .tooLong : content)
        reset()
        return record
    }

    private mutating func reset() {
        firstLine = nil
        cells.removeAll(keepingCapacity: true)
        field.removeAll(keepingCapacity: true)
        openQuote = nil
        wasQuoted = false
        bytes = 0
    }
}
