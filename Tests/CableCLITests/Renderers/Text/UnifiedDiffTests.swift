import Testing

@testable import CableCLI

/// `UnifiedDiff`, what `--dry-run` prints: hand-written diffs in `diff -u`'s format for small
/// cases, and for many random edits the property that matters — applying the diff to the old
/// text gives the new one, with no more changed lines than the edit made.
struct UnifiedDiffTests {
    /// Applies a unified diff to `old` (hunks in order, context and removed lines checked).
    static func apply(_ diff: String, to old: String) -> String? {
        var lines = UnifiedDiff.lines(old).map(String.init)
        var result: [String] = []
        var position = 0
        var diffLines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if diffLines.last == "" { diffLines.removeLast() }
        var index = 2  // after the --- and +++ lines
        while index < diffLines.count {
            let header = diffLines[index]
            guard header.hasPrefix("@@ -"), let match = header.firstMatch(of: /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@$/) else {
                return nil
            }
            let count = match.output.2.flatMap { Int($0) } ?? 1
            guard let first = Int(match.output.1) else { return nil }
            let start = first - (count == 0 ? 0 : 1)
            guard start >= position, start <= lines.count else { return nil }
            result += lines[position..<start]
            position = start
            index += 1
            while index < diffLines.count, !diffLines[index].hasPrefix("@@") {
                let line = diffLines[index]
                var text = String(line.dropFirst()) + "\n"
                if index + 1 < diffLines.count, diffLines[index + 1] == "\\ No newline at end of file" {
                    text.removeLast()
                    index += 1
                }
                switch line.first {
                case " ":
                    guard position < lines.count, lines[position] == text else { return nil }
                    result.append(text)
                    position += 1
                case "-":
                    guard position < lines.count, lines[position] == text else { return nil }
                    position += 1
                case "+": result.append(text)
                default: return nil
                }
                index += 1
            }
        }
        result += lines[position...]
        lines = result
        return lines.joined()
    }

    @Test func identicalTexts_giveNothing() {
        #expect(UnifiedDiff.text(old: "a\nb\n", new: "a\nb\n", oldLabel: "f", newLabel: "f") == "")
        #expect(UnifiedDiff.text(old: "", new: "", oldLabel: "f", newLabel: "f") == "")
    }

    @Test func oneChangedLine_inTheMiddle_hasThreeLinesOfContextEachSide() {
        let old = (1...10).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "5\n", with: "five\n")
        #expect(
            UnifiedDiff.text(old: old, new: new, oldLabel: "a.json", newLabel: "a.json") == """
                --- a.json
                +++ a.json
                @@ -2,7 +2,7 @@
                 2
                 3
                 4
                -5
                +five
                 6
                 7
                 8

                """)
    }

    @Test func changesFarApart_areTwoHunks_nearOnesOne() {
        let old = (1...20).map { "\($0)\n" }.joined()
        var lines = old.split(separator: "\n").map(String.init)
        lines[1] = "two"
        lines[18] = "nineteen"
        let far = UnifiedDiff.text(old: old, new: lines.map { $0 + "\n" }.joined(), oldLabel: "f", newLabel: "f")
        #expect(far.components(separatedBy: "\n@@ ").count == 3)
        #expect(far.hasPrefix("--- f\n+++ f\n@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n"))
        #expect(far.contains("@@ -16,5 +16,5 @@\n 16\n 17\n 18\n-19\n+nineteen\n 20\n"))
        lines[18] = "19"
        lines[8] = "nine"  // six unchanged lines between: one hunk
        let near = UnifiedDiff.text(old: old, new: lines.map { $0 + "\n" }.joined(), oldLabel: "f", newLabel: "f")
        #expect(near.components(separatedBy: "@@ -").count == 2)
        #expect(near.contains("@@ -1,12 +1,12 @@\n"))
    }

    @Test func newFile_andMissingFinalLineFeed_areWrittenAsDiffWritesThem() {
        #expect(
            UnifiedDiff.text(old: "", new: "a\nb\n", oldLabel: "/dev/null", newLabel: "n")
                == "--- /dev/null\n+++ n\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(
            UnifiedDiff.text(old: "a\nb", new: "a\nb\n", oldLabel: "f", newLabel: "f")
                == "--- f\n+++ f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
        #expect(
            UnifiedDiff.text(old: "a\n", new: "", oldLabel: "f", newLabel: "f") == "--- f\n+++ f\n@@ -1 +0,0 @@\n-a\n")
    }

    /// Random edits of a random text: the diff applies, and changes no more lines than the edit.
    @Test func randomEdits_applyBackToTheNewText() {
        var generator = SplitMix(seed: 35)
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in "\(Int.random(in: 0...5, using: &generator))\n" }
            var new = old
            var edited = 0
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let at = Int.random(in: 0...new.count, using: &generator)
                switch Int.random(in: 0...2, using: &generator) {
                case 0:
                    new.insert("x\(Int.random(in: 0...3, using: &generator))\n", at: at)
                    edited += 1
                case 1 where at < new.count:
                    new.remove(at: at)
                    edited += 1
                default:
                    if at < new.count {
                        new[at] = "y\n"
                        edited += 2
                    }
                }
            }
            let diff = UnifiedDiff.text(old: old.joined(), new: new.joined(), oldLabel: "f", newLabel: "f")
            #expect(Self.apply(diff, to: old.joined()) == new.joined(), "\(old) → \(new)")
            let changed = diff.split(separator: "\n").dropFirst(2).filter { $0.hasPrefix("+") || $0.hasPrefix("-") }.count
            #expect(changed <= edited)
            #expect(diff.isEmpty == (old == new))
        }
    }
}

/// A small seeded generator, so a failure repeats.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
