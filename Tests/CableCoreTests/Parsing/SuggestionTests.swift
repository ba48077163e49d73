import Testing

@testable import CableCore

@Suite("Suggestion: did-you-mean within a small edit distance")
struct SuggestionTests {
    struct DistanceCase: Sendable, CustomTestStringConvertible {
        let a: String
        let b: String
        let distance: Int
        var testDescription: String { "'\(a)' ↔ '\(b)' = \(distance)" }
    }

    // Worked by hand (insert, delete, substitute, adjacent transposition).
    static let distanceCases: [DistanceCase] = [
        DistanceCase(a: "length", b: "length", distance: 0),
        DistanceCase(a: "lenght", b: "length", distance: 1),  // one transposition
        DistanceCase(a: "kitten", b: "sitting", distance: 3),  // k→s, e→i, +g
        DistanceCase(a: "", b: "abc", distance: 3),
        DistanceCase(a: "abc", b: "", distance: 3),
        DistanceCase(a: "volt", b: "volts", distance: 1),
        DistanceCase(a: "ab", b: "ba", distance: 1),
    ]

    @Test(arguments: distanceCases)
    func editDistance_matchesHandCount(_ testCase: DistanceCase) {
        #expect(Suggestion.editDistance(testCase.a, testCase.b) == testCase.distance)
        #expect(Suggestion.editDistance(testCase.b, testCase.a) == testCase.distance)
    }

    @Test func closest_typoOfAnOption_suggestsIt() {
        // the style guide's example: --lenght → --length
        #expect(Suggestion.closest(to: "lenght", among: ["length", "current", "voltage"]) == "length")
        #expect(Suggestion.closest(to: "VOLTAGE", among: ["length", "current", "voltage"]) == "voltage")
    }

    @Test func closest_farFromEverything_suggestsNothing() {
        #expect(Suggestion.closest(to: "banana", among: ["length", "current", "voltage"]) == nil)
        // a 2-letter input allows only 1 edit: "xy" is 2 from "ab"
        #expect(Suggestion.closest(to: "xy", among: ["ab"]) == nil)
        #expect(Suggestion.closest(to: "abc", among: []) == nil)
    }
}
