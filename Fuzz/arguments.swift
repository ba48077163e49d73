// libFuzzer target `arguments`: argv through the command line's parser and every read-only
// command, with output captured in strings.
//
// Built by Scripts/fuzz.sh as one module with Sources/CableCore and Sources/CableCLI (their
// imports of each other removed), so there is no import of either here.
//
// The input is split into arguments on NUL bytes, or on newlines when it holds no NUL (seed
// files stay readable). A leading `CABLE_UNITS=value` argument goes to the environment instead.
// Command lines that could write a file or name one outside the working folder are skipped
// (`mayRun`). The working directory is a fresh temporary folder holding copies of the sample
// systems and of batch input (`sandboxFiles`), so `report`, `check`, `bom`, `list`, `diagram`
// and `batch` reach real content; standard input and output are /dev/null (`batch` streams to
// file descriptor 1). Errors and non-zero exit statuses are expected answers; a trap or a
// memory error is a finding.

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    ArgumentsFuzz.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

enum ArgumentsFuzz {
    static let editCommands: Set<String> = ["new", "add", "set", "remove"]

    /// Made once, before the first input runs.
    nonisolated(unsafe) static var sandbox: String?

    static func run(_ bytes: [UInt8]) {
        if sandbox == nil { sandbox = makeSandbox() }
        var arguments = split(bytes)
        var environment: Environment = [:]
        if let first = arguments.first, first.hasPrefix("CABLE_UNITS=") {
            environment = ["CABLE_UNITS": String(first.dropFirst("CABLE_UNITS=".count))]
            arguments.removeFirst()
        }
        guard mayRun(arguments) else { return }
        var stdout = ""
        var stderr = ""
        _ = CLI.run(arguments: arguments, environment: environment, stdout: &stdout, stderr: &stderr)
    }

    /// False for a command line that could write a file, or reach outside the working folder:
    /// an edit command; `-o`/`--output` with a value other than `-` (except `batch`, whose
    /// `--output` is a format); a `/` not right after a digit (`2/0` stays, `/etc` and
    /// `--x=/y` go); `..` anywhere.
    static func mayRun(_ arguments: [String]) -> Bool {
        guard let command = arguments.first else { return true }
        if editCommands.contains(command) { return false }
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

    /// Arguments as the C runtime would pass them: lossy UTF-8, empty ones kept.
    static func split(_ bytes: [UInt8]) -> [String] {
        if bytes.isEmpty { return [] }
        let separator: UInt8 = bytes.contains(0) ? 0 : 0x0A
        return bytes.split(separator: separator, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// A fresh working folder with read-only inputs; standard input and output to /dev/null.
    static func makeSandbox() -> String {
        var template = Array((NSTemporaryDirectory() + "/cable-fuzz-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("mkdtemp failed: \(String(cString: strerror(errno)))") }
        let folder = String(cString: made)
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        for (name, contents) in sandboxFiles(fixtures: fixtures) {
            let path = folder + "/" + name
            FileManager.default.createFile(atPath: path, contents: contents, attributes: [.posixPermissions: 0o444])
        }
        guard chdir(folder) == 0 else { fatalError("chdir \(folder) failed") }
        let null = open("/dev/null", O_RDWR)
        guard null >= 0 else { fatalError("cannot open /dev/null") }
        dup2(null, 0)
        dup2(null, 1)
        close(null)
        return folder
    }

    /// The files a command line may name: the sample systems (`van.json`), the broken ones
    /// (`broken-malformed.json`), the batchline target's CSV seeds (`csv-basic.csv`), its JSON
    /// seeds as one NDJSON file (`requests.ndjson`) and an empty file (`empty.json`).
    /// FuzzRegressionTests in Tests/CableCLITests/Arguments builds the same folder.
    static func sandboxFiles(fixtures: URL) -> [(name: String, contents: Data)] {
        func files(_ folder: String) -> [(name: String, contents: Data)] {
            let url = fixtures.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.sorted().compactMap { name in
                (try? Data(contentsOf: url.appendingPathComponent(name))).map { (name, $0) }
            }
        }
        let batch = files("fuzz/batchline")
        var requests = Data()
        for (name, contents) in batch where name.hasSuffix(".json") { requests += contents + Data("\n".utf8) }
        var all = files("systems").filter { $0.name.hasSuffix(".json") }
        all += files("broken").map { (name: "broken-" + $0.name, contents: $0.contents) }
        all += batch.filter { $0.name.hasSuffix(".csv") }
        all += [(name: "requests.ndjson", contents: requests), (name: "empty.json", contents: Data())]
        return all
    }
}
