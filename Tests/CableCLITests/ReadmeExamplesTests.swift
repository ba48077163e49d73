import Foundation
import Testing

/// Every ```console block in README.md that starts with `$ cable …` (or `$ NAME=value … cable …`:
/// environment variables for the run) is run, and its output
/// (stdout, then stderr) must match the block. A block ending in a line "…" is compared up to it.
/// The examples run in README order in one scratch directory holding a copy of Fixtures/, so
/// examples that create and edit files work on copies and may build on each other.
struct ReadmeExamplesTests {
    struct Example: Sendable {
        let arguments: [String]
        var environment: [String: String] = [:]
        let expected: [String]
        let isPrefix: Bool
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
                guard let first = lines.first, first.hasPrefix("$ ") else { continue }
                var words = split(String(first.dropFirst(2)))
                var environment: [String: String] = [:]
                while let word = words.first, let equals = word.firstIndex(of: "="),
                    word[..<equals].allSatisfy({ $0.isUppercase || $0 == "_" })
                {
                    environment[String(word[..<equals])] = String(word[word.index(after: equals)...])
                    words.removeFirst()
                }
                guard words.first == "cable" else { continue }
                var expected = Array(lines.dropFirst())
                let isPrefix = expected.last == "…"
                if isPrefix { expected.removeLast() }
                examples.append(
                    Example(
                        arguments: Array(words.dropFirst()), environment: environment, expected: expected, isPrefix: isPrefix))
            } else {
                block?.append(line)
            }
        }
        return examples
    }()

    /// Splits a command line at spaces, keeping "double-quoted" words together.
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var inWord = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                inWord = true
            } else if character == " " && !quoted {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    @Test func readme_hasExamplesOfEveryCommand() {
        let commands = Set(Self.examples.compactMap(\.arguments.first))
        #expect(
            commands.isSuperset(of: [
                "size", "drop", "fuse", "wires", "table", "report", "check", "bom", "example", "new", "add", "set", "remove",
                "config",
                "list",
            ]))
    }

    @Test func split_keepsQuotedWordsTogether() {
        #expect(
            Self.split(#"set load boat.json "Bilge pump" --length 5m"#) == [
                "set", "load", "boat.json", "Bilge pump", "--length", "5m",
            ])
    }

    @Test func readmeExamples_printWhatREADMEShows_inOrder() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cable-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Fixtures"), to: scratch.appendingPathComponent("Fixtures"))
        #expect(Self.examples.count >= 20)
        for example in Self.examples {
            let result = try CableProcess.run(example.arguments, environment: example.environment, in: scratch)
            var actual = (result.stdout + result.stderr).components(separatedBy: "\n")
            if actual.last == "" { actual.removeLast() }
            if example.isPrefix {
                actual = Array(actual.prefix(example.expected.count))
            }
            #expect(actual == example.expected, "cable \(example.arguments.joined(separator: " "))")
        }
    }
}
