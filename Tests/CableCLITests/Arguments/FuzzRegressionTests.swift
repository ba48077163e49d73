import Foundation
import Testing

/// The `arguments` fuzz target's inputs, run through the built binary as Fuzz/arguments.swift
/// runs them in-process: the seeds in Fixtures/fuzz/arguments/ and every input that once
/// crashed the target, kept in Fixtures/fuzz/crashers/arguments/. Each must end with a
/// documented exit status, never a trap. (Scripts/fuzz.sh runs the target.)
struct FuzzRegressionTests {
    struct Input: CustomTestStringConvertible, Sendable {
        /// The file, relative to Fixtures/fuzz.
        let path: String
        let arguments: [String]
        let environment: [String: String]
        var testDescription: String { path }
    }

    /// Every status ExitCode defines except 70 (a bug in cable).
    static let documentedStatuses: Set<Int32> = [0, 1, 64, 65, 66, 73, 74]
    static let fixtures = PackagePaths.root.appendingPathComponent("Fixtures")

    /// The seeds and crashers, split as the target splits them: on NUL bytes, or on newlines
    /// when there is no NUL; a leading `CABLE_UNITS=value` goes to the environment. Inputs the
    /// target skips (`mayRun`) are left out.
    static let inputs: [Input] = ["arguments", "crashers/arguments"].flatMap { folder in
        let url = fixtures.appendingPathComponent("fuzz").appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().compactMap { name -> Input? in
            guard let bytes = try? [UInt8](Data(contentsOf: url.appendingPathComponent(name))) else { return nil }
            let separator: UInt8 = bytes.contains(0) ? 0 : 0x0A
            var arguments =
                bytes.isEmpty
                ? []
                : bytes.split(separator: separator, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            var environment: [String: String] = [:]
            if let first = arguments.first, first.hasPrefix("CABLE_UNITS=") {
                environment["CABLE_UNITS"] = String(first.dropFirst("CABLE_UNITS=".count))
                arguments.removeFirst()
            }
            guard mayRun(arguments) else { return nil }
            return Input(path: "\(folder)/\(name)", arguments: arguments, environment: environment)
        }
    }

    /// The target's filter (Fuzz/arguments.swift `mayRun`): false for a command line that could
    /// write a file or reach outside the working folder.
    static func mayRun(_ arguments: [String]) -> Bool {
        guard let command = arguments.first else { return true }
        if ["new", "add", "set", "remove"].contains(command) { return false }
        for (index, argument) in arguments.enumerated() {
            // Bytes, not characters: a combining mark would hide a "/" inside a character.
            var previous: UInt8 = 0
            for byte in argument.utf8 {
                if byte == UInt8(ascii: "/"), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(previous) { return false }
                if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return false }
                previous = byte
            }
            guard command != "batch" else { continue }
            if argument == "-o" || argument == "--output" {
                guard index + 1 < arguments.count, arguments[index + 1] == "-" else { return false }
            } else if argument.hasPrefix("--output=") {
                guard argument == "--output=-" else { return false }
            }
        }
        return true
    }

    /// The target's working folder (Fuzz/arguments.swift `sandboxFiles`): the sample systems,
    /// the broken ones with a `broken-` prefix, the batchline CSV seeds, its JSON seeds as
    /// `requests.ndjson`, and an empty `empty.json`.
    static func sandbox() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func files(_ sub: String) throws -> [(name: String, contents: Data)] {
            let url = fixtures.appendingPathComponent(sub)
            return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().map {
                ($0, try Data(contentsOf: url.appendingPathComponent($0)))
            }
        }
        let batch = try files("fuzz/batchline")
        var requests = Data()
        for (name, contents) in batch where name.hasSuffix(".json") { requests += contents + Data("\n".utf8) }
        var all = try files("systems").filter { $0.name.hasSuffix(".json") }
        all += try files("broken").map { (name: "broken-" + $0.name, contents: $0.contents) }
        all += batch.filter { $0.name.hasSuffix(".csv") }
        all += [(name: "requests.ndjson", contents: requests), (name: "empty.json", contents: Data())]
        for (name, contents) in all {
            try contents.write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test(arguments: inputs)
    func fuzzArguments_endWithADocumentedStatus(_ input: Input) throws {
        let folder = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CableProcess.run(input.arguments, environment: input.environment, in: folder)
        #expect(Self.documentedStatuses.contains(result.status), "status \(result.status); stderr: \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)")
    }
}
