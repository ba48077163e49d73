import CableCore
import CableText
import Foundation
import Testing

@testable import CableCLI

/// Every number `cable` prints in a language reads back as the same value with that language
/// active (issue #35): written by the one formatter (`Words.number`, what `Display` uses) and
/// read by the options' path (`Arguments.numberText` → ``NumberGrammar`` → ``QuantityParser``).
struct NumberRoundTripTests {
    /// Integers, thousands (four digits, which Spanish leaves whole, and more), decimals,
    /// negatives, the smallest step shown.
    static let values: [Double] = [
        0, 1, 12, 999, 1000, 1500, 9999, 10_000, 20_000, 123_456.78, 1_234_567.5, 2.5, 0.75, 0.01, 12.34, 1000.5, -1,
        -1500.25, -20_000, -0.5,
    ]

    @Test(arguments: Language.allCases)
    func everyPrintedNumber_readsBackAsTheSameValue(_ language: Language) throws {
        for value in Self.values {
            let printed = Words(language).number(value, decimals: 2)
            let read = try language.numberGrammar.reading(printed, field: "current")
            let number = try QuantityParser.number(read, field: "current")
            #expect(abs(number - value) < 1e-9 * max(1, abs(value)), "\(language): '\(printed)' read as \(number)")
        }
    }

    @Test(arguments: Language.allCases)
    func printedQuantities_readBackWithTheirUnits(_ language: Language) throws {
        let words = Words(language)
        for amperes in [0.5, 12.25, 1500, 20_000] {
            let printed = words.amps(.amperes(amperes))  // "1 500 A"
            let read = try language.numberGrammar.reading(printed, field: "current")
            #expect(try QuantityParser.current(read, field: "current").amperes == amperes, "\(language): '\(printed)'")
        }
        let printed = words.length(.meters(1234.5), units: .metric)
        let read = try language.numberGrammar.reading(printed, field: "length")
        #expect(try QuantityParser.length(read, field: "length").meters == 1234.5, "\(language): '\(printed)'")
    }

    /// The decimal-comma languages group with the narrow no-break space and write a comma;
    /// English keeps its bytes: no grouping, a point.
    @Test func grouping_isTheNarrowNoBreakSpace_andEnglishIsUnchanged() {
        #expect(Words(.en).number(20_000.5, decimals: 2) == "20000.5")
        #expect(Words(.de).number(20_000.5, decimals: 2) == "20\u{202F}000,5")
        #expect(Words(.nl).number(1000, decimals: 2) == "1\u{202F}000")
        #expect(Words(.fr).number(1000, decimals: 2) == "1\u{202F}000")
        #expect(Words(.es).number(1000, decimals: 2) == "1000")  // RAE: four digits stay whole
        #expect(Words(.es).number(-12_345.25, decimals: 2) == "-12\u{202F}345,25")
    }

    /// The same, through the command line: the current `size` prints in its first line is typed
    /// back and printed again unchanged, in each language.
    @Test(arguments: Language.allCases)
    func sizeCurrent_typedBackAsPrinted_printsTheSameCurrent(_ language: Language) throws {
        for amperes in [1.5, 1500.25, 8765.5] {
            let printed = Words(language).number(amperes, decimals: 2)
            let run = Self.run(["size", "--current", printed, "--length", "1", "--voltage", "48", "--lang", language.rawValue])
            let text = run.stdout + run.stderr
            #expect(run.status == 0 || run.status == 1, "\(language) '\(printed)': \(text)")
            #expect(text.contains(printed + " A"), "\(language) '\(printed)': \(text)")
        }
    }

    @Test func german_refusesAPointBeforeThreeDigits_withAdviceInGerman() {
        let run = Self.run(["size", "--current", "1.000", "--length", "5", "--voltage", "12", "--lang", "de"])
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "Fehler: --current: ist mehrdeutig (ein Punkt vor drei Ziffern kann Tausender trennen): 1000 oder 1 schreiben, erhalten: '1.000'\n"
        )
        let spanish = Self.run(["fuse", "--current", "20.500", "--lang", "es"])
        #expect(spanish.status == 65)
        #expect(spanish.stderr.contains("escriba 20500 o 20,5"), "\(spanish.stderr)")
    }

    @Test func german_readsADecimalComma_andEnglishStillRefusesTheAmbiguousComma() {
        let german = Self.run(["size", "--current", "1,500", "--length", "5", "--voltage", "12", "--lang", "de"])
        #expect(german.status == 0)
        #expect(german.stdout.hasPrefix("Leitung für 1,5 A bei 12 V"), "\(german.stdout)")
        let english = Self.run(["size", "--current", "1,500", "--length", "5", "--voltage", "12"])
        #expect(english.status == 65)
        #expect(english.stderr.contains("write 1500 or 1.500"))
        let point = Self.run(["size", "--current", "1.000", "--length", "5", "--voltage", "12"])
        #expect(point.stdout.hasPrefix("Wire for 1 A at 12 V"))
    }

    /// A value out of range is shown as the language writes numbers, so it reads back too.
    @Test func rangeError_writesTheValueInTheLanguage() {
        let run = Self.run(["size", "--current", "12\u{202F}345,5", "--length", "5", "--voltage", "12", "--lang", "de"])
        #expect(run.status == 65)
        #expect(run.stderr == "Fehler: --current: muss ≤ 10\u{202F}000 A sein, erhalten: 12\u{202F}345,5 A\n")
        let english = Self.run(["size", "--current", "12345.5", "--length", "5", "--voltage", "12"])
        #expect(english.stderr == "error: --current: must be ≤ 10000 A, got 12345.5 A\n")
    }

    /// An error shows the value as typed, not as handed to the parser.
    @Test func error_showsTheValueAsTyped() {
        let run = Self.run(["size", "--current", "1,5x", "--length", "5", "--voltage", "12", "--lang", "de"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("'1,5x'"), "\(run.stderr)")
    }

    /// A value CableCore computed or normalised for an error (a charge voltage, a percentage, a
    /// system file's figures) is written as the language writes numbers: the comma, the narrow
    /// no-break space; English keeps its bytes. (They were written with "." in every language.)
    @Test func coreErrorValues_areWrittenInTheLanguage() throws {
        let de = Self.run(["size", "-c", "20", "-l", "5", "-v", "12", "--charge-voltage", "8.5", "--lang", "de"])
        #expect(de.status == 65)
        #expect(
            de.stderr == "Fehler: --charge-voltage: muss mindestens die Spannung des Stromkreises (12 V) sein, erhalten: 8,5 V\n")
        // Typed back as printed, the same value is refused with the same words.
        let typedBack = Self.run(["size", "-c", "20", "-l", "5", "-v", "12", "--charge-voltage", "8,5", "--lang", "de"])
        #expect(typedBack.stderr == de.stderr)
        let english = Self.run(["size", "-c", "20", "-l", "5", "-v", "12", "--charge-voltage", "8.5"])
        #expect(english.stderr == "error: --charge-voltage: must be at least the circuit's voltage (12 V), got 8.5 V\n")
        let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path
        let fr = Self.run(["bom", van, "--spare", "150.5", "--lang", "fr"])
        #expect(fr.status == 65)
        #expect(fr.stderr == "erreur : --spare : doit être entre 0 % et 100 %, reçu 150,5 %\n")
    }

    /// In a system file: 3 × 5000.25 A (a sum of currents, to 2 decimals) and a module's Vmp
    /// above its Voc, in German and Dutch.
    @Test func systemFileErrorValues_areWrittenInTheLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-numbers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let heaters = folder.appendingPathComponent("heaters.json").path
        try
            #"{ "schemaVersion": 1, "name": "H", "nominalVoltage": 12, "loads": [ { "name": "Heaters", "current": "5000.25A", "quantity": 3, "length": 1 } ] }"#
            .write(toFile: heaters, atomically: true, encoding: .utf8)
        let de = Self.run(["report", heaters, "--lang", "de"])
        #expect(de.status == 65)
        #expect(de.stderr.hasSuffix("erhalten: 3 × 5\u{202F}000,25 A\n"), "\(de.stderr)")
        #expect(Self.run(["report", heaters]).stderr.hasSuffix("got 3 × 5000.25 A\n"))
        let solar = folder.appendingPathComponent("solar.json").path
        try #"""
        { "schemaVersion": 1, "name": "S", "nominalVoltage": 12,
          "chargers": [ { "name": "MPPT", "kind": "solar", "outputCurrent": 30, "length": 2 } ],
          "arrays": [ { "name": "Roof", "charger": "MPPT", "module": { "voc": "22.5V", "isc": "5.21A", "vmp": "24.5V", "imp": "4.91A", "power": "100W", "vocTempCoefficient": -0.28, "maxSeriesFuse": "15A" }, "series": 1, "parallel": 1, "length": "5m" } ] }
        """#.write(toFile: solar, atomically: true, encoding: .utf8)
        let nl = Self.run(["check", solar, "--lang", "nl"])
        #expect(nl.status == 65)
        #expect(nl.stderr.contains("24,5 V"), "\(nl.stderr)")
        #expect(!nl.stderr.contains("24.5"), "\(nl.stderr)")
    }

    static func run(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        var out = ""
        var err = ""
        let status = CLI.run(arguments: arguments, environment: [:], stdout: &out, stderr: &err)
        return (status, out, err)
    }
}
