import Foundation
import Testing

/// `batch` passes a row's `id` and `name` through as written (issue #31): a number is its token,
/// not a Double written back, in NDJSON and in CSV alike.
@Suite("Batch labels: numeric ids and names verbatim")
struct BatchLabelTokenTests {
    struct Token: Sendable, CustomTestStringConvertible {
        let token: String
        var testDescription: String { token }
    }

    // 1.10 once became 1.1, a 23-digit id lost its last digits, 1e400 became inf in CSV and
    // null in NDJSON.
    static let tokens = ["1.10", "12345678901234567890123", "1e400", "7", "2.50E+3"].map(Token.init)

    func run(_ token: String, format: String) throws -> ProcessResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-labels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let row = #"{"id": "# + token + #", "name": "# + token + #", "current": 5, "length": 2, "voltage": 12}"# + "\n"
        try Data(row.utf8).write(to: folder.appendingPathComponent("in.ndjson"))
        return try CableProcess.run(["batch", "in.ndjson", "--format", format], in: folder)
    }

    @Test(arguments: tokens)
    func numericLabel_isWrittenAsItsToken(_ token: Token) throws {
        let ndjson = try run(token.token, format: "ndjson")
        #expect(ndjson.status == 0)
        #expect(ndjson.stdout.contains(#""id":"# + token.token + ","), "\(ndjson.stdout)")
        #expect(ndjson.stdout.contains(#""name":"# + token.token + ","), "\(ndjson.stdout)")
        let csv = try run(token.token, format: "csv")
        #expect(csv.status == 0)
        let record = try #require(csv.stdout.split(separator: "\n").last)
        // id and name, then the conductor temperature column #33 added last
        #expect(record.hasSuffix("," + token.token + "," + token.token + ",34.6875"), "\(record)")
    }
}
