import CableText
import Testing

@testable import CableCLI

/// `CLIError`'s typed payloads, worded by their switches in the language given: the English
/// texts as before the payloads were typed, and the translations from the catalogue.
struct CLIErrorWordingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let error: CLIError
        let english: String
        let german: String
        var testDescription: String { english }
    }

    static let cases: [Case] = [
        Case(
            error: .usage(.option(.givenTwice("--length")), command: "size"),
            english: "option '--length' given more than once",
            german: "Option '--length' mehrfach angegeben"),
        Case(
            error: .usage(
                .name(.unknownConfigKey("max-drop", suggestion: "maxDropPercent", keys: ["units", "maxDropPercent"])),
                command: "config"),
            english: "unknown key 'max-drop' (keys: units, maxDropPercent). Did you mean 'maxDropPercent'?",
            german: "unbekannter Schlüssel 'max-drop' (Schlüssel: units, maxDropPercent). Meinten Sie 'maxDropPercent'?"),
        Case(
            error: .badData(.batchInput(file: "in.csv", line: 1, .headerTooLong(bytes: 65536))),
            english: "in.csv: line 1: the header is longer than 65536 bytes",
            german: "in.csv: Zeile 1: die Kopfzeile ist länger als 65536 Bytes"),
        Case(
            error: .cannotCreate(
                .attributesNotKept("r.pdf", problem: .cannotKeep("user.tag", reason: "Operation not supported"))),
            english:
                "cannot write 'r.pdf': its replacement cannot keep its extended attribute 'user.tag': Operation not supported; "
                + "nothing was changed",
            german:
                "'r.pdf' kann nicht geschrieben werden: beim Ersatz gilt: sein erweitertes Attribut 'user.tag' kann nicht "
                + "behalten werden: Operation not supported; nichts wurde geändert"),
    ]

    @Test(arguments: cases)
    func payload_isWordedInTheLanguageGiven(_ example: Case) {
        #expect(example.error.text(in: .en) == example.english)
        #expect(example.error.text(in: .de) == example.german)
    }

    @Test func usageMessage_pointsToTheCommandsHelp() {
        let error = CLIError.usage(.argument(.missingFile), command: "report")
        #expect(
            error.message(in: .en)
                == "error: missing FILE (a system file, or - for standard input)\nSee 'cable report --help'.")
        #expect(error.exitCode == .usage && error.code == "usage")
    }
}
