/// Two texts compared line by line and written as a unified diff, the format of `diff -u` and
/// `git diff` (hunks of `-` and `+` lines with three lines of context), computed in-process: what
/// `--dry-run` prints for an edit (``SystemEdit``, ``ConfigEdit``, `new`).
///
/// The lines in common at both ends are set aside first, then Myers' O(ND) algorithm ("An O(ND)
/// Difference Algorithm and Its Variations", Algorithmica 1, 1986) finds a shortest edit script
/// for the rest. An edit changes a few lines of a file, so D is small and the cost is about the
/// size of the file, whatever its length. A last line without a line feed is followed by
/// `\ No newline at end of file`, as diff writes it.
enum UnifiedDiff {
    /// One step of the edit script.
    enum Step: Equatable {
        case same, delete, insert
    }

    /// The diff of `old` into `new`, or "" when they are the same.
    /// - Parameters:
    ///   - oldLabel: the name on the `---` line (`/dev/null` for a file made new).
    ///   - newLabel: the name on the `+++` line.
    ///   - context: lines of context around each change.
    static func text(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let steps = script(a, b)
        guard steps.contains(where: { $0 != .same }) else { return "" }
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        // Positions in `a` and `b` before each step.
        var positions: [(old: Int, new: Int)] = []
        positions.reserveCapacity(steps.count + 1)
        var (x, y) = (0, 0)
        for step in steps {
            positions.append((x, y))
            if step != .insert { x += 1 }
            if step != .delete { y += 1 }
        }
        positions.append((x, y))
        var index = 0
        while let change = steps[index...].firstIndex(where: { $0 != .same }) {
            let start = max(index, change - context)
            var end = change
            // The hunk runs on while the next change is within two contexts of the last one.
            while true {
                var last = end
                while last < steps.count, steps[last] != .same { last += 1 }
                guard let next = steps[last...].firstIndex(where: { $0 != .same }), next - last <= 2 * context else {
                    end = min(steps.count, last + context)
                    break
                }
                end = next
            }
            output += hunk(steps, start..<end, positions: positions, a: a, b: b)
            index = end
        }
        return output
    }

    /// One hunk: its `@@ -start,count +start,count @@` header and its lines.
    private static func hunk(
        _ steps: [Step], _ range: Range<Int>, positions: [(old: Int, new: Int)], a: [Substring], b: [Substring]
    ) -> String {
        let first = positions[range.lowerBound]
        let after = positions[range.upperBound]
        func span(_ start: Int, _ count: Int) -> String {
            // diff's rule: an empty range starts at the line before it; a count of 1 is left out.
            let line = count == 0 ? start : start + 1
            return count == 1 ? "\(line)" : "\(line),\(count)"
        }
        var text = "@@ -\(span(first.old, after.old - first.old)) +\(span(first.new, after.new - first.new)) @@\n"
        for index in range {
            let position = positions[index]
            switch steps[index] {
            case .same: text += line(" ", a[position.old])
            case .delete: text += line("-", a[position.old])
            case .insert: text += line("+", b[position.new])
            }
        }
        return text
    }

    /// A line of the diff: its mark and text, and diff's note when the line had no line feed.
    private static func line(_ mark: String, _ line: Substring) -> String {
        line.last == "\n" ? mark + line : mark + line + "\n\\ No newline at end of file\n"
    }

    /// The lines of `text`, each with its line feed (the last one may have none).
    static func lines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            let end = text[start...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
            lines.append(text[start..<end])
            start = end
        }
        return lines
    }

    /// A shortest edit script from `a` to `b`: the common ends, then Myers' greedy search over
    /// the middle, traced back from its last round.
    static func script(_ a: [Substring], _ b: [Substring]) -> [Step] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = a[prefix..<(a.count - suffix)]
        let middleB = b[prefix..<(b.count - suffix)]
        return [Step](repeating: .same, count: prefix) + myers(Array(middleA), Array(middleB))
            + [Step](repeating: .same, count: suffix)
    }

    private static func myers(_ a: [Substring], _ b: [Substring]) -> [Step] {
        let (n, m) = (a.count, b.count)
        if n == 0 || m == 0 {
            return [Step](repeating: .delete, count: n) + [Step](repeating: .insert, count: m)
        }
        let limit = n + m
        let offset = limit + 1
        // v[offset + k]: the furthest x reached on diagonal k; trace[d]: v before round d.
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        search: for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var steps: [Step] = []
        var (x, y) = (n, m)
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                steps.append(.same)
                x -= 1
                y -= 1
            }
            if d > 0 { steps.append(x == previousX ? .insert : .delete) }
            (x, y) = (previousX, previousY)
        }
        return steps.reversed()
    }
}
