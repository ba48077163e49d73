/// "Did you mean" for near-miss names.
package enum Suggestion {
    /// The candidate within a small edit distance of `input` (at most 2, and less than half
    /// its length), closest first; else the one candidate that `input` begins, when it is the
    /// only one and `input` has at least 3 letters besides leading dashes (`--hours` for
    /// `--hours-per-day`); nil when nothing is that close.
    package static func closest(to input: String, among candidates: [String]) -> String? {
        let limit = min(2, max(1, input.count / 2))
        let typed = input.lowercased()
        let scored = candidates.map { ($0, editDistance(typed, $0.lowercased())) }
        if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit { return best.0 }
        guard typed.drop(while: { $0 == "-" }).count >= 3 else { return nil }
        let extended = candidates.filter { $0.lowercased().hasPrefix(typed) }
        return extended.count == 1 ? extended[0] : nil
    }

    /// ``closest(to:among:)`` with `-` and `_` left out of both sides, so that a kebab or snake
    /// spelling of a camel-case key (`max-drop`, `max_drop_percent`) finds it (`maxDropPercent`).
    package static func closestIgnoringSeparators(to input: String, among candidates: [String]) -> String? {
        func folded(_ text: String) -> String { text.filter { $0 != "-" && $0 != "_" } }
        let foldedCandidates = candidates.map(folded)
        guard let match = closest(to: folded(input), among: foldedCandidates),
            let index = foldedCandidates.firstIndex(of: match)
        else { return nil }
        return candidates[index]
    }

    /// Levenshtein distance (insert, delete, substitute, and adjacent transposition).
    /// Inputs are capped at 200 characters so a huge argument costs nothing.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.prefix(200)), y = Array(b.prefix(200))
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }
}
