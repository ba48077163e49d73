import Foundation
import Testing

/// With `--json` (or `--format json`) a command that fails prints an error object on stdout, so a
/// `jq` pipeline sees a record; the exit code and the stderr message are those of the plain run.
@Suite("JSON error objects: failures under --json")
struct JSONErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        let code: String
        let field: String?
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let fixtures = PackagePaths.root.appendingPathComponent("Fixtures").path

    static let cases: [Case] = [
        Case(
            arguments: ["size", "--current", "20", "--voltage", "12", "--length", "-5", "--json"], status: 65,
            code: "invalidValue", field: "--length", message: "--length: must be > 0 m, got -5 m"),
        // 2000 A over 50 m at 12 V, nominal resistance (#33): needs 0.017 · 100 · 2000 / 0.6 = 5666.67 mm², above 300 mm².
        Case(
            arguments: [
                "size", "--current", "2000", "--voltage", "12", "--length", "50", "--resistance", "nominal", "--json",
            ], status: 1,
            code: "requirementFailed", field: nil,
            message:
                "no standard size keeps the drop within 5 % over 50 m one-way (100 m round trip): it needs 5666.67 mm²; "
                + "the largest, 300 mm², drops 94.44 %. Use parallel conductors, a shorter run or a higher voltage."),
        Case(
            arguments: ["size", "--lenght", "5", "--json"], status: 64, code: "usage", field: nil,
            message: "unknown option '--lenght'. Did you mean '--length'?"),
        Case(
            arguments: ["report", "nothere.json", "--format", "json"], status: 66, code: "noInput", field: nil,
            message: "cannot read 'nothere.json': no such file"),
        Case(
            arguments: ["check", "\(fixtures)/broken/negative-length.json", "--json"], status: 65, code: "badData",
            field: nil,
            message: "\(fixtures)/broken/negative-length.json:8:43: loads[2].length: must be > 0 m, got -3 m"),
    ]

    @Test(arguments: cases)
    func failureUnderJSON_printsAnErrorObject_andKeepsItsExitCode(_ testCase: Case) throws {
        let result = try CableProcess.run(testCase.arguments)
        #expect(result.status == testCase.status)
        #expect(result.stderr.hasPrefix("error: \(testCase.message)"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let error = try #require(object["error"] as? [String: Any])
        #expect(Set(error.keys) == ["code", "field", "message"])
        #expect(error["code"] as? String == testCase.code)
        #expect(error["field"] as? String == testCase.field)
        #expect(error["message"] as? String == testCase.message)
    }

    @Test func failureWithoutJSON_printsNothingOnStdout() throws {
        let result = try CableProcess.run(["size", "--current", "20", "--voltage", "12", "--length", "-5"])
        #expect(result.status == 65)
        #expect(result.stdout == "")
    }

    @Test func jsonAfterTheEndOfOptions_isNotARequest() throws {
        let result = try CableProcess.run(["size", "--current", "20", "--", "--json"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
    }
}
