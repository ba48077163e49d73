import Foundation
import Testing

/// The outcome of running the built `cable` binary.
struct ProcessResult {
    let stdout: String
    let stderr: String
    let status: Int32
}

/// Runs the `cable` executable that `swift test` built beside the test bundle.
enum CableProcess {
    /// The built binary: `CABLE_BINARY` if set, else `cable` in the build products folder that
    /// holds the running test bundle.
    static let executable: URL? = {
        if let path = ProcessInfo.processInfo.environment["CABLE_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        starts += Bundle.allBundles.map(\.bundleURL)
        for start in starts {
            var folder = start
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("cable")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// Whether the binary under test has the `CABLE_FAULT_INJECT` hooks: only a debug build
    /// does (`FaultInjection`), and the binary beside a debug test bundle is one; a binary named
    /// by `CABLE_BINARY` may be a release build, so tests that need the hooks skip it.
    static let hasFaultInjection: Bool = {
        #if DEBUG
            return ProcessInfo.processInfo.environment["CABLE_BINARY"] == nil
        #else
            return false
        #endif
    }()

    /// Runs `cable` with the arguments and an environment holding only what is given (plus
    /// PATH), capturing stdout and stderr through files so large outputs cannot block.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil, program: URL? = nil
    ) throws -> ProcessResult {
        let binary = try #require(program ?? executable, "the cable binary was not found beside the test bundle")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        try #require(FileManager.default.createFile(atPath: outURL.path, contents: nil))
        try #require(FileManager.default.createFile(atPath: errURL.path, contents: nil))
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { given, _ in given }
        process.standardInput = FileHandle.nullDevice
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ProcessResult(
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Runs a `/bin/sh` script in `directory` with `$CABLE` naming the built binary, for what a
    /// test needs a shell for: pipes, redirections, another user (`setpriv`), background runs.
    static func shell(_ script: String, in directory: URL, environment: [String: String] = [:]) throws -> ProcessResult {
        let binary = try #require(executable, "the cable binary was not found beside the test bundle")
        return try run(
            ["-c", script], environment: environment.merging(["CABLE": binary.path]) { given, _ in given }, in: directory,
            program: URL(fileURLWithPath: "/bin/sh"))
    }

    /// Runs `cable … --json` and parses stdout as a JSON object.
    static func json(_ arguments: [String]) throws -> (ProcessResult, [String: Any]) {
        let result = try run(arguments + ["--json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (result, try #require(object, "stdout is not a JSON object: \(result.stdout)"))
    }
}

/// Where the package lives, for README and fixtures.
enum PackagePaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}

/// `|a − b| ≤ tolerance`, reported with both values.
func expectClose(_ actual: Double?, _ expected: Double, tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("expected \(expected), got nil", sourceLocation: sourceLocation)
        return
    }
    #expect(
        abs(actual - expected) <= tolerance, "expected \(expected) ± \(tolerance), got \(actual)", sourceLocation: sourceLocation)
}
