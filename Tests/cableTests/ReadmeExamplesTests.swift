import Foundation
import Testing

/// Every ```console block in README.md that starts with `$ cable …` is run, and its output
/// (stdout, then stderr) must match the block. A block ending in a line "…" is compared up to it.
struct ReadmeExamplesTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let expected: [String]
        let isPrefix: Bool
        var testDescription: String { "cable " + arguments.joined(separator: " ") }
    }

    static let examples: [Example] = {
        let url = PackagePaths.root.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var block: [String]?
        for line in text.components(separatedBy: "\n") {
            if line == "```console" {
                block = []
            } else if line == "```", let lines = block {
                block = nil
                guard let first = lines.first, first.hasPrefix("$ cable ") else { continue }
                let arguments = first.dropFirst("$ cable ".count).split(separator: " ").map(String.init)
                var expected = Array(lines.dropFirst())
                let isPrefix = expected.last == "…"
                if isPrefix { expected.removeLast() }
                examples.append(Example(arguments: arguments, expected: expected, isPrefix: isPrefix))
            } else {
                block?.append(line)
            }
        }
        return examples
    }()

    @Test func readme_hasExamplesOfEveryCommand() {
        let commands = Set(Self.examples.compactMap(\.arguments.first))
        #expect(commands.isSuperset(of: ["size", "drop", "fuse", "wires"]))
    }

    @Test(arguments: examples)
    func readmeExample_printsWhatREADMEShows(_ example: Example) throws {
        let result = try CableProcess.run(example.arguments)
        var actual = (result.stdout + result.stderr).components(separatedBy: "\n")
        if actual.last == "" { actual.removeLast() }
        if example.isPrefix {
            actual = Array(actual.prefix(example.expected.count))
        }
        #expect(actual == example.expected)
    }
}
