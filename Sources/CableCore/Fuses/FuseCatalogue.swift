/// Every standard rating of every fuse family, ascending, each rating once with the families
/// that make it.
///
/// The smallest fuse of some families that is at least a minimum is the first rating at or above
/// the minimum that one of them makes: a binary search of this list finds it, where going
/// through the families costs each one's ratings array (``Sizer`` chooses a fuse for every
/// circuit a batch sizes).
struct FuseCatalogue: Sendable {
    /// A standard rating and the families that make it.
    struct Entry: Sendable {
        let amperes: Double
        let makers: FuseTypeSet
    }

    /// The ratings, ascending, each once.
    let entries: [Entry]

    /// Merges the families' ratings, each family's ascending, into one ascending list.
    init(_ types: [FuseType]) {
        var entries: [Entry] = []
        entries.reserveCapacity(types.reduce(0) { $0 + $1.ratings.count })
        for type in types {
            var index = 0
            for amperes in type.ratings {
                while index < entries.count, entries[index].amperes < amperes { index += 1 }
                if index < entries.count, entries[index].amperes == amperes {
                    entries[index] = Entry(amperes: amperes, makers: entries[index].makers.union(FuseTypeSet(type)))
                } else {
                    entries.insert(Entry(amperes: amperes, makers: FuseTypeSet(type)), at: index)
                }
            }
        }
        self.entries = entries
    }

    /// The catalogue of all families.
    static let all = FuseCatalogue(FuseType.allCases)

    /// The index of the first entry whose rating is at least `minimum` amperes (within
    /// ``Tolerance``), or `entries.count` when none is. A binary search: once a rating is at
    /// least the minimum, so is every larger one.
    func firstIndex(atLeast minimum: Double) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if Tolerance.isAtLeast(entries[middle].amperes, minimum) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}

/// A set of fuse families, one bit per ``FuseType``.
struct FuseTypeSet: Equatable, Sendable {
    private var bits: UInt8

    init(_ type: FuseType) { bits = type.bit }

    init<Types: Sequence<FuseType>>(_ types: Types) {
        bits = 0
        for type in types { bits |= type.bit }
    }

    private init(bits: UInt8) { self.bits = bits }

    func contains(_ type: FuseType) -> Bool { bits & type.bit != 0 }

    func union(_ other: FuseTypeSet) -> FuseTypeSet { FuseTypeSet(bits: bits | other.bits) }

    func isDisjoint(with other: FuseTypeSet) -> Bool { bits & other.bits == 0 }
}

extension FuseType {
    /// The family's bit in a ``FuseTypeSet``: one per case, in declaration order.
    var bit: UInt8 {
        switch self {
        case .blade: 1 << 0
        case .maxi: 1 << 1
        case .midi: 1 << 2
        case .megaAnl: 1 << 3
        case .classT: 1 << 4
        }
    }
}
