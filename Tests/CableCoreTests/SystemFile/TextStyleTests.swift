import CableCore
import Testing

/// An edited file keeps its line endings and indent (issue #21: a CRLF or tab-indented file was
/// rewritten whole).
@Suite("TextStyle: a file's line ending and indent")
struct TextStyleTests {
    static let standard = "{\n  \"loads\": [\n    { \"name\": \"A\" }\n  ]\n}\n"

    @Test func detecting_findsCRLFAndTabs() {
        let style = TextStyle(detecting: Array("{\r\n\t\"loads\": [\r\n\t\t{}\r\n\t]\r\n}\r\n".utf8))
        #expect(style.lineEnding == "\r\n")
        #expect(style.indent == "\t")
    }

    @Test func detecting_findsFourSpaces_andSkipsBlankLines() {
        let style = TextStyle(detecting: Array("{\n\n    \"name\": \"x\"\n}\n".utf8))
        #expect(style.lineEnding == "\n")
        #expect(style.indent == "    ")
    }

    @Test func detecting_mixedIndent_fallsBackToTheStandard() {
        #expect(TextStyle(detecting: Array("{\n \t\"name\": \"x\"\n}\n".utf8)) == .standard)
        #expect(TextStyle(detecting: Array("{}".utf8)) == .standard)
    }

    @Test func apply_rewritesEveryLevelAndLineEnding() {
        let style = TextStyle(detecting: Array("{\r\n\t\"x\": 1\r\n}".utf8))
        #expect(style.apply(to: Self.standard) == "{\r\n\t\"loads\": [\r\n\t\t{ \"name\": \"A\" }\r\n\t]\r\n}\r\n")
        #expect(TextStyle.standard.apply(to: Self.standard) == Self.standard)
    }
}
