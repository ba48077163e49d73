/// Where a circuit hangs from: a battery bank's terminals or a distribution panel.
public enum FeedPoint: Hashable, Sendable {
    /// The bank at this index of ``ElectricalSystem/batteries``.
    case bank(Int)
    /// The panel at this index of ``ElectricalSystem/panels``.
    case panel(Int)
}

extension ElectricalSystem {
    /// What a `feed` names, matched as ``EntityName`` compares names: a bank of the house bus,
    /// else a panel; nil (no feed given) is the first house bank, as every circuit was wired
    /// before panels existed. A battery on a separate bus feeds no circuit.
    /// - Returns: nil when the name matches nothing, or no name is given and there is no bank.
    public func feedPoint(named name: String?) -> FeedPoint? {
        guard let name else { return batteries.firstIndex(where: \.isOnHouseBus).map(FeedPoint.bank) }
        let key = EntityName.comparisonKey(name)
        if let index = batteries.firstIndex(where: { $0.isOnHouseBus && EntityName.comparisonKey($0.name) == key }) {
            return .bank(index)
        }
        if let index = panels.firstIndex(where: { EntityName.comparisonKey($0.name) == key }) { return .panel(index) }
        return nil
    }

    /// The name of what feeds a circuit whose `feed` is `name`: as the bank or panel writes it;
    /// nil when nothing feeds it (a system without a bank).
    public func feedName(_ name: String?) -> String? {
        switch feedPoint(named: name) {
        case .bank(let index): batteries[index].name
        case .panel(let index): panels[index].name
        case nil: nil
        }
    }

    /// The panels from `point` up to its bank, nearest first (empty for a bank). Feeds are
    /// checked to form no loop when the system is made, so the walk ends.
    public func panelChain(from point: FeedPoint?) -> [Int] {
        var chain: [Int] = []
        var current = point
        while case .panel(let index) = current, chain.count <= panels.count {
            chain.append(index)
            current = feedPoint(named: panels[index].feed)
        }
        return chain
    }

    /// The bank at the top of the path from `point`; nil without one.
    public func bank(above point: FeedPoint?) -> Int? {
        let chain = panelChain(from: point)
        let top = chain.last.map { feedPoint(named: panels[$0].feed) } ?? point
        if case .bank(let index) = top { return index }
        return nil
    }

    /// Every given `feed` names a bank or a panel; panels' feeds form no loop.
    func checkFeeds() throws(ValidationError) {
        let names = houseBanks.map(\.name) + panels.map(\.name)
        func check(_ feed: String?, _ path: String) throws(ValidationError) {
            guard let feed, feedPoint(named: feed) == nil else { return }
            throw ValidationError(field: "\(path).feed", rule: .feedOfFile(names: names), actual: EchoedText.quoted(feed))
        }
        for (index, load) in loads.enumerated() { try check(load.feed, "loads[\(index)]") }
        for (index, charger) in chargers.enumerated() { try check(charger.feed, "chargers[\(index)]") }
        for (index, inverter) in inverters.enumerated() { try check(inverter.feed, "inverters[\(index)]") }
        for (index, panel) in panels.enumerated() { try check(panel.feed, "panels[\(index)]") }
        for index in panels.indices {
            var seen = [index]
            var current = feedPoint(named: panels[index].feed)
            while case .panel(let next) = current {
                if next == index {
                    throw ValidationError(
                        field: "panels[\(index)].feed", rule: .feedLoop(panels: (seen + [index]).map { panels[$0].name }),
                        actual: EchoedText.quoted(panels[index].feed ?? ""))
                }
                if seen.contains(next) { break }
                seen.append(next)
                current = feedPoint(named: panels[next].feed)
            }
        }
    }
}
