import CableText
import Testing

@testable import CableCore

/// The report summary's count of circuits by kind (the PDF's "Circuits" line): every kind,
/// with the language's plural rule, so panels, arrays and charger inputs are counted too.
struct CircuitCountWordsTests {
    @Test func everyKind_countedInEnglish_oneAndOther() {
        let english = Words.english
        let expected: [(CircuitReport.Kind, String, String)] = [
            (.load, "1 load", "3 loads"), (.charger, "1 charger", "3 chargers"),
            (.battery, "1 battery feed", "3 battery feeds"), (.inverter, "1 inverter feed", "3 inverter feeds"),
            (.panel, "1 panel feeder", "3 panel feeders"), (.array, "1 PV array", "3 PV arrays"),
            (.chargerInput, "1 charger input", "3 charger inputs"),
        ]
        for (kind, one, other) in expected {
            #expect(english.count(kind, 1) == one)
            #expect(english.count(kind, 3) == other)
        }
        #expect(english.count(.load, 0) == "0 loads")
    }

    @Test func otherLanguages_takeTheirOwnPlural() {
        #expect(Words(.de).count(.array, 2) == "2 PV-Generatoren")
        #expect(Words(.fr).count(.chargerInput, 1) == "1 entrée de chargeur")
        // French counts 0 as singular (CLDR: one is 0 and 1).
        #expect(Words(.fr).count(.array, 0) == "0 champ PV")
        #expect(Words(.nl).count(.panel, 2) == "2 voedingskabels van verdelers")
        #expect(Words(.es).count(.array, 2) == "2 campos FV")
    }
}
