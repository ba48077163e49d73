/// One JSON value's text with holes where values that vary go: rendered once, then copied
/// piece by piece with each use's values written into the holes.
///
/// A batch writes millions of records whose `input` object differs from row to row in a few
/// numbers (length, current, voltage) and repeats the rest, the request's settings: those
/// members are written once here instead of once a row.
struct JSONTemplate {
    /// The text between the holes, one piece after another.
    private let text: [UInt8]
    /// Where each piece ends in `text`; there is one piece more than holes.
    private let pieceEnds: [Int]

    /// Renders a template: `render` writes one value, calling ``JSONEmitter/hole()`` where a
    /// value of its own is written at each use.
    init(_ render: (inout JSONEmitter) -> Void) {
        var json = JSONEmitter(capacity: 512)
        render(&json)
        var text: [UInt8] = []
        json.bytes.withUnsafeBytes { text.append(contentsOf: $0) }
        self.text = text
        pieceEnds = json.holes + [text.count]
    }

    var holeCount: Int { pieceEnds.count - 1 }

    /// Writes piece `index`: the text before hole `index`, or after the last hole. After each
    /// piece but the last, the caller writes the hole's value.
    @inline(__always)
    func writePiece(_ index: Int, to json: inout JSONEmitter) {
        let start = index == 0 ? 0 : pieceEnds[index - 1]
        let end = pieceEnds[index]
        let isLast = index == pieceEnds.count - 1
        text.withUnsafeBytes { text in
            json.templatePiece(UnsafeRawBufferPointer(rebasing: text[start..<end]), isFirst: index == 0, isLast: isLast)
        }
    }
}
