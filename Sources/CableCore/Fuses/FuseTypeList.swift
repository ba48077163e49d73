/// Fuse families in preference order, each once, held in one word: ``SizingOptions`` keeps its
/// families this way, so options and results are copied without reference counting (a batch
/// makes and copies them on every row).
struct FuseTypeList: Hashable, Sendable, Sequence {
    /// Each family's ``FuseType/code`` in 3 bits, the first lowest; 0 ends the list. Room for
    /// seven families, codes 1…7 (a test checks there are no more).
    private var packed: UInt32

    /// The families of `types` in order; one named again is left out (the first naming sets its
    /// place in the order).
    init(_ types: [FuseType]) {
        packed = 0
        var shift: UInt32 = 0
        var seen = FuseTypeSet([])
        for type in types where !seen.contains(type) {
            seen = seen.union(FuseTypeSet(type))
            packed |= UInt32(type.code) << shift
            shift += 3
        }
    }

    /// Every family, in declaration order.
    static let all = FuseTypeList(FuseType.allCases)

    var isEmpty: Bool { packed == 0 }

    /// The families as a set (order aside).
    var set: FuseTypeSet { FuseTypeSet(self) }

    struct Iterator: IteratorProtocol {
        fileprivate var rest: UInt32

        mutating func next() -> FuseType? {
            let code = UInt8(truncatingIfNeeded: rest & 0b111)
            rest >>= 3
            return FuseType(code: code)
        }
    }

    func makeIterator() -> Iterator { Iterator(rest: packed) }
}

extension FuseType {
    /// The family's code in a ``FuseTypeList``: 1… in declaration order (0 is none).
    var code: UInt8 { UInt8(bit.trailingZeroBitCount + 1) }

    /// The family with a ``code``; nil for 0 or a code no family has.
    init?(code: UInt8) {
        switch code {
        case 1: self = .blade
        case 2: self = .maxi
        case 3: self = .midi
        case 4: self = .megaAnl
        case 5: self = .classT
        default: return nil
        }
    }
}
