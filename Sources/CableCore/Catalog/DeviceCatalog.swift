/// The device catalogue: the built-in entries (``builtIn()``) with the user's catalogues laid
/// over them (``merging(_:origin:)``); an entry of a user catalogue replaces the built-in one
/// with the same id.
///
/// Built only by the commands that use it (`catalog`, `add --from`, a `report` of a file that
/// names catalogue entries): the built-in text is decoded on first use, so other commands pay
/// nothing for it.
public struct DeviceCatalog: Sendable {
    /// An entry with where it was read from.
    public struct Listing: Sendable, Equatable {
        /// The entry itself.
        public let entry: CatalogEntry
        /// The user catalogue it came from (its path as given); nil for a built-in entry.
        public let origin: String?
        /// A user entry that replaces a built-in entry of the same id.
        public let replacesBuiltIn: Bool
    }

    /// Every entry, by category (in ``CatalogCategory`` order) and then id.
    public let listings: [Listing]
    private let index: [String: Int]

    init(_ listings: [Listing]) {
        let order = Dictionary(uniqueKeysWithValues: CatalogCategory.allCases.enumerated().map { ($0.element, $0.offset) })
        let sorted = listings.map { (order[$0.entry.category] ?? 0, $0) }
            .sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1.entry.id < $1.1.entry.id }.map(\.1)
        self.listings = sorted
        self.index = Dictionary(sorted.enumerated().map { ($0.element.entry.id, $0.offset) }, uniquingKeysWith: { $1 })
    }

    /// The catalogue built into `cable` (`DeviceCatalog.builtInText`), decoded.
    /// - Throws: only if the built-in text were broken, which `CatalogTests` rule out.
    public static func builtIn() throws(SystemFileError) -> DeviceCatalog {
        let entries = try CatalogFile.decode(Array(builtInText.utf8))
        return DeviceCatalog(entries.map { Listing(entry: $0, origin: nil, replacesBuiltIn: false) })
    }

    /// This catalogue with `entries` (one user catalogue, read from `origin`) laid over it: an
    /// entry with an id already present replaces it.
    public func merging(_ entries: [CatalogEntry], origin: String) -> DeviceCatalog {
        let added = Set(entries.map(\.id))
        let kept = listings.filter { !added.contains($0.entry.id) }
        let builtInIDs = Set(listings.filter { $0.origin == nil || $0.replacesBuiltIn }.map(\.entry.id))
        return DeviceCatalog(
            kept + entries.map { Listing(entry: $0, origin: origin, replacesBuiltIn: builtInIDs.contains($0.id)) })
    }

    /// Every entry, in the order of ``listings``.
    public var entries: [CatalogEntry] { listings.map(\.entry) }

    /// The listing with this id (exact).
    public func listing(id: String) -> Listing? { index[id].map { listings[$0] } }

    /// The ids closest to `id`, for "did you mean": an id within a small edit distance, else ids
    /// that contain what was typed.
    public func suggestions(for id: String) -> [String] {
        let ids = listings.map(\.entry.id)
        if let close = Suggestion.closest(to: id, among: ids) { return [close] }
        let folded = CatalogSearch.fold(id)
        guard folded.count >= 3 else { return [] }
        return Array(ids.filter { $0.contains(folded) }.prefix(5))
    }

    /// The entries matching `query`, in catalogue order: see ``CatalogSearch``.
    public func search(_ query: String) -> [Listing] {
        let words = CatalogSearch.words(of: query)
        guard !words.isEmpty else { return listings }
        var search = CatalogSearch(words: words)
        return listings.filter { search.matches($0.entry) }
    }
}
