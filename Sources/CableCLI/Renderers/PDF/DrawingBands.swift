/// A drawing's items with their vertical extents, measured once, for placing it on pages in
/// horizontal bands, top to bottom: which items reach into a band (``items(from:to:)``) and where
/// to end a band (``cut(from:limit:)``). Used by ``PDFDocumentBuilder/drawing(_:heading:continuedCaption:)``.
///
/// Fast path. A wiring diagram of 20 000 circuits is 20 000 groups over some 900 pages; measuring
/// and scanning every item for every band made splitting it quadratic (most of the 47 s a report
/// of 20 000 loads took). Here each item is measured once, and a band looks only at the items
/// that can reach it:
/// - `byTop`: the top-level items that have an extent, ordered by the top of their extent.
/// - `reaching`: the items taken from `byTop` so far (their top is at or above the lowest point
///   asked about), less those whose bottom is at or above the start of a band asked about.
///
/// Invariants:
/// - Bands are asked for top to bottom: a call's `start` is never above an earlier call's (an
///   assertion checks it). An item whose bottom is at or above `start` can then never reach a
///   later band, so it is dropped for good.
/// - A group's extent spans its children's, so a band reaches a child only if it reaches the group.
/// - A cut does not depend on which bands were asked for before it: `reaching` may then also hold
///   items that end above the band, and the cut's rules pass over them. (The PDF's page-counting
///   pass asks only for cuts.)
/// - The answers equal a scan of every item: both functions apply the plain rules written in them
///   to `reaching` (plus, for a cut, the items just below the band) instead of to every item.
///   `DrawingBandsTests` compare them with a scan of every item on drawings of many shapes.
///
/// Safe to change: the rules inside `items(from:to:)` and `cut(from:limit:)`, as long as an
/// item outside `start…limit` can only matter to a cut through its top (as now: the first block
/// below the band). Each band's work is the items reaching it; tall shapes that are not groups
/// and start below a band are looked at again for each band (the wiring diagram has none).
struct DrawingBands {
    /// An item with its extent. A top-level item is kept by its place in the drawing only
    /// (`item` nil) and made again by the drawing's `item` when its children or itself are
    /// needed; a group's children are measured again when asked for rather than kept. A wiring
    /// diagram of 100,000 rows was held twice, as items and as measured copies with their
    /// children (about 1 KB a row each); now ``WiringDiagram/Plan`` makes a row's items on
    /// request and the bands keep 80 bytes a row.
    private struct Entry {
        let order: Int
        let extent: ClosedRange<Double>
        let isText: Bool
        /// The item; nil for a top-level one, made again by `item(of:)`.
        let item: Drawing.Item?
    }

    private let byTop: [Entry]
    /// The drawing's item at a place; the same item each time it is asked.
    private let makeItem: (Int) -> Drawing.Item
    /// The index in `byTop` of the first item not yet in `reaching`.
    private var next = 0
    private var reaching: [Entry] = []
    private var lastStart = -Double.infinity

    init(_ items: [Drawing.Item]) {
        self.init(count: items.count, item: { items[$0] })
    }

    /// The bands of a drawing of `count` items, item `order` being `item(order)`.
    init(count: Int, item: @escaping (Int) -> Drawing.Item) {
        makeItem = item
        var smallest: Double?
        byTop = (0..<count).compactMap { order in
            let made = item(order)
            if let size = PDFDocumentBuilder.smallestTextSize([made]) { smallest = min(smallest ?? size, size) }
            return Self.extent(of: made).map { Entry(order: order, extent: $0, isText: Self.isText(made), item: nil) }
        }.sorted { ($0.extent.lowerBound, $0.order) < ($1.extent.lowerBound, $1.order) }
        smallestTextSize = smallest
    }

    /// The size of the drawing's smallest text (``PDFDocumentBuilder/smallestTextSize(_:)`` of
    /// every item), found while the items are measured rather than by making them all again.
    let smallestTextSize: Double?

    private static func isText(_ item: Drawing.Item) -> Bool {
        if case .text = item { return true }
        return false
    }

    /// An entry's item: kept for a group's child, made again for a top-level item.
    private func item(of entry: Entry) -> Drawing.Item { entry.item ?? makeItem(entry.order) }

    /// A group's children that have an extent; none for other items.
    private func children(of entry: Entry) -> [Entry] {
        guard case .group(_, let inner) = item(of: entry) else { return [] }
        return Self.entries(inner)
    }

    /// The lowest point any item reaches; nil when no item has an extent.
    var bottom: Double? { byTop.map(\.extent.upperBound).max() }

    /// The items that have a vertical extent (drawing units), each with it: a rectangle or line
    /// by its stroke, text by its font's cap height and descender, a group by its children's.
    private static func entries(_ items: [Drawing.Item]) -> [Entry] {
        items.enumerated().compactMap { order, item in
            extent(of: item).map { Entry(order: order, extent: $0, isText: isText(item), item: item) }
        }
    }

    /// An item's vertical extent; nil when it has none (a group of nothing).
    private static func extent(of item: Drawing.Item) -> ClosedRange<Double>? {
        switch item {
        case .rect(let rect, _, _, let lineWidth):
            return (rect.y - lineWidth / 2)...(rect.maxY + lineWidth / 2)
        case .line(let points, _, let lineWidth):
            return span(points.map { $0.y...$0.y }).map {
                ($0.lowerBound - lineWidth / 2)...($0.upperBound + lineWidth / 2)
            }
        case .text(_, let point, let size, _, _, _):
            return (point.y - size * (PDFFont.capHeight + 0.1))...(point.y + size * PDFFont.descender)
        case .group(_, let inner):
            return span(inner.compactMap(extent(of:)))
        }
    }

    /// The smallest range holding every one of `ranges`; nil when there are none. One loop that
    /// compares as `min()` of the lower bounds and `max()` of the upper ones would, without their
    /// key paths and arrays: a group's extent is found for every row measured and drawn.
    private static func span(_ ranges: [ClosedRange<Double>]) -> ClosedRange<Double>? {
        guard var low = ranges.first?.lowerBound, var high = ranges.first?.upperBound else { return nil }
        for range in ranges.dropFirst() {
            if range.lowerBound < low { low = range.lowerBound }
            if high < range.upperBound { high = range.upperBound }
        }
        return low...high
    }

    /// Drops the items that end at or above `start` and takes in those that begin at or above `depth`.
    private mutating func advance(start: Double, depth: Double) {
        assert(start >= lastStart, "drawing bands are asked for top to bottom")  // fixed by the caller, not by input
        lastStart = start
        reaching.removeAll { $0.extent.upperBound <= start }
        while next < byTop.count, byTop[next].extent.lowerBound <= depth {
            reaching.append(byTop[next])
            next += 1
        }
    }

    /// The items that reach into the band `start`…`end`, in drawing order; groups keep only such
    /// children.
    mutating func items(from start: Double, to end: Double) -> [Drawing.Item] {
        advance(start: start, depth: end)
        return items(reaching.sorted { $0.order < $1.order }, within: start, end)
    }

    private func items(_ entries: [Entry], within start: Double, _ end: Double) -> [Drawing.Item] {
        entries.compactMap { entry in
            guard entry.extent.upperBound > start, entry.extent.lowerBound < end else { return nil }
            let made = item(of: entry)
            if case .group(let id, let inner) = made {
                let kept = items(Self.entries(inner), within: start, end)
                return kept.isEmpty ? nil : .group(id: id, kept)
            }
            return made
        }
    }

    /// Where to end a band that starts at `start` and may reach down to `limit`: the middle of the
    /// lowest gap between rows above `limit`. Text lines, and groups or shapes shorter than half
    /// the band, must not be cut; taller shapes (bus bars running down the page) may. With no gap
    /// in the lower three quarters of the band it cuts at `limit`.
    mutating func cut(from start: Double, limit: Double) -> Double {
        advance(start: start, depth: limit)
        let largestBlock = (limit - start) / 2
        var blocks: [ClosedRange<Double>] = []
        func collect(_ entries: [Entry]) {
            for entry in entries {
                if entry.isText || entry.extent.upperBound - entry.extent.lowerBound <= largestBlock {
                    blocks.append(entry.extent)
                } else {
                    collect(children(of: entry))
                }
            }
        }
        collect(reaching)
        // Of the blocks below `limit` only the first matters (it closes the last gap). It may be
        // in an item not yet reached: those begin below `limit`, in order of their tops.
        var firstBelow = blocks.lazy.map(\.lowerBound).filter { $0 > limit }.min() ?? .infinity
        var index = next
        while index < byTop.count, byTop[index].extent.lowerBound < firstBelow {
            let count = blocks.count
            collect([byTop[index]])
            firstBelow = blocks[count...].lazy.map(\.lowerBound).reduce(firstBelow, min)
            index += 1
        }

        return Self.cut(between: blocks, from: start, limit: limit)
    }

    /// The cut for a band from `start` to at most `limit`, given the vertical extents of the
    /// blocks that must not be split (every block reaching into the band, and the first one below
    /// it): the middle of the lowest gap between blocks in the lower three quarters of the band,
    /// else `limit`. Shared with the tests' full-scan oracle, which differs only in how it finds
    /// the blocks.
    static func cut(between blocks: [ClosedRange<Double>], from start: Double, limit: Double) -> Double {
        let blocks = blocks.sorted { $0.lowerBound < $1.lowerBound }
        let shortest = start + (limit - start) / 4
        var best: Double?
        var covered = start
        for block in blocks where block.upperBound > start {
            if block.lowerBound > covered, covered <= limit {
                let candidate = min((covered + block.lowerBound) / 2, limit)
                if candidate > shortest { best = candidate }
            }
            covered = max(covered, block.upperBound)
            if covered > limit { break }
        }
        if covered <= limit { best = limit }
        return best ?? limit
    }
}
