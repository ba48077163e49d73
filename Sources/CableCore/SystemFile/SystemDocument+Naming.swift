extension SystemDocument {
    /// A name for a new entity that no entity of the file has yet: `base` itself when it is free,
    /// else `base 2`, `base 3`, … — the first free one. Names are compared as ``EntityName``
    /// compares them, across every kind, because a name is unique among all of a system's
    /// entities (`add load --from fridge-compressor-40l` twice gives "Compressor fridge 40 l" and
    /// "Compressor fridge 40 l 2").
    package func unusedName(_ base: String) -> String {
        var taken = Set<String>()
        for kind in EntityKind.allCases {
            for name in names(of: kind) { taken.insert(EntityName.comparisonKey(name)) }
        }
        guard taken.contains(EntityName.comparisonKey(base)) else { return base }
        var number = 2
        while taken.contains(EntityName.comparisonKey("\(base) \(number)")) { number += 1 }
        return "\(base) \(number)"
    }
}
