import Foundation
import Testing

@testable import CableCLI

/// Every ```console block in README.md and in the Markdown files under docs/ that starts with
/// `$ cable …` (or `$ NAME=value … cable …`: environment variables for the run) is run, and its
/// output (stdout, then stderr) must match the block. A block ending in a line "…" is compared up
/// to it. Each document's examples run in its order in one scratch directory of its own holding
/// a copy of Fixtures/, so examples that create and edit files work on copies and may build on
/// earlier ones of the same document. `Scripts/update-readme-examples.py` rewrites the blocks
/// from real runs by the same rules.
struct ReadmeExamplesTests {
    struct Example: Sendable {
        let arguments: [String]
        var environment: [String: String] = [:]
        let expected: [String]
        let isPrefix: Bool
    }

    /// README.md, then every `.md` under docs/ in path order, relative to the package root.
    static let documents: [String] = {
        var paths = ["README.md"]
        let docs = PackagePaths.root.appendingPathComponent("docs")
        if let enumerator = FileManager.default.enumerator(atPath: docs.path) {
            for case let path as String in enumerator where path.hasSuffix(".md") {
                paths.append("docs/" + path)
            }
        }
        return [paths[0]] + paths.dropFirst().sorted()
    }()

    static func examples(in document: String) -> [Example] {
        let url = PackagePaths.root.appendingPathComponent(document)
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
    }

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

    @Test func documents_includeTheGuideAndTheReadme() {
        #expect(Self.documents.first == "README.md")
        #expect(Self.documents.contains("docs/guide.md"))
        #expect(Self.documents.contains("docs/json.md"))
    }

    @Test func docs_haveExamplesOfEveryCommand() {
        let commands = Set(Self.documents.flatMap { Self.examples(in: $0) }.compactMap(\.arguments.first))
        #expect(
            commands.isSuperset(of: [
                "size", "drop", "fuse", "wires", "table", "report", "check", "bom", "example", "new", "add", "set", "remove",
                "config", "list", "batch", "diagram", "catalog",
            ]))
    }

    @Test func readme_quickStart_sizesAWireAndBuildsChecksAndReportsASystem() {
        let commands = Self.examples(in: "README.md").map { $0.arguments.first ?? "" }
        for command in ["size", "new", "add", "check", "report"] {
            #expect(commands.contains(command), "README's quick start runs cable \(command)")
        }
    }

    /// README's table of commands has a row for every command, linked to its reference page, and
    /// its example is one of the command's own `--help` examples.
    @Test func readme_commandTable_listsEveryCommandWithOneOfItsExamples() throws {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        var listed: [String] = []
        for line in text.components(separatedBy: "\n") where line.hasPrefix("| [`") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = String(cells[0].dropFirst(2).prefix { $0 != "`" })
            listed.append(name)
            #expect(cells[0] == "[`\(name)`](docs/reference/\(name).md)")
            let command = try #require(CLI.command(named: name), "README lists an unknown command \(name)")
            #expect(cells[1] == command.spec.abstract, "\(name)")
            let example = String(cells[2].dropFirst().dropLast())
            #expect(command.spec.examples.contains(example), "README's example for \(name): \(example)")
        }
        #expect(listed == CLI.commands.map(\.name))
    }

    @Test func split_keepsQuotedWordsTogether() {
        #expect(
            Self.split(#"set load boat.json "Bilge pump" --length 5m"#) == [
                "set", "load", "boat.json", "Bilge pump", "--length", "5m",
            ])
    }

    @Test(arguments: documents)
    func examples_printWhatTheDocumentShows_inOrder(_ document: String) throws {
        let examples = Self.examples(in: document)
        guard !examples.isEmpty else { return }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cable-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Fixtures"), to: scratch.appendingPathComponent("Fixtures"))
        for example in examples {
            let result = try CableProcess.run(example.arguments, environment: example.environment, in: scratch)
            var actual = (result.stdout + result.stderr).components(separatedBy: "\n")
            if actual.last == "" { actual.removeLast() }
            if example.isPrefix {
                actual = Array(actual.prefix(example.expected.count))
            }
            #expect(actual == example.expected, "\(document): cable \(example.arguments.joined(separator: " "))")
        }
    }

    @Test func allDocuments_holdManyExamples() {
        #expect(Self.documents.map { Self.examples(in: $0).count }.reduce(0, +) >= 100)
    }
}
