import Foundation
import Testing

@testable import CableCLI
@testable import CableCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The one XML escaper of JUnit, SVG and HTML (issues #30 and #31): every character XML 1.0
/// forbids or discourages is written as its EchoedText escape, so the documents parse for any
/// input; names holding noncharacters are refused.
@Suite("XMLText: one escaper for JUnit, SVG and HTML")
struct XMLTextTests {
    /// Every C0 and C1 control, DEL, the separators, direction controls, the noncharacters of the
    /// basic plane and the last two of plane 16, and the five XML specials.
    static let hostile: [Unicode.Scalar] =
        (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) } + (0x7F...0x9F).map { Unicode.Scalar(UInt8($0)) }
        + [0x2028, 0x2029, 0x202E, 0x2066, 0x200F, 0x061C, 0xFFF9, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x10FFFE, 0x10FFFF]
        .compactMap(Unicode.Scalar.init) + ["&", "<", ">", "\"", "'"]

    @Test func everyHostileCharacter_leavesAWellFormedDocument() throws {
        for scalar in Self.hostile {
            let value = "a\(Character(scalar))b"
            let document = "<r a=\"\(XMLText.escaped(value, apostrophe: true))\">\(XMLText.escaped(value))</r>"
            let parsed = try XMLDocument(data: Data(document.utf8))
            let root = try #require(parsed.rootElement(), "U+\(String(scalar.value, radix: 16))")
            let expected = EchoedText.isUnsafe(scalar) ? "a\(EchoedText.escape(scalar))b" : value
            #expect(root.stringValue == expected, "U+\(String(scalar.value, radix: 16))")
            #expect(root.attribute(forName: "a")?.stringValue == expected)
            #expect(!document.contains("\n"), "a line feed is never raw")
        }
    }

    @Test func escapes_areTheDocumentedOnes() {
        #expect(XMLText.escaped("a&b<c>\"d'e") == "a&amp;b&lt;c&gt;&quot;d'e")
        #expect(XMLText.escaped("'", apostrophe: true) == "&apos;")
        #expect(XMLText.escaped("x\u{FFFE}\n\u{1B}") == "x\\ufffe\\n\\u001b")
        #expect(XMLText.escaped("Ångström 2,5 mm²") == "Ångström 2,5 mm²")
    }

    @Test func junitSVGAndHTML_shareTheEscaper() {
        let value = "<\u{FFFF}&\u{7}>"
        #expect(CheckJUnit.text(value) == XMLText.escaped(value))
        #expect(SVGRenderer.escape(value) == XMLText.escaped(value))
        #expect(HTMLReport.escape(value) == XMLText.escaped(value))
    }

    @Test(arguments: [0xFFFE, 0xFFFF, 0xFDD0, 0x10FFFF, 0x200F] as [UInt32])
    func nameWithANoncharacter_isRefused(_ value: UInt32) throws {
        let character = String(Character(try #require(Unicode.Scalar(value))))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-xml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text =
            #"{"schemaVersion": 1, "name": "X", "nominalVoltage": 12, "loads": [{"name": "Fridge"#
            + character + #"", "current": 4, "length": 3}]}"#
        try Data(text.utf8).write(to: folder.appendingPathComponent("s.json"))
        for format in ["junit", "text"] {
            let result = try CableProcess.run(["check", "s.json", "--format", format], in: folder)
            #expect(result.status == 65)
            let output = result.stdout + result.stderr  // JUnit reports it in the document
            #expect(output.contains("must not contain control characters"))
            #expect(!output.unicodeScalars.contains(character.unicodeScalars.first ?? " "))
            if format == "junit" { #expect((try? XMLDocument(data: Data(result.stdout.utf8))) != nil) }
        }
        let diagram = try CableProcess.run(["diagram", "s.json"], in: folder)
        #expect(diagram.status == 65)
    }
}
