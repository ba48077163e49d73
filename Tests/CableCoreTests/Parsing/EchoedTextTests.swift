import CableCore
import Testing

/// Input quoted back in messages: control characters escaped in JSON's spelling, long input cut
/// (issue #21: escape sequences in a file's key reached the terminal raw; a 10 MB key was
/// echoed whole).
@Suite("EchoedText: input shown in messages")
struct EchoedTextTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let escaped: String
        var testDescription: String { escaped }
    }

    @Test(arguments: [
        Case(input: "Fridge", escaped: "Fridge"),
        Case(input: "Café 🚐", escaped: "Café 🚐"),
        Case(input: "red\u{1B}[31m", escaped: "red\\u001b[31m"),
        Case(input: "line\nbreak\r", escaped: "line\\nbreak\\r"),
        Case(input: "tab\there", escaped: "tab\\there"),
        Case(input: "\u{7F}del", escaped: "\\u007fdel"),
        // U+009B is a terminal's one-byte CSI in C1.
        Case(input: "csi\u{9B}2J", escaped: "csi\\u009b2J"),
        // A right-to-left override makes "exe.txt" read as "txt.exe".
        Case(input: "a\u{202E}txt.exe", escaped: "a\\u202etxt.exe"),
        Case(input: "sep\u{2028}", escaped: "sep\\u2028"),
    ])
    func escaped_writesUnsafeCharactersAsJSONEscapes(_ testCase: Case) {
        #expect(EchoedText.escaped(testCase.input) == testCase.escaped)
    }

    /// The byte scan (the fast path every printed text takes) must find exactly the characters
    /// `isUnsafe` names: every scalar up to U+FFFF, alone and between safe text.
    @Test func byteScan_agreesWithIsUnsafe_forEveryScalarOfTheBasicPlane() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "—"
            #expect(EchoedText.mayHoldUnsafe(text) == EchoedText.isUnsafe(scalar), "U+\(String(value, radix: 16))")
            if EchoedText.isUnsafe(scalar) {
                #expect(EchoedText.escapingAll(text) == "a" + EchoedText.escape(scalar) + "—")
            } else {
                #expect(EchoedText.escapingAll(text) == text)
            }
        }
    }

    @Test func escaped_cutsLongInputAtTheLimit_andSaysHowLongItWas() {
        let key = String(repeating: "k", count: 10_000_000)
        #expect(EchoedText.escaped(key) == String(repeating: "k", count: 80) + "… (10000000 characters)")
        #expect(EchoedText.escaped(String(repeating: "k", count: 80)) == String(repeating: "k", count: 80))
    }

    @Test func printable_keepsLineFeedsTabsAndJoinedEmoji_butEscapesTheRest() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(EchoedText.printable("a\tb\nc \(family)\n") == "a\tb\nc \(family)\n")
        #expect(EchoedText.printable("error: '\u{1B}]0;owned\u{07}'\n") == "error: '\\u001b]0;owned\\u0007'\n")
        #expect(EchoedText.printable("x\u{9B}y") == "x\\u009by")
    }

    @Test func validationError_showsTheValueEscapedAndCut_insideItsQuotes() {
        let error = ValidationError(
            field: "loads[0].\u{1B}[2J", rule: .unknownKey(suggestion: nil, known: []),
            actual: "'\(String(repeating: "v", count: 200))'")
        #expect(
            error.description
                == "loads[0].\\u001b[2J: unknown key, got '\(String(repeating: "v", count: 80))… (200 characters)'")
    }
}
