import Testing

@testable import CableCore

/// ``FuseSelector/smallestFuse(atLeast:atMost:types:)`` against a plain scan of each family's
/// ratings, and the fuse families ``SizingOptions`` keeps.
@Suite("Smallest fuse: the smallest standard rating in range, and the families options keep")
struct SmallestFuseTests {
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

    /// Every standard rating of every family, ascending, each once.
    static let allRatings = Array(Set(FuseType.allCases.flatMap(\.ratings))).sorted()

    struct ListCase: Sendable, CustomTestStringConvertible {
        let given: [FuseType]
        let kept: [FuseType]
        var testDescription: String { "\(given)" }
    }

    static let listCases: [ListCase] = [
        ListCase(given: [.classT], kept: [.classT]),
        ListCase(given: [.megaAnl, .blade, .classT], kept: [.megaAnl, .blade, .classT]),
        ListCase(given: FuseType.allCases.reversed(), kept: FuseType.allCases.reversed()),
        // named again: the first naming keeps its place
        ListCase(given: [.midi, .blade, .midi, .blade, .maxi], kept: [.midi, .blade, .maxi]),
        ListCase(given: Array(repeating: .classT, count: 40) + [.blade], kept: [.classT, .blade]),
    ]

    @Test(arguments: listCases)
    func options_keepTheOrderAndEachFamilyOnce(_ example: ListCase) throws {
        #expect(try SizingOptions(fuseTypes: example.given).fuseTypes == example.kept)
    }

    @Test func options_refuseNoFamily() {
        #expect(throws: ValidationError(field: "fuseType", rule: "must name at least one fuse type", actual: "none")) {
            _ = try SizingOptions(fuseTypes: [])
        }
    }

    @Test func smallestFuse_isTheFirstRatingAtOrAboveTheMinimum() {
        func rating(_ minimum: Double) -> Double? {
            FuseSelector.smallestFuse(atLeast: .amperes(minimum), atMost: nil)?.rating.amperes
        }
        #expect(rating(0) == 1)
        #expect(rating(7.5) == 7.5)
        #expect(rating(7.6) == 10)
        // 1.25 × 20 A lands on 25 A within the tolerance even a rounding step above it.
        #expect(rating(25.000000001) == 25)
        #expect(rating(600.1) == nil)
        #expect(rating(.nan) == nil)
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
        for rating in Self.allRatings {
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
