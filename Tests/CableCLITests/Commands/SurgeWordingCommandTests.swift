import Foundation
import Testing

/// Stop 50 (#34's words): one term for a surge current in each language — the inverters
/// table's column, the energy total and the inverter's no-duration warning included (de
/// "Stoßstrom", es "corriente de pico", fr "courant de crête", nl "stootstroom"); a load's own
/// row keeps its start. On the built binary.
@Suite("Surge wording: one term for a surge current in each language")
final class SurgeWordingCommandTests: TemporaryFolderSuite, ExampleFolder {
    init() throws { try super.init(named: "cable-surgewords") }

    struct TermCase: Sendable, CustomTestStringConvertible {
        let language: String
        /// The tables' first column, "Name".
        let name: String
        /// The inverters table's column and the energy total's label.
        let term: String
        /// The energy total's line: the system's surge, 367.38 A.
        let total: String
        /// The inverter's no-duration warning.
        let warning: String
        /// The start's word, which no line of the cabin (no load with a surge) may say.
        let start: String?
        var testDescription: String { language }
    }

    /// The cabin's inverter (Inverter 3 kW: 6000 W surge, no duration) surges 358.42 A =
    /// 6000 W / (0.9 × 18.6 V); the energy total adds its loads' 8.96 A: 367.38 A (the figures
    /// of `cable report` on Fixtures/examples/cabin.json, unchanged by the words).
    static let termCases: [TermCase] = [
        TermCase(
            language: "en", name: "Name", term: "Surge current", total: "367.38 A (for seconds, inverters at their surge rating)",
            warning: "inverter 'Inverter 3 kW': its 358.42 A surge was not checked against the fuse", start: nil),
        TermCase(
            language: "de", name: "Name", term: "Stoßstrom", total: "367,38 A (für Sekunden, Wechselrichter mit Spitzenleistung)",
            warning: "Wechselrichter 'Inverter 3 kW': der Stoßstrom von 358,42 A wurde nicht an der Sicherung geprüft",
            start: "Anlauf"),
        TermCase(
            language: "es", name: "Nombre", term: "Corriente de pico",
            total: "367,38 A (durante segundos, inversores a su potencia de pico)",
            warning: "su corriente de pico de 358,42 A no se comprobó frente al fusible", start: "arranque"),
        TermCase(
            language: "fr", name: "Nom", term: "Courant de crête",
            total: "367,38 A (pendant quelques secondes, onduleurs à leur puissance de crête)",
            warning: "son courant de crête de 358,42 A n'a pas été vérifié face au fusible", start: "démarrage"),
        TermCase(
            language: "nl", name: "Naam", term: "Stootstroom", total: "367,38 A (enkele seconden, omvormers op hun piekvermogen)",
            warning: "de stootstroom van 358,42 A is niet aan de zekering getoetst", start: "aanloop"),
    ]

    @Test(arguments: termCases)
    func cabinReport_namesItsSurgeCurrentOneWay(_ example: TermCase) throws {
        let file = try self.example("cabin", as: "cabin-\(example.language).json")
        let report = try CableProcess.run(["report", file, "--lang", example.language])
        #expect(report.status == 0, "\(report.stderr)")
        let lines = report.stdout.split(separator: "\n").map(String.init)
        // The inverters table's header: its DC current column, then the surge current's.
        let header = try #require(
            lines.first { $0.hasPrefix(example.name + " ") && $0.contains(example.term) }, "\(report.stdout)")
        #expect(!header.isEmpty)
        let total = try #require(lines.first { $0.hasPrefix("  \(example.term) ") }, "\(report.stdout)")
        #expect(total.hasSuffix(example.total), "\(total)")
        #expect(report.stdout.contains(example.warning), "\(report.stdout)")
        if let start = example.start {
            #expect(!report.stdout.lowercased().contains(start.lowercased()), "\(report.stdout)")
        }
    }
}
