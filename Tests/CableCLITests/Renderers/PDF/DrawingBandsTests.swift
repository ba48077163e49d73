import Testing

@testable import CableCLI

/// `DrawingBands` answers from the items near each band (a fast path); here every answer is
/// compared with a plain scan of every item, on drawings of many shapes cut as
/// `PDFDocumentBuilder.drawing` cuts them.
struct DrawingBandsTests {
    /// The plain definitions `DrawingBands` must equal: each band scans every item.
    enum Scan {
        static func extent(_ item: Drawing.Item) -> ClosedRange<Double>? {
            switch item {
            case .rect(let rect, _, _, let lineWidth):
                return (rect.y - lineWidth / 2)...(rect.maxY + lineWidth / 2)
            case .line(let points, _, let lineWidth):
                guard let low = points.map(\.y).min(), let high = points.map(\.y).max() else { return nil }
                return (low - lineWidth / 2)...(high + lineWidth / 2)
            case .text(_, let point, let size, _, _, _):
                return (point.y - size * (PDFFont.capHeight + 0.1))...(point.y + size * PDFFont.descender)
            case .group(_, let items):
                let extents = items.compactMap(extent)
                guard let low = extents.map(\.lowerBound).min(), let high = extents.map(\.upperBound).max() else { return nil }
                return low...high
            }
        }

        static func items(_ items: [Drawing.Item], within start: Double, _ end: Double) -> [Drawing.Item] {
            items.compactMap { item in
                guard let extent = extent(item), extent.upperBound > start, extent.lowerBound < end else { return nil }
                if case .group(let id, let children) = item {
                    let kept = Self.items(children, within: start, end)
                    return kept.isEmpty ? nil : .group(id: id, kept)
                }
                return item
            }
        }

        static func cut(_ items: [Drawing.Item], from start: Double, limit: Double) -> Double {
            let largestBlock = (limit - start) / 2
            var blocks: [ClosedRange<Double>] = []
            func collect(_ items: [Drawing.Item]) {
                for item in items {
                    guard let extent = extent(item) else { continue }
                    let isText: Bool
                    if case .text = item { isText = true } else { isText = false }
                    if isText || extent.upperBound - extent.lowerBound <= largestBlock {
                        blocks.append(extent)
                    } else if case .group(_, let children) = item {
                        collect(children)
                    }
                }
            }
            collect(items)
            return DrawingBands.cut(between: blocks, from: start, limit: limit)
        }
    }

    /// SplitMix64: the same drawings on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Rows of boxes and labels (some overlapping, some in groups, nested or empty), bus bars
    /// and tall shapes of every height, stray text, and lines with no points, in shuffled order.
    static func drawing(seed: UInt64) -> [Drawing.Item] {
        var random = Generator(state: seed)
        let height = Double.random(in: 300...6000, using: &random)
        func y() -> Double { Double.random(in: 0...height, using: &random) }
        func text(at y: Double) -> Drawing.Item {
            .text(
                "t", at: .init(x: 10, y: y), size: Double.random(in: 5...12, using: &random), bold: false, anchor: .start,
                colour: .black)
        }
        func rect(at y: Double, height: Double) -> Drawing.Item {
            .rect(
                .init(x: 0, y: y, width: 10, height: height), fill: nil, stroke: .black,
                lineWidth: Double.random(in: 0...2, using: &random))
        }
        var items: [Drawing.Item] = []
        for index in 0..<Int.random(in: 1...120, using: &random) {
            let top = y()
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3:
                items.append(.group(id: "row-\(index)", [rect(at: top, height: 26), text(at: top + 10), text(at: top - 4)]))
            case 4:
                items.append(
                    .group(
                        id: "outer-\(index)",
                        [
                            .group(id: "inner-\(index)", [rect(at: top, height: Double.random(in: 1...400, using: &random))]),
                            text(at: top + 300),
                        ]))
            case 5:
                items.append(.group(id: "empty-\(index)", []))
            case 6:
                items.append(.line([], stroke: .red, lineWidth: 1))
            case 7:
                items.append(.line([.init(x: 1, y: top), .init(x: 1, y: y())], stroke: .red, lineWidth: 4))
            case 8:
                items.append(rect(at: top, height: Double.random(in: 0...height, using: &random)))
            default:
                items.append(text(at: top))
            }
        }
        items.shuffle(using: &random)
        return items
    }

    @Test(arguments: 0..<200)
    func bands_equalAScanOfEveryItem(_ seed: UInt64) {
        let items = Self.drawing(seed: seed)
        var random = Generator(state: seed ^ 0xABCD)
        var bands = DrawingBands(items)
        let extents = items.compactMap(Scan.extent)
        #expect(bands.bottom == extents.map(\.upperBound).max())
        // Found while measuring; a tall drawing's fit to one page depends on it.
        #expect(bands.smallestTextSize == PDFDocumentBuilder.smallestTextSize(items))
        guard let bottom = bands.bottom else { return }
        let height = bottom + 6
        // Bands of varying depth, as the first band of a drawing is shorter than the rest.
        var start = Double.random(in: -20...20, using: &random)
        while start < height - 0.5 {
            let limit = start + Double.random(in: 60...900, using: &random)
            var end = height
            if limit < height {
                end = bands.cut(from: start, limit: limit)
                #expect(end == Scan.cut(items, from: start, limit: limit), "seed \(seed): cut from \(start) to \(limit)")
            }
            #expect(
                bands.items(from: start, to: end) == Scan.items(items, within: start, end), "seed \(seed): band \(start)…\(end)")
            start = end
        }
    }

    /// The cut rule on its own, by hand: the middle of the lowest gap in the lower three quarters.
    @Test func cut_isTheMiddleOfTheLowestGap_orTheLimit() {
        // Gaps at 10…12 (middle 11) and 20…30 (middle 25); the block 30…40 crosses the 35 limit.
        #expect(DrawingBands.cut(between: [12...20, 0...10, 30...40], from: 0, limit: 35) == 25)
        // The only gap, 2…4, lies in the top quarter (below 8.75): cut at the limit instead.
        #expect(DrawingBands.cut(between: [0...2, 4...40], from: 0, limit: 35) == 35)
        // Nothing reaches the limit: the band ends there.
        #expect(DrawingBands.cut(between: [0...10], from: 0, limit: 35) == 35)
    }
}
