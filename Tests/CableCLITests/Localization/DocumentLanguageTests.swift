import CableText
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

    @Test func pdf_isInGerman_withUmlautsAsTheirScalars() throws {
        let folder = try Self.van(named: "Kühlschrank groß")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CableProcess.run(["report", "van.json", "--lang", "de", "-o", "van.pdf"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "van.pdf geschrieben\n")
        let pdf = PDFFile(try [UInt8](Data(contentsOf: folder.appendingPathComponent("van.pdf"))))
        // Two-byte codes = Unicode scalars: ü = U+00FC, ß = U+00DF, ä = U+00E4.
        #expect(pdf.text.contains("<004B00FC0068006C00730063006800720061006E006B002000670072006F00DF> Tj"))
        let content = try pdf.content()
        #expect(content.contains("(Kühlschrank groß) Tj"))
        #expect(content.contains("(Täglicher Verbrauch) Tj"))
        #expect(content.contains("(Energiebilanz) Tj"))
        #expect(content.contains("(Seite 1 von "))
        #expect(!content.contains("(Energy budget)"))
    }

    @Test func pdf_reportsCharactersItsFontsCannotShow() throws {
        let folder = try Self.van(named: "Fridge Ж", bank: "Bank Ж λ")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CableProcess.run(["report", "van.json", "-o", "van.pdf"], in: folder)
        #expect(result.status == 0)
        // Greek is in the subset (λ prints); Cyrillic is not.
        #expect(result.stderr == "warning: the PDF's fonts cannot show 'Ж' (U+0416); they are printed as '?'\nwrote van.pdf\n")
        let bom = try CableProcess.run(["bom", "van.json", "--format", "pdf", "-o", "bom.pdf", "--lang", "fr"], in: folder)
        #expect(
            bom.stderr
                == "avertissement : les polices du PDF ne peuvent pas afficher 'Ж' (U+0416)\u{202F}; ils sont imprimés comme '?'\n"
                + "bom.pdf écrit\n")
    }

    static let pdftotext = ["/usr/bin/pdftotext", "/opt/homebrew/bin/pdftotext", "/usr/local/bin/pdftotext"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Read back by poppler (`pdftotext -raw`, through the ToUnicode CMap), every language's own
    /// letters and the symbols ≤ Ω → are there, not `?` or an ASCII stand-in (`<=`, `Ohm`, `->`).
    @Test(.enabled(if: pdftotext != nil, "needs pdftotext (poppler-utils)"), arguments: ["en", "de", "es", "fr", "nl"])
    func pdf_readsBackWithEveryLetterAndSymbol(_ language: String) throws {
        let names = [
            "en": "Fridge 0.5 Ω → bus", "de": "Kühlschrank Größe Ä Ö Ü", "es": "Bomba de achique ñ ¿¡ á é í ó ú",
            "fr": "Réfrigérateur « cœur » à ç è ê ë î ï ô ù û", "nl": "Koelkast één ĳ ë",
        ]
        let name = try #require(names[language])
        let folder = try Self.van(named: name + " Ω →")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CableProcess.run(["report", "van.json", "--lang", language, "-o", "van.pdf"], in: folder)
        // Only the confirmation, in the language (`wrote van.pdf`, `van.pdf geschrieben`, …): no warning.
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("van.pdf"))
        let text = try CableProcess.run(
            ["-raw", folder.appendingPathComponent("van.pdf").path, "-"],
            program: URL(fileURLWithPath: try #require(Self.pdftotext)))
        // Each word (a long name wraps in the table and is shortened in the diagram's box).
        for word in (name + " Ω →").split(separator: " ") {
            #expect(text.stdout.contains(word), "'\(word)' is not read back")
        }
        // The drop limit column: "≤ 3 %" in every language (the fridge's 3 % limit).
        #expect(text.stdout.contains("≤ 3 %"))
        #expect(!text.stdout.contains("<=") && !text.stdout.contains("Ohm"))
    }

    static let qpdf = ["/usr/bin/qpdf", "/opt/homebrew/bin/qpdf", "/usr/local/bin/qpdf"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// qpdf finds no syntax or stream error in a report or a BOM in any language: the embedded
    /// fonts' ASCII85 + Flate streams decode, every /Length is right.
    @Test(.enabled(if: qpdf != nil, "needs qpdf"), arguments: ["en", "de", "es", "fr", "nl"])
    func pdf_passesQpdfCheck(_ language: String) throws {
        let folder = try Self.van(named: "Fridge Ω →")
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in ["report", "bom"] {
            let written = try CableProcess.run(
                [command, "van.json", "--format", "pdf", "--lang", language, "-o", "\(command).pdf"], in: folder)
            #expect(written.status == 0)
            let check = try CableProcess.run(
                ["--check", folder.appendingPathComponent("\(command).pdf").path],
                program: URL(fileURLWithPath: try #require(Self.qpdf)))
            #expect(check.status == 0, "\(command) --lang \(language): \(check.stdout)\(check.stderr)")
            #expect(check.stdout.contains("No syntax or stream encoding errors found"))
        }
    }

    @Test func html_andDiagram_speakTheLanguage() throws {
        let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path
        let html = try CableProcess.run(["report", van, "--format", "html", "--lang", "es"])
        #expect(html.stdout.contains("<html lang=\"es\">"))
        #expect(html.stdout.contains("<h2>Balance energético</h2>") || html.stdout.contains("<h2>Resumen</h2>"))
        #expect(html.stdout.contains("<h2>Esquema de cableado</h2>"))
        let svg = try CableProcess.run(["diagram", van, "--lang", "nl"])
        #expect(svg.stdout.contains("Rood: plus (+). Zwart: min (−)."))
        #expect(svg.stdout.contains("4 mm² · 4 m"))
    }

    /// Coordinates, sizes and stroke widths are SVG syntax: a decimal point in every language
    /// (a German run once wrote `font-size="8,5"` and `stroke-width="0,5"`, which no viewer reads).
    @Test(arguments: ["de", "es", "fr", "nl"])
    func diagram_attributesKeepTheDecimalPoint(_ language: String) throws {
        let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path
        let english = try CableProcess.run(["diagram", van])
        let svg = try CableProcess.run(["diagram", van, "--lang", language])
        #expect(svg.status == 0)
        #expect(svg.stdout.contains(#"font-size="9.4""#))
        #expect(svg.stdout.contains(#"stroke-width="0.5""#))
        // No attribute holds a decimal comma. (Labels wrap to the words of each language, so the
        // geometry is not the English run's; the attributes' syntax is.)
        let comma = try NSRegularExpression(pattern: #"(?<!points)="[-0-9.]*,[0-9]"#)
        for output in [svg.stdout, english.stdout] {
            let attributes = output.split(separator: "\n").map { line in String(line.prefix { $0 != ">" }) }.joined(
                separator: "\n")
            #expect(comma.firstMatch(in: attributes, range: NSRange(attributes.startIndex..., in: attributes)) == nil)
        }
    }
}
