import Foundation
import Testing

/// The HTML, PDF and SVG documents speak the run's language, and the PDF shows every letter of
/// the five languages or says on stderr which characters it could not.
struct DocumentLanguageTests {
    /// The van with a load renamed to `name`, in a fresh folder.
    static func van(named name: String, bank: String = "House bank") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-lang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json"), encoding: .utf8)
        let renamed = source.replacingOccurrences(of: "\"Fridge\"", with: "\"\(name)\"")
            .replacingOccurrences(of: "\"House bank\"", with: "\"\(bank)\"")
        try Data(renamed.utf8)
            .write(to: folder.appendingPathComponent("van.json"))
        return folder
    }

    @Test func pdf_isInGerman_withUmlautsAsWinAnsi() throws {
        let folder = try Self.van(named: "Kühlschrank groß")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CableProcess.run(["report", "van.json", "--lang", "de", "-o", "van.pdf"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "van.pdf geschrieben\n")
        let pdf = PDFFile(try [UInt8](Data(contentsOf: folder.appendingPathComponent("van.pdf"))))
        // WinAnsi: ü = 0xFC = \374, ß = 0xDF = \337, ä = 0xE4 = \344 (PDF 32000-1, Annex D.2).
        #expect(pdf.text.contains("(K\\374hlschrank gro\\337)"))
        #expect(pdf.text.contains("(T\\344glicher Verbrauch)"))
        #expect(pdf.text.contains("(Energiebilanz)"))
        #expect(pdf.text.contains("(Seite 1 von 3)"))
        #expect(!pdf.text.contains("(Energy budget)"))
    }

    @Test func pdf_reportsCharactersItsFontsCannotShow() throws {
        let folder = try Self.van(named: "Fridge λ", bank: "Bank λ")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CableProcess.run(["report", "van.json", "-o", "van.pdf"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr == "warning: the PDF's fonts cannot show 'λ' (U+03BB); they are printed as '?'\n")
        let bom = try CableProcess.run(["bom", "van.json", "--format", "pdf", "-o", "bom.pdf", "--lang", "fr"], in: folder)
        #expect(
            bom.stderr
                == "avertissement : les polices du PDF ne peuvent pas afficher 'λ' (U+03BB) ; ils sont imprimés comme '?'\n")
    }

    static let pdftotext = ["/usr/bin/pdftotext", "/opt/homebrew/bin/pdftotext", "/usr/local/bin/pdftotext"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Read back by poppler, every language's own letters are there (not `?`).
    @Test(.enabled(if: pdftotext != nil, "needs pdftotext (poppler-utils)"), arguments: ["de", "es", "fr", "nl"])
    func pdf_readsBackWithEveryLetter(_ language: String) throws {
        let names = [
            "de": "Kühlschrank Größe", "es": "Bomba de achique ñ ¿¡", "fr": "Réfrigérateur « cœur »", "nl": "Koelkast één",
        ]
        let name = try #require(names[language])
        let folder = try Self.van(named: name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CableProcess.run(["report", "van.json", "--lang", language, "-o", "van.pdf"], in: folder)
        #expect(result.stderr.isEmpty)
        let text = try CableProcess.run(
            ["-layout", folder.appendingPathComponent("van.pdf").path, "-"],
            program: URL(fileURLWithPath: try #require(Self.pdftotext)))
        #expect(text.stdout.contains(name))
    }

    @Test func html_andDiagram_speakTheLanguage() throws {
        let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path
        let html = try CableProcess.run(["report", van, "--format", "html", "--lang", "es"])
        #expect(html.stdout.contains("<html lang=\"es\">"))
        #expect(html.stdout.contains("<h2>Balance energético</h2>") || html.stdout.contains("<h2>Resumen</h2>"))
        #expect(html.stdout.contains("<h2>Esquema de cableado</h2>"))
        let svg = try CableProcess.run(["diagram", van, "--lang", "nl"])
        #expect(svg.stdout.contains("Rood: plus (+). Zwart: min (−)."))
        #expect(svg.stdout.contains("2,5 mm² · 4 m"))
    }

    /// Coordinates, sizes and stroke widths are SVG syntax: a decimal point in every language
    /// (a German run once wrote `font-size="8,5"` and `stroke-width="0,5"`, which no viewer reads).
    @Test(arguments: ["de", "es", "fr", "nl"])
    func diagram_attributesKeepTheDecimalPoint(_ language: String) throws {
        let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path
        let english = try CableProcess.run(["diagram", van])
        let svg = try CableProcess.run(["diagram", van, "--lang", language])
        #expect(svg.status == 0)
        #expect(svg.stdout.contains(#"font-size="8.5""#))
        #expect(svg.stdout.contains(#"stroke-width="0.5""#))
        // Every attribute is the English run's: only the text between tags changes.
        func attributes(_ text: String) -> [Substring] {
            text.split(separator: "\n").map { line in line.prefix { $0 != ">" } }
        }
        #expect(attributes(svg.stdout) == attributes(english.stdout))
    }
}
