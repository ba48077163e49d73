import Testing

@testable import CableCore

/// ``FuseRule/select(current:ampacity:standard:voltage:)`` against a plain scan of each family's
/// ratings, and the fuse families ``SizingOptions`` keeps.
@Suite("Fuse rule: the first family with a standard rating in range, and the families options keep")
struct SmallestFuseTests {
    /// The fuse found the straightforward way: for each family in order, its first rating at or
    /// above the floor; the first of those under the ceiling.
    static func scannedFuse(atLeast minimum: Double, atMost maximum: Double?, types: [FuseType]) -> FuseRecommendation? {
        for type in types {
            guard let rating = type.ratings.first(where: { Tolerance.isAtLeast($0, minimum) }) else { continue }
            if let maximum, !Tolerance.isAtLeast(maximum, rating) { continue }
            return FuseRecommendation(rating: .amperes(rating), type: type)
        }
        return nil
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
        ListCase(given: [.mega, .blade, .classT], kept: [.mega, .blade, .classT]),
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
        expectThrows(Worded(field: "fuseType", rule: "must name at least one fuse type", actual: "none")) {
            _ = try SizingOptions(fuseTypes: [])
        }
    }

    @Test func select_isTheFirstRatingAtOrAboveTheFloor() throws {
        let rule = try FuseRule(factor: 1)
        func rating(_ minimum: Double) -> Double? {
            rule.select(current: .amperes(minimum), ampacity: nil, standard: .defaultMethod, voltage: nil).fuse?.rating.amperes
        }
        #expect(rating(0) == 1)
        #expect(rating(7.5) == 7.5)
        #expect(rating(7.6) == 10)
        // 1.25 × 20 A lands on 25 A within the tolerance even a rounding step above it.
        #expect(rating(25.000000001) == 25)
        #expect(rating(600.1) == nil)
        #expect(rating(.nan) == nil)
    }

    /// Every ordered list of up to three distinct families.
    static func orderedLists(of types: [FuseType], upTo length: Int) -> [[FuseType]] {
        guard length > 0 else { return [] }
        return types.flatMap { type in
            [[type]] + orderedLists(of: types.filter { $0 != type }, upTo: length - 1).map { [type] + $0 }
        }
    }

    /// Every list of up to three families in every order, floors on, just around and between
    /// every rating, and ceilings on, around and off each one.
    @Test func select_equalsAScanOfEachFamily() throws {
        // The families with distinct ratings (a 58 V variant has its 32 V family's), so the lists stay
        // few: 6 + 30 + 120.
        let lists = Self.orderedLists(of: [.blade, .maxi, .midi, .mega, .anl, .classT], upTo: 3)
        #expect(lists.count == 6 + 30 + 120)
        var minimums: [Double] = [0, 0.2, 601, 1e6, .infinity, .nan]
        for rating in Self.allRatings {
            minimums += [
                rating * (1 - 1e-8), rating * (1 - 1e-10), rating, rating * (1 + 1e-10), rating * (1 + 1e-8), rating + 0.3,
            ]
        }
        var compared = 0
        var found = 0
        for types in lists {
            let rule = try FuseRule(factor: 1, types: types)
            for minimum in minimums {
                for maximum in [nil, 0, minimum, minimum * (1 - 1e-10), minimum * 1.2, minimum * 2, 10_000] as [Double?] {
                    let expected = Self.scannedFuse(atLeast: minimum, atMost: maximum, types: types)
                    let actual = rule.select(
                        current: .amperes(minimum), ampacity: maximum.map { .amperes($0) }, standard: .defaultMethod,
                        voltage: nil
                    ).fuse
                    if actual != expected {
                        Issue.record(
                            "\(minimum) A … \(maximum.map { "\($0)" } ?? "nil") A \(types): \(String(describing: actual))")
                    }
                    compared += 1
                    if expected != nil { found += 1 }
                }
            }
        }
        #expect(compared == 156 * minimums.count * 7)
        #expect(found > compared / 3)
    }
}
