import Testing

@testable import CableCLI
@testable import CableCore

/// The one cell writer of every CSV `cable` writes: formulas neutralised (OWASP "CSV
/// Injection"), control characters escaped, RFC 4180 quoting. Expected cells written by hand.
@Suite("CSVField: one rule for every CSV cell")
struct CSVFieldTests {
    struct Cell: Sendable, CustomTestStringConvertible {
        let text: String
        let written: String
        init(_ text: String, _ written: String) {
            self.text = text
            self.written = written
        }
        var testDescription: String { EchoedText.escapingAll(text) }
    }

    static let cells: [Cell] = [
        // plain text and numbers pass as they are
        Cell("6 mm²", "6 mm²"), Cell("4/0", "4/0"), Cell("", ""), Cell("5.261154954510373", "5.261154954510373"),
        // formulas: a single quote in front, inside double quotes (their quotes doubled)
        Cell(#"=HYPERLINK("x")"#, #""'=HYPERLINK(""x"")""#),
        Cell("@SUM(A1)", #""'@SUM(A1)""#),
        Cell("+1+1", #""'+1+1""#),
        Cell("-2+3", #""'-2+3""#),
        Cell("=1+1,2", #""'=1+1,2""#),
        Cell("-", #""'-""#), Cell("+", #""'+""#), Cell("-inf", #""'-inf""#), Cell("- 3", #""'- 3""#),
        Cell("-3.5: unknown key", #""'-3.5: unknown key""#),
        // tab and carriage return first: neutralised, and escaped as every control character is
        Cell("\t=1+1", #""'\t=1+1""#), Cell("\r=1+1", #""'\r=1+1""#),
        // plain numbers keep their sign and stay numbers
        Cell("-3.5", "-3.5"), Cell("+2", "+2"), Cell("-0", "-0"), Cell("-.5", "-.5"), Cell("-1e-05", "-1e-05"),
        Cell("+1E+17", "+1E+17"),
        // a sign is a trigger only at the start
        Cell("a=b", "a=b"), Cell("1-2", "1-2"), Cell(" =1", " =1"),
        // control characters: C0, DEL and C1, escaped; a cell never holds a line break
        Cell("\u{1B}[31mred", #"\u001b[31mred"#), Cell("a\nb", #"a\nb"#), Cell("a\r\nb", #"a\r\nb"#),
        Cell("a\u{0}b", #"a\u0000b"#), Cell("a\u{7F}b", #"a\u007fb"#), Cell("a\u{9B}b", #"a\u009bb"#),
        Cell("a\u{85}b", #"a\u0085b"#), Cell("\u{1F}", #"\u001f"#),
        // not controls: U+00A0 (0xC2 0xA0) and other two-byte characters starting 0xC2
        Cell("a\u{A0}b", "a\u{A0}b"), Cell("5 µm", "5 µm"),
        // quoting: commas and quotes
        Cell("a,b", #""a,b""#), Cell(#"say "hi""#, #""say ""hi""""#), Cell("a\u{1B},b", #""a\u001b,b""#),
    ]

    @Test(arguments: cells)
    func escaped_writesTheCellAsTheRulesSay(_ cell: Cell) {
        #expect(CSVField.escaped(cell.text) == cell.written)
    }

    struct Number: Sendable, CustomTestStringConvertible {
        let text: String
        let isNumber: Bool
        var testDescription: String { text }
    }

    static let numbers: [Number] = [
        .init(text: "0", isNumber: true), .init(text: "-3.5", isNumber: true), .init(text: "+2", isNumber: true),
        .init(text: "3.", isNumber: true), .init(text: ".5", isNumber: true), .init(text: "5e-324", isNumber: true),
        .init(text: "-1E5", isNumber: true), .init(text: "", isNumber: false), .init(text: "-", isNumber: false),
        .init(text: ".", isNumber: false), .init(text: "-.", isNumber: false), .init(text: "1e", isNumber: false),
        .init(text: "1e+", isNumber: false), .init(text: "--1", isNumber: false), .init(text: "-2+3", isNumber: false),
        .init(text: "1,5", isNumber: false), .init(text: " 1", isNumber: false), .init(text: "1 ", isNumber: false),
        .init(text: "0x1F", isNumber: false), .init(text: "inf", isNumber: false), .init(text: "１", isNumber: false),
    ]

    @Test(arguments: numbers)
    func isPlainNumber_acceptsOnlyASCIIDecimals(_ number: Number) {
        #expect(CSVField.isPlainNumber(number.text) == number.isNumber)
    }

    @Test func record_joinsEscapedCellsWithCommasAndEndsWithALineFeed() {
        #expect(CSVField.record(["1", "-3.5", "=A1", "a\nb", "x,y"]) == "1,-3.5,\"'=A1\",a\\nb,\"x,y\"\n")
    }

    /// The bill of materials' CSV writes every cell through the rule: a made-up list, since no
    /// system file makes a charger named `-3.5`. The item starts with the charger's name; the unit
    /// is typed, so its cell is always the symbol `pcs`.
    @Test func bomCSV_neutralisesFormulasAndKeepsNumbers() {
        func line(_ name: String) -> BillOfMaterials.Line {
            BillOfMaterials.Line(
                category: .charger, part: .charger(name: name, kind: .shore, output: .current(.amperes(10))), quantity: 1,
                unit: .piece, conductor: nil, colour: nil)
        }
        let bom = BillOfMaterials(spareFraction: 0.1, lines: [line("-3.5"), line(#"=HYPERLINK("x")"#), line("+1+1")])
        #expect(
            BomText(bom: bom, system: "Test", units: .metric, language: .en).csv() == """
                category,item,quantity,unit,ratingAmperes,currentAmperes,stud,connections
                charger,"'-3.5: shore, 10 A",1,pcs,,,,
                charger,"'=HYPERLINK(""x""): shore, 10 A",1,pcs,,,,
                charger,"'+1+1: shore, 10 A",1,pcs,,,,

                """)
    }
}
