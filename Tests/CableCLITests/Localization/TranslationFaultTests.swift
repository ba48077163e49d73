import CableCore
import CableText
import Foundation
import Testing

@testable import CableCLI

/// The translation faults a native reader found (issue #35), one test each: the wording now
/// printed, and the faulty one gone. Runs `CLI.run` in process from the package folder.
struct TranslationFaultTests {
    static func run(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        var out = ""
        var err = ""
        let paths = arguments.map { $0.hasPrefix("Fixtures/") ? PackagePaths.root.appendingPathComponent($0).path : $0 }
        let status = CLI.run(arguments: paths, environment: [:], stdout: &out, stderr: &err)
        return (status, out, err)
    }

    // MARK: German

    @Test func german_aSizeWithoutRating_saysKeineAngabe() {
        let wires = Self.run(["wires", "--lang", "de"]).stdout
        #expect(wires.contains("0,5 mm²             0,5          987          39,0000        keine Angabe"))
        #expect(!wires.contains("nicht bewertet"))
        #expect(!Self.run(["wires", "--help", "--lang", "de"]).stdout.contains("nicht bewertet"))
    }

    /// The resistance model is a noun phrase in the nominative ("realer Widerstand, …"): German
    /// sentences give it after a colon, not after "mit" or "nach", which would need the dative
    /// ("mit realem Widerstand").
    @Test func german_theResistanceModel_standsInTheNominative() {
        // The example van is sized with real resistance.
        let check = Self.run(["check", "Fixtures/examples/van.json", "--lang", "de"]).stdout
        #expect(check.contains("(Widerstandsmodell: realer Widerstand, "))
        let svg = Self.run(["diagram", "Fixtures/examples/van.json", "--lang", "de"]).stdout
        #expect(svg.contains("Bemessung: realer Widerstand, "))
        let html = Self.run(["report", "Fixtures/examples/van.json", "--format", "html", "--lang", "de"]).stdout
        #expect(html.contains("Bemessung: realer Widerstand, "))
        for text in [check, svg, html] {
            #expect(!text.contains("mit realer") && !text.contains("nach realer"))
        }
    }

    @Test func german_theSystemVoltage_isACompound() {
        let report = Self.run(["report", "Fixtures/systems/van.json", "--lang", "de"]).stdout
        #expect(report.hasPrefix("Camper van — 12-V-Anlage\n"))
        #expect(Language.de.compound("12 V") == "12-V" && Language.fr.compound("12 V") == "12 V")
    }

    /// The HTML heading and the diagram's subtitle hyphenate the compound too (DIN 5008,
    /// Duden: "12-V-DC-Anlage", not "12 V-DC-Anlage"); other phrases avoid a compound.
    @Test func german_documentHeadings_hyphenateTheVoltageCompound() {
        let html = Self.run(["report", "Fixtures/systems/van.json", "--format", "html", "--lang", "de"]).stdout
        #expect(html.contains("<p class=\"subtitle\">12-V-DC-Anlage · Bemessung: "))
        #expect(!html.contains("12 V-DC"))
        let svg = Self.run(["diagram", "Fixtures/systems/van.json", "--lang", "de"]).stdout
        #expect(svg.contains(">12-V-DC-Anlage · Bemessung: "))
        #expect(!svg.contains("12 V-DC"))
        #expect(Language.de.translate("{voltage} nominal") == "Nennspannung {voltage}")
        #expect(
            !Language.de.translate(
                "catalogue entry {id} has figures for {list}, not this {nominal} system; give the device's own figures (--power or --current; --output-current for a charger) or choose an entry for {nominal}"
            ).contains("{nominal}-"))
        // English keeps its words.
        let english = Self.run(["report", "Fixtures/systems/van.json", "--format", "html"]).stdout
        #expect(english.contains("<p class=\"subtitle\">12 V DC system · sized by "))
    }

    /// Clauses joined by a semicolon take the language's spacing: French puts a narrow no-break
    /// space before it (`drop`'s verdict, the report's surge line); the others keep "; ".
    @Test func semicolonJoins_followTheLanguage() {
        let drop = ["drop", "--wire", "1", "--current", "10", "--length", "30", "--voltage", "12"]
        let french = Self.run(drop + ["--lang", "fr"]).stdout
        #expect(french.contains("ne peut pas fournir 10 A\u{202F}; chute de 108,52 %"), "\(french)")
        #expect(Self.run(drop).stdout.contains("cannot deliver 10 A; drop 108.52 % exceeds"))
        #expect(Self.run(drop + ["--lang", "de"]).stdout.contains("nicht liefern; Spannungsfall 108,52 %"))
        let report = Self.run(["report", "Fixtures/systems/van.json", "--lang", "fr"]).stdout
        #expect(report.contains("12,5 A pendant 180 s\u{202F}; le plus petit fusible classe T"), "\(report)")
        #expect(!report.contains("180 s; "))
        let english = Self.run(["report", "Fixtures/systems/van.json"]).stdout
        #expect(english.contains("12.5 A for 180 s; the smallest Class T fuse that carries it is 15 A"))
    }

    @Test func german_recharge_isFromTheDischargeLimit() {
        let report = Self.run(["report", "Fixtures/systems/van.json", "--lang", "de"]).stdout
        #expect(report.contains("  Nachladen                 3,1 h ab Entladegrenze, alle Ladegeräte an\n"))
        #expect(!report.contains("nutzbar-leer"))
    }

    @Test func german_help_writesK_withADecimalComma() {
        let help = Self.run(["size", "--help", "--lang", "de"]).stdout
        #expect(help.contains("(ABYC E-11: K = 10,75, SAE-Querschnitte, Marine-AWG)"))
        #expect(!help.contains("10.75"))
    }

    // MARK: Spanish

    @Test func spanish_current_isPermanentNotDirect() {
        let help = Self.run(["size", "--help", "--lang", "es"]).stdout
        #expect(help.contains("Corriente permanente: 20, 20A, 500mA."))
        #expect(!help.contains("Corriente continua"))
    }

    @Test func spanish_fuse_namesFusibleOnce() {
        let fuse = Self.run(["fuse", "--current", "20", "--lang", "es"]).stdout
        #expect(fuse.contains("  Fusible         25 A de cuchilla ATO/ATC\n"))
        #expect(!fuse.contains("A fusible de cuchilla"))
        #expect(Words(.es).text(FuseType.blade) == "de cuchilla ATO/ATC")
    }

    @Test func spanish_andFrench_countOnePiece_inTheSingular() {
        let spanish = Self.run(["bom", "Fixtures/systems/sailboat.json", "--lang", "es"]).stdout
        #expect(spanish.contains(" 1 ud.\n") && spanish.contains(" 2 uds.\n"))
        #expect(!spanish.contains(" 1 uds."))
        let french = Self.run(["bom", "Fixtures/systems/sailboat.json", "--lang", "fr"]).stdout
        #expect(french.contains(" 1 pce\n") && french.contains(" 2 pces\n"))
        #expect(!french.contains(" 1 pces") && !french.contains("pcs"))
    }

    // MARK: French

    @Test func french_nextSmaller_isASection() {
        let size = Self.run(["size", "-c", "20", "-l", "5", "-v", "12", "--lang", "fr"]).stdout
        #expect(size.contains("  Section inférieure "))
        #expect(!size.contains("Taille inférieure"))
    }

    /// A semicolon keeps to its word (a narrow no-break space before it), so no wrapped line
    /// starts with "; du parc".
    @Test func french_wrappedLines_neverStartWithASemicolon() throws {
        let report = Self.run(["report", "Fixtures/systems/van.json", "--lang", "fr"]).stdout
        let heading = try #require(report.split(separator: "\n").first { $0.hasPrefix("Onduleurs (") }).description
        #expect(heading.contains("plus bas)\u{202F}; du parc"))
        for width in 30...140 {
            let lines = TextLayout.wrapped(heading, width: width, indent: 2).split(separator: "\n")
            #expect(!lines.contains { $0.drop { $0 == " " }.hasPrefix(";") }, "width \(width)")
        }
    }

    // MARK: Dutch

    @Test func dutch_spanningsval_isDe() {
        for arguments in [
            ["size", "-c", "20", "-l", "5", "-v", "12"], ["report", "Fixtures/systems/van.json"], ["size", "--help"],
            ["drop", "--wire", "1", "-c", "10", "-l", "30", "-v", "12"],
        ] {
            let run = Self.run(arguments + ["--lang", "nl"])
            #expect(!(run.stdout + run.stderr).lowercased().contains("het spanningsval"), "\(arguments)")
        }
        #expect(
            Self.run(["size", "-c", "20", "-l", "5", "-v", "12", "--lang", "nl"]).stdout.contains("bepaald door de spanningsval"))
    }

    @Test func dutch_failedChecks_areAfgekeurd() {
        let help = Self.run(["check", "--help", "--lang", "nl"]).stdout
        #expect(help.contains("boven 1 afgekeurd"))
        #expect(!help.contains("gezakt"))
    }

    @Test func dutch_inverterTable_andBreakingCapacity() {
        let report = Self.run(["report", "Fixtures/systems/van.json", "--lang", "nl"]).stdout
        #expect(report.contains("Naam           Nominaal AC-vermogen "))
        #expect(report.contains("(DC-stroom = nominaal AC-vermogen / (rendement × uitschakelspanning)"))
        #expect(report.contains("  Hoofdzekering House bank     onderbreekvermogen ≥ 20\u{202F}000 A ("))
        #expect(report.contains("  Groepszekeringen             onderbreekvermogen ≥ 3\u{202F}135 A: "))
        #expect(!report.contains("AC-nominaal") && !report.contains("onderbreekt ≥") && !report.contains("20.000"))
    }

    // MARK: Every language

    @Test(arguments: [Language.de, .es, .fr, .nl])
    func ampacitySource_saysTableInTheLanguage(_ language: Language) {
        for units in ["metric", "imperial"] {
            let wires = Self.run(["wires", "--units", units, "--lang", language.rawValue]).stdout
            #expect(!wires.contains("Table "), "\(language) \(units)")
        }
        #expect(Words(.en).ampacitySource(.metric) == "ISO 10133 / ISO 13297 Table 1")
        #expect(
            Words(.en).ampacitySource(.awg) == "33 CFR 183.425 Table 5 / ABYC E-11 (to 4/0); NEC Table 310.17 (kcmil)")
    }

    /// The bill of materials writes power as the report does: `2 000 W` in German, French and
    /// Dutch (four digits stay whole in Spanish: `2000 W`), `2000 W` in English.
    @Test(arguments: Language.allCases)
    func bomPower_isWrittenAsTheReportWritesIt(_ language: Language) {
        let power = Words(language).number(2000, decimals: 2) + " W"
        let bom = Self.run(["bom", "Fixtures/systems/van.json", "--lang", language.rawValue]).stdout
        let report = Self.run(["report", "Fixtures/systems/van.json", "--lang", language.rawValue]).stdout
        #expect(bom.contains("Inverter 2 kW\(language == .fr ? " :" : ":") \(power) "), "\(language)")
        #expect(report.contains(" \(power) "), "\(language)")
        #expect(power == (language == .en || language == .es ? "2000 W" : "2\u{202F}000 W"))
    }
}

extension TranslationFaultTests {
    /// French named an entity "consommateur 'Fridge' existe déjà" / "introuvable", without the
    /// article the kind's unknown gender would need; the sentences now need none.
    @Test func french_entityNames_needNoArticle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-fr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("x.json").path
        try Data(#"{"schemaVersion":1,"name":"x","nominalVoltage":12,"loads":[{"name":"Lamp","current":2,"length":2}]}"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let duplicate = Self.run(["add", "load", file, "--name", "lamp", "--current", "1", "--length", "1", "--lang", "fr"])
        #expect(duplicate.status == 65)
        #expect(duplicate.stderr.contains(": 'lamp' : ce nom de consommateur existe déjà (les noms sont comparés"))
        let missing = Self.run(["set", "load", file, "lamq", "--current", "1", "--lang", "fr"])
        #expect(missing.stderr.contains(": 'lamq' : pas de consommateur de ce nom (les plus proches : Lamp)"))
        let none = Self.run(["remove", "battery", file, "x", "--lang", "fr"])
        #expect(none.stderr.contains(": 'x' : pas de batterie de ce nom (le fichier n'a pas de batteries)"))
    }
}
