import Testing

@testable import CableCore

/// ``FuseType/smallestRating(atLeast:)`` is a binary search over a family's ratings: it must
/// name the rating the plain scan names (`ratings.first { Tolerance.isAtLeast($0, amperes) }`)
/// for every value, and its invariant (ratings ascending) must hold for every family.
@Suite("FuseType: the smallest rating at or above a current")
struct FuseTypeTests {
    /// Each family's ratings ascend strictly (the search's invariant).
    @Test(arguments: FuseType.allCases)
    func ratings_ascend(_ type: FuseType) {
        #expect(zip(type.ratings, type.ratings.dropFirst()).allSatisfy { $0 < $1 }, "\(type)")
    }

    /// At, just under and over every rating (within and beyond the 1e-9 tolerance), between
    /// neighbours, below the smallest, above the largest, zero, negative, infinite and NaN: the
    /// search and the scan agree.
    @Test(arguments: FuseType.allCases)
    func smallestRating_isTheScans(_ type: FuseType) {
        var values: [Double] = [0, -1, 1e-300, 0.5, 1e9, .infinity, -.infinity, .nan]
        for rating in type.ratings {
            for factor in [1, 1 - 1e-10, 1 + 1e-10, 1 - 1e-8, 1 + 1e-8, 0.999, 1.001, 0.5, 1.25] {
                values.append(rating * factor)
            }
            values.append(rating.nextUp)
            values.append(rating.nextDown)
        }
        for (low, high) in zip(type.ratings, type.ratings.dropFirst()) { values.append((low + high) / 2) }
        for value in values {
            let scan = type.ratings.first { Tolerance.isAtLeast($0, value) }
            #expect(type.smallestRating(atLeast: value) == scan, "\(type) at \(value)")
        }
    }

    /// Hand-read from the tables: the blade's smallest at or above 7 A is 7.5 A; 25 A is 25 A
    /// itself; nothing above 40 A. Class T at 101 A is 110 A.
    @Test func smallestRating_examples() {
        #expect(FuseType.blade.smallestRating(atLeast: 7) == 7.5)
        #expect(FuseType.blade.smallestRating(atLeast: 25) == 25)
        #expect(FuseType.blade.smallestRating(atLeast: 40.5) == nil)
        #expect(FuseType.classT.smallestRating(atLeast: 101) == 110)
    }
}
