import Testing

@testable import CableCore

/// The merged catalogue of fuse ratings, and ``FuseSelector/smallestFuse(atLeast:atMost:types:)``
/// (which searches it) against a plain scan of each family's ratings.
@Suite("FuseCatalogue: merged ratings and the smallest fuse")
struct FuseCatalogueTests {
    /// The smallest fuse found the straightforward way: each family's first rating at or above
    /// the minimum, if under the ceiling; the smallest of those, the earliest family on a tie.
    static func scannedFuse(atLeast minimum: Double, atMost maximum: Double?, types: [FuseType]) -> FuseRecommendation? {
        var best: FuseRecommendation?
        for type in types {
            guard let rating = type.ratings.first(where: { Tolerance.isAtLeast($0, minimum) }) else { continue }
            if let maximum, !Tolerance.isAtLeast(maximum, rating) { continue }
            if best.map({ rating < $0.rating.amperes }) ?? true {
                best = FuseRecommendation(rating: .amperes(rating), type: type)
            }
        }
        return best
    }

    @Test func entries_ascendOnceEachWithEveryFamilyThatMakesThem() {
        let entries = FuseCatalogue.all.entries
        for (smaller, larger) in zip(entries, entries.dropFirst()) {
            #expect(smaller.amperes < larger.amperes)
        }
        for entry in entries {
            for type in FuseType.allCases {
                #expect(entry.makers.contains(type) == type.ratings.contains(entry.amperes), "\(entry.amperes) A \(type)")
            }
        }
        let every = Set(FuseType.allCases.flatMap(\.ratings))
        #expect(entries.map(\.amperes) == every.sorted())
        #expect(entries.count == 32)
        #expect(entries.first?.amperes == 1)
        #expect(entries.last?.amperes == 600)
        // 100 A: MAXI, MIDI, MEGA/ANL and Class T, not blade.
        let hundred = entries.first { $0.amperes == 100 }
        #expect(hundred?.makers == FuseTypeSet([.maxi, .midi, .megaAnl, .classT]))
    }

    @Test func bits_areOnePerFamily() {
        let bits = FuseType.allCases.map(\.bit)
        #expect(Set(bits).count == FuseType.allCases.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
        let all = FuseTypeSet(FuseType.allCases)
        #expect(FuseType.allCases.allSatisfy { all.contains($0) })
        #expect(!FuseTypeSet([.blade]).contains(.maxi))
        #expect(FuseTypeSet([.blade]).isDisjoint(with: FuseTypeSet([.maxi, .classT])))
        #expect(FuseTypeSet([.blade]).union(FuseTypeSet(.maxi)) == FuseTypeSet([.maxi, .blade]))
    }

    struct ListCase: Sendable, CustomTestStringConvertible {
        let given: [FuseType]
        let kept: [FuseType]
        var testDescription: String { given.map(\.rawValue).joined(separator: ",") }
    }

    static let listCases: [ListCase] = [
        ListCase(given: [], kept: []),
        ListCase(given: [.classT], kept: [.classT]),
        ListCase(given: [.megaAnl, .blade, .classT], kept: [.megaAnl, .blade, .classT]),
        ListCase(given: FuseType.allCases.reversed(), kept: FuseType.allCases.reversed()),
        // named again: the first naming keeps its place
        ListCase(given: [.midi, .blade, .midi, .blade, .maxi], kept: [.midi, .blade, .maxi]),
        ListCase(given: Array(repeating: .classT, count: 40) + [.blade], kept: [.classT, .blade]),
    ]

    @Test(arguments: listCases)
    func typeList_keepsTheOrderAndEachFamilyOnce(_ example: ListCase) throws {
        let list = FuseTypeList(example.given)
        #expect(Array(list) == example.kept)
        #expect(list.isEmpty == example.kept.isEmpty)
        #expect(list.set == FuseTypeSet(example.kept))
        #expect(list == FuseTypeList(example.kept))
        if !example.kept.isEmpty {
            var options = try SizingOptions(fuseTypes: example.given)
            #expect(options.fuseTypes == example.kept)
            options.fuseTypes = [.maxi]
            #expect(options.fuseTypes == [.maxi])
        }
    }

    @Test func typeList_codesAreOnePerFamily_andOrderMatters() {
        #expect(FuseType.allCases.map(\.code) == [1, 2, 3, 4, 5])
        // A list holds codes 1…7 in 3 bits each, in 32 bits.
        #expect(FuseType.allCases.count <= 7)
        #expect(FuseType.allCases.allSatisfy { FuseType(code: $0.code) == $0 })
        #expect(FuseType(code: 0) == nil)
        #expect(FuseType(code: 6) == nil)
        #expect(FuseTypeList([.blade, .maxi]) != FuseTypeList([.maxi, .blade]))
        #expect(Array(FuseTypeList.all) == FuseType.allCases)
    }

    @Test func firstIndex_isTheFirstRatingAtOrAboveTheMinimum() {
        let catalogue = FuseCatalogue.all
        #expect(catalogue.firstIndex(atLeast: 0) == 0)
        #expect(catalogue.entries[catalogue.firstIndex(atLeast: 7.5)].amperes == 7.5)
        #expect(catalogue.entries[catalogue.firstIndex(atLeast: 7.6)].amperes == 10)
        // 1.25 × 20 A lands on 25 A within the tolerance even a rounding step above it.
        #expect(catalogue.entries[catalogue.firstIndex(atLeast: 25.000000001)].amperes == 25)
        #expect(catalogue.firstIndex(atLeast: 600.1) == catalogue.entries.count)
        #expect(catalogue.firstIndex(atLeast: .nan) == catalogue.entries.count)
    }

    /// Every ordered list of distinct families, the empty one too: 326 of them.
    static func orderedLists(of types: [FuseType]) -> [[FuseType]] {
        [[]] + types.flatMap { type in orderedLists(of: types.filter { $0 != type }).map { [type] + $0 } }
    }

    /// Every family list in every order, minimums on, just around and between every rating, and
    /// ceilings on, around and off each one.
    @Test func smallestFuse_equalsAScanOfEachFamily() {
        let lists = Self.orderedLists(of: FuseType.allCases)
        #expect(lists.count == 326)
        var minimums: [Double] = [0, 0.2, 601, 1e6, .infinity, .nan]
        for rating in FuseCatalogue.all.entries.map(\.amperes) {
            minimums += [
                rating * (1 - 1e-8), rating * (1 - 1e-10), rating, rating * (1 + 1e-10), rating * (1 + 1e-8), rating + 0.3,
            ]
        }
        var compared = 0
        var found = 0
        for types in lists {
            for minimum in minimums {
                for maximum in [nil, 0, minimum, minimum * (1 - 1e-10), minimum * 1.2, minimum * 2, 10_000] as [Double?] {
                    let expected = Self.scannedFuse(atLeast: minimum, atMost: maximum, types: types)
                    let actual = FuseSelector.smallestFuse(
                        atLeast: .amperes(minimum), atMost: maximum.map { .amperes($0) }, types: types)
                    if actual != expected {
                        Issue.record(
                            "\(minimum) A … \(maximum.map { "\($0)" } ?? "nil") A \(types): \(String(describing: actual))")
                    }
                    compared += 1
                    if expected != nil { found += 1 }
                }
            }
        }
        #expect(compared == 326 * minimums.count * 7)
        #expect(found > compared / 3)
    }
}
