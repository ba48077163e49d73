import Testing

@testable import CableCore

/// The decimal-comma grammar of German, Spanish, French and Dutch command lines (issue #35):
/// what it hands the one number parser, and what it refuses. Values are worked by hand from the
/// text: `1 000,5` is one thousand and a half.
@Suite("NumberGrammar: numbers typed in a decimal-comma language")
struct NumberGrammarTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let typed: String
        let amperes: Double
        var testDescription: String { "'\(typed)' = \(amperes) A" }
        init(_ typed: String, _ amperes: Double) {
            self.typed = typed
            self.amperes = amperes
        }
    }

    static let readCases: [Case] = [
        Case("1,5", 1.5),
        Case("1,500", 1.5),  // a comma is the decimal sign: no ambiguity
        Case("0,75A", 0.75),
        Case("20", 20),
        Case("1000", 1000),
        Case("1\u{202F}000", 1000),  // the narrow no-break space the output groups with
        Case("1\u{00A0}000,5", 1000.5),  // a no-break space
        Case("1 000", 1000),  // a plain space between groups of three
        Case("20\u{202F}000 A", 20000),
        Case("1\u{202F}234\u{202F}567,25", 1_234_567.25),
        Case("-1\u{202F}500,25", -1500.25),
        Case("2.5", 2.5),  // a point before anything but three digits is a decimal point
        Case("1.0005", 1.0005),
        Case("0.125", 0.125),  // nobody groups a zero
        Case("1,5e3", 1500),
        Case("500mA", 0.5),
        Case("12 A", 12),  // a space before a unit is not a group
    ]

    @Test(arguments: readCases)
    func decimalComma_readsTheValue(_ example: Case) throws {
        let text = try NumberGrammar.decimalComma.reading(example.typed, field: "current")
        let value = try QuantityParser.current(text, field: "current").amperes
        #expect(abs(value - example.amperes) <= 1e-9 * max(1, abs(example.amperes)), "'\(example.typed)' → '\(text)'")
    }

    @Test(arguments: ["1.000", "20.000", "1.500 A", "-2.250", "1.000,5", "1.000.000"])
    func decimalComma_refusesAPointBeforeThreeDigitsAsAmbiguous(_ typed: String) {
        #expect {
            _ = try NumberGrammar.decimalComma.reading(typed, field: "current")
        } throws: { error in
            guard let error = error as? ValidationError, case .ambiguousPoint(let whole, let fraction) = error.rule else {
                return false
            }
            return error.field == "current" && error.actual == "'\(typed)'" && fraction.count == 3 && !whole.isEmpty
        }
    }

    @Test func decimalComma_namesBothReadingsOfTheAmbiguousNumber() {
        #expect(
            throws: ValidationError(field: "current", rule: .ambiguousPoint(whole: "20", fraction: "000"), actual: "'20.000'")
        ) {
            try NumberGrammar.decimalComma.reading("20.000", field: "current")
        }
    }

    @Test(arguments: ["abc", "", "copper", "2/0", "4/0 AWG", "105C", "1,5,2", " 12"])
    func decimalComma_leavesWhatItCannotImproveForTheParser(_ typed: String) throws {
        let read = try NumberGrammar.decimalComma.reading(typed, field: "x")
        // Text without a grouped or comma decimal comes back as typed (the parser words its fault).
        if !typed.contains(",") { #expect(read == typed) }
    }

    @Test(arguments: ["1.000", "1,500", "1\u{202F}000", "2,5", "abc"])
    func pointOrComma_changesNothing(_ typed: String) throws {
        #expect(try NumberGrammar.pointOrComma.reading(typed, field: "x") == typed)
        #expect(try NumberGrammar.pointOrComma.readingList(typed, field: "x") == typed)
    }

    @Test func decimalComma_readsEachElementOfAList() throws {
        #expect(try NumberGrammar.decimalComma.readingList("2,5.5,1\u{202F}000", field: "x") == "2,5.5,1000")
        #expect(try NumberGrammar.decimalComma.readingList("10-1\u{202F}000A:0.5", field: "x") == "10-1000A:0.5")
        #expect(throws: ValidationError.self) { try NumberGrammar.decimalComma.readingList("5,1.000", field: "x") }
    }
}
