import CableText
import Foundation
import Testing

@testable import CableCLI

/// The second native-reader review (docs/translations.md, "Second review"): one term per concept
/// in every text of a language, and the faults it fixed, each as the wording a user now sees.
/// Runs `CLI.run` in process from the package folder.
struct GlossaryTests {
    static func run(_ arguments: [String]) -> String {
        var out = ""
        var err = ""
        let paths = arguments.map { $0.hasPrefix("Fixtures/") ? PackagePaths.root.appendingPathComponent($0).path : $0 }
        _ = CLI.run(arguments: paths, environment: [:], stdout: &out, stderr: &err)
        return out + err
    }

    /// Terms the review replaced by the glossary's one term (or that were wrong): none may come back
    /// in any translation, used or not.
    static let retired: [Language: [String]] = [
        .de: [
            "Sicherungsfamilie", "Systemdatei", "des Systems", "Katalog-Id", " nimmt ", "Abfall entlang", "Tagesverbrauch",
            "zwei Strichen", "Stromstoß", "den Anlaufstrom", "der Anlaufstrom von", "Dauer des Anlaufstroms",
        ],
        .es: [
            "fusible de string", "aviso:", "Cargador DC-DC", "carga masiva", "Siguiente menor", "sin valor nominal",
            "temperatura de carga", "fila de encabezado", "por string", "corriente de arranque", "transitoria",
        ],
        .fr: [
            "barre omnibus", "barres omnibus", "coupe-circuit", "jeu de barres", "parc batteries", "parcs batteries",
            "fichier système", "fichier de système", "Chute du chemin", "CEI ", "\u{2019}", "consommation journalière",
            "watts, pourcent", "Démarrage de {", "plage de {", "courant de démarrage de", "durée du démarrage",
        ],
        .nl: [
            "busbar", "stroomkring", "draaddoorsnede", "motorruimte", "Berekeningsmethode", "catalogusregel",
            "afsluitstatus", "proefrun", " neemt ", "dagverbruik", "per string", "onderbrekingsvermogen", "Onderbrekingsvermogen",
            "de aanloopstroom", "aanloop {",
        ],
    ]

    @Test(arguments: [Language.de, .es, .fr, .nl])
    func retiredTerms_appearInNoTranslation(_ language: Language) {
        for (english, text) in Catalogue.table(for: language) {
            for term in Self.retired[language] ?? [] {
                #expect(!text.contains(term), "\(language): \(term) in \(english)")
            }
        }
    }

    /// A starting load's surge is not the peak current the energy section names: es, fr and nl
    /// said "pico", "pointe", "piekstroom" for both.
    @Test func surgeCurrent_isNotCalledThePeak() {
        let nl = Self.run(["report", "Fixtures/systems/van.json", "--lang", "nl"])
        #expect(nl.contains("  Aanloopstroom Diesel heater  12,5 A gedurende 180 s; "))
        #expect(nl.contains(": deze stroom bepaalt de zekering\n"))
        #expect(!nl.contains("Piekstroom Diesel heater"))
        let fr = Self.run(["report", "Fixtures/systems/van.json", "--lang", "fr"])
        #expect(fr.contains("  Démarrage (Diesel heater)  ") && fr.contains("  12,5 A pendant 180 s"))
        #expect(!fr.contains("Pointe de Diesel heater"))
        // The bill of materials and the diagram use the report's term, not the inverter's "peak".
        let bom = Self.run(["bom", "Fixtures/systems/van.json", "--lang", "nl"])
        #expect(bom.contains("; verdraagt de stootstroom van 12,5 A gedurende 180 s"))
        #expect(!bom.contains("piekstroom"))
        let diagram = Self.run(["diagram", "Fixtures/systems/van.json", "--lang", "de"])
        #expect(diagram.contains("Stoßstrom 12,5 A während 180 s"))
        #expect(!diagram.contains("Spitze 12,5 A"))
        let es = Self.run(["report", "Fixtures/systems/van.json", "--lang", "es"])
        #expect(es.contains(": esta corriente fija el fusible\n"))
        #expect(!es.contains("Pico de Diesel heater"))
    }

    /// French: a "coupe-circuit" is a fuse; the battery switch is a "coupe-batterie", and the
    /// parts are named "name : details" with French spacing.
    @Test func french_billOfMaterials_namesTheSwitchAndBusBars() {
        let bom = Self.run(["bom", "Fixtures/systems/van.json", "--lang", "fr"])
        #expect(bom.contains("\ncoupe-batterie           coupe-batterie, 350 A en continu, 48 V CC"))
        #expect(bom.contains("\nbarre de distribution    barre de distribution positive, 600 A, 6 raccordements"))
        #expect(bom.contains("Fuse block : barre de distribution positive, 150 A"))
        #expect(bom.contains("House bank : LiFePO4 280 Ah 12,8 V (1S1P)"))
        #expect(!bom.contains("omnibus") && !bom.contains("coupe-circuit"))
    }

    /// Spanish percentages take the article; the next smaller size is named as a size.
    @Test func spanish_size_readsAsSpanish() {
        let size = Self.run(["size", "-c", "20", "-l", "5", "-v", "12", "--lang", "es"])
        #expect(size.contains("  Sección inferior      6 mm²: caída de 0,71 V (5,9 %)"))
        #expect(size.contains("— por encima del límite del 5 %\n"))
        #expect(!size.contains("Siguiente menor"))
    }

    /// German: "Spannungsfall" along a path (not "Abfall"), one word for a fuse family, and a
    /// decimal default written with a decimal comma.
    @Test func german_wording() {
        #expect(
            Language.de.tr("drop along the path {actual} % exceeds the {limit} % limit ({segments})")
                .hasPrefix("Spannungsfall entlang des Pfads"))
        let help = Self.run(["size", "--help", "--lang", "de"])
        #expect(help.contains("Der Sicherungsnennstrom muss mindestens Faktor × Strom betragen (1 bis 3). Standard: 1,25.\n"))
        #expect(help.contains("Sicherungsbauarten zur Auswahl, durch Kommas getrennt"))
        #expect(!help.contains("1.25") && !help.contains("1.29"))
        #expect(
            Self.run(["size", "--help"]).contains("Fuse rating must be at least factor × current (1 to 3). Default: 1.25.\n"))
    }

    /// "AC" is "CA" in Spanish and French wherever a power or voltage is marked as AC.
    @Test func acMark_followsTheLanguage() {
        let fr = Self.run(["list", "Fixtures/systems/van.json", "--lang", "fr"])
        #expect(fr.contains("Coffee maker   1\u{202F}000 W CA "))
        #expect(fr.contains("Inverter 2 kW  2\u{202F}000 W CA, 90 % "))
        let es = Self.run(["catalog", "list", "--lang", "es"])
        #expect(es.contains("carga  120 W, 2 h/día, 230/120 V CA\n"))
        let en = Self.run(["list", "Fixtures/systems/van.json"])
        #expect(en.contains("Coffee maker   1000 W AC "))
    }

    /// The batch summary names its counts, so no plural can be wrong ("1 Anfragen").
    @Test func batchSummary_hasNoWrongPlural() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("one.ndjson")
        try Data((#"{"current": 20}"# + "\n").utf8).write(to: file)
        #expect(Self.run(["batch", file.path, "--lang", "de"]).hasSuffix("fehlerhaft: 1, nicht erfüllt: 0, Anfragen: 1\n"))
        #expect(Self.run(["batch", file.path, "--lang", "fr"]).hasSuffix("invalides : 1, non satisfaites : 0, demandes : 1\n"))
    }
}
